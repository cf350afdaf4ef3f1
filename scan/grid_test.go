package scan

import (
	"image"
	"testing"
)

// TestGridLinesLightGaps: in a dark tile board read inverted the gaps between tiles are
// lighter than the tiles; gridLines with either finds them, shifted off where they should
// be, as it finds dark lines.
func TestGridLinesLightGaps(t *testing.T) {
	const n = 9
	s := n * cellPx
	for _, light := range []bool{false, true} {
		wp := image.NewGray(image.Rect(0, 0, s, s))
		tile, gap := uint8(0xb0), uint8(0x40)
		if light {
			gap = 0xf0
		}
		// Gaps 4 px wide, 3 px after where the lines should be.
		isGap := func(v int) bool { return (v+cellPx-3)%cellPx < 4 }
		for y := range s {
			for x := range s {
				c := tile
				if isGap(x) || isGap(y) {
					c = gap
				}
				wp.Pix[y*wp.Stride+x] = c
			}
		}
		rows, cols := gridLines(wp, n, true, true)
		for i := 1; i < n; i++ {
			if d := rows[i] - (i*cellPx + 3); d < 0 || d > 3 || cols[i] != rows[i] {
				t.Errorf("light gaps %v: line %d at row %d, column %d, want %d to %d", light, i, rows[i], cols[i], i*cellPx+3, i*cellPx+6)
			}
		}
	}
}

// TestLightOnDark: a straightened board is read inverted when the marks in its cells'
// middles are mostly lighter than it; the page between dark tiles (black gaps four pixels
// wide, more pixels than the digits' strokes) is not a mark.
func TestLightOnDark(t *testing.T) {
	const n = 9
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
		if got := lightOnDark(wp, n); got != tc.want {
			t.Errorf("%s: lightOnDark = %v, want %v", tc.name, got, tc.want)
		}
	}
}
