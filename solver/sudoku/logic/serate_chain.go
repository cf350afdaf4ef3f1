package logic

import (
	"context"
	"github.com/sudokubot/sudokubot/solver/sudoku"
	"math/bits"
)

// SE's chaining rules (9×9), written from SE's published rules: a "potential" is a
// candidate assumed true (on) or false (off). From an assumption the chainer derives:
//   - on → off: the other candidates of the cell (Y links; not in Nishio mode) and the
//     same digit in the cell's box, row and column;
//   - off → on: the last candidate of a cell with two (Y links) and the last place of the
//     digit in a box, row or column with two (X links).
//
// Static modes read the links of the position as it is; dynamic modes remove every
// candidate the chain turns off, so later links see the changed position, and each
// derived potential counts the removals it needed as its parents. A step's difficulty is
// the mode's base value plus SE's length increment for its number of distinct
// potentials (the ancestors of its targets) minus 2.

// chainMode selects one of SE's chaining rules.
type chainMode struct {
	multiple bool // cell and region forcing chains
	dynamic  bool // links read the position the chain has changed
	nishio   bool // single-digit links only, contradictions only
	level    int  // 1: patterns inside the chain (pointing, claiming, pairs, X-Wing)
}

// base returns the mode's base rating in tenths.
func (m chainMode) base() int {
	switch {
	case m.level > 0:
		return 85 + 5*m.level
	case m.nishio:
		return 75
	case m.dynamic:
		return 85
	case m.multiple:
		return 80
	}
	return 70
}

// tech is the technique reported for the mode's steps.
func (m chainMode) tech() sudoku.Technique {
	if m.multiple || m.dynamic {
		return sudoku.DynamicForcingChain
	}
	return sudoku.ForcingChain
}

// pot is a potential: (cell*9 + digit-1)*2, plus 1 when on.
type pot int32

func mkPot(cell, d int, on bool) pot {
	p := pot((cell*9 + d - 1) * 2)
	if on {
		p++
	}
	return p
}

func (p pot) cell() int  { return int(p) / 18 }
func (p pot) digit() int { return int(p)/2%9 + 1 }
func (p pot) on() bool   { return p&1 == 1 }
func (p pot) flip() pot  { return p ^ 1 }

// chainRes is the outcome of one propagation: every potential reached, with its parents.
type chainRes struct {
	pots    []pot
	pstart  []int32 // parents of node i: parents[pstart[i]:pend[i]]
	pend    []int32
	parents []int32
	where   []int32 // pot → node index + 1 (0: not reached)
	absOn   int32   // the contradiction: a potential both on and off (-1: none)
	absOff  int32
}

func newChainRes() *chainRes {
	return &chainRes{where: make([]int32, 81*9*2)}
}

func (r *chainRes) reset() {
	for _, p := range r.pots {
		r.where[p] = 0
	}
	r.pots, r.pstart, r.pend, r.parents = r.pots[:0], r.pstart[:0], r.pend[:0], r.parents[:0]
	r.absOn, r.absOff = -1, -1
}

// add appends a node for p with the given parents; register records it as p's node.
func (r *chainRes) add(p pot, register bool, parents ...int32) int32 {
	i := int32(len(r.pots))
	r.pots = append(r.pots, p)
	r.pstart = append(r.pstart, int32(len(r.parents)))
	r.parents = append(r.parents, parents...)
	r.pend = append(r.pend, int32(len(r.parents)))
	if register {
		r.where[p] = i + 1
	}
	return i
}

// addParent adds a parent to the last node.
func (r *chainRes) addParent(j int32) {
	r.parents = append(r.parents, j)
	r.pend[len(r.pend)-1] = int32(len(r.parents))
}

func (r *chainRes) has(p pot) bool { return r.where[p] != 0 }

// chainer holds the buffers of the chaining rules.
type chainer struct {
	sh      *sudoku.Shape
	src     []uint32 // the step's candidates
	cur     []uint32 // the working candidates (dynamic modes change them)
	vals    []uint8
	onCache [729]*chainRes
	offRes  *chainRes
	pool    []*chainRes
	qOn     []int32
	qOff    []int32
	stamp   []int32
	epoch   int32
	tmp     []pot
	links   []onLink
	pos     [27][9]uint16 // working grid: house → digit → places (bit k: k-th cell)
	srcPos  [27][9]uint16
	at      [81][3]uint8 // cell → its index in its box, row and column (SE order)
	scratch board
	steps   []sudoku.Step
	links0  linkTable // the links of the step's grid (static modes read them as they are)
}

