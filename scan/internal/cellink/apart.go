package cellink

import "image"

// Apart is how many columns piece, a piece of ink beside box (the digit found so far in a
// cell cellW pixels wide), may stand from it and still be the number's other digit: an
// eighth of the cell; half the box's height when the piece is about as tall as the box
// and level with it (not a piece of a line beside it), for a font's 1 has wide
// sidebearings; the box's height when both are strokes (an 11 of a narrow font); two
// thirds of it when either is a 1, a stroke over a pixel wide, beside another digit: a
// monospace font's 1, its foot lost to JPEG, keeps a digit's width with the stroke in
// the middle of it (Noto Mono's 15 halved: the 1 five pixels from the 5, eleven tall).
// A sliver a pixel wide is a line's remnant, no 1; a selected tile's frame side, nine
// pixels from a letter thirteen tall, no 1 either. piece's height is its stack's
// (Stacks) when the digit is broken into pieces one over the other.
func Apart(piece, box image.Rectangle, cellW int) int {
	apart := max(2, cellW/8)
	h := box.Dy()
	if 4*abs(piece.Dy()-h) > h || 4*abs(piece.Min.Y-box.Min.Y) > h {
		return apart
	}
	apart = max(apart, h/2)
	switch pn, bn := stroke(piece), stroke(box); {
	case pn && bn:
		apart = max(apart, h)
	case pn && piece.Dx() > 1 || bn && box.Dx() > 1:
		apart = max(apart, 2*h/3)
	}
	return apart
}

// stroke reports whether r is an upright stroke: two fifths as wide as tall or less.
func stroke(r image.Rectangle) bool { return 5*r.Dx() <= 2*r.Dy() }
