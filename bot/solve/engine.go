package solve

import (
	"context"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/explain"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Engine is the teaching side of the solver: hints, explanations, ratings and generation.
// [SudokuEngine] calls the sudoku package; tests substitute their own.
type Engine interface {
	NextHint(ctx context.Context, current sudoku.Grid, opt logic.HintOptions) (logic.Hint, error)
	HintText(g sudoku.Grid, s technique.Step, level int) string
	StepText(g sudoku.Grid, s technique.Step) string
	Explain(ctx context.Context, g sudoku.Grid) ([]technique.Step, error)
	Rate(ctx context.Context, g sudoku.Grid) (logic.Rating, error)
	Generate(ctx context.Context, opt logic.GenerateOptions) (sudoku.Grid, logic.Rating, error)
}

// SudokuEngine is the [Engine] of package sudoku. The zero value is ready to use.
type SudokuEngine struct{}

// NextHint calls [logic.NextHint].
func (SudokuEngine) NextHint(ctx context.Context, g sudoku.Grid, opt logic.HintOptions) (logic.Hint, error) {
	return logic.NextHint(ctx, g, opt)
}

// HintText calls [explain.HintText].
func (SudokuEngine) HintText(g sudoku.Grid, s technique.Step, level int) string {
	return explain.HintText(g, s, level)
}

// StepText calls [explain.StepText].
func (SudokuEngine) StepText(g sudoku.Grid, s technique.Step) string { return explain.StepText(g, s) }

// Explain calls [logic.Explain].
func (SudokuEngine) Explain(ctx context.Context, g sudoku.Grid) ([]technique.Step, error) {
	return logic.Explain(ctx, g)
}

// Rate calls [logic.Rate].
func (SudokuEngine) Rate(ctx context.Context, g sudoku.Grid) (logic.Rating, error) {
	return logic.Rate(ctx, g)
}

// Generate calls [logic.Generate].
func (SudokuEngine) Generate(ctx context.Context, opt logic.GenerateOptions) (sudoku.Grid, logic.Rating, error) {
	return logic.Generate(ctx, opt)
}

// bandName is the band's name for people: "Medium", "Beyond logic".
func bandName(b logic.Band) string { return chat.UpperFirst(b.String()) }
