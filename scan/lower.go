package scan

import (
	"image"
	"slices"
)

// lowerLetters finds the lower-case letters a-g of a 16×16 grid whose symbols are set on a
// common baseline (Simon Tatham's Solo writes 10-16 as a-g): the network knows only the
// capitals A-G and the numbers 10-16, and reads a as 8, d as 6 or 4, e as A, g as 9, and the
// x-height letters (a, c, e: three quarters of a digit's height) are taken for pencil marks.
// It returns each cell's letter (10 a … 16 g; 0 for the network to read) and nil when the
// grid shows no lower-case letters: at least two boxes hanging below the digits' baseline
// (a g: lining figures never do), twice as many that are an x-height a, c or e, and five
// in all.
// The letters are told by where the box sits against the digits' top and baseline and by
// where its ink is:
//   - g: its top near the x-height, its bottom 15% of a digit below the baseline, half a
//     digit's height wide at least (no piece of a line);
//   - a, c, e: on the baseline, 66-86% of a digit's height and 60% of it wide at least
//     (a lone pencil mark is narrower); c open on the right across its middle, e closed
//     there and open below its bar, a closed on the right by its stem, its counter low;
//   - b, d, f: as tall as a digit on the baseline, told by their ascenders and what is
//     under them (ascender).
//
// cs, wps, bs and small are readCells'.
func lowerLetters(cs []cell, wps []*image.Gray, bs []digitBox, small []bool) []int {
	// The digits' height, top and baseline in each cell, as shares of the cell's height:
	// the median height of the boxes not taken for marks (digits and the tall letters
	// outnumber the x-height ones), the median baseline of the boxes that tall in the
	// cell's row (three at least; else in the grid).
	var hs []float64
	for i, b := range bs {
		if b.ok && !small[i] && cs[i].y1 > cs[i].y0 {
			hs = append(hs, float64(b.maxY-b.minY+1)/float64(cs[i].y1-cs[i].y0))
		}
	}
	if len(hs) < 20 {
		return nil
	}
	slices.Sort(hs)
	h := hs[len(hs)/2]
	// The baseline row by row: a tile board's rows are cut a few pixels apart from their
	// tiles beside the box gaps, and its symbols then sit lower in some rows' cells.
	n := 1
	for n*n < len(bs) {
		n++
	}
	bases := make([]float64, n)
	var all []float64
	for r := range n {
		var bottoms []float64
		for i := r * n; i < (r+1)*n; i++ {
			b := bs[i]
			if !b.ok || cs[i].y1 <= cs[i].y0 {
				continue
			}
			ch := float64(cs[i].y1 - cs[i].y0)
			if rh := float64(b.maxY-b.minY+1) / ch; rh > 0.92*h && rh < 1.08*h {
				bottoms = append(bottoms, float64(b.maxY+1-cs[i].y0)/ch)
			}
		}
		bases[r] = -1
		if len(bottoms) >= 3 {
			slices.Sort(bottoms)
			bases[r] = bottoms[len(bottoms)/2]
		}
		all = append(all, bottoms...)
	}
	if len(all) < 10 {
		return nil
	}
	// A row of fewer such boxes takes the whole grid's.
	slices.Sort(all)
	for r := range bases {
		if bases[r] < 0 {
			bases[r] = all[len(all)/2]
		}
	}
	letters := make([]int, len(bs))
	short, hanging := 0, 0
	for i, b := range bs {
		base := bases[i/n]
		if !b.ok || cs[i].y1 <= cs[i].y0 {
			continue
		}
		top := base - h
		ch := float64(cs[i].y1 - cs[i].y0)
		bt, bb := float64(b.minY-cs[i].y0)/ch, float64(b.maxY+1-cs[i].y0)/ch
		rh, w := bb-bt, float64(b.maxX-b.minX+1)
		if 10*b.pieceH < 9*(b.maxY-b.minY+1) || b.pair {
			continue // pieces stacked (rows of pencil marks) or side by side (a number): no letter
		}
		s := shapeOf(wps[i], cs[i], b)
		switch {
		case bt > top+0.15*h && bt < top+0.45*h && bb > base+0.15*h && bb < base+0.45*h && w >= 0.5*h*ch:
			letters[i] = 16 // g
			hanging++
		case rh > 0.66*h && rh < 0.86*h && bb > base-0.1*h && bb < base+0.1*h && w >= 0.6*h*ch:
			letters[i] = s.xHeight()
		case rh > 0.9*h && rh < 1.25*h && bb > base-0.1*h && bb < base+0.1*h:
			letters[i] = s.ascender()
		}
		if letters[i] == 10 || letters[i] == 12 || letters[i] == 14 {
			short++
		}
	}
	// Old-style figures hang too (3, 4, 5, 7, 9) and stand short (0, 1, 2): more kinds
	// hang than stand short, where lower-case letters hang one (g) to three (a, c, e).
	if hanging < 2 || short < 2*hanging || short+hanging < 5 {
		return nil
	}
	return letters
}

// boxShape is the ink of a box, cut again from its grey picture halfway between its
// darkest pixel and its cell's median grey (the local-mean binarisation fills a bold
// small letter's counters and openings), in a picture of its own: b is the box there.
type boxShape struct {
	ink  []uint8
	side int
	b    digitBox
}

func shapeOf(wp *image.Gray, c cell, b digitBox) boxShape {
	med := cellMedian(wp, c)
	lo := 255
	for y := b.minY; y <= b.maxY; y++ {
		for x := b.minX; x <= b.maxX; x++ {
			lo = min(lo, int(wp.Pix[y*wp.Stride+x]))
		}
	}
	cut := (float64(lo) + med) / 2
	w, h := b.maxX-b.minX+1, b.maxY-b.minY+1
	ink := make([]uint8, w*h)
	for y := range h {
		for x := range w {
			if float64(wp.Pix[(b.minY+y)*wp.Stride+b.minX+x]) < cut {
				ink[y*w+x] = 1
			}
		}
	}
	return boxShape{ink: ink, side: w, b: digitBox{maxX: w - 1, maxY: h - 1, ok: true}}
}

