package logic

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/internal/sharedtest"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

func TestGenerateBands(t *testing.T) {
	bands := []Band{Beginner, Easy, Medium, Hard}
	if !testing.Short() {
		bands = append(bands, Expert)
	}
	for _, band := range bands {
		for seed := uint64(1); seed <= 3; seed++ {
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			g, r, err := Generate(ctx, GenerateOptions{Size: 9, Band: band, Symmetry: "rot180", Seed: seed})
			cancel()
			if err != nil {
				t.Fatalf("%v seed %d: %v", band, seed, err)
			}
			if r.Band != band {
				t.Errorf("%v seed %d: got band %v", band, seed, r.Band)
			}
			sol := sudoku.Solve(g)
			if sol.Status != sudoku.Unique {
				t.Fatalf("%v seed %d: %s has status %v", band, seed, g.Line(), sol.Status)
			}
			n := g.Size()
			for i := 0; i < g.Len(); i++ {
				j := (n-1-i/n)*n + (n - 1 - i%n)
				if (g.Cell(i) == 0) != (g.Cell(j) == 0) {
					t.Fatalf("%s is not rot180-symmetric", g.Line())
				}
			}
			again, _, err := Generate(context.Background(), GenerateOptions{Size: 9, Band: band, Symmetry: "rot180", Seed: seed})
			if err != nil || !again.Equal(g) {
				t.Errorf("%v seed %d: not reproducible", band, seed)
			}
			t.Logf("%v seed %d: %s ER %.1f score %d hardest %v givens %d", band, seed, g.Line(), r.SE, r.Score, r.Hardest, g.Len()-g.Empty())
		}
	}
}

func TestGenerateSizes(t *testing.T) {
	for _, n := range []int{4, 6, 8, 9, 10, 12, 16} {
		var g sudoku.Grid
		var r Rating
		var err error
		bands := []Band{Medium, Easy, Beginner}
		if n == 4 {
			bands = []Band{Beginner} // 4×4 puzzles never need more than singles
		}
		// The deadline only moves on to an easier band; the race detector runs the
		// generator about ten times slower, so it gets ten times the time.
		limit := 5 * time.Second
		if sharedtest.Race {
			limit *= 10
		}
		for _, band := range bands {
			ctx, cancel := context.WithTimeout(context.Background(), limit)
			g, r, err = Generate(ctx, GenerateOptions{Size: n, Band: band, Symmetry: "none", Seed: 7})
			cancel()
			if err == nil {
				break
			}
		}
		if err != nil {
			t.Fatalf("%d×%d: %v", n, n, err)
		}
		b := board.New(g)
		cnt := newCounter(b.Sh)
		if k, _ := cnt.countFrom(b, 2, 0); k != 1 {
			t.Fatalf("%d×%d: %d solutions", n, n, k)
		}
		// the path on rectangular boxes is sound too
		sol := g.Clone()
		copy(sol.Digits(), cnt.first)
		steps, err := pathFrom(context.Background(), b, sol.Digits(), true)
		if err != nil {
			t.Fatal(err)
		}
		checkPath(t, g.Line(), g, sol, steps)
		t.Logf("%d×%d: band %v ER %.1f givens %d", n, n, r.Band, r.SE, g.Len()-g.Empty())
	}
}

// TestGenerateHardLarge pins that Hard exists above 9×9 too: the dig keeps the puzzle within
// Hard's techniques there, since minimal 12×12 and 16×16 puzzles need forcing chains.
func TestGenerateHardLarge(t *testing.T) {
	if testing.Short() {
		t.Skip("generates 16×16 puzzles")
	}
	for _, n := range []int{12, 16} {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute) // a bound, not a speed check
		g, r, err := Generate(ctx, GenerateOptions{Size: n, Band: Hard, Symmetry: "rot180", Seed: 3})
		cancel()
		if err != nil {
			t.Fatalf("%d×%d hard: %v", n, n, err)
		}
		if r.Band != Hard || r.SE < 2.6 || r.SE > 6.0 {
			t.Errorf("%d×%d hard: band %v ER %.1f", n, n, r.Band, r.SE)
		}
		b := board.New(g)
		if k, _ := newCounter(b.Sh).countFrom(b, 2, 0); k != 1 {
			t.Errorf("%d×%d hard: %d solutions", n, n, k)
		}
	}
}

func BenchmarkGenerateHard(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, _, err := Generate(context.Background(), GenerateOptions{Band: Hard, Symmetry: "rot180", Seed: uint64(i)}); err != nil {
			b.Fatal(err)
		}
	}
}

// TestAssumesUnique pins the list of techniques after which the dig must count solutions:
// every rectangle and BUG technique, and nothing else.
func TestAssumesUnique(t *testing.T) {
	for tq := technique.Technique(0); tq < 200; tq++ {
		name := tq.String()
		want := strings.Contains(name, "Rectangle") && name != "Empty Rectangle" && name != "Dual Empty Rectangle" ||
			strings.HasPrefix(name, "BUG")
		if got := assumesUnique(tq); got != want {
			t.Errorf("assumesUnique(%s) = %v, want %v", name, got, want)
		}
	}
}
