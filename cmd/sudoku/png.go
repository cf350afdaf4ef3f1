package main

import "github.com/sudokubot/sudokubot/solver/sudoku"

// writeSolutionPNG draws the puzzle's solution (or the puzzle itself when unsolved) to path.
func writeSolutionPNG(path string, puzzle sudoku.Grid, r solved, theme string) error {
	return usageError{"--png: pictures are not built yet"}
}
