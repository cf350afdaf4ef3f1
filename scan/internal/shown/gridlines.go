package shown

import (
	"image"
	"math"

	"github.com/sudokubot/sudokubot/scan/internal/raster"
)

// GridLines finds where the n+1 lines of each direction really are in a straightened grid
// wp of n×n cells of cellPx pixels (package scan's warp): the darkest row (column) of the
// median profile within a few pixels of where it should be. On a screen (flat, or a dark board read inverted: light), the row darker than the rows
// three pixels either side by the most: the edge of a highlighted row is a step, no line.
// With light also the row lighter than both, five pixels either side: a dark board read
// inverted may have light lines (the gaps between tiles darker than the tiles). Where no
// row stands out by 3 grey levels, the line stays where the outline puts it. Off a screen,
// an inner line may be light (raster.LightLine).
//
// On a screen, a dip of the median that few pixels across share is no line when a row
// near it dips across half the grid (crossShare): with tinted cells near half a row, the
// tops of its digits tip the median (a phone board's last row, its selected cell's box
// and a matching digit tinted, was cut at its digits' tops, issue 23).
func GridLines(wp *image.Gray, n, cellPx int, screen, light bool) (rows, cols []int) {
	s := wp.Rect.Dx()
	rowMed, colMed := raster.Profiles(wp)
	find := func(prof []float64, horizontal bool) []int {
		// Light lines (tile gaps) may be wide; dark lines are thin, and a tinted band a
		// few pixels wide beside one is no line: it is looked at three pixels either side.
		d := 3
		if light {
			d = 5
		}
		score := func(k int) float64 {
			if screen {
				// Two pixels either side too: a line a pixel or two from a band of its
				// own colour (a tinted row's edge) is a dip there, the band is none.
				best := math.Inf(-1)
				for dd := d - 1; dd <= d; dd++ {
					a, b := prof[max(k-dd, 0)], prof[min(k+dd, s-1)]
					v := min(a, b) - prof[k]
					if light {
						v = max(v, prof[k]-max(a, b))
					}
					best = max(best, v)
				}
				return -best
			}
			return prof[k]
		}
		out := make([]int, n+1)
		for i := range out {
			e := i * s / n
			best := min(e, s-1)
			// On a screen, of two dips the nearer to where the outline puts the line,
			// unless the farther is much deeper: a thin band a few pixels off (a
			// highlighted row's frame) dips too.
			near := func(k int) float64 {
				if screen {
					return score(k) + 1.5*math.Abs(float64(k-e))
				}
				return score(k)
			}
			lo, hi := max(e-6, 0), min(e+6, s-1)
			for k := lo; k <= hi; k++ {
				if near(k) < near(best) {
					best = k
				}
			}
			if screen && !light && crossShare(wp, best, horizontal) < 0.25 {
				// The best dip few pixels share: the nearest-best of those half the grid shares.
				alt := -1
				for k := lo; k <= hi; k++ {
					if crossShare(wp, k, horizontal) >= 0.5 && (alt < 0 || near(k) < near(alt)) {
						alt = k
					}
				}
				if alt >= 0 {
					best = alt
				}
			}
			if !screen && i > 0 && i < n {
				best = raster.LightLine(prof, best, e)
			}
			if screen && score(best) > -3 {
				best = min(e, s-1)
			}
			out[i] = best
		}
		out[0], out[n] = min(out[0], cellPx/4), max(out[n], s-1-cellPx/4)
		for i := 1; i <= n; i++ {
			if out[i]-out[i-1] < cellPx/2 {
				out[i] = out[i-1] + cellPx/2
			}
		}
		out[n] = min(out[n], s-1)
		return out
	}
	return find(rowMed, true), find(colMed, false)
}

// crossShare is the share of the pixels along line k of wp (row k when horizontal, else
// column k) darker by 3 grey levels or more than both pixels two or three lines away: a
// grid line's pixels nearly all are, a row of digits' tops few.
func crossShare(wp *image.Gray, k int, horizontal bool) float64 {
	s := wp.Rect.Dx()
	px := func(t, k int) int {
		k = min(max(k, 0), s-1)
		if horizontal {
			return int(wp.Pix[k*wp.Stride+t])
		}
		return int(wp.Pix[t*wp.Stride+k])
	}
	dips := 0
	for t := range s {
		v := px(t, k)
		for d := 2; d <= 3; d++ {
			if v+3 <= min(px(t, k-d), px(t, k+d)) {
				dips++
				break
			}
		}
	}
	return float64(dips) / float64(max(s, 1))
}
