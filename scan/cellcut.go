package scan

// Each cell of a found grid cut, cleaned and its symbol's box found: the cells' ink
// against their own fill, glowing and light digits, side bars, short digits, flat tiles.

import (
	"context"
	"image"
	"math"
	"slices"
	"sort"

	"github.com/sudokubot/sudokubot/scan/internal/cellink"
	"github.com/sudokubot/sudokubot/scan/internal/glyph"
	"github.com/sudokubot/sudokubot/scan/internal/lattice"
	"github.com/sudokubot/sudokubot/scan/internal/raster"
	"github.com/sudokubot/sudokubot/scan/internal/reread"
	"github.com/sudokubot/sudokubot/scan/internal/shown"
)

// readCells cuts pg into its n×n cells and reads each one's ink: the cell (cs), the picture and
// ink it is read from (wps, inks), the box of the digit found in it (bs), and whether that
// digit is small enough to be a pencil mark (small). Read and Patches both start here.
func (pg *picture) readCells() (cs []cell, wps []*image.Gray, inks [][]uint8, bs []digitBox, small []bool) {
	return pg.cutCells(context.Background())
}

// cutCells is readCells asking ctx before each row of cells: once it has ended, the cells
// left are read blank (the caller asks ctx why). Each cell is cut alone (cutCell); then
// its box is held against the grid's symbols: glowing boxes, tiles' side bars, short
// digits, strokes in the right margin (rightMargin), ink marked anew (reinkBoxes).
func (pg *picture) cutCells(ctx context.Context) (cs []cell, wps []*image.Gray, inks [][]uint8, bs []digitBox, small []bool) {
	n := pg.n
	cs = pg.cut()
	wps, inks, bs = make([]*image.Gray, n*n), make([][]uint8, n*n), make([]digitBox, n*n)
	pale, ended := pg.paleCells(), false
	for i := range cs {
		if ended = ended || i%n == 0 && ctx.Err() != nil; ended {
			wps[i], inks[i] = pg.warped, pg.bin
			continue
		}
		wps[i], inks[i], bs[i] = pg.cutCell(&cs[i], i, pale)
	}
	if pg.digital {
		glowBoxes(cs, wps, inks, bs, pg.inv, n)
	}
	if n > 9 && pg.digital {
		sideBars(cs, inks, bs, n)
	}
	shortDigits(cs, inks, bs, n, pg.digital)
	tall, _ := medianSymbolHeight(bs)
	for i, b := range bs { // a right-aligned symbol's strokes in its cell's margin (margin.go)
		bs[i] = pg.rightMargin(wps[i], inks[i], cs[i], b, tall)
	}
	pg.reinkBoxes(cs, wps, inks, bs)
	if n <= 9 && pg.digital {
		return cs, wps, inks, bs, smallMarks(bs, cs, inks, n*cellPx)
	}
	return cs, wps, inks, bs, marks(bs, cs, n)
}

