package cdcl

import (
	"sort"
	"sync"
)

// A Solver is a small conflict-driven clause-learning SAT solver, used for the search on big
// grids once propagation stalls: on hard 25×25 puzzles, learning what made a branch fail
// prunes far more than any fixed propagation rule.
//
// Literals are 2·v (variable v true) and 2·v+1 (false). Binary clauses live in implication
// lists; longer ones are watched by their first two literals. Decisions follow VSIDS
// activity with phase saving (or, with MRV, the fewest values among the most active);
// restarts follow the Luby sequence; learnt clauses are minimised (with Shrink, each lower
// level's literals give way to its implication point first) and the database is halved by
// LBD from time to time (with Vivify, the learnt clauses are shortened by vivification after
// each reduction). Solvers of the same formula on several goroutines may share their
// short learnt clauses through a [Pool].
// Permutation constraints given with [Solver.AddAllDifferent] are propagated beside the
// clauses (Hall sets, by matching), their reasons built as clauses only when analysis needs
// them. The zero value is not usable: start from [New]. A Solver is used by one goroutine.
type Solver struct {
	nvars   int
	Assign  []int8     // the model once Solve returned 1, per variable: 1 true, -1 false
	litVal  []int8     // per literal: 0 unassigned, 1 true, -1 false (1<<16 of them: see vals)
	vars    []varInfo  // per variable: its level and reason while assigned
	Phase   []bool     // saved polarity
	bin     [][]uint16 // per literal: the literals a binary clause implies when it is true (16-bit, as in arena)
	watches [][]watch
	arena   []uint16 // long clauses: size, flags (lbd<<3 | vivified<<2 | learnt<<1 | deleted), literals (see maxVars)
	crefs   []int32  // the live clauses' offsets in arena, oldest first

	trail    []int32
	trailLim []int32
	qhead    int

	act    []float64
	varInc float64
	heap   varHeap

	binConflict bool      // the last conflict was on a binary clause ...
	confl       [2]uint16 // ... whose literals are these

	seen   []bool
	learnt []int32
	stack  []int32
	mstack []int32

	conflicts, Decisions int64
	props                int64 // literals propagated (taken off the trail by propagate)
	MaxLevel             int
	learnts              int
	nextReduce           int64
	unsat                bool

	Stop func() bool // polled now and then; true ends the search

	// Pool, when set, is shared with solvers of the same formula on other goroutines: the
	// short learnt clauses go to it while Export is set, marked with Tag, and the others'
	// marked 0 or with the same Tag are added at each restart. A solver that adds clauses of
	// its own to the formula (a blocking clause) must change Tag to a value that only
	// solvers with the same added clauses use, or clear Export.
	Pool    *Pool
	Export  bool
	Tag     uint64
	poolPos int

	// Shrink, when > 0, shortens each learnt clause by all-UIP shrinking (shrink.go): 1
	// after minimisation, 2 before it, with implied literals allowed.
	Shrink        int
	ShrinkRemoved int64 // literals shrinking removed
	smark         []bool
	shrinkOut     []int32
	shrinkBlocks  []int32
	shrinkTouched []int32

	// FixedPhase makes every decision take its variable's Phase as it stands: the search
	// stops saving the values it undoes (phase saving, the default).
	FixedPhase bool

	// MRV, when > 0 and groups are set (SetGroups), makes every decision "x is true" for
	// the variable x, among the MRV most active open ones, whose smallest unsatisfied
	// exactly-one group (a cell's digits, a digit's cells in a house) has the fewest open
	// variables: VSIDS proposes, the fewest remaining values decides.
	MRV int
	// Branch, when > 0, limits decisions to the variables below it: the others (auxiliary
	// ones, each fixed by the first ones through clauses) are only ever propagated.
	Branch  int32
	gStart  []int32 // per group: where its variables start in gVars (groups+1 entries; SetGroups)
	gVars   []int32 // the variables of each group, one after the other
	vgStart []int32 // per variable: where its groups start in vgList (nvars+1 entries)
	vgList  []int32 // the groups of each variable, one after the other
	hooks   bool    // assignments have more to update than the trail: all-different constraints

	// assump, when ≥ 0, is a literal assumed true at decision level 1: solve returns
	// unsatUnder when the formula implies its negation (which then holds at level 0).
	Assump int32

	// Vivify, when > 0, shortens the learnt clauses of LBD ≤ Vivify at the first restart
	// after each reduction (see vivify), spending up to VivifyEffort per mille of the
	// search's propagations on it; the counts say what it did.
	Vivify                             int
	VivifyEffort                       int
	VivTried, VivShortened, VivRemoved int64
	vivProps                           int64 // the propagations when vivify last ran
	vivBuf                             []int32
	reductions, vivRounds              int64
	reduceGap                          int64 // conflicts between reductions, less 300 per 1,000 learnt clauses (2,000; tests shorten it)

	decay    float64   // VSIDS activity decay per conflict
	Glucose  bool      // restart when recent learnt clauses are worse than average (else Luby)
	lbdQueue [50]int32 // LBDs of the last learnt clauses (ring)
	lbdN     int
	lbdSum   int64
	lbdAll   int64

	// Stable, when set, alternates focused mode (the restarts above) with stable mode
	// (Luby restarts of 1,024 conflicts per unit, no Glucose restarts), in phases of a
	// conflict budget that doubles every other switch. In stable mode decisions take the
	// target phase (the assignment of the longest conflict-free trail since the last
	// rephase) where one is set, and the saved phases are reset now and then to the best
	// trail's assignment or the original polarities (Biere and Fleury, "Chasing Target
	// Phases", 2020). It has no effect on decisions under FixedPhase or MRV. Cleared between
	// two calls of Solve, it ends stable mode.
	Stable      bool
	inStable    bool
	modeEnd     int64 // conflict count at which the mode switches
	modeLen     int64
	stableRuns  int64  // restarts in stable mode (Luby index)
	target      []int8 // per variable: 1 true, -1 false, 0 none
	best        []int8
	targetLen   int
	bestLen     int
	nextRephase int64
	rephases    int64
	original    []bool // the phases when the search began
	stableInit  int64  // conflicts of the first mode phase and rephase interval; 0 means 1,000

	// All-different constraints (AddAllDifferent) and their propagator's state.
	ads         []allDiff
	adOf        [][]adRef // per variable: the constraints it is a position-value of
	adDirty     []int32   // constraints to run
	adReasons   []adReason
	adConfl     []int32  // the clause of the last all-different failure
	expBuf      []int32  // scratch for lazy reasons' clauses
	exp16       []uint16 // the same, as analysis reads it
	ADImplied   int64    // literals the all-different constraints implied
	ADConflicts int64    // failures they found
	MaxHall     int      // when > 0, the constraints act on Hall sets of at most this many open positions (or all but so many) only
}

