package lattice

import (
	"context"
	"image"
	"math"
	"slices"
	"sort"
)

// crossed looks for a grid of n×n cells (n 0: 9 or 16) whose lines one way are all there
// but whose lines the other way are broken: k+1 lines of one progression (cs, found in
// the edge map along them) that start and end together, k cells apart each way, mark the
// grid's two outer lines across them; the lines between are put evenly, and most of them
// must be among the peaks found that way (across). Chromium at a page zoom of 80% drops a
// hairline grid's lines in places (a gap of 0.8 pixel rounded to none): the top rows'
// lines and the outer border's top are gone, the columns' lines run on to where the
// border was, and no progression of rows reaches it. Find asks it only when it found no
// window. transpose says the progressions are of columns (m the vertical edges): the
// lines found are then the columns'. It returns the lines along the progression (at) and
// across it (cross), in the picture's pixels. It asks ctx before each progression and
// each window's content; once ctx has ended it finds nothing: the caller asks ctx why.
func crossed(ctx context.Context, g, fine *image.Gray, m []uint8, w, h int, ps []progression, across []peak, n int, transpose bool) (Lines, bool) {
	var best Lines
	bestKey := math.Inf(-1)
	for _, p := range ps {
		if ctx.Err() != nil {
			return Lines{}, false
		}
		// Each line's longest run of edge along it (gaps of two pixels bridged).
		lo, hi := make([]float64, len(p.lines)), make([]float64, len(p.lines))
		for i := range p.lines {
			lo[i], hi[i] = lineRun(m, w, h, p.at[i], transpose)
		}
		for _, k := range []int{16, 9} {
			if n > 0 && k != n || k+1 > len(p.lines) {
				continue
			}
			for c0 := 0; c0+k < len(p.lines); c0++ {
				a, b, ok := commonEnds(lo[c0:c0+k+1], hi[c0:c0+k+1], p.pitch)
				if !ok || b-a < 0.1*float64(min(w, h)) {
					continue
				}
				// The lines beside the window do not run the same way: not a grid of
				// a larger lattice whose lines across are missing.
				if c0 > 0 && sameRun(lo[c0-1], hi[c0-1], a, b, p.pitch) || c0+k+1 < len(p.lines) && sameRun(lo[c0+k+1], hi[c0+k+1], a, b, p.pitch) {
					continue
				}
				step := (b - a) / float64(k)
				if r := p.pitch / step; r < 0.45 || r > 3.2 {
					continue
				}
				cross := make([]float64, k+1)
				found := 0
				for i := range cross {
					cross[i] = a + float64(i)*step
					tol := math.Max(2, 0.1*step)
					j := sort.Search(len(across), func(j int) bool { return across[j].at >= cross[i]-tol })
					if j < len(across) && across[j].at <= cross[i]+tol {
						found++
					}
				}
				// Most lines across are there (the grid's, broken), and some missing:
				// else Find's own windows decide.
				if 2*found <= k+1 || found == k+1 {
					continue
				}
				along := slices.Clone(p.lines[c0 : c0+k+1])
				if !regular(along, BoxRows(k), true) {
					continue
				}
				l := Lines{N: k, Xs: along, Ys: cross}
				if !transpose {
					l.Xs, l.Ys = cross, along
				}
				if ctx.Err() != nil {
					return Lines{}, false
				}
				key := crossedContent(g, fine, l)
				if key > bestKey {
					best, bestKey = l, key
				}
			}
		}
	}
	return best, best.N > 0
}

// crossedContent scores the cells of l as Find scores a window's (the share of cells with
// ink shaped like a digit; -Inf when next to none).
func crossedContent(g, fine *image.Gray, l Lines) float64 {
	rp := progression{lines: l.Ys, at: make([][]float64, len(l.Ys))}
	cp := progression{lines: l.Xs, at: make([][]float64, len(l.Xs))}
	for i, y := range l.Ys {
		rp.at[i] = []float64{y}
	}
	for i, x := range l.Xs {
		cp.at[i] = []float64{x}
	}
	w, h := g.Rect.Dx(), g.Rect.Dy()
	t := newTable(g, fine, make([]uint8, w*h), make([]uint8, w*h), rp, cp)
	return t.content(0, 0, l.N)
}

// lineRun returns where the longest run of edge along a line (its candidates ats, each
// looked at a pixel either side) starts and ends; m is w×h, transpose says the line is
// vertical.
func lineRun(m []uint8, w, h int, ats []float64, transpose bool) (from, to float64) {
	span, lim := w, h-1
	if transpose {
		span, lim = h, w-1
	}
	ks := nearLines(ats, lim)
	start, best, bestFrom, gap := -1, 0, 0, 0
	for x := range span {
		inked := false
		for _, k := range ks {
			if !transpose && m[k*w+x] != 0 || transpose && m[x*w+k] != 0 {
				inked = true
				break
			}
		}
		switch {
		case inked:
			if start < 0 {
				start = x
			}
			gap = 0
			if x-start+1 > best {
				best, bestFrom = x-start+1, start
			}
		case start >= 0:
			if gap++; gap > 2 {
				start, gap = -1, 0
			}
		}
	}
	return float64(bestFrom), float64(bestFrom + best - 1)
}

// commonEnds reports whether the runs [lo[i], hi[i]] start and end together (within a
// tenth of pitch, 2 pixels at least), and where: their medians.
func commonEnds(lo, hi []float64, pitch float64) (a, b float64, ok bool) {
	a, b = median(slices.Clone(lo)), median(slices.Clone(hi))
	for i := range lo {
		if !sameRun(lo[i], hi[i], a, b, pitch) {
			return 0, 0, false
		}
	}
	return a, b, b > a
}

// sameRun reports whether the run [lo, hi] starts at a and ends at b, within a tenth of
// pitch (2 pixels at least).
func sameRun(lo, hi, a, b, pitch float64) bool {
	tol := math.Max(2, 0.1*pitch)
	return math.Abs(lo-a) <= tol && math.Abs(hi-b) <= tol
}
