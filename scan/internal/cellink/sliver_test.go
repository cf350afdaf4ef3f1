package cellink

import (
	"image"
	"testing"
)

// TestEdgeSliver tells a neighbouring grid line's remains, a one-pixel column along the
// inside's first or last column (gnome-halved-edge-sliver-five: 4 pixels tall beside a
// halved 5 broken in two), from the pieces of ink that are company of a cell's digit.
func TestEdgeSliver(t *testing.T) {
	const w = 31
	for _, tc := range []struct {
		name string
		r    image.Rectangle
		want bool
	}{
		{"left column", image.Rect(0, 10, 1, 14), true},
		{"right column", image.Rect(w-1, 3, w, 20), true},
		{"two pixels wide at the edge", image.Rect(0, 10, 2, 14), false},
		{"one pixel wide inside", image.Rect(1, 10, 2, 14), false},
		{"a mark in the corner", image.Rect(2, 2, 5, 7), false},
		{"a one's stem beside the edge", image.Rect(w-4, 5, w-1, 25), false},
	} {
		if got := EdgeSliver(tc.r, w); got != tc.want {
			t.Errorf("%s: EdgeSliver(%v, %d) = %v, want %v", tc.name, tc.r, w, got, tc.want)
		}
	}
}
