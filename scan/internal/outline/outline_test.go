package outline

import (
	"context"
	"image"
	"image/color"
	"math"
	"slices"
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
			s := NewSearch(t.Context(), g)
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
		{"pitch of 9 cells", square.Pitch(9), 10.0},
		{"pitch of a trapezium, its sides' mean", Quad{{0, 0}, {100, 0}, {90, 90}, {10, 90}}.Pitch(9), 10.0},
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
	s := NewSearch(t.Context(), drawGrid(400, 420, 40, 60, 30, 9))
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

// checkCtx is a context whose Err counts its calls.
type checkCtx struct {
	context.Context
	checks int
}

func (c *checkCtx) Err() error { c.checks++; return nil }

// TestSearchKeeps: asked again for a size (scan asks 16×16 of one Search up to three
// times), Find and FindDark return what they found the first time, trying no outline
// (one check of ctx, no more), each caller its own copy of the pictures; Tried is Try of
// the outline, whether Find tried it or not; NewSearch with ctx ended finds no outline.
func TestSearchKeeps(t *testing.T) {
	g := drawGrid(600, 620, 40, 50, 32, 16)
	s := NewSearch(t.Context(), g)
	for name, find := range map[string]func(context.Context, int) (Found, bool){"Find": s.Find, "FindDark": s.FindDark} {
		for _, n := range []int{16, 9} {
			first := &checkCtx{Context: t.Context()}
			f1, ok1 := find(first, n)
			again := &checkCtx{Context: t.Context()}
			f2, ok2 := find(again, n)
			if ok1 != ok2 || f1.Outline != f2.Outline || f1.Boxes != f2.Boxes || (f1.Warped == nil) != (f2.Warped == nil) {
				t.Fatalf("%s %d: %v %v then %v %v", name, n, ok1, f1.Outline, ok2, f2.Outline)
			}
			if again.checks != 1 || first.checks < 2 {
				t.Errorf("%s %d: %d checks the first time, %d again; want 2 or more, then 1", name, n, first.checks, again.checks)
			}
			if f1.Warped != nil {
				if !slices.Equal(f1.Warped.Pix, f2.Warped.Pix) || !slices.Equal(f1.Bin, f2.Bin) {
					t.Errorf("%s %d: the pictures differ when asked again", name, n)
				}
				clear(f1.Bin)
				if f3, _ := find(t.Context(), n); !slices.Equal(f3.Bin, f2.Bin) {
					t.Errorf("%s %d: a caller's change to Bin was kept", name, n)
				}
			}
		}
	}
	if len(s.Quads) == 0 {
		t.Fatal("no outlines")
	}
	for i, q := range s.Quads {
		for _, n := range []int{9, 6, 16} {
			want, _ := Try(t.Context(), g, q, n)
			if got := s.Tried(t.Context(), i, n); got.Outline != want.Outline || got.Score != want.Score || !slices.Equal(got.Bin, want.Bin) || !slices.Equal(got.Warped.Pix, want.Warped.Pix) {
				t.Errorf("Tried(%d, %d): not Try's", i, n)
			}
		}
	}
	ended, cancel := context.WithCancel(t.Context())
	cancel()
	if e := NewSearch(ended, g); len(e.Quads) != 0 {
		t.Errorf("NewSearch with ctx ended: %d outlines, want none", len(e.Quads))
	}
}

// TestSearches: a picture's Searches are asked in the order given, each made once, when
// first asked: a grid of dark lines on light is found as it is, not inverted, whichever
// is asked first.
func TestSearches(t *testing.T) {
	tests := []struct {
		name      string
		invFirst  bool
		wantOrder []bool
	}{
		{"as it is first", false, []bool{false, true}},
		{"inverted first (a dark picture)", true, []bool{true, false}},
	}
	g := drawGrid(400, 420, 40, 60, 30, 9)
	for _, tc := range tests {
		s := NewSearches(g, tc.invFirst)
		if !slices.Equal(s.Order, tc.wantOrder) {
			t.Errorf("%s: order %v, want %v", tc.name, s.Order, tc.wantOrder)
		}
		for i, inv := range s.Order {
			var soFar []bool
			for made := range s.MadeSoFar() {
				soFar = append(soFar, made)
			}
			if !slices.Equal(soFar, s.Order[:i]) {
				t.Errorf("%s: made so far %v, want %v", tc.name, soFar, s.Order[:i])
			}
			if s.Made(inv) != nil {
				t.Fatalf("%s: search (inverted %v) made before it was asked for", tc.name, inv)
			}
			o := s.Of(t.Context(), inv)
			if s.Made(inv) != o || s.Of(t.Context(), inv) != o {
				t.Errorf("%s: search (inverted %v) made again", tc.name, inv)
			}
			if _, ok := o.Find(t.Context(), 9); ok == inv {
				t.Errorf("%s: inverted %v found the grid: %v", tc.name, inv, ok)
			}
		}
	}
}

// TestCentreIn checks that a rectangle running past another's side still counts as in it
// when its middle is (a small lattice running off a board's last row), and not when its
// middle is outside.
func TestCentreIn(t *testing.T) {
	board := [4]image.Point{{69, 133}, {244, 133}, {244, 307}, {69, 307}}
	if !CentreIn([4]image.Point{{166, 269}, {209, 269}, {209, 323}, {166, 323}}, board) {
		t.Error("a rectangle whose middle is on the board is not in it")
	}
	if CentreIn([4]image.Point{{230, 290}, {300, 290}, {300, 340}, {230, 340}}, board) {
		t.Error("a rectangle whose middle is off the board is in it")
	}
}
