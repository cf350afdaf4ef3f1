// Package suedecoq finds Sue de Coq, a pattern of no other family. Two or three cells C
// where a line meets a box hold digits V (at least two more than cells). Cells A of the
// line outside the box hold digits VA, cells B of the box outside the line digits VB, VA and VB disjoint, and C, A and B together hold exactly as
// many digits as they have cells. Then every digit of the group is in it exactly once: the
// digits of VA in the line part, those of VB in the box part, the rest of V in C. So the
// rest of the line loses VA and V minus VB, the rest of the box VB and V minus VA.
//
// The path's Sue de Coq takes A and B of up to three cells with at most one digit more
// than cells each, outside the intersection. The wide form (HoDoKu's) takes any A and B,
// and lets the intersection's cells outside C join either: a digit of VA is then still
// only in cells of the line, one of VB only in cells of the box, so the argument holds.
//
// It builds on package basic's helpers; the ordered table of finders is in package find.
// Finders only read the Board they are given and are safe to call concurrently on
// different Boards.
package suedecoq

import (
	"math/bits"
	"slices"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/basic"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// FindSueDeCoq finds the path's Sue de Coqs (A and B of up to three cells, at most one
// digit more than cells each).
func FindSueDeCoq(b *board.Board, out []technique.Step) []technique.Step {
	return sueDeCoqs(b, out, false)
}

// FindWideSueDeCoq finds the Sue de Coqs whose sets A and B are any sets of cells (the
// path's last tier: where nothing else was found).
func FindWideSueDeCoq(b *board.Board, out []technique.Step) []technique.Step {
	return sueDeCoqs(b, out, true)
}

func sueDeCoqs(b *board.Board, out []technique.Step, wide bool) []technique.Step {
	sh, n := b.Sh, b.N
	for bx := 0; bx < n; bx++ {
		box := sh.House[2*n+bx]
		for kind := 0; kind < 2; kind++ {
			var lines []int
			for _, c := range box {
				l := sh.CellHouse[c][kind]
				if !slices.Contains(lines, l) {
					lines = append(lines, l)
				}
			}
			for _, l := range lines {
				var inter, lineRest, boxRest []int
				for _, c := range sh.House[l] {
					if b.Vals[c] != 0 {
						continue
					}
					if sh.Box[c] == bx {
						inter = append(inter, c)
					} else {
						lineRest = append(lineRest, c)
					}
				}
				for _, c := range box {
					if b.Vals[c] == 0 && sh.CellHouse[c][kind] != l {
						boxRest = append(boxRest, c)
					}
				}
				for sub := 1; sub < 1<<len(inter); sub++ {
					k := bits.OnesCount(uint(sub))
					if k < 2 {
						continue
					}
					var cs []int
					var v uint32
					for i, c := range inter {
						if sub&(1<<i) != 0 {
							cs = append(cs, c)
							v |= b.Cand[c]
						}
					}
					if bits.OnesCount32(v) < k+2 {
						continue
					}
					if wide {
						out = wideSdC(b, out, l, 2*n+bx, cs, v, inter, sub, lineRest, boxRest)
						continue
					}
					lineSets := subsetsWithin(b, lineRest, v)
					boxSets := subsetsWithin(b, boxRest, v)
					for _, la := range lineSets {
						for _, bb := range boxSets {
							if la.mask&bb.mask != 0 {
								continue
							}
							all := v | la.mask | bb.mask
							if bits.OnesCount32(all) != k+len(la.cells)+len(bb.cells) {
								continue
							}
							out = sdcStep(b, out, l, 2*n+bx, cs, la, bb, v)
						}
					}
				}
			}
		}
	}
	return out
}

// wideSdC appends the wide Sue de Coqs of the cells cs (digits v; the cells of inter
// picked by sub) with the line's cells lineRest and the box's boxRest. Only the sets that
// no narrower form has are stepped: A or B beyond subsetsWithin's, or holding a cell of
// the intersection.
func wideSdC(b *board.Board, out []technique.Step, line, box int, cs []int, v uint32, inter []int, sub int,
	lineRest, boxRest []int) []technique.Step {
	var rest []int
	for i, c := range inter {
		if sub&(1<<i) == 0 {
			rest = append(rest, c)
		}
	}
	extra := bits.OnesCount32(v) - len(cs) // A and B must make up for it: |A|-|VA\V| + |B|-|VB\V|
	lineSets := allSubsets(b, append(slices.Clone(lineRest), rest...), v)
	boxSets := allSubsets(b, append(slices.Clone(boxRest), rest...), v)
	bySurplus := map[int][]int{}
	for j, bb := range boxSets {
		k := len(bb.cells) - bits.OnesCount32(bb.mask&^v)
		bySurplus[k] = append(bySurplus[k], j)
	}
	for _, la := range lineSets {
		k := len(la.cells) - bits.OnesCount32(la.mask&^v)
		for _, j := range bySurplus[extra-k] {
			bb := boxSets[j]
			if la.mask&bb.mask != 0 || (narrow(la, lineRest) && narrow(bb, boxRest)) {
				continue
			}
			out = sdcStep(b, out, line, box, cs, la, bb, v)
		}
	}
	return out
}

// narrow reports whether the set s is one subsetsWithin finds among cells: up to three of
// them, with at most one digit more than cells.
func narrow(s cellSet, cells []int) bool {
	if len(s.cells) > 3 || bits.OnesCount32(s.mask) > len(s.cells)+1 {
		return false
	}
	for _, c := range s.cells {
		if !slices.Contains(cells, c) {
			return false
		}
	}
	return true
}

// allSubsets lists the non-empty sets of cells whose every cell holds a digit of v.
func allSubsets(b *board.Board, cells []int, v uint32) []cellSet {
	var use []int
	for _, c := range cells {
		if b.Cand[c]&v != 0 {
			use = append(use, c)
		}
	}
	var out []cellSet
	for sub := 1; sub < 1<<len(use); sub++ {
		var s cellSet
		for i, c := range use {
			if sub&(1<<i) != 0 {
				s.cells = append(s.cells, c)
				s.mask |= b.Cand[c]
			}
		}
		out = append(out, s)
	}
	return out
}

type cellSet struct {
	cells []int
	mask  uint32
}

// subsetsWithin lists the sets of one to three cells whose digits share some with v and
// add at most one digit outside v per cell set, in the order of their bit patterns over
// cells read as numbers.
func subsetsWithin(b *board.Board, cells []int, v uint32) []cellSet {
	var out []cellSet
	var pick [3]int
	// extend records the set pick[:k] (highest index first, digits m), then the sets that
	// add a lower cell
	var extend func(k int, m uint32)
	extend = func(k int, m uint32) {
		if bits.OnesCount32(m) > 4 {
			return // three cells hold at most four digits; more cells never drop one
		}
		if bits.OnesCount32(m) <= k+1 && m&v != 0 {
			cs := make([]int, k)
			for i := range k {
				cs[i] = cells[pick[k-1-i]]
			}
			out = append(out, cellSet{cs, m})
		}
		if k == 3 {
			return
		}
		for i := 0; i < pick[k-1]; i++ {
			if b.Cand[cells[i]]&v == 0 {
				continue
			}
			pick[k] = i
			extend(k+1, m|b.Cand[cells[i]])
		}
	}
	for top := range cells {
		if b.Cand[cells[top]]&v != 0 {
			pick[0] = top
			extend(1, b.Cand[cells[top]])
		}
	}
	return out
}

func sdcStep(b *board.Board, out []technique.Step, line, box int, cs []int, la, bb cellSet, v uint32) []technique.Step {
	sh := b.Sh
	group := append(append(append([]int(nil), cs...), la.cells...), bb.cells...)
	lineLose := la.mask | (v &^ bb.mask)
	boxLose := bb.mask | (v &^ la.mask)
	var elims []technique.Candidate
	for _, c := range sh.House[line] {
		if b.Vals[c] == 0 && !slices.Contains(group, c) {
			for m := b.Cand[c] & lineLose; m != 0; m &= m - 1 {
				elims = append(elims, technique.Candidate{Cell: c, Digit: bits.TrailingZeros32(m) + 1})
			}
		}
	}
	for _, c := range sh.House[box] {
		if b.Vals[c] == 0 && !slices.Contains(group, c) {
			for m := b.Cand[c] & boxLose; m != 0; m &= m - 1 {
				e := technique.Candidate{Cell: c, Digit: bits.TrailingZeros32(m) + 1}
				if !slices.Contains(elims, e) {
					elims = append(elims, e)
				}
			}
		}
	}
	if len(elims) == 0 {
		return out
	}
	s := technique.Step{Technique: technique.SueDeCoq, Rating: technique.SueDeCoq.BaseRating() + len(group)/4, Digits: board.MaskDigits(v | la.mask | bb.mask), Size: b.N,
		Eliminations: elims, Houses: []sudoku.House{sh.HouseOf(line), sh.HouseOf(box)}}
	for _, c := range cs {
		s.Pattern = basic.MarksOfCell(b, c, technique.RoleBase, s.Pattern)
	}
	for _, c := range la.cells {
		s.Pattern = basic.MarksOfCell(b, c, technique.RoleColorA, s.Pattern)
	}
	for _, c := range bb.cells {
		s.Pattern = basic.MarksOfCell(b, c, technique.RoleColorB, s.Pattern)
	}
	return append(out, s)
}
