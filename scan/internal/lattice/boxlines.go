package lattice

import (
	"context"
	"image"
	"math"
	"slices"
	"sort"
	"sync"

	"github.com/sudokubot/sudokubot/scan/internal/raster"
	"github.com/sudokubot/sudokubot/scan/internal/refine"
)

// A grid may show only its box lines: a dark theme draws its cells' lines a shade off the
// fills, and when the grid also runs to the picture's sides it has no outline to find
// either. Its box lines alone are too few for a lattice (four each way for 9×9), so they
// are looked for on their own: equally spaced lines drawn along the whole grid, none one
// box further on, the cells their equal parts.

// maxBoxWidth is how many times wider than tall Boxes takes a grid's boxes: a sheet's
// cells are wider than tall (Calc's default columns five times; a block's, set by its
// author, often 1.3-2.5 times).
const maxBoxWidth = 2.6

// maxBoxPairs is the most pairs of runs of box lines (one across, one down) Boxes tries,
// about a second's work: graph paper's lines 4 to 16 pixels apart made 10,000 runs by
// 6,000 (minutes); the pictures of scan's tests make 525,000 at most (a halved sheet).
const maxBoxPairs = 2_000_000

// Boxes returns the n×n grids (9 or 16) of g whose box lines are all drawn, best
// first: at most a few, each to be checked for digits. When ctx ends, Boxes stops soon
// after and finds none: the caller asks ctx why.
func Boxes(ctx context.Context, g *image.Gray, n int) []Lines {
	if n != 9 && n != 16 {
		return nil
	}
	w, h := g.Rect.Dx(), g.Rect.Dy()
	hz, vt := edges(g)
	minLen := math.Max(30, 0.04*float64(min(w, h)))
	boxes := n / BoxRows(n)
	rowPeaks := edgePeaks(g, hz, false, minLen, false)
	colPeaks := edgePeaks(g, vt, true, minLen, false)
	if ctx.Err() != nil {
		return nil
	}
	rows := boxRuns(rowPeaks, boxes, h, float64(n))
	cols := boxRuns(colPeaks, boxes, w, float64(n))
	// Runs by the thousand each way are a lattice of many lines (graph paper), not a
	// grid's box lines alone: the lattice search takes such pictures.
	if len(rows)*len(cols) > maxBoxPairs {
		return nil
	}
	type cand struct {
		l     Lines
		score float64
	}
	var cands []cand
	hzShares, vtShares := newLineShares(hz, w, h, true), newLineShares(vt, w, h, false)
	hzDepths, vtDepths := newLineDepths(g, true), newLineDepths(g, false)
	// None found, an outer line may be dim (its [dimEdges] two pixels either way 0.6): a dark
	// table's last cells' borders, its cells' lines' colour, cover its own (halved JPEG, issue 23).
	dims := sync.OnceValue(func() [2]*lineShares {
		dh, dv := dimEdges(g)
		return [2]*lineShares{newLineShares(dv, w, h, false), newLineShares(dh, w, h, true)}
	})
	for pass := 0; pass < 2 && len(cands) == 0; pass++ {
		for _, r := range rows {
			if ctx.Err() != nil {
				return nil
			}
			for _, c := range cols {
				pr, pc := (r[len(r)-1]-r[0])/float64(len(r)-1), (c[len(c)-1]-c[0])/float64(len(c)-1)
				if pr > 1.08*pc || pc > maxBoxWidth*pr {
					continue // boxes are square, or wider than tall (a sheet's cells)
				}
				// Every box line drawn along the whole grid (a line at the picture's border,
				// past which the grid runs, excepted), and nothing like one a box further on.
				cov := func(ls *lineShares, ld *lineDepths, lines, across []float64, horizontal bool, dim int) (float64, bool) {
					lo, hi := math.Max(across[0], 0), math.Min(across[len(across)-1], float64(len(ls.m)/dim-1))
					ps := colPeaks
					if horizontal {
						ps = rowPeaks
					}
					sum, cnt := 0.0, 0
					for i, at := range lines {
						if at < 2 || at > float64(dim)-3 {
							if i == 0 || i == len(lines)-1 {
								continue
							}
							return 0, false
						}
						s := thickShare(ps, ls, at, lo, hi)
						if s < 0.85 && pass == 1 && (i == 0 || i == len(lines)-1) {
							d := dims()[raster.Bit(horizontal)]
							s = max(s, 0.85*float64(raster.Bit(max(d.share(at-1, lo, hi), d.share(at, lo, hi), d.share(at+1, lo, hi)) >= 0.6)))
						}
						if s < 0.85 {
							return 0, false
						}
						sum += s
						cnt++
					}
					// A line there as faint as the sheet's grid, under half as deep as the box
					// lines (a sheet's black borders round the boxes, its grey lines on
					// beyond the block), is none.
					// The box pitch is the run's mean: a line at the picture's border is cut
					// and found a pixel or two inward of its middle.
					boxPitch := (lines[len(lines)-1] - lines[0]) / float64(len(lines)-1)
					cell := boxPitch * float64(boxes) / float64(n)
					var beyond, past []float64 // past: the cell line between beyond and the edge
					ownLines := cellLinesShown(ps, ls, lines, cell, lo, hi)
					for side, at := range []float64{2*lines[0] - lines[1], 2*lines[len(lines)-1] - lines[len(lines)-2]} {
						edge := lines[side*(len(lines)-1)]
						if at >= 2 && at <= float64(dim)-3 && ls.share(at, lo, hi) >= 0.6 && (ownLines || !offPitchBetween(ps, ls, edge, at, cell, lo, hi)) {
							beyond = append(beyond, at)
							past = append(past, edge+float64(2*side-1)*cell)
						}
					}
					// Inside a box, a line drawn along the grid is one of its cells' lines:
					// these lines are every k-th of a finer lattice (a 16×16 grid's).
					for _, q := range ps {
						if q.at <= lines[0]+2 || q.at >= lines[len(lines)-1]-2 {
							continue
						}
						off := math.Mod(q.at-lines[0], cell)
						if off > 0.15*cell && off < 0.85*cell && ls.share(q.at, lo, hi) >= 0.85 && !blockRinging(g, q, q.at-off+cell*math.Round(off/cell), lo, hi, horizontal) {
							return 0, false
						}
					}
					// A 16×16 grid's lines inside its boxes are its cells', no deeper than
					// its box lines: a line there twice as deep as a box line (a 9×9 grid's
					// box line, every other of its faint cell lines taken for a 16×16's box
					// lines) makes it no 16×16 grid.
					if n == 16 {
						depth := -1.0
						for _, q := range ps {
							off := math.Mod(q.at-lines[0], boxPitch)
							if q.at <= lines[0] || q.at >= lines[len(lines)-1] || off < 0.5*cell || off > boxPitch-0.5*cell || ls.share(q.at, lo, hi) < 0.85 {
								continue
							}
							if depth < 0 {
								depth = ld.least(lines, lo, hi)
							}
							if ld.depth(q.at, lo, hi) >= 2*depth {
								return 0, false
							}
						}
					}
					if len(beyond) > 0 || ownLines { // asked last: the depths take a while
						depth := ld.mean(lines, lo, hi)
						// Where the cells' lines are drawn like the box lines (a sheet's block,
						// every cell bordered black), an outer line under half as deep as the
						// run's, with a line as faint a cell further out, is the sheet's grey
						// grid going on past the block: the run is a row or column off it
						// (issue 23). (A block's edge against the toolbars is faint too, but
						// nothing like it lies beyond.)
						for side, edge := range []float64{lines[0], lines[len(lines)-1]} {
							d := ld.depth(edge, lo, hi)
							if !ownLines || d == 0 || d >= depth/2 {
								continue
							}
							if o := ld.depth(edge+float64(2*side-1)*cell, lo, hi); 3*o >= 2*d && 2*o <= 3*d {
								return 0, false
							}
						}
						for i, at := range beyond {
							// Such a grid running on past its edge would show its first cell
							// line beyond as deep: a deep line a box on with none as deep
							// between is something else's edge (the sheet's column headers).
							if ld.depth(at, lo, hi) >= depth/2 && (!ownLines || ld.depth(past[i], lo, hi) >= depth/2) {
								return 0, false
							}
						}
					}
					return sum / float64(max(cnt, 1)), cnt >= len(lines)-2
				}
				sr, ok1 := cov(hzShares, hzDepths, r, c, true, h)
				sc, ok2 := cov(vtShares, vtDepths, c, r, false, w)
				if !ok1 || !ok2 {
					continue
				}
				l := Lines{N: n, Ys: split(r, n/boxes), Xs: split(c, n/boxes), split: true}
				if !slices.ContainsFunc(cands, func(o cand) bool { return slices.Equal(o.l.Xs, l.Xs) && slices.Equal(o.l.Ys, l.Ys) }) {
					cands = append(cands, cand{l, (sr + sc) * (pr + pc)})
				}
			}
		}
	}
	// Grids whose box lines were all found come before those with one made up past the
	// picture's border: where a block's every cell is bordered black, any fourth line of
	// its cells' is a box line, and the run made up one box past the border takes in what
	// lies beside the block (a sheet's row numbers).
	sort.SliceStable(cands, func(a, b int) bool {
		if ia, ib := cands[a].l.Inside(w, h), cands[b].l.Inside(w, h); ia != ib {
			return ia
		}
		return cands[a].score > cands[b].score
	})
	var out []Lines
	for _, c := range cands[:min(len(cands), 3)] {
		out = append(out, c.l)
	}
	return out
}

