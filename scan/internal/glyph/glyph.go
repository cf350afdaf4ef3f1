// Package glyph tells the lower-case letters a-g apart by the shape of their ink: scan's
// network has classes for the capitals A-G and the numbers 10-16 only, and Simon Tatham's
// Solo writes a 16×16 grid's 10-16 as a-g (issue 23). Pure functions of a small picture of
// one symbol's ink; shares of its width and height, so any size and most sans fonts.
// Symbols tells, among the boxes a grid's pencil-mark rules took for marks, those that
// are symbols by their measures.
package glyph

import "slices"

// Tail is the sum of p[from:]: the share of a network's probabilities on its classes from
// from on (scan's letters and numbers over 9, which no 9×9 or smaller grid holds). Zero
// when from is past p's end.
func Tail(p []float64, from int) float64 {
	sum := 0.0
	for _, v := range p[min(from, len(p)):] {
		sum += v
	}
	return sum
}

// A Mask is the ink of one symbol's box, W×H pixels row by row, 1 for ink. Dark, when
// not nil, is each pixel's darkness in the same order, from 0 (the cell's paper) to 1 (the
// box's darkest pixel): the grey the cut made Ink from, which XHeight asks where a small
// blurred letter's opening is filled at the cut.
type Mask struct {
	Ink  []uint8
	W, H int
	Dark []float64
}

