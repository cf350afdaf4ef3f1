package scan

// A cell's right margin: what the cut of a cell's inside (findDigit skips its margins,
// the grid's lines) left out of a right-aligned symbol, a spreadsheet's number set
// against its cell's right line. The rules, in the order cutCells asks them (rightMargin):
//
//   - toRight: a box reaching the margin (againstRight) takes in the symbol's last
//     stroke there by its grey (cellink.InkRight). Asked of the strict cut's box, and of
//     the faint cut's (marginJoined here, classify's faint ink).
//   - The cell cut again with its right margin taken in (rightCut: found once per cell,
//     when first asked) is the box in every rule below: each says when that box, not
//     the strict cut's, is the symbol.
//   - marginJoined: the strict cut found nothing, and the faint cut's box taken to the
//     right (toRight) is the right cut's box (the stroke in the margin joins the pieces
//     the strict cut found too short), or, in a 9×9 cell cut with the usual margin, that
//     box and the column against the line (againstLine). With no faint box at all,
//     strokeInMargin: the symbol's upright stroke stands in the margin and the right
//     cut's box runs from inside it into it. Asked too of a 9×9 box toRight took
//     further, when the right cut's box holds it and is taller (a 5's bowl's foot).
//   - joinedAtRight, 16×16 cells only: the right cut's box holds a broken symbol whole
//     (brokenAtRight: tiny symbols in thin cells), a last column's number (NumberAtRight)
//     or has the pieces of the box toRight found joined (a 3's arcs joined in the margin).
//
// All but toRight on a thin cell are asked of screenshots only (digital). What the right
// cut takes in must be the symbol's, not the line: a line in the margin is dark along the
// whole cell, so InkRight stops before it and the boxes differ; the rows of ink against
// the line are cut to the symbol's (rowsBeforeLine). The rules stay apart where they ask
// different things of the right cut's box (the same box, a box holding b and taller, as
// tall as the symbols): each was tuned on its own kind (issue 23).

import (
	"image"

	"github.com/sudokubot/sudokubot/scan/internal/cellink"
)

// rightMargin is box b of cell cl (wp its grey, bin its ink; b.ok false when the strict
// cut found none) with what the cell's right margin holds of a right-aligned symbol taken
// in, as the rules above say; tall is the grid's symbols' median height (0 when not
// known).
func (pg *picture) rightMargin(wp *image.Gray, bin []uint8, cl cell, b digitBox, tall int) digitBox {
	wide := pg.rightCut(bin, cl)
	if !b.ok {
		if pg.digital {
			return pg.marginJoined(wp, bin, cl, wide)
		}
		return b
	}
	rb := pg.toRight(wp, cl, b)
	if jb, ok := pg.joinedAtRight(wp, wide, cl, b, rb, tall); ok {
		return jb
	}
	// Its stroke in the margin may join a piece the strict cut left apart (a 5's bowl's
	// foot): the box marginJoined finds, when it holds b and is taller (a 9×9 grid's cell
	// cut with the usual margin: found by its outline).
	if pg.digital && pg.n <= 9 && !cl.thin && rb.maxX > b.maxX {
		if jb := pg.marginJoined(wp, bin, cl, wide); jb.ok && b.rect().In(jb.rect()) && jb.height() > b.height() {
			return jb
		}
	}
	return rb
}

// rightCut is the box of cell cl of ink bin cut with its right margin taken in (cellDigit,
// the cell's right side off), found once, when first asked.
func (pg *picture) rightCut(bin []uint8, cl cell) func() digitBox {
	var b digitBox
	done := false
	return func() digitBox {
		if !done {
			cl.off |= cellink.Right
			b, done = cellDigit(bin, pg.n*cellPx, cl, pg.n), true
		}
		return b
	}
}

// againstRight reports whether box b of cl reaches its right side, where a right-aligned
// digit's last stroke may lie in the margin findDigit skipped (cellink.InkRight takes it
// in): within 3 pixels of a thin cell's right line, or, in a screenshot's cell cut with
// the usual margin (a grid found by its outline), at the margin's edge. A small Calc window
// zoomed out (cells 10 pixels high) sets its digits right against the line, and the margin
// cut each one's last column: 7s and 3s read 1, 9 read 5, 8 read 1 (issue 23).
func (cl cell) againstRight(b digitBox, digital, wide bool) bool {
	if cl.thin {
		return b.maxX >= cl.x1-3
	}
	mx, _ := cl.margins(wide)
	return digital && b.maxX >= cl.x1-mx-1
}

