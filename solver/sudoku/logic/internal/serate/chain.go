package serate

import (
	"context"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/find"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
	"math/bits"
	"slices"
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
func (m chainMode) tech() technique.Technique {
	if m.multiple || m.dynamic {
		return technique.DynamicForcingChain
	}
	return technique.ForcingChain
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
	nest    []int32     // node → index in nests of the nested chain that removed it (-1: none)
	via     []int16     // node → the house of the X link that made it on (-1: Y link; noCause)
	nests   []nestChain // the nested chains behind nodes (levels 2 and up)
	where   []int32     // pot → node index + 1 (0: not reached)
	absOn   int32       // the contradiction: a potential both on and off (-1: none)
	absOff  int32
}

// nestChain is a nested chain inside a chain: its complexity, which SE adds once to the
// complexity of each step whose chain uses it, and a key that tells equal chains apart.
type nestChain struct {
	key uint64
	cx  int32
}

func newChainRes() *chainRes {
	return &chainRes{where: make([]int32, 81*9*2)}
}

func (r *chainRes) reset() {
	for _, p := range r.pots {
		r.where[p] = 0
	}
	r.pots, r.pstart, r.pend, r.parents = r.pots[:0], r.pstart[:0], r.pend[:0], r.parents[:0]
	r.nest, r.nests, r.via = r.nest[:0], r.nests[:0], r.via[:0]
	r.absOn, r.absOff = -1, -1
}

// add appends a node for p with the given parents; register records it as p's node.
func (r *chainRes) add(p pot, register bool, parents ...int32) int32 {
	i := int32(len(r.pots))
	r.pots = append(r.pots, p)
	r.pstart = append(r.pstart, int32(len(r.parents)))
	r.parents = append(r.parents, parents...)
	r.pend = append(r.pend, int32(len(r.parents)))
	r.nest = append(r.nest, -1)
	r.via = append(r.via, noCause)
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
	sh           *board.Shape
	src          []uint32 // the step's candidates
	cur          []uint32 // the working candidates (dynamic modes change them)
	vals         []uint8
	onCache      [729]*chainRes
	offRes       *chainRes
	pool         []*chainRes
	qOn          []int32
	qOff         []int32
	stamp        []int32
	epoch        int32
	tmp          []pot
	links        []onLink
	pos          [27][9]uint16 // working grid: house → digit → places (bit k: k-th cell)
	srcPos       [27][9]uint16
	at           [81][3]uint8 // cell → its index in its box, row and column (SE order)
	scratch      board.Board
	steps        []technique.Step
	links0       linkTable   // the links of the step's grid (static modes read them as they are)
	loaded       bool        // src, srcPos and links0 hold a grid
	cxFlat       int         // the complexity being counted (cxBegin … cxEnd)
	cxNests      []nestChain // the nested chains met while counting it
	ctx          context.Context
	budget       *int64   // work left for nested chains (propagations and searches; nil: no limit)
	inner        *chainer // the chainer of nested chains (levels 2 and up)
	nestUnary    *unary   // its search state
	nestMultiple []nestHint
}

func newChainer(sh *board.Shape) *chainer {
	c := &chainer{sh: sh, src: make([]uint32, 81), cur: make([]uint32, 81), offRes: newChainRes()}
	for cell := 0; cell < 81; cell++ {
		for k, h := range regionOrder(sh, cell) {
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

// cxBegin starts counting the complexity of a step: SE's number of distinct potentials
// each of its chains depends on ([chainer.cxAdd] once per chain end), plus the complexity
// of every nested chain they use, each counted once ([chainer.cxEnd]).
func (c *chainer) cxBegin() {
	c.cxFlat = 0
	c.cxNests = c.cxNests[:0]
}

// cxAdd counts the potentials node i of r depends on, itself included.
func (c *chainer) cxAdd(r *chainRes, i int32) {
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
		if k := r.nest[j]; k >= 0 {
			c.noteNest(r.nests[k])
		}
		for _, k := range r.parents[r.pstart[j]:r.pend[j]] {
			if c.stamp[k] != ep {
				c.stamp[k] = ep
				stack = append(stack, k)
			}
		}
	}
	c.qOn = stack[:0]
	c.cxFlat += n
}

// noteNest records a nested chain met while counting (once per key).
func (c *chainer) noteNest(n nestChain) {
	for _, o := range c.cxNests {
		if o.key == n.key {
			return
		}
	}
	c.cxNests = append(c.cxNests, n)
}

// cxEnd returns the complexity counted since cxBegin.
func (c *chainer) cxEnd() int {
	cx := c.cxFlat
	for _, n := range c.cxNests {
		cx += int(n.cx)
	}
	return cx
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
	for _, h := range regionOrder(c.sh, cell) {
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

// regionOrder returns a cell's houses in SE's order: box, row, column.
func regionOrder(sh *board.Shape, cell int) [3]int {
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
		hs := regionOrder(c.sh, cell)
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
	for k, h := range regionOrder(c.sh, cell) {
		c.pos[h][d-1] &^= 1 << c.at[cell][k]
	}
}

// resetWork sets the working grid to the step's grid.
func (c *chainer) resetWork() {
	copy(c.cur, c.src)
	c.pos = c.srcPos
}

// setSource loads the step's grid (the chaining rules of one step share it).
func (c *chainer) setSource(cand []uint32) {
	if c.loaded && slices.Equal(c.src, cand) {
		c.resetWork()
		return
	}
	c.loaded = true
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
	if c.budget != nil {
		*c.budget--
	}
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
					r.via[k] = int16(l.house)
					c.hiddenParents(r, l)
					qOn = append(qOn, k)
				}
			}
		}
		if hOn == len(qOn) && hOff == len(qOff) && m.level > 0 {
			qOff = c.advanced(r, qOff, m)
		}
	}
	c.qOn, c.qOff = qOn, qOff
}

// chainPatterns are the simple patterns SE's dynamic chains (+) look for inside a chain,
// in SE's order (pointing and claiming are one rule): the teaching path's finders.
var chainPatterns = [...][]func(*board.Board, []technique.Step) []technique.Step{
	{find.Of(technique.Pointing).Find, find.Of(technique.Claiming).Find},
	{find.Of(technique.HiddenPair).Find},
	{find.Of(technique.NakedPair).Find},
	{find.Of(technique.XWing).Find},
}

// advanced adds the eliminations of the first simple pattern (pointing or claiming,
// hidden pair, naked pair, X-Wing) that the chain's removals have created, with those
// removals as parents ("Dynamic Forcing Chains (+)").
func (c *chainer) advanced(r *chainRes, q []int32, m chainMode) []int32 {
	b := &c.scratch
	b.Sh, b.N, b.Vals, b.Cand = c.sh, 9, c.vals, c.cur
	var par []int32
	for _, rule := range chainPatterns {
		c.steps = c.steps[:0]
		for _, f := range rule {
			c.steps = f(b, c.steps)
		}
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
			return q
		}
	}
	if m.level >= 2 {
		q, _ = c.nestedChains(r, q, m)
	}
	return q
}

