package bot

import (
	"context"
	"errors"
	"fmt"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// SinglesEngine is a small [Engine] that knows only full houses, hidden singles and naked
// singles. It stands in for the full step engine in tests and wherever that engine is
// unavailable. Grids that need more than singles get ErrBeyondSingles from Explain and a
// revealed digit from NextHint. Generate is not supported. The zero value is ready to use.
type SinglesEngine struct{}

// ErrBeyondSingles is returned by [SinglesEngine.Explain] for grids that singles cannot finish.
var ErrBeyondSingles = errors.New("bot: the puzzle needs more than singles")

// NextHint reports mistakes against the solution first, then the first single.
func (SinglesEngine) NextHint(ctx context.Context, g sudoku.Grid, opt sudoku.HintOptions) (sudoku.Hint, error) {
	base := g
	if opt.Given != nil {
		base = *opt.Given
	}
	if cs := sudoku.Conflicts(g); len(cs) > 0 {
		h := sudoku.Hint{Status: sudoku.HintMistakes}
		for _, c := range cs {
			h.Mistakes = append(h.Mistakes, sudoku.Mistake{Cell: c.Cells[1], Digit: c.Digit,
				Why: fmt.Sprintf("%s has %s twice (%s and %s)", c.House, c.Text, g.CellName(c.Cells[0]), g.CellName(c.Cells[1]))})
		}
		return h, nil
	}
	var s sudoku.Solver
	sol := s.Solve(ctx, base)
	if sol.Status == sudoku.GaveUp {
		return sudoku.Hint{}, context.DeadlineExceeded
	}
	if sol.Status != sudoku.Unique {
		return sudoku.Hint{Status: sudoku.HintNoUniqueSolution}, nil
	}
	var h sudoku.Hint
	h.Solution = sol.Grid
	for i := 0; i < g.Len(); i++ {
		if d := g.Cell(i); d != 0 && d != sol.Grid.Cell(i) {
			h.Mistakes = append(h.Mistakes, sudoku.Mistake{Cell: i, Digit: d,
				Why: fmt.Sprintf("%s is not %s", g.CellName(i), g.Symbols().Format(d))})
		}
	}
	if len(h.Mistakes) > 0 {
		h.Status = sudoku.HintMistakes
		return h, nil
	}
	if step, ok := findSingle(g); ok {
		h.Step = &step
		return h, nil
	}
	for i := 0; i < g.Len(); i++ { // nothing simple: reveal the first empty cell
		if g.Cell(i) == 0 {
			h.Step = &sudoku.Step{Technique: sudoku.NoTechnique, Placements: []sudoku.Candidate{{Cell: i, Digit: sol.Grid.Cell(i)}}}
			break
		}
	}
	return h, nil
}

// HintText returns "" so that the bot words the step itself.
func (SinglesEngine) HintText(g sudoku.Grid, s sudoku.Step, level int) string { return "" }

// Explain returns the singles that solve g, or ErrBeyondSingles.
func (SinglesEngine) Explain(ctx context.Context, g sudoku.Grid) ([]sudoku.Step, error) {
	g = g.Clone()
	var steps []sudoku.Step
	for !g.Filled() {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		s, ok := findSingle(g)
		if !ok {
			return nil, ErrBeyondSingles
		}
		steps = append(steps, s)
		for _, p := range s.Placements {
			g.SetCell(p.Cell, p.Digit)
		}
	}
	return steps, nil
}

// Rate calls a puzzle that singles solve Easy, and anything else Hard.
func (e SinglesEngine) Rate(ctx context.Context, g sudoku.Grid) (sudoku.Rating, error) {
	steps, err := e.Explain(ctx, g)
	if errors.Is(err, ErrBeyondSingles) {
		return sudoku.Rating{SE: 4, Band: sudoku.Hard, Hardest: sudoku.NoTechnique}, nil
	}
	if err != nil {
		return sudoku.Rating{}, err
	}
	r := sudoku.Rating{SE: 1.5, Band: sudoku.Easy, Counts: map[sudoku.Technique]int{}}
	for _, s := range steps {
		r.Counts[s.Technique]++
		r.Score += 10
		if s.Technique > r.Hardest {
			r.Hardest = s.Technique
		}
	}
	return r, nil
}

// Generate is not supported.
func (SinglesEngine) Generate(ctx context.Context, opt sudoku.GenerateOptions) (sudoku.Grid, sudoku.Rating, error) {
	return sudoku.Grid{}, sudoku.Rating{}, errors.New("bot: the singles engine does not generate puzzles")
}

// findSingle returns the first full house, else hidden single, else naked single of g.
func findSingle(g sudoku.Grid) (sudoku.Step, bool) {
	n := g.Size()
	marks := candidates(g)
	for _, tech := range []sudoku.Technique{sudoku.FullHouse, sudoku.HiddenSingle} {
		for kind := sudoku.Row; kind <= sudoku.Box; kind++ {
			for hi := 0; hi < n; hi++ {
				h := sudoku.House{Kind: kind, Index: hi}
				empty, last := 0, -1
				for k := 0; k < n; k++ {
					if c := g.HouseCell(h, k); g.Cell(c) == 0 {
						empty, last = empty+1, c
					}
				}
				if tech == sudoku.FullHouse {
					if empty == 1 && marks[last] != 0 {
						return single(tech, h, last, marks[last]), true
					}
					continue
				}
				for d := 1; d <= n; d++ {
					count, at := 0, -1
					for k := 0; k < n; k++ {
						if c := g.HouseCell(h, k); marks[c]&(1<<(d-1)) != 0 {
							count, at = count+1, c
						}
					}
					if count == 1 {
						return single(tech, h, at, 1<<(d-1)), true
					}
				}
			}
		}
	}
	for i, m := range marks {
		if m != 0 && m&(m-1) == 0 {
			return single(sudoku.NakedSingle, g.Houses(i)[0], i, m), true
		}
	}
	return sudoku.Step{}, false
}

func single(t sudoku.Technique, h sudoku.House, cell int, mask uint32) sudoku.Step {
	d := 1
	for mask&1 == 0 {
		mask >>= 1
		d++
	}
	return sudoku.Step{Technique: t, Rating: 15, Digits: []int{d}, Houses: []sudoku.House{h},
		Pattern:    []sudoku.Mark{{Candidate: sudoku.Candidate{Cell: cell, Digit: d}}},
		Placements: []sudoku.Candidate{{Cell: cell, Digit: d}}}
}
