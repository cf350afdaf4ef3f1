package lattice

import (
	"context"
	"image"
	"math"
	"slices"
	"sort"
)

// Lines are an upright grid of N×N cells found by the regular spacing of its lines or cell
// edges: the N+1 positions of its lines each way, in the searched picture's pixels. The
// zero value is no grid (N 0). Nothing here changes Lines once returned ([Refine] moves
// lines in copies), so goroutines may share them as long as none writes to Xs or Ys.
type Lines struct {
	N      int
	Xs, Ys []float64 // columns' lines left to right, rows' lines top to bottom
	score  float64   // how Find ranked them among the windows it found
	// others are open windows of the same lattice a row or column or two off that Find
	// ranked (nearly) as high: see [Lines.Others].
	others []Lines
	// split is set when the lines inside the boxes are the boxes' equal parts ([Boxes]).
	split bool
}

// Split reports whether the lines inside l's boxes were made up (the boxes' equal parts, [Boxes]).
func (l Lines) Split() bool { return l.split }

// Others returns the open windows of N×N cells of the same lines, a row or a column or
// two off l, that Find ranked within a few cells' content of l (best first), when Find
// took l as an open window: a sheet's block whose first or last row or column is empty
// fits a window one off as well, and only its puzzle tells which. Nil otherwise.
func (l Lines) Others() []Lines { return l.others }

// Scaled returns l, and its Others, with every line's position times f.
func (l Lines) Scaled(f float64) Lines {
	mul := func(a []float64) []float64 {
		b := make([]float64, len(a))
		for i, v := range a {
			b[i] = v * f
		}
		return b
	}
	out := Lines{N: l.N, Xs: mul(l.Xs), Ys: mul(l.Ys), score: l.score, split: l.split}
	for _, o := range l.others {
		out.others = append(out.others, o.Scaled(f))
	}
	return out
}

// Pitches are the width of l's columns and the height of its rows, on average.
func (l Lines) Pitches() (x, y float64) {
	return (l.Xs[l.N] - l.Xs[0]) / float64(l.N), (l.Ys[l.N] - l.Ys[0]) / float64(l.N)
}

// Finer looks again for a lattice of small cells (under 10 pixels of the work
// picture g, a spreadsheet's at its default zoom) in the finer picture, where its lines
// are twice as far apart and a line is not a pixel off: the window found in g may be a
// row or a column off. It returns l when the finer picture is no finer or has no lattice.
func Finer(ctx context.Context, g, fine *image.Gray, n int, l Lines) Lines {
	f := float64(fine.Rect.Dx()) / float64(g.Rect.Dx())
	if px, py := l.Pitches(); f < 1.5 || px >= 10 && py >= 10 {
		return l
	}
	fl, ok := Find(ctx, fine, fine, n)
	if !ok {
		return l
	}
	fl = fl.Scaled(1 / f)
	// It corrects the window by a few cells (the work picture's lines of tiny cells are
	// a pixel off, and the window a row or three off), or its size (a 9×9 block of small
	// cells with its neighbours' digits taken for a 16×16's); cells of another size, or a
	// window that does not overlap, are another grid.
	for _, d := range [2][2][]float64{{l.Xs, fl.Xs}, {l.Ys, fl.Ys}} {
		a, b := d[0], d[1]
		pa, pb := (a[l.N]-a[0])/float64(l.N), (b[fl.N]-b[0])/float64(fl.N)
		if math.Abs(pa-pb) > 0.1*pa || math.Abs(a[0]-b[0]) > 0.45*float64(min(l.N, fl.N))*pa {
			return l
		}
	}
	return fl
}

// maxOthers bounds Lines.Others; othersWithin is how far below the best window's rank
// one of them may be (a share of its cells holding digits: four cells of 81).
const (
	maxOthers    = 4
	othersWithin = 0.05
)

// Find looks for an upright grid of n×n cells in g (n 0: 4, 6, 9 or 16 cells, as the
// lines say); fine is a finer copy of g (or g itself) in which the cells' ink is looked
// at. Among the windows of n×n cells whose lines are all there, it prefers a closed one
// (no line of the same run one pitch beyond any side: not part of a larger grid), then
// the one whose cells hold the most ink shaped like digits. The Lines are in g's pixels.
// When ctx ends, Find stops soon after and finds nothing: the caller asks ctx why.
func Find(ctx context.Context, g, fine *image.Gray, n int) (Lines, bool) {
	return find(ctx, g, fine, n, edgeStep)
}

// FindFaint is Find with lines of fainter edges (grey-level steps from faintStep, then
// from fainterStep, not edgeStep): a sheet whose light grey lines, halved and saved as
// JPEG, are lost in some rows, the block then found rows off where the lines remain, or
// in some columns (a line halved across two pixels: the block's run of columns broken,
// or none found). It returns the window found at each step, faintStep's first, and each
// one's Others after it; none (nil) when neither step finds one. As slow as two Finds:
// scan asks it only when the window it took has no unique puzzle.
func FindFaint(ctx context.Context, g, fine *image.Gray, n int) []Lines {
	var found []Lines
	for _, step := range []uint8{faintStep, fainterStep} {
		if l, ok := find(ctx, g, fine, n, step); ok {
			found = append(append(found, l), l.Others()...)
		}
	}
	return found
}

