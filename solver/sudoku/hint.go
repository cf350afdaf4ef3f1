package sudoku

import (
	"errors"
	"fmt"
)

// The hint, explanation, rating and generation API. The hints issue implements it; these
// signatures are the contract other packages (render, bot, cmd/sudoku) code against.

// HintStatus says what kind of answer a hint request got.
type HintStatus uint8

// The kinds of hint answer.
const (
	HintOK               HintStatus = iota // Step is the next logical step
	HintMistakes                           // Mistakes lists the player's errors; fix them first
	HintNoUniqueSolution                   // the puzzle has no solution or several
	HintSolved                             // the grid is already complete and correct
)

// A Mistake is a player's digit that breaks a rule or differs from the solution, or pencil
// marks that lost a digit the cell needs. It holds the facts only; package explain words them.
type Mistake struct {
	Cell  int         // row-major, 0-based
	Digit int         // the wrong digit (MistakeMarks: the digit the marks lack)
	Kind  MistakeKind // what is wrong; the zero value says only "this cell"
	House House       // MistakeGivenClash, MistakeClash: the house holding the digit twice
	Other int         // MistakeGivenClash, MistakeClash: the other cell with the digit
	// Dead, when set, is where the grid runs out of options: for MistakeWrong, once the
	// wrong digit's consequences (singles) are followed; for MistakeContradiction, once the
	// grid's own singles are.
	Dead *DeadEnd
}

// A DeadEnd is where a position runs out of options: a cell with no candidate left
// (Digit 0), or a house with no place left for Digit (Cell -1).
type DeadEnd struct {
	Cell  int
	House House
	Digit int
}

// MistakeKind says what a [Mistake] is.
type MistakeKind uint8

// The kinds of mistakes [Mistake] reports.
const (
	MistakeCell       MistakeKind = iota // only the cell is known (a picture's red cell)
	MistakeGivenClash                    // two digits the player calls givens share a house
	MistakeClash                         // the digit is already in one of the cell's houses
	MistakeWrong                         // the digit differs from the solution
	MistakeMarks                         // the cell's pencil marks lack its solution digit
	// MistakeContradiction: the grid itself has no solution (no original puzzle was given
	// to tell the player's digits apart); Cell and Dead say where it runs out of options.
	MistakeContradiction
)

// A Hint is the answer to "what next?" on a player's grid.
type Hint struct {
	Status   HintStatus
	Mistakes []Mistake
	Step     *Step // HintOK: the step a teacher would show next
	Solution Grid  // the puzzle's unique solution, when known
}

// HintOptions are the inputs besides the player's current grid. The zero value treats every
// digit of the current grid as a given and computes pencil marks automatically.
type HintOptions struct {
	Given *Grid       // the original puzzle, so the player's own digits are known
	Marks *Candidates // the player's pencil marks, if supplied
}

// Candidates are pencil marks: for each cell, a bit set of the digits still possible
// (bit d-1 for digit d). The zero value has no cells.
type Candidates struct {
	N    int
	Mask []uint32
}

// Band is a difficulty band. Values are stored; append only.
type Band uint8

// The bands, easiest first.
const (
	Beginner Band = iota
	Easy
	Medium
	Hard
	Expert
	BeyondLogic
)

// A Rating is how hard a puzzle is.
type Rating struct {
	SE      float64 // hardest step on the cheapest path (Sudoku Explainer scale)
	Score   int     // sum of base scores along the path
	Band    Band
	Hardest Technique
	Counts  map[Technique]int
	EP      float64 // hardest step up to the first placement
	ED      float64 // hardest step up to the first elimination
	Steps   int     // length of the path
}

// GenerateOptions say what puzzle to make. Seed makes it reproducible.
type GenerateOptions struct {
	Size     int // 4..16 (25 best effort); 0 means 9
	Band     Band
	Symmetry string // "none", "rot180", "rot90", "mirror", "diagonal"
	Seed     uint64
}

// ErrMultiple is wrapped by the error of a puzzle with more than one solution.
var ErrMultiple = errors.New("sudoku: more than one solution")

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