// Lower finds the lower-case letters a-g of a 16×16 grid whose symbols are set on a
// common baseline (Simon Tatham's Solo writes 10-16 as a-g): the network knows only the
// capitals A-G and the numbers 10-16, and reads a as 8, d as 6 or 4, e as A, g as 9, and the
// x-height letters (a, c, e: three quarters of a digit's height) are taken for pencil marks.
// It returns each cell's letter (10 a … 16 g; 0 for the network to read) and nil when the
// grid shows no lower-case letters: at least two boxes hanging below the digits' baseline
// (a g: lining figures never do), as many of an x-height letter's size and place (a, c, e,
// told by their shapes or not: small and blurred, some are not), and five in all; the
// hanging boxes' median bottom 15% of a digit under the x-height ones' at least (a
// second, smaller font sits a pixel or two under the baseline, its boxes on either side
// of the g's floor).
// The letters are told by where the box sits against the digits' top and baseline and by
// where its ink is:
//   - g: its top near the x-height (10-45% of a digit under the digits' top: JPEG blur
//     lifts it; the top of its dark ink, DarkTop, where the box's top rows are only
//     blur), its bottom 15-45% of a digit below the baseline (to 50% where every row of
//     its box holds ink: a halved JPEG's blur rows; two marks stacked leave one empty),
//     half a digit's height wide at least (no piece of a line);
//   - a, c, e: on the baseline, 66-87.5% of a digit's height (a JPEG's blur makes them
//     86-87%; a halved JPEG's box 90-95% of a digit's and 60% wide, with only blur in
//     its first or last row, where its inked rows are 66-83% of the digits' median
//     inked share) and 60% of it wide at least (a lone pencil mark is narrower; a c told by
//     its shape 45%: a JPEG's cut trims its arms; an a or e 55%, 7 pixels for a digit's
//     12, when its top rows start in its left 30%); a's arch
//     leaves the left open under it; c open on the right across its middle, e closed
//     there and open below its bar (in the middle, or at the right edge where its
//     terminal ends inside), a closed on the right by its stem, its counter low; where
//     the mask's grey is known, e's opening blurred to grey is told from a's stem by it;
//   - b, d, f: as tall as a digit on the baseline (to 125% of it; to 140% where the rows
//     holding ink are under 120%: a JPEG's blur rows over and under), told by their
//     ascenders and what is under them (ascender).
//
// boxes are the n×n grid's cells' symbol boxes, row by row; mask gives box i's ink and
// read the network's first choice for it (nil: not asked; oneGlyph).
func Lower(n int, boxes []Box, mask func(i int) Mask, read func(i int) int) []int {
	boxes = tinyCells(boxes)
	// The digits' height, top and baseline in each cell, as shares of the cell's height:
	// the median height of the boxes not taken for marks (digits and the tall letters
	// outnumber the x-height ones), the median baseline of the boxes that tall in the
	// cell's row (three at least, or two agreeing; else in the grid).
	var hs []float64
	for _, b := range boxes {
		if b.Ok && !b.Short {
			hs = append(hs, b.Bottom-b.Top)
		}
	}
	if len(hs) < 20 {
		return nil
	}
	slices.Sort(hs)
	h := hs[len(hs)/2]
	// A digit's box is 92-108% of h; in a row cut taller than the others (a JPEG copy's
	// blurred line: 88% there), where under three are and none is taller, from 85%.
	floor := make([]float64, n)
	for r := range floor {
		tall, over := 0, 0
		for _, b := range boxes[r*n : (r+1)*n] {
			rh := b.Bottom - b.Top
			tall += btoi(b.Ok && rh > 0.92*h && rh < 1.08*h)
			over += btoi(b.Ok && b.Whole && rh >= 1.08*h)
		}
		floor[r] = map[bool]float64{true: 0.85, false: 0.92}[tall < 3 && over == 0]
	}
	digitTall := func(i int) bool {
		rh := boxes[i].Bottom - boxes[i].Top
		return boxes[i].Ok && rh > floor[i/n]*h && rh < 1.08*h
	}
	// The baseline row by row: a tile board's rows are cut a few pixels apart from their
	// tiles beside the box gaps, and its symbols then sit lower in some rows' cells.
	// A row holding two digits only takes their baseline where they agree within a
	// hundredth of the cell (the first row of a picture cropped into the grid's top line
	// sits a pixel higher in its cells than the grid's median: its letters then fell a
	// tenth of a digit above the grid's baseline).
	bases, ok := rowMedians(n, 10, 0.01, func(i int) (float64, bool) { return boxes[i].Bottom, digitTall(i) })
	if !ok {
		return nil
	}
	// The digits' height row by row too: a row cut a pixel shorter than the others (the
	// last of a picture cropped to the board) has its symbols taller shares of its cells,
	// one cut taller shorter ones.
	heights, _ := rowMedians(n, 10, 0.01, func(i int) (float64, bool) { return boxes[i].Bottom - boxes[i].Top, digitTall(i) })
	letters := make([]int, len(boxes))
	hanging, xh, inkH := 0, 0, -1.0
	digitsInked := func() float64 {
		if inkH < 0 {
			inkH = inkedHeight(boxes, digitTall, mask)
		}
		return inkH
	}
	var gs []int              // the boxes taken for g
	var hangs, sits []float64 // the g's and the x-height letters' bottoms under the baseline, in digits' heights
	for i, b := range boxes {
		if !b.Ok || !b.Whole {
			continue // pieces stacked (rows of pencil marks) or side by side (a number): no letter
		}
		base, h := bases[i/n], heights[i/n]
		top := base - h
		bt, bb, w := b.Top, b.Bottom, b.Width
		rh, dt := bb-bt, max(bt, b.DarkTop)
		switch {
		case dt > top+0.1*h && dt < top+0.45*h && bb > base+0.15*h && (bb < base+0.45*h || bb < base+0.5*h && mask(i).joined()) && w >= 0.5*h:
			letters[i] = 16 // g
			hanging++
			gs = append(gs, i)
			hangs = append(hangs, (bb-base)/h)
		case dt > top+0.2*h && dt < top+0.45*h && bb > base+0.05*h && bb < base+0.45*h && w >= 0.5*h && rh*mask(i).inkedShare() >= 0.95*h*digitsInked():
			// A g 5 pixels tall (a halved 198-pixel JPEG straightened at 2.6 times) hangs
			// a pixel, its tail's end blurred away: its inked rows as many as a digit's,
			// its top a fifth of a digit under theirs at least (a row's symbols share its
			// pixel rows' phase: its digits stand level; x-height letters ink fewer rows).
			letters[i] = 16
			hanging++
		case rh > 0.66*h && rh < 0.9*h && dt < top+0.1*h && bb > base-0.1*h && bb < base-0.03*h:
			// A tall symbol in a paler ink (a player's green f or d among black givens)
			// whose cut lost a blurred row at its top and at its bottom: 86% of a digit,
			// its top within a tenth of the digits' and its bottom over the baseline. An
			// x-height letter standing on the baseline has its top a fifth of a digit
			// under theirs at least, and was read c (f) or 6 (d).
			letters[i] = mask(i).tallLetter()
		case rh > 0.66*h && rh < 0.875*h && bb > base-0.1*h && bb < base+0.1*h && w >= 0.6*h:
			// Its inked rows 90% of the digits' or more, it is a digit whose box took in no
			// blur rows where the row's others took in two (a JPEG's 6 of 12 inked rows
			// among 14-pixel boxes of 7s and 1s whose bars' blur is darker), read a.
			if m := mask(i); rh/h*m.inkedShare()/digitsInked() < 0.9 {
				letters[i] = m.wideXHeight()
				if x := m.tinyXHeight(); letters[i] == 0 && b.Tiny && x != 0 && dt > top+0.15*h {
					letters[i] = x
				}
			}
			xh++
			sits = append(sits, (bb-base)/h)
		case rh > 0.66*h && rh < 0.875*h && bb > base-0.1*h && bb < base+0.1*h && w >= 0.45*h:
			// c is the narrowest: 55-60% of a digit wide where a halved JPEG's cut trims it,
			// half a digit where a JPEG 55 blurs its arms' ends away (6 pixels for 12); a
			// and e from 55% (7 pixels for a digit's 12, in cells of 18-28 pixels) where
			// their top rows start in the box's left 30% (a 4 cut short to its height
			// starts right of its middle)
			m := mask(i)
			if x := m.XHeight(); x == 12 || x != 0 && w >= 0.55*h && m.topLeft() < 0.3 {
				letters[i] = x
				xh++
				sits = append(sits, (bb-base)/h)
			}
		case rh > 0.9*h && (rh < 1.25*h || rh < 1.4*h && rh*mask(i).inkedShare() < 1.2*h) && bb > base-0.1*h && bb < base+0.1*h:
			// (a JPEG's f or d 15 pixels for a digit's 12 holds ink in 13 of them)
			// a halved JPEG's box may take in two rows of blur over and under an x-height
			// letter (92% of a digit), or one (91%): its inked rows, against the digits',
			// tell it
			if m := mask(i); rh < 0.95*h && w >= 0.6*h && m.blurred() {
				if f := rh / h * m.inkedShare() / digitsInked(); f > 0.66 && f < 0.83 {
					if x := m.wideXHeight(); x != 0 {
						letters[i] = x
						xh++
						sits = append(sits, (bb-base)/h)
						continue
					}
				}
			}
			letters[i] = mask(i).tallLetter()
		}
	}
	// Old-style figures hang too (3, 4, 5, 7, 9) and stand short (1, 2): more kinds hang
	// than stand short, where lower-case letters hang one (g) to three (a, c, e). As many
	// short as hanging, halfway: a puzzle's givens hold the letters unevenly (16 a, c, e to
	// 10 g, Solo's 0x45000 solo-00), and not every short box's shape is told.
	// A g hangs from the baseline the x-height letters sit on by its descender: a second,
	// smaller font centred in its cells sits a pixel under the digits' baseline, and its
	// symbols fell on either side of the g's floor (an 11-pixel font among 14-pixel digits,
	// its boxes 7% and 15% of a digit under the baseline, read a, c, e and g).
	// (A tiny grid's g hangs a pixel, under that floor: its hang is not asked.)
	if hanging < 2 || xh < hanging || xh+hanging < 5 || len(hangs) > 0 && median(hangs)-median(sits) < 0.15 || !oneGlyph(gs, read) {
		return nil
	}
	return letters
}

