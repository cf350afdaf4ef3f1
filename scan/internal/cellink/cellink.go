// Package cellink cleans the ink of one cell's inside before its digit is looked for: the
// lines and frames that run along it ([DropLines]); and tells whether a digit's box holds
// all of a cell's ink ([Alone]) and whether a piece of ink is a tile's rim ([Bowl],
// [GapSide]); and where a right-aligned digit's box cut at the cell's margin really ends
// ([InkRight]); and a cell's ink found again against its own fill ([Reink]: a thin
// number's strokes beside a thick box line) or its lines' ([ReinkAgainstLines]) and
// whether the symbol so found is the one first missed ([Fuller]) and pale, a player's pen
// lighter than the grid's ink ([Paler]); a cell cut off its lines ([OffLines], [Moved]);
// whether a cell's fill was taken for ink ([FillTaken]: a light tile read inverted) and
// its ink cut again against its fill ([Recut]); and which pieces of a 16×16 screenshot's
// square cell are a round tile's corner, a tile's rim, a frame's corner or a round frame,
// not a symbol's ([TileCorner], [TileRim], [FrameCorner], [Hoop]); which of any cell's
// inside are a frame's two sides, a tile's side or shadow, or a ring around it
// ([FrameSides], [TileSides], [ShadowBar], [Ring]);
// and how wide a symbol's strokes are ([StrokeWidth]: a hand-written digit's pen); and
// which piece is a neighbouring grid line's sliver at the inside's edge ([EdgeSliver]).
// Nothing in it prints or logs; stdlib and raster (the pieces' components) only.
package cellink

import (
	"image"
	"slices"

	"github.com/sudokubot/sudokubot/scan/internal/raster"
)

// Alone reports whether box holds all the ink of bin (s pixels a row) within inner (a
// cell's inside) but for a tenth of the ink it holds, the box grown two pixels each way:
// no pencil marks beside the digit, a speck at most. A piece of the ink of the cell
// (cell) lying mostly outside inner does not count (edgeBorne): a decoration along the
// cell's edge, not a mark beside the digit (Scribble's brown cursor squiggle under a
// clicked cell's thin blue 4, its tip inside, left the 4 not alone and read blank).
func Alone(bin []uint8, s int, cell, inner, box image.Rectangle) bool {
	grown := box.Inset(-2)
	cell = cell.Intersect(image.Rect(0, 0, s, len(bin)/max(s, 1)))
	edge := edgeBorne(bin, s, cell, inner)
	in, out := 0, 0
	for y := inner.Min.Y; y < inner.Max.Y; y++ {
		for x := inner.Min.X; x < inner.Max.X; x++ {
			switch {
			case bin[y*s+x] == 0:
			case image.Pt(x, y).In(grown):
				in++
			case !edge(x, y):
				out++
			}
		}
	}
	return 10*out <= in
}

// edgeBorne tells which ink of bin (s pixels a row) is in a piece (8-connected within
// cell) with more of its pixels outside inner than in it.
func edgeBorne(bin []uint8, s int, cell, inner image.Rectangle) func(x, y int) bool {
	w, h := cell.Dx(), cell.Dy()
	if w <= 0 || h <= 0 {
		return func(int, int) bool { return false }
	}
	sub := make([]uint8, w*h)
	for y := range h {
		copy(sub[y*w:(y+1)*w], bin[(cell.Min.Y+y)*s+cell.Min.X:][:w])
	}
	labels, comps := raster.Label(sub, w, h)
	inside := make([]int, len(comps))
	for y := max(inner.Min.Y, cell.Min.Y); y < min(inner.Max.Y, cell.Max.Y); y++ {
		for x := max(inner.Min.X, cell.Min.X); x < min(inner.Max.X, cell.Max.X); x++ {
			if l := labels[(y-cell.Min.Y)*w+x-cell.Min.X]; l > 0 {
				inside[l-1]++
			}
		}
	}
	return func(x, y int) bool {
		if !image.Pt(x, y).In(cell) {
			return false
		}
		l := labels[(y-cell.Min.Y)*w+x-cell.Min.X]
		return l > 0 && 2*inside[l-1] < comps[l-1].N
	}
}

