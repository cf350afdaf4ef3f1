package basic

import (
	"math/bits"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Intersections (Pointing, Claiming) and subsets (naked and hidden pairs, triples, quads).
// They work on every grid size, rectangular boxes included.

// FindIntersections finds Pointing (a box's candidates for a digit lie in one line, so the
// rest of that line loses the digit) and Claiming (a line's candidates lie in one box, so
// the rest of that box loses it).
func FindIntersections(b *board.Board, out []technique.Step, claiming bool) []technique.Step {
	sh := b.Sh
	n := b.N
	from, to := 2*n, 3*n // boxes
	if claiming {
		from, to = 0, 2*n
	}
	for h := from; h < to; h++ {
		cells := sh.House[h]
		var seen uint32
		for _, c := range cells {
			seen |= b.Cand[c]
		}
		for dm := seen; dm != 0; dm &= dm - 1 {
			bit := dm & -dm
			d := bits.TrailingZeros32(bit) + 1
			cnt, first := 0, -1
			sameA, sameB := true, true // pointing: same row, same column; claiming: same box
			for _, c := range cells {
				if b.Cand[c]&bit == 0 {
					continue
				}
				cnt++
				if first < 0 {
					first = c
					continue
				}
				if claiming {
					sameA = sameA && sh.Box[c] == sh.Box[first]
					sameB = false
				} else {
					sameA = sameA && sh.Row[c] == sh.Row[first]
					sameB = sameB && sh.Col[c] == sh.Col[first]
				}
			}
			if cnt < 2 {
				continue
			}
			for pass := 0; pass < 2; pass++ {
				var target int
				switch {
				case claiming && pass == 0 && sameA:
					target = sh.CellHouse[first][2]
				case !claiming && pass == 0 && sameA:
					target = sh.CellHouse[first][0]
				case !claiming && pass == 1 && sameB:
					target = sh.CellHouse[first][1]
				default:
					continue
				}
				var elims []technique.Candidate
				for _, c := range sh.House[target] {
					if b.Cand[c]&bit != 0 && !sh.InHouse(c, h) {
						elims = append(elims, technique.Candidate{Cell: c, Digit: d})
					}
				}
				if len(elims) == 0 {
					continue
				}
				t := technique.Pointing
				if claiming {
					t = technique.Claiming
				}
				s := technique.Step{Technique: t, Rating: t.BaseRating(), Digits: []int{d}, Size: n,
					Houses: []sudoku.House{sh.HouseOf(h), sh.HouseOf(target)}, Eliminations: elims}
				for _, c := range cells {
					if b.Cand[c]&bit != 0 {
						s.Pattern = append(s.Pattern, technique.Mark{Candidate: technique.Candidate{Cell: c, Digit: d}, Role: technique.RoleBase})
					}
				}
				out = append(out, s)
			}
		}
	}
	return out
}

var nakedTech = [5]technique.Technique{0, 0, technique.NakedPair, technique.NakedTriple, technique.NakedQuad}
var hiddenTech = [5]technique.Technique{0, 0, technique.HiddenPair, technique.HiddenTriple, technique.HiddenQuad}

// FindNakedSubsets finds k cells of a house whose candidates together are k digits: the
// other cells of the house lose those digits.
func FindNakedSubsets(b *board.Board, out []technique.Step, k int) []technique.Step {
	sh := b.Sh
	for h, cells := range sh.House {
		var pool [sudoku.MaxSize]int
		np := 0
		empty := 0
		for _, c := range cells {
			if m := b.Cand[c]; m != 0 {
				empty++
				if pc := bits.OnesCount32(m); pc >= 2 && pc <= k {
					pool[np] = c
					np++
				}
			}
		}
		if np < k || empty <= k {
			continue
		}
		var masks [sudoku.MaxSize]uint32
		for i, c := range pool[:np] {
			masks[i] = b.Cand[c]
		}
		KUnions(masks[:np], k, func(u uint32, idx []int) {
			out = nakedStep(b, out, h, pool[:np], idx, u, k)
		})
	}
	return out
}

func nakedStep(b *board.Board, out []technique.Step, h int, pool, idx []int, u uint32, k int) []technique.Step {
	sh := b.Sh
	var elims []technique.Candidate
	for _, c := range sh.House[h] {
		m := b.Cand[c] & u
		if m == 0 || inPool(pool, idx, c) {
			continue
		}
		for ; m != 0; m &= m - 1 {
			elims = append(elims, technique.Candidate{Cell: c, Digit: bits.TrailingZeros32(m) + 1})
		}
	}
	if k <= 3 && h >= 2*b.N {
		out = lockedStep(b, out, h, pool, idx, u, k)
	}
	if len(elims) == 0 {
		return out
	}
	t := nakedTech[k]
	s := technique.Step{Technique: t, Rating: t.BaseRating(), Digits: board.MaskDigits(u), Size: b.N,
		Houses: []sudoku.House{sh.HouseOf(h)}, Eliminations: elims}
	for _, i := range idx {
		c := pool[i]
		for m := b.Cand[c]; m != 0; m &= m - 1 {
			s.Pattern = append(s.Pattern, technique.Mark{Candidate: technique.Candidate{Cell: c, Digit: bits.TrailingZeros32(m) + 1}, Role: technique.RoleBase})
		}
	}
	return append(out, s)
}

func inPool(pool, idx []int, c int) bool {
	for _, i := range idx {
		if pool[i] == c {
			return true
		}
	}
	return false
}

// NextComb advances idx (increasing indices into 0..n-1) to the next combination.
func NextComb(idx []int, n int) bool {
	k := len(idx)
	i := k - 1
	for i >= 0 && idx[i] == n-k+i {
		i--
	}
	if i < 0 {
		return false
	}
	idx[i]++
	for j := i + 1; j < k; j++ {
		idx[j] = idx[j-1] + 1
	}
	return true
}

// KUnions calls visit for each choice of k of masks, in the order of [NextComb], whose
// union has exactly k bits, with that union and the chosen indices into masks (idx is
// valid only during the call). It is the search that naked and hidden subsets and basic
// fish share: k cells (digits, lines) whose places together are k. Fewer than k masks
// give no call.
func KUnions(masks []uint32, k int, visit func(u uint32, idx []int)) {
	if k < 1 || len(masks) < k {
		return
	}
	var buf [sudoku.MaxSize]int
	idx := buf[:k]
	for i := range idx {
		idx[i] = i
	}
	for {
		var u uint32
		for _, i := range idx {
			u |= masks[i]
		}
		if bits.OnesCount32(u) == k {
			visit(u, idx)
		}
		if !NextComb(idx, len(masks)) {
			return
		}
	}
}

// FindHiddenSubsets finds k digits of a house that fit in only k cells: those cells lose
// every other digit.
func FindHiddenSubsets(b *board.Board, out []technique.Step, k int) []technique.Step {
	sh := b.Sh
	for h, cells := range sh.House {
		var pos [sudoku.MaxSize]uint32 // digit-1 → positions in the house
		empty := 0
		for p, c := range cells {
			m := b.Cand[c]
			if m != 0 {
				empty++
			}
			for ; m != 0; m &= m - 1 {
				pos[bits.TrailingZeros32(m)] |= 1 << p
			}
		}
		if empty <= k {
			continue
		}
		var pool [sudoku.MaxSize]int
		var masks [sudoku.MaxSize]uint32
		np := 0
		for d := 0; d < b.N; d++ {
			if pc := bits.OnesCount32(pos[d]); pc >= 2 && pc <= k {
				pool[np], masks[np] = d, pos[d]
				np++
			}
		}
		KUnions(masks[:np], k, func(u uint32, idx []int) {
			var dm uint32
			for _, i := range idx {
				dm |= 1 << pool[i]
			}
			var elims []technique.Candidate
			s := technique.Step{Technique: hiddenTech[k], Rating: hiddenTech[k].BaseRating(), Digits: board.MaskDigits(dm),
				Size: b.N, Houses: []sudoku.House{sh.HouseOf(h)}}
			for pm := u; pm != 0; pm &= pm - 1 {
				c := cells[bits.TrailingZeros32(pm)]
				for m := b.Cand[c] &^ dm; m != 0; m &= m - 1 {
					elims = append(elims, technique.Candidate{Cell: c, Digit: bits.TrailingZeros32(m) + 1})
				}
				for m := b.Cand[c] & dm; m != 0; m &= m - 1 {
					s.Pattern = append(s.Pattern, technique.Mark{Candidate: technique.Candidate{Cell: c, Digit: bits.TrailingZeros32(m) + 1}, Role: technique.RoleBase})
				}
			}
			if len(elims) > 0 {
				s.Eliminations = elims
				out = append(out, s)
			}
		})
	}
	return out
}

// lockedStep: when a naked pair or triple found in box h also lies in one row or column,
// both houses lose its digits (a Locked Pair or Triple).
func lockedStep(b *board.Board, out []technique.Step, h int, pool, idx []int, u uint32, k int) []technique.Step {
	sh := b.Sh
	first := pool[idx[0]]
	line := -1
	for kind := 0; kind < 2; kind++ {
		same := true
		for _, i := range idx {
			if sh.CellHouse[pool[i]][kind] != sh.CellHouse[first][kind] {
				same = false
			}
		}
		if same {
			line = sh.CellHouse[first][kind]
		}
	}
	if line < 0 {
		return out
	}
	var elims []technique.Candidate
	inBox, inLine := false, false
	for _, hh := range [2]int{h, line} {
		for _, c := range sh.House[hh] {
			m := b.Cand[c] & u
			if m == 0 || inPool(pool, idx, c) || (hh == line && sh.Box[c] == h-2*b.N) {
				continue
			}
			for ; m != 0; m &= m - 1 {
				elims = append(elims, technique.Candidate{Cell: c, Digit: bits.TrailingZeros32(m) + 1})
			}
			if hh == h {
				inBox = true
			} else {
				inLine = true
			}
		}
	}
	if !inBox || !inLine {
		return out // only one house gains: the plain naked subset says it all
	}
	t := technique.LockedPair
	if k == 3 {
		t = technique.LockedTriple
	}
	s := technique.Step{Technique: t, Rating: t.BaseRating(), Digits: board.MaskDigits(u), Size: b.N,
		Houses: []sudoku.House{sh.HouseOf(h), sh.HouseOf(line)}, Eliminations: elims}
	for _, i := range idx {
		c := pool[i]
		for m := b.Cand[c]; m != 0; m &= m - 1 {
			s.Pattern = append(s.Pattern, technique.Mark{Candidate: technique.Candidate{Cell: c, Digit: bits.TrailingZeros32(m) + 1}, Role: technique.RoleBase})
		}
	}
	return append(out, s)
}
