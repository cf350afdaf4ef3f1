// What the steps ask of a set of lines: whether they are evenly spaced, where the boxes' lines
// fall, and how much of each line is drawn or hidden by a fill.

package lattice

import (
	"math"
	"slices"
	"sort"

	"github.com/sudokubot/sudokubot/scan/internal/raster"
)

// regular reports whether lines are evenly spaced, as drawn grids are (a photo's spacing
// drifts with the perspective): each inner line within a pixel or so (3% of a pitch when
// more) of a straight progression whose steps touching a box line may be longer, by up to
// a third of a pitch (tile games leave wider gaps between boxes), the outer lines within
// 15% of a pitch. The tolerance allows for the rounding of a picture scaled by a
// fractional factor, which moves each line by up to a pixel; loose allows 2 pixels (a
// JPEG's thick borders).
func regular(lines []float64, box int, loose bool) bool {
	n := len(lines) - 1
	if n < 2 {
		return true
	}
	// pos(i) = a + b·i + e·c(i), c(i) counting the steps before line i that touch a box
	// line (at either end): least squares over a, b, e.
	c := make([]float64, n+1)
	inner := false // a step touching no box line: without one, e is b again (boxes of 2)
	for j := range n {
		c[j+1] = c[j]
		if j%box == 0 {
			c[j+1]++
		}
		if (j+1)%box == 0 {
			c[j+1]++
		}
		inner = inner || c[j+1] == c[j]
	}
	if !inner {
		clear(c)
	}
	// The outer lines are fitted only when there are few lines: a grid of tiles has no gap
	// outside its outer tiles, so its outer lines, their edges, sit half a gap (and half a
	// box gap's extra) inside where the fit puts them.
	from, to := 0, n
	if n >= 6 {
		from, to = 1, n-1
	}
	var m [3 * 4]float64 // the normal equations' augmented matrix, row by row
	for i := from; i <= to; i++ {
		p := lines[i]
		v := [3]float64{1, float64(i), c[i]}
		for r := range 3 {
			for k := range 3 {
				m[r*4+k] += v[r] * v[k]
			}
			m[r*4+3] += v[r] * p
		}
	}
	if !inner {
		m[2*4+2] = 1 // e = 0
	}
	var sol [3]float64
	if !raster.SolveLinear(m[:], 3, 1e-9, sol[:]) {
		return false
	}
	a, b, e := sol[0], sol[1], sol[2]
	pitch := (lines[n] - lines[0]) / float64(n)
	tol := math.Max(1.25, 0.03*pitch)
	if loose {
		tol = math.Max(2, tol)
	}
	for i, p := range lines {
		lim := tol
		if i < from || i > to {
			lim = math.Max(tol, 0.15*pitch)
		}
		if math.Abs(a+b*float64(i)+e*c[i]-p) > lim {
			return false
		}
	}
	return e >= -tol && 2*e <= pitch/3
}

// straight returns lines moved onto their least-squares even spacing.
func straight(lines []float64) []float64 {
	n := float64(len(lines))
	var si, sp, sii, sip float64
	for i, p := range lines {
		fi := float64(i)
		si, sp, sii, sip = si+fi, sp+p, sii+fi*fi, sip+fi*p
	}
	d := n*sii - si*si
	if d == 0 {
		return lines
	}
	b := (n*sip - si*sp) / d
	a := (sp - b*si) / n
	out := make([]float64, len(lines))
	for i := range out {
		out[i] = a + b*float64(i)
	}
	return out
}

// BoxRows is the height in cells of an n×n grid's boxes (boxCols their width): 2 for 4×4
// and 6×6, 4 for 16×16, 3 otherwise.
func BoxRows(n int) int {
	switch n {
	case 4, 6:
		return 2
	case 16:
		return 4
	}
	return 3
}

func boxCols(n int) int {
	switch n {
	case 4:
		return 2
	case 16:
		return 4
	}
	return 3
}

// linesInside reports whether lines as strong as the lattice's (at least half its mean
// strength) run through the middle of many of its cells: the lattice is every k-th line of
// a finer one (a spreadsheet's, or a 16×16 grid's box lines), not a grid of its own.
//
// When digits is set (the lattice's run was kept beside a finer one whose other lines
// are columns of digits: progression.digitsBetween), a wide peak (parts: edges spread over
// a few pixels) is a column of digits centred in their cells, not a line: a sheet's lines
// shown only in its white boxes are no stronger than its digits (Calc, a tinted block
// cropped: issue 23).
func linesInside(ps []peak, lines []float64, strength float64, digits bool) bool {
	cells := 0
	for i := 1; i < len(lines); i++ {
		a, b := lines[i-1], lines[i]
		lo := sort.Search(len(ps), func(k int) bool { return ps[k].at > a+0.15*(b-a) })
		for k := lo; k < len(ps) && ps[k].at < b-0.15*(b-a); k++ {
			if ps[k].strength >= 0.5*strength && !(digits && len(ps[k].parts) >= 2) {
				cells++
				break
			}
		}
	}
	return 2*cells >= len(lines)-1
}