// DropLines clears the rows and columns of a cell's inside (w×h) that are ink almost from
// side to side: no digit is that wide or tall, but a fold or crease in the paper, the edge
// of a shadow or a stray grid line is.
//
// A frame round a square cell (a sheet's cell cursor) may have a side a digit set against
// it breaks: where lines along one side of the inside (its outer three) go, so do as many
// lines at most along the opposite side inked over three quarters of their length. A
// wide cell's digits, squeezed by the warp, are upright bars that tall.
//
// A line along the inside's first or last column inked from its top or bottom row over
// two fifths of its height at least is cleared that far (dropEdgeRuns), but along the
// sides of kept (Left, Right): a cell already cut off its lines there (OffLines), where
// that column is a digit's. Past a line cleared along the side, the column after it is
// the one asked: a thick box line's last column, its ink broken near the cell's corner
// where the line across darkens the binarisation's neighbourhood, is not cleared as a
// line and joined a number set against it (a sheet's left-aligned 12 read blank).
func DropLines(sub []uint8, w, h int, square bool, kept Side) {
	rowInk, colInk := make([]int, h), make([]int, w)
	for y := range h {
		for x, v := range sub[y*w : (y+1)*w] {
			rowInk[y] += int(v)
			colInk[x] += int(v)
		}
	}
	lines := func(ink []int, across int) []int {
		var out []int
		full := func(i int) bool { return 10*ink[i] >= 9*across }
		for i := range ink {
			if full(i) {
				out = append(out, i)
			}
		}
		n, e := len(ink), min(3, len(ink)/4)
		// in counts the lines found among the e from from on.
		in := func(from int) int {
			k := 0
			for _, i := range out {
				if i >= from && i < from+e {
					k++
				}
			}
			return k
		}
		for _, side := range [2][2]int{{0, n - e}, {n - e, 0}} {
			thick := in(side[0])
			if !square || thick == 0 || in(side[1]) > 0 {
				continue
			}
			var twin []int
			for i := side[1]; i < side[1]+e; i++ {
				if 4*ink[i] >= 3*across {
					twin = append(twin, i)
				}
			}
			// A frame's sides are about as thick: more is a digit's stroke beside a
			// line (a 1 in a wide cell squeezed by the warp).
			if len(twin) <= thick {
				out = append(out, twin...)
			}
		}
		return out
	}
	rows, cols := lines(rowInk, w), lines(colInk, h)
	for _, y := range rows {
		clear(sub[y*w : (y+1)*w])
	}
	for _, x := range cols {
		for y := range h {
			sub[y*w+x] = 0
		}
	}
	first, last := 0, w-1 // the inside's edge columns past the lines cleared along them
	for slices.Contains(cols, first) && 4*(first+1) < w {
		first++
	}
	for slices.Contains(cols, last) && 4*(w-last) < w {
		last--
	}
	top, bottom := 0, h-1 // and its edge rows past the lines cleared along them
	for slices.Contains(rows, top) && 4*(top+1) < h {
		top++
	}
	for slices.Contains(rows, bottom) && 4*(h-bottom) < h {
		bottom--
	}
	dropEdgeRuns(sub, w, kept, first, last, top, bottom)
}

