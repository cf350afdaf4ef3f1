package logic

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/advanced"
)

// TestChainsOnLargerGrids explains expert 16×16 puzzles (testdata/expert16.txt, made by
// `sudoku generate --size 16 --band expert --count 4 --seed S` for S = 5, 11, 23 and 37) and
// checks every step of their paths against the solutions: nice loops, AICs, BUG+n and Sue
// de Coq run on every size, and these puzzles need them.
func TestChainsOnLargerGrids(t *testing.T) {
	data, err := os.ReadFile("testdata/expert16.txt")
	if err != nil {
		t.Fatal(err)
	}
	chains, forcing := 0, 0
	for i, line := range strings.Fields(string(data)) {
		g, err := sudoku.Parse(line)
		if err != nil {
			t.Fatalf("puzzle %d: %v", i+1, err)
		}
		var solver sudoku.Solver
		res := solver.Solve(context.Background(), g)
		if res.Status != sudoku.Unique {
			t.Fatalf("puzzle %d: %v, want one solution", i+1, res.Status)
		}
		steps, err := Explain(context.Background(), g)
		if err != nil {
			t.Fatalf("puzzle %d: %v", i+1, err)
		}
		checkPath(t, fmt.Sprintf("16×16 puzzle %d", i+1), g, res.Grid, steps)
		for _, s := range steps {
			switch {
			case advanced.IsChainFamily(s.Technique):
				chains++
				if s.Size != 16 {
					t.Errorf("puzzle %d: %v has size %d", i+1, s, s.Size)
				}
			case isForcing(s.Technique):
				forcing++
			}
		}
	}
	if chains == 0 {
		t.Fatal("no nice loop or AIC on the 16×16 paths")
	}
	t.Logf("16×16 expert paths: %d nice loops and AICs, %d forcing chains", chains, forcing)
}
