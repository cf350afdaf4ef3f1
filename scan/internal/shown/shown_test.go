package shown

import (
	"image"
	"testing"

	"github.com/sudokubot/sudokubot/scan/internal/raster"
)

// TestShown draws straightened 9×9 grids (32 pixels a cell) with every line, with box
// lines only, with no lines and with light lines on a dark board, and checks what the
// line checks see.
func TestShown(t *testing.T) {
	const n, cell = 9, 32
	draw := func(paper, ink uint8, drawn func(i int) bool) *image.Gray {
		s := n * cell
		g := image.NewGray(image.Rect(0, 0, s, s))
		for i := range g.Pix {
			g.Pix[i] = paper
		}
		for i := 0; i <= n; i++ {
			if !drawn(i) {
				continue
			}
			for at := max(i*cell-1, 0); at <= min(i*cell+1, s-1); at++ {
				for t := range s {
					g.Pix[at*s+t], g.Pix[t*s+at] = ink, ink
				}
			}
		}
		return g
	}
	every := func(int) bool { return true }
	boxes := func(i int) bool { return i%3 == 0 }
	none := func(int) bool { return false }
	tests := []struct {
		name       string
		g          *image.Gray
		minLines   float64 // LineScore at least
		maxLines   float64 // and at most
		profile    float64 // ProfileScore
		boxesShown bool
	}{
		{"every line", draw(240, 20, every), 0.99, 1, 1, true},
		{"box lines only", draw(240, 20, boxes), 0.4, 0.45, 0.4, true}, // 4 of 10 lines, and where the others cross them
		{"no lines", draw(240, 20, none), 0, 0, 0, false},
		{"light lines on dark", draw(30, 220, every), 0, 1, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			bin := raster.Binarize(tt.g, cell/2, 8)
			if got := LineScore(bin, n*cell, n); got < tt.minLines || got > tt.maxLines {
				t.Errorf("LineScore = %.3f, want %.2f–%.2f", got, tt.minLines, tt.maxLines)
			}
			if got := ProfileScore(tt.g, n, cell); got != tt.profile {
				t.Errorf("ProfileScore = %.3f, want %.3f", got, tt.profile)
			}
			if got := BoxLinesShown(tt.g, bin, n, cell); got != tt.boxesShown {
				t.Errorf("BoxLinesShown = %v, want %v", got, tt.boxesShown)
			}
		})
	}
}

// TestBoxLinesShownGaps draws a straightened 9×9 grid of box lines only, one of them
// broken along 15% of its length: the outline's own line may be (at the warp's edge a thin
// line a pixel out loses half its ink), an inner box line may not.
func TestBoxLinesShownGaps(t *testing.T) {
	const n, cell = 9, 32
	s := n * cell
	for _, tt := range []struct {
		line int // the box line broken: 0 to 9
		want bool
	}{{-1, true}, {9, true}, {0, true}, {3, false}, {6, false}} {
		g := image.NewGray(image.Rect(0, 0, s, s))
		for i := range g.Pix {
			g.Pix[i] = 240
		}
		for i := 0; i <= n; i += 3 {
			for at := max(i*cell-1, 0); at <= min(i*cell+1, s-1); at++ {
				for u := range s {
					if i == tt.line && u >= s/3 && u < s/3+s*15/100 {
						continue
					}
					g.Pix[at*s+u], g.Pix[u*s+at] = 20, 20
				}
			}
		}
		if got := BoxLinesShown(g, raster.Binarize(g, cell/2, 8), n, cell); got != tt.want {
			t.Errorf("box line %d broken along 15%%: BoxLinesShown = %v, want %v", tt.line, got, tt.want)
		}
	}
}

// TestLinesThroughCells: a block of a spreadsheet's finer lattice (a line through the
// middle of every cell) is no grid; a grid with digits in its cells is one.
func TestLinesThroughCells(t *testing.T) {
	const n, cell = 9, 32
	s := n * cell
	grid := func(finer bool) []uint8 {
		bin := make([]uint8, s*s)
		for k := 0; k <= n; k++ {
			p := min(k*cell, s-1)
			for i := range s {
				bin[p*s+i], bin[i*s+p] = 1, 1
			}
		}
		for c := range n * n {
			x0, y0 := c%n*cell, c/n*cell
			if finer {
				for i := range cell {
					bin[(y0+cell/2)*s+x0+i] = 1
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
	if !LinesThroughCells(grid(true), n, cell) {
		t.Error("a block of a finer lattice was taken for a grid")
	}
	if LinesThroughCells(grid(false), n, cell) {
		t.Error("a grid of digits was taken for a block of a finer lattice")
	}
}
