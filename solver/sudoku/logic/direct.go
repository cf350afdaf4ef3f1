package logic

import (
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// The "direct" techniques of Sudoku Explainer: a hidden single that appears once the
// eliminations of a pointing, claiming, hidden pair or hidden triple are made. They are
// placements rated between the hidden single and the naked single (1.7 to 2.5).

func findDirect(b *board, out []sudoku.Step, tech sudoku.Technique, gen func(*board, []sudoku.Step) []sudoku.Step) []sudoku.Step {
	base := gen(b, nil)
	if len(base) == 0 {
		return out
	}
	sh := b.sh
	after := b.clone()
	for _, s := range base {
		after.copyFrom(b)
		var digits uint32
		for _, e := range s.Eliminations {
			after.cand[e.Cell] &^= 1 << (e.Digit - 1)
			digits |= 1 << (e.Digit - 1)
		}
		for h, cells := range sh.House {
			touched := false
			for _, e := range s.Eliminations {
				if sudoku.InHouse(sh, e.Cell, h) {
					touched = true
					break
				}
			}
			if !touched {
				continue
			}
			var once, twice, once0, twice0 uint32
			for _, c := range cells {
				m, m0 := after.cand[c], b.cand[c]
				twice |= once & m
				once |= m
				twice0 |= once0 & m0
				once0 |= m0
			}
			fresh := (once &^ twice) &^ (once0 &^ twice0) & digits
			for ; fresh != 0; fresh &= fresh - 1 {
				bit := fresh & -fresh
				d := firstDigit(bit)
				for _, c := range cells {
					if after.cand[c]&bit == 0 {
						continue
					}
					var because []sudoku.Candidate
					for _, e := range s.Eliminations {
						if e.Digit == d && sudoku.InHouse(sh, e.Cell, h) {
							because = append(because, e)
						}
					}
					houses := append(append([]sudoku.House(nil), s.Houses...), sh.HouseOf(h))
					out = append(out, sudoku.Step{Technique: tech, Rating: tech.BaseRating(), Digits: s.Digits, Size: b.n,
						Houses: houses, Pattern: s.Pattern, Because: because,
						Placements: []sudoku.Candidate{{Cell: c, Digit: d}}})
					break
				}
			}
		}
	}
	return out
}
