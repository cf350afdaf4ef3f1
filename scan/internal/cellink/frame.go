package cellink

import (
	"image"

	"github.com/sudokubot/sudokubot/scan/internal/raster"
)

// EdgeFill is the median grey of cell r's inside (r without a sixth of it along each side)
// in g, the straightened grid s pixels square, or, for a cell on the grid's edge, of the
// inside of what is left of it without the board's frame: its sides on the grid's edge
// moved inward (OffLines, up to most pixels) past the rows (columns) by contrast darker
// than its fill (its inside's upper quartile), where that fill is lighter by contrast or
// more. A board found by its outline round a thick frame, its outer rows and columns
// clipped under it, has its corner cell half frame: the median was the frame's, the fill
// lighter than it taken for a light digit's ink round the dark one, and the cell read
// inverted (a phone board's 9 read blank). A dark fill's rows moved past leave the same
// median: the cell's own.
func EdgeFill(g *image.Gray, r image.Rectangle, s, most int, contrast float64) float64 {
	med := raster.MedianIn(g, Inner(r))
	var sides Side
	for _, e := range []struct {
		on   bool
		side Side
	}{{r.Min.X <= 1, Left}, {r.Min.Y <= 1, Top}, {r.Max.X >= s-1, Right}, {r.Max.Y >= s-1, Bottom}} {
		if e.on {
			sides |= e.side
		}
	}
	if sides == 0 {
		return med
	}
	o := OffLines(g, r, raster.QuantileIn(g, Inner(r), 0.75)-contrast, most, sides)
	if m := raster.MedianIn(g, Inner(o)); m >= med+contrast {
		return m
	}
	return med
}

// Inner is cell r without a sixth of it along each side: the part its digit stands in.
func Inner(r image.Rectangle) image.Rectangle {
	mx, my := r.Dx()/6, r.Dy()/6
	return image.Rect(r.Min.X+mx, r.Min.Y+my, r.Max.X-mx, r.Max.Y-my)
}
