package raster

import (
	"image"
	"image/color"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestMedian3x3 checks Median3x3 against sorting each neighbourhood, on pictures of noise,
// of flat fields with specks, and at an origin off zero.
func TestMedian3x3(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	for _, tc := range []struct {
		name string
		r    image.Rectangle
		fill func(x, y int) uint8
	}{
		{"noise", image.Rect(0, 0, 17, 11), func(x, y int) uint8 { return uint8(rng.IntN(256)) }},
		{"specks", image.Rect(0, 0, 9, 9), func(x, y int) uint8 {
			if rng.IntN(7) == 0 {
				return 0
			}
			return 200
		}},
		{"two levels", image.Rect(0, 0, 12, 5), func(x, y int) uint8 { return uint8(100 + 2*rng.IntN(2)) }},
		{"off the origin", image.Rect(5, 7, 14, 13), func(x, y int) uint8 { return uint8(rng.IntN(256)) }},
		{"one row", image.Rect(0, 0, 6, 1), func(x, y int) uint8 { return uint8(x) }},
	} {
		g := image.NewGray(tc.r)
		for y := tc.r.Min.Y; y < tc.r.Max.Y; y++ {
			for x := tc.r.Min.X; x < tc.r.Max.X; x++ {
				g.SetGray(x, y, color.Gray{tc.fill(x, y)})
			}
		}
		m := Median3x3(g)
		w, h := tc.r.Dx(), tc.r.Dy()
		if m.Rect != image.Rect(0, 0, w, h) {
			t.Fatalf("%s: rect %v, want %v", tc.name, m.Rect, image.Rect(0, 0, w, h))
		}
		for y := range h {
			for x := range w {
				want := g.GrayAt(tc.r.Min.X+x, tc.r.Min.Y+y).Y
				if x > 0 && y > 0 && x < w-1 && y < h-1 {
					var p []uint8
					for dy := -1; dy <= 1; dy++ {
						for dx := -1; dx <= 1; dx++ {
							p = append(p, g.GrayAt(tc.r.Min.X+x+dx, tc.r.Min.Y+y+dy).Y)
						}
					}
					slices.Sort(p)
					want = p[4]
				}
				if got := m.GrayAt(x, y).Y; got != want {
					t.Errorf("%s: (%d,%d) = %d, want %d", tc.name, x, y, got, want)
				}
			}
		}
	}
}

// TestMean3x3 checks Mean3x3 against the obvious sum over each pixel's neighbours inside the
// picture, on a sub-image (its bounds not from 0, 0) of random greys, edges and corners included.
func TestMean3x3(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 9))
	full := image.NewGray(image.Rect(0, 0, 9, 7))
	for i := range full.Pix {
		full.Pix[i] = uint8(rng.IntN(256))
	}
	g := full.SubImage(image.Rect(2, 1, 8, 6)).(*image.Gray)
	got := Mean3x3(g)
	if got.Rect != image.Rect(0, 0, 6, 5) {
		t.Fatalf("bounds %v, want (0,0)-(6,5)", got.Rect)
	}
	for y := range 5 {
		for x := range 6 {
			s, n := 0, 0
			for yy := y - 1; yy <= y+1; yy++ {
				for xx := x - 1; xx <= x+1; xx++ {
					if xx >= 0 && yy >= 0 && xx < 6 && yy < 5 {
						s += int(g.GrayAt(g.Rect.Min.X+xx, g.Rect.Min.Y+yy).Y)
						n++
					}
				}
			}
			if want := uint8((s + n/2) / n); got.GrayAt(x, y).Y != want {
				t.Errorf("at %d,%d: %d, want %d", x, y, got.GrayAt(x, y).Y, want)
			}
		}
	}
}
