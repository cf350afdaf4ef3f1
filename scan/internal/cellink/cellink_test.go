package cellink

import (
	"image"
	"strings"
	"testing"
)

// TestDropLines clears the lines of cells' insides drawn as text ('#' ink) and compares
// what is left.
func TestDropLines(t *testing.T) {
	tests := []struct {
		name    string
		square  bool
		kept    Side
		in, out string
	}{
		{
			// A sheet's cell cursor: its top and left sides whole (two lines thick), its
			// right side broken where a right-aligned 6 touches it (seed 0x2a002 calc-01,
			// drawn small): the right side's two lines go, the 6's last column with them.
			name: "frame broken by a digit", square: true,
			in: `
##########
##......##
##......##
##...####.
##..##..##
##..#####.
##..##..##
##...###.#
##.......#
##......##`,
			out: `
..........
..........
..........
.....###..
....##....
....####..
....##....
.....###..
..........
..........`,
		},
		{
			// A 1 set against the right side of a wide cell, squeezed by the warp: its
			// stroke is thicker than the line cleared on the left, and stays.
			name: "wide cell's 1 against its side",
			in: `
#.........
#......###
#......###
#.......##
#.......##
#.......##
#.......##
#.......##
#......###
#.........`,
			out: `
..........
.......###
.......###
........##
........##
........##
........##
........##
.......###
..........`,
		},
		{
			// A thick box line a pixel into the cell on the right, broken by the
			// binarisation beside a right-aligned 2 set against it (0x2c010 calc-00,
			// pictures38): the piece from the top goes, the 2 stays whole.
			name: "box line's piece beside a right-aligned digit",
			in: `
.........#
.........#
.........#
.........#
....####.#
.......#.#
......##..
.....##...
....######
..........`,
			out: `
..........
..........
..........
..........
....####..
.......#..
......##..
.....##...
....######
..........`,
		},
		{
			// A halved sheet's pale right-aligned 7 in a small cell cut off the box line at
			// its right (kept: OffLines moved that side; appshots -vary seed 0x4f003
			// calc-08, pictures69): its stem runs down the last column from the top row,
			// as a line's piece does, and stays (no out). Without kept it was cleared, the
			// 7 read blank.
			name: "pale 7 against a side cut off its line", kept: Right,
			in: `
.....#####
.........#
.........#
........##
........##
........#.
.......##.
.......##.
.......#..
..........`,
		},
		{
			// The same ink with no side kept: the run from the top row goes.
			name: "the same 7, no side kept",
			in: `
.....#####
.........#
.........#
........##
........##
........#.
.......##.
.......##.
.......#..
..........`,
			out: `
.....####.
..........
..........
........#.
........#.
........#.
.......##.
.......##.
.......#..
..........`,
		},
		{
			// A digit's stroke in the last column, not from the top: it stays (no out:
			// the ink as it was).
			name: "right-aligned 1 in the last column",
			in: `
..........
.........#
........##
.........#
.........#
.........#
.........#
.........#
........##
..........`,
		},
		{
			// A right-aligned 3 the cut left at the inside's bottom right (htmlshots
			// 0x30004 sheet-9-21, pictures39): its right stroke runs up from the bottom
			// row with the next column inked beside it: a stroke, not a line; it stays
			// whole (it was cut into two pieces too short for a digit, read blank).
			name: "right-aligned 3 at the bottom right",
			in: `
..........
..........
..........
....######
....###.##
........##
......####
......####
........##
.........#
....#...##
....######`,
		},
		{
			// A thick box line on the left, its last column's ink broken near the
			// cell's bottom corner, where the line across darkens the binarisation's
			// neighbourhood (appshots -vary seed 0x5e001 calc-08, a left-aligned 12
			// joined to it and read blank): past the two columns cleared as lines, that
			// column runs from the top row and goes too.
			name: "thick line's broken last column",
			in: `
###...........
###...........
###...........
###....##.....
###...###.....
###....##.....
###....##.....
###....##.....
###....##.....
###...####....
##............
##............`,
			out: `
..............
..............
..............
.......##.....
......###.....
.......##.....
.......##.....
.......##.....
.......##.....
......####....
..............
..............`,
		},
		{
			// A selected cell's frame (htmlshots 0xf5c9 phone-light-16-02, drawn small):
			// its rows cleared, its right side's inner edge partly inked from the first
			// row past them down half the height between; a D joined to it was read 5.
			name: "frame's inner edge past its cleared rows", square: true,
			in: `
##############
##############
##.........###
##.........###
##...##....###
##....#....###
##....#....###
##....#.....##
##....#.....##
##...###....##
##..........##
##..........##
##############
##############`,
			out: `
..............
..............
..............
..............
.....##.......
......#.......
......#.......
......#.......
......#.......
.....###......
..............
..............
..............
..............`,
		},
		{
			// A 1 set against the same line: its stem does not reach the inside's top
			// or bottom row, and stays.
			name: "1 against a thick line",
			in: `
##............
##............
##............
##.##.........
####..........
##.#..........
##.#..........
##.#..........
##.#..........
####..........
##............
##............`,
			out: `
..............
..............
..............
...##.........
..##..........
...#..........
...#..........
...#..........
...#..........
..##..........
..............
..............`,
		},
	}
	for _, tt := range tests {
		sub, w, h := parse(tt.in)
		DropLines(sub, w, h, tt.square, tt.kept)
		want, _, _ := parse(tt.in)
		if tt.out != "" {
			want, _, _ = parse(tt.out)
		}
		if got := format(sub, w); got != format(want, w) {
			t.Errorf("%s: got\n%s\nwant\n%s", tt.name, got, format(want, w))
		}
	}
}

