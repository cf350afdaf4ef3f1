package board

import "github.com/sudokubot/sudokubot/solver/sudoku"

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
func CloneStep(s sudoku.Step) sudoku.Step {
	s.Digits = append([]int(nil), s.Digits...)
	s.Houses = append([]sudoku.House(nil), s.Houses...)
	s.Pattern = append([]sudoku.Mark(nil), s.Pattern...)
	s.Links = append([]sudoku.Link(nil), s.Links...)
	s.Nodes = append([]sudoku.ChainNode(nil), s.Nodes...)
	s.Placements = append([]sudoku.Candidate(nil), s.Placements...)
	s.Eliminations = append([]sudoku.Candidate(nil), s.Eliminations...)
	s.Because = append([]sudoku.Candidate(nil), s.Because...)
	s.Implications = append([]sudoku.Implication(nil), s.Implications...)
	s.Sights = append([]sudoku.Sight(nil), s.Sights...)
	return s
}
