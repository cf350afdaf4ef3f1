package lattice

import (
	"context"
	"image"
	"testing"
)

// fullGrid draws every line (2 pixels wide, black on white) of an n×n grid of cells of
// cell pixels from (x0, y0), a digit's bar in about half its cells, and returns the
// picture.
func fullGrid(w, h, x0, y0, cell, n int) *image.Gray {
	g := image.NewGray(image.Rect(0, 0, w, h))
	for i := range g.Pix {
		g.Pix[i] = 255
	}
	for k := 0; k <= n; k++ {
		for d := range 2 {
			p := k*cell + d
			for s := 0; s <= n*cell+1; s++ {
				g.Pix[(y0+p)*g.Stride+x0+s] = 0
				g.Pix[(y0+s)*g.Stride+x0+p] = 0
			}
		}
	}
	for r := range n {
		for c := range n {
			if (r*n+c)%5 == 2 || (r+2*c)%3 == 0 {
				continue
			}
			for y := y0 + r*cell + cell/4; y < y0+(r+1)*cell-cell/4; y++ {
				for x := x0 + c*cell + cell*2/5; x < x0+c*cell+cell*3/5; x++ {
					g.Pix[y*g.Stride+x] = 40
				}
			}
		}
	}
	return g
}

// TestSearchesStop: each search finds its grid while ctx lasts and nothing once it has
// ended (scan.Read then returns ctx's error).
func TestSearchesStop(t *testing.T) {
	grid := fullGrid(500, 460, 40, 30, 40, 9)
	boxes := boxLinesOnly(800, 600, 60, 50, 120, 120)
	ended, cancel := context.WithCancel(t.Context())
	cancel()
	for _, tc := range []struct {
		name   string
		search func(context.Context) bool
	}{
		{"Find", func(ctx context.Context) bool { _, ok := Find(ctx, grid, grid, 9); return ok }},
		{"FindFaint", func(ctx context.Context) bool { return len(FindFaint(ctx, grid, grid, 9)) > 0 }},
		{"FindDim", func(ctx context.Context) bool { _, ok := FindDim(ctx, grid, grid, 9); return ok }},
		{"Boxes", func(ctx context.Context) bool { return len(Boxes(ctx, boxes, 9)) > 0 }},
	} {
		if !tc.search(t.Context()) {
			t.Errorf("%s: no grid found", tc.name)
		}
		if tc.search(ended) {
			t.Errorf("%s: a grid found once ctx ended", tc.name)
		}
	}
}