// oneGlyph reports whether the boxes is taken for g read as one symbol to the network
// (read: its first choice for box i; nil, not asked): half of them at least as the
// same. Every g of a grid is one glyph, read 9 (Solo's: all of them, or all but the
// marks read blank); a second font set lower in its cells than the givens (a phone's
// italic player symbols, 13 pixels among 11-pixel givens, hanging two pixels under
// their baseline, its top level with theirs) hangs by every one of its symbols, and
// they read as what they are (1, 8, E, 5, 3, 4, 8, C: the givens' shorter capitals
// then were read as a, c, e).
func oneGlyph(is []int, read func(i int) int) bool {
	if read == nil || len(is) == 0 {
		return true
	}
	count := map[int]int{}
	most := 0
	for _, i := range is {
		v := read(i) // the network asked once a box
		count[v]++
		most = max(most, count[v])
	}
	return 2*most >= len(is)
}

// median is the median of vs (sorted in place; 0 for none).
func median(vs []float64) float64 {
	if len(vs) == 0 {
		return 0
	}
	slices.Sort(vs)
	return vs[len(vs)/2]
}

// inkedHeight is the median inked share (inkedShare) of the digit-tall boxes' masks.
func inkedHeight(boxes []Box, digitTall func(i int) bool, mask func(i int) Mask) float64 {
	var fs []float64
	for i := range boxes {
		if digitTall(i) {
			fs = append(fs, mask(i).inkedShare())
		}
	}
	if len(fs) == 0 {
		return 1
	}
	slices.Sort(fs)
	return fs[len(fs)/2]
}

