package bot

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
			"solution": func() ([]byte, error) { return solutionPNG(g, g, "") },
			"puzzle":   func() ([]byte, error) { return puzzlePNG(g, "") },
			"conflict": func() ([]byte, error) { return conflictPNG(g, []int{0, 1}, "") },
			"hint":     func() ([]byte, error) { return hintPNG(g, g, step, []sudoku.Mistake{{Cell: 2}}, 3, "") },
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
	g, _ := sudoku.Parse(classic)
	s := sudoku.Solve(g)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := solutionPNG(g, s.Grid, ""); err != nil {
			b.Fatal(err)
		}
	}
}