const noReason = int32(-1 << 30)

// varInfo is what the solver keeps of an assigned variable: its decision level and its
// reason (a long clause's offset in the arena, ^lit for a binary clause whose other literal
// is lit, or noReason), side by side, so that an assignment, and analysis reading both,
// touch one cache line.
type varInfo struct {
	level, reason int32
}

type watch struct {
	cref    int32
	blocker int32
}

const (
	flagDeleted  = 1
	flagLearnt   = 2
	flagVivified = 4         // a learnt clause vivify has tried already
	lbdShift     = 3         // the LBD sits above the three flag bits
	maxLBD       = 1<<13 - 1 // the largest LBD the flags field holds (a larger one is kept as this)
)

// maxVars is the most variables a Solver takes: the arena stores a literal in 16 bits, which
// halves the memory that unit propagation reads (the clause fetches are its main cost) —
// the largest grid's formula (25×25, 15,625 variables, 21,875 with segment variables) fits.
const maxVars = 1 << 15

// vals returns the literal values as an array that a 16-bit literal indexes without a
// bounds check (the literals of the arena are 16-bit: see maxVars).
func (s *Solver) vals() *[1 << 16]int8 {
	return (*[1 << 16]int8)(s.litVal)
}

// lits returns the literals of the long clause at offset c of the arena.
func (s *Solver) lits(c int32) []uint16 {
	return s.arena[c+2 : c+2+int32(s.arena[c])]
}

// New returns a solver of nvars variables and no clauses. It panics when nvars is over
// 32,768 (maxVars).
func New(nvars int) *Solver {
	if nvars > maxVars {
		panic("cdcl: more than 32,768 variables")
	}
	s := &Solver{nvars: nvars, varInc: 1, decay: 0.95, Assump: -1}
	s.Assign = make([]int8, nvars)
	s.litVal = make([]int8, 1<<16)
	s.vars = make([]varInfo, nvars)
	s.Phase = make([]bool, nvars)
	s.bin = make([][]uint16, 2*nvars)
	s.watches = make([][]watch, 2*nvars)
	s.act = make([]float64, nvars)
	s.seen = make([]bool, nvars)
	s.heap = varHeap{act: s.act, pos: make([]int32, nvars)}
	for v := 0; v < nvars; v++ {
		s.heap.pos[v] = -1
		s.heap.push(int32(v))
	}
	s.nextReduce, s.reduceGap = 2000, 2000
	return s
}

// Shuffle gives every variable a small pseudo-random activity from seed (not 0), below
// what one conflict adds, and rebuilds the decision heap.
func (s *Solver) Shuffle(seed uint64) {
	x := seed*0x9E3779B97F4A7C15 | 1
	for v := range s.act {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		s.act[v] += float64(x>>11) / float64(1<<53) * 1e-3
	}
	for v := int32(0); v < int32(s.nvars); v++ {
		if s.heap.pos[v] >= 0 {
			s.heap.up(s.heap.pos[v])
		}
	}
}

// ResetActivity sets every variable's activity back to 0 and its increment to 1, as New
// does (Shuffle may follow).
func (s *Solver) ResetActivity() {
	clear(s.act)
	s.varInc = 1
}

func (s *Solver) Value(l int32) int8 {
	return s.litVal[l]
}

func (s *Solver) decisionLevel() int { return len(s.trailLim) }

// Stats returns the conflicts met and the literals propagated so far.
func (s *Solver) Stats() (conflicts, propagations int64) {
	return s.conflicts, s.props
}

