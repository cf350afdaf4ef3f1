// Package checker finds a 9×9 grid by its boxes tinted in a checker: a spreadsheet's
// block whose tinted boxes hide its cells' lines, the block's rows or columns sized
// apart from the sheet's, so that no lattice of lines is the block's (LibreOffice Calc,
// issue 23). It needs no lines: five (or four) boxes of one flat tint, as large as one
// another, set as a checker's squares of a 3×3 board, make the grid, cut into equal
// cells. Package scan checks that the cells hold a puzzle. Its functions hold no state
// and are safe for concurrent use. Nothing in it prints or logs.
package checker

import (
	"context"
	"image"
	"slices"

	"github.com/sudokubot/sudokubot/scan/internal/lattice"
	"github.com/sudokubot/sudokubot/scan/internal/raster"
)

// Search limits: how far a tint is off the page's grey at least (grey levels), how far a
// tinted pixel strays from its tint (levels), how far a JPEG's ringing strays it, its
// neighbourhood's mean within tintSpread (levels), the fewest greys tried as tints, a box's
// least side (pixels), the least share of its bounding box a box's tint fills (digits
// cut into it), and how far boxes' sides may differ (a share of a side, at least one
// pixel).
const (
	tintOff    = 5
	tintSpread = 2
	ringing    = 6
	gapMost    = 6
	tints      = 12
	boxMin     = 8
	boxFill    = 0.7
	boxSlack   = 0.08
)

// box is a tinted box's bounding box, in g's pixels (x1, y1 exclusive).
type box struct{ x0, y0, x1, y1 int }

func (b box) w() int { return b.x1 - b.x0 }
func (b box) h() int { return b.y1 - b.y0 }

// Find looks in g for a 9×9 grid whose boxes are tinted in a checker: the four corner
// boxes and the middle one of one flat grey off the page's (its commonest grey), or the
// four boxes between them, the others the page's. A tint is one of the tints commonest
// greys tintOff levels or more off the page; its boxes are the 4-connected stacks of its
// pixels (within tintSpread levels) a boxMin pixels wide and high at least, filling
// boxFill of their bounding box. Five of them (four) as large as one another within
// boxSlack, each one box across and down from the next, are the grid; its Lines cut
// the boxes' span into three equal cells each. With more than one, the largest. It asks
// ctx before each tint; once ctx has ended it finds nothing: the caller asks ctx why.
//
// Finding none in g, it looks again taking in too the pixels ringing levels of a tint
// or fewer off it whose 3×3 neighbourhood's mean (raster.Mean3x3) is within tintSpread: a
// JPEG's ringing round the digits and the boxes' sides strays a tint's pixels by a few
// levels either way (a Calc block's pale tint shared at quality 70, issue 23), breaking
// and shrinking its boxes as they are.
func Find(ctx context.Context, g *image.Gray) (lattice.Lines, bool) {
	if l, ok := find(ctx, g, nil); ok || ctx.Err() != nil {
		return l, ok
	}
	return find(ctx, g, raster.Mean3x3(g))
}

// find is Find in g, taking in the ringing pixels whose mean (raster.Mean3x3 of g; nil: none) is
// a tint's (boxesOf).
func find(ctx context.Context, g, mean *image.Gray) (lattice.Lines, bool) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	if w < 3*boxMin || h < 3*boxMin {
		return lattice.Lines{}, false
	}
	var hist [256]int
	for y := range h {
		for _, v := range g.Pix[y*g.Stride : y*g.Stride+w] {
			hist[v]++
		}
	}
	page := 0
	for v := range hist {
		if hist[v] > hist[page] {
			page = v
		}
	}
	var levels []int
	for v := range hist {
		if v-page >= tintOff || page-v >= tintOff {
			levels = append(levels, v)
		}
	}
	slices.SortFunc(levels, func(a, b int) int { return hist[b] - hist[a] })
	levels = levels[:min(len(levels), tints)]
	best, bestArea := lattice.Lines{}, 0
	for _, t := range levels {
		if ctx.Err() != nil {
			return lattice.Lines{}, false
		}
		if l, area, ok := checkerOf(boxesOf(g, mean, t)); ok && area > bestArea {
			best, bestArea = l, area
		}
	}
	return best, bestArea > 0
}

