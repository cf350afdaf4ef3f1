package cellink

import (
	"image"
	"testing"
)

// TestMarkColumn checks boxes measured in KSudoku's default theme in small windows
// (appshots seed 0x6c200, 32-pixel warped cells, digits 17 pixels tall).
func TestMarkColumn(t *testing.T) {
	for _, tc := range []struct {
		name         string
		w, h, beside int
		want         bool
	}{
		{"4 over 7 joined, two marks beside", 6, 16, 2, true},
		{"middle column joined, a 7 mark beside", 6, 17, 1, true},
		{"a 1 beside the tile's glow", 8, 17, 2, false},
		{"a 1 beside a speck", 8, 17, 1, false},
		{"a 1 alone", 9, 17, 0, false},
		{"a narrow column alone", 6, 16, 0, false},
	} {
		if got := MarkColumn(tc.w, tc.h, tc.beside); got != tc.want {
			t.Errorf("%s: MarkColumn(%d, %d, %d) = %v, want %v", tc.name, tc.w, tc.h, tc.beside, got, tc.want)
		}
	}
}

// TestInkBeside checks a mark with another beside it in a row, and a mark alone.
func TestInkBeside(t *testing.T) {
	const side = 32
	cell := image.Rect(0, 0, side, side)
	mark := image.Rect(8, 12, 12, 18)
	for _, tc := range []struct {
		name  string
		other image.Rectangle // more ink in the cell
		want  bool
	}{
		{"a mark beside it at its height", image.Rect(18, 12, 22, 18), true},
		{"a mark alone", image.Rectangle{}, false},
		{"ink above, not at its height", image.Rect(18, 2, 22, 8), false},
	} {
		bin := make([]uint8, side*side)
		for _, r := range []image.Rectangle{mark, tc.other} {
			for y := r.Min.Y; y < r.Max.Y; y++ {
				for x := r.Min.X; x < r.Max.X; x++ {
					bin[y*side+x] = 1
				}
			}
		}
		if got := InkBeside(bin, side, cell, mark); got != tc.want {
			t.Errorf("%s: InkBeside = %v, want %v", tc.name, got, tc.want)
		}
	}
}