func (s *Solver) enqueue(l int32, reason int32) {
	v := l >> 1
	s.litVal[l], s.litVal[l^1] = 1, -1
	s.vars[v] = varInfo{int32(len(s.trailLim)), reason}
	s.trail = append(s.trail, l)
	if s.hooks {
		s.assigned(v, l)
	}
}

// assigned updates the all-different constraints for l (a literal of v) just assigned.
func (s *Solver) assigned(v, l int32) {
	if s.adOf != nil && l&1 == 1 {
		s.adFalse(v, false)
	}
}

// AddClause adds an original clause at level 0. It returns false when the formula became
// unsatisfiable.
func (s *Solver) AddClause(lits []int32) bool {
	if s.unsat {
		return false
	}
	return s.addAtRoot(lits, false, 0)
}

// addAtRoot adds a clause at level 0, less its literals false there (a clause true there is
// dropped): an original one, or a learnt one of LBD lbd (another solver's, from the pool).
// It returns false when the formula became unsatisfiable.
func (s *Solver) addAtRoot(lits []int32, learnt bool, lbd int32) bool {
	out := s.mstack[:0]
	for _, l := range lits {
		switch s.Value(l) {
		case 1:
			return true
		case 0:
			out = append(out, l)
		}
	}
	s.mstack = out[:0]
	switch len(out) {
	case 0:
		s.unsat = true
		return false
	case 1:
		s.enqueue(out[0], noReason)
		if s.propagate() >= 0 || s.binConflict {
			s.unsat = true
			return false
		}
	case 2:
		s.addBinary(out[0], out[1])
	default:
		s.attach(out, learnt, min(lbd, int32(len(out))))
		if learnt {
			s.learnts++
		}
	}
	return true
}

// addBinary adds the clause (a ∨ b) to the implication lists.
func (s *Solver) addBinary(a, b int32) {
	s.bin[a^1] = append(s.bin[a^1], uint16(b))
	s.bin[b^1] = append(s.bin[b^1], uint16(a))
}

func (s *Solver) attach(lits []int32, learnt bool, lbd int32) int32 {
	cref := int32(len(s.arena))
	flags := uint16(min(lbd, maxLBD) << lbdShift)
	if learnt {
		flags |= flagLearnt
	}
	s.arena = append(s.arena, uint16(len(lits)), flags)
	for _, l := range lits {
		s.arena = append(s.arena, uint16(l))
	}
	s.crefs = append(s.crefs, cref)
	s.watchClause(cref)
	return cref
}

// propagate runs unit propagation. It returns the index of a conflicting long clause, or
// -1; a conflict on a binary clause sets binConflict and confl.
//
// It is the solver's hot loop (four fifths of a 25×25 search): the slices it reads stay in
// locals (none is reallocated while it runs but the trail, written back on return) and
// enqueue is written out inline, its hooks called only when set. The long clauses'
// watches are visited by propagateWatches, a function of its own so that its loop keeps
// its few values in registers.
func (s *Solver) propagate() int32 {
	s.binConflict = false
	litVal, vars, bin := s.vals(), s.vars, s.bin
	dl := int32(len(s.trailLim))
	hooks := s.hooks
	trail, qhead := s.trail, s.qhead
	q0 := qhead
	for qhead < len(trail) {
		p := trail[qhead]
		qhead++
		falseLit := p ^ 1
		for _, q16 := range bin[p] {
			q := int32(q16)
			switch litVal[q16] {
			case -1:
				s.binConflict = true
				s.confl = [2]uint16{uint16(q), uint16(falseLit)}
				s.trail, s.qhead = trail, qhead
				s.props += int64(qhead - q0)
				return -1
			case 0:
				v := q >> 1
				litVal[uint16(q)], litVal[uint16(q^1)] = 1, -1
				vars[v] = varInfo{dl, ^falseLit}
				trail = append(trail, q)
				if hooks {
					s.assigned(v, q)
				}
			}
		}
		var cr int32
		if trail, cr = s.propagateWatches(p, trail, dl); cr >= 0 {
			s.trail, s.qhead = trail, qhead
			s.props += int64(qhead - q0)
			return cr
		}
	}
	s.trail, s.qhead = trail, qhead
	s.props += int64(qhead - q0)
	return -1
}

// propagateWatches visits the long clauses watching ¬p, p just true: it moves their
// watches, assigns (at level dl, on trail) the literals they imply, and returns the trail
// and the first clause found false (or -1).
func (s *Solver) propagateWatches(p int32, trail []int32, dl int32) ([]int32, int32) {
	litVal, arena, watches := s.vals(), s.arena, s.watches
	falseLit := p ^ 1
	ws := watches[p]
	i, j := 0, 0
	for i < len(ws) {
		w := ws[i]
		i++
		if litVal[uint16(w.blocker)] == 1 {
			ws[j] = w
			j++
			continue
		}
		cr := w.cref
		c := arena[cr+2 : cr+2+int32(arena[cr])]
		first := int32(c[0])
		if first == falseLit {
			first = int32(c[1])
			c[0], c[1] = uint16(first), uint16(falseLit)
		}
		if first != w.blocker && litVal[uint16(first)] == 1 {
			ws[j] = watch{cr, first}
			j++
			continue
		}
		k := 2
		for ; k < len(c); k++ {
			if litVal[c[k]] != -1 {
				break
			}
		}
		if k < len(c) {
			nw := c[k]
			c[1], c[k] = nw, uint16(falseLit)
			if wl := &watches[nw^1]; len(*wl) < cap(*wl) {
				// Within capacity: a length update, without append's store of the pointer
				// and its write barrier.
				n := len(*wl)
				*wl = (*wl)[:n+1]
				(*wl)[n] = watch{cr, first}
			} else {
				*wl = append(*wl, watch{cr, first})
			}
			continue
		}
		ws[j] = watch{cr, first}
		j++
		if litVal[uint16(first)] == -1 {
			j += copy(ws[j:], ws[i:])
			watches[p] = ws[:j]
			return trail, cr
		}
		v := first >> 1
		litVal[uint16(first)], litVal[uint16(first^1)] = 1, -1
		s.vars[v] = varInfo{dl, cr}
		trail = append(trail, first)
		if s.hooks {
			s.assigned(v, first)
		}
	}
	watches[p] = ws[:j]
	return trail, -1
}

