package glyph

import (
	"image"
	"os"
	"strings"
	"testing"
)

// TestLetters tells the letters of testdata/masks.txt (Solo's a-g, cut by scan) apart.
func TestLetters(t *testing.T) {
	data, err := os.ReadFile("testdata/masks.txt")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{"a": 10, "b": 11, "c": 12, "d": 13, "e": 14, "f": 15, "g": 16}
	for _, block := range strings.Split(string(data), "\n\n") {
		var lines []string
		for _, l := range strings.Split(strings.TrimSpace(block), "\n") {
			if !strings.HasPrefix(l, "#") || strings.Trim(l, "#.") == "" && !strings.HasPrefix(l, "# ") {
				lines = append(lines, l)
			}
		}
		if len(lines) < 2 {
			continue
		}
		head := strings.Fields(lines[0])
		rows := lines[1:]
		m := Mask{W: len(rows[0]), H: len(rows)}
		for _, r := range rows {
			for _, ch := range r {
				m.Ink = append(m.Ink, map[bool]uint8{true: 1, false: 0}[ch == '#'])
			}
		}
		got := m.XHeight()
		if head[1] == "t" {
			got = m.Ascender()
		}
		if got != want[head[0]] {
			t.Errorf("%s: read %d, want %d", head[0], got, want[head[0]])
		}
	}
}

// TestLowerRowHeight reads a grid of Solo's lower-case letters whose last row is cut
// shorter than the others (30 pixels for 32): its digits and its a are taller shares of
// their cells there, the a 89% of the other rows' digits, and is read as a against its
// own row's digits (pictures45's 16-lower-case-short-row); cut taller (36 pixels), its
// digits 89% of the others' height and its baseline higher, likewise (pictures59: a JPEG
// copy of Solo, 0x41001 solo-08 shared).
func TestLowerRowHeight(t *testing.T) {
	a := []string{
		".........",
		".#######.",
		".###.###.",
		"......###",
		".########",
		"####..###",
		"###...###",
		"####.####",
		".########",
		".........",
	}
	var am Mask
	for _, r := range a {
		for _, ch := range r {
			am.Ink = append(am.Ink, map[bool]uint8{true: 1, false: 0}[ch == '#'])
		}
	}
	am.W, am.H = len(a[0]), len(a)
	full := Mask{W: 8, H: 12, Ink: make([]uint8, 96)}
	for i := range full.Ink {
		full.Ink[i] = 1
	}
	const n = 16
	tests := []struct {
		name       string
		cell, last float64 // the rows' cut height and the last row's, in pixels
		want       int     // the last row's a
	}{
		{"rows alike", 32, 32, 10},
		{"last row cut short", 32, 30, 10},
		{"last row cut taller", 32, 36, 10},
	}
	for _, tc := range tests {
		boxes := make([]Box, n*n)
		for r := range n {
			ch := tc.cell
			if r == n-1 {
				ch = tc.last
			}
			base := 0.74 * 32 / ch // the baseline 23.7 pixels down
			for c := range 10 {
				boxes[r*n+c] = Box{Top: base - 12/ch, Bottom: base, Width: 8 / ch, Ok: true, Whole: true}
			}
			boxes[r*n+11] = Box{Top: base - 10/ch, Bottom: base, Width: 9 / ch, Ok: true, Whole: true}
			if r < 2 {
				boxes[r*n+12] = Box{Top: base - 9/ch, Bottom: base + 4/ch, Width: 9 / ch, Ok: true, Whole: true}
			}
		}
		got := Lower(n, boxes, func(i int) Mask {
			if i%n == 11 {
				return am
			}
			return full
		}, nil)
		if got == nil {
			t.Errorf("%s: no letters found", tc.name)
			continue
		}
		if got[(n-1)*n+11] != tc.want || got[11] != 10 || got[12] != 16 {
			t.Errorf("%s: last row's a read %d, first row's %d, g %d; want %d, 10, 16", tc.name, got[(n-1)*n+11], got[11], got[12], tc.want)
		}
	}
}

