package logic

import (
	"context"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/advanced"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
)

// TestSEAlignedPairSound walks SE's path through 100 top1465 puzzles and checks every
// Aligned Pair Exclusion offered on the way against the solution.
func TestSEAlignedPairSound(t *testing.T) {
	if testing.Short() {
		t.Skip("walks 100 paths")
	}
	var puzzles []string
	for _, g := range benchPuzzles(t, "sudoku/9x9/puzzles3_magictour_top1465", 100) {
		puzzles = append(puzzles, g.Line())
	}
	checked := checkOnSEPaths(t, puzzles, advanced.FindAlignedPairs, 62, 62)
	t.Logf("%d aligned pair exclusions checked", checked)
}

// checkOnSEPaths walks SE's path through each puzzle and checks every step rule offers
// on the way: it never removes the solution's digit and rates from lo to hi (tenths). It
// fails unless at least 100 steps were checked, and returns how many were.
func checkOnSEPaths(t *testing.T, puzzles []string, rule func(*board.Board, []sudoku.Step) []sudoku.Step, lo, hi int) int {
	t.Helper()
	checked := 0
	for _, p := range puzzles {
		g, err := sudoku.Parse(p)
		if err != nil {
			t.Fatal(err)
		}
		var solver sudoku.Solver
		sol := solver.Solve(context.Background(), g).Grid.Digits()
		steps, err := SEPath(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		b := board.New(g)
		for _, s := range steps {
			for _, f := range rule(b, nil) {
				checked++
				for _, e := range f.Eliminations {
					if int(sol[e.Cell]) == e.Digit {
						t.Fatalf("%s: %v removes the solution's %d from cell %d", p, f.String(), e.Digit, e.Cell)
					}
				}
				if f.Rating < lo || f.Rating > hi {
					t.Fatalf("%s: %v rated %d, want %d to %d", p, f.String(), f.Rating, lo, hi)
				}
			}
			b.Apply(&s)
		}
	}
	if checked < 100 {
		t.Fatalf("only %d steps checked", checked)
	}
	return checked
}
