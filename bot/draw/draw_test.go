package draw

import (
	"bytes"
	"image/png"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

func TestPictures(t *testing.T) {
	for _, n := range []int{4, 9, 16, 25} {
		g, err := sudoku.NewGrid(n)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < n; i++ {
			g.Set(i, i, i+1)
		}
		step := &technique.Step{Houses: []sudoku.House{{Kind: sudoku.Row, Index: 0}},
			Pattern: []technique.Mark{{Candidate: technique.Candidate{Cell: 1, Digit: 2}}}, Placements: []technique.Candidate{{Cell: 1, Digit: 2}}}
		for name, draw := range map[string]func() ([]byte, error){
			"solution": func() ([]byte, error) { return Solution(g, g, "") },
			"puzzle":   func() ([]byte, error) { return Puzzle(g, "") },
			"conflict": func() ([]byte, error) { return Conflicts(g, []int{0, 1}, "") },
			"hint":     func() ([]byte, error) { return Hint(g, g, step, []sudoku.Mistake{{Cell: 2}}, 3, "") },
		} {
			data, err := draw()
			if err != nil {
				t.Fatalf("%d×%d %s: %v", n, n, name, err)
			}
			img, err := png.Decode(bytes.NewReader(data))
			if err != nil {
				t.Fatalf("%d×%d %s: %v", n, n, name, err)
			}
			if b := img.Bounds(); b.Dx() < 150 || b.Dy() < 150 || b.Dx() > 4*b.Dy() || len(data) > 10<<20 {
				t.Errorf("%d×%d %s: %v, %d bytes", n, n, name, b, len(data))
			}
		}
	}
}

func BenchmarkSolutionPNG(b *testing.B) {
	g, _ := sudoku.Parse("53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79")
	s := sudoku.Solve(g)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Solution(g, s.Grid, ""); err != nil {
			b.Fatal(err)
		}
	}
}
