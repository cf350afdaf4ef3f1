package main

import (
	"fmt"
	"strings"

	"github.com/sudokubot/sudokubot/render"
	"github.com/sudokubot/sudokubot/solver/nonogram"
)

// nonogramBoard turns a puzzle and a grid of its size (the zero Grid: nothing known) into
// what render draws.
func nonogramBoard(p nonogram.Puzzle, g nonogram.Grid) render.NonogramBoard {
	b := render.NonogramBoard{Width: p.Width(), Height: p.Height(), Rows: p.Rows, Cols: p.Cols, Progress: true}
	if !g.IsZero() {
		b.Cells = make([]uint8, len(g.Cells))
		for i, c := range g.Cells {
			b.Cells[i] = uint8(c)
		}
	}
	return b
}

// nonogramStepHint is the overlay of a hint step: its line and decided cells, or for a trial
// step the row of the cell it fixes.
func nonogramStepHint(st *nonogram.Step) *render.NonogramHint {
	if st.Trial {
		h := &render.NonogramHint{Index: st.Row}
		if len(st.Black) > 0 {
			h.Black = []int{st.Col}
		} else {
			h.White = []int{st.Col}
		}
		return h
	}
	return &render.NonogramHint{Column: st.Line.Column, Index: st.Line.Index, Black: st.Black, White: st.White}
}

// writeNonogramPNG draws p with the cells of g (and st's step, when not nil) to path.
func writeNonogramPNG(path string, p nonogram.Puzzle, g nonogram.Grid, st *nonogram.Step, opt render.Options) error {
	var hint *render.NonogramHint
	if st != nil {
		hint = nonogramStepHint(st)
	}
	img, err := render.Nonogram(nonogramBoard(p, g), hint, opt)
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