func parse(s string) (ink []uint8, w, h int) {
	rows := strings.Fields(s)
	for _, r := range rows {
		for _, c := range r {
			ink = append(ink, map[bool]uint8{true: 1}[c == '#'])
		}
	}
	return ink, len(rows[0]), len(rows)
}

func format(ink []uint8, w int) string {
	var b strings.Builder
	for i, v := range ink {
		b.WriteByte(".#"[v])
		if (i+1)%w == 0 {
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// TestAlone: a box holding all of its cell's ink is alone; a pencil mark beside it, more
// than a tenth of the box's ink outside it, is not, nor a mark at the inside's edge but
// mostly in it; ink outside the cell's inside does not count, nor a piece mostly outside
// it whose tip reaches in (Scribble's cursor squiggle under a clicked cell's digit).
func TestAlone(t *testing.T) {
	const s = 64
	cell := image.Rect(0, 0, 32, 32)
	inner := image.Rect(5, 5, 27, 27)
	box := image.Rect(12, 8, 19, 25)
	fill := func(bin []uint8, x0, y0, x1, y1 int) {
		for y := y0; y <= y1; y++ {
			for x := x0; x <= x1; x++ {
				bin[y*s+x] = 1
			}
		}
	}
	digit := func(bin []uint8) { fill(bin, 13, 8, 17, 24) }
	tests := []struct {
		name string
		draw func(bin []uint8)
		want bool
	}{
		{"the digit only", digit, true},
		{"a speck beside it", func(bin []uint8) { digit(bin); fill(bin, 23, 10, 24, 11) }, true},
		{"a mark beside it", func(bin []uint8) { digit(bin); fill(bin, 6, 9, 9, 14) }, false},
		{"ink past the cell's inside only", func(bin []uint8) { digit(bin); fill(bin, 0, 0, 31, 3) }, true},
		{"a squiggle below, its tip inside", func(bin []uint8) { digit(bin); fill(bin, 10, 28, 25, 30); fill(bin, 22, 24, 25, 27) }, true},
		{"a mark at the inside's edge, mostly in it", func(bin []uint8) { digit(bin); fill(bin, 22, 21, 25, 27) }, false},
		{"a mark past the cell, in the next", func(bin []uint8) { digit(bin); fill(bin, 6, 9, 9, 14); fill(bin, 33, 9, 36, 14) }, false},
	}
	for _, tt := range tests {
		bin := make([]uint8, s*s)
		tt.draw(bin)
		if got := Alone(bin, s, cell, inner, box); got != tt.want {
			t.Errorf("%s: Alone = %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestBowl: a tile's shadow arc (a smile) is a bowl, and a frown upside down; a U-shaped
// piece inked up its middle (a digit's bowl joined to its stem: a 5's or a 6's) is not.
func TestBowl(t *testing.T) {
	tests := []struct {
		name, art  string
		upsideDown bool
		want       bool
	}{
		{"a smile", `
#..........#
#..........#
.#........#.
..##....##..
....####....`, false, true},
		{"a frown, upside down", `
....####....
..##....##..
.#........#.
#..........#`, true, true},
		{"a smile asked upside down", `
#..........#
.#........#.
..##....##..
....####....`, true, false},
		{"a bowl with a stem", `
.....##.....
.....##.....
#....##....#
.#...##...#.
..##.##.##..
....####....`, false, false},
	}
	for _, tt := range tests {
		ink, w, h := parse(tt.art)
		labels := make([]int32, len(ink))
		for i, v := range ink {
			labels[i] = int32(v) * 7
		}
		if got := Bowl(labels, w, 7, image.Rect(0, 0, w, h), tt.upsideDown); got != tt.want {
			t.Errorf("%s: Bowl = %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestGapSide: a round tile's side in a cell cut wider than the tile beside a box gap
// (from Chromium 0x34001 tiles-16-05 and 0x34003 tiles-16-25, its cells' insides) is
// one, on the right and on the left; a 7 set right, a C set left and an upright 1 against the left are not.
func TestGapSide(t *testing.T) {
	tests := []struct {
		name, art string
		want      bool
	}{
		{"a rim on the right", `
................................
................................
...........................#....
...........................#....
...........................#....
...........................#....
...........................#....
...........................#....
...........................#....
...........................#....
..........................##....
..........................##....
.........................###....
.........................##.....
........................###.....
.......................###......
......................###.......
.....................####.......
................................`, true},
		{"a rim on the left", `
................................
.....#..........................
.....#..........................
.....#..........................
.....#..........................
.....#..........................
.....#..........................
.....##.........................
.....##.........................
......#.........................
......##........................
......##........................
.......##.......................
.......###......................
........###.....................
.........####...................
................................`, true},
		{"a whole side on the right, curling in at both ends", `
...............................
..........................#....
...........................#...
...........................#...
...........................##..
...........................##..
...........................##..
...........................##..
...........................##..
...........................##..
...........................##..
...........................##..
..........................###..
..........................##...
..........................##...
.........................###...
........................###....
.......................####....
.....................#####.....
...............................`, true},
		{"a 7 set right", `
.............................
.............#######.........
.............#######.........
..................##.........
..................##.........
..................#..........
.................##..........
.................##..........
................##...........
................##...........
................#............
...............##............
...............##............
...............#.............
.............................`, false},
		{"a C set left", `
...........................
...........#####...........
.........#########.........
........####...####........
.......###.......###.......
.......##.........#........
......###..................
......##...................
......##...................
......##...................
......###..................
.......##.........##.......
.......###......####.......
........####...####........
.........#########.........
...........#####...........
...........................`, false},
		{"a 1 against the left", `
........................
...###..................
..####..................
.#####..................
...###..................
...###..................
...###..................
...###..................
...###..................
...###..................
...###..................
...###..................
...###..................
........................`, false},
	}
	for _, tt := range tests {
		ink, w, h := parse(tt.art)
		labels := make([]int32, len(ink))
		r := image.Rectangle{Min: image.Pt(w, h)}
		for i, v := range ink {
			labels[i] = int32(v) * 7
			if v != 0 {
				r = r.Union(image.Rect(i%w, i/w, i%w+1, i/w+1))
			}
		}
		if r.Min.X > r.Max.X { // no ink: Union of an empty start
			t.Fatalf("%s: no ink", tt.name)
		}
		if got := GapSide(labels, w, h, 7, r); got != tt.want {
			t.Errorf("%s: GapSide = %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestCore: the core of the ink in a box is the grey its darkest tenth reaches; unmarked
// pixels and pixels outside the box do not count.
func TestCore(t *testing.T) {
	const s = 10
	g := image.NewGray(image.Rect(0, 0, s, s))
	bin := make([]uint8, s*s)
	for i := range g.Pix {
		g.Pix[i] = 200
	}
	// Twenty marked pixels in the box: two at 10, eighteen at 90; a darker one outside it,
	// a darker unmarked one inside.
	k := 0
	for y := 2; y < 6; y++ {
		for x := 2; x < 7; x++ {
			g.Pix[y*s+x], bin[y*s+x] = 90, 1
			if k < 2 {
				g.Pix[y*s+x] = 10
			}
			k++
		}
	}
	g.Pix[8*s+8], bin[8*s+8] = 0, 1
	g.Pix[2*s+7] = 0
	for _, tc := range []struct {
		name string
		r    image.Rectangle
		want int
	}{
		{"the box", image.Rect(2, 2, 8, 6), 10},
		{"no ink", image.Rect(0, 7, 3, 10), 0},
		{"a black speck, the box clipped to the picture", image.Rect(8, 8, 20, 20), 0},
		{"the box and the speck", image.Rect(2, 2, 9, 9), 10},
	} {
		if got := Core(g, bin, s, tc.r); got != tc.want {
			t.Errorf("%s: Core = %d, want %d", tc.name, got, tc.want)
		}
	}
}