// lineCoverage measures each of lines grid lines along each of its cells: raw[i][j] is
// share(i, j), and cov[i][j] the same except that on a spreadsheet's line (sheetLine) a
// cell where the line is hidden under a fill (hiddenAt) counts as covered. A line drawn
// in part and hidden by fills where it is missing (partlyHidden; fillAt is the grey on
// either side along a cell) counts as covered there too, in raw as well when it is too
// short for sheetLine (closedness looks at raw: a large sheet's lines keep to those drawn).
// pre is cov before partlyHidden.
func lineCoverage(lines, cells int, share func(line, cell int) float64, hiddenAt func(line, cell int) bool, fillAt func(line, cell int) (a, b float64, even bool)) (cov, raw, pre [][]float64) {
	cov, raw, pre = make([][]float64, lines), make([][]float64, lines), make([][]float64, lines)
	for i := range lines {
		cov[i], raw[i] = make([]float64, cells), make([]float64, cells)
		for j := range cells {
			raw[i][j] = share(i, j)
		}
		copy(cov[i], raw[i])
		sheet := sheetLine(raw[i])
		if sheet {
			for j := range cells {
				if cov[i][j] < 0.5 && hiddenAt(i, j) {
					cov[i][j] = 1
				}
			}
		}
		pre[i] = slices.Clone(cov[i])
		if partlyHidden(cov[i], func(j int) (float64, float64, bool) { return fillAt(i, j) }) {
			// A block's line drawn where its boxes are not tinted (the sheet's grid
			// or the author's thin borders) and hidden under the tinted ones, which
			// may cover more of the lattice than the sheet's white: it is there, for
			// closedness too on a lattice too short for a sheet's.
			for j := range cells {
				if cov[i][j] < 0.5 {
					cov[i][j] = 1
					if !sheet {
						raw[i][j] = 1
					}
				}
			}
		}
	}
	return cov, raw, pre
}

// hiddenAlong is the share of a window's cells along which a line of coverage cov (the
// window's part of it) is drawn or, when it is partlyHidden there, hidden by fills: a
// lattice running on past a sheet's block (into the window's toolbars, the formula bar's
// white at the same pitch as the block's rows) has cells along the line beyond the block
// where it is missing on white, and along the whole lattice the line is not partlyHidden;
// along the window's own cells it is.
func hiddenAlong(cov []float64, fillAt func(cell int) (a, b float64, even bool)) float64 {
	hidden := partlyHidden(cov, fillAt)
	s := 0.0
	for _, v := range cov {
		if v < 0.5 && hidden {
			v = 1
		}
		s += v
	}
	return s / float64(len(cov))
}

// partlyHidden reports whether a line of coverage cov is drawn along a third of its cells
// or more (three at least), and where it is not, hidden by fills (fillAt: the grey on
// either side along a cell, and whether each side is even there): one fill on both sides
// 6 grey levels or more off the fill where the line is drawn (a tinted box), or two fills
// 6 levels or more apart (a tinted box's edge, blurred by a JPEG into steps under
// edgeStep). A sheet's block whose boxes are tinted in turn has such lines, the sheet's
// grid showing in the untinted boxes; the tint may cover more of the lattice than the
// sheet's white. Digits beside the line make some cells uneven: half of the cells where
// it is missing must be even, and none of them one fill alike the drawn cells'.
func partlyHidden(cov []float64, fillAt func(cell int) (a, b float64, even bool)) bool {
	drawn := 0
	for _, v := range cov {
		if v >= 0.5 {
			drawn++
		}
	}
	if drawn < 3 || 3*drawn < len(cov) || drawn == len(cov) {
		return false
	}
	var levels []float64 // the fills along the cells where it is drawn, where even
	for j, v := range cov {
		if v >= 0.5 {
			if a, b, even := fillAt(j); even && math.Abs(a-b) <= 4 {
				levels = append(levels, (a+b)/2)
			}
		}
	}
	if len(levels) == 0 {
		return false
	}
	slices.Sort(levels)
	base := levels[len(levels)/2]
	hidden, missing := 0, 0
	for j, v := range cov {
		if v >= 0.5 {
			continue
		}
		missing++
		a, b, even := fillAt(j)
		switch {
		case !even:
		case math.Abs(a-b) >= 6:
			hidden++ // a fill's edge
		case math.Abs(a-b) <= 4 && math.Abs((a+b)/2-base) < 6:
			return false // missing on the sheet's own fill: no line there
		case math.Abs(a-b) <= 4:
			hidden++
		}
	}
	return 2*hidden >= missing
}

// sheetLine reports whether a line of coverage cov is drawn along most of a large lattice
// (a sheet's): only there is a line under a fill hidden, not missing; inside a tile or a
// filled box of a grid, no line is to be made up.
func sheetLine(cov []float64) bool {
	if len(cov) < 12 {
		return false
	}
	drawn := 0
	for _, v := range cov {
		if v >= 0.5 {
			drawn++
		}
	}
	return 2*drawn >= len(cov)
}
