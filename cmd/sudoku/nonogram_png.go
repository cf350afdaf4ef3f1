package main

import (
	"fmt"
	"strings"

	kinds "github.com/sudokubot/sudokubot/puzzle"
	"github.com/sudokubot/sudokubot/render"
	"github.com/sudokubot/sudokubot/solver/nonogram"
)

// writeNonogramPNG draws p with the cells of g (and st's step, when not nil) to path.
func writeNonogramPNG(path string, p nonogram.Puzzle, g nonogram.Grid, st *nonogram.Step, opt render.Options) error {
	img, err := kinds.NonogramPuzzle{Puzzle: p}.Draw(kinds.NonogramView(g, st), opt)
	if err != nil {
		return fmt.Errorf("--png: %w", err)
	}
	return writePNGFile(path, img)
}

// writeNonogramSolutionPNG draws the answer of a solve: the picture when unique, the first
// solution with a caption when there are several, and the clues on an empty board otherwise.
func writeNonogramSolutionPNG(path string, p nonogram.Puzzle, sol nonogram.Solution, theme render.Theme) error {
	opt := render.Options{Theme: theme, Labels: true}
	var g nonogram.Grid
	switch sol.Status {
	case nonogram.Unique:
		g, opt.Title = sol.Grid, p.Size()+" nonogram · unique solution"
	case nonogram.Multiple:
		g, opt.Title = sol.Grid, p.Size()+" nonogram · not unique (one of the solutions)"
	default:
		opt.Title = p.Size() + " nonogram · " + nonogramReason(sol)
	}
	if p.Title != "" {
		opt.Title = p.Title + " · " + opt.Title
	}
	return writeNonogramPNG(path, p, g, nil, opt)
}

// nonogramReason is the status of an unsolved answer, with its cause when short.
func nonogramReason(sol nonogram.Solution) string {
	s := sol.Status.String()
	if sol.Status == nonogram.GaveUp {
		s = "gave up"
	}
	if sol.Err != nil {
		if why := strings.TrimPrefix(sol.Err.Error(), "nonogram: "); len(why) < 60 {
			s += ": " + why
		}
	}
	return s
}
