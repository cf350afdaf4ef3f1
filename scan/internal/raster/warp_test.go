package raster

import (
	"image"
	"math"
	"testing"
)

// TestSquareTo checks that the homography takes the square's corners onto the
// quadrilateral's, and its centre where the diagonals cross; a quadrilateral whose corners
// are one point has none.
func TestSquareTo(t *testing.T) {
	tests := []struct {
		name string
		q    [4][2]float64
		ok   bool
	}{
		{"upright", [4][2]float64{{10, 20}, {110, 20}, {110, 120}, {10, 120}}, true},
		{"turned", [4][2]float64{{50, 0}, {100, 50}, {50, 100}, {0, 50}}, true},
		{"in perspective", [4][2]float64{{12, 8}, {190, 30}, {170, 210}, {5, 180}}, true},
		{"one point", [4][2]float64{{7, 7}, {7, 7}, {7, 7}, {7, 7}}, false},
	}
	const s = 288.0
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, ok := SquareTo(tt.q, s)
			if ok != tt.ok {
				t.Fatalf("ok %v, want %v", ok, tt.ok)
			}
			if !ok {
				return
			}
			for i, uv := range [4][2]float64{{0, 0}, {s, 0}, {s, s}, {0, s}} {
				x, y := h.Apply(uv[0], uv[1])
				if math.Hypot(x-tt.q[i][0], y-tt.q[i][1]) > 1e-6 {
					t.Errorf("corner %d → (%g, %g), want %v", i, x, y, tt.q[i])
				}
			}
			// A projective map keeps lines: the centre goes where the diagonals cross.
			cx, cy := h.Apply(s/2, s/2)
			px, py := crossing(tt.q[0], tt.q[2], tt.q[1], tt.q[3])
			if math.Hypot(cx-px, cy-py) > 1e-6 {
				t.Errorf("centre → (%g, %g), want the diagonals' crossing (%g, %g)", cx, cy, px, py)
			}
		})
	}
}

// crossing is where line ab meets line cd.
func crossing(a, b, c, d [2]float64) (x, y float64) {
	d1x, d1y, d2x, d2y := b[0]-a[0], b[1]-a[1], d[0]-c[0], d[1]-c[1]
	t := ((c[0]-a[0])*d2y - (c[1]-a[1])*d2x) / (d1x*d2y - d1y*d2x)
	return a[0] + t*d1x, a[1] + t*d1y
}

// TestWarp samples an outline back out of a picture: the picture itself (every pixel
// kept), its right half at twice the size (each pixel twice), and a shrink by three
// (each output pixel the mean of a 3×3 block, as its nine samples fall on them).
func TestWarp(t *testing.T) {
	g := image.NewGray(image.Rect(0, 0, 30, 30))
	for i := range g.Pix {
		g.Pix[i] = uint8((i*37 + i/30*11) % 251)
	}
	level := func(x, y int) float64 { return float64(g.Pix[y*30+x]) }
	tests := []struct {
		name string
		q    [4][2]float64
		s    int
		want func(u, v int) float64
	}{
		{"whole", [4][2]float64{{0, 0}, {30, 0}, {30, 30}, {0, 30}}, 30, func(u, v int) float64 { return level(u, v) }},
		{"shrunk by three", [4][2]float64{{0, 0}, {30, 0}, {30, 30}, {0, 30}}, 10, func(u, v int) float64 {
			var sum float64
			for y := 3 * v; y < 3*v+3; y++ {
				for x := 3 * u; x < 3*u+3; x++ {
					sum += level(x, y)
				}
			}
			return sum / 9
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, ok := SquareTo(tt.q, float64(tt.s))
			if !ok {
				t.Fatal("no homography")
			}
			w := Warp(g, h, tt.s)
			if w.Rect.Dx() != tt.s || w.Rect.Dy() != tt.s {
				t.Fatalf("size %v, want %d", w.Rect, tt.s)
			}
			for v := range tt.s {
				for u := range tt.s {
					if got, want := float64(w.Pix[v*w.Stride+u]), tt.want(u, v); math.Abs(got-want) > 0.5+1e-9 {
						t.Fatalf("pixel (%d, %d) = %g, want %g", u, v, got, want)
					}
				}
			}
		})
	}
}

// TestBinarize compares the integral-image threshold with the plain mean of each
// neighbourhood, on a picture with a dark stroke, a soft gradient and noise.
func TestBinarize(t *testing.T) {
	const w, h = 41, 23
	g := image.NewGray(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			v := 200 - 2*x + (x*7+y*13)%9
			if x >= 12 && x <= 14 && y > 3 && y < 19 {
				v = 40
			}
			g.Pix[y*w+x] = uint8(v)
		}
	}
	for _, tc := range [][2]int{{3, 8}, {8, 10}, {1, 0}} {
		r, c := tc[0], tc[1]
		got := Binarize(g, r, c)
		for y := range h {
			for x := range w {
				sum, n := 0, 0
				for yy := max(y-r, 0); yy < min(y+r+1, h); yy++ {
					for xx := max(x-r, 0); xx < min(x+r+1, w); xx++ {
						sum += int(g.Pix[yy*w+xx])
						n++
					}
				}
				want := uint8(0)
				if int(g.Pix[y*w+x])*n+c*n < sum {
					want = 1
				}
				if got[y*w+x] != want {
					t.Fatalf("r %d c %d: (%d, %d) = %d, want %d", r, c, x, y, got[y*w+x], want)
				}
			}
		}
	}
}

