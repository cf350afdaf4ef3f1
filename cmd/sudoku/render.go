package main

import (
	"bytes"
	"context"
	"fmt"
	"os"

	kinds "github.com/sudokubot/sudokubot/puzzle"
	"github.com/sudokubot/sudokubot/render"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// runRender draws one puzzle of any kind puzzle.Table reads (a Sudoku grid, a nonogram) as
// a PNG: sudoku render [flags] FILE -o board.png.
func runRender(ctx context.Context, args []string, sio stdio) error {
	fs := newFlags("render", "FILE|- -o board.png", sio)
	out := fs.String("o", "", "write the PNG to this file (- for standard output)")
	marks := fs.Bool("marks", false, "draw pencil marks: in each empty cell, the digits no cell in its row, column or box holds")
	theme := fs.String("theme", "light", "colours: light (white) or dark (Discord's dark background)")
	labels := fs.Bool("labels", false, "label rows r1..rN and columns c1..cN, as in hints")
	title := fs.String("title", "", "a caption line above the board")
	solve := fs.Bool("solve", false, "draw the solution, givens in bold")
	hint := fs.Bool("hint", false, "draw the next step highlighted on the puzzle as posed, and print it")
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
	if *solve && *hint {
		return usageError{"render: --solve and --hint draw different pictures; choose one"}
	}
	th, err := render.ParseTheme(*theme)
	if err != nil {
		return usageError{trimPrefix(err.Error())}
	}
	popt, err := grid.options()
	if err != nil {
		return err
	}
	name, data, err := readSource(arg, sio, popt)
	if err != nil {
		return err
	}
	p, err := kinds.Table(kinds.Options{Sudoku: popt, NonogramSize: nonogramMaxSize}).Read(string(data))
	if err != nil {
		if name == "-" || name == "" {
			return err
		}
		return fmt.Errorf("%s: %s", name, trimPrefix(err.Error()))
	}
	var view kinds.View
	unsolved := false // --solve found no unique solution: exit 1 (after drawing one of several)
	switch {
	case *solve:
		s := p.Solve(ctx, 0)
		why := s.Status.String()
		if s.Err != nil {
			err := s.Err
			if sp, ok := p.(kinds.SudokuPuzzle); ok {
				err = clashErr(sp.Grid, err) // every clash, not only the first pair
			}
			why += ": " + trimPrefix(err.Error())
		}
		switch s.Status {
		case kinds.Unique:
		case kinds.Multiple:
			fmt.Fprintf(sio.err, "sudoku: render: %s; drawing one of the solutions\n", why)
			unsolved = true
		default:
			fmt.Fprintf(sio.err, "sudoku: render: %s\n", why)
			return errUnsolved
		}
		view.Grid = s.First
	case *hint:
		if view.Step, err = p.Next(ctx, nil, 0); err != nil {
			return fmt.Errorf("render: no step to draw: %s", trimPrefix(err.Error()))
		}
		w := sio.out
		if *out == "-" {
			w = sio.err
		}
		fmt.Fprintln(w, view.Step)
	}
	opt := render.Options{Theme: th, Labels: *labels, Title: *title, CellSize: *cell}
	if *marks {
		sp, ok := p.(kinds.SudokuPuzzle)
		if !ok {
			return usageError{fmt.Sprintf("render: --marks draws a Sudoku's pencil marks; this is a %s", p.Describe())}
		}
		shown := sp.Grid
		if g, ok := view.Grid.(sudoku.Grid); ok {
			shown = g
		}
		opt.Marks = autoMarks(shown)
	}
	img, err := p.Draw(view, opt)
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
