package board

import (
	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// ChainRating adds Sudoku Explainer's length bonus to a chain's base rating: +0.1 each
// time the length passes 4, 6, 8, 12, 16, 24, 32, 48, ... (each bound ×3/2 and ×4/3 in
// turn, without end: nested chains reach thousands).
func ChainRating(base, length int) int {
	r := base
	for ceil, odd := 4, false; length > ceil; odd = !odd {
		r++
		if odd {
			ceil = ceil * 4 / 3
		} else {
			ceil = ceil * 3 / 2
		}
	}
	return r
}

// CloneStep returns a copy of s whose slices are its own.
func CloneStep(s technique.Step) technique.Step {
	s.Digits = append([]int(nil), s.Digits...)
	s.Houses = append([]sudoku.House(nil), s.Houses...)
	s.Pattern = append([]technique.Mark(nil), s.Pattern...)
	s.Links = append([]technique.Link(nil), s.Links...)
	s.Nodes = append([]technique.ChainNode(nil), s.Nodes...)
	s.Placements = append([]technique.Candidate(nil), s.Placements...)
	s.Eliminations = append([]technique.Candidate(nil), s.Eliminations...)
	s.Because = append([]technique.Candidate(nil), s.Because...)
	s.Implications = append([]technique.Implication(nil), s.Implications...)
	s.Sights = append([]technique.Sight(nil), s.Sights...)
	return s
}
