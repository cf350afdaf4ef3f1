package main

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
)

// generateJSON is one line of `generate --format json`.
type generateJSON struct {
	Puzzle string `json:"puzzle"`
	ratingJSON
	Size     int    `json:"size"`
	Symmetry string `json:"symmetry"`
	Seed     uint64 `json:"seed"`
}

// generateBands lists the bands a generated n×n puzzle can have. Every uniquely solvable
// 4×4 falls to singles, so 4×4 puzzles are only ever Beginner; the other sizes have all
// five bands.
func generateBands(n int) []logic.Band {
	if n == 4 {
		return []logic.Band{logic.Beginner}
	}
	return []logic.Band{logic.Beginner, logic.Easy, logic.Medium, logic.Hard, logic.Expert}
}

// defaultBand is the band generate makes when --band is not given: medium, or the
// hardest band the size has when it has no medium.
func defaultBand(n int) logic.Band {
	bands := generateBands(n)
	if slices.Contains(bands, logic.Medium) {
		return logic.Medium
	}
	return bands[len(bands)-1]
}

// runGenerate makes rated puzzles in a band, one per line (or JSON with the rating).
func runGenerate(ctx context.Context, args []string, sio stdio) error {
	fs := newFlags("generate", "", sio)
	bandName := fs.String("band", "", "difficulty band: beginner, easy, medium, hard, expert (default medium, or the hardest band the size has: beginner for 4×4)")
	size := fs.Int("size", 9, "grid size N (4..16; 25 best effort)")
	count := fs.Int("count", 1, "number of puzzles")
	seed := fs.Uint64("seed", 0, "random seed (0: from the clock); puzzle k uses seed+k")
	symmetry := fs.String("symmetry", "rot180", "clue symmetry: none, rot180, rot90, mirror, diagonal")
	format := fs.String("format", "text", "output format: text (one puzzle per line) or json (one object per line)")
	timeout := fs.Duration("timeout", 60*time.Second, "time limit per puzzle (0: no limit)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if _, err := sudoku.NewGrid(*size); err != nil {
		return usageError{fmt.Sprintf("generate: --size %d: %s", *size, trimPrefix(err.Error()))}
	}
	if !slices.Contains(logic.Symmetries, *symmetry) {
		return usageError{fmt.Sprintf("generate: unknown --symmetry %q (%s)", *symmetry, strings.Join(logic.Symmetries, ", "))}
	}
	if *bandName == "" {
		*bandName = defaultBand(*size).String()
	}
	band, ok := logic.ParseBand(*bandName)
	if !ok || band == logic.BeyondLogic {
		return usageError{fmt.Sprintf("generate: unknown --band %q (beginner, easy, medium, hard, expert)", *bandName)}
	}
	if bands := generateBands(*size); !slices.Contains(bands, band) {
		names := make([]string, len(bands))
		for i, b := range bands {
			names[i] = b.String()
		}
		return usageError{fmt.Sprintf("generate: a %d×%d puzzle is never %s: %d×%d puzzles come in %s", *size, *size, band, *size, *size, strings.Join(names, ", "))}
	}
	if *count < 1 {
		return usageError{"generate: --count must be at least 1"}
	}
	if *format != "text" && *format != "json" {
		return usageError{fmt.Sprintf("generate: unknown --format %q", *format)}
	}
	s := *seed
	if s == 0 {
		s = uint64(time.Now().UnixNano())
	}
	enc := json.NewEncoder(sio.out)
	for k := 0; k < *count; k++ {
		pctx, cancel := timeLimit(ctx, *timeout)
		opt := logic.GenerateOptions{Size: *size, Band: band, Symmetry: *symmetry, Seed: s + uint64(k)}
		g, r, err := logic.Generate(pctx, opt)
		cancel()
		if ranOut(err) {
			return fmt.Errorf("generate: no %s %d×%d puzzle within %v (a longer --timeout may help)", band, *size, *size, *timeout)
		}
		if err != nil {
			return err
		}
		if *format == "json" {
			if err := enc.Encode(generateJSON{Puzzle: g.Line(), ratingJSON: ratingOf(r),
				Size: g.Size(), Symmetry: *symmetry, Seed: opt.Seed}); err != nil {
				return err
			}
			continue
		}
		if _, err := fmt.Fprintln(sio.out, g.Line()); err != nil {
			return err
		}
	}
	return nil
}