// reasonLits returns the literals of the clause that implied (or falsified) something:
// for an implied literal, the implied literal comes first.
func (s *Solver) reasonLits(r int32, buf *[2]uint16, implied int32) []uint16 {
	if r >= 0 {
		return s.lits(r)
	}
	if r < noReason {
		return s.to16(s.adReasonLits(r, implied))
	}
	buf[0], buf[1] = uint16(implied), uint16(^r)
	return buf[:]
}

// to16 returns lits as the arena stores them, in a scratch slice (the all-different
// constraints' clauses, built as []int32, on their way to analysis).
func (s *Solver) to16(lits []int32) []uint16 {
	out := s.exp16[:0]
	for _, l := range lits {
		out = append(out, uint16(l))
	}
	s.exp16 = out
	return out
}

// analyze derives the first-UIP clause of a conflict into s.learnt and returns the level
// to jump back to.
func (s *Solver) analyze(confl []uint16) int {
	s.learnt = append(s.learnt[:0], 0)
	pathC := 0
	var p int32 = -1
	idx := len(s.trail) - 1
	lits := confl
	var buf [2]uint16
	dl := int32(s.decisionLevel())
	for {
		for _, q16 := range lits {
			q := int32(q16)
			if q == p {
				continue
			}
			v := q >> 1
			if s.seen[v] || s.vars[v].level == 0 {
				continue
			}
			s.seen[v] = true
			s.bump(v)
			if s.vars[v].level >= dl {
				pathC++
			} else {
				s.learnt = append(s.learnt, q)
			}
		}
		for !s.seen[s.trail[idx]>>1] {
			idx--
		}
		p = s.trail[idx]
		idx--
		s.seen[p>>1] = false
		pathC--
		if pathC == 0 {
			break
		}
		if r := s.vars[p>>1].reason; r >= 0 {
			s.refreshLBD(r)
		}
		lits = s.reasonLits(s.vars[p>>1].reason, &buf, p)
	}
	s.learnt[0] = p ^ 1
	// Minimise: drop literals implied by the others of the clause (recursively).
	s.stack = s.stack[:0]
	var abstract uint32
	for _, q := range s.learnt[1:] {
		s.stack = append(s.stack, q)
		abstract |= 1 << (s.vars[q>>1].level & 31)
	}
	if s.Shrink >= 2 {
		s.shrink(abstract)
	}
	j := 1
	for k := 1; k < len(s.learnt); k++ {
		q := s.learnt[k]
		if s.vars[q>>1].reason != noReason && s.redundant(q, abstract) {
			continue
		}
		s.learnt[j] = q
		j++
	}
	for _, q := range s.stack {
		s.seen[q>>1] = false
	}
	s.learnt = s.learnt[:j]
	if s.Shrink == 1 {
		s.shrink(0)
	}
	back := 0
	if len(s.learnt) > 1 {
		maxK := 1
		for k := 2; k < len(s.learnt); k++ {
			if s.vars[s.learnt[k]>>1].level > s.vars[s.learnt[maxK]>>1].level {
				maxK = k
			}
		}
		s.learnt[1], s.learnt[maxK] = s.learnt[maxK], s.learnt[1]
		back = int(s.vars[s.learnt[1]>>1].level)
	}
	return back
}

// refreshLBD lowers the LBD kept for the long clause at c, if learnt, when its literals
// now span fewer decision levels (Glucose's dynamic update): clauses that keep taking part
// in conflicts with a better LBD survive the reductions.
func (s *Solver) refreshLBD(c int32) {
	f := s.arena[c+1]
	if f&flagLearnt == 0 || f>>lbdShift <= 2 {
		return
	}
	if nl := lbdOf(s, s.lits(c)); nl+1 < int32(f>>lbdShift) {
		s.arena[c+1] = uint16(nl<<lbdShift) | f&(1<<lbdShift-1)
	}
}

