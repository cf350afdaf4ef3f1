// Package refine moves a grid's lines, found in a coarse copy of a picture, to where the
// picture shows them: onto the thin lines a finer copy draws ([Fine]), or onto the thin
// lines the same picture draws a few pixels off ([InPlace]: a halved JPEG sheet's light
// lines lose to a digit's edges when the grid is looked for). It works on the lines'
// positions alone (package lattice's Lines hold them), holds no state, never changes
// its arguments and is safe for concurrent use. Nothing in it prints or logs.
package refine

import (
	"image"
	"math"
	"slices"

	"github.com/sudokubot/sudokubot/scan/internal/raster"
)

// Fine moves each line xs (columns) and ys (rows) of a grid found in g to where the
// finer picture fine shows it: the middle of the columns (rows) within a pixel of g of it whose median grey along
// the grid stands out most from the cells' beside it, when the one that stands out most
// does so at half its points (standsOut). A line found a pixel off in g is two or three
// off in fine, and cuts the side off a right-aligned number in a small cell. Lines fine
// does not show clearly (under 8 grey levels), or past its border, stay. ok is false,
// and nothing moved, when fine is not finer than g by half at least.
func Fine(fine, g *image.Gray, xs, ys []float64) (_, _ []float64, ok bool) {
	f := float64(fine.Rect.Dx()) / float64(g.Rect.Dx())
	if f < 1.5 {
		return xs, ys, false
	}
	fw, fh := fine.Rect.Dx(), fine.Rect.Dy()
	// at is the grey of fine at t along column (row) c.
	at := func(c, t int, vertical bool) uint8 {
		if vertical {
			return fine.Pix[t*fine.Stride+c]
		}
		return fine.Pix[c*fine.Stride+t]
	}
	// profile is the median grey of column (row) c of fine between a and b.
	var hist [256]int
	profile := func(c int, a, b float64, vertical bool) float64 {
		return medianAlong(fine, &hist, c, a, b, vertical, 2)
	}
	// standsOut reports whether column (row) c is darker (lighter when light) than the
	// cells on both sides of it (the median of the columns sides before it, and of those
	// after it, at each point) by 4 grey levels or more at half its points at least
	// between a and b: a line, not a column whose median differs through digits' strokes
	// across it and a tinted box beside them, as grey there as the cells beside it (a
	// sheet's box with no cell lines, issue 23), nor the edge of a tinted box beside a
	// white one, where a sheet draws no line (the edge is half a pixel off the line's
	// place, which the lines fine shows tell: a right-aligned digit against it lost its
	// side).
	standsOut := func(c int, a, b float64, vertical bool, sides []int, light bool) bool {
		sign := -1
		if light {
			sign = 1
		}
		var before, after []int
		for _, sc := range sides {
			if sc < c {
				before = append(before, sc)
			} else {
				after = append(after, sc)
			}
		}
		vs := make([]int, len(sides))
		// out reports whether v stands out from the median of the columns cs at t.
		out := func(v, t int, cs []int) bool {
			if len(cs) == 0 {
				return true
			}
			for k, sc := range cs {
				vs[k] = int(at(sc, t, vertical))
			}
			slices.Sort(vs[:len(cs)])
			return sign*(v-vs[len(cs)/2]) >= 4
		}
		off, cnt := 0, 0
		end := fw
		if vertical {
			end = fh
		}
		for t := max(int(a), 0); t < min(int(b), end); t += 2 {
			v := int(at(c, t, vertical))
			if out(v, t, before) && out(v, t, after) {
				off++
			}
			cnt++
		}
		return 2*off >= cnt
	}
	move := func(lines, across []float64, vertical bool) []float64 {
		out := slices.Clone(lines)
		dim := fw
		if !vertical {
			dim = fh
		}
		a, b := f*across[0], f*across[len(across)-1]
		pitch := f * (lines[len(lines)-1] - lines[0]) / float64(len(lines)-1)
		var moves []float64 // how far each line fine shows moved
		var hidden []int    // the lines fine does not show, inside it
		for i, v := range lines {
			p := f * v
			lo, hi := int(p-f-1), int(p+f+1)
			half := int(pitch / 3)
			if int(p)-half < 0 || int(p)+half >= dim {
				continue
			}
			// The cells' grey beside the line: the median of the profile a third of a
			// cell either side.
			var side []float64
			var sideCs []int
			for c := int(p) - half; c <= int(p)+half; c++ {
				if c < lo-1 || c > hi+1 {
					side = append(side, profile(c, a, b, vertical))
					sideCs = append(sideCs, c)
				}
			}
			if len(side) == 0 {
				continue
			}
			slices.Sort(side)
			bg := side[len(side)/2]
			best, sum, sw := 0.0, 0.0, 0.0
			ps := make([]float64, hi-lo+1)
			top := lo
			for c := lo; c <= hi; c++ {
				ps[c-lo] = math.Abs(profile(c, a, b, vertical) - bg)
				if ps[c-lo] > best {
					best, top = ps[c-lo], c
				}
			}
			if best < 8 || !standsOut(top, a, b, vertical, sideCs, profile(top, a, b, vertical) > bg) {
				hidden = append(hidden, i)
				continue
			}
			for c := lo; c <= hi; c++ {
				if d := ps[c-lo]; 2*d >= best {
					sum += d * float64(c)
					sw += d
				}
			}
			// The centre of pixel c is at c+0.5 in fine, c+0.5 over f in g.
			out[i] = (sum/sw + 0.5) / f
			moves = append(moves, out[i]-v)
		}
		// g's lines are off fine's alike (edges between g's pixels, g's pixels f of
		// fine's): a line fine does not show (hidden between a sheet's tinted cells) moves
		// as most of those it shows did, when they agree.
		if d, ok := agreed(moves, 0.5); ok {
			for _, i := range hidden {
				out[i] += d
			}
		}
		return out
	}
	return move(xs, ys, true), move(ys, xs, false), true
}

