package cellink

import (
	"image"
	"slices"
	"testing"
)

// rampCell is a white cell 40×30 with a line along its top row and, from column 33, a
// line blurred into a ramp down to dark at its right side, and a pale upright stroke
// (grey 60 darker than its column) at columns 29-33, rows 8-21: a right-aligned digit's
// last stroke set against the line, its last column on the ramp.
func rampCell() *image.Gray {
	g := image.NewGray(image.Rect(0, 0, 40, 30))
	ramp := []uint8{210, 170, 130, 90, 50, 30, 30}
	for y := range 30 {
		for x := range 40 {
			v := uint8(255)
			if x >= 33 {
				v = ramp[x-33]
			}
			if y == 0 {
				v = 40
			}
			if y >= 8 && y <= 21 && x >= 29 && x <= 33 {
				v -= 60
			}
			g.Pix[y*g.Stride+x] = v
		}
	}
	return g
}

func TestAgainstLines(t *testing.T) {
	g := rampCell()
	bin := make([]uint8, 40*30)
	for i := range bin {
		bin[i] = 1 // all ink: AgainstLines marks every pixel anew
	}
	AgainstLines(g, bin, 40, g.Rect, 24)
	for y := range 30 {
		for x := range 40 {
			want := uint8(0)
			if y >= 8 && y <= 21 && x >= 29 && x <= 33 {
				want = 1
			}
			if bin[y*40+x] != want {
				t.Fatalf("(%d,%d) ink %d, want %d: the stroke alone, not the line nor its ramp", x, y, bin[y*40+x], want)
			}
		}
	}
}

func TestFlatten(t *testing.T) {
	g := rampCell()
	Flatten(g, g.Rect)
	for x := range 40 {
		if v := g.GrayAt(x, 25).Y; v != 255 {
			t.Errorf("column %d, below the stroke: grey %d, want the cell's fill 255", x, v)
		}
		if v := g.GrayAt(x, 0).Y; x < 33 && v != 40 {
			t.Errorf("column %d, the line across: grey %d, want it kept (40)", x, v)
		}
	}
	for x := 29; x <= 33; x++ {
		if v := g.GrayAt(x, 12).Y; v != 195 {
			t.Errorf("column %d, the stroke: grey %d, want 60 darker than the fill (195)", x, v)
		}
	}
}

func TestInkRight(t *testing.T) {
	// rampCell: the stroke at columns 29-33 (rows 8-21), the line's ramp from column 33
	// (210 outside the stroke's rows against the fill's 255).
	g := rampCell()
	tests := []struct {
		name  string
		box   image.Rectangle
		limit int
		want  int
	}{
		{"stroke cut at the margin: grown over it, not onto the line's ramp", image.Rect(20, 8, 30, 22), 38, 32},
		{"grown up to the limit only", image.Rect(20, 8, 30, 22), 32, 31},
		{"box holds the stroke: the ramp is no ink", image.Rect(20, 8, 34, 22), 38, 33},
		{"a blank column right of the box: not grown", image.Rect(10, 8, 20, 22), 38, 19},
		{"box at the limit", image.Rect(20, 8, 30, 22), 30, 29},
		{"box over the cell's rows: nothing to compare", image.Rect(20, 0, 30, 30), 38, 29},
	}
	for _, tc := range tests {
		if got := InkRight(g, tc.box, 0, 30, tc.limit); got != tc.want {
			t.Errorf("%s: InkRight = %d, want %d", tc.name, got, tc.want)
		}
	}
}

func TestAddDarker(t *testing.T) {
	g := image.NewGray(image.Rect(0, 0, 8, 4))
	for i := range g.Pix {
		g.Pix[i] = 250
	}
	g.Pix[1*8+2] = 215 // a pale stroke: ink
	g.Pix[1*8+3] = 230 // within the contrast of the fill: not ink
	g.Pix[2*8+6] = 100 // dark, but outside r: left as it is
	for _, tc := range []struct {
		name string
		r    image.Rectangle
		want []int // indexes marked
	}{
		{"inside", image.Rect(1, 1, 5, 3), []int{1*8 + 2, 3*8 + 7}},
		{"empty", image.Rectangle{}, []int{3*8 + 7}},
		{"beyond", image.Rect(-2, -2, 20, 20), []int{1*8 + 2, 2*8 + 6, 3*8 + 7}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			bin := make([]uint8, 8*4)
			bin[3*8+7] = 1 // ink already found stays
			AddDarker(g, bin, 8, tc.r, 250-24)
			var got []int
			for i, v := range bin {
				if v != 0 {
					got = append(got, i)
				}
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("ink at %v, want %v", got, tc.want)
			}
		})
	}
}

func TestOffLines(t *testing.T) {
	// rampCell: a dark top row, a ramp from column 33 (210 170 130 90 50 30 30), a pale
	// stroke at columns 29-33, rows 8-21.
	for _, c := range []struct {
		name  string
		sides Side
		most  int
		want  image.Rectangle
	}{
		{"every side", Top | Bottom | Left | Right, 8, image.Rect(0, 1, 33, 30)},
		{"the top alone", Top, 8, image.Rect(0, 1, 40, 30)},
		{"the right alone", Right, 8, image.Rect(0, 0, 33, 30)},
		{"the right, at most 3", Right, 3, image.Rect(0, 0, 37, 30)},
		{"no side", 0, 8, image.Rect(0, 0, 40, 30)},
	} {
		if got := OffLines(rampCell(), image.Rect(0, 0, 40, 30), 255-24, c.most, c.sides); got != c.want {
			t.Errorf("%s: %v, want %v (the top line and the ramp off; the stroke's columns before the ramp, light above and below it, kept)", c.name, got, c.want)
		}
	}
}

