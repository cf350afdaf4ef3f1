package scan

import "testing"

// TestSmallMarksTiny: in a screenshot's 9×9 grid whose digits are 17 pixels tall, a box
// under tinyMark of their height is a pencil mark wherever it stands, alone in its cell
// or beside other marks (KSudoku's marks, 8 pixels, were read as 5s and 6s); a box of 11,
// alone in its cell's middle, may be a player's digit in a smaller font and is kept where
// no cell shows rows of marks, but is a mark beside another piece of ink as tall as three
// fifths of it in its cell (GNOME Sudoku's lone 6 at 64% of the digits, another mark above
// it, was read 6); a digit's height, beside ink, is kept. Two marks stacked in a cell's
// column and joined into one box, a mark wide (KSudoku's 4 over its 7, 15 of 17 pixels, each
// 7; read 3), are marks, alone or beside others; a digit a JPEG broke in two, as wide as a
// digit, a 1 whose stem keeps most of its height, a sheet's digit cut at its cell's margin into
// a piece over half its height or into specks, are kept.
func TestSmallMarksTiny(t *testing.T) {
	const n, px = 9, 32
	tests := []struct {
		name                         string
		h, w, company, piece, pieces int
		want                         bool
	}{
		{"a mark alone in its cell's middle", 8, 5, 0, 0, 1, true},
		{"a mark beside three others", 8, 5, 3, 0, 1, true},
		{"a digit at 65% alone in the middle", 11, 8, 0, 0, 1, false},
		{"a digit", 17, 12, 0, 0, 1, false},
		{"a mark at 65% beside another", 11, 8, 1, 0, 1, true},
		{"a digit beside a mark", 17, 12, 1, 0, 1, false},
		{"two marks stacked alone, a mark wide", 15, 6, 0, 7, 2, true},
		{"two marks stacked beside three others", 16, 6, 3, 8, 2, true},
		{"a digit broken in two halves, a digit wide", 16, 11, 0, 8, 2, false},
		{"a 1 broken, its stem 12 of 17", 16, 6, 0, 12, 2, false},
		{"a sheet's digit cut at the margin, a piece 9 of 15", 15, 7, 0, 9, 2, false},
		{"a sheet's digit cut into specks of 4", 16, 7, 0, 4, 3, false},
	}
	for _, tc := range tests {
		cs, bs, inks, side := digitsGrid(n, px)
		const at = 40 // r5c5
		x0, y0 := cs[at].x0, cs[at].y0
		top := y0 + (px-tc.h)/2
		piece := tc.piece
		if piece == 0 {
			piece = tc.h
		}
		bs[at] = digitBox{minX: x0 + 14, minY: top, maxX: x0 + 13 + tc.w, maxY: top + tc.h - 1, ok: true, cellH: px, pieceH: piece, pieces: tc.pieces, company: tc.company}
		if got := smallMarks(bs, cs, inks, side)[at]; got != tc.want {
			t.Errorf("%s: small %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestSmallMarksColumn: in a screenshot's 9×9 grid whose digits are 17 pixels tall, a
// column of marks blurred into one stroke, 15 pixels of one piece and a mark wide, in its
// cell's left or right column beside another mark (KSudoku's 4 over 7 beside a 2 in a
// small window, read 1), is marks; a 1 as short alone in its cell's middle, or in the
// middle beside a speck, is kept.
func TestSmallMarksColumn(t *testing.T) {
	const n, px = 9, 32
	tests := []struct {
		name         string
		x, w, beside int
		want         bool
	}{
		{"a column in the left column beside a mark", 5, 6, 1, true},
		{"a column in the right column beside two marks", 21, 7, 2, true},
		{"a short 1 alone in the middle", 13, 6, 0, false},
		{"a short 1 in the middle beside a speck", 13, 6, 1, false},
		{"a short 1 alone at the left", 5, 6, 0, false},
	}
	for _, tc := range tests {
		cs, bs, inks, side := digitsGrid(n, px)
		const at = 40 // r5c5
		x0, y0 := cs[at].x0, cs[at].y0
		bs[at] = digitBox{minX: x0 + tc.x, minY: y0 + 12, maxX: x0 + tc.x + tc.w - 1, maxY: y0 + 26, ok: true, cellH: px, pieceH: 15, pieces: 1, beside: tc.beside}
		if got := smallMarks(bs, cs, inks, side)[at]; got != tc.want {
			t.Errorf("%s: small %v, want %v", tc.name, got, tc.want)
		}
	}
}

// digitsGrid is an n×n grid of px-pixel cells, blank ink, whose first 20 cells hold the
// grid's digits, boxes 17 pixels tall: the cells, their boxes, their ink and its side.
func digitsGrid(n, px int) (cs []cell, bs []digitBox, inks [][]uint8, side int) {
	cs, bs, inks = make([]cell, n*n), make([]digitBox, n*n), make([][]uint8, n*n)
	side = n * px
	bin := make([]uint8, side*side)
	for i := range cs {
		x0, y0 := i%n*px, i/n*px
		cs[i] = cell{x0: x0, y0: y0, x1: x0 + px, y1: y0 + px}
		inks[i] = bin
		if i < 20 {
			bs[i] = digitBox{minX: x0 + 10, minY: y0 + 8, maxX: x0 + 21, maxY: y0 + 24, ok: true, cellH: px, pieceH: 17, pieces: 1}
		}
	}
	return cs, bs, inks, side
}
