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
	format := fs.String("format", "grid", "output format: grid or json")
	partial := fs.String("partial", "", "file with the grid so far ('#' black, '.' white, '?' unknown)")
	all := fs.Bool("all", false, "print every step (line deductions, then trials) until the grid is complete or only a guess is left")
	pngPath := fs.String("png", "", "also draw the grid with the step to `FILE.png` (with --all: the last step)")
	themeName := fs.String("theme", "light", "picture theme: light or dark")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *format != "grid" && *format != "json" {
		return usageError{fmt.Sprintf("nonogram hint: --format %q, want grid or json", *format)}
	}
	theme, err := render.ParseTheme(*themeName)
	if err != nil {
		return usageError{"nonogram hint: " + err.Error()}
	}
	text, err := nonogramInput(fs, sio)
	if err != nil {
		return err
	}
	p, err := nonogram.ParseOptions{MaxSize: nonogramMaxSize}.Parse(text)
	if err != nil {
		return err
	}
	g := nonogram.NewGrid(p.Width(), p.Height())
	if *partial != "" {
		b, err := os.ReadFile(*partial)
		if err != nil {
			return err
		}
		if g, err = nonogram.ParseGrid(string(b)); err != nil {
			return fmt.Errorf("%s: %w", *partial, err)
		}
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
	ctx, cancel := nonogramContext(ctx, *timeout)
	defer cancel()
	for n := 0; ; n++ {
		st, err := nonogram.NextStepContext(ctx, p, g)
		if errors.Is(err, nonogram.ErrStuck) {
			st, err = nonogram.TrialStepContext(ctx, p, g, *work)
		}
		switch {
		case errors.Is(err, nonogram.ErrLimit) && errors.Is(err, context.DeadlineExceeded):
			return fmt.Errorf("nonogram hint: gave up after %s (--timeout): no step found in time", *timeout)
		case errors.Is(err, nonogram.ErrLimit) && ctx.Err() == nil:
			return fmt.Errorf("nonogram hint: gave up: no single trial failed within the work budget (--work, default %d line-solver runs)", nonogram.DefaultTrialWork)
		case errors.Is(err, nonogram.ErrComplete):
			if *format == "grid" {
				fmt.Fprintln(sio.out, "The grid is complete.")
			}
			return drawPNG()
		case errors.Is(err, nonogram.ErrStuck):
			if *format == "grid" {
				fmt.Fprintln(sio.out, "No line and no single trial settles a cell any more: the next step is a guess.")
			}
			return drawPNG()
		case err != nil:
			return err
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

func nonogramOneBased(xs []int) []int {
	out := make([]int, len(xs))
	for i, x := range xs {
		out[i] = x + 1
	}
	return out
}