// redundant reports whether the false literal q of the learnt clause is implied by the
// clause's other literals, following reasons back (MiniSat's recursive minimisation).
// Variables it marks seen are added to s.stack for clearing.
func (s *Solver) redundant(q int32, abstract uint32) bool {
	s.mstack = append(s.mstack[:0], q)
	top := len(s.stack)
	var buf [2]uint16
	for len(s.mstack) > 0 {
		x := s.mstack[len(s.mstack)-1]
		s.mstack = s.mstack[:len(s.mstack)-1]
		for _, y16 := range s.reasonLits(s.vars[x>>1].reason, &buf, x^1) {
			y := int32(y16)
			v := y >> 1
			if y == x^1 || s.seen[v] || s.vars[v].level == 0 {
				continue
			}
			if s.vars[v].reason != noReason && abstract&(1<<(s.vars[v].level&31)) != 0 {
				s.seen[v] = true
				s.mstack = append(s.mstack, y)
				s.stack = append(s.stack, y)
				continue
			}
			for _, z := range s.stack[top:] {
				s.seen[z>>1] = false
			}
			s.stack = s.stack[:top]
			return false
		}
	}
	return true
}

func (s *Solver) bump(v int32) {
	s.act[v] += s.varInc
	if s.act[v] > 1e100 {
		for k := range s.act {
			s.act[k] *= 1e-100
		}
		s.varInc *= 1e-100
	}
	if s.heap.pos[v] >= 0 {
		s.heap.up(s.heap.pos[v])
	}
}

func (s *Solver) CancelUntil(level int) {
	if s.decisionLevel() <= level {
		return
	}
	lim := int(s.trailLim[level])
	for k := len(s.trail) - 1; k >= lim; k-- {
		l := s.trail[k]
		v := l >> 1
		s.litVal[l], s.litVal[l^1] = 0, 0
		if s.adOf != nil && l&1 == 1 {
			s.adFalse(v, true)
		}
		if !s.FixedPhase {
			s.Phase[v] = l&1 == 0
		}
		if s.heap.pos[v] < 0 {
			s.heap.push(v)
		}
	}
	s.trail = s.trail[:lim]
	s.trailLim = s.trailLim[:level]
	s.qhead = lim
	if s.ads != nil {
		// The state at level was a fixpoint of the constraints (decisions wait for one);
		// the reasons of literals undone go.
		for _, c := range s.adDirty {
			s.ads[c].dirty = false
		}
		s.adDirty = s.adDirty[:0]
		n := len(s.adReasons)
		for n > 0 && int(s.adReasons[n-1].trailPos) >= lim {
			n--
		}
		s.adReasons = s.adReasons[:n]
	}
}

// lbdOf returns the number of distinct decision levels of lits (a clause, as learnt or as
// stored in the arena).
func lbdOf[L int32 | uint16](s *Solver, lits []L) int32 {
	// Levels are small; a map-free count with a scratch stamp on seen is overkill here.
	var levels [64]uint64
	n := int32(0)
	for _, l := range lits {
		lv := s.vars[l>>1].level
		w, b := (lv>>6)&63, uint(lv&63)
		if levels[w]&(1<<b) == 0 {
			levels[w] |= 1 << b
			n++
		}
	}
	return n
}

// reduce deletes the less useful half of the learnt clauses (by LBD), keeping the ones
// that are reasons and those with LBD ≤ 2, then compacts the arena, in the order of the
// watch lists: the clauses that unit propagation fetches one after the other, going down
// a literal's watches, then lie one after the other in memory.
func (s *Solver) reduce() {
	s.reductions++
	var cand []int32 // indices in s.crefs (oldest first), which break ties of LBD
	for i, c := range s.crefs {
		if f := s.arena[c+1]; f&(flagLearnt|flagDeleted) == flagLearnt && f>>lbdShift > 2 {
			cand = append(cand, int32(i))
		}
	}
	sort.Slice(cand, func(a, b int) bool {
		la, lb := s.arena[s.crefs[cand[a]]+1]>>lbdShift, s.arena[s.crefs[cand[b]]+1]>>lbdShift
		if la != lb {
			return la > lb
		}
		return cand[a] < cand[b]
	})
	for _, i := range cand[:len(cand)/2] {
		c := s.crefs[i]
		l := int32(s.arena[c+2])
		if s.Value(l) == 1 && s.vars[l>>1].reason == c {
			continue // the reason of a current assignment
		}
		s.arena[c+1] |= flagDeleted
		s.learnts--
	}
	// Compact: copy the live clauses to a new arena, each where a watch list first meets
	// it, leaving in the old one each one's size field 0 (no long clause has 0 literals)
	// and its new offset in the next two fields, to remap the watches and the reasons.
	arena := make([]uint16, 0, len(s.arena)/2+1024)
	move := func(c int32) {
		if s.arena[c] == 0 || s.arena[c+1]&flagDeleted != 0 {
			return // moved already, or deleted
		}
		nc := int32(len(arena))
		arena = append(arena, s.arena[c:c+2+int32(s.arena[c])]...)
		s.arena[c], s.arena[c+1], s.arena[c+2] = 0, uint16(nc), uint16(nc>>16)
	}
	for _, ws := range s.watches {
		for _, w := range ws {
			move(w.cref)
		}
	}
	moved := func(c int32) int32 { return int32(s.arena[c+1]) | int32(s.arena[c+2])<<16 }
	crefs := s.crefs[:0]
	for _, c := range s.crefs {
		move(c) // none is left unwatched, but for safety
		if s.arena[c] == 0 {
			crefs = append(crefs, moved(c))
		}
	}
	for l := range s.watches {
		ws := s.watches[l]
		j := 0
		for _, w := range ws {
			if s.arena[w.cref] == 0 {
				ws[j] = watch{moved(w.cref), w.blocker}
				j++
			}
		}
		s.watches[l] = ws[:j]
	}
	for _, l := range s.trail {
		if r := s.vars[l>>1].reason; r >= 0 {
			s.vars[l>>1].reason = moved(r)
		}
	}
	s.arena, s.crefs = arena, crefs
}

