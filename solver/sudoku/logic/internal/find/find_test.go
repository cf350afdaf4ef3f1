package find_test

import (
	"context"
	"slices"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/internal/sharedtest"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/find"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// made are the techniques no finder finds: package logic's engine makes their steps itself
// (the forcing chains and the last resort).
var made = []technique.Technique{technique.ForcingChain, technique.DynamicForcingChain, technique.Contradiction,
	technique.CellForcingChain, technique.HouseForcingChain}

// TestPathOrdered checks the order the engine relies on: minimums never decrease along
// Path, so the engine may stop at the first finder that cannot beat the best step found.
func TestPathOrdered(t *testing.T) {
	for i := 1; i < len(find.Path); i++ {
		f, prev := find.Path[i], find.Path[i-1]
		if prev.Late && !f.Late {
			t.Errorf("Path[%d] %v comes after the late finder %v", i, f.Tech, prev.Tech)
		}
		if !f.Late && f.Min() < prev.Min() {
			t.Errorf("Path[%d] %v (min %d) comes after %v (min %d)", i, f.Tech, f.Min(), prev.Tech, prev.Min())
		}
	}
}

// TestEveryTechniqueFound checks that every technique of the descriptor table has a finder
// (on the path or off it) that names it as its Tech or among Also, or is made by the
// engine, and that Of finds it; and that no technique is the Tech of two finders.
func TestEveryTechniqueFound(t *testing.T) {
	all := append(slices.Clone(find.Path), find.OffPath...)
	for _, tech := range technique.Techniques() {
		n, tn := 0, 0
		for _, f := range all {
			if f.Finds(tech) {
				n++
			}
			if f.Tech == tech {
				tn++
			}
		}
		switch {
		case slices.Contains(made, tech):
			if n != 0 {
				t.Errorf("%v is made by the engine but has %d finders", tech, n)
			}
		case n == 0:
			t.Errorf("%v has no finder", tech)
		case tn > 1:
			t.Errorf("%v is the Tech of %d finders, want at most 1", tech, tn)
		case !find.Of(tech).Finds(tech):
			t.Errorf("Of(%v) returns the finder of %v", tech, find.Of(tech).Tech)
		}
	}
}

// TestFindersStayInTheirTechniques runs the finders of the path at every position of the
// teaching path through a sample of puzzles (those the engine runs there: up to the rating
// of the step it took) and checks that each step a finder returns is one of the techniques
// its row names, rated no lower than its minimum: the table is what the engine, the SE
// rater and the tests look finders up by.
func TestFindersStayInTheirTechniques(t *testing.T) {
	n := 12
	if testing.Short() || sharedtest.Race {
		n = 3
	}
	seen := map[technique.Technique]bool{}
	for _, p := range sharedtest.Spread(t, "sudoku/9x9/puzzles3_magictour_top1465", n) {
		g, err := sudoku.Parse(p)
		if err != nil {
			t.Fatal(err)
		}
		steps, err := logic.Explain(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		b := board.New(g)
		for _, s := range steps {
			for _, f := range find.Path {
				if f.Min() > s.Rating {
					break
				}
				for _, got := range f.Find(b, nil) {
					seen[got.Technique] = true
					if !f.Finds(got.Technique) {
						t.Fatalf("%s: the finder of %v returned a %v step", p, f.Tech, got.Technique)
					}
					if got.Rating < f.Min() {
						t.Fatalf("%s: the finder of %v returned a %v step rated %d, below its minimum %d", p, f.Tech, got.Technique, got.Rating, f.Min())
					}
				}
			}
			b.Apply(&s)
		}
	}
	t.Logf("%d techniques met", len(seen))
}
