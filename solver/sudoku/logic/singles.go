package logic

import (
	"math/bits"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// Singles: Full House, Hidden Single, Naked Single. They work on every grid size.

// findFullHouse finds houses with exactly one empty cell.
func findFullHouse(b *board, out []sudoku.Step) []sudoku.Step {
	sh := b.sh
	for h, cells := range sh.House {
		empty, last := 0, -1
		var have uint32
		for _, c := range cells {
			if v := b.vals[c]; v == 0 {
				empty++
				last = c
			} else {
				have |= 1 << (v - 1)
			}
		}
		if empty != 1 {
			continue
		}
		miss := sh.Full &^ have
		if bits.OnesCount32(miss) != 1 || b.cand[last]&miss == 0 {
			continue
		}
		d := firstDigit(miss)
		out = append(out, sudoku.Step{Technique: sudoku.FullHouse, Rating: 10, Digits: []int{d}, Size: b.n,
			Houses:     []sudoku.House{sh.HouseOf(h)},
			Placements: []sudoku.Candidate{{Cell: last, Digit: d}}})
	}
	return out
}

// findHiddenSingles finds digits with one place left in a house: boxes rate 1.2, rows and
// columns 1.5. Boxes come first.
func findHiddenSingles(b *board, out []sudoku.Step) []sudoku.Step {
	sh := b.sh
	n := b.n
	order := [3]int{2, 0, 1} // boxes, rows, columns
	for _, kind := range order {
		for h := kind * n; h < (kind+1)*n; h++ {
			cells := sh.House[h]
			var once, twice uint32
			for _, c := range cells {
				m := b.cand[c]
				twice |= once & m
				once |= m
			}
			singles := once &^ twice
			for ; singles != 0; singles &= singles - 1 {
				bit := singles & -singles
				d := bits.TrailingZeros32(bit) + 1
				for _, c := range cells {
					if b.cand[c]&bit != 0 {
						r := 15
						if kind == 2 {
							r = 12
						}
						out = append(out, sudoku.Step{Technique: sudoku.HiddenSingle, Rating: r, Digits: []int{d}, Size: n,
							Houses:     []sudoku.House{sh.HouseOf(h)},
							Placements: []sudoku.Candidate{{Cell: c, Digit: d}}})
						break
					}
				}
			}
		}
	}
	return out
}

// findNakedSingles finds cells with one candidate left.
func findNakedSingles(b *board, out []sudoku.Step) []sudoku.Step {
	for i, m := range b.cand {
		if m != 0 && m&(m-1) == 0 {
			d := firstDigit(m)
			out = append(out, sudoku.Step{Technique: sudoku.NakedSingle, Rating: 23, Digits: []int{d}, Size: b.n,
				Placements: []sudoku.Candidate{{Cell: i, Digit: d}}})
		}
	}
	return out
}

// countSingles counts the cells that a single (naked, or hidden in some house) could fill
// now: the "progress" a step unlocks.
func countSingles(b *board, mark []bool) int {
	for i := range mark {
		mark[i] = false
	}
	k := 0
	for i, m := range b.cand {
		if m != 0 && m&(m-1) == 0 {
			mark[i] = true
			k++
		}
	}
	for _, cells := range b.sh.House {
		var once, twice uint32
		for _, c := range cells {
			m := b.cand[c]
			twice |= once & m
			once |= m
		}
		singles := once &^ twice
		if singles == 0 {
			continue
		}
		for _, c := range cells {
			if b.cand[c]&singles != 0 && !mark[c] {
				mark[c] = true
				k++
			}
		}
	}
	return k
}
