package glyph

import (
	"image"
	"math"
	"slices"
)

// A Marked is a box a grid's pencil-mark rules took for a mark: its height, width and
// tallest piece's height, the pieces of ink joined into it, whether they are a number's
// two digits side by side (Pair), whether it is alone in its cell (no other ink beside
// it) and how far its middle lies across from its cell's, as a share of the cell's width.
type Marked struct {
	H, W, Piece float64
	Pieces      int
	Pair, Lone  bool
	Off         float64
}

// Symbols reports which of the boxes taken for pencil marks are symbols, alone in their
// cells and set in their middles (a tenth of the cell's width off at most: a lone mark of
// a grid or a corner sits aside), of either kind (issue 23, 16×16 boards):
//
//   - a second, shorter font's (a player's mono 4 of 9 pixels among serif numbers of 13):
//     one piece or a number's two, three fifths of the symbols' height (tall) at least,
//     shorter than they and a quarter taller than the grid's marks, the median of marks (the tallest pieces of
//     the boxes taken for marks that have company; three are needed); where the grid
//     shows no marks (under three), nine tenths as tall as the median of the boxes kept
//     as symbols under 85% of tall (kept: the heights of all those kept; three such at
//     least), the same font's symbols the marks' floor did not cut off (a fallback font's
//     10- and 11-pixel symbols among 14-pixel ones, its 10s taken for marks);
//   - a digit a JPEG broke in two (a serif 7's bar and stem, a 2's bowl and foot, each
//     half the symbols' height), read as marks stacked: two pieces one over the other, as
//     tall as three quarters of the symbols and no taller than a quarter over them,
//     narrower than four fifths of its height (marks stacked in a cell's middle are rows
//     of them, wider), its tallest piece two fifths of the symbols' height at least.
func Symbols(boxes []Marked, marks, kept []float64, tall float64) []bool {
	mark, second := 0.0, 0.0
	if len(marks) >= 3 {
		ms := slices.Clone(marks)
		slices.Sort(ms)
		mark = ms[len(ms)/2]
	} else if ks := slices.DeleteFunc(slices.Clone(kept), func(h float64) bool { return h >= 0.85*tall }); len(ks) >= 3 {
		slices.Sort(ks)
		second = ks[len(ks)/2]
	}
	out := make([]bool, len(boxes))
	for i, b := range boxes {
		if !b.Lone || b.Off > 0.1 {
			continue
		}
		short := (mark > 0 && b.H >= 1.25*mark || second > 0 && b.H >= 0.9*second) && (b.Pieces == 1 || b.Pair) && b.H >= 0.6*tall && b.H < tall
		broken := b.Pieces == 2 && !b.Pair && b.H >= 0.75*tall && b.H <= 1.25*tall && b.W <= 0.8*b.H && b.Piece >= 0.4*tall
		out[i] = short || broken
	}
	return out
}

// Cornered reports whether a box shorter than the symbols (under 85% of their height,
// tall) that shares its cell with other ink (beside: its pieces two fifths of the box's
// height or taller) sits in its cell's corner: the box's middle a quarter of the cell's
// width or more across from the cell's and a fifth of its height up or down. It is then a
// lone candidate of a cell's grid of candidates whose few others lie too far to join it
// (an NYT-like 16×16 board's 16 in the corner, 78% of the numbers' height, beside a 1 and
// a 2 at the top; issue 23, looks105). A grid's symbol sits in its cell's middle, or alone
// in a corner (a sheet's number right-aligned at the bottom).
func Cornered(h, tall float64, beside int, box, cell image.Rectangle) bool {
	if h >= 0.85*tall || beside < 1 || cell.Dx() <= 0 || cell.Dy() <= 0 {
		return false
	}
	offX := float64(box.Min.X+box.Max.X-cell.Min.X-cell.Max.X) / 2 / float64(cell.Dx())
	offY := float64(box.Min.Y+box.Max.Y-cell.Min.Y-cell.Max.Y) / 2 / float64(cell.Dy())
	return math.Abs(offX) >= 0.25 && math.Abs(offY) >= 0.2
}

