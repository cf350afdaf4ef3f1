package main

import (
	"bytes"
	"context"
	"fmt"
	"os"

	"github.com/sudokubot/sudokubot/render"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// runRender draws one grid as a PNG: sudoku render [flags] FILE -o board.png.
func runRender(ctx context.Context, args []string, sio stdio) error {
	fs := newFlags("render", "FILE|- -o board.png", sio)
	out := fs.String("o", "", "write the PNG to this file (- for standard output)")
	marks := fs.Bool("marks", false, "draw pencil marks: in each empty cell, the digits no cell in its row, column or box holds")
	theme := fs.String("theme", "light", "colours: light (white) or dark (Discord's dark background)")
	labels := fs.Bool("labels", false, "label rows r1..rN and columns c1..cN, as in hints")
	title := fs.String("title", "", "a caption line above the board")
	solve := fs.Bool("solve", false, "draw the solution, givens in bold")
	cell := fs.Int("cell", 0, "cell size in pixels (0: chosen for the grid size)")
	grid := addGridFlags(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return usageError{"render: give one FILE (or - for standard input)"}
	}
	arg, err := oneInput(fs)
	if err != nil {
		return err
	}
	if *out == "" {
		return usageError{"render: say where to write the picture with -o board.png"}
	}
	th, err := render.ParseTheme(*theme)
	if err != nil {
		return usageError{trimPrefix(err.Error())}
	}
	popt, err := grid.options()
	if err != nil {
		return err
	}
	puzzle, err := readGrid(arg, sio, popt)
	if err != nil {
		return err
	}
	shown := puzzle
	unsolved := false // --solve found no unique solution: exit 1 (after drawing one of several)
	if *solve {
		s := (&sudoku.Solver{}).Solve(ctx, puzzle)
		why := s.Status.String()
		if s.Err != nil {
			why += ": " + trimPrefix(s.Err.Error())
		}
		switch s.Status {
		case sudoku.Unique:
		case sudoku.Multiple:
			fmt.Fprintf(sio.err, "sudoku: render: %s; drawing one of the solutions\n", why)
			unsolved = true
		default:
			fmt.Fprintf(sio.err, "sudoku: render: %s\n", why)
			return errUnsolved
		}
		shown = s.Grid
	}
	opt := render.Options{Theme: th, Labels: *labels, Title: *title, CellSize: *cell}
	if *marks {
		opt.Marks = autoMarks(shown)
	}
	img, err := render.Sudoku(puzzle, shown, opt)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := render.EncodePNG(&buf, img); err != nil {
		return err
	}
	if *out == "-" {
		_, err = sio.out.Write(buf.Bytes())
	} else {
		err = os.WriteFile(*out, buf.Bytes(), 0o644)
	}
	if err == nil && unsolved {
		err = errUnsolved
	}
	return err
}

// autoMarks returns the pencil marks of g: in each empty cell, the digits that no cell of
// its row, column or box holds.
func autoMarks(g sudoku.Grid) *sudoku.Candidates {
	c := sudoku.NewCandidates(g)
	return &c
}
