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
// grid as the reread rules see it, and the network it asks.
type cellReader struct {
	network
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
	r := &cellReader{network: network{pg: pg, model: model, x: make([]float32, Features)}}
	r.cs, r.wps, r.inks, r.bs, r.small = pg.cutCells(ctx)
	tall, _ := medianSymbolHeight(r.bs) // 0 when not known
	r.g = reread.Grid{N: pg.n, Digital: pg.digital, Height: pg.height(), Tall: tall}
	if !pg.digital {
		r.shallow = shallowInk(r.wps, r.inks, r.cs, r.bs, r.small)
	}
	if pg.n > 9 {
		r.lower = lowerLetters(pg.n, r.cs, r.wps, r.bs, r.small, tall > 0 && pg.symbolPx(tall) <= TinyHeight, func(i int) int { return r.ask(r.wps[i], r.bs[i]).digit })
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
		// Ink that barely stands out (a tile's texture): read as faint ink.
		return faintReading(r.ask(r.wps[i], b)), 0
	case !b.ok:
		return r.faint(i, b), 0
	}
	c := r.inked(i, b)
	return c, c.vote()
}

// vote is c's vote on the symbols above 9: 1 for a number, -1 for a letter, 0 for a digit
// or a blank.
func (c cellRead) vote() int {
	switch {
	case c.digit > 9 && c.number:
		return 1
	case c.digit > 9:
		return -1
	}
	return 0
}

// faintReading is the network's reading c of ink that may be no symbol: blank first, c's
// digit, if it sees one, second.
func faintReading(c cellRead) cellRead {
	if c.digit > 0 {
		return cellRead{digit: 0, p: 1 - c.p, second: c.digit, p2: c.p}
	}
	return blankCell
}

// network is the model classify asks about boxes of ink in pg's cells, and its features'
// scratch (x).
type network struct {
	pg    *picture
	model *Model
	x     []float32
}

// ask is the network's reading of box b of wp.
func (nw network) ask(wp *image.Gray, b digitBox) cellRead {
	return ranked(nw.probs(wp, b), nw.pg.n)
}

// probs is the network's probability of each class for box b of wp.
func (nw network) probs(wp *image.Gray, b digitBox) [Classes]float64 {
	nw.pg.cellFeatures(wp, b, nw.x)
	return nw.model.Classify(nw.x)
}

// thicker is the network's reading of box b of wp with its strokes a pixel thicker
// (thickReading), probs its reading as it is.
func (nw network) thicker(wp *image.Gray, b digitBox, probs [Classes]float64) cellRead {
	return thickReading(wp, b, nw.x, probs, nw.model, nw.pg.n)
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
	c := r.ask(r.wps[i], fb)
	if reread.Faint(r.g, c.reading(), max(fb.maxY-fb.minY, b.looseH())+1, cl.y1-cl.y0, fb.company) {
		return cellRead{digit: c.digit, p: c.p, second: 0, p2: 1 - c.p}
	}
	return faintReading(c)
}

// inked is the reading of cell i's box b, found by the strict cut: the network's first
// (firstOf), read again with its ink cut again where the rules ask it (recut), then turned
// or read again as the reread rules say (turned).
func (r *cellReader) inked(i int, b digitBox) cellRead {
	c, probs := r.firstOf(i, b)
	c, b = r.recut(i, b, c)
	wp, cl := r.wps[i], r.cs[i]
	box := b.shape(cl, r.pg)
	box.Stacked = glyph.StackedMarks(float64(b.height()), float64(b.width())*max(b.xScale, 1), float64(b.pieceH), float64(r.g.Tall), b.pieces)
	return turned(r.g, c, probs, box, inkMeasures(wp, r.inks[i], r.pg.n, cl, b),
		func() bool { return r.pg.lightTile(i, wp) }, func() cellRead { return r.thicker(wp, b, probs) })
}

// firstOf is the network's reading of cell i's box b, and its probability of each class
// (probs): or the box before tighten's cut, or the ink against the lines when it reads
// blank.
func (r *cellReader) firstOf(i int, b digitBox) (cellRead, [Classes]float64) {
	wp := r.wps[i]
	probs := r.probs(wp, b)
	c := ranked(probs, r.pg.n)
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
	return c, probs
}