// StackedMarks reports whether a box h tall and w wide, of pieces pieces of ink whose
// tallest is piece, is a column of pencil marks stacked in a cell's column and joined
// into one box by the cut (two marks a pixel or two apart in a small window: KSudoku's 4
// over its 7, a 2 over a 5, read as 3 or 1; issue 23): two pieces or more, the tallest
// 35-60% of the symbols' height (tall; KSudoku's marks are 47% of its digits) and one over
// the other (the box 1.8 times as tall as it at least), the box narrower than 45% of the
// symbols' height (one mark wide). A digit a JPEG broke in two is as wide as a digit; a
// sheet's right-aligned digit cut into pieces at its cell's margin keeps a piece over half
// its height, or breaks into specks under a third of it.
func StackedMarks(h, w, piece, tall float64, pieces int) bool {
	return pieces >= 2 && piece >= 0.35*tall && piece < 0.6*tall && h >= 1.8*piece && w < 0.45*tall
}

// MarkColumn reports whether a box h tall and w wide in cell, shorter than the symbols
// (under 90% of their height, tall) and one mark wide (under 45% of it), beside other ink
// in its cell (beside: pieces two fifths of the box's tallest piece or taller), is a
// column of pencil marks blurred into one stroke: it sits in its cell's left or right
// column, its middle a sixth of the cell's width off the cell's, and inside the cell (not
// within three pixels of its right side: a sheet's right-aligned 1, a pixel short, stands
// there). KSudoku's 4 over 7 beside a 2 in a small window (marks of 7 pixels, a pixel
// apart) was read as 1 (issue 23). An app sets a digit in its cell's middle, alone.
func MarkColumn(h, w, tall float64, beside int, box, cell image.Rectangle) bool {
	if beside < 1 || h >= 0.9*tall || w >= 0.45*tall || cell.Dx() <= 0 || box.Max.X > cell.Max.X-3 {
		return false
	}
	offX := float64(box.Min.X+box.Max.X-cell.Min.X-cell.Max.X) / 2 / float64(cell.Dx())
	return math.Abs(offX) >= 1.0/6
}

// TallMarkColumn reports whether a box h tall and w wide beside other ink in its cell (beside:
// pieces two fifths of its tallest or taller) is a column of pencil marks joined into one
// piece: one mark wide (under three fifths of the symbols' height, tall) and a twentieth
// taller than the symbols beside two pieces or more, or a quarter taller beside one (Solo's
// 16×16 marks in a 407-pixel JPEG, their rows two pixels apart: a 6 over a b read g, a 2
// over an f read 1; issue 23). A symbol stands alone in its cell, but for bits of a grid's
// line in its first row or column (a 1 as tall as the symbols beside two of them); a
// two-digit number is one box, as wide as two digits.
func TallMarkColumn(h, w, tall float64, beside int) bool {
	return w < 0.6*tall && (beside >= 2 && h >= 1.05*tall || beside == 1 && h >= 1.25*tall)
}

// MarksAsTall reports whether the grid shows pencil marks as tall as a lone short box h
// tall: two marks or more (marks: the heights of the boxes told marks by the ink beside
// them in their cells) within a tenth of h. A lone candidate in a cell's corner, set in the
// marks' font, is then a mark (a tile board's 6 in a corner, 73% of its digits' height, was
// read as a given; issue 23), while a player's digit in a smaller font than the givens is
// taller than the grid's marks, or the grid shows none.
func MarksAsTall(marks []float64, h float64) bool {
	n := 0
	for _, m := range marks {
		if math.Abs(m-h) <= 0.1*h {
			n++
		}
	}
	return n >= 2
}

// CentredAlone reports whether a box under a grid's digits' height (box, in cell, others
// pieces of ink beside it as tall as two fifths of it) may be a player's digit set in a
// smaller font than the givens: alone in its cell and, like the digits, in its middle
// across, within a tenth of the cell's width. A pencil mark shares its cell with others or
// sits off the middle in a grid of marks; a lone mark set in the middle is told by the
// pencil-mark rules against the marks the grid shows elsewhere.
func CentredAlone(box, cell image.Rectangle, others int) bool {
	off := box.Min.X + box.Max.X - cell.Min.X - cell.Max.X // twice the box's middle off the cell's
	return others == 0 && 5*max(off, -off) <= cell.Dx()
}