// TestLowerShortUntold finds the letters of a grid whose short boxes (a, c, e's size and
// place) are as many as its hanging ones (g's) but only some of them told by their shapes
// (small and blurred: Solo's 16×16 halved, pictures64); old-style figures, more hanging
// than short, are no letters.
func TestLowerShortUntold(t *testing.T) {
	var am Mask
	for _, r := range []string{".#######.", ".###.###.", "......###", ".########", "####..###", "###...###", "####.####", ".########"} {
		for _, ch := range r {
			am.Ink = append(am.Ink, map[bool]uint8{true: 1, false: 0}[ch == '#'])
		}
		am.W, am.H = len(r), am.H+1
	}
	full := Mask{W: 8, H: 12, Ink: make([]uint8, 96)}
	for i := range full.Ink {
		full.Ink[i] = 1
	}
	const n = 16
	digit := Box{Top: 0.74 - 12.0/32, Bottom: 0.74, Width: 8.0 / 32, Ok: true, Whole: true}
	short := Box{Top: 0.74 - 9.0/32, Bottom: 0.74, Width: 9.0 / 32, Ok: true, Whole: true}
	hanging := Box{Top: 0.74 - 9.0/32, Bottom: 0.74 + 4.0/32, Width: 9.0 / 32, Ok: true, Whole: true}
	tests := []struct {
		name         string
		told, untold int // rows with a told a, an untold short box
		hang         int // rows with a hanging box
		want         bool
	}{
		{"as many short as hanging, some told", 4, 2, 6, true},
		{"all told", 8, 0, 4, true},
		{"old-style figures: more hanging", 2, 2, 10, false},
	}
	for _, tc := range tests {
		boxes := make([]Box, n*n)
		for r := range n {
			for c := range 10 {
				boxes[r*n+c] = digit
			}
			if r < tc.told+tc.untold {
				boxes[r*n+11] = short
			}
			if r < tc.hang {
				boxes[r*n+12] = hanging
			}
		}
		got := Lower(n, boxes, func(i int) Mask {
			if i%n == 11 && i/n < tc.told {
				return am
			}
			return full
		}, nil)
		if (got != nil) != tc.want {
			t.Errorf("%s: letters found %v, want %v", tc.name, got != nil, tc.want)
			continue
		}
		if got != nil && (got[11] != 10 || got[12] != 16 || got[(tc.told)*n+11] != 0) {
			t.Errorf("%s: read %d, %d, %d; want 10, 16, 0", tc.name, got[11], got[12], got[tc.told*n+11])
		}
	}
}

func TestTail(t *testing.T) {
	tests := []struct {
		p    []float64
		from int
		want float64
	}{
		{[]float64{0.5, 0.25, 0.25}, 1, 0.5},
		{[]float64{0.5, 0.25, 0.25}, 0, 1},
		{[]float64{0.5, 0.25, 0.25}, 3, 0},
		{[]float64{0.5, 0.25, 0.25}, 7, 0},
		{nil, 0, 0},
	}
	for _, tt := range tests {
		if got := Tail(tt.p, tt.from); got != tt.want {
			t.Errorf("Tail(%v, %d) = %v, want %v", tt.p, tt.from, got, tt.want)
		}
	}
}

