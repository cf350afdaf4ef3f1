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
	base := technique.Step{Technique: t.Technique.DirectBase(), Rating: t.Technique.DirectBase().BaseRating(), Digits: t.Digits,
		Houses: t.Houses[:len(t.Houses)-1], Pattern: t.Pattern, Eliminations: t.Because, Size: t.Size}
	return texter{g: t.g, Step: base, n: t.n}, t.Houses[len(t.Houses)-1], t.Placements[0]
}