func newChainer(sh *sudoku.Shape) *chainer {
	c := &chainer{sh: sh, src: make([]uint32, 81), cur: make([]uint32, 81), offRes: newChainRes()}
	for cell := 0; cell < 81; cell++ {
		for k, h := range seRegionOrder(sh, cell) {
			for i, o := range sh.House[h] {
				if o == cell {
					c.at[cell][k] = uint8(i)
				}
			}
		}
	}
	return c
}

func (c *chainer) getRes() *chainRes {
	if n := len(c.pool); n > 0 {
		r := c.pool[n-1]
		c.pool = c.pool[:n-1]
		r.reset()
		return r
	}
	r := newChainRes()
	r.reset()
	return r
}

// ancestors counts the distinct potentials node i depends on, itself included.
func (c *chainer) ancestors(r *chainRes, i int32) int {
	if len(c.stamp) < len(r.pots) {
		c.stamp = make([]int32, 2*len(r.pots)+64)
		c.epoch = 0
	}
	c.epoch++
	ep := c.epoch
	stack := c.qOn[:0]
	stack = append(stack, i)
	c.stamp[i] = ep
	n := 0
	for len(stack) > 0 {
		j := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		n++
		for _, k := range r.parents[r.pstart[j]:r.pend[j]] {
			if c.stamp[k] != ep {
				c.stamp[k] = ep
				stack = append(stack, k)
			}
		}
	}
	c.qOn = stack[:0]
	return n
}

// onToOff lists the potentials an on potential turns off in the working grid.
func (c *chainer) onToOff(p pot, y bool, out []pot) []pot {
	cell, d := p.cell(), p.digit()
	if y {
		for m := c.cur[cell] &^ (1 << (d - 1)); m != 0; m &= m - 1 {
			out = append(out, mkPot(cell, bits.TrailingZeros32(m)+1, false))
		}
	}
	var seen [2]uint64
	for _, h := range seRegionOrder(c.sh, cell) {
		for m := c.pos[h][d-1]; m != 0; m &= m - 1 {
			o := c.sh.House[h][bits.TrailingZeros16(m)]
			if o == cell || seen[o>>6]&(1<<(o&63)) != 0 {
				continue
			}
			seen[o>>6] |= 1 << (o & 63)
			out = append(out, mkPot(o, d, false))
		}
	}
	return out
}

// seRegionOrder returns a cell's houses in SE's order: box, row, column.
func seRegionOrder(sh *sudoku.Shape, cell int) [3]int {
	ch := sh.CellHouse[cell]
	return [3]int{ch[2], ch[0], ch[1]}
}

// offToOn lists the potentials an off potential turns on in the working grid, each with
// its hidden parents (the removals, relative to the step's grid, the link needed) when
// r is given.
type onLink struct {
	p     pot
	cell  int // the cell (Y link) ...
	house int // ... or the house (X link, -1 for Y)
}

func (c *chainer) offToOn(p pot, y, x bool, out []onLink) []onLink {
	cell, d := p.cell(), p.digit()
	if y && bits.OnesCount32(c.cur[cell]) == 2 && c.cur[cell]&(1<<(d-1)) != 0 {
		o := c.cur[cell] &^ (1 << (d - 1))
		out = append(out, onLink{mkPot(cell, bits.TrailingZeros32(o)+1, true), cell, -1})
	}
	if x {
		hs := seRegionOrder(c.sh, cell)
		for k, h := range hs {
			m := c.pos[h][d-1]
			me := uint16(1) << c.at[cell][k]
			if bits.OnesCount16(m) != 2 || m&me == 0 {
				continue
			}
			other := c.sh.House[h][bits.TrailingZeros16(m&^me)]
			q := mkPot(other, d, true)
			dup := false
			for _, l := range out {
				if l.p == q {
					dup = true
				}
			}
			if !dup {
				out = append(out, onLink{q, -1, h})
			}
		}
	}
	return out
}

// remove takes candidate d out of cell in the working grid.
func (c *chainer) remove(cell, d int) {
	if c.cur[cell]&(1<<(d-1)) == 0 {
		return
	}
	c.cur[cell] &^= 1 << (d - 1)
	for k, h := range seRegionOrder(c.sh, cell) {
		c.pos[h][d-1] &^= 1 << c.at[cell][k]
	}
}

