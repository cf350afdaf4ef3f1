package scan

import (
	"context"
	"image"

	"github.com/sudokubot/sudokubot/scan/internal/cellink"
	"github.com/sudokubot/sudokubot/scan/internal/glyph"
	"github.com/sudokubot/sudokubot/scan/internal/raster"
	"github.com/sudokubot/sudokubot/scan/internal/reread"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// classify reads pg's cells with model: the grid as read (Unique set, not repaired), each
// cell's reading and the height of its median symbol in the picture's pixels (0 when not
// known).
func (pg *picture) classify(ctx context.Context, model *Model) (*Result, []cellRead, float64) {
	r := pg.cellReader(ctx, model)
	cells := make([]cellRead, pg.n*pg.n)
	numbers := 0 // the symbols above 9 read as numbers less those read as letters
	for i := range cells {
		var vote int
		cells[i], vote = r.read(i)
		numbers += vote
	}
	res := &Result{Outline: pg.outline}
	res.Grid, _ = sudoku.NewGrid(pg.n)
	if numbers > 0 {
		res.Grid = res.Grid.WithSymbols(sudoku.Symbols{Set: sudoku.Numbers})
	}
	for i, c := range cells {
		res.Grid.SetCell(i, c.digit)
	}
	res.Unique = unique(res.Grid)
	return res, cells, pg.symbolPx(r.g.Tall)
}

// cellReader is what classify knows of a picture's cells: what readCells cut and found in
// them, the cells of faint ink (shallowInk) and of lower-case letters (lowerLetters), the
// grid as the reread rules see it, the model and its features' scratch.
type cellReader struct {
	pg      *picture
	model   *Model
	x       []float32
	cs      []cell
	wps     []*image.Gray
	inks    [][]uint8
	bs      []digitBox
	small   []bool
	shallow []bool
	lower   []int
	g       reread.Grid
}

// cellReader cuts pg's cells and measures what classify asks of them; once ctx has
// ended, the cells not yet cut are read blank (cutCells).
func (pg *picture) cellReader(ctx context.Context, model *Model) *cellReader {
	r := &cellReader{pg: pg, model: model, x: make([]float32, Features)}
	r.cs, r.wps, r.inks, r.bs, r.small = pg.cutCells(ctx)
	tall, _ := medianSymbolHeight(r.bs) // 0 when not known
	r.g = reread.Grid{N: pg.n, Digital: pg.digital, Height: pg.height(), Tall: tall}
	if !pg.digital {
		r.shallow = shallowInk(r.wps, r.inks, r.cs, r.bs, r.small)
	}
	if pg.n > 9 {
		r.lower = lowerLetters(pg.n, r.cs, r.wps, r.bs, r.small)
	}
	return r
}

// height is pg's height in the picture's pixels.
func (pg *picture) height() int { return pg.outline[3].Y - pg.outline[0].Y }

// blankCell is the reading of a cell with no ink to ask about.
var blankCell = cellRead{p: 1, second: -1}

// read is cell i's reading and its vote on the symbols above 9: 1 for a number, -1 for a
// letter, 0 for a digit, a blank or a reading of faint ink.
func (r *cellReader) read(i int) (cellRead, int) {
	b := r.bs[i]
	switch {
	case r.lower != nil && r.lower[i] > 0:
		// A lower-case letter the network has no class for: the letter first, the
		// network's reading second.
		c := r.ask(r.wps[i], b)
		return cellRead{digit: r.lower[i], p: UnsureBelow, second: c.digit, p2: c.p * (1 - UnsureBelow)}, -1
	case r.small[i]:
		return blankCell, 0
	}
	b = r.loose(i, b)
	switch {
	case b.ok && r.pg.flat(r.wps[i], r.inks[i], b, r.cs[i]):
		return blankCell, 0
	case r.shallow != nil && r.shallow[i]:
		// Ink that barely stands out (a tile's texture): blank first, the network's
		// digit, if it sees one, second, as for faint ink.
		if c := r.ask(r.wps[i], b); c.digit > 0 {
			return cellRead{digit: 0, p: 1 - c.p, second: c.digit, p2: c.p}, 0
		}
		return blankCell, 0
	case !b.ok:
		return r.faint(i, b), 0
	}
	c := r.inked(i, b)
	switch {
	case c.digit > 9 && c.number:
		return c, 1
	case c.digit > 9:
		return c, -1
	}
	return c, 0
}

// ask is the network's reading of box b of wp.
func (r *cellReader) ask(wp *image.Gray, b digitBox) cellRead {
	r.pg.cellFeatures(wp, b, r.x)
	return ranked(r.model.Classify(r.x), r.pg.n)
}

// loose is box b of cell i, or, when tighten cut all of it, the box before the cut if
// reread.Loose asks it and the network is sure of its digit.
func (r *cellReader) loose(i int, b digitBox) digitBox {
	if !b.ok && b.loose != nil && reread.Loose(r.g, b.loose.maxY-b.loose.minY+1) {
		if r.ask(r.wps[i], *b.loose).reading().Sure(reread.LooseSure) {
			return *b.loose
		}
	}
	return b
}

// againstLines is cell i read with its ink marked against its lines
// (cellink.ReinkAgainstLines), when reread.AgainstLines asks it; ok when the network is
// sure of a digit alone in its cell (reread.Lone). The ink is kept then.
func (r *cellReader) againstLines(i int) (c cellRead, ok bool) {
	n, cl := r.pg.n, r.cs[i]
	if !reread.AgainstLines(r.g, r.pg.lines[0] != nil, cl.bare) {
		return c, false
	}
	keep := cellink.ReinkAgainstLines(r.wps[i], r.inks[i], n*cellPx, cl.rect(), inkContrast)
	if nb := cellDigit(r.inks[i], n*cellPx, cl, n); nb.ok && reread.Lone(r.g, nb.shape(cl, r.pg)) {
		c = r.ask(r.wps[i], nb)
	}
	return c, keep(c.reading().Sure(reread.LooseSure))
}

// midway is cell i, of box b, read again with its ink cut at the grey halfway between
// the box's core and the cell's fill (reread.Midway), or, shaded, against its fill
// (reread.Shaded): the reading and its box, ok when the network is sure of it
// (reread.LooseSure). The ink is kept then.
func (r *cellReader) midway(i int, b digitBox, shaded bool) (c cellRead, nb digitBox, ok bool) {
	n, wp, cl := r.pg.n, r.wps[i], r.cs[i]
	cut := (cellMedian(wp, cl) + float64(inkCore(wp, r.inks[i], b))) / 2
	if shaded {
		cut = cellMedian(wp, cl) - inkContrast
	}
	keep := cellink.RecutKept(wp, r.inks[i], n*cellPx, cl.rect(), cut)
	if nb = cellDigit(r.inks[i], n*cellPx, cl, n); nb.ok {
		c = r.ask(wp, nb)
	}
	return c, nb, keep(c.reading().Sure(reread.LooseSure))
}

// faint is the reading of cell i whose box b the strict cut dropped: read against its
// lines, or its faint ink's (faintDigit) digit as the network sees it, blank first unless
// reread.Faint reads it as its digit.
func (r *cellReader) faint(i int, b digitBox) cellRead {
	if c, ok := r.againstLines(i); ok {
		return c
	}
	n, cl := r.pg.n, r.cs[i]
	fb := faintDigit(r.inks[i], n*cellPx, cl, n)
	if !fb.ok {
		return blankCell
	}
	fb = r.pg.toRight(r.wps[i], cl, fb)
	switch c := r.ask(r.wps[i], fb); {
	case reread.Faint(r.g, c.reading(), max(fb.maxY-fb.minY, b.looseH())+1, cl.y1-cl.y0, fb.company):
		return cellRead{digit: c.digit, p: c.p, second: 0, p2: 1 - c.p}
	case c.digit > 0:
		return cellRead{digit: 0, p: 1 - c.p, second: c.digit, p2: c.p}
	}
	return blankCell
}

// inked is the reading of cell i's box b, found by the strict cut: the network's, or the
// box before tighten's cut, or the ink against the lines when it reads blank; then turned
// or read again as the reread rules say.
func (r *cellReader) inked(i int, b digitBox) cellRead {
	pg, n, wp, ink, cl := r.pg, r.pg.n, r.wps[i], r.inks[i], r.cs[i]
	pg.cellFeatures(wp, b, r.x)
	probs := r.model.Classify(r.x)
	c := ranked(probs, n)
	if b.loose != nil && c.digit == 0 {
		// What tighten left is no digit: the ink before the cut is, when the network
		// is sure of it; else its digit, if the network gives it more than the cut's
		// second, is the cell's second (a hand-written digit's pale tips cut off:
		// Scribble's blue 4 of 13 pixels cut to 10, read blank at 0.96 and 4 at 0.73
		// before the cut), for FaintFit and the repair.
		if l := r.ask(wp, *b.loose); l.reading().Sure(reread.FaintSure) {
			c = l
		} else if l.digit > 0 && l.p > c.p2 {
			c.second, c.p2 = l.digit, l.p
		}
	}
	if c.digit == 0 {
		if a, ok := r.againstLines(i); ok {
			c = a
		}
	}
	if shaded := reread.Shaded(r.g, c.reading(), func() bool { return cellink.ShadeTaken(ink, n*cellPx, cl.inner()) }); shaded || reread.Midway(r.g, c.reading()) {
		if m, nb, ok := r.midway(i, b, shaded); ok {
			c, b = m, nb
		}
	}
	box := b.shape(cl, pg)
	box.Stacked = glyph.StackedMarks(float64(b.height()), float64(b.width())*max(b.xScale, 1), float64(b.pieceH), float64(r.g.Tall), b.pieces)
	in := reread.Ink{
		Alone:    func() bool { return cellink.Alone(ink, n*cellPx, cl.inner(), b.rect()) },
		Contrast: func() float64 { return coreContrast(wp, ink, cl, b) },
		Stroke:   func() int { return cellink.StrokeWidth(ink, n*cellPx, b.rect()) },
	}
	// Marks joined into one stroke read blank first are not thickened back into the 1
	// they look (KSudoku's 2 over 5 in a small window, read 1 at 0.77: reread.Thick).
	joined := false
	switch rd := c.reading(); {
	case reread.BlankFirst(r.g, rd, box, func() bool { return pg.lightTile(i, wp) }):
		joined = reread.JoinedMarks(r.g, rd, box)
		c.digit, c.second, c.p, c.p2 = 0, c.digit, 1-c.p, c.p
	case reread.Refillable(r.g, box, in):
		c.fit = fitOf(probs, n)
	case reread.Glow(r.g, rd, glyph.Tail(probs[:], 10)-probs[11], in):
		c.digit, c.second, c.p, c.p2 = 0, c.digit, 1-c.p, c.p
	}
	if !joined && reread.Thick(r.g, c.reading(), box, in) {
		c = thickReading(wp, b, r.x, probs, r.model, n)
	}
	if reread.FaintFit(r.g, c.reading(), box, in) {
		c.fit = make([]float64, n+1)
		for k := 1; k <= n; k++ {
			if reread.FaintOther(probs[k]) {
				c.fit[k] = probs[k]
			}
		}
		c.fit[c.second] = c.p2
	}
	if reread.Number(r.g, c.reading(), box, func() bool { return probs[c.second-10+NumberClass] > probs[c.second] }) {
		c.digit, c.second, c.p, c.p2, c.number = c.second, 0, c.p2, c.p, true
	}
	return c
}

// reading is c as the reread rules see it.
func (c cellRead) reading() reread.Reading {
	return reread.Reading{Digit: c.digit, Second: c.second, P: c.p, P2: c.p2}
}

// shape is b, in cell cl of pg, as the reread rules see it.
func (b digitBox) shape(cl cell, pg *picture) reread.Box {
	return reread.Box{H: b.height(), PieceH: b.pieceH, Company: b.company, Pair: b.pair, Edge: edgeLike(b),
		Inner: b.rect().In(cl.inner()), Wide: pg.wide != nil && b.xScale >= wideCell, Right: b.maxX >= cl.x1-3}
}

// thickReading is the reading of the digit in box b of wp, not surely blank to the network
// (probs) or read as a digit under one half, as the mean of probs and the network's view
// of it with its strokes a pixel thicker each way: thin hand-written digits (KSudoku's
// Scribble theme, its players' blue 4s and 8s, issue 23; a thin 1 in Calc) are read blank
// by a network trained on fonts (a halved 8 read 3), and as the digit once thickened.
// classify asks it where reread.Thick says. x is scratch for the features.
func thickReading(wp *image.Gray, b digitBox, x []float32, probs [Classes]float64, model *Model, n int) cellRead {
	r := image.Rect(b.minX-2, b.minY-2, b.maxX+3, b.maxY+3).Intersect(wp.Rect)
	tb := b
	tb.minX, tb.minY = max(b.minX-1, r.Min.X)-r.Min.X, max(b.minY-1, r.Min.Y)-r.Min.Y
	tb.maxX, tb.maxY = min(b.maxX+1, r.Max.X-1)-r.Min.X, min(b.maxY+1, r.Max.Y-1)-r.Min.Y
	features(raster.Thickened(wp, r), tb, x)
	q := model.Classify(x)
	for k := range probs {
		probs[k] = (probs[k] + q[k]) / 2
	}
	return ranked(probs, n)
}

// ranked picks the two most likely values among blank and the symbols 1..n; the symbols 10
// to 16 add up their letter and number classes.
func ranked(probs [Classes]float64, n int) cellRead {
	c := cellRead{p0: probs[0]}
	c.digit, c.second = -1, -1
	for k := 0; k <= n; k++ {
		p := probs[k]
		if k >= 10 {
			p += probs[k-10+NumberClass]
		}
		switch {
		case c.digit < 0 || p > c.p:
			c.second, c.p2 = c.digit, c.p
			c.digit, c.p = k, p
		case c.second < 0 || p > c.p2:
			c.second, c.p2 = k, p
		}
	}
	if c.digit >= 10 {
		c.number = probs[c.digit-10+NumberClass] > probs[c.digit]
	}
	return c
}

// fitOf is probs per value of an n×n grid (a symbol above 9 as a letter or a number).
func fitOf(probs [Classes]float64, n int) []float64 {
	fit := make([]float64, n+1)
	for k := range fit {
		fit[k] = probs[k]
		if k >= 10 {
			fit[k] += probs[k-10+NumberClass]
		}
	}
	return fit
}
