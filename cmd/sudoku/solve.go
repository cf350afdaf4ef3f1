package main

import (
	"context"
	"io"
	"os"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// runSolve: skeleton; the integrator replaces it with the full command.
func runSolve(ctx context.Context, args []string, sio stdio) error {
	fs := newFlags("solve", "[FILE|-]", sio)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	var data []byte
	var err error
	if fs.NArg() == 0 || fs.Arg(0) == "-" {
		data, err = io.ReadAll(sio.in)
	} else {
		data, err = os.ReadFile(fs.Arg(0))
	}
	if err != nil {
		return err
	}
	g, err := sudoku.Parse(string(data))
	if err != nil {
		return err
	}
	s := sudoku.Solve(g)
	if s.Status != sudoku.Unique {
		io.WriteString(sio.out, s.Status.String()+"\n")
		return errUnsolved
	}
	_, err = io.WriteString(sio.out, s.Grid.String())
	return err
}

func runBench(ctx context.Context, args []string, sio stdio) error {
	return usageError{"bench: not yet"}
}
