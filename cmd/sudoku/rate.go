package main

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
)

type rateJSON struct {
	Puzzle  string  `json:"puzzle,omitempty"`
	SE      float64 `json:"se"`
	Score   int     `json:"score"`
	Band    string  `json:"band"`
	Hardest string  `json:"hardest"`
	Error   string  `json:"error,omitempty"`
}

// runRate rates one puzzle, or every puzzle of a file with one per line.
func runRate(ctx context.Context, args []string, sio stdio) error {
	fs := newFlags("rate", "[FILE|-]", sio)
	format := fs.String("format", "text", "output format: text or json (one object per line)")
	timeout := fs.Duration("timeout", 10*time.Second, "time limit per puzzle")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *format != "text" && *format != "json" {
		return usageError{fmt.Sprintf("rate: unknown --format %q", *format)}
	}
	text, err := readInput(fs, sio)
	if err != nil {
		return err
	}
	var grids []sudoku.Grid
	if g, err := sudoku.Parse(text); err == nil {
		grids = append(grids, g)
	} else {
		for i, line := range strings.Split(text, "\n") {
			line = strings.TrimSpace(line)
			if line == "" || strings.HasPrefix(line, "#") {
				continue
			}
			if j := strings.IndexAny(line, " \t:#,"); j > 0 {
				line = line[:j]
			}
			g, perr := sudoku.Parse(line)
			if perr != nil {
				return fmt.Errorf("line %d: %w", i+1, perr)
			}
			grids = append(grids, g)
		}
		if len(grids) == 0 {
			return err
		}
	}
	failed := false
	enc := json.NewEncoder(sio.out)
	for _, g := range grids {
		pctx, cancel := context.WithTimeout(ctx, *timeout)
		r, err := logic.Rate(pctx, g)
		cancel()
		out := rateJSON{SE: r.SE, Score: r.Score, Band: r.Band.String(), Hardest: r.Hardest.String()}
		if len(grids) > 1 {
			out.Puzzle = g.Line()
		}
		if err != nil && len(grids) == 1 {
			return err
		}
		if err != nil {
			failed = true
			out = rateJSON{Puzzle: out.Puzzle, Error: strings.TrimPrefix(err.Error(), "sudoku: ")}
		}
		if *format == "json" {
			if err := enc.Encode(out); err != nil {
				return err
			}
			continue
		}
		prefix := ""
		if out.Puzzle != "" {
			prefix = out.Puzzle + " "
		}
		if out.Error != "" {
			fmt.Fprintf(sio.out, "%serror: %s\n", prefix, out.Error)
			continue
		}
		if g.Size() != 9 {
			// no published ratings exist for other sizes: show the tier, not a number
			fmt.Fprintf(sio.out, "%stier %d band %s hardest %s\n", prefix, r.Hardest.Tier(), out.Band, out.Hardest)
			continue
		}
		fmt.Fprintf(sio.out, "%sER %.1f score %d band %s hardest %s\n", prefix, out.SE, out.Score, out.Band, out.Hardest)
	}
	if failed {
		return errUnsolved
	}
	return nil
}