// A Box is where a cell's symbol is, as shares of the cell's height from its top.
type Box struct {
	Top, Bottom, Width float64
	// DarkTop is the top of its dark ink: its first row holding a pixel half as dark as
	// its darkest (0: not known, Top). A small halved letter's box may take in a row or
	// two of JPEG blur over it: a g's top then stood level with the digits'.
	DarkTop float64
	Ok      bool // the cell holds ink shaped like a symbol
	Short   bool // taken for pencil marks
	Whole   bool // one symbol: not marks stacked, not a number's two digits
	// Tiny is set when the grid's digits stand 8 pixels high or less in the picture
	// (scan's TinyHeight): its x-height letters are told by their grey (tinyXHeight).
	Tiny bool
	Cell float64 // the cell's height in the straightened grid's pixels
}

// tinyCells is boxes measured against the median cell's height where they are Tiny: a
// tiny grid straightened at twice its size and more has its cells cut a pixel of the
// picture taller or shorter by its lines (28-37 pixels for 32: a 198-pixel 16×16), and
// its digits, 14 pixels in every row, stood 38-50% of their cells: in some rows none
// was within the 92-108% of the grid's median a digit's box takes.
func tinyCells(boxes []Box) []Box {
	var cells []float64
	for _, b := range boxes {
		if b.Ok && b.Tiny && b.Cell > 0 {
			cells = append(cells, b.Cell)
		}
	}
	if len(cells) == 0 {
		return boxes
	}
	slices.Sort(cells)
	out := slices.Clone(boxes)
	for i, b := range out {
		if f := b.Cell / cells[len(cells)/2]; b.Ok && b.Tiny && b.Cell > 0 {
			out[i].Top, out[i].Bottom, out[i].Width, out[i].DarkTop = f*b.Top, f*b.Bottom, f*b.Width, f*b.DarkTop
		}
	}
	return out
}

// RowMedians is, for each row of an n×n grid, the median of v over its cells where v
// holds (three at least; else the whole grid's median), and false when fewer than least
// cells of the grid hold.
func RowMedians(n, least int, v func(i int) (float64, bool)) ([]float64, bool) {
	return rowMedians(n, least, -1, v)
}

// rowMedians is RowMedians where a row whose v holds in two cells only, agreeing within
// pair, takes their mean (pair < 0: never).
func rowMedians(n, least int, pair float64, v func(i int) (float64, bool)) ([]float64, bool) {
	rows := make([]float64, n)
	var all []float64
	for r := range n {
		var vs []float64
		for i := r * n; i < (r+1)*n; i++ {
			if x, ok := v(i); ok {
				vs = append(vs, x)
			}
		}
		all = append(all, vs...)
		rows[r] = -1
		switch {
		case len(vs) >= 3:
			slices.Sort(vs)
			rows[r] = vs[len(vs)/2]
		case len(vs) == 2 && pair >= 0 && max(vs[0]-vs[1], vs[1]-vs[0]) <= pair:
			rows[r] = (vs[0] + vs[1]) / 2
		}
	}
	if len(all) < least {
		return nil, false
	}
	slices.Sort(all)
	for r := range rows {
		if rows[r] < 0 {
			rows[r] = all[len(all)/2]
		}
	}
	return rows, true
}

