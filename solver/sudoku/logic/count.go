package logic

import (
	"math/bits"

	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
)

// counter counts solutions of a board up to a limit: bitset candidates, singles
// propagation and minimum-remaining-values branching, with one preallocated board per
// search depth (no allocation per node). The generator uses it for its many count-to-2
// checks; it is not safe for concurrent use.
type counter struct {
	sh       *board.Shape
	stack    []*board.Board
	limit    int
	count    int
	nodes    int64
	maxNodes int64
	first    []uint8 // the first solution found
	ctx      interface{ Err() error }
	stopped  bool
}

func newCounter(sh *board.Shape) *counter {
	return &counter{sh: sh, first: make([]uint8, sh.Cells)}
}

// countFrom counts solutions of b up to limit, visiting at most maxNodes nodes (0: no
// bound). ok is false when the node bound stopped the search first.
func (c *counter) countFrom(b *board.Board, limit int, maxNodes int64) (n int, ok bool) {
	c.limit, c.count, c.nodes, c.maxNodes = limit, 0, 0, maxNodes
	depth0 := c.at(0)
	depth0.CopyFrom(b)
	if _, why := propagate(depth0, nil, false, 1<<30); why.found {
		return 0, true
	}
	c.rec(0)
	return c.count, c.maxNodes == 0 || c.nodes <= c.maxNodes
}

func (c *counter) at(depth int) *board.Board {
	for len(c.stack) <= depth {
		c.stack = append(c.stack, &board.Board{Sh: c.sh, N: c.sh.N, Vals: make([]uint8, c.sh.Cells), Cand: make([]uint32, c.sh.Cells)})
	}
	return c.stack[depth]
}

func (c *counter) rec(depth int) {
	c.nodes++
	if c.maxNodes > 0 && c.nodes > c.maxNodes {
		return
	}
	if c.ctx != nil && c.nodes&255 == 0 && c.ctx.Err() != nil {
		c.stopped = true
		c.nodes = c.maxNodes + 1
		if c.maxNodes == 0 {
			c.maxNodes = c.nodes - 1
		}
		return
	}
	b := c.stack[depth]
	best, bestCount := -1, 99
	for i, m := range b.Cand {
		if m != 0 {
			if k := bits.OnesCount32(m); k < bestCount {
				best, bestCount = i, k
				if k == 2 {
					break
				}
			}
		}
	}
	if best < 0 {
		if c.count == 0 {
			copy(c.first, b.Vals)
		}
		c.count++
		return
	}
	next := c.at(depth + 1)
	for m := b.Cand[best]; m != 0; m &= m - 1 {
		d := bits.TrailingZeros32(m) + 1
		next.CopyFrom(b)
		next.Place(best, d)
		if _, why := propagate(next, nil, false, 1<<30); !why.found {
			c.rec(depth + 1)
		}
		if c.count >= c.limit || (c.maxNodes > 0 && c.nodes > c.maxNodes) {
			return
		}
	}
}
