package render

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"sync"

	"github.com/fogleman/gg"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// A canvas is an RGBA image with the drawing primitives every board uses: crisp rectangles
// on whole pixels, text centred on its ink, anti-aliased discs, rings, lines and arrows.
// Nothing here knows about Sudoku, so a nonogram board can reuse it.
type canvas struct {
	img *image.RGBA
	dc  *gg.Context

	tiles bool // textOn may paste cached pre-blended text (see textOn)
}

func newCanvas(w, h int, bg color.RGBA) *canvas {
	img := newRGBA(image.Rect(0, 0, w, h))
	draw.Draw(img, img.Rect, image.NewUniform(bg), image.Point{}, draw.Src)
	return &canvas{img: img, dc: gg.NewContextForRGBA(img)}
}

// recycled holds pictures that SudokuPNG has encoded, to draw the next ones in: a picture's
// pixels are a megabyte or more, which would otherwise be allocated, zeroed and collected
// for every reply.
var recycled sync.Pool

// newRGBA returns an image of r whose pixels the caller must all overwrite: a recycled one
// when one is big enough, else a new one.
func newRGBA(r image.Rectangle) *image.RGBA {
	n := 4 * r.Dx() * r.Dy()
	if img, _ := recycled.Get().(*image.RGBA); img != nil && cap(img.Pix) >= n {
		img.Pix, img.Stride, img.Rect = img.Pix[:n], 4*r.Dx(), r
		return img
	}
	return image.NewRGBA(r)
}

// canvasFrom returns a canvas holding a copy of base, whose text may come from tiles.
func canvasFrom(base *image.RGBA) *canvas {
	img := newRGBA(base.Rect)
	copy(img.Pix, base.Pix)
	return &canvas{img: img, dc: gg.NewContextForRGBA(img), tiles: true}
}

// rect fills r with an opaque colour.
func (c *canvas) rect(r image.Rectangle, col color.RGBA) {
	draw.Draw(c.img, r, image.NewUniform(col), image.Point{}, draw.Src)
}

// text draws s (short: a symbol or a label) in font w at px pixels, its ink box centred on
// (cx, cy), snapped to whole pixels.
func (c *canvas) text(s string, w weight, px int, cx, cy float64, col color.RGBA) {
	m := maskFor(w, px, s)
	iw, ih := m.size()
	x := int(math.Round(cx - float64(iw)/2))
	y := int(math.Round(cy - float64(ih)/2))
	drawMask(c.img, m, x, y, col)
}

// textOn is text on a plain background bg: the caller promises that every pixel under the
// ink box is bg. The text is then blended once per (text, size, colours) into a cached tile
// and pasted, which is exactly what blending it here would give.
func (c *canvas) textOn(s string, w weight, px int, cx, cy float64, col, bg color.RGBA) {
	if !c.tiles || len([]rune(s)) > maxCachedRunes { // only cached masks make lasting tiles
		c.text(s, w, px, cx, cy, col)
		return
	}
	m := maskFor(w, px, s)
	iw, ih := m.size()
	x := int(math.Round(cx - float64(iw)/2))
	y := int(math.Round(cy - float64(ih)/2))
	t := tileFor(m, col, bg)
	r := image.Rect(x, y, x+iw, y+ih).Intersect(c.img.Rect)
	for yy := r.Min.Y; yy < r.Max.Y; yy++ {
		src := t.Pix[(yy-y)*t.Stride+4*(r.Min.X-x):]
		copy(c.img.Pix[c.img.PixOffset(r.Min.X, yy):c.img.PixOffset(r.Max.X, yy)], src)
	}
}

// textRight draws s with its ink's right edge at x and its ink centred vertically on cy.
func (c *canvas) textRight(s string, w weight, px int, x, cy float64, col color.RGBA) {
	m := maskFor(w, px, s)
	iw, ih := m.size()
	drawMask(c.img, m, int(math.Round(x))-iw, int(math.Round(cy-float64(ih)/2)), col)
}

// textBottom draws s with its ink centred horizontally on cx and its baseline at y.
func (c *canvas) textBottom(s string, w weight, px int, cx, y float64, col color.RGBA) {
	m := maskFor(w, px, s)
	iw, _ := m.size()
	drawMask(c.img, m, int(math.Round(cx-float64(iw)/2)), int(math.Round(y))-m.baseline, col)
}