// span is the leftmost and rightmost ink of the box's row at share f of its height, as
// shares of its width (-1, -1: none).
func (s boxShape) span(f float64) (float64, float64) {
	b := s.b
	w, h := b.maxX-b.minX+1, b.maxY-b.minY+1
	y := b.minY + min(h-1, int(f*float64(h)))
	l, r := -1, -1
	for x := b.minX; x <= b.maxX; x++ {
		if s.ink[y*s.side+x] != 0 {
			if l < 0 {
				l = x
			}
			r = x
		}
	}
	if l < 0 {
		return -1, -1
	}
	return float64(l-b.minX) / float64(w), float64(r-b.minX+1) / float64(w)
}

// open reports whether the box's row at share f of its height has no ink between 50% and
// 80% of its width: an opening on the right (c across its middle, e below its bar) that
// leaves, at most, a terminal against the box's right side.
func (s boxShape) open(f float64) bool {
	b := s.b
	w, h := b.maxX-b.minX+1, b.maxY-b.minY+1
	y := b.minY + min(h-1, int(f*float64(h)))
	for x := b.minX + int(0.5*float64(w)+0.5); x < b.minX+int(0.8*float64(w)+0.5); x++ {
		if s.ink[y*s.side+x] != 0 {
			return false
		}
	}
	return true
}

// xHeight tells a, c and e (10, 12, 14) apart, 0 for none of them: c is open on the
// right across its middle, e below its bar; a, closed there by its stem, has its counter
// (the ink's hole) low, e high (where JPEG or a small size closed e's opening).
func (s boxShape) xHeight() int {
	w, h := s.b.maxX-s.b.minX+1, s.b.maxY-s.b.minY+1
	if 2*w < h || w > 2*h {
		return 0
	}
	any := func(f0, f1 float64, ok func(f float64) bool) bool {
		for f := f0; f <= f1; f += 0.02 {
			if ok(f) {
				return true
			}
		}
		return false
	}
	if !any(0.42, 0.58, func(f float64) bool { return !s.open(f) }) {
		return 12
	}
	if any(0.5, 0.8, s.open) {
		return 14
	}
	switch high, low := s.holes(); {
	case low > 0:
		return 10
	case high > 0:
		return 14
	}
	return 0
}

// holes counts the pixels of the box's holes (no ink, walled in by ink on every side)
// in its top half and in its bottom half.
func (s boxShape) holes() (high, low int) {
	b := s.b
	w, h := b.maxX-b.minX+1, b.maxY-b.minY+1
	out := make([]bool, w*h)
	var stack []int
	for y := range h {
		for x := range w {
			if (x == 0 || y == 0 || x == w-1 || y == h-1) && s.ink[(b.minY+y)*s.side+b.minX+x] == 0 {
				out[y*w+x] = true
				stack = append(stack, y*w+x)
			}
		}
	}
	for len(stack) > 0 {
		k := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		x, y := k%w, k/w
		for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			nx, ny := x+d[0], y+d[1]
			if nx < 0 || ny < 0 || nx >= w || ny >= h || out[ny*w+nx] || s.ink[(b.minY+ny)*s.side+b.minX+nx] != 0 {
				continue
			}
			out[ny*w+nx] = true
			stack = append(stack, ny*w+nx)
		}
	}
	for y := range h {
		for x := range w {
			if !out[y*w+x] && s.ink[(b.minY+y)*s.side+b.minX+x] == 0 {
				if 2*y+1 < h {
					high++
				} else {
					low++
				}
			}
		}
	}
	return high, low
}

// ascender tells b, d and f (11, 13, 15) apart, 0 for none of them: b and d have the top
// fifth's ink a stem in one half over a bowl across the box at 60-85% of its height; f
// has its top fifth's ink in the right three quarters (the hook), its crossbar reaching
// the left near the x-height and, below, a stem alone left of the box's middle (7's bar
// starts at the left, 1's stem stands at the right of its flag).
func (s boxShape) ascender() int {
	if s.f() {
		return 15
	}
	l, r := 1.0, 0.0
	for f := 0.0; f <= 0.18; f += 0.02 {
		if a, b := s.span(f); a >= 0 { // the faint top row of the first cut may hold none
			l, r = min(l, a), max(r, b)
		}
	}
	for f := 0.6; f <= 0.85; f += 0.02 {
		if a, b := s.span(f); a < 0 || a > 0.25 || b < 0.75 {
			return 0
		}
	}
	switch {
	case r <= 0.45:
		return 11
	case l >= 0.55:
		return 13
	}
	return 0
}

// f reports whether the box's ink is an f (ascender's comment).
func (s boxShape) f() bool {
	l, r := 1.0, 0.0
	for f := 0.0; f <= 0.15; f += 0.02 {
		if a, b := s.span(f); a >= 0 {
			l, r = min(l, a), max(r, b)
		}
	}
	if l < 0.25 || r < 0.75 {
		return false
	}
	bar := false
	for f := 0.22; f <= 0.45; f += 0.02 {
		if a, _ := s.span(f); a >= 0 && a <= 0.15 {
			bar = true
		}
	}
	stem := 0
	for f := 0.6; f <= 0.95; f += 0.02 {
		switch a, b := s.span(f); {
		case a < 0: // a faint last row the second cut left out
		case b-a > 0.5 || b > 0.7:
			return false
		default:
			stem++
		}
	}
	return bar && stem >= 5
}
