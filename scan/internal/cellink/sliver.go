package cellink

import "image"

// EdgeSliver reports whether r, a piece of ink in a cell's inside w pixels wide, is a
// sliver one pixel wide along the inside's first or last column: what is left of a
// neighbouring grid line (a line the warp set a pixel in, a JPEG's ringing beside it), not
// a mark beside the cell's digit, so no company of its ink. Counted as company, it made a
// halved GNOME Sudoku's given 5, broken in two, a cell of pencil marks: read blank.
func EdgeSliver(r image.Rectangle, w int) bool {
	return r.Dx() == 1 && (r.Min.X == 0 || r.Max.X == w)
}
