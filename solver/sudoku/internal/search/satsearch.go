package search

import (
	"fmt"
	"hash/fnv"
	"math/bits"
	"sort"

	"github.com/sudokubot/sudokubot/solver/sudoku/internal/cdcl"
)

// satSearch finishes the search of s from its root state with the CDCL solver: one
// variable per remaining candidate, "exactly one" clauses for every cell and for every digit
// of every house. Solutions already recorded in s are kept and excluded; the count goes on
// up to s.limit, each new solution excluded by a blocking clause, except that counting to 2
// from one known solution proves uniqueness cell by cell ([search.proveEachCell]). It
// reports false when it stopped on a limit.
func (s *search) satSearch() bool {
	enc := s.encode()
	sat := s.newSAT(enc)
	// Counting to 2 with one solution known, prove each cell's digit in turn (a backbone
	// search): every proof fixes a cell for good, so the later ones get easier, where one
	// long blocking clause would prune almost nothing.
	backbone := s.opt.Backbone && s.limit == 2
	if !backbone || s.count > 1 {
		for k := 0; k < s.count && k < 2; k++ {
			s.block(sat, enc, s.sols[k])
		}
	}
	if s.pool != nil {
		// Every racer starts from the same clauses (the root, the same known solutions).
		sat.Pool, sat.Export = s.pool, true
	}
	buf := make([]uint8, len(s.cand))
	defer func() {
		s.nodes = s.baseNodes + sat.Decisions
		s.account(sat)
		if s.opt.Vivify > 0 {
			s.trace(fmt.Sprintf("vivify %d/%d -%d", sat.VivShortened, sat.VivTried, sat.VivRemoved))
		}
	}()
	for s.count < s.limit {
		r := 0
		adopted := s.adoptable()
		switch {
		case adopted:
		case backbone && s.count == 1:
			r = s.proveEachCell(sat, enc.varOf)
		default:
			r = sat.Solve()
		}
		if r == 0 && s.stopped == running && s.adoptable() {
			adopted = true // Stop ended the search for the other racer's solution
		}
		if r == cdcl.UnsatUnder {
			// One half of the cube proved: now the other, or a part of it (Resplit).
			s.trace("cube")
			s.cubeDone(sat, sat.Assump, func(x int32) bool { return int(x) < len(enc.cellOf) })
			continue
		}
		if r == 0 && s.stopped == running && s.count == 1 && s.splitPending() {
			s.first.mu.Lock()
			s.takeSplit(sat)
			s.first.mu.Unlock()
			continue
		}
		var pub *publishedSol
		if adopted {
			pub = s.first.p.Load()
			copy(buf, pub.cells)
			s.trace("adopt")
		} else {
			switch r {
			case 0:
				return false
			case -1:
				return true
			}
			copy(buf, s.val)
			for v, a := range sat.Assign[:len(enc.cellOf)] {
				if a == 1 {
					buf[enc.cellOf[v]] = enc.digitOf[v]
				}
			}
			if s.count == 0 {
				s.trace("found")
			}
		}
		if s.count < 2 {
			copy(s.sols[s.count], buf)
		}
		s.count++
		if s.opt.Stable && s.opt.FreshProof && s.count == 1 && s.count < s.limit {
			// Prove in a new solver of the root clauses, as the default search would,
			// without the learnt clauses, activities and phases stable mode left.
			s.baseNodes += sat.Decisions
			s.account(sat)
			sat = s.newSAT(enc)
			if s.pool != nil {
				sat.Pool, sat.Export = s.pool, true
			}
		}
		if s.opt.Stable && s.opt.ProofReset && s.count == 1 && s.count < s.limit {
			// Keep what stable mode learnt but forget its activities.
			sat.ResetActivity()
			if s.opt.Seed != 0 {
				sat.Shuffle(s.opt.Seed)
			}
		}
		// Target phases and rephasing help find a solution; the proof needs focused mode's
		// frequent restarts (#1: 8.4 s of CPU focused, 35 s alternating with stable mode).
		sat.Stable = false
		if s.opt.ProofLuby {
			sat.Glucose = false
		}
		if s.count < s.limit && !(backbone && s.count == 1) {
			s.block(sat, enc, buf)
			// What it learns now holds for the racers that blocked the same solution (a
			// racer's first one, as a unique puzzle's proof begins), not for the others.
			if s.count == 1 && sat.Tag == 0 {
				sat.Tag = solutionTag(buf)
			} else {
				sat.Export = false
			}
			if s.opt.Positive {
				// Saved phases now lead every dive back to the solution just excluded; try
				// "cell holds digit" everywhere instead, so that each dive assumes something
				// and fails fast (about a fifth fewer decisions on the 25×25 set).
				for v := range sat.Phase {
					sat.Phase[v] = true
				}
				sat.FixedPhase = true
				if s.opt.ProofMRV > 0 {
					sat.MRV = s.opt.ProofMRV
				}
			}
			if s.count == 1 && s.first != nil {
				s.shareFirst(sat, enc, buf, pub)
			}
		}
	}
	return true
}

