package logic

import (
	"context"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
)

// TestSEAlignedPairSound walks SE's path through 100 top1465 puzzles and checks every
// Aligned Pair Exclusion offered on the way against the solution.
func TestSEAlignedPairSound(t *testing.T) {
	if testing.Short() {
		t.Skip("walks 100 paths")
	}
	checked := 0
	for _, g := range benchPuzzles(t, "sudoku/9x9/puzzles3_magictour_top1465", 100) {
		var solver sudoku.Solver
		sol := solver.Solve(context.Background(), g).Grid.Digits()
		steps, err := SEPath(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		b := board.New(g)
		for _, s := range steps {
			for _, f := range seAlignedPair(b, nil) {
				checked++
				for _, e := range f.Eliminations {
					if int(sol[e.Cell]) == e.Digit {
						t.Fatalf("%s: %v removes the solution's %d from cell %d", g.Line(), f.String(), e.Digit, e.Cell)
					}
				}
			}
			b.Apply(&s)
		}
	}
	if checked < 100 {
		t.Fatalf("only %d steps checked", checked)
	}
	t.Logf("%d aligned pair exclusions checked", checked)
}
