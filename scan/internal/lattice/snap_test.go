package lattice

import (
	"image"
	"slices"
	"testing"
)

// TestSnap: a grid cut into equal cells two pixels off its faint cell lines (a halved
// sheet, issue 23) is moved onto them; a column through digits' strokes only (dark at
// their rows) and a line more than reach away are not taken.
func TestSnap(t *testing.T) {
	const side = 96 // three cells of 32
	for _, tc := range []struct {
		name string
		draw func(g *image.Gray)
		want []int
	}{
		{"faint lines two pixels off", func(g *image.Gray) {
			column(g, 34, 0, side, 235)
			column(g, 62, 0, side, 235)
		}, []int{0, 34, 62, side}},
		{"digits' strokes", func(g *image.Gray) {
			for r := range 3 {
				column(g, 34, r*32+10, r*32+22, 40) // under half the column
			}
		}, []int{0, 32, 64, side}},
		{"a line six pixels off", func(g *image.Gray) {
			column(g, 38, 0, side, 235)
		}, []int{0, 32, 64, side}},
	} {
		g := image.NewGray(image.Rect(0, 0, side, side))
		for i := range g.Pix {
			g.Pix[i] = 255
		}
		tc.draw(g)
		if got := Snap(g, []int{0, 32, 64, side}, false, 4); !slices.Equal(got, tc.want) {
			t.Errorf("%s: lines %v, want %v", tc.name, got, tc.want)
		}
	}
}