// dropEdgeRuns clears the ink of the inside's columns first and last (w wide) that runs
// from its top or bottom row (top, bottom: past the lines cleared along them) over two
// fifths of the height between them or more: a thick box line a pixel into the cell, its
// ink broken where a digit set against it darkens the binarisation's neighbourhood, which
// joined a right-aligned digit (issue 23, a Calc sheet saved as JPEG: 2 read 5, 9 read 6);
// a selected cell's frame's inner edge, its rows cleared, partly inked along the frame's
// side (a D joined to it read 5). No digit reaches the inside's top or bottom row, unless
// the cut left part of it outside: a run whose next column in is inked along three
// quarters of it or more is a digit's stroke, not a line a pixel wide (a sheet's
// right-aligned 3 at the cell's bottom right, cut into two pieces too short for a digit:
// issue 23).
// A side of kept is left as it is: a halved sheet's pale right-aligned 2 or 7, set
// against the box line OffLines cut the cell off, runs down the inside's last column from
// its top row (issue 23: read blank).
func dropEdgeRuns(sub []uint8, w int, kept Side, first, last, top, bottom int) {
	h := bottom - top + 1
	row := func(k int, down bool) int {
		if down {
			return top + k
		}
		return bottom - k
	}
	for _, x := range []int{first, last} {
		left := x == first
		if left && kept&Left != 0 || !left && kept&Right != 0 {
			continue
		}
		in := x + 1
		if !left {
			in = x - 1
		}
		for _, down := range []bool{true, false} {
			run, beside := 0, 0
			for run < h && sub[row(run, down)*w+x] != 0 {
				if sub[row(run, down)*w+in] != 0 {
					beside++
				}
				run++
			}
			if 5*run < 2*h || w > 2 && 4*beside >= 3*run {
				continue
			}
			for k := range run {
				sub[row(k, down)*w+x] = 0
			}
		}
	}
}

// Bowl reports whether the pixels labelled label in labels (w a row), in box r, leave the
// middle third of r's columns clear above r's bottom third (upside down: below its top
// third): a round tile's drop shadow or rim below (above) it, an arc, not a symbol.
func Bowl(labels []int32, w int, label int32, r image.Rectangle, upsideDown bool) bool {
	y0, y1 := r.Min.Y, r.Max.Y-r.Dy()/3 // the rows to keep clear, y1 exclusive
	if upsideDown {
		y0, y1 = r.Min.Y+r.Dy()/3, r.Max.Y
	}
	for y := y0; y < y1; y++ {
		for x := r.Min.X + r.Dx()/3; x < r.Max.X-r.Dx()/3; x++ {
			if labels[y*w+x] == label {
				return false
			}
		}
	}
	return true
}

// GapSide reports whether the pixels labelled label in labels (a cell's inside w×h, w a
// row), in box r, are one side of a round tile in a cell cut larger than the tile (beside
// a box gap): a piece two fifths of the inside's height or more in its left or right
// quarter, the columns between it and the inside's side clear of ink in its rows, its ink
// in the middle third of its rows an upright stroke within three columns (a tenth of the
// inside in wide cells) along the piece's outer side, one end curling in (its top or
// bottom row's ink all nearer the cell's middle than the stroke), the other on the
// stroke, or both curling in if the piece is twice as tall as wide or more. Such a rim,
// off the inside's side by the gap, set the symbols' height on a 16×16 board and every
// number became a pencil mark (issue 23). A symbol is centred on its tile, not in the
// cell's outer quarter; a 7's stem leans out above its middle, a C curls in at both ends
// but is nearly as wide as tall, and a 1's ends reach its stem.
func GapSide(labels []int32, w, h int, label int32, r image.Rectangle) bool {
	if 5*r.Dy() < 2*h {
		return false
	}
	var x0, x1 int // the columns to keep clear, x1 exclusive
	right := 4*r.Max.X > 3*w
	switch {
	case 4*r.Min.X < w:
		x0, x1 = 0, r.Min.X
	case right:
		x0, x1 = r.Max.X, w
	default:
		return false
	}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := x0; x < x1; x++ {
			if labels[y*w+x] != 0 {
				return false
			}
		}
	}
	span := func(y int) (int, int) { return labelSpan(labels, w, label, r, y) }
	lo, hi := r.Max.X, r.Min.X-1 // the middle rows' ink's first and last columns
	for y := r.Min.Y + r.Dy()/3; y < r.Max.Y-r.Dy()/3; y++ {
		first, last := span(y)
		if first < 0 {
			continue
		}
		lo, hi = min(lo, first), max(hi, last)
	}
	if hi-lo+1 > max(3, w/10) || right && hi < r.Max.X-1 || !right && lo > r.Min.X {
		return false // no upright stroke at the piece's outer side: a 7's stem
	}
	curls := func(y int) bool {
		first, last := span(y)
		return first >= 0 && (right && last < lo || !right && first > hi)
	}
	upright := func(y int) bool {
		first, last := span(y)
		return first >= lo && last <= hi
	}
	top, bottom := r.Min.Y, r.Max.Y-1
	switch {
	case curls(top) && curls(bottom):
		return 2*r.Dx() <= r.Dy() // a whole side's arc, not a C's
	case curls(top):
		return upright(bottom)
	case curls(bottom):
		return upright(top)
	}
	return false
}

