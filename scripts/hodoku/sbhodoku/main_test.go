package main

import (
	"bufio"
	"context"
	"os"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
)

// TestHintAtHoDoKuPositions: at top1465 positions where the path once took a Kraken fish
// or a forcing chain and HoDoKu a plain step (an ALS-Chain over sets of 6 and 7 cells, a
// Sue de Coq with wider sets, a Franken swordfish of 2 and 4 fins), the hint is that
// technique, and every elimination is sound (checked against the position's solution).
func TestHintAtHoDoKuPositions(t *testing.T) {
	f, err := os.Open("testdata/hodoku-positions.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		if strings.HasPrefix(sc.Text(), "#") {
			continue
		}
		fs := strings.Split(sc.Text(), "\t")
		if len(fs) != 3 {
			t.Fatalf("bad line %q", sc.Text())
		}
		id, want := fs[0], fs[1]
		given, cur, marks, err := parseLibrary(fs[2])
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		sol := sudoku.Solve(cur)
		if sol.Status != sudoku.Unique {
			t.Fatalf("%s: %v", id, sol.Status)
		}
		h, err := logic.NextHint(context.Background(), cur, logic.HintOptions{Given: &given, Marks: &marks})
		if err != nil || h.Status != logic.HintOK {
			t.Fatalf("%s: %v %v", id, h.Status, err)
		}
		if got := h.Step.Technique.String(); got != want {
			t.Errorf("%s: %s, want %s", id, h.Step, want)
		}
		if len(h.Step.Eliminations) == 0 {
			t.Errorf("%s: %s eliminates nothing", id, h.Step)
		}
		for _, e := range h.Step.Eliminations {
			if sol.Grid.Cell(e.Cell) == e.Digit {
				t.Errorf("%s: %s removes the solution's %d at cell %d", id, h.Step, e.Digit, e.Cell)
			}
		}
		n++
	}
	if n == 0 {
		t.Fatal("no positions")
	}
}