// toRight is box b of cell cl in wp with a right-aligned digit's last stroke in the
// cell's margin taken in (cellink.InkRight), when b reaches the margin (againstRight).
func (pg *picture) toRight(wp *image.Gray, cl cell, b digitBox) digitBox {
	if cl.againstRight(b, pg.digital, pg.n > 9) {
		b.maxX = cellink.InkRight(wp, b.rect(), cl.y0, cl.y1, cl.x1)
	}
	return b
}

// marginJoined is the box of cell cl the strict cut found blank (ink bin, wp its grey)
// when a right-aligned digit's stroke in the cell's margin joins its pieces: the faint
// cut's box reaches the margin, cellink.InkRight takes the stroke in, and the strict cut
// with the margin taken in (wide: rightCut) finds that box whole. A Calc 5 set against its
// thin cell's right side, its bowl's right stroke in the margin, fell into two pieces each
// too short for a digit (issue 23). In a 9×9 grid's cell cut with the usual margin (not
// thin: a grid found by its outline) the box may also be that box and the column against
// the line (againstLine). With no faint box, strokeInMargin's. ok is false otherwise: a
// line in the margin is dark along the whole cell, so InkRight leaves it out and the box
// cut with it differs.
func (pg *picture) marginJoined(wp *image.Gray, bin []uint8, cl cell, wide func() digitBox) digitBox {
	n := pg.n
	fb := faintDigit(bin, n*cellPx, cl, n)
	if !fb.ok {
		return pg.strokeInMargin(wp, bin, cl, wide)
	}
	if rb := pg.toRight(wp, cl, fb); rb.maxX > fb.maxX {
		b := wide()
		if b.ok && b.rect() == rb.rect() {
			return b
		}
		if b, ok := againstLine(bin, n*cellPx, b, rb); ok && n <= 9 && !cl.thin {
			return b
		}
	}
	return digitBox{}
}

// strokeInMargin is the box of cell cl the strict and the faint cut found blank when a
// right-aligned digit's upright stroke lies in the cell's right margin and what is left
// of it is too short for a digit (a 4's diagonal and bar, a 1's flag and foot): the
// strict cut with the margin taken in (wide: rightCut) finds a box from inside the margin
// into it, its rows those of its ink against the line cut to the digit's
// (rowsBeforeLine), and cellink.InkRight, from the box's part inside the margin, takes
// its ink in to that column at least. A Calc sheet at 130%, every cell bordered, read as
// an outline (a 4-pixel margin in 32): 4s set against their cells' right lines read blank
// (issue 23). ok is false otherwise: a line in the margin is dark along the whole cell, so
// InkRight leaves it out, and a piece of one reaches the cut's top or bottom row. Asked of
// a 9×9 grid's screenshot cells cut with the usual margin (not thin) only.
func (pg *picture) strokeInMargin(wp *image.Gray, bin []uint8, cl cell, wide func() digitBox) digitBox {
	if !pg.digital || cl.thin || pg.n > 9 {
		return digitBox{}
	}
	mx, my := cl.margins(false)
	in := cl.x1 - mx // the margin's first column
	b := wide()
	if !b.ok || b.minX >= in || b.maxX < in {
		return digitBox{}
	}
	// A piece of line runs in from the cut's top or bottom row; a digit stands clear.
	rows, ok := rowsBeforeLine(bin, pg.n*cellPx, b)
	if !ok || rows.minY <= cl.y0+my || rows.maxY >= cl.y1-my-1 || cellink.InkRight(wp, image.Rect(b.minX, rows.minY, in, rows.maxY+1), cl.y0, cl.y1, cl.x1) < b.maxX-1 {
		return digitBox{}
	}
	return rows
}

