package logic

import (
	"math/bits"
	"slices"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// Singles: Full House, Hidden Single, Naked Single. They work on every grid size.

// findFullHouse finds houses with exactly one empty cell.
func findFullHouse(b *board, out []sudoku.Step) []sudoku.Step {
	sh := b.sh
	for h, cells := range sh.House {
		empty, last := 0, -1
		var have uint32
		for _, c := range cells {
			if v := b.vals[c]; v == 0 {
				empty++
				last = c
			} else {
				have |= 1 << (v - 1)
			}
		}
		if empty != 1 {
			continue
		}
		miss := sh.Full &^ have
		if bits.OnesCount32(miss) != 1 || b.cand[last]&miss == 0 {
			continue
		}
		d := firstDigit(miss)
		out = append(out, sudoku.Step{Technique: sudoku.FullHouse, Rating: 10, Digits: []int{d}, Size: b.n,
			Houses:     []sudoku.House{sh.HouseOf(h)},
			Placements: []sudoku.Candidate{{Cell: last, Digit: d}}})
	}
	return out
}

// findHiddenSingles finds digits with one place left in a house: boxes rate 1.2, rows and
// columns 1.5. Boxes come first.
func findHiddenSingles(b *board, out []sudoku.Step) []sudoku.Step {
	sh := b.sh
	n := b.n
	order := [3]int{2, 0, 1} // boxes, rows, columns
	for _, kind := range order {
		for h := kind * n; h < (kind+1)*n; h++ {
			cells := sh.House[h]
			singles := b.onlyOnce(cells)
			for ; singles != 0; singles &= singles - 1 {
				bit := singles & -singles
				d := bits.TrailingZeros32(bit) + 1
				for _, c := range cells {
					if b.cand[c]&bit != 0 {
						r := 15
						if kind == 2 {
							r = 12
						}
						out = append(out, sudoku.Step{Technique: sudoku.HiddenSingle, Rating: r, Digits: []int{d}, Size: n,
							Houses:     []sudoku.House{sh.HouseOf(h)},
							Placements: []sudoku.Candidate{{Cell: c, Digit: d}}})
						break
					}
				}
			}
		}
	}
	return out
}

// onlyOnce returns the digits that are a candidate of exactly one of the cells.
func (b *board) onlyOnce(cells []int) uint32 {
	var once, twice uint32
	for _, c := range cells {
		m := b.cand[c]
		twice |= once & m
		once |= m
	}
	return once &^ twice
}

// findNakedSingles finds cells with one candidate left.
func findNakedSingles(b *board, out []sudoku.Step) []sudoku.Step {
	for i, m := range b.cand {
		if m != 0 && m&(m-1) == 0 {
			d := firstDigit(m)
			out = append(out, sudoku.Step{Technique: sudoku.NakedSingle, Rating: 23, Digits: []int{d}, Size: b.n,
				Placements: []sudoku.Candidate{{Cell: i, Digit: d}}})
		}
	}
	return out
}

// countSingles counts the cells that a single (naked, or hidden in some house) could fill
// now: the "progress" a step unlocks.
func countSingles(b *board, mark []bool) int {
	for i := range mark {
		mark[i] = false
	}
	k := 0
	for i, m := range b.cand {
		if m != 0 && m&(m-1) == 0 {
			mark[i] = true
			k++
		}
	}
	for _, cells := range b.sh.House {
		singles := b.onlyOnce(cells)
		if singles == 0 {
			continue
		}
		for _, c := range cells {
			if b.cand[c]&singles != 0 && !mark[c] {
				mark[c] = true
				k++
			}
		}
	}
	return k
}

// addSights records in a single the reasons package explain words (see [sudoku.Sight]): for
// a hidden single, what rules out each other cell of its house; for a naked single, what
// rules out each other digit. NextHint and Explain add them to the steps they hand out
// rather than every finder to every step it tries, which keeps the search (and rating and
// generation, which word nothing) fast.
func addSights(b *board, s *sudoku.Step) {
	switch s.Technique {
	case sudoku.HiddenSingle:
		s.Sights = hiddenSingleSights(b, s.Houses[0], s.Placements[0])
	case sudoku.NakedSingle:
		s.Sights = nakedSingleSights(b, s.Placements[0])
	}
}

// hiddenSingleSights lists, for each other cell of house h in order, why it can't hold p's
// digit: it is filled (At = Cell), a placed digit outside h sees it (the first peer found,
// along the row, column or box they share), or earlier eliminations (At = -1).
func hiddenSingleSights(b *board, h sudoku.House, p sudoku.Candidate) []sudoku.Sight {
	sh := b.sh
	hi := sh.HouseIndex(h)
	out := make([]sudoku.Sight, 0, len(sh.House[hi])-1)
	for _, c := range sh.House[hi] {
		if c == p.Cell {
			continue
		}
		sight := sudoku.Sight{Cell: c, Digit: p.Digit, At: -1}
		if b.vals[c] != 0 {
			sight.At = c
			out = append(out, sight)
			continue
		}
		for _, q := range sh.Peers[c] {
			if int(b.vals[q]) != p.Digit || sh.InHouse(q, hi) {
				continue
			}
			sight.At = q
			switch {
			case sh.Row[q] == sh.Row[c]:
				sight.Via = sudoku.House{Kind: sudoku.Row, Index: sh.Row[q]}
			case sh.Col[q] == sh.Col[c]:
				sight.Via = sudoku.House{Kind: sudoku.Col, Index: sh.Col[q]}
			default:
				sight.Via = sudoku.House{Kind: sudoku.Box, Index: sh.Box[q]}
			}
			break
		}
		out = append(out, sight)
	}
	return out
}

// nakedSingleSights lists the digits p's cell sees, house by house (its row, column, then
// box; each digit once, the first house that holds it; increasing within a house), then the
// digits no placed peer holds that earlier eliminations removed (At = -1).
func nakedSingleSights(b *board, p sudoku.Candidate) []sudoku.Sight {
	sh := b.sh
	var seen uint32
	var out []sudoku.Sight
	for _, hi := range sh.CellHouse[p.Cell] {
		from := len(out)
		for _, q := range sh.House[hi] {
			if v := b.vals[q]; v != 0 && seen&(1<<(v-1)) == 0 {
				seen |= 1 << (v - 1)
				out = append(out, sudoku.Sight{Cell: p.Cell, Digit: int(v), At: q, Via: sh.HouseOf(hi)})
			}
		}
		slices.SortFunc(out[from:], func(x, y sudoku.Sight) int { return x.Digit - y.Digit })
	}
	for _, d := range maskDigits(sh.Full &^ seen &^ (1 << (p.Digit - 1))) {
		out = append(out, sudoku.Sight{Cell: p.Cell, Digit: d, At: -1})
	}
	return out
}
