package lattice

import "image"

// Snap moves each inner line of a straightened grid's cut (lines, in wp's pixels: rows
// when horizontal, else columns) to the row (column) within reach pixels of it that is
// darker by 3 grey levels or more than the rows three pixels either side at more of its
// points than any other there, and at half of them at least: a sheet's faint cell line.
// A grid found by its box lines alone is cut into equal cells, which a halved screenshot
// of a sheet's small cells (13 pixels) puts two or three pixels off its faint lines, and
// a piece of such a line then joins a digit (issue 23). Lines no row so marks stay; a
// column through a column of digits' strokes is dark at their rows only.
func Snap(wp *image.Gray, lines []int, horizontal bool, reach int) []int {
	w, h := wp.Rect.Dx(), wp.Rect.Dy()
	along, across := w, h
	if !horizontal {
		along, across = h, w
	}
	at := func(k, t int) int {
		if horizontal {
			return int(wp.Pix[k*wp.Stride+t])
		}
		return int(wp.Pix[t*wp.Stride+k])
	}
	// dark counts the points of line k darker than both lines three away.
	dark := func(k int) int {
		cnt := 0
		for t := range along {
			if min(at(k-3, t), at(k+3, t))-at(k, t) >= 3 {
				cnt++
			}
		}
		return cnt
	}
	out := append([]int(nil), lines...)
	for i := 1; i+1 < len(lines); i++ {
		e := lines[i]
		best, bestN := e, along/2-1
		for d := 0; d <= reach; d++ {
			for _, k := range []int{e - d, e + d} {
				if k-3 < 0 || k+3 >= across || k <= out[i-1] || k >= lines[i+1] {
					continue
				}
				if n := dark(k); n > bestN {
					best, bestN = k, n
				}
			}
		}
		out[i] = best
	}
	return out
}
