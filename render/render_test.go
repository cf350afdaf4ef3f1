package render

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// draw9 draws on the 9×9 fixture and returns the image with the geometry it used.
func draw9(t *testing.T, puzzle, grid sudoku.Grid, opt Options) (*image.RGBA, *geometry, *palette) {
	t.Helper()
	if err := check(puzzle, grid, opt); err != nil {
		t.Fatal(err)
	}
	b := newBoard(puzzle, grid, opt)
	img := b.draw().(*image.RGBA)
	return img, b.g, b.p
}

// count returns how many pixels of r have exactly colour c.
func count(img *image.RGBA, r image.Rectangle, c color.RGBA) int {
	n := 0
	r = r.Intersect(img.Rect)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if img.RGBAAt(x, y) == c {
				n++
			}
		}
	}
	return n
}

func at(img *image.RGBA, x, y float64) color.RGBA {
	return img.RGBAAt(int(math.Round(x)), int(math.Round(y)))
}

func TestSizes(t *testing.T) {
	for n := 4; n <= sudoku.MaxSize; n++ {
		br, bc, ok := sudoku.DefaultBoxes(n)
		if !ok {
			continue
		}
		for _, marks := range []bool{false, true} {
			p, _ := patternGrid(t, n, br, bc, sparse)
			t.Run(fmt.Sprintf("%dx%d/marks=%v", n, n, marks), func(t *testing.T) {
				opt := Options{Labels: true, Title: "Size test"}
				if marks {
					opt.Marks = candidates(p)
				}
				img, err := Sudoku(p, p, opt)
				if err != nil {
					t.Fatal(err)
				}
				w, h := img.Bounds().Dx(), img.Bounds().Dy()
				lo, hi := 450, 1000 // chat-sized
				if n > 12 {
					lo, hi = 700, 1800 // larger but readable
				}
				if w < lo || w > hi || h < lo || h > hi {
					t.Errorf("%d×%d pixels, want %d..%d", w, h, lo, hi)
				}
			})
		}
	}
}

