package logic

import (
	"context"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/internal/sharedtest"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/advanced"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// benchPuzzles parses n puzzles spread over a shared file.
func benchPuzzles(b testing.TB, rel string, n int) []sudoku.Grid {
	var out []sudoku.Grid
	for _, p := range sharedtest.Spread(b, rel, n) {
		if g, err := sudoku.Parse(p); err == nil {
			out = append(out, g)
		}
	}
	return out
}

// BenchmarkRateTop1465 explains and rates puzzles of top1465 (full Explain with the
// progress tie-break, then the rating).
func BenchmarkRateTop1465(b *testing.B) {
	gs := benchPuzzles(b, "sudoku/9x9/puzzles3_magictour_top1465", 100)
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		steps, err := Explain(ctx, gs[i%len(gs)])
		if err != nil {
			b.Fatal(err)
		}
		_ = RatePath(steps)
	}
}

// BenchmarkRateOnlyTop1465 is Rate alone (the fast path without the progress tie-break).
func BenchmarkRateOnlyTop1465(b *testing.B) {
	gs := benchPuzzles(b, "sudoku/9x9/puzzles3_magictour_top1465", 100)
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Rate(ctx, gs[i%len(gs)]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkHintTop1465 asks for one hint on the start position of top1465 puzzles.
func BenchmarkHintTop1465(b *testing.B) {
	gs := benchPuzzles(b, "sudoku/9x9/puzzles3_magictour_top1465", 100)
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := NextHint(ctx, gs[i%len(gs)], HintOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSolve17 is the solver on 17-clue puzzles (for comparison).
func BenchmarkSolve17(b *testing.B) {
	gs := benchPuzzles(b, "sudoku/9x9/puzzles2_17_clue", 100)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		sudoku.Solve(gs[i%len(gs)])
	}
}

// BenchmarkEngineTop1465 is the step engine alone on top1465 (solution precomputed with
// the package's own counter): what Explain costs besides the solver.
func BenchmarkEngineTop1465(b *testing.B) {
	gs := benchPuzzles(b, "sudoku/9x9/puzzles3_magictour_top1465", 100)
	sols := make([][]uint8, len(gs))
	for i, g := range gs {
		bd := board.New(g)
		c := newCounter(bd.Sh)
		c.countFrom(bd, 1, 0)
		sols[i] = append([]uint8(nil), c.first...)
	}
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i % len(gs)
		if _, err := pathFrom(ctx, board.New(gs[k]), sols[k], true); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkHintEngineTop1465 is the hint's step choice alone (candidates, every cheapest
// step, the progress tie-break) on top1465 start positions, without the solver.
func BenchmarkHintEngineTop1465(b *testing.B) {
	gs := benchPuzzles(b, "sudoku/9x9/puzzles3_magictour_top1465", 100)
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		bd := board.New(gs[i%len(gs)])
		e := newEngine(bd, nil)
		if _, ok := e.best(ctx, bd, true); !ok {
			b.Fatal("no step")
		}
	}
}

// BenchmarkHintEngineMidTop1465 asks for a hint halfway through each top1465 puzzle,
// where harder steps are needed.
func BenchmarkHintEngineMidTop1465(b *testing.B) {
	gs := benchPuzzles(b, "sudoku/9x9/puzzles3_magictour_top1465", 100)
	ctx := context.Background()
	mids := make([]sudoku.Grid, len(gs))
	for k, g := range gs {
		steps, err := Explain(ctx, g)
		if err != nil {
			b.Fatal(err)
		}
		m := g.Clone()
		for _, s := range steps[:len(steps)/3] {
			m = s.Apply(m)
		}
		mids[k] = m
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		bd := board.New(mids[i%len(mids)])
		e := newEngine(bd, nil)
		e.best(ctx, bd, true)
	}
}

// BenchmarkKraken is one Kraken fish search where the path of an isomorph of a top1465
// puzzle first uses one: the cost the finder adds at each position where nothing cheaper
// applies.
func BenchmarkKraken(b *testing.B) {
	g, err := sudoku.Parse(krakenPuzzle)
	if err != nil {
		b.Fatal(err)
	}
	steps, err := Explain(context.Background(), g)
	if err != nil {
		b.Fatal(err)
	}
	bd := board.New(g)
	for _, s := range steps {
		if s.Technique == technique.KrakenFish {
			break
		}
		bd.Apply(&s)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if len(advanced.FindKrakenFish(bd, nil)) == 0 {
			b.Fatal("no Kraken fish")
		}
	}
}
