package render

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// The 10×10 cat of ../shared/data/seeds/seed002_nonogram.txt, with the solution its README
// gives.
var (
	catRows = [][]int{{1, 1}, {2, 2}, {5}, {1, 1, 1}, {7}, {5, 2}, {3, 1}, {3, 1}, {4, 2}, {7}}
	catCols = [][]int{{1}, {6}, {2, 6}, {8}, {2, 6}, {6, 2}, {1, 1}, {1}, {1, 2}, {4}}
	catPic  = []string{".#...#....", ".##.##....", ".#####....", ".#.#.#....", "#######...",
		".#####..##", "..###....#", "..###....#", "..####..##", "..#######."}
)

// picBoard returns the board whose solution is pic ('#' black, '.' white), its clues
// computed from the picture, with every cell known.
func picBoard(pic []string) NonogramBoard {
	h, w := len(pic), len(pic[0])
	b := NonogramBoard{Width: w, Height: h, Cells: make([]uint8, w*h)}
	for r, row := range pic {
		for c := range row {
			b.Cells[r*w+c] = NonogramWhite
			if row[c] == '#' {
				b.Cells[r*w+c] = NonogramBlack
			}
		}
	}
	for r := 0; r < h; r++ {
		b.Rows = append(b.Rows, finishedBlocks(b.Cells[r*w:(r+1)*w], false))
	}
	for c := 0; c < w; c++ {
		col := make([]uint8, h)
		for r := range col {
			col[r] = b.Cells[r*w+c]
		}
		b.Cols = append(b.Cols, finishedBlocks(col, false))
	}
	return b
}

func catSolved(t testing.TB) NonogramBoard {
	b := picBoard(catPic)
	for r := range catRows {
		if !slices.Equal(b.Rows[r], catRows[r]) {
			t.Fatalf("cat row %d: picture gives %v, the puzzle says %v", r+1, b.Rows[r], catRows[r])
		}
	}
	for c := range catCols {
		if !slices.Equal(b.Cols[c], catCols[c]) {
			t.Fatalf("cat column %d: picture gives %v, the puzzle says %v", c+1, b.Cols[c], catCols[c])
		}
	}
	return b
}

// settle returns the cells of a line that every placement of clue consistent with the
// known cells agrees on, by trying every placement: slow and obviously right, for lines of
// the test boards only. ok is false when no placement fits.
func settle(clue []int, cells []uint8) (out []uint8, ok bool) {
	n := len(cells)
	out = make([]uint8, n)
	first := true
	line := make([]uint8, n)
	var place func(j, from int)
	place = func(j, from int) {
		if j == len(clue) {
			for i := from; i < n; i++ {
				line[i] = NonogramWhite
			}
			for i, c := range cells {
				if c != NonogramUnknown && c != line[i] {
					return
				}
			}
			for i := range out {
				switch {
				case first:
					out[i] = line[i]
				case out[i] != line[i]:
					out[i] = NonogramUnknown
				}
			}
			first = false
			return
		}
		for start := from; start+clue[j] <= n; start++ {
			for i := from; i < start; i++ {
				line[i] = NonogramWhite
			}
			for i := start; i < start+clue[j]; i++ {
				line[i] = NonogramBlack
			}
			next := start + clue[j]
			if next < n {
				line[next] = NonogramWhite
				next++
			}
			place(j+1, next)
		}
	}
	place(0, 0)
	return out, !first
}

// lineStep returns the line step on b's row (or column) index: the unknown cells that
// line logic decides, as a hint.
func lineStep(b NonogramBoard, column bool, index int) NonogramHint {
	np := &nonogramPicture{b: &b}
	clue := b.Rows[index]
	if column {
		clue = b.Cols[index]
	}
	cells := np.line(column, index)
	got, _ := settle(clue, cells)
	h := NonogramHint{Column: column, Index: index}
	for j, c := range cells {
		if c != NonogramUnknown {
			continue
		}
		switch got[j] {
		case NonogramBlack:
			h.Black = append(h.Black, j)
		case NonogramWhite:
			h.White = append(h.White, j)
		}
	}
	return h
}

// apply sets the hint's cells in b.Cells.
func apply(b NonogramBoard, h NonogramHint) {
	np := &nonogramPicture{b: &b}
	for _, j := range h.Black {
		b.Cells[np.lineCell(h.Column, h.Index, j)] = NonogramBlack
	}
	for _, j := range h.White {
		b.Cells[np.lineCell(h.Column, h.Index, j)] = NonogramWhite
	}
}

