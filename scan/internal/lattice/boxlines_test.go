package lattice

import (
	"image"
	"math"
	"testing"
)

// boxLinesOnly draws the four box lines each way of a 9×9 grid (3 pixels wide, black on
// white) whose boxes are bw×bh pixels, from (x0, y0), and returns the picture.
func boxLinesOnly(w, h, x0, y0 int, bw, bh float64) *image.Gray {
	g := image.NewGray(image.Rect(0, 0, w, h))
	for i := range g.Pix {
		g.Pix[i] = 255
	}
	x1, y1 := x0+int(3*bw), y0+int(3*bh)
	for k := range 4 {
		x, y := x0+int(float64(k)*bw), y0+int(float64(k)*bh)
		for d := -1; d <= 1; d++ {
			for xx := x0 - 1; xx <= x1+1; xx++ {
				g.Pix[(y+d)*g.Stride+xx] = 0
			}
			for yy := y0 - 1; yy <= y1+1; yy++ {
				g.Pix[yy*g.Stride+x+d] = 0
			}
		}
	}
	return g
}

// TestBoxesWide: a grid showing only its box lines is found with square boxes and with
// boxes wider than tall (a sheet's block of wide cells: LibreOffice Calc, issue 23), not
// with boxes taller than wide or wider than maxBoxWidth.
func TestBoxesWide(t *testing.T) {
	for _, tc := range []struct {
		name   string
		bw, bh float64
		want   bool
	}{
		{"square boxes", 120, 120, true},
		{"boxes 1.5 times wider than tall", 150, 100, true},
		{"boxes 2.4 times wider", 192, 80, true},
		{"boxes taller than wide", 100, 150, false},
		{"boxes 3.5 times wider", 210, 60, false},
	} {
		g := boxLinesOnly(800, 600, 60, 50, tc.bw, tc.bh)
		ls := Boxes(g, 9)
		found := false
		for _, l := range ls {
			if math.Abs(l.Xs[0]-60) <= 2 && math.Abs(l.Ys[0]-50) <= 2 && math.Abs(l.Xs[9]-(60+3*tc.bw)) <= 2 && math.Abs(l.Ys[9]-(50+3*tc.bh)) <= 2 {
				found = true
			}
		}
		if found != tc.want {
			t.Errorf("%s: found %v, want %v (%d grids)", tc.name, found, tc.want, len(ls))
		}
	}
}
