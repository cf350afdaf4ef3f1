package shown

import (
	"image"
	"math"
)

// Snap moves each inner line of a straightened grid's cut (lines, in wp's pixels: rows
// when horizontal, else columns) to the row (column) within reach pixels of it that is
// darker by 3 grey levels or more than the rows three pixels either side at more of its
// points than any other there, and at half of them at least: a sheet's faint cell line.
// A grid found by its box lines alone is cut into equal cells, which a halved screenshot
// of a sheet's small cells (13 pixels) puts two or three pixels off its faint lines, and
// a piece of such a line then joins a digit (issue 23). Lines no row so marks stay; a
// column through a column of digits' strokes is dark at their rows only.
func Snap(wp *image.Gray, lines []int, horizontal bool, reach int) []int {
	along, across, marked := lineMarks(wp, horizontal)
	// dark counts the points of line k darker than both lines three away.
	dark := func(k int) int {
		cnt := 0
		for t := range along {
			if marked(k, t) {
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

// Even moves the inner lines of a straightened grid's equal cut (lines, in wp's pixels:
// rows when horizontal, else columns) onto equally spaced lines, the first within reach
// pixels of lines' first and the last within twice reach of lines' last: the spacing
// whose lines lie on the most points marked as Snap marks them, counting only the points
// in the cells' margins (darkCounts), each line taken onto the most marked row (column)
// within a pixel of it; two thirds of the inner lines at least must be so marked at a
// quarter of those points. A grid found by its box lines alone is cut into its boxes'
// equal parts, and a box line found a pixel or two off in a halved sheet (made up past
// the picture's border, or pulled by the right sides of the numbers set against it) puts
// the lines far from it a few pixels off their faint lines, where Snap alone takes the
// right edges of a column of right-aligned numbers for one (issue 23): the faint lines
// together outweigh one column's numbers. The outer lines stay, and so does a cut no
// other spacing marks more (or one of fewer than three cells).
func Even(wp *image.Gray, lines []int, horizontal bool, reach int) []int {
	n := len(lines) - 1
	if n < 3 || reach < 1 {
		return lines
	}
	across := wp.Rect.Dx()
	if horizontal {
		across = wp.Rect.Dy()
	}
	marks, points := darkCounts(wp, horizontal, n)
	// score sums, over the inner lines of the even cut from a to b, the most marked row
	// within a pixel of each.
	score := func(a, b float64) (int, []int) {
		sum, at := 0, make([]int, n+1)
		for k := 1; k < n; k++ {
			x := int(math.Round(a + float64(k)*(b-a)/float64(n)))
			at[k] = x
			best := 0
			for c := max(x-1, 0); c <= min(x+1, across-1); c++ {
				if marks[c] > best {
					best, at[k] = marks[c], c
				}
			}
			sum += best
		}
		return sum, at
	}
	first, last := float64(lines[0]), float64(lines[n])
	bestScore, bestAt := score(first, last)
	moved := false
	for da := -2 * reach; da <= 2*reach; da++ {
		for db := -4 * reach; db <= 4*reach; db++ {
			s, at := score(first+float64(da)/2, last+float64(db)/2)
			if s > bestScore {
				bestScore, bestAt, moved = s, at, true
			}
		}
	}
	// Lines, not the ends of digits' strokes in the margins of the cells: two thirds of
	// the inner lines at least marked at a quarter of their points there.
	lined := 0
	for k := 1; k < n; k++ {
		if 4*marks[bestAt[k]] >= points {
			lined++
		}
	}
	if !moved || 3*lined < 2*(n-1) {
		return lines
	}
	out := append([]int(nil), lines...)
	for k := 1; k < n; k++ {
		out[k] = min(max(bestAt[k], out[k-1]+1), lines[n]-1)
	}
	return out
}

// darkCounts counts, for each row (column when !horizontal) k of wp, its points darker
// by 3 grey levels or more than both rows three pixels either side (Snap's mark) among
// points, those within a fifth of a cell of the n equal cells' sides across it: a line
// runs through the cells' margins, a number's strokes seldom reach them. Rows within
// three of the border count none.
func darkCounts(wp *image.Gray, horizontal bool, n int) (marks []int, points int) {
	along, across, marked := lineMarks(wp, horizontal)
	pitch := float64(along) / float64(n)
	var margins []int
	for t := range along {
		if m := math.Mod(float64(t)+0.5, pitch); m <= pitch/5 || m >= pitch-pitch/5 {
			margins = append(margins, t)
		}
	}
	marks = make([]int, across)
	for k := 3; k+3 < across; k++ {
		for _, t := range margins {
			if marked(k, t) {
				marks[k]++
			}
		}
	}
	return marks, len(margins)
}

// lineMarks is Snap's mark on wp's rows (columns when !horizontal): along is a row's
// length, across the number of rows, and marked reports whether point t of row k is
// darker by 3 grey levels or more than both rows three pixels either side (k from 3 to
// across-4).
func lineMarks(wp *image.Gray, horizontal bool) (along, across int, marked func(k, t int) bool) {
	along, across = wp.Rect.Dx(), wp.Rect.Dy()
	if !horizontal {
		along, across = across, along
	}
	at := func(k, t int) int {
		if horizontal {
			return int(wp.Pix[k*wp.Stride+t])
		}
		return int(wp.Pix[t*wp.Stride+k])
	}
	return along, across, func(k, t int) bool { return min(at(k-3, t), at(k+3, t))-at(k, t) >= 3 }
}