// resetWork sets the working grid to the step's grid.
func (c *chainer) resetWork() {
	copy(c.cur, c.src)
	c.pos = c.srcPos
}

// setSource loads the step's grid.
func (c *chainer) setSource(cand []uint32) {
	copy(c.src, cand)
	for h := range c.srcPos {
		for d := range c.srcPos[h] {
			c.srcPos[h][d] = 0
		}
		for k, cell := range c.sh.House[h] {
			for m := cand[cell]; m != 0; m &= m - 1 {
				c.srcPos[h][bits.TrailingZeros32(m)] |= 1 << k
			}
		}
	}
	c.resetWork()
	c.links0.build(c)
}

// hiddenParents adds to the last node of r the removals (relative to the step's grid)
// behind link l.
func (c *chainer) hiddenParents(r *chainRes, l onLink) {
	if l.house < 0 {
		for m := c.src[l.cell] &^ c.cur[l.cell]; m != 0; m &= m - 1 {
			if j := r.where[mkPot(l.cell, bits.TrailingZeros32(m)+1, false)]; j != 0 {
				r.addParent(j - 1)
			}
		}
		return
	}
	d := l.p.digit()
	bit := uint32(1) << (d - 1)
	for _, o := range c.sh.House[l.house] {
		if c.src[o]&bit != 0 && c.cur[o]&bit == 0 {
			if j := r.where[mkPot(o, d, false)]; j != 0 {
				r.addParent(j - 1)
			}
		}
	}
}

// propagate runs SE's doChaining from the start potential into r.
func (c *chainer) propagate(r *chainRes, start pot, m chainMode) {
	c.resetWork()
	r.add(start, true)
	qOn, qOff := c.qOn[:0], c.qOff[:0]
	if start.on() {
		qOn = append(qOn, 0)
	} else {
		qOff = append(qOff, 0)
	}
	y := !m.nishio
	links := c.links[:0]
	defer func() { c.links = links[:0] }()
	hOn, hOff := 0, 0
	for hOn < len(qOn) || hOff < len(qOff) {
		if hOn < len(qOn) {
			i := qOn[hOn]
			hOn++
			for _, q := range c.offsNow(r.pots[i], y, m.dynamic) {
				if j := r.where[q.flip()]; j != 0 {
					r.absOn = j - 1
					r.absOff = r.add(q, false, i)
					c.qOn, c.qOff = qOn, qOff
					return
				}
				if !r.has(q) {
					qOff = append(qOff, r.add(q, true, i))
				}
			}
		} else {
			i := qOff[hOff]
			hOff++
			p := r.pots[i]
			var ons []onLink
			if m.dynamic {
				links = c.offToOn(p, y, true, links[:0])
				ons = links
			} else {
				ons = c.links0.ons(p, y, true)
			}
			if m.dynamic {
				c.remove(p.cell(), p.digit())
			}
			for _, l := range ons {
				if j := r.where[l.p.flip()]; j != 0 {
					r.absOn = r.add(l.p, false, i)
					c.hiddenParents(r, l)
					r.absOff = j - 1
					c.qOn, c.qOff = qOn, qOff
					return
				}
				if !r.has(l.p) {
					k := r.add(l.p, true, i)
					c.hiddenParents(r, l)
					qOn = append(qOn, k)
				}
			}
		}
		if hOn == len(qOn) && hOff == len(qOff) && m.level > 0 {
			qOff = c.advanced(r, qOff)
		}
	}
	c.qOn, c.qOff = qOn, qOff
}

// advanced adds the eliminations of the first simple pattern (pointing or claiming,
// hidden pair, naked pair, X-Wing) that the chain's removals have created, with those
// removals as parents ("Dynamic Forcing Chains (+)").
func (c *chainer) advanced(r *chainRes, q []int32) []int32 {
	b := &c.scratch
	b.sh, b.n, b.vals, b.cand = c.sh, 9, c.vals, c.cur
	rules := [...]func(*board, []sudoku.Step) []sudoku.Step{
		func(b *board, o []sudoku.Step) []sudoku.Step {
			return findIntersections(b, findIntersections(b, o, false), true)
		},
		func(b *board, o []sudoku.Step) []sudoku.Step { return findHiddenSubsets(b, o, 2) },
		func(b *board, o []sudoku.Step) []sudoku.Step { return findNakedSubsets(b, o, 2) },
		func(b *board, o []sudoku.Step) []sudoku.Step { return findFish(b, o, 2) },
	}
	var par []int32
	for _, rule := range rules {
		c.steps = rule(b, c.steps[:0])
		found := false
		for si := range c.steps {
			s := &c.steps[si]
			par = c.ruleParents(r, s, par[:0])
			if len(par) == 0 {
				continue
			}
			for _, e := range s.Eliminations {
				p := mkPot(e.Cell, e.Digit, false)
				if r.has(p) {
					continue
				}
				found = true
				q = append(q, r.add(p, true, par...))
			}
		}
		if found {
			break
		}
	}
	return q
}

