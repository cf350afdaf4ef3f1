package lattice

import (
	"image"
	"math"
	"math/rand/v2"
	"slices"
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
		ls := Boxes(t.Context(), g, 9)
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

// TestBoxesCutAtBorder: a grid showing only its box lines (2 pixels wide), its first
// column's line cut by the picture's left border (one pixel of it in the picture), boxes
// 31 pixels wide and 33 tall: a Calc block at the sheet pane's left edge, halved
// (pictures49: appshots -calc-edge -shared seed 0x3b002 calc-03). The line at the border
// is found a pixel inward: the first pair's pitch (30) is not the boxes' (31), which the
// boxes' shape and the cells' places are taken from.
func TestBoxesCutAtBorder(t *testing.T) {
	g := image.NewGray(image.Rect(0, 0, 400, 300))
	for i := range g.Pix {
		g.Pix[i] = 255
	}
	x0, y0, bw, bh := -1, 53, 31, 33
	for k := range 4 {
		x, y := x0+k*bw, y0+k*bh
		for d := range 2 {
			for xx := max(x0, 0); xx <= x0+3*bw+1; xx++ {
				g.Pix[(y+d)*g.Stride+xx] = 0
			}
			if x+d >= 0 {
				for yy := y0; yy <= y0+3*bh+1; yy++ {
					g.Pix[yy*g.Stride+x+d] = 0
				}
			}
		}
	}
	found := false
	for _, l := range Boxes(t.Context(), g, 9) {
		if math.Abs(l.Xs[9]-92.5) <= 1.5 && math.Abs(l.Ys[0]-53.5) <= 1.5 && math.Abs(l.Ys[9]-152.5) <= 1.5 && l.Xs[0] < 2 {
			found = true
		}
	}
	if !found {
		t.Errorf("the grid at the border not found: %v", Boxes(t.Context(), g, 9))
	}
}

// TestBoxesFoundFirst: a block every cell of which is bordered black (the lines 1 pixel
// wide), 20-pixel cells, its left side 17 pixels from the picture's border (a Calc block at
// A1 beside the row numbers, pictures49: appshots -shared seed 0x3b001 calc-07): every
// third line of its cells is a box line, and the run made up past the border, a cell to
// the left, takes in the row numbers; the block's right side is broken along 15 pixels (the
// cell cursor's paler frame), which ranked that run higher. The block's own grid, all its
// box lines found, comes first.
func TestBoxesFoundFirst(t *testing.T) {
	g := image.NewGray(image.Rect(0, 0, 400, 300))
	for i := range g.Pix {
		g.Pix[i] = 255
	}
	x0, y0, cell := 17, 50, 20
	for k := range 10 {
		x, y := x0+k*cell, y0+k*cell
		for xx := 0; xx <= x0+9*cell; xx++ { // the row numbers' cells' lines too
			g.Pix[y*g.Stride+xx] = 0
		}
		for yy := y0; yy <= y0+9*cell; yy++ {
			if k < 9 || yy < 100 || yy >= 115 { // the right side broken by a paler frame
				g.Pix[yy*g.Stride+x] = 0
			}
		}
	}
	ls := Boxes(t.Context(), g, 9)
	if len(ls) == 0 || math.Abs(ls[0].Xs[0]-17) > 1.5 || math.Abs(ls[0].Xs[9]-197) > 1.5 {
		t.Errorf("Boxes = %v, want the block's grid from x 17 to 197 first", ls)
	}
}

// TestBoxes16CellLines draws a grid whose box lines are deep (grey 40) and whose cells'
// lines are faint (grey 200), on white, and asks Boxes for 16×16 grids: a 16×16 grid of
// 24-pixel cells is found; a 9×9 grid of 36-pixel cells gives no 16×16 grid of 18-pixel
// cells: every other of its cells' lines, 72 pixels apart, are where such a grid's box
// lines would be, but its own box lines lie inside that grid's boxes, deeper than their
// lines. (Smaller 16×16 grids of four of its cells a box are there too; their cells hold
// no digits.)
func TestBoxes16CellLines(t *testing.T) {
	draw := func(n, box, cell int) *image.Gray {
		const x0 = 40
		side := 2*x0 + n*cell
		g := image.NewGray(image.Rect(0, 0, side, side))
		for i := range g.Pix {
			g.Pix[i] = 255
		}
		for i := 0; i <= n; i++ {
			ink := uint8(200)
			if i%box == 0 {
				ink = 40
			}
			p := x0 + i*cell
			for d := -1; d <= 0; d++ {
				for u := x0; u <= x0+n*cell; u++ {
					g.Pix[(p+d)*side+u], g.Pix[u*side+p+d] = min(g.Pix[(p+d)*side+u], ink), min(g.Pix[u*side+p+d], ink)
				}
			}
		}
		return g
	}
	for _, tc := range []struct {
		name       string
		n, box     int
		cell, want int // the 16×16 grid's cells, in pixels
		found      bool
	}{
		{"a 16×16 grid", 16, 4, 24, 24, true},
		{"a 9×9 grid", 9, 3, 36, 18, false},
	} {
		found := false
		for _, l := range Boxes(t.Context(), draw(tc.n, tc.box, tc.cell), 16) {
			found = found || math.Abs((l.Xs[16]-l.Xs[0])/16-float64(tc.want)) <= 1
		}
		if found != tc.found {
			t.Errorf("%s: a 16×16 grid of %d-pixel cells found %v, want %v", tc.name, tc.want, found, tc.found)
		}
	}
}

// plainLineShare is lineShares.share computed directly, the reference: the share of the
// span from..to along the line at at of the edge map m (w×h) with an edge within a pixel.
func plainLineShare(m []uint8, w, h int, at, from, to float64, horizontal bool) float64 {
	lim, span := h-1, w-1
	if !horizontal {
		lim, span = w-1, h-1
	}
	lo, hi := max(int(math.Ceil(from)), 0), min(int(to), span)
	if hi <= lo {
		return 0
	}
	a, hit := int(math.Round(at)), 0
	for x := lo; x <= hi; x++ {
		for k := max(a-1, 0); k <= min(a+1, lim); k++ {
			if horizontal && m[k*w+x] != 0 || !horizontal && m[x*w+k] != 0 {
				hit++
				break
			}
		}
	}
	return float64(hit) / float64(hi-lo+1)
}

// eachQuery calls ask with 40 random lines and spans of a w×h picture, rows when
// horizontal, some past its borders.
func eachQuery(rng *rand.Rand, w, h int, horizontal bool, ask func(at, from, to float64)) {
	lim, span := h-1, w-1
	if !horizontal {
		lim, span = w-1, h-1
	}
	for range 40 {
		at := rng.Float64()*float64(lim+2) - 1
		from, to := rng.Float64()*float64(span+4)-2, rng.Float64()*float64(span+4)-2
		ask(at, from, to)
	}
}

// TestLineShares checks the running counts against plainLineShare on random edge maps,
// spans and positions.
func TestLineShares(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for range 50 {
		w, h := 5+rng.IntN(60), 5+rng.IntN(60)
		m := make([]uint8, w*h)
		for i := range m {
			if rng.IntN(3) == 0 {
				m[i] = 1
			}
		}
		for _, horizontal := range []bool{true, false} {
			ls := newLineShares(m, w, h, horizontal)
			eachQuery(rng, w, h, horizontal, func(at, from, to float64) {
				if got, want := ls.share(at, from, to), plainLineShare(m, w, h, at, from, to, horizontal); got != want {
					t.Fatalf("%dx%d horizontal %v: share(%.2f, %.2f, %.2f) = %v, want %v", w, h, horizontal, at, from, to, got, want)
				}
			})
		}
	}
}

// plainLineDepth is lineDepths.depth computed directly, the reference: how far a line at at (a row when horizontal, else a column) of g stands
// out from the picture beside it, along from..to: the mean over the span (every other
// pixel) of the largest grey step within 2 pixels of the line from the mean of the pixels
// 5 away either side.
func plainLineDepth(g *image.Gray, at, from, to float64, horizontal bool) float64 {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	lim, span := h-1, w-1
	if !horizontal {
		lim, span = w-1, h-1
	}
	lo, hi := max(int(math.Ceil(from)), 0), min(int(to), span)
	a := int(math.Round(at))
	if hi <= lo || a-5 < 0 || a+5 > lim {
		return 0
	}
	px := func(along, across int) float64 {
		if horizontal {
			return float64(g.Pix[across*g.Stride+along])
		}
		return float64(g.Pix[along*g.Stride+across])
	}
	sum, n := 0.0, 0
	for t := lo; t <= hi; t += 2 {
		n++
		bg := (px(t, a-5) + px(t, a+5)) / 2
		step := 0.0
		for d := -2; d <= 2; d++ {
			step = math.Max(step, math.Abs(px(t, a+d)-bg))
		}
		sum += step
	}
	return sum / float64(n)
}

// TestLineDepths checks the running sums against plainLineDepth on random pictures,
// spans and positions (the same float64, not only nearly).
func TestLineDepths(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	for range 50 {
		w, h := 5+rng.IntN(60), 5+rng.IntN(60)
		g := image.NewGray(image.Rect(0, 0, w, h))
		for i := range g.Pix {
			g.Pix[i] = uint8(rng.IntN(256))
		}
		for _, horizontal := range []bool{true, false} {
			ld := newLineDepths(g, horizontal)
			eachQuery(rng, w, h, horizontal, func(at, from, to float64) {
				if got, want := ld.depth(at, from, to), plainLineDepth(g, at, from, to, horizontal); got != want {
					t.Fatalf("%dx%d horizontal %v: depth(%.2f, %.2f, %.2f) = %v, want %v", w, h, horizontal, at, from, to, got, want)
				}
			})
		}
	}
}

// TestRefineInPlace refines, in the picture the lines were found in, a 9×9
// lattice of light one-pixel lines 12 pixels apart whose lines were found off: a line
// 3 pixels off (a digit's edge taken for it in a halved JPEG sheet) moves onto its line, a
// line a pixel off stays (g placed it within its pixel), and a line beside the edge of a
// tinted band (a highlighted row, wider than a line) stays.
func TestRefineInPlace(t *testing.T) {
	const n, pitch, x0 = 9, 12, 20
	w := 2*x0 + n*pitch
	g := image.NewGray(image.Rect(0, 0, w, w))
	for i := range g.Pix {
		g.Pix[i] = 255
	}
	for y := x0 + 6*pitch + 1; y < x0+7*pitch; y++ { // row 7 tinted
		for x := x0; x <= x0+n*pitch; x++ {
			g.Pix[y*w+x] = 225
		}
	}
	var at []float64
	for i := 0; i <= n; i++ {
		p, ink := x0+i*pitch, uint8(215)
		at = append(at, float64(p)+0.5)
		if i == 7 {
			ink = 250 // the row under the tinted one: its line a shade off white
		}
		for u := x0; u <= x0+n*pitch; u++ {
			g.Pix[p*w+u], g.Pix[u*w+p] = ink, ink
		}
	}
	// Right-aligned digits' last strokes two pixels left of column line 2, dark along 60%
	// of the grid (in every cell's middle three fifths): no line.
	for r := 0; r < n; r++ {
		for y := x0 + r*pitch + 3; y < x0+r*pitch+pitch*4/5; y++ {
			g.Pix[y*w+x0+2*pitch-2] = 60
		}
	}
	found := slices.Clone(at)
	found[3] += 3 // a digit's edge
	found[5] -= 1 // within g's pixel
	found[7] -= 2 // beside the tinted row's lower edge
	want := slices.Clone(at)
	want[5], want[7] = found[5], found[7]
	got := refineInPlace(g, Lines{N: n, Xs: at, Ys: found})
	for i := range want {
		if math.Abs(got.Ys[i]-want[i]) > 0.01 || math.Abs(got.Xs[i]-at[i]) > 0.01 {
			t.Errorf("line %d: got row %.2f column %.2f, want row %.2f column %.2f", i, got.Ys[i], got.Xs[i], want[i], at[i])
		}
	}
}

// TestBoxesGraphPaper: graph paper (lines every 6 pixels, every fifth darker, a square of
// 1,000 pixels) has no grid of box lines alone. Its hundreds of lines made thousands of
// runs each way, each found several times over, and Boxes tried every pair of them for
// minutes: boxRuns keeps each run once, and Boxes tries no more than maxBoxPairs pairs.
func TestBoxesGraphPaper(t *testing.T) {
	const side, pitch = 1000, 6
	g := image.NewGray(image.Rect(0, 0, side, side))
	for y := range side {
		for x := range side {
			v := uint8(255)
			switch {
			case x%(5*pitch) == 0 || y%(5*pitch) == 0:
				v = 60
			case x%pitch == 0 || y%pitch == 0:
				v = 150
			}
			g.Pix[y*g.Stride+x] = v
		}
	}
	hz, _ := edges(g)
	ps := edgePeaks(g, hz, false, math.Max(30, 0.04*side), false)
	runs := boxRuns(ps, 3, side, 9)
	t.Logf("%d peaks, %d runs", len(ps), len(runs))
	for i := range runs {
		for j := range i {
			if slices.Equal(runs[i], runs[j]) {
				t.Fatalf("run %v found twice (%d and %d)", runs[i], j, i)
			}
		}
	}
	if ls := Boxes(t.Context(), g, 9); len(ls) > 0 {
		t.Errorf("%d grids found, the first at %v, %v; want none", len(ls), ls[0].Xs, ls[0].Ys)
	}
}