// cutCell cuts cell i (cl; pale: the grid's cells are pale, paleCells) from the picture it is
// read from (source): that picture, its ink cleaned of what is no symbol's, its symbol's box.
func (pg *picture) cutCell(cl *cell, i int, pale bool) (*image.Gray, []uint8, digitBox) {
	n := pg.n
	wp, ink := pg.source(*cl)
	if cellink.FillTaken(ink, n*cellPx, cl.inner()) { // a light tile read inverted, all ink
		cellink.Recut(wp, ink, n*cellPx, cl.rect(), cellMedian(wp, *cl)-inkContrast)
	}
	// A right-aligned digit the squeeze merged into the box line beside it, or a pale
	// digit against a box line's ramp: its ink apart from the line's.
	if pg.wide != nil && cl.xScale() >= wideCell || cl.bare {
		cellink.AgainstLines(wp, ink, n*cellPx, cl.rect(), inkContrast)
	}
	// A selected cell's strong fill, or a given's grey, darker than a cell beside it, in a
	// picture read as a photo (a dark phone board halved, GNOME Sudoku shared): the local
	// mean, raised by the lighter cell, marked the fill along that side as ink, and the
	// digit drowned in it.
	if !pg.digital && n <= 9 && cellink.Shaded(pg.meds, n, i, selectedFill) {
		cellink.AgainstLines(wp, ink, n*cellPx, cl.rect(), inkContrast)
	}
	if pale { // pale strokes of a halved sheet, right-aligned against its lines
		cl.thin = true
		cellink.AddDarker(wp, ink, n*cellPx, cl.inner(), cellMedian(wp, *cl)-inkContrast)
	}
	b := cellDigit(ink, n*cellPx, *cl, n)
	// No box in a cell a third ink or more: its tile's shade taken with its digit (a
	// glass tile's light swirl), the cell cut again against its own fill.
	if !b.ok && n <= 9 && cellink.ShadeTaken(ink, n*cellPx, cl.inner()) {
		keep := cellink.RecutKept(wp, ink, n*cellPx, cl.rect(), cellMedian(wp, *cl)-inkContrast)
		if nb, ok := keptDigit(keep, ink, n, *cl, func(nb digitBox) bool { return nb.ok && nb.company == 0 }); ok {
			b = nb
		}
	}
	if lb, keep := b, cellink.Saved(ink, n*cellPx, cl.rect()); b.ok && !pg.digital && tighten(wp, ink, *cl, b) {
		if nb := cellDigit(ink, n*cellPx, *cl, n); keep(!cellink.Outgrown(lb.rect(), nb.rect(), nb.ok)) {
			b, b.loose = nb, &lb // else the cut broke a line into the box (cellink.Outgrown): undone
		}
	}
	return wp, ink, b
}

// reinkBoxes marks cells' ink anew against their median grey (cellink.Reink) where the
// grid's symbols (their median height, 20 at least) say a box lost strokes, and keeps the
// box found then (keptDigit) when it is fuller: a 16×16 screenshot's thin strokes beside
// box lines; a selected cell's light digit read inverted; a 9×9 photo's faint or pale thin
// digit the local mean broke.
func (pg *picture) reinkBoxes(cs []cell, wps []*image.Gray, inks [][]uint8, bs []digitBox) {
	n := pg.n
	reink := func(i int, r image.Rectangle, lines bool, accept func(nb digitBox) bool) {
		keep := cellink.ReinkPale(wps[i], inks[i], n*cellPx, r, cellMedian(wps[i], cs[i])-inkContrast, inkContrast, lines)
		if nb, ok := keptDigit(keep, inks[i], n, cs[i], accept); ok {
			bs[i] = nb
		}
	}
	if tall, ok := medianSymbolHeight(bs); ok && n > 9 && pg.digital { // thin strokes beside box lines
		for i, b := range bs {
			reink(i, cs[i].rect(), false, func(nb digitBox) bool {
				return nb.ok && cellink.Fuller(b.pair, nb.pair, b.pieceH, nb.pieceH, nb.maxY-nb.minY+1, nb.company, tall)
			})
		}
	}
	// A selected cell's light digit on its strong fill, read inverted: the page and the
	// cells round it, dark once inverted, lowered the local mean, and a thin digit's
	// lighter strokes (a serif 1's flag and foot, a 16×16 mono F's bars) fell out of its ink.
	if tall, ok := medianSymbolHeight(bs); ok && pg.digital {
		for i, b := range bs {
			if !b.ok || wps[i] != pg.inv || !cellink.Selected(pg.meds, n, i, selectedFill) {
				continue
			}
			reink(i, cs[i].inner(), false, func(nb digitBox) bool {
				return nb.ok && b.rect().In(nb.rect()) && nb.rect() != b.rect() && 4*(nb.maxY-nb.minY+1) <= 5*tall && nb.company == 0
			})
		}
	}
	// A pale digit set against a sheet's thick cell cursor: the frame darkened the local
	// mean, and the digit fell out of the ink but for a few specks (issue 23: a Calc
	// player's grey 2 read blank). Marked against the cell's own fill, the frame's sides
	// are dropped as lines and the digit is whole.
	if tall, ok := medianSymbolHeight(bs); ok && n <= 9 && pg.digital {
		for i, b := range bs {
			if b.ok || !cellink.Framed(inks[i], n*cellPx, cs[i].rect()) {
				continue
			}
			reink(i, cs[i].rect(), false, func(nb digitBox) bool {
				h := nb.maxY - nb.minY + 1
				return nb.ok && nb.company == 0 && 4*h >= 3*tall && 4*h <= 5*tall
			})
		}
	}
	if tall, ok := medianSymbolHeight(bs); ok && n <= 9 { // a faint or pale thin digit broken by the local mean
		pale := cellink.Paler(len(bs), crispDigit, func(i int) (float64, bool) { return coreContrast(wps[i], inks[i], cs[i], bs[i]), bs[i].ok })
		for i, b := range bs { // a screenshot's pale digit short or in pieces, against its lines
			first := cellink.BrokenPiece(pg.digital && b.ok && pale(coreContrast(wps[i], inks[i], cs[i], b)), b.pieceH, b.height(), b.company, tall)
			if 4*first < 3*tall { // no box, or its tallest piece short
				reink(i, cs[i].rect(), pg.digital, func(nb digitBox) bool {
					return nb.ok && cellink.Fuller(false, false, first, nb.pieceH, nb.maxY-nb.minY+1, nb.company, tall) && pale(coreContrast(wps[i], inks[i], cs[i], nb))
				})
			}
		}
	}
}