// FindDim is Find with the edges of dim lines: steps between means of dimSpan pixels
// along the line ([dimEdges]). A dark theme's lines a grey level or two off its cells,
// halved and saved as JPEG, are lost in the JPEG's noise pixel by pixel but run on as
// steps of the means (the JPEG spreads a thin line over its 8-pixel block, a band a level
// or two lighter). A band is where its block is, up to half a block off the line: the
// runs of lines are looked for with dimSlack pixels' tolerance and straightened (a
// screenshot's lines are evenly spaced). scan asks it only when nothing else found a grid.
func FindDim(ctx context.Context, g, fine *image.Gray, n int) (Lines, bool) {
	return find(ctx, g, fine, n, dimEdgesStep)
}

// dimSlack is how far FindDim's lines may be from a run's even spacing, in pixels: half a
// JPEG block and a little more.
const dimSlack = 4.5

// sizes are the grids' sizes Find looks for, in the order it ranks their windows.
var sizes = [...]int{16, 9, 6, 4}

// find is Find with the edges of step (dimEdgesStep: FindDim's). It takes the edge maps,
// the runs of lines and the windows of each pair of runs' table from ctx's Cache when an
// earlier search of g with those edges found them ([WithCache]), and ranks them for n.
// It asks ctx before each table of lines and each row of its windows (the searches that run
// long: a page of text makes tables of hundreds of rows), and finds nothing once ctx ended.
func find(ctx context.Context, g, fine *image.Gray, n int, step uint8) (Lines, bool) {
	c := cacheOf(ctx)
	c.mu.Lock()
	defer c.mu.Unlock()
	s := c.search(ctx, g, fine, step)
	if s == nil {
		return Lines{}, false
	}
	w, h := g.Rect.Dx(), g.Rect.Dy()
	var best Lines
	bestKey := math.Inf(-1)
	var bestP *pair // best's pair of runs and first row and column in its table
	var bestR, bestC int
	type window struct {
		p         *pair
		ys, xs    []float64
		r0, c0, k int
		key       float64
	}
	var open []window // every open window of 9 cells or more, for best's Others
	for i, rp := range s.rowsP {
		for j, cp := range s.colsP {
			if ctx.Err() != nil {
				return Lines{}, false
			}
			// A sheet's cells at its default size are up to five times wider than tall
			// (LibreOffice Calc's, Google Sheets' 100×21 pixels).
			ratio := cp.pitch / rp.pitch
			if ratio < 0.45 || ratio > 5.5 {
				continue
			}
			p := &s.pairs[i*len(s.colsP)+j]
			for ki, k := range sizes {
				if n > 0 && k != n || k > len(rp.lines)-1 || k > len(cp.lines)-1 {
					continue
				}
				// An open window under 9×9 is ranked only when its size is asked for.
				level := uint8(1)
				if k >= 9 || k == n {
					level = 2
				}
				if p.level[ki] < level {
					ws, ok := s.windows(ctx, c, p, k, level == 2)
					if !ok {
						return Lines{}, false
					}
					p.wins[ki], p.level[ki] = ws, level
				}
				for _, o := range p.wins[ki] {
					if !o.kept && k != n {
						continue
					}
					key := o.key
					if o.closed {
						key += 100
						if n == 0 {
							key += float64(k)
						}
					} else if k >= 9 {
						open = append(open, window{p, rp.lines, cp.lines, o.r0, o.c0, k, key})
					}
					if key > bestKey {
						bestKey = key
						best = Lines{N: k, Ys: rp.lines[o.r0 : o.r0+k+1], Xs: cp.lines[o.c0 : o.c0+k+1], score: key}
						bestP, bestR, bestC = p, o.r0, o.c0
					}
				}
			}
			p.t = nil // its windows are kept: built again only if asked for more
		}
	}
	if n == 0 && best.N == 9 {
		if l, ok := s.table(c, bestP).around(bestR, bestC, w, h); ok {
			bestP.t = nil
			l.Xs, l.Ys = slices.Clone(l.Xs), slices.Clone(l.Ys)
			return l, true
		}
		bestP.t = nil
	}
	if best.N > 0 && !best.Closed() {
		// The windows a row or column or two off that rank as high: best first, the nearest
		// first among equals.
		var near []window
		for _, o := range open {
			dr, dc := o.r0-bestR, o.c0-bestC
			if o.p == bestP && o.k == best.N && (dr != 0 || dc != 0) && abs(dr) <= 2 && abs(dc) <= 2 && o.key >= bestKey-othersWithin {
				near = append(near, o)
			}
		}
		sort.SliceStable(near, func(a, b int) bool {
			da := abs(near[a].r0-bestR) + abs(near[a].c0-bestC)
			db := abs(near[b].r0-bestR) + abs(near[b].c0-bestC)
			if near[a].key != near[b].key {
				return near[a].key > near[b].key
			}
			return da < db
		})
		for _, o := range near[:min(len(near), maxOthers)] {
			best.others = append(best.others, Lines{N: o.k, Ys: slices.Clone(o.ys[o.r0 : o.r0+o.k+1]), Xs: slices.Clone(o.xs[o.c0 : o.c0+o.k+1]), score: o.key})
		}
	}
	// The lines are the cache's runs': the caller gets its own.
	best.Xs, best.Ys = slices.Clone(best.Xs), slices.Clone(best.Ys)
	if best.N > 0 {
		best = refineInPlace(g, best)
		for i, o := range best.others {
			best.others[i] = refineInPlace(g, o)
		}
	}
	if best.N == 0 {
		// No window: the lines one way may be broken (a hairline grid at a page zoom).
		s.edges()
		if l, ok := crossed(ctx, g, fine, s.vt, w, h, s.colsP, s.rowPeaks, n, true); ok {
			return l, true
		}
		return crossed(ctx, g, fine, s.hz, w, h, s.rowsP, s.colPeaks, n, false)
	}
	return best, best.N > 0
}