// TestSolveLinear solves a 3×3 system that needs a row swap, and refuses a singular one.
func TestSolveLinear(t *testing.T) {
	a := []float64{
		0, 2, 1, 7, // 2y + z = 7
		1, 1, 1, 6, // x + y + z = 6
		2, 0, -1, -1, // 2x − z = −1
	}
	var x [3]float64
	if !SolveLinear(a, 3, 1e-12, x[:]) {
		t.Fatal("not solved")
	}
	for i, want := range []float64{1, 2, 3} {
		if math.Abs(x[i]-want) > 1e-9 {
			t.Errorf("x[%d] = %g, want %g", i, x[i], want)
		}
	}
	singular := []float64{1, 2, 3, 2, 4, 6}
	if SolveLinear(singular, 2, 1e-12, x[:2]) {
		t.Error("a singular system was solved")
	}
}

// TestLevels checks Mean, MedianOf, Inverted and InkAround on a small picture.
func TestLevels(t *testing.T) {
	g := image.NewGray(image.Rect(0, 0, 4, 2))
	copy(g.Pix, []uint8{0, 10, 20, 30, 200, 210, 220, 255})
	if got := Mean(g); math.Abs(got-118.125) > 1e-9 {
		t.Errorf("Mean = %g, want 118.125", got)
	}
	if got := MedianOf(g); got < 30 || got > 200 {
		t.Errorf("MedianOf = %g, want between the halves (30–200)", got)
	}
	inv := Inverted(g)
	for i, v := range g.Pix {
		if inv.Pix[i] != 255-v {
			t.Fatalf("Inverted pixel %d = %d, want %d", i, inv.Pix[i], 255-v)
		}
	}
	if l, d := InkAround(g.Pix, 100, 95); l != 4 || d != 1 {
		t.Errorf("InkAround = %d light, %d dark; want 4, 1", l, d)
	}
}

// TestInkInside: the light runs at a row's ends (the page round a rounded tile, and the
// pixels halfway to it) are not counted; a light stroke inside the row and dark ink are.
func TestInkInside(t *testing.T) {
	for _, c := range []struct {
		row         []uint8
		light, dark int
	}{
		{[]uint8{240, 230, 115, 100, 100, 200, 100, 100, 240}, 1, 0},          // page, a halo pixel, a stroke, page
		{[]uint8{240, 100, 100, 20, 100, 100, 100, 100, 100}, 0, 1},           // page left, a dark stroke
		{[]uint8{100, 200, 100, 100, 100, 100, 100, 200, 100}, 2, 0},          // two strokes off the ends
		{[]uint8{240, 240, 240, 240}, 0, 0},                                   // all page
		{[]uint8{100, 100, 40, 100, 100, 100, 100, 100, 100, 130, 240}, 0, 1}, // a dark stroke, page right
	} {
		if l, d := InkInside(c.row, 100, 50); l != c.light || d != c.dark {
			t.Errorf("InkInside(%v) = %d light, %d dark; want %d, %d", c.row, l, d, c.light, c.dark)
		}
	}
}

// TestThickened: a one-pixel dark stroke comes out three pixels wide, the part asked for
// is cut from the picture (clipped at its sides), and light pixels away from ink stay.
func TestThickened(t *testing.T) {
	g := image.NewGray(image.Rect(0, 0, 9, 7))
	for i := range g.Pix {
		g.Pix[i] = 230
	}
	for y := range 7 {
		g.Pix[y*9+4] = 20 // a column of ink at x 4
	}
	g.Pix[0] = 90 // a grey corner pixel
	tests := []struct {
		r    image.Rectangle
		want []string // per row of the result: d dark (20), g grey (90), . light (230)
	}{
		{image.Rect(2, 1, 7, 3), []string{".ddd.", ".ddd."}},
		{image.Rect(-3, -2, 3, 2), []string{"gg.", "gg."}},
	}
	for _, tt := range tests {
		out := Thickened(g, tt.r)
		if out.Rect.Min != (image.Point{}) || out.Rect.Dy() != len(tt.want) || out.Rect.Dx() != len(tt.want[0]) {
			t.Fatalf("%v: bounds %v", tt.r, out.Rect)
		}
		for y, row := range tt.want {
			for x, c := range row {
				want := map[rune]uint8{'d': 20, 'g': 90, '.': 230}[c]
				if v := out.Pix[y*out.Stride+x]; v != want {
					t.Errorf("%v: (%d, %d) = %d, want %d", tt.r, x, y, v, want)
				}
			}
		}
	}
}