// keptDigit is the box cellDigit finds in cell cl of an n×n grid's ink once a cut whose
// keep (cellink.RecutKept, cellink.Reink) marked it anew, and whether accept took it:
// else keep put the ink back.
func keptDigit(keep func(bool) bool, ink []uint8, n int, cl cell, accept func(nb digitBox) bool) (digitBox, bool) {
	nb := cellDigit(ink, n*cellPx, cl, n)
	return nb, keep(accept(nb))
}

// glowBoxes cuts again (tightenAt glowCut) the ink of a screenshot's cell whose box is a
// quarter taller than the grid's symbols (their median height, 20 at least), or of a
// cell read inverted (inv) that is glowing (cellink.Glowing): a light digit in a soft glow (KSudoku's
// selected tile, issue 23) joins the glow into a round blob, read blank or 8; a digit on
// a tile shaded from its fill to far darker (KSudoku's gold tiles, the board read
// inverted) joins the shade, read 3 for a 5. The glow and the shade are far nearer the
// cell's median than the digit's core; a glow with no digit in it has no crisp core and
// is left as it is, and so is ink the cut leaves no digit of. (Glowing is not asked of
// dark ink: a thin hand-written digit's anti-aliased strokes are mostly soft too; nor is
// a tall box of dark ink over 9×9 cut: a 16×16 tile board's italic 16s broke.)
func glowBoxes(cs []cell, wps []*image.Gray, inks [][]uint8, bs []digitBox, inv *image.Gray, n int) {
	med, ok := medianSymbolHeight(bs)
	if !ok {
		return
	}
	s := n * cellPx
	for i, b := range bs {
		h, inverted := b.height(), wps[i] == inv
		if !b.ok || !(4*h > 5*med && (inverted || n <= 9)) && !(inverted && cellink.Glowing(inv, inks[i], b.rect(), cellMedian(inv, cs[i]), crispDigit, glowCut)) {
			continue
		}
		c := cs[i]
		kept := make([]uint8, 0, (c.x1-c.x0)*(c.y1-c.y0))
		for y := c.y0; y < c.y1; y++ {
			kept = append(kept, inks[i][y*s+c.x0:y*s+c.x1]...)
		}
		if !tightenAt(wps[i], inks[i], c, b, glowCut) {
			continue
		}
		// A thin digit blurred by JPEG, cut this close to its core, breaks: the ink stays
		// as it was unless a digit three quarters as tall as the grid's remains. Dark ink
		// read as it is must lose a fifth of its height at least (the shade joined to it):
		// a thin serif digit taller than the grid's others (a small hand-writing face
		// beside the givens sets the median) keeps only its darkest pixels, scattered over
		// its whole height, and read blank.
		if nb := cellDigit(inks[i], s, c, n); nb.ok && 4*nb.height() >= 3*med && (inverted || 5*nb.height() <= 4*h) {
			bs[i] = nb
			continue
		}
		for y := c.y0; y < c.y1; y++ {
			copy(inks[i][y*s+c.x0:y*s+c.x1], kept[(y-c.y0)*(c.x1-c.x0):])
		}
	}
}