// catPartial returns the cat half-solved by line logic (all rows once, then all columns
// once, then rows again), and the next step: the column that then decides the most cells.
func catPartial(t testing.TB) (NonogramBoard, NonogramHint) {
	b := NonogramBoard{Width: 10, Height: 10, Rows: catRows, Cols: catCols, Cells: make([]uint8, 100)}
	for _, column := range []bool{false, true, false} {
		for i := 0; i < 10; i++ {
			apply(b, lineStep(b, column, i))
		}
	}
	var best NonogramHint
	for i := 0; i < 10; i++ {
		if h := lineStep(b, true, i); len(h.Black)+len(h.White) > len(best.Black)+len(best.White) {
			best = h
		}
	}
	if len(best.Black)+len(best.White) == 0 {
		t.Fatal("the cat's partial grid has no column step")
	}
	best.Clues = []int{len(b.Cols[best.Index]) - 1}
	return b, best
}

var nonogramPictures = []picture{
	{"nonogram_cat_solved", func(t *testing.T) (image.Image, error) {
		return Nonogram(catSolved(t), nil, Options{Title: "Cat · 10×10 · unique", CellSize: cs(24)})
	}},
	{"nonogram_cat_hint", func(t *testing.T) (image.Image, error) {
		b, h := catPartial(t)
		b.Progress = true
		return Nonogram(b, &h, Options{Title: "Column " + strconv.Itoa(h.Index+1) + " · line logic", Labels: true, CellSize: cs(24)})
	}},
	{"nonogram_cat_dark", func(t *testing.T) (image.Image, error) {
		b, h := catPartial(t)
		b.Progress = true
		return Nonogram(b, &h, Options{Theme: Dark, Title: "Hint", CellSize: cs(24)})
	}},
	{"nonogram_5x5_crosses", func(t *testing.T) (image.Image, error) {
		b := picBoard([]string{"#.#.#", ".###.", "##.##", ".###.", "#.#.#"})
		for _, i := range []int{6, 7, 8, 11, 12, 13} {
			b.Cells[i] = NonogramUnknown
		}
		b.Crosses = CrossX
		b.Progress = true
		return Nonogram(b, nil, Options{Theme: Dark, CellSize: cs(28)})
	}},
}

func TestNonogramGolden(t *testing.T) {
	for _, pc := range nonogramPictures {
		t.Run(pc.name, func(t *testing.T) {
			got, err := pc.draw(t)
			if err != nil {
				t.Fatal(err)
			}
			if *look != "" {
				writePNG(t, filepath.Join(*look, pc.name+".png"), got)
				return
			}
			path := filepath.Join("testdata", pc.name+".png")
			if *update {
				writePNG(t, path, got)
				return
			}
			want := readPNG(t, path)
			if !got.Bounds().Eq(want.Bounds()) {
				t.Fatalf("size %v, golden %v; got image saved to %s", got.Bounds(), want.Bounds(), saveGot(t, pc.name, got))
			}
			if n := diffPixels(got, want, tolerance); n*1_000_000 > maxOddPixels*got.Bounds().Dx()*got.Bounds().Dy() {
				t.Errorf("%d pixels differ by more than %d; got image saved to %s", n, tolerance, saveGot(t, pc.name, got))
			}
		})
	}
}

// randomBoard returns a w×h board with a random picture, its clues, and cells known with
// probability known.
func randomBoard(rng *rand.Rand, w, h int, known float64) NonogramBoard {
	pic := make([]string, h)
	for r := range pic {
		var sb strings.Builder
		for c := 0; c < w; c++ {
			if rng.IntN(2) == 0 {
				sb.WriteByte('#')
			} else {
				sb.WriteByte('.')
			}
		}
		pic[r] = sb.String()
	}
	b := picBoard(pic)
	for i := range b.Cells {
		if rng.Float64() >= known {
			b.Cells[i] = NonogramUnknown
		}
	}
	return b
}

