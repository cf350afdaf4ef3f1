package sudoku

import (
	"context"
	"errors"
	"fmt"
	"strings"
)

// ErrMultiple is wrapped by the error of a puzzle with more than one solution.
var ErrMultiple = errors.New("sudoku: more than one solution")

// String returns the status as in the CLI's JSON: ok, mistakes, no_unique_solution, solved.
func (s HintStatus) String() string {
	switch s {
	case HintOK:
		return "ok"
	case HintMistakes:
		return "mistakes"
	case HintNoUniqueSolution:
		return "no_unique_solution"
	case HintSolved:
		return "solved"
	}
	return fmt.Sprintf("HintStatus(%d)", uint8(s))
}

// NextHint checks the player's grid and returns the next step to teach.
//
// It first lists the player's mistakes: digits that break a rule, then digits that differ
// from the solution, then (when opt.Marks is set) pencil marks that lost a digit the cell
// still needs. Digits of opt.Given are never mistakes. A puzzle with no solution or several
// gets HintNoUniqueSolution. Otherwise Step is the step a teacher would show: the lowest
// rating, then the most singles unlocked, then the fewest pattern cells.
func NextHint(ctx context.Context, current Grid, opt HintOptions) (Hint, error) {
	if current.n == 0 {
		return Hint{}, errors.New("sudoku: empty grid")
	}
	given := current
	if opt.Given != nil {
		given = *opt.Given
		if given.n != current.n || given.boxRows != current.boxRows || given.boxCols != current.boxCols {
			return Hint{}, ErrShape
		}
	}
	isGiven := func(i int) bool { return given.cells[i] != 0 && given.cells[i] == current.cells[i] }
	var h Hint
	if clashes := Conflicts(given); len(clashes) > 0 {
		// Digits the player calls givens break a rule: that is the first thing to fix, and
		// the clash names the place ("row 1 has 5 twice (r1c1, r1c3)").
		h.Status = HintMistakes
		seen := make(map[int]bool)
		for _, e := range clashes {
			if c := e.Cells[1]; !seen[c] {
				seen[c] = true
				h.Mistakes = append(h.Mistakes, Mistake{Cell: c, Digit: e.Digit,
					Why: strings.TrimPrefix(e.Error(), "sudoku: ")})
			}
		}
		return h, nil
	}
	reported := make(map[int]bool)
	for _, e := range Conflicts(current) {
		for k := 1; k >= 0; k-- {
			c := e.Cells[k]
			if isGiven(c) || reported[c] {
				continue
			}
			o := e.Cells[1-k]
			reported[c] = true
			h.Mistakes = append(h.Mistakes, Mistake{Cell: c, Digit: e.Digit,
				Why: fixArticles(fmt.Sprintf("%s already has a %s at %s", e.House, e.Text, current.CellName(o)))})
			break
		}
	}
	var solver Solver
	sol := solver.Solve(ctx, given)
	switch sol.Status {
	case Unique:
	case GaveUp:
		if ctx.Err() != nil {
			return Hint{}, fmt.Errorf("%w: %v", ErrLimit, ctx.Err())
		}
		return Hint{}, sol.Err
	default:
		h.Status = HintNoUniqueSolution
		h.Mistakes = nil
		return h, nil
	}
	h.Solution = sol.Grid
	for i, v := range current.cells {
		if v == 0 || isGiven(i) || reported[i] || v == sol.Grid.cells[i] {
			continue
		}
		reported[i] = true
		h.Mistakes = append(h.Mistakes, Mistake{Cell: i, Digit: int(v),
			Why: fmt.Sprintf("%s is not %s", current.CellName(i), current.symbols.Format(int(v)))})
	}
	if opt.Marks != nil && len(opt.Marks.Mask) == len(current.cells) {
		for i, v := range current.cells {
			s := int(sol.Grid.cells[i])
			if v != 0 || opt.Marks.Mask[i]&(1<<(s-1)) != 0 {
				continue
			}
			h.Mistakes = append(h.Mistakes, Mistake{Cell: i, Digit: s,
				Why: fmt.Sprintf("the pencil marks of %s are missing a digit it still needs", current.CellName(i))})
		}
	}
	if len(h.Mistakes) > 0 {
		h.Status = HintMistakes
		return h, nil
	}
	if current.Filled() {
		h.Status = HintSolved
		return h, nil
	}
	b := newBoard(current)
	if opt.Marks != nil && len(opt.Marks.Mask) == len(current.cells) {
		for i := range b.cand {
			b.cand[i] &= opt.Marks.Mask[i]
		}
	}
	e := newEngine(b, sol.Grid.cells)
	s, ok := e.best(ctx, b, true)
	if !ok {
		if err := ctx.Err(); err != nil {
			return Hint{}, fmt.Errorf("%w: %v", ErrLimit, err)
		}
		return Hint{}, errors.New("sudoku: no step found")
	}
	s = cloneStep(s)
	h.Status = HintOK
	h.Step = &s
	return h, nil
}

// cloneStep returns a copy of s whose slices are its own.
func cloneStep(s Step) Step {
	s.Digits = append([]int(nil), s.Digits...)
	s.Houses = append([]House(nil), s.Houses...)
	s.Pattern = append([]Mark(nil), s.Pattern...)
	s.Links = append([]Link(nil), s.Links...)
	s.Nodes = append([]ChainNode(nil), s.Nodes...)
	s.Placements = append([]Candidate(nil), s.Placements...)
	s.Eliminations = append([]Candidate(nil), s.Eliminations...)
	s.Because = append([]Candidate(nil), s.Because...)
	s.Implications = append([]Implication(nil), s.Implications...)
	return s
}

// Apply returns a copy of g with the step's placements made (eliminations do not change
// the digits).
func (s Step) Apply(g Grid) Grid {
	h := g.Clone()
	for _, p := range s.Placements {
		h.cells[p.Cell] = uint8(p.Digit)
	}
	return h
}

// ApplyCandidates removes the step's eliminations from c and fills its placements (the
// placed cell's marks are cleared and the digit removed from its peers).
func (s Step) ApplyCandidates(g Grid, c Candidates) Candidates {
	out := c.Clone()
	sh := shapeOf(g)
	for _, p := range s.Placements {
		out.Mask[p.Cell] = 0
		for _, q := range sh.peers[p.Cell] {
			out.Mask[q] &^= 1 << (p.Digit - 1)
		}
	}
	for _, e := range s.Eliminations {
		out.Mask[e.Cell] &^= 1 << (e.Digit - 1)
	}
	return out
}
