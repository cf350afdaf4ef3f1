package logic

import (
	"context"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/internal/sharedtest"
)

// TestGenerate25Seeds generates a 25×25 Hard (rot180) for each seed of SUDOKU_GEN25 (a
// comma-separated list, e.g. 1,2,3) and logs the CPU time and the puzzle's rating; it checks
// the band and uniqueness but no time. It is CPU heavy and runs only when the variable is set:
//
//	SUDOKU_GEN25=1,2,3,4,5,6,7,8,9,10 go test -run Generate25Seeds -v -timeout 30m ./solver/sudoku/logic
func TestGenerate25Seeds(t *testing.T) {
	list := os.Getenv("SUDOKU_GEN25")
	if list == "" {
		t.Skip("set SUDOKU_GEN25=<seeds> to run")
	}
	for _, f := range strings.Split(list, ",") {
		seed, err := strconv.ParseUint(f, 10, 64)
		if err != nil {
			t.Fatalf("seed %q: %v", f, err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute) // a bound, not a speed check
		cpu0, t0 := sharedtest.CPUTime(), time.Now()
		g, r, err := Generate(ctx, GenerateOptions{Size: 25, Band: Hard, Symmetry: "rot180", Seed: seed})
		cpu, wall := sharedtest.CPUTime()-cpu0, time.Since(t0)
		cancel()
		if err != nil {
			t.Errorf("seed %d: %v", seed, err)
			continue
		}
		if r.Band != Hard {
			t.Errorf("seed %d: band %v", seed, r.Band)
		}
		if sol := sudoku.Solve(g); sol.Status != sudoku.Unique {
			t.Errorf("seed %d: %v", seed, sol.Status)
		}
		t.Logf("seed %2d: cpu %6.2fs wall %6.2fs  SE %.1f givens %d  %s", seed, cpu.Seconds(), wall.Seconds(), r.SE, g.Len()-g.Empty(), g.Line())
	}
}
