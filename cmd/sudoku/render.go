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
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return usageError{"render: give one FILE (or - for standard input)"}
	}
	if *out == "" {
		return usageError{"render: say where to write the picture with -o board.png"}
	}
	th, err := render.ParseTheme(*theme)
	if err != nil {
		return usageError{trimPrefix(err.Error())}
	}
	puzzle, err := readGrid(fs.Arg(0), sio, sudoku.ParseOptions{})
	if err != nil {
		return err
	}
	grid := puzzle
	if *solve {
		s := (&sudoku.Solver{}).Solve(ctx, puzzle)
		if s.Status != sudoku.Unique && s.Status != sudoku.Multiple {
			fmt.Fprintf(sio.err, "sudoku: render: %s: %v\n", s.Status, s.Err)
			return errUnsolved
		}
		grid = s.Grid
	}
	opt := render.Options{Theme: th, Labels: *labels, Title: *title, CellSize: *cell}
	if *marks {
		opt.Marks = autoMarks(grid)
	}
	img, err := render.Sudoku(puzzle, grid, opt)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := render.EncodePNG(&buf, img); err != nil {
		return err
	}
	if *out == "-" {
		_, err = sio.out.Write(buf.Bytes())
		return err
	}
	return os.WriteFile(*out, buf.Bytes(), 0o644)
}

// autoMarks returns the pencil marks of g: in each empty cell, the digits that no cell of
// its row, column or box holds.
func autoMarks(g sudoku.Grid) *sudoku.Candidates {
	c := sudoku.NewCandidates(g)
	return &c
}