// boxRuns finds the runs of boxes+1 equally spaced peaks (box lines) at least 3·7 pixels
// apart: the inner lines found, an outer one possibly past the picture's border dim (where
// the grid runs off it) or missing there. cells is the grid's side in cells (a box line
// lies every cells/boxes of them).
// A run is found once from each pair of its lines next to each other: it is kept once, in
// the order first found. (Graph paper's hundreds of lines made thousands of runs each way,
// each several times, and Boxes tried every pair of them: minutes.)
func boxRuns(ps []peak, boxes, dim int, cells float64) [][]float64 {
	var out [][]float64
	seen := map[[5]float64]bool{} // the runs kept (boxes+1 ≤ 5 lines)
	// near is the peak nearest p within tol, the first of equals; ps are in order of at.
	near := func(p, tol float64) (float64, bool) {
		best, ok := 0.0, false
		lo := sort.Search(len(ps), func(k int) bool { return ps[k].at >= p-tol-1 })
		for _, q := range ps[lo:] {
			if q.at > p+tol+1 {
				break
			}
			if math.Abs(q.at-p) <= tol && (!ok || math.Abs(q.at-p) < math.Abs(best-p)) {
				best, ok = q.at, true
			}
		}
		return best, ok
	}
	for i := range ps {
		for j := i + 1; j < len(ps); j++ {
			p := ps[j].at - ps[i].at
			if p < 3*7 || p*float64(boxes) > 1.2*float64(dim) {
				continue
			}
			tol := math.Max(2, 0.03*p)
			// ps[i] and ps[j] are box lines k and k+1 of the run, for each k.
			for k := range boxes {
				lines := make([]float64, boxes+1)
				ok := true
				for m := range lines {
					want := ps[i].at + float64(m-k)*p
					// A table's outer border, thinner than its box lines, up to 1.5 pixels off their spacing.
					switch at, found := near(want, tol+1.5*float64(raster.Bit(m == 0 || m == boxes))); {
					case found:
						lines[m] = at
					case (m == 0 || m == boxes) && (want < tol || want > float64(dim-1)-tol):
						lines[m] = want // the grid runs off the picture here
					default:
						ok = false
					}
				}
				var key [5]float64
				copy(key[:], lines)
				if ok && lines[0] > -p/cells && lines[boxes] < float64(dim-1)+p/cells && !seen[key] {
					seen[key] = true
					out = append(out, lines)
				}
			}
		}
	}
	return out
}

