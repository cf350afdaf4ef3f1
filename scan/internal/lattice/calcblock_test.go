package lattice

import (
	"context"
	"image"
	"math"
	"testing"
)

// TestBoxesThickBorders: a Calc block whose only lines are its black box borders, 5
// pixels thick (issue 23: appshots seed 0xb6b calc-01, 31×33-pixel cells, two rows under
// the column letters), is found by its box lines: a border's middle has no edge within a
// pixel of it, its two edges do. A line one box above it (the formula bar's) with the
// column letters' two lines between, off the cells' pitch, is something else's: the grid
// does not go on there. As deep a line one box above with nothing between is the grid
// going on (a larger grid's box lines): not found.
func TestBoxesThickBorders(t *testing.T) {
	const x0, y0, bw, bh = 40, 180, 93, 99
	for _, tc := range []struct {
		name          string
		thick         int
		above, header bool
		want          bool
	}{
		{"5-pixel borders", 5, false, false, true},
		{"2-pixel borders", 2, false, false, true},
		{"5-pixel borders, a line a box above, the letters' lines between", 5, true, true, true},
		{"2-pixel borders, a line a box above, the letters' lines between", 2, true, true, true},
		{"5-pixel borders, a line a box above, nothing between", 5, true, false, false},
	} {
		g := image.NewGray(image.Rect(0, 0, 600, 620))
		for i := range g.Pix {
			g.Pix[i] = 255
		}
		hline := func(y, from, to, thick int) {
			for d := range thick {
				for x := from; x < to; x++ {
					g.Pix[(y+d)*g.Stride+x] = 0
				}
			}
		}
		for k := range 4 {
			x, y := x0+k*bw-tc.thick/2, y0+k*bh-tc.thick/2
			hline(y, x0-tc.thick/2, x0+3*bw+tc.thick, tc.thick)
			for d := range tc.thick {
				for yy := y0 - tc.thick/2; yy < y0+3*bh+tc.thick; yy++ {
					g.Pix[yy*g.Stride+x+d] = 0
				}
			}
		}
		if tc.above {
			hline(y0-bh, 0, 600, 1) // the formula bar's edge, across the window
		}
		if tc.header {
			hline(y0-bh+30, 0, 600, 1) // the column letters' top and bottom
			hline(y0-bh+45, 0, 600, 1)
		}
		found := false
		for _, l := range Boxes(context.Background(), g, 9) {
			if math.Abs(l.Xs[0]-x0) <= 2 && math.Abs(l.Ys[0]-y0) <= 2 && math.Abs(l.Xs[9]-(x0+3*bw)) <= 2 && math.Abs(l.Ys[9]-(y0+3*bh)) <= 2 {
				found = true
			}
		}
		if found != tc.want {
			t.Errorf("%s: found %v, want %v", tc.name, found, tc.want)
		}
	}
}

// TestEdgePeaksRinging: a black line one pixel wide on a grey fill, JPEG ringing over the
// six pixels before it (steps of 12-16 levels, as in appshots seed 0x36001 calc-10: a
// Calc block at 70% whose every cell is bordered black), makes one wide peak of edges:
// it stands at the line (37.5, between its edges), not at the ringing's middle (35). A
// line four pixels wide keeps its two edges; ringing with no line in it stays where it is.
func TestEdgePeaksRinging(t *testing.T) {
	for _, tc := range []struct {
		name  string
		cols  []uint8 // the grey of columns 30.. (the rest 230)
		at    float64 // the peak wanted near 37
		parts int
	}{
		{"a thin line after ringing", []uint8{230, 230, 214, 228, 212, 229, 213, 226, 5, 230}, 37.5, 1},
		{"a 4-pixel line", []uint8{230, 230, 230, 230, 230, 5, 5, 5, 5, 230}, 36, 2},
	} {
		g := image.NewGray(image.Rect(0, 0, 80, 120))
		for y := range 120 {
			for x := range 80 {
				v := uint8(230)
				if k := x - 30; k >= 0 && k < len(tc.cols) {
					v = tc.cols[k]
				}
				g.Pix[y*g.Stride+x] = v
			}
		}
		_, vt := edgesOf(g, edgeStep)
		var got *peak
		for _, p := range edgePeaks(g, vt, true, 30, false) {
			if math.Abs(p.at-37) <= 4 {
				got = &p
			}
		}
		if got == nil || math.Abs(got.at-tc.at) > 0.01 || len(got.parts) != tc.parts {
			t.Errorf("%s: peak %+v, want at %.1f with %d parts", tc.name, got, tc.at, tc.parts)
		}
	}
}

