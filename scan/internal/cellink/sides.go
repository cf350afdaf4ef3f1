package cellink

// The pieces of a cell's inside that are its frame or its tile's sides, not a symbol's:
// a frame's two upright sides, a tile's side or its rim, a ring around the inside, a
// tile's side or shadow as a bar in its outer quarter.

import (
	"image"

	"github.com/sudokubot/sudokubot/scan/internal/raster"
)

// ShadowBar reports whether component cp of a cell's inside (w wide) is a tile's side or
// its shadow: a bar under a third as wide as tall, taller than barH (0: none is), in the
// inside's left or right quarter. A cell cut wider than its tile (beside a box gap, or a
// lattice a few pixels off the tiles) holds one.
func ShadowBar(cp *raster.Component, barH, w int) bool {
	if barH <= 0 || cp.H() <= barH || 3*cp.W() > cp.H() {
		return false
	}
	cx := cp.MinX + cp.MaxX + 1 // twice the centre
	return 4*cx < 2*w || 4*cx > 6*w
}

// TileArc reports whether component cp of a cell's inside is a stretch of a round tile's
// outline: taller than barH (0: none is), a third taller than the grid's symbols, and
// under a quarter of its box inked (a thin curve, not a symbol's strokes). A cell cut a
// few pixels off its tile (a 16×16 lattice of round tiles, issue 23) holds half the
// ring, or more: an empty tile's right half was read 3, its left half 12.
func TileArc(cp *raster.Component, barH int) bool {
	return barH > 0 && cp.H() > barH && 4*cp.N < cp.W()*cp.H()
}

// FrameSides marks the components of a cell's inside (w×h, labelled in labels) that are
// the two upright sides of a frame around it: bars (sideBar: an eighth of the inside
// wide, 3 pixels at least) over 60% of its height, against its left and right sides, one
// each side, overlapping down the cell. A selected cell's rounded frame, its top and
// bottom rows cleared by DropLines, leaves these (with a foot where a corner's rounding
// kept a bottom row from being cleared); a digit set against one side (a sheet's "1") has
// no twin.
func FrameSides(labels []int32, comps []raster.Component, w, h int) []bool {
	out := make([]bool, len(comps))
	band := max(3, w/8)
	edge := max(2, w/8)
	for i := range comps {
		a := &comps[i]
		if 10*a.H() < 6*h || a.MinX > edge || !sideBar(labels, w, a, band, true) {
			continue
		}
		for j := range comps {
			b := &comps[j]
			if 10*b.H() >= 6*h && b.MaxX >= w-1-edge && sideBar(labels, w, b, band, false) && b.MinY <= a.MaxY && a.MinY <= b.MaxY {
				out[i], out[j] = true, true
			}
		}
	}
	return out
}

// sideBar reports whether component cp of labels (w wide) is an upright bar: at most band
// wide, or with over 80% of its pixels in the band of its columns on its left (left) or
// right side: a frame's side with a foot or a corner mark joined to it.
func sideBar(labels []int32, w int, cp *raster.Component, band int, left bool) bool {
	if cp.W() <= band {
		return true
	}
	x0, x1 := cp.MinX, cp.MinX+band-1
	if !left {
		x0, x1 = cp.MaxX-band+1, cp.MaxX
	}
	in := 0
	for y := cp.MinY; y <= cp.MaxY; y++ {
		for x := x0; x <= x1; x++ {
			if labels[y*w+x] == cp.ID {
				in++
			}
		}
	}
	return 10*in > 8*cp.N
}

