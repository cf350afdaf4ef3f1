package puzzle

import (
	"context"
	"errors"
	"fmt"
	"image"
	"strings"

	"github.com/sudokubot/sudokubot/render"
	"github.com/sudokubot/sudokubot/solver/nonogram"
)

// Nonogram is the kind of nonograms (package solver/nonogram): clue lists, .non, webpbn
// XML or JSON. The zero value reads nonograms up to nonogram.DefaultMaxSize a side.
type Nonogram struct {
	MaxSize int // the largest width and height read; 0 means nonogram.DefaultMaxSize
}

// Name is "nonogram".
func (Nonogram) Name() string { return "nonogram" }

// Read reads one nonogram. Clues that cannot work (the totals of rows and columns differ,
// a clue longer than its line) and a puzzle over the size cap are claimed: the text is a
// nonogram, and this is what is wrong with it.
func (k Nonogram) Read(text string) (Puzzle, error) {
	p, err := nonogram.ParseOptions{MaxSize: k.MaxSize}.Parse(text)
	if err != nil {
		var ce *nonogram.ClueError
		return nil, &ReadError{Kind: "nonogram", Claimed: errors.As(err, &ce) || OverSize(err), Err: err}
	}
	return NonogramPuzzle{Puzzle: p}, nil
}

// OverSize reports whether err is the nonogram parser's size-cap error.
func OverSize(err error) bool {
	var pe *nonogram.ParseError
	return errors.As(err, &pe) && strings.Contains(pe.Msg, "over the size limit")
}

// A NonogramPuzzle is a nonogram as read.
type NonogramPuzzle struct {
	Puzzle nonogram.Puzzle
}

// Kind is [Nonogram].
func (NonogramPuzzle) Kind() Kind { return Nonogram{} }

// Describe is "10×10 nonogram", with its title when it has one: "10×10 nonogram “Cat”".
func (p NonogramPuzzle) Describe() string {
	name := p.Puzzle.Size() + " nonogram"
	if t := strings.TrimSpace(p.Puzzle.Title); t != "" {
		name += " “" + strings.ReplaceAll(t, "\n", " ") + "”"
	}
	return name
}

// Start is an empty grid of the puzzle's size: nothing known.
func (p NonogramPuzzle) Start() Grid { return nonogram.NewGrid(p.Puzzle.Width(), p.Puzzle.Height()) }

// Solve solves the nonogram with [nonogram.Solver].
func (p NonogramPuzzle) Solve(ctx context.Context, maxNodes int64) Solution {
	s := (&nonogram.Solver{MaxNodes: maxNodes}).Solve(ctx, p.Puzzle)
	return solution(Status(s.Status), s.Grid, s.Second, s.Err, s.Elapsed)
}

// Next returns the next line step on progress (a nonogram.Grid of the puzzle's size, nil
// for nothing known), or a trial of at most work line solves (0: the default) when no line
// advances by itself. A line that cannot hold its clue with the cells already known is an
// error naming it.
func (p NonogramPuzzle) Next(ctx context.Context, progress Grid, work int64) (Step, error) {
	g, err := p.progress(progress)
	if err != nil {
		return nil, err
	}
	if g.Known() == len(g.Cells) {
		return nil, ErrComplete
	}
	st, err := nonogram.NextStepContext(ctx, p.Puzzle, g)
	if errors.Is(err, nonogram.ErrStuck) {
		st, err = nonogram.TrialStepContext(ctx, p.Puzzle, g, work)
	}
	switch {
	case errors.Is(err, nonogram.ErrStuck):
		return nil, ErrStuck
	case errors.Is(err, nonogram.ErrComplete):
		return nil, ErrComplete
	case err != nil:
		return nil, err
	}
	return NonogramStep{Step: st}, nil
}

// progress is the player's grid: g, or an empty grid when g is nil.
func (p NonogramPuzzle) progress(g Grid) (nonogram.Grid, error) {
	if g == nil {
		return p.Start().(nonogram.Grid), nil
	}
	cur, ok := g.(nonogram.Grid)
	if !ok || cur.Width != p.Puzzle.Width() || cur.Height != p.Puzzle.Height() {
		return nonogram.Grid{}, fmt.Errorf("puzzle: a %T is no grid of this %s", g, p.Describe())
	}
	return cur, nil
}

// Draw draws the clues with the cells of v.Grid (nil: an empty board), greying the clues
// already met, and v.Step's line and decided cells (a trial step: the row of the cell it
// fixes).
func (p NonogramPuzzle) Draw(v View, opt render.Options) (image.Image, error) {
	b := render.NonogramBoard{Width: p.Puzzle.Width(), Height: p.Puzzle.Height(), Rows: p.Puzzle.Rows, Cols: p.Puzzle.Cols, Progress: true}
	if v.Grid != nil {
		g, err := p.progress(v.Grid)
		if err != nil {
			return nil, err
		}
		b.Cells = make([]uint8, len(g.Cells))
		for i, c := range g.Cells {
			b.Cells[i] = uint8(c)
		}
	}
	var hint *render.NonogramHint
	if s, ok := v.Step.(NonogramStep); ok {
		st := s.Step
		if st.Trial {
			hint = &render.NonogramHint{Index: st.Row}
			if len(st.Black) > 0 {
				hint.Black = []int{st.Col}
			} else {
				hint.White = []int{st.Col}
			}
		} else {
			hint = &render.NonogramHint{Column: st.Line.Column, Index: st.Line.Index, Black: st.Black, White: st.White}
		}
	}
	return render.Nonogram(b, hint, opt)
}

// NonogramView is the view of a grid (the zero Grid: nothing known) and a step (nil: none).
func NonogramView(g nonogram.Grid, st *nonogram.Step) View {
	var v View
	if !g.IsZero() {
		v.Grid = g
	}
	if st != nil {
		v.Step = NonogramStep{Step: *st}
	}
	return v
}

// A NonogramStep is one line step, or a trial.
type NonogramStep struct {
	Step nonogram.Step
}

// String is the step's sentence.
func (s NonogramStep) String() string { return s.Step.Text }

// Apply decides the step's cells on a copy of g, a nonogram.Grid (another Grid comes back
// unchanged).
func (s NonogramStep) Apply(g Grid) Grid {
	cur, ok := g.(nonogram.Grid)
	if !ok {
		return g
	}
	next := cur.Clone()
	s.Step.Apply(next)
	return next
}
