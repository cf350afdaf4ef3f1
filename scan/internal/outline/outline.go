// Package outline finds a grid by its outline: the largest ink components of a picture
// that look like a square seen at an angle ([Search]), each straightened ([Try]) and kept
// when its straightened picture shows the lines of an n×n grid, or only its boxes' lines.
//
// Its functions hold no state; a [Search] is not safe for concurrent use.
package outline

import (
	"context"
	"image"
	"iter"
	"math"
	"slices"
	"sort"

	"github.com/sudokubot/sudokubot/scan/internal/lattice"
	"github.com/sudokubot/sudokubot/scan/internal/raster"
	"github.com/sudokubot/sudokubot/scan/internal/shown"
)

// CellPx is the side of one cell in the straightened grid.
const CellPx = 32

// Point is a position in a picture, in pixels.
type Point struct{ X, Y float64 }

// Quad is a grid outline: top-left, top-right, bottom-right, bottom-left.
type Quad [4]Point

// XY is q's corners as raster takes them.
func (q Quad) XY() [4][2]float64 {
	return [4][2]float64{{q[0].X, q[0].Y}, {q[1].X, q[1].Y}, {q[2].X, q[2].Y}, {q[3].X, q[3].Y}}
}

// corners returns the four extreme points of a component: the ones that minimise or
// maximise x+y and x−y.
func corners(labels []int32, w int, c *raster.Component) Quad {
	best := [4]float64{math.Inf(1), math.Inf(-1), math.Inf(-1), math.Inf(1)}
	var q Quad
	for y := c.MinY; y <= c.MaxY; y++ {
		for x := c.MinX; x <= c.MaxX; x++ {
			if labels[y*w+x] != c.ID {
				continue
			}
			s, d := float64(x+y), float64(x-y)
			if s < best[0] {
				best[0], q[0] = s, Point{float64(x), float64(y)}
			}
			if d > best[1] {
				best[1], q[1] = d, Point{float64(x), float64(y)}
			}
			if s > best[2] {
				best[2], q[2] = s, Point{float64(x), float64(y)}
			}
			if d < best[3] {
				best[3], q[3] = d, Point{float64(x), float64(y)}
			}
		}
	}
	return q
}

