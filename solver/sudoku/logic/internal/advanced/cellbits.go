package advanced

import (
	"math/bits"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
)

// The 9×9 grid's cells as bit sets: the fish searches (fish.go), the turbot fish, aligned
// pair exclusion and Multi-Colouring work on them.

// cellBits is a set of cells of a 9×9 grid.
type cellBits [2]uint64

func (s *cellBits) add(c int)     { s[c>>6] |= 1 << (c & 63) }
func (s cellBits) has(c int) bool { return s[c>>6]&(1<<(c&63)) != 0 }
func (s cellBits) andNot(o cellBits) cellBits {
	return cellBits{s[0] &^ o[0], s[1] &^ o[1]}
}
func (s cellBits) and(o cellBits) cellBits { return cellBits{s[0] & o[0], s[1] & o[1]} }
func (s cellBits) or(o cellBits) cellBits  { return cellBits{s[0] | o[0], s[1] | o[1]} }
func (s cellBits) empty() bool             { return s[0]|s[1] == 0 }

// first returns the lowest cell of s (128 when s is empty).
func (s cellBits) first() int {
	if s[0] != 0 {
		return bits.TrailingZeros64(s[0])
	}
	return 64 + bits.TrailingZeros64(s[1])
}
func (s cellBits) count() int { return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) }
func (s cellBits) cells() []int {
	var out []int
	for w, x := range s {
		for ; x != 0; x &= x - 1 {
			out = append(out, w*64+bits.TrailingZeros64(x))
		}
	}
	return out
}

// peerBits9 and houseBits9 are the 9×9 grid's cells as sets: each cell's peers, each
// house's cells.
var peerBits9, houseBits9 = func() ([]cellBits, []cellBits) {
	g, err := sudoku.NewGrid(9)
	if err != nil {
		panic(err)
	}
	sh := board.ShapeOf(g)
	peers, houses := make([]cellBits, 81), make([]cellBits, 27)
	for c := 0; c < 81; c++ {
		for _, p := range sh.Peers[c] {
			peers[c].add(p)
		}
	}
	for h := range houses {
		for _, c := range sh.House[h] {
			houses[h].add(c)
		}
	}
	return peers, houses
}()