// windows returns the windows of k×k cells of pair p's table whose lines are all there,
// each with its rank before what Find asks for adds (Find's key): row by row, as Find
// ranks them. all takes the open windows under 9×9 too. It builds the table when p has
// none; ok is false when ctx ended.
func (s *search) windows(ctx context.Context, c *Cache, p *pair, k int, all bool) (_ []win, ok bool) {
	rp, cp := s.rowsP[p.i], s.colsP[p.j]
	if k < 9 && !all && (len(rp.lines) > k+3 || len(cp.lines) > k+3) {
		// Only closed windows would be kept, and none is closed in a table of over k+2
		// rows or columns (below): a page of text's tables, 4×4 and 6×6 windows by the
		// thousand, none kept.
		return nil, true
	}
	t := s.table(c, p)
	w, h := s.g.Rect.Dx(), s.g.Rect.Dy()
	var ws []win
	for r0 := 0; r0+k <= t.rows; r0++ {
		if ctx.Err() != nil {
			return nil, false
		}
		for c0 := 0; c0+k <= t.cols; c0++ {
			ok, closed := t.window(r0, c0, k, w, h)
			// A window that looks closed inside a much larger lattice (a sheet's
			// cells whose lines a tint or a box border made weak) is not.
			closed = closed && (k >= 9 || t.rows <= k+2 && t.cols <= k+2)
			// An open window (a block of a spreadsheet's cells) is a 9×9 or a
			// 16×16 grid: which one, and where, its content and the digits
			// just outside it say.
			kept := closed || k >= 9
			if !ok || !kept && !all {
				continue
			}
			// A small lattice may be every k-th line of a finer one (a sheet's,
			// a 16×16 grid's box lines).
			if k <= 9 && (linesInside(s.rowPeaks, t.ys[r0:r0+k+1], rp.strength, rp.digitsBetween) || linesInside(s.colPeaks, t.xs[c0:c0+k+1], cp.strength, cp.digitsBetween)) {
				continue
			}
			// Closed windows first, then (size unknown) the largest, then content.
			key := t.content(r0, c0, k)
			if math.IsInf(key, -1) {
				continue
			}
			// A window whose first row is a sheet's column letters, or whose
			// first column is its row numbers (at the picture's corner, the
			// lines beyond it weak), is no grid's outline: closed only by the
			// headers inside it.
			// Nor is one taking in the headers further in (a strip above them,
			// the formula bar's, taken for its first row: issue 23).
			if closed && (t.headerIn(r0, c0, k) || t.heavierNear(r0, c0, k, w, h)) {
				closed = false
			}
			if closed { // the whole puzzle: 0.1 off for each band or stack with two empty lines
				key -= 0.1 * float64(t.emptyPairs(r0, c0, k))
			}
			if !closed {
				// The grid's digits do not go on past its sides: a window
				// beside the grid's block, or inside a larger one (a 9×9
				// window of a 16×16 grid), has digits just outside it.
				key -= t.outside(r0, c0, k)
			}
			// Box lines drawn heavier than the cells' (a sheet's author's
			// borders) mark the grid ahead of a window a column or two off,
			// which content and the digits outside may not tell apart (a
			// selected cell's frame beside the grid counts as a digit).
			if t.heavyBoxes(r0, c0, k) {
				key += 0.5
			}
			ws = append(ws, win{r0, c0, closed, kept, key})
		}
	}
	return ws, true
}

// near reports whether a is within tol (a fraction) of b.
func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol*b }

func abs(a int) int { return max(a, -a) }

// median returns the middle of v (the upper one of an even count), sorting v in place.
func median(v []float64) float64 {
	slices.Sort(v)
	return v[len(v)/2]
}
