package render

import (
	"image"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
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
		b.Rows = append(b.Rows, blocksOf(b.Cells[r*w:(r+1)*w]))
	}
	for c := 0; c < w; c++ {
		col := make([]uint8, h)
		for r := range col {
			col[r] = b.Cells[r*w+c]
		}
		b.Cols = append(b.Cols, blocksOf(col))
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
