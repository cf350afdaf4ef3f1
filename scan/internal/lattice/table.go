// The third step: the table two runs make, one each way: how much of each line is drawn
// along each cell, and what each cell holds.

package lattice

import (
	"image"
	"math"
	"slices"
	"sort"

	"github.com/sudokubot/sudokubot/scan/internal/raster"
)

// table holds, for a pair of progressions, how much of each line is inked along each cell
// and what each cell holds.
type table struct {
	rows, cols int
	ys, xs     []float64
	hcov       [][]float64 // [line][cell column]: share of the line inked along the cell
	vcov       [][]float64 // [line][cell row]
	hraw, vraw [][]float64 // the same without the lines a sheet's fills hide
	// hpre and vpre are hcov and vcov before partlyHidden made up a line along the whole
	// lattice; hfill and vfill the grey either side of a line along a cell (lineCoverage's
	// fillAt): window asks partlyHidden again along its own cells.
	hpre, vpre   [][]float64
	hfill, vfill func(line, cell int) (a, b float64, even bool)
	// hmid and vmid are [row or column of cells][place between its lines][cell along]:
	// the share inked along a line through the cells there; hrun and vrun there, 1 where
	// one run of edge crosses the cell (a line), else 0.
	// Made row by row (column by column) on first use: mids.
	hmid, vmid [][][]float64
	hrun, vrun [][][]float64
	middle     func(horizontal bool, a int) // works out hmid[a] and hrun[a] (vmid, vrun)
	g          *image.Gray                  // the picture the lines are in, and its background grey
	bg         float64
	hwt, vwt   [][]float64 // [line][cell]: the line's ink along the cell (weights); made by heavyBoxes
	fine       *image.Gray // the finer picture the cells are looked at in, scale times g
	scale      float64
	occupied   [][]bool    // [row][col]: ink shaped like a digit; made by cells
	med        [][]float64 // [row][col]: the cell's median grey (0 outside the picture)
	// midRow and midCol mark the rows and columns of cells a line as strong as the
	// table's runs through the middle of (midLines); nil when not looked for.
	midRow, midCol []bool
	// headRow and headCol mark the rows and columns that look like a spreadsheet's
	// headers of a grid of headK cells; made on first use (by content).
	headRow, headCol []bool
	headK            int
	// along is, for window, each line's share along k cells from each cell
	// ([across or down][sizes' index of k][line*cells+cell]; -1 until worked out).
	along [2][len(sizes)][]float64
	// most is, for window, each row's (column's) most share along k cells from each cell
	// of a line through it ([runs or mids][across or down][sizes' index of k][row*cells+cell]).
	most [2][2][len(sizes)][]float64
}

// keptOf returns *kept, made of n entries of -1 (not worked out) on first use.
func keptOf(kept *[]float64, n int) []float64 {
	if *kept == nil {
		*kept = make([]float64, n)
		for i := range *kept {
			(*kept)[i] = -1
		}
	}
	return *kept
}

// alongOf returns t.along's shares of lines lines along cells cells for windows of k×k
// cells, made on first use; nil when k is none of sizes.
func (t *table) alongOf(dir, k, lines, cells int) []float64 {
	ki := slices.Index(sizes[:], k)
	if ki < 0 {
		return nil
	}
	return keptOf(&t.along[dir][ki], lines*cells)
}

// nearLines returns the pixel rows (or columns) within a pixel of a line's candidates ats,
// each once, in [0, lim].
func nearLines(ats []float64, lim int) []int {
	var ks []int
	for _, at := range ats {
		a := int(math.Round(at))
		for k := a - 1; k <= a+1; k++ {
			if k >= 0 && k <= lim && !slices.Contains(ks, k) {
				ks = append(ks, k)
			}
		}
	}
	return ks
}

