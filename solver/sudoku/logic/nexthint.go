package logic

import (
	"context"
	"errors"
	"fmt"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// NextHint checks the player's grid and returns the next step to teach.
//
// It first lists the player's mistakes: digits that break a rule, then digits that differ
// from the solution, then (when opt.Marks is set) pencil marks that lost a digit the cell
// still needs. Digits of opt.Given are never mistakes. A puzzle with no solution or several
// gets HintNoUniqueSolution. Otherwise Step is the step a teacher would show: the lowest
// rating, then the most singles unlocked, then the fewest pattern cells.
func NextHint(ctx context.Context, current sudoku.Grid, opt sudoku.HintOptions) (sudoku.Hint, error) {
	if current.Size() == 0 {
		return sudoku.Hint{}, errors.New("sudoku: empty grid")
	}
	given := current
	if opt.Given != nil {
		given = *opt.Given
		if given.Size() != current.Size() || given.BoxRows() != current.BoxRows() || given.BoxCols() != current.BoxCols() {
			return sudoku.Hint{}, sudoku.ErrShape
		}
	}
	isGiven := func(i int) bool { return given.Digits()[i] != 0 && given.Digits()[i] == current.Digits()[i] }
	var h sudoku.Hint
	if clashes := sudoku.Conflicts(given); len(clashes) > 0 {
		// Digits the player calls givens break a rule: that is the first thing to fix, and
		// the clash names the place ("row 1 has 5 twice (r1c1, r1c3)").
		h.Status = sudoku.HintMistakes
		seen := make(map[int]bool)
		for _, e := range clashes {
			if c := e.Cells[1]; !seen[c] {
				seen[c] = true
				h.Mistakes = append(h.Mistakes, sudoku.Mistake{Cell: c, Digit: e.Digit, Kind: sudoku.MistakeGivenClash,
					House: e.House, Other: e.Cells[0]})
			}
		}
		return h, nil
	}
	reported := make(map[int]bool)
	for _, e := range sudoku.Conflicts(current) {
		for k := 1; k >= 0; k-- {
			c := e.Cells[k]
			if isGiven(c) || reported[c] {
				continue
			}
			o := e.Cells[1-k]
			reported[c] = true
			h.Mistakes = append(h.Mistakes, sudoku.Mistake{Cell: c, Digit: e.Digit, Kind: sudoku.MistakeClash,
				House: e.House, Other: o})
			break
		}
	}
	var solver sudoku.Solver
	sol := solver.Solve(ctx, given)
	switch sol.Status {
	case sudoku.Unique:
	case sudoku.GaveUp:
		if ctx.Err() != nil {
			return sudoku.Hint{}, fmt.Errorf("%w: %v", sudoku.ErrLimit, ctx.Err())
		}
		return sudoku.Hint{}, sol.Err
	default:
		h.Status = sudoku.HintNoUniqueSolution
		h.Mistakes = nil
		return h, nil
	}
	h.Solution = sol.Grid
	for i, v := range current.Digits() {
		if v == 0 || isGiven(i) || reported[i] || v == sol.Grid.Digits()[i] {
			continue
		}
		reported[i] = true
		h.Mistakes = append(h.Mistakes, sudoku.Mistake{Cell: i, Digit: int(v), Kind: sudoku.MistakeWrong})
	}
	if opt.Marks != nil && len(opt.Marks.Mask) == len(current.Digits()) {
		for i, v := range current.Digits() {
			s := int(sol.Grid.Digits()[i])
			if v != 0 || opt.Marks.Mask[i]&(1<<(s-1)) != 0 {
				continue
			}
			h.Mistakes = append(h.Mistakes, sudoku.Mistake{Cell: i, Digit: s, Kind: sudoku.MistakeMarks})
		}
	}
	if len(h.Mistakes) > 0 {
		h.Status = sudoku.HintMistakes
		return h, nil
	}
	if current.Filled() {
		h.Status = sudoku.HintSolved
		return h, nil
	}
	b := newBoard(current)
	if opt.Marks != nil && len(opt.Marks.Mask) == len(current.Digits()) {
		for i := range b.cand {
			b.cand[i] &= opt.Marks.Mask[i]
		}
	}
	e := newEngine(b, sol.Grid.Digits())
	s, ok := e.best(ctx, b, true)
	if !ok {
		if err := ctx.Err(); err != nil {
			return sudoku.Hint{}, fmt.Errorf("%w: %v", sudoku.ErrLimit, err)
		}
		return sudoku.Hint{}, errors.New("sudoku: no step found")
	}
	s = cloneStep(s)
	h.Status = sudoku.HintOK
	h.Step = &s
	return h, nil
}

// cloneStep returns a copy of s whose slices are its own.
func cloneStep(s sudoku.Step) sudoku.Step {
	s.Digits = append([]int(nil), s.Digits...)
	s.Houses = append([]sudoku.House(nil), s.Houses...)
	s.Pattern = append([]sudoku.Mark(nil), s.Pattern...)
	s.Links = append([]sudoku.Link(nil), s.Links...)
	s.Nodes = append([]sudoku.ChainNode(nil), s.Nodes...)
	s.Placements = append([]sudoku.Candidate(nil), s.Placements...)
	s.Eliminations = append([]sudoku.Candidate(nil), s.Eliminations...)
	s.Because = append([]sudoku.Candidate(nil), s.Because...)
	s.Implications = append([]sudoku.Implication(nil), s.Implications...)
	return s
}