// boxesOf returns the boxes of tint t in g: 4-connected stacks of pixels within
// tintSpread levels of t, three of their four neighbours so too (raster.Label4), boxMin
// pixels wide and high, filling boxFill of their bounds with the pixels between theirs in
// a row or column (filled: digits cut into them). With mean (raster.Mean3x3 of g) not nil, pixels
// within ringing levels of t whose mean is within tintSpread are tinted too, and a box's
// pixels have all four neighbours so, the box then widened by the pixel that took off
// each side.
func boxesOf(g, mean *image.Gray, t int) []box {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	near := func(v, by int) bool { return v-t <= by && t-v <= by }
	tinted := func(x, y int) bool {
		if x < 0 || y < 0 || x >= w || y >= h {
			return false
		}
		v := int(g.Pix[y*g.Stride+x])
		return near(v, tintSpread) || mean != nil && near(v, ringing) && near(int(mean.Pix[y*mean.Stride+x]), tintSpread)
	}
	least := 3
	if mean != nil {
		least = 4 // the ringing taken in joins boxes at their corners by paths a pixel wide
	}
	// A pixel with least tinted of its four neighbours at least: boxes set corner to
	// corner are not joined by the pixel between their corners.
	in := func(x, y int) bool {
		if !tinted(x, y) {
			return false
		}
		k := 0
		for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			if tinted(x+d[0], y+d[1]) {
				k++
			}
		}
		return k >= least
	}
	bin := make([]uint8, w*h)
	for y := range h {
		for x := range w {
			if in(x, y) {
				bin[y*w+x] = 1
			}
		}
	}
	labels, comps := raster.Label4(bin, w, h)
	var boxes []box
	for _, c := range comps {
		b := box{c.MinX, c.MinY, c.MaxX + 1, c.MaxY + 1}
		if max(b.w(), b.h()) >= boxMin && float64(filled(labels, w, b, c.ID)) >= boxFill*float64(b.w()*b.h()) {
			boxes = append(boxes, b)
		}
	}
	boxes = joined(boxes) // pieces a box's side long at least
	boxes = slices.DeleteFunc(boxes, func(b box) bool { return b.w() < boxMin || b.h() < boxMin })
	if mean != nil { // the pixel round a box that four neighbours took off
		for i, b := range boxes {
			boxes[i] = box{max(b.x0-1, 0), max(b.y0-1, 0), min(b.x1+1, w), min(b.y1+1, h)}
		}
	}
	return boxes
}

// filled counts the pixels of box b (in labels, w wide) that lie between two of
// component id's in their row or in their column: a halved JPEG's large digits, their
// ringing off the tint, cut over a quarter of a box's pixels, some reaching its side (a
// Calc block at 110%, its numbers set right in their cells, issue 23); a shape's missing
// corner (an L's) lies in neither.
func filled(labels []int32, w int, b box, id int32) int {
	bw, bh := b.w(), b.h()
	in := func(x, y int) bool { return labels[(b.y0+y)*w+b.x0+x] == id }
	rows, cols := make([][2]int, bh), make([][2]int, bw) // each row's, column's first and last
	for y := range bh {
		rows[y] = [2]int{bw, -1}
	}
	for x := range bw {
		cols[x] = [2]int{bh, -1}
	}
	for y := range bh {
		for x := range bw {
			if in(x, y) {
				rows[y] = [2]int{min(rows[y][0], x), max(rows[y][1], x)}
				cols[x] = [2]int{min(cols[x][0], y), max(cols[x][1], y)}
			}
		}
	}
	n := 0
	for y := range bh {
		for x := range bw {
			if x >= rows[y][0] && x <= rows[y][1] || y >= cols[x][0] && y <= cols[x][1] {
				n++
			}
		}
	}
	return n
}

// joined joins boxes side by side, level within a pixel and a gap of gapMost pixels at
// most between them, into one, until no two join: a box broken by a faint line of its
// cells' that a JPEG shows inside the tint.
func joined(boxes []box) []box {
	near := func(a, b int) bool { return a-b <= 1 && b-a <= 1 }
	for again := true; again; {
		again = false
		for i := 0; i < len(boxes) && !again; i++ {
			for j := i + 1; j < len(boxes) && !again; j++ {
				a, b := boxes[i], boxes[j]
				across := near(a.y0, b.y0) && near(a.y1, b.y1) && b.x0-a.x1 <= gapMost && a.x0-b.x1 <= gapMost
				down := near(a.x0, b.x0) && near(a.x1, b.x1) && b.y0-a.y1 <= gapMost && a.y0-b.y1 <= gapMost
				if across || down {
					boxes[i] = box{min(a.x0, b.x0), min(a.y0, b.y0), max(a.x1, b.x1), max(a.y1, b.y1)}
					boxes = slices.Delete(boxes, j, j+1)
					again = true
				}
			}
		}
	}
	return boxes
}

