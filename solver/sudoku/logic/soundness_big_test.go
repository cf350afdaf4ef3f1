package logic

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/internal/sharedtest"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
)

// parseLetters reads an N×N line with '.' blanks, 1-9 then A=10 ... (the 16×16 and 25×25
// data files), independent of the shared Parse.
func parseLetters(t *testing.T, line string, n int) (sudoku.Grid, bool) {
	if len(line) != n*n {
		return sudoku.Grid{}, false
	}
	g, err := sudoku.NewGrid(n)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n*n; i++ {
		c := line[i]
		switch {
		case c == '.' || c == '0':
		case c >= '1' && c <= '9':
			g.SetCell(i, int(c-'0'))
		case c >= 'A' && c <= 'P':
			g.SetCell(i, int(c-'A')+10)
		default:
			return sudoku.Grid{}, false
		}
	}
	return g, true
}

// TestSoundnessLarge replays the engine's paths on the 16×16 data set.
func TestSoundnessLarge(t *testing.T) {
	sets := []struct {
		file string
		n    int
		max  int
	}{
		{"sudoku/16x16/gecode_16x16.txt", 16, 55},
	}
	// The 25×25 Gecode instances are too hard for the test's own counter to prove unique
	// within a test budget, so they are not swept here.
	if testing.Short() || sharedtest.Race {
		sets[0].max = 8
	}
	for _, set := range sets {
		t.Run(fmt.Sprint(set.n), func(t *testing.T) {
			checked := 0
			for i, l := range sharedtest.Lines(t, set.file) {
				if checked >= set.max {
					break
				}
				g, ok := parseLetters(t, l, set.n)
				if !ok || sudoku.Check(g) != nil {
					continue
				}
				b := board.New(g)
				cnt := newCounter(b.Sh)
				if k, ok := cnt.countFrom(b, 2, 200000); !ok || k != 1 {
					continue
				}
				sol := g.Clone()
				copy(sol.Digits(), cnt.first)
				ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
				steps, err := pathFrom(ctx, b, sol.Digits(), true)
				cancel()
				if err != nil {
					t.Fatalf("puzzle %d: %v", i, err)
				}
				checkPath(t, fmt.Sprintf("%d×%d puzzle %d", set.n, set.n, i), g, sol, steps)
				checked++
			}
			t.Logf("%d puzzles checked", checked)
		})
	}
}
