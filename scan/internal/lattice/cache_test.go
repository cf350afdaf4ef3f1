package lattice

import (
	"cmp"
	"context"
	"image"
	"math"
	"reflect"
	"slices"
	"testing"
)

// textPage draws a grid (fullGrid's) below rows of words: bars of ink a few pixels tall,
// many edges at a regular pitch, as a page of text makes them, and a run of lines at
// the grid.
func textPage() *image.Gray {
	g := fullGrid(700, 900, 60, 420, 40, 9)
	for y := 20; y+8 < 400; y += 16 {
		for x := 30; x+40 < 680; x += 52 + (y/16)%3*4 {
			for dy := range 8 {
				for dx := range 40 {
					g.Pix[(y+dy)*g.Stride+x+dx] = 30
				}
			}
		}
	}
	return g
}

// TestCacheShares: the searches of one picture given a Cache find what each finds alone,
// and a search with edges a Cache already holds builds no table again; with other edges
// (FindFaint's, FindDim's) it builds its own once.
func TestCacheShares(t *testing.T) {
	for _, tc := range []struct {
		name string
		g    *image.Gray
	}{
		{"grid", fullGrid(500, 460, 40, 30, 40, 9)},
		{"text page", textPage()},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// The searches a Read makes: any size, then 16×16 and 9×9 asked for, the faint
			// and dim lines, and again.
			searches := []struct {
				name  string
				build bool // may build tables: the first search with its edges
				find  func(ctx context.Context) any
			}{
				{"Find 0", true, func(ctx context.Context) any { return found(Find(ctx, tc.g, tc.g, 0)) }},
				{"Find 16", false, func(ctx context.Context) any { return found(Find(ctx, tc.g, tc.g, 16)) }},
				{"Find 9", false, func(ctx context.Context) any { return found(Find(ctx, tc.g, tc.g, 9)) }},
				{"FindFaint 9", true, func(ctx context.Context) any { return FindFaint(ctx, tc.g, tc.g, 9) }},
				{"FindDim 0", true, func(ctx context.Context) any { return found(FindDim(ctx, tc.g, tc.g, 0)) }},
				{"FindDim 9", false, func(ctx context.Context) any { return found(FindDim(ctx, tc.g, tc.g, 9)) }},
				{"FindFaint 9 again", false, func(ctx context.Context) any { return FindFaint(ctx, tc.g, tc.g, 9) }},
				{"Find 0 again", false, func(ctx context.Context) any { return found(Find(ctx, tc.g, tc.g, 0)) }},
			}
			ctx := WithCache(t.Context())
			c := cacheOf(ctx)
			for _, s := range searches {
				alone := s.find(t.Context())
				before := c.tables
				if shared := s.find(ctx); !reflect.DeepEqual(shared, alone) {
					t.Errorf("%s: with the Cache %+v, alone %+v", s.name, shared, alone)
				}
				built := c.tables - before
				// Find with the size unknown builds the table of the window it took
				// again (around asks it): one table at most.
				switch {
				case s.build && built == 0:
					t.Errorf("%s: built no table", s.name)
				case !s.build && built > 1:
					t.Errorf("%s: built %d tables again", s.name, built)
				}
				t.Logf("%s: %d tables built", s.name, built)
			}
			if l, ok := Find(ctx, tc.g, tc.g, 9); !ok || l.N != 9 {
				t.Errorf("Find 9: %v %v, want the 9×9 grid", l.N, ok)
			}
		})
	}
}

// found is a search's Lines and ok together.
func found(l Lines, ok bool) any {
	return struct {
		L  Lines
		Ok bool
	}{l, ok}
}

// TestPeaksNear: the run peaksNear returns holds every peak within d of at, as a look at
// each peak finds them (Boxes' checks asked every peak; now only those near).
func TestPeaksNear(t *testing.T) {
	var ps []peak
	for i := range 200 {
		ps = append(ps, peak{at: float64(i*i%997) / 3})
	}
	slices.SortFunc(ps, func(a, b peak) int { return cmp.Compare(a.at, b.at) })
	for _, tc := range []struct{ at, d float64 }{{0, 1.5}, {100, 1.5}, {100.5, 0.2}, {331, 4.8}, {-5, 2}, {400, 1.5}, {150, 0}} {
		var want []float64
		for _, q := range ps {
			if math.Abs(q.at-tc.at) <= tc.d {
				want = append(want, q.at)
			}
		}
		var got []float64
		for _, q := range peaksNear(ps, tc.at, tc.d) {
			got = append(got, q.at)
		}
		if !slices.Equal(got, want) {
			t.Errorf("at %v, d %v: %v, want %v", tc.at, tc.d, got, want)
		}
	}
}

// TestSmallWindowsNotAsked: the 4×4 and 6×6 windows of a table of over k+2 rows or
// columns, not asked for (only closed ones would be kept), are not worked out and build
// no table; worked out, none of them is closed.
func TestSmallWindowsNotAsked(t *testing.T) {
	for _, g := range []*image.Gray{fullGrid(500, 460, 40, 30, 40, 9), textPage()} {
		ctx := WithCache(t.Context())
		c := cacheOf(ctx)
		s := c.search(ctx, g, g, edgeStep)
		asked := 0
		for i := range s.pairs {
			p := &s.pairs[i]
			for _, k := range []int{4, 6} {
				if len(s.rowsP[p.i].lines) <= k+3 && len(s.colsP[p.j].lines) <= k+3 {
					continue
				}
				if ws, ok := s.windows(ctx, c, p, k, false); !ok || len(ws) != 0 || c.tables != 0 {
					t.Errorf("pair %d, %d×%d not asked for: %d windows, %d tables built; want none", i, k, k, len(ws), c.tables)
				}
				all, _ := s.windows(ctx, c, p, k, true)
				if slices.ContainsFunc(all, func(w win) bool { return w.closed }) {
					t.Errorf("pair %d: a closed %d×%d window", i, k, k)
				}
				p.t, c.tables = nil, 0
				asked++
			}
		}
		if asked == 0 {
			t.Error("no table of over 6 rows")
		}
	}
}
