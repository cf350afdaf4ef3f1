package cellink

import (
	"image"
	"slices"
)

// AgainstLines marks anew the ink of bin (s pixels a row) in cell r of g: a pixel is ink
// when it is by contrast darker than both its column's and its row's own fill in the cell
// (fills). A line along the cell, and the grey ramp a straightening blurs it into, is its
// column's (or row's) own colour, not ink; a digit set against it is darker than its
// column's fill. A wide cell squeezed by a square straightening merges a right-aligned
// digit and the box line beside it (a spreadsheet as shared, halved and saved as JPEG):
// the local-mean binarisation made one piece of both, of which the cell's cut kept a few
// columns.
func AgainstLines(g *image.Gray, bin []uint8, s int, r image.Rectangle, contrast int) {
	r = r.Intersect(g.Rect)
	cols, rows := fills(g, r)
	if cols == nil {
		return
	}
	for y := range rows {
		for x := range cols {
			v := int(g.Pix[(r.Min.Y+y)*g.Stride+r.Min.X+x])
			var ink uint8
			if v <= cols[x]-contrast && v <= rows[y]-contrast {
				ink = 1
			}
			bin[(r.Min.Y+y)*s+r.Min.X+x] = ink
		}
	}
}

// Flatten lightens each column of cell r of g that its fill (fills) shows darker than
// the cell's (the median of its columns' fills) by as much: a line along the cell, or its
// blurred ramp, takes the cell's fill, and a digit set against it keeps its darkness
// against its column. The digit's features, taken from its box and a pixel round it, are
// then not those of the line beside it.
func Flatten(g *image.Gray, r image.Rectangle) {
	r = r.Intersect(g.Rect)
	cols, _ := fills(g, r)
	if cols == nil {
		return
	}
	sorted := slices.Clone(cols)
	slices.Sort(sorted)
	fill := sorted[len(sorted)/2]
	for x, c := range cols {
		if c >= fill {
			continue
		}
		for y := r.Min.Y; y < r.Max.Y; y++ {
			p := &g.Pix[y*g.Stride+r.Min.X+x]
			*p = uint8(min(255, int(*p)+fill-c))
		}
	}
}

// fills is the own fill of each column and each row of cell r of g: the lighter fifth of
// their greys (a digit, or a line across, darkens at most four fifths of either). nil
// for a cell under 3 pixels either way.
func fills(g *image.Gray, r image.Rectangle) (cols, rows []int) {
	w, h := r.Dx(), r.Dy()
	if w < 3 || h < 3 {
		return nil, nil
	}
	cols, rows = make([]int, w), make([]int, h)
	line := make([]uint8, max(w, h))
	for x := range w {
		for y := range h {
			line[y] = g.Pix[(r.Min.Y+y)*g.Stride+r.Min.X+x]
		}
		cols[x] = lighterFifth(line[:h])
	}
	for y := range h {
		copy(line, g.Pix[(r.Min.Y+y)*g.Stride+r.Min.X:][:w])
		rows[y] = lighterFifth(line[:w])
	}
	return cols, rows
}

// lighterFifth is the grey a fifth of the way down greys sorted lightest first (it sorts
// greys).
func lighterFifth(greys []uint8) int {
	slices.Sort(greys)
	return int(greys[len(greys)-1-len(greys)/5])
}

