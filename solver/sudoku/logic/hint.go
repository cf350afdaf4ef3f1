package logic

import (
	"fmt"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// HintStatus says what kind of answer a hint request got.
type HintStatus uint8

// The kinds of hint answer.
const (
	HintOK               HintStatus = iota // Step is the next logical step
	HintMistakes                           // Mistakes lists the player's errors; fix them first
	HintNoUniqueSolution                   // the puzzle has no solution or several
	HintSolved                             // the grid is already complete and correct
)

// A Hint is the answer to "what next?" on a player's grid.
type Hint struct {
	Status   HintStatus
	Mistakes []sudoku.Mistake
	Step     *technique.Step // HintOK: the step a teacher would show next
	Solution sudoku.Grid     // the puzzle's unique solution, when known
}

// HintOptions are the inputs besides the player's current grid. The zero value treats every
// digit of the current grid as a given and computes pencil marks automatically.
type HintOptions struct {
	Given *sudoku.Grid       // the original puzzle, so the player's own digits are known
	Marks *sudoku.Candidates // the player's pencil marks, if supplied
}

// String returns the status as in the CLI's JSON: ok, mistakes, no_unique_solution, solved.
func (s HintStatus) String() string {
	switch s {
	case HintOK:
		return "ok"
	case HintMistakes:
		return "mistakes"
	case HintNoUniqueSolution:
		return "no_unique_solution"
	case HintSolved:
		return "solved"
	}
	return fmt.Sprintf("HintStatus(%d)", uint8(s))
}