// account adds what the CDCL solver sat did (its decisions as guesses, its deepest level,
// its conflicts and propagations) to s's counts, once sat is done with.
func (s *search) account(sat *cdcl.Solver) {
	s.guesses += sat.Decisions
	s.maxDepth = max(s.maxDepth, sat.MaxLevel)
	c, p := sat.Stats()
	s.satStats[0], s.satStats[1] = s.satStats[0]+c, s.satStats[1]+p
}

// shareFirst, at a racer's first solution sol (blocked already), publishes it for the
// other racer when it found it itself (pub nil), or takes the other half of the finder's
// cube when it adopted pub (Options.JointProof, Options.Cube).
func (s *search) shareFirst(sat *cdcl.Solver, enc satEncoding, sol []uint8, pub *publishedSol) {
	if pub != nil {
		if pub.cube >= 0 {
			sat.Assump = pub.cube ^ 1
		}
		return
	}
	own := &publishedSol{cells: append([]uint8(nil), sol...), cube: -1}
	if s.opt.Cube {
		// The finder keeps the most active candidate as in its solution; the other
		// refutes the opposite.
		if x := sat.MostActive(); x >= 0 && int(x) < len(enc.cellOf) {
			own.cube = 2*x + 1
			if sol[enc.cellOf[x]] == enc.digitOf[x] {
				own.cube = 2 * x
			}
		}
	}
	if s.first.p.CompareAndSwap(nil, own) && own.cube >= 0 {
		sat.Assump = own.cube
	}
}

// satEncoding numbers the candidates left at the root as SAT variables.
type satEncoding struct {
	varOf   []int32 // cell*n + digit-1 → variable, or -1 (placed cell or no candidate)
	cellOf  []int32 // variable → cell
	digitOf []uint8 // variable → digit
}

// encode gives every candidate of every empty cell a variable.
func (s *search) encode() satEncoding {
	n := s.n
	enc := satEncoding{varOf: make([]int32, len(s.cand)*n)}
	for i, m := range s.cand {
		for d := 0; d < n; d++ {
			enc.varOf[i*n+d] = -1
			if s.val[i] == 0 && m&(1<<d) != 0 {
				enc.varOf[i*n+d] = int32(len(enc.cellOf))
				enc.cellOf = append(enc.cellOf, int32(i))
				enc.digitOf = append(enc.digitOf, uint8(d+1))
			}
		}
	}
	return enc
}

// newSAT returns the CDCL solver for enc with the search's options, its stop test tied to
// the search's limits, and the rules as clauses: each empty cell holds exactly one digit,
// each missing digit of a house sits in exactly one of its cells.
func (s *search) newSAT(enc satEncoding) *cdcl.Solver {
	n := s.n
	segs := s.triads(enc)
	sat := cdcl.New(len(enc.cellOf) + len(segs))
	sat.Glucose = s.opt.Glucose
	sat.Vivify, sat.VivifyEffort = s.opt.Vivify, s.opt.VivifyEffort
	sat.Stable = s.opt.Stable
	sat.Shrink = s.opt.Shrink
	if s.opt.Seed != 0 {
		sat.Shuffle(s.opt.Seed)
	}
	sat.FixedPhase = s.opt.Fixed
	if s.opt.Positive {
		for v := range sat.Phase {
			sat.Phase[v] = true
		}
	}
	sat.Stop = func() bool {
		if s.stopped != running || s.adoptable() || s.count == 1 && s.splitPending() {
			return true
		}
		s.nodes = s.baseNodes + sat.Decisions
		return s.checkLimits()
	}
	var lits, vars []int32
	var groups [][]int32
	exactlyOne := func(vars []int32, pairsToo func(a, b int) bool) {
		if s.opt.MRV > 0 || s.opt.ProofMRV > 0 {
			groups = append(groups, append([]int32(nil), vars...))
		}
		lits = lits[:0]
		for _, v := range vars {
			lits = append(lits, 2*v)
		}
		sat.AddClause(append([]int32(nil), lits...))
		for a := 0; a < len(vars); a++ {
			for b := a + 1; b < len(vars); b++ {
				if pairsToo == nil || pairsToo(a, b) {
					sat.AddClause([]int32{2*vars[a] + 1, 2*vars[b] + 1})
				}
			}
		}
	}
	for i := range s.cand {
		if s.val[i] != 0 {
			continue
		}
		vars = vars[:0]
		for d := 0; d < n; d++ {
			if v := enc.varOf[i*n+d]; v >= 0 {
				vars = append(vars, v)
			}
		}
		exactlyOne(vars, nil)
	}
	var cells []int32
	for h := 0; h < 3*n; h++ {
		for d := 0; d < n; d++ {
			var ok bool
			if vars, cells, ok = s.houseVars(enc, h, d, vars[:0], cells[:0]); !ok {
				continue
			}
			var pairs func(a, b int) bool
			if h >= 2*n {
				// Pairs of a box sharing a row or a column already have their clause.
				pairs = func(a, b int) bool {
					ca, cb := int(cells[a]), int(cells[b])
					return ca/n != cb/n && ca%n != cb%n
				}
			}
			exactlyOne(vars, pairs)
		}
	}
	if len(segs) > 0 {
		s.addTriads(sat, enc, segs, exactlyOne)
		if s.opt.Triads&8 != 0 {
			sat.Branch = int32(len(enc.cellOf))
		}
	}
	if s.opt.AllDiff {
		s.addHouses(sat, enc)
		sat.MaxHall = s.opt.MaxHall
	}
	if s.opt.MRV > 0 || s.opt.ProofMRV > 0 {
		sat.SetGroups(groups)
		sat.MRV = s.opt.MRV
	}
	return sat
}