func newTable(g, fine *image.Gray, hz, vt []uint8, rp, cp progression) *table {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	t := &table{rows: len(rp.lines) - 1, cols: len(cp.lines) - 1, ys: rp.lines, xs: cp.lines}
	// A line is inked at a point when an edge is within a pixel of one of its candidates:
	// screenshots' lines are straight, a photo's bend or lean and are left to findGrid.
	// cover returns the share of the span inked and the share its longest run covers (gaps
	// of up to two pixels bridged); ks are the pixel rows (columns) within a pixel of the
	// line's candidates (nearLines: found once for each line, not each cell along it).
	cover := func(m []uint8, ks []int, from, to float64, horizontal bool) (share, longest float64) {
		span := w - 1
		if !horizontal {
			span = h - 1
		}
		lo, hi := max(int(math.Ceil(from)), 0), min(int(to), span)
		if hi <= lo {
			return 0, 0
		}
		// The pixel at x along the line and k across it is m[k*sk+x*sx].
		sk, sx := w, 1
		if !horizontal {
			sk, sx = 1, w
		}
		hit, run, best, gap := 0, 0, 0, 0
		for x := lo; x <= hi; x++ {
			inked := false
			for _, k := range ks {
				if m[k*sk+x*sx] != 0 {
					inked = true
					break
				}
			}
			switch {
			case inked:
				hit++
				run += 1 + gap
				gap = 0
				best = max(best, run)
			case run > 0:
				if gap++; gap > 2 {
					run, gap = 0, 0
				}
			}
		}
		return float64(hit) / float64(hi-lo+1), float64(best) / float64(hi-lo+1)
	}
	share := func(m []uint8, ks []int, from, to float64, horizontal bool) float64 {
		s, _ := cover(m, ks, from, to, horizontal)
		return s
	}
	near := func(ats [][]float64, lim int) [][]int {
		ks := make([][]int, len(ats))
		for i, a := range ats {
			ks[i] = nearLines(a, lim)
		}
		return ks
	}
	rks, cks := near(rp.at, h-1), near(cp.at, w-1)
	// A spreadsheet hides its lines between cells filled alike (a tinted box): a line
	// missing where both sides are the same fill, unlike the sheet's background, counts.
	at := func(x, y float64) float64 {
		xi, yi := min(max(int(x), 0), w-1), min(max(int(y), 0), h-1)
		return float64(g.Pix[yi*g.Stride+xi])
	}
	// bg is the median grey of every fourth pixel each way, counted by level (a large
	// table's tens of thousands of them, sorted, took an eighth of a Read of stripes).
	var levels [256]int
	count := 0
	for y := t.ys[0]; y < t.ys[len(t.ys)-1]; y += 4 {
		for x := t.xs[0]; x < t.xs[len(t.xs)-1]; x += 4 {
			levels[int(at(x, y))]++
			count++
		}
	}
	bg := 0.0
	if count > 0 {
		for v, seen := 0, 0; v < 256; v++ {
			if seen += levels[v]; seen > count/2 {
				bg = float64(v)
				break
			}
		}
	}
	hidden := func(line, from, to float64, horizontal bool) bool {
		d := math.Max(2, 0.2*(to-from))
		for _, f := range []float64{0.3, 0.5, 0.7} {
			p := from + f*(to-from)
			a, b := at(p, line-d), at(p, line+d)
			if !horizontal {
				a, b = at(line-d, p), at(line+d, p)
			}
			if math.Abs(a-b) > 4 || math.Abs(a-bg) < 6 {
				return false
			}
		}
		return true
	}
	// fill is the grey on either side of a line along a cell, a tenth of a cell from it
	// (digits keep further off), where each side is one fill there (even: alike at each of
	// three places).
	fill := func(line, from, to float64, horizontal bool) (a, b float64, even bool) {
		d := math.Max(2, 0.1*(to-from))
		var as, bs []float64
		for _, f := range []float64{0.3, 0.5, 0.7} {
			p := from + f*(to-from)
			if horizontal {
				as, bs = append(as, at(p, line-d)), append(bs, at(p, line+d))
			} else {
				as, bs = append(as, at(line-d, p)), append(bs, at(line+d, p))
			}
		}
		slices.Sort(as)
		slices.Sort(bs)
		return as[1], bs[1], as[2]-as[0] <= 4 && bs[2]-bs[0] <= 4
	}
	// Each cell's fills are asked again by every window along it (window's hiddenAlong):
	// kept once found. (A page of text made tables of a hundred rows and more; the fills
	// found anew took 20 of a Read's 34 seconds.)
	type fills struct {
		a, b        uint8 // grey levels: at's
		even, known bool
	}
	hf, vf := make([]fills, (t.rows+1)*t.cols), make([]fills, (t.cols+1)*t.rows)
	keep := func(f *fills, line, from, to float64, horizontal bool) (float64, float64, bool) {
		if !f.known {
			a, b, even := fill(line, from, to, horizontal)
			*f = fills{uint8(a), uint8(b), even, true}
		}
		return float64(f.a), float64(f.b), f.even
	}
	t.hfill = func(r, c int) (float64, float64, bool) {
		return keep(&hf[r*t.cols+c], t.ys[r], t.xs[c], t.xs[c+1], true)
	}
	t.vfill = func(c, r int) (float64, float64, bool) {
		return keep(&vf[c*t.rows+r], t.xs[c], t.ys[r], t.ys[r+1], false)
	}
	t.hcov, t.hraw, t.hpre = lineCoverage(t.rows+1, t.cols,
		func(r, c int) float64 { return share(hz, rks[r], t.xs[c], t.xs[c+1], true) },
		func(r, c int) bool { return hidden(t.ys[r], t.xs[c], t.xs[c+1], true) }, t.hfill)
	t.vcov, t.vraw, t.vpre = lineCoverage(t.cols+1, t.rows,
		func(c, r int) float64 { return share(vt, cks[c], t.ys[r], t.ys[r+1], false) },
		func(c, r int) bool { return hidden(t.xs[c], t.ys[r], t.ys[r+1], false) }, t.vfill)
	// Inside the cells, at a few places between two lines: a lattice of every k-th line of
	// a finer one (a spreadsheet's, a 16×16 grid's box lines) has lines there.
	// The places keep three pixels from the lines (cover looks a pixel either side, and a
	// thin line may be two pixels wide with its edges): small cells have fewer of them.
	inside := func(a, b float64) [][]float64 {
		var out [][]float64
		for _, f := range []float64{0.22, 0.36, 0.5, 0.64, 0.78} {
			at := a + f*(b-a)
			if at >= a+3 && at <= b-3 || f == 0.5 {
				out = append(out, []float64{at})
			}
		}
		return out
	}
	// A line runs through a cell when one run of edge covers most of it; a digit's edges
	// cover at most its width.
	through := func(run float64) float64 {
		if run >= 0.8 {
			return 1
		}
		return 0
	}
	// Only the windows whose lines are all there ask (a page of text's tables have
	// hundreds of rows, few such windows): each row's (column's) are found on first use.
	t.hmid, t.hrun = make([][][]float64, t.rows), make([][][]float64, t.rows)
	t.vmid, t.vrun = make([][][]float64, t.cols), make([][][]float64, t.cols)
	t.middle = func(horizontal bool, a int) {
		m, lines, across, mids, runs, lim := hz, t.ys, t.xs, t.hmid, t.hrun, h-1
		if !horizontal {
			m, lines, across, mids, runs, lim = vt, t.xs, t.ys, t.vmid, t.vrun, w-1
		}
		for _, mid := range inside(lines[a], lines[a+1]) {
			ks := nearLines(mid, lim)
			near := math.Min(mid[0]-lines[a], lines[a+1]-mid[0]) < 4
			sh, rn := make([]float64, len(across)-1), make([]float64, len(across)-1)
			for b := range sh {
				var run float64
				sh[b], run = cover(m, ks, across[b], across[b+1], horizontal)
				if rn[b] = through(run); rn[b] == 1 && near && ringing(g, ks, across[b], across[b+1], horizontal) {
					rn[b] = 0
				}
			}
			mids[a], runs[a] = append(mids[a], sh), append(runs[a], rn)
		}
	}
	t.fine, t.scale = fine, float64(fine.Rect.Dx())/float64(w)
	t.g, t.bg = g, bg
	return t
}

