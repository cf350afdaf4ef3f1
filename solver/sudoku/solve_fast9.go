package sudoku

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"time"

	"github.com/sudokubot/sudokubot/solver/sudoku/internal/fast9"
)

// solve9 solves a 9×9 grid with 3×3 boxes whose givens passed [Check].
func solve9(ctx context.Context, g Grid, limit int, maxNodes int64) Solution {
	start := time.Now()
	var p [81]uint8
	copy(p[:], g.cells)
	s := fast9.Solver9Pool.Get().(*fast9.Solver9)
	defer fast9.Solver9Pool.Put(s)
	s.MaxNodes = maxNodes
	n := s.Run(ctx, &p, limit)
	res := Solution{Count: n, Nodes: s.Nodes, Guesses: s.Guesses, MaxDepth: s.MaxDepth}
	grid := func(cells *[81]uint8) Grid {
		h := g.Clone()
		copy(h.cells, cells[:])
		return h
	}
	switch {
	case s.Aborted && n < limit:
		// The same words as the generic solver: the budget that ran out, and any solutions
		// found before it did.
		res.Status = GaveUp
		res.Err = fmt.Errorf("%w: gave up after %d nodes", ErrLimit, s.Nodes)
		if ctx != nil && ctx.Err() != nil {
			spent := time.Since(start)
			if dl, ok := ctx.Deadline(); ok && errors.Is(ctx.Err(), context.DeadlineExceeded) && dl.After(start) {
				spent = dl.Sub(start)
			}
			res.Err = fmt.Errorf("%w: gave up after %s", ErrLimit, formatDuration(spent))
		}
		if n >= 1 {
			res.Grid = grid(&s.First)
		}
		if n >= 2 {
			res.Second = grid(&s.Second)
		}
	case n == 0:
		res.Status = None
		res.Err = noSolutionReason9(g)
	case n == 1:
		res.Status = Unique
		res.Grid = grid(&s.First)
	default:
		res.Status = Multiple
		res.Grid = grid(&s.First)
		res.Second = grid(&s.Second)
	}
	return res
}

// noSolutionReason9 names a plain contradiction of the clues when there is one: an empty cell
// that no digit can fill, or a digit that has no place left in a row, column or box. Otherwise
// the contradiction only shows during search and the error says just that there is none.
func noSolutionReason9(g Grid) error {
	var cand [81]uint16 // digits (bits 1..9) each empty cell can still take
	for i := 0; i < 81; i++ {
		if g.cells[i] != 0 {
			continue
		}
		r, c := i/9, i%9
		var used uint16
		for k := 0; k < 9; k++ {
			used |= 1 << g.cells[r*9+k]
			used |= 1 << g.cells[k*9+c]
			used |= 1 << g.cells[(r/3*3+k/3)*9+c/3*3+k%3]
		}
		if cand[i] = 0x3fe &^ used; cand[i] == 0 {
			return fmt.Errorf("%w: %s has no candidate left", ErrNoSolution, g.CellName(i))
		}
	}
	for kind := Row; kind <= Box; kind++ {
		for h := 0; h < 9; h++ {
			house := House{Kind: kind, Index: h}
			var placed, possible uint16
			for k := 0; k < 9; k++ {
				i := g.HouseCell(house, k)
				placed |= 1 << g.cells[i]
				possible |= cand[i]
			}
			if missing := 0x3fe &^ (placed | possible); missing != 0 {
				return fmt.Errorf("%w: %s has no place for %s", ErrNoSolution, house,
					g.symbols.Format(bits.TrailingZeros16(missing)))
			}
		}
	}
	return ErrNoSolution
}
