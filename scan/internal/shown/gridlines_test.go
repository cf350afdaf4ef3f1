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

// TestGridLinesShadedBoxes: a sheet's block with every other box shaded (242 on 255) has
// its last column shaded in two thirds of its rows; right-aligned 1s against its right
// line in two white cells tip that column's lineShare quantile to the shade, four pixels
// in from the line, while the columns beside stay white at it. Against the median of the
// columns beside, that is no dip, and the last line stays on the frame (issue 23: a Calc
// window's r5c9 1 read blank and r8c9 8 read 1, the block's edge taken at them).
func TestGridLinesShadedBoxes(t *testing.T) {
	const n, cellPx = 9, 32
	s := n * cellPx
	for _, tc := range []struct {
		name string
		ones []int // rows (0-based) of the last column's cells with a right-aligned 1
	}{
		{"no digits", nil},
		{"one 1", []int{4}},
		{"two 1s", []int{3, 4}},
		{"three 1s", []int{3, 4, 5}},
	} {
		wp := image.NewGray(image.Rect(0, 0, s, s))
		for y := range s {
			for x := range s {
				r, c := y/cellPx, x/cellPx
				v := uint8(255)
				if (r/3+c/3)%2 == 0 {
					v = 242
				}
				for _, one := range tc.ones {
					if c == n-1 && r == one && x >= s-5 && x <= s-3 && y%cellPx >= 8 && y%cellPx < 24 {
						v = 60
					}
				}
				switch {
				case y == 0 || x == 0 || y == s-1 || x == s-1:
					v = 140
				case y%cellPx == 0 || x%cellPx == 0:
					v = 200
				}
				wp.Pix[y*wp.Stride+x] = v
			}
		}
		_, cols := GridLines(wp, n, cellPx, true, false)
		for i, got := range cols {
			want := min(i*cellPx, s-1)
			if got < want-1 || got > want+1 {
				t.Errorf("%s: column line %d at %d, want %d±1 (columns %v)", tc.name, i, got, want, cols)
			}
		}
	}
}

func TestRowPitch(t *testing.T) {
	for _, tc := range []struct {
		lines []int
		want  int
	}{
		{nil, 0},
		{[]int{5}, 0},
		{[]int{0, 10}, 10},
		{[]int{0, 10, 30, 41, 50}, 11}, // rows 10, 20, 11, 9: the median of four is the upper middle
		{[]int{3, 12, 21, 40}, 9},
	} {
		if got := RowPitch(tc.lines); got != tc.want {
			t.Errorf("RowPitch(%v) = %d, want %d", tc.lines, got, tc.want)
		}
	}
}
