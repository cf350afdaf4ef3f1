package cellink

import (
	"image"
	"slices"
	"testing"
)

// TestReink marks a cell's pixels darker than the cut, leaves the rest of the picture
// alone, and puts the cell's ink back unless told to keep it.
func TestReink(t *testing.T) {
	g := image.NewGray(image.Rect(0, 0, 8, 4))
	for i := range g.Pix {
		g.Pix[i] = 250
	}
	g.Pix[1*8+2], g.Pix[1*8+3], g.Pix[2*8+6] = 190, 240, 100 // a faint stroke, anti-aliasing, ink outside
	bin := make([]uint8, 8*4)
	bin[3*8+1] = 1 // ink found before
	cell := image.Rect(0, 0, 4, 4)
	keep := Reink(g, bin, 8, cell, 226)
	if bin[1*8+2] != 1 || bin[1*8+3] != 0 || bin[2*8+6] != 0 || bin[3*8+1] != 1 {
		t.Fatalf("reinked %v", bin)
	}
	if keep(false) {
		t.Fatal("keep(false) reported true")
	}
	if bin[1*8+2] != 0 || bin[3*8+1] != 1 {
		t.Fatalf("not put back: %v", bin)
	}
	keep = Reink(g, bin, 8, cell, 226)
	if !keep(true) || bin[1*8+2] != 1 {
		t.Fatalf("not kept: %v", bin)
	}
}

// TestRecutKept cuts a cell's ink again at a grey (a tile's shade, lighter than the cut,
// out; the digit's stroke in), and puts it back unless told to keep it.
func TestRecutKept(t *testing.T) {
	g := image.NewGray(image.Rect(0, 0, 8, 4))
	for i := range g.Pix {
		g.Pix[i] = 130 // the tile's fill
	}
	g.Pix[1*8+1], g.Pix[1*8+2], g.Pix[2*8+6] = 100, 10, 10 // its shade, the digit, ink outside
	bin := make([]uint8, 8*4)
	bin[1*8+1], bin[1*8+2], bin[2*8+6] = 1, 1, 1 // the shade marked with the digit
	cell := image.Rect(0, 0, 4, 4)
	keep := RecutKept(g, bin, 8, cell, 70)
	if bin[1*8+1] != 0 || bin[1*8+2] != 1 || bin[2*8+6] != 1 {
		t.Fatalf("recut %v", bin)
	}
	if keep(false) || bin[1*8+1] != 1 {
		t.Fatalf("not put back: %v", bin)
	}
	keep = RecutKept(g, bin, 8, cell, 70)
	if !keep(true) || bin[1*8+1] != 0 || bin[1*8+2] != 1 {
		t.Fatalf("not kept: %v", bin)
	}
}

// TestReinkPale marks a cell by its cut, or, told lines, against its lines: the pale
// stroke by the ramp (darker than the cut) alone, not the line nor its ramp.
func TestReinkPale(t *testing.T) {
	for _, tc := range []struct {
		name  string
		lines bool
		want  func(x, y int) bool
	}{
		{"cut", false, func(x, y int) bool { return y == 0 || x >= 33 || y >= 8 && y <= 21 && x >= 29 }},
		{"against its lines", true, func(x, y int) bool { return y >= 8 && y <= 21 && x >= 29 && x <= 33 }},
	} {
		g := rampCell()
		bin := make([]uint8, 40*30)
		keep := ReinkPale(g, bin, 40, g.Rect, 226, 24, tc.lines)
		for y := range 30 {
			for x := range 40 {
				if want := tc.want(x, y); (bin[y*40+x] == 1) != want {
					t.Fatalf("%s: (%d,%d) ink %d, want %v", tc.name, x, y, bin[y*40+x], want)
				}
			}
		}
		if keep(false) || slices.Contains(bin, 1) {
			t.Fatalf("%s: not put back", tc.name)
		}
	}
}

