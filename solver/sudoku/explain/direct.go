package explain

import (
	"fmt"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// Direct techniques (Direct Pointing, Direct Claiming, Direct Hidden Pair/Triple): the
// words of the base pattern, then the hidden single it leaves.

// direct words a direct technique: the underlying pattern, then the single it exposes.
func (t texter) direct(level int) string {
	s := t.s
	p := s.Placements[0]
	single := t.s.Houses[len(s.Houses)-1]
	base := sudoku.Step{Technique: s.Technique.DirectBase(), Rating: s.Technique.DirectBase().BaseRating(), Digits: s.Digits,
		Houses: s.Houses[:len(s.Houses)-1], Pattern: s.Pattern, Eliminations: s.Because, Size: s.Size}
	bt := texter{g: t.g, s: base, n: t.n}
	switch level {
	case 1:
		return capitalize(fmt.Sprintf("look at %s.", single))
	case 2:
		return fmt.Sprintf("%s Once that is used, %s has a hidden single.", bt.words(2), single)
	case 3:
		return fmt.Sprintf("%s Now %s has only one place left for a %s: %s. So %s.", bt.words(3), single, t.sym(p.Digit), t.cell(p.Cell), t.placement())
	}
	return t.result()
}