// split divides each box between lines into parts equal cells.
func split(lines []float64, parts int) []float64 {
	var out []float64
	for i := 0; i+1 < len(lines); i++ {
		for k := range parts {
			out = append(out, lines[i]+float64(k)*(lines[i+1]-lines[i])/float64(parts))
		}
	}
	return append(out, lines[len(lines)-1])
}

// lineShares gives the share of a line drawn along a span of one edge map, from a running
// count per line position built the first time that position is asked for: Boxes asks the
// same lines over many spans (one per candidate grid across them). The zero value is not
// ready: use newLineShares. Not safe for concurrent use.
type lineShares struct {
	m          []uint8
	w, h       int
	horizontal bool
	counts     map[int][]int32 // position → count of edge pixels before each point along it
}

func newLineShares(m []uint8, w, h int, horizontal bool) *lineShares {
	return &lineShares{m: m, w: w, h: h, horizontal: horizontal, counts: map[int][]int32{}}
}

// share is the share of the span from..to along the line at at (rows when horizontal,
// columns otherwise) of the edge map with an edge within a pixel of it.
func (s *lineShares) share(at, from, to float64) float64 {
	lim, span := s.h-1, s.w-1
	if !s.horizontal {
		lim, span = s.w-1, s.h-1
	}
	lo, hi := max(int(math.Ceil(from)), 0), min(int(to), span)
	if hi <= lo {
		return 0
	}
	a := int(math.Round(at))
	c, ok := s.counts[a]
	if !ok {
		c = make([]int32, span+2)
		for x := 0; x <= span; x++ {
			hit := int32(0)
			for k := max(a-1, 0); k <= min(a+1, lim); k++ {
				if s.horizontal && s.m[k*s.w+x] != 0 || !s.horizontal && s.m[x*s.w+k] != 0 {
					hit = 1
					break
				}
			}
			c[x+1] = c[x] + hit
		}
		s.counts[a] = c
	}
	return float64(c[hi+1]-c[lo]) / float64(hi-lo+1)
}

