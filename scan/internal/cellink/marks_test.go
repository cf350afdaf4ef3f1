package cellink

import (
	"image"
	"testing"
)

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
