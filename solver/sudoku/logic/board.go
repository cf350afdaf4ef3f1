package logic

import (
	"math/bits"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// board is the step engine's position: the digits placed so far and, for each empty cell,
// a bit set of its candidates (bit d-1 for digit d). Filled cells have no candidates.
type board struct {
	sh   *sudoku.Shape
	n    int
	vals []uint8
	cand []uint32
	// given marks the cells whose digit is a clue of the puzzle rather than a digit placed
	// since (uniqueness patterns over placed digits need to tell them apart). It is shared
	// read-only between clones; a nil given treats every placed digit as a clue.
	given []bool
}

// newBoard returns g's position with candidates computed from the placed digits.
func newBoard(g sudoku.Grid) *board {
	sh := sudoku.ShapeOf(g)
	b := &board{sh: sh, n: g.Size(), vals: append([]uint8(nil), g.Digits()...), cand: make([]uint32, len(g.Digits()))}
	b.given = make([]bool, len(b.vals))
	for i, v := range b.vals {
		b.given[i] = v != 0
	}
	b.computeCandidates()
	return b
}

// computeCandidates sets every empty cell's candidates to the digits none of its peers hold.
func (b *board) computeCandidates() {
	for i, v := range b.vals {
		if v != 0 {
			b.cand[i] = 0
			continue
		}
		m := b.sh.Full
		for _, p := range b.sh.Peers[i] {
			if d := b.vals[p]; d != 0 {
				m &^= 1 << (d - 1)
			}
		}
		b.cand[i] = m
	}
}

// clone returns an independent copy.
func (b *board) clone() *board {
	return &board{sh: b.sh, n: b.n, vals: append([]uint8(nil), b.vals...), cand: append([]uint32(nil), b.cand...), given: b.given}
}

// copyFrom makes b equal to o (same shape) without allocating.
func (b *board) copyFrom(o *board) {
	copy(b.vals, o.vals)
	copy(b.cand, o.cand)
	b.given = o.given
}

// isGiven reports whether cell i holds a clue (see board.given).
func (b *board) isGiven(i int) bool { return b.vals[i] != 0 && (b.given == nil || b.given[i]) }

// place puts digit d in cell i and removes d from its peers' candidates.
func (b *board) place(i, d int) {
	b.vals[i] = uint8(d)
	b.cand[i] = 0
	bit := uint32(1) << (d - 1)
	for _, p := range b.sh.Peers[i] {
		b.cand[p] &^= bit
	}
}

// apply makes the step's placements and eliminations.
func (b *board) apply(s *sudoku.Step) {
	for _, c := range s.Placements {
		b.place(c.Cell, c.Digit)
	}
	for _, c := range s.Eliminations {
		b.cand[c.Cell] &^= 1 << (c.Digit - 1)
	}
}

// solved reports whether every cell is filled.
func (b *board) solved() bool {
	for _, v := range b.vals {
		if v == 0 {
			return false
		}
	}
	return true
}

// has reports whether cell i has candidate d.
func (b *board) has(i, d int) bool { return b.cand[i]&(1<<(d-1)) != 0 }

// grid returns the placed digits as a grid of shape like g.
func (b *board) grid(like sudoku.Grid) sudoku.Grid {
	g := like.Clone()
	copy(g.Digits(), b.vals)
	return g
}

// broken reports whether the position is visibly impossible: an empty cell without
// candidates, or a house where some missing digit has no place.
func (b *board) broken() bool {
	for i, v := range b.vals {
		if v == 0 && b.cand[i] == 0 {
			return true
		}
	}
	for _, cells := range b.sh.House {
		var have, placed uint32
		for _, c := range cells {
			have |= b.cand[c]
			if v := b.vals[c]; v != 0 {
				bit := uint32(1) << (v - 1)
				if placed&bit != 0 {
					return true
				}
				placed |= bit
			}
		}
		if (have|placed) != b.sh.Full || have&placed != 0 {
			return true
		}
	}
	return false
}

// maskDigits lists the digits of a candidate mask in increasing order.
func maskDigits(m uint32) []int {
	out := make([]int, 0, bits.OnesCount32(m))
	for ; m != 0; m &= m - 1 {
		out = append(out, bits.TrailingZeros32(m)+1)
	}
	return out
}

// firstDigit returns the lowest digit of a non-empty mask.
func firstDigit(m uint32) int { return bits.TrailingZeros32(m) + 1 }
