package logic_test

import (
	"context"
	"fmt"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/explain"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
)

func ExampleNextHint() {
	g, _ := sudoku.Parse("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........")
	h, _ := logic.NextHint(context.Background(), g, logic.HintOptions{})
	fmt.Println(h.Status)
	fmt.Println(h.Step)
	for level := 1; level <= 4; level++ {
		fmt.Println(explain.HintText(g, *h.Step, level))
	}
	// Output:
	// ok
	// Hidden Single: r9c3=7
	// Look at box 7.
	// Box 7 has a hidden single.
	// Box 7 still needs a 7, and only one cell in it can take one: row 7 already has a 7 at r7c7, column 2 has one at r6c2 and the other cells are filled.
	// Place 7 in r9c3.
}

func ExampleRate() {
	g, _ := sudoku.Parse("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	r, _ := logic.Rate(context.Background(), g)
	fmt.Printf("ER %.1f, band %v, hardest %v\n", r.SE, r.Band, r.Hardest)
	// Output:
	// ER 1.2, band beginner, hardest Hidden Single
}

func ExampleExplain() {
	g, _ := sudoku.Parse("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........")
	steps, _ := logic.Explain(context.Background(), g)
	for _, s := range steps[:4] {
		fmt.Println(s)
	}
	// Output:
	// Hidden Single: r9c3=7
	// Direct Hidden Pair: 3,5 in r7c89 => r7c5=9
	// Direct Hidden Pair: 3,5 in r9c46 => r9c5=4
	// Pointing: 1 in b7 => r124c2<>1
}

func ExampleGenerate() {
	g, r, err := logic.Generate(context.Background(), logic.GenerateOptions{Size: 9, Band: logic.Hard, Symmetry: "rot180", Seed: 42})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Band, g.Len()-g.Empty() > 17)
	// Output:
	// hard true
}
