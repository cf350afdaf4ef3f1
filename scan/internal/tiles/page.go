package tiles

import (
	"image"
	"slices"

	"github.com/sudokubot/sudokubot/scan/internal/lattice"
	"github.com/sudokubot/sudokubot/scan/internal/raster"
)

// pageContrast is how many grey levels a board's tiles are off the page round them at
// least for OffPage: more than a JPEG's noise in flat colour.
const pageContrast = 8

// OffPage reports whether the cells of l, found in g, are another grey than the page round
// them (a quarter of a cell outside l's outer lines, the median of each): flat tiles on a
// page of their own colour, not the cells between a grid's lines, whose page is their
// own grey (a Solo board halved: Find takes its cells for tiles).
func OffPage(g *image.Gray, l lattice.Lines) bool {
	x0, x1, y0, y1 := l.Xs[0], l.Xs[len(l.Xs)-1], l.Ys[0], l.Ys[len(l.Ys)-1]
	dx, dy := (x1-x0)/float64(4*l.N), (y1-y0)/float64(4*l.N)
	in := image.Rect(int(x0+dx), int(y0+dy), int(x1-dx), int(y1-dy))
	b := g.Rect
	at := func(x, y float64) float64 {
		return float64(g.GrayAt(min(max(int(x), b.Min.X), b.Max.X-1), min(max(int(y), b.Min.Y), b.Max.Y-1)).Y)
	}
	var ring []float64
	for x := x0; x <= x1; x++ {
		ring = append(ring, at(x, y0-dy), at(x, y1+dy))
	}
	for y := y0; y <= y1; y++ {
		ring = append(ring, at(x0-dx, y), at(x1+dx, y))
	}
	slices.Sort(ring)
	d := raster.MedianIn(g, in) - ring[len(ring)/2]
	return d >= pageContrast || d <= -pageContrast
}
