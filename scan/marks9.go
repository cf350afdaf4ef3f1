package scan

import (
	"image"
	"slices"

	"github.com/sudokubot/sudokubot/scan/internal/cellink"
	"github.com/sudokubot/sudokubot/scan/internal/glyph"
)

// smallMarks reports the boxes of a screenshot's grid (picture.digital: a photo's digits
// shrink and drift in their cells with the perspective) of 9×9 cells or fewer that are
// pencil marks told against the grid's own digits, as marks does for larger grids. Some
// apps (Simon Tatham's Solo) draw marks 65-75% of their digits' height, over cellDigit's
// fixed floor. A box whose tallest piece is under 80% of the digits' height (the fifth
// tallest of every five pieces) is marks when it is taller than 1.15 digits (rows of
// marks stacked), or when it is itself under 80% of a digit's height (a digit broken into
// pieces keeps its height) and either off its cell's middle, over 9% of the cell up or
// over 15% down (a mark in a corner, a row of them along the top; digits are set in the
// middle, a sheet's right, and a tiny JPEG's small digit sits 10% low) where at least two
// boxes are marks by the other two rules, or, its pieces
// under 72% of a digit's height, beside as much ink again at its height in the cell (a row
// of marks across the middle; a tiny JPEG's digit among specks is 75% of the others).
// A short box beside another piece of ink at least three fifths as tall in its cell
// (company) is a mark too: a digit stands alone in its cell (GNOME Sudoku's 6 at 64% of
// its digits, an 8 above it, was read 6). So is a column of marks joined, a mark wide
// (glyph.StackedMarks: KSudoku's 4 over its 7 was read 3), or blurred into one stroke
// off its cell's middle beside other marks, however tall its piece (glyph.MarkColumn).
// The digits' height is told from boxes at least a quarter as wide as tall: a tile board's
// tile edges and shadows beside its box gaps, as tall as the tiles, outnumbered a small
// font's digits a fifth to four fifths and every digit looked a mark (issue 23).
func smallMarks(bs []digitBox, cs []cell, inks [][]uint8, side int) []bool {
	small := make([]bool, len(bs))
	// A box under a quarter as wide as tall is no digit the height is told from: a tile's
	// edge or shadow beside a box gap, taller than a small font's digits.
	tall, ok := symbolHeight(bs, func(b digitBox) bool { return 4*(b.width()) >= b.height() })
	if !ok {
		return small
	}
	var lone []int
	var markHs []float64 // the heights of the short boxes told marks by their company
	rows := 0
	for i, b := range bs {
		if !b.ok || b.cellH == 0 {
			continue
		}
		c := cs[i]
		if glyph.MarkColumn(float64(b.height()), float64(b.width())*max(b.xScale, 1), tall, b.beside, b.rect(), c.rect()) {
			small[i] = true
			continue
		}
		if float64(b.pieceH) >= 0.8*tall {
			continue
		}
		ch := float64(c.y1 - c.y0)
		dy := (float64(b.minY+b.maxY)/2 - float64(c.y0+c.y1-1)/2) / ch
		h := float64(b.height())
		short := h < 0.8*tall
		switch {
		case h < tinyMark*tall || short && b.company > 0 || glyph.StackedMarks(h, float64(b.width())*max(b.xScale, 1), float64(b.pieceH), tall, b.pieces):
			small[i] = true
			if short && b.company > 0 {
				markHs = append(markHs, h)
			}
		case h > 1.15*tall || short && float64(b.pieceH) < 0.72*tall && cellink.InkBeside(inks[i], side, image.Rect(c.x0, c.y0, c.x1, c.y1), b.rect()):
			small[i] = true
			rows++
		case short && (dy < -0.09 || dy > 0.15 || float64(b.pieceH) < 0.66*tall):
			lone = append(lone, i)
		}
	}
	// A lone short box off its cell's middle, or under two thirds of a digit's height
	// (Solo centres a cell's only mark, 62% of its digits), is a mark only where the grid
	// shows its app draws marks this large (two boxes of rows of them, or two marks beside
	// others as tall as it: glyph.MarksAsTall): else it is a player's digit set in
	// a smaller font than the givens, which sits high (issue 23: an italic 1 and a 7 at
	// 70-77% of the givens' height, 10-15% above the middle, were read blank).
	for _, i := range lone {
		small[i] = rows >= 2 || glyph.MarksAsTall(markHs, float64(bs[i].height()))
	}
	return small
}

// symbolHeight is the height most of a grid's symbols have, that marks and smallMarks tell
// pencil marks against: the fifth tallest of every five of the tallest pieces of the boxes
// that hold a symbol and that counts (reports), or false for fewer than 8 such boxes.
func symbolHeight(bs []digitBox, counts func(digitBox) bool) (float64, bool) {
	var hs []float64
	for _, b := range bs {
		if b.ok && b.cellH > 0 && counts(b) {
			hs = append(hs, float64(b.pieceH))
		}
	}
	if len(hs) < 8 {
		return 0, false
	}
	slices.Sort(hs)
	return hs[len(hs)*4/5], true
}

// tinyMark is the share of the digits' height under which a screenshot's box is a pencil
// mark wherever it stands (smallMarks): KSudoku sets its marks at 47% of its digits' height.
const tinyMark = 0.6
