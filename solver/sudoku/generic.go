package sudoku

import (
	"context"
	"fmt"
	"math/bits"
)

// solveGeneric is a plain, correct solver for any N: bitmask candidates, naked singles and
// minimum-remaining-values backtracking. It counts up to limit solutions.
func solveGeneric(ctx context.Context, g Grid, limit int, maxNodes int64) Solution {
	n := g.n
	peers := peerTable(g)
	full := uint32(1)<<n - 1
	cand := make([]uint32, n*n)
	vals := make([]uint8, n*n)
	for i := range cand {
		cand[i] = full
	}
	var res Solution
	var assign func(i int, d uint8) bool
	assign = func(i int, d uint8) bool {
		vals[i] = d
		cand[i] = 1 << (d - 1)
		for _, p := range peers[i] {
			if vals[p] == d {
				return false
			}
			if vals[p] == 0 && cand[p]&(1<<(d-1)) != 0 {
				cand[p] &^= 1 << (d - 1)
				if cand[p] == 0 {
					return false
				}
			}
		}
		return true
	}
	for i, v := range g.cells {
		if v != 0 && !assign(i, v) {
			return Solution{Status: Invalid, Err: Check(g)}
		}
	}
	for i := range cand {
		if vals[i] == 0 && cand[i] == 0 {
			return Solution{Status: None, Err: fmt.Errorf("%w: %s has no candidate left", ErrNoSolution, g.CellName(i))}
		}
	}
	stop := false
	var rec func(depth int)
	rec = func(depth int) {
		res.Nodes++
		if maxNodes > 0 && res.Nodes > maxNodes {
			stop = true
			return
		}
		if res.Nodes&1023 == 0 && ctx.Err() != nil {
			stop = true
			return
		}
		if depth > res.MaxDepth {
			res.MaxDepth = depth
		}
		best, bestCount := -1, n+1
		for i := range vals {
			if vals[i] == 0 {
				if c := bits.OnesCount32(cand[i]); c < bestCount {
					best, bestCount = i, c
					if c <= 1 {
						break
					}
				}
			}
		}
		if best < 0 {
			res.Count++
			sg := g.Clone()
			copy(sg.cells, vals)
			if res.Count == 1 {
				res.Grid = sg
			} else if res.Count == 2 {
				res.Second = sg
			}
			return
		}
		if bestCount == 0 {
			return
		}
		if bestCount > 1 {
			res.Guesses++
		}
		saveC := append([]uint32(nil), cand...)
		saveV := append([]uint8(nil), vals...)
		for m := cand[best]; m != 0; m &= m - 1 {
			d := uint8(bits.TrailingZeros32(m) + 1)
			if assign(best, d) {
				rec(depth + 1)
			}
			copy(cand, saveC)
			copy(vals, saveV)
			if stop || res.Count >= limit {
				return
			}
		}
	}
	rec(0)
	switch {
	case stop && res.Count < limit:
		res.Status = GaveUp
		res.Err = fmt.Errorf("%w after %d nodes", ErrLimit, res.Nodes)
	case res.Count == 0:
		res.Status = None
		res.Err = ErrNoSolution
	case res.Count == 1:
		res.Status = Unique
	default:
		res.Status = Multiple
	}
	return res
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
