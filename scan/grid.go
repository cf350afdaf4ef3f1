package scan

import (
	"image"
	"math"
	"sort"

	"github.com/sudokubot/sudokubot/scan/internal/lattice"
	"github.com/sudokubot/sudokubot/scan/internal/raster"
)

// cellPx is the side of one cell in the warped (straightened) grid.
const cellPx = 32

// component is one 8-connected region of ink.
type component struct {
	label                  int32
	n                      int // pixels
	minX, minY, maxX, maxY int
}

func (c *component) w() int    { return c.maxX - c.minX + 1 }
func (c *component) h() int    { return c.maxY - c.minY + 1 }
func (c *component) area() int { return c.w() * c.h() }

// label finds the 8-connected components of bin (w×h); labels[i] is 1 + the index in comps,
// or 0 for background.
func label(bin []uint8, w, h int) (labels []int32, comps []component) {
	labels = make([]int32, w*h)
	var stack []int32
	for start, v := range bin {
		if v == 0 || labels[start] != 0 {
			continue
		}
		id := int32(len(comps) + 1)
		c := component{label: id, minX: w, minY: h, maxX: -1, maxY: -1}
		labels[start] = id
		stack = append(stack[:0], int32(start))
		for len(stack) > 0 {
			p := int(stack[len(stack)-1])
			stack = stack[:len(stack)-1]
			x, y := p%w, p/w
			c.n++
			c.minX, c.maxX = min(c.minX, x), max(c.maxX, x)
			c.minY, c.maxY = min(c.minY, y), max(c.maxY, y)
			for dy := -1; dy <= 1; dy++ {
				yy := y + dy
				if yy < 0 || yy >= h {
					continue
				}
				for dx := -1; dx <= 1; dx++ {
					xx := x + dx
					if xx < 0 || xx >= w {
						continue
					}
					q := yy*w + xx
					if bin[q] != 0 && labels[q] == 0 {
						labels[q] = id
						stack = append(stack, int32(q))
					}
				}
			}
		}
		comps = append(comps, c)
	}
	return labels, comps
}

type pt struct{ x, y float64 }

// quad is a grid outline: top-left, top-right, bottom-right, bottom-left.
type quad [4]pt

// xy is q's corners as raster takes them.
func (q quad) xy() [4][2]float64 {
	return [4][2]float64{{q[0].x, q[0].y}, {q[1].x, q[1].y}, {q[2].x, q[2].y}, {q[3].x, q[3].y}}
}

// corners returns the four extreme points of a component: the ones that minimise or
// maximise x+y and x−y.
func corners(labels []int32, w int, c *component) quad {
	best := [4]float64{math.Inf(1), math.Inf(-1), math.Inf(-1), math.Inf(1)}
	var q quad
	for y := c.minY; y <= c.maxY; y++ {
		for x := c.minX; x <= c.maxX; x++ {
			if labels[y*w+x] != c.label {
				continue
			}
			s, d := float64(x+y), float64(x-y)
			if s < best[0] {
				best[0], q[0] = s, pt{float64(x), float64(y)}
			}
			if d > best[1] {
				best[1], q[1] = d, pt{float64(x), float64(y)}
			}
			if s > best[2] {
				best[2], q[2] = s, pt{float64(x), float64(y)}
			}
			if d < best[3] {
				best[3], q[3] = d, pt{float64(x), float64(y)}
			}
		}
	}
	return q
}

// plausible reports whether q looks like a photographed square: convex, sides not too
// unequal, no tiny side.
func (q quad) plausible(minSide float64) bool {
	for i := range 4 {
		a, b, c := q[i], q[(i+1)%4], q[(i+2)%4]
		cross := (b.x-a.x)*(c.y-b.y) - (b.y-a.y)*(c.x-b.x)
		if cross <= 0 {
			return false
		}
	}
	var sides [4]float64
	for i := range 4 {
		a, b := q[i], q[(i+1)%4]
		sides[i] = math.Hypot(b.x-a.x, b.y-a.y)
		if sides[i] < minSide {
			return false
		}
	}
	lo, hi := sides[0], sides[0]
	for _, s := range sides[1:] {
		lo, hi = math.Min(lo, s), math.Max(hi, s)
	}
	return hi < 2.2*lo
}

// found is a located grid: its straightened picture and where it is in the work image.
type found struct {
	warped  *image.Gray
	bin     []uint8
	outline quad
	score   float64
	prof    float64
	// boxes is set when only the box lines were seen (the cells' lines too faint).
	boxes bool
}

// minLineScore is the share of the expected grid lines that must be visible.
const (
	minLineScore    = 0.72
	minProfileScore = 0.8
)

