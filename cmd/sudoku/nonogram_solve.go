package main

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/sudokubot/sudokubot/solver/nonogram"
)

// nonogramJSON is the --format json answer of `nonogram solve`. Every key is always
// present: rows and second are empty lists and error is "" when they do not apply.
type nonogramJSON struct {
	Status string   `json:"status"`
	Width  int      `json:"width"`
	Height int      `json:"height"`
	Rows   []string `json:"rows"`
	Second []string `json:"second"`
	Error  string   `json:"error"`
}

func nonogramSolve(ctx context.Context, args []string, sio stdio) error {
	fs := newFlags("nonogram solve", "[FILE|-]", sio)
	timeout := fs.Duration("timeout", 60*time.Second, "give up after this long (0: no limit)")
	maxNodes := fs.Int64("max-nodes", 0, "give up after this many search nodes (0: no limit)")
	stats := fs.Bool("stats", false, "print search statistics to stderr")
	format, pngPath, themeName := addNonogramFlags(fs, "also draw the answer to `FILE.png` (the picture, or the clues when unsolved)")
	theme, p, err := nonogramStart(fs, args, format, themeName, sio)
	var bad unreadableNonogram
	if errors.As(err, &bad) && *format == "json" {
		nonogramWriteJSON(sio.out, nonogramJSON{Status: nonogram.Invalid.String(), Rows: []string{}, Second: []string{}, Error: trimPrefix(bad.err.Error())})
		return errUnsolved
	}
	if err != nil {
		return err
	}
	ctx, cancel := timeLimit(ctx, *timeout)
	defer cancel()
	s := nonogram.Solver{MaxNodes: *maxNodes}
	sol := s.Solve(ctx, p)
	if *pngPath != "" {
		if err := writeNonogramSolutionPNG(*pngPath, p, sol, theme); err != nil {
			return err
		}
	}
	if *stats {
		fmt.Fprintf(sio.err, "nonogram: %s, %v in %v: %d nodes, %d probes, %d line solves, depth %d\n",
			p.Size(), sol.Status, sol.Elapsed.Round(time.Microsecond), sol.Nodes, sol.Probes, sol.LineSolves, sol.MaxDepth)
	}
	if *format == "json" {
		j := nonogramJSON{Status: sol.Status.String(), Width: p.Width(), Height: p.Height(), Rows: []string{}, Second: []string{}}
		if !sol.Grid.IsZero() {
			j.Rows = sol.Grid.Rows()
		}
		if !sol.Second.IsZero() {
			j.Second = sol.Second.Rows()
		}
		if sol.Err != nil {
			j.Error = sol.Err.Error()
		}
		if err := nonogramWriteJSON(sio.out, j); err != nil {
			return err
		}
	} else {
		w := sio.out
		fmt.Fprintf(w, "%s nonogram (%s): %s\n", p.Size(), p.Format, sol.Status)
		switch sol.Status {
		case nonogram.Unique:
			fmt.Fprint(w, sol.Grid)
		case nonogram.Multiple:
			fmt.Fprintf(w, "first solution:\n%s\nsecond solution:\n%s", sol.Grid, sol.Second)
		default:
			fmt.Fprintln(w, strings.TrimPrefix(sol.Err.Error(), "nonogram: "))
		}
	}
	if sol.Status != nonogram.Unique {
		return errUnsolved
	}
	return nil
}