// checkerOf returns the 9×9 grid whose checker's tinted squares are among boxes, the
// largest, and its area.
func checkerOf(boxes []box) (lattice.Lines, int, bool) {
	best, bestArea := lattice.Lines{}, 0
	near := func(a, b int, side int) bool {
		d := a - b
		return d <= max(1, int(boxSlack*float64(side))) && -d <= max(1, int(boxSlack*float64(side)))
	}
	like := func(a, b box) bool { return near(a.w(), b.w(), a.w()) && near(a.h(), b.h(), a.h()) }
	// at is a box like a whose top left lies i boxes across and j down from (x, y).
	at := func(a box, x, y, i, j int) (box, bool) {
		for _, b := range boxes {
			if like(a, b) && near(b.x0, x+i*a.w(), a.w()) && near(b.y0, y+j*a.h(), a.h()) {
				return b, true
			}
		}
		return box{}, false
	}
	// beyond reports whether a like box lies on a checker's square next on from the
	// 3×3 board at x, y (its corners tinted, or not).
	beyond := func(a box, x, y int, corner bool) bool {
		for i := -1; i <= 3; i++ {
			for j := -1; j <= 3; j++ {
				if i >= 0 && i <= 2 && j >= 0 && j <= 2 || (i+j)%2 != 0 == corner {
					continue
				}
				if _, ok := at(a, x, y, i, j); ok {
					return true
				}
			}
		}
		return false
	}
	bestFound := 0
	for _, a := range boxes {
		// a as each of the checker's tinted squares in turn: its corners and middle, then
		// the four between them.
		for _, corner := range []bool{true, false} {
			squares := [][2]int{{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}}
			if !corner {
				squares = [][2]int{{1, 0}, {0, 1}, {2, 1}, {1, 2}}
			}
			for _, as := range squares {
				x, y := a.x0-as[0]*a.w(), a.y0-as[1]*a.h()
				var lefts, tops, rights, bottoms []int // the found boxes' on the board's sides
				found, middle := 0, false
				for _, s := range squares {
					b, ok := at(a, x, y, s[0], s[1])
					if !ok {
						continue
					}
					found++
					middle = middle || s == [2]int{1, 1}
					if s[0] == 0 {
						lefts = append(lefts, b.x0)
					}
					if s[1] == 0 {
						tops = append(tops, b.y0)
					}
					if s[0] == 2 {
						rights = append(rights, b.x1)
					}
					if s[1] == 2 {
						bottoms = append(bottoms, b.y1)
					}
				}
				// A corner's box or the middle one may be broken (a JPEG's noise round
				// their digits, a sheet's cell cursor in a corner), or two corners' when
				// the middle one is whole; the four between, none. A 16×16 grid's 4×4 checker holds 3×3 ones: the squares next on
				// from the 3×3 board's are tinted too.
				enough := found == len(squares) || corner && (found == 4 || found == 3 && middle)
				if !enough || beyond(a, x, y, corner) {
					continue
				}
				// The span: the found boxes' sides, else one box on from the board's
				// corner.
				x0 := sideOf(lefts, x, slices.Min)
				y0 := sideOf(tops, y, slices.Min)
				x1 := sideOf(rights, x+3*a.w(), slices.Max)
				y1 := sideOf(bottoms, y+3*a.h(), slices.Max)
				if x0 < 0 || y0 < 0 {
					continue
				}
				// Four or five boxes found before three, then the largest.
				strong, bestStrong := found > 3, bestFound > 3
				if area := (x1 - x0) * (y1 - y0); strong && !bestStrong || strong == bestStrong && area > bestArea {
					best, bestArea, bestFound = equalCells(x0, y0, x1, y1), area, found
				}
			}
		}
	}
	return best, bestArea, bestArea > 0
}

// sideOf is the grid's side from the found boxes' sides on it (the outermost, by
// outer), else at.
func sideOf(found []int, at int, outer func([]int) int) int {
	if len(found) == 0 {
		return at
	}
	return outer(found)
}

// equalCells is the 9×9 lattice cutting x0–x1, y0–y1 into equal cells, its lines on
// the pixels' edges.
func equalCells(x0, y0, x1, y1 int) lattice.Lines {
	l := lattice.Lines{N: 9, Xs: make([]float64, 10), Ys: make([]float64, 10)}
	for i := range 10 {
		f := float64(i) / 9
		l.Xs[i] = float64(x0) - 0.5 + f*float64(x1-x0)
		l.Ys[i] = float64(y0) - 0.5 + f*float64(y1-y0)
	}
	return l
}
