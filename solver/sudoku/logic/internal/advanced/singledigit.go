package advanced

import (
	"slices"
	"sort"

	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/basic"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Patterns built from others: dual kites and empty rectangles (two patterns through one
// box, both conclusions at once), Multi-Colouring, and templates (off the solving path).

// mergeSteps returns a step of technique t with the pattern, links and houses of both
// and the union of their eliminations.
func mergeSteps(t technique.Technique, a, o technique.Step) technique.Step {
	s := board.CloneStep(a)
	s.Technique, s.Rating = t, t.BaseRating()
	for _, e := range o.Eliminations {
		if !slices.Contains(s.Eliminations, e) {
			s.Eliminations = append(s.Eliminations, e)
		}
	}
	for _, m := range o.Pattern {
		dup := false
		for _, x := range s.Pattern {
			if x.Candidate == m.Candidate {
				dup = true
			}
		}
		if !dup {
			s.Pattern = append(s.Pattern, m)
		}
	}
	s.Links = append(s.Links, o.Links...)
	for _, h := range o.Houses {
		dup := false
		for _, x := range s.Houses {
			if x == h {
				dup = true
			}
		}
		if !dup {
			s.Houses = append(s.Houses, h)
		}
	}
	return s
}

// FindDualKites: two 2-String Kites on one digit whose box links are the same two cells.
func FindDualKites(b *board.Board, out []technique.Step) []technique.Step {
	return duals(out, basic.FindKite(b, nil), technique.DualTwoStringKite, func(a, o *technique.Step) bool {
		if len(a.Links) != 3 || len(o.Links) != 3 {
			return false
		}
		la, lo := a.Links[1], o.Links[1]
		return (la.From == lo.From && la.To == lo.To) || (la.From == lo.To && la.To == lo.From)
	})
}

// FindDualERs: two Empty Rectangles on one digit in the same box with the same box cells.
func FindDualERs(b *board.Board, out []technique.Step) []technique.Step {
	return duals(out, basic.FindEmptyRectangle(b, nil), technique.DualEmptyRectangle, func(a, o *technique.Step) bool {
		return len(a.Houses) > 0 && len(o.Houses) > 0 && a.Houses[0] == o.Houses[0] && sameBase(*a, *o)
	})
}

// duals appends, for every two steps of singles (in their order) on the same digit that
// pair says share their base and that remove different candidates, the step of technique
// t making both.
func duals(out, singles []technique.Step, t technique.Technique, pair func(a, o *technique.Step) bool) []technique.Step {
	for i := range singles {
		for j := i + 1; j < len(singles); j++ {
			a, o := &singles[i], &singles[j]
			if a.Digits[0] != o.Digits[0] || !pair(a, o) || resultKey(a) == resultKey(o) {
				continue
			}
			out = append(out, mergeSteps(t, *a, *o))
		}
	}
	return out
}

func sameBase(a, o technique.Step) bool {
	var x, y []technique.Candidate
	for _, m := range a.Pattern {
		if m.Role == technique.RoleBase {
			x = append(x, m.Candidate)
		}
	}
	for _, m := range o.Pattern {
		if m.Role == technique.RoleBase {
			y = append(y, m.Candidate)
		}
	}
	if len(x) != len(y) {
		return false
	}
	for _, c := range x {
		if !slices.Contains(y, c) {
			return false
		}
	}
	return true
}

// FindMultiColouring colours each cluster of one digit's strong links in two colours. For
// two clusters A and B: when a colour of A sees a colour of B, one of the two opposite
// colours is true, so a cell seeing both opposite colours loses the digit (type 1); when
// a colour of A sees both colours of B, that colour is false (type 2).
func FindMultiColouring(b *board.Board, out []technique.Step) []technique.Step {
	if b.N != 9 {
		return out
	}
	for d := 1; d <= 9; d++ {
		pairs := basic.Conjugates(b, d, 0, 27, nil)
		if len(pairs) < 2 {
			continue
		}
		clusters := colourClusters(pairs)
		for i := range clusters {
			for j := range clusters {
				if i != j {
					out = multiColourSteps(b, out, d, clusters[i], clusters[j], i < j)
				}
			}
		}
	}
	return out
}

// colourClusters splits a digit's conjugate pairs into connected clusters, each coloured
// in two: the cells of colour 0 and of colour 1.
func colourClusters(pairs [][3]int) [][2]cellBits {
	adj := map[int][]int{}
	for _, p := range pairs {
		adj[p[0]] = append(adj[p[0]], p[1])
		adj[p[1]] = append(adj[p[1]], p[0])
	}
	var starts []int
	for c := range adj {
		starts = append(starts, c)
	}
	sort.Ints(starts)
	colour := make([]int, 81) // cluster*2 + side + 1, 0 when not coloured yet
	var clusters [][2]cellBits
	for _, st := range starts {
		if colour[st] != 0 {
			continue
		}
		k := len(clusters)
		clusters = append(clusters, [2]cellBits{})
		colour[st] = k*2 + 1
		clusters[k][0].add(st)
		queue := []int{st}
		for q := 0; q < len(queue); q++ {
			c := queue[q]
			side := (colour[c] - 1) % 2
			for _, o := range adj[c] {
				if colour[o] == 0 {
					colour[o] = k*2 + (1 - side) + 1
					clusters[k][1-side].add(o)
					queue = append(queue, o)
				}
			}
		}
	}
	return clusters
}

// multiColourSteps adds the Multi-Colouring steps of digit d between clusters a and o:
// type 2 (a colour of a sees both colours of o) and, when pairs is set (each unordered
// pair of clusters once), type 1.
func multiColourSteps(b *board.Board, out []technique.Step, d int, a, o [2]cellBits, pairs bool) []technique.Step {
	bit := uint32(1) << (d - 1)
	sees := func(x, y cellBits) bool {
		for _, c := range x.cells() {
			if !y.and(peerBits9[c]).empty() {
				return true
			}
		}
		return false
	}
	seeAll := func(x cellBits) cellBits { // cells seeing some cell of x
		var r cellBits
		for _, c := range x.cells() {
			r = r.or(peerBits9[c])
		}
		return r
	}
	for si := 0; si < 2; si++ {
		x := a[si]
		// type 2: x sees both colours of o
		if sees(x, o[0]) && sees(x, o[1]) {
			var elims []technique.Candidate
			for _, c := range x.cells() {
				elims = append(elims, technique.Candidate{Cell: c, Digit: d})
			}
			out = append(out, colourStep(d, technique.MultiColouring, elims, a, o))
		}
		if !pairs {
			continue
		}
		for sj := 0; sj < 2; sj++ {
			if !sees(x, o[sj]) {
				continue
			}
			// type 1: the opposite colours hold a true d between them
			p, q := a[1-si], o[1-sj]
			t := seeAll(p).and(seeAll(q)).andNot(p.or(q))
			var elims []technique.Candidate
			for _, c := range t.cells() {
				if b.Vals[c] == 0 && b.Cand[c]&bit != 0 {
					elims = append(elims, technique.Candidate{Cell: c, Digit: d})
				}
			}
			if len(elims) > 0 {
				out = append(out, colourStep(d, technique.MultiColouring, elims, a, o))
			}
		}
	}
	return out
}

func colourStep(d int, t technique.Technique, elims []technique.Candidate, a, o [2]cellBits) technique.Step {
	s := technique.Step{Technique: t, Rating: t.BaseRating(), Digits: []int{d}, Size: 9, Eliminations: elims}
	for k, cl := range [][2]cellBits{a, o} {
		for side := 0; side < 2; side++ {
			role := technique.RoleColorA
			if side == 1 {
				role = technique.RoleColorB
			}
			if k == 1 {
				role = technique.RoleNode
				if side == 1 {
					role = technique.RolePincer
				}
			}
			for _, c := range cl[side].cells() {
				s.Pattern = append(s.Pattern, technique.Mark{Candidate: technique.Candidate{Cell: c, Digit: d}, Role: role})
			}
		}
	}
	return s
}

// FindTemplates lists, for each digit, every way to place it once in each row, column and
// box on its candidates and placed cells (its templates), and drops the templates that
// overlap every template of some other digit. A candidate no template uses is false
// (Template Delete); a cell every template uses holds the digit (Template Set).
func FindTemplates(b *board.Board, out []technique.Step) []technique.Step {
	if b.N != 9 {
		return out
	}
	const maxTemplates = 6000
	var all [9][]cellBits // nil: too many templates to list
	for d := 1; d <= 9; d++ {
		all[d-1] = digitTemplates(b, d, maxTemplates)
	}
	keep := pruneTemplates(all)
	for d := 1; d <= 9; d++ {
		if ts := keep[d-1]; len(ts) > 0 {
			out = templateSteps(b, out, d, ts)
		}
	}
	return out
}

// templateSteps adds the steps digit d's templates ts make: the candidates none uses are
// false (Template Delete), the cells all use hold d (Template Set).
func templateSteps(b *board.Board, out []technique.Step, d int, ts []cellBits) []technique.Step {
	bit := uint32(1) << (d - 1)
	var union cellBits
	inter := ts[0]
	for _, t := range ts {
		union = union.or(t)
		inter = inter.and(t)
	}
	var elims, places []technique.Candidate
	for i := 0; i < 81; i++ {
		if b.Vals[i] != 0 || b.Cand[i]&bit == 0 {
			continue
		}
		if !union.has(i) {
			elims = append(elims, technique.Candidate{Cell: i, Digit: d})
		} else if inter.has(i) {
			places = append(places, technique.Candidate{Cell: i, Digit: d})
		}
	}
	if len(places) > 0 {
		s := technique.Step{Technique: technique.TemplateSet, Rating: technique.TemplateSet.BaseRating(), Digits: []int{d}, Size: 9, Placements: places}
		for _, p := range places {
			s.Pattern = append(s.Pattern, technique.Mark{Candidate: p, Role: technique.RoleBase})
		}
		out = append(out, s)
	}
	if len(elims) > 0 {
		s := technique.Step{Technique: technique.TemplateDelete, Rating: technique.TemplateDelete.BaseRating(), Digits: []int{d}, Size: 9, Eliminations: elims}
		for _, e := range elims {
			s.Pattern = append(s.Pattern, technique.Mark{Candidate: e, Role: technique.RoleBase})
		}
		out = append(out, s)
	}
	return out
}

// pruneTemplates drops the templates that overlap every template of some other digit,
// until none is dropped (a nil list, too many templates, is left alone).
func pruneTemplates(all [9][]cellBits) [9][]cellBits {
	keep := all
	for round := 0; round < 8; round++ {
		changed := false
		var next [9][]cellBits
		for d := 0; d < 9; d++ {
			if keep[d] == nil {
				continue
			}
			next[d] = []cellBits{}
			for _, t := range keep[d] {
				ok := true
				for e := 0; e < 9 && ok; e++ {
					if e == d || keep[e] == nil {
						continue
					}
					found := false
					for _, u := range keep[e] {
						if t.and(u).empty() {
							found = true
							break
						}
					}
					ok = found
				}
				if ok {
					next[d] = append(next[d], t)
				} else {
					changed = true
				}
			}
		}
		keep = next
		if !changed {
			break
		}
	}
	return keep
}

// digitTemplates returns digit d's templates, nil when there are more than limit.
func digitTemplates(b *board.Board, d, limit int) []cellBits {
	sh := b.Sh
	bit := uint32(1) << (d - 1)
	var rowCells [9][]int
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			i := r*9 + c
			if int(b.Vals[i]) == d {
				rowCells[r] = []int{i}
				break
			}
			if b.Vals[i] == 0 && b.Cand[i]&bit != 0 {
				rowCells[r] = append(rowCells[r], i)
			}
		}
	}
	out := []cellBits{}
	var pick cellBits
	var rec func(r int, cols, boxes uint16) bool
	rec = func(r int, cols, boxes uint16) bool {
		if r == 9 {
			out = append(out, pick)
			return len(out) <= limit
		}
		for _, c := range rowCells[r] {
			cb, bb := uint16(1)<<sh.Col[c], uint16(1)<<sh.Box[c]
			if cols&cb != 0 || boxes&bb != 0 {
				continue
			}
			pick.add(c)
			ok := rec(r+1, cols|cb, boxes|bb)
			pick[c>>6] &^= 1 << (c & 63)
			if !ok {
				return false
			}
		}
		return true
	}
	if !rec(0, 0, 0) {
		return nil
	}
	return out
}
