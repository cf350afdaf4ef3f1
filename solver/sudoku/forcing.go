package sudoku

import (
	"context"
	"math/bits"
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
func propagate(b *board, seq []Candidate, record bool, limit int) ([]Candidate, contradiction) {
	sh := b.sh
	placed := 0
	for changed := true; changed; {
		changed = false
		if placed > limit {
			return seq, contradiction{}
		}
		for i, m := range b.cand {
			if m == 0 {
				if b.vals[i] == 0 {
					return seq, contradiction{found: true, cell: i, house: -1}
				}
				continue
			}
			if m&(m-1) == 0 {
				d := firstDigit(m)
				b.place(i, d)
				placed++
				if record {
					seq = append(seq, Candidate{i, d})
				}
				changed = true
			}
		}
		for h, cells := range sh.house {
			var once, twice, placed uint32
			for _, c := range cells {
				m := b.cand[c]
				twice |= once & m
				once |= m
				if v := b.vals[c]; v != 0 {
					placed |= 1 << (v - 1)
				}
			}
			if miss := sh.full &^ placed &^ once; miss != 0 {
				return seq, contradiction{found: true, cell: -1, house: h, digit: firstDigit(miss)}
			}
			for singles := once &^ twice; singles != 0; singles &= singles - 1 {
				bit := singles & -singles
				for _, c := range cells {
					if b.cand[c]&bit != 0 {
						d := bits.TrailingZeros32(bit) + 1
						b.place(c, d)
						placed++
						if record {
							seq = append(seq, Candidate{c, d})
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
func (e *engine) lastResort(ctx context.Context, b *board) (Step, bool) {
	if s, ok := e.forcingChain(ctx, b); ok {
		return s, true
	}
	if e.solution == nil {
		return Step{}, false
	}
	// Pick the empty cell with the fewest candidates and a candidate that is not its
	// solution digit: it is provably impossible, as the puzzle has exactly one solution.
	bestCell, bestCount := -1, 1<<30
	for i, m := range b.cand {
		if m != 0 {
			if c := bits.OnesCount32(m); c >= 2 && c < bestCount {
				bestCell, bestCount = i, c
			}
		}
	}
	if bestCell < 0 {
		return Step{}, false
	}
	sol := int(e.solution[bestCell])
	wrong := 0
	for m := b.cand[bestCell]; m != 0; m &= m - 1 {
		if d := bits.TrailingZeros32(m) + 1; d != sol {
			wrong = d
			break
		}
	}
	if wrong == 0 {
		return Step{}, false
	}
	return Step{Technique: Contradiction, Rating: Contradiction.BaseRating(), Digits: []int{wrong}, Size: b.n,
		Pattern:      []Mark{{Candidate{bestCell, wrong}, RolePivot}},
		Eliminations: []Candidate{{bestCell, wrong}}}, true
}

// forcingChain assumes each candidate in turn (cells with fewer candidates first) and
// propagates singles; the candidate whose assumption fails in the fewest placements is
// eliminated.
func (e *engine) forcingChain(ctx context.Context, b *board) (Step, bool) {
	limit := 3 * b.n * b.n
	bestLen := limit + 1
	var best Step
	var seq []Candidate
	for want := 2; want <= b.n; want++ {
		for i, m := range b.cand {
			if bits.OnesCount32(m) != want {
				continue
			}
			for dm := m; dm != 0; dm &= dm - 1 {
				d := bits.TrailingZeros32(dm) + 1
				e.scratch.copyFrom(b)
				e.scratch.place(i, d)
				seq = append(seq[:0], Candidate{i, d})
				var why contradiction
				seq, why = propagate(e.scratch, seq, true, bestLen-1)
				if !why.found || len(seq) >= bestLen {
					continue
				}
				bestLen = len(seq)
				best = forcingStep(b.n, seq, why)
			}
		}
		if bestLen <= limit && (want >= 3 || bestLen <= 6) {
			break
		}
		if ctx.Err() != nil {
			break
		}
	}
	return best, bestLen <= limit
}

func forcingStep(n int, seq []Candidate, why contradiction) Step {
	a := seq[0]
	s := Step{Technique: ForcingChain, Rating: chainRating(ForcingChain.BaseRating(), (len(seq)+1)/2), Digits: []int{a.Digit},
		Size: n, Eliminations: []Candidate{a}}
	s.Pattern = append(s.Pattern, Mark{a, RolePivot})
	for k := 1; k < len(seq); k++ {
		s.Pattern = append(s.Pattern, Mark{seq[k], RoleNode})
		s.Links = append(s.Links, Link{From: seq[k-1], To: seq[k]})
	}
	if why.house >= 0 {
		sh := House{Kind: HouseKind(why.house / n), Index: why.house % n}
		s.Houses = []House{sh}
		s.Digits = append(s.Digits, why.digit)
	} else {
		s.Pattern = append(s.Pattern, Mark{Candidate{why.cell, a.Digit}, RoleFin})
	}
	return s
}