// InkRight is the last column of a digit's ink in g from box's right edge on, up to
// limit (excluded: the cell's right line), box.Max.X-1 when there is none more: a
// digit's box found in its cell's inside stops at the inside's margin, and a
// right-aligned digit whose lines the straightening put a pixel right of the lattice's
// keeps its last stroke there (a sheet's 16×16 number: 10 read as 11 and 16 as 14, the
// 0's and the 6's right strokes cut). A column is the digit's, from box's right edge on
// without a gap, when its darkest pixel in box's rows is darkerBy levels darker than
// its median along the cell's rows top to bottom (excluded) outside box's, and that
// median is the cell's fill: within fillBy of the median of box's last column. A line's
// anti-aliased edge beside the digit is as dark all along; a thick line blurred by a
// halved JPEG darkens the columns before it.
func InkRight(g *image.Gray, box image.Rectangle, top, bottom, limit int) int {
	const darkerBy, fillBy = 40, 16
	// column is x's darkest grey in box's rows and its median outside them (ok false
	// when box takes all the rows).
	column := func(x int) (dark, out int, ok bool) {
		var outs []int
		dark = 255
		for y := max(top, g.Rect.Min.Y); y < min(bottom, g.Rect.Max.Y); y++ {
			v := int(g.Pix[(y-g.Rect.Min.Y)*g.Stride+x-g.Rect.Min.X])
			if y >= box.Min.Y && y < box.Max.Y {
				dark = min(dark, v)
			} else {
				outs = append(outs, v)
			}
		}
		if len(outs) == 0 {
			return dark, 0, false
		}
		slices.Sort(outs)
		return dark, outs[len(outs)/2], true
	}
	_, fill, ok := column(box.Max.X - 1)
	if !ok || box.Max.X-1 < g.Rect.Min.X {
		return box.Max.X - 1
	}
	for x := box.Max.X; x < min(limit, g.Rect.Max.X); x++ {
		if dark, out, _ := column(x); dark+darkerBy > out || out+fillBy < fill {
			return x - 1
		}
	}
	return max(box.Max.X, min(limit, g.Rect.Max.X)) - 1
}

// NumberAtRight reports whether wide, a symbol's box found again in its cell of g (rows
// top to bottom, excluded) with the cell's right margin taken in, is a two-digit number
// (pair: two pieces side by side, each about as tall as the box) whose last digit the
// margin cut from box, the box first found: wide holds box, reaches further right, is no
// taller than box or the grid's symbols (tall) by more than a pixel, and each column it
// adds is the cell's fill outside wide's rows (its median there within 16 levels of box's
// last column's): a line along the cell, or its anti-aliased edge, is dark all along. A
// 16×16 sheet's right-aligned number in the grid's last column, set against the picture's
// edge (a small window at 60% or a full screen at 100%, the picture cropped at the grid),
// lost its last digit's right strokes to the margin: a 10 read 11 (the 0's left stroke a
// 1), a 13 and a 15 read 1 (the 3 and the 5 in pieces beside it). Single digits are left
// alone. scan asks it of that column only: elsewhere the box taken a column or two into
// the margin changed no reading but the repair's (pictures117, issue 23).
func NumberAtRight(g *image.Gray, box, wide image.Rectangle, pair bool, tall, top, bottom int) bool {
	if !pair || !box.In(wide) || wide.Max.X <= box.Max.X || wide.Dy() > max(box.Dy(), tall)+1 || !wide.In(g.Rect) {
		return false
	}
	// outside is x's median grey along the cell's rows outside wide's.
	outside := func(x int) int {
		var outs []int
		for y := max(top, g.Rect.Min.Y); y < min(bottom, g.Rect.Max.Y); y++ {
			if y < wide.Min.Y || y >= wide.Max.Y {
				outs = append(outs, int(g.Pix[(y-g.Rect.Min.Y)*g.Stride+x-g.Rect.Min.X]))
			}
		}
		if len(outs) == 0 {
			return -1
		}
		slices.Sort(outs)
		return outs[len(outs)/2]
	}
	const fillBy = 16
	fill := outside(box.Max.X - 1)
	for x := box.Max.X; x < wide.Max.X; x++ {
		if out := outside(x); fill < 0 || out+fillBy < fill {
			return false
		}
	}
	return true
}

// InkRows are the first and last rows of r holding ink in bin (s pixels a row); ok is
// false when none does.
func InkRows(bin []uint8, s int, r image.Rectangle) (top, bottom int, ok bool) {
	top, bottom = -1, -1
	for y := r.Min.Y; y < r.Max.Y; y++ {
		if slices.ContainsFunc(bin[y*s+r.Min.X:y*s+r.Max.X], func(v uint8) bool { return v != 0 }) {
			if top < 0 {
				top = y
			}
			bottom = y
		}
	}
	return top, bottom, top >= 0
}

