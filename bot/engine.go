package bot

import (
	"context"
	"fmt"
	"strconv"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/explain"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
)

// Engine is the teaching side of the solver: hints, explanations, ratings and generation.
// [SudokuEngine] calls the sudoku package; tests substitute their own.
type Engine interface {
	NextHint(ctx context.Context, current sudoku.Grid, opt sudoku.HintOptions) (sudoku.Hint, error)
	HintText(g sudoku.Grid, s sudoku.Step, level int) string
	StepText(g sudoku.Grid, s sudoku.Step) string
	Explain(ctx context.Context, g sudoku.Grid) ([]sudoku.Step, error)
	Rate(ctx context.Context, g sudoku.Grid) (sudoku.Rating, error)
	Generate(ctx context.Context, opt sudoku.GenerateOptions) (sudoku.Grid, sudoku.Rating, error)
}

// SudokuEngine is the [Engine] of package sudoku. The zero value is ready to use.
type SudokuEngine struct{}

// NextHint calls [logic.NextHint].
func (SudokuEngine) NextHint(ctx context.Context, g sudoku.Grid, opt sudoku.HintOptions) (sudoku.Hint, error) {
	return logic.NextHint(ctx, g, opt)
}

// HintText calls [explain.HintText].
func (SudokuEngine) HintText(g sudoku.Grid, s sudoku.Step, level int) string {
	return explain.HintText(g, s, level)
}

// StepText calls [explain.StepText].
func (SudokuEngine) StepText(g sudoku.Grid, s sudoku.Step) string { return explain.StepText(g, s) }

// Explain calls [logic.Explain].
func (SudokuEngine) Explain(ctx context.Context, g sudoku.Grid) ([]sudoku.Step, error) {
	return logic.Explain(ctx, g)
}

// Rate calls [logic.Rate].
func (SudokuEngine) Rate(ctx context.Context, g sudoku.Grid) (sudoku.Rating, error) {
	return logic.Rate(ctx, g)
}

// Generate calls [logic.Generate].
func (SudokuEngine) Generate(ctx context.Context, opt sudoku.GenerateOptions) (sudoku.Grid, sudoku.Rating, error) {
	return logic.Generate(ctx, opt)
}

var bandNames = [...]string{"Beginner", "Easy", "Medium", "Hard", "Expert", "Beyond logic"}

func bandName(b sudoku.Band) string {
	if int(b) < len(bandNames) {
		return bandNames[b]
	}
	return fmt.Sprintf("band %d", b)
}

// parseBand reads a band name as offered in the /sudoku new choices.
func parseBand(s string) (sudoku.Band, bool) {
	for i, n := range bandNames[:5] {
		if equalFold(s, n) || s == strconv.Itoa(i) {
			return sudoku.Band(i), true
		}
	}
	return 0, false
}

func equalFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i]|0x20, b[i]|0x20
		if x != y {
			return false
		}
	}
	return true
}

// techniqueName returns the technique's name, through its String method when it has one.
func techniqueName(t sudoku.Technique) string {
	if s, ok := any(t).(fmt.Stringer); ok {
		return s.String()
	}
	switch t {
	case sudoku.FullHouse:
		return "Full House"
	case sudoku.HiddenSingle:
		return "Hidden Single"
	case sudoku.NakedSingle:
		return "Naked Single"
	}
	return fmt.Sprintf("technique %d", t)
}