// ruleParents lists the chain's removals a pattern step needed: the digit's removed
// places in the pattern's base house (intersections, fish base lines), the removed
// places of a hidden pair's digits in its house, the removed other candidates of a naked
// pair's cells.
func (c *chainer) ruleParents(r *chainRes, s *sudoku.Step, out []int32) []int32 {
	sh := c.sh
	addOff := func(cell, d int) {
		if c.src[cell]&(1<<(d-1)) != 0 && c.cur[cell]&(1<<(d-1)) == 0 {
			if j := r.where[mkPot(cell, d, false)]; j != 0 {
				out = append(out, j-1)
			}
		}
	}
	switch s.Technique {
	case sudoku.Pointing, sudoku.Claiming:
		h := sh.HouseIndex(s.Houses[0])
		for _, cell := range sh.House[h] {
			addOff(cell, s.Digits[0])
		}
	case sudoku.HiddenPair:
		h := sh.HouseIndex(s.Houses[0])
		for _, cell := range sh.House[h] {
			for _, d := range s.Digits {
				addOff(cell, d)
			}
		}
	case sudoku.XWing:
		seen := map[int]bool{}
		for _, m := range s.Pattern {
			seen[m.Cell] = true
		}
		// base lines: the two lines holding all pattern cells of one orientation
		rows, cols := map[int]bool{}, map[int]bool{}
		for cell := range seen {
			rows[sh.Row[cell]] = true
			cols[sh.Col[cell]] = true
		}
		d := s.Digits[0]
		// the base lines are the ones the eliminations are not in
		elimRow := false
		for _, e := range s.Eliminations {
			if rows[sh.Row[e.Cell]] {
				elimRow = true
			}
		}
		if elimRow { // eliminations in the pattern rows: the columns are the base
			for col := range cols {
				for _, cell := range sh.House[9+col] {
					addOff(cell, d)
				}
			}
		} else {
			for row := range rows {
				for _, cell := range sh.House[row] {
					addOff(cell, d)
				}
			}
		}
	default: // naked pair and locked pairs
		var set uint32
		for _, d := range s.Digits {
			set |= 1 << (d - 1)
		}
		done := map[int]bool{}
		for _, m := range s.Pattern {
			if done[m.Cell] {
				continue
			}
			done[m.Cell] = true
			for mm := c.src[m.Cell] &^ set; mm != 0; mm &= mm - 1 {
				addOff(m.Cell, bits.TrailingZeros32(mm)+1)
			}
		}
	}
	return out
}

// chainHint is one candidate step of a chaining rule.
type chainHint struct {
	rating, complexity int
	target             pot
}

func (h chainHint) better(o chainHint) bool {
	if h.rating != o.rating {
		return h.rating < o.rating
	}
	return h.complexity < o.complexity
}

// best returns the cheapest step of chaining rule m at b.
func (c *chainer) best(ctx context.Context, b *board, m chainMode) (sudoku.Step, bool) {
	c.setSource(b.cand)
	c.vals = b.vals
	var h chainHint
	var ok bool
	if !m.multiple && !m.dynamic {
		h, ok = c.unaryRule(ctx)
	} else {
		h, ok = c.multipleRule(ctx, m)
	}
	if !ok {
		return sudoku.Step{}, false
	}
	tech := m.tech()
	if !m.multiple && !m.dynamic && h.rating < 70 {
		tech = sudoku.XChain
	}
	t := h.target
	s := sudoku.Step{Technique: tech, Rating: h.rating, Digits: []int{t.digit()}, Size: 9}
	if t.on() {
		for mm := c.src[t.cell()] &^ (1 << (t.digit() - 1)); mm != 0; mm &= mm - 1 {
			s.Eliminations = append(s.Eliminations, sudoku.Candidate{Cell: t.cell(), Digit: bits.TrailingZeros32(mm) + 1})
		}
	} else {
		s.Eliminations = []sudoku.Candidate{{Cell: t.cell(), Digit: t.digit()}}
	}
	s.Pattern = []sudoku.Mark{{Candidate: sudoku.Candidate{Cell: t.cell(), Digit: t.digit()}, Role: sudoku.RolePivot}}
	return s, true
}

