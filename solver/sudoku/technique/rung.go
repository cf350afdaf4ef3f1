package technique

import (
	"slices"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// The hint ladder (docs/hints.md §4) has four rungs. Each output of a rung (its text, its
// picture, its JSON) reveals no more than that rung:
//
//  1. where to look: a house or a region, no technique, no digit;
//  2. the technique and its pattern: the pattern's cells and candidates, no conclusion;
//  3. the reasoning: the houses it uses and the chain's links, still no conclusion;
//  4. the move: the placements or eliminations.

// HintRegion returns the houses rung 1 points at: the house a single, subset or
// intersection lives in, the base lines of a fish, the house of a direct technique's single,
// the row of a naked single; for patterns without a house, the rows of the pattern's cells.
func HintRegion(s Step) []sudoku.House {
	n := s.Size
	if n == 0 {
		n = 9
	}
	switch {
	case s.Technique.DirectBase() != NoTechnique && len(s.Houses) > 0:
		return []sudoku.House{s.Houses[len(s.Houses)-1]}
	case s.Technique == NakedSingle && len(s.Placements) > 0:
		return []sudoku.House{{Kind: sudoku.Row, Index: s.Placements[0].Cell / n}}
	case s.Technique == XWing || s.Technique == Swordfish || s.Technique == Jellyfish:
		var out []sudoku.House
		for _, h := range s.Houses {
			if h.Kind == s.Houses[0].Kind {
				out = append(out, h)
			}
		}
		return out
	case len(s.Houses) > 0:
		return []sudoku.House{s.Houses[0]}
	}
	var rows []int
	for _, c := range s.PatternCells() {
		if r := c / n; !slices.Contains(rows, r) {
			rows = append(rows, r)
		}
	}
	slices.Sort(rows)
	out := make([]sudoku.House, len(rows))
	for i, r := range rows {
		out[i] = sudoku.House{Kind: sudoku.Row, Index: r}
	}
	return out
}

// Rung returns what rung level (1..4) of the ladder may show of step s, for pictures and
// JSON: rung 1 only the region of [HintRegion]; rung 2 the technique and the pattern in
// that region (the pattern's candidates that are themselves the conclusion left out); rung
// 3 adds every house the reasoning uses (a single's too: the houses its reasons come
// through) and the chain's links; rung 4 is the whole step.
func Rung(s Step, level int) Step {
	if level >= 4 {
		return s
	}
	if level <= 1 {
		return Step{Houses: HintRegion(s), Size: s.Size}
	}
	out := Step{Technique: s.Technique, Rating: s.Rating, Digits: s.Digits, Size: s.Size, Houses: HintRegion(s)}
	for _, m := range s.Pattern {
		if !slices.Contains(s.Eliminations, m.Candidate) && !slices.Contains(s.Placements, m.Candidate) {
			out.Pattern = append(out.Pattern, m)
		}
	}
	if level == 3 {
		out.Houses = append([]sudoku.House(nil), s.Houses...)
		for _, sg := range s.Sights { // the houses a single's reasons come through
			// A filled cell (At == Cell) or an earlier elimination (At < 0) comes through
			// no house: its Via is unset, and the zero House would shade row 1.
			if sg.At < 0 || sg.At == sg.Cell {
				continue
			}
			if !slices.Contains(out.Houses, sg.Via) {
				out.Houses = append(out.Houses, sg.Via)
			}
		}
		out.Links = s.Links
		out.Because = s.Because
		out.Implications = s.Implications
		out.Sights = s.Sights
	}
	return out
}
