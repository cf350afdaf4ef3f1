package explain

import (
	"fmt"

	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Direct techniques (Direct Pointing, Direct Claiming, Direct Hidden Pair/Triple): the
// words of the base pattern, then the hidden single it leaves.

// direct words a direct technique at levels 2 and 3 (rung 3 without the conclusion): the
// underlying pattern, then the single it exposes.
func (t texter) direct(level int) string {
	s := t.s
	p := s.Placements[0]
	single := t.s.Houses[len(s.Houses)-1]
	base := technique.Step{Technique: s.Technique.DirectBase(), Rating: s.Technique.DirectBase().BaseRating(), Digits: s.Digits,
		Houses: s.Houses[:len(s.Houses)-1], Pattern: s.Pattern, Eliminations: s.Because, Size: s.Size}
	bt := texter{g: t.g, s: base, n: t.n}
	if level == 2 {
		return fmt.Sprintf("%s Once that is used, %s has a hidden single.", bt.words(2), single)
	}
	return fmt.Sprintf("%s Now %s has only one place left for a %s. Which cell is it?", bt.full(), single, t.sym(p.Digit))
}

// directFull is a direct technique's whole explanation, conclusion included ([StepText]).
func (t texter) directFull() string {
	s := t.s
	p := s.Placements[0]
	single := t.s.Houses[len(s.Houses)-1]
	base := technique.Step{Technique: s.Technique.DirectBase(), Rating: s.Technique.DirectBase().BaseRating(), Digits: s.Digits,
		Houses: s.Houses[:len(s.Houses)-1], Pattern: s.Pattern, Eliminations: s.Because, Size: s.Size}
	bt := texter{g: t.g, s: base, n: t.n}
	return fmt.Sprintf("%s Now %s has only one place left for a %s: %s. So %s.", bt.full(), single, t.sym(p.Digit), t.cell(p.Cell), t.placement())
}
