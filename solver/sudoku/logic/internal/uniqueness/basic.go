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
