package serate

import (
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"math/bits"
	"slices"
)

// SE's nested forcing chains (levels 2 and up, 9.5+): a dynamic forcing chain whose
// propagation, each time it runs dry, asks simpler rules for eliminations in the
// position the chain has made: first pointing and claiming, hidden and naked pairs and
// the X-Wing (the level-1 rules of [chainer.advanced]), then, at level 2 ("Forcing
// Chains (+ Forcing Chains)", 9.5), every forcing chain and bidirectional cycle of SE's
// first chaining rule, and at level 3 ("(+ Multiple Forcing Chains)", 10.0), when those
// find nothing, every static cell and region forcing chain. A nested step's eliminations
// join the chain as potentials turned off whose parents are the chain's removals the
// nested step needed (SE's rule parents: the removed candidates of the cells and houses
// of its links); its complexity counts once in the complexity of every step that uses
// it. Levels 4 and 5 (dynamic chains nested, 10.5 and 11.0) are not run.

// nestHint is one step of a nested rule: the potentials it turns off, its rating and
// complexity (for SE's order), and the causes of its links.
type nestHint struct {
	rating, cx int
	elims      []pot
	causes     []linkCause
}

// linkCause is the reason of one link of a nested chain: a cell's last candidate (house
// -1) or a house's last place of digit.
type linkCause struct {
	cell  int16
	house int16
	digit int8
}

// elimsOf lists the potentials target t turns off in the source grid: t itself, or when t
// is on, the other candidates of its cell.
func (c *chainer) elimsOf(t pot) []pot {
	if !t.on() {
		return []pot{t}
	}
	var out []pot
	for m := c.src[t.cell()] &^ (1 << (t.digit() - 1)); m != 0; m &= m - 1 {
		out = append(out, mkPot(t.cell(), bits.TrailingZeros32(m)+1, false))
	}
	return out
}

// record keeps a hint found at node k (a cycle when cycle: its off links count too).
func (u *unary) record(elims []pot, rating, cx int, k int32, cycle bool) {
	h := nestHint{rating: rating, cx: cx, elims: elims}
	sh := u.c.sh
	for j := k; j >= 0; j = u.parent[j] {
		p := u.pots[j]
		switch {
		case p.on() && u.via[j] != noCause:
			h.causes = append(h.causes, linkCause{int16(p.cell()), u.via[j], int8(p.digit())})
		case !p.on() && cycle && u.parent[j] >= 0:
			// The reversed loop (SE counts both directions) turns this link on.
			q := u.pots[u.parent[j]]
			house := int16(-1)
			if q.cell() != p.cell() {
				for _, h := range regionOrder(sh, p.cell()) {
					if sh.InHouse(q.cell(), h) {
						house = int16(h)
						break
					}
				}
			}
			h.causes = append(h.causes, linkCause{int16(p.cell()), house, int8(p.digit())})
		}
	}
	u.hints = append(u.hints, h)
}

// unaryAll returns every hint of SE's first chaining rule on the chainer's grid, in SE's
// order (rating, then complexity).
func (c *chainer) unaryAll() []nestHint {
	u := c.nestUnary
	if u == nil {
		u = &unary{c: c, lim: 1 << 20, all: true}
		c.nestUnary = u
	}
	u.hints = u.hints[:0]
	for _, mode := range [3][2]bool{{false, true}, {true, false}, {true, true}} {
		y, x := mode[0], mode[1]
		for cell := 0; cell < 81; cell++ {
			card := bits.OnesCount32(c.src[cell])
			if card < 2 || (card > 2 && !x) {
				continue
			}
			if c.timeUp(c.ctx) {
				return u.hints
			}
			if c.budget != nil {
				*c.budget -= int64(bits.OnesCount32(c.src[cell]))
			}
			u.fromCell(cell, y, x)
		}
	}
	sortHints(u.hints)
	return u.hints
}

// nestedChains adds to r the eliminations of the chaining rules nested at level m.level
// (2: forcing chains and cycles; 3: then cell and region forcing chains) in the working
// grid, and queues them on q. It reports whether it added any.
func (c *chainer) nestedChains(r *chainRes, q []int32, m chainMode) ([]int32, bool) {
	in := c.inner
	if in == nil {
		in = newChainer(c.sh)
		c.inner = in
	}
	in.ctx, in.budget = c.ctx, c.budget
	in.setSource(c.cur)
	q, found := c.addNested(r, q, in.unaryAll())
	if !found && m.level >= 3 {
		q, found = c.addNested(r, q, in.multipleAll())
	}
	return q, found
}

