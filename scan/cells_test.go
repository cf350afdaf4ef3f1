package scan

import (
	"image"
	"slices"
	"testing"

	"github.com/sudokubot/sudokubot/scan/internal/raster"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

const classic = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

// readingOf returns the network's view of every cell of g, each certain.
func readingOf(g sudoku.Grid) []cellRead {
	out := make([]cellRead, g.Len())
	for i := range out {
		out[i] = cellRead{digit: g.Cell(i), p: 1, second: -1}
	}
	return out
}

// TestRepairDropsSpeck: a speck read as a digit that leaves the grid with no solution is
// read as blank again, although blank was not the network's second choice.
func TestRepairDropsSpeck(t *testing.T) {
	g, err := sudoku.Parse(classic)
	if err != nil {
		t.Fatal(err)
	}
	cells := readingOf(g)
	// r1c3 is blank; a speck there reads as 5 (clashing with r1c1), second choice 3.
	const speck = 2
	cells[speck] = cellRead{digit: 5, p: 0.6, second: 3, p2: 0.25, p0: 0.15}
	// Another uncertain cell that is right.
	cells[10] = cellRead{digit: 0, p: 0.7, second: 8, p2: 0.3, p0: 0.7}
	res := &Result{Grid: g.Clone()}
	res.Grid.SetCell(speck, 5)
	repairGrid(res, cells)
	if !res.Unique || !res.Grid.Equal(g) || !slices.Equal(res.Changed, []int{speck}) {
		t.Errorf("repairGrid: unique %v, changed %v, grid\n%s\nwant r1c3 blank again", res.Unique, res.Changed, res.Grid.Line())
	}
}

// TestRepairSecondChoice: a digit misread keeps working through the second choice.
func TestRepairSecondChoice(t *testing.T) {
	g, err := sudoku.Parse(classic)
	if err != nil {
		t.Fatal(err)
	}
	cells := readingOf(g)
	cells[0] = cellRead{digit: 6, p: 0.55, second: 5, p2: 0.4, p0: 0.05} // r1c1 is 5
	res := &Result{Grid: g.Clone()}
	res.Grid.SetCell(0, 6)
	repairGrid(res, cells)
	if !res.Unique || !res.Grid.Equal(g) || !slices.Equal(res.Changed, []int{0}) {
		t.Errorf("repairGrid: unique %v, changed %v, grid %s", res.Unique, res.Changed, res.Grid.Line())
	}
}

// TestDropLines: a crease across a cell is not taken for (part of) its digit.
func TestDropLines(t *testing.T) {
	const s = cellPx
	bin := make([]uint8, s*s)
	// A digit-like bar in the middle, and a crease from side to side below it.
	for y := 8; y < 24; y++ {
		for x := 14; x < 18; x++ {
			bin[y*s+x] = 1
		}
	}
	for x := range s {
		bin[26*s+x], bin[27*s+x] = 1, 1
	}
	b := cellDigit(bin, s, cell{x0: 0, y0: 0, x1: s - 1, y1: s - 1}, 9)
	if !b.ok || b.maxY > 24 {
		t.Errorf("digit box %+v, want the bar (rows 8-23) without the crease", b)
	}
	// A crease alone leaves the cell blank.
	clear(bin)
	for x := range s {
		bin[16*s+x] = 1
	}
	if b := cellDigit(bin, s, cell{x0: 0, y0: 0, x1: s - 1, y1: s - 1}, 9); b.ok {
		t.Errorf("a crease alone read as a digit: %+v", b)
	}
}

// TestCellSides: the sides of a tile or of a selected cell's frame, drawn into a screenshot
// cell's ink as they come out of the binarisation, are not taken for its digit (issue 23,
// pictures23: tiles whose cells are cut wider than the tile beside a box gap, a selected
// tile's thick rounded frame). Each case is a 32-pixel cell cut from a lattice (thin
// margins); '#' is ink.
func TestCellSides(t *testing.T) {
	// A small digit (rows 11-21, columns 9-21) that every case but the first two holds.
	digit := []string{
		"......######......",
		".....##....##.....",
		"...........##.....",
		"..........##......",
		".........##.......",
		"........##........",
		".......##.........",
		"......##..........",
		".....##...........",
		"....##............",
		"....########......",
	}
	draw := func(bin []uint8, x0, y0 int, rows []string) {
		for y, r := range rows {
			for x, c := range r {
				if c == '#' {
					bin[(y0+y)*cellPx+x0+x] = 1
				}
			}
		}
	}
	bar := func(bin []uint8, x0, x1, y0, y1 int) {
		for y := y0; y < y1; y++ {
			for x := x0; x < x1; x++ {
				bin[y*cellPx+x] = 1
			}
		}
	}
	tests := []struct {
		name  string
		draw  func(bin []uint8)
		digit bool // the cell holds the digit (box rows 11-21), else it is blank
	}{
		{"the right side of an empty tile", func(b []uint8) { bar(b, 27, 29, 4, 28) }, false},
		{"a tile's side with a corner mark joined", func(b []uint8) {
			bar(b, 27, 29, 4, 28)
			bar(b, 24, 27, 5, 9)
		}, false},
		{"a small digit beside a tile's side", func(b []uint8) {
			draw(b, 5, 11, digit)
			bar(b, 27, 29, 4, 28)
		}, true},
		{"a thick frame around a small digit", func(b []uint8) {
			draw(b, 5, 11, digit)
			bar(b, 4, 28, 4, 7)
			bar(b, 4, 28, 25, 28)
			bar(b, 4, 7, 4, 28)
			bar(b, 25, 28, 4, 28)
		}, true},
		{"a frame's sides with feet", func(b []uint8) {
			draw(b, 5, 11, digit)
			bar(b, 3, 5, 5, 28)
			bar(b, 3, 11, 27, 29)
			bar(b, 27, 29, 5, 28)
			bar(b, 20, 29, 27, 29)
		}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			bin := make([]uint8, cellPx*cellPx)
			tc.draw(bin)
			b := cellDigit(bin, cellPx, cell{x0: 0, y0: 0, x1: cellPx, y1: cellPx, thin: true}, 9)
			switch {
			case tc.digit && (!b.ok || b.minY != 11 || b.maxY != 21 || b.minX < 9 || b.maxX > 24):
				t.Errorf("digit box %+v, want the digit's (rows 11-21, columns 9-24)", b)
			case !tc.digit && b.ok:
				t.Errorf("a blank cell read as holding %+v", b)
			}
		})
	}
}

