// The first step of Find: the picture's edge maps (each pixel's step to the next one down
// and right) and each row's or column's line strength along them.

package lattice

import (
	"image"
	"math"
)

// edgeStep is the grey-level step between neighbouring pixels that counts as an edge: light
// tints and thin grey spreadsheet lines are steps of 10 to 40.
const edgeStep = 7

// faintStep is FindFaint's edgeStep: a sheet's light grey lines halved and saved as JPEG
// are steps of 5 or 6 from white in some rows (8 or 9 in others); from 4 or 5 the JPEG's
// noise hides the window in some (5 is tried after it: fainterStep).
const faintStep = 6

// fainterStep is FindFaint's second step: a sheet's grey lines at a pixel and a half's
// place in a picture halved (a sheet at pixel ratio 2, halved, then halved to search),
// spread over two pixels as steps of 5 from white.
const fainterStep = 5

// edges marks, for each pixel, whether the step to the pixel below (horizontal edges) and
// to the pixel on the right (vertical edges) is at least edgeStep.
func edges(g *image.Gray) (hz, vt []uint8) { return edgesOf(g, edgeStep) }

// edgesOf is edges with step as the least grey-level step.
func edgesOf(g *image.Gray, step uint8) (hz, vt []uint8) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	hz, vt = make([]uint8, w*h), make([]uint8, w*h)
	for y := range h {
		row := g.Pix[y*g.Stride : y*g.Stride+w]
		var below []uint8
		if y+1 < h {
			below = g.Pix[(y+1)*g.Stride : (y+1)*g.Stride+w]
		}
		for x, v := range row {
			if below != nil && absDiff(v, below[x]) >= step {
				hz[y*w+x] = 1
			}
			if x+1 < w && absDiff(v, row[x+1]) >= step {
				vt[y*w+x] = 1
			}
		}
	}
	return hz, vt
}

// dimSpan is how many pixels along a line dimEdges averages; dimStep is the least step
// between two such means that counts as an edge, in dimSpan-ths of a grey level.
const (
	dimSpan = 8
	dimStep = 12
)

// dimEdges marks, for each pixel, whether the mean of the dimSpan pixels around it along
// its row in the row below differs from their mean in the row above by dimStep/dimSpan
// grey levels or more (horizontal edges), and likewise down its column between the
// columns either side (vertical edges), where no pixel there steps by edgeStep
// ([markRuns]); and the edges of [edges].
func dimEdges(g *image.Gray) (hz, vt []uint8) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	hz, vt = make([]uint8, w*h), make([]uint8, w*h)
	at := func(x, y int) int { return int(g.Pix[y*g.Stride+x]) }
	// d is the step from the pixel before to the pixel after (a JPEG's band has soft
	// sides, a level a pixel); a window's sum of d is the step between the two means.
	d := make([]int, max(w, h))
	for y := 1; y+1 < h; y++ {
		for x := range w {
			d[x] = at(x, y+1) - at(x, y-1)
		}
		markRuns(hz[y*w:(y+1)*w], d[:w])
	}
	col := make([]uint8, h)
	for x := 1; x+1 < w; x++ {
		for y := range h {
			d[y] = at(x+1, y) - at(x-1, y)
		}
		clear(col)
		markRuns(col, d[:h])
		for y, v := range col {
			vt[y*w+x] = v
		}
	}
	// The edges Find sees are edges too: a dark theme's box lines are bright.
	shz, svt := edges(g)
	for i := range hz {
		hz[i] |= shz[i]
		vt[i] |= svt[i]
	}
	return hz, vt
}