// AddDarker marks as ink in bin (s pixels a row) every pixel of r in g darker than
// below, keeping the ink bin has. A small grid halved and saved as JPEG (a 9×9 sheet of
// cells 10 pixels high) leaves its digits' strokes pale grey, 30-40 levels under the
// fill; straightened to a larger cell, the dark lines around it darken the local mean
// the binarisation measures against, and a 7's stem or a 5's bar falls out of the ink.
// Asked of a cell's inside (its lines left out), with below its fill less a contrast.
// An empty r (or one outside g) marks nothing.
func AddDarker(g *image.Gray, bin []uint8, s int, r image.Rectangle, below float64) {
	r = r.Intersect(g.Rect)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if float64(g.Pix[(y-g.Rect.Min.Y)*g.Stride+x-g.Rect.Min.X]) < below {
				bin[y*s+x] = 1
			}
		}
	}
}

// Side is a set of a cell's sides.
type Side uint8

// A cell's sides.
const (
	Top Side = 1 << iota
	Bottom
	Left
	Right
)

// BoxSides are the sides of the cell at row r, column c of an n×n grid of boxes boxRows
// cells high (n/boxRows wide) that are its box's.
func BoxSides(r, c, n, boxRows int) Side {
	var s Side
	bc := n / boxRows
	for _, e := range []struct {
		on   bool
		side Side
	}{{r%boxRows == 0, Top}, {(r+1)%boxRows == 0, Bottom}, {c%bc == 0, Left}, {(c+1)%bc == 0, Right}} {
		if e.on {
			s |= e.side
		}
	}
	return s
}

// OffLines is cell r of g without the lines along its sides: each of sides moves inward
// past the rows (columns) at it, up to most pixels, of which nine in ten pixels across
// the cell are darker than below (a line, or the ramp the straightening blurs it into).
// A thick box line of a small block's equal cut runs inside the cells beside it (a halved
// sheet's 9-pixel cells, issue 23): measured with it, a cell's fill takes the line's
// rows, and a pale digit set against it joins the line. A digit's stroke along a side
// leaves its column light in the rows above and below it, and stays.
func OffLines(g *image.Gray, r image.Rectangle, below float64, most int, sides Side) image.Rectangle {
	r = r.Intersect(g.Rect)
	dark := func(x0, y0, dx, dy, n int) bool { // n pixels from (x0, y0) in steps (dx, dy)
		cnt := 0
		for k := range n {
			if float64(g.Pix[(y0+k*dy)*g.Stride+x0+k*dx]) < below {
				cnt++
			}
		}
		return 10*cnt >= 9*n
	}
	out := r
	for k := 0; sides&Top != 0 && k < most && out.Dy() > 2 && dark(r.Min.X, out.Min.Y, 1, 0, r.Dx()); k++ {
		out.Min.Y++
	}
	for k := 0; sides&Bottom != 0 && k < most && out.Dy() > 2 && dark(r.Min.X, out.Max.Y-1, 1, 0, r.Dx()); k++ {
		out.Max.Y--
	}
	for k := 0; sides&Left != 0 && k < most && out.Dx() > 2 && dark(out.Min.X, r.Min.Y, 0, 1, r.Dy()); k++ {
		out.Min.X++
	}
	for k := 0; sides&Right != 0 && k < most && out.Dx() > 2 && dark(out.Max.X-1, r.Min.Y, 0, 1, r.Dy()); k++ {
		out.Max.X--
	}
	return out
}

// Moved is the set of r's sides that out, r cut smaller (OffLines), has moved inward.
func Moved(r, out image.Rectangle) Side {
	var s Side
	for _, e := range []struct {
		moved bool
		side  Side
	}{{out.Min.Y > r.Min.Y, Top}, {out.Max.Y < r.Max.Y, Bottom}, {out.Min.X > r.Min.X, Left}, {out.Max.X < r.Max.X, Right}} {
		if e.moved {
			s |= e.side
		}
	}
	return s
}