// TestBrokenPiece: a pale screenshot's box short or in pieces is taken as no box; one as
// tall as the grid's, a dark one, or a photo's is taken as it is.
func TestBrokenPiece(t *testing.T) {
	for _, tc := range []struct {
		name                       string
		paleShot                   bool
		piece, h, company, tall, w int
	}{
		{"pale, short", true, 9, 9, 0, 12, 0},
		{"pale, in two pieces", true, 10, 10, 1, 12, 0},
		{"pale, as tall as the grid's", true, 11, 11, 0, 12, 11},
		{"not pale, short", false, 7, 7, 0, 12, 7},
		{"not pale, in pieces", false, 10, 10, 1, 12, 10},
	} {
		if got := BrokenPiece(tc.paleShot, tc.piece, tc.h, tc.company, tc.tall); got != tc.w {
			t.Errorf("%s: BrokenPiece = %d, want %d", tc.name, got, tc.w)
		}
	}
}

func TestFuller(t *testing.T) {
	for _, c := range []struct {
		name                                          string
		firstPair, againPair                          bool
		firstPiece, againPiece, againH, company, tall int
		want                                          bool
	}{
		{"a 15 read as its 1, found whole", false, true, 12, 12, 12, 0, 12, true},
		{"a pair already", true, true, 12, 12, 12, 0, 12, false},
		{"a broken 5 joined", false, false, 3, 11, 11, 0, 12, true},
		{"blank, a digit found", false, false, 0, 12, 12, 0, 12, true},
		{"a whole digit again", false, false, 12, 12, 13, 0, 12, false},
		{"marks joined beside others", false, false, 3, 10, 10, 2, 12, false},
		{"a line joined, too tall", false, false, 3, 20, 20, 0, 12, false},
		{"still short", false, false, 3, 6, 6, 0, 12, false},
	} {
		if got := Fuller(c.firstPair, c.againPair, c.firstPiece, c.againPiece, c.againH, c.company, c.tall); got != c.want {
			t.Errorf("%s: Fuller = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestSelected: a cell darker than every cell beside it by the margin asked is selected;
// one a neighbour as dark, or one lighter than the rest, is not; a corner cell has two
// neighbours.
func TestSelected(t *testing.T) {
	meds := []float64{
		220, 215, 225,
		218, 160, 222,
		150, 200, 221,
	}
	for _, tc := range []struct {
		i    int
		by   float64
		want bool
	}{
		{4, 30, true},  // the selected cell, 40 and more under each neighbour
		{4, 50, false}, // not by 50
		{6, 30, true},  // a corner: 50 and 68 under its two neighbours
		{7, 30, false}, // a neighbour (the corner) darker
		{0, 30, false}, // lighter than its neighbours
	} {
		if got := Selected(meds, 3, tc.i, tc.by); got != tc.want {
			t.Errorf("Selected(cell %d, by %v) = %v, want %v", tc.i, tc.by, got, tc.want)
		}
	}
}

// TestFillTaken tells a cell whose fill was marked as ink from one holding a digit's
// strokes, and Recut marks again only what is darker than the cut inside the cell.
func TestFillTaken(t *testing.T) {
	const s = 10
	inside := image.Rect(2, 2, 8, 8) // 36 pixels
	for _, c := range []struct {
		name string
		ink  int // pixels of inside marked, row by row
		want bool
	}{
		{"the whole tile marked", 36, true},
		{"the tile but a corner", 25, true},
		{"a bold digit's strokes", 16, false},
		{"a thin one", 6, false},
		{"empty", 0, false},
	} {
		bin := make([]uint8, s*s)
		for k := range c.ink {
			bin[(inside.Min.Y+k/6)*s+inside.Min.X+k%6] = 1
		}
		if got := FillTaken(bin, s, inside); got != c.want {
			t.Errorf("%s: FillTaken = %v, want %v", c.name, got, c.want)
		}
	}
	if FillTaken(make([]uint8, s*s), s, image.Rectangle{}) {
		t.Error("an empty inside taken")
	}
	for _, c := range []struct {
		name string
		ink  int
		want bool
	}{
		{"a digit and its tile's shade", 14, true},
		{"a thin digit's strokes", 10, false},
		{"empty", 0, false},
	} {
		bin := make([]uint8, s*s)
		for k := range c.ink {
			bin[(inside.Min.Y+k/6)*s+inside.Min.X+k%6] = 1
		}
		if got := ShadeTaken(bin, s, inside); got != c.want {
			t.Errorf("%s: ShadeTaken = %v, want %v", c.name, got, c.want)
		}
	}

	g := image.NewGray(image.Rect(0, 0, s, s))
	bin := make([]uint8, s*s)
	for i := range g.Pix {
		g.Pix[i], bin[i] = 140, 1 // a light tile read inverted: grey, all marked
	}
	g.Pix[4*s+5] = 10  // the digit's stroke
	g.Pix[5*s+5] = 120 // its edge, a little darker than the fill
	g.Pix[0*s+0] = 10  // ink outside the cell
	cell := image.Rect(1, 1, 9, 9)
	Recut(g, bin, s, cell, 116)
	if bin[4*s+5] != 1 || bin[5*s+5] != 0 || bin[2*s+2] != 0 || bin[0*s+0] != 1 {
		t.Fatalf("recut %v", bin)
	}
}

func TestShaded(t *testing.T) {
	// A 3×3 grid's cells' median greys: grey givens (200) and white cells (255).
	tests := []struct {
		name string
		meds []float64
		i    int
		want bool
	}{
		{"grey between white across", []float64{255, 200, 255, 255, 200, 255, 255, 200, 255}, 4, true},
		{"grey at the edge under white", []float64{255, 255, 255, 200, 200, 255, 200, 200, 255}, 3, true},
		{"grey in the corner beside grey", []float64{255, 255, 255, 200, 200, 255, 200, 200, 255}, 6, false},
		{"grey among grey, white above", []float64{255, 255, 255, 200, 200, 200, 200, 200, 200}, 4, true},
		{"grey among grey", []float64{200, 200, 200, 200, 200, 200, 200, 200, 200}, 4, false},
		{"barely darker", []float64{255, 255, 255, 240, 230, 240, 255, 255, 255}, 4, false},
		{"white beside grey", []float64{255, 200, 255, 200, 255, 200, 255, 200, 255}, 4, false},
	}
	for _, tt := range tests {
		if got := Shaded(tt.meds, 3, tt.i, 30); got != tt.want {
			t.Errorf("%s: Shaded = %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestSaved puts a cut cell's ink back unless told to keep it, and keeps only the part of
// a cell within the ink.
func TestSaved(t *testing.T) {
	for _, tc := range []struct {
		name string
		r    image.Rectangle
		keep bool
		want []uint8
	}{
		{"put back", image.Rect(0, 0, 2, 2), false, []uint8{1, 1, 0, 1, 1, 0}},
		{"kept", image.Rect(0, 0, 2, 2), true, []uint8{0, 0, 0, 0, 0, 0}},
		{"past the ink", image.Rect(1, 1, 5, 5), false, []uint8{0, 0, 0, 0, 1, 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			bin := []uint8{1, 1, 0, 1, 1, 0} // 3 pixels a row, 2 rows
			keep := Saved(bin, 3, tc.r)
			clear(bin)
			if got := keep(tc.keep); got != tc.keep {
				t.Errorf("keep(%v) = %v", tc.keep, got)
			}
			if !slices.Equal(bin, tc.want) {
				t.Errorf("ink %v, want %v", bin, tc.want)
			}
		})
	}
}

// TestOutgrown tells a box found again within the box before a cut from one that reaches
// past it (a broken line's pieces taken in).
func TestOutgrown(t *testing.T) {
	before := image.Rect(108, 169, 118, 185)
	for _, tc := range []struct {
		name  string
		after image.Rectangle
		ok    bool
		want  bool
	}{
		{"same box", before, true, false},
		{"shaved", image.Rect(109, 170, 117, 184), true, false},
		{"line pieces taken in", image.Rect(100, 170, 117, 192), true, true},
		{"past one side", image.Rect(108, 169, 118, 186), true, true},
		{"no box", image.Rect(100, 170, 117, 192), false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := Outgrown(before, tc.after, tc.ok); got != tc.want {
				t.Errorf("Outgrown(%v, %v, %v) = %v, want %v", before, tc.after, tc.ok, got, tc.want)
			}
		})
	}
}
