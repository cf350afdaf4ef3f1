package sudoku

import (
	"context"
	"os"
	"strconv"
	"testing"
	"time"
)

// TestSweep25 solves the 25×25 set with a per-puzzle deadline and logs each outcome. It is
// CPU heavy and runs only when SUDOKU_SWEEP25 is set (to the deadline in seconds).
func TestSweep25(t *testing.T) {
	sec, err := strconv.Atoi(os.Getenv("SUDOKU_SWEEP25"))
	if err != nil || sec <= 0 {
		t.Skip("set SUDOKU_SWEEP25=<seconds per puzzle> to run")
	}
	grids := readPuzzleLines(t, "sudoku/25x25/gecode_25x25.txt", 25)
	only, _ := strconv.Atoi(os.Getenv("SUDOKU_SWEEP_ONLY"))
	var total time.Duration
	for k, g := range grids {
		if only > 0 && k+1 != only {
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Duration(sec)*time.Second)
		s := Solver{Limit: knob("T_LIMIT", 0)}
		sol := s.Solve(ctx, g)
		cancel()
		total += sol.Elapsed
		if only > 0 {
			t.Logf("knobs %+v", tuning)
		}
		t.Logf("#%2d %-8s %8.3fs nodes=%d guesses=%d depth=%d err=%v", k+1, sol.Status, sol.Elapsed.Seconds(), sol.Nodes, sol.Guesses, sol.MaxDepth, sol.Err)
		if sol.Status == Unique || sol.Status == Multiple {
			if !validSolution(g, sol.Grid) {
				t.Errorf("#%d: bad solution", k+1)
			}
		}
	}
	t.Logf("total %.1fs", total.Seconds())
}