// An outlineSearch holds the outlines worth trying in one grey picture, largest first: those
// of the ink components of its binarisation with one step of dilation (a lower contrast
// threshold and the dilation join the thin lines of blurred photos into one outline), then
// those of the sharper binarisation without it (when the dilation also joins the grid to
// what surrounds it: text, a frame, a shaded box). They do not depend on the grid's size,
// so each size is tried on the same outlines.
type outlineSearch struct {
	g     *image.Gray
	quads []quad
	// dark are the outlines of the ink far darker than its surroundings only, made on
	// first use (darkQuads): findByLines's last resort.
	dark     []quad
	darkMade bool
}

func newOutlineSearch(g *image.Gray) *outlineSearch {
	o := &outlineSearch{g: g}
	w, h := g.Rect.Dx(), g.Rect.Dy()
	if w < 16 || h < 16 {
		return o
	}
	r := max(5, max(w, h)/70)
	o.quads = append(outlinesIn(g, raster.Dilate(raster.Binarize(g, r, 7), w, h)), outlinesIn(g, raster.Binarize(g, r, 10))...)
	return o
}

// find tries the outlines in order and returns the first whose straightened picture shows
// the lines of an n×n grid.
// Failing that, the first that shows the lines of its boxes only.
func (o *outlineSearch) find(n int) (found, bool) { return o.findIn(o.quads, n) }

// findDark is find on the outlines of dark ink only (darkQuads).
func (o *outlineSearch) findDark(n int) (found, bool) { return o.findIn(o.darkQuads(), n) }

func (o *outlineSearch) findIn(quads []quad, n int) (found, bool) {
	var boxed []found
	for _, q := range quads {
		f, ok := tryOutline(o.g, q, n)
		if ok {
			return f, true
		}
		if f.warped != nil && lattice.BoxLinesShown(f.warped, f.bin, n, cellPx) {
			f.boxes = true
			boxed = append(boxed, f)
		}
	}
	if len(boxed) > 0 {
		return boxed[0], true
	}
	return found{}, false
}

// darkQuads returns the outlines of the ink at least darkInk grey levels darker than its
// neighbourhood: a spreadsheet's black borders round the block without the sheet's light
// grey grid lines, which join them to every cell of the sheet (the component's outline is
// then the window's). Made on first use.
func (o *outlineSearch) darkQuads() []quad {
	if !o.darkMade {
		o.darkMade = true
		w, h := o.g.Rect.Dx(), o.g.Rect.Dy()
		if w >= 16 && h >= 16 {
			o.dark = outlinesIn(o.g, raster.Binarize(o.g, max(5, max(w, h)/70), darkInk))
		}
	}
	return o.dark
}

// darkInk is darkQuads's contrast: over a spreadsheet's grid lines (light grey, 40-65 levels
// under white), under its black borders and digits.
const darkInk = 80

// findGrid looks for an n×n grid in g by its outline.
func findGrid(g *image.Gray, n int) (found, bool) { return newOutlineSearch(g).find(n) }

// outlinesIn returns the outlines of the largest grid-like ink components of bin.
func outlinesIn(g *image.Gray, bin []uint8) []quad {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	labels, comps := label(bin, w, h)
	minSide := 0.12 * float64(min(w, h))
	var cands []*component
	for i := range comps {
		c := &comps[i]
		if float64(c.w()) < minSide || float64(c.h()) < minSide {
			continue
		}
		if c.w() > 3*c.h() || c.h() > 3*c.w() {
			continue
		}
		if float64(c.n) > 0.6*float64(c.area()) {
			continue // a filled blob, not an outline
		}
		cands = append(cands, c)
	}
	sort.Slice(cands, func(i, j int) bool { return cands[i].area() > cands[j].area() })
	if len(cands) > 6 {
		cands = cands[:6]
	}
	var out []quad
	for _, c := range cands {
		rough := corners(labels, w, c)
		if rough.plausible(minSide) {
			out = append(out, outlines(labels, w, c, rough, minSide)...)
		}
	}
	return out
}

// outlines returns the outlines to try for a component: the one fitted to its sides first,
// then the rough one from its extreme points.
func outlines(labels []int32, w int, c *component, rough quad, minSide float64) []quad {
	if fit, ok := fitSides(labels, w, c, rough); ok && fit.plausible(minSide) {
		return []quad{fit, rough}
	}
	return []quad{rough}
}

