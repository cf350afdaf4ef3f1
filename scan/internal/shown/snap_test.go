package shown

import (
	"image"
	"slices"
	"testing"
)

// TestSnap: a grid cut into equal cells two pixels off its faint cell lines (a halved
// sheet, issue 23) is moved onto them; a column through digits' strokes only (dark at
// their rows) and a line more than reach away are not taken.
func TestSnap(t *testing.T) {
	const side = 96 // three cells of 32
	for _, tc := range []struct {
		name string
		draw func(g *image.Gray)
		want []int
	}{
		{"faint lines two pixels off", func(g *image.Gray) {
			column(g, 34, 0, side, 235)
			column(g, 62, 0, side, 235)
		}, []int{0, 34, 62, side}},
		{"digits' strokes", func(g *image.Gray) {
			for r := range 3 {
				column(g, 34, r*32+10, r*32+22, 40) // under half the column
			}
		}, []int{0, 32, 64, side}},
		{"a line six pixels off", func(g *image.Gray) {
			column(g, 38, 0, side, 235)
		}, []int{0, 32, 64, side}},
	} {
		g := image.NewGray(image.Rect(0, 0, side, side))
		for i := range g.Pix {
			g.Pix[i] = 255
		}
		tc.draw(g)
		if got := Snap(g, []int{0, 32, 64, side}, false, 4); !slices.Equal(got, tc.want) {
			t.Errorf("%s: lines %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestEven: a grid of nine 32-pixel cells cut equally four pixels off its faint lines
// (the box lines of a halved sheet found a pixel or two off, issue 23) is moved onto
// them as a whole, even where the right edges of a column of right-aligned numbers, dark
// at more points than that line (drawn across a white box only, none between tinted
// cells), lie nearer the cut; a cut on its lines and a blank grid stay.
func TestEven(t *testing.T) {
	const side = 288
	equal := []int{0, 32, 64, 96, 128, 160, 192, 224, 256, side}
	for _, tc := range []struct {
		name string
		draw func(g *image.Gray)
		want []int
	}{
		{"faint lines four pixels off, numbers' edges beside one", func(g *image.Gray) {
			for k := 1; k < 9; k++ {
				if k == 6 {
					column(g, 4+32*k, 96, 192, 235) // drawn across a white box only
					continue
				}
				column(g, 4+32*k, 0, side, 235)
			}
			for r := range 9 {
				column(g, 190, r*32+6, r*32+28, 40) // a right-aligned number's side in each row
			}
		}, []int{0, 36, 68, 100, 132, 164, 196, 228, 260, side}},
		{"on its lines", func(g *image.Gray) {
			for k := 1; k < 9; k++ {
				column(g, 32*k, 0, side, 235)
			}
		}, equal},
		{"blank", func(g *image.Gray) {}, equal},
	} {
		g := image.NewGray(image.Rect(0, 0, side, side))
		for i := range g.Pix {
			g.Pix[i] = 255
		}
		tc.draw(g)
		if got := Even(g, equal, false, 4); !slices.Equal(got, tc.want) {
			t.Errorf("%s: lines %v, want %v", tc.name, got, tc.want)
		}
		if got := Snap(g, equal, false, 4); tc.name[0] == 'f' && got[6] != 190 {
			t.Errorf("%s: Snap alone took %d for the sixth line, not the numbers' edge: the case no longer shows Even's reason", tc.name, got[6])
		}
	}
}

// column draws column x of g from row y0 to y1 (not included) in grey v.
func column(g *image.Gray, x, y0, y1 int, v uint8) {
	for y := y0; y < y1; y++ {
		g.Pix[y*g.Stride+x] = v
	}
}
