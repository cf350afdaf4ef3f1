package logic

import (
	"context"
	"fmt"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/basic"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/serate"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Explain returns the whole path from g to its solution, one cheapest step at a time
// (docs/hints.md §5 order). g must have exactly one solution; the error wraps [sudoku.ErrNoSolution],
// [sudoku.ErrMultiple] or, when ctx ends first, [sudoku.ErrLimit].
func Explain(ctx context.Context, g sudoku.Grid) ([]technique.Step, error) {
	steps, _, err := explainPath(ctx, g, true)
	addPathSights(g, steps)
	return steps, err
}

// ExplainFast is [Explain] without the "singles unlocked" tie-break: the path still takes a
// cheapest step each time, but among equally rated steps it takes the first. Rate uses it.
func ExplainFast(ctx context.Context, g sudoku.Grid) ([]technique.Step, error) {
	steps, _, err := explainPath(ctx, g, false)
	addPathSights(g, steps)
	return steps, err
}

// addPathSights replays the path from g and records the reasons of its singles
// ([addSights]) for the words of package explain. Rating and generation skip it.
func addPathSights(g sudoku.Grid, steps []technique.Step) {
	if len(steps) == 0 {
		return
	}
	b := board.New(g)
	for i := range steps {
		basic.AddSights(b, &steps[i])
		b.Apply(&steps[i])
	}
}

func explainPath(ctx context.Context, g sudoku.Grid, progress bool) ([]technique.Step, sudoku.Grid, error) {
	sol, err := solution(ctx, g)
	if err != nil {
		return nil, sudoku.Grid{}, err
	}
	steps, err := pathFrom(ctx, board.New(g), sol.Digits(), progress)
	return steps, sol, err
}

// solution returns g's unique solution, or an error that wraps [sudoku.ErrNoSolution],
// [sudoku.ErrMultiple] or, when ctx ends first, [sudoku.ErrLimit].
func solution(ctx context.Context, g sudoku.Grid) (sudoku.Grid, error) {
	if g.Size() == 0 {
		return sudoku.Grid{}, fmt.Errorf("sudoku: empty grid")
	}
	if err := sudoku.Check(g); err != nil {
		return sudoku.Grid{}, err
	}
	var solver sudoku.Solver
	sol := solver.Solve(ctx, g)
	switch sol.Status {
	case sudoku.Unique:
		return sol.Grid, nil
	case sudoku.Multiple:
		return sudoku.Grid{}, sudoku.ErrMultiple
	case sudoku.GaveUp:
		return sudoku.Grid{}, fmt.Errorf("%w: %v", sudoku.ErrLimit, sol.Err)
	}
	if sol.Err != nil {
		return sudoku.Grid{}, sol.Err
	}
	return sudoku.Grid{}, sudoku.ErrNoSolution
}

// pathFrom runs the engine on b until it is solved.
func pathFrom(ctx context.Context, b *board.Board, solution []uint8, progress bool) ([]technique.Step, error) {
	e := newEngine(b, solution)
	e.refute = progress // the teaching path proves every move; rating needs no proof
	var steps []technique.Step
	for !b.Solved() {
		if err := ctx.Err(); err != nil {
			return steps, fmt.Errorf("%w: %v", sudoku.ErrLimit, err)
		}
		s, ok := e.best(ctx, b, progress)
		if !ok {
			if err := ctx.Err(); err != nil {
				return steps, fmt.Errorf("%w: %v", sudoku.ErrLimit, err)
			}
			return steps, fmt.Errorf("sudoku: no step found after %d steps", len(steps))
		}
		s = board.CloneStep(s)
		b.Apply(&s)
		steps = append(steps, s)
	}
	return steps, nil
}

// Rate rates g: on 9×9 grids by the path of Sudoku Explainer's rules ([SEPath], which
// emulates SE's technique set and values; it is not the teaching path of [Explain]), on
// other sizes by the teaching path ([ExplainFast]). SE is the hardest step, Score the sum
// of the steps' base scores, Band follows SE alone ([BandFor]).
func Rate(ctx context.Context, g sudoku.Grid) (Rating, error) {
	steps, err := SEPath(ctx, g)
	if err != nil {
		return Rating{}, err
	}
	return RatePath(steps), nil
}

// SEPath returns the path Sudoku Explainer's rules take through g (package
// logic/internal/serate; 9×9 only, other sizes get [ExplainFast]'s path). When the rules
// run out, the rest of the path is one technique.Contradiction step per remaining cell set
// from the solution, so the rating says "beyond logic".
func SEPath(ctx context.Context, g sudoku.Grid) ([]technique.Step, error) {
	if !isNineByNine(g) {
		// ExplainFast's path without the reasons of singles: rating does not word them.
		steps, _, err := explainPath(ctx, g, false)
		return steps, err
	}
	sol, err := solution(ctx, g)
	if err != nil {
		return nil, err
	}
	return serate.Path(ctx, board.New(g), sol.Digits())
}

// isNineByNine reports whether g is a classic 9×9 grid with 3×3 boxes, the only shape SE
// rates.
func isNineByNine(g sudoku.Grid) bool {
	return g.Size() == 9 && g.BoxRows() == 3 && g.BoxCols() == 3
}

// RatePath computes the rating of a path made by [Explain].
func RatePath(steps []technique.Step) Rating {
	r := Rating{Counts: make(map[technique.Technique]int), Steps: len(steps)}
	er, ep, ed := 0, -1, -1
	beyond := false
	for _, s := range steps {
		if s.Rating > er {
			er = s.Rating
			r.Hardest = s.Technique
		}
		r.Score += s.Technique.Score()
		r.Counts[s.Technique]++
		if s.Technique == technique.Contradiction {
			beyond = true
		}
		if ep < 0 && len(s.Placements) > 0 {
			ep = er
		}
		if ed < 0 && len(s.Eliminations) > 0 {
			ed = er
		}
	}
	if ep < 0 {
		ep = er
	}
	if ed < 0 {
		ed = er
	}
	r.SE, r.EP, r.ED = float64(er)/10, float64(ep)/10, float64(ed)/10
	r.Band = BandFor(er, beyond)
	return r
}
