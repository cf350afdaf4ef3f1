package main

import (
	"bufio"
	"errors"
	"fmt"
	"image"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/sudokubot/sudokubot/render"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// writeSolutionPNG draws the puzzle's solution to path; an unsolved puzzle is drawn as given,
// with its clashing cells marked when the givens break a rule.
func writeSolutionPNG(path string, puzzle sudoku.Grid, r solved, themeName string) error {
	theme, err := render.ParseTheme(themeName)
	if err != nil {
		return usageError{err.Error()}
	}
	opt := render.Options{Theme: theme, Labels: true, Title: solveCaption(puzzle, r)}
	grid := puzzle
	if r.sol.Status == sudoku.Unique || r.sol.Status == sudoku.Multiple {
		grid = r.sol.Grid
	}
	if r.sol.Status == sudoku.Invalid && puzzle.Len() > 0 {
		for _, c := range sudoku.Conflicts(puzzle) {
			for k, cell := range c.Cells {
				opt.Mistakes = append(opt.Mistakes, sudoku.Mistake{Cell: cell, Digit: c.Digit,
					Kind: sudoku.MistakeGivenClash, House: c.House, Other: c.Cells[1-k]})
			}
		}
	}
	if puzzle.Len() == 0 {
		return fmt.Errorf("--png: nothing to draw: %s", r.Error)
	}
	img, err := render.Sudoku(puzzle, grid, opt)
	if err != nil {
		return err
	}
	return writePNGFile(path, img)
}

func solveCaption(g sudoku.Grid, r solved) string {
	n := g.Size()
	switch r.sol.Status {
	case sudoku.Unique:
		return fmt.Sprintf("%d×%d · unique solution", n, n)
	case sudoku.Multiple:
		return fmt.Sprintf("%d×%d · not unique (one of the solutions)", n, n)
	default:
		return fmt.Sprintf("%d×%d · %s", n, n, r.Status)
	}
}

// writePNGFile encodes img as PNG into path, replacing it only when the encoding succeeded.
func writePNGFile(path string, img image.Image) error {
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return fmt.Errorf("%s is a directory: name the picture's file, like %s", path, filepath.Join(path, "board.png"))
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".sudoku-*.png")
	if pe := (*fs.PathError)(nil); errors.As(err, &pe) {
		return &fs.PathError{Op: "open", Path: path, Err: pe.Err} // the file asked for, not the temporary one
	}
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	w := bufio.NewWriter(tmp)
	if err := render.EncodePNG(w, img); err != nil {
		tmp.Close()
		return err
	}
	if err := w.Flush(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		if le := (*os.LinkError)(nil); errors.As(err, &le) {
			return &fs.PathError{Op: "write", Path: path, Err: le.Err}
		}
		return err
	}
	return nil
}