func TestSize9Default(t *testing.T) {
	p, s, _ := nine(t)
	img, err := Solution(p, s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if w, h := img.Bounds().Dx(), img.Bounds().Dy(); w < 600 || w > 900 || w != h {
		t.Errorf("plain 9×9 board is %d×%d, want square, 600..900 px", w, h)
	}
}

func TestGivenAndFilledColours(t *testing.T) {
	p, s, _ := nine(t)
	for _, th := range []Theme{Light, Dark} {
		img, g, pal := draw9(t, p, s, Options{Theme: th})
		given, filled := cellOf(9, 1, 2), cellOf(9, 1, 1) // r1c2 is a given 5, r1c1 a solved 6
		if p.Cell(given) == 0 || p.Cell(filled) != 0 {
			t.Fatal("fixture changed")
		}
		if n := count(img, g.cell(given), pal.given); n < 50 {
			t.Errorf("%v: given cell has %d pixels of the given colour", th, n)
		}
		if n := count(img, g.cell(given), pal.filled); n != 0 {
			t.Errorf("%v: given cell has %d pixels of the filled colour", th, n)
		}
		if n := count(img, g.cell(filled), pal.filled); n < 50 {
			t.Errorf("%v: filled cell has %d pixels of the filled colour", th, n)
		}
		if n := count(img, g.cell(filled), pal.given); n != 0 {
			t.Errorf("%v: filled cell has %d pixels of the given colour", th, n)
		}
		if c := img.RGBAAt(g.cell(filled).Min.X, g.cell(filled).Min.Y); c != pal.board {
			t.Errorf("%v: cell corner is %v, want the board colour %v", th, c, pal.board)
		}
	}
}

func TestThemeBackground(t *testing.T) {
	p, _, _ := nine(t)
	for _, tc := range []struct {
		theme Theme
		want  color.RGBA
	}{{Light, color.RGBA{0xff, 0xff, 0xff, 0xff}}, {Dark, color.RGBA{0x31, 0x33, 0x38, 0xff}}} {
		img, _, _ := draw9(t, p, p, Options{Theme: tc.theme, Title: "x"})
		for _, pt := range []image.Point{{0, 0}, {img.Rect.Max.X - 1, img.Rect.Max.Y - 1}, {img.Rect.Max.X - 1, 0}} {
			if c := img.RGBAAt(pt.X, pt.Y); c != tc.want {
				t.Errorf("%v: pixel %v is %v, want %v", tc.theme, pt, c, tc.want)
			}
		}
	}
}

func TestHighlightColours(t *testing.T) {
	p, _, cur := nine(t)
	marks := candidates(cur)
	for _, th := range []Theme{Light, Dark} {
		// Eliminations and pattern roles: the disc behind the candidate, above its digit.
		img, g, pal := draw9(t, p, cur, Options{Theme: th, Marks: marks, Step: &eliminationStep})
		r := g.markRadius()
		for _, c := range eliminationStep.Eliminations {
			x, y := g.markCentre(c.Cell, c.Digit)
			if got := at(img, x, y-0.85*r); got != pal.elim.fill {
				t.Errorf("%v: eliminated %v has %v above its digit, want %v", th, c, got, pal.elim.fill)
			}
			if n := count(img, image.Rect(int(x-r), int(y-r), int(x+r), int(y+r)), pal.strike); n < 3 {
				t.Errorf("%v: eliminated %v is not struck through (%d strike pixels)", th, c, n)
			}
		}
		for _, m := range eliminationStep.Pattern {
			x, y := g.markCentre(m.Cell, m.Digit)
			if got, want := at(img, x, y-0.85*r), pal.role(m.Role).fill; got != want {
				t.Errorf("%v: pattern %v has %v, want %v", th, m, got, want)
			}
		}
		// The shaded house: an empty cell of column 9 off the pattern has the house tint
		// in its corner; a cell outside it does not.
		in, out := g.cell(cellOf(9, 8, 9)), g.cell(cellOf(9, 8, 8))
		if c := img.RGBAAt(in.Min.X, in.Min.Y); c != pal.house {
			t.Errorf("%v: shaded cell corner %v, want %v", th, c, pal.house)
		}
		if c := img.RGBAAt(out.Min.X, out.Min.Y); c != pal.board {
			t.Errorf("%v: unshaded cell corner %v, want %v", th, c, pal.board)
		}

		// Every role gets its own swatch.
		img, g, pal = draw9(t, p, p, Options{Theme: th, Marks: candidates(p), Step: &rolesStep})
		for _, m := range rolesStep.Pattern {
			x, y := g.markCentre(m.Cell, m.Digit)
			if got, want := at(img, x, y-0.85*r), pal.role(m.Role).fill; got != want {
				t.Errorf("%v: role %d at %v is %v, want %v", th, m.Role, m.Candidate, got, want)
			}
		}

		// The placement: green cell, green digit.
		cur2 := cur.Clone()
		cur2.SetCell(cellOf(9, 3, 5), 0)
		img, g, pal = draw9(t, p, cur2, Options{Theme: th, Step: &placementStep})
		cell := g.cell(cellOf(9, 3, 5))
		if c := img.RGBAAt(cell.Min.X, cell.Min.Y); c != pal.placement.fill {
			t.Errorf("%v: placement cell %v, want %v", th, c, pal.placement.fill)
		}
		if n := count(img, cell, pal.placement.ink); n < 50 {
			t.Errorf("%v: placement digit has %d green pixels", th, n)
		}

		// Chain links: arrows in the link colour, between the link's cells.
		img, _, pal = draw9(t, p, cur, Options{Theme: th, Step: &chainStep})
		if n := count(img, img.Rect, pal.link); n < 100 {
			t.Errorf("%v: chain has %d link-coloured pixels", th, n)
		}

		// Mistakes: tinted cell, red digit, red ring.
		pm, wrong, ms := wrongGrid(t)
		img, g, pal = draw9(t, pm, wrong, Options{Theme: th, Mistakes: ms})
		for _, m := range ms {
			cell := g.cell(m.Cell)
			if c := img.RGBAAt(cell.Min.X+1, cell.Min.Y+1); c != pal.mistake.fill {
				t.Errorf("%v: mistake cell %v, want %v", th, c, pal.mistake.fill)
			}
			if n := count(img, cell, pal.mistake.ink); n < 150 {
				t.Errorf("%v: mistake %v has %d red pixels", th, m, n)
			}
		}
	}
}

func TestLabelsAndTitle(t *testing.T) {
	p, _, _ := nine(t)
	plain, _ := Sudoku(p, p, Options{})
	labelled, _ := Sudoku(p, p, Options{Labels: true})
	titled, _ := Sudoku(p, p, Options{Title: strings.Repeat("Very long title · ", 20)})
	if labelled.Bounds().Dx() <= plain.Bounds().Dx() || labelled.Bounds().Dy() <= plain.Bounds().Dy() {
		t.Errorf("labels do not make room: %v vs %v", labelled.Bounds(), plain.Bounds())
	}
	if titled.Bounds().Dx() != plain.Bounds().Dx() || titled.Bounds().Dy() <= plain.Bounds().Dy() {
		t.Errorf("a long title must fit the board's width: %v vs %v", titled.Bounds(), plain.Bounds())
	}
}

func TestNumberSymbols(t *testing.T) {
	p, s := patternGrid(t, 16, 4, 4, sparse)
	p, s = p.WithSymbols(sudoku.Symbols{Set: sudoku.Numbers}), s.WithSymbols(sudoku.Symbols{Set: sudoku.Numbers})
	if _, err := Solution(p, s, Options{}); err != nil {
		t.Fatal(err)
	}
	if _, err := Sudoku(p, p, Options{Marks: candidates(p)}); err != nil {
		t.Fatal(err)
	}
}

func TestBadInput(t *testing.T) {
	p, _, _ := nine(t)
	four, _ := patternGrid(t, 4, 2, 2, sparse)
	other, _ := sudoku.NewGridBoxes(9, 1, 9)
	bad := func(s technique.Step) *technique.Step { return &s }
	for _, tc := range []struct {
		name         string
		puzzle, grid sudoku.Grid
		opt          Options
		want         string
	}{
		{"zero grid", sudoku.Grid{}, sudoku.Grid{}, Options{}, "empty"},
		{"sizes differ", p, four, Options{}, "4×4"},
		{"boxes differ", p, other, Options{}, "1×9 boxes"},
		{"marks size", p, p, Options{Marks: &sudoku.Candidates{N: 4, Mask: make([]uint32, 16)}}, "pencil marks"},
		{"marks short", p, p, Options{Marks: &sudoku.Candidates{N: 9, Mask: make([]uint32, 80)}}, "pencil marks"},
		{"cell", p, p, Options{Step: bad(technique.Step{Placements: []technique.Candidate{{Cell: 81, Digit: 1}}})}, "cell 81"},
		{"digit", p, p, Options{Step: bad(technique.Step{Eliminations: []technique.Candidate{{Cell: 3, Digit: 10}}})}, "digit 10"},
		{"pattern", p, p, Options{Step: bad(technique.Step{Pattern: []technique.Mark{{Candidate: technique.Candidate{Cell: -1, Digit: 1}}}})}, "cell -1"},
		{"link", p, p, Options{Step: bad(technique.Step{Links: []technique.Link{{From: technique.Candidate{Cell: 1, Digit: 0}}}})}, "digit 0"},
		{"house", p, p, Options{Step: bad(technique.Step{Houses: []sudoku.House{{Kind: sudoku.Row, Index: 9}}})}, "row 10"},
		{"house kind", p, p, Options{Step: bad(technique.Step{Houses: []sudoku.House{{Kind: 7, Index: 0}}})}, "outside"},
		{"mistake", p, p, Options{Mistakes: []sudoku.Mistake{{Cell: 100}}}, "cell 100"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			img, err := Sudoku(tc.puzzle, tc.grid, tc.opt)
			if err == nil || img != nil {
				t.Fatalf("got image %v, error %v; want an error", img != nil, err)
			}
			if !strings.HasPrefix(err.Error(), "render: ") || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q, want the render: prefix and %q", err, tc.want)
			}
		})
	}
}

