package scan_test

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"github.com/sudokubot/sudokubot/render"
	"github.com/sudokubot/sudokubot/scan"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// TestReadAppVariations reads render's board set the way real apps set theirs and the
// drawn looks do not (issue 23, fifth round): the grid's outer corners rounded, on a
// photo-like gradient background with noise, a toolbar of icons above it and a keypad row
// of big digits 1-9 below it (which must not be taken for the grid), light and dark.
func TestReadAppVariations(t *testing.T) {
	g, err := sudoku.Parse("..6482.97...36...82..9715....31476..659..87........8.3......96...2.193.5961..3.72")
	if err != nil {
		t.Fatal(err)
	}
	ttf, err := opentype.Parse(gobold.TTF)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name     string
		theme    render.Theme
		top, bot color.RGBA // the gradient's colours
		radius   float64    // of the grid's corners, a share of its side
	}{
		{"light, rounded, blue gradient", render.Light, color.RGBA{0xd8, 0xe4, 0xf4, 0xff}, color.RGBA{0x5a, 0x70, 0xa8, 0xff}, 0.04},
		{"dark, rounded, purple gradient", render.Dark, color.RGBA{0x3a, 0x22, 0x5a, 0xff}, color.RGBA{0x0c, 0x10, 0x22, 0xff}, 0.05},
		{"light, square, sunset gradient", render.Light, color.RGBA{0xf8, 0xc8, 0x90, 0xff}, color.RGBA{0x90, 0x50, 0x80, 0xff}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			board, err := render.Sudoku(g, g, render.Options{Theme: tc.theme})
			if err != nil {
				t.Fatal(err)
			}
			plain, err := scan.Read(t.Context(), pngOf(t, board), scan.Options{})
			if err != nil {
				t.Fatal(err)
			}
			o := plain.Outline
			grid := image.Rect(o[0].X, o[0].Y, o[2].X+1, o[2].Y+1)
			side := grid.Dx()
			w, h := side+120, side*2
			img := image.NewRGBA(image.Rect(0, 0, w, h))
			// A gradient with a little noise, as a wallpaper or a photo behind the app.
			seed := uint32(7)
			for y := range h {
				f := float64(y) / float64(h-1)
				for x := range w {
					seed = seed*1664525 + 1013904223
					n := float64(int(seed>>24)%9 - 4)
					mix := func(a, b uint8) uint8 { return uint8(math.Max(0, math.Min(255, float64(a)*(1-f)+float64(b)*f+n))) }
					img.SetRGBA(x, y, color.RGBA{mix(tc.top.R, tc.bot.R), mix(tc.top.G, tc.bot.G), mix(tc.top.B, tc.bot.B), 0xff})
				}
			}
			ink := color.RGBA{0xf0, 0xf0, 0xf0, 0xff}
			if tc.theme == render.Light {
				ink = color.RGBA{0x20, 0x20, 0x30, 0xff}
			}
			// A toolbar of five icons above the grid.
			icon := side / 12
			for k := range 5 {
				x := 60 + k*(side/5)
				draw.Draw(img, image.Rect(x, icon, x+icon, 2*icon), image.NewUniform(ink), image.Point{}, draw.Src)
			}
			// The grid, its outer corners rounded off to the background.
			gx, gy := 60, side/4
			r := tc.radius * float64(side)
			for y := range grid.Dy() {
				for x := range grid.Dx() {
					dx := math.Max(math.Max(r-float64(x), float64(x)-(float64(side)-1-r)), 0)
					dy := math.Max(math.Max(r-float64(y), float64(y)-(float64(grid.Dy())-1-r)), 0)
					if dx > 0 && dy > 0 && math.Hypot(dx, dy) > r {
						continue
					}
					img.Set(gx+x, gy+y, board.At(grid.Min.X+x, grid.Min.Y+y))
				}
			}
			// A keypad row of big digits below it.
			face, err := opentype.NewFace(ttf, &opentype.FaceOptions{Size: float64(side) / 9 * 0.8, DPI: 72})
			if err != nil {
				t.Fatal(err)
			}
			key := side / 9
			for d := 1; d <= 9; d++ {
				x := gx + (d-1)*key
				y := gy + grid.Dy() + key/2
				draw.Draw(img, image.Rect(x+4, y, x+key-4, y+key), image.NewUniform(color.RGBA{0xff, 0xff, 0xff, 0x40}), image.Point{}, draw.Over)
				dr := font.Drawer{Dst: img, Src: image.NewUniform(ink), Face: face, Dot: fixed.P(x+key/4, y+key*4/5)}
				dr.DrawString(string(rune('0' + d)))
			}
			res, err := scan.Read(t.Context(), pngOf(t, img), scan.Options{})
			if err != nil {
				t.Fatalf("Read: %v", err)
			}
			if got := res.Grid.Line(); got != g.Line() {
				t.Errorf("read\n%s\nwant\n%s\n(outline %v)", got, g.Line(), res.Outline)
			}
		})
	}
}