// TestProgressionsThinAmongWide: the column peaks of a Calc block cropped to its cells
// (issue 23: appshots -vary seed 0xb6c calc-01), boxes tinted in a checker that hides the
// sheet's lines, drawn only in the white boxes, digits centred between them: the lines
// (thin, one part each) and the digits' columns (wide, two parts) make a run of half the
// pitch, and the lines' own run, every other of its lines, is kept beside it. Were the
// digits' columns thin lines too (a finer lattice's), it would not be.
func TestProgressionsThinAmongWide(t *testing.T) {
	lines := []float64{1.5, 38.5, 75.5, 112, 149.5, 186.5, 223, 260.5, 297.5}
	strengths := []float64{128, 122, 121, 106, 239, 239, 237, 122, 122}
	digits := []float64{19.7, 57.6, 92.9, 131, 168.8, 204.8, 242.1, 280.5, 315.1}
	dstrengths := []float64{112, 130, 133, 100, 127, 123, 130, 85, 109}
	for _, tc := range []struct {
		name       string
		digitParts int
		want       bool
	}{
		{"digits' columns wide", 2, true},
		{"a finer lattice's thin lines", 1, false},
	} {
		var ps []peak
		for i := range lines {
			ps = append(ps, peak{lines[i], strengths[i], []float64{lines[i]}, strengths[i], true})
			parts := []float64{digits[i]}
			if tc.digitParts == 2 {
				parts = []float64{digits[i] - 3, digits[i] + 3}
			}
			ps = append(ps, peak{digits[i], dstrengths[i], parts, dstrengths[i], true})
		}
		kept := false
		for _, p := range progressions(ps, 335, 7, 2) {
			if p.pitch > 35 && p.pitch < 39 && math.Abs(p.lines[0]-1.5) < 1 && math.Abs(p.lines[8]-297.5) < 1 {
				kept = true
				if !p.digitsBetween {
					t.Errorf("%s: the lines' run kept without digitsBetween", tc.name)
				}
			}
		}
		if kept != tc.want {
			t.Errorf("%s: the lines' run kept %v, want %v", tc.name, kept, tc.want)
		}
	}
}

// TestLinesInsideDigits: between a lattice's lines, wide peaks as strong (columns of
// digits centred in the cells) do not make it every other line of a finer lattice when
// its run was kept beside one whose other lines are such columns (digits); thin peaks
// there still do, and wide ones do otherwise (a halved 16×16 grid's blurred lines between
// every other of its lines: a Chromium dark phone's, 0x4c29 phone-dark-16-01, read 9×9
// when they did not).
func TestLinesInsideDigits(t *testing.T) {
	lines := []float64{0, 37, 74, 111, 148}
	for _, tc := range []struct {
		name   string
		inside int // parts of the peaks between the lines
		digits bool
		want   bool
	}{
		{"digits' columns between", 2, true, false},
		{"thin lines between", 1, true, true},
		{"wide peaks between, the run not kept beside digits", 2, false, true},
	} {
		var ps []peak
		for i, l := range lines {
			ps = append(ps, peak{at: l, strength: 120, parts: []float64{l}})
			if i+1 < len(lines) {
				m := (l + lines[i+1]) / 2
				parts := []float64{m}
				if tc.inside == 2 {
					parts = []float64{m - 3, m + 3}
				}
				ps = append(ps, peak{at: m, strength: 110, parts: parts})
			}
		}
		if got := linesInside(ps, lines, 120, tc.digits); got != tc.want {
			t.Errorf("%s: linesInside = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestBoxesRingingBesideLines: a Calc block whose every cell is bordered black, halved
// and saved as JPEG (issue 23: appshots -shared seed 0xb80 calc-01, 20×21-pixel cells),
// has a stripe a few levels off white four or five pixels beside each column line, along
// the block's whole height (the line's ringing in its 8-pixel JPEG block): it is no cell
// line of a finer lattice, and the block is found by its box lines. A grey line there (a
// sheet's, 55 levels off white) is one, and so is a stripe as faint beside lines nearly
// as faint (a halved sheet's light grid, Chromium 0xb1d7 sheet-9-15): the box lines are
// then no 9×9 grid's.
func TestBoxesRingingBesideLines(t *testing.T) {
	const x0, y0, cw, ch = 160, 160, 20, 21
	for _, tc := range []struct {
		name         string
		line, stripe uint8 // the grey of the lines, and of the column 4 pixels right of each column line
		want         bool
	}{
		{"JPEG ringing beside black lines", 0, 247, true},
		{"a sheet's grey line beside them", 0, 200, false},
		{"a stripe as faint beside light grey lines", 225, 247, false},
	} {
		g := image.NewGray(image.Rect(0, 0, 600, 500))
		for i := range g.Pix {
			g.Pix[i] = 255
		}
		for k := range 10 {
			for x := x0; x <= x0+9*cw; x++ {
				g.Pix[(y0+k*ch)*g.Stride+x] = tc.line
			}
			for y := y0; y <= y0+9*ch; y++ {
				g.Pix[y*g.Stride+x0+k*cw] = tc.line
				if k < 9 {
					g.Pix[y*g.Stride+x0+k*cw+4] = tc.stripe
				}
			}
		}
		found := false
		for _, l := range Boxes(context.Background(), g, 9) {
			if math.Abs(l.Xs[0]-x0) <= 1 && math.Abs(l.Ys[0]-y0) <= 1 && math.Abs(l.Xs[9]-(x0+9*cw)) <= 1 && math.Abs(l.Ys[9]-(y0+9*ch)) <= 1 {
				found = true
			}
		}
		if found != tc.want {
			t.Errorf("%s: found %v, want %v", tc.name, found, tc.want)
		}
	}
}
