package synth

import (
	"fmt"
	"image"
	"math/rand/v2"
)

// digitHeight is about how high a digit stands in the sans and serif faces, as a share of
// the font's size.
const digitHeight = 0.72

// drawSheet draws a spreadsheet: a formula bar, column letters and row numbers, uniform thin
// grey gridlines across the whole sheet, the puzzle in a block of cells somewhere in it (box
// lines drawn by the author sometimes, usually not), numbers right-aligned or centred, and
// the selected cell's frame.
func drawSheet(rng *rand.Rand, s style, b *board) *image.RGBA {
	n := b.n
	w, h := 900+rng.IntN(900), 560+rng.IntN(500)
	ch := 18 + rng.Float64()*22 // row height
	if s.rowPx > 0 {
		// The window a sheet drawn small shows: as many cells as at the usual sizes
		// (a screenshot cropped to the block's neighbourhood), so it stays quick to read.
		f := s.rowPx / ch
		ch = s.rowPx
		w, h = max(int(float64(w)*f), 60+int(float64(n+6)*ch*2.8)), max(int(float64(h)*f), 130+int(float64(n+6)*ch))
	}
	cw := ch * (0.9 + 0.3*rng.Float64())
	if rng.IntN(3) == 0 {
		cw = ch * (1.4 + 1.4*rng.Float64()) // columns left at their default width
	}
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	white := jitter(rng, grey(0xff), 1)
	fill(img, 0, 0, float64(w), float64(h), white)
	line := jitter(rng, pick(rng, grey(0xd4), grey(0xe1), grey(0xc0), grey(0xda)), 4)
	headBg := jitter(rng, pick(rng, grey(0xf3), grey(0xe8), rgb(0xf8f9fa)), 3)
	headText := jitter(rng, grey(0x55), 15)
	// Toolbar and formula bar.
	top := 60 + rng.Float64()*60
	fill(img, 0, 0, float64(w), top-28, jitter(rng, pick(rng, rgb(0x217346), grey(0xf3), rgb(0xf1f3f4)), 4))
	tf := face(s.givenFont.F, 13)
	textAt(img, tf, pick(rng, "File  Home  Insert  Page Layout  Formulas  Data", "File  Edit  View  Insert  Format  Data  Tools"), 10, 8, headText)
	fill(img, 0, top-26, float64(w), 24, white)
	ring(img, 4, top-25, 70, 22, 1, line)
	textAt(img, tf, "fx", 84, top-20, headText)
	// Header row and column.
	hw := 30 + rng.Float64()*20 // row-number column width
	hh := ch
	fill(img, 0, top, float64(w), hh, headBg)
	fill(img, 0, top, hw, float64(h)-top, headBg)
	cols := int((float64(w)-hw)/cw) + 1
	rows := int((float64(h)-top-hh)/ch) + 1
	hf := face(s.givenFont.F, ch*0.45)
	for c := range cols {
		x := hw + float64(c)*cw
		text(img, hf, string(rune('A'+c%26)), x+cw/2, top+hh/2, headText)
	}
	for r := range rows {
		y := top + hh + float64(r)*ch
		text(img, hf, fmt.Sprint(r+1), hw/2, y+ch/2, headText)
	}
	// Where the puzzle sits: a few cells in and down.
	c0, r0 := rng.IntN(4), rng.IntN(4)
	for c0+n > cols-1 && c0 > 0 {
		c0--
	}
	for r0+n > rows-1 && r0 > 0 {
		r0--
	}
	g := gridGeom{x: hw + float64(c0)*cw, y: top + hh + float64(r0)*ch, cw: cw, ch: ch}
	// Cell fills the author may have set: a tint on alternate boxes.
	tint := rng.IntN(4) == 0
	tc := jitter(rng, pick(rng, rgb(0xdde7f3), rgb(0xfff2cc), rgb(0xe2efda), grey(0xea)), 4)
	for i := range n * n {
		r, c := i/n, i%n
		if tint && (r/b.br+c/b.bc)%2 == 1 {
			fill(img, g.x+float64(c)*cw, g.y+float64(r)*ch, cw, ch, tc)
		}
	}
	// Gridlines of the whole sheet.
	for c := 0; c <= cols; c++ {
		fill(img, hw+float64(c)*cw, top, 1, float64(h)-top, line)
	}
	for r := 0; r <= rows; r++ {
		fill(img, 0, top+hh+float64(r)*ch, float64(w), 1, line)
	}
	fill(img, hw, top, 1, float64(h)-top, jitter(rng, grey(0xb0), 10))
	fill(img, 0, top+hh, float64(w), 1, jitter(rng, grey(0xb0), 10))
	// Borders the author drew, sometimes: around the block, or every box.
	border := jitter(rng, grey(0x10), 10)
	switch rng.IntN(5) {
	case 0:
		ring(img, g.x, g.y, float64(n)*cw+1, float64(n)*ch+1, 2, border)
	case 1:
		for k := 0; k <= n; k += b.bc {
			fill(img, g.x+float64(k)*cw-0.5, g.y, 2, float64(n)*ch, border)
		}
		for k := 0; k <= n; k += b.br {
			fill(img, g.x, g.y+float64(k)*ch-0.5, float64(n)*cw, 2, border)
		}
	}
	ax := 0.5
	if rng.IntN(2) == 0 {
		ax = 1 // numbers right-aligned, the spreadsheet default
	}
	s.digitScale = 0.55 + 0.2*rng.Float64()
	b.symbolPx = min(cw, ch) * s.digitScale * digitHeight
	if b.numbers {
		b.symbolPx *= 0.7 // as drawDigitsAt sets numbers
	}
	s.entered = pick(rng, s.given, s.entered)
	none := make([]bool, n*n)
	drawDigits(rng, img, s, g, b, none, ax)
	// The selected cell's frame, often in the block.
	sc, sr := c0+rng.IntN(n+2)-1, r0+rng.IntN(n+2)-1
	ring(img, hw+float64(max(sc, 0))*cw-1, top+hh+float64(max(sr, 0))*ch-1, cw+2, ch+2, 2, jitter(rng, pick(rng, rgb(0x1a73e8), rgb(0x217346)), 6))
	return img
}
