package cellink

import (
	"image"
	"slices"
)

// StrokeWidth is the median length, in pixels, of the runs of ink across the rows of box
// in bin (s pixels a row): how wide the symbol's strokes are (0: no ink). A hand-written
// digit's pen is thin, a printed digit's stem a fifth of its height or more.
func StrokeWidth(bin []uint8, s int, box image.Rectangle) int {
	var runs []int
	for y := box.Min.Y; y < box.Max.Y; y++ {
		run := 0
		for x := box.Min.X; x <= box.Max.X; x++ {
			if x < box.Max.X && bin[y*s+x] != 0 {
				run++
				continue
			}
			if run > 0 {
				runs = append(runs, run)
			}
			run = 0
		}
	}
	if len(runs) == 0 {
		return 0
	}
	slices.Sort(runs)
	return runs[len(runs)/2]
}
