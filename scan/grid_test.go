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