// TestXHeightGrey tells small blurred letters by their grey where the cut hid their shape:
// Solo 16×16 letters 9-11 pixels tall in a 299-pixel JPEG crop (appshots -seed 0x51001
// -vary -shared, solo-01), each pixel's darkness in tenths from the cell's paper (0) to
// the box's darkest (9), cut for ink at one half as scan does. e's opening under its bar,
// grey, was cut as ink: read a (a low hole) or nothing; a pale 2 cut short read e.
func TestXHeightGrey(t *testing.T) {
	tests := []struct {
		name      string
		rows      []string
		cut, want int // the reading of the ink alone (before), and with its grey
	}{
		{"e read a", []string{
			"0002232100",
			"0134455420",
			"1468668762",
			"2788668884",
			"3898656895",
			"3898645674",
			"2898645553",
			"2689765673",
			"1357665663",
			"0024455431",
			"0001222210",
		}, 10, 14},
		{"e read nothing", []string{
			"00023442100",
			"01356665410",
			"13798879841",
			"25997669963",
			"36996558974",
			"36996556653",
			"25996655542",
			"13898667752",
			"01566656531",
			"00134443210",
			"00011221100",
		}, 0, 14},
		{"a", []string{
			"1344444210",
			"3689998520",
			"2456689741",
			"2455579861",
			"3787569971",
			"5886469972",
			"6974249972",
			"4887569872",
			"2578777761",
			"1222222220",
		}, 10, 10},
		{"c", []string{
			"001244320",
			"124666541",
			"258987752",
			"388742320",
			"398620000",
			"398620000",
			"388742210",
			"268976652",
			"134666541",
			"001245320",
			"000111100",
		}, 12, 12},
		{"a pale 2 cut short", []string{
			"124443210",
			"356666531",
			"677779863",
			"232348984",
			"000027994",
			"000137873",
			"001367641",
			"013697400",
			"246775310",
			"479863231",
			"589987763",
			"467777773",
		}, 14, 0},
	}
	for _, tt := range tests {
		m := Mask{W: len(tt.rows[0]), H: len(tt.rows)}
		for _, r := range tt.rows {
			for _, ch := range r {
				d := (float64(ch-'0') + 0.5) / 10
				m.Dark = append(m.Dark, d)
				m.Ink = append(m.Ink, uint8(btoi(d > 0.5)))
			}
		}
		ink := Mask{Ink: m.Ink, W: m.W, H: m.H}
		if got := ink.XHeight(); got != tt.cut {
			t.Errorf("%s, ink alone: read %d, want %d", tt.name, got, tt.cut)
		}
		if got := m.XHeight(); got != tt.want {
			t.Errorf("%s: read %d, want %d", tt.name, got, tt.want)
		}
	}
}

// TestLowerDarkTop reads a g whose box took in two rows of JPEG blur over it, its top
// then level with the digits' (pictures71: 0x51001 solo-01, a 299-pixel JPEG crop, read
// 9), by the top of its dark ink.
func TestLowerDarkTop(t *testing.T) {
	const n = 16
	digit := Box{Top: 0.74 - 12.0/32, Bottom: 0.74, Width: 8.0 / 32, Ok: true, Whole: true}
	short := Box{Top: 0.74 - 9.0/32, Bottom: 0.74, Width: 9.0 / 32, Ok: true, Whole: true}
	hanging := Box{Top: 0.74 - 9.0/32, Bottom: 0.74 + 4.0/32, Width: 9.0 / 32, Ok: true, Whole: true}
	blurred := Box{Top: 0.74 - 11.5/32, Bottom: 0.74 + 4.0/32, Width: 9.0 / 32, Ok: true, Whole: true}
	full := Mask{W: 8, H: 12, Ink: make([]uint8, 96)}
	for i := range full.Ink {
		full.Ink[i] = 1
	}
	boxes := make([]Box, n*n)
	for r := range n {
		for c := range 10 {
			boxes[r*n+c] = digit
		}
		if r < 7 {
			boxes[r*n+11] = short
		}
		if r < 6 {
			boxes[r*n+12] = hanging
		}
	}
	for _, tc := range []struct {
		darkTop float64
		want    int
	}{{0, 0}, {0.74 - 9.5/32, 16}} {
		b := blurred
		b.DarkTop = tc.darkTop
		boxes[10*n+13] = b
		got := Lower(n, boxes, func(int) Mask { return full }, nil)
		if got == nil || got[10*n+13] != tc.want {
			t.Errorf("dark top %.3f: read %v, want %d", tc.darkTop, got, tc.want)
		}
	}
}