// TestNonogramSizes checks the automatic size of boards from 5×5 to 512×512: chat-sized up
// to 30×30, bounded by maxImageSide beyond, with clues up to 200×200.
func TestNonogramSizes(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 1))
	for _, tc := range []struct {
		w, h   int
		lo, hi int // the longer side of the picture
		clues  bool
	}{
		{5, 5, 200, 450, true},
		{10, 10, 400, 650, true},
		{15, 10, 450, 700, true},
		{20, 20, 600, 800, true},
		{30, 30, 800, 950, true},
		{50, 40, 900, 1500, true},
		{100, 100, 1300, 2500, true},
		{200, 200, 2500, maxImageSide, true},
		{512, 512, 2000, maxImageSide, false},
		{1, 1, 30, 200, true},
		{1, 250, 300, maxImageSide, true},
	} {
		b := randomBoard(rng, tc.w, tc.h, 0.5)
		img, err := Nonogram(b, nil, Options{Title: "Size test"})
		if err != nil {
			t.Fatal(err)
		}
		w, h := img.Bounds().Dx(), img.Bounds().Dy()
		if side := max(w, h); side < tc.lo || side > tc.hi {
			t.Errorf("%d×%d board: %d×%d pixels, want the longer side in %d..%d", tc.w, tc.h, w, h, tc.lo, tc.hi)
		}
		g := newNonogramGeometry(&b, Options{Title: "Size test"})
		if g.clues != tc.clues {
			t.Errorf("%d×%d board: clues drawn %v, want %v (cell %d px)", tc.w, tc.h, g.clues, tc.clues, g.s)
		}
		if *look != "" && tc.w >= 30 && tc.w <= 200 {
			writePNG(t, filepath.Join(*look, "nonogram_size"+strconv.Itoa(tc.w)+".png"), img)
		}
	}
}

// drawNonogram draws b and returns the image with the geometry and palette it used.
func drawNonogram(t *testing.T, b NonogramBoard, h *NonogramHint, opt Options) (*image.RGBA, *nonogramGeometry, *nonogramPalette) {
	t.Helper()
	if err := checkNonogram(b, h); err != nil {
		t.Fatal(err)
	}
	np := newNonogramPicture(b, h, opt)
	return np.draw().(*image.RGBA), np.g, np.p
}

// corner returns the colour just inside the top-left corner of the cell at row r, column c.
func corner(img *image.RGBA, g *nonogramGeometry, r, c int) color.RGBA {
	p := g.cell(r, c).Min
	return img.RGBAAt(p.X+1, p.Y+1)
}

func TestNonogramColours(t *testing.T) {
	for _, th := range []Theme{Light, Dark} {
		for _, cellSize := range []int{0, 14, 6} {
			b, h := catPartial(t)
			img, g, p := drawNonogram(t, b, &h, Options{Theme: th, CellSize: cellSize, Title: "x"})
			name := fmt.Sprintf("%v/cell %d", th, g.s)
			for _, pt := range []image.Point{{0, 0}, {img.Rect.Max.X - 1, img.Rect.Max.Y - 1}} {
				if c := img.RGBAAt(pt.X, pt.Y); c != p.background {
					t.Errorf("%s: pixel %v is %v, want the background %v", name, pt, c, p.background)
				}
			}
			want := map[uint8]color.RGBA{NonogramUnknown: p.board, NonogramBlack: p.black, NonogramWhite: p.board}
			for r := 0; r < 10; r++ {
				for c := 0; c < 10; c++ {
					if h.Index == c {
						continue
					}
					if got, w := corner(img, g, r, c), want[b.Cells[r*10+c]]; got != w {
						t.Fatalf("%s: r%dc%d (state %d) is %v, want %v", name, r+1, c+1, b.Cells[r*10+c], got, w)
					}
				}
			}
			// The hint's column: decided black cells green, decided white cells tinted with a
			// red ×, the rest shaded.
			decided := map[int]bool{}
			for _, r := range h.Black {
				decided[r] = true
				if got := corner(img, g, r, h.Index); got != p.newBlack {
					t.Errorf("%s: decided black r%d is %v, want %v", name, r+1, got, p.newBlack)
				}
			}
			for _, r := range h.White {
				decided[r] = true
				cell := g.cell(r, h.Index)
				if g.s >= 8 {
					if got := corner(img, g, r, h.Index); got != p.newWhite.fill {
						t.Errorf("%s: decided white r%d is %v, want %v", name, r+1, got, p.newWhite.fill)
					}
				}
				if n := count(img, cell, p.newWhite.ink); n < g.s {
					t.Errorf("%s: decided white r%d has %d red pixels", name, r+1, n)
				}
			}
			for r := 0; r < 10; r++ {
				if !decided[r] && b.Cells[r*10+h.Index] != NonogramBlack {
					if got := corner(img, g, r, h.Index); got != p.house {
						t.Errorf("%s: hint line r%d is %v, want the shade %v", name, r+1, got, p.house)
					}
				}
			}
		}
	}
}