// triad is a segment variable: digit d (0-based) lies in one of the cells of a row's
// (or column's) intersection with a box.
type triad struct {
	line  int32 // row r, or column c as n+c
	box   int32
	d     int32
	cells []int32 // the segment's open cells with candidate d
}

// triads lists the segment variables s.opt.Triads asks for: one for every row (bit 1) or
// column (bit 2) segment of a box and every digit still a candidate in it and not yet
// placed in its line or box. They are numbered after the candidates.
func (s *search) triads(enc satEncoding) []triad {
	n := s.n
	var out []triad
	for dir := 0; dir < 2; dir++ {
		if s.opt.Triads&(1<<dir) == 0 {
			continue
		}
		for line := 0; line < n; line++ {
			h := dir*n + line
			placed := s.placedIn(h)
			for d := 0; d < n; d++ {
				if placed&(1<<d) != 0 {
					continue
				}
				start := len(out)
				for _, c := range s.houseCells[h*n : h*n+n] {
					if enc.varOf[int(c)*n+d] < 0 {
						continue
					}
					b := int32(int(c)/n/s.br*s.stacks + int(c)%n/s.bc)
					k := len(out) - 1
					if k < start || out[k].box != b {
						out = append(out, triad{line: int32(h), box: b, d: int32(d)})
						k++
					}
					out[k].cells = append(out[k].cells, c)
				}
			}
		}
	}
	return out
}

// addTriads gives sat the segment variables segs, numbered from len(enc.cellOf) on: each
// is true exactly when its digit is in one of its cells; a line's digit lies in exactly one
// of its segments, a box's in exactly one of its row segments and one of its column
// segments (at least one only, with bit 4 of Triads). With bit 8, decisions never pick them.
func (s *search) addTriads(sat *cdcl.Solver, enc satEncoding, segs []triad, exactlyOne func([]int32, func(a, b int) bool)) {
	n := s.n
	base := int32(len(enc.cellOf))
	noPairs := func(a, b int) bool { return false }
	var pairs func(a, b int) bool
	if s.opt.Triads&4 != 0 {
		pairs = noPairs
	}
	// Groups in order of first appearance, so that the clauses come in a fixed order.
	var groups [][]int32
	var boxKeys [][3]int32
	line := map[[2]int32]int{}  // line, digit → group
	inBox := map[[3]int32]int{} // box, direction, digit → group
	add := func(g int, ok bool, y int32) int {
		if !ok {
			g = len(groups)
			groups = append(groups, nil)
		}
		groups[g] = append(groups[g], y)
		return g
	}
	for k, g := range segs {
		y := base + int32(k)
		lits := []int32{2*y + 1}
		for _, c := range g.cells {
			x := enc.varOf[int(c)*n+int(g.d)]
			lits = append(lits, 2*x)
			sat.AddClause([]int32{2*x + 1, 2 * y})
		}
		sat.AddClause(lits)
		lk := [2]int32{g.line, g.d}
		gi, ok := line[lk]
		line[lk] = add(gi, ok, y)
		bk := [3]int32{g.box, g.line / int32(n), g.d}
		gi, ok = inBox[bk]
		if !ok {
			boxKeys = append(boxKeys, bk)
		}
		inBox[bk] = add(gi, ok, y)
	}
	boxGroup := map[int]bool{}
	for _, bk := range boxKeys {
		boxGroup[inBox[bk]] = s.placedIn(2*n+int(bk[0]))&(1<<bk[2]) != 0
	}
	for g, ys := range groups {
		if !boxGroup[g] {
			exactlyOne(ys, pairs)
		}
	}
}