// span is the leftmost and rightmost ink of the box's row at share f of its height, as
// shares of its width (-1, -1: none).
func (s Mask) span(f float64) (float64, float64) {
	w, h := s.W, s.H
	y := min(h-1, int(f*float64(h)))
	l, r := -1, -1
	for x := range w {
		if s.Ink[y*w+x] != 0 {
			if l < 0 {
				l = x
			}
			r = x
		}
	}
	if l < 0 {
		return -1, -1
	}
	return float64(l) / float64(w), float64(r+1) / float64(w)
}

// topSpan is the leftmost and rightmost ink of the box's rows from its top down to share
// upTo of its height, sampled every 2% as span does (1, 0: none; a faint top row of the
// first cut may hold none).
func (s Mask) topSpan(upTo float64) (l, r float64) {
	l, r = 1, 0
	for f := 0.0; f <= upTo; f += 0.02 {
		if a, b := s.span(f); a >= 0 {
			l, r = min(l, a), max(r, b)
		}
	}
	return l, r
}

// topLeft is the leftmost ink of the box's first two rows holding any, as a share of its
// width (1: no ink; the box's own first rows may be blur alone).
func (s Mask) topLeft() float64 {
	l, rows := 1.0, 0
	for y := 0; y < s.H && rows < 2; y++ {
		if x := slices.Index(s.Ink[y*s.W:(y+1)*s.W], 1); x >= 0 {
			l, rows = min(l, float64(x)/float64(s.W)), rows+1
		}
	}
	return l
}

// firstRow is the leftmost ink of the box's first row holding any, as a share of its
// width (1: no ink).
func (s Mask) firstRow() float64 {
	for y := range s.H {
		for x := range s.W {
			if s.Ink[y*s.W+x] != 0 {
				return float64(x) / float64(s.W)
			}
		}
	}
	return 1
}

// open reports whether the box's row at share f of its height has no ink between 50% and
// 80% of its width: an opening on the right (c across its middle, e below its bar) that
// leaves, at most, a terminal against the box's right side.
func (s Mask) open(f float64) bool {
	w, h := s.W, s.H
	y := min(h-1, int(f*float64(h)))
	for x := int(0.5*float64(w) + 0.5); x < int(0.8*float64(w)+0.5); x++ {
		if s.Ink[y*w+x] != 0 {
			return false
		}
	}
	return true
}

// wideXHeight is XHeight of a box as wide as an x-height letter, but no a where the box's
// top rows start in its right half: a 4 whose stem's foot the cut left out or whose box is
// a little shorter than the row's digits (Solo's 4 of 12 pixels among 14-pixel 7s, 1s and
// b's in a JPEG: its apex at 50% of its width, an a's top arc from 11-38%; issue 23).
func (s Mask) wideXHeight() int {
	if x := s.XHeight(); x != 10 || s.topLeft() < 0.45 {
		return x
	}
	return 0
}

