package nonogram

import (
	"context"
	"strings"
	"testing"
)

// benchClass solves every data-set puzzle of the given classes once per iteration.
func benchClass(b *testing.B, classes ...string) {
	var ps []Puzzle
	for _, e := range readIndex(b) {
		for _, c := range classes {
			if e.class == c || strings.HasPrefix(e.class, c+" ") {
				ps = append(ps, readShared(b, "non", e.name+".non"))
			}
		}
	}
	if len(ps) == 0 {
		b.Skip("no puzzles")
	}
	b.ReportAllocs()
	var s Solver
	for b.Loop() {
		for _, p := range ps {
			if sol := s.Solve(context.Background(), p); sol.Status != Unique && sol.Status != Multiple {
				b.Fatalf("%s: %v", p.Title, sol.Status)
			}
		}
	}
}

func BenchmarkEasy(b *testing.B)       { benchClass(b, "easy") }
func BenchmarkEasySearch(b *testing.B) { benchClass(b, "easy-search") }
func BenchmarkMedium(b *testing.B)     { benchClass(b, "medium") }
func BenchmarkHuge(b *testing.B)       { benchClass(b, "huge") }
func BenchmarkHard(b *testing.B)       { benchClass(b, "hard") }

// benchPuzzle solves one named data-set puzzle per iteration.
func benchPuzzle(b *testing.B, name string) {
	readIndex(b)
	p := readShared(b, "non", name+".non")
	b.ReportAllocs()
	var s Solver
	for b.Loop() {
		if sol := s.Solve(context.Background(), p); sol.Status != Unique && sol.Status != Multiple {
			b.Fatalf("%s: %v", name, sol.Status)
		}
	}
}

func BenchmarkCauldron(b *testing.B) { benchPuzzle(b, "pd-cauldron-512x512") }
func BenchmarkForever(b *testing.B)  { benchPuzzle(b, "webpbn-06574-forever") }
func BenchmarkDom8(b *testing.B)     { benchPuzzle(b, "dom-8") }
func BenchmarkDom7(b *testing.B)     { benchPuzzle(b, "dom-7") }