// TestLowerSecondFont finds no letters in a grid whose second, smaller font (htmlshots
// 0xf5c9 phone-dark-16-05: a fallback font's symbols of 10-11 pixels among URW Gothic's of
// 13-14) sits a pixel under the digits' baseline, some of its boxes a pixel lower still:
// they hang from the baseline the x-height boxes sit on by a pixel, no g's descender
// (they were read a, c, e and g). Solo's g hangs a quarter of a digit under the a's.
func TestLowerSecondFont(t *testing.T) {
	const n = 16
	full := Mask{W: 8, H: 12, Ink: make([]uint8, 96)}
	for i := range full.Ink {
		full.Ink[i] = 1
	}
	for _, tc := range []struct {
		name      string
		sit, hang float64 // the short boxes' and the hanging ones' bottoms under the baseline, in pixels
		want      bool
	}{
		{"a second font a pixel low", 1, 2, false},
		{"a, c, e on the baseline, g hanging", 0, 3, true},
	} {
		digit := Box{Top: 0.66 - 13.0/33, Bottom: 0.66, Width: 10.0 / 33, Ok: true, Whole: true}
		short := Box{Top: 0.66 + (tc.sit-10.5)/33, Bottom: 0.66 + tc.sit/33, Width: 11.0 / 33, Ok: true, Whole: true}
		hanging := Box{Top: 0.66 + (tc.hang-11)/33, Bottom: 0.66 + tc.hang/33, Width: 10.0 / 33, Ok: true, Whole: true}
		if got := Lower(n, lowerBoxes(n, digit, short, hanging), func(int) Mask { return full }, nil); (got != nil) != tc.want {
			t.Errorf("%s: letters found %v, want %v", tc.name, got != nil, tc.want)
		}
	}
}

// lowerBoxes is an n×n grid's boxes for Lower: ten digits a row, a short box in column
// 11, and in the first eight rows a hanging one in column 12.
func lowerBoxes(n int, digit, short, hanging Box) []Box {
	boxes := make([]Box, n*n)
	for r := range n {
		for c := range 10 {
			boxes[r*n+c] = digit
		}
		boxes[r*n+11] = short
		if r < 8 {
			boxes[r*n+12] = hanging
		}
	}
	return boxes
}

// TestLowerHangingFont finds no letters where the boxes hanging like g's read as many
// symbols (htmlshots phone-light-16-02: P052's italic player symbols of 13 pixels hang
// two pixels under the baseline of Nimbus Mono's givens, whose capitals of 10-11 pixels
// among 12-pixel digits sit like a, c, e; read 1, 8, E, 5, 3, 4, 8, C): every g of a
// grid reads as one symbol (Solo's as 9), and some may read blank.
func TestLowerHangingFont(t *testing.T) {
	const n = 16
	full := Mask{W: 8, H: 12, Ink: make([]uint8, 96)}
	for i := range full.Ink {
		full.Ink[i] = 1
	}
	digit := Box{Top: 0.66 - 13.0/33, Bottom: 0.66, Width: 10.0 / 33, Ok: true, Whole: true}
	short := Box{Top: 0.66 - 10.5/33, Bottom: 0.66, Width: 11.0 / 33, Ok: true, Whole: true}
	hanging := Box{Top: 0.66 - 8.0/33, Bottom: 0.66 + 3.0/33, Width: 10.0 / 33, Ok: true, Whole: true}
	boxes := lowerBoxes(n, digit, short, hanging)
	for _, tc := range []struct {
		name  string
		reads []int // the hanging boxes' readings, row by row
		want  bool
	}{
		{"g's read 9", []int{9, 9, 9, 9, 9, 9, 9, 9}, true},
		{"g's read 9, marks blank", []int{9, 9, 0, 9, 9, 0, 9, 0}, true},
		{"a font's symbols", []int{1, 8, 14, 5, 3, 4, 8, 12}, false},
	} {
		got := Lower(n, boxes, func(int) Mask { return full }, func(i int) int { return tc.reads[i/n] })
		if (got != nil) != tc.want {
			t.Errorf("%s: letters found %v, want %v", tc.name, got != nil, tc.want)
		}
	}
}

