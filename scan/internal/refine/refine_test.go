package refine

import (
	"image"
	"math"
	"slices"
	"testing"
)

// TestFine: Fine moves a line found a pixel of g off onto the line the finer picture
// shows, and leaves alone a line the picture does not draw, even where the right strokes
// of right-aligned digits and a tinted third of the grid make a darker column beside it
// (a sheet's box with no cell lines, LibreOffice Calc, issue 23: the column was taken
// for the line and cut the digits' right sides off).
func TestFine(t *testing.T) {
	const side, pitch = 360, 40.0 // fine is side×side; g half of it; 9 cells of pitch in fine
	for _, tc := range []struct {
		name string
		draw func(fine *image.Gray)
		want float64 // where the middle vertical line (fine 180, found at 178) ends up, in fine
	}{
		{"a light grey line two pixels right", func(fine *image.Gray) {
			column(fine, 180, 0, side, 200)
		}, 180.5},
		{"no line; digits' right strokes and a tinted third beside it", func(fine *image.Gray) {
			for y := 120; y < 240; y++ { // the tinted box
				for x := 120; x < 240; x++ {
					fine.Pix[y*fine.Stride+x] = 242
				}
			}
			for r := range 9 { // a stroke 16 pixels tall in eight rows of nine
				if r != 2 {
					column(fine, 176, r*40+12, r*40+28, 60)
				}
			}
		}, 178},
	} {
		fine := image.NewGray(image.Rect(0, 0, side, side))
		for i := range fine.Pix {
			fine.Pix[i] = 255
		}
		tc.draw(fine)
		g := image.NewGray(image.Rect(0, 0, side/2, side/2))
		var xs, ys []float64
		for i := range 10 {
			xs, ys = append(xs, float64(i)*pitch/2), append(ys, float64(i)*pitch/2)
		}
		xs[4] = 89 // 178 in fine
		checkLine4(t, tc.name, fine, g, xs, ys, tc.want)
	}
}

// column paints column x of g from y0 to y1 (excluded) grey v.
func column(g *image.Gray, x, y0, y1 int, v uint8) {
	for y := y0; y < y1; y++ {
		g.Pix[y*g.Stride+x] = v
	}
}

// TestFineHidden: a line the finer picture does not draw (hidden between a sheet's
// tinted cells) moves as the lines it draws moved, and the edge of a tinted box beside
// white cells, where a sheet draws no line, is no line to move onto (LibreOffice Calc in
// a halved picture, issue 23: the lines left a pixel off cut right-aligned digits' right
// sides). The lines are drawn two pixels right of where g's lattice has them.
func TestFineHidden(t *testing.T) {
	const side, pitch = 360, 40
	for _, tc := range []struct {
		name string
		tint int     // the tinted box's last column left of line 4 (0: no box)
		want float64 // where line 4 (drawn at 162 unless hidden, found at 160) ends up, in fine
	}{
		{"drawn", 0, 162.5},
		{"hidden, a tinted box's edge at the line", 162, 162.5},
		{"hidden, a tinted box's edge a pixel left of the line", 161, 162.5},
	} {
		fine := image.NewGray(image.Rect(0, 0, side, side))
		for i := range fine.Pix {
			fine.Pix[i] = 255
		}
		for y := range side {
			for x := 120; x <= tc.tint; x++ {
				fine.Pix[y*fine.Stride+x] = 242
			}
		}
		for i := range 9 {
			if i != 4 || tc.tint == 0 {
				column(fine, i*pitch+2, 0, side, 200)
			}
		}
		g := image.NewGray(image.Rect(0, 0, side/2, side/2))
		var xs, ys []float64
		for i := range 10 {
			xs, ys = append(xs, float64(i*pitch)/2), append(ys, float64(i*pitch)/2)
		}
		checkLine4(t, tc.name, fine, g, xs, ys, tc.want)
	}
}