// worth reports whether a target changes the step's grid.
func (c *chainer) worth(t pot) bool {
	bit := uint32(1) << (t.digit() - 1)
	if t.on() {
		return c.src[t.cell()]&bit != 0 && c.src[t.cell()]&^bit != 0
	}
	return c.src[t.cell()]&bit != 0
}

func (c *chainer) timeUp(ctx context.Context) bool { return ctx.Err() != nil }

// onRun returns the (cached) propagation of candidate (cell, d) assumed true.
func (c *chainer) onRun(cell, d int, m chainMode) *chainRes {
	k := cell*9 + d - 1
	if r := c.onCache[k]; r != nil {
		return r
	}
	r := c.getRes()
	c.propagate(r, mkPot(cell, d, true), m)
	c.onCache[k] = r
	return r
}

// multipleRule is SE's chaining in the multiple, dynamic and Nishio modes: contradictions
// and double implications from one candidate, cell forcing chains and region forcing
// chains.
func (c *chainer) multipleRule(ctx context.Context, m chainMode) (chainHint, bool) {
	defer func() {
		for k, r := range c.onCache {
			if r != nil {
				c.pool = append(c.pool, r)
				c.onCache[k] = nil
			}
		}
	}()
	base := m.base()
	var best chainHint
	found := false
	consider := func(t pot, complexity int) {
		if !c.worth(t) {
			return
		}
		h := chainHint{chainRating(base, complexity-2), complexity, t}
		if !found || h.better(best) {
			best, found = h, true
		}
	}
	for cell := 0; cell < 81; cell++ {
		card := bits.OnesCount32(c.src[cell])
		if !(card > 2 || (card > 1 && m.dynamic)) {
			continue
		}
		if c.timeUp(ctx) {
			return best, found
		}
		doDouble := card >= 3 && !m.nishio && m.dynamic
		doContra := m.dynamic || m.nishio
		for mm := c.src[cell]; mm != 0; mm &= mm - 1 {
			d := bits.TrailingZeros32(mm) + 1
			on := c.onRun(cell, d, m)
			if doContra && on.absOn >= 0 {
				consider(mkPot(cell, d, false), c.ancestors(on, on.absOn)+c.ancestors(on, on.absOff))
			}
			if doContra || doDouble {
				off := c.offRes
				off.reset()
				c.propagate(off, mkPot(cell, d, false), m)
				if doContra && off.absOn >= 0 {
					consider(mkPot(cell, d, true), c.ancestors(off, off.absOn)+c.ancestors(off, off.absOff))
				}
				if doDouble {
					for i, p := range on.pots {
						if on.where[p] != int32(i)+1 || p == mkPot(cell, d, true) {
							continue
						}
						if j := off.where[p]; j != 0 && c.worth(p) {
							consider(p, c.ancestors(on, int32(i))+c.ancestors(off, j-1))
						}
					}
				}
			}
			if !m.nishio {
				c.regionChains(cell, d, m, consider)
			}
		}
		if !m.nishio && (card == 2 || (m.multiple && card > 2)) {
			first := bits.TrailingZeros32(c.src[cell]) + 1
			r0 := c.onRun(cell, first, m)
			for i, p := range r0.pots {
				if r0.where[p] != int32(i)+1 {
					continue
				}
				if !c.worth(p) {
					continue
				}
				all := true
				for mm := c.src[cell]; mm != 0 && all; mm &= mm - 1 {
					all = c.onRun(cell, bits.TrailingZeros32(mm)+1, m).has(p)
				}
				if !all {
					continue
				}
				total := 0
				for mm := c.src[cell]; mm != 0; mm &= mm - 1 {
					r := c.onRun(cell, bits.TrailingZeros32(mm)+1, m)
					total += c.ancestors(r, r.where[p]-1)
				}
				consider(p, total)
			}
		}
	}
	return best, found
}

