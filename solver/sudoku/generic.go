package sudoku

import (
	"context"
	"fmt"
	"time"
)

// solveGeneric solves a grid of any size whose givens obey the rules ([Check] passed):
// propagation (singles, locked candidates, naked pairs on big grids, failed-literal probing)
// plus binary backtracking on the most constrained decision. It counts up to limit
// solutions and stops early when ctx is done or more than maxNodes (if > 0) nodes are visited.
func solveGeneric(ctx context.Context, g Grid, limit int, maxNodes int64) Solution {
	start := time.Now()
	if limit < 1 {
		limit = 1
	}
	e := newEngine(g)
	s := &search{engine: e, ctx: ctx, done: ctx.Done(), limit: limit, maxNodes: maxNodes}
	s.weight = make([]int32, 3*g.n)
	s.sols[0] = make([]uint8, len(g.cells))
	s.sols[1] = make([]uint8, len(g.cells))
	s.probeDepth = probeDepth(g.n)
	if tuning.probeDepth >= 0 {
		s.probeDepth = tuning.probeDepth
	}
	if tuning.pairs >= 0 {
		e.pairs = tuning.pairs == 1
	}

	var res Solution
	if !s.start(g) {
		res.Status = None
		res.Err = fmt.Errorf("%w: %s", ErrNoSolution, s.explain(g))
		return res
	}
	if g.n >= satMinSize && tuning.sat != 0 {
		s.cpBudget = cpBudget
		if tuning.sat > 1 {
			s.cpBudget = int64(tuning.sat)
		}
	}
	if tuning.restart > 0 {
		s.cutoff = int64(tuning.restart)
	}
	for {
		s.run(0)
		if s.stopped != restarting {
			break
		}
		s.undo(0)
		s.stopped, s.failures = running, 0
		s.cutoff = s.cutoff * int64(tuning.growth) / 10
		s.restarts++
	}
	if s.stopped == handover {
		s.undo(0)
		s.stopped, s.cpBudget, s.baseNodes = running, 0, s.nodes
		s.satSearch()
	}
	res.Count = s.count
	res.Nodes, res.Guesses, res.MaxDepth = s.nodes, s.guesses, s.maxDepth
	if s.count >= 1 {
		res.Grid = g.Clone()
		copy(res.Grid.cells, s.sols[0])
	}
	if s.count >= 2 {
		res.Second = g.Clone()
		copy(res.Second.cells, s.sols[1])
	}
	switch {
	case s.stopped == outOfNodes && s.count < limit:
		res.Status = GaveUp
		res.Err = fmt.Errorf("%w: gave up after %d nodes", ErrLimit, s.nodes)
	case s.stopped == outOfTime && s.count < limit:
		res.Status = GaveUp
		res.Err = fmt.Errorf("%w: gave up after %s", ErrLimit, roundDuration(time.Since(start)))
	case s.count == 0:
		res.Status = None
		res.Err = ErrNoSolution
	case s.count == 1:
		res.Status = Unique
	default:
		res.Status = Multiple
	}
	return res
}

// satMinSize is the smallest grid whose search goes on with clause learning once cpBudget
// nodes of plain search have not settled it.
const (
	satMinSize = 20
	cpBudget   = 2000
)

// probeDepth is how deep in the search failed-literal probing runs for an N×N grid: it
// costs more than it saves on small grids and pays for itself many times on 25×25.
func probeDepth(n int) int {
	switch {
	case n >= 20:
		return 1 << 30
	case n >= 16:
		return 1 << 30
	default:
		return 0
	}
}

// start places the givens and propagates at the root.
func (s *search) start(g Grid) bool {
	for i, v := range g.cells {
		if v != 0 {
			if !s.remove(int32(i), s.full&^(1<<(v-1))) {
				return false
			}
		}
	}
	s.dirty = [2]uint64{}
	for h := 0; h < 3*s.n; h++ {
		s.dirty[h>>6] |= 1 << (h & 63)
	}
	if !s.propagate() {
		return false
	}
	s.trail = s.trail[:0] // the root is never undone
	return true
}

// explain describes the recorded contradiction: "r4c5 has no candidate left",
// "row 3 has no place for 7".
func (s *search) explain(g Grid) string {
	f := s.fail
	if f.cell >= 0 {
		return g.CellName(int(f.cell)) + " has no candidate left"
	}
	if f.house >= 0 {
		h := House{Kind: HouseKind(int(f.house) / s.n), Index: int(f.house) % s.n}
		return fmt.Sprintf("%s has no place for %s", h, g.symbols.Format(int(f.digit)))
	}
	return "contradiction"
}

// roundDuration shortens d for messages: "30s", "1.5s", "250ms".
func roundDuration(d time.Duration) time.Duration {
	switch {
	case d >= 10*time.Second:
		return d.Round(time.Second)
	case d >= time.Second:
		return d.Round(100 * time.Millisecond)
	default:
		return d.Round(time.Millisecond)
	}
}

// peerTable returns, for each cell, the other cells sharing a row, column or box.
func peerTable(g Grid) [][]int {
	n := g.n
	out := make([][]int, n*n)
	for i := range out {
		r, c := i/n, i%n
		b := g.Box(r, c)
		for j := 0; j < n*n; j++ {
			if j != i && (j/n == r || j%n == c || g.Box(j/n, j%n) == b) {
				out[i] = append(out[i], j)
			}
		}
	}
	return out
}

// tuning holds experiment knobs (negative: default).
var tuning = struct{ probeDepth, pairs, probeMax, heur, restart, growth, sat int }{-1, -1, -1, -1, 0, 15, 1}