// ringing reports whether the run of edge along [from, to] of g at rows (columns) ks,
// under 4 pixels from a line, is its JPEG ringing (in its 8-pixel block: a halved Calc
// block's dark borders, issue 23): faint steps (their largest across ks under twice
// edgeStep on average) on a light fill (200 or lighter).
func ringing(g *image.Gray, ks []int, from, to float64, horizontal bool) bool {
	step, grey := raster.StepsAlong(g, ks, int(math.Ceil(from)), int(to), horizontal)
	return step < 2*edgeStep && grey >= 200
}

// heavyBoxes reports whether the k×k window at r0, c0 (k 9 or 16) has its box lines drawn
// heavier than all its cells' lines, both ways: box borders a sheet's author drew over its
// thin lines (or a grid's thick box lines) mark the grid among the windows of one lattice.
// A line's weight is its ink summed across it (two pixels either side: a thick line
// weighs more than a thin one of the same grey) along the window.
func (t *table) heavyBoxes(r0, c0, k int) bool {
	if k < 9 {
		return false
	}
	if t.hwt == nil {
		w, h := t.g.Rect.Dx(), t.g.Rect.Dy()
		weight := func(line, from, to float64, horizontal bool) float64 {
			lo, hi, sum := max(int(math.Ceil(from)), 0), int(to), 0.0
			a := int(math.Round(line))
			for p := lo; p <= hi; p++ {
				for k := a - 2; k <= a+2; k++ {
					x, y := p, k
					if !horizontal {
						x, y = k, p
					}
					if x >= 0 && x < w && y >= 0 && y < h {
						sum += math.Abs(float64(t.g.Pix[y*t.g.Stride+x]) - t.bg)
					}
				}
			}
			return sum / float64(max(hi-lo+1, 1))
		}
		t.hwt, t.vwt = make([][]float64, t.rows+1), make([][]float64, t.cols+1)
		for r := range t.hwt {
			t.hwt[r] = make([]float64, t.cols)
			for c := range t.cols {
				t.hwt[r][c] = weight(t.ys[r], t.xs[c], t.xs[c+1], true)
			}
		}
		for c := range t.vwt {
			t.vwt[c] = make([]float64, t.rows)
			for r := range t.rows {
				t.vwt[c][r] = weight(t.xs[c], t.ys[r], t.ys[r+1], false)
			}
		}
	}
	box := BoxRows(k)
	heavy := func(wts [][]float64, first, from int) bool {
		light, heavy := 0.0, math.Inf(1)
		for i := first; i <= first+k; i++ {
			s := 0.0
			for _, v := range wts[i][from : from+k] {
				s += v
			}
			if (i-first)%box == 0 {
				heavy = math.Min(heavy, s)
			} else {
				light = math.Max(light, s)
			}
		}
		return heavy > 1.5*light && heavy > 0
	}
	return heavy(t.hwt, r0, c0) && heavy(t.vwt, c0, r0)
}