// placedIn returns the digits placed in house h, digit d (1-based) as bit d-1.
func (s *search) placedIn(h int) uint32 {
	var placed uint32
	for _, c := range s.houseCells[h*s.n : h*s.n+s.n] {
		if s.val[c] != 0 {
			placed |= 1 << (s.val[c] - 1)
		}
	}
	return placed
}

// addHouses gives sat every house as an all-different constraint: its empty cells take its
// missing digits, one each.
func (s *search) addHouses(sat *cdcl.Solver, enc satEncoding) {
	n := s.n
	var cells []int32
	var digits []int
	var vars []int32
	for h := 0; h < 3*n; h++ {
		cells, digits = cells[:0], digits[:0]
		placed := s.placedIn(h)
		for _, c := range s.houseCells[h*n : h*n+n] {
			if s.val[c] == 0 {
				cells = append(cells, c)
			}
		}
		for d := 0; d < n; d++ {
			if placed&(1<<d) == 0 {
				digits = append(digits, d)
			}
		}
		k := len(cells)
		if k < 2 || len(digits) != k {
			continue
		}
		vars = vars[:0]
		for _, c := range cells {
			for _, d := range digits {
				vars = append(vars, enc.varOf[int(c)*n+d])
			}
		}
		sat.AddAllDifferent(k, vars)
	}
}

// houseVars appends the variables of digit d in house h and their cells; ok is false when
// d is already placed in h.
func (s *search) houseVars(enc satEncoding, h, d int, vars, cells []int32) (_, _ []int32, ok bool) {
	n := s.n
	for _, c := range s.houseCells[h*n : h*n+n] {
		if s.val[c] != 0 {
			if int(s.val[c]) == d+1 {
				return vars, cells, false
			}
			continue
		}
		if v := enc.varOf[int(c)*n+d]; v >= 0 {
			vars = append(vars, v)
			cells = append(cells, c)
		}
	}
	return vars, cells, true
}

// block adds the clause that excludes solution sol (over the root's free cells).
func (s *search) block(sat *cdcl.Solver, enc satEncoding, sol []uint8) {
	var lits []int32
	for i, d := range sol {
		if v := enc.varOf[i*s.n+int(d)-1]; s.val[i] == 0 && v >= 0 {
			lits = append(lits, 2*v+1)
		}
	}
	sat.CancelUntil(0)
	sat.AddClause(lits)
}

// proveEachCell looks for a solution other than s.sols[0] one cell at a time: for each cell
// not yet fixed at level 0, it solves under the assumption that the cell holds another
// digit. It returns 1 with the model in sat.assign when one is found, -1 when every cell
// is proved, 0 when stopped.
func (s *search) proveEachCell(sat *cdcl.Solver, varOf []int32) int {
	n := s.n
	sol := s.sols[0]
	order := make([]int, 0, len(s.cand))
	for i := range s.cand {
		if s.val[i] == 0 {
			order = append(order, i)
		}
	}
	// Cells with few candidates first: their proofs are quick and fix cells for the rest.
	sort.SliceStable(order, func(a, b int) bool {
		return bits.OnesCount32(s.cand[order[a]]) < bits.OnesCount32(s.cand[order[b]])
	})
	for _, i := range order {
		v := varOf[i*n+int(sol[i])-1]
		if v < 0 {
			continue
		}
		sat.CancelUntil(0)
		if sat.Value(2*v) == 1 {
			continue
		}
		sat.Assump = 2*v + 1
		r := sat.Solve()
		sat.Assump = -1
		switch r {
		case 0, 1:
			return r
		case -1:
			return -1 // cannot happen: sol is a model
		}
	}
	return -1
}

// solutionTag is a hash of a solution, never 0: the mark of the clauses a racer learns once
// it has excluded that solution (see cdcl.Solver.Tag).
func solutionTag(sol []uint8) uint64 {
	h := fnv.New64a()
	h.Write(sol)
	return h.Sum64() | 1
}