// stableBudget switches the mode when its phase is over, rephases in stable mode when due,
// and returns the conflict budget of the next run: focused's (given) or stable's, cut at
// the end of the phase.
func (s *Solver) stableBudget(focused int64) int64 {
	if s.target == nil {
		s.target, s.best = make([]int8, s.nvars), make([]int8, s.nvars)
		s.original = append([]bool(nil), s.Phase...)
		if s.stableInit == 0 {
			s.stableInit = 1000
		}
		s.modeLen, s.modeEnd = s.stableInit, s.conflicts+s.stableInit
		s.nextRephase = s.conflicts + s.stableInit
	}
	if s.conflicts >= s.modeEnd {
		s.inStable = !s.inStable
		if !s.inStable {
			s.modeLen *= 2
		}
		s.modeEnd = s.conflicts + s.modeLen
		s.lbdN, s.lbdSum, s.lbdQueue = 0, 0, [50]int32{}
	}
	b := focused
	if s.inStable {
		if s.conflicts >= s.nextRephase && !s.FixedPhase {
			s.rephase()
		}
		b = s.stableInit * luby(s.stableRuns)
		s.stableRuns++
	}
	return min(b, max(s.modeEnd-s.conflicts, 1))
}

// rephase resets the saved phases, in turn to the best trail's assignment and to the
// original ones (best, original, best, original, ...), and forgets the target and best
// trails; the next one comes 1,000 conflicts later per rephase done.
func (s *Solver) rephase() {
	s.rephases++
	s.nextRephase = s.conflicts + s.stableInit*s.rephases
	if s.rephases%2 == 1 && s.bestLen > 0 {
		for v, b := range s.best {
			if b != 0 {
				s.Phase[v] = b > 0
			}
		}
	} else {
		copy(s.Phase, s.original)
	}
	clear(s.target)
	s.targetLen, s.bestLen = 0, 0
}

// updateTarget records the first n literals of the trail, free of conflict, as the target
// phase when longer than the target's trail, and as the best when longer than the best's.
func (s *Solver) updateTarget(n int) {
	if s.inStable && n > s.targetLen {
		s.targetLen = n
		for _, l := range s.trail[:n] {
			s.target[l>>1] = int8(1 - 2*(l&1))
		}
	}
	if n > s.bestLen {
		s.bestLen = n
		for _, l := range s.trail[:n] {
			s.best[l>>1] = int8(1 - 2*(l&1))
		}
	}
}

// luby returns the i-th element (0-based) of the Luby sequence 1 1 2 1 1 2 4 ...
func luby(i int64) int64 {
	size, seq := int64(1), 0
	for size < i+1 {
		seq++
		size = 2*size + 1
	}
	for size-1 != i {
		size = (size - 1) / 2
		seq--
		i %= size
	}
	return 1 << seq
}

// A Pool passes short learnt clauses between solvers of the same formula.
type Pool struct {
	MaxLBD  int32 // share learnt clauses of at most this LBD (and MaxLits literals); units and binaries always
	MaxLits int   // the longest clause shared; 0 means 4·MaxLBD

	mu      sync.Mutex
	clauses []pooled
}

type pooled struct {
	from *Solver
	tag  uint64
	lbd  int32
	lits []int32
}

// share offers the learnt clause in s.learnt to the pool when it is short or of low LBD.
func (s *Solver) share(lbd int32) {
	if s.Pool == nil || !s.Export {
		return
	}
	maxLits := s.Pool.MaxLits
	if maxLits == 0 {
		maxLits = 4 * int(s.Pool.MaxLBD)
	}
	if len(s.learnt) > 2 && (lbd > s.Pool.MaxLBD || len(s.learnt) > maxLits) {
		return
	}
	c := append([]int32(nil), s.learnt...)
	s.Pool.mu.Lock()
	s.Pool.clauses = append(s.Pool.clauses, pooled{s, s.Tag, lbd, c})
	s.Pool.mu.Unlock()
}

// importPool adds, at level 0, the clauses the other solvers put in the pool since the last
// call. It returns false when the formula became unsatisfiable.
func (s *Solver) importPool() bool {
	s.Pool.mu.Lock()
	news := s.Pool.clauses[s.poolPos:]
	s.poolPos = len(s.Pool.clauses)
	s.Pool.mu.Unlock()
	for _, c := range news {
		if c.from == s || c.tag != 0 && c.tag != s.Tag {
			continue
		}
		if !s.addAtRoot(c.lits, true, c.lbd) {
			return false
		}
	}
	return true
}

// unsatUnder is what solve returns when the formula is unsatisfiable under assump.
const unsatUnder = -2

// UnsatUnder is what Solve returns when the formula implies the negation of Assump.
const UnsatUnder = unsatUnder

