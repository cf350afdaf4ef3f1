package cellink

import (
	"image"
	"testing"
)

func TestApart(t *testing.T) {
	five := image.Rect(16, 9, 22, 20) // a 5, eleven rows tall
	one := image.Rect(17, 9, 20, 20)  // a 1 as tall
	for _, tc := range []struct {
		name       string
		piece, box image.Rectangle
		want       int
	}{
		{"a 1 beside a 5", image.Rect(8, 9, 11, 20), five, 7},
		{"a 1 beside a 1", image.Rect(8, 9, 11, 20), one, 11},
		{"a sliver a pixel wide", image.Rect(25, 9, 26, 20), five, 5},
		{"a digit as tall", image.Rect(6, 9, 12, 20), five, 5},
		{"a piece half as tall", image.Rect(8, 9, 11, 14), five, 3},
	} {
		if got := Apart(tc.piece, tc.box, 26); got != tc.want {
			t.Errorf("%s: Apart = %d, want %d", tc.name, got, tc.want)
		}
	}
}