// Refine moves each line of l (found in g) to where the finer picture fine shows it
// ([refine.Fine]); l's Others are dropped. Lines fine does not show clearly, or past its
// border, stay; l is returned as it is when fine is not finer than g by half at least.
func Refine(fine, g *image.Gray, l Lines) Lines {
	if xs, ys, ok := refine.Fine(fine, g, l.Xs, l.Ys); ok {
		return Lines{N: l.N, Xs: xs, Ys: ys, score: l.score, split: l.split}
	}
	return l
}

// refineInPlace moves the inner lines of l onto the thin lines g shows near them
// ([refine.InPlace]).
func refineInPlace(g *image.Gray, l Lines) Lines {
	l.Xs, l.Ys = refine.InPlace(g, l.Xs, l.Ys)
	return l
}

// lineDepths gives how far a line of g stands out from the picture beside it along a
// span, from a running sum per line position built the first time that position is asked
// for (Boxes asks the same lines over many spans). The zero value is not ready: use
// newLineDepths. Not safe for concurrent use.
type lineDepths struct {
	g          *image.Gray
	horizontal bool
	sums       map[int][]int64 // position a → sums[t+2] = sums[t] + twice the step at t
}

func newLineDepths(g *image.Gray, horizontal bool) *lineDepths {
	return &lineDepths{g: g, horizontal: horizontal, sums: map[int][]int64{}}
}

