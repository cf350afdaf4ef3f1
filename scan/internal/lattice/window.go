// The fourth step: the windows of n×n cells in a table, each checked for its lines, its
// headers and what lies outside it, and ranked.

package lattice

import (
	"image"
	"math"
	"slices"
	"sort"

	"github.com/sudokubot/sudokubot/scan/internal/raster"
)

// A window's cells are tiny for window when their pitch in pixels is under tinySide on
// either side or under tinyCell on both: a JPEG's noise crosses them, and only lines of
// their own tell a finer lattice.
const tinySide, tinyCell = 16, 18

// around looks for a 16×16 window of t holding the 9×9 window at r0, c0 whose cells
// around the 9×9 hold digits too, about as many as it does (and 15% of them at least):
// the 9×9 window is nine cells
// of a 16×16 grid (its lines beyond hidden by tinted boxes, it looked closed). A 9×9 grid
// in a sheet has no digits beside it.
func (t *table) around(r0, c0, w, h int) (Lines, bool) {
	occ := func(r1, c1, k int) (in, out float64) {
		ni, no, ci, co := 0, 0, 0, 0
		for r := r1; r < r1+k; r++ {
			for c := c1; c < c1+k; c++ {
				if r >= r0 && r < r0+9 && c >= c0 && c < c0+9 {
					ni++
					ci += raster.Bit(t.occupied[r][c])
				} else {
					no++
					co += raster.Bit(t.occupied[r][c])
				}
			}
		}
		return float64(ci) / float64(max(ni, 1)), float64(co) / float64(max(no, 1))
	}
	var best Lines
	bestKey := math.Inf(-1)
	for r := max(r0-7, 0); r <= r0 && r+16 <= t.rows; r++ {
		for c := max(c0-7, 0); c <= c0 && c+16 <= t.cols; c++ {
			if ok, _ := t.window(r, c, 16, w, h); !ok {
				continue
			}
			key := t.content(r, c, 16)
			if math.IsInf(key, -1) || t.headerIn(r, c, 16) {
				continue
			}
			if in, out := occ(r, c, 16); out < 0.5*in || out < 0.15 {
				continue
			}
			key -= t.outside(r, c, 16)
			if key > bestKey {
				bestKey = key
				best = Lines{N: 16, Ys: t.ys[r : r+17], Xs: t.xs[c : c+17], score: key}
			}
		}
	}
	return best, best.N > 0
}