// glowCut is where glowBoxes cuts a glowing cell's ink: three quarters of the way from
// the cell's median grey to the digit's core (halfway keeps the glow's brightest part
// next to the digit: a 1 with a lobe of glow beside it was read as 8).
const glowCut = 0.75

// sideBars cuts again, without the tiles' sides, the cells of a screenshot's grid over
// 9×9 whose ink holds a thin upright bar in its left or right quarter a third taller than
// the grid's symbols (their median height, 20 symbols at least): a tile's side or drop
// shadow in a cell cut wider than its tile. Taken for a symbol (or joined to one), these
// set the symbols' height for marks, which then called every number a pencil mark.
func sideBars(cs []cell, inks [][]uint8, bs []digitBox, n int) {
	med, ok := medianSymbolHeight(bs)
	if !ok {
		return
	}
	barH := med * 4 / 3
	for i := range cs {
		cs[i].barH = barH
		if bs[i].ok {
			bs[i] = cellDigit(inks[i], n*cellPx, cs[i], n)
		}
	}
}

// medianSymbolHeight is medianHeight of 20 boxes (fewer say too little about the symbols).
func medianSymbolHeight(bs []digitBox) (int, bool) { return medianHeight(bs, 20) }

// medianHeight is the median height of the symbols' boxes bs holds, if least at least.
func medianHeight(bs []digitBox, least int) (int, bool) {
	var hs []int
	for _, b := range bs {
		if b.ok {
			hs = append(hs, b.height())
		}
	}
	if len(hs) < least {
		return 0, false
	}
	slices.Sort(hs)
	return hs[len(hs)/2], true
}

// shortDigits finds again, in the cells of a 9×9 or smaller grid found blank, a digit under
// cellDigit's floor of 30% of the cell's height but as tall as the grid's own digits (85%
// of their median height, 20 digits at least): small digits in tiles whose cells take in
// the gap beside them (a box gap: the cell a fifth taller, the row read blank). On a 9×9
// screenshot 75% of 8 do (thin givens, 12 of 31 under it) and, where no two blank cells
// hold a short box beside other ink (pencil marks: GNOME Sudoku's lone 5 in the middle of
// its 3×3 of marks), one from tinyMark alone in its cell's middle (glyph.CentredAlone: a
// player's script digits, 67%) if faintDigit finds none taller (a serif 5's bowl).
//
// On a 16×16 screenshot's grid, the floor is 19% and the symbols may be under it in every
// cell (a fallback font's digits 6 pixels high in a 32-pixel cell, pixel ratio 1: the
// cells holding the tallest were read, the rest blank, issue 23): a box from 12% of the
// cell as tall as 85% of the symbols (pencil marks are shorter) is found again there.
func shortDigits(cs []cell, inks [][]uint8, bs []digitBox, n int, digital bool) {
	screen := digital && n <= 9
	med, ok := medianHeight(bs, 20-12*raster.Bit(screen))
	if n > 9 && !digital || !ok {
		return
	}
	share, minH := 85-10*raster.Bit(screen), [2]float64{0.2, 0.12}[raster.Bit(n > 9)]
	found, marked := make([]digitBox, len(bs)), 0
	for i, b := range bs {
		if !b.ok {
			nb := findDigit(inks[i], n*cellPx, cs[i], 3, 3, n > 9, minH)
			found[i], marked = nb, marked+raster.Bit(nb.ok && nb.company+nb.beside > 0 && 100*nb.height() < share*med)
		}
	}
	for i, nb := range found {
		if h := nb.height(); nb.ok && (100*h >= share*med || screen && marked < 2 && float64(h) >= tinyMark*float64(med) && glyph.CentredAlone(nb.rect(), cs[i].rect(), nb.company+nb.beside) && !faintDigit(inks[i], n*cellPx, cs[i], n).ok) {
			bs[i] = nb
		}
	}
}

