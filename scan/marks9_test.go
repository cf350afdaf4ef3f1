package scan

import "testing"

// TestSmallMarksTiny: in a screenshot's 9×9 grid whose digits are 17 pixels tall, a box
// under tinyMark of their height is a pencil mark wherever it stands, alone in its cell
// or beside other marks (KSudoku's marks, 8 pixels, were read as 5s and 6s); a box of 11,
// alone in its cell's middle, may be a player's digit in a smaller font and is kept where
// no cell shows rows of marks, but is a mark beside another piece of ink as tall as three
// fifths of it in its cell (GNOME Sudoku's lone 6 at 64% of the digits, another mark above
// it, was read 6); a digit's height, beside ink, is kept.
func TestSmallMarksTiny(t *testing.T) {
	const n, px = 9, 32
	tests := []struct {
		name          string
		h, w, company int
		want          bool
	}{
		{"a mark alone in its cell's middle", 8, 5, 0, true},
		{"a mark beside three others", 8, 5, 3, true},
		{"a digit at 65% alone in the middle", 11, 8, 0, false},
		{"a digit", 17, 12, 0, false},
		{"a mark at 65% beside another", 11, 8, 1, true},
		{"a digit beside a mark", 17, 12, 1, false},
	}
	for _, tc := range tests {
		cs := make([]cell, n*n)
		bs := make([]digitBox, n*n)
		inks := make([][]uint8, n*n)
		side := n * px
		bin := make([]uint8, side*side)
		for i := range cs {
			x0, y0 := i%n*px, i/n*px
			cs[i] = cell{x0: x0, y0: y0, x1: x0 + px, y1: y0 + px}
			inks[i] = bin
			if i < 20 { // the grid's digits, 17 pixels tall
				bs[i] = digitBox{minX: x0 + 10, minY: y0 + 8, maxX: x0 + 21, maxY: y0 + 24, ok: true, cellH: px, pieceH: 17, pieces: 1}
			}
		}
		const at = 40 // r5c5
		x0, y0 := cs[at].x0, cs[at].y0
		top := y0 + (px-tc.h)/2
		bs[at] = digitBox{minX: x0 + 14, minY: top, maxX: x0 + 13 + tc.w, maxY: top + tc.h - 1, ok: true, cellH: px, pieceH: tc.h, pieces: 1, company: tc.company}
		if got := smallMarks(bs, cs, inks, side)[at]; got != tc.want {
			t.Errorf("%s: small %v, want %v", tc.name, got, tc.want)
		}
	}
}
