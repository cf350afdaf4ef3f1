package cellink

// Pencil marks told by the ink round them: a row of them across a cell.

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
