package shown

import (
	"image"
	"math"
	"slices"

	"github.com/sudokubot/sudokubot/scan/internal/raster"
)

// lineShare is the share of a screen's rows (columns) a dark line's profile is taken at:
// a line is dark along at least a quarter of the grid more than a column of digits.
const lineShare = 0.75

// GridLines finds where the n+1 lines of each direction really are in a straightened grid
// wp of n×n cells of cellPx pixels (package scan's warp): the darkest row (column) of the
// median profile (on a screen with dark lines, the lineShare profile) within a few pixels
// of where it should be. On a screen (flat, or a dark board read inverted: light), the row
// darker than the rows three pixels either side (their median profile) by the most: the
// edge of a highlighted row is a step, no line.
// With light also the row lighter than both, five pixels either side: a dark board read
// inverted may have light lines (the gaps between tiles darker than the tiles). Where no
// row stands out by 3 grey levels, the line stays where the outline puts it. Off a screen,
// an inner line may be light (raster.LightLine).
func GridLines(wp *image.Gray, n, cellPx int, screen, light bool) (rows, cols []int) {
	s := wp.Rect.Dx()
	share := 0.5 // the median
	if screen && !light {
		// A screen's dark line runs along the whole grid: the profile is taken where
		// three quarters of each row is lighter, so a column of right-aligned digits set
		// in most rows, darker at its edge than a faint line, is no dip (issue 23: a
		// halved Calc block's cell line taken five pixels left, at its digits' edges;
		// a phone board's last row, tinted in four of its nine cells, cut at its digits'
		// tops, where the median tipped to the tint).
		share = lineShare
	}
	rowQ, colQ := raster.QuantileProfiles(wp, share)
	rowMed, colMed := rowQ, colQ
	if share != 0.5 {
		// A dip is the share profile's row against the median of the rows beside it:
		// a line is darker than most of them are. Against their share profile, a column
		// of a sheet's box shaded in two rows of boxes in three, 242 in two thirds of its
		// rows and 255 in the rest, was a dip of 13 where a right-aligned 1 and 8 tipped
		// its quantile to the shade: the block's last line taken at those digits, 4
		// pixels in, and both cut off (issue 23, a Calc window read with r5c9 blank).
		rowMed, colMed = raster.Profiles(wp)
	}
	find := func(prof, beside []float64) []int {
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
					a, b := beside[max(k-dd, 0)], beside[min(k+dd, s-1)]
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
	return find(rowQ, rowMed), find(colQ, colMed)
}

// RowPitch is the median height of the rows between lines (GridLines'; 0 for none).
func RowPitch(lines []int) int {
	if len(lines) < 2 {
		return 0
	}
	hs := make([]int, len(lines)-1)
	for i := range hs {
		hs[i] = lines[i+1] - lines[i]
	}
	slices.Sort(hs)
	return hs[len(hs)/2]
}