// agreed is the median of moves when two of them at least and more than half of them lie
// within tol of it.
func agreed(moves []float64, tol float64) (float64, bool) {
	if len(moves) < 2 {
		return 0, false
	}
	s := slices.Clone(moves)
	slices.Sort(s)
	m := s[len(s)/2]
	near := 0
	for _, v := range s {
		if math.Abs(v-m) <= tol {
			near++
		}
	}
	return m, 2*near > len(s)
}

// InPlace moves the lines xs (columns) and ys (rows) of a lattice found in g (not by its
// tiles, whose lines are the middles of the gaps between them) within g, in copies: each
// inner line more than
// inPlaceOff pixels off a thin line (3 pixels at most) that g shows along five sixths of
// the grid within a quarter of a cell (inPlaceReach pixels at most), darker or lighter
// than the median grey of the rows (columns) two pixels either side of it by inPlaceStep
// grey levels or more, moves onto it. A halved JPEG sheet's light lines lose to a digit's
// edges a few pixels off when the lattice is looked for (a row then cut through its
// digits); the grey levels along the grid keep them. The outer lines stay (a tile board's
// outer edge is half a gap off its line), as does a line beside a tinted row's edge, a
// step and no thin line, except in a lattice of cells under outerPitch pixels: an outer
// line on the picture's light moves onto a dark line outerStep deep (a halved sheet's
// black border, its right line taken at the last column's digits' edges two pixels left).
func InPlace(g *image.Gray, xs, ys []float64) (_, _ []float64) {
	var hist [256]int
	// along is the grey levels of column (row) c of g between a and b: the median and the
	// levels a sixth of its pixels are lighter and darker than; ok false outside g.
	type along struct {
		med, light, dark float64
		ok               bool
	}
	profile := func(c int, a, b float64, vertical bool) along {
		n := histAlong(g, &hist, c, a, b, vertical, 1)
		if n < 0 {
			return along{}
		}
		return along{raster.Median(&hist, n), raster.Quantile(&hist, n, 5.0/6), raster.Quantile(&hist, n, 1.0/6), true}
	}
	move := func(lines, across []float64, vertical bool) []float64 {
		out := slices.Clone(lines)
		a, b := across[0], across[len(across)-1]
		pitch := (lines[len(lines)-1] - lines[0]) / float64(len(lines)-1)
		r := min(max(2, pitch/4), inPlaceReach)
		for i := range lines {
			outer := i == 0 || i == len(lines)-1
			if outer && pitch >= outerPitch {
				continue
			}
			at := lines[i]
			lo, hi := int(at-r), int(at+r)
			ps := make([]along, hi-lo+5) // c from lo-2 to hi+2
			for c := lo - 2; c <= hi+2; c++ {
				ps[c-lo+2] = profile(c, a, b, vertical)
			}
			// depth is how far column c stands out from the medians of both columns two
			// beside it, the same way, along five sixths of it (a line's length: a
			// column of right-aligned digits' strokes is ink along half of it); 0 when
			// not.
			depth := func(c int) float64 {
				p, l, r := ps[c-lo+2], ps[c-lo], ps[c-lo+4]
				switch {
				case !p.ok || !l.ok || !r.ok:
					return 0
				case l.med > p.med && r.med > p.med: // a dark line
					return max(math.Min(l.med, r.med)-p.light, 0)
				case outer: // an outer line moves onto a dark line only
					return 0
				case l.med < p.med && r.med < p.med: // a light line
					return max(p.dark-math.Max(l.med, r.med), 0)
				}
				return 0
			}
			best := 0.0
			for c := lo; c <= hi; c++ {
				best = math.Max(best, depth(c))
			}
			// An outer line moves only off the picture's light: on a thick border's
			// edge, it is on the line.
			if best < inPlaceStep || outer && (best < outerStep || 2*depth(int(math.Round(at))) >= best) {
				continue
			}
			sum, sw := 0.0, 0.0
			for c := lo; c <= hi; c++ {
				if d := depth(c); 2*d >= best {
					sum += d * float64(c)
					sw += d
				}
			}
			if v := sum/sw + 0.5; math.Abs(v-at) > inPlaceOff {
				out[i] = v
			}
		}
		return out
	}
	return move(xs, ys, true), move(ys, xs, false)
}

