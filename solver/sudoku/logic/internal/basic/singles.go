package basic

import (
	"math/bits"
	"slices"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Singles: Full House, Hidden Single, Naked Single. They work on every grid size.

// FindFullHouse finds houses with exactly one empty cell.
func FindFullHouse(b *board.Board, out []technique.Step) []technique.Step {
	sh := b.Sh
	for h, cells := range sh.House {
		empty, last := 0, -1
		var have uint32
		for _, c := range cells {
			if v := b.Vals[c]; v == 0 {
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
		if bits.OnesCount32(miss) != 1 || b.Cand[last]&miss == 0 {
			continue
		}
		d := board.FirstDigit(miss)
		out = append(out, technique.Step{Technique: technique.FullHouse, Rating: technique.FullHouse.BaseRating(), Digits: []int{d}, Size: b.N,
			Houses:     []sudoku.House{sh.HouseOf(h)},
			Placements: []technique.Candidate{{Cell: last, Digit: d}}})
	}
	return out
}

// FindHiddenSingles finds digits with one place left in a house: boxes rate 1.2, rows and
// columns 1.5. Boxes come first.
func FindHiddenSingles(b *board.Board, out []technique.Step) []technique.Step {
	sh := b.Sh
	n := b.N
	order := [3]int{2, 0, 1} // boxes, rows, columns
	for _, kind := range order {
		for h := kind * n; h < (kind+1)*n; h++ {
			cells := sh.House[h]
			singles := b.OnlyOnce(cells)
			for ; singles != 0; singles &= singles - 1 {
				bit := singles & -singles
				d := bits.TrailingZeros32(bit) + 1
				for _, c := range cells {
					if b.Cand[c]&bit != 0 {
						r := 15
						if kind == 2 {
							r = 12
						}
						out = append(out, technique.Step{Technique: technique.HiddenSingle, Rating: r, Digits: []int{d}, Size: n,
							Houses:     []sudoku.House{sh.HouseOf(h)},
							Placements: []technique.Candidate{{Cell: c, Digit: d}}})
						break
					}
				}
			}
		}
	}
	return out
}

// FindNakedSingles finds cells with one candidate left.
func FindNakedSingles(b *board.Board, out []technique.Step) []technique.Step {
	for i, m := range b.Cand {
		if m != 0 && m&(m-1) == 0 {
			d := board.FirstDigit(m)
			out = append(out, technique.Step{Technique: technique.NakedSingle, Rating: technique.NakedSingle.BaseRating(), Digits: []int{d}, Size: b.N,
				Placements: []technique.Candidate{{Cell: i, Digit: d}}})
		}
	}
	return out
}

// CountSingles counts the cells that a single (naked, or hidden in some house) could fill
// now: the "progress" a step unlocks.
func CountSingles(b *board.Board, mark []bool) int {
	for i := range mark {
		mark[i] = false
	}
	k := 0
	for i, m := range b.Cand {
		if m != 0 && m&(m-1) == 0 {
			mark[i] = true
			k++
		}
	}
	for _, cells := range b.Sh.House {
		singles := b.OnlyOnce(cells)
		if singles == 0 {
			continue
		}
		for _, c := range cells {
			if b.Cand[c]&singles != 0 && !mark[c] {
				mark[c] = true
				k++
			}
		}
	}
	return k
}

// AddSights records in a single the reasons package explain words (see [technique.Sight]): for
// a hidden single, what rules out each other cell of its house; for a naked single, what
// rules out each other digit. NextHint and Explain add them to the steps they hand out
// rather than every finder to every step it tries, which keeps the search (and rating and
// generation, which word nothing) fast.
func AddSights(b *board.Board, s *technique.Step) {
	switch s.Technique {
	case technique.HiddenSingle:
		s.Sights = hiddenSingleSights(b, s.Houses[0], s.Placements[0])
	case technique.NakedSingle:
		s.Sights = nakedSingleSights(b, s.Placements[0])
	}
}

// hiddenSingleSights lists, for each other cell of house h in order, why it can't hold p's
// digit: it is filled (At = Cell), a placed digit outside h sees it (the first peer found,
// along the row, column or box they share), or earlier eliminations (At = -1).
func hiddenSingleSights(b *board.Board, h sudoku.House, p technique.Candidate) []technique.Sight {
	sh := b.Sh
	hi := sh.HouseIndex(h)
	out := make([]technique.Sight, 0, len(sh.House[hi])-1)
	for _, c := range sh.House[hi] {
		if c == p.Cell {
			continue
		}
		sight := technique.Sight{Cell: c, Digit: p.Digit, At: -1}
		if b.Vals[c] != 0 {
			sight.At = c
			out = append(out, sight)
			continue
		}
		for _, q := range sh.Peers[c] {
			if int(b.Vals[q]) != p.Digit || sh.InHouse(q, hi) {
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
func nakedSingleSights(b *board.Board, p technique.Candidate) []technique.Sight {
	sh := b.Sh
	var seen uint32
	var out []technique.Sight
	for _, hi := range sh.CellHouse[p.Cell] {
		from := len(out)
		for _, q := range sh.House[hi] {
			if v := b.Vals[q]; v != 0 && seen&(1<<(v-1)) == 0 {
				seen |= 1 << (v - 1)
				out = append(out, technique.Sight{Cell: p.Cell, Digit: int(v), At: q, Via: sh.HouseOf(hi)})
			}
		}
		slices.SortFunc(out[from:], func(x, y technique.Sight) int { return x.Digit - y.Digit })
	}
	for _, d := range board.MaskDigits(sh.Full &^ seen &^ (1 << (p.Digit - 1))) {
		out = append(out, technique.Sight{Cell: p.Cell, Digit: d, At: -1})
	}
	return out
}
