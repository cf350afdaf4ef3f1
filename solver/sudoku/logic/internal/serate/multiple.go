package serate

import (
	"context"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"math/bits"
)

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
// chains. It returns the cheapest hint (by rating, then complexity, then order found).
func (c *chainer) multipleRule(ctx context.Context, m chainMode) (chainHint, bool) {
	s := multipleSearch{c: c, m: m, base: m.base()}
	s.run(ctx)
	return s.best, s.found
}

// run searches every assumption of the rule.
func (s *multipleSearch) run(ctx context.Context) {
	c, m := s.c, s.m
	defer c.releaseRuns()
	for cell := 0; cell < 81; cell++ {
		card := bits.OnesCount32(c.src[cell])
		if !(card > 2 || (card > 1 && m.dynamic)) {
			continue
		}
		if c.timeUp(ctx) {
			break
		}
		for mm := c.src[cell]; mm != 0; mm &= mm - 1 {
			d := bits.TrailingZeros32(mm) + 1
			s.binary(cell, d, card)
			if !m.nishio {
				s.regions(cell, d)
			}
		}
		if !m.nishio && (card == 2 || (m.multiple && card > 2)) {
			s.cellChains(cell)
		}
	}
}

// releaseRuns returns the cached propagations of a rule to the pool.
func (c *chainer) releaseRuns() {
	for k, r := range c.onCache {
		if r != nil {
			c.pool = append(c.pool, r)
			c.onCache[k] = nil
		}
	}
}

// multipleSearch is one run of multipleRule: its mode and the best hint so far.
type multipleSearch struct {
	c     *chainer
	m     chainMode
	base  int
	best  chainHint
	found bool
	all   bool       // gather every cell and region chain (nested chains) instead
	hints []nestHint // the chains gathered
}

// consider offers target t, whose complexity the chainer has just counted
// ([chainer.cxBegin] … [chainer.cxEnd]).
func (s *multipleSearch) consider(t pot) {
	cx := s.c.cxEnd()
	if !s.c.worth(t) {
		return
	}
	h := chainHint{board.ChainRating(s.base, cx-2), cx, t}
	if !s.found || h.better(s.best) {
		s.best, s.found = h, true
	}
}

// considerPair offers target t reached by nodes a of ra and b of rb (the two halves of a
// contradiction or of a double implication).
func (s *multipleSearch) considerPair(t pot, ra *chainRes, a int32, rb *chainRes, b int32) {
	c := s.c
	c.cxBegin()
	c.cxAdd(ra, a)
	c.cxAdd(rb, b)
	s.consider(t)
}

// binary assumes (cell, d) on and off: a contradiction refutes the assumption (dynamic and
// Nishio modes); a potential both assumptions imply holds (dynamic modes, cells of three
// or more candidates).
func (s *multipleSearch) binary(cell, d, card int) {
	c, m := s.c, s.m
	doDouble := card >= 3 && !m.nishio && m.dynamic
	doContra := m.dynamic || m.nishio
	on := c.onRun(cell, d, m)
	if doContra && on.absOn >= 0 {
		s.considerPair(mkPot(cell, d, false), on, on.absOn, on, on.absOff)
	}
	if !doContra && !doDouble {
		return
	}
	off := c.offRes
	off.reset()
	c.propagate(off, mkPot(cell, d, false), m)
	if doContra && off.absOn >= 0 {
		s.considerPair(mkPot(cell, d, true), off, off.absOn, off, off.absOff)
	}
	if !doDouble {
		return
	}
	for i, p := range on.pots {
		if on.where[p] != int32(i)+1 || p == mkPot(cell, d, true) {
			continue
		}
		if j := off.where[p]; j != 0 && c.worth(p) {
			s.considerPair(p, on, int32(i), off, j-1)
		}
	}
}

// cellChains assumes each candidate of cell in turn: what all of them imply holds.
func (s *multipleSearch) cellChains(cell int) {
	b := branches{house: -1}
	for mm := s.c.src[cell]; mm != 0; mm &= mm - 1 {
		b.add(cell, bits.TrailingZeros32(mm)+1)
	}
	s.forcedByAll(&b)
}

// regions assumes each place of digit d in each house of cell in turn (once per house:
// when cell is its first place): what all of them imply holds.
func (s *multipleSearch) regions(cell, d int) {
	c := s.c
	bit := uint32(1) << (d - 1)
	for _, h := range regionOrder(c.sh, cell) {
		b := branches{house: int16(h)}
		for _, o := range c.sh.House[h] {
			if c.src[o]&bit != 0 {
				if b.n == 0 && o != cell {
					break
				}
				b.add(o, d)
			}
		}
		if b.n >= 2 {
			s.forcedByAll(&b)
		}
	}
}

// branches are the assumptions of a cell or region forcing chain, one candidate each;
// their propagations are fetched when first needed.
type branches struct {
	house int16 // the region's house (-1: a cell's candidates)
	n     int
	cand  [9]int32 // cell*9 + digit-1
	run   [9]*chainRes
}

func (b *branches) add(cell, d int) {
	b.cand[b.n] = int32(cell*9 + d - 1)
	b.n++
}

func (b *branches) get(c *chainer, k int, m chainMode) *chainRes {
	if b.run[k] == nil {
		b.run[k] = c.onRun(int(b.cand[k])/9, int(b.cand[k])%9+1, m)
	}
	return b.run[k]
}

// forcedByAll offers every potential that each branch reaches, in the order the first
// branch reached them.
func (s *multipleSearch) forcedByAll(b *branches) {
	c := s.c
	r0 := b.get(c, 0, s.m)
	for i, p := range r0.pots {
		if r0.where[p] != int32(i)+1 || !c.worth(p) {
			continue
		}
		all := true
		for k := 1; k < b.n && all; k++ {
			all = b.get(c, k, s.m).has(p)
		}
		if !all {
			continue
		}
		c.cxBegin()
		for k := 0; k < b.n; k++ {
			r := b.get(c, k, s.m)
			c.cxAdd(r, r.where[p]-1)
		}
		if s.all {
			s.record(b, p)
			continue
		}
		s.consider(p)
	}
}
