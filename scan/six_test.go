package scan_test

import (
	"bytes"
	"testing"

	"github.com/sudokubot/sudokubot/render"
	"github.com/sudokubot/sudokubot/scan"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

func TestSmallGrids(t *testing.T) {
	for _, tc := range []struct {
		size int
		grid string
	}{
		{4, "1.3...2..1...4.1"},
		{6, "1.3...4...2..6..1..2.4...3..5.6...1."},
	} {
		for _, theme := range []render.Theme{render.Light, render.Dark} {
			g, err := sudoku.Parse(tc.grid)
			if err != nil {
				t.Fatal(err)
			}
			img, err := render.Sudoku(g, g, render.Options{Theme: theme})
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			if err := render.EncodePNG(&buf, img); err != nil {
				t.Fatal(err)
			}
			res, err := scan.Read(t.Context(), buf.Bytes(), scan.Options{Size: tc.size, NoRepair: true})
			if err != nil {
				t.Fatalf("%d×%d %v: %v", tc.size, tc.size, theme, err)
			}
			if got := res.Grid.Line(); got != g.Line() {
				t.Errorf("%d×%d %v: read %s, want %s", tc.size, tc.size, theme, got, g.Line())
			}
		}
	}
}
