package raster

import "image"

// Content is the part of g that stands out from its border: the smallest rectangle
// holding every pixel more than tol grey levels off the grey g's four corners share (a
// screen's empty background round a window), ok false when the corners do not share
// one (within tol) or no pixel stands out.
func Content(g *image.Gray, tol int) (image.Rectangle, bool) {
	b := g.Rect
	if b.Dx() < 2 || b.Dy() < 2 {
		return image.Rectangle{}, false
	}
	bg := int(g.GrayAt(b.Min.X, b.Min.Y).Y)
	for _, p := range []image.Point{{b.Max.X - 1, b.Min.Y}, {b.Min.X, b.Max.Y - 1}, {b.Max.X - 1, b.Max.Y - 1}} {
		if d := int(g.GrayAt(p.X, p.Y).Y) - bg; d > tol || d < -tol {
			return image.Rectangle{}, false
		}
	}
	r := image.Rectangle{Min: b.Max, Max: b.Min}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		row := g.Pix[(y-b.Min.Y)*g.Stride : (y-b.Min.Y)*g.Stride+b.Dx()]
		for x, v := range row {
			if d := int(v) - bg; d > tol || d < -tol {
				r.Min.X, r.Max.X = min(r.Min.X, b.Min.X+x), max(r.Max.X, b.Min.X+x+1)
				r.Min.Y, r.Max.Y = min(r.Min.Y, y), max(r.Max.Y, y+1)
			}
		}
	}
	return r, !r.Empty()
}