// window reports whether the k×k window of cells from row r0, column c0 has all its lines
// (ok) and no line of the run one pitch beyond it (closed). Outer lines at the picture's
// border may be missing (a grid running off the edge).
func (t *table) window(r0, c0, k, w, h int) (ok, closed bool) {
	along := func(cov []float64, from int) float64 {
		s := 0.0
		for _, v := range cov[from : from+k] {
			s += v
		}
		return s / float64(k)
	}
	// One line may be weak; two when every box line is drawn along nearly the whole
	// window (a dark theme's cell lines a shade off some fills).
	// A line's share along k cells from a cell is the same for every window there: kept
	// (t.along) once worked out.
	check := func(dir int, lines []float64, covs, pre [][]float64, fillAt func(line, cell int) (a, b float64, even bool), first, from, dim, box int) bool {
		weak, cnt := 0, 0
		sum := 0.0
		boxes := k >= 9
		kept := t.alongOf(dir, k, len(covs), len(covs[0]))
		for i := first; i <= first+k; i++ {
			at := lines[i]
			var c float64
			if m := i*len(covs[0]) + from; kept != nil && kept[m] >= 0 {
				c = kept[m]
			} else {
				c = along(covs[i], from)
				if c < 0.9 && pre != nil {
					c = max(c, hiddenAlong(pre[i][from:from+k], func(j int) (float64, float64, bool) { return fillAt(i, from+j) }))
				}
				if kept != nil {
					kept[m] = c
				}
			}
			if (i == first || i == first+k) && (at < 3 || at > float64(dim)-4) && c < 0.5 {
				continue // the grid runs off the picture here
			}
			cnt++
			sum += c
			if c < 0.5 {
				weak++
			}
			if (i-first)%box == 0 && c < 0.9 || c < 0.2 {
				boxes = false
			}
			if weak > 2 || weak == 2 && !boxes {
				return false // no line further on makes the window's lines all there
			}
		}
		return cnt >= k-1 && (weak <= 1 || weak <= 2 && boxes) && sum/float64(cnt) >= 0.7
	}
	if !check(0, t.ys, t.hcov, t.hpre, t.hfill, r0, c0, h, BoxRows(k)) || !check(1, t.xs, t.vcov, t.vpre, t.vfill, c0, r0, w, boxCols(k)) {
		return false, false
	}
	// Between the lines, through the cells, lines may cross few cells (the window is not
	// every k-th line of a finer lattice), and there must be fewer edges than along the
	// lines: text and texture have edges everywhere. Digits have edges there too, up to
	// half a cell's width where a cell holds one, and a grid may be full of them. A finer
	// lattice's line, or text's edges, are at one place across a whole row (column) of
	// cells: each row's is its place between the lines with the most. (Taken cell by
	// cell, the strokes of a 16×16 grid's numbers, at any place in their 11-pixel cells,
	// crossed 62% of them: the grid was refused.)
	// A row's most along k cells from a cell is the same for every window there: kept
	// (t.most) once worked out. runs takes t.runs, else t.mids.
	mid := func(runs, horizontal bool, first, from int) float64 {
		covs, cells := t.mids, t.rows
		if runs {
			covs = t.runs
		}
		if horizontal {
			cells = t.cols
		}
		var kept []float64
		if ki := slices.Index(sizes[:], k); ki >= 0 {
			kept = keptOf(&t.most[raster.Bit(runs)][raster.Bit(horizontal)][ki], t.rows*t.cols)
		}
		s := 0.0
		for i := first; i < first+k; i++ {
			m := i*cells + from
			if kept != nil && kept[m] >= 0 {
				s += kept[m]
				continue
			}
			most := 0.0
			for _, cov := range covs(horizontal, i) {
				most = math.Max(most, along(cov, from))
			}
			if kept != nil {
				kept[m] = most
			}
			s += most
		}
		return s / float64(k)
	}
	// In tiny cells (a sheet's at its default zoom: under 16 pixels on a side, or under 18
	// on both, about two of a JPEG's 8-pixel blocks) a JPEG's blocks put steps of a few
	// grey levels everywhere, lines across a cell among them: there only the lines found
	// as peaks of their own (linesInside) tell a finer lattice. A block halved and saved
	// as JPEG, digits in most of its columns, has runs through 55% of its columns' middles
	// (the window a row off, fewer digits in it, under half); a sheet's 17-pixel cells
	// halved and saved at quality 49 lost the block so, and a window of half cells through
	// its digits' columns was taken (issue 23).
	runs, edgy := 0.3, 0.6
	if cw, ch := (t.xs[c0+k]-t.xs[c0])/float64(k), (t.ys[r0+k]-t.ys[r0])/float64(k); min(cw, ch) < tinySide || max(cw, ch) < tinyCell {
		runs, edgy = 0.6, 0.75
	}
	if mid(true, true, r0, c0) > runs || mid(true, false, c0, r0) > runs || mid(false, true, r0, c0) > edgy || mid(false, false, c0, r0) > edgy {
		return false, false
	}
	// A JPEG moves a thick border's edges by a pixel or two: a window whose lines are all
	// inside the picture may be off by 2 pixels; one with a line made up past its border
	// (a grid running off the picture) keeps to the strict 1.25.
	loose := inside(t.ys[r0:r0+k+1], h) && inside(t.xs[c0:c0+k+1], w)
	if !regular(t.ys[r0:r0+k+1], BoxRows(k), loose) || !regular(t.xs[c0:c0+k+1], boxCols(k), loose) {
		return false, false
	}
	if (t.xs[c0+k]-t.xs[c0]) < 0.1*float64(min(w, h)) || (t.ys[r0+k]-t.ys[r0]) < 0.1*float64(min(w, h)) {
		return false, false
	}
	// A line one pitch beyond is drawn along most of the window, or along a third of it
	// at least and hidden under fills along the rest, or as much as a third of the window's
	// own lines (a sheet's lines through a block of tinted boxes, which Calc draws only
	// between its white cells): the window is rows or columns inside the block, not its
	// outline.
	beyond := func(covs, raws [][]float64, i, first, from int) bool {
		if i < 0 || i >= len(raws) {
			return false
		}
		raw := along(raws[i], from)
		if raw >= 0.6 || raw < 0.3 || along(covs[i], from) >= 0.9 {
			return raw >= 0.3
		}
		own := make([]float64, 0, k+1)
		for j := first; j <= first+k; j++ {
			own = append(own, along(raws[j], from))
		}
		slices.Sort(own)
		return raw >= own[k/3]-0.05
	}
	closed = !beyond(t.hcov, t.hraw, r0-1, r0, c0) && !beyond(t.hcov, t.hraw, r0+k+1, r0, c0) &&
		!beyond(t.vcov, t.vraw, c0-1, c0, r0) && !beyond(t.vcov, t.vraw, c0+k+1, c0, r0)
	return true, closed
}