// depth is how far the line at at (a row when horizontal, else a column) stands out along
// from..to: the mean over the span (every other pixel) of the largest grey step within 2
// pixels of the line from the mean of the pixels 5 away either side; 0 for a line within
// 5 pixels of the picture's border or an empty span.
func (d *lineDepths) depth(at, from, to float64) float64 {
	g := d.g
	w, h := g.Rect.Dx(), g.Rect.Dy()
	lim, span := h-1, w-1
	if !d.horizontal {
		lim, span = w-1, h-1
	}
	lo, hi := max(int(math.Ceil(from)), 0), min(int(to), span)
	a := int(math.Round(at))
	if hi <= lo || a-5 < 0 || a+5 > lim {
		return 0
	}
	sums, ok := d.sums[a]
	if !ok {
		px := func(along, across int) int64 {
			if d.horizontal {
				return int64(g.Pix[across*g.Stride+along])
			}
			return int64(g.Pix[along*g.Stride+across])
		}
		sums = make([]int64, span+3)
		for t := 0; t <= span; t++ {
			bg2 := px(t, a-5) + px(t, a+5) // twice the mean beside the line
			step2 := int64(0)
			for k := -2; k <= 2; k++ {
				diff := 2*px(t, a+k) - bg2
				step2 = max(step2, diff, -diff)
			}
			sums[t+2] = sums[t] + step2
		}
		d.sums[a] = sums
	}
	last := hi - (hi-lo)&1 // the span's last pixel taken, every other one from lo
	return float64(sums[last+2]-sums[lo]) / 2 / float64((last-lo)/2+1)
}

// least is the depth of the shallowest of lines, those at the picture's border left out.
func (d *lineDepths) least(lines []float64, from, to float64) float64 {
	least := math.Inf(1)
	for _, at := range lines {
		if v := d.depth(at, from, to); v > 0 {
			least = math.Min(least, v)
		}
	}
	return least
}

// mean is the mean depth of lines, those at the picture's border left out.
func (d *lineDepths) mean(lines []float64, from, to float64) float64 {
	sum, n := 0.0, 0
	for _, at := range lines {
		if v := d.depth(at, from, to); v > 0 {
			sum += v
			n++
		}
	}
	return sum / float64(max(n, 1))
}

// BoxesOn reports whether every box line of l (every BoxRows(l.N)-th line) is one of o's
// lines, within a tenth of a box, across and down: a grid of box lines drawn over a
// lattice of fewer cells, its boxes that lattice's cells.
func (l Lines) BoxesOn(o Lines) bool {
	k, box := l.N, BoxRows(l.N)
	on := func(ls, of []float64) bool {
		tol := 0.1 * (ls[k] - ls[0]) / float64(k/box)
		for i := 0; i <= k; i += box {
			if !slices.ContainsFunc(of, func(v float64) bool { return math.Abs(v-ls[i]) <= tol }) {
				return false
			}
		}
		return true
	}
	return on(l.Xs, o.Xs) && on(l.Ys, o.Ys)
}

// Closed reports whether Find took l as a closed window: no line of its runs one pitch
// beyond any side (Find ranks any closed window over every open one by 100).
func (l Lines) Closed() bool { return l.score >= 100 }

// offPitchBetween reports whether a line drawn along the grid (ps's peaks of share 0.85
// or more over lo..hi) lies between the grid's outer line edge and the line at beyond,
// off the grid's cell pitch from edge (0.15 to 0.85 of a cell): beyond then belongs to
// something else, not the grid going on past edge (Calc's formula bar a box above a block
// two rows under the column letters, whose lines come between: issue 23).
func offPitchBetween(ps []peak, ls *lineShares, edge, beyond, cell, lo, hi float64) bool {
	a, b := min(edge, beyond), max(edge, beyond)
	for _, q := range ps {
		if q.at <= a+2 || q.at >= b-2 {
			continue
		}
		off := math.Mod(math.Abs(q.at-edge), cell)
		if off > 0.15*cell && off < 0.85*cell && ls.share(q.at, lo, hi) >= 0.85 {
			return true
		}
	}
	return false
}

// cellLinesShown reports whether half the cells' lines inside the boxes of lines (box
// lines, cell apart) are drawn along the grid (a peak of ps within 0.15 of a cell, its
// share over lo..hi 0.85 or more): a block whose every cell is bordered, not one of box
// borders only. Such a grid's box lines may be any third of its lines, so a window a row
// or two off its own has lines beyond it that are the grid's: offPitchBetween, made for a
// block of box borders only, must not set them aside (a Calc block at the sheet's top,
// every cell bordered black, was read two rows up: issue 23).
func cellLinesShown(ps []peak, ls *lineShares, lines []float64, cell, lo, hi float64) bool {
	shown, all := 0, 0
	for i := 1; i < len(lines); i++ {
		for at := lines[i-1] + cell; at < lines[i]-0.5*cell; at += cell {
			all++
			if slices.ContainsFunc(peaksNear(ps, at, 0.15*cell), func(q peak) bool { return ls.share(q.at, lo, hi) >= 0.85 }) {
				shown++
			}
		}
	}
	return all > 0 && 2*shown >= all
}

