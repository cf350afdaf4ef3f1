package advanced

import (
	"math/bits"

	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// FindAlignedPairs finds Sudoku Explainer's Aligned Pair Exclusion (6.2) on a 9×9 board, as
// SE searches it. Two base cells have two or more candidates each; a pair of digits for
// them is impossible when the two cells share a house and the digits are equal, or when
// an excluding cell (a cell with two candidates that sees both base cells) holds exactly
// those two digits. A candidate of a base cell that no possible pair uses goes. As in SE, a
// base cell needs an excluding cell among the cells it sees and no naked single there, and
// a pair of base cells needs two excluding cells in common. The steps come in SE's order:
// base cells row by row.
//
// SE's Aligned Triplet Exclusion (three cells, 7.5, asked between the forcing chains and
// Nishio) is not emulated: on 521 SE paths (the shared rated sets and 200 top1465 puzzles)
// it would take 10 steps and never the hardest, for a millisecond more per puzzle.
func FindAlignedPairs(b *board.Board, out []technique.Step) []technique.Step {
	if b.N != 9 {
		return out
	}
	sh := b.Sh
	var base []int        // the cells that may be base cells, in row-major order
	var excl [81]cellBits // cell → its excluding cells
	for c := 0; c < 81; c++ {
		if b.Vals[c] != 0 || bits.OnesCount32(b.Cand[c]) < 2 {
			continue
		}
		single := false
		for _, p := range sh.Peers[c] {
			switch n := bits.OnesCount32(b.Cand[p]); {
			case b.Vals[p] != 0:
			case n == 1:
				single = true
			case n == 2:
				excl[c].add(p)
			}
		}
		if !single && !excl[c].empty() {
			base = append(base, c)
		}
	}
	for i, c0 := range base {
		for _, c1 := range base[i+1:] {
			if common := excl[c0].and(excl[c1]); common.count() >= 2 {
				out = alignedPair(b, out, c0, c1, common)
			}
		}
	}
	return out
}

// alignedPair tests the base cells c0 and c1, whose common excluding cells are common,
// and adds the step when a candidate goes.
func alignedPair(b *board.Board, out []technique.Step, c0, c1 int, common cellBits) []technique.Step {
	var pairs []uint32 // the excluding cells' candidates
	for _, e := range common.cells() {
		pairs = append(pairs, b.Cand[e])
	}
	sees := b.Sh.Sees(c0, c1)
	var allowed0, allowed1 uint32
	for m0 := b.Cand[c0]; m0 != 0; m0 &= m0 - 1 {
		v0 := m0 & -m0
		for m1 := b.Cand[c1]; m1 != 0; m1 &= m1 - 1 {
			v1 := m1 & -m1
			if v0 == v1 && sees {
				continue
			}
			possible := true
			for _, p := range pairs {
				if p&^(v0|v1) == 0 {
					possible = false
					break
				}
			}
			if possible {
				allowed0 |= v0
				allowed1 |= v1
			}
		}
	}
	var elims []technique.Candidate
	for _, x := range [2]struct {
		cell    int
		allowed uint32
	}{{c0, allowed0}, {c1, allowed1}} {
		for m := b.Cand[x.cell] &^ x.allowed; m != 0; m &= m - 1 {
			elims = append(elims, technique.Candidate{Cell: x.cell, Digit: bits.TrailingZeros32(m) + 1})
		}
	}
	if len(elims) == 0 {
		return out
	}
	s := technique.Step{Technique: technique.AlignedPairExclusion, Rating: technique.AlignedPairExclusion.BaseRating(), Size: 9, Eliminations: elims}
	for _, c := range [2]int{c0, c1} {
		for m := b.Cand[c]; m != 0; m &= m - 1 {
			s.Pattern = append(s.Pattern, technique.Mark{Candidate: technique.Candidate{Cell: c, Digit: bits.TrailingZeros32(m) + 1}, Role: technique.RoleBase})
		}
	}
	return append(out, s)
}
