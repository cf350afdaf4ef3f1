package glyph

import "slices"

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
//     the boxes taken for marks that have company; three are needed);
//   - a digit a JPEG broke in two (a serif 7's bar and stem, a 2's bowl and foot, each
//     half the symbols' height), read as marks stacked: two pieces one over the other, as
//     tall as three quarters of the symbols and no taller than a quarter over them,
//     narrower than four fifths of its height (marks stacked in a cell's middle are rows
//     of them, wider), its tallest piece two fifths of the symbols' height at least.
func Symbols(boxes []Marked, marks []float64, tall float64) []bool {
	mark := 0.0
	if len(marks) >= 3 {
		ms := slices.Clone(marks)
		slices.Sort(ms)
		mark = ms[len(ms)/2]
	}
	out := make([]bool, len(boxes))
	for i, b := range boxes {
		if !b.Lone || b.Off > 0.1 {
			continue
		}
		short := mark > 0 && (b.Pieces == 1 || b.Pair) && b.H >= 0.6*tall && b.H < tall && b.H >= 1.25*mark
		broken := b.Pieces == 2 && !b.Pair && b.H >= 0.75*tall && b.H <= 1.25*tall && b.W <= 0.8*b.H && b.Piece >= 0.4*tall
		out[i] = short || broken
	}
	return out
}
