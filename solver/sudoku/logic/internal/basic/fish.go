package basic

import (
	"math/bits"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

var fishTech = [5]technique.Technique{0, 0, technique.XWing, technique.Swordfish, technique.Jellyfish}

// FindFish finds basic fish of size k (X-Wing 2, Swordfish 3, Jellyfish 4): k rows whose
// candidates for a digit lie in k columns, so those columns lose the digit elsewhere (and
// the same with rows and columns swapped).
func FindFish(b *board.Board, out []technique.Step, k int) []technique.Step {
	n := b.N
	for d := 1; d <= n; d++ {
		bit := uint32(1) << (d - 1)
		for orient := 0; orient < 2; orient++ {
			var lines [sudoku.MaxSize]int
			var masks [sudoku.MaxSize]uint32
			var all [sudoku.MaxSize]uint32 // per line, for the cover check
			nl := 0
			for l := 0; l < n; l++ {
				var m uint32
				for p := 0; p < n; p++ {
					if b.Cand[fishCell(n, orient, l, p)]&bit != 0 {
						m |= 1 << p
					}
				}
				all[l] = m
				if pc := bits.OnesCount32(m); pc >= 2 && pc <= k {
					lines[nl] = l
					masks[nl] = m
					nl++
				}
			}
			KUnions(masks[:nl], k, func(u uint32, idx []int) {
				var base uint32
				for _, i := range idx {
					base |= 1 << lines[i]
				}
				if st, ok := fishStep(b, d, k, orient, base, u, &all); ok {
					out = append(out, st)
				}
			})
		}
	}
	return out
}

// fishCell is the cell at position p of line l: rows when orient is 0, columns when 1.
func fishCell(n, orient, l, p int) int {
	if orient == 1 {
		return p*n + l
	}
	return l*n + p
}

// fishStep builds the fish of digit d whose base lines are the set base and cover lines the
// set u (orient 0: rows over columns; 1: columns over rows); all holds each line's places
// for d. ok is false when the cover lines have no other place to clear.
func fishStep(b *board.Board, d, k, orient int, base, u uint32, all *[sudoku.MaxSize]uint32) (technique.Step, bool) {
	n := b.N
	var elims []technique.Candidate
	for l := 0; l < n; l++ {
		if base&(1<<l) != 0 {
			continue
		}
		for m := all[l] & u; m != 0; m &= m - 1 {
			elims = append(elims, technique.Candidate{Cell: fishCell(n, orient, l, bits.TrailingZeros32(m)), Digit: d})
		}
	}
	if len(elims) == 0 {
		return technique.Step{}, false
	}
	t := fishTech[k]
	s := technique.Step{Technique: t, Rating: t.BaseRating(), Digits: []int{d}, Size: n, Eliminations: elims}
	bk, ck := sudoku.Row, sudoku.Col
	if orient == 1 {
		bk, ck = sudoku.Col, sudoku.Row
	}
	for m := base; m != 0; m &= m - 1 {
		s.Houses = append(s.Houses, sudoku.House{Kind: bk, Index: bits.TrailingZeros32(m)})
	}
	for m := u; m != 0; m &= m - 1 {
		s.Houses = append(s.Houses, sudoku.House{Kind: ck, Index: bits.TrailingZeros32(m)})
	}
	for m := base; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		for pm := all[l]; pm != 0; pm &= pm - 1 {
			c := fishCell(n, orient, l, bits.TrailingZeros32(pm))
			s.Pattern = append(s.Pattern, technique.Mark{Candidate: technique.Candidate{Cell: c, Digit: d}, Role: technique.RoleBase})
		}
	}
	return s, true
}