// heavierNear reports whether the k×k window at r0, c0 (9×9 or larger) has box lines no
// heavier than its cells' while a window of the table one or two rows or columns off it,
// whose lines are all there, has them heavier (heavyBoxes): a sheet's block drawn with
// box borders, beside empty cells whose lines the block's tinted boxes hide. A window at
// the sheet's first row and column (no line of the run before it, the headers' lines
// another pitch) then looks closed, the lines beyond its other sides hidden along its
// tinted boxes (issue 23: a block two rows and columns off, 51 cells wrong); the block's
// own box lines tell which window is the grid.
func (t *table) heavierNear(r0, c0, k, w, h int) bool {
	if k < 9 || t.heavyBoxes(r0, c0, k) {
		return false
	}
	for r := max(r0-2, 0); r <= r0+2 && r+k <= t.rows; r++ {
		for c := max(c0-2, 0); c <= c0+2 && c+k <= t.cols; c++ {
			if r == r0 && c == c0 || !t.heavyBoxes(r, c, k) {
				continue
			}
			if ok, _ := t.window(r, c, k, w, h); ok {
				return true
			}
		}
	}
	return false
}

// cells works out what the table's cells hold, on first use: only tables with a window
// whose lines are all there need it.
func (t *table) cells() {
	if t.med != nil {
		return
	}
	// What the cells hold is seen in the finer picture: small cells' digits keep their ink.
	fine, f := t.fine, t.scale
	fw, fh := fine.Rect.Dx(), fine.Rect.Dy()
	t.occupied = make([][]bool, t.rows)
	t.med = make([][]float64, t.rows)
	var hist [256]int
	for r := range t.rows {
		t.occupied[r] = make([]bool, t.cols)
		t.med[r] = make([]float64, t.cols)
		for c := range t.cols {
			x0, x1, y0, y1 := f*t.xs[c], f*t.xs[c+1], f*t.ys[r], f*t.ys[r+1]
			// The margin is a share of the shorter side: a digit may sit at the side of a
			// cell wider than tall (spreadsheets align numbers right).
			m := 0.18 * math.Min(x1-x0, y1-y0)
			clear(hist[:])
			cnt := 0
			for y := max(int(y0+m), 0); y < min(int(y1-m), fh); y++ {
				for x := max(int(x0+m), 0); x < min(int(x1-m), fw); x++ {
					hist[fine.Pix[y*fine.Stride+x]]++
					cnt++
				}
			}
			if cnt == 0 {
				continue
			}
			med := raster.Median(&hist, cnt)
			t.med[r][c] = med
			ink := 0
			for v, k := range hist {
				if math.Abs(float64(v)-med) > 40 {
					ink += k
				}
			}
			ink -= edgeBands(fine, max(int(x0+m), 0), max(int(y0+m), 0), min(int(x1-m), fw), min(int(y1-m), fh), med)
			// A digit's ink is a share of a square of the cell's height: a cell much wider
			// than tall (a sheet's) holds as little ink as a square one.
			side := math.Min(x1-x0, y1-y0) - 2*m
			share := float64(ink) / float64(cnt)
			t.occupied[r][c] = float64(ink) > 0.02*math.Min(float64(cnt), side*side) && share < 0.6
		}
	}
}

