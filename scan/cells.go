package scan

import (
	"image"
	"math"
)

// PatchSide is the side of the square patch a digit is scaled into; a patch's features are
// PatchSide² ink levels in [0,1] followed by the digit's aspect ratio and its height as a share
// of the cell.
const (
	PatchSide = 20
	Features  = PatchSide*PatchSide + 2
)

// digitBox is the ink of one cell's candidate digit, in warped-grid pixels.
type digitBox struct {
	minX, minY, maxX, maxY int
	ok                     bool
}

// cellDigit finds the digit in cell i of an n×n warped grid: the largest blob of ink near the
// cell's centre that is tall enough to be a digit (pencil marks and specks are smaller), with
// any other blob that overlaps its columns (a broken stroke). ok is false for a blank cell.
func cellDigit(bin []uint8, s, n, i int) digitBox {
	r, c := i/n, i%n
	m := cellPx / 8 // skip the grid lines along the cell border
	x0, y0 := c*cellPx+m, r*cellPx+m
	side := cellPx - 2*m
	sub := make([]uint8, side*side)
	for y := range side {
		copy(sub[y*side:(y+1)*side], bin[(y0+y)*s+x0:(y0+y)*s+x0+side])
	}
	_, comps := label(sub, side, side)
	centre := float64(side-1) / 2
	best := -1
	for k := range comps {
		cp := &comps[k]
		if float64(cp.h()) < 0.36*cellPx || cp.w() > side-1 && cp.h() > side-1 {
			continue
		}
		cx := float64(cp.minX+cp.maxX) / 2
		cy := float64(cp.minY+cp.maxY) / 2
		if math.Abs(cx-centre) > 0.22*cellPx || math.Abs(cy-centre) > 0.22*cellPx {
			continue
		}
		if best < 0 || cp.n > comps[best].n {
			best = k
		}
	}
	if best < 0 {
		return digitBox{}
	}
	b := comps[best]
	for k := range comps {
		cp := &comps[k]
		if k == best || cp.n < 3 {
			continue
		}
		if cp.maxX >= b.minX && cp.minX <= b.maxX && cp.maxY >= b.minY-3 && cp.minY <= b.maxY+3 {
			b.minX, b.maxX = min(b.minX, cp.minX), max(b.maxX, cp.maxX)
			b.minY, b.maxY = min(b.minY, cp.minY), max(b.maxY, cp.maxY)
		}
	}
	return digitBox{minX: x0 + b.minX, minY: y0 + b.minY, maxX: x0 + b.maxX, maxY: y0 + b.maxY, ok: true}
}

// features scales the digit in box from the warped grey picture into a PatchSide² patch
// (height filling 16 pixels, aspect kept, centred) and appends the shape features.
func features(wp *image.Gray, b digitBox, out []float32) {
	clear(out)
	w, h := b.maxX-b.minX+1, b.maxY-b.minY+1
	// Ink levels: the lightest and darkest pixels around the digit.
	lo, hi := 255, 0
	for y := max(b.minY-1, 0); y <= min(b.maxY+1, wp.Rect.Dy()-1); y++ {
		for x := max(b.minX-1, 0); x <= min(b.maxX+1, wp.Rect.Dx()-1); x++ {
			v := int(wp.Pix[y*wp.Stride+x])
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	span := float64(max(hi-lo, 24))
	const fill = 16.0
	sc := fill / float64(h)
	if float64(w)*sc > fill {
		sc = fill / float64(w)
	}
	pw, ph := float64(w)*sc, float64(h)*sc
	ox, oy := (PatchSide-pw)/2, (PatchSide-ph)/2
	ww, wh := wp.Rect.Dx(), wp.Rect.Dy()
	for py := range PatchSide {
		for px := range PatchSide {
			// Centre of this patch pixel in warped coordinates.
			fx := (float64(px)+0.5-ox)/sc + float64(b.minX) - 0.5
			fy := (float64(py)+0.5-oy)/sc + float64(b.minY) - 0.5
			if fx < float64(b.minX)-1 || fx > float64(b.maxX)+1 || fy < float64(b.minY)-1 || fy > float64(b.maxY)+1 {
				continue
			}
			v := bilinear(wp, ww, wh, fx, fy)
			ink := (float64(hi) - v) / span
			out[py*PatchSide+px] = float32(math.Max(0, math.Min(1, ink)))
		}
	}
	out[PatchSide*PatchSide] = float32(float64(w) / float64(h))
	out[PatchSide*PatchSide+1] = float32(float64(h) / cellPx)
}
