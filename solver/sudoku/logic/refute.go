package logic

import (
	"context"
	"math/bits"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// A refutation is the teaching path's last resort before giving up on logic: when no
// pattern, forcing chain or dynamic forcing chain applies, assume a candidate the solution
// rules out and solve on from it, step by step with the path's patterns and chains, until
// the grid breaks (a cell with no candidate, or a digit with no place in a house). Each
// move of the proof is an ordinary step, so the whole is a deduction a reader can follow,
// long as it may be; the solution only chooses which candidate to try, and proves
// nothing. The step is a Contradiction (10.0, beyond the emulated SE rules) with the
// proof as its implications. Only when no candidate breaks the grid within the budget is
// the move read from the solution (and explained as such).

const (
	// maxRefuteSteps bounds the steps of one refutation's proof.
	maxRefuteSteps = 60
	// refuteBudget bounds the steps tried, over every candidate, at one position
	// (docs/hints.md: what refutations cost on the forum's hardest puzzles).
	refuteBudget = 1500
)

// refuteMaxRate is the hardest step a proof may take: the patterns and the chains (up
// to 7.0). No ALS, no Kraken fish and no forcing chain inside: they cost the most to
// find, and the forum's hardest puzzles need none of them in a proof.
const refuteMaxRate = 70

// refutation returns the first refutation found of a candidate, trying the cells with
// the fewest candidates first, or ok false when none breaks the grid within the budget.
func (e *engine) refutation(ctx context.Context, b *board.Board) (technique.Step, bool) {
	if e.solution == nil || !e.refute {
		return technique.Step{}, false
	}
	budget := refuteBudget
	for want := 2; want <= b.N && budget > 0; want++ {
		for i, m := range b.Cand {
			if bits.OnesCount32(m) != want {
				continue
			}
			for dm := m; dm != 0 && budget > 0; dm &= dm - 1 {
				d := bits.TrailingZeros32(dm) + 1
				if d == int(e.solution[i]) {
					continue
				}
				if ctx.Err() != nil {
					return technique.Step{}, false
				}
				if s, ok := refuteOne(ctx, b, technique.Candidate{Cell: i, Digit: d}, &budget); ok {
					return s, true
				}
			}
		}
	}
	return technique.Step{}, false
}

// refuteOne assumes a and solves on with steps rated up to refuteMaxRate until the grid
// breaks, within maxRefuteSteps steps, each taken from budget.
func refuteOne(ctx context.Context, b *board.Board, a technique.Candidate, budget *int) (technique.Step, bool) {
	st := b.Clone()
	st.Place(a.Cell, a.Digit)
	inner := newEngine(st, nil)
	inner.noLastResort = true
	inner.maxRate = refuteMaxRate
	var imps []technique.Implication
	for k := 0; k < maxRefuteSteps && *budget > 0; k++ {
		if why := brokenAt(st); why.found {
			return refutationStep(b, a, imps, why), true
		}
		*budget--
		s, ok := inner.best(ctx, st, false)
		if !ok {
			return technique.Step{}, false
		}
		for _, p := range s.Placements {
			im := technique.Implication{Candidate: p, Single: s.Technique}
			if (s.Technique == technique.HiddenSingle || s.Technique == technique.FullHouse) && len(s.Houses) > 0 {
				im.House = s.Houses[0]
			}
			imps = append(imps, im)
		}
		for _, el := range s.Eliminations {
			im := technique.Implication{Candidate: el, Single: s.Technique, Eliminated: true}
			if len(s.Houses) > 0 {
				im.House = s.Houses[len(s.Houses)-1]
			}
			imps = append(imps, im)
		}
		st.Apply(&s)
	}
	if why := brokenAt(st); why.found {
		return refutationStep(b, a, imps, why), true
	}
	return technique.Step{}, false
}

// brokenAt finds an empty cell without candidates, or a house where a missing digit has
// no place left.
func brokenAt(b *board.Board) contradiction {
	for i, v := range b.Vals {
		if v == 0 && b.Cand[i] == 0 {
			return contradiction{found: true, cell: i, house: -1}
		}
	}
	for h, cells := range b.Sh.House {
		var have, placed uint32
		for _, c := range cells {
			have |= b.Cand[c]
			if v := b.Vals[c]; v != 0 {
				placed |= 1 << (v - 1)
			}
		}
		if miss := b.Sh.Full &^ placed &^ have; miss != 0 {
			return contradiction{found: true, cell: -1, house: h, digit: board.FirstDigit(miss)}
		}
	}
	return contradiction{}
}

// refutationStep is the Contradiction step refuting a by the proof imps, which breaks
// the grid as why says.
func refutationStep(b *board.Board, a technique.Candidate, imps []technique.Implication, why contradiction) technique.Step {
	return proofStep(b, technique.Contradiction, technique.Contradiction.BaseRating(), a, imps, why)
}

// proofStep is the step of technique t, rated rating, that removes a because assuming it
// leads by imps to the contradiction why: its pattern is a (the pivot), the placements of
// the proof (nodes) and the broken house (with its digit) or the emptied cell (a fin).
func proofStep(b *board.Board, t technique.Technique, rating int, a technique.Candidate, imps []technique.Implication, why contradiction) technique.Step {
	s := technique.Step{Technique: t, Rating: rating, Digits: []int{a.Digit}, Size: b.N,
		Eliminations: []technique.Candidate{a}, Implications: append([]technique.Implication(nil), imps...)}
	s.Pattern = append(s.Pattern, technique.Mark{Candidate: a, Role: technique.RolePivot})
	for _, im := range imps {
		if !im.Eliminated {
			s.Pattern = append(s.Pattern, technique.Mark{Candidate: im.Candidate, Role: technique.RoleNode})
		}
	}
	if why.house >= 0 {
		s.Houses = []sudoku.House{b.Sh.HouseOf(why.house)}
		s.Digits = append(s.Digits, why.digit)
	} else {
		s.Pattern = append(s.Pattern, technique.Mark{Candidate: technique.Candidate{Cell: why.cell, Digit: a.Digit}, Role: technique.RoleFin})
	}
	return s
}