func TestParseTheme(t *testing.T) {
	for _, th := range []Theme{Light, Dark} {
		if got, err := ParseTheme(th.String()); err != nil || got != th {
			t.Errorf("ParseTheme(%q) = %v, %v", th, got, err)
		}
	}
	if _, err := ParseTheme("blue"); err == nil {
		t.Error("ParseTheme(blue) accepted")
	}
}

// TestConcurrent draws from several goroutines at once (run with -race).
func TestConcurrent(t *testing.T) {
	p, _, cur := nine(t)
	m := candidates(cur)
	var wg sync.WaitGroup
	for k := 0; k < 4; k++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			opt := Options{Theme: Theme(k % 2), CellSize: 30 + k, Labels: true, Title: "t"}
			img, err := Hint(p, cur, m, &chainStep, nil, opt)
			if err == nil {
				err = EncodePNG(discard{}, img)
			}
			if err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
}

type discard struct{}

func (discard) Write(b []byte) (int, error) { return len(b), nil }

// TestRandomSteps draws random, often invalid, overlays on grids of every size class: each
// must give an image or a render: error, never a panic.
func TestRandomSteps(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 25))
	shapes := [][3]int{{4, 2, 2}, {6, 2, 3}, {9, 3, 3}, {12, 3, 4}, {16, 4, 4}, {25, 5, 5}}
	drawn := 0
	for k := 0; k < 60; k++ {
		sh := shapes[k%len(shapes)]
		n := sh[0]
		p, s := patternGrid(t, n, sh[1], sh[2], sparse)
		c := func() technique.Candidate {
			if rng.IntN(40) == 0 { // now and then, out of range
				return technique.Candidate{Cell: rng.IntN(n*n+2) - 1, Digit: rng.IntN(n + 2)}
			}
			return technique.Candidate{Cell: rng.IntN(n * n), Digit: 1 + rng.IntN(n)}
		}
		step := &technique.Step{}
		for j := rng.IntN(4); j > 0; j-- {
			step.Houses = append(step.Houses, sudoku.House{Kind: sudoku.HouseKind(rng.IntN(3)), Index: rng.IntN(n)})
			step.Pattern = append(step.Pattern, technique.Mark{Candidate: c(), Role: technique.Role(rng.IntN(10))})
			step.Links = append(step.Links, technique.Link{From: c(), To: c(), Strong: rng.IntN(2) == 0})
			step.Eliminations = append(step.Eliminations, c())
			step.Placements = append(step.Placements, c())
		}
		opt := Options{Theme: Theme(rng.IntN(3)), CellSize: 16 + rng.IntN(20), Step: step,
			Mistakes: []sudoku.Mistake{{Cell: rng.IntN(n * n)}}, Labels: rng.IntN(2) == 0}
		if rng.IntN(2) == 0 {
			opt.Marks = candidates(p)
		}
		img, err := Hint(p, s, opt.Marks, step, opt.Mistakes, opt)
		if (img == nil) == (err == nil) {
			t.Fatalf("case %d: image %v with error %v", k, img != nil, err)
		}
		if err != nil && !strings.HasPrefix(err.Error(), "render: ") {
			t.Errorf("case %d: error %q lacks the render: prefix", k, err)
		}
		if err == nil {
			drawn++
		}
	}
	if drawn < 20 {
		t.Errorf("only %d of 60 random overlays were drawn", drawn)
	}
}
