package scan

import (
	"os"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// TestBoxLinesOneOff: the grid of box lines boxedBlock takes carries the windows a row or a
// column off it (oneOffPictures), and the first of them whose puzzle is unique is the
// block. A halved Calc block, every cell bordered black, whose top line hides under the
// formula bar is taken a row up (the bar's edge for its first box line): its puzzle is not
// sound, and the window a row down is the block (pictures88, issue 23). A block taken at
// its own lines is read as it is, the others not asked for.
func TestBoxLinesOneOff(t *testing.T) {
	model, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		// firstExact: the window found reads the grid; otherwise its puzzle is not unique
		// and its first other with a unique one is the grid, rows and cols cells off it.
		firstExact bool
		rows, cols int
	}{
		{name: "every-cell-bordered-halved-top-line-under-formula-bar", rows: 1},
		{name: "bordered-block-pane-top-shared-box-off", firstExact: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			data, err := os.ReadFile("testdata/libreoffice/" + tc.name + ".jpg")
			if err != nil {
				t.Fatal(err)
			}
			txt, err := os.ReadFile("testdata/libreoffice/" + tc.name + ".txt")
			if err != nil {
				t.Fatal(err)
			}
			want, err := sudoku.Parse(strings.TrimSpace(string(txt)))
			if err != nil {
				t.Fatal(err)
			}
			pg, err := locate(t.Context(), data, 0, Options{})
			if err != nil {
				t.Fatal(err)
			}
			res, _, _ := pg.classify(t.Context(), model)
			if tc.firstExact {
				if !res.Grid.Equal(want) {
					t.Errorf("the window found at %v read\n%s\nwant\n%s", pg.outline, res.Grid.Line(), want.Line())
				}
				return
			}
			if res.Unique {
				t.Fatalf("the window found at %v is unique: want a puzzle not sound or not unique", pg.outline)
			}
			if pg.others == nil {
				t.Fatalf("the window found at %v has no others", pg.outline)
			}
			for _, o := range pg.others() {
				r, _, _ := o.classify(t.Context(), model)
				if !r.Unique {
					continue
				}
				// The cell's size in the picture, from the window found.
				cw := float64(pg.outline[1].X-pg.outline[0].X) / float64(pg.n)
				ch := float64(pg.outline[3].Y-pg.outline[0].Y) / float64(pg.n)
				dx := float64(o.outline[0].X-pg.outline[0].X) / cw
				dy := float64(o.outline[0].Y-pg.outline[0].Y) / ch
				if !r.Grid.Equal(want) || !nearOff(dx, float64(tc.cols)) || !nearOff(dy, float64(tc.rows)) {
					t.Errorf("the first other unique is at %v (%.2f rows, %.2f columns off), read\n%s\nwant the grid\n%s\n%d rows, %d columns off",
						o.outline, dy, dx, r.Grid.Line(), want.Line(), tc.rows, tc.cols)
				}
				return
			}
			t.Errorf("no other of the window found at %v is unique", pg.outline)
		})
	}
}

// nearOff reports whether a is within a fifth of b.
func nearOff(a, b float64) bool { return a-b <= 0.2 && b-a <= 0.2 }
