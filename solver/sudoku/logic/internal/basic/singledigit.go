package basic

import (
	"slices"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Single-digit patterns: Skyscraper, 2-String Kite, Empty Rectangle, Simple Colouring and
// X-Chain. Each works on one digit's candidates and its strong links (houses where the
// digit has exactly two places).

// Conjugates lists, for digit d and house kind range [from,to), the houses where d has
// exactly two places, as cell pairs.
func Conjugates(b *board.Board, d, from, to int, out [][3]int) [][3]int {
	bit := uint32(1) << (d - 1)
	for h := from; h < to; h++ {
		p, q, k := -1, -1, 0
		for _, c := range b.Sh.House[h] {
			if b.Cand[c]&bit != 0 {
				k++
				if k > 2 {
					break
				}
				if p < 0 {
					p = c
				} else {
					q = c
				}
			}
		}
		if k == 2 {
			out = append(out, [3]int{p, q, h})
		}
	}
	return out
}

// FindSkyscraper: two parallel strong links on d whose one end share a line; one of the
// other two ends (the tops) is d, so cells seeing both tops lose d.
func FindSkyscraper(b *board.Board, out []technique.Step) []technique.Step {
	sh := b.Sh
	n := b.N
	var buf [][3]int
	for d := 1; d <= n; d++ {
		for orient := 0; orient < 2; orient++ {
			buf = Conjugates(b, d, orient*n, (orient+1)*n, buf[:0])
			line := sh.Col // rows as links: bases share a column
			if orient == 1 {
				line = sh.Row
			}
			for i := 0; i < len(buf); i++ {
				for j := i + 1; j < len(buf); j++ {
					l1, l2 := buf[i], buf[j]
					for s1 := 0; s1 < 2; s1++ {
						for s2 := 0; s2 < 2; s2++ {
							b1, t1 := l1[s1], l1[1-s1]
							b2, t2 := l2[s2], l2[1-s2]
							if line[b1] != line[b2] || line[t1] == line[t2] {
								continue
							}
							elims := SeenByAll(b, nil, d, t1, t2)
							if len(elims) == 0 {
								continue
							}
							out = append(out, turbotStep(technique.Skyscraper, d, n, elims, []sudoku.House{sh.HouseOf(l1[2]), sh.HouseOf(l2[2])}, t1, b1, b2, t2))
						}
					}
				}
			}
		}
	}
	return out
}

// FindKite: a strong link in a row and one in a column, with one end of each in the same
// box (different cells); one of the two far ends is d, so cells seeing both lose d.
func FindKite(b *board.Board, out []technique.Step) []technique.Step {
	sh := b.Sh
	n := b.N
	var rows, cols [][3]int
	for d := 1; d <= n; d++ {
		rows = Conjugates(b, d, 0, n, rows[:0])
		cols = Conjugates(b, d, n, 2*n, cols[:0])
		for _, r := range rows {
			for _, c := range cols {
				for s1 := 0; s1 < 2; s1++ {
					for s2 := 0; s2 < 2; s2++ {
						rb, rt := r[s1], r[1-s1]
						cb, ct := c[s2], c[1-s2]
						if rb == cb || rb == ct || rt == cb || rt == ct || sh.Box[rb] != sh.Box[cb] {
							continue
						}
						if sh.Box[rt] == sh.Box[rb] || sh.Box[ct] == sh.Box[cb] {
							continue
						}
						elims := SeenByAll(b, nil, d, rt, ct)
						if len(elims) == 0 {
							continue
						}
						out = append(out, turbotStep(technique.TwoStringKite, d, n, elims, []sudoku.House{sh.HouseOf(r[2]), sh.HouseOf(c[2]), {Kind: sudoku.Box, Index: sh.Box[rb]}}, rt, rb, cb, ct))
					}
				}
			}
		}
	}
	return out
}

// turbotStep is a Skyscraper's or 2-String Kite's step on digit d: the strong link t1=b1,
// the weak link b1-b2 and the strong link b2=t2, so one of the ends t1, t2 is d and elims
// (the cells seeing both) lose it; houses are the links' houses.
func turbotStep(tech technique.Technique, d, n int, elims []technique.Candidate, houses []sudoku.House, t1, b1, b2, t2 int) technique.Step {
	at := func(c int) technique.Candidate { return technique.Candidate{Cell: c, Digit: d} }
	return technique.Step{Technique: tech, Rating: tech.BaseRating(), Digits: []int{d}, Size: n, Eliminations: elims, Houses: houses,
		Pattern: []technique.Mark{{Candidate: at(t1), Role: technique.RoleBase}, {Candidate: at(t2), Role: technique.RoleBase},
			{Candidate: at(b1), Role: technique.RoleNode}, {Candidate: at(b2), Role: technique.RoleNode}},
		Links: []technique.Link{{From: at(t1), To: at(b1), Strong: true}, {From: at(b1), To: at(b2), Strong: false}, {From: at(b2), To: at(t2), Strong: true}}}
}

// FindEmptyRectangle: in a box, d's candidates lie on one row r and one column c. A strong
// link on d in a column c2 outside the box with one end on row r forces the box's d into
// column c when its other end is not d... so the cell where the link's other row meets
// column c loses d (and the same with rows and columns swapped).
func FindEmptyRectangle(b *board.Board, out []technique.Step) []technique.Step {
	sh := b.Sh
	n := b.N
	var cols, rows [][3]int
	for d := 1; d <= n; d++ {
		bit := uint32(1) << (d - 1)
		cols = Conjugates(b, d, n, 2*n, cols[:0])
		rows = Conjugates(b, d, 0, n, rows[:0])
		for bx := 0; bx < n; bx++ {
			h := 2*n + bx
			var inBox []int
			for _, c := range sh.House[h] {
				if b.Cand[c]&bit != 0 {
					inBox = append(inBox, c)
				}
			}
			if len(inBox) < 2 {
				continue
			}
			r0 := sh.Row[sh.House[h][0]]
			c0 := sh.Col[sh.House[h][0]]
			for r := r0; r < r0+sh.BoxRows; r++ {
				for c := c0; c < c0+sh.BoxCols; c++ {
					if !OnCross(sh, inBox, r, c) {
						continue
					}
					// strong link in a column outside the box with one end on row r, then in
					// a row outside it with one end on column c
					out = emptyRectangles(b, out, d, bx, inBox, cols, sh.Row, r, r0, sh.BoxRows, func(q int) int { return sh.Row[q]*n + c })
					out = emptyRectangles(b, out, d, bx, inBox, rows, sh.Col, c, c0, sh.BoxCols, func(q int) int { return r*n + sh.Col[q] })
				}
			}
		}
	}
	return out
}

// emptyRectangles appends the empty rectangles of d in box bx (its cells with d: inBox)
// whose strong link is one of links (conjugate pairs of columns, or of rows): one end p
// on line at[p] == cross, the other end q off the box's band of lines lo..lo+span-1, the
// cell target(q) losing d when it has it.
func emptyRectangles(b *board.Board, out []technique.Step, d, bx int, inBox []int, links [][3]int, at []int, cross, lo, span int, target func(q int) int) []technique.Step {
	sh, bit := b.Sh, uint32(1)<<(d-1)
	for _, l := range links {
		for s := 0; s < 2; s++ {
			p, q := l[s], l[1-s]
			if at[p] != cross || sh.Box[p] == bx || sh.Box[q] == bx {
				continue
			}
			if aq := at[q]; aq >= lo && aq < lo+span {
				continue
			}
			t := target(q)
			if b.Cand[t]&bit == 0 {
				continue
			}
			out = append(out, erStep(b, d, bx, l[2], inBox, p, q, t))
		}
	}
	return out
}

// OnCross reports whether the cells all lie on row r or column c, with at least one on
// each off the crossing cell: the shape of an empty rectangle's box.
func OnCross(sh *board.Shape, cells []int, r, c int) bool {
	onRow, onCol := false, false
	for _, e := range cells {
		er, ec := sh.Row[e], sh.Col[e]
		if er != r && ec != c {
			return false
		}
		if er == r && ec != c {
			onRow = true
		}
		if ec == c && er != r {
			onCol = true
		}
	}
	return onRow && onCol
}

// erStep builds the empty rectangle of digit d in box bx: the strong link (house link, ends
// p and q) and the cell t that loses d.
func erStep(b *board.Board, d, bx, link int, inBox []int, p, q, t int) technique.Step {
	s := technique.Step{Technique: technique.EmptyRectangle, Rating: technique.EmptyRectangle.BaseRating(), Digits: []int{d}, Size: b.N,
		Houses:       []sudoku.House{{Kind: sudoku.Box, Index: bx}, b.Sh.HouseOf(link)},
		Eliminations: []technique.Candidate{{Cell: t, Digit: d}}}
	for _, c := range inBox {
		s.Pattern = append(s.Pattern, technique.Mark{Candidate: technique.Candidate{Cell: c, Digit: d}, Role: technique.RoleBase})
	}
	s.Pattern = append(s.Pattern, technique.Mark{Candidate: technique.Candidate{Cell: p, Digit: d}, Role: technique.RoleNode}, technique.Mark{Candidate: technique.Candidate{Cell: q, Digit: d}, Role: technique.RoleNode})
	s.Links = []technique.Link{{From: technique.Candidate{Cell: p, Digit: d}, To: technique.Candidate{Cell: q, Digit: d}, Strong: true}}
	return s
}

// FindColouring: the strong links of d form chains; colour each chain's cells with two
// alternating colours, one of which is true. A cell seeing both colours loses d (trap);
// a colour appearing twice in one house is false, so all its cells lose d (wrap).
func FindColouring(b *board.Board, out []technique.Step) []technique.Step {
	n := b.N
	cells := len(b.Cand)
	colour := make([]int8, cells)
	comp := make([]int, cells)
	var links [][3]int
	var queue []int
	adj := make([][]int, cells)
	for d := 1; d <= n; d++ {
		links = Conjugates(b, d, 0, 3*n, links[:0])
		if len(links) < 2 {
			continue
		}
		for i := range adj {
			adj[i] = adj[i][:0]
			colour[i] = 0
			comp[i] = -1
		}
		for _, l := range links {
			adj[l[0]] = append(adj[l[0]], l[1])
			adj[l[1]] = append(adj[l[1]], l[0])
		}
		for start := 0; start < cells; start++ {
			if len(adj[start]) == 0 || colour[start] != 0 {
				continue
			}
			queue = append(queue[:0], start)
			colour[start] = 1
			comp[start] = start
			for k := 0; k < len(queue); k++ {
				c := queue[k]
				for _, o := range adj[c] {
					if colour[o] == 0 {
						colour[o] = -colour[c]
						comp[o] = start
						queue = append(queue, o)
					}
				}
			}
			members := append([]int(nil), queue...)
			elims := colourElims(b, d, members, colour, comp, start)
			if len(elims) == 0 {
				continue
			}
			s := technique.Step{Technique: technique.SimpleColouring, Rating: technique.SimpleColouring.BaseRating(), Digits: []int{d}, Size: n, Eliminations: elims}
			for _, c := range members {
				role := technique.RoleColorA
				if colour[c] < 0 {
					role = technique.RoleColorB
				}
				s.Pattern = append(s.Pattern, technique.Mark{Candidate: technique.Candidate{Cell: c, Digit: d}, Role: role})
			}
			for _, l := range links {
				if comp[l[0]] == start {
					s.Links = append(s.Links, technique.Link{From: technique.Candidate{Cell: l[0], Digit: d}, To: technique.Candidate{Cell: l[1], Digit: d}, Strong: true})
				}
			}
			out = append(out, s)
		}
	}
	return out
}

// colourElims returns what one colouring (members, coloured ±1 in colour, component start
// in comp) of digit d rules out: a colour with two cells that see each other is false
// (colour wrap); otherwise a cell outside the component that sees both colours loses d
// (colour trap).
func colourElims(b *board.Board, d int, members []int, colour []int8, comp []int, start int) []technique.Candidate {
	sh := b.Sh
	wrapped := int8(0)
	for i, a := range members {
		for _, c := range members[i+1:] {
			if colour[a] == colour[c] && sh.Sees(a, c) {
				wrapped = colour[a]
			}
		}
	}
	var elims []technique.Candidate
	if wrapped != 0 {
		for _, c := range members {
			if colour[c] == wrapped {
				elims = append(elims, technique.Candidate{Cell: c, Digit: d})
			}
		}
		return elims
	}
	bit := uint32(1) << (d - 1)
	for c := range b.Cand {
		if b.Cand[c]&bit == 0 || comp[c] == start {
			continue
		}
		if seesBothColours(sh, c, members, colour) {
			elims = append(elims, technique.Candidate{Cell: c, Digit: d})
		}
	}
	return elims
}

// seesBothColours reports whether cell c sees a member of each colour (colour > 0 and
// colour < 0) of a two-coloured chain or cluster.
func seesBothColours(sh *board.Shape, c int, members []int, colour []int8) bool {
	seeA, seeB := false, false
	for _, m := range members {
		if sh.Sees(c, m) {
			if colour[m] > 0 {
				seeA = true
			} else {
				seeB = true
			}
		}
	}
	return seeA && seeB
}

// FindXChain: an alternating chain of strong and weak links on one digit that starts and
// ends with a strong link; one of its ends is d, so cells seeing both ends lose d. The
// shortest chain from each start is used.
func FindXChain(b *board.Board, out []technique.Step) []technique.Step {
	sh := b.Sh
	n := b.N
	cells := len(b.Cand)
	const maxLinks = 15
	strong := make([][]int, cells)
	prev := make([]int, 2*cells)
	dist := make([]int, 2*cells)
	var links [][3]int
	var queue []int
	for d := 1; d <= n; d++ {
		bit := uint32(1) << (d - 1)
		links = Conjugates(b, d, 0, 3*n, links[:0])
		if len(links) < 2 {
			continue
		}
		for i := range strong {
			strong[i] = strong[i][:0]
		}
		for _, l := range links {
			if !slices.Contains(strong[l[0]], l[1]) {
				strong[l[0]] = append(strong[l[0]], l[1])
				strong[l[1]] = append(strong[l[1]], l[0])
			}
		}
		for start := 0; start < cells; start++ {
			if len(strong[start]) == 0 {
				continue
			}
			// state s = cell*2 + p: p=0 arrived by a weak link (next must be strong),
			// p=1 arrived by a strong link (the cell is then "on"; next is weak).
			for i := range dist {
				dist[i] = -1
			}
			queue = append(queue[:0], start*2)
			dist[start*2] = 0
			found := false
			for k := 0; k < len(queue) && !found; k++ {
				st := queue[k]
				c, p := st/2, st%2
				if dist[st] >= maxLinks {
					continue
				}
				if p == 0 {
					for _, o := range strong[c] {
						ns := o*2 + 1
						if dist[ns] < 0 && o != start {
							dist[ns], prev[ns] = dist[st]+1, st
							queue = append(queue, ns)
							if dist[ns] >= 3 && start < o {
								elims := SeenByAll(b, nil, d, start, o)
								if len(elims) > 0 {
									out = append(out, xChainStep(b, d, start, ns, prev, dist, elims))
									found = true
									break
								}
							}
						}
					}
				} else {
					for _, o := range sh.Peers[c] {
						if b.Cand[o]&bit == 0 || o == start {
							continue
						}
						ns := o * 2
						if dist[ns] < 0 {
							dist[ns], prev[ns] = dist[st]+1, st
							queue = append(queue, ns)
						}
					}
				}
			}
		}
	}
	return out
}

func xChainStep(b *board.Board, d, start, end int, prev, dist []int, elims []technique.Candidate) technique.Step {
	var path []int
	for st := end; ; st = prev[st] {
		path = append(path, st)
		if dist[st] == 0 {
			break
		}
	}
	// path runs end → start; reverse
	for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	s := technique.Step{Technique: technique.XChain, Rating: board.ChainRating(66, len(path)-1), Digits: []int{d}, Size: b.N, Eliminations: elims}
	for i, st := range path {
		role := technique.RoleNode
		if i == 0 || i == len(path)-1 {
			role = technique.RoleBase
		}
		s.Pattern = append(s.Pattern, technique.Mark{Candidate: technique.Candidate{Cell: st / 2, Digit: d}, Role: role})
		if i > 0 {
			s.Links = append(s.Links, technique.Link{From: technique.Candidate{Cell: path[i-1] / 2, Digit: d}, To: technique.Candidate{Cell: st / 2, Digit: d}, Strong: st%2 == 1})
		}
	}
	return s
}