// XHeight tells a, c and e (10, 12, 14) apart, 0 for none of them: c is open on the
// right across its middle, e below its bar; a, closed there by its stem, has its counter
// (the ink's hole) low, e high (where JPEG or a small size closed e's opening).
func (s Mask) XHeight() int {
	w, h := s.W, s.H
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
	// a's arch leaves the left of its rows under it open, over its counter, the one hole,
	// low (c's and e's bowls have their left side there; 2, 3 and 7 no hole, 4 a high one).
	if high, low := s.holes(); high == 0 && low > 0 && any(0.25, 0.45, func(f float64) bool { l, _ := s.span(f); return l >= 0.4 }) {
		return s.byGrey(10)
	}
	// a whose counter the cut filled, or left open below where its bowl's thin base blurred
	// away (halved JPEGs, 7-9 pixels tall): no hole high; the arch's left open (a smaller
	// step: the arch's blur greys it), its rows' leftmost ink a column right of the first
	// two inked rows' (a small 4 blurred to a blob has its diagonal's leftmost ink move
	// left row by row), and its stem at the right side (80% of the width) from 30% to 45%
	// of its height; the bowl across the box at 60% and 75% (a 3's lower left is open
	// there, a 2's diagonal in the middle, c's and e's upper left ink).
	bowl := func(f float64) bool { l, r := s.span(f); return l >= 0 && l <= 0.25 && r >= 0.75 }
	short := func(f float64) bool { _, r := s.span(f); return r < 0.8 }
	top := s.topLeft()
	arch := func(f float64) bool { l, _ := s.span(f); return l >= 0.3 && l >= top+0.99/float64(w) }
	if high, _ := s.holes(); high == 0 && bowl(0.6) && bowl(0.75) && !any(0.3, 0.45, short) && any(0.25, 0.45, arch) {
		return s.byGrey(10)
	}
	// c: open on the right across its middle; small and blurred, its arms' ends reach into
	// those rows, but none past 70% of its width (a's stem and e's bar reach its right side).
	if !any(0.42, 0.58, func(f float64) bool { return !s.open(f) }) || !any(0.42, 0.58, func(f float64) bool { _, r := s.span(f); return r > 0.7 }) {
		return 12
	}
	// e's opening under its bar may leave its terminal in the middle and the right edge
	// open instead (a's stem closes it).
	// An opening, not a's counter: small and blurred, a's bowl is a hole of a few pixels
	// whose row is as open there, with no eye over it (e's opening closed by its
	// terminal is a hole too, under the eye).
	in := s.inside()
	eye, _ := s.holes()
	if any(0.5, 0.8, func(f float64) bool {
		_, r := s.span(f)
		return s.open(f) && (eye > 0 || !s.walled(f, in)) || r > 0 && r < 0.8
	}) {
		return s.byGrey(14)
	}
	switch high, low := s.holes(); {
	case low > 0 && high > 0:
		// a hole across the middle: a's counter reaching up, or a 4 cut short at its
		// faint top (its diagonal's top at the right, its triangle the hole) when the
		// box's top rows start right of its middle (a's arch is centred)
		if l, _ := s.topSpan(0.18); l >= 0.5 {
			return 0
		}
		return s.byGrey(10)
	case low > 0:
		return s.byGrey(10)
	case high > 0:
		return s.byGrey(14)
	}
	return s.byGrey(0)
}

// inkedShare is the share of the box's height from its first row holding ink to its last
// (the rows of blur alone over and under left out).
func (s Mask) inkedShare() float64 {
	first, last := -1, -1
	for y := range s.H {
		if slices.Contains(s.Ink[y*s.W:(y+1)*s.W], 1) {
			if first < 0 {
				first = y
			}
			last = y
		}
	}
	if first < 0 || s.H == 0 {
		return 0
	}
	return float64(last-first+1) / float64(s.H)
}

// blurred reports whether the box's first or last row holds no ink: blur alone over or
// under its symbol (a halved JPEG's e 10 pixels for a digit's 11 took in one row under it).
func (s Mask) blurred() bool {
	return s.H > 2 && (!slices.Contains(s.Ink[:s.W], 1) || !slices.Contains(s.Ink[(s.H-1)*s.W:], 1))
}

// joined reports whether the box's rows from its first holding ink to its last all hold
// some: one symbol, not two marks stacked with blur between them (the box's own first
// and last rows may be blur alone).
func (s Mask) joined() bool {
	first, last, rows := -1, -1, 0
	for y := range s.H {
		if slices.Contains(s.Ink[y*s.W:(y+1)*s.W], 1) {
			if first < 0 {
				first = y
			}
			last, rows = y, rows+1
		}
	}
	return rows > 0 && rows == last-first+1
}

// byGrey is XHeight's reading r made again where the grey (Dark) tells what the cut
// hid. A letter 5-9 pixels tall in a halved or JPEG screenshot blurs e's opening under
// its bar to a grey the cut takes for ink, and the bowl then looks a's counter (a low
// hole) or nothing: where every row of a's right third from 50% to 80% of its height is
// dark (its stem: the lightest 0.31 at most in Solo's 16-18-pixel cells, 0.51 in
// 12-pixel ones, its left then open under the arch), one of e's is light (0.35 at least)
// and its left third dark down the bowl (0.32 at most), and c is open across its middle
// too. Ink read e whose left third is light down its middle (0.5 or more) is no e but a
// digit cut short (a pale 2 or 9): the network reads it.
func (s Mask) byGrey(r int) int {
	switch {
	case s.Dark == nil:
	case (r == 0 || r == 10) && s.lightest(0.5, 0.8, false) >= 0.35 && s.lightest(0.42, 0.58, false) < 0.8 && s.lightest(0.3, 0.7, true) < 0.35:
		return 14
	case r == 14 && s.lightest(0.3, 0.7, true) >= 0.5:
		return 0
	}
	return r
}