// Stacks returns, for each box of rs, the box round it and every box stacked with it,
// one over the other step by step: boxes sharing a column at least, under gap rows
// apart. A thin grey digit binarised into pieces (a 4's upright broken from its bar, a
// 1's stem from its foot) is one stack as tall as the digit, though no piece is: the
// second digit of a 16×16 grid's number, so broken, is as tall as the first.
func Stacks(rs []image.Rectangle, gap int) []image.Rectangle {
	group := make([]int, len(rs))
	for i := range group {
		group[i] = i
	}
	var root func(i int) int
	root = func(i int) int {
		for group[i] != i {
			i = group[i]
		}
		return i
	}
	for i, a := range rs {
		for j := i + 1; j < len(rs); j++ {
			b := rs[j]
			if a.Max.X > b.Min.X && a.Min.X < b.Max.X && a.Min.Y < b.Max.Y+gap && b.Min.Y < a.Max.Y+gap {
				group[root(j)] = root(i)
			}
		}
	}
	out := make([]image.Rectangle, len(rs))
	for i, r := range rs {
		k := root(i)
		out[k] = out[k].Union(r)
	}
	for i := range rs {
		out[i] = out[root(i)]
	}
	return out
}

// StackHeight is the height of stack (a piece's box from Stacks) when it stands within
// the digit's rows top to bottom (inclusive), two pixels either way, else own (the
// piece's own height): a cell's pencil marks, rows of them stacked taller than a digit,
// are no digit broken into pieces.
func StackHeight(stack image.Rectangle, own, top, bottom int) int {
	if stack.Min.Y >= top-2 && stack.Max.Y <= bottom+3 {
		return max(own, stack.Dy())
	}
	return own
}

// Widens reports whether faint, the box of a cell's faint ink round a digit's box b, is
// b with more beside it: as tall within two pixels, holding b, wider by half b's width at
// least. A 16×16 grid's number whose other digit is printed thin and grey (a sheet's 1
// beside a 6, a 4 beside a 1) binarises into specks the digit's search leaves out; the
// faint search, which joins single pixels, finds the number.
func Widens(faint, b image.Rectangle) bool {
	return faint.Min.X <= b.Min.X && faint.Max.X >= b.Max.X && 2*(faint.Dx()-b.Dx()) >= b.Dx() &&
		abs(faint.Min.Y-b.Min.Y) <= 2 && abs(faint.Max.Y-b.Max.Y) <= 2
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// labelSpan is the first and last column, within r, of the piece label in row y of labels
// (w wide): -1, -1 when the row holds none of it.
func labelSpan(labels []int32, w int, label int32, r image.Rectangle, y int) (first, last int) {
	first, last = -1, -1
	for x := r.Min.X; x < r.Max.X; x++ {
		if labels[y*w+x] == label {
			if first < 0 {
				first = x
			}
			last = x
		}
	}
	return first, last
}

// Core is the grey of the core of the ink in r (bin's marked pixels of g, bin s pixels
// wide): the level the darkest tenth of that ink reaches; 0 when r holds no ink.
func Core(g *image.Gray, bin []uint8, s int, r image.Rectangle) int {
	r = r.Intersect(g.Rect)
	var h [256]int
	cnt := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if bin[y*s+x] != 0 {
				h[g.Pix[y*g.Stride+x]]++
				cnt++
			}
		}
	}
	seen := 0
	for v := range h {
		if seen += h[v]; 10*seen >= cnt {
			return v
		}
	}
	return 0
}
