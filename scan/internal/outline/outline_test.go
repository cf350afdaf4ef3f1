package outline

import (
	"context"
	"image"
	"image/color"
	"math"
	"testing"

	"github.com/sudokubot/sudokubot/scan/internal/lattice"
)

// drawGrid draws an n×n grid of black lines (box lines thicker) on white, with its
// top-left corner at (x0, y0) and cells of side cell pixels.
func drawGrid(w, h, x0, y0, cell, n int) *image.Gray {
	g := image.NewGray(image.Rect(0, 0, w, h))
	for i := range g.Pix {
		g.Pix[i] = 255
	}
	box := int(math.Sqrt(float64(n)))
	side := n * cell
	for k := 0; k <= n; k++ {
		th := 1
		if k%box == 0 {
			th = 3
		}
		for t := range th {
			p := k*cell + t - th/2
			for s := -1; s <= side+1; s++ {
				g.SetGray(x0+p, y0+s, color.Gray{})
				g.SetGray(x0+s, y0+p, color.Gray{})
			}
		}
	}
	return g
}

func TestSearchFind(t *testing.T) {
	tests := []struct {
		name         string
		w, h, x0, y0 int
		cell, n      int
		find         int // the grid size asked for
		want         bool
	}{
		{name: "9x9 in a margin", w: 400, h: 420, x0: 40, y0: 60, cell: 30, n: 9, find: 9, want: true},
		{name: "4x4", w: 200, h: 200, x0: 20, y0: 30, cell: 36, n: 4, find: 4, want: true},
		{name: "16x16", w: 560, h: 560, x0: 20, y0: 20, cell: 32, n: 16, find: 16, want: true},
		{name: "blank picture", w: 300, h: 300, x0: 1000, y0: 1000, cell: 30, n: 9, find: 9},
		{name: "too small to search", w: 12, h: 12, x0: 1000, y0: 1000, cell: 1, n: 9, find: 9},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := drawGrid(tc.w, tc.h, tc.x0, tc.y0, tc.cell, tc.n)
			s := NewSearch(g)
			if s.Gray() != g {
				t.Fatal("Gray is not the searched picture")
			}
			f, ok := s.Find(t.Context(), tc.find)
			if ok != tc.want {
				t.Fatalf("found %v, want %v", ok, tc.want)
			}
			if !ok {
				if f.Warped != nil && !f.Boxes {
					t.Errorf("not found but Warped set")
				}
				return
			}
			side := float64(tc.n * tc.cell)
			want := Quad{{float64(tc.x0), float64(tc.y0)}, {float64(tc.x0) + side, float64(tc.y0)},
				{float64(tc.x0) + side, float64(tc.y0) + side}, {float64(tc.x0), float64(tc.y0) + side}}
			for i := range want {
				if d := math.Hypot(f.Outline[i].X-want[i].X, f.Outline[i].Y-want[i].Y); d > 3 {
					t.Errorf("corner %d at %v, want %v (off %.1f px)", i, f.Outline[i], want[i], d)
				}
			}
			if got := f.Warped.Rect.Dx(); got != tc.find*CellPx {
				t.Errorf("straightened %d px wide, want %d", got, tc.find*CellPx)
			}
		})
	}
}

func TestQuadGeometry(t *testing.T) {
	square := Quad{{0, 0}, {90, 0}, {90, 90}, {0, 90}}
	tests := []struct {
		name string
		got  any
		want any
	}{
		{"square not skewed", square.Skewed(), false},
		{"top side sloped 3%", Quad{{0, 0}, {100, 3}, {100, 100}, {0, 100}}.Skewed(), true},
		{"turned square not skewed", Quad{{10, 0}, {100, 10}, {90, 100}, {0, 90}}.Skewed(), false},
		{"plausible square", square.Plausible(20), true},
		{"side under the least", square.Plausible(100), false},
		{"concave", Quad{{0, 0}, {90, 0}, {30, 30}, {0, 90}}.Plausible(10), false},
		{"near itself", square.Near(square, 9), true},
		{"a corner 4 px off, cells of 10", Quad{{4, 0}, {90, 0}, {90, 90}, {0, 90}}.Near(square, 9), true},
		{"a corner 6 px off, cells of 10", Quad{{6, 0}, {90, 0}, {90, 90}, {0, 90}}.Near(square, 9), false},
		{"holds a lattice inside", square.Holds(lattice.Lines{N: 1, Xs: []float64{10, 50}, Ys: []float64{10, 50}}), true},
		{"not a lattice beside it", square.Holds(lattice.Lines{N: 1, Xs: []float64{100, 150}, Ys: []float64{10, 50}}), false},
		{"overlap of itself", Overlap(square, square), 1.0},
		{"overlap of a quarter", Overlap(square, Quad{{45, 45}, {135, 45}, {135, 135}, {45, 135}}), 0.25},
		{"overlap of none", Overlap(square, Quad{{100, 0}, {190, 0}, {190, 90}, {100, 90}}), 0.0},
		{"of a lattice", OfLattice(lattice.Lines{N: 2, Xs: []float64{1, 5, 9}, Ys: []float64{2, 6, 10}}), Quad{{1, 2}, {9, 2}, {9, 10}, {1, 10}}},
		{"scaled", square.Scaled(2), Quad{{0, 0}, {180, 0}, {180, 180}, {0, 180}}},
		{"XY", Quad{{1, 2}, {3, 4}, {5, 6}, {7, 8}}.XY(), [4][2]float64{{1, 2}, {3, 4}, {5, 6}, {7, 8}}},
	}
	for _, tc := range tests {
		if tc.got != tc.want {
			t.Errorf("%s: got %v, want %v", tc.name, tc.got, tc.want)
		}
	}
}

// TestSearchStop: an outline found while ctx lasts is not once it has ended, dark ink's
// either.
func TestSearchStop(t *testing.T) {
	s := NewSearch(drawGrid(400, 420, 40, 60, 30, 9))
	ended, cancel := context.WithCancel(t.Context())
	cancel()
	for name, find := range map[string]func(context.Context, int) (Found, bool){"Find": s.Find, "FindDark": s.FindDark} {
		if _, ok := find(t.Context(), 9); !ok {
			t.Errorf("%s: no outline found", name)
		}
		if _, ok := find(ended, 9); ok {
			t.Errorf("%s: an outline found once ctx ended", name)
		}
	}
}