// tighten clears the ink of cell c nearer its median grey than the digit's core, when the
// digit (found in box b) is crisp: far darker than its cell. The local-mean binarisation marks
// a soft glow or shade around a digit (a game's shaded tiles) as ink, and the box then takes
// it in. It reports whether it cleared any ink the box held. Read asks it only about grids
// whose cells are not flat fills (not digital: shaded tiles, photos): a flat screenshot's
// faint ink is already cleared by clean, and halving its thin anti-aliased digits breaks them.
func tighten(wp *image.Gray, bin []uint8, c cell, b digitBox) bool {
	return tightenAt(wp, bin, c, b, 0.5)
}

// tightenAt is tighten cutting at share of the way from the cell's median grey to the
// digit's core.
func tightenAt(wp *image.Gray, bin []uint8, c cell, b digitBox, share float64) bool {
	s := wp.Rect.Dx()
	core := inkCore(wp, bin, b)
	med := cellMedian(wp, c)
	if med-float64(core) < crispDigit {
		return false
	}
	cut := uint8(med + share*(float64(core)-med))
	cleared := false
	for y := c.y0; y < c.y1; y++ {
		for x := c.x0; x < c.x1; x++ {
			if bin[y*s+x] != 0 && wp.Pix[y*wp.Stride+x] > cut {
				bin[y*s+x] = 0
				cleared = cleared || x >= b.minX && x <= b.maxX && y >= b.minY && y <= b.maxY
			}
		}
	}
	return cleared
}

// crispDigit is how much darker than its cell a digit's core (the darkest tenth of its
// ink) is at least for tighten to cut its ink halfway between them (reread.Crisp: under
// it, the rules take ink for faint).
const crispDigit = reread.Crisp

// cut finds the cells of the straightened grid.
func (pg *picture) cut() []cell {
	n := pg.n
	rows, cols := pg.lines[0], pg.lines[1]
	cs := make([]cell, n*n)
	meds := make([]float64, n*n)
	thin := pg.lines[0] != nil
	if rows == nil {
		// A 16×16 sheet block of wide cells found by its outline (wideOutline): its lines
		// are found on the sheet's thin lines, and its right-aligned numbers reach the line
		// on their right. Cut thin as a lattice's cells: the usual margin cut a 10's last
		// stroke (read 11) and a 5's bowl (read blank).
		thin = pg.wide != nil && n > 9
		// A screen's lines are told from the edges of its fills (a highlighted row):
		// whether it is one, its cells' flat fills say, cut equally for the look.
		rows, cols = gridLines(pg.warped, n, pg.screen || flat(pg.warped, n), pg.screen)
	}
	for i := range cs {
		r, c := i/n, i%n
		cs[i] = cell{x0: cols[c], y0: rows[r], x1: cols[c+1], y1: rows[r+1], aspect: pg.aspect, thin: thin}
		if pg.lines[0] != nil && pg.smallCells() {
			// A halved sheet's thick box lines run into the cells beside them (issue 23).
			o := cellink.OffLines(pg.warped, cs[i].rect(), cellMedian(pg.warped, cs[i])-inkContrast, cellPx/4, cellink.BoxSides(r, c, n, lattice.BoxRows(n)))
			cs[i].off = cellink.Moved(cs[i].rect(), o)
			cs[i].x0, cs[i].y0, cs[i].x1, cs[i].y1, cs[i].bare = o.Min.X, o.Min.Y, o.Max.X, o.Max.Y, true
		}
		meds[i] = cellMedian(pg.warped, cs[i])
	}
	pg.cells, pg.meds = cs, slices.Clone(meds)
	sort.Float64s(meds)
	pg.boardMed = meds[len(meds)/2]
	pg.digital = pg.lines[0] != nil || pg.screen || pg.flatTiles || flatShare(pg.warped, cs, pg.meds) >= 0.6
	if pg.digital {
		pg.clean(pg.bin, pg.warped, false)
		pitch := shown.RowPitch(rows)
		for i := range cs {
			cs[i].fillH = raster.RowsNear(pg.warped, cs[i].rect(), pg.meds[i], inkContrast)
			// A 16×16 lattice's cell beside a box gap whose page is as light as its
			// tiles is cut over 15% taller than the rest, its fill the whole cell: its
			// tile is as tall as theirs, and its symbol is measured against the pitch.
			if n > 9 && thin && pitch > 0 && 20*cs[i].fillH > 23*pitch {
				cs[i].fillH = pitch
			}
		}
	}
	return cs
}

