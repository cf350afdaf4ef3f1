package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/sudokubot/sudokubot/render"
	"github.com/sudokubot/sudokubot/solver/nonogram"
)

// nonogramHintJSON is the --format json answer of `nonogram hint`: one object per step.
type nonogramHintJSON struct {
	Line  string   `json:"line"`
	Clue  []int    `json:"clue"`
	Black []int    `json:"black"` // 1-based cells along the line
	White []int    `json:"white"`
	Text  string   `json:"text"`
	Rows  []string `json:"rows"` // the grid after the step, '?' unknown
}

func nonogramHint(ctx context.Context, args []string, sio stdio) error {
	fs := newFlags("nonogram hint", "[FILE|-]", sio)
	timeout := fs.Duration("timeout", 60*time.Second, "give up after this long (0: no limit; with --all, for all the steps)")
	work := fs.Int64("work", 0, "line-solver runs one trial step may make (0: the default, 100000; -1: no bound)")
	partial := fs.String("partial", "", "file with the grid so far ('#' black, '.' white, '?' unknown)")
	all := fs.Bool("all", false, "print every step (line deductions, then trials) until the grid is complete or only a guess is left")
	format, pngPath, themeName := addNonogramFlags(fs, "also draw the grid with the step to `FILE.png` (with --all: the last step)")
	theme, p, err := nonogramStart(fs, args, format, themeName, sio)
	if err != nil {
		return err
	}
	g, err := nonogramPartial(p, *partial)
	if err != nil {
		return err
	}
	// drawPNG draws the grid before the last step with that step, or the grid as it is.
	var last *nonogram.Step
	var before nonogram.Grid
	drawPNG := func() error {
		if *pngPath == "" {
			return nil
		}
		if last == nil {
			return writeNonogramPNG(*pngPath, p, g, nil, render.Options{Theme: theme, Labels: true, Title: p.Size() + " nonogram · no step"})
		}
		return writeNonogramPNG(*pngPath, p, before, last, render.Options{Theme: theme, Labels: true, Title: last.Text})
	}
	ctx, cancel := timeLimit(ctx, *timeout)
	defer cancel()
	for {
		st, err := nonogramStep(ctx, p, g, *work)
		if err != nil {
			end, err := nonogramEnd(ctx, err, *timeout)
			if err != nil {
				return err
			}
			if *format == "grid" {
				fmt.Fprintln(sio.out, end)
			}
			return drawPNG()
		}
		if *pngPath != "" {
			before, last = g.Clone(), &st
		}
		st.Apply(g)
		if *format == "json" {
			nonogramWriteJSON(sio.out, nonogramHintJSON{Line: st.Line.String(), Clue: st.Clue, Black: nonogramOneBased(st.Black), White: nonogramOneBased(st.White), Text: st.Text, Rows: g.Rows()})
		} else {
			fmt.Fprintln(sio.out, st.Text+".")
			if !*all {
				fmt.Fprint(sio.out, g)
			}
		}
		if !*all {
			return drawPNG()
		}
	}
}

// nonogramPartial returns the grid so far: read from the file, or empty.
func nonogramPartial(p nonogram.Puzzle, file string) (nonogram.Grid, error) {
	if file == "" {
		return nonogram.NewGrid(p.Width(), p.Height()), nil
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return nonogram.Grid{}, err
	}
	g, err := nonogram.ParseGrid(string(b))
	if err != nil {
		return nonogram.Grid{}, fmt.Errorf("%s: %w", file, err)
	}
	return g, nil
}

// nonogramStep returns the next step on g: a line deduction, else a trial within the work
// budget.
func nonogramStep(ctx context.Context, p nonogram.Puzzle, g nonogram.Grid, work int64) (nonogram.Step, error) {
	st, err := nonogram.NextStepContext(ctx, p, g)
	if errors.Is(err, nonogram.ErrStuck) {
		st, err = nonogram.TrialStepContext(ctx, p, g, work)
	}
	return st, err
}

// nonogramEnd says why no step was found: the sentence that ends the hints (the grid is
// complete, or only a guess is left), or the error to return.
func nonogramEnd(ctx context.Context, err error, timeout time.Duration) (string, error) {
	switch {
	case errors.Is(err, nonogram.ErrLimit) && errors.Is(err, context.DeadlineExceeded):
		return "", fmt.Errorf("nonogram hint: gave up after %s (--timeout): no step found in time", timeout)
	case errors.Is(err, nonogram.ErrLimit) && ctx.Err() == nil:
		return "", fmt.Errorf("nonogram hint: gave up: no single trial failed within the work budget (--work, default %d line-solver runs)", nonogram.DefaultTrialWork)
	case errors.Is(err, nonogram.ErrComplete):
		return "The grid is complete.", nil
	case errors.Is(err, nonogram.ErrStuck):
		return "No line and no single trial settles a cell any more: the next step is a guess.", nil
	}
	return "", err
}

func nonogramOneBased(xs []int) []int {
	out := make([]int, len(xs))
	for i, x := range xs {
		out[i] = x + 1
	}
	return out
}
