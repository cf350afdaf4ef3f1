package sudoku

import (
	"context"
	"testing"
)

// sets9 are the shared 9×9 benchmark sets, in the order of docs/BENCHMARKS.md.
var sets9 = []string{
	"puzzles2_17_clue",
	"puzzles3_magictour_top1465",
	"puzzles5_forum_hardest_1905_11+",
	"puzzles6_forum_hardest_1106",
	"puzzles7_serg_benchmark",
}

// BenchmarkSolve9 counts to 2 solutions for every puzzle of each shared set with a reused
// Solver9. One op is the whole set; usec/puzzle (wall clock), cpu-usec/puzzle (this
// process's CPU time, steadier on a shared machine) and guesses/puzzle are per puzzle.
func BenchmarkSolve9(b *testing.B) {
	for _, name := range sets9 {
		b.Run(name, func(b *testing.B) {
			ps := sharedSet9(b, name)
			var s Solver9
			var guesses int64
			b.ReportAllocs()
			b.ResetTimer()
			cpu0 := cpuTime()
			for i := 0; i < b.N; i++ {
				for k := range ps {
					s.Count(&ps[k].cells, 2)
					guesses += s.Guesses
				}
			}
			cpu := cpuTime() - cpu0
			n := float64(b.N) * float64(len(ps))
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/1e3/n, "usec/puzzle")
			if cpu > 0 {
				b.ReportMetric(float64(cpu.Nanoseconds())/1e3/n, "cpu-usec/puzzle")
			}
			b.ReportMetric(float64(guesses)/n, "guesses/puzzle")
		})
	}
}

// BenchmarkSolveGrid9 measures the public API (Solver.Solve on a Grid) on the same sets: it
// adds the rule check, the Grid copies and the Solution.
func BenchmarkSolveGrid9(b *testing.B) {
	for _, name := range sets9[:2] {
		b.Run(name, func(b *testing.B) {
			ps := sharedSet9(b, name)
			gs := make([]Grid, len(ps))
			for i := range ps {
				gs[i] = gridOf9(b, &ps[i].cells)
			}
			var s Solver
			ctx := context.Background()
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				s.Solve(ctx, gs[i%len(gs)])
			}
			b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N), "usec/puzzle")
		})
	}
}
