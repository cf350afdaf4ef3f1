package render_test

import (
	"bytes"
	"fmt"

	"github.com/sudokubot/sudokubot/render"
)

// A 5×5 heart, half solved, with the next line step highlighted: row 3 (clue 5) is all black.
func ExampleNonogram() {
	const (
		u = render.NonogramUnknown
		B = render.NonogramBlack
		W = render.NonogramWhite
	)
	board := render.NonogramBoard{
		Width: 5, Height: 5,
		Rows: [][]int{{1, 1}, {5}, {5}, {3}, {1}},
		Cols: [][]int{{2}, {4}, {4}, {4}, {2}},
		Cells: []uint8{
			u, B, W, B, u,
			B, B, B, B, B,
			u, u, u, u, u,
			W, B, B, B, W,
			W, W, B, W, W,
		},
		Progress: true, // grey the clues already satisfied
	}
	hint := &render.NonogramHint{Index: 2, Clues: []int{0}, Black: []int{0, 1, 2, 3, 4}}
	img, err := render.Nonogram(board, hint, render.Options{Theme: render.Dark, Title: "Row 3: 5 in 5 cells"})
	if err != nil {
		fmt.Println(err)
		return
	}
	var png bytes.Buffer
	if err := render.EncodePNG(&png, img); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(img.Bounds().Dx(), "×", img.Bounds().Dy(), "pixels, a PNG under 10 KB:", png.Len() < 10<<10)

	// Inconsistent input is an error, not a panic.
	board.Rows[0] = []int{3, 2}
	_, err = render.Nonogram(board, nil, render.Options{})
	fmt.Println(err)
	// Output:
	// 297 × 315 pixels, a PNG under 10 KB: true
	// render: nonogram row 1: clue 3 2 needs 6 cells, the line has 5
}