// flat reports whether a straightened grid of n×n cells, cut equally, is a screenshot's:
// its cells' fills are flat (flatShare).
func flat(wp *image.Gray, n int) bool {
	s := n * cellPx
	cs, meds := make([]cell, n*n), make([]float64, n*n)
	for i := range cs {
		r, c := i/n, i%n
		cs[i] = cell{x0: c * s / n, y0: r * s / n, x1: (c + 1) * s / n, y1: (r + 1) * s / n}
		meds[i] = cellMedian(wp, cs[i])
	}
	return flatShare(wp, cs, meds) >= 0.6
}

// flat reports whether the ink found in cell c of a screenshot's grid (found by its
// lattice, or a dark board read inverted) is no darker than the cell's fill, its upper quartile
// (thick lines darken a halved sheet's corner cell's median): the binarisation marks a tile's side
// by a light gap as ink (the gap raises the neighbourhood's mean), though it is the tile's own
// colour. A digit on a screen is far darker than its cell. Photos keep their faint ink.
func (pg *picture) flat(wp *image.Gray, ink []uint8, b digitBox, c cell) bool {
	if pg.lines[0] == nil && !pg.screen {
		return false
	}
	s := wp.Rect.Dx()
	sum, cnt := 0.0, 0
	for y := b.minY; y <= b.maxY; y++ {
		for x := b.minX; x <= b.maxX; x++ {
			if ink[y*s+x] != 0 {
				sum += float64(wp.Pix[y*wp.Stride+x])
				cnt++
			}
		}
	}
	return cnt > 0 && raster.QuantileIn(wp, c.inner(), 0.75)-sum/float64(cnt) < 20
}

// flatShare is the share of the cells' inner pixels within one grey level of their cell's
// median: 0.65-0.96 for screenshots (flat fills, even after JPEG), under 0.5 for photos
// (paper texture, noise, uneven light).
func flatShare(g *image.Gray, cs []cell, meds []float64) float64 {
	flat, all := 0, 0
	for i, c := range cs {
		in := c.inner()
		for y := in.Min.Y; y < in.Max.Y; y++ {
			for _, v := range g.Pix[y*g.Stride+in.Min.X : y*g.Stride+in.Max.X] {
				all++
				if math.Abs(float64(v)-meds[i]) <= 1 {
					flat++
				}
			}
		}
	}
	return float64(flat) / float64(max(all, 1))
}

// inkContrast is how much darker than its cell's median grey ink must be: a fill's edge
// next to a lighter board or gap, which the local-mean binarisation marks as a band of ink,
// is the cell's own colour, and so is a slightly darker tint.
const inkContrast = 24

// clean clears the ink of bin (made from g) that is within inkContrast of its cell's
// median grey; inv says g is the warped picture inverted (its medians are 255 minus the
// cells' ones).
func (pg *picture) clean(bin []uint8, g *image.Gray, inv bool) {
	s := g.Rect.Dx()
	for i, c := range pg.cells {
		med := pg.meds[i]
		if inv {
			med = 255 - med
		}
		for y := c.y0; y < c.y1; y++ {
			for x := c.x0; x < c.x1; x++ {
				if bin[y*s+x] != 0 && float64(g.Pix[y*g.Stride+x]) > med-inkContrast {
					bin[y*s+x] = 0
				}
			}
		}
	}
}

// lightInk reports whether the ink in cell c (of median grey med) is lighter than it: the
// pixels more than by grey levels lighter outnumber twice those as much darker, in the
// cell without a sixth of it along each side. Lighter pixels running from a row's ends
// are not counted (raster.InkInside): the page round a rounded tile off the cell's
// middle (beside a box gap) outweighed a thin digit and the cell was read inverted,
// blank (a dark 16×16 board of round tiles, issue 23).
func lightInk(g *image.Gray, c cell, med, by float64) bool {
	return lightInkWithin(g, c, med, by, 6, raster.InkInside)
}

