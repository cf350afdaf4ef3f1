package render

import (
	"bytes"
	"image"
	"image/png"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// phoneWidth is how wide Discord shows a picture on a phone held upright.
const phoneWidth = 400

// inkHeight returns how many pixel rows of r in img hold a colour other than bg.
func inkHeight(img image.Image, r image.Rectangle, bg image.Image) int {
	rows := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if img.At(x, y) != bg.At(x, y) {
				rows++
				break
			}
		}
	}
	return rows
}

// pngOf encodes img and decodes it again, so that measures are taken on the PNG as sent.
func pngOf(t *testing.T, img image.Image) image.Image {
	t.Helper()
	var buf bytes.Buffer
	if err := EncodePNG(&buf, img); err != nil {
		t.Fatal(err)
	}
	out, err := png.Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestPhoneWidthReadable measures, on the PNGs, the row and column labels and the pencil
// marks of a board shown 400 px wide, as on a phone: labels at least 9 px of ink and marks
// at least 7 px, for the 9×9 chat board (cells of 56 px) and for a 16×16 board zoomed on
// the 2×2 boxes around a selection (the whole 16×16 board cannot have readable marks at
// that width: 16 cells of 4×4 marks in 400 px leave 5 px a mark).
func TestPhoneWidthReadable(t *testing.T) {
	tests := []struct {
		name     string
		n, br    int
		cellSize int
		window   image.Rectangle
	}{
		{"9x9 chat", 9, 3, 56, image.Rectangle{}},
		{"16x16 zoomed", 16, 4, 0, image.Rect(4, 4, 12, 12)},
		{"16x16 zoomed at the corner", 16, 4, 0, image.Rect(0, 8, 8, 16)},
	}
	for _, tc := range tests {
		p, _ := patternGrid(t, tc.n, tc.br, tc.n/tc.br, func(i int) bool { return i%5 == 0 })
		marks := candidates(p)
		opt := Options{Labels: true, CellSize: tc.cellSize, Marks: marks, Window: tc.window}
		b := newBoard(p, p, opt)
		img := pngOf(t, b.draw())
		plain := func(o Options) image.Image {
			o.Marks = &sudoku.Candidates{N: tc.n, Mask: make([]uint32, tc.n*tc.n)}
			return pngOf(t, newBoard(p, p, o).draw())
		}
		g := b.g
		scale := float64(phoneWidth) / float64(img.Bounds().Dx())
		// A column label: the strip above the window's first column.
		x0 := g.xs[g.win.Min.X]
		label := float64(inkHeight(img, image.Rect(x0, 0, x0+g.inner, g.frame.Min.Y), image.NewUniform(b.p.background))) * scale
		// A pencil mark: the first empty cell of the window, compared with the same board
		// without marks.
		cell := -1
		for i := 0; i < tc.n*tc.n && cell < 0; i++ {
			if g.drawn(i) && p.Cell(i) == 0 && marks.Mask[i] != 0 {
				cell = i
			}
		}
		if cell < 0 {
			t.Fatalf("%s: no empty cell in the window", tc.name)
		}
		bare := plain(opt)
		x, y := g.markCentre(cell, lowest(marks.Mask[cell]))
		slot := image.Rect(int(x-g.markW/2), int(y-g.markH/2), int(x+g.markW/2), int(y+g.markH/2))
		mark := float64(inkHeight(img, slot, bare)) * scale
		t.Logf("%s: %d px wide; at %d px: labels %.1f px, pencil marks %.1f px of ink", tc.name, img.Bounds().Dx(), phoneWidth, label, mark)
		if label < 9 || mark < 7 {
			t.Errorf("%s at %d px wide: labels %.1f px (want ≥ 9), pencil marks %.1f px (want ≥ 7)", tc.name, phoneWidth, label, mark)
		}
	}
}

func lowest(m uint32) int {
	for d := 1; ; d++ {
		if m&(1<<(d-1)) != 0 {
			return d
		}
	}
}

// TestMistakeKeepsNotes: marking a mistake in a cell of pencil marks (marks that lack a
// digit) leaves every pixel of its marks as it was.
func TestMistakeKeepsNotes(t *testing.T) {
	p, _, cur := nine(t)
	marks := candidates(cur)
	cell := -1
	for i, m := range marks.Mask {
		if m != 0 && cur.Cell(i) == 0 && len(marks.Digits(i)) >= 4 {
			cell = i
			break
		}
	}
	for _, th := range []Theme{Light, Dark} {
		plain, g, pal := draw9(t, p, cur, Options{Theme: th, Marks: marks})
		marked, _, _ := draw9(t, p, cur, Options{Theme: th, Marks: marks, Mistakes: []sudoku.Mistake{{Cell: cell, Kind: sudoku.MistakeMarks}}})
		r := g.cell(cell)
		ink, kept := 0, 0
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				if plain.RGBAAt(x, y) == pal.mark {
					ink++
					if marked.RGBAAt(x, y) == pal.mark {
						kept++
					}
				}
			}
		}
		if ink == 0 || kept != ink {
			t.Errorf("%v: %d of the %d pixels of the marks stay when the cell is marked a mistake", th, kept, ink)
		}
		if n := count(marked, r, pal.mistake.ink); n < 4*g.inner {
			t.Errorf("%v: the mistake is marked by %d red pixels", th, n)
		}
	}
}