// TestSymbols tells symbols from pencil marks among the boxes taken for marks, measured in
// 16×16 Chromium boards: a second, shorter font's (htmlshots 0x52001 phone-light-16-01:
// mono digits of 8-9 pixels beside bold numbers of 11 and marks of 6; 0x49001
// desktop-16-03: mono 4s of 9 among serif numbers of 13) and a JPEG's broken digits
// (0x49001 phone-dark-16-07: P052 7s and 2s of 10-11 pixels in two pieces of 6, symbols 12);
// Solo's marks of two rows joined (testdata/solo 16-dark-marks-joined-pieces) stay marks;
// where no marks are shown, a second font's symbols the marks' floor cut off (0xf5c9
// phone-dark-16-05: a fallback font's 10s among its 11s and URW Gothic's 14s).
func TestSymbols(t *testing.T) {
	marks := []float64{6, 6, 6, 7, 6, 7}
	for _, c := range []struct {
		name  string
		b     Marked
		marks []float64
		tall  float64
		want  bool
		kept  []float64 // the heights of the boxes kept as symbols
	}{
		{"mono 1 of 8 beside numbers of 11", Marked{H: 8, W: 5, Piece: 8, Pieces: 1, Lone: true, Off: 0.02}, marks, 11, true, nil},
		{"mono 11 of 8", Marked{H: 8, W: 14, Piece: 8, Pieces: 2, Pair: true, Lone: true, Off: 0.03}, marks, 11, true, nil},
		{"mono 4 of 9 among serif 13s", Marked{H: 9, W: 6, Piece: 9, Pieces: 1, Lone: true, Off: 0.015}, marks, 13, true, nil},
		{"a lone mark as tall as the others", Marked{H: 7, W: 5, Piece: 7, Pieces: 1, Lone: true, Off: 0.03}, marks, 11, false, nil},
		{"a mark with company", Marked{H: 8, W: 5, Piece: 8, Pieces: 1, Off: 0.02}, marks, 11, false, nil},
		{"a lone mark of a grid, aside", Marked{H: 8, W: 5, Piece: 8, Pieces: 1, Lone: true, Off: 0.25}, marks, 11, false, nil},
		{"under three fifths of the symbols", Marked{H: 8, W: 5, Piece: 8, Pieces: 1, Lone: true}, marks, 14, false, nil},
		{"marks of two rows joined, taller than the symbols", Marked{H: 20, W: 17, Piece: 20, Pieces: 2, Pair: true, Lone: true, Off: 0.05}, []float64{9, 9, 10, 10}, 13, false, nil},
		{"no marks to tell a short one against", Marked{H: 9, W: 6, Piece: 9, Pieces: 1, Lone: true}, []float64{6, 6}, 13, false, nil},
		{"a 7 broken in two", Marked{H: 10, W: 7, Piece: 6, Pieces: 2, Lone: true, Off: 0.03}, nil, 12, true, nil},
		{"a 2 broken in two", Marked{H: 11, W: 7, Piece: 6, Pieces: 2, Lone: true, Off: 0.05}, nil, 12, true, nil},
		{"two rows of marks in the middle", Marked{H: 11, W: 14, Piece: 5, Pieces: 2, Lone: true, Off: 0.02}, nil, 12, false, nil},
		{"two marks stacked in a grid's column", Marked{H: 11, W: 5, Piece: 5, Pieces: 2, Lone: true, Off: 0.125}, nil, 12, false, nil},
		{"marks stacked in three rows", Marked{H: 16, W: 6, Piece: 5, Pieces: 3, Lone: true}, nil, 12, false, nil},
		{"a fallback font's 10 beside its 11s, no marks", Marked{H: 10, W: 7, Piece: 10, Pieces: 1, Lone: true, Off: 0.03}, nil, 14, true, []float64{14, 14, 13, 11, 11, 11, 14}},
		{"a fallback font's 10 beside its 11s, marks shown", Marked{H: 10, W: 7, Piece: 10, Pieces: 1, Lone: true, Off: 0.03}, []float64{9, 9, 9}, 14, false, []float64{14, 14, 13, 11, 11, 11, 14}},
		{"a lone mark, no second font", Marked{H: 9, W: 6, Piece: 9, Pieces: 1, Lone: true}, nil, 14, false, []float64{14, 14, 13, 14, 13, 14}},
		{"a lone mark under a second font's 11s", Marked{H: 9, W: 6, Piece: 9, Pieces: 1, Lone: true}, nil, 14, false, []float64{14, 14, 11, 11, 11}},
	} {
		got := Symbols([]Marked{c.b}, c.marks, c.kept, c.tall)
		if got[0] != c.want {
			t.Errorf("%s: %v, want %v", c.name, got[0], c.want)
		}
	}
}

