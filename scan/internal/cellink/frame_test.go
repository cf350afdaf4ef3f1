package cellink

import (
	"image"
	"testing"
)

// TestEdgeFill measures a corner cell's fill without the board's frame (htmlshots 0xf5c9
// phone-dark-16-04, read inverted: a frame of 170 along two sides, 13 and 11 pixels
// wide, round a fill of 215 and a dark 9), and leaves alone an inner cell, and a corner
// cell whose dark fill holds a light digit.
func TestEdgeFill(t *testing.T) {
	const s = 64
	paint := func(g *image.Gray, r image.Rectangle, v uint8) {
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				g.Pix[y*g.Stride+x] = v
			}
		}
	}
	corner := image.Rect(0, 27, 37, s)
	for _, tc := range []struct {
		name             string
		frame, fill, ink uint8
		cell             image.Rectangle
		want             float64
	}{
		{"corner cell half frame", 170, 215, 100, corner, 215},
		{"inner cell", 170, 215, 100, image.Rect(20, 10, 50, 40), 215},
		{"dark fill, light digit", 40, 40, 200, corner, 40},
	} {
		g := image.NewGray(image.Rect(0, 0, s, s))
		paint(g, g.Rect, tc.fill)
		paint(g, image.Rect(0, 0, 13, s), tc.frame)   // the frame's left side
		paint(g, image.Rect(0, s-11, s, s), tc.frame) // and its bottom
		paint(g, image.Rect(18, 35, 25, 47), tc.ink)  // a digit
		if got := EdgeFill(g, tc.cell, s, 16, 24); got != tc.want {
			t.Errorf("%s: fill %v, want %v", tc.name, got, tc.want)
		}
	}
}
