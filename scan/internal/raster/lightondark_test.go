package raster

import (
	"image"
	"testing"
)

// TestLightOnDark: a straightened board is read inverted when the marks in its cells'
// middles are mostly lighter than it; the page between dark tiles (black gaps four pixels
// wide, more pixels than the digits' strokes) is not a mark.
func TestLightOnDark(t *testing.T) {
	const n, cellPx = 9, 32
	s := n * cellPx
	for _, tc := range []struct {
		name            string
		fill, gap, mark uint8
		want            bool
	}{
		{"dark tiles on a black page, light digits", 51, 0, 220, true},
		{"dark board, light lines, light digits", 51, 200, 220, true},
		{"dim photo, dark ink", 90, 20, 20, false},
		{"light board, dark digits", 230, 40, 30, false},
	} {
		wp := image.NewGray(image.Rect(0, 0, s, s))
		isGap := func(v int) bool { return (v+2)%cellPx < 4 } // gaps 4 px wide on the lines
		for y := range s {
			for x := range s {
				c := tc.fill
				switch {
				case isGap(x) || isGap(y):
					c = tc.gap
				case (y/cellPx+x/cellPx)%2 == 0 && y%cellPx >= 10 && y%cellPx < 22 && x%cellPx >= 15 && x%cellPx < 17:
					c = tc.mark // a thin stroke 2 px wide, 12 tall, in every other cell's middle
				}
				wp.Pix[y*wp.Stride+x] = c
			}
		}
		if got := LightOnDark(wp, n); got != tc.want {
			t.Errorf("%s: LightOnDark = %v, want %v", tc.name, got, tc.want)
		}
	}
}