// TestAgreed: the median move, when more than half of the moves lie within the tolerance
// of it.
func TestAgreed(t *testing.T) {
	for _, tc := range []struct {
		moves []float64
		want  float64
		ok    bool
	}{
		{nil, 0, false},
		{[]float64{1.3}, 0, false},
		{[]float64{1.3, -0.2, 1.3, 1.3, -0.2}, 1.3, true},
		{[]float64{1.3, -0.2, 1.1, -0.4}, 1.1, false},
		{[]float64{0.7, 0, 0.7, 1.3, 0}, 0.7, false},
		{[]float64{0.7, 0.3, 0.7, 1.3, 0}, 0.7, true},
	} {
		got, ok := agreed(tc.moves, 0.5)
		if ok != tc.ok || ok && math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("agreed(%v) = %v, %v, want %v, %v", tc.moves, got, ok, tc.want, tc.ok)
		}
	}
}

// TestFineNotFiner: a picture not finer than g by half moves nothing, and says so.
func TestFineNotFiner(t *testing.T) {
	g := image.NewGray(image.Rect(0, 0, 200, 200))
	xs, ys := []float64{0, 100, 200}, []float64{0, 100, 200}
	gotX, gotY, ok := Fine(image.NewGray(image.Rect(0, 0, 280, 280)), g, xs, ys)
	if ok || &gotX[0] != &xs[0] || &gotY[0] != &ys[0] {
		t.Errorf("Fine with a picture 1.4 times g's size: ok %v, lines copied %v, want false and g's own", ok, &gotX[0] != &xs[0])
	}
}

// checkLine4 runs Fine on the lattice xs, ys of g (half of fine) and checks that its
// column line 4 ends up within 0.6 of want, in fine's pixels.
func checkLine4(t *testing.T, name string, fine, g *image.Gray, xs, ys []float64, want float64) {
	t.Helper()
	moved, _, ok := Fine(fine, g, xs, ys)
	if !ok {
		t.Fatalf("%s: fine taken for no finer than g", name)
	}
	if got := moved[4] * 2; math.Abs(got-want) > 0.6 {
		t.Errorf("%s: line 4 at %.1f in fine, want %.1f", name, got, want)
	}
}

// TestInPlaceOuterBorder: a lattice's right line taken at the last column's right-aligned
// digits' edges, two pixels left of the grid's black border (a halved Calc block, issue
// 23), moves onto the border when its cells are small; in large cells, or onto a faint
// line, it stays.
func TestInPlaceOuterBorder(t *testing.T) {
	for _, tc := range []struct {
		name   string
		pitch  int
		border uint8
		moved  bool
	}{
		{"small cells black border", 10, 30, true},
		{"small cells grey border", 10, 215, false},
		{"large cells black border", 20, 30, false},
	} {
		const n, x0 = 9, 8
		p := tc.pitch
		end := x0 + n*p
		w := end + 12
		g := image.NewGray(image.Rect(0, 0, w, w))
		for i := range g.Pix {
			g.Pix[i] = 255
		}
		var at []float64
		for i := 0; i <= n; i++ {
			v, ink := x0+i*p, uint8(225) // faint cell lines
			if i%3 == 0 {
				ink = tc.border
			}
			at = append(at, float64(v)+0.5)
			for u := x0; u <= end; u++ {
				g.Pix[v*w+u], g.Pix[u*w+v] = ink, ink
			}
		}
		// The last column's digits' right strokes, two pixels left of the border, in
		// the middle three fifths of every other row.
		for r := 0; r < n; r += 2 {
			for y := x0 + r*p + p/5; y < x0+r*p+p*4/5; y++ {
				g.Pix[y*w+end-2] = 40
			}
		}
		found := slices.Clone(at)
		found[n] -= 2
		xs, _ := InPlace(g, found, at)
		want := found[n]
		if tc.moved {
			want = at[n]
		}
		if math.Abs(xs[n]-want) > 0.01 {
			t.Errorf("%s: right line at %.2f, want %.2f", tc.name, xs[n], want)
		}
	}
}
