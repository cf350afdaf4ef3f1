package logic

import (
	"context"
	"math/bits"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// The last resort, used only when no pattern technique applies: a contradiction reached
// from one assumption by singles alone (a Forcing Chain, rated 7.0 and up with half the number of singles as the chain
// length, which tracks Sudoku Explainer's forcing-chain ratings), and, when even that finds nothing, an assumption proved impossible by the
// solution (Contradiction, rated 10.0, which makes the puzzle "beyond logic").

// contradiction says how a propagation failed: a cell with no candidate left, or a digit
// with no place left in a house.
type contradiction struct {
	found bool
	cell  int // the empty cell, or -1
	house int // the house, or -1
	digit int // the digit with no place in house
}

// propagate places singles (naked and hidden) in b until none is left, a contradiction
// appears or more than limit placements were made. When record is set it appends the
// placements to seq.
func propagate(b *board.Board, seq []technique.Candidate, record bool, limit int) ([]technique.Candidate, contradiction) {
	sh := b.Sh
	placed := 0
	for changed := true; changed; {
		changed = false
		if placed > limit {
			return seq, contradiction{}
		}
		for i, m := range b.Cand {
			if m == 0 {
				if b.Vals[i] == 0 {
					return seq, contradiction{found: true, cell: i, house: -1}
				}
				continue
			}
			if m&(m-1) == 0 {
				d := board.FirstDigit(m)
				b.Place(i, d)
				placed++
				if record {
					seq = append(seq, technique.Candidate{Cell: i, Digit: d})
				}
				changed = true
			}
		}
		for h, cells := range sh.House {
			var once, twice, placed uint32
			for _, c := range cells {
				m := b.Cand[c]
				twice |= once & m
				once |= m
				if v := b.Vals[c]; v != 0 {
					placed |= 1 << (v - 1)
				}
			}
			if miss := sh.Full &^ placed &^ once; miss != 0 {
				return seq, contradiction{found: true, cell: -1, house: h, digit: board.FirstDigit(miss)}
			}
			for singles := once &^ twice; singles != 0; singles &= singles - 1 {
				bit := singles & -singles
				for _, c := range cells {
					if b.Cand[c]&bit != 0 {
						d := bits.TrailingZeros32(bit) + 1
						b.Place(c, d)
						placed++
						if record {
							seq = append(seq, technique.Candidate{Cell: c, Digit: d})
						}
						changed = true
						break
					}
				}
			}
		}
	}
	return seq, contradiction{}
}

// lastResort returns a forcing-chain step, or the contradiction step when the solution is
// known, or ok false.
func (e *engine) lastResort(ctx context.Context, b *board.Board) (technique.Step, bool) {
	if s, ok := e.staticForcing(ctx, b); ok {
		return s, true
	}
	if s, ok := e.dynamicChain(ctx, b); ok {
		return s, true
	}
	if s, ok := e.refutation(ctx, b); ok {
		return s, true
	}
	if e.solution == nil {
		return technique.Step{}, false
	}
	// Pick the empty cell with the fewest candidates and a candidate that is not its
	// solution digit: it is provably impossible, as the puzzle has exactly one solution.
	bestCell, bestCount := -1, 1<<30
	for i, m := range b.Cand {
		if m != 0 {
			if c := bits.OnesCount32(m); c >= 2 && c < bestCount {
				bestCell, bestCount = i, c
			}
		}
	}
	if bestCell < 0 {
		return technique.Step{}, false
	}
	sol := int(e.solution[bestCell])
	wrong := 0
	for m := b.Cand[bestCell]; m != 0; m &= m - 1 {
		if d := bits.TrailingZeros32(m) + 1; d != sol {
			wrong = d
			break
		}
	}
	if wrong == 0 {
		return technique.Step{}, false
	}
	return technique.Step{Technique: technique.Contradiction, Rating: technique.Contradiction.BaseRating(), Digits: []int{wrong}, Size: b.N,
		Pattern:      []technique.Mark{{Candidate: technique.Candidate{Cell: bestCell, Digit: wrong}, Role: technique.RolePivot}},
		Eliminations: []technique.Candidate{{Cell: bestCell, Digit: wrong}}}, true
}

// trimmer finds which placements of a failed propagation the contradiction depends on:
// for each placement, the earlier placements that made it a single. It keeps its buffers
// between uses.
type trimmer struct {
	st       *board.Board
	placedAt []int
	single   []technique.Technique
	house    []int
	start    []int // causes of placement k are causes[start[k]:start[k+1]]
	causes   []int
	need     []bool
	stack    []int
}

func newTrimmer(b *board.Board) *trimmer {
	return &trimmer{st: b.Clone(), placedAt: make([]int, len(b.Cand))}
}

// run analyses seq (seq[0] is the assumption) and returns the number of placements the
// contradiction needs, the assumption excluded.
func (tr *trimmer) run(b *board.Board, seq []technique.Candidate, why contradiction) int {
	tr.replay(b, seq)
	tr.stack = tr.stack[:0]
	sh := b.Sh
	if why.house >= 0 {
		bit := uint32(1) << (why.digit - 1)
		for _, o := range sh.House[why.house] {
			if b.Cand[o]&bit != 0 {
				if j := tr.remover(b, seq, o, why.digit, len(seq)); j >= 0 {
					tr.stack = append(tr.stack, j)
				}
			}
		}
	} else {
		for m := b.Cand[why.cell]; m != 0; m &= m - 1 {
			if j := tr.remover(b, seq, why.cell, bits.TrailingZeros32(m)+1, len(seq)); j >= 0 {
				tr.stack = append(tr.stack, j)
			}
		}
	}
	return tr.markNeeded(len(seq))
}

// markNeeded marks in tr.need (n placements long) the placements on tr.stack and every
// placement they need in turn, emptying the stack, and returns their number, the
// assumption (index 0) excluded.
func (tr *trimmer) markNeeded(n int) int {
	tr.need = append(tr.need[:0], make([]bool, n)...)
	tr.need[0] = true
	count := 0
	for len(tr.stack) > 0 {
		j := tr.stack[len(tr.stack)-1]
		tr.stack = tr.stack[:len(tr.stack)-1]
		if tr.need[j] {
			continue
		}
		tr.need[j] = true
		count++
		tr.stack = append(tr.stack, tr.causes[tr.start[j]:tr.start[j+1]]...)
	}
	return count
}

// replay places seq on a copy of b and records, for each placement k, the single that
// forces it (tr.single, tr.house) and the earlier placements that removed the candidates
// it needed gone (tr.causes[tr.start[k]:tr.start[k+1]]).
func (tr *trimmer) replay(b *board.Board, seq []technique.Candidate) {
	st := tr.st
	st.CopyFrom(b)
	st.Place(seq[0].Cell, seq[0].Digit)
	for i := range tr.placedAt {
		tr.placedAt[i] = -1
	}
	tr.placedAt[seq[0].Cell] = 0
	tr.single = append(tr.single[:0], technique.NoTechnique)
	tr.house = append(tr.house[:0], -1)
	tr.start = append(tr.start[:0], 0, 0)
	tr.causes = tr.causes[:0]
	for k := 1; k < len(seq); k++ {
		c, d := seq[k].Cell, seq[k].Digit
		bit := uint32(1) << (d - 1)
		single, house := technique.NakedSingle, -1
		if st.Cand[c] == bit {
			for m := b.Cand[c] &^ bit; m != 0; m &= m - 1 {
				if j := tr.remover(b, seq, c, bits.TrailingZeros32(m)+1, k); j >= 0 {
					tr.causes = append(tr.causes, j)
				}
			}
		} else {
			single = technique.HiddenSingle
			house = tr.hiddenCauses(b, seq, k)
		}
		tr.single = append(tr.single, single)
		tr.house = append(tr.house, house)
		tr.start = append(tr.start, len(tr.causes))
		st.Place(c, d)
		tr.placedAt[c] = k
	}
}

// hiddenCauses finds the house where placement k is its digit's only place and records the
// placements that cleared the digit from the house's other cells; it returns the house.
func (tr *trimmer) hiddenCauses(b *board.Board, seq []technique.Candidate, k int) int {
	sh := b.Sh
	c, d := seq[k].Cell, seq[k].Digit
	bit := uint32(1) << (d - 1)
	for _, h := range sh.CellHouse[c] {
		only := true
		for _, o := range sh.House[h] {
			if o != c && tr.st.Cand[o]&bit != 0 {
				only = false
				break
			}
		}
		if !only {
			continue
		}
		for _, o := range sh.House[h] {
			if o != c && b.Cand[o]&bit != 0 {
				if j := tr.remover(b, seq, o, d, k); j >= 0 {
					tr.causes = append(tr.causes, j)
				}
			}
		}
		return h
	}
	return -1
}

// remover returns the placement among the first k of seq that removed candidate d from cell
// c (the one in c itself, else the first that sees c with digit d), or -1.
func (tr *trimmer) remover(b *board.Board, seq []technique.Candidate, c, d, k int) int {
	if j := tr.placedAt[c]; j >= 0 && j < k {
		return j
	}
	for j := 0; j < k; j++ {
		if seq[j].Digit == d && b.Sh.Sees(seq[j].Cell, c) {
			return j
		}
	}
	return -1
}

// step builds the forcing-chain step from the last run.
func (tr *trimmer) step(b *board.Board, seq []technique.Candidate, why contradiction) technique.Step {
	sh := b.Sh
	a := seq[0]
	s := technique.Step{Technique: technique.ForcingChain, Digits: []int{a.Digit}, Size: b.N, Eliminations: []technique.Candidate{a}}
	s.Pattern = append(s.Pattern, technique.Mark{Candidate: a, Role: technique.RolePivot})
	for k := 1; k < len(seq); k++ {
		if !tr.need[k] {
			continue
		}
		im := technique.Implication{Candidate: seq[k], Single: tr.single[k]}
		if tr.house[k] >= 0 {
			im.House = sh.HouseOf(tr.house[k])
		}
		s.Implications = append(s.Implications, im)
		s.Pattern = append(s.Pattern, technique.Mark{Candidate: seq[k], Role: technique.RoleNode})
		for _, j := range tr.causes[tr.start[k]:tr.start[k+1]] {
			if tr.need[j] {
				s.Links = append(s.Links, technique.Link{From: seq[j], To: seq[k]})
			}
		}
	}
	s.Rating = board.ChainRating(technique.ForcingChain.BaseRating(), len(s.Implications)+1)
	if why.house >= 0 {
		s.Houses = []sudoku.House{sh.HouseOf(why.house)}
		s.Digits = append(s.Digits, why.digit)
	} else {
		s.Pattern = append(s.Pattern, technique.Mark{Candidate: technique.Candidate{Cell: why.cell, Digit: a.Digit}, Role: technique.RoleFin})
	}
	return s
}
