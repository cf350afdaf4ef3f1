package lattice

import (
	"image"
	"testing"
)

// TestDimEdges: a dim band (a JPEG's thin line, two grey levels over a dark page, spread
// over its block with soft sides) makes edges along its sides; a bright digit's sides make
// only the edges [edges] marks (not the longer ones averaging would smear out of them);
// a flat page makes none. A vertical edge at x is a step from x-1 to x+1 (dimEdges) or
// from x to x+1 (edges).
func TestDimEdges(t *testing.T) {
	const w, h = 40, 40
	for _, tc := range []struct {
		name   string
		column func(x int) uint8 // the grey of column x, every row alike
		want   []int             // the columns with vertical edges, in every row
	}{
		{"flat", func(int) uint8 { return 40 }, nil},
		{"band two levels up, soft sides", func(x int) uint8 {
			switch {
			case x == 15 || x == 24:
				return 41
			case x > 15 && x < 24:
				return 42
			}
			return 40
		}, []int{15, 24}},
		{"bright bar", func(x int) uint8 {
			if x >= 18 && x < 22 {
				return 200
			}
			return 40
		}, []int{17, 21}},
	} {
		g := image.NewGray(image.Rect(0, 0, w, h))
		for y := range h {
			for x := range w {
				g.Pix[y*g.Stride+x] = tc.column(x)
			}
		}
		_, vt := dimEdges(g)
		for y := range h {
			var got []int
			for x := range w {
				if vt[y*w+x] != 0 {
					got = append(got, x)
				}
			}
			if !sameInts(got, tc.want) {
				t.Errorf("%s: row %d: edges at %v, want %v", tc.name, y, got, tc.want)
				break
			}
		}
	}
}

func sameInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