// TestRowMediansPair takes a row's two digits' baseline where they agree (pictures96:
// the first row of a Solo 16×16 picture cropped into the grid's top line, its digits a
// pixel higher in their cells than the other rows'), the grid's median where they do not
// or where pair is off.
func TestRowMediansPair(t *testing.T) {
	n := 4
	v := []float64{0.774, -1, 0.774, -1, 0.81, 0.81, 0.81, -1, 0.81, 0.81, 0.81, 0.81, 0.70, -1, 0.81, -1}
	at := func(i int) (float64, bool) { return v[i], v[i] >= 0 }
	for _, c := range []struct {
		pair       float64
		row0, row3 float64
	}{{0.01, 0.774, 0.81}, {-1, 0.81, 0.81}} {
		rows, ok := rowMedians(n, 6, c.pair, at)
		if !ok || rows[0] != c.row0 || rows[1] != 0.81 || rows[3] != c.row3 {
			t.Errorf("pair %v: rows %v, want %v, 0.81, ..., %v", c.pair, rows, c.row0, c.row3)
		}
	}
}

// TestMaskRows: the row measures Lower asks of a box drawn as text ('#' ink): joined (no
// empty row between the first and last inked ones: one symbol, not two stacked marks),
// blurred (the box's first and last rows empty: blur alone over and under) and inkedShare
// (the inked rows' span over the box's height).
func TestMaskRows(t *testing.T) {
	tests := []struct {
		name            string
		rows            []string
		joined, blurred bool
		inkedShare      float64
	}{
		{"a g's tail joined to its bowl", []string{".##.", "#..#", ".###", "...#", "###."}, true, false, 1},
		{"two marks stacked, blur between", []string{".#..", ".#..", "....", "..#.", "..#."}, false, false, 1},
		{"blur rows over and under", []string{"....", ".##.", "#..#", ".##.", "...."}, true, true, 0.6},
		{"ink in the first row only", []string{"####", "....", "....", "...."}, true, true, 0.25},
		{"a blur row under only", []string{".##.", "#..#", ".##.", "...."}, true, true, 0.75},
		{"ink in the first and last rows", []string{".##.", "#..#", "....", ".##."}, false, false, 1},
		{"no ink", []string{"....", "....", "...."}, false, true, 0},
		{"two rows: too short to tell blur", []string{"....", "#..#"}, true, false, 0.5},
	}
	for _, tt := range tests {
		m := Mask{W: len(tt.rows[0]), H: len(tt.rows)}
		for _, r := range tt.rows {
			for _, c := range r {
				m.Ink = append(m.Ink, map[bool]uint8{true: 1}[c == '#'])
			}
		}
		if got := m.joined(); got != tt.joined {
			t.Errorf("%s: joined = %v, want %v", tt.name, got, tt.joined)
		}
		if got := m.blurred(); got != tt.blurred {
			t.Errorf("%s: blurred = %v, want %v", tt.name, got, tt.blurred)
		}
		if got := m.inkedShare(); got != tt.inkedShare {
			t.Errorf("%s: inkedShare = %v, want %v", tt.name, got, tt.inkedShare)
		}
	}
}

