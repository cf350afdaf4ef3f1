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

// TestReadLooks reads screenshots in every look synth draws, with the Go fonts (the system
// fonts training also uses may be missing here), from a seed training never uses: phone
// apps (status bar, toolbar, keypad row or 3×3 keypad, dark and navy themes, grids
// touching the screen's edges, filled selected cells), spreadsheets (no box lines, headers,
// the sheet going on), desktop games with a keypad panel beside the grid, tile games,
// printed grids, render's pictures; PNG and JPEG; 9×9 and 16×16 (letters and numbers).
func TestReadLooks(t *testing.T) {
	rng := rand.New(rand.NewPCG(0x100c5, 23))
	for _, look := range synth.Looks() {
		for _, n := range []int{9, 16} {
			for k := range 2 {
				s := synth.Draw(rng, synth.Spec{Looks: []synth.Look{look}, Size: n, Numbers: k == 1})
				name := fmt.Sprintf("%s %d×%d #%d %s", look, n, n, k, s.Format)
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
