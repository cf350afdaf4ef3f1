package puzzle

import (
	"context"
	"fmt"
	"image"

	"github.com/sudokubot/sudokubot/render"
	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/explain"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Sudoku is the kind of Sudoku grids, 4×4 to 25×25 (package solver/sudoku). The zero value
// is ready to use.
type Sudoku struct {
	Parse sudoku.ParseOptions // box shape and symbols when the text does not tell
}

// Name is "sudoku".
func (Sudoku) Name() string { return "sudoku" }

// Read reads one grid in any layout [sudoku.ParseOptions.Parse] reads.
func (k Sudoku) Read(text string) (Puzzle, error) {
	g, err := k.Parse.Parse(text)
	if err != nil {
		return nil, &ReadError{Kind: "sudoku", Err: err}
	}
	return SudokuPuzzle{Grid: g}, nil
}

// A SudokuPuzzle is a Sudoku as read: Grid holds its givens.
type SudokuPuzzle struct {
	Grid sudoku.Grid
}

// Kind is [Sudoku].
func (SudokuPuzzle) Kind() Kind { return Sudoku{} }

// Describe is "9×9 Sudoku".
func (p SudokuPuzzle) Describe() string {
	return fmt.Sprintf("%d×%d Sudoku", p.Grid.Size(), p.Grid.Size())
}

// Start is the grid of givens.
func (p SudokuPuzzle) Start() Grid { return p.Grid }

// Solve solves the grid with [sudoku.Solver].
func (p SudokuPuzzle) Solve(ctx context.Context, maxNodes int64) Solution {
	s := (&sudoku.Solver{MaxNodes: maxNodes}).Solve(ctx, p.Grid)
	return solution(Status(s.Status), s.Grid, s.Second, s.Err, s.Elapsed)
}

// Next returns the step a teacher would show next on progress (a sudoku.Grid of the
// puzzle's shape, nil for the puzzle as posed), worded whole; a wrong digit in progress is
// an error naming it. work is unused: Sudoku steps need no trials.
func (p SudokuPuzzle) Next(ctx context.Context, progress Grid, _ int64) (Step, error) {
	cur, err := p.progress(progress)
	if err != nil {
		return nil, err
	}
	if cur.Filled() && sudoku.Check(cur) == nil {
		return nil, ErrComplete
	}
	h, err := logic.NextHint(ctx, cur, logic.HintOptions{Given: &p.Grid})
	if err != nil {
		return nil, err
	}
	switch {
	case h.Status == logic.HintMistakes && len(h.Mistakes) > 0:
		return nil, fmt.Errorf("puzzle: %s", explain.MistakeWhy(cur, h.Mistakes[0]))
	case h.Status != logic.HintOK || h.Step == nil:
		return nil, ErrStuck
	}
	return SudokuStep{Step: *h.Step, Text: explain.StepText(cur, *h.Step)}, nil
}

// progress is the player's grid: g, or the puzzle as posed when g is nil.
func (p SudokuPuzzle) progress(g Grid) (sudoku.Grid, error) {
	if g == nil {
		return p.Grid, nil
	}
	cur, ok := g.(sudoku.Grid)
	if !ok || cur.Size() != p.Grid.Size() || cur.BoxRows() != p.Grid.BoxRows() {
		return sudoku.Grid{}, fmt.Errorf("puzzle: a %T is no grid of this %s", g, p.Describe())
	}
	return cur, nil
}

// Draw draws the grid with the givens bold: the puzzle as posed, v.Grid over it (a
// solution, a player's grid), and v.Step highlighted with its result (and the pencil marks
// it works on, up to 16×16).
func (p SudokuPuzzle) Draw(v View, opt render.Options) (image.Image, error) {
	cur, err := p.progress(v.Grid)
	if err != nil {
		return nil, err
	}
	s, ok := v.Step.(SudokuStep)
	if v.Step == nil || !ok {
		return render.Sudoku(p.Grid, cur, opt)
	}
	var marks *sudoku.Candidates
	if len(s.Step.Eliminations) > 0 && cur.Size() <= 16 {
		c := sudoku.NewCandidates(cur)
		marks = &c
	}
	return render.Hint(p.Grid, cur, marks, &s.Step, nil, opt)
}

// A SudokuStep is one step of the teaching path, with its words.
type SudokuStep struct {
	Step technique.Step
	Text string // the whole explanation (explain.StepText)
}

// String is the step's explanation.
func (s SudokuStep) String() string { return s.Text }

// Apply places the step's digits on g, a sudoku.Grid (another Grid comes back unchanged).
func (s SudokuStep) Apply(g Grid) Grid {
	cur, ok := g.(sudoku.Grid)
	if !ok {
		return g
	}
	return s.Step.Apply(cur)
}