// joinedAtRight is the box of a 16×16 screenshot's cell cut with its right margin taken
// in (wide: rightCut), when it is the symbol of box b (the strict cut's; rb: b taken to
// the right by toRight) joined by its strokes in the margin: a tiny symbol the strict cut
// left short or in pieces (brokenAtRight), a number whose last digit the margin cut
// (wp its grey; cellink.NumberAtRight, the last column: a 10 read 11), or rb's box whole joined
// (a 3's arcs, too short for a symbol). ok is false otherwise, and on smaller grids.
func (pg *picture) joinedAtRight(wp *image.Gray, wide func() digitBox, cl cell, b, rb digitBox, tall int) (digitBox, bool) {
	if jb := pg.brokenAtRight(wide, cl, rb, tall); jb.ok {
		return jb, true
	}
	if jb := wide(); pg.digital && pg.n > 9 && b.ok && cl.x1 >= pg.n*cellPx-1 && cellink.NumberAtRight(wp, b.rect(), jb.rect(), jb.pair, tall, cl.y0, cl.y1) {
		return jb, true
	}
	if pg.digital && pg.n > 9 && rb.maxX > b.maxX {
		if jb := wide(); jb.rect() == rb.rect() && jb.pieceH > rb.pieceH {
			return jb, true
		}
	}
	return digitBox{}, false
}

// brokenAtRight is box b of cell cl found again with the cell's right margin taken in
// (wide: rightCut) when a right-aligned symbol's strokes in that margin join what the
// strict cut left in pieces: a 16×16 screenshot's thin cell, its symbols tall pixels high
// in the warp and 8 or less in the picture (TinyHeight), b against the margin
// (againstRight) and short of them or in pieces, the new box holding b, as tall as the
// symbols (a pixel's slack: a line along the cell, taller, is not a symbol) and taller, in
// fewer pieces or a number's two digits. A Calc 16×16 block at 50-60% in a small window
// sets its numbers right against the lines: a 5's bowl, a 3's and a 4's right strokes in
// the margin, 5s read as their bar (a mark), 3s in three pieces, 15s as 1 (issue 23). ok
// is false otherwise.
func (pg *picture) brokenAtRight(wide func() digitBox, cl cell, b digitBox, tall int) digitBox {
	if !pg.digital || pg.n <= 9 || !cl.thin || !b.ok || tall <= 0 || pg.symbolPx(tall) > TinyHeight {
		return digitBox{}
	}
	jb := wide()
	if mx, _ := cl.margins(true); !jb.ok || jb.maxX < cl.x1-mx || !b.rect().In(jb.rect()) || jb.height() > tall+1 || jb.height() < tall-1 || !(jb.height() > b.height() || jb.pieces < b.pieces || jb.pair && !b.pair) {
		return digitBox{}
	}
	return jb
}

// againstLine is box b the strict cut found with a cell's right margin taken in, its rows
// cut to the digit's (rowsBeforeLine), when b is box rb (the faint cut's, with the stroke
// in the margin taken in by cellink.InkRight) and one column more, the column against the
// cell's right line: a right-aligned digit touching the line (its foot, its bar, a 3's or
// a 5's bowl) joins that column, where the line's anti-aliased edge lies or where the warp
// put the line a pixel left along part of the cell, and InkRight stops before it, darker
// outside the digit's rows. ok is false when the ink left of that column lies outside
// rb's rows (a pixel's slack): other ink joined, not the digit. A Calc sheet at 130%,
// every cell bordered, read as an outline: 5s, 3s and 2s set against their cells' right
// lines read blank (issue 23).
func againstLine(bin []uint8, s int, b, rb digitBox) (digitBox, bool) {
	if !b.ok || b.minX != rb.minX || b.maxX != rb.maxX+1 || b.minY > rb.minY || b.maxY < rb.maxY {
		return digitBox{}, false
	}
	rows, ok := rowsBeforeLine(bin, s, b)
	if !ok || rows.minY < rb.minY-1 || rows.maxY > rb.maxY+1 {
		return digitBox{}, false
	}
	return rows, true
}

// rowsBeforeLine is box b (of ink bin, s pixels a row) cut to the rows of its ink left of
// its last column (cellink.InkRows): the column against a cell's right line, where the
// line's edge may run on up or down past the digit. ok is false when there is no such ink.
func rowsBeforeLine(bin []uint8, s int, b digitBox) (digitBox, bool) {
	top, bottom, ok := cellink.InkRows(bin, s, image.Rect(b.minX, b.minY, b.maxX, b.maxY+1))
	b.minY, b.maxY, b.pieceH = top, bottom, min(b.pieceH, bottom-top+1)
	return b, ok
}
