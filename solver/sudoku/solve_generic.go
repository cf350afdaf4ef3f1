package sudoku

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/sudokubot/sudokubot/solver/sudoku/internal/search"
)

// solveGeneric solves a grid of any size whose givens obey the rules ([Check] passed) with
// the generic search and the default options for its size.
func solveGeneric(ctx context.Context, g Grid, limit int, maxNodes int64) Solution {
	return solveWith(ctx, g, limit, maxNodes, search.DefaultOptions(g.n))
}

// solveWith runs the generic search on g with options o and words its outcome.
func solveWith(ctx context.Context, g Grid, limit int, maxNodes int64, o search.Options) Solution {
	start := time.Now()
	if limit < 1 {
		limit = 1
	}
	r := search.Run(ctx, search.Puzzle{N: g.n, BoxRows: g.boxRows, BoxCols: g.boxCols, Cells: g.cells}, limit, maxNodes, o)
	var res Solution
	if r.RootFail {
		res.Status = None
		res.Err = fmt.Errorf("%w: %s", ErrNoSolution, failureText(g, r.Fail))
		return res
	}
	res.Count = r.Count
	res.Nodes, res.Guesses, res.MaxDepth = r.Nodes, r.Guesses, r.MaxDepth
	if r.Count >= 1 {
		res.Grid = g.Clone()
		copy(res.Grid.cells, r.Sols[0])
	}
	if r.Count >= 2 {
		res.Second = g.Clone()
		copy(res.Second.cells, r.Sols[1])
	}
	switch {
	case r.Stopped == search.OutOfNodes && r.Count < limit:
		res.Status = GaveUp
		res.Err = fmt.Errorf("%w: gave up after %d nodes", ErrLimit, maxNodes)
	case r.Stopped == search.OutOfTime && r.Count < limit:
		res.Status = GaveUp
		spent := time.Since(start)
		if dl, ok := ctx.Deadline(); ok && errors.Is(ctx.Err(), context.DeadlineExceeded) && dl.After(start) {
			spent = dl.Sub(start) // the budget the caller gave, not the few ms it took to notice
		}
		res.Err = fmt.Errorf("%w: gave up after %s", ErrLimit, formatDuration(spent))
	case r.Count == 0:
		res.Status = None
		res.Err = ErrNoSolution
	case r.Count == 1:
		res.Status = Unique
	default:
		res.Status = Multiple
	}
	return res
}

// failureText describes the contradiction recorded at the root: "r4c5 has no candidate
// left", "row 3 has no place for 7".
func failureText(g Grid, f search.Failure) string {
	if f.Cell >= 0 {
		return g.CellName(int(f.Cell)) + " has no candidate left"
	}
	if f.House >= 0 {
		h := House{Kind: HouseKind(int(f.House) / g.n), Index: int(f.House) % g.n}
		return fmt.Sprintf("%s has no place for %s", h, g.symbols.Format(int(f.Digit)))
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
