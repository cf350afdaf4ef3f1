package tiles

import (
	"image"
	"image/color"
	"testing"

	"github.com/sudokubot/sudokubot/scan/internal/lattice"
)

// board draws a 9×9 board of 20-pixel cells at (40, 40) on a page of grey page: each
// cell filled with cell, its outer two pixels gap (tiles apart on the page, or the
// lines between a grid's cells).
func board(page, cell, gap uint8) (*image.Gray, lattice.Lines) {
	g := image.NewGray(image.Rect(0, 0, 260, 260))
	for i := range g.Pix {
		g.Pix[i] = page
	}
	l := lattice.Lines{N: 9}
	for i := range 10 {
		l.Xs, l.Ys = append(l.Xs, float64(40+20*i)), append(l.Ys, float64(40+20*i))
	}
	for y := 40; y < 220; y++ {
		for x := 40; x < 220; x++ {
			v := cell
			if (x-40)%20 < 1 || (x-40)%20 > 18 || (y-40)%20 < 1 || (y-40)%20 > 18 {
				v = gap
			}
			g.SetGray(x, y, color.Gray{v})
		}
	}
	return g, l
}

func TestOffPage(t *testing.T) {
	for _, tc := range []struct {
		name            string
		page, cell, gap uint8
		want            bool
	}{
		{"white tiles on a lilac page", 234, 252, 234, true},
		{"dark tiles on a dark page", 30, 60, 30, true},
		{"a grid's white cells on a white page", 255, 255, 80, false},
		{"a grid's grey cells on a page as grey", 230, 232, 90, false},
	} {
		g, l := board(tc.page, tc.cell, tc.gap)
		if got := OffPage(g, l); got != tc.want {
			t.Errorf("%s: OffPage = %v, want %v", tc.name, got, tc.want)
		}
	}
}