// markRuns sets out[i] when the sum of d over the dimSpan entries around i is at least
// dimStep either way and none of them is a step of edgeStep or more (a digit's or a
// bright line's edges, which Find sees; averaged they would run on past the digit).
func markRuns(out []uint8, d []int) {
	n := len(d)
	if n < dimSpan {
		return
	}
	big := func(v int) int {
		if v >= edgeStep || v <= -edgeStep {
			return 1
		}
		return 0
	}
	sum, bigs := 0, 0
	for i := range dimSpan {
		sum += d[i]
		bigs += big(d[i])
	}
	for i := range n {
		if lo := i - dimSpan/2; lo > 0 && lo+dimSpan <= n {
			sum += d[lo+dimSpan-1] - d[lo-1]
			bigs += big(d[lo+dimSpan-1]) - big(d[lo-1])
		}
		if bigs == 0 && (sum >= dimStep || sum <= -dimStep) {
			out[i] = 1
		}
	}
}

func absDiff(a, b uint8) uint8 { return max(a, b) - min(a, b) }

// runLength is the shortest run of edge pixels (gaps of up to two pixels bridged) that
// counts towards a line: longer than the flat top of most digits at the sizes scan reads.
const runLength = 12

// strength returns, for each row of an edge map (w×h, rows along the lines), the number of
// its pixels in runs of at least runLength.
func strength(m []uint8, w, h int, transpose bool) []float64 {
	rows, cols := h, w
	if transpose {
		rows, cols = w, h
	}
	out := make([]float64, rows)
	at := func(r, c int) bool {
		if transpose {
			return m[c*w+r] != 0
		}
		return m[r*w+c] != 0
	}
	for r := range rows {
		run, gap, total := 0, 0, 0
		flush := func() {
			if run >= runLength {
				total += run
			}
			run, gap = 0, 0
		}
		for c := range cols {
			if at(r, c) {
				run += 1 + gap
				gap = 0
			} else if run > 0 {
				gap++
				if gap > 2 {
					flush()
				}
			}
		}
		flush()
		out[r] = float64(total)
	}
	return out
}

// rising returns, for each row of an edge map m of g (rows along the lines, as strength),
// the share of its edge pixels where the grey rises across the edge (to the pixel below, or
// on the right): a dark line's two edges, a pixel or two apart, fall then rise; a tile's
// or a digit's side does one of the two along its length.
func rising(g *image.Gray, m []uint8, transpose bool) []float64 {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	rows, cols := h, w
	if transpose {
		rows, cols = w, h
	}
	out := make([]float64, rows)
	for r := range rows {
		up, all := 0, 0
		for c := range cols {
			x, y, dx, dy := c, r, 0, 1
			if transpose {
				x, y, dx, dy = r, c, 1, 0
			}
			if m[y*w+x] == 0 || x+dx >= w || y+dy >= h {
				continue
			}
			all++
			if g.Pix[(y+dy)*g.Stride+x+dx] > g.Pix[y*g.Stride+x] {
				up++
			}
		}
		out[r] = float64(up) / float64(max(all, 1))
	}
	return out
}

// edgePeaks is peaks of edge map m of g (rows along the lines, transposed for columns).
// copies, set for Find's map (edgeStep), places a wide peak of a faint line and its JPEG
// ringing's copy on the line (ringingCopy); the fainter maps' peaks hold more such pairs
// of the noise's, and FindFaint's windows were measured without it.
func edgePeaks(g *image.Gray, m []uint8, transpose bool, minLen float64, copies bool) []peak {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	return peaks(strength(m, w, h, transpose), rising(g, m, transpose), minLen, func(first, last int, least float64) (float64, bool) {
		return thinLineIn(g, m, transpose, first, last, least/2, copies)
	})
}

