package scan

import (
	"image"
	"testing"

	"github.com/sudokubot/sudokubot/scan/internal/raster"
)

// TestWideBlockNumberAgainstLine: a 16×16 sheet block of wide cells found by its outline
// (wideOutline sets pg.wide, the cells' lines are not the lattice's) draws its numbers
// right-aligned, their last stroke against the cell's right line; the number's box takes in
// that stroke (a 10 read 11 and a 5 read blank when the cell's margin cut it: appshots
// -vary seed 0xb7f calc-03, pictures86). Each case draws a 10 in the cell at row 5,
// column 5 of a synthetic straightened grid, its 0's right stroke gap pixels from the line.
func TestWideBlockNumberAgainstLine(t *testing.T) {
	const n, r, c = 16, 5, 5
	for _, tc := range []struct {
		name string
		gap  int // columns of fill between the 0's right stroke and the cell's right line
	}{
		{"against the line", 0},
		{"a pixel off the line", 1},
		{"two pixels off the line", 2},
	} {
		s := n * cellPx
		wp := image.NewGray(image.Rect(0, 0, s, s))
		for y := range s {
			for x := range s {
				v := uint8(250)
				switch {
				case x%(4*cellPx) < 2 || y%(4*cellPx) < 2 || x >= s-2 || y >= s-2:
					v = 0 // box lines and the outline
				case x%cellPx == 0 || y%cellPx == 0:
					v = 190 // the sheet's light grey cell lines
				}
				wp.Pix[y*wp.Stride+x] = v
			}
		}
		x1, y0 := (c+1)*cellPx, r*cellPx
		ink := func(xa, xb, ya, yb int) {
			for y := ya; y < yb; y++ {
				for x := xa; x < xb; x++ {
					wp.Pix[y*wp.Stride+x] = 20
				}
			}
		}
		right := x1 - tc.gap                 // the 0's right stroke ends just before right
		ink(right-16, right-14, y0+8, y0+24) // the 1
		ink(right-10, right-8, y0+8, y0+24)  // the 0's left stroke
		ink(right-2, right, y0+8, y0+24)     // its right stroke
		ink(right-10, right, y0+8, y0+10)    // its top
		ink(right-10, right, y0+22, y0+24)   // its bottom
		pg := picture{n: n, warped: wp, bin: raster.Binarize(wp, cellPx/2, 8), aspect: 1.7, wide: &wideSource{}}
		_, _, _, bs, _ := pg.readCells()
		if b := bs[r*n+c]; !b.ok || b.maxX < right-1 || b.minX > right-16 {
			t.Errorf("%s: box %+v, want columns %d to %d", tc.name, b, right-16, right-1)
		}
	}
}
