package logic

import (
	"context"
	"errors"
	"fmt"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/basic"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
)

// NextHint checks the player's grid and returns the next step to teach.
//
// It first lists the player's mistakes: digits that break a rule, then digits that differ
// from the solution, then (when opt.Marks is set) pencil marks that lost a digit the cell
// still needs. Digits of opt.Given are never mistakes. A puzzle with no solution or several
// gets HintNoUniqueSolution. Otherwise Step is the step a teacher would show: the lowest
// rating, then the most singles unlocked, then the fewest pattern cells.
func NextHint(ctx context.Context, current sudoku.Grid, opt HintOptions) (Hint, error) {
	if current.Size() == 0 {
		return Hint{}, errors.New("sudoku: empty grid")
	}
	given := current
	if opt.Given != nil {
		given = *opt.Given
		if given.Size() != current.Size() || given.BoxRows() != current.BoxRows() || given.BoxCols() != current.BoxCols() {
			return Hint{}, sudoku.ErrShape
		}
	}
	isGiven := func(i int) bool { return given.Digits()[i] != 0 && given.Digits()[i] == current.Digits()[i] }
	if clashes := givenClashes(given); len(clashes) > 0 {
		// Digits the player calls givens break a rule: that is the first thing to fix.
		return Hint{Status: HintMistakes, Mistakes: clashes}, nil
	}
	var h Hint
	var solver sudoku.Solver
	sol := solver.Solve(ctx, given)
	switch sol.Status {
	case sudoku.Unique:
	case sudoku.GaveUp:
		if ctx.Err() != nil {
			return Hint{}, fmt.Errorf("%w: %v", sudoku.ErrLimit, ctx.Err())
		}
		return Hint{}, sol.Err
	case sudoku.Multiple:
		h.Status = HintNoUniqueSolution
		return h, nil
	default:
		// No solution: the grid holds a mistake. Say where it shows.
		if m, ok := deadEnd(current); ok {
			h.Status = HintMistakes
			h.Mistakes = []sudoku.Mistake{m}
			return h, nil
		}
		h.Status = HintNoUniqueSolution
		return h, nil
	}
	h.Solution = sol.Grid
	reported := make(map[int]bool)
	h.Mistakes = clashMistakes(current, sol.Grid, isGiven, reported)
	h.Mistakes = solutionMistakes(h.Mistakes, current, sol.Grid, opt.Marks, isGiven, reported)
	if len(h.Mistakes) > 0 {
		h.Status = HintMistakes
		return h, nil
	}
	if current.Filled() {
		h.Status = HintSolved
		return h, nil
	}
	b := board.New(current)
	if opt.Marks != nil && len(opt.Marks.Mask) == len(current.Digits()) {
		for i := range b.Cand {
			b.Cand[i] &= opt.Marks.Mask[i]
		}
	}
	e := newEngine(b, sol.Grid.Digits())
	e.refute = true // a hint is a deduction, never a move read from the solution
	s, ok := e.best(ctx, b, true)
	if !ok {
		if err := ctx.Err(); err != nil {
			return Hint{}, fmt.Errorf("%w: %v", sudoku.ErrLimit, err)
		}
		return Hint{}, errors.New("sudoku: no step found")
	}
	s = board.CloneStep(s)
	basic.AddSights(b, &s)
	h.Status = HintOK
	h.Step = &s
	return h, nil
}

// givenClashes lists the digits the player calls givens that break a rule, the later cell
// of each clashing pair once ("row 1 has 5 twice (r1c1, r1c3)").
func givenClashes(given sudoku.Grid) []sudoku.Mistake {
	var out []sudoku.Mistake
	seen := make(map[int]bool)
	for _, e := range sudoku.Conflicts(given) {
		if c := e.Cells[1]; !seen[c] {
			seen[c] = true
			out = append(out, sudoku.Mistake{Cell: c, Digit: e.Digit, Kind: sudoku.MistakeGivenClash,
				House: e.House, Other: e.Cells[0]})
		}
	}
	return out
}