// regionChains: every place of digit d in a house of cell (cell being the first place)
// is assumed in turn; what all of them imply holds.
func (c *chainer) regionChains(cell, d int, m chainMode, consider func(pot, int)) {
	sh := c.sh
	bit := uint32(1) << (d - 1)
	for _, h := range seRegionOrder(sh, cell) {
		var buf [9]int
		places := buf[:0]
		for _, o := range sh.House[h] {
			if c.src[o]&bit != 0 {
				places = append(places, o)
			}
		}
		if len(places) < 2 || places[0] != cell {
			continue
		}
		r0 := c.onRun(cell, d, m)
		for i, p := range r0.pots {
			if r0.where[p] != int32(i)+1 {
				continue
			}
			if !c.worth(p) {
				continue
			}
			all := true
			for _, o := range places[1:] {
				if all = c.onRun(o, d, m).has(p); !all {
					break
				}
			}
			if !all {
				continue
			}
			total := 0
			for _, o := range places {
				r := c.onRun(o, d, m)
				total += c.ancestors(r, r.where[p]-1)
			}
			consider(p, total)
		}
	}
}

// unaryRule is SE's first chaining rule: bidirectional cycles (X, Y, XY) and forcing
// chains (X, XY) from each candidate, cheapest first.
//
// A search stops following a chain once it is too long to beat the best step found.
func (c *chainer) unaryRule(ctx context.Context) (chainHint, bool) {
	c.resetWork()
	u := &unary{c: c, lim: 1 << 20}
	for mi, mode := range [3][2]bool{{false, true}, {true, false}, {true, true}} {
		y, x := mode[0], mode[1]
		if mi == 2 && u.found && u.best.rating <= 70 {
			break // an XY chain rates 7.0 at least
		}
		for cell := 0; cell < 81; cell++ {
			card := bits.OnesCount32(c.src[cell])
			if card < 2 || (card > 2 && !x) {
				continue
			}
			if ctx.Err() != nil {
				return u.best, u.found
			}
			for mm := c.src[cell]; mm != 0; mm &= mm - 1 {
				d := bits.TrailingZeros32(mm) + 1
				u.cycles(mkPot(cell, d, true), y, x)
				if x {
					u.forcing(mkPot(cell, d, true), y)
					u.forcing(mkPot(cell, d, false), y)
				}
			}
		}
	}
	return u.best, u.found
}

// unary is the state of one cycle or forcing-chain search: nodes with one parent each.
type unary struct {
	c               *chainer
	lim             int // the longest chain (in potentials) worth following
	best            chainHint
	found           bool
	pots            []pot
	parent          []int32
	depth           []int32
	inOn            [1458]bool
	inOff           [1458]bool
	set             []pot
	seen            [1458]int32
	ep              int32
	pendOn, pendOff []int32
}

func (u *unary) reset() {
	for _, p := range u.set {
		u.inOn[p], u.inOff[p] = false, false
	}
	u.set = u.set[:0]
	u.pots, u.parent, u.depth = u.pots[:0], u.parent[:0], u.depth[:0]
}

func (u *unary) node(p pot, parent int32) int32 {
	u.pots = append(u.pots, p)
	u.parent = append(u.parent, parent)
	d := int32(0)
	if parent >= 0 {
		d = u.depth[parent] + 1
	}
	u.depth = append(u.depth, d)
	return int32(len(u.pots) - 1)
}

func (u *unary) consider(t pot, rating, complexity int) {
	h := chainHint{rating, complexity, t}
	if !u.found || h.better(u.best) {
		u.best, u.found = h, true
	}
}

// useful reports whether a chain of cx potentials on base could still beat the best.
func (u *unary) useful(base, cx int) bool {
	if cx > u.lim {
		return false
	}
	if !u.found {
		return true
	}
	r := chainRating(base, cx-2)
	return r < u.best.rating || (r == u.best.rating && cx < u.best.complexity)
}

func (u *unary) mark(p pot) {
	if p.on() {
		u.inOn[p] = true
	} else {
		u.inOff[p] = true
	}
	u.set = append(u.set, p)
}

// isParent reports whether q is on the first-parent path above node i.
func (u *unary) isParent(i int32, q pot) bool {
	for j := u.parent[i]; j >= 0; j = u.parent[j] {
		if u.pots[j] == q {
			return true
		}
	}
	return false
}

// length counts the distinct potentials on node i's path.
func (u *unary) length(i int32) int {
	u.ep++
	n := 0
	for j := i; j >= 0; j = u.parent[j] {
		if u.seen[u.pots[j]] != u.ep {
			u.seen[u.pots[j]] = u.ep
			n++
		}
	}
	return n
}