// TestAgainstRight: a box reaching its cell's right margin takes in the digit's last
// stroke there (picture.toRight): a thin cell's within 3 pixels of its right line, a
// screenshot's cell cut with the usual margin at the margin's edge, a cell twice as wide
// as high (its line squeezed to a pixel) with a one-pixel margin, thin or not.
func TestAgainstRight(t *testing.T) {
	zoomedOut := cell{x0: 129, y0: 35, x1: 160, y1: 67, aspect: 1.78} // 0xb7f -vary calc-00: margin 2
	wide := cell{x0: 160, y0: 128, x1: 191, y1: 160, aspect: 1.97}    // 0x5b001 -vary calc-01: margin 1
	thin := cell{x0: 161, y0: 0, x1: 192, y1: 32, aspect: 1, thin: true}
	tests := []struct {
		name    string
		cl      cell
		maxX    int
		digital bool
		mx      int
		want    bool
	}{
		{"screenshot, at the margin's edge", zoomedOut, 157, true, 2, true},
		{"screenshot, two pixels inside it", zoomedOut, 155, true, 2, false},
		{"a photo's cell", zoomedOut, 157, false, 2, false},
		{"twice as wide, at the one-pixel margin", wide, 189, true, 1, true},
		{"twice as wide, a pixel inside it", wide, 188, true, 1, false},
		{"thin, ending 3 pixels left of its line", thin, 189, true, 2, true},
		{"thin, ending 4 pixels left of it", thin, 188, true, 2, false},
	}
	for _, tc := range tests {
		b := digitBox{minX: tc.maxX - 4, minY: tc.cl.y0 + 10, maxX: tc.maxX, maxY: tc.cl.y0 + 24, ok: true}
		if mx, _ := tc.cl.margins(false); mx != tc.mx {
			t.Errorf("%s: margin %d, want %d", tc.name, mx, tc.mx)
		}
		if got := tc.cl.againstRight(b, tc.digital, false); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestMarginJoined: a blank cell's right-aligned 5 whose bowl's right stroke lies in the
// thin cell's 2-pixel margin (0x5b003 -vary calc-06's top left cell, drawn again) is cut
// whole once the margin is taken in, without a line down the margin beside it; a broken
// digit ending inside the margin is left to the faint cut.
func TestMarginJoined(t *testing.T) {
	five := []string{ // columns 24-31 of rows 12-25 of the cell's 32
		"########",
		"##......",
		"##......",
		"##......",
		"#######.",
		"########",
		"......##",
		"......##",
		"......##",
		"......##",
		"#.....##",
		"#.....##",
		"########",
		".######.",
	}
	tests := []struct {
		name  string
		shift int  // columns the 5 is drawn left of its place
		gap   bool // the bowl's right stroke left out (a broken 5 inside the cell)
		line  bool // a line down the cell's last column
		want  bool
	}{
		{"the bowl's right stroke in the margin", 0, false, false, true},
		{"a broken 5 ending two pixels inside the margin", 2, true, false, false},
		{"its stroke in the margin against a line (the line left out)", 0, false, true, true},
	}
	for _, tc := range tests {
		s := 9 * cellPx
		wp, bin, ink := inkedPage(s, 230, 60)
		for y, row := range five {
			for x, c := range row {
				if c == '#' && !(tc.gap && y >= 6 && y <= 9) {
					ink(24+x-tc.shift, 12+y)
				}
			}
		}
		if tc.line {
			for y := range cellPx {
				ink(cellPx-1, y)
			}
		}
		cl := cell{x1: cellPx, y1: cellPx, thin: true}
		if b := cellDigit(bin, s, cl, 9); b.ok {
			t.Fatalf("%s: the strict cut found %+v, want blank (the 5's two pieces too short)", tc.name, b)
		}
		pg := &picture{n: 9, digital: true}
		b := pg.marginJoined(wp, bin, cl, pg.rightCut(bin, cl))
		want := image.Rect(24-tc.shift, 12, 32-tc.shift-raster.Bit(tc.line), 26)
		switch {
		case tc.want && (!b.ok || b.rect() != want):
			t.Errorf("%s: %+v, want the 5 whole (%v)", tc.name, b, want)
		case !tc.want && b.ok:
			t.Errorf("%s: %+v, want blank", tc.name, b)
		}
	}
}

// TestStrokeInMargin: a blank cell's right-aligned 4 whose stem lies in the 4-pixel margin
// of a screenshot's cell cut as an outline's (0x5c000 -vary -shared calc-05, a Calc sheet at
// 130%, drawn again), its bar reaching the column against the line, is cut whole once the
// margin is taken in (picture.strokeInMargin): also where the line's edge runs on up that
// column, its rows left out. A stroke wholly in the margin, a line (or a piece of one from
// the cell's top) down the margin with a dash against it, and a photo's cell are left blank.
func TestStrokeInMargin(t *testing.T) {
	four := []string{ // columns 22-31 of rows 10-22 of the cell's 32
		"......##..",
		".....###..",
		"....#.##..",
		"...#..##..",
		"..#...##..",
		".#....##..",
		"#.....##..",
		"##########",
		"......##..",
		"......##..",
		"......##..",
		"......##..",
		"......##..",
	}
	stem := []string{"......##", "......##", "......##", "......##", "......##", "......##", "......##", "......##", "......##", "......##", "......##", "......##"}
	dash := []string{ // a dash against a line down the margin (columns 29 and 30)
		"#######...",
		"#######...",
	}
	tests := []struct {
		name    string
		glyph   []string
		edge    bool // the column against the line inked from the cell's top down to the glyph
		line    int  // rows of a line down the margin from the cell's top (a dash against it)
		digital bool
		want    image.Rectangle // the box, empty for blank
	}{
		{"a 4's stem in the margin", four, false, 0, true, image.Rect(22, 10, 32, 23)},
		{"the line's edge running on up the column against it", four, true, 0, true, image.Rect(22, 10, 32, 23)},
		{"a photo's cell", four, false, 0, false, image.Rectangle{}},
		{"a stroke wholly in the margin", stem, false, 0, true, image.Rectangle{}},
		{"a line down the margin, a dash against it", dash, false, cellPx, true, image.Rectangle{}},
		{"a line's piece from the top down the margin, a dash against it", dash, false, 20, true, image.Rectangle{}},
	}
	for _, tc := range tests {
		s := 9 * cellPx
		wp, bin, ink := inkedPage(s, 240, 40)
		for y, row := range tc.glyph {
			for x, c := range row {
				if c == '#' {
					ink(22+x, 10+y)
				}
			}
		}
		if tc.edge {
			for y := range 17 {
				ink(31, y)
			}
		}
		for y := range tc.line {
			ink(29, y)
			ink(30, y)
		}
		cl := cell{x1: cellPx, y1: cellPx}
		if mx, _ := cl.margins(false); mx != 4 {
			t.Fatalf("%s: margin %d, want 4", tc.name, mx)
		}
		if b := cellDigit(bin, s, cl, 9); b.ok {
			t.Fatalf("%s: the strict cut found %v, want blank (what is left of the margin too short)", tc.name, b.rect())
		}
		pg := &picture{n: 9, digital: tc.digital}
		b := pg.strokeInMargin(wp, bin, cl, pg.rightCut(bin, cl))
		switch {
		case tc.want.Empty() && b.ok:
			t.Errorf("%s: %v, want blank", tc.name, b.rect())
		case !tc.want.Empty() && (!b.ok || b.rect() != tc.want):
			t.Errorf("%s: %v (ok %v), want %v", tc.name, b.rect(), b.ok, tc.want)
		}
	}
}

// inkedPage is an s×s warped page of grey paper, its binarized ink (none yet) and a
// function inking pixel (x, y) in both at grey ink.
func inkedPage(s int, paper, ink uint8) (*image.Gray, []uint8, func(x, y int)) {
	wp, bin := image.NewGray(image.Rect(0, 0, s, s)), make([]uint8, s*s)
	for k := range wp.Pix {
		wp.Pix[k] = paper
	}
	return wp, bin, func(x, y int) { wp.Pix[y*s+x], bin[y*s+x] = ink, 1 }
}