// clashMistakes lists the player's digits that repeat a digit of their house ("r1c1 can't be
// 8: row 1 already has an 8 at r1c9"). A clash names the wrong cell, never its innocent
// partner: with the solution known, only cells that are not givens, not yet reported
// (reported gains them) and differ from the solution are mistakes.
func clashMistakes(current, solution sudoku.Grid, isGiven func(int) bool, reported map[int]bool) []sudoku.Mistake {
	var out []sudoku.Mistake
	sol := solution.Digits()
	for _, e := range sudoku.Conflicts(current) {
		for k := 1; k >= 0; k-- {
			c := e.Cells[k]
			if isGiven(c) || reported[c] || current.Digits()[c] == sol[c] {
				continue
			}
			reported[c] = true
			out = append(out, sudoku.Mistake{Cell: c, Digit: e.Digit, Kind: sudoku.MistakeClash,
				House: e.House, Other: e.Cells[1-k]})
		}
	}
	return out
}

// solutionMistakes appends to out the player's digits that differ from the solution (with
// the dead end each leads to, [wrongDeadEnd]), then, when marks covers the grid, the empty
// cells whose pencil marks lack their solution digit.
func solutionMistakes(out []sudoku.Mistake, current, solution sudoku.Grid, marks *sudoku.Candidates,
	isGiven func(int) bool, reported map[int]bool) []sudoku.Mistake {
	sol := solution.Digits()
	for i, v := range current.Digits() {
		if v == 0 || isGiven(i) || reported[i] || v == sol[i] {
			continue
		}
		reported[i] = true
		out = append(out, sudoku.Mistake{Cell: i, Digit: int(v), Kind: sudoku.MistakeWrong,
			Dead: wrongDeadEnd(current, solution, i)})
	}
	if marks != nil && len(marks.Mask) == len(current.Digits()) {
		for i, v := range current.Digits() {
			s := int(sol[i])
			if v != 0 || marks.Mask[i]&(1<<(s-1)) != 0 {
				continue
			}
			out = append(out, sudoku.Mistake{Cell: i, Digit: s, Kind: sudoku.MistakeMarks})
		}
	}
	return out
}

// deadEnd follows the singles of a grid that has no solution until it runs out of options,
// and reports where: a mistake of kind MistakeContradiction.
func deadEnd(g sudoku.Grid) (sudoku.Mistake, bool) {
	if len(sudoku.Conflicts(g)) > 0 {
		return sudoku.Mistake{}, false
	}
	b := board.New(g)
	d, ok := runOut(b)
	if !ok {
		return sudoku.Mistake{}, false
	}
	cell := d.Cell
	if cell < 0 {
		cell = b.Sh.House[b.Sh.HouseIndex(d.House)][0]
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
	d, ok := runOut(board.New(g))
	if !ok {
		return nil
	}
	return &d
}

// runOut places singles on b until a cell or a house runs out of options.
func runOut(b *board.Board) (sudoku.DeadEnd, bool) {
	if d, ok := emptyPlace(b); ok {
		return d, true
	}
	_, why := propagate(b, nil, false, 1<<30)
	if !why.found {
		return sudoku.DeadEnd{}, false
	}
	if why.house >= 0 {
		return sudoku.DeadEnd{Cell: -1, House: b.Sh.HouseOf(why.house), Digit: why.digit}, true
	}
	return sudoku.DeadEnd{Cell: why.cell}, true
}

// emptyPlace finds a cell without candidates or a house digit without a place before any
// single is placed.
func emptyPlace(b *board.Board) (sudoku.DeadEnd, bool) {
	for i, m := range b.Cand {
		if m == 0 && b.Vals[i] == 0 {
			return sudoku.DeadEnd{Cell: i}, true
		}
	}
	return sudoku.DeadEnd{}, false
}
