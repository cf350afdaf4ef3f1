package cellink

// Pencil marks told by the ink round them: a row of them across a cell, a column of them
// joined into one piece.

import "image"

// InkBeside reports whether cell c (a sixth of its width left out at each side: the
// grid's lines) holds as much ink beside box b, at its height, as b holds: b is one of a
// row of marks. bin is the ink of the straightened grid, side wide.
func InkBeside(bin []uint8, side int, c, b image.Rectangle) bool {
	mx := c.Dx() / 6
	count, beside := 0, 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := c.Min.X + mx; x < c.Max.X-mx; x++ {
			if bin[y*side+x] == 0 {
				continue
			}
			switch {
			case x >= b.Min.X && x < b.Max.X:
				count++
			case x < b.Min.X-2 || x > b.Max.X+1:
				beside++
			}
		}
	}
	return count > 0 && beside >= count
}

// MarkColumn reports whether a box w×h as tall as the grid's digits, with beside pieces of
// ink two fifths its height or taller beside it in its cell, is a column of pencil marks
// joined into one narrow piece (marks a pixel apart blurred together in a small window:
// KSudoku's 4 over 7 read 1): under half as wide as tall, with another mark beside it. A
// digit stands alone in its cell, and the narrowest (a 1) is half as wide as tall.
func MarkColumn(w, h, beside int) bool { return 5*w < 2*h && beside >= 1 }
