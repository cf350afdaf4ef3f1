// The second step: line candidates (peaks of the strengths) and their evenly spaced runs
// (progressions), each a possible set of a grid's lines one way.

package lattice

import (
	"math"
	"slices"
	"sort"
)

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
// found. A line may be missing only where the run reaches the picture's border or its pane's
// (clippedAt). dim is the picture's size across the lines.
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
					clipped := len(at) == 0 && p > tol && p < float64(dim-1)-tol
					if len(at) == 0 {
						if clipped && !clippedAt(ps, last, p, 0.5*total/float64(len(lines))) {
							return // a line missing inside the picture ends the run
						}
						m = p // the grid runs off the picture (or its pane, clipped): a line past its border
					} else {
						total += str
					}
					if dir < 0 {
						lines, ats = append([]float64{m}, lines...), append([][]float64{at}, ats...)
					} else {
						lines, ats = append(lines, m), append(ats, at)
					}
					if end && len(at) > 0 || clipped {
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

// clippedAt reports whether a run of lines ends on the edge of the pane it was drawn in
// (a board wider than its pane at a page zoom, its last column cut by two thirds): from its
// last line on to a half pitch past where its next would be (p), one step of grey alone
// (no thin line's pair of edges) at least strong, over half a pitch on and short of p.
func clippedAt(ps []peak, last, p, strong float64) bool {
	n, e := 0, peak{}
	for _, q := range ps {
		if d := (q.at - last) / (p - last); d > 0.3 && d < 1.5 {
			n, e = n+1, q
		}
	}
	d := (e.at - last) / (p - last)
	return n == 1 && !e.both && e.strength >= strong && d > 0.5 && d < 1
}