// lightest is, over the box's rows from share f0 to f1 of its height, the lightest of
// each row's darkest pixel in the third of its width on the left (or the right), as 1
// minus its darkness (Dark): 0 where every row holds the box's darkest ink there, 1
// where a row there is paper.
func (s Mask) lightest(f0, f1 float64, left bool) float64 {
	w, h := s.W, s.H
	third := int(0.35*float64(w) + 0.5)
	x0, x1 := w-third, w
	if left {
		x0, x1 = 0, third
	}
	light := 0.0
	for y := int(f0 * float64(h)); y <= int(f1*float64(h)) && y < h; y++ {
		dark := 0.0
		for x := x0; x < x1; x++ {
			dark = max(dark, s.Dark[y*w+x])
		}
		light = max(light, 1-dark)
	}
	return light
}

// holes counts the pixels of the box's holes (no ink, walled in by ink on every side)
// in its top half and in its bottom half.
func (s Mask) holes() (high, low int) {
	in := s.inside()
	for k, hole := range in {
		if hole && 2*(k/s.W)+1 < s.H {
			high++
		} else if hole {
			low++
		}
	}
	return high, low
}

// walled reports whether the box's row at share f of its height holds a pixel of a hole
// (in, from inside) between 50% and 80% of its width, where open looks.
func (s Mask) walled(f float64, in []bool) bool {
	w := s.W
	y := min(s.H-1, int(f*float64(s.H)))
	for x := int(0.5*float64(w) + 0.5); x < int(0.8*float64(w)+0.5); x++ {
		if in[y*w+x] {
			return true
		}
	}
	return false
}