// edgeBands is the ink (pixels more than 40 grey levels off med) in the outer two rows
// and columns of the rectangle [x0, x1)×[y0, y1) of g that are a faint line: 15 levels
// or more off med along nine tenths of it, under 40 along half of it at least. That is a
// sheet's grey line, blurred into a cell by a JPEG or a halving, or the cell's margin cut
// into a tiny cell's line (a halved sheet's rows 8 pixels tall), its ink where it crosses
// another line a pixel or two: no digit. A digit's stroke along the side (a right-aligned
// 1 as tall as the inside) is dark along most of it, and stays.
func edgeBands(g *image.Gray, x0, y0, x1, y1 int, med float64) int {
	if x1-x0 < 4 || y1-y0 < 4 {
		return 0
	}
	off := func(x, y int) float64 { return math.Abs(float64(g.Pix[y*g.Stride+x]) - med) }
	band := func(n, along int, at func(i, j int) float64) int {
		total := 0
		for _, i := range []int{0, 1, n - 2, n - 1} {
			faint, ink := 0, 0
			for j := range along {
				if d := at(i, j); d > 40 {
					ink++
				} else if d >= 15 {
					faint++
				}
			}
			if 10*(faint+ink) >= 9*along && 2*faint >= along {
				total += ink
			}
		}
		return total
	}
	rows := band(y1-y0, x1-x0, func(i, j int) float64 { return off(x0+j, y0+i) })
	cols := band(x1-x0, y1-y0, func(i, j int) float64 { return off(x0+i, y0+j) })
	return rows + cols
}

// content scores what a window's cells hold (-Inf: next to nothing): the share of cells
// with ink shaped like a digit, less a penalty for each row or column filled unlike the
// rest or looking like a spreadsheet's header (a header row or column taken for part of
// the grid).
func (t *table) content(r0, c0, k int) float64 {
	t.cells()
	if t.headRow == nil || t.headK != k {
		t.headRow, t.headCol = t.headers(k)
		t.headK = k
	}
	hr, hc := t.heads(r0, c0, k)
	heads := hr + hc
	var all []float64
	occupied := 0
	for r := r0; r < r0+k; r++ {
		for c := c0; c < c0+k; c++ {
			all = append(all, t.med[r][c])
			if t.occupied[r][c] && !t.midLined(r, c) {
				occupied++
			}
		}
	}
	// A window of a sheet or a page with next to no digits is no puzzle (17 of 81 at
	// least): -Inf, not taken.
	if float64(occupied) < 0.12*float64(k*k) {
		return math.Inf(-1)
	}
	sort.Float64s(all)
	mid := all[len(all)/2]
	odd := 0
	for _, vertical := range [2]bool{false, true} {
		for a := range k {
			first := t.med[r0+a][c0]
			if vertical {
				first = t.med[r0][c0+a]
			}
			uniform := true
			for b := range k {
				v := t.med[r0+a][c0+b]
				if vertical {
					v = t.med[r0+b][c0+a]
				}
				if math.Abs(v-mid) < 6 || math.Abs(v-first) >= 4 {
					uniform = false
					break
				}
			}
			if uniform {
				odd++
			}
		}
	}
	return float64(occupied)/float64(k*k) - 0.3*float64(odd) - float64(heads)
}