// line draws a straight line of the given width; dash, if non-empty, alternates on/off
// lengths in pixels.
func (c *canvas) line(x1, y1, x2, y2, width float64, col color.RGBA, dash ...float64) {
	dc := c.dc
	dc.SetColor(col)
	dc.SetLineWidth(width)
	dc.SetLineCapRound()
	dc.SetDash(dash...)
	dc.DrawLine(x1, y1, x2, y2)
	dc.Stroke()
	dc.SetDash()
}

// disc fills a circle.
func (c *canvas) disc(cx, cy, r float64, col color.RGBA) {
	c.dc.SetColor(col)
	c.dc.DrawCircle(cx, cy, r)
	c.dc.Fill()
}

// ring strokes a circle.
func (c *canvas) ring(cx, cy, r, width float64, col color.RGBA) {
	c.dc.SetColor(col)
	c.dc.SetLineWidth(width)
	c.dc.SetDash()
	c.dc.DrawCircle(cx, cy, r)
	c.dc.Stroke()
}

// arrow draws a gently curved arrow from (x1, y1) to (x2, y2), bowing to the left of its
// direction by bow×length, with a filled head of length head at the end. Dashed arrows
// alternate dash[0] on, dash[1] off.
func (c *canvas) arrow(x1, y1, x2, y2, bow, width, head float64, col color.RGBA, dash ...float64) {
	dx, dy := x2-x1, y2-y1
	l := math.Hypot(dx, dy)
	if l < 1 {
		return
	}
	// Control point of a quadratic curve: the midpoint pushed sideways.
	mx, my := (x1+x2)/2-dy/l*bow*l, (y1+y2)/2+dx/l*bow*l
	// Direction of the curve at its end, for the head.
	tx, ty := x2-mx, y2-my
	tl := math.Hypot(tx, ty)
	tx, ty = tx/tl, ty/tl
	// Stop the shaft where the head begins.
	ex, ey := x2-tx*head*0.8, y2-ty*head*0.8

	dc := c.dc
	dc.SetColor(col)
	dc.SetLineWidth(width)
	dc.SetLineCapRound()
	dc.SetDash(dash...)
	dc.MoveTo(x1, y1)
	dc.QuadraticTo(mx, my, ex, ey)
	dc.Stroke()
	dc.SetDash()

	// Head: a triangle with its tip at (x2, y2).
	nx, ny := -ty, tx
	bx, by := x2-tx*head, y2-ty*head
	dc.MoveTo(x2, y2)
	dc.LineTo(bx+nx*head*0.45, by+ny*head*0.45)
	dc.LineTo(bx-nx*head*0.45, by-ny*head*0.45)
	dc.ClosePath()
	dc.Fill()
}

// caption draws one line of text of any length, left-aligned at x with its baseline at y,
// shrinking it (down to 60%) and then cutting it with "…" so that it fits in maxW pixels.
func (c *canvas) caption(s string, w weight, px int, x, y, maxW float64, col color.RGBA) {
	if s == "" || maxW <= 0 {
		return
	}
	face := newFace(w, float64(px))
	for p := px; font.MeasureString(face, s).Ceil() > int(maxW) && p > px*6/10; p-- {
		face = newFace(w, float64(p-1))
	}
	if font.MeasureString(face, s).Ceil() > int(maxW) {
		r := []rune(s)
		for len(r) > 1 && font.MeasureString(face, string(r)+"…").Ceil() > int(maxW) {
			r = r[:len(r)-1]
		}
		s = string(r) + "…"
	}
	d := font.Drawer{Dst: c.img, Src: image.NewUniform(col), Face: face,
		Dot: fixed.P(int(math.Round(x)), int(math.Round(y)))}
	d.DrawString(s)
}

// roundRect fills a rectangle with corners rounded by radius r.
func (c *canvas) roundRect(x, y, w, h, r float64, col color.RGBA) {
	c.dc.SetColor(col)
	c.dc.DrawRoundedRectangle(x, y, w, h, r)
	c.dc.Fill()
}