// ruleParents lists the chain's removals a pattern step needed: the digit's removed
// places in the pattern's base house (intersections, fish base lines), the removed
// places of a hidden pair's digits in its house, the removed other candidates of a naked
// pair's cells.
func (c *chainer) ruleParents(r *chainRes, s *technique.Step, out []int32) []int32 {
	sh := c.sh
	addOff := func(cell, d int) {
		if c.src[cell]&(1<<(d-1)) != 0 && c.cur[cell]&(1<<(d-1)) == 0 {
			if j := r.where[mkPot(cell, d, false)]; j != 0 {
				out = append(out, j-1)
			}
		}
	}
	switch s.Technique {
	case technique.Pointing, technique.Claiming:
		h := sh.HouseIndex(s.Houses[0])
		for _, cell := range sh.House[h] {
			addOff(cell, s.Digits[0])
		}
	case technique.HiddenPair:
		h := sh.HouseIndex(s.Houses[0])
		for _, cell := range sh.House[h] {
			for _, d := range s.Digits {
				addOff(cell, d)
			}
		}
	case technique.XWing:
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
func (c *chainer) best(ctx context.Context, b *board.Board, m chainMode) (technique.Step, bool) {
	c.setSource(b.Cand)
	c.vals = b.Vals
	c.ctx = ctx
	var h chainHint
	var ok bool
	if !m.multiple && !m.dynamic {
		h, ok = c.unaryRule(ctx)
	} else {
		h, ok = c.multipleRule(ctx, m)
	}
	if !ok {
		return technique.Step{}, false
	}
	tech := m.tech()
	if !m.multiple && !m.dynamic && h.rating < 70 {
		tech = technique.XChain
	}
	t := h.target
	s := technique.Step{Technique: tech, Rating: h.rating, Digits: []int{t.digit()}, Size: 9}
	if t.on() {
		for mm := c.src[t.cell()] &^ (1 << (t.digit() - 1)); mm != 0; mm &= mm - 1 {
			s.Eliminations = append(s.Eliminations, technique.Candidate{Cell: t.cell(), Digit: bits.TrailingZeros32(mm) + 1})
		}
	} else {
		s.Eliminations = []technique.Candidate{{Cell: t.cell(), Digit: t.digit()}}
	}
	s.Pattern = []technique.Mark{{Candidate: technique.Candidate{Cell: t.cell(), Digit: t.digit()}, Role: technique.RolePivot}}
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

// timeUp reports whether the search must stop: ctx is done or the work budget is spent.
func (c *chainer) timeUp(ctx context.Context) bool {
	return ctx.Err() != nil || (c.budget != nil && *c.budget <= 0)
}
