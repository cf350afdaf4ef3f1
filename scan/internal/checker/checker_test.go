package checker

import (
	"context"
	"image"
	"image/color"
	"math"
	"slices"
	"testing"
)

// drawn is a white picture with boxes of grey 242 set as squares of a board of k×k boxes
// of bw×bh pixels at (x0, y0): tinted reports which.
func drawn(k, bw, bh int, tinted func(i, j int) bool) *image.Gray {
	g := image.NewGray(image.Rect(0, 0, 400, 300))
	for i := range g.Pix {
		g.Pix[i] = 255
	}
	for j := range k {
		for i := range k {
			if !tinted(i, j) {
				continue
			}
			for y := 20 + j*bh; y < 20+(j+1)*bh; y++ {
				for x := 30 + i*bw; x < 30+(i+1)*bw; x++ {
					g.SetGray(x, y, color.Gray{242})
				}
			}
		}
	}
	// A digit's ink in the first box.
	for y := 25; y < 35; y++ {
		g.SetGray(40, y, color.Gray{0})
	}
	return g
}

func TestFind(t *testing.T) {
	even := func(i, j int) bool { return (i+j)%2 == 0 }
	tests := []struct {
		name string
		g    *image.Gray
		ok   bool
		x0   float64 // the grid's left line when found
		x1   float64
		y1   float64
	}{
		{"corners and middle tinted", drawn(3, 60, 40, even), true, 29.5, 209.5, 139.5},
		{"the four between tinted", drawn(3, 60, 40, func(i, j int) bool { return (i+j)%2 == 1 }), true, 29.5, 209.5, 139.5},
		{"one corner missing", drawn(3, 60, 40, func(i, j int) bool { return even(i, j) && !(i == 2 && j == 2) }), true, 29.5, 209.5, 139.5},
		{"a 16×16 grid's 4×4 checker", drawn(4, 60, 40, even), false, 0, 0, 0},
		{"the middle missing", drawn(3, 60, 40, func(i, j int) bool { return even(i, j) && !(i == 1 && j == 1) }), true, 29.5, 209.5, 139.5},
		{"two missing", drawn(3, 60, 40, func(i, j int) bool { return even(i, j) && i+j != 2 }), false, 0, 0, 0},
		{"two corners missing, the middle whole", drawn(3, 60, 40, func(i, j int) bool { return i == j }), true, 29.5, 209.5, 139.5},
		{"two corners missing, the first box's too", drawn(3, 60, 40, func(i, j int) bool { return even(i, j) && i+j != 4 && i+j != 0 }), true, 29.5, 209.5, 139.5},
		{"the middle and a corner missing", drawn(3, 60, 40, func(i, j int) bool { return even(i, j) && i+j != 2 || i == 2 && j == 0 }), false, 0, 0, 0},
		{"no tint", drawn(3, 60, 40, func(i, j int) bool { return false }), false, 0, 0, 0},
	}
	for _, tt := range tests {
		l, ok := Find(context.Background(), tt.g)
		if ok != tt.ok {
			t.Errorf("%s: found %v, want %v", tt.name, ok, tt.ok)
			continue
		}
		if ok && (l.N != 9 || math.Abs(l.Xs[0]-tt.x0) > 1 || math.Abs(l.Xs[9]-tt.x1) > 1 || math.Abs(l.Ys[9]-tt.y1) > 1) {
			t.Errorf("%s: lines %v %v, want x %v–%v, bottom %v", tt.name, l.Xs, l.Ys, tt.x0, tt.x1, tt.y1)
		}
	}
}

// TestBoxesOf: a box's digits, over a quarter of its pixels and one reaching its side,
// are its holes; an L of tint is no box.
func TestBoxesOf(t *testing.T) {
	white := func() *image.Gray {
		g := image.NewGray(image.Rect(0, 0, 120, 100))
		for i := range g.Pix {
			g.Pix[i] = 255
		}
		return g
	}
	fill := func(g *image.Gray, x0, y0, x1, y1 int, v uint8) {
		for y := y0; y < y1; y++ {
			for x := x0; x < x1; x++ {
				g.SetGray(x, y, color.Gray{v})
			}
		}
	}
	inked := white()
	fill(inked, 10, 10, 70, 70, 230)
	for _, d := range [][2]int{{14, 14}, {34, 14}, {54, 34}, {14, 54}, {34, 54}} {
		fill(inked, d[0], d[1], d[0]+12, d[1]+13, 60) // 780 pixels of ink, in 3,600
	}
	fill(inked, 58, 14, 70, 27, 60)  // set right: it reaches the box's side
	fill(inked, 24, 32, 46, 48, 120) // a digit's ringing
	for y := 10; y < 70; y += 3 {    // a JPEG's noise off the tint
		fill(inked, 12+y%40, y, 14+y%40, y+1, 236)
	}
	ell := white()
	fill(ell, 10, 10, 70, 40, 230)
	fill(ell, 10, 40, 25, 70, 230) // 2,250 pixels of 3,600
	tests := []struct {
		name string
		g    *image.Gray
		want []box
	}{
		{"digits over a quarter of a box", inked, []box{{10, 10, 70, 70}}},
		{"an L", ell, nil},
	}
	for _, tt := range tests {
		if got := boxesOf(tt.g, nil, 230); !slices.Equal(got, tt.want) {
			t.Errorf("%s: boxes %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestFindRinging: a JPEG's ringing, a few levels either way of the tint, along the top
// rows of the top boxes (the block of pixels holding the row line above) and round the
// middle box's digit breaks and shrinks the boxes as they are; smoothed, they are whole.
func TestFindRinging(t *testing.T) {
	g := drawn(3, 60, 40, func(i, j int) bool { return (i+j)%2 == 0 })
	ring := func(x0, y0, x1, y1 int) {
		for y := y0; y < y1; y++ {
			for x := x0; x < x1; x++ {
				d := 3 + (x/3+y/5)%2 // 3 or 4 levels, up and down in turn
				if (x+y)%2 == 1 {
					d = -d
				}
				if v := g.GrayAt(x, y).Y; v == 242 {
					g.SetGray(x, y, color.Gray{uint8(int(v) + d)})
				}
			}
		}
	}
	ring(30, 20, 210, 28)  // the top boxes' top rows
	ring(90, 60, 150, 100) // the middle box, round its digit
	for y := 70; y < 90; y++ {
		g.SetGray(120, y, color.Gray{0})
	}
	if _, ok := find(context.Background(), g, nil); ok {
		t.Errorf("found as it is: the test's ringing does not break the boxes")
	}
	l, ok := Find(context.Background(), g)
	if !ok || l.N != 9 || math.Abs(l.Xs[0]-29.5) > 1.5 || math.Abs(l.Xs[9]-209.5) > 1.5 || math.Abs(l.Ys[0]-19.5) > 1.5 || math.Abs(l.Ys[9]-139.5) > 1.5 {
		t.Errorf("found %v: lines %v %v, want x 29.5–209.5, y 19.5–139.5", ok, l.Xs, l.Ys)
	}
}