// recut is reading c of cell i's box b, or, where reread.Midway asks it, its ink cut again
// at the grey halfway between the box's core and the cell's fill, or, shaded
// (reread.Shaded), against its fill: that reading and its box when the network is sure of
// it (reread.LooseSure). The ink is kept then.
func (r *cellReader) recut(i int, b digitBox, c cellRead) (cellRead, digitBox) {
	n, wp, cl := r.pg.n, r.wps[i], r.cs[i]
	shaded := reread.Shaded(r.g, c.reading(), func() bool { return cellink.ShadeTaken(r.inks[i], n*cellPx, cl.inner()) })
	if !shaded && !reread.Midway(r.g, c.reading(), b.maxY-b.minY+1) {
		return c, b
	}
	cut := (cellMedian(wp, cl) + float64(inkCore(wp, r.inks[i], b))) / 2
	if shaded {
		cut = cellMedian(wp, cl) - inkContrast
	}
	keep := cellink.RecutKept(wp, r.inks[i], n*cellPx, cl.rect(), cut)
	m := cellRead{}
	nb := cellDigit(r.inks[i], n*cellPx, cl, n)
	if nb.ok {
		m = r.ask(wp, nb)
	}
	if keep(m.reading().Sure(reread.LooseSure)) {
		return m, nb
	}
	return c, b
}

// turned is reading c of a box (probs: the network's first) as the reread rules leave
// it, given the grid (rg), the box (box) and its ink (in) as they see them: read blank
// first (BlankFirst, Glow), left to a unique reading's solution (Refillable, FaintFit),
// read with its strokes thicker (Thick: thicker), read as a number (Number). lightTile
// tells BlankFirst whether the cell is a light tile.
func turned(rg reread.Grid, c cellRead, probs [Classes]float64, box reread.Box, in reread.Ink, lightTile func() bool, thicker func() cellRead) cellRead {
	// Marks joined into one stroke read blank first are not thickened back into the 1
	// they look (KSudoku's 2 over 5 in a small window, read 1 at 0.77: reread.Thick).
	joined := false
	switch rd := c.reading(); {
	case reread.BlankFirst(rg, rd, box, lightTile):
		joined = reread.JoinedMarks(rg, rd, box)
		c = c.blankFirst()
	case reread.Refillable(rg, box, in):
		c.fit = fitOf(probs, rg.N)
	case reread.Glow(rg, rd, glyph.Tail(probs[:], 10)-probs[11], in):
		c = c.blankFirst()
	}
	if !joined && reread.Thick(rg, c.reading(), box, in) {
		fit := c.fit // still left to the solution when read blank thickened
		c = thicker()
		c.fit = fit
	}
	if reread.FaintFit(rg, c.reading(), box, in) {
		c.fit = reread.FaintFitOf(probs[:rg.N+1], c.second, c.p2)
	}
	if reread.Number(rg, c.reading(), box, func() bool { return probs[c.second-10+NumberClass] > probs[c.second] }) {
		c.digit, c.second, c.p, c.p2, c.number = c.second, 0, c.p2, c.p, true
	}
	return c
}

// inkMeasures are the measures of box b's ink in cell cl of an n×n grid (ink, of wp) the
// reread rules ask for: whether it stands alone, its core's contrast, its strokes' width.
func inkMeasures(wp *image.Gray, ink []uint8, n int, cl cell, b digitBox) reread.Ink {
	s := n * cellPx
	return reread.Ink{
		Alone:    func() bool { return cellink.Alone(ink, s, cl.rect(), cl.inner(), b.rect()) },
		Contrast: func() float64 { return coreContrast(wp, ink, cl, b) },
		Stroke:   func() int { return cellink.StrokeWidth(ink, s, b.rect()) },
	}
}

// blankFirst is c read blank first, its digit second.
func (c cellRead) blankFirst() cellRead {
	c.digit, c.second, c.p, c.p2 = 0, c.digit, 1-c.p, c.p
	return c
}

// reading is c as the reread rules see it.
func (c cellRead) reading() reread.Reading {
	return reread.Reading{Digit: c.digit, Second: c.second, P: c.p, P2: c.p2}
}

// shape is b, in cell cl of pg, as the reread rules see it.
func (b digitBox) shape(cl cell, pg *picture) reread.Box {
	return reread.Box{H: b.height(), W: b.width(), PieceH: b.pieceH, Company: b.company, Pair: b.pair, Edge: edgeLike(b),
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
