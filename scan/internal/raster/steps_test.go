package raster

import (
	"image"
	"testing"
)

// TestStepsAlong: a faint ripple on white is steps of a few levels, a dark line's edge
// tens; columns are measured as rows of the transposed picture; a span off the picture
// is clipped.
func TestStepsAlong(t *testing.T) {
	g := image.NewGray(image.Rect(0, 0, 10, 10))
	for i := range g.Pix {
		g.Pix[i] = 250
	}
	for x := range 10 {
		g.Pix[3*10+x] = 242 // a ripple 8 levels darker along row 3
		g.Pix[7*10+x] = 120 // a dark line along row 7
	}
	tr := image.NewGray(g.Rect) // g transposed: the same along columns
	for y := range 10 {
		for x := range 10 {
			tr.Pix[x*10+y] = g.Pix[y*10+x]
		}
	}
	for _, c := range []struct {
		name             string
		g                *image.Gray
		ks               []int
		from, to         int
		horizontal       bool
		wantStep, wantGr float64
	}{
		{"ripple", g, []int{3}, 0, 9, true, 8, 242},
		{"ripple and the row above", g, []int{2, 3}, 0, 9, true, 8, 246},
		{"dark line's edge", g, []int{6}, 0, 9, true, 130, 250},
		{"columns", tr, []int{6}, 0, 9, false, 130, 250},
		{"clipped", g, []int{3}, 5, 20, true, 8, 242},
		{"off the picture", g, []int{3}, 12, 20, true, 0, 0},
	} {
		step, grey := StepsAlong(c.g, c.ks, c.from, c.to, c.horizontal)
		if step != c.wantStep || grey != c.wantGr {
			t.Errorf("%s: step %.1f, grey %.1f, want %.1f, %.1f", c.name, step, grey, c.wantStep, c.wantGr)
		}
	}
}
