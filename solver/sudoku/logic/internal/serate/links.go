package serate

import (
	"math/bits"
)

// linkTable holds every link of one position, so that the static chaining rules (whose
// working grid never changes) walk lists instead of recomputing the links of each
// potential each time a search reaches it. The lists keep SE's order.
type linkTable struct {
	// off[offStart[k]:offStart[k+1]] are the potentials candidate k (cell*9+digit-1)
	// turns off when on: first the cell's other candidates (Y links), from offPeer[k] on
	// the digit's other places in the cell's box, row and column.
	offStart [730]int32
	offPeer  [729]int32
	off      []pot
	// on[onStart[k]:onStart[k+1]] are the potentials candidate k turns on when off: first
	// the Y link (the other candidate of a two-candidate cell) when onY[k], then the X links.
	onStart [730]int32
	onY     [729]bool
	on      []onLink
}

// build fills t from the chainer's working grid (the step's grid).
func (t *linkTable) build(c *chainer) {
	t.off, t.on = t.off[:0], t.on[:0]
	for k := 0; k < 729; k++ {
		cell, d := k/9, k%9+1
		t.offStart[k] = int32(len(t.off))
		t.onStart[k] = int32(len(t.on))
		t.onY[k] = false
		if c.cur[cell]&(1<<(d-1)) == 0 {
			t.offPeer[k] = int32(len(t.off))
			continue
		}
		p := mkPot(cell, d, true)
		for m := c.cur[cell] &^ (1 << (d - 1)); m != 0; m &= m - 1 {
			t.off = append(t.off, mkPot(cell, bits.TrailingZeros32(m)+1, false))
		}
		t.offPeer[k] = int32(len(t.off))
		t.off = c.onToOff(p, false, t.off)
		c.links = c.offToOn(p.flip(), true, true, c.links[:0])
		t.onY[k] = len(c.links) > 0 && c.links[0].house < 0
		t.on = append(t.on, c.links...)
	}
	t.offStart[729] = int32(len(t.off))
	t.onStart[729] = int32(len(t.on))
}

// offs returns the potentials on potential p turns off (with the cell's other candidates
// when y).
func (t *linkTable) offs(p pot, y bool) []pot {
	k := int(p) >> 1
	if y {
		return t.off[t.offStart[k]:t.offStart[k+1]]
	}
	return t.off[t.offPeer[k]:t.offStart[k+1]]
}

// ons returns the links off potential p turns on: its Y link when y, its X links when x.
func (t *linkTable) ons(p pot, y, x bool) []onLink {
	k := int(p) >> 1
	lo, hi := t.onStart[k], t.onStart[k+1]
	if t.onY[k] {
		if !x {
			hi = lo + 1
		}
		if !y {
			lo++
		}
	} else if !x {
		hi = lo
	}
	return t.on[lo:hi]
}

// offsNow returns the potentials on potential p turns off in the working grid: the
// table's list, filtered by the working grid when the mode removes candidates.
func (c *chainer) offsNow(p pot, y, dynamic bool) []pot {
	all := c.links0.offs(p, y)
	if !dynamic {
		return all
	}
	c.tmp = c.tmp[:0]
	for _, q := range all {
		if c.cur[q.cell()]&(1<<(q.digit()-1)) != 0 {
			c.tmp = append(c.tmp, q)
		}
	}
	return c.tmp
}