// TestNonogramCrosses counts the marks of white cells in each style.
func TestNonogramCrosses(t *testing.T) {
	b, _ := catPartial(t)
	white := 0
	for _, c := range b.Cells {
		if c == NonogramWhite {
			white++
		}
	}
	marked := func(b NonogramBoard) int {
		img, g, p := drawNonogram(t, b, nil, Options{})
		n := 0
		for r := 0; r < g.h; r++ {
			for c := 0; c < g.w; c++ {
				if count(img, g.cell(r, c), p.cross) > 0 {
					n++
				}
			}
		}
		return n
	}
	for _, tc := range []struct {
		style CrossStyle
		want  int
	}{{CrossAuto, white}, {CrossDot, white}, {CrossX, white}, {CrossNone, 0}} {
		b.Crosses = tc.style
		if got := marked(b); got != tc.want {
			t.Errorf("style %d: %d cells marked, want %d", tc.style, got, tc.want)
		}
	}
	solved := catSolved(t)
	if got := marked(solved); got != 0 {
		t.Errorf("a solved board marks %d white cells in the automatic style, want none", got)
	}
	solved.Crosses = CrossDot
	if got, want := marked(solved), strings.Count(strings.Join(catPic, ""), "."); got != want {
		t.Errorf("CrossDot marks %d white cells of the solved cat, want %d", got, want)
	}
}

func TestLineProgress(t *testing.T) {
	const o, d, x = clueOpen, clueDone, clueWrong
	for _, tc := range []struct {
		clue  []int
		cells string // '#' black, '.' white, '?' unknown
		want  []clueState
	}{
		{[]int{2, 1}, "??????", []clueState{o, o}},
		{[]int{2, 1}, "##.???", []clueState{d, o}},
		{[]int{2, 1}, "##????", []clueState{o, o}}, // the block is not closed yet
		{[]int{2, 1}, "?##.??", []clueState{o, o}}, // something unknown before it
		{[]int{2, 1}, "???.#.", []clueState{o, d}},
		{[]int{2, 1}, "##.?.#", []clueState{d, d}},
		{[]int{2, 1}, "##..#.", []clueState{d, d}},
		{[]int{2, 1}, "#..##.", []clueState{x, x}}, // complete and wrong
		{[]int{2, 1}, "###.??", []clueState{o, o}}, // a finished block of the wrong length
		{[]int{1}, "#.#.??", []clueState{o}},       // too many finished blocks
		{nil, "......", []clueState{d}},
		{nil, "..?...", []clueState{o}},
		{nil, "..#...", []clueState{x}},
		{[]int{0}, "......", []clueState{d}},
	} {
		cells := make([]uint8, len(tc.cells))
		for i, ch := range tc.cells {
			cells[i] = map[rune]uint8{'#': NonogramBlack, '.': NonogramWhite, '?': NonogramUnknown}[ch]
		}
		if got := lineProgress(tc.clue, cells); !slices.Equal(got, tc.want) {
			t.Errorf("lineProgress(%v, %s) = %v, want %v", tc.clue, tc.cells, got, tc.want)
		}
	}
}

// TestNonogramProgressColours: a greyed clue is drawn in the done colour, a wrong one in red.
func TestNonogramProgressColours(t *testing.T) {
	b := catSolved(t)
	b.Progress = true
	b.Cells[0] = NonogramBlack // row 1 now reads ##...#....: wrong; column 1 too
	img, g, p := drawNonogram(t, b, nil, Options{})
	rowClue := image.Rect(g.pad, g.ys[0], g.frame.Min.X, g.ys[0]+g.s)
	if n := count(img, rowClue, p.newWhite.ink); n < 20 {
		t.Errorf("the wrong row's clue has %d red pixels", n)
	}
	rowClue = image.Rect(g.pad, g.ys[1], g.frame.Min.X, g.ys[1]+g.s)
	if n := count(img, rowClue, p.done); n < 20 {
		t.Errorf("a complete row's clue has %d grey pixels", n)
	}
	if n := count(img, rowClue, p.given); n != 0 {
		t.Errorf("a complete row's clue has %d pixels of the plain clue colour", n)
	}
}

