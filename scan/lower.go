package scan

import (
	"image"
	"slices"

	"github.com/sudokubot/sudokubot/scan/internal/glyph"
	"github.com/sudokubot/sudokubot/scan/internal/raster"
)

// lowerLetters is glyph.Lower on the boxes of readCells (cs, wps, bs, small) of an n×n grid (tiny: its digits TinyHeight
// pixels high or less; read: the network's first choice for cell i): each cell's letter a-g (10-16; 0: none), nil if none.
func lowerLetters(n int, cs []cell, wps []*image.Gray, bs []digitBox, small []bool, tiny bool, read func(i int) int) []int {
	boxes := make([]glyph.Box, len(bs))
	tall, ok := marksReference(bs)
	for i, b := range bs {
		ch := float64(cs[i].y1 - cs[i].y0)
		if !b.ok || ch <= 0 {
			continue
		}
		boxes[i] = glyph.Box{Top: float64(b.minY-cs[i].y0) / ch, Bottom: float64(b.maxY+1-cs[i].y0) / ch,
			Width: float64(b.width()) / ch, Ok: true, Short: small[i],
			Whole: 10*b.pieceH >= 9*(b.height()) && !b.pair, Tiny: tiny, Cell: ch}
		if m := shapeOf(wps[i], cs[i], b); len(m.Ink) > 0 {
			boxes[i].DarkTop = boxes[i].Top + float64(slices.Index(m.Ink, 1)/m.W)/ch
		}
	}
	letters := glyph.Lower(n, boxes, func(i int) glyph.Mask { return shapeOf(wps[i], cs[i], bs[i]) }, read)
	for i, b := range bs {
		if letters != nil && small[i] && ok && glyph.TallMarkColumn(float64(b.height()), float64(b.width()), tall, b.beside) {
			letters[i] = 0 // a column of pencil marks joined hangs like a g
		}
	}
	return letters
}

// shapeOf is box b's ink cut again from its grey picture wp halfway between its darkest
// pixel and its cell's median grey (the local-mean binarisation fills a bold small
// letter's counters and openings), in a picture of its own.
func shapeOf(wp *image.Gray, c cell, b digitBox) glyph.Mask {
	med := cellMedian(wp, c)
	lo := 255
	for y := b.minY; y <= b.maxY; y++ {
		for x := b.minX; x <= b.maxX; x++ {
			lo = min(lo, int(wp.Pix[y*wp.Stride+x]))
		}
	}
	cut := (float64(lo) + med) / 2
	w, h := b.width(), b.height()
	ink, dark := make([]uint8, w*h), make([]float64, w*h)
	for y := range h {
		for x := range w {
			v := float64(wp.Pix[(b.minY+y)*wp.Stride+b.minX+x])
			ink[y*w+x] = uint8(raster.Bit(v < cut))
			dark[y*w+x] = min(1, max(0, (med-v)/max(1, med-float64(lo))))
		}
	}
	return glyph.Mask{Ink: ink, W: w, H: h, Dark: dark}
}
