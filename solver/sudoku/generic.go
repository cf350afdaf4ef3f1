package sudoku

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"
)

// options tune the generic search; [defaultOptions] gives the ones used by [Solver].
type options struct {
	probeDepth int   // failed-literal probing at search depths below this
	pairs      bool  // naked and hidden pairs in propagation
	wdeg       bool  // choose by candidates / failures (dom/wdeg) rather than candidates first
	restart    int64 // restart the CP search after this many failures (growing ×1.5); 0 never
	sat        bool  // hand over to the CDCL search after cpBudget nodes
	cpBudget   int64
	glucose    bool // CDCL restarts on LBD averages rather than the Luby sequence
	positive   bool // CDCL tries "cell holds digit" first rather than "does not"
	satProbe   bool // failed-literal probing at the root before the CDCL search
	backbone   bool // CDCL proves uniqueness cell by cell rather than with a blocking clause
}

// defaultOptions returns the settings for an N×N grid. Propagation with plain search
// settles small grids; 16×16 ones are settled by probing at every node; hard 25×25 ones
// need clause learning, which also takes over any search that runs long on other sizes.
func defaultOptions(n int) options {
	o := options{pairs: n >= 12, sat: true, cpBudget: 200000, glucose: true, positive: true, satProbe: true, backbone: true}
	if n >= 16 {
		o.probeDepth, o.cpBudget = 1<<30, 5000
	}
	if n >= 20 {
		// One blocking clause, searched with everything learnt while finding the first
		// solution, proves 25×25 uniqueness faster than cell-by-cell proofs.
		o.probeDepth, o.wdeg, o.cpBudget, o.backbone = 0, true, 2000, false
	}
	return o
}

// solveGeneric solves a grid of any size whose givens obey the rules ([Check] passed):
// propagation (singles, locked candidates, naked pairs, failed-literal probing) plus binary
// backtracking on the most constrained decision, then clause learning on big grids. It
// counts up to limit solutions and stops early when ctx is done or more than maxNodes
// (if > 0) nodes are visited.
func solveGeneric(ctx context.Context, g Grid, limit int, maxNodes int64) Solution {
	return solveWith(ctx, g, limit, maxNodes, defaultOptions(g.n))
}

func solveWith(ctx context.Context, g Grid, limit int, maxNodes int64, o options) Solution {
	start := time.Now()
	if limit < 1 {
		limit = 1
	}
	e := newCPEngine(g)
	e.pairs = o.pairs
	s := &search{cpEngine: e, done: ctx.Done(), limit: limit, maxNodes: maxNodes}
	s.weight = make([]int32, 3*g.n)
	s.sols[0] = make([]uint8, len(g.cells))
	s.sols[1] = make([]uint8, len(g.cells))
	s.opt = o
	s.cutoff = o.restart

	var res Solution
	if !s.start(g) {
		res.Status = None
		res.Err = fmt.Errorf("%w: %s", ErrNoSolution, s.explain(g))
		return res
	}
	if o.sat {
		s.cpBudget = max(o.cpBudget, 1)
	}
	for {
		s.run(0)
		if s.stopped != restarting {
			break
		}
		s.undo(0)
		s.stopped, s.failures = running, 0
		s.cutoff = s.cutoff * 3 / 2
		s.restarts++
	}
	if s.stopped == handover {
		s.undo(0)
		s.stopped, s.cpBudget, s.baseNodes = running, 0, s.nodes
		if !o.satProbe || s.probe() {
			s.satSearch()
		}
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
		res.Err = fmt.Errorf("%w: gave up after %d nodes", ErrLimit, maxNodes)
	case s.stopped == outOfTime && s.count < limit:
		res.Status = GaveUp
		spent := time.Since(start)
		if dl, ok := ctx.Deadline(); ok && errors.Is(ctx.Err(), context.DeadlineExceeded) && dl.After(start) {
			spent = dl.Sub(start) // the budget the caller gave, not the few ms it took to notice
		}
		res.Err = fmt.Errorf("%w: gave up after %s", ErrLimit, formatDuration(spent))
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

// formatDuration writes d for messages: "30s", "1.5s", "250ms".
func formatDuration(d time.Duration) string {
	switch {
	case d >= 10*time.Second:
		return fmt.Sprintf("%.0fs", d.Seconds())
	case d >= time.Second:
		return strconv.FormatFloat(d.Round(100*time.Millisecond).Seconds(), 'f', -1, 64) + "s"
	default:
		return d.Round(time.Millisecond).String()
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
