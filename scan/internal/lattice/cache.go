package lattice

import (
	"context"
	"image"
	"math"
	"sync"
)

// Cache keeps what the searches of one picture share: for each picture and kind of edges
// (Find's, FindFaint's two steps, FindDim's) the edge maps, the runs of lines they show,
// and for each pair of runs (a table) the windows whose lines are all there, each ranked
// as Find ranks it before the size asked for counts. One Read asks Find, FindFaint and
// FindDim up to eight times of the same picture (other sizes, other windows); each
// built the same tables again, 500 to 900 of them on a page of text. With a Cache a
// table is built once for its windows and dropped: built again only for a size not yet
// ranked or for the window taken ([table.around]).
//
// A Cache is made by [WithCache] and travels in the searches' context. Searches without
// one share nothing, as before.
type Cache struct {
	mu       sync.Mutex // one search at a time
	searches []*search
	tables   int // tables built, for tests
}

// cacheKey is the context key of a Cache.
type cacheKey struct{}

// WithCache returns a copy of ctx carrying a new Cache: the searches given it (or a context
// made from it) share their work on the same pictures. It is for one picture's searches
// (scan's Read): the Cache holds the edge maps of each picture it saw until ctx is gone.
func WithCache(ctx context.Context) context.Context {
	return context.WithValue(ctx, cacheKey{}, &Cache{})
}

// cacheOf returns ctx's Cache, or a new one shared with no other search.
func cacheOf(ctx context.Context) *Cache {
	if c, ok := ctx.Value(cacheKey{}).(*Cache); ok {
		return c
	}
	return &Cache{}
}

// dimEdgesStep stands for FindDim's edges ([dimEdges]) among the edge steps.
const dimEdgesStep = 0

// search is what the searches of picture g (cells looked at in fine) with step's edges share.
type search struct {
	g, fine            *image.Gray
	step               uint8
	hz, vt             []uint8
	rowPeaks, colPeaks []peak
	rowsP, colsP       []progression
	pairs              []pair // [row run][column run]
}

// pair is a pair of runs, rows' i and columns' j: its table while Find ranks its windows,
// and the windows of each size (sizes' order) ranked so far. level is 0 while a size is
// not ranked, 1 when its closed windows are (under 9×9 and not asked for), 2 when all are.
type pair struct {
	i, j  int
	t     *table
	level [len(sizes)]uint8
	wins  [len(sizes)][]win
}

// win is a window of a table whose lines are all there, at row r0 and column c0: closed,
// kept when Find ranks it whatever the size asked for (closed as the lines beyond say, or
// 9×9 and larger), and its rank before the size asked for counts.
type win struct {
	r0, c0       int
	closed, kept bool
	key          float64
}

// search returns the shared work of g and fine with the edges of step, made on first use.
// It asks ctx before each step of making it (the edge maps, each way's peaks, the runs of
// lines); once ctx has ended it returns nil and keeps nothing.
func (c *Cache) search(ctx context.Context, g, fine *image.Gray, step uint8) *search {
	var s *search
	for _, o := range c.searches {
		if o.g == g && o.fine == fine && o.step == step {
			s = o
		} else {
			o.hz, o.vt = nil, nil // made again if asked for: one picture's edge maps kept at a time
		}
	}
	if s != nil {
		return s
	}
	if ctx.Err() != nil {
		return nil
	}
	s = &search{g: g, fine: fine, step: step}
	s.edges()
	w, h := g.Rect.Dx(), g.Rect.Dy()
	minLen := math.Max(30, 0.04*float64(min(w, h)))
	if ctx.Err() != nil {
		return nil
	}
	s.rowPeaks = edgePeaks(g, s.hz, false, minLen, step == edgeStep)
	if ctx.Err() != nil {
		return nil
	}
	s.colPeaks = edgePeaks(g, s.vt, true, minLen, step == edgeStep)
	if ctx.Err() != nil {
		return nil
	}
	slack := 2.0
	if step == dimEdgesStep {
		slack = dimSlack
	}
	s.rowsP, s.colsP = progressions(s.rowPeaks, h, 7, slack), progressions(s.colPeaks, w, 7, slack)
	if step == dimEdgesStep {
		for _, ps := range [][]progression{s.rowsP, s.colsP} {
			for i := range ps {
				ps[i].lines = straight(ps[i].lines)
			}
		}
	}
	s.pairs = make([]pair, len(s.rowsP)*len(s.colsP))
	for i := range s.pairs {
		s.pairs[i].i, s.pairs[i].j = i/max(len(s.colsP), 1), i%max(len(s.colsP), 1)
	}
	c.searches = append(c.searches, s)
	return s
}

// edges makes s's edge maps when it has none.
func (s *search) edges() {
	if s.hz != nil {
		return
	}
	if s.step == dimEdgesStep {
		s.hz, s.vt = dimEdges(s.g)
	} else {
		s.hz, s.vt = edgesOf(s.g, s.step)
	}
}

// table returns p's table, built when p has none.
func (s *search) table(c *Cache, p *pair) *table {
	if p.t == nil {
		rp, cp := s.rowsP[p.i], s.colsP[p.j]
		s.edges()
		p.t = newTable(s.g, s.fine, s.hz, s.vt, rp, cp)
		p.t.midRow, p.t.midCol = midLines(s.rowPeaks, p.t.ys, rp.strength), midLines(s.colPeaks, p.t.xs, cp.strength)
		c.tables++
	}
	return p.t
}
