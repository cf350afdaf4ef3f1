package logic

import (
	"context"
	"fmt"
	"math/bits"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/explain"
	"github.com/sudokubot/sudokubot/solver/sudoku/internal/sharedtest"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// checkPath replays a path on g, checking every step against the solution: placements
// match it, eliminations remove current candidates that are not solution digits, and no
// cell is left without candidates.
func checkPath(t *testing.T, name string, g, sol sudoku.Grid, steps []technique.Step) {
	t.Helper()
	b := board.New(g)
	for k, s := range steps {
		if (len(s.Placements) == 0) == (len(s.Eliminations) == 0) {
			t.Fatalf("%s step %d %v: needs exactly one of placements/eliminations", name, k, s)
		}
		for _, p := range s.Placements {
			if int(sol.Digits()[p.Cell]) != p.Digit {
				t.Fatalf("%s step %d %v: places %d at %s, solution has %d", name, k, s, p.Digit, g.CellName(p.Cell), sol.Digits()[p.Cell])
			}
			if !b.Has(p.Cell, p.Digit) {
				t.Fatalf("%s step %d %v: placement is not a candidate", name, k, s)
			}
		}
		for _, e := range s.Eliminations {
			if int(sol.Digits()[e.Cell]) == e.Digit {
				t.Fatalf("%s step %d %v: eliminates the solution digit %d at %s\ngrid %s", name, k, s, e.Digit, g.CellName(e.Cell), b.Grid(g).Line())
			}
			if !b.Has(e.Cell, e.Digit) {
				t.Fatalf("%s step %d %v: eliminates %d at %s which is no candidate", name, k, s, e.Digit, g.CellName(e.Cell))
			}
		}
		b.Apply(&s)
		for i, m := range b.Cand {
			if b.Vals[i] == 0 && bits.OnesCount32(m) == 0 {
				t.Fatalf("%s step %d %v: empties %s", name, k, s, g.CellName(i))
			}
		}
		if str := s.String(); str == "" || strings.Contains(str, "%!") {
			t.Fatalf("bad notation %q", str)
		}
		for lvl := 1; lvl <= 4; lvl++ {
			if txt := explain.HintText(b.Grid(g), s, lvl); txt == "" || strings.Contains(txt, "%!") {
				t.Fatalf("%s step %d %v: bad text at level %d: %q", name, k, s, lvl, txt)
			}
		}
	}
	if !b.Solved() {
		t.Fatalf("%s: path does not solve the grid", name)
	}
}

func TestSoundness(t *testing.T) {
	sets := []struct {
		file string
		n    int
	}{
		// Samples spread over each file (sharedtest.Spread): the teaching path with every
		// finder costs about 0.2 s per top1465 puzzle and 1 s per forum-hardest one, so the
		// whole files would take a quarter of an hour.
		{"sudoku/9x9/puzzles3_magictour_top1465", 300},
		{"sudoku/9x9/puzzles2_17_clue", 1000},
		{"sudoku/9x9/norvig_easy50.txt", 50},
		{"sudoku/9x9/tdoku_test_puzzles.txt", 43},
		{"sudoku/9x9/puzzles6_forum_hardest_1106", 60},
		{"sudoku/9x9/puzzles5_forum_hardest_1905_11+", 60},
	}
	if testing.Short() || sharedtest.Race {
		for i := range sets {
			sets[i].n /= 8
		}
	}
	ctx := context.Background()
	for _, set := range sets {
		t.Run(strings.TrimPrefix(set.file, "sudoku/9x9/"), func(t *testing.T) {
			ok := 0
			for i, p := range sharedtest.Spread(t, set.file, set.n) {
				g, err := sudoku.Parse(strings.ReplaceAll(p, "0", "."))
				if err != nil {
					continue
				}
				if sudoku.Check(g) != nil {
					continue
				}
				b := board.New(g)
				cnt := newCounter(b.Sh)
				if k, _ := cnt.countFrom(b, 2, 0); k != 1 {
					continue
				}
				sol := g.Clone()
				copy(sol.Digits(), cnt.first)
				steps, err := pathFrom(ctx, b, sol.Digits(), true)
				if err != nil {
					t.Fatalf("puzzle %d %s: %v", i, p, err)
				}
				checkPath(t, fmt.Sprintf("puzzle %d %s", i, p), g, sol, steps)
				ok++
			}
			t.Logf("%d puzzles checked", ok)
		})
	}
}
