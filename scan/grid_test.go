package scan

import (
	"image"
	"testing"
)

// TestLinesThroughCells: a block of a spreadsheet's finer lattice (a line through the
// middle of every cell) is no grid; a grid with digits in its cells is one.
func TestLinesThroughCells(t *testing.T) {
	const n = 9
	s := n * cellPx
	grid := func(finer bool) []uint8 {
		bin := make([]uint8, s*s)
		for k := 0; k <= n; k++ {
			p := min(k*cellPx, s-1)
			for i := range s {
				bin[p*s+i], bin[i*s+p] = 1, 1
			}
		}
		for c := range n * n {
			x0, y0 := c%n*cellPx, c/n*cellPx
			if finer {
				for i := range cellPx {
					bin[(y0+cellPx/2)*s+x0+i] = 1
				}
				continue
			}
			// A digit: a box 12 wide, 18 tall, in the middle.
			for y := y0 + 7; y < y0+25; y++ {
				for x := x0 + 10; x < x0+22; x++ {
					if y == y0+7 || y == y0+24 || x == x0+10 || x == x0+21 {
						bin[y*s+x] = 1
					}
				}
			}
		}
		return bin
	}
	if !linesThroughCells(grid(true), n) {
		t.Error("a block of a finer lattice was taken for a grid")
	}
	if linesThroughCells(grid(false), n) {
		t.Error("a grid of digits was taken for a block of a finer lattice")
	}
}

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