// Solve searches for a model. It returns 1 (satisfiable: the model is in assign), -1
// (unsatisfiable), unsatUnder, or 0 (stopped).
func (s *Solver) Solve() int {
	if s.unsat {
		return -1
	}
	if s.propagate() >= 0 || s.binConflict {
		s.unsat = true
		return -1
	}
	s.inStable = s.inStable && s.Stable
	var restarts int64
	for {
		if s.Vivify > 0 && s.vivRounds < s.reductions && s.decisionLevel() == 0 && s.ads == nil {
			// At a restart (or a new call) after a reduction.
			s.vivRounds = s.reductions
			if !s.vivify() {
				s.unsat = true
				return -1
			}
		}
		budget := 100 * luby(restarts)
		if s.Glucose {
			budget = 1 << 62
		}
		restarts++
		if s.Stable {
			budget = s.stableBudget(budget)
		}
		r := s.searchRun(budget)
		if r != 0 {
			return r
		}
		if s.Stop != nil && s.Stop() {
			return 0
		}
		if s.Pool != nil && s.decisionLevel() == 0 && !s.importPool() {
			return -1
		}
	}
}

// searchRun runs CDCL until a model, a proof of unsatisfiability, or budget conflicts (then
// it backtracks to level 0 and returns 0 for a restart).
//
// It is long on purpose: it is the solver's inner loop (propagate, analyse, learn, reduce,
// decide), whose state lives in locals between the phases; split into calls, the hot path
// would pass that state around on every conflict.
func (s *Solver) searchRun(budget int64) int {
	var n int64
	for {
		cr := s.propagate()
		adConfl := false
		for cr < 0 && !s.binConflict && len(s.adDirty) > 0 {
			r := s.adPropagate()
			if r == 0 {
				break
			}
			if r < 0 {
				adConfl = true
				break
			}
			cr = s.propagate()
		}
		if cr >= 0 || s.binConflict || adConfl {
			s.conflicts++
			n++
			if adConfl {
				// The failure may lie below the current level (no fixpoint there after a
				// restart's imports): analyse it where it happened.
				top := int32(0)
				for _, l := range s.adConfl {
					top = max(top, s.vars[l>>1].level)
				}
				s.CancelUntil(int(top))
			}
			if s.decisionLevel() == 0 {
				s.unsat = true
				return -1
			}
			var lits []uint16
			switch {
			case adConfl:
				lits = s.to16(s.adConfl)
			case cr >= 0:
				lits = s.lits(cr)
			default:
				lits = s.confl[:]
			}
			if cr >= 0 {
				s.refreshLBD(cr)
			}
			back := s.analyze(lits)
			if s.Stable {
				s.updateTarget(int(s.trailLim[s.decisionLevel()-1]))
			}
			s.CancelUntil(back)
			l := s.learnt
			lbd := int32(len(l))
			switch len(l) {
			case 1:
				s.enqueue(l[0], noReason)
				s.share(1)
			case 2:
				s.share(2)
				s.addBinary(l[0], l[1])
				s.enqueue(l[0], ^l[1])
			default:
				lbd = lbdOf(s, l)
				s.share(lbd)
				cref := s.attach(l, true, lbd)
				s.learnts++
				s.enqueue(l[0], cref)
			}
			if s.Glucose && !s.inStable {
				k := s.lbdN % len(s.lbdQueue)
				s.lbdSum += int64(lbd) - int64(s.lbdQueue[k])
				s.lbdQueue[k] = lbd
				s.lbdN++
				s.lbdAll += int64(lbd)
				if s.lbdN >= len(s.lbdQueue) && s.lbdSum*8*s.conflicts > 10*s.lbdAll*int64(len(s.lbdQueue)) {
					s.lbdN, s.lbdSum, s.lbdQueue = 0, 0, [50]int32{}
					n = budget // restart after this conflict is propagated
				}
			}
			s.varInc /= s.decay
			if s.conflicts&63 == 0 && s.Stop != nil && s.Stop() {
				return 0
			}
			continue
		}
		if n >= budget {
			if s.Stable {
				s.updateTarget(len(s.trail))
			}
			s.CancelUntil(0)
			return 0
		}
		if s.conflicts >= s.nextReduce {
			s.nextReduce = s.conflicts + s.reduceGap + 300*int64(s.learnts/1000+1)
			s.reduce()
		}
		if s.Assump >= 0 && s.decisionLevel() == 0 {
			switch s.Value(s.Assump) {
			case -1:
				return unsatUnder
			case 0:
				s.trailLim = append(s.trailLim, int32(len(s.trail)))
				s.enqueue(s.Assump, noReason)
				continue
			}
		}
		v := int32(-1)
		for s.heap.len() > 0 {
			x := s.heap.pop()
			if s.litVal[2*x] == 0 && (s.Branch == 0 || x < s.Branch) {
				v = x
				break
			}
		}
		if v < 0 {
			for x := range s.Assign {
				s.Assign[x] = s.litVal[2*x]
			}
			return 1
		}
		s.Decisions++
		if s.Decisions&255 == 0 && s.Stop != nil && s.Stop() {
			return 0
		}
		s.trailLim = append(s.trailLim, int32(len(s.trail)))
		if s.decisionLevel() > s.MaxLevel {
			s.MaxLevel = s.decisionLevel()
		}
		l := 2*v + 1
		if s.Phase[v] {
			l = 2 * v
		}
		if s.inStable && !s.FixedPhase && s.target[v] != 0 {
			l = 2*v + int32(s.target[v]>>1&1)
		}
		if s.MRV > 0 && s.gStart != nil {
			l = s.mrvDecision(v)
		}
		s.enqueue(l, noReason)
	}
}

