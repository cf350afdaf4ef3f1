package serate

import (
	"context"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"math/bits"
)

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
			u.fromCell(cell, y, x)
		}
	}
	return u.best, u.found
}

// fromCell follows the cycles (y: through cells with two candidates; x: through houses with
// two places) from every candidate of cell and, with x, the forcing chains from its being
// and not being each candidate.
func (u *unary) fromCell(cell int, y, x bool) {
	for mm := u.c.src[cell]; mm != 0; mm &= mm - 1 {
		d := bits.TrailingZeros32(mm) + 1
		u.cycles(mkPot(cell, d, true), y, x)
		if x {
			u.forcing(mkPot(cell, d, true), y)
			u.forcing(mkPot(cell, d, false), y)
		}
	}
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
	via             []int16    // node → the house of the link that made it (see node)
	all             bool       // gather every hint (nested chains) instead of the cheapest
	hints           []nestHint // the hints gathered
}

func (u *unary) reset() {
	for _, p := range u.set {
		u.inOn[p], u.inOff[p] = false, false
	}
	u.set = u.set[:0]
	u.pots, u.parent, u.depth, u.via = u.pots[:0], u.parent[:0], u.depth[:0], u.via[:0]
}

// noCause marks a node that no link made (the assumption) or whose cause is not kept.
const noCause = -2

// node adds potential p reached from node parent; via is the house of the X link that
// made it (-1: the cell, a Y link; noCause).
func (u *unary) node(p pot, parent int32, via int16) int32 {
	u.pots = append(u.pots, p)
	u.via = append(u.via, via)
	u.parent = append(u.parent, parent)
	d := int32(0)
	if parent >= 0 {
		d = u.depth[parent] + 1
	}
	u.depth = append(u.depth, d)
	return int32(len(u.pots) - 1)
}

// consider offers target t, reached at node k, as the rule's step; when the search
// gathers every hint it records it instead.
func (u *unary) consider(t pot, rating, complexity int, k int32, cycle bool) {
	if u.all {
		u.record(u.c.elimsOf(t), rating, complexity, k, cycle)
		return
	}
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
	if !u.found || u.all {
		return true
	}
	r := board.ChainRating(base, cx-2)
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
	u.node(src, -1, noCause)
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
					pendOff = append(pendOff, u.node(q, i, noCause))
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
					k := u.node(l.p, i, int16(l.house))
					u.cycleHint(k, y, x)
				}
				if !u.inOn[l.p] {
					pendOn = append(pendOn, u.node(l.p, i, int16(l.house)))
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
	if u.all {
		var elims []pot
		for i := range forw {
			if forw[i] && back[i] {
				elims = append(elims, pot(i*2))
			}
		}
		if len(elims) > 0 {
			u.record(elims, board.ChainRating(base, cx-2), cx, k, true)
		}
		return
	}
	for i := range forw {
		if forw[i] && back[i] {
			u.consider(pot(i*2), board.ChainRating(base, cx-2), cx, k, true)
		}
	}
}

func (u *unary) forcing(src pot, y bool) {
	c := u.c
	u.reset()
	u.node(src, -1, noCause)
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
					k := u.node(q, i, noCause)
					if c.worth(q) {
						cx := u.length(k)
						u.consider(q, board.ChainRating(base, cx-2), cx, k, false)
					}
				}
				if !u.inOff[q] {
					pendOff = append(pendOff, u.node(q, i, noCause))
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
					k := u.node(l.p, i, int16(l.house))
					if c.worth(l.p) {
						cx := u.length(k)
						u.consider(l.p, board.ChainRating(base, cx-2), cx, k, false)
					}
				}
				if !u.inOn[l.p] {
					pendOn = append(pendOn, u.node(l.p, i, int16(l.house)))
					u.mark(l.p)
				}
			}
		}
		pendOff = pendOff[:0]
	}
}
