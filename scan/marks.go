package scan

// Pencil marks told from a cell's symbol by their boxes.

import (
	"math"

	"github.com/sudokubot/sudokubot/scan/internal/glyph"
	"github.com/sudokubot/sudokubot/scan/internal/raster"
)

// marks reports the symbols of a grid over 9×9 that are pencil marks: its two-digit numbers
// are set small (from 19% of a cell's height), as small as some apps' marks, so what is a
// mark is told against the grid's own symbols: under 75% of the height most of them have
// (the fifth tallest of every five). The heights are of each symbol's tallest piece: a
// stack of marks in a small grid (joined into one box as tall as a digit or taller, in
// most cells of a board full of notes) counts as one mark's height, and is a mark when
// that is under 55% of the symbols'. Heights are in the straightened grid's pixels, not
// shares of the cell: the cells beside a box gap are cut taller than their tiles. Grids
// of 9×9 and less keep cellDigit's fixed floor.
func marks(bs []digitBox, cs []cell, n int) []bool {
	small := make([]bool, len(bs))
	if n <= 9 {
		return small
	}
	tall, ok := marksReference(bs)
	if !ok {
		return small
	}
	count := 0
	for i, b := range bs {
		if !b.ok || b.cellH == 0 {
			continue
		}
		h, piece := float64(b.height()), float64(b.pieceH)
		// Rows of marks stacked (a centred string broken over lines) stand taller than
		// the symbols, of pieces shorter than they.
		// A box short of the symbols with two pieces of ink as tall beside or under it
		// is one of many marks (Solo's 16×16 marks are 75% of its symbols' height); one half
		// again as tall as they with company, or of pieces joined, marks of two rows joined (a
		// small JPEG's blur, or a mark's ascender touching the one over it); a tenth taller
		// than they beside two pieces two fifths its height, a column of marks joined (or
		// one mark wide: glyph.TallMarkColumn); one shorter than they beside other ink, in its
		// cell's corner (glyph.Cornered).
		small[i] = h < 0.75*tall || piece < 0.55*tall || h >= 1.25*tall && piece < 0.75*tall || b.company >= 2 && h < 0.9*tall ||
			h >= 1.5*tall && (b.company > 0 || b.pieces > 1) || h >= 1.1*tall && b.beside >= 2 ||
			glyph.TallMarkColumn(h, float64(b.width()), tall, b.beside) || glyph.Cornered(h, tall, b.beside, b.rect(), cs[i].rect())
		count += raster.Bit(small[i])
	}
	highMarks(bs, cs, n, tall, small, count)
	// A second, shorter font's symbols and a JPEG's broken ones, alone in their cells' middles;
	// the marks' height is that of those with company or of three pieces (a centred string).
	var boxes []glyph.Marked
	var at []int
	var heights, kept []float64 // the marks' and the symbols'
	for i, b := range bs {
		if c := cs[i]; small[i] && b.ok && b.cellH > 0 {
			boxes, at = append(boxes, glyph.Marked{H: float64(b.height()), W: float64(b.width()), Piece: float64(b.pieceH),
				Pieces: b.pieces, Pair: b.pair, Lone: b.company == 0, Off: math.Abs(float64(b.minX+b.maxX+1-c.x0-c.x1)) / 2 / float64(c.x1-c.x0)}), append(at, i)
			if b.company > 0 || b.pieces > 2 {
				heights = append(heights, float64(b.pieceH))
			}
		} else if b.ok && b.cellH > 0 {
			kept = append(kept, float64(b.height()))
		}
	}
	for k, symbol := range glyph.Symbols(boxes, heights, kept, tall) {
		small[at[k]] = !symbol
	}
	return small
}

// marksReference is the symbols' height marks tells a 16×16 grid's pencil marks against
// (symbolHeight). Tiles' edges in a tenth of the boxes or more (the cells beside every box
// gap) are left out of it; a stray bar or two is not (it moves the reference less than
// leaving it out would).
func marksReference(bs []digitBox) (float64, bool) {
	edges := 0
	for _, b := range bs {
		if b.ok && b.cellH > 0 && edgeLike(b) {
			edges++
		}
	}
	return symbolHeight(bs, func(b digitBox) bool { return !(10*edges >= len(bs) && edgeLike(b)) })
}

// highMarks marks as small a box under 85% of the symbols' height (tall) whose middle sits
// an eighth of the cell or more above theirs in its row, where the grid shows pencil marks (two boxes
// at least: count, marks' other rules), or three twentieths of the cell where two boxes
// at least sit so high: the first of a row of marks along the cell's top, 75% of a digit's
// height in Simon Tatham's Solo, its neighbours too far off to join it (issue 23).
func highMarks(bs []digitBox, cs []cell, n int, tall float64, small []bool, count int) {
	middle := func(i int) float64 {
		b := bs[i]
		return (float64(b.minY+b.maxY+1)/2 - float64(cs[i].y0)) / float64(cs[i].y1-cs[i].y0)
	}
	// The symbols' middle row by row: a tile board's rows are cut a few pixels apart from
	// their tiles, its symbols higher in some.
	symbols := 0
	rows, ok := glyph.RowMedians(n, 8, func(i int) (float64, bool) {
		b := bs[i]
		if b.ok && b.cellH > 0 && !small[i] && float64(b.pieceH) >= 0.9*tall {
			symbols++
			return middle(i), true
		}
		return 0, false
	})
	if !ok {
		return
	}
	by := 0.125
	if count < 2 {
		by = 0.15
	}
	var high []int
	for i, b := range bs {
		if !b.ok || b.cellH == 0 || small[i] || float64(b.height()) >= 0.85*tall {
			continue
		}
		if middle(i) < rows[i/n]-by {
			high = append(high, i)
		}
	}
	// Many boxes that high are no marks but a grid cut off its symbols (a tile board whose
	// cells and tiles drift apart): a tenth of the symbols at most.
	if count+len(high) < 2 || 10*len(high) > symbols {
		return
	}
	for _, i := range high {
		small[i] = true
	}
}

// edgeLike reports whether the ink in box b is a tile's edge or outline, not a symbol:
// a bar under a fifth as wide as tall (a tile's side in a cell cut wider than the tile,
// beside a box gap), or one piece of ink over three fifths of the cell's height tall and
// three quarters of it across (the whole tile's outline; a two-digit number is as wide,
// not as tall). Taller than the numbers, they made every number a pencil mark.
func edgeLike(b digitBox) bool {
	w, h := b.width(), b.height()
	return 5*w < h || 4*w >= 3*b.cellH && 5*b.pieceH >= 3*b.cellH
}
