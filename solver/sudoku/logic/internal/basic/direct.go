package basic

import (
	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// The "direct" techniques of Sudoku Explainer: a hidden single that appears once the
// eliminations of a pointing, claiming, hidden pair or hidden triple are made. They are
// placements rated between the hidden single and the naked single (1.7 to 2.5).

func FindDirect(b *board.Board, out []technique.Step, tech technique.Technique, gen func(*board.Board, []technique.Step) []technique.Step) []technique.Step {
	base := gen(b, nil)
	if len(base) == 0 {
		return out
	}
	sh := b.Sh
	after := b.Clone()
	for _, s := range base {
		after.CopyFrom(b)
		var digits uint32
		for _, e := range s.Eliminations {
			after.Cand[e.Cell] &^= 1 << (e.Digit - 1)
			digits |= 1 << (e.Digit - 1)
		}
		for h, cells := range sh.House {
			touched := false
			for _, e := range s.Eliminations {
				if sh.InHouse(e.Cell, h) {
					touched = true
					break
				}
			}
			if !touched {
				continue
			}
			var once, twice, once0, twice0 uint32
			for _, c := range cells {
				m, m0 := after.Cand[c], b.Cand[c]
				twice |= once & m
				once |= m
				twice0 |= once0 & m0
				once0 |= m0
			}
			fresh := (once &^ twice) &^ (once0 &^ twice0) & digits
			for ; fresh != 0; fresh &= fresh - 1 {
				bit := fresh & -fresh
				d := board.FirstDigit(bit)
				for _, c := range cells {
					if after.Cand[c]&bit == 0 {
						continue
					}
					var because []technique.Candidate
					for _, e := range s.Eliminations {
						if e.Digit == d && sh.InHouse(e.Cell, h) {
							because = append(because, e)
						}
					}
					houses := append(append([]sudoku.House(nil), s.Houses...), sh.HouseOf(h))
					out = append(out, technique.Step{Technique: tech, Rating: tech.BaseRating(), Digits: s.Digits, Size: b.N,
						Houses: houses, Pattern: s.Pattern, Because: because,
						Placements: []technique.Candidate{{Cell: c, Digit: d}}})
					break
				}
			}
		}
	}
	return out
}