func (u *unary) cycles(src pot, y, x bool) {
	c := u.c
	u.reset()
	u.node(src, -1)
	u.mark(src)
	pendOn := append(u.pendOn[:0], 0)
	pendOff := u.pendOff[:0]
	defer func() { u.pendOn, u.pendOff = pendOn[:0], pendOff[:0] }()
	length := 0
	cbase := 65
	if y && x {
		cbase = 70
	}
	for len(pendOn) > 0 || len(pendOff) > 0 {
		length++
		for _, i := range pendOn {
			if !u.useful(cbase, int(u.depth[i])+1) {
				continue
			}
			for _, q := range c.links0.offs(u.pots[i], y) {
				if !u.isParent(i, q) {
					pendOff = append(pendOff, u.node(q, i))
					if !u.inOff[q] {
						u.mark(q)
					}
				}
			}
		}
		pendOn = pendOn[:0]
		length++
		for _, i := range pendOff {
			if !u.useful(cbase, int(u.depth[i])+1) {
				continue
			}
			for _, l := range c.links0.ons(u.pots[i], y, x) {
				if length >= 4 && l.p == src {
					k := u.node(l.p, i)
					u.cycleHint(k, y, x)
				}
				if !u.inOn[l.p] {
					pendOn = append(pendOn, u.node(l.p, i))
					u.mark(l.p)
				}
			}
		}
		pendOff = pendOff[:0]
	}
}

// cycleHint: along the loop ending at node k, a candidate outside the loop that sees an
// on node and an off node of its digit is removed.
func (u *unary) cycleHint(k int32, y, x bool) {
	c := u.c
	sh := c.sh
	var cells [81]bool
	for j := k; u.parent[j] >= 0; j = u.parent[j] {
		cells[u.pots[j].cell()] = true
	}
	var forw, back [729]bool
	for j := k; u.parent[j] >= 0; j = u.parent[j] {
		p := u.pots[j]
		bit := uint32(1) << (p.digit() - 1)
		for _, o := range sh.Peers[p.cell()] {
			if !cells[o] && c.src[o]&bit != 0 {
				if p.on() {
					forw[o*9+p.digit()-1] = true
				} else {
					back[o*9+p.digit()-1] = true
				}
			}
		}
	}
	base := 65
	if y && x {
		base = 70
	}
	cx := u.length(k)
	for i := range forw {
		if forw[i] && back[i] {
			u.consider(pot(i*2), chainRating(base, cx-2), cx)
		}
	}
}

func (u *unary) forcing(src pot, y bool) {
	c := u.c
	u.reset()
	u.node(src, -1)
	u.mark(src)
	pendOn, pendOff := u.pendOn[:0], u.pendOff[:0]
	defer func() { u.pendOn, u.pendOff = pendOn[:0], pendOff[:0] }()
	if src.on() {
		pendOn = append(pendOn, 0)
	} else {
		pendOff = append(pendOff, 0)
	}
	base := 66
	if y {
		base = 70
	}
	for len(pendOn) > 0 || len(pendOff) > 0 {
		for h := 0; h < len(pendOn); h++ {
			i := pendOn[h]
			if !u.useful(base, int(u.depth[i])+2) {
				continue
			}
			for _, q := range c.links0.offs(u.pots[i], y) {
				if q.flip() == src {
					k := u.node(q, i)
					if c.worth(q) {
						cx := u.length(k)
						u.consider(q, chainRating(base, cx-2), cx)
					}
				}
				if !u.inOff[q] {
					pendOff = append(pendOff, u.node(q, i))
					u.mark(q)
				}
			}
		}
		pendOn = pendOn[:0]
		for h := 0; h < len(pendOff); h++ {
			i := pendOff[h]
			if !u.useful(base, int(u.depth[i])+2) {
				continue
			}
			for _, l := range c.links0.ons(u.pots[i], y, true) {
				if l.p.flip() == src {
					k := u.node(l.p, i)
					if c.worth(l.p) {
						cx := u.length(k)
						u.consider(l.p, chainRating(base, cx-2), cx)
					}
				}
				if !u.inOn[l.p] {
					pendOn = append(pendOn, u.node(l.p, i))
					u.mark(l.p)
				}
			}
		}
		pendOff = pendOff[:0]
	}
}
