package explain

import (
	"fmt"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Direct techniques (Direct Pointing, Direct Claiming, Direct Hidden Pair/Triple): the
// words of the base pattern, then the hidden single it leaves.

// direct words a direct technique at levels 2 and 3 (rung 3 without the conclusion): the
// underlying pattern, then the single it exposes.
func (t texter) direct(level int) string {
	bt, single, p := t.directBase()
	if level == 2 {
		return fmt.Sprintf("%s Once that is used, %s has a hidden single.", bt.words(2), single)
	}
	return fmt.Sprintf("%s Now %s has only one place left for a %s. Which cell is it?", bt.full(), single, t.sym(p.Digit))
}

// directFull is a direct technique's whole explanation, conclusion included ([StepText]).
func (t texter) directFull() string {
	bt, single, p := t.directBase()
	return fmt.Sprintf("%s Now %s has only one place left for a %s: %s. So %s.", bt.full(), single, t.sym(p.Digit), t.cell(p.Cell), t.placement())
}

// directBase splits a direct technique's step into the texter of its base pattern (the
// step the pattern alone would be: its houses, pattern and eliminations), the house of the
// hidden single it leaves and that single's placement.
func (t texter) directBase() (texter, sudoku.House, technique.Candidate) {
	s := t.s
	base := technique.Step{Technique: s.Technique.DirectBase(), Rating: s.Technique.DirectBase().BaseRating(), Digits: s.Digits,
		Houses: s.Houses[:len(s.Houses)-1], Pattern: s.Pattern, Eliminations: s.Because, Size: s.Size}
	return texter{g: t.g, s: base, n: t.n}, s.Houses[len(s.Houses)-1], s.Placements[0]
}