// inside marks the pixels of the box's holes: no ink, walled in by ink on every side.
func (s Mask) inside() []bool {
	w, h := s.W, s.H
	out := make([]bool, w*h)
	var stack []int
	for y := range h {
		for x := range w {
			if (x == 0 || y == 0 || x == w-1 || y == h-1) && s.Ink[y*w+x] == 0 {
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
			if nx < 0 || ny < 0 || nx >= w || ny >= h || out[ny*w+nx] || s.Ink[ny*w+nx] != 0 {
				continue
			}
			out[ny*w+nx] = true
			stack = append(stack, ny*w+nx)
		}
	}
	in := make([]bool, w*h)
	for k := range in {
		in[k] = !out[k] && s.Ink[k] == 0
	}
	return in
}

// Ascender tells b, d and f (11, 13, 15) apart, 0 for none of them: b and d have the top
// fifth's ink a stem in one half over a bowl across the box at 60-85% of its height; f
// has its top fifth's ink in the right three quarters (the hook), its crossbar reaching
// the left near the x-height and crossing the stem (a 1's flag ends at it) and, below, a
// stem alone ending left of 70% of the box's
// width, a pixel more in a narrow box (7's bar starts at the left, 1's stem stands at the
// right of its flag).
func (s Mask) Ascender() int {
	if s.f() {
		return 15
	}
	l, r := s.topSpan(0.18)
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

// tallLetter is Ascender of the box, or of its ink's own box where that tells a b or a d
// and the box does not: a letter 5 pixels tall in a halved JPEG, straightened at twice
// its size and more, has its box take in a column or a row of blur on each side, and a
// d's stem then started left of 55% of the box's width (read 4 or 6).
func (s Mask) tallLetter() int {
	if a := s.Ascender(); a != 0 {
		return a
	}
	if a := s.inked().Ascender(); a == 11 || a == 13 {
		return a
	}
	return 0
}

// tinyXHeight tells a, c and e 5 pixels tall or so (a halved 198-pixel JPEG's: 3×4
// pixels of ink, straightened at 2.6 times and blurred into blobs whose holes and openings
// are grey) by the grey of their ink's own box, 0 for none of them: c is light in its
// right third across its middle (its opening); a light in its left third over the bowl
// (0.25-0.45 of its height: the arch leaves the left open under it), e dark there (its
// eye's left side). The shapes' cut read e as a and c as e there. Lower asks it of boxes
// whose dark top stands 15% of a digit under the digits' (an x-height letter's a fifth or
// more; a 9 cut a row short, its bowl's left dark, a pixel).
func (s Mask) tinyXHeight() int {
	if s.Dark == nil {
		return 0
	}
	s = s.inked()
	switch left := s.lightest(0.25, 0.45, true); {
	case s.lightest(0.42, 0.58, false) >= 0.5:
		return 12
	case left >= 0.35:
		return 10
	case left < 0.3:
		return 14
	}
	return 0
}

// inked is the mask cut to the box of its ink (the mask itself when it holds none).
func (s Mask) inked() Mask {
	x0, y0, x1, y1 := s.W, s.H, -1, -1
	for k, v := range s.Ink {
		if v != 0 {
			x, y := k%s.W, k/s.W
			x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
		}
	}
	if x1 < 0 {
		return s
	}
	w, h := x1-x0+1, y1-y0+1
	out := Mask{Ink: make([]uint8, 0, w*h), W: w, H: h}
	if s.Dark != nil {
		out.Dark = make([]float64, 0, w*h)
	}
	for y := y0; y <= y1; y++ {
		out.Ink = append(out.Ink, s.Ink[y*s.W+x0:y*s.W+x1+1]...)
		if s.Dark != nil {
			out.Dark = append(out.Dark, s.Dark[y*s.W+x0:y*s.W+x1+1]...)
		}
	}
	return out
}

// f reports whether the box's ink is an f (Ascender's comment).
func (s Mask) f() bool {
	// The hook's first row of ink starts right of a quarter; the rows under it may reach a
	// narrow box's second column (a blurred hook bends down to the stem), never its first.
	// In a box of 6 pixels or fewer (a halved JPEG's f, its hook's top row too faint for
	// the cut) the first row may start in the second column too.
	// In a box of 5 pixels or fewer (a halved JPEG's) the blurred hook's second row may
	// reach the first column too, its first row not.
	l, r := s.topSpan(0.15)
	first := 0.25
	if s.W <= 6 {
		first = 1 / float64(s.W)
	}
	if r < 0.75 || l == 0 && s.W > 5 || l < 0.25 && s.firstRow() < first {
		return false
	}
	// The crossbar reaches the box's first column; blurred in a box of 6 pixels, its second.
	// barRight is the rightmost ink of the rows reaching there: f's crossbar crosses the
	// stem, a 1's flag, whose blurred end may reach the first column too, ends at it.
	bar, barRight := false, 0.0
	for f := 0.22; f <= 0.45; f += 0.02 {
		if a, b := s.span(f); a >= 0 && a <= max(0.15, 1/float64(s.W)) {
			bar, barRight = true, max(barRight, b)
		}
	}
	// The stem's right edge may be a pixel past 70% of a narrow box's width (a stem of 3
	// pixels centred in 7 ends at 0.714); the stem is at most half the box wide, or 3
	// pixels (a blurred stem in a box of 5).
	right, wide := 0.7+1/float64(s.W), max(0.5, 3/float64(s.W))+1e-9
	stem, stemRight, top, bottom := 0, 0.0, -1.0, 0.0
	for f := 0.6; f <= 0.95; f += 0.02 {
		switch a, b := s.span(f); {
		case a < 0: // a faint last row the second cut left out
		case b-a > wide || b > right:
			return false
		default:
			stem++
			stemRight = max(stemRight, b)
			if top < 0 {
				top = (a + b) / 2
			}
			bottom = (a + b) / 2
		}
	}
	// The hook and the crossbar overhang the stem on the right by a column at least: a 1's
	// flag, whose blurred foot reaches the box's first column like a crossbar, ends at its
	// stem (its top's blur may overhang it, as in a 36-pixel JPEG's cells). The
	// stem stands upright: a 7's, whose faint bar the cut left out of its first row, leans
	// left by a pixel and a half or more over those rows.
	over := stemRight + 0.5/float64(s.W)
	return bar && stem >= 5 && r > over && barRight > over && (top-bottom)*float64(s.W) < 1.5
}

// btoi is 1 for true, 0 for false.
func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
