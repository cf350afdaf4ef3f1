package sudoku

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/solver/sudoku/internal/sharedtest"
)

// benchmarkSet solves every grid in turn, counting to 2, and reports µs per puzzle.
func benchmarkSet(b *testing.B, grids []Grid) {
	b.Helper()
	b.ReportAllocs()
	var s Solver
	start, cpu0 := time.Now(), sharedtest.CPUTime()
	solved := 0
	for i := 0; b.Loop(); i++ {
		g := grids[i%len(grids)]
		sol := s.Solve(context.Background(), g)
		if sol.Status != Unique && sol.Status != Multiple && sol.Status != None {
			b.Fatalf("puzzle %d: %v %v", i%len(grids), sol.Status, sol.Err)
		}
		solved++
	}
	b.ReportMetric(float64(time.Since(start).Microseconds())/float64(solved), "µs/puzzle")
	b.ReportMetric(float64((sharedtest.CPUTime()-cpu0).Microseconds())/float64(solved), "cpu-µs/puzzle")
}

func BenchmarkSolve16(b *testing.B) {
	benchmarkSet(b, readPuzzleLines(b, "sudoku/16x16/gecode_16x16.txt", 16))
}

// BenchmarkSolve25Easy solves the five 25×25 puzzles a SAT solver finishes in under a
// second (the 2nd, 3rd, 13th, 17th and 18th of the file).
func BenchmarkSolve25Easy(b *testing.B) {
	all := readPuzzleLines(b, "sudoku/25x25/gecode_25x25.txt", 25)
	var grids []Grid
	for _, k := range []int{2, 3, 13, 17, 18} {
		grids = append(grids, all[k-1])
	}
	benchmarkSet(b, grids)
}

func BenchmarkSolveTop1465(b *testing.B) {
	benchmarkSet(b, readPuzzleLines(b, "sudoku/9x9/puzzles3_magictour_top1465", 9))
}

// BenchmarkSolveRandom solves random puzzles of the smaller shapes (generated once).
func BenchmarkSolveRandom(b *testing.B) {
	for _, sh := range []struct {
		name           string
		br, bc, blanks int
	}{{"6x6", 2, 3, 22}, {"8x8", 2, 4, 40}, {"12x12", 3, 4, 80}} {
		b.Run(sh.name, func(b *testing.B) {
			rng := rand.New(rand.NewPCG(1, uint64(sh.br*sh.bc)))
			grids := make([]Grid, 200)
			for i := range grids {
				grids[i] = randomPuzzle(rng, sh.br, sh.bc, sh.blanks, false)
			}
			benchmarkSet(b, grids)
		})
	}
}

// BenchmarkSolve16Options compares settings of the generic search on the 16×16 set.
func BenchmarkSolve16Options(b *testing.B) {
	grids := readPuzzleLines(b, "sudoku/16x16/gecode_16x16.txt", 16)
	o := knobOptions(16)
	b.ReportAllocs()
	start := sharedtest.CPUTime()
	worst := time.Duration(0)
	for i := 0; b.Loop(); i++ {
		t0 := sharedtest.CPUTime()
		sol := solveWith(context.Background(), grids[i%len(grids)], 2, 0, o)
		if sol.Status != Unique {
			b.Fatal(sol.Status)
		}
		worst = max(worst, sharedtest.CPUTime()-t0)
	}
	b.ReportMetric(float64((sharedtest.CPUTime()-start).Microseconds())/float64(b.N), "cpu-µs/puzzle")
	b.ReportMetric(float64(worst.Microseconds()), "worst-cpu-µs")
}