// thinLineIn looks, among the rows first..last of edge map m of g (rows along the lines,
// as strength) that make one wide peak, for a line one or two pixels thick, thinStep grey
// levels darker (or lighter) than the pixels either side along the edges beside it: a
// thin line whose JPEG ringing (the 8-pixel block it lies in, on one side of it) put
// edges over the pixels beside it, the peak's middle a few pixels off the line (a Calc
// block's black borders at 70%: issue 23). The line runs along least pixels at least. It
// returns the line's place as a peak's (between its two edges), when there is one such
// line only; with copies, when there is none, a faint line with its ringing's copy
// (ringingCopy).
func thinLineIn(g *image.Gray, m []uint8, transpose bool, first, last int, least float64, copies bool) (float64, bool) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	rows, cols := h, w
	if transpose {
		rows, cols = w, h
	}
	pix := func(r, c int) int {
		if transpose {
			return int(g.Pix[c*g.Stride+r])
		}
		return int(g.Pix[r*g.Stride+c])
	}
	edge := func(r, c int) bool {
		if transpose {
			return m[c*w+r] != 0
		}
		return m[r*w+c] != 0
	}
	// A line at r, thick 1 or 2: along the columns where it has an edge before it and
	// after it, each of its rows' sum of greys and those of the rows either side.
	at, found := 0.0, 0
	var faint []faintLine // each r's deepest line, when none is thinStep deep
	for r := max(first, 1); r <= last+1 && r+2 < rows; r++ {
		deepest := faintLine{}
		for thick := 1; thick <= 2; thick++ {
			if r+thick >= rows {
				continue
			}
			var in [2]int
			var before, after, n int
			for c := range cols {
				if !edge(r-1, c) || !edge(r+thick-1, c) {
					continue
				}
				for k := range thick {
					in[k] += pix(r+k, c)
				}
				before += pix(r-1, c)
				after += pix(r+thick, c)
				n++
			}
			if n < 12 || float64(n) < least {
				continue
			}
			// depth: how much darker (or lighter) than both rows beside it the line's
			// lightest (darkest) row is, in grey levels.
			dark, light := math.Inf(1), math.Inf(1)
			for _, v := range in[:thick] {
				dark = math.Min(dark, float64(min(before-v, after-v))/float64(n))
				light = math.Min(light, float64(min(v-before, v-after))/float64(n))
			}
			l := faintLine{float64(r) - 1 + float64(thick)/2, math.Max(dark, light)}
			if l.depth >= thinStep {
				at = l.at
				found++
				deepest = faintLine{}
				break
			}
			if l.depth > deepest.depth {
				deepest = l
			}
		}
		if deepest.depth > 0 {
			faint = append(faint, deepest)
		}
	}
	if found == 0 && copies {
		return ringingCopy(faint, first, last)
	}
	return at, found == 1
}

// faintLine is a thin line's place (as a peak's) and depth in grey levels (thinLineIn).
type faintLine struct{ at, depth float64 }

// ringingCopy is the place of the deepest of a wide peak's faint thin lines (rows first
// to last) when the peak is that line and a fainter copy of it: a sheet's light grey line
// (20 levels under white), halved and saved as JPEG, whose ringing in its 8-pixel block
// drew a copy three pixels away (8 levels), the two one peak whose middle is off the line
// (issue 23, Chromium 0x54002 sheet-9-04: the row runs through the block broke there).
// The peak is five rows at most; the line is faintDepth to three times that deep (a
// deeper line's peak is a tile's, a thick line's or a box line's with what lies beside
// it); it has one copy, two pixels from it or more, a fifth to two thirds as deep.
func ringingCopy(ls []faintLine, first, last int) (float64, bool) {
	best := faintLine{}
	for _, l := range ls {
		if l.depth > best.depth {
			best = l
		}
	}
	if last-first > 5 || best.depth < faintDepth || best.depth >= 3*faintDepth {
		return 0, false
	}
	copies := 0
	for _, l := range ls {
		if math.Abs(l.at-best.at) >= 2 && 5*l.depth >= best.depth {
			if 3*l.depth > 2*best.depth {
				return 0, false
			}
			copies++
		}
	}
	return best.at, copies == 1
}

// faintDepth is how deep (in grey levels) ringingCopy's line is at least.
const faintDepth = 10

// thinAt is thin(first, last, least) when thin is not nil.
func thinAt(thin func(first, last int, least float64) (float64, bool), first, last int, least float64) (float64, bool) {
	if thin == nil {
		return 0, false
	}
	return thin(first, last, least)
}

// thinStep is how much darker (or lighter) than the pixels either side thinLineIn's line
// is, in grey levels.
const thinStep = 80