// thickShare is ls's share of the line at at over from..to, or, when at is the middle of
// a peak of ps standing for both edges of a thick line (parts), the larger share of its
// edges': a 5-pixel border has no edge within a pixel of its middle (Calc's thick box
// borders: issue 23).
func thickShare(ps []peak, ls *lineShares, at, from, to float64) float64 {
	s := ls.share(at, from, to)
	for _, q := range peaksNear(ps, at, 1.5) {
		if math.Abs(q.at-at) <= 1.5 && len(q.parts) == 2 {
			for _, p := range q.parts {
				s = math.Max(s, ls.share(p, from, to))
			}
		}
	}
	return s
}

// peaksNear is the run of ps (sorted by place) within d of at: a checkerboard's thousands
// of peaks were each asked for every line of every run of box lines (Boxes: 86% of a
// Read of one).
func peaksNear(ps []peak, at, d float64) []peak {
	lo := sort.Search(len(ps), func(k int) bool { return ps[k].at-at >= -d })
	hi := sort.Search(len(ps), func(k int) bool { return ps[k].at-at > d })
	return ps[lo:max(lo, hi)]
}

// jpegBlock is the side of a JPEG's blocks, in pixels: a line's ringing stays in its block.
const jpegBlock = 8

// blockRinging reports whether the run of edge of peak q along from..to of g (rows when
// horizontal) is the JPEG ringing of the grid's cell line at line: within its 8-pixel
// block, its steps faint (their median under twice edgeStep) on a light fill (200 or
// lighter), and the line's four times as steep at least. A dark line one pixel wide,
// halved and saved as JPEG, puts a stripe a few levels off white along its whole length
// a few pixels beside it (a Calc block with every cell bordered black: issue 23), which
// a cell line of a finer lattice is not; a sheet's faint grey lines are as faint as the
// grid's lines they lie between (a halved Chromium sheet's).
func blockRinging(g *image.Gray, q peak, line, from, to float64, horizontal bool) bool {
	if math.Abs(q.at-line) >= jpegBlock {
		return false
	}
	step, grey := medianSteps(g, q.at, from, to, horizontal)
	lineStep, _ := medianSteps(g, line, from, to, horizontal)
	return step < 2*edgeStep && (grey >= 200 || grey <= 55) && 4*step <= lineStep
}

// medianSteps is the median over from..to of the largest grey step from a pixel within
// a pixel of at (rows when horizontal, else columns) to the next across, and the mean
// grey of those pixels; zeros when none is in g. The median, not the mean
// (raster.StepsAlong's): the digits a stripe crosses are steps of a hundred levels along
// a quarter of it.
func medianSteps(g *image.Gray, at, from, to float64, horizontal bool) (step, grey float64) {
	along, across := g.Rect.Dx(), g.Rect.Dy()
	if !horizontal {
		along, across = across, along
	}
	px := func(x, k int) int {
		if horizontal {
			return int(g.Pix[k*g.Stride+x])
		}
		return int(g.Pix[x*g.Stride+k])
	}
	ks := nearLines([]float64{at}, across-2)
	var steps []float64
	sum := 0
	for x := max(int(math.Ceil(from)), 0); x <= min(int(to), along-1); x++ {
		most := 0
		for _, k := range ks {
			most = max(most, abs(px(x, k+1)-px(x, k)))
			sum += px(x, k)
		}
		steps = append(steps, float64(most))
	}
	if len(steps) == 0 || len(ks) == 0 {
		return 0, 0
	}
	return median(steps), float64(sum) / float64(len(steps)*len(ks))
}
