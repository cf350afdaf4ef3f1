package cellink

import "image"

// The rules below are asked about the pieces of ink of a 16×16 screenshot's square cell's
// inside (w×h, each piece labelled label in labels, w a row, in its box r) before its
// symbol is put together: what they accept is a tile's or a frame's, not a symbol's
// (issue 23).

// TileCorner reports whether the piece fills one of the inside's corners, the corner's
// pixel (to a pixel each way) its own, a wedge grown from it (cornerWedge) under half the
// inside each way: the board round a round tile, ink when the tile is read inverted (a
// selected red tile's white 4, outweighed by the four corners, was taken for a pencil mark
// with company; a selected round tile's lower corners, cut taller in the last row, reach a
// third of the inside: 0xf5cd tiles-16-02's 9 read blank). No symbol sits there; a pencil
// mark set in a corner keeps a margin off it, or, set against it (a 16×16 page's marks in
// a grid of four by four, its 1 at the inside's corner pixel: 0xf5cb desktop-16-03, two
// blank cells read 8), is no wedge.
func TileCorner(labels []int32, w, h int, label int32, r image.Rectangle) bool {
	if 2*r.Dx() >= w || 2*r.Dy() >= h {
		return false
	}
	x, y := 0, 0
	if r.Max.X >= w-1 {
		x = w - 2
	}
	if r.Max.Y >= h-1 {
		y = h - 2
	}
	if x == 0 && r.Min.X > 1 || y == 0 && r.Min.Y > 1 {
		return false
	}
	for _, i := range []int{y*w + x, y*w + x + 1, (y+1)*w + x, (y+1)*w + x + 1} {
		if labels[i] == label {
			return cornerWedge(labels, w, label, r, x > 0, y > 0)
		}
	}
	return false
}

// cornerWedge reports whether the piece labelled label (in labels, w a row; box r) is a
// wedge grown from its box's corner (right, bottom: which): each of its pixels has the
// pixels beside and above or below it towards that corner, within the box, its own. The
// board round a round tile's corner is such a staircase; a glyph's stroke is not (a 1's
// stem stands off the side its foot touches).
func cornerWedge(labels []int32, w int, label int32, r image.Rectangle, right, bottom bool) bool {
	dx, dy := -1, -1
	if right {
		dx = 1
	}
	if bottom {
		dy = 1
	}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if labels[y*w+x] != label {
				continue
			}
			if p := image.Pt(x+dx, y); p.In(r) && labels[p.Y*w+p.X] != label {
				return false
			}
			if p := image.Pt(x, y+dy); p.In(r) && labels[p.Y*w+p.X] != label {
				return false
			}
		}
	}
	return true
}

// TileRim reports whether the piece is a tile's lower rim or shadow, wherever it lies in a
// cell cut taller than its tile (beside a box gap): a bar across three fifths of the
// inside or more, three times as wide as tall, or an arc over 70% of it (Bowl; or, twice
// as wide as tall, its middle third of columns clear above its bottom half: a round
// tile's thick shallow rim at pixel ratio 1, which Bowl's bottom third does not hold). It
// outweighed a thin 5 or 11 and left the cell blank, joined a G into a box read 2, or a
// 3 into a box taken for pencil marks. No symbol of a 16×16 grid is that flat or that
// open above.
func TileRim(labels []int32, w int, label int32, r image.Rectangle) bool {
	return 5*r.Dx() >= 3*w && r.Dx() >= 3*r.Dy() ||
		10*r.Dx() >= 7*w && (Bowl(labels, w, label, r, false) || r.Dx() >= 2*r.Dy() && clearAbove(labels, w, label, r, r.Min.Y+r.Dy()/2))
}

// clearAbove reports whether the pixels labelled label in labels (w a row), in box r,
// leave the middle third of r's columns clear in its rows above y (exclusive).
func clearAbove(labels []int32, w int, label int32, r image.Rectangle, y1 int) bool {
	for y := r.Min.Y; y < y1; y++ {
		for x := r.Min.X + r.Dx()/3; x < r.Max.X-r.Dx()/3; x++ {
			if labels[y*w+x] == label {
				return false
			}
		}
	}
	return true
}

// FrameCorner reports whether the piece (n pixels, in box r) is what DropLines left of a
// frame round the inside: against its left or right side or a pixel in from it, under a
// quarter of its box inked (a corner's two arms). Joined to the symbol below it, a
// selected cell's frame made a G a C; a sheet's cell cursor's light inner edge a column in
// from the inside's right side, joined to the 8 beside it, made a box taken for pencil
// marks (Chromium 0x71000 sheet-16-02).
func FrameCorner(n, w int, r image.Rectangle) bool {
	return (r.Min.X <= 1 || r.Max.X >= w-1) && 4*n < r.Dx()*r.Dy()
}

// Hoop reports whether the piece spans 70% of the inside each way and leaves the middle
// third of its box each way clear: a selected cell's round frame, thickened by a halved
// JPEG's blur past the quarter of its box a frame may ink (scan's ring), joined the 14
// inside it into a box read 13. No symbol is that large and hollow.
func Hoop(labels []int32, w, h int, label int32, r image.Rectangle) bool {
	if 10*r.Dx() < 7*w || 10*r.Dy() < 7*h {
		return false
	}
	for y := r.Min.Y + r.Dy()/3; y < r.Max.Y-r.Dy()/3; y++ {
		for x := r.Min.X + r.Dx()/3; x < r.Max.X-r.Dx()/3; x++ {
			if labels[y*w+x] == label {
				return false
			}
		}
	}
	return true
}

// RimQuarter reports whether the piece is one lower quarter of a round tile's rim or drop
// shadow, parted from the other by the cell's margin (a tile set low in its cell: the
// rim's bottom, which joins the quarters, lies in the margin): against the inside's
// bottom row, below its top third, in its left (right) half, its top row's ink at the
// piece's outer side and its bottom row's ink nearer the middle than the top row's, each
// row's ink, its outer and its inner end, no farther out than the row above's by more than
// a pixel (an arc curling in; a right-aligned 4 set on the bottom of a halved sheet's
// cell, its stem's inner side a step out from its bar's, is no arc: 0xf5ce sheet-16-04).
// Alone, a quarter was read as 2 in an empty tile; joined to the symbol beside it, a G and
// a 7 were read blank (issue 23). A symbol is centred on its tile, off the inside's
// bottom, and no stroke of one curls in from the outer side down to that bottom.
func RimQuarter(labels []int32, w, h int, label int32, r image.Rectangle) bool {
	if r.Max.Y < h-1 || 3*r.Min.Y < h || r.Dy() < 3 || r.Dx() < 2 {
		return false
	}
	right := 2*r.Min.X >= w
	if !right && 2*r.Max.X > w {
		return false
	}
	span := func(y int) (int, int) { return labelSpan(labels, w, label, r, y) }
	topFirst, topLast := span(r.Min.Y)
	bottomFirst, bottomLast := span(r.Max.Y - 1)
	if right && (topLast < r.Max.X-2 || bottomLast >= topFirst) || !right && (topFirst > r.Min.X+1 || bottomFirst <= topLast) {
		return false
	}
	prevFirst, prevLast := topFirst, topLast
	for y := r.Min.Y + 1; y < r.Max.Y; y++ {
		first, last := span(y)
		if first < 0 || right && (last > prevLast+1 || first > prevFirst+1) || !right && (first < prevFirst-1 || last < prevLast-1) {
			return false
		}
		prevFirst, prevLast = first, last
	}
	return true
}
