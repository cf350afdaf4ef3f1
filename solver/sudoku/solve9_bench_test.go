package sudoku

import (
	"context"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku/internal/fast9"
)

// sets9 are the shared 9×9 benchmark sets, in the order of docs/BENCHMARKS.md.
var sets9 = []string{
	"puzzles2_17_clue",
	"puzzles3_magictour_top1465",
	"puzzles5_forum_hardest_1905_11+",
	"puzzles6_forum_hardest_1106",
	"puzzles7_serg_benchmark",
}

// benchSet9 runs solve over every puzzle of a shared set per op and reports per puzzle:
// usec/puzzle (wall clock), cpu-usec/puzzle (this process's CPU time, steadier on a shared
// machine) and guesses/puzzle (solve's return value).
func benchSet9(b *testing.B, name string, prepare func([]puzzle9), solve func(k int) int64) {
	ps := sharedSet9(b, name)
	if prepare != nil {
		prepare(ps)
	}
	var guesses int64
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cpuTime()
	for i := 0; i < b.N; i++ {
		for k := range ps {
			guesses += solve(k)
		}
	}
	cpu := cpuTime() - cpu0
	n := float64(b.N) * float64(len(ps))
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/1e3/n, "usec/puzzle")
	if cpu > 0 {
		b.ReportMetric(float64(cpu.Nanoseconds())/1e3/n, "cpu-usec/puzzle")
	}
	b.ReportMetric(float64(guesses)/n, "guesses/puzzle")
}

// BenchmarkSolve9 counts to 2 solutions for every puzzle of each shared set with a reused
// Solver9 (the low-level entry used by the generator). One op is the whole set.
func BenchmarkSolve9(b *testing.B) {
	for _, name := range sets9 {
		b.Run(name, func(b *testing.B) {
			var s fast9.Solver9
			var ps []puzzle9
			benchSet9(b, name, func(p []puzzle9) { ps = p }, func(k int) int64 {
				s.Count(&ps[k].cells, 2)
				return s.Guesses
			})
		})
	}
}

// BenchmarkSolveGrid9 measures the public API (Solver.Solve on a Grid) on the same sets: it
// adds the rule check, the two solution Grids and the Solution. One op is the whole set.
func BenchmarkSolveGrid9(b *testing.B) {
	for _, name := range sets9 {
		b.Run(name, func(b *testing.B) {
			var gs []Grid
			var s Solver
			ctx := context.Background()
			benchSet9(b, name, func(ps []puzzle9) {
				for i := range ps {
					gs = append(gs, gridOf9(b, &ps[i].cells))
				}
			}, func(k int) int64 {
				return s.Solve(ctx, gs[k]).Guesses
			})
		})
	}
}
