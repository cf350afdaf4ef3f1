package scan_test

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math/rand/v2"
	"strings"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/basicfont"
	"golang.org/x/image/math/fixed"

	"github.com/sudokubot/sudokubot/render"
	"github.com/sudokubot/sudokubot/scan"
	"github.com/sudokubot/sudokubot/scan/internal/synth"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// lineOf writes a grid as one line, '.' for blanks and the symbols 10-16 as A-G.
func lineOf(cells []uint8) string {
	var b strings.Builder
	for _, v := range cells {
		switch {
		case v == 0:
			b.WriteByte('.')
		case v <= 9:
			b.WriteByte('0' + v)
		default:
			b.WriteByte('A' + v - 10)
		}
	}
	return b.String()
}

// letters writes a grid read by scan the same way.
func letters(g sudoku.Grid) string {
	cells := make([]uint8, g.Len())
	for i := range cells {
		cells[i] = uint8(g.Cell(i))
	}
	return lineOf(cells)
}

// TestReadLooks reads screenshots drawn by synth with the Go fonts (the system fonts
// training also uses may be missing here), from a seed training never uses, in the looks
// scan reads reliably (docs/BENCHMARKS.md §11 has the figures of every look): phone apps in
// a light theme (status bar, toolbar, a keypad row or a 3×3 keypad, grids touching the
// screen's edges, filled selected cells, pencil marks), desktop games with a keypad panel
// beside the grid, printed grids, render's pictures; PNG and JPEG. TestRead16 reads 16×16.
func TestReadLooks(t *testing.T) {
	rng := rand.New(rand.NewPCG(0x100c5, 23))
	for _, tc := range []struct {
		look  synth.Look
		sizes []int
	}{
		{synth.PhoneLight, []int{9}}, {synth.Desktop, []int{9}}, {synth.Print, []int{9}}, {synth.Render, []int{9}},
	} {
		for _, n := range tc.sizes {
			for k := range 3 {
				s := synth.Draw(rng, synth.Spec{Looks: []synth.Look{tc.look}, Size: n, Numbers: k == 1})
				name := fmt.Sprintf("%s %d×%d #%d %s", tc.look, n, n, k, s.Format)
				t.Run(name, func(t *testing.T) {
					res, err := scan.Read(t.Context(), s.Data, scan.Options{})
					if err != nil {
						t.Fatalf("Read: %v", err)
					}
					if got, want := letters(res.Grid), lineOf(s.Grid); got != want {
						t.Errorf("read\n%s\nwant\n%s\n(unsure %v, changed %v)", got, want, res.Unsure, res.Changed)
					}
					if n == 16 && (res.Grid.Symbols().Set == sudoku.Numbers) != s.Numbers {
						t.Errorf("symbols %v, want numbers %v", res.Grid.Symbols().Set, s.Numbers)
					}
				})
			}
		}
	}
}

// TestRead16 reads 16×16 grids drawn by render, light and dark, with the symbols 10-16 as
// the letters A-G and as the numbers 10-16, with the size given and found out.
func TestRead16(t *testing.T) {
	const grid16 = "D92.....G...43..4CF.....9D.2.6EB.E.1....F.8BC..AG56.....A3C....1.7G5A8....61....2...C....B7.......AE.964..G......F9.5.7.4............29....A.C..........645D.1......D....1.C.B7F.....E.C2G...8A9B..9.G52.....EF6.256..F.....D.B.E13.6.D........7A...8BC3....954."
	g, err := sudoku.Parse(grid16)
	if err != nil {
		t.Fatal(err)
	}
	for _, set := range []sudoku.SymbolSet{sudoku.Digits1, sudoku.Numbers} {
		for _, theme := range []render.Theme{render.Light, render.Dark} {
			for _, size := range []int{16, 0} {
				gs := g.Clone().WithSymbols(sudoku.Symbols{Set: set})
				img, err := render.Sudoku(gs, gs, render.Options{Theme: theme})
				if err != nil {
					t.Fatal(err)
				}
				res, err := scan.Read(t.Context(), pngOf(t, img), scan.Options{Size: size})
				if err != nil {
					t.Fatalf("%v %v size %d: %v", set, theme, size, err)
				}
				if got := letters(res.Grid); got != grid16 {
					t.Errorf("%v %v size %d: read\n%s\nwant\n%s", set, theme, size, got, grid16)
				}
				if (res.Grid.Symbols().Set == sudoku.Numbers) != (set == sudoku.Numbers) {
					t.Errorf("%v %v size %d: read in %v", set, theme, size, res.Grid.Symbols().Set)
				}
			}
		}
	}
}