// TestMoved: the sides of a cell OffLines moved inward, which cellink.DropLines then
// keeps.
func TestMoved(t *testing.T) {
	r := image.Rect(0, 0, 40, 30)
	for _, c := range []struct {
		out  image.Rectangle
		want Side
	}{
		{r, 0},
		{image.Rect(0, 1, 33, 30), Top | Right},
		{image.Rect(2, 0, 40, 28), Left | Bottom},
		{image.Rect(1, 1, 39, 29), Top | Bottom | Left | Right},
	} {
		if got := Moved(r, c.out); got != c.want {
			t.Errorf("Moved(%v, %v) = %v, want %v", r, c.out, got, c.want)
		}
	}
}

// TestInkRows: the first and last rows of a rectangle holding ink, none for an empty one;
// ink in the column right of it (a line's edge beside a digit's box) is not counted.
func TestInkRows(t *testing.T) {
	const s = 8
	bin := make([]uint8, s*s)
	bin[2*s+3], bin[5*s+4] = 1, 1 // a digit's ink in rows 2 and 5
	for y := range s {
		bin[y*s+6] = 1 // a line's edge down column 6
	}
	tests := []struct {
		name        string
		r           image.Rectangle
		top, bottom int
		ok          bool
	}{
		{"the digit left of the line", image.Rect(2, 0, 6, s), 2, 5, true},
		{"the line's column taken in", image.Rect(2, 0, 7, s), 0, s - 1, true},
		{"rows 3 and 4 only", image.Rect(2, 3, 6, 5), 0, 0, false},
	}
	for _, tc := range tests {
		top, bottom, ok := InkRows(bin, s, tc.r)
		if ok != tc.ok || ok && (top != tc.top || bottom != tc.bottom) {
			t.Errorf("%s: %d, %d, %v; want %d, %d, %v", tc.name, top, bottom, ok, tc.top, tc.bottom, tc.ok)
		}
	}
}

// white is a blank cell 32×34, columns 480-511, rows 30-63.
var white = func() *image.Gray {
	g := image.NewGray(image.Rect(480, 30, 512, 64))
	for i := range g.Pix {
		g.Pix[i] = 250
	}
	return g
}()

// TestNumberAtRight: the boxes of the 13, the 10 and the 16 of appshots -vary seeds
// 0x7b00b calc-14 and 0x7b001 calc-11 (pictures117), found first and with the margin
// taken in, and what must not be taken: a single digit, a line joined, a box elsewhere.
func TestNumberAtRight(t *testing.T) {
	tests := []struct {
		name      string
		box, wide image.Rectangle
		pair      bool
		tall      int
		want      bool
	}{
		{"13 read 1: the 3 joined in the margin", image.Rect(493, 41, 499, 55), image.Rect(493, 41, 512, 55), true, 14, true},
		{"10 read 11: the 0's right stroke taken in", image.Rect(493, 47, 509, 62), image.Rect(493, 47, 512, 62), true, 14, true},
		{"a single digit taken further", image.Rect(500, 41, 506, 55), image.Rect(500, 41, 512, 55), false, 14, false},
		{"a line along the cell joined", image.Rect(493, 41, 499, 55), image.Rect(493, 33, 512, 63), true, 14, false},
		{"no further right", image.Rect(493, 41, 512, 55), image.Rect(493, 41, 512, 55), true, 14, false},
		{"not holding the box", image.Rect(490, 41, 499, 55), image.Rect(493, 41, 512, 55), true, 14, false},
		{"a pixel taller than the symbols", image.Rect(493, 41, 499, 55), image.Rect(493, 41, 512, 56), true, 14, true},
	}
	g := image.NewGray(image.Rect(480, 30, 512, 64)) // a white cell, a line's edge down its last column
	for i := range g.Pix {
		g.Pix[i] = 250
	}
	for y := 30; y < 64; y++ {
		g.Pix[(y-30)*g.Stride+31] = 40 // the right line's edge in the last column
	}
	tests = append(tests, struct {
		name      string
		box, wide image.Rectangle
		pair      bool
		tall      int
		want      bool
	}{"a line's edge taken in", image.Rect(493, 41, 499, 55), image.Rect(493, 41, 512, 55), true, 14, false})
	for i, tc := range tests {
		bg := white
		if i == len(tests)-1 {
			bg = g
		}
		if got := NumberAtRight(bg, tc.box, tc.wide, tc.pair, tc.tall, 30, 64); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestBoxSides(t *testing.T) {
	for _, tc := range []struct {
		r, c, n, boxRows int
		want             Side
	}{
		{0, 0, 9, 3, Top | Left},
		{4, 4, 9, 3, 0},
		{8, 5, 9, 3, Bottom | Right},
		{3, 3, 16, 4, Bottom | Right},
		{1, 1, 6, 2, Bottom}, {1, 2, 6, 2, Bottom | Right},
		{2, 3, 6, 2, Top | Left},
	} {
		if got := BoxSides(tc.r, tc.c, tc.n, tc.boxRows); got != tc.want {
			t.Errorf("BoxSides(%d, %d, %d, %d) = %b, want %b", tc.r, tc.c, tc.n, tc.boxRows, got, tc.want)
		}
	}
}