// addNested adds the eliminations of the nested steps hs (in order; the first step to
// remove a candidate gives it its parents) that need some of the chain's removals.
func (c *chainer) addNested(r *chainRes, q []int32, hs []nestHint) ([]int32, bool) {
	found := false
	var par []int32
	for _, h := range hs {
		par = c.causeParents(r, h.causes, par[:0])
		if len(par) == 0 {
			continue // the step needs none of the chain's removals
		}
		ni := int32(-1)
		for _, e := range h.elims {
			if r.has(e) {
				continue
			}
			if ni < 0 {
				r.nests = append(r.nests, nestChain{key: nestKey(h), cx: int32(h.cx)})
				ni = int32(len(r.nests) - 1)
			}
			k := r.add(e, true, par...)
			r.nest[k] = ni
			q = append(q, k)
			found = true
		}
	}
	return q, found
}

// nestKey tells nested steps apart: equal keys count once in a step's complexity.
func nestKey(h nestHint) uint64 {
	k := uint64(h.cx)<<40 ^ uint64(h.rating)<<32 ^ uint64(len(h.elims))<<24 ^ uint64(len(h.causes))<<16
	for _, e := range h.elims {
		k = k*1000003 ^ uint64(e)
	}
	for _, x := range h.causes {
		k = k*1000003 ^ uint64(x.cell)<<16 ^ uint64(uint16(x.house))<<4 ^ uint64(x.digit)
	}
	return k
}

// causeParents lists the nodes of r (the chain's removals, relative to the step's grid)
// that the links of a nested step needed: the removed candidates of a Y link's cell, the
// removed places of an X link's digit in its house.
func (c *chainer) causeParents(r *chainRes, causes []linkCause, out []int32) []int32 {
	addOff := func(cell, d int) {
		if j := r.where[mkPot(cell, d, false)]; j != 0 && !slices.Contains(out, j-1) {
			out = append(out, j-1)
		}
	}
	for _, x := range causes {
		cell := int(x.cell)
		if x.house < 0 {
			for mm := c.src[cell] &^ c.cur[cell]; mm != 0; mm &= mm - 1 {
				addOff(cell, bits.TrailingZeros32(mm)+1)
			}
			continue
		}
		d := int(x.digit)
		for _, o := range c.sh.House[x.house] {
			if c.src[o]&(1<<(d-1)) != 0 && c.cur[o]&(1<<(d-1)) == 0 {
				addOff(o, d)
			}
		}
	}
	return out
}

// multipleAll returns every cell and region forcing chain of SE's static multiple rule on
// the chainer's grid, in SE's order.
func (c *chainer) multipleAll() []nestHint {
	s := multipleSearch{c: c, m: chainMode{multiple: true}, base: 80, all: true, hints: c.nestMultiple[:0]}
	s.run(c.ctx)
	c.nestMultiple = s.hints
	sortHints(s.hints)
	return s.hints
}

// record keeps the chain of the branches b to target p (complexity just counted).
func (s *multipleSearch) record(b *branches, p pot) {
	c := s.c
	cx := c.cxEnd()
	h := nestHint{rating: board.ChainRating(s.base, cx-2), cx: cx, elims: s.c.elimsOf(p)}
	for k := 0; k < b.n; k++ {
		r := b.run[k]
		cell, d := int(b.cand[k])/9, int(b.cand[k])%9+1
		// The assumption itself counts as the link of the cell or region.
		h.causes = append(h.causes, linkCause{int16(cell), b.house, int8(d)})
		for j := r.where[p] - 1; j >= 0; {
			q := r.pots[j]
			if q.on() && r.via[j] != noCause {
				h.causes = append(h.causes, linkCause{int16(q.cell()), r.via[j], int8(q.digit())})
			}
			par := r.parents[r.pstart[j]:r.pend[j]]
			if len(par) == 0 {
				break
			}
			j = par[0]
		}
	}
	s.hints = append(s.hints, h)
}

// sortHints puts hints in SE's order: rating, then complexity (stable).
func sortHints(hs []nestHint) {
	slices.SortStableFunc(hs, func(a, b nestHint) int {
		if a.rating != b.rating {
			return a.rating - b.rating
		}
		return a.cx - b.cx
	})
}
