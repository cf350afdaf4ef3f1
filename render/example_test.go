package render_test

import (
	"bytes"
	"fmt"

	"github.com/sudokubot/sudokubot/render"
	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

func ExampleSolution() {
	puzzle, _ := sudoku.Parse("1.34\n34.2\n2.43\n43.1")
	solution := sudoku.Solve(puzzle).Grid
	img, err := render.Solution(puzzle, solution, render.Options{Theme: render.Dark, Labels: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	var png bytes.Buffer
	if err := render.EncodePNG(&png, img); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(img.Bounds().Dx(), "×", img.Bounds().Dy(), "pixels, a PNG under 20 KB:", png.Len() < 20<<10)
	// Output: 573 × 554 pixels, a PNG under 20 KB: true
}

func ExampleHint() {
	puzzle, _ := sudoku.Parse("1.34\n34.2\n2.43\n43.1")
	// r1c2 must be 2: the step engine's answer, written by hand here.
	step := &technique.Step{
		Technique:  technique.NakedSingle,
		Houses:     []sudoku.House{{Kind: sudoku.Row, Index: 0}},
		Placements: []technique.Candidate{{Cell: 1, Digit: 2}},
	}
	img, err := render.Hint(puzzle, puzzle, nil, step, nil, render.Options{Title: "Naked Single"})
	fmt.Println(img != nil, err)
	// Output: true <nil>
}