// TestCornered tells a lone candidate in its cell's corner from a symbol: the NYT-like 16
// at the bottom right of a 32-pixel cell (as looks105's picture measured it) beside a 1
// and a 2, and the boxes that are no such mark.
func TestCornered(t *testing.T) {
	cell := image.Rect(128, 224, 160, 256)
	tests := []struct {
		name   string
		h      float64
		beside int
		box    image.Rectangle
		want   bool
	}{
		{"16 in the corner beside two marks", 7, 2, image.Rect(151, 245, 159, 252), true},
		{"as tall as the symbols", 9, 2, image.Rect(151, 243, 159, 252), false},
		{"alone: a sheet's number at the bottom right", 7, 0, image.Rect(151, 245, 159, 252), false},
		{"in the middle across", 7, 2, image.Rect(140, 245, 148, 252), false},
		{"in the middle up and down", 7, 2, image.Rect(151, 236, 159, 243), false},
		{"top left", 6, 1, image.Rect(129, 225, 136, 231), true},
	}
	for _, tc := range tests {
		if got := Cornered(tc.h, 9, tc.beside, tc.box, cell); got != tc.want {
			t.Errorf("%s: Cornered %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestMarkColumn(t *testing.T) {
	cell := image.Rect(96, 96, 128, 129) // a 32×33 cell; the symbols 18 pixels tall
	tests := []struct {
		name   string
		h, w   float64
		beside int
		box    image.Rectangle
		want   bool
	}{
		{"4 over 7 blurred, in the left column beside a 2", 15, 6, 1, image.Rect(101, 109, 107, 124), true},
		{"2 over 5 over 8 blurred, in the right column beside two", 15, 8, 2, image.Rect(117, 107, 125, 122), true},
		{"alone: a short 1", 15, 6, 0, image.Rect(101, 109, 107, 124), false},
		{"in the middle: a 1 beside a speck", 15, 6, 1, image.Rect(109, 109, 115, 124), false},
		{"as tall as the symbols", 17, 6, 1, image.Rect(101, 107, 107, 124), false},
		{"a digit wide", 15, 9, 1, image.Rect(100, 109, 109, 124), false},
		{"against the right side: a sheet's right-aligned 1", 15, 6, 1, image.Rect(120, 109, 126, 124), false},
	}
	for _, tc := range tests {
		if got := MarkColumn(tc.h, tc.w, 18, tc.beside, tc.box, cell); got != tc.want {
			t.Errorf("%s: MarkColumn %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestTallMarkColumn(t *testing.T) {
	tests := []struct {
		name   string
		h, w   float64
		beside int
		want   bool
	}{
		{"a 6 over a b beside three marks (Solo's 407-pixel JPEG)", 15, 6, 3, true},
		{"the same cut short at the cell's bottom", 14, 6, 5, true},
		{"a 2 over an f beside one mark", 18, 6, 1, true},
		{"a 1 as tall as the symbols beside two bits of the grid's line", 13, 7, 2, false},
		{"an f a tenth taller beside one bit of line", 14, 6, 1, false},
		{"alone", 18, 6, 0, false},
		{"as wide as a digit: two rows of marks side by side", 19, 17, 1, false},
	}
	for _, tc := range tests {
		if got := TallMarkColumn(tc.h, tc.w, 13, tc.beside); got != tc.want {
			t.Errorf("%s: TallMarkColumn %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestMarksAsTall(t *testing.T) {
	tests := []struct {
		name  string
		marks []float64
		h     float64
		want  bool
	}{
		{"a corner 6 as tall as the tile board's marks", []float64{8, 8, 8, 9}, 8, true},
		{"one mark that tall only", []float64{8, 5, 5}, 8, false},
		{"a player's digit taller than the marks", []float64{8, 8, 8}, 10, false},
		{"no marks beside others", nil, 8, false},
	}
	for _, tc := range tests {
		if got := MarksAsTall(tc.marks, tc.h); got != tc.want {
			t.Errorf("%s: MarksAsTall %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestCentredAlone(t *testing.T) {
	cell := image.Rect(193, 31, 226, 62) // a 9×9 tile board's cell, 33 pixels across
	tests := []struct {
		name   string
		box    image.Rectangle
		others int
		want   bool
	}{
		{"a player's small script 4 in the middle", image.Rect(208, 41, 215, 50), 0, true},
		{"a mark in the middle row's right third", image.Rect(216, 43, 220, 49), 0, false},
		{"a centred mark among others", image.Rect(208, 41, 212, 47), 2, false},
		{"three pixels off the middle", image.Rect(209, 41, 216, 50), 0, true},
		{"four pixels off the middle", image.Rect(210, 41, 217, 50), 0, false},
	}
	for _, tc := range tests {
		if got := CentredAlone(tc.box, cell, tc.others); got != tc.want {
			t.Errorf("%s: CentredAlone %v, want %v", tc.name, got, tc.want)
		}
	}
}