// TestNonogramHintClue: the named clue entry sits on a marker; the others do not.
func TestNonogramHintClue(t *testing.T) {
	b, h := catPartial(t)
	for _, th := range []Theme{Light, Dark} {
		img, g, p := drawNonogram(t, b, &h, Options{Theme: th})
		band := image.Rect(g.xs[h.Index], g.pad, g.xs[h.Index]+g.s, g.frame.Min.Y)
		if n := count(img, band, p.entry.fill); n < 50 {
			t.Errorf("%v: the named clue entry's marker has %d pixels", th, n)
		}
		if n := count(img, band, p.house); n < 50 {
			t.Errorf("%v: the hint column's clue is not shaded (%d pixels)", th, n)
		}
		other := image.Rect(g.xs[0], g.pad, g.xs[0]+g.s, g.frame.Min.Y)
		if n := count(img, other, p.entry.fill); n != 0 {
			t.Errorf("%v: column 1's clue has %d marker pixels", th, n)
		}
	}
}

func TestNonogramBadInput(t *testing.T) {
	cat := func(f func(b *NonogramBoard)) NonogramBoard {
		b := catSolved(t)
		b.Rows, b.Cols, b.Cells = slices.Clone(b.Rows), slices.Clone(b.Cols), slices.Clone(b.Cells)
		f(&b)
		return b
	}
	for _, tc := range []struct {
		name string
		b    NonogramBoard
		h    *NonogramHint
		want string
	}{
		{"zero", NonogramBoard{}, nil, "0×0"},
		{"too wide", NonogramBoard{Width: MaxNonogramSide + 1, Height: 1}, nil, "1..1024"},
		{"row clues", cat(func(b *NonogramBoard) { b.Rows = b.Rows[:9] }), nil, "9 row clues"},
		{"col clues", cat(func(b *NonogramBoard) { b.Cols = append(b.Cols, []int{1}) }), nil, "11 column clues"},
		{"clue too long", cat(func(b *NonogramBoard) { b.Rows[2] = []int{5, 5} }), nil, "row 3: clue 5 5 needs 11 cells, the line has 10"},
		{"negative", cat(func(b *NonogramBoard) { b.Cols[3] = []int{2, -1} }), nil, "column 4"},
		{"zero entry", cat(func(b *NonogramBoard) { b.Cols[0] = []int{0, 1} }), nil, "positive"},
		{"cells", cat(func(b *NonogramBoard) { b.Cells = b.Cells[:99] }), nil, "99 cells"},
		{"state", cat(func(b *NonogramBoard) { b.Cells[12] = 3 }), nil, "row 2, column 3 holds state 3"},
		{"crosses", cat(func(b *NonogramBoard) { b.Crosses = 9 }), nil, "cross style"},
		{"hint line", catSolved(t), &NonogramHint{Column: true, Index: 10}, "column 11"},
		{"hint clue", catSolved(t), &NonogramHint{Index: 0, Clues: []int{2}}, "entry 3 of row 1"},
		{"hint cell", catSolved(t), &NonogramHint{Index: 4, White: []int{-1}}, "cell 0 of row 5"},
		{"hint black", catSolved(t), &NonogramHint{Column: true, Index: 4, Black: []int{10}}, "cell 11 of column 5"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			img, err := Nonogram(tc.b, tc.h, Options{})
			if err == nil || img != nil {
				t.Fatalf("got image %v, error %v; want an error", img != nil, err)
			}
			if !strings.HasPrefix(err.Error(), "render: ") || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q, want the render: prefix and %q", err, tc.want)
			}
		})
	}
}

