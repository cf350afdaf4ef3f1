package scan

import (
	"image"
	"math"

	"github.com/sudokubot/sudokubot/scan/internal/cellink"
	"github.com/sudokubot/sudokubot/scan/internal/outline"
	"github.com/sudokubot/sudokubot/scan/internal/raster"
)

// wideCell is the width over height of a cell from which a digit is cut from a wider
// straightening of the grid (wideSource) than the square warp: a spreadsheet's cells twice
// as wide as tall are squeezed in the square warp to half their width, and a digit 10
// pixels wide in the picture keeps 5 columns, too few to tell a 3 from a 1 or a 9 from a 5.
const wideCell = 1.4

// wideSource is a grid found by its lattice whose cells are wide (aspect ≥ wideCell):
// the finer picture and the lattice's outline in it, straightened on first use into a
// picture as wide as the grid is in the picture (img), and inverted (inv) for the cells
// read inverted. The zero value is no wide source.
type wideSource struct {
	fine     *image.Gray
	q        outline.Quad // the outline in fine
	inverted bool         // the square warp was inverted (a dark sheet)
	img, inv *image.Gray
}

// setWide keeps the finer picture for a grid found by its lattice whose cells are wide.
func (pg *picture) setWide(fine, g *image.Gray, q outline.Quad, inverted bool) {
	if pg.aspect < wideCell {
		return
	}
	q = q.Scaled(float64(fine.Rect.Dx()) / float64(g.Rect.Dx()))
	pg.wide = &wideSource{fine: fine, q: q, inverted: inverted}
}

// wideOutline sets the cells' aspect of a grid found by its outline q (in g) when the
// outline is an upright rectangle (each side within 2% of level or plumb, opposite sides
// within 3% of one length: a screenshot's block, not a photo in perspective) at least
// wideCell times wider than tall, n cells each way (a spreadsheet's block of wide cells
// found by its borders), and keeps fine to cut the digits from (setWide); inverted says
// whether pg.warped is the picture inverted.
func (pg *picture) wideOutline(fine, g *image.Gray, q outline.Quad, inverted bool) {
	top, bottom := q[1].X-q[0].X, q[2].X-q[3].X
	left, right := q[3].Y-q[0].Y, q[2].Y-q[1].Y
	if top <= 0 || bottom <= 0 || left <= 0 || right <= 0 {
		return
	}
	level := func(d, along float64) bool { return math.Abs(d) <= 0.02*along }
	if !level(q[1].Y-q[0].Y, top) || !level(q[2].Y-q[3].Y, bottom) || !level(q[3].X-q[0].X, left) || !level(q[2].X-q[1].X, right) ||
		math.Abs(top-bottom) > 0.03*top || math.Abs(left-right) > 0.03*left {
		return
	}
	aspect := (top + bottom) / (left + right)
	if aspect < wideCell {
		return
	}
	pg.aspect = aspect
	pg.setWide(fine, g, q, inverted)
}

// cellFeatures computes the network's features of the digit in box b of the grey picture
// wp (pg.warped or pg.inv): from the wide straightening when the grid's cells are wide,
// so that the digit keeps its columns, else from wp itself.
func (pg *picture) cellFeatures(wp *image.Gray, b digitBox, out []float32) {
	if pg.wide == nil || b.xScale < wideCell {
		features(wp, b, out)
		return
	}
	img := pg.wideImage(wp != pg.warped)
	k := float64(img.Rect.Dx()) / float64(wp.Rect.Dx())
	wb := b
	wb.minX = int(math.Floor(float64(b.minX) * k))
	wb.maxX = min(int(math.Ceil(float64(b.maxX+1)*k))-1, img.Rect.Dx()-1)
	wb.xScale = 1
	features(img, wb, out)
}

// wideImage straightens the grid into a picture as tall as the square warp and as wide
// as the grid's width over height makes it, inverted when inv (or when the square warp
// was, and not inv): its pixels match the square warp's rows.
func (pg *picture) wideImage(inv bool) *image.Gray {
	w := pg.wide
	if w.img == nil {
		s := pg.warped.Rect.Dy()
		ws := int(math.Round(float64(s) * pg.aspect))
		w.img = warpRect(w.fine, w.q, ws, s)
		if w.inverted {
			w.img = raster.Inverted(w.img)
		}
		w.inv = raster.Inverted(w.img)
		k := float64(ws) / float64(pg.warped.Rect.Dx())
		for _, c := range pg.cells { // the lines beside the digits take their cells' fill
			cellink.Flatten(w.img, image.Rect(int(float64(c.x0)*k), c.y0, int(math.Ceil(float64(c.x1)*k)), c.y1))
		}
	}
	if !inv {
		return w.img
	}
	return w.inv
}

// warpRect samples outline q of g into a picture of w×h pixels, bilinearly, averaging a
// 3×3 pattern of samples where one output pixel covers several input pixels (as warp).
func warpRect(g *image.Gray, q outline.Quad, w, h int) *image.Gray {
	const s = 1000.0
	hm, ok := raster.SquareTo(q.XY(), s)
	if !ok {
		return image.NewGray(image.Rect(0, 0, w, h))
	}
	return raster.WarpScaled(g, hm, w, h, s/float64(w), s/float64(h))
}