// midLined reports whether a line runs through the middle of cell r, c: one of the lines
// midLines found there, crossing the cell (hrun, vrun).
func (t *table) midLined(r, c int) bool { return t.midAcross(r, c) || t.midDown(r, c) }

// midAcross reports whether a horizontal line midLines found runs through the middle of
// cell r, c; midDown the same for a vertical one.
func (t *table) midAcross(r, c int) bool {
	return t.midRow != nil && t.midRow[r] && runThrough(t.runs(true, r), c)
}

func (t *table) midDown(r, c int) bool {
	return t.midCol != nil && t.midCol[c] && runThrough(t.runs(false, c), r)
}

// mids returns hmid[a] (vmid[a] when not horizontal), worked out on first use; runs
// returns hrun[a] (vrun[a]).
func (t *table) mids(horizontal bool, a int) [][]float64 {
	if horizontal {
		if t.hmid[a] == nil {
			t.middle(true, a)
		}
		return t.hmid[a]
	}
	if t.vmid[a] == nil {
		t.middle(false, a)
	}
	return t.vmid[a]
}

func (t *table) runs(horizontal bool, a int) [][]float64 {
	t.mids(horizontal, a)
	if horizontal {
		return t.hrun[a]
	}
	return t.vrun[a]
}

// runThrough reports whether one run of edge crosses cell i at one of the places between
// its row's (column's) lines that runs holds (hrun[r] or vrun[c]).
func runThrough(runs [][]float64, i int) bool {
	for _, rn := range runs {
		if rn[i] == 1 {
			return true
		}
	}
	return false
}

// midLines marks, for each cell between lines, whether a peak of ps as strong as half
// strength (the lattice's mean) lies in its middle third: a line through the middle of
// every cell of that row (column), the cells two of a finer lattice's (a sheet's rows
// past a block, half as tall, every other line of theirs in the table's run). Their ink
// is that line, not digits: counted as digits, such empty cells drew a block's window
// rows down onto them (issue 23: 52 cells wrong).
func midLines(ps []peak, lines []float64, strength float64) []bool {
	out := make([]bool, len(lines)-1)
	for i := range out {
		a, b := lines[i], lines[i+1]
		lo := sort.Search(len(ps), func(k int) bool { return ps[k].at > a+(b-a)/3 })
		for k := lo; k < len(ps) && ps[k].at < b-(b-a)/3; k++ {
			if ps[k].strength >= 0.5*strength {
				out[i] = true
				break
			}
		}
	}
	return out
}