// TestCursorsShadeWindow: each cursor is outlined in its colour, the shaded cells are
// tinted, and a window draws its cells exactly as the whole board does, with their own
// labels.
func TestCursorsShadeWindow(t *testing.T) {
	p, _, cur := nine(t)
	sel := cellOf(9, 5, 5)
	opt := Options{Labels: true, Cursors: []Cursor{{Cell: sel, Colour: 1}, {Cell: cellOf(9, 7, 2), Colour: 3}, {Cell: sel, Colour: 2}},
		Shade: []int{cellOf(9, 5, 1), cellOf(9, 1, 5)}}
	for _, th := range []Theme{Light, Dark} {
		opt.Theme = th
		img, g, pal := draw9(t, p, cur, opt)
		for _, c := range opt.Cursors[:2] {
			r := g.cell(c.Cell)
			if got := img.RGBAAt(r.Min.X, r.Min.Y+r.Dy()/2); got != pal.cursorColour(c.Colour) {
				t.Errorf("%v: cursor %+v drawn %v", th, c, got)
			}
		}
		inner := g.cell(sel).Inset(max(3, g.inner/14))
		if got := img.RGBAAt(inner.Min.X, inner.Min.Y+inner.Dy()/2); got != pal.cursorColour(2) {
			t.Errorf("%v: the second cursor on one cell is %v inside the first", th, got)
		}
		for _, i := range opt.Shade {
			if r := g.cell(i); img.RGBAAt(r.Min.X+1, r.Min.Y+1) != pal.focus {
				t.Errorf("%v: shaded cell %d not tinted", th, i)
			}
		}
	}

	big, _ := patternGrid(t, 16, 4, 4, func(i int) bool { return i%3 == 0 })
	whole := newBoard(big, big, Options{Labels: true, CellSize: 40, Shade: []int{cellOf(16, 6, 6)}})
	full := whole.draw().(*image.RGBA)
	win := image.Rect(4, 4, 12, 12)
	part := newBoard(big, big, Options{Labels: true, CellSize: 40, Shade: []int{cellOf(16, 6, 6)}, Window: win})
	zoom := part.draw().(*image.RGBA)
	if zoom.Rect.Dx() >= full.Rect.Dx()*2/3 {
		t.Errorf("the window is %d px wide, the whole board %d", zoom.Rect.Dx(), full.Rect.Dx())
	}
	for r := win.Min.Y; r < win.Max.Y; r++ {
		for c := win.Min.X; c < win.Max.X; c++ {
			i := r*16 + c
			a, b := whole.g.cell(i), part.g.cell(i)
			for y := 0; y < a.Dy(); y++ {
				for x := 0; x < a.Dx(); x++ {
					if full.RGBAAt(a.Min.X+x, a.Min.Y+y) != zoom.RGBAAt(b.Min.X+x, b.Min.Y+y) {
						t.Fatalf("r%dc%d differs in the window at (%d, %d)", r+1, c+1, x, y)
					}
				}
			}
		}
	}
	if err := check(big, big, Options{Window: image.Rect(2, 0, 8, 8)}); err == nil {
		t.Errorf("a window that cuts boxes was accepted")
	}
}