// lightInkWithin is lightInk in the cell without a part-th of it along each side, its
// rows counted by count.
func lightInkWithin(g *image.Gray, c cell, med, by float64, part int, count func([]uint8, float64, float64) (int, int)) bool {
	light, dark := 0, 0
	mx, my := (c.x1-c.x0)/part, (c.y1-c.y0)/part
	for y := c.y0 + my; y < c.y1-my; y++ {
		l, d := count(g.Pix[y*g.Stride+c.x0+mx:y*g.Stride+c.x1-mx], med, by)
		light, dark = light+l, dark+d
	}
	return light > 2*dark
}

// source returns the grey picture and the ink to read cell c from: the inverted ones when
// the cell is filled much darker than the board (a strong selection colour, light digit).
// Its fill is measured without the board's frame on the grid's edge (cellink.EdgeFill).
func (pg *picture) source(c cell) (*image.Gray, []uint8) {
	med := cellink.EdgeFill(pg.warped, c.rect(), pg.n*cellPx, cellPx/2, inkContrast)
	// A screenshot's cell may be filled in any colour, its digit lighter (a dark digit on
	// a selected cell of a dark theme, read inverted, is light on it).
	// On a screen, a thin pale digit (a light font on a selected cell, blurred by JPEG)
	// may be only a little lighter than its fill.
	by := [2]float64{50, 28}[raster.Bit(pg.digital)]
	// Ink far lighter than its cell (lightDigit) is a light digit, whatever the cell's
	// fill: a game theme's translucent tiles (KSudoku's Abstraction, issue 23), a tile
	// whose glow makes it lighter (a selected tile). On a grid found by its outline, a
	// cell not darker than the board may hold light pencil marks joined by the tile's
	// texture into a digit's size: classify keeps such a cell's digit only when the
	// network is sure of it (lightTile). Only the cell's middle half each way is asked: a
	// round tile's corners show the board, lighter than a selected tile's fill round its
	// dark digit (a teal tile on a dark board, read inverted as a whole).
	if lightInkWithin(pg.warped, c, med, lightDigit, 4, raster.InkAround) {
		return pg.inverse()
	}
	if med > pg.boardMed-70 && !pg.digital || !lightInk(pg.warped, c, med, by) {
		return pg.warped, pg.bin // a shadow on a photo darkens the cell, not the digit
	}
	return pg.inverse()
}

// inverse is pg's warped picture inverted and its ink, made on first use.
func (pg *picture) inverse() (*image.Gray, []uint8) {
	if pg.inv == nil {
		pg.inv = raster.Inverted(pg.warped)
		pg.invBin = raster.Binarize(pg.inv, cellPx/2, 8)
		if pg.digital {
			pg.clean(pg.invBin, pg.inv, true)
		}
	}
	return pg.inv, pg.invBin
}

// lightDigit is how much lighter than its cell's median grey ink is at least for source
// to read the cell inverted whatever its fill; darkerTile how much darker than the
// board's median a cell of a grid found by its outline is at least for its digit read so
// to need no more (lightTile).
const (
	lightDigit = 90
	// selectedFill is how much darker than each of its neighbours a cell's fill is at
	// least for readCells to find its ink against its own fill (cellink.Selected).
	selectedFill = 30
	darkerTile   = 25
)

// lightTile reports whether cell i, read inverted from wp, is a light digit or light marks
// on a tile not darker than the board (darkerTile) of a grid found by its outline: its
// digit is kept only when the network is sure of it (classify). In KSudoku's Abstraction
// theme the light tiles hold the players' white digits and the white marks; the marks,
// joined by the tile's texture, were read as 7, 8 and 6 at 2-80%.
func (pg *picture) lightTile(i int, wp *image.Gray) bool {
	return !pg.digital && wp == pg.inv && pg.meds[i] > pg.boardMed-darkerTile
}
