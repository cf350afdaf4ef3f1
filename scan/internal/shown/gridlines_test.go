package shown

import (
	"image"
	"testing"
)

// TestGridLinesTintedRow: a phone board's last row with four of its nine cells tinted
// (the selected cell's box and a matching digit) and digits' top bars tips the row's
// median to the tint at the digits' tops, a dip deeper than the faint line under the
// tinted row above; the lineShare profile has no dip there, and the line is found.
func TestGridLinesTintedRow(t *testing.T) {
	const n, cellPx = 9, 32
	s := n * cellPx
	for _, tc := range []struct {
		name   string
		tinted []int // the last row's tinted cells (0-based columns)
		digits []int // the last row's cells with a digit's top bar 6 pixels under its line
	}{
		{"plain", nil, nil},
		{"four tinted, six digits", []int{3, 4, 5, 7}, []int{0, 1, 2, 3, 5, 7}},
		{"five tinted, four digits", []int{0, 3, 4, 5, 7}, []int{0, 3, 5, 7}},
	} {
		wp := image.NewGray(image.Rect(0, 0, s, s))
		for y := range s {
			for x := range s {
				c := uint8(227)
				r, col := y/cellPx, x/cellPx
				if r == n-2 && col != 4 && y%cellPx < cellPx-2 { // the row above: most of it tinted
					c = 215
				}
				if r == n-1 || r == n-2 && y%cellPx >= cellPx-2 {
					for _, tcol := range tc.tinted {
						if col == tcol {
							c = 215
						}
					}
					for _, dcol := range tc.digits {
						if in := x % cellPx; col == dcol && y == (n-1)*cellPx+6-2 && in >= 11 && in < 21 {
							c = 120
						}
					}
				}
				switch {
				case y == 0 || x == 0 || y == s-1 || x == s-1:
					c = 140 // the board's frame
				case (y+2)%cellPx == 0 || (x+2)%cellPx == 0:
					c = 211 // thin light lines two pixels early, 4 levels under the tint
				}
				wp.Pix[y*wp.Stride+x] = c
			}
		}
		rows, _ := GridLines(wp, n, cellPx, true, false)
		if got, want := rows[n-1], (n-1)*cellPx-2; got < want-1 || got > want+1 {
			t.Errorf("%s: the last row's line at %d, want %d±1 (rows %v)", tc.name, got, want, rows)
		}
	}
}
