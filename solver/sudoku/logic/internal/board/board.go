package board

import (
	"math/bits"
	"slices"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Board is the step engine's position: the digits placed so far and, for each empty cell,
// a bit set of its candidates (bit d-1 for digit d). Filled cells have no candidates.
type Board struct {
	Sh   *Shape
	N    int
	Vals []uint8
	Cand []uint32
	// Given marks the cells whose digit is a clue of the puzzle rather than a digit placed
	// since (uniqueness patterns over placed digits need to tell them apart). It is shared
	// read-only between clones; a nil given treats every placed digit as a clue.
	Given []bool

	memo *memo // analyses finders share (Shared); never copied by Clone
}

// memo is what finders computed from one position (Vals and Cand as they were), by key.
type memo struct {
	vals  []uint8
	cand  []uint32
	items map[string]any
}

// Shared returns what compute makes of b's position, computing it once per position: the
// finders of a family that need the same analysis (the almost locked sets, say) share it
// through here. The value is reused while b's digits and candidates are those it was
// computed from, so compute must depend on nothing else, and callers must not modify
// what it returns. Like the rest of a Board, it is not safe for concurrent use.
func (b *Board) Shared(key string, compute func() any) any {
	m := b.memo
	if m == nil {
		m = &memo{items: map[string]any{}}
		b.memo = m
	}
	if !slices.Equal(m.cand, b.Cand) || !slices.Equal(m.vals, b.Vals) {
		m.vals = append(m.vals[:0], b.Vals...)
		m.cand = append(m.cand[:0], b.Cand...)
		clear(m.items)
	}
	v, ok := m.items[key]
	if !ok {
		v = compute()
		m.items[key] = v
	}
	return v
}

// New returns g's position with candidates computed from the placed digits.
func New(g sudoku.Grid) *Board {
	sh := ShapeOf(g)
	b := &Board{Sh: sh, N: g.Size(), Vals: append([]uint8(nil), g.Digits()...), Cand: make([]uint32, len(g.Digits()))}
	b.Given = make([]bool, len(b.Vals))
	for i, v := range b.Vals {
		b.Given[i] = v != 0
	}
	b.ComputeCandidates()
	return b
}

// ComputeCandidates sets every empty cell's candidates to the digits none of its peers hold.
func (b *Board) ComputeCandidates() {
	for i, v := range b.Vals {
		if v != 0 {
			b.Cand[i] = 0
			continue
		}
		m := b.Sh.Full
		for _, p := range b.Sh.Peers[i] {
			if d := b.Vals[p]; d != 0 {
				m &^= 1 << (d - 1)
			}
		}
		b.Cand[i] = m
	}
}

// Clone returns an independent copy.
func (b *Board) Clone() *Board {
	return &Board{Sh: b.Sh, N: b.N, Vals: append([]uint8(nil), b.Vals...), Cand: append([]uint32(nil), b.Cand...), Given: b.Given}
}

// CopyFrom makes b equal to o (same shape) without allocating.
func (b *Board) CopyFrom(o *Board) {
	copy(b.Vals, o.Vals)
	copy(b.Cand, o.Cand)
	b.Given = o.Given
}

// IsGiven reports whether cell i holds a clue (see board.given).
func (b *Board) IsGiven(i int) bool { return b.Vals[i] != 0 && (b.Given == nil || b.Given[i]) }

// Place puts digit d in cell i and removes d from its peers' candidates.
func (b *Board) Place(i, d int) {
	b.Vals[i] = uint8(d)
	b.Cand[i] = 0
	bit := uint32(1) << (d - 1)
	for _, p := range b.Sh.Peers[i] {
		b.Cand[p] &^= bit
	}
}

// Apply makes the step's placements and eliminations.
func (b *Board) Apply(s *technique.Step) {
	for _, c := range s.Placements {
		b.Place(c.Cell, c.Digit)
	}
	for _, c := range s.Eliminations {
		b.Cand[c.Cell] &^= 1 << (c.Digit - 1)
	}
}

// Solved reports whether every cell is filled.
func (b *Board) Solved() bool {
	for _, v := range b.Vals {
		if v == 0 {
			return false
		}
	}
	return true
}

// Has reports whether cell i has candidate d.
func (b *Board) Has(i, d int) bool { return b.Cand[i]&(1<<(d-1)) != 0 }

// Grid returns the placed digits as a grid of shape like g.
func (b *Board) Grid(like sudoku.Grid) sudoku.Grid {
	g := like.Clone()
	copy(g.Digits(), b.Vals)
	return g
}

// broken reports whether the position is visibly impossible: an empty cell without
// candidates, or a house where some missing digit has no place.
func (b *Board) broken() bool {
	for i, v := range b.Vals {
		if v == 0 && b.Cand[i] == 0 {
			return true
		}
	}
	for _, cells := range b.Sh.House {
		var have, placed uint32
		for _, c := range cells {
			have |= b.Cand[c]
			if v := b.Vals[c]; v != 0 {
				bit := uint32(1) << (v - 1)
				if placed&bit != 0 {
					return true
				}
				placed |= bit
			}
		}
		if (have|placed) != b.Sh.Full || have&placed != 0 {
			return true
		}
	}
	return false
}

// MaskDigits lists the digits of a candidate mask in increasing order.
func MaskDigits(m uint32) []int {
	out := make([]int, 0, bits.OnesCount32(m))
	for ; m != 0; m &= m - 1 {
		out = append(out, bits.TrailingZeros32(m)+1)
	}
	return out
}

// FirstDigit returns the lowest digit of a non-empty mask.
func FirstDigit(m uint32) int { return bits.TrailingZeros32(m) + 1 }

// OnlyOnce returns the digits that are a candidate of exactly one of the cells.
func (b *Board) OnlyOnce(cells []int) uint32 {
	var once, twice uint32
	for _, c := range cells {
		m := b.Cand[c]
		twice |= once & m
		once |= m
	}
	return once &^ twice
}