// TestNonogramRandom draws random boards, clues, hints and options, often invalid: each must
// give an image or a render: error, never a panic.
func TestNonogramRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 6))
	drawn := 0
	const cases = 150
	for k := 0; k < cases; k++ {
		w, h := 1+rng.IntN(25), 1+rng.IntN(25)
		if k%25 == 0 {
			w, h = 1+rng.IntN(120), 1+rng.IntN(120)
		}
		b := randomBoard(rng, w, h, rng.Float64())
		b.Crosses = CrossStyle(rng.IntN(5))
		b.Progress = rng.IntN(2) == 0
		switch rng.IntN(12) {
		case 0:
			b.Cells = nil
		case 1:
			b.Cells[rng.IntN(len(b.Cells))] = uint8(rng.IntN(5))
		case 2:
			b.Rows[rng.IntN(h)] = []int{w + rng.IntN(3) - 1}
		case 3:
			b.Cols[rng.IntN(w)] = nil
		}
		var hint *NonogramHint
		if rng.IntN(3) > 0 {
			col := rng.IntN(2) == 0
			n, count := w, h
			if col {
				n, count = h, w
			}
			hint = &NonogramHint{Column: col, Index: rng.IntN(count + 1)}
			for j := rng.IntN(4); j > 0; j-- {
				hint.Clues = append(hint.Clues, rng.IntN(3))
				hint.Black = append(hint.Black, rng.IntN(n+1))
				hint.White = append(hint.White, rng.IntN(n+1)-rng.IntN(2))
			}
		}
		opt := Options{Theme: Theme(rng.IntN(3)), Labels: rng.IntN(2) == 0}
		if rng.IntN(2) == 0 {
			opt.CellSize = rng.IntN(50) - 2
		}
		if rng.IntN(2) == 0 {
			opt.Title = strings.Repeat("Nonogram · ", rng.IntN(6))
		}
		img, err := Nonogram(b, hint, opt)
		if (img == nil) == (err == nil) {
			t.Fatalf("case %d: image %v with error %v", k, img != nil, err)
		}
		if err != nil {
			if !strings.HasPrefix(err.Error(), "render: ") {
				t.Errorf("case %d: error %q lacks the render: prefix", k, err)
			}
			continue
		}
		drawn++
		if r := img.Bounds(); r.Dx() > maxImageSide || r.Dy() > maxImageSide {
			t.Errorf("case %d: %v exceeds %d px", k, r, maxImageSide)
		}
	}
	if drawn < cases/3 {
		t.Errorf("only %d of %d random boards were drawn", drawn, cases)
	}
}

// TestNonogramBig: a board too big for legible clues drops them and says so in the title.
func TestNonogramBig(t *testing.T) {
	b := randomBoard(rand.New(rand.NewPCG(5, 12)), 512, 512, 1)
	for _, title := range []string{"", "Cauldron"} {
		g := newNonogramGeometry(&b, Options{Title: title})
		if g.clues || !strings.Contains(g.title, "lues left out") || !strings.HasPrefix(g.title, title) {
			t.Errorf("512×512 titled %q: clues %v, title %q", title, g.clues, g.title)
		}
		if g.side() > maxImageSide || g.s < nonogramMinCell {
			t.Errorf("512×512: %d px side with %d px cells", g.side(), g.s)
		}
	}
	// An explicit cell size is honoured, and shrunk only to fit.
	cat := catSolved(t)
	if g := newNonogramGeometry(&cat, Options{CellSize: 60}); g.s != 60 || !g.clues {
		t.Errorf("CellSize 60: cell %d, clues %v", g.s, g.clues)
	}
	if g := newNonogramGeometry(&b, Options{CellSize: 60}); g.side() > maxImageSide {
		t.Errorf("CellSize 60 on 512×512: side %d", g.side())
	}
}

// TestNonogramPNG encodes the golden pictures: small files, decoded at the drawn size, and
// the same bytes every time.
func TestNonogramPNG(t *testing.T) {
	for _, pc := range nonogramPictures {
		var out [2]bytes.Buffer
		var img image.Image
		for k := range out {
			var err error
			if img, err = pc.draw(t); err != nil {
				t.Fatal(err)
			}
			if err := EncodePNG(&out[k], img); err != nil {
				t.Fatal(err)
			}
		}
		if !bytes.Equal(out[0].Bytes(), out[1].Bytes()) {
			t.Errorf("%s: two drawings differ", pc.name)
		}
		if out[0].Len() > 40<<10 {
			t.Errorf("%s: %d bytes", pc.name, out[0].Len())
		}
		dec, err := png.Decode(&out[0])
		if err != nil || !dec.Bounds().Eq(img.Bounds()) {
			t.Errorf("%s: decoded %v, %v; drew %v", pc.name, dec.Bounds(), err, img.Bounds())
		}
	}
}

// TestNonogramConcurrent draws from several goroutines at once (run with -race).
func TestNonogramConcurrent(t *testing.T) {
	b, h := catPartial(t)
	var wg sync.WaitGroup
	for k := 0; k < 4; k++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			img, err := Nonogram(b, &h, Options{Theme: Theme(k % 2), CellSize: 20 + k, Labels: true, Title: "t"})
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
