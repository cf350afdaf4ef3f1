package sudoku

import (
	"context"
	"errors"
)

// The hint, explanation, rating and generation API. The hints issue implements it; these
// signatures are the contract other packages (render, bot, cmd/sudoku) code against.

// errNotBuilt is returned until the step engine lands.
var errNotBuilt = errors.New("sudoku: the step engine is not built yet")

// HintStatus says what kind of answer a hint request got.
type HintStatus uint8

// The kinds of hint answer.
const (
	HintOK               HintStatus = iota // Step is the next logical step
	HintMistakes                           // Mistakes lists the player's errors; fix them first
	HintNoUniqueSolution                   // the puzzle has no solution or several
)

// A Mistake is a player's digit that breaks a rule or differs from the solution.
type Mistake struct {
	Cell  int    // row-major, 0-based
	Digit int    // the wrong digit
	Why   string // "row 4 already has a 3 at r4c2" or "r4c6 is not 3"
}

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

// NextHint checks the player's grid and returns the next step to teach.
func NextHint(ctx context.Context, current Grid, opt HintOptions) (Hint, error) {
	return Hint{}, errNotBuilt
}

// HintText returns the hint at ladder level 1..4 (where to look, technique, explanation,
// result) as plain text.
func HintText(g Grid, s Step, level int) string { return "" }

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
}

// Explain returns the whole path from g to its solution, one cheapest step at a time.
func Explain(ctx context.Context, g Grid) ([]Step, error) { return nil, errNotBuilt }

// Rate rates g by its cheapest-step path.
func Rate(ctx context.Context, g Grid) (Rating, error) { return Rating{}, errNotBuilt }

// GenerateOptions say what puzzle to make. Seed makes it reproducible.
type GenerateOptions struct {
	Size     int // 4..16 (25 best effort); 0 means 9
	Band     Band
	Symmetry string // "none", "rot180", "rot90", "mirror", "diagonal"
	Seed     uint64
}

// Generate makes a puzzle with a unique solution in the requested band.
func Generate(ctx context.Context, opt GenerateOptions) (Grid, Rating, error) {
	return Grid{}, Rating{}, errNotBuilt
}