// medianAlong is the median grey of column c (vertical) or row c of g from a to b, every
// step-th pixel, counted in hist; -1 when c is outside g.
func medianAlong(g *image.Gray, hist *[256]int, c int, a, b float64, vertical bool, step int) float64 {
	n := histAlong(g, hist, c, a, b, vertical, step)
	if n < 0 {
		return -1
	}
	return raster.Median(hist, n)
}

// histAlong counts the grey levels of column c (vertical) or row c of g from a to b, every
// step-th pixel, in hist, and returns how many it counted (at least 1); -1 when c is
// outside g.
func histAlong(g *image.Gray, hist *[256]int, c int, a, b float64, vertical bool, step int) int {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	end := w
	if vertical {
		end = h
	}
	if c < 0 || vertical && c >= w || !vertical && c >= h {
		return -1
	}
	clear(hist[:])
	cnt := 0
	for t := max(int(a), 0); t < min(int(b), end); t += step {
		x, y := c, t
		if !vertical {
			x, y = t, c
		}
		hist[g.Pix[y*g.Stride+x]]++
		cnt++
	}
	return max(cnt, 1)
}

// inPlaceStep is the least depth, in grey levels, of a line refineInPlace moves onto, and
// inPlaceReach how far, in pixels, it looks for one (a digit's edges a few pixels off
// the line; a line further off is no line the lattice missed, but one a page dropped: a
// desktop page's hairlines at 80% zoom).
const (
	inPlaceStep  = 8
	inPlaceReach = 4
	// inPlaceOff is how far off a line must be to move, in pixels: the middle of a
	// thick line (a printed grid's) may be up to a pixel and a half from where its
	// edges put it, and a cut that near is as good.
	inPlaceOff = 1.6
	// outerStep is the least depth of a dark line an outer line moves onto: a sheet
	// block's black border beside the last column's right-aligned digits, whose edges
	// the lattice took for the line (a halved Calc block: its last column cut through its
	// digits, 7s read 1), not a tile board's rim or a tinted row's edge.
	outerStep = 64
	// outerPitch is the cell size, in pixels, under which outer lines move: in larger
	// cells a border a pixel or two off cuts no digit, and moving it moved the warp of
	// a 22-pixel 16×16 block enough to lose an 8.
	outerPitch = 12
)
