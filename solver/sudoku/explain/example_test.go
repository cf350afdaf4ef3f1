package explain_test

import (
	"context"
	"fmt"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/explain"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
)

// Package logic finds the step and records its reasons; explain words it on the four-level
// ladder (rung 3 stops short of the conclusion) and, whole, for a walkthrough (StepText).
func ExampleHintText() {
	g, _ := sudoku.Parse("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........")
	h, _ := logic.NextHint(context.Background(), g, logic.HintOptions{})
	for level := 1; level <= 4; level++ {
		fmt.Println(explain.HintText(g, *h.Step, level))
	}
	fmt.Println(explain.StepText(g, *h.Step))
	// Output:
	// Look at box 7.
	// Box 7 has a hidden single.
	// Box 7 still needs a 7, and only one cell in it can take one: row 7 already has a 7 at r7c7, column 2 has one at r6c2 and the other cells are filled.
	// Place 7 in r9c3.
	// Box 7 still needs a 7, and r9c3 is the only cell in it that can take one: row 7 already has a 7 at r7c7, column 2 has one at r6c2 and the other cells are filled. So r9c3 is 7.
}

// A Mistake holds facts only (a Kind, the house, the other cell); explain words them.
func ExampleMistakeWhy() {
	g, _ := sudoku.Parse("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........")
	m := sudoku.Mistake{Cell: 1, Digit: 4, Kind: sudoku.MistakeClash,
		House: sudoku.House{Kind: sudoku.Row, Index: 0}, Other: 0}
	fmt.Println(explain.MistakeWhy(g, m))
	fmt.Println(explain.MistakeText(g, m, 2))
	fmt.Println(explain.MistakeText(g, sudoku.Mistake{Cell: 2, Digit: 8, Kind: sudoku.MistakeMarks}, 3))
	// Output:
	// r1c2 can't be 4: row 1 already has a 4 at r1c1
	// r1c2 can't be 4.
	// The pencil marks of r1c3 leave out 8, which is still possible there.
}
