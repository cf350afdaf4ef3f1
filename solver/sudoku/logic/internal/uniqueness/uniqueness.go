package uniqueness

import (
	"math/bits"
	"slices"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/basic"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Uniqueness techniques: Unique Rectangle types 1, 2 and 4, and BUG+1. They assume the
// puzzle has exactly one solution (NextHint and Explain check that first).

// FindUniqueRectangles looks at every rectangle of four empty cells in two rows, two
// columns and exactly two boxes, sharing two candidates a and b. If all four could be only
// a or b, the two digits could swap and the puzzle would have two solutions, so:
//   - type 1: three corners are exactly {a,b}: the fourth loses a and b;
//   - type 2: two corners are {a,b} and the other two (in one row or column) are {a,b,z}:
//     one of them is z, so cells seeing both lose z;
//   - type 4: two corners are {a,b}; in a house holding the other two, a has no other
//     place, so one of them is a and neither can be b.
func FindUniqueRectangles(b *board.Board, out []technique.Step) []technique.Step {
	sh := b.Sh
	n := b.N
	for r1 := 0; r1 < n; r1++ {
		for r2 := r1 + 1; r2 < n; r2++ {
			sameBand := sh.Box[r1*n] == sh.Box[r2*n]
			for c1 := 0; c1 < n; c1++ {
				x1, x2 := r1*n+c1, r2*n+c1
				if b.Cand[x1] == 0 || b.Cand[x2] == 0 {
					continue
				}
				for c2 := c1 + 1; c2 < n; c2++ {
					sameStack := sh.Box[c1] == sh.Box[c2]
					if sameBand == sameStack { // must span exactly two boxes
						continue
					}
					y1, y2 := r1*n+c2, r2*n+c2
					common := b.Cand[x1] & b.Cand[x2] & b.Cand[y1] & b.Cand[y2]
					if bits.OnesCount32(common) < 2 {
						continue
					}
					corners := [4]int{x1, y1, x2, y2}
					for am := common; am != 0; am &= am - 1 {
						for bm := am & (am - 1); bm != 0; bm &= bm - 1 {
							pair := (am & -am) | (bm & -bm)
							out = urPatterns(b, out, corners, pair)
						}
					}
				}
			}
		}
	}
	return out
}

func urPatterns(b *board.Board, out []technique.Step, corners [4]int, pair uint32) []technique.Step {
	sh := b.Sh
	var exact, extra []int
	for _, c := range corners {
		if b.Cand[c] == pair {
			exact = append(exact, c)
		} else {
			extra = append(extra, c)
		}
	}
	a, bd := board.FirstDigit(pair), board.FirstDigit(pair&(pair-1))
	mk := func(t technique.Technique, rating int, elims []technique.Candidate, houses []sudoku.House) technique.Step {
		s := technique.Step{Technique: t, Rating: rating, Digits: []int{a, bd}, Size: b.N, Eliminations: elims, Houses: houses}
		for _, c := range corners {
			role := technique.RoleBase
			if slices.Contains(extra, c) {
				role = technique.RoleFin
			}
			for m := b.Cand[c] & pair; m != 0; m &= m - 1 {
				s.Pattern = append(s.Pattern, technique.Mark{Candidate: technique.Candidate{Cell: c, Digit: bits.TrailingZeros32(m) + 1}, Role: role})
			}
		}
		return s
	}
	switch len(extra) {
	case 1:
		c := extra[0]
		var elims []technique.Candidate
		for m := pair; m != 0; m &= m - 1 {
			elims = append(elims, technique.Candidate{Cell: c, Digit: bits.TrailingZeros32(m) + 1})
		}
		out = append(out, mk(technique.UniqueRectangle1, 45, elims, nil))
	case 2:
		e1, e2 := extra[0], extra[1]
		if sh.Row[e1] != sh.Row[e2] && sh.Col[e1] != sh.Col[e2] {
			return out // diagonal: type 5/6, not handled
		}
		z1, z2 := b.Cand[e1]&^pair, b.Cand[e2]&^pair
		if z1 == z2 && bits.OnesCount32(z1) == 1 {
			if elims := basic.SeenByAll(b, nil, board.FirstDigit(z1), e1, e2); len(elims) > 0 {
				s := mk(technique.UniqueRectangle2, 45, elims, nil)
				s.Pattern = append(s.Pattern, technique.Mark{Candidate: technique.Candidate{Cell: e1, Digit: board.FirstDigit(z1)}, Role: technique.RoleNode}, technique.Mark{Candidate: technique.Candidate{Cell: e2, Digit: board.FirstDigit(z1)}, Role: technique.RoleNode})
				out = append(out, s)
			}
		}
		// type 4: a house containing both extras where one digit of the pair is locked
		for _, h := range [3]int{sh.CellHouse[e1][0], sh.CellHouse[e1][1], sh.CellHouse[e1][2]} {
			if !sh.InHouse(e2, h) {
				continue
			}
			for m := pair; m != 0; m &= m - 1 {
				bit := m & -m
				locked := true
				for _, c := range sh.House[h] {
					if c != e1 && c != e2 && b.Cand[c]&bit != 0 {
						locked = false
						break
					}
				}
				if !locked {
					continue
				}
				other := board.FirstDigit(pair &^ bit)
				elims := []technique.Candidate{{Cell: e1, Digit: other}, {Cell: e2, Digit: other}}
				out = append(out, mk(technique.UniqueRectangle4, 45, elims, []sudoku.House{sh.HouseOf(h)}))
			}
		}
	}
	return out
}

// FindBUG: every empty cell has two candidates except one with three, and every digit
// has exactly two places in every house except the extra digit of that cell. Without it
// the grid would be a "bivalue universal grave" with two solutions, so the cell takes the
// digit that appears three times in its houses.
func FindBUG(b *board.Board, out []technique.Step) []technique.Step {
	sh := b.Sh
	bug := -1
	for i, m := range b.Cand {
		switch bits.OnesCount32(m) {
		case 0, 2:
		case 3:
			if bug >= 0 {
				return out
			}
			bug = i
		default:
			return out
		}
	}
	if bug < 0 {
		return out
	}
	extra := uint32(0)
	for h, cells := range sh.House {
		var cnt [sudoku.MaxSize]int
		for _, c := range cells {
			for m := b.Cand[c]; m != 0; m &= m - 1 {
				cnt[bits.TrailingZeros32(m)]++
			}
		}
		for d := 0; d < b.N; d++ {
			switch {
			case cnt[d] == 0 || cnt[d] == 2:
			case cnt[d] == 3 && sh.InHouse(bug, h) && b.Cand[bug]&(1<<d) != 0:
				if extra != 0 && extra != 1<<d {
					return out
				}
				extra = 1 << d
			default:
				return out
			}
		}
	}
	if extra == 0 {
		return out
	}
	d := board.FirstDigit(extra)
	s := technique.Step{Technique: technique.BUGPlusOne, Rating: technique.BUGPlusOne.BaseRating(), Digits: []int{d}, Size: b.N,
		Placements: []technique.Candidate{{Cell: bug, Digit: d}}}
	s.Pattern = basic.MarksOfCell(b, bug, technique.RolePivot, nil)
	return append(out, s)
}

// More uniqueness patterns: Unique Rectangle types 3, 5 and 6, rectangles with placed
// (not given) corners or missing candidates, Hidden Rectangle, Avoidable Rectangle and
// BUG+n.
//
// The argument behind them all: four cells in two rows, two columns and two boxes, none a
// clue, can't end up holding only a and b, because the two digits could then swap and the
// puzzle would have two solutions. A placed corner counts as its digit; a corner whose
// candidates lie in {a, b} is "floor", the others are "roof" (they hold extra digits).

// rectCorner is one corner of a rectangle: its cell and the digits it can still be.
type rectCorner struct {
	cell   int
	mask   uint32
	placed bool
}

// FindMoreRectangles finds the rectangles of this file (every type but the plain types 1,
// 2 and 4 of [FindUniqueRectangles]), one step per rectangle, pair of digits and
// pattern.
//
// 9×9 only: on 16×16 grids rectangles over placed digits are everywhere, and the
// generator, which asks the finders at every clue it tries to remove, got ten times slower
// making a hard 16×16 puzzle (1.3 s → 12.6 s for three).
func FindMoreRectangles(b *board.Board, out []technique.Step) []technique.Step {
	sh, n := b.Sh, b.N
	if n != 9 {
		return out
	}
	// a rectangle needs a floor corner (a placed digit that is not a clue, or at most two
	// candidates: floorPairs) and no clue among its corners
	const floor, clue = 1, 2
	kind := make([]uint8, len(b.Vals))
	for c, v := range b.Vals {
		switch {
		case v == 0 && bits.OnesCount32(b.Cand[c]) <= 2:
			kind[c] = floor
		case v != 0 && b.IsGiven(c):
			kind[c] = clue
		case v != 0:
			kind[c] = floor
		}
	}
	for r1 := 0; r1 < n; r1++ {
		for r2 := r1 + 1; r2 < n; r2++ {
			sameBand := sh.Box[r1*n] == sh.Box[r2*n]
			for c1 := 0; c1 < n; c1++ {
				for c2 := c1 + 1; c2 < n; c2++ {
					if sameBand == (sh.Box[c1] == sh.Box[c2]) {
						continue
					}
					cells := [4]int{r1*n + c1, r1*n + c2, r2*n + c1, r2*n + c2}
					if k := kind[cells[0]] | kind[cells[1]] | kind[cells[2]] | kind[cells[3]]; k != floor {
						continue // no floor corner, or a clue
					}
					var cs [4]rectCorner
					ok := true
					placed := 0
					var union uint32
					for i, c := range cells {
						switch {
						case b.Vals[c] == 0:
							cs[i] = rectCorner{c, b.Cand[c], false}
						case b.IsGiven(c):
							ok = false
						default:
							cs[i] = rectCorner{c, 1 << (b.Vals[c] - 1), true}
							placed++
						}
						union |= cs[i].mask
					}
					if !ok {
						continue
					}
					for _, pair := range floorPairs(cs, union) {
						out = rectangle(b, out, cs, pair, placed)
					}
				}
			}
		}
	}
	return out
}

// floorPairs returns the pairs of digits worth testing on the rectangle cs (digits
// union), in increasing order of their lower digit, then of their higher one. Every
// pattern needs a corner holding nothing but the pair (the rectangle's floor), and every
// corner must hold a digit of the pair: so a pair is a two-digit corner's digits, or a
// one-digit corner's digit and one digit every corner without it holds.
func floorPairs(cs [4]rectCorner, union uint32) []uint32 {
	var pairs []uint32
	add := func(p uint32) {
		if !slices.Contains(pairs, p) {
			pairs = append(pairs, p)
		}
	}
	for _, c := range cs {
		switch bits.OnesCount32(c.mask) {
		case 2:
			add(c.mask)
		case 1:
			need := union &^ c.mask
			for _, o := range cs {
				if o.mask&c.mask == 0 {
					need &= o.mask
				}
			}
			for x := need; x != 0; x &= x - 1 {
				add(c.mask | x&-x)
			}
		}
	}
	slices.SortFunc(pairs, func(x, y uint32) int {
		if lx, ly := bits.TrailingZeros32(x), bits.TrailingZeros32(y); lx != ly {
			return lx - ly
		}
		return int(x) - int(y) // same lower digit: the higher bit decides
	})
	return pairs
}

// rect is one rectangle and one pair of digits under test.
type rect struct {
	b           *board.Board
	cs          [4]rectCorner
	pair        uint32
	a, bd       int   // the pair's digits
	placed      int   // corners holding a placed digit
	floor, roof []int // indexes into cs
	roofCells   []int
	plain       bool      // no placed corner and no missing candidate: findUniqueRectangles' case
	buf         [3][4]int // floor, roof and roofCells live here
}

// rectangle tries every pattern of one rectangle and one pair of digits.
func rectangle(b *board.Board, out []technique.Step, cs [4]rectCorner, pair uint32, placed int) []technique.Step {
	// every corner must be able to take a or b, and a placed corner must be a or b; the
	// two digits must be able to alternate: opposite corners equal
	for _, c := range cs {
		if c.mask&pair == 0 {
			return out
		}
	}
	if !alternates(cs, pair) {
		return out
	}
	r := &rect{b: b, cs: cs, pair: pair, placed: placed, a: board.FirstDigit(pair), bd: board.FirstDigit(pair & (pair - 1))}
	r.floor, r.roof, r.roofCells = r.buf[0][:0], r.buf[1][:0], r.buf[2][:0]
	missing := false
	for i, c := range cs {
		if c.mask&^pair == 0 {
			r.floor = append(r.floor, i)
		} else {
			r.roof = append(r.roof, i)
			r.roofCells = append(r.roofCells, c.cell)
		}
		if !c.placed && c.mask&pair != pair {
			missing = true
		}
	}
	r.plain = placed == 0 && !missing
	switch len(r.roof) {
	case 1:
		if !r.plain { // plain type 1 is findUniqueRectangles'
			out = r.type1(out)
		}
	case 2, 3:
		out = r.type25(out)
		if len(r.roof) == 2 {
			out = r.roofPair(out)
		}
	}
	if placed == 0 {
		out = r.hidden(out)
	}
	return out
}

// step makes the step of technique t (an avoidable rectangle's when a corner is placed).
func (r *rect) step(t technique.Technique, elims []technique.Candidate) technique.Step {
	if r.placed > 0 && t != technique.HiddenRectangle {
		if t == technique.UniqueRectangle1 {
			t = technique.AvoidableRectangle1
		} else {
			t = technique.AvoidableRectangle2
		}
	}
	s := technique.Step{Technique: t, Rating: t.BaseRating(), Digits: []int{r.a, r.bd}, Size: r.b.N, Eliminations: elims}
	for i, c := range r.cs {
		role := technique.RoleBase
		if slices.Contains(r.roof, i) {
			role = technique.RoleFin
		}
		if c.placed {
			s.Pattern = append(s.Pattern, technique.Mark{Candidate: technique.Candidate{Cell: c.cell, Digit: board.FirstDigit(c.mask)}, Role: technique.RoleBase})
			continue
		}
		for m := c.mask & r.pair; m != 0; m &= m - 1 {
			s.Pattern = append(s.Pattern, technique.Mark{Candidate: technique.Candidate{Cell: c.cell, Digit: bits.TrailingZeros32(m) + 1}, Role: role})
		}
	}
	return s
}

func (r *rect) cand(c, d int) bool { return r.b.Vals[c] == 0 && r.b.Cand[c]&(1<<(d-1)) != 0 }

// extra is the digits of the roof corners beyond the pair.
func (r *rect) extra() uint32 {
	var extra uint32
	for _, i := range r.roof {
		extra |= r.cs[i].mask &^ r.pair
	}
	return extra
}

// type1: the one roof corner can't be a or b.
func (r *rect) type1(out []technique.Step) []technique.Step {
	c := r.roofCells[0]
	var elims []technique.Candidate
	for m := r.b.Cand[c] & r.pair; m != 0; m &= m - 1 {
		elims = append(elims, technique.Candidate{Cell: c, Digit: bits.TrailingZeros32(m) + 1})
	}
	if len(elims) > 0 {
		out = append(out, r.step(technique.UniqueRectangle1, elims))
	}
	return out
}

// type25: every roof corner has the same single extra digit z, so one of them is z: a
// cell that sees them all can't be z (type 2 when the roof is one side, else type 5).
func (r *rect) type25(out []technique.Step) []technique.Step {
	sh := r.b.Sh
	extra := r.extra()
	if bits.OnesCount32(extra) != 1 {
		return out
	}
	z := board.FirstDigit(extra)
	e1, e2 := r.roofCells[0], r.roofCells[1]
	sameLine := len(r.roofCells) == 2 && (sh.Row[e1] == sh.Row[e2] || sh.Col[e1] == sh.Col[e2])
	if r.plain && sameLine {
		return out // plain type 2 is findUniqueRectangles'
	}
	if elims := basic.SeenByAll(r.b, nil, z, r.roofCells...); len(elims) > 0 {
		t := technique.UniqueRectangle5
		if sameLine {
			t = technique.UniqueRectangle2
		}
		out = append(out, r.step(t, elims))
	}
	return out
}

// roofPair tries the patterns of a roof of two corners: types 4 and 3 when they share a
// line, type 6 when they are diagonal.
func (r *rect) roofPair(out []technique.Step) []technique.Step {
	sh := r.b.Sh
	e1, e2 := r.roofCells[0], r.roofCells[1]
	if sh.Row[e1] != sh.Row[e2] && sh.Col[e1] != sh.Col[e2] {
		if r.placed == 0 {
			out = r.type6(out)
		}
		return out
	}
	if !r.plain { // plain type 4 is findUniqueRectangles'
		out = r.type4(out)
	}
	if extra := r.extra(); r.placed == 0 && extra != 0 {
		out = r.type3(out, extra)
	}
	return out
}

// type4: one digit of the pair is confined to the two roof cells in a house they share,
// so the roof can't hold the other.
func (r *rect) type4(out []technique.Step) []technique.Step {
	sh := r.b.Sh
	e1, e2 := r.roofCells[0], r.roofCells[1]
	for _, h := range sh.CellHouse[e1] {
		if !sh.InHouse(e2, h) {
			continue
		}
		for m := r.pair; m != 0; m &= m - 1 {
			d := bits.TrailingZeros32(m) + 1
			if !r.cand(e1, d) || !r.cand(e2, d) {
				continue
			}
			locked := true
			for _, c := range sh.House[h] {
				if c != e1 && c != e2 && r.cand(c, d) {
					locked = false
					break
				}
			}
			if !locked {
				continue
			}
			o := board.FirstDigit(r.pair &^ (1 << (d - 1)))
			var elims []technique.Candidate
			for _, c := range r.roofCells {
				if r.cand(c, o) {
					elims = append(elims, technique.Candidate{Cell: c, Digit: o})
				}
			}
			if len(elims) > 0 {
				s := r.step(technique.UniqueRectangle4, elims)
				s.Houses = []sudoku.House{sh.HouseOf(h)}
				out = append(out, s)
			}
		}
	}
	return out
}

// type3: the roof's extra digits and other cells of a shared house form a naked subset;
// when both shared houses have one, also the step making both at once (HoDoKu's).
func (r *rect) type3(out []technique.Step, extra uint32) []technique.Step {
	sh := r.b.Sh
	e1, e2 := r.roofCells[0], r.roofCells[1]
	start := len(out)
	for _, h := range sh.CellHouse[e1] {
		if sh.InHouse(e2, h) {
			out = urType3(r.b, out, r.step, h, e1, e2, extra)
		}
	}
	if len(out)-start >= 2 {
		merged := board.CloneStep(out[start])
		for _, o := range out[start+1:] {
			for _, e := range o.Eliminations {
				if !slices.Contains(merged.Eliminations, e) {
					merged.Eliminations = append(merged.Eliminations, e)
				}
			}
			merged.Houses = append(merged.Houses, o.Houses...)
			merged.Pattern = append(merged.Pattern, o.Pattern...)
		}
		out = append(out, merged)
	}
	return out
}

// type6: one digit of the pair sits only in the rectangle in both rows and columns, so
// the diagonal roof can't hold it.
func (r *rect) type6(out []technique.Step) []technique.Step {
	for m := r.pair; m != 0; m &= m - 1 {
		d := bits.TrailingZeros32(m) + 1
		if !xWingOnRect(r.b, r.cs, d) {
			continue
		}
		var elims []technique.Candidate
		for _, c := range r.roofCells {
			if r.cand(c, d) {
				elims = append(elims, technique.Candidate{Cell: c, Digit: d})
			}
		}
		if len(elims) > 0 {
			out = append(out, r.step(technique.UniqueRectangle6, elims))
		}
	}
	return out
}

// hidden: a floor corner bivalue, and the digit d confined to the rectangle in the row
// and the column through the opposite corner: that corner can't be the other digit.
func (r *rect) hidden(out []technique.Step) []technique.Step {
	sh := r.b.Sh
	for _, fi := range r.floor {
		if r.cs[fi].mask != r.pair {
			continue
		}
		oc := r.cs[3-fi].cell // opposite corner
		for m := r.pair; m != 0; m &= m - 1 {
			d := bits.TrailingZeros32(m) + 1
			o := board.FirstDigit(r.pair &^ (1 << (d - 1)))
			if !r.cand(oc, o) || !confined(r.b, r.cs, sh.CellHouse[oc][0], d) || !confined(r.b, r.cs, sh.CellHouse[oc][1], d) {
				continue
			}
			out = append(out, r.step(technique.HiddenRectangle, []technique.Candidate{{Cell: oc, Digit: o}}))
		}
	}
	return out
}

// alternates reports whether the corners (r1c1, r1c2, r2c1, r2c2) can hold the pair as
// a, b / b, a in one of the two ways.
func alternates(cs [4]rectCorner, pair uint32) bool {
	a := pair & -pair
	bb := pair &^ a
	way := func(x, y uint32) bool {
		return cs[0].mask&x != 0 && cs[3].mask&x != 0 && cs[1].mask&y != 0 && cs[2].mask&y != 0
	}
	return way(a, bb) || way(bb, a)
}

// confined reports whether digit d's places in house h all lie in the rectangle.
func confined(b *board.Board, cs [4]rectCorner, h, d int) bool {
	bit := uint32(1) << (d - 1)
	for _, c := range b.Sh.House[h] {
		if b.Vals[c] != 0 || b.Cand[c]&bit == 0 {
			continue
		}
		in := false
		for _, x := range cs {
			if x.cell == c {
				in = true
			}
		}
		if !in {
			return false
		}
	}
	return true
}

// xWingOnRect: d's places in both rows and both columns of the rectangle are its corners.
func xWingOnRect(b *board.Board, cs [4]rectCorner, d int) bool {
	sh := b.Sh
	for _, c := range []int{cs[0].cell, cs[3].cell} {
		if !confined(b, cs, sh.CellHouse[c][0], d) || !confined(b, cs, sh.CellHouse[c][1], d) {
			return false
		}
	}
	return true
}

// urType3: the two roof cells act as one cell holding their extra digits; with k-1 other
// cells of house h they form a naked subset, so the rest of h loses those digits.
func urType3(b *board.Board, out []technique.Step, mk func(technique.Technique, []technique.Candidate) technique.Step, h, e1, e2 int, extra uint32) []technique.Step {
	sh := b.Sh
	var others []int
	for _, c := range sh.House[h] {
		if c != e1 && c != e2 && b.Vals[c] == 0 && bits.OnesCount32(b.Cand[c]) >= 2 {
			others = append(others, c)
		}
	}
	var pick []int
	var rec func(start int, m uint32)
	rec = func(start int, m uint32) {
		if len(pick) > 0 && bits.OnesCount32(m) == len(pick)+1 {
			var elims []technique.Candidate
			for _, c := range sh.House[h] {
				if c == e1 || c == e2 || slices.Contains(pick, c) || b.Vals[c] != 0 {
					continue
				}
				for x := b.Cand[c] & m; x != 0; x &= x - 1 {
					elims = append(elims, technique.Candidate{Cell: c, Digit: bits.TrailingZeros32(x) + 1})
				}
			}
			if len(elims) > 0 {
				s := mk(technique.UniqueRectangle3, elims)
				s.Houses = []sudoku.House{sh.HouseOf(h)}
				for _, c := range pick {
					s.Pattern = basic.MarksOfCell(b, c, technique.RoleNode, s.Pattern)
				}
				out = append(out, s)
			}
			return
		}
		if len(pick) >= 3 {
			return
		}
		for i := start; i < len(others); i++ {
			nm := m | b.Cand[others[i]]
			if bits.OnesCount32(nm) > 4 {
				continue
			}
			pick = append(pick, others[i])
			rec(i+1, nm)
			pick = pick[:len(pick)-1]
		}
	}
	rec(0, extra)
	return out
}

// FindBUGPlusN: every empty cell has two candidates except a few, and removing the extra
// candidates of those (the digits that appear three times in each of their houses) would
// leave every digit exactly twice in every house: a pattern with two solutions. So one
// extra candidate is true; when they are all one digit, a cell seeing them all loses it.
func FindBUGPlusN(b *board.Board, out []technique.Step) []technique.Step {
	sh := b.Sh
	cnt := make([][]int, len(sh.House)) // house → digit-1 → places
	for h := range cnt {
		cnt[h] = make([]int, b.N)
	}
	for h, cells := range sh.House {
		for _, c := range cells {
			for m := b.Cand[c]; m != 0; m &= m - 1 {
				cnt[h][bits.TrailingZeros32(m)]++
			}
		}
	}
	var extras []technique.Candidate
	for c, m := range b.Cand {
		k := bits.OnesCount32(m)
		if k <= 2 {
			continue
		}
		var ex []int
		for x := m; x != 0; x &= x - 1 {
			d := bits.TrailingZeros32(x)
			hs := sh.CellHouse[c]
			if cnt[hs[0]][d] > 2 && cnt[hs[1]][d] > 2 && cnt[hs[2]][d] > 2 {
				ex = append(ex, d+1)
			}
		}
		if len(ex) != k-2 {
			return out
		}
		for _, d := range ex {
			extras = append(extras, technique.Candidate{Cell: c, Digit: d})
		}
	}
	if len(extras) < 2 {
		return out
	}
	for _, e := range extras {
		for _, h := range sh.CellHouse[e.Cell] {
			cnt[h][e.Digit-1]--
		}
	}
	for h := range cnt {
		for d := range cnt[h] {
			if cnt[h][d] != 0 && cnt[h][d] != 2 {
				return out
			}
		}
	}
	d := extras[0].Digit
	var cells []int
	for _, e := range extras {
		if e.Digit != d {
			return out
		}
		cells = append(cells, e.Cell)
	}
	elims := basic.SeenByAll(b, nil, d, cells...)
	if len(elims) == 0 {
		return out
	}
	s := technique.Step{Technique: technique.BUGPlusN, Rating: technique.BUGPlusN.BaseRating(), Digits: []int{d}, Size: b.N, Eliminations: elims}
	for _, c := range cells {
		s.Pattern = append(s.Pattern, technique.Mark{Candidate: technique.Candidate{Cell: c, Digit: d}, Role: technique.RoleFin})
	}
	return append(out, s)
}