// tryOutline straightens the grid inside q and checks that it shows n+1 lines each way.
func tryOutline(g *image.Gray, q quad, n int) (found, bool) {
	s := n * cellPx
	hm, ok := raster.SquareTo(q.xy(), float64(s))
	if !ok {
		return found{}, false
	}
	wp := raster.Warp(g, hm, s)
	wb := raster.Binarize(wp, cellPx/2, 8)
	sc := lattice.LineScore(wb, s, n)
	pf := lattice.ProfileScore(wp, n, cellPx)
	f := found{warped: wp, bin: wb, outline: q, score: sc, prof: pf}
	// Faint lines (a dark theme's cells a shade off their lines, highlighted rows hiding
	// them) show in the profile more than in the ink: 18 of the 20 lines there will do.
	return f, sc >= minLineScore && pf >= minProfileScore || sc >= 0.35 && pf >= 0.95 || sc >= 0.3 && pf >= 0.9
}

// line is a·t + b: y from x for the top and bottom sides, x from y for the left and right.
type line struct{ a, b float64 }

// fitSides refines an outline: it fits a straight line to the outermost ink of each side of
// the component (between the rough corners, ends trimmed, outliers dropped) and intersects
// them. Broken or rounded corners and clutter touching a corner then no longer pull a corner
// inwards or outwards.
func fitSides(labels []int32, w int, c *component, q quad) (quad, bool) {
	outer := func(horizontal, first bool, from, to float64) (line, bool) {
		lo, hi := int(math.Ceil(from)), int(math.Floor(to))
		span := hi - lo
		lo, hi = lo+span/8, hi-span/8
		var ts, vs []float64
		for t := lo; t <= hi; t++ {
			v, ok := edgeAt(labels, w, c, horizontal, first, t)
			if ok {
				ts = append(ts, float64(t))
				vs = append(vs, float64(v))
			}
		}
		if len(ts) < 8 {
			return line{}, false
		}
		l := leastSquares(ts, vs, nil)
		for range 2 {
			res := make([]float64, len(ts))
			for i := range ts {
				res[i] = math.Abs(vs[i] - (l.a*ts[i] + l.b))
			}
			sorted := append([]float64(nil), res...)
			sort.Float64s(sorted)
			cut := math.Max(2, 2.5*sorted[len(sorted)/2])
			keep := make([]bool, len(ts))
			for i, r := range res {
				keep[i] = r <= cut
			}
			l = leastSquares(ts, vs, keep)
		}
		return l, true
	}
	top, ok1 := outer(true, true, q[0].x, q[1].x)
	bottom, ok2 := outer(true, false, q[3].x, q[2].x)
	left, ok3 := outer(false, true, q[0].y, q[3].y)
	right, ok4 := outer(false, false, q[1].y, q[2].y)
	if !ok1 || !ok2 || !ok3 || !ok4 {
		return q, false
	}
	cross := func(h, v line) (pt, bool) {
		// y = h.a·x + h.b and x = v.a·y + v.b.
		d := 1 - h.a*v.a
		if math.Abs(d) < 1e-6 {
			return pt{}, false
		}
		y := (h.a*v.b + h.b) / d
		return pt{v.a*y + v.b, y}, true
	}
	var out quad
	var ok [4]bool
	out[0], ok[0] = cross(top, left)
	out[1], ok[1] = cross(top, right)
	out[2], ok[2] = cross(bottom, right)
	out[3], ok[3] = cross(bottom, left)
	if !ok[0] || !ok[1] || !ok[2] || !ok[3] {
		return q, false
	}
	return out, true
}

// edgeAt returns the first (or last) ink pixel of the component along column t (horizontal
// sides) or row t (vertical sides).
func edgeAt(labels []int32, w int, c *component, horizontal, first bool, t int) (int, bool) {
	if horizontal {
		if t < c.minX || t > c.maxX {
			return 0, false
		}
		if first {
			for y := c.minY; y <= c.maxY; y++ {
				if labels[y*w+t] == c.label {
					return y, true
				}
			}
		} else {
			for y := c.maxY; y >= c.minY; y-- {
				if labels[y*w+t] == c.label {
					return y, true
				}
			}
		}
		return 0, false
	}
	if t < c.minY || t > c.maxY {
		return 0, false
	}
	if first {
		for x := c.minX; x <= c.maxX; x++ {
			if labels[t*w+x] == c.label {
				return x, true
			}
		}
	} else {
		for x := c.maxX; x >= c.minX; x-- {
			if labels[t*w+x] == c.label {
				return x, true
			}
		}
	}
	return 0, false
}

func leastSquares(ts, vs []float64, keep []bool) line {
	var n, st, sv, stt, stv float64
	for i := range ts {
		if keep != nil && !keep[i] {
			continue
		}
		n++
		st += ts[i]
		sv += vs[i]
		stt += ts[i] * ts[i]
		stv += ts[i] * vs[i]
	}
	d := n*stt - st*st
	if n < 2 || math.Abs(d) < 1e-9 {
		return line{0, sv / math.Max(n, 1)}
	}
	a := (n*stv - st*sv) / d
	return line{a, (sv - a*st) / n}
}

// btoi is 1 for true, 0 for false.
func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
