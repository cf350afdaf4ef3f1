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
	var solver sudoku.Solver
	sol := solver.Solve(ctx, given)
	switch sol.Status {
	case sudoku.Unique:
	case sudoku.GaveUp:
		if ctx.Err() != nil {
			return sudoku.Hint{}, fmt.Errorf("%w: %v", sudoku.ErrLimit, ctx.Err())
		}
		return sudoku.Hint{}, sol.Err
	case sudoku.Multiple:
		h.Status = sudoku.HintNoUniqueSolution
		return h, nil
	default:
		// No solution: the grid holds a mistake. Say where it shows.
		if m, ok := deadEnd(current); ok {
			h.Status = sudoku.HintMistakes
			h.Mistakes = []sudoku.Mistake{m}
			return h, nil
		}
		h.Status = sudoku.HintNoUniqueSolution
		return h, nil
	}
	h.Solution = sol.Grid
	solDigit := func(i int) uint8 { return sol.Grid.Digits()[i] }
	reported := make(map[int]bool)
	// A clash names the wrong cell, never its innocent partner: with the solution known,
	// only digits that differ from it are mistakes.
	for _, e := range sudoku.Conflicts(current) {
		for k := 1; k >= 0; k-- {
			c := e.Cells[k]
			if isGiven(c) || reported[c] || current.Digits()[c] == solDigit(c) {
				continue
			}
			reported[c] = true
			h.Mistakes = append(h.Mistakes, sudoku.Mistake{Cell: c, Digit: e.Digit, Kind: sudoku.MistakeClash,
				House: e.House, Other: e.Cells[1-k]})
		}
	}
	for i, v := range current.Digits() {
		if v == 0 || isGiven(i) || reported[i] || v == solDigit(i) {
			continue
		}
		reported[i] = true
		h.Mistakes = append(h.Mistakes, sudoku.Mistake{Cell: i, Digit: int(v), Kind: sudoku.MistakeWrong,
			Dead: wrongDeadEnd(current, sol.Grid, i)})
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

// deadEnd follows the singles of a grid that has no solution until it runs out of options,
// and reports where: a mistake of kind MistakeContradiction.
func deadEnd(g sudoku.Grid) (sudoku.Mistake, bool) {
	if len(sudoku.Conflicts(g)) > 0 {
		return sudoku.Mistake{}, false
	}
	b := newBoard(g)
	d, ok := runOut(b)
	if !ok {
		return sudoku.Mistake{}, false
	}
	cell := d.Cell
	if cell < 0 {
		cell = b.sh.House[b.sh.HouseIndex(d.House)][0]
	}
	return sudoku.Mistake{Cell: cell, Digit: d.Digit, Kind: sudoku.MistakeContradiction, House: d.House, Dead: &d}, true
}

// wrongDeadEnd says where the wrong digit at cell leads: from the puzzle's correct digits
// (the solution's, where the player's grid has them) plus that one digit, singles run out
// of options. nil when singles alone do not show it.
func wrongDeadEnd(current, solution sudoku.Grid, cell int) *sudoku.DeadEnd {
	g := current.Clone()
	for i, v := range current.Digits() {
		if v != 0 && v != solution.Digits()[i] && i != cell {
			g.SetCell(i, 0)
		}
	}
	if len(sudoku.Conflicts(g)) > 0 {
		return nil
	}
	d, ok := runOut(newBoard(g))
	if !ok {
		return nil
	}
	return &d
}

// runOut places singles on b until a cell or a house runs out of options.
func runOut(b *board) (sudoku.DeadEnd, bool) {
	if d, ok := emptyPlace(b); ok {
		return d, true
	}
	_, why := propagate(b, nil, false, 1<<30)
	if !why.found {
		return sudoku.DeadEnd{}, false
	}
	if why.house >= 0 {
		return sudoku.DeadEnd{Cell: -1, House: b.sh.HouseOf(why.house), Digit: why.digit}, true
	}
	return sudoku.DeadEnd{Cell: why.cell}, true
}

// emptyPlace finds a cell without candidates or a house digit without a place before any
// single is placed.
func emptyPlace(b *board) (sudoku.DeadEnd, bool) {
	for i, m := range b.cand {
		if m == 0 && b.vals[i] == 0 {
			return sudoku.DeadEnd{Cell: i}, true
		}
	}
	return sudoku.DeadEnd{}, false
}
