package advanced

import (
	"math/bits"
	"slices"
	"sort"

	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/basic"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// FindTurbotFish3 finds Sukaku Explainer's turbot fish of three strong links (9×9 only): one
// digit, three strong links, each joined to the next by a weak link. A strong link is a
// house where the digit has two places (two cells of a box must not share a line), or an
// empty rectangle: a box whose places lie on one row and one column through a heart cell,
// with places off the heart on both, whose ends are its row part and its column part. A
// weak link joins two ends that lie in one house other than the three links' houses (the
// row or column of a rectangle's part). One end of the chain is then the digit, so a cell
// that sees every cell of both ends, outside the chain's houses, loses it.
//
// Sukaku rates them by their houses: 5.4 for three parallel lines (skyscrapers), 5.6 for
// rows and columns (kites), 5.5 with a box, 5.7 with an empty rectangle. The steps are
// reported as X-Chains (which they are) with those ratings, cheapest first and, at one
// rating, the most eliminations first, as Sukaku sorts them.
func FindTurbotFish3(b *board.Board, out []technique.Step) []technique.Step {
	if b.N != 9 {
		return out
	}
	start := len(out)
	for d := 1; d <= 9; d++ {
		links := turbotLinks(b, d)
		weak := turbotWeakLinks(b.Sh, links)
		var cand cellBits // the cells holding d
		for c := 0; c < 81; c++ {
			if b.Cand[c]&(1<<(d-1)) != 0 {
				cand.add(c)
			}
		}
		// the middle link j entered at end m; the first link's end e (its far end: 1-e)
		// joined to it, the last link entered at end f joined to j's other end
		for j := range links {
			for m := 0; m < 2; m++ {
				for _, w1 := range weak[2*j+m] {
					i, e := w1.end/2, w1.end%2
					for _, w2 := range weak[2*j+1-m] {
						k, f := w2.end/2, w2.end%2
						if i == j || k == j || i >= k { // i > k: the same chain read backwards
							continue
						}
						l := [3]*turbotLink{&links[i], &links[j], &links[k]}
						if w1.house == l[2].house || w2.house == l[0].house {
							continue // a weak link through a link's house
						}
						out = turbotChain(b, out, d, l, [3]int{1 - e, m, f}, [2]int{w1.house, w2.house}, cand)
					}
				}
			}
		}
	}
	found := out[start:]
	sort.SliceStable(found, func(i, j int) bool {
		if found[i].Rating != found[j].Rating {
			return found[i].Rating < found[j].Rating
		}
		return len(found[i].Eliminations) > len(found[j].Eliminations)
	})
	return out
}

// turbotEnd is one end of a strong link: its cells, and for a part of an empty rectangle
// the only house (its row or column) through which it may be weakly linked (-1: any).
type turbotEnd struct {
	cells []int
	line  int
	set   cellBits // cells as a set
	see   cellBits // the cells that see every cell of the end
}

// newTurbotEnd returns the end of cells (line: see turbotEnd).
func newTurbotEnd(cells []int, line int) turbotEnd {
	e := turbotEnd{cells: cells, line: line, see: cellBits{^uint64(0), 1<<17 - 1}}
	for _, c := range cells {
		e.set.add(c)
		e.see = e.see.and(peerBits9[c])
	}
	return e
}

// turbotLink is one strong link of a digit: its house, and whether it is an empty rectangle.
type turbotLink struct {
	house int
	er    bool
	ends  [2]turbotEnd
}

// turbotLinks lists the strong links of digit d.
func turbotLinks(b *board.Board, d int) []turbotLink {
	sh := b.Sh
	bit := uint32(1) << (d - 1)
	var links []turbotLink
	for h := 0; h < 27; h++ {
		var places []int
		for _, c := range sh.House[h] {
			if b.Cand[c]&bit != 0 {
				places = append(places, c)
			}
		}
		switch {
		case len(places) == 2:
			if h >= 18 && (sh.Row[places[0]] == sh.Row[places[1]] || sh.Col[places[0]] == sh.Col[places[1]]) {
				continue // a box pair in one line is that line's link
			}
			links = append(links, turbotLink{house: h, ends: [2]turbotEnd{newTurbotEnd(places[:1], -1), newTurbotEnd(places[1:], -1)}})
		case h >= 18 && len(places) <= 5:
			links = append(links, emptyRectangles(sh, h, places)...)
		}
	}
	return links
}

// emptyRectangles returns the empty-rectangle links of box h whose places are places.
func emptyRectangles(sh *board.Shape, h int, places []int) []turbotLink {
	var links []turbotLink
	for _, heart := range sh.House[h] {
		r, c := sh.Row[heart], sh.Col[heart]
		if !basic.OnCross(sh, places, r, c) {
			continue
		}
		var row, col []int
		for _, p := range places {
			if sh.Row[p] == r {
				row = append(row, p)
			}
			if sh.Col[p] == c {
				col = append(col, p)
			}
		}
		links = append(links, turbotLink{house: h, er: true, ends: [2]turbotEnd{newTurbotEnd(row, r), newTurbotEnd(col, 9+c)}})
	}
	return links
}

// turbotChain tries the chain of links l (each entered at its end o[i]'s other side: the
// chain runs from l[0].ends[o[0]] through l[0].ends[1-o[0]], weakly to l[1].ends[o[1]], ...
// to l[2].ends[1-o[2]]) and adds its step when it eliminates something.
func turbotChain(b *board.Board, out []technique.Step, d int, l [3]*turbotLink, o [3]int, shares [2]int, cand cellBits) []technique.Step {
	sh := b.Sh
	bases := [3]int{l[0].house, l[1].house, l[2].house}
	first, last := &l[0].ends[o[0]], &l[2].ends[1-o[2]]
	// the victims: cells holding d that see both ends, outside the chain's houses (which
	// hold every cell of the chain)
	victims := first.see.and(last.see).and(cand)
	for _, h := range [5]int{bases[0], bases[1], bases[2], shares[0], shares[1]} {
		victims = victims.andNot(houseBits9[h])
	}
	if victims.empty() {
		return out
	}
	var chain []int
	for i, lk := range l {
		var own []int // the link's cells (an empty rectangle's parts may share the heart)
		for _, e := range lk.ends {
			for _, c := range e.cells {
				if !slices.Contains(own, c) {
					own = append(own, c)
				}
			}
		}
		for _, c := range own {
			if slices.Contains(chain, c) {
				return out // the links must not share a cell
			}
		}
		chain = append(chain, own...)
		if lk.er {
			for j, other := range l {
				if j != i && sameBox(sh, lk.house, other) {
					return out
				}
			}
		}
	}
	var elims []technique.Candidate
	for w, x := range victims {
		for ; x != 0; x &= x - 1 {
			elims = append(elims, technique.Candidate{Cell: w*64 + bits.TrailingZeros64(x), Digit: d})
		}
	}
	if len(elims) == 0 {
		return out
	}
	s := technique.Step{Technique: technique.XChain, Rating: turbotRating(l), Digits: []int{d}, Size: 9, Eliminations: elims}
	for _, h := range bases {
		s.Houses = append(s.Houses, sh.HouseOf(h))
	}
	for _, c := range chain {
		s.Pattern = append(s.Pattern, technique.Mark{Candidate: technique.Candidate{Cell: c, Digit: d}, Role: technique.RoleNode})
	}
	return append(out, s)
}

// turbotWeakTo is one weak link from an end: the other end (link index*2 + end) and the
// house through which they are joined.
type turbotWeakTo struct {
	end, house int
}

// turbotWeakLinks lists, for each end of links (link index*2 + end), the ends of other
// links it is weakly joined to.
func turbotWeakLinks(sh *board.Shape, links []turbotLink) [][]turbotWeakTo {
	// ends can only be joined in a house both lie in: list the ends by house first
	houses := func(e *turbotEnd) []int {
		if e.line >= 0 {
			return []int{e.line}
		}
		c := e.cells[0] // the end of a two-place house is one cell
		return []int{sh.Row[c], 9 + sh.Col[c], 18 + sh.Box[c]}
	}
	var byHouse [27][]int
	for x := 0; x < 2*len(links); x++ {
		for _, h := range houses(&links[x/2].ends[x%2]) {
			byHouse[h] = append(byHouse[h], x)
		}
	}
	weak := make([][]turbotWeakTo, 2*len(links))
	var near []int
	for x := range weak {
		lx := &links[x/2]
		near = near[:0]
		for _, h := range houses(&lx.ends[x%2]) {
			for _, y := range byHouse[h] {
				if y/2 != x/2 {
					near = append(near, y)
				}
			}
		}
		slices.Sort(near)
		near = slices.Compact(near)
		for _, y := range near {
			ly := &links[y/2]
			if h, ok := turbotWeak(sh, lx.ends[x%2], ly.ends[y%2], lx.house, ly.house); ok {
				weak[x] = append(weak[x], turbotWeakTo{y, h})
			}
		}
	}
	return weak
}

// turbotWeak returns the house joining ends x and y weakly: one holding every cell of both,
// neither of their links' houses hx and hy, the part's own line for a part of an empty
// rectangle. Two cells try their column, then their row, then their box, as Sukaku does.
func turbotWeak(sh *board.Shape, x, y turbotEnd, hx, hy int) (int, bool) {
	if !x.set.and(y.set).empty() {
		return 0, false
	}
	both := x.set.or(y.set)
	c0 := x.cells[0]
	for _, h := range [3]int{9 + sh.Col[c0], sh.Row[c0], 18 + sh.Box[c0]} {
		if (x.line >= 0 && h != x.line) || (y.line >= 0 && h != y.line) {
			continue
		}
		if !both.andNot(houseBits9[h]).empty() {
			continue
		}
		if h == hx || h == hy {
			return 0, false
		}
		return h, true
	}
	return 0, false
}

// turbotRating is Sukaku's rating of a chain of links l, in tenths.
func turbotRating(l [3]*turbotLink) int {
	rows, cols := 0, 0
	for _, lk := range l {
		if lk.er {
			return 57
		}
		switch {
		case lk.house < 9:
			rows++
		case lk.house < 18:
			cols++
		}
	}
	switch {
	case rows == 3 || cols == 3:
		return 54
	case rows > 0 && cols > 0:
		return 56
	}
	return 55
}

// sameBox reports whether link o has a cell in box h (h is a box house).
func sameBox(sh *board.Shape, h int, o *turbotLink) bool {
	if o.house == h {
		return false
	}
	for _, e := range o.ends {
		for _, c := range e.cells {
			if 18+sh.Box[c] == h {
				return true
			}
		}
	}
	return false
}
