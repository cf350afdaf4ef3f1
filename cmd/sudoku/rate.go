package main

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// rateJSON is one line of `rate --format json`. Every key is always present ("" when it
// does not apply): puzzle is the grid for a batch, error the reason a puzzle was not rated.
type rateJSON struct {
	Puzzle string `json:"puzzle"`
	ratingJSON
	Error string `json:"error"`
}

// ratingJSON is a puzzle's rating in the JSON outputs: its keys stand in the lines of
// `rate` and `generate`, and under "rating" in `explain`.
type ratingJSON struct {
	SE      float64 `json:"se"`
	Score   int     `json:"score"`
	Band    string  `json:"band"`
	Hardest string  `json:"hardest"`
}

// ratingOf is r as the JSON outputs give it.
func ratingOf(r logic.Rating) ratingJSON {
	return ratingJSON{SE: r.SE, Score: r.Score, Band: r.Band.String(), Hardest: hardest(r)}
}

// rateBudget is the default time to rate one puzzle of side n: a logical solve of a 25×25
// takes minutes where a 9×9 takes milliseconds.
func rateBudget(n int) time.Duration {
	switch {
	case n <= 9:
		return 10 * time.Second
	case n <= 16:
		return 60 * time.Second
	}
	return 5 * time.Minute
}

// runRate rates one puzzle, or every puzzle of a file with one per line.
func runRate(ctx context.Context, args []string, sio stdio) error {
	fs := newFlags("rate", "[FILE|PUZZLE|-]...", sio)
	format := fs.String("format", "text", "output format: text or json (one object per line)")
	timeout := fs.Duration("timeout", 0, "time limit per puzzle (0: by size, 10s up to 9×9, 60s up to 16×16, 5m for 25×25)")
	grid := addGridFlags(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *format != "text" && *format != "json" {
		return usageError{fmt.Sprintf("rate: unknown --format %q", *format)}
	}
	inputs, err := grid.readInputs(fs.Args(), sio)
	if err != nil {
		return err
	}
	var puzzles []puzzle // every puzzle of every input, in order: several make a batch
	for _, in := range inputs {
		puzzles = append(puzzles, in.puzzles...)
	}
	batch := len(puzzles) > 1
	json1 := !batch && *format == "json" // one puzzle's failure is a JSON line too, as a batch's
	if !batch && !json1 && puzzles[0].err != nil {
		return puzzles[0].err
	}
	failed := false
	enc := json.NewEncoder(sio.out)
	for _, p := range puzzles {
		g := p.grid
		var out rateJSON
		var r logic.Rating
		if p.err != nil {
			err = p.err
		} else {
			budget := *timeout
			if budget <= 0 {
				budget = rateBudget(g.Size())
			}
			pctx, cancel := context.WithTimeout(ctx, budget)
			r, err = logic.Rate(pctx, g)
			err = clashErr(g, err)
			cancel()
			if ranOut(err) {
				err = fmt.Errorf("no rating within %v (a longer --timeout may help)", budget)
			}
			out = rateJSON{ratingJSON: ratingOf(r)}
			if batch {
				out.Puzzle = g.Line()
			}
		}
		if err != nil && !batch && !json1 {
			return err
		}
		if err != nil {
			failed = true
			out = rateJSON{Puzzle: out.Puzzle, Error: trimPrefix(err.Error())}
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
		fmt.Fprintf(sio.out, "%sER %.1f score %d band %s hardest %s\n", prefix, out.SE, out.Score, out.Band, cmp.Or(out.Hardest, "none"))
	}
	if failed {
		return errUnsolved
	}
	return nil
}

// hardest is the name of r's hardest technique, "" when the puzzle needed none (a complete
// grid): the zero technique has no name for players.
func hardest(r logic.Rating) string {
	if r.Hardest == technique.NoTechnique {
		return ""
	}
	return r.Hardest.String()
}

// ranOut reports whether err is a search that ran out of its --timeout (or node limit).
func ranOut(err error) bool {
	return err != nil && (errors.Is(err, sudoku.ErrLimit) || errors.Is(err, context.DeadlineExceeded))
}