// TestMedianInRowsNear checks the median grey of a rectangle and the count of its rows
// near a grey: a cell filled 200 with a dark band of two rows (a line) and a dark digit's
// column; an empty rectangle has median 255 and no rows.
func TestMedianInRowsNear(t *testing.T) {
	g := image.NewGray(image.Rect(0, 0, 10, 10))
	for i := range g.Pix {
		g.Pix[i] = 200
	}
	for x := 0; x < 10; x++ {
		g.Pix[0*10+x], g.Pix[1*10+x] = 40, 40 // a line along the top
	}
	for y := 2; y < 10; y++ {
		g.Pix[y*10+5] = 20 // a digit's stroke
	}
	tests := []struct {
		name    string
		r       image.Rectangle
		med     float64
		rowsBy8 int
	}{
		{"whole", image.Rect(0, 0, 10, 10), 200, 8},
		{"the line only", image.Rect(0, 0, 10, 2), 40, 2},
		{"empty", image.Rect(3, 3, 3, 8), 255, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if m := MedianIn(g, tt.r); m != tt.med {
				t.Errorf("MedianIn = %g, want %g", m, tt.med)
			}
			if n := RowsNear(g, tt.r, tt.med, 8); n != tt.rowsBy8 {
				t.Errorf("RowsNear = %d, want %d", n, tt.rowsBy8)
			}
		})
	}
}

// TestQuantileIn: a corner cell whose thick lines along its left and bottom, a thin line
// and a digit darken over half its pixels keeps its fill in its upper quartile, where its
// median (MedianIn) takes the thin line's grey.
func TestQuantileIn(t *testing.T) {
	g := image.NewGray(image.Rect(0, 0, 10, 10))
	for y := range 10 {
		for x := range 10 {
			switch {
			case x < 3 || y >= 8: // thick lines along the left and the bottom
				g.Pix[y*10+x] = 30
			case x == 6 || y == 6 || x == 4 && y < 6: // a thin line and its ramp, a stroke
				g.Pix[y*10+x] = 180
			default:
				g.Pix[y*10+x] = 240
			}
		}
	}
	tests := []struct {
		name          string
		r             image.Rectangle
		q, want, pixs float64
	}{
		{"corner cell", image.Rect(0, 0, 10, 10), 0.75, 240, 180},
		{"its lines", image.Rect(0, 8, 10, 10), 0.75, 30, 30},
		{"its darkest quarter", image.Rect(0, 0, 10, 10), 0.25, 30, 180},
		{"empty", image.Rect(3, 3, 3, 8), 0.75, 255, 255},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if m := QuantileIn(g, tt.r, tt.q); m != tt.want {
				t.Errorf("QuantileIn(%g) = %g, want %g", tt.q, m, tt.want)
			}
			if m := MedianIn(g, tt.r); m != tt.pixs {
				t.Errorf("MedianIn = %g, want %g", m, tt.pixs)
			}
		})
	}
}

// TestWarpSamplesAsApply: each pixel of WarpScaled is the mean of its samples taken by
// Apply and Bilinear one at a time (the plain way it was written before its sums were
// shared), to the last bit: outlines in perspective, turned, reaching outside the picture,
// shrinking (nine samples) and growing (one), stretched one way.
func TestWarpSamplesAsApply(t *testing.T) {
	g := image.NewGray(image.Rect(0, 0, 97, 61))
	for i := range g.Pix {
		g.Pix[i] = uint8((i*37 + i/97*11 + i*i%13) % 256)
	}
	quads := [][4][2]float64{
		{{3.3, 2.1}, {90.7, 5.2}, {85.1, 58.9}, {1.2, 55.5}},
		{{48, -10}, {110, 30}, {48, 75}, {-12, 30}},
		{{10.25, 10.5}, {30.75, 10.5}, {30.75, 31}, {10.25, 31}},
		{{0, 0}, {97, 0}, {97, 61}, {0, 61}},
	}
	for qi, q := range quads {
		for _, size := range [][4]float64{{24, 24, 1, 1}, {144, 144, 1, 1}, {40, 20, 2.5, 5}, {7, 50, 3, 0.5}} {
			w, hh, su, sv := int(size[0]), int(size[1]), size[2], size[3]
			h, ok := SquareTo(q, float64(w)*su)
			if !ok {
				t.Fatalf("quad %d: no homography", qi)
			}
			got := WarpScaled(g, h, w, hh, su, sv)
			x0, y0 := h.Apply(0, 0)
			x1, y1 := h.Apply(float64(w)*su, 0)
			offs := []float64{0}
			if math.Hypot(x1-x0, y1-y0)/float64(w) > 1.6 {
				offs = []float64{-1.0 / 3, 0, 1.0 / 3}
			}
			for v := range hh {
				for u := range w {
					var sum float64
					for _, dv := range offs {
						for _, du := range offs {
							x, y := h.Apply((float64(u)+0.5+du)*su, (float64(v)+0.5+dv)*sv)
							sum += Bilinear(g, 97, 61, x-0.5, y-0.5)
						}
					}
					if want := uint8(sum/float64(len(offs)*len(offs)) + 0.5); got.Pix[v*got.Stride+u] != want {
						t.Fatalf("quad %d, %v: pixel (%d, %d) = %d, want %d", qi, size, u, v, got.Pix[v*got.Stride+u], want)
					}
				}
			}
		}
	}
}
