package lattice

import (
	"context"
	"image"
	"math"
	"slices"
	"sort"

	"github.com/sudokubot/sudokubot/scan/internal/raster"
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

// Split reports whether the lines inside l's boxes were made up, the boxes' equal parts
// ([Boxes]), not found.
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

// maxOthers bounds Lines.Others; othersWithin is how far below the best window's rank
// one of them may be (a share of its cells holding digits: four cells of 81).
const (
	maxOthers    = 4
	othersWithin = 0.05
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

func absDiff(a, b uint8) uint8 {
	if a > b {
		return a - b
	}
	return b - a
}

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

// peak is a line candidate: a position (the strength-weighted centre of a few neighbouring
// rows) and its strength. A gap between two tiles or a thick line is one candidate at the
// middle of its two edges, parts.
type peak struct {
	at, strength float64
	parts        []float64 // the edges it stands for (its own position when alone)
	// own is the strength of its own strongest row (strength is its run of rows'): a
	// faint line's edge beside a speck of JPEG ringing are two peaks of one run, of
	// unlike own strengths, not the two sides of a gap.
	own float64
	// both is set when its rows' edges rise along 42–58 % of them and fall along the
	// rest: both edges of a thin line (a pair of edges already, about half each), not one
	// side of a gap or of a thick line. (A quarter to three quarters took KSudoku's
	// translucent tiles' rims, lighter on one side, for thin lines: a board read 6×6.)
	both bool
}

// peaks finds the rows of a strength profile that stand out from their neighbourhood by at
// least minLen pixels of edge, merging rows up to two apart; rise is each row's share of
// rising edges (rising), nil when not known.
//
// thin, when not nil, places a wide peak (rows first..last, more than two apart) on the
// thin line among them it finds along half the peak's strength (least) at least.
func peaks(p, rise []float64, minLen float64, thin func(first, last int, least float64) (float64, bool)) []peak {
	var out []peak
	var cur []int
	flush := func() {
		if len(cur) == 0 {
			return
		}
		top := 0.0
		for _, r := range cur {
			top = math.Max(top, p[r])
		}
		// A peak is a run of strong rows (half the strongest or more) up to two apart: its
		// place is their centre. Weaker rows beside (a digit's edges next to a line) would
		// pull it off the line, and strong rows set apart by weak ones (a line and a
		// column of digits' edges beside it) are peaks of their own.
		var sw, s, own, up float64
		first, last := -1, -1
		emit := func() {
			if first < 0 {
				return
			}
			mid := s / sw
			parts := []float64{mid}
			if last-first > 2 {
				if at, ok := thinAt(thin, first, last, top); ok {
					mid, parts = at, []float64{at}
				} else {
					// Both edges of a line a few pixels wide.
					parts = []float64{float64(first), float64(last)}
				}
			}
			both := rise != nil && up >= 0.42*sw && up <= 0.58*sw
			out = append(out, peak{mid, top, parts, own, both})
			sw, s, own, up, first, last = 0, 0, 0, 0, -1, -1
		}
		for _, r := range cur {
			if 2*p[r] < top {
				continue
			}
			if last >= 0 && r-last > 2 {
				emit()
			}
			sw += p[r]
			s += p[r] * float64(r)
			own = math.Max(own, p[r])
			if rise != nil {
				up += p[r] * rise[r]
			}
			if first < 0 {
				first = r
			}
			last = r
		}
		emit()
		cur = cur[:0]
	}
	win := make([]float64, 0, 24)
	for r := range p {
		// The neighbourhood's median, without the rows next to r.
		win = win[:0]
		for k := max(r-12, 0); k <= min(r+12, len(p)-1); k++ {
			if k < r-2 || k > r+2 {
				win = append(win, p[k])
			}
		}
		sort.Float64s(win)
		med := 0.0
		if len(win) > 0 {
			med = win[len(win)/2]
		}
		if p[r]-med >= minLen {
			if len(cur) > 0 && r-cur[len(cur)-1] > 2 {
				flush()
			}
			cur = append(cur, r)
		}
	}
	flush()
	return pairGaps(out)
}

// pairGaps joins two edges much closer to each other than to the edges beside them (under
// a third of both distances): the two sides of the gap between two tiles (or of a thick
// line), which stand for one line of the lattice at their middle, as strong as each other
// (within 15%: both run along the same tiles). The tiles' outer edges stay single, half a
// gap from where the line would be. Only edges of comparable strength (at least half)
// count as neighbours: a digit's short edges between two lines do not.
func pairGaps(ps []peak) []peak {
	comparable := func(a, b peak) bool { return 2*a.strength >= b.strength && 2*b.strength >= a.strength }
	// next returns the first peak after i comparable to ps[i], or -1.
	next := func(i int) int {
		for k := i + 1; k < len(ps); k++ {
			if comparable(ps[i], ps[k]) {
				return k
			}
		}
		return -1
	}
	prev := func(i int) int {
		for k := i - 1; k >= 0; k-- {
			if comparable(ps[i], ps[k]) {
				return k
			}
		}
		return -1
	}
	var out []peak
	skip := make([]bool, len(ps))
	for i := range ps {
		if skip[i] {
			continue
		}
		j := next(i)
		if j >= 0 {
			d := ps[j].at - ps[i].at
			before, after := math.Inf(1), math.Inf(1)
			if k := prev(i); k >= 0 {
				before = ps[i].at - ps[k].at
			}
			if k := next(j); k >= 0 {
				after = ps[k].at - ps[j].at
			}
			// Both edges of a gap run along the same tiles: about as strong. A thin line
			// (both its edges in one peak) is no side of a gap: beside it, the edges of a
			// column of right-aligned digits as strong made a gap of the two, its middle
			// a third of a cell off the line (issue 23, a Calc sheet found a column off).
			similar := 0.85*math.Max(ps[i].strength, ps[j].strength) <= math.Min(ps[i].strength, ps[j].strength) &&
				0.85*math.Max(ps[i].own, ps[j].own) <= math.Min(ps[i].own, ps[j].own) &&
				!ps[i].both && !ps[j].both
			if 3*d < before && 3*d < after && similar {
				a, b := ps[i], ps[j]
				out = append(out, peak{(a.at + b.at) / 2, math.Max(a.strength, b.strength), []float64{a.at, b.at}, math.Max(a.own, b.own), false})
				skip[j] = true
				continue
			}
		}
		out = append(out, ps[i])
	}
	sort.Slice(out, func(a, b int) bool { return out[a].at < out[b].at })
	return out
}

// progression is a run of equally spaced line candidates: the position of every line in
// the run (the centre of the candidates found near it, or one pitch on from the last line
// where the run goes off the picture's border) and their mean pitch.
type progression struct {
	lines    []float64
	pitch    float64
	strength float64     // the mean strength of the lines found
	at       [][]float64 // per line, the candidates found near it (its fitted place if none)
	found    int         // the lines found (the others are past the picture's border)
	// digitsBetween is set when the run is every m-th line of a finer one whose others
	// are columns of digits (thinAmongWide).
	digitsBetween bool
}

// progressions finds the runs of peaks (sorted by position) spaced by a common pitch of at
// least minPitch pixels: from each pair of peaks, each next line is looked for one pitch
// from the last (within a tenth of a pitch, or slack pixels if more: both edges of the gap
// between two tiles are taken as one line, at their middle), the pitch following the lines
// found. A line may be missing only where the run reaches the picture's border. dim is the
// picture's size across the lines.
func progressions(ps []peak, dim int, minPitch, slack float64) []progression {
	var out []progression
	cluster := func(p, tol float64) (at []float64, mean, str float64) {
		lo := sort.Search(len(ps), func(k int) bool { return ps[k].at >= p-tol })
		sw := 0.0
		for k := lo; k < len(ps) && ps[k].at <= p+tol; k++ {
			at = append(at, ps[k].parts...)
			mean += ps[k].strength * ps[k].at
			sw += ps[k].strength
			str = math.Max(str, ps[k].strength)
		}
		if sw > 0 {
			mean /= sw // the strongest candidates count most: a digit's edges little
		}
		return at, mean, str
	}
	// thinAt is the strongest thin line's place (both its edges: peak.both) within a
	// fifth of pitch of p, where a run's next line is looked for (p = last + pitch), or p:
	// a line a little more than a tenth of a pitch off where the run puts it (its pitch
	// from a first pair of lines a thick border's edges moved, in a halved sheet saved as
	// JPEG: issue 23), the run going on one pitch past it, is the line, not its edge or a
	// highlight beside it. (Taken where the run does not go on from it, such lines led a
	// run of a sheet's rows off onto the toolbars' lines, a fifth of a pitch a step: a
	// 16×16 block read as 9×9.) An edge stronger than strong (1.2 times the run's mean
	// line) counts as a thin line: a sheet pane's edge, the first line of a block at the
	// pane's top, reached by a run from the toolbars' lines above at nearly the block's
	// pitch (a Calc block without headers saved as JPEG: issue 23).
	thinAt := func(p, pitch, strong float64) float64 {
		tol, at, best := 0.2*pitch, p, 0.0
		lo := sort.Search(len(ps), func(k int) bool { return ps[k].at >= p-tol })
		for k := lo; k < len(ps) && ps[k].at <= p+tol; k++ {
			if (ps[k].both || ps[k].strength >= strong) && ps[k].strength > best {
				best, at = ps[k].strength, ps[k].at
			}
		}
		return at
	}
	// edgeAt is the edge within tol of p of a peak standing for two (peak.parts), and that
	// peak's strength; 0 when there is none.
	edgeAt := func(p, tol float64) (float64, float64) {
		for _, q := range ps {
			for _, e := range q.parts {
				if len(q.parts) == 2 && math.Abs(e-p) <= tol {
					return e, q.strength
				}
			}
		}
		return 0, 0
	}
	for i := range ps {
		for j := i + 1; j < len(ps); j++ {
			s := ps[j].at - ps[i].at
			if s < minPitch {
				continue
			}
			if s > float64(dim)/3 {
				break
			}
			tol := math.Max(slack, 0.1*s)
			a0, m0, s0 := cluster(ps[i].at, tol/2)
			lines, ats := []float64{m0}, [][]float64{a0}
			total := s0
			runaway := false
			walk := func(dir float64) {
				last, pitch := m0, s
				for {
					// A run of more lines than the picture holds at half minPitch apart is
					// no grid: a tolerance wider than the pitch pulled each line back onto
					// the last (a halved sheet's JPEG noise), and the walk would never end.
					if runaway = float64(len(lines)) > 2*float64(dim)/minPitch+4; runaway {
						return
					}
					p := last + dir*pitch
					if p < -0.5*pitch || p > float64(dim-1)+0.5*pitch {
						return
					}
					at, m, str := cluster(p, tol)
					end := false
					if len(at) == 0 {
						// The outer edge of a row of tiles is half a gap from where the
						// line between tiles would be: the run may end on it.
						at, m, str = cluster(p, 2*tol)
						// At the picture's border a faint edge there (a pane's
						// shadow, the screen's first column) is no line of the
						// run: the grid runs on past the border (issue 23).
						if (p < tol || p > float64(dim-1)-tol) && str < 0.25*total/float64(len(lines)) {
							at = nil
						}
						// Unless the run goes on one pitch further: then it is a line
						// a little off (a thick box line's edges, a highlight beside it)
						// in a run broken there otherwise.
						if next, _, _ := cluster(p+dir*pitch, tol); len(at) > 0 && len(next) > 0 {
							m = p
							// A thin line there from which the run goes on is the line.
							if th := thinAt(p, pitch, 1.2*total/float64(len(lines))); th != p {
								if next, _, _ := cluster(th+dir*pitch, tol); len(next) > 0 {
									m = th
								}
							}
						} else {
							end = true
						}
					}
					if len(at) == 0 && p > tol && p < float64(dim-1)-tol {
						// An edge of a wide peak there ends the run on it: the line joined
						// what lies beside it (a sheet's row numbers beside a block at
						// column A, halved: issue 23) into one peak, its middle off the line.
						if e, str := edgeAt(p, tol); str >= 0.5*total/float64(len(lines)) {
							at, m, end = []float64{e}, e, true
						}
					}
					if len(at) == 0 {
						if p > tol && p < float64(dim-1)-tol {
							return // a line missing inside the picture ends the run
						}
						m = p // the grid runs off the picture: a line past its border
					} else {
						total += str
					}
					if dir < 0 {
						lines, ats = append([]float64{m}, lines...), append([][]float64{at}, ats...)
					} else {
						lines, ats = append(lines, m), append(ats, at)
					}
					if end && len(at) > 0 {
						return
					}
					if len(at) > 0 {
						pitch = 0.7*pitch + 0.3*math.Abs(m-last)
					}
					last = m
				}
			}
			walk(-1)
			if !runaway {
				walk(1)
			}
			if len(lines) < 5 || runaway {
				continue
			}
			found := 0
			for k := range ats {
				if len(ats[k]) == 0 {
					ats[k] = []float64{lines[k]}
				} else {
					found++
				}
			}
			pitch := (lines[len(lines)-1] - lines[0]) / float64(len(lines)-1)
			out = append(out, progression{lines: lines, pitch: pitch, strength: total / float64(found), at: ats, found: found})
		}
	}
	// Keep one of the runs that share their lines (every pair of them starts one), and drop
	// runs of every second or third line of another. The strongest in all comes first: the
	// lines found count, not those made up past the border (a run through the weak edges
	// of a column of digits, half a cell off a grid running to the picture's edges, has one
	// more of those), and a run of a few more weak lines does not beat the grid's lines.
	sort.SliceStable(out, func(a, b int) bool {
		return float64(out[a].found)*out[a].strength > float64(out[b].found)*out[b].strength
	})
	var kept []progression
	for _, p := range out {
		dup, between := false, false
		for _, q := range kept {
			r := p.pitch / q.pitch
			m := math.Round(r)
			// Every m-th line of a finer run whose lines between are weak (the edges of
			// the digits between a grid's lines) is a run of its own.
			if m >= 2 && q.strength < 0.7*p.strength {
				continue
			}
			part := m >= 1 && math.Abs(r-m) < 0.05*m && p.lines[0] > q.lines[0]-0.5*q.pitch && p.lines[len(p.lines)-1] < q.lines[len(q.lines)-1]+0.5*q.pitch
			// So is every m-th line of a finer run whose own lines are thin (one edge
			// pair each) and whose others are wide (the edges of a column of digits,
			// spread over a few pixels): a sheet's lines shown only in its white boxes,
			// its digits centred between them (Calc, a tinted block cropped: issue 23).
			if part && m >= 2 && thinAmongWide(p, q) {
				between = true
				continue
			}
			if part {
				dup = true
				break
			}
		}
		if !dup {
			p.digitsBetween = between
			kept = append(kept, p)
		}
	}
	if len(kept) > 12 {
		kept = kept[:12]
	}
	return kept
}

// thinAmongWide reports whether nine in ten of coarse's lines are thin (each one part of
// one peak, peak.parts, or made up past the border) and three in four of fine's other
// lines (over a fifth of fine's pitch from every one of coarse's) wide (two parts or more:
// a narrow digit's column, a 1's, may be one).
func thinAmongWide(coarse, fine progression) bool {
	thin, all := 0, 0
	for _, at := range coarse.at {
		all++
		if len(at) == 1 {
			thin++
		}
	}
	wide, others := 0, 0
	for k, l := range fine.lines {
		if slices.ContainsFunc(coarse.lines, func(c float64) bool { return math.Abs(c-l) <= 0.2*fine.pitch }) {
			continue
		}
		others++
		if len(fine.at[k]) >= 2 {
			wide++
		}
	}
	return others > 0 && 10*thin >= 9*all && 4*wide >= 3*others
}

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
// It asks ctx before each table of lines and each row of its windows (the searches that
// run long: a page of text makes tables of hundreds of rows), and finds nothing once ctx
// has ended.
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
					ci += btoi(t.occupied[r][c])
				} else {
					no++
					co += btoi(t.occupied[r][c])
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
			kept = keptOf(&t.most[btoi(runs)][btoi(horizontal)][ki], t.rows*t.cols)
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
	// In tiny cells (a sheet's at its default zoom, under 16 pixels) a JPEG's blocks put
	// steps of a few grey levels everywhere, lines across a cell among them: there only
	// the lines found as peaks of their own (linesInside) tell a finer lattice. A block
	// halved and saved as JPEG, digits in most of its columns, has runs through 55% of
	// its columns' middles (the window a row off, fewer digits in it, under half).
	runs, edgy := 0.3, 0.6
	if (t.xs[c0+k]-t.xs[c0])/float64(k) < 16 || (t.ys[r0+k]-t.ys[r0])/float64(k) < 16 {
		runs, edgy = 0.6, 0.75
	}
	if mid(true, true, r0, c0) > runs || mid(true, false, c0, r0) > runs || mid(false, true, r0, c0) > edgy || mid(false, false, c0, r0) > edgy {
		return false, false
	}
	// A JPEG moves a thick border's edges by a pixel or two: a window whose lines are all
	// inside the picture may be off by 2 pixels; one with a line made up past its border
	// (a grid running off the picture) keeps to the strict 1.25.
	inside := func(lines []float64, dim int) bool { return lines[0] >= 0 && lines[len(lines)-1] <= float64(dim-1) }
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

// heads counts the rows and the columns of the k×k window at r0, c0 that look like a
// spreadsheet's column letters or row numbers. It needs content to have made the table's
// headers for k.
func (t *table) heads(r0, c0, k int) (rows, cols int) {
	for r := r0; r < r0+k; r++ {
		rows += btoi(t.headRow[r])
	}
	for c := c0; c < c0+k; c++ {
		cols += btoi(t.headCol[c])
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
				o += btoi(oc)
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
			occ += btoi(o)
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

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// near reports whether a is within tol (a fraction) of b.
func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol*b }

func abs(a int) int {
	if a < 0 {
		return -a
	}
	return a
}

// median returns the middle of v (the upper one of an even count), sorting v in place.
func median(v []float64) float64 {
	slices.Sort(v)
	return v[len(v)/2]
}
