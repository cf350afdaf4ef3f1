package sudoku

import (
	"context"
	"os"
	"strconv"
	"syscall"
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
	start := time.Now()
	for k, g := range grids {
		if only > 0 && k+1 != only {
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Duration(sec)*time.Second)
		o := knobOptions(25)
		cpu0 := cpuTime()
		sol := solveWith(ctx, g, knob("T_LIMIT", 2), 0, o)
		cancel()
		sol.Elapsed = time.Since(start)
		start = time.Now()
		total += sol.Elapsed
		if only > 0 {
			t.Logf("options %+v", o)
		}
		t.Logf("#%2d %-8s %8.3fs cpu=%6.2fs nodes=%d guesses=%d depth=%d err=%v", k+1, sol.Status, sol.Elapsed.Seconds(), (cpuTime() - cpu0).Seconds(), sol.Nodes, sol.Guesses, sol.MaxDepth, sol.Err)
		if sol.Status == Unique || sol.Status == Multiple {
			if !validSolution(g, sol.Grid) {
				t.Errorf("#%d: bad solution", k+1)
			}
		}
	}
	t.Logf("total %.1fs", total.Seconds())
}

// cpuTime returns the user CPU time of the process so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano())
}