// emptyPairs counts the bands of the k×k window at r0, c0 with two rows holding no digit
// and the stacks with two such columns, which no puzzle with one solution has (the two
// swapped make another): a closed window of a Calc block's every third line and the wide
// empty columns beside it (issue 23, 39 wrong). It needs content to have made the cells.
func (t *table) emptyPairs(r0, c0, k int) (count int) {
	for d, box := range [2]int{BoxRows(k), boxCols(k)} {
		for b := 0; b < k; b += box {
			empty := 0
			for i := b; i < b+box; i++ {
				any := false
				for j := range k {
					r, c := r0+i, c0+j
					if d == 1 {
						r, c = r0+j, c0+i
					}
					any = any || t.occupied[r][c] && !t.midLined(r, c)
				}
				empty += 1 - raster.Bit(any)
			}
			count += raster.Bit(empty >= 2)
		}
	}
	return count
}

// heads counts the rows and the columns of the k×k window at r0, c0 that look like a
// spreadsheet's column letters or row numbers. It needs content to have made the table's
// headers for k.
func (t *table) heads(r0, c0, k int) (rows, cols int) {
	for r := r0; r < r0+k; r++ {
		rows += raster.Bit(t.headRow[r])
	}
	for c := c0; c < c0+k; c++ {
		cols += raster.Bit(t.headCol[c])
	}
	return rows, cols
}

// outside is the share of the cells just beyond the k×k window at r0, c0 (the row above,
// the row below, the columns either side, along the window) that hold ink shaped like a
// digit; rows and columns that look like a spreadsheet's headers, or are ink in every
// cell, do not count. It needs content to have made the table's cells and headers for k.
func (t *table) outside(r0, c0, k int) float64 {
	cnt, occ := 0, 0
	// side adds a row (or column) of cells beside the window, unless it is ink in every
	// cell but one or more: row numbers or column letters the headers missed.
	side := func(at func(i int) (med float64, o bool)) {
		n, o := 0, 0
		for i := range k {
			if m, oc := at(i); m > 0 {
				n++
				o += raster.Bit(oc)
			}
		}
		if n > 0 && o >= k-1 {
			return
		}
		cnt, occ = cnt+n, occ+o
	}
	// A row (or column) the lattice's lines across it do not run into is no cells of the
	// sheet: the window's side is the sheet pane's edge, a formula bar or toolbar beyond
	// it, whose text and icons look like digits (issue 23).
	crossed := func(covs [][]float64, cell, from int) bool {
		s := 0.0
		for i := from; i <= from+k; i++ {
			s += covs[i][cell]
		}
		return s/float64(k+1) >= 0.5
	}
	for _, r := range [2]int{r0 - 1, r0 + k} {
		if r < 0 || r >= t.rows || t.headRow[r] || !crossed(t.vcov, r, c0) {
			continue
		}
		side(func(i int) (float64, bool) { return t.med[r][c0+i], t.occupied[r][c0+i] })
	}
	for _, c := range [2]int{c0 - 1, c0 + k} {
		if c < 0 || c >= t.cols || t.headCol[c] || !crossed(t.hcov, c, r0) {
			continue
		}
		side(func(i int) (float64, bool) { return t.med[r0+i][c], t.occupied[r0+i][c] })
	}
	if cnt == 0 {
		return 0
	}
	return float64(occ) / float64(cnt)
}