// Plausible reports whether q looks like a photographed square: convex, sides not too
// unequal, no tiny side.
func (q Quad) Plausible(minSide float64) bool {
	for i := range 4 {
		a, b, c := q[i], q[(i+1)%4], q[(i+2)%4]
		cross := (b.X-a.X)*(c.Y-b.Y) - (b.Y-a.Y)*(c.X-b.X)
		if cross <= 0 {
			return false
		}
	}
	var sides [4]float64
	for i := range 4 {
		a, b := q[i], q[(i+1)%4]
		sides[i] = math.Hypot(b.X-a.X, b.Y-a.Y)
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

// Found is a located grid: its straightened picture and where it is in the searched
// picture. The zero Found is none (Warped nil).
type Found struct {
	Warped  *image.Gray // the grid straightened, CellPx per cell
	Bin     []uint8     // Warped's ink (raster.Binarize)
	Outline Quad        // where the grid is in the searched picture
	Score   float64     // share of the grid's lines its ink shows (shown.LineScore)
	Prof    float64     // share of the grid's lines its row and column profiles show (shown.ProfileScore)
	// Boxes is set when only the box lines were seen (the cells' lines too faint).
	Boxes bool
}

// minLineScore is the share of the expected grid lines that must be visible.
const (
	minLineScore    = 0.72
	minProfileScore = 0.8
)

// A Search holds the outlines worth trying in one grey picture, largest first: those
// of the ink components of its binarisation with one step of dilation (a lower contrast
// threshold and the dilation join the thin lines of blurred photos into one outline), then
// those of the sharper binarisation without it (when the dilation also joins the grid to
// what surrounds it: text, a frame, a shaded box). They do not depend on the grid's size,
// so each size is tried on the same outlines.
//
// A Search keeps what Find and FindDark found for each size, so asking again costs
// nothing (scan asks 16×16 of the same Search up to three times). The zero Search has no
// outlines; make one with [NewSearch].
type Search struct {
	g     *image.Gray
	Quads []Quad
	// dark are the outlines of the ink far darker than its surroundings only, made on
	// first use (darkQuads): scan's last resort.
	dark     []Quad
	darkMade bool
	found    map[findKey]found // what Find (dark false) and FindDark found, by size
	// tries[n] are Try's Founds of Quads[0], Quads[1], … for n×n cells, n up to 9, as
	// Find tried them (a 16×16's pictures are three times larger: not kept): [Search.Tried]
	// takes them from there.
	tries map[int][]Found
}

// findKey is a question put to a Search: n×n cells among its outlines, or among those of
// its dark ink.
type findKey struct {
	n    int
	dark bool
}

// found is a Search's answer to a findKey.
type found struct {
	f  Found
	ok bool
}

// NewSearch finds the outlines in g worth trying; g is not changed and must not change
// while the Search is used. It asks ctx between its steps and while it labels the ink
// ([raster.LabelContext]); once ctx has ended it stops, and the Search has the outlines
// found so far (none, or those of the first binarisation): the caller asks ctx why.
func NewSearch(ctx context.Context, g *image.Gray) *Search {
	o := &Search{g: g}
	w, h := g.Rect.Dx(), g.Rect.Dy()
	if w < 16 || h < 16 {
		return o
	}
	r := max(5, max(w, h)/70)
	for _, dilate := range []bool{true, false} {
		if ctx.Err() != nil {
			break
		}
		var bin []uint8
		if dilate {
			bin = raster.Dilate(raster.Binarize(g, r, 7), w, h)
		} else {
			bin = raster.Binarize(g, r, 10)
		}
		o.Quads = append(o.Quads, outlinesIn(ctx, g, bin)...)
	}
	return o
}

// Find tries the outlines in order and returns the first whose straightened picture shows
// the lines of an n×n grid.
// Failing that, the first that shows the lines of its boxes only. When ctx ends, Find
// stops before its next try and finds nothing: the caller asks ctx why. Asked again for
// n, it returns what it found the first time (its own copy of the pictures), trying
// nothing.
func (o *Search) Find(ctx context.Context, n int) (Found, bool) {
	return o.kept(ctx, findKey{n, false}, func() []Quad { return o.Quads })
}

// FindDark is Find on the outlines of dark ink only (darkQuads).
func (o *Search) FindDark(ctx context.Context, n int) (Found, bool) {
	return o.kept(ctx, findKey{n, true}, func() []Quad { return o.darkQuads(ctx) })
}

// kept is what findIn finds among quads for k.n, kept in o.found for the next time k is
// asked; a search cut short by ctx is not kept, and once ctx has ended it finds nothing,
// kept or not. Each caller gets its own copy of Warped and Bin: scan clears a cell's ink
// in Bin.
func (o *Search) kept(ctx context.Context, k findKey, quads func() []Quad) (Found, bool) {
	if ctx.Err() != nil {
		return Found{}, false
	}
	a, ok := o.found[k]
	if !ok {
		a.f, a.ok = o.findIn(ctx, quads(), k.n, !k.dark && k.n <= 9)
		if ctx.Err() != nil {
			return a.f, a.ok
		}
		if o.found == nil {
			o.found = map[findKey]found{}
		}
		o.found[k] = a
	}
	return a.f.clone(), a.ok
}

// Tried is [Try] of Quads[i] for n×n cells, taken from what Find tried when it did (its
// own copy of the pictures).
func (o *Search) Tried(ctx context.Context, i, n int) Found {
	if ts := o.tries[n]; i < len(ts) {
		return ts[i].clone()
	}
	f, _ := Try(ctx, o.g, o.Quads[i], n)
	return f
}

// clone is f with its own copy of Warped and Bin: scan clears a cell's ink in Bin.
func (f Found) clone() Found {
	if f.Warped != nil {
		w := *f.Warped
		w.Pix = slices.Clone(w.Pix)
		f.Warped, f.Bin = &w, slices.Clone(f.Bin)
	}
	return f
}

// findIn is Find among quads; keep keeps each try in o.tries (quads are o.Quads).
func (o *Search) findIn(ctx context.Context, quads []Quad, n int, keep bool) (Found, bool) {
	var boxed []Found
	for i, q := range quads {
		if ctx.Err() != nil {
			return Found{}, false
		}
		f, ok := Try(ctx, o.g, q, n)
		if ctx.Err() != nil { // f cut short: not kept
			return Found{}, false
		}
		if keep && i == len(o.tries[n]) {
			if o.tries == nil {
				o.tries = map[int][]Found{}
			}
			o.tries[n] = append(o.tries[n], f)
		}
		if ok {
			return f, true
		}
		if f.Warped != nil && shown.BoxLinesShown(f.Warped, f.Bin, n, CellPx) {
			f.Boxes = true
			boxed = append(boxed, f)
		}
	}
	if len(boxed) > 0 {
		return boxed[0], true
	}
	return Found{}, false
}

// darkQuads returns the outlines of the ink at least darkInk grey levels darker than its
// neighbourhood: a spreadsheet's black borders round the block without the sheet's light
// grey grid lines, which join them to every cell of the sheet (the component's outline is
// then the window's). When that ink outlines nothing, the nearly square outlines (sides
// within 5/4 of each other) of the ink darkJoin darker, dilated once: a halved sheet's
// borders round a block of square cells, averaged to a grey 80-90 levels under white and
// lighter still beside the dark box lines they cross, are broken at darkInk (a dark
// desktop board's page, inverted, outlined a grid 1.5 times taller than wide there).
// Made on first use; none once ctx has ended (not kept then).
func (o *Search) darkQuads(ctx context.Context) []Quad {
	if !o.darkMade && ctx.Err() == nil {
		w, h := o.g.Rect.Dx(), o.g.Rect.Dy()
		if w >= 16 && h >= 16 {
			r := max(5, max(w, h)/70)
			o.dark = outlinesIn(ctx, o.g, raster.Binarize(o.g, r, darkInk))
			if len(o.dark) == 0 {
				for _, q := range outlinesIn(ctx, o.g, raster.Dilate(raster.Binarize(o.g, r, darkJoin), w, h)) {
					if wq, hq := q[1].X-q[0].X, q[3].Y-q[0].Y; 5*wq >= 4*hq && 5*hq >= 4*wq {
						o.dark = append(o.dark, q)
					}
				}
			}
		}
		o.darkMade = ctx.Err() == nil
	}
	return o.dark
}

// darkInk is darkQuads's contrast: over a spreadsheet's grid lines (light grey, 40-65 levels
// under white), under its black borders and digits. darkJoin is the second, dilated
// binarisation's: over a halved sheet's lines (20-35 levels under white), under its
// borders' grey.
const darkInk, darkJoin = 80, 70

// outlinesIn returns the outlines of the largest grid-like ink components of bin. It asks
// ctx while it labels the ink and before each component's outline; once ctx has ended it
// returns none.
func outlinesIn(ctx context.Context, g *image.Gray, bin []uint8) []Quad {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	labels, comps, ok := raster.LabelContext(ctx, bin, w, h)
	if !ok {
		return nil
	}
	minSide := 0.12 * float64(min(w, h))
	var cands []*raster.Component
	for i := range comps {
		c := &comps[i]
		if float64(c.W()) < minSide || float64(c.H()) < minSide {
			continue
		}
		if c.W() > 3*c.H() || c.H() > 3*c.W() {
			continue
		}
		if float64(c.N) > 0.6*float64(c.Area()) {
			continue // a filled blob, not an outline
		}
		cands = append(cands, c)
	}
	sort.Slice(cands, func(i, j int) bool { return cands[i].Area() > cands[j].Area() })
	if len(cands) > 6 {
		cands = cands[:6]
	}
	var out []Quad
	for _, c := range cands {
		if ctx.Err() != nil {
			return nil
		}
		rough := corners(labels, w, c)
		if rough.Plausible(minSide) {
			out = append(out, outlines(labels, w, c, rough, minSide)...)
		}
	}
	return out
}

// outlines returns the outlines to try for a component: the one fitted to its sides first,
// then the rough one from its extreme points.
func outlines(labels []int32, w int, c *raster.Component, rough Quad, minSide float64) []Quad {
	if fit, ok := fitSides(labels, w, c, rough); ok && fit.Plausible(minSide) {
		return []Quad{fit, rough}
	}
	return []Quad{rough}
}

// Try straightens the grid inside q and checks that it shows n+1 lines each way. It asks
// ctx before the straightening and after it (a 16×16's, from a large picture, is up to a
// tenth of a second); once ctx has ended it finds nothing: the caller asks ctx why.
func Try(ctx context.Context, g *image.Gray, q Quad, n int) (Found, bool) {
	s := n * CellPx
	hm, ok := raster.SquareTo(q.XY(), float64(s))
	if !ok || ctx.Err() != nil {
		return Found{}, false
	}
	wp := raster.Warp(g, hm, s)
	if ctx.Err() != nil {
		return Found{}, false
	}
	wb := raster.Binarize(wp, CellPx/2, 8)
	sc := shown.LineScore(wb, s, n)
	pf := shown.ProfileScore(wp, n, CellPx)
	f := Found{Warped: wp, Bin: wb, Outline: q, Score: sc, Prof: pf}
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
func fitSides(labels []int32, w int, c *raster.Component, q Quad) (Quad, bool) {
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
	top, ok1 := outer(true, true, q[0].X, q[1].X)
	bottom, ok2 := outer(true, false, q[3].X, q[2].X)
	left, ok3 := outer(false, true, q[0].Y, q[3].Y)
	right, ok4 := outer(false, false, q[1].Y, q[2].Y)
	if !ok1 || !ok2 || !ok3 || !ok4 {
		return q, false
	}
	cross := func(h, v line) (Point, bool) {
		// y = h.a·x + h.b and x = v.a·y + v.b.
		d := 1 - h.a*v.a
		if math.Abs(d) < 1e-6 {
			return Point{}, false
		}
		y := (h.a*v.b + h.b) / d
		return Point{v.a*y + v.b, y}, true
	}
	var out Quad
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
func edgeAt(labels []int32, w int, c *raster.Component, horizontal, first bool, t int) (int, bool) {
	if horizontal {
		if t < c.MinX || t > c.MaxX {
			return 0, false
		}
		if first {
			for y := c.MinY; y <= c.MaxY; y++ {
				if labels[y*w+t] == c.ID {
					return y, true
				}
			}
		} else {
			for y := c.MaxY; y >= c.MinY; y-- {
				if labels[y*w+t] == c.ID {
					return y, true
				}
			}
		}
		return 0, false
	}
	if t < c.MinY || t > c.MaxY {
		return 0, false
	}
	if first {
		for x := c.MinX; x <= c.MaxX; x++ {
			if labels[t*w+x] == c.ID {
				return x, true
			}
		}
	} else {
		for x := c.MaxX; x >= c.MinX; x-- {
			if labels[t*w+x] == c.ID {
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

// Skewed reports whether an outline's opposite sides are off parallel by more than 1.5%:
// drawn grids are upright or turned a little, their sides parallel (a JPEG moves a corner
// by a pixel or two). A tile grid's outline that took in a line of text above its first
// row is off by 2% (scan asks this of flat screenshots only: photos in perspective are
// off parallel).
func (q Quad) Skewed() bool {
	slope := func(a, b Point, across bool) float64 {
		if across {
			return (b.Y - a.Y) / math.Max(b.X-a.X, 1)
		}
		return (b.X - a.X) / math.Max(b.Y-a.Y, 1)
	}
	return math.Abs(slope(q[0], q[1], true)-slope(q[3], q[2], true)) > 0.015 ||
		math.Abs(slope(q[0], q[3], false)-slope(q[1], q[2], false)) > 0.015
}

// Near reports whether q's corners are within half a cell of an n×n grid of o's.
func (q Quad) Near(o Quad, n int) bool {
	d := math.Hypot(o[2].X-o[0].X, o[2].Y-o[0].Y) / math.Sqrt2 / float64(2*n)
	for i := range q {
		if math.Hypot(q[i].X-o[i].X, q[i].Y-o[i].Y) > d {
			return false
		}
	}
	return true
}

// Holds reports whether lattice l's centre lies inside the outline's bounding box.
func (q Quad) Holds(l lattice.Lines) bool {
	cx, cy := l.Centre()
	return cx > min(q[0].X, q[3].X) && cx < max(q[1].X, q[2].X) && cy > min(q[0].Y, q[1].Y) && cy < max(q[2].Y, q[3].Y)
}

// Inside reports whether the rectangle of corners in[0] and in[2] lies in out's, grown by
// slack pixels each way.
func Inside(in, out [4]image.Point, slack int) bool {
	return image.Rect(in[0].X, in[0].Y, in[2].X, in[2].Y).In(image.Rect(out[0].X, out[0].Y, out[2].X, out[2].Y).Inset(-slack))
}

// CentreIn reports whether the middle of the rectangle of corners in[0] and in[2] lies in out's.
func CentreIn(in, out [4]image.Point) bool {
	return in[0].Add(in[2]).Div(2).In(image.Rect(out[0].X, out[0].Y, out[2].X, out[2].Y))
}

// Pitch is the width of a cell of q's n×n cells: the mean of its top and bottom sides' over n.
func (q Quad) Pitch(n int) float64 { return (q[1].X - q[0].X + q[2].X - q[3].X) / float64(2*n) }

// Gray is the picture o searches.
func (o *Search) Gray() *image.Gray { return o.g }

// Overlap is the area two outlines' bounding boxes share, over the smaller's.
func Overlap(a, b Quad) float64 {
	box := func(q Quad) (x0, y0, x1, y1 float64) {
		x0, y0, x1, y1 = q[0].X, q[0].Y, q[0].X, q[0].Y
		for _, p := range q[1:] {
			x0, y0, x1, y1 = math.Min(x0, p.X), math.Min(y0, p.Y), math.Max(x1, p.X), math.Max(y1, p.Y)
		}
		return
	}
	ax0, ay0, ax1, ay1 := box(a)
	bx0, by0, bx1, by1 := box(b)
	w := math.Min(ax1, bx1) - math.Max(ax0, bx0)
	h := math.Min(ay1, by1) - math.Max(ay0, by0)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h / math.Min((ax1-ax0)*(ay1-ay0), (bx1-bx0)*(by1-by0))
}

// Straighten is the grid of outline q, found in g, straightened from fine (a finer copy
// of g) into a square picture side pixels wide.
func (q Quad) Straighten(fine, g *image.Gray, side int) *image.Gray {
	q = q.Scaled(float64(fine.Rect.Dx()) / float64(g.Rect.Dx()))
	hm, _ := raster.SquareTo(q.XY(), float64(side)) // it mapped in g, so it maps scaled
	return raster.Warp(fine, hm, side)
}

// OfLattice is lattice l's outline.
func OfLattice(l lattice.Lines) Quad {
	x0, x1, y0, y1 := l.Xs[0], l.Xs[l.N], l.Ys[0], l.Ys[l.N]
	return Quad{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}
}

// Scaled is q with every corner's coordinates times f: q in a picture f times larger.
func (q Quad) Scaled(f float64) Quad {
	for i := range q {
		q[i] = Point{q[i].X * f, q[i].Y * f}
	}
	return q
}

// Of reports whether q is lattice l's outline, each corner within a third of a cell of
// l's.
func (q Quad) Of(l lattice.Lines) bool {
	lq := OfLattice(l)
	tol := math.Min(l.Xs[l.N]-l.Xs[0], l.Ys[l.N]-l.Ys[0]) / float64(l.N) / 3
	for i := range q {
		if math.Hypot(q[i].X-lq[i].X, q[i].Y-lq[i].Y) > tol {
			return false
		}
	}
	return true
}

// Searches are the Searches of one grey picture as it is and inverted, each made on first
// use, and the order in which they are asked (Order: whether inverted, first to last).
// Make them with [NewSearches]. A Searches is not safe for concurrent use.
type Searches struct {
	g     *image.Gray
	Order []bool
	made  [2]*Search // as it is, inverted
}

// NewSearches are g's Searches, the inverted picture asked first when invFirst (a dark
// picture: light lines on it).
func NewSearches(g *image.Gray, invFirst bool) *Searches {
	return &Searches{g: g, Order: []bool{invFirst, !invFirst}}
}

// Of is the Search of the picture as it is or inverted (inv), made with ctx on first use
// ([NewSearch]).
func (s *Searches) Of(ctx context.Context, inv bool) *Search {
	i := 0
	if inv {
		i = 1
	}
	if s.made[i] == nil {
		g := s.g
		if inv {
			g = raster.Inverted(g)
		}
		s.made[i] = NewSearch(ctx, g)
	}
	return s.made[i]
}

// MadeSoFar yields, in Order, the Searches made so far, each with whether it is of the
// inverted picture: the searches a caller may ask again without making one.
func (s *Searches) MadeSoFar() iter.Seq2[bool, *Search] {
	return func(yield func(bool, *Search) bool) {
		for _, inv := range s.Order {
			if m := s.Made(inv); m != nil && !yield(inv, m) {
				return
			}
		}
	}
}

// Made is the Search of the picture as it is or inverted (inv), nil when none has asked
// for it yet.
func (s *Searches) Made(inv bool) *Search {
	if inv {
		return s.made[1]
	}
	return s.made[0]
}