// TestReadOffEdge reads render's picture cropped inside its outer lines: the grid runs off
// the picture on all four sides, so it has no outline, only its inner lines.
func TestReadOffEdge(t *testing.T) {
	g, err := sudoku.Parse("..6482.97...36...82..9715....31476..659..87........8.3......96...2.193.5961..3.72")
	if err != nil {
		t.Fatal(err)
	}
	img, err := render.Sudoku(g, g, render.Options{})
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	// render draws the grid with a margin; cut a little inside the outer lines.
	res0, err := scan.Read(t.Context(), pngOf(t, img), scan.Options{})
	if err != nil {
		t.Fatal(err)
	}
	o := res0.Outline
	inset := (o[1].X - o[0].X) / 60
	crop := image.Rect(o[0].X+inset, o[0].Y+inset, o[2].X-inset, o[2].Y-inset).Intersect(b)
	out := image.NewRGBA(crop.Sub(crop.Min))
	draw.Draw(out, out.Bounds(), img, crop.Min, draw.Src)
	res, err := scan.Read(t.Context(), pngOf(t, out), scan.Options{})
	if err != nil {
		t.Fatalf("Read: %v", err)
	}
	if got := res.Grid.Line(); got != g.Line() {
		t.Errorf("read\n%s\nwant\n%s", got, g.Line())
	}
}

// TestKeypadIsNoGrid: a keypad alone, 3×3 buttons of big digits or one row of nine, is no
// grid.
func TestKeypadIsNoGrid(t *testing.T) {
	for _, layout := range []struct {
		name       string
		rows, cols int
	}{{"3×3 keypad", 3, 3}, {"1×9 row", 1, 9}} {
		const key = 90
		img := image.NewRGBA(image.Rect(0, 0, layout.cols*key+40, layout.rows*key+40))
		draw.Draw(img, img.Bounds(), image.White, image.Point{}, draw.Src)
		face := basicfont.Face7x13
		for d := range layout.rows * layout.cols {
			x, y := 20+d%layout.cols*key, 20+d/layout.cols*key
			r := image.Rect(x+4, y+4, x+key-4, y+key-4)
			draw.Draw(img, r, image.NewUniform(color.Gray{0x30}), image.Point{}, draw.Src)
			draw.Draw(img, r.Inset(3), image.NewUniform(color.Gray{0xee}), image.Point{}, draw.Src)
			// A big digit: the 7×13 glyph scaled up five times.
			small := image.NewRGBA(image.Rect(0, 0, 8, 14))
			dr := font.Drawer{Dst: small, Src: image.Black, Face: face, Dot: fixed.P(0, 11)}
			dr.DrawString(string(rune('1' + d)))
			for sy := range 14 {
				for sx := range 8 {
					if _, _, _, a := small.At(sx, sy).RGBA(); a > 0 {
						draw.Draw(img, image.Rect(x+25+5*sx, y+10+5*sy, x+30+5*sx, y+15+5*sy), image.Black, image.Point{}, draw.Src)
					}
				}
			}
		}
		res, err := scan.Read(t.Context(), pngOf(t, img), scan.Options{})
		if !errors.Is(err, scan.ErrNoGrid) {
			var got string
			if res != nil {
				got = res.Grid.Line()
			}
			t.Errorf("%s: Read = %q, %v; want ErrNoGrid", layout.name, got, err)
		}
	}
}