// MostActive returns the most active variable open at level 0 (the next decision, but for
// MRV and Branch), or -1 when none is left. Call it at level 0.
func (s *Solver) MostActive() int32 {
	for s.heap.len() > 0 {
		if x := s.heap.heap[0]; s.litVal[2*x] == 0 {
			return x
		}
		s.heap.pop() // assigned at level 0 for good
	}
	return -1
}

// SetGroups records the exactly-one groups of variables that MRV decisions look at.
func (s *Solver) SetGroups(groups [][]int32) {
	s.gStart = make([]int32, len(groups)+1)
	s.gVars = s.gVars[:0]
	s.vgStart = make([]int32, s.nvars+1)
	for g, vs := range groups {
		s.gVars = append(s.gVars, vs...)
		s.gStart[g+1] = int32(len(s.gVars))
		for _, v := range vs {
			s.vgStart[v+1]++
		}
	}
	for v := 0; v < s.nvars; v++ {
		s.vgStart[v+1] += s.vgStart[v]
	}
	s.vgList = make([]int32, s.vgStart[s.nvars])
	next := append([]int32(nil), s.vgStart[:s.nvars]...)
	for g, vs := range groups {
		for _, v := range vs {
			s.vgList[next[v]] = int32(g)
			next[v]++
		}
	}
}

// smallestGroup returns the fewest open variables among the groups of x that have none
// true and at least one open, when fewer than limit; else limit. The groups are counted when
// asked (a decision reads a few of them), not kept up to date on every assignment and undo:
// that cost a twentieth of a 25×25 search for the few counts MRV reads (docs/BENCHMARKS.md
// §13, "MRV's counts taken when read").
func (s *Solver) smallestGroup(x, limit int32) int32 {
	b := limit
	litVal := s.vals()
	for _, g := range s.vgList[s.vgStart[x]:s.vgStart[x+1]] {
		n := int32(0)
		for _, v := range s.gVars[s.gStart[g]:s.gStart[g+1]] {
			switch litVal[uint16(2*v)] {
			case 0:
				n++
				continue
			case 1:
				n = -1
			}
			if n < 0 || n >= b {
				break
			}
		}
		if n > 0 && n < b {
			b = n
		}
	}
	return b
}

// mrvDecision returns "x is true" for the variable x, among the open variable v (the most
// active) and the next MRV-1 most active open ones, whose smallest unsatisfied group has
// the fewest open variables; the first such wins ties. The others go back to the heap.
func (s *Solver) mrvDecision(v int32) int32 {
	best, bestN := v, s.smallestGroup(v, 1<<30)
	popped := s.stack[:0]
	for len(popped) < s.MRV-1 && s.heap.len() > 0 && bestN > 2 {
		x := s.heap.pop()
		if s.litVal[2*x] != 0 || s.Branch > 0 && x >= s.Branch {
			continue // assigned: back in the heap when undone
		}
		popped = append(popped, x)
		if n := s.smallestGroup(x, bestN); n < bestN {
			best, bestN = x, n
		}
	}
	if best != v {
		s.heap.push(v)
	}
	for _, x := range popped {
		if x != best {
			s.heap.push(x)
		}
	}
	s.stack = popped[:0]
	return 2 * best
}

// varHeap is a max-heap of variables by activity.
type varHeap struct {
	act  []float64
	heap []int32
	pos  []int32
}

func (h *varHeap) len() int { return len(h.heap) }

func (h *varHeap) push(v int32) {
	h.pos[v] = int32(len(h.heap))
	h.heap = append(h.heap, v)
	h.up(h.pos[v])
}

func (h *varHeap) pop() int32 {
	v := h.heap[0]
	last := h.heap[len(h.heap)-1]
	h.heap = h.heap[:len(h.heap)-1]
	h.pos[v] = -1
	if len(h.heap) > 0 {
		h.heap[0] = last
		h.pos[last] = 0
		h.down(0)
	}
	return v
}

func (h *varHeap) up(i int32) {
	v := h.heap[i]
	for i > 0 {
		p := (i - 1) / 2
		if h.act[h.heap[p]] >= h.act[v] {
			break
		}
		h.place(i, h.heap[p])
		i = p
	}
	h.place(i, v)
}

func (h *varHeap) down(i int32) {
	v := h.heap[i]
	n := int32(len(h.heap))
	for {
		c := 2*i + 1
		if c >= n {
			break
		}
		if c+1 < n && h.act[h.heap[c+1]] > h.act[h.heap[c]] {
			c++
		}
		if h.act[h.heap[c]] <= h.act[v] {
			break
		}
		h.place(i, h.heap[c])
		i = c
	}
	h.place(i, v)
}

// place puts variable v at slot i of the heap.
func (h *varHeap) place(i, v int32) {
	h.heap[i] = v
	h.pos[v] = i
}