// TileSides marks (in out) the components of a screenshot's square cell's inside (w×h,
// labelled in labels) that are one side of its tile: an upright bar (sideBar, a sixth of
// the inside wide, 3 pixels at least) over 85% of its height, against its left or right
// side. A tile's edge or shadow in a cell cut wider than the tile (beside a box gap) is
// one; FrameSides wants its twin on the other side, and alone it outweighed a small digit
// or made an empty tile a 1. A digit is not that tall in its cell, nor set against its
// side (a sheet's right-aligned 1 is, in a wide cell, which is not asked).
func TileSides(labels []int32, comps []raster.Component, w, h int, out []bool) {
	band := max(3, w/6)
	edge := max(2, w/8)
	for i := range comps {
		cp := &comps[i]
		r := image.Rect(cp.MinX, cp.MinY, cp.MaxX+1, cp.MaxY+1)
		switch {
		case 100*cp.H() >= 85*h && (cp.MinX <= edge && sideBar(labels, w, cp, band, true) || cp.MaxX >= w-1-edge && sideBar(labels, w, cp, band, false)):
		// A round tile's drop shadow or rim below (above) it in a cell cut taller than the
		// tile: an arc (Bowl) over 70% of the inside wide against its bottom (top).
		// Joined to the digit above it, light tiles' Es, 8s and 2s were read as 5 (issue 23).
		case 10*cp.W() >= 7*w && (cp.MaxY >= h-1-edge && Bowl(labels, w, cp.ID, r, false) || cp.MinY <= edge && Bowl(labels, w, cp.ID, r, true)):
		// Its side off the inside's by a box gap.
		case GapSide(labels, w, h, cp.ID, r):
		default:
			continue
		}
		out[i] = true
	}
}

// Ring reports whether component cp of labels (w wide) is a frame around the cell's
// inside (iw×ih): over 70% of it each way, two of its box's sides or more inked along 60%
// of their length, its box under a quarter inked. A tile's border and drop shadow inside
// a cell cut wider than the tile (beside a box gap), or a selected cell's frame, is one
// (its other sides in the margin, or lighter); a digit is not that large and open.
func Ring(labels []int32, w int, cp *raster.Component, iw, ih int) bool {
	if 10*cp.W() < 7*iw || 10*cp.H() < 7*ih {
		return false
	}
	side := func(x0, y0, dx, dy, n int) bool {
		k := 0
		for i := range n {
			if labels[(y0+i*dy)*w+x0+i*dx] == cp.ID {
				k++
			}
		}
		return 10*k >= 6*n
	}
	sides := b2i(side(cp.MinX, cp.MinY, 1, 0, cp.W())) + b2i(side(cp.MinX, cp.MaxY, 1, 0, cp.W())) +
		b2i(side(cp.MinX, cp.MinY, 0, 1, cp.H())) + b2i(side(cp.MaxX, cp.MinY, 0, 1, cp.H()))
	return sides >= 2 && (4*cp.N < cp.Area() || hollow(labels, w, cp))
}

// hollow reports whether component cp of labels (w wide) leaves the middle of its box
// (half of it each way) without a pixel: a frame drawn thick for its cell (a selected
// tile's 3-pixel rounded frame in a 30-pixel cell inks over a quarter of its box), not a
// digit, whose strokes cross its middle.
func hollow(labels []int32, w int, cp *raster.Component) bool {
	bw, bh := cp.W(), cp.H()
	for y := cp.MinY + bh/4; y <= cp.MaxY-bh/4; y++ {
		for x := cp.MinX + bw/4; x <= cp.MaxX-bw/4; x++ {
			if labels[y*w+x] == cp.ID {
				return false
			}
		}
	}
	return true
}

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Framed reports whether cell r of bin (s pixels a row) is closed in a thick frame: along
// each of its four sides, two rows (columns) or more of its outer quarter are inked over
// nine tenths of their length. A sheet's cell cursor, a few pixels thick, is one; a cell
// only ever has its own thin lines along a side, and a box line along two sides at most.
func Framed(bin []uint8, s int, r image.Rectangle) bool {
	w, h := r.Dx(), r.Dy()
	if w < 8 || h < 8 {
		return false
	}
	full := func(x0, y0, dx, dy, n int) bool {
		k := 0
		for i := range n {
			k += int(bin[(y0+i*dy)*s+x0+i*dx])
		}
		return 10*k >= 9*n
	}
	side := func(lines func(i int) bool, n int) bool {
		k := 0
		for i := range n {
			if lines(i) {
				k++
			}
		}
		return k >= 2
	}
	qx, qy := w/4, h/4
	return side(func(i int) bool { return full(r.Min.X, r.Min.Y+i, 1, 0, w) }, qy) &&
		side(func(i int) bool { return full(r.Min.X, r.Max.Y-1-i, 1, 0, w) }, qy) &&
		side(func(i int) bool { return full(r.Min.X+i, r.Min.Y, 0, 1, h) }, qx) &&
		side(func(i int) bool { return full(r.Max.X-1-i, r.Min.Y, 0, 1, h) }, qx)
}