// headerIn reports whether the k×k window at r0, c0 takes in a row or column that looks
// like a spreadsheet's header (row numbers, column letters: ink in every cell). It needs
// content to have made the headers for k.
func (t *table) headerIn(r0, c0, k int) bool {
	return slices.Contains(t.headRow[r0:r0+k], true) || slices.Contains(t.headCol[c0:c0+k], true)
}

// headers finds the table's rows and columns that look like a spreadsheet's headers (row
// numbers, column letters) for windows of k cells: ink in every cell along a table longer
// than the grid by three cells or more (so more cells than a row or column of the grid
// can hold), or ink in most cells on a background of their own, unlike the sheet's (when
// ink is in every cell, one of them may be far off it: headLit, the cursor's letter).
func (t *table) headers(k int) (rows, cols []bool) {
	var all []float64
	for r := range t.rows {
		for c := range t.cols {
			if t.med[r][c] > 0 {
				all = append(all, t.med[r][c])
			}
		}
	}
	rows, cols = make([]bool, t.rows), make([]bool, t.cols)
	if len(all) == 0 {
		return rows, cols
	}
	slices.Sort(all)
	sheet := all[len(all)/2]
	// at(i) is the i-th cell's median grey, whether it holds ink and whether a line runs
	// through its middle (midLines: that ink is no digit, nor is the cell empty).
	head := func(n int, at func(i int) (float64, bool, bool)) bool {
		inside, occ := 0, 0
		var meds []float64
		var gaps []int // the empty cells, counted from the first inside the picture
		for i := range n {
			m, ink, lined := at(i)
			if m == 0 {
				continue // outside the picture
			}
			if !ink {
				gaps = append(gaps, inside)
			}
			o := ink && !lined
			inside++
			occ += raster.Bit(o)
			meds = append(meds, m)
		}
		if inside < k {
			return false
		}
		// A header's empty cells are its ends (the corner, a cell the picture cuts); a
		// grid's full row (a 16×16 puzzle's, beside its row number) has empty cells
		// between it and the header.
		if inside >= k+3 && occ >= inside-2 && !slices.ContainsFunc(gaps, func(i int) bool { return i > 0 && i < inside-1 }) {
			return true
		}
		slices.Sort(meds)
		own := meds[len(meds)/2]
		// The cell cursor's column letter or row number, highlighted: every cell holds ink
		// (a puzzle's row on a tint, its selected cell dark, has empty cells).
		lit := false
		for _, m := range meds {
			switch d := math.Abs(m - own); {
			case d <= 3:
			case d >= headLit && !lit && occ == inside:
				lit = true
			default:
				return false
			}
		}
		return math.Abs(own-sheet) >= 3 && float64(occ) >= 0.7*float64(inside)
	}
	// A cell a line crosses in its middle, across the row (column) of cells looked at,
	// holds no digit (midLines): a sheet's short rows below a 16×16 block do not make its
	// full columns row numbers. A line along that row (column), through all its cells, is
	// no cells' ink of a finer lattice: a header of column letters taller than the sheet's
	// rows, the run's line through its middle, is still a header.
	for r := range t.rows {
		rows[r] = head(t.cols, func(c int) (float64, bool, bool) { return t.med[r][c], t.occupied[r][c], t.midDown(r, c) })
	}
	for c := range t.cols {
		cols[c] = head(t.rows, func(r int) (float64, bool, bool) { return t.med[r][c], t.occupied[r][c], t.midAcross(r, c) })
	}
	return rows, cols
}

// headLit is how far from a header's own background (in grey levels) the one cell
// highlighted for the cell cursor is: Calc draws the cursor's column letter and row number
// white on dark blue (15 against its headers' 192). An app's selected cell on a
// highlighted row of the puzzle is a few tens of levels off the row's tint.
const headLit = 96
