package nonogram

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// A Step is one line-logic deduction, small enough to teach: in one line, with its clue and
// the cells already known, some cells are the same in every placement of the blocks.
//
// A trial step ([TrialStep]) instead fixes one cell, Row and Col, because the other value
// leads line logic into a line with no placement: Line and Clue then name that line, and
// Black or White holds the cell's index along its row.
type Step struct {
	Line  Line
	Clue  []int
	Known int   // cells of the line known before the step
	Black []int // cells (0-based, along the line) that must be black, ascending
	White []int // cells that must be white, ascending
	Text  string

	Trial    bool // a trial step: Row, Col is the cell fixed
	Row, Col int
}

// ErrStuck is returned by [NextStep] when no single line can be advanced by itself: the
// next deduction needs probing or a guess.
var ErrStuck = errors.New("nonogram: no line can be advanced by itself; the next step needs a trial")

// ErrComplete is returned by [NextStep] when every cell is already known.
var ErrComplete = errors.New("nonogram: the grid is complete")

// A ContradictionError says that a line has no placement consistent with its known cells:
// some cell of the partial grid is wrong.
type ContradictionError struct {
	Line Line
	Clue []int
}

// Error names the line and its clue.
func (e *ContradictionError) Error() string {
	return fmt.Sprintf("nonogram: %s cannot hold clue %s with the cells already filled", e.Line, ClueString(e.Clue))
}

// NextStep returns the line deduction that settles the most cells of partial (rows first on
// ties). partial is a grid of p's size with Unknown cells still to find; the zero Grid means
// an empty grid. It returns ErrStuck when line logic alone cannot go on, ErrComplete when
// nothing is unknown, and a *ContradictionError when a line has no placement.
// It runs the line solver once per line; [NextStepContext] also stops when a context is done.
func NextStep(p Puzzle, partial Grid) (Step, error) {
	return NextStepContext(context.Background(), p, partial)
}

// startGrid checks p and returns the grid a step starts from: partial, or an empty grid
// when partial is the zero Grid. A partial grid of another size is an error.
func startGrid(p Puzzle, partial Grid) (Grid, error) {
	if err := p.Check(); err != nil {
		return Grid{}, err
	}
	if partial.IsZero() {
		partial = NewGrid(p.Width(), p.Height())
	}
	if partial.Width != p.Width() || partial.Height != p.Height() || len(partial.Cells) != p.Width()*p.Height() {
		return Grid{}, fmt.Errorf("nonogram: partial grid is %d×%d, the puzzle is %s", partial.Width, partial.Height, p.Size())
	}
	return partial, nil
}

// NextStepContext is [NextStep], stopping early when ctx is done: the error then wraps
// [ErrLimit] and ctx's error.
func NextStepContext(ctx context.Context, p Puzzle, partial Grid) (Step, error) {
	partial, err := startGrid(p, partial)
	if err != nil {
		return Step{}, err
	}
	if partial.Known() == len(partial.Cells) {
		if err := p.Verify(partial); err != nil {
			return Step{}, err
		}
		return Step{}, ErrComplete
	}
	var ls lineSolver
	buf := make([]Cell, max(p.Width(), p.Height()))
	out := make([]Cell, len(buf))
	var best Step
	bestN := 0
	for k, lines := range [2][][]int{p.Rows, p.Cols} {
		for i, clue := range lines {
			if i&15 == 0 && ctx.Err() != nil {
				return Step{}, fmt.Errorf("%w: %w", ErrLimit, ctx.Err())
			}
			ln := Line{Column: k == 1, Index: i}
			cells := partial.line(ln, buf)
			o := out[:len(cells)]
			if !ls.solve(clue, cells, o) {
				return Step{}, &ContradictionError{ln, clue}
			}
			var st Step
			for j := range cells {
				if cells[j] != Unknown {
					st.Known++
				} else if o[j] == Black {
					st.Black = append(st.Black, j)
				} else if o[j] == White {
					st.White = append(st.White, j)
				}
			}
			if n := len(st.Black) + len(st.White); n > bestN {
				st.Line, st.Clue = ln, clue
				best, bestN = st, n
			}
		}
	}
	if bestN == 0 {
		return Step{}, ErrStuck
	}
	n := p.Width()
	if best.Line.Column {
		n = p.Height()
	}
	best.Text = best.sentence(n)
	return best, nil
}

// Apply sets the step's cells in g (a grid of the puzzle's size).
func (s Step) Apply(g Grid) {
	if s.Trial {
		v := White
		if len(s.Black) > 0 {
			v = Black
		}
		g.Set(s.Row, s.Col, v)
		return
	}
	for _, v := range [2]struct {
		cells []int
		c     Cell
	}{{s.Black, Black}, {s.White, White}} {
		for _, j := range v.cells {
			if s.Line.Column {
				g.Set(j, s.Line.Index, v.c)
			} else {
				g.Set(s.Line.Index, j, v.c)
			}
		}
	}
}

// sentence explains the step: "Row 3, clue 7 in 10 cells: cells 4–7 must be black whatever
// the placement".
func (s Step) sentence(n int) string {
	var b strings.Builder
	name := s.Line.String()
	b.WriteString(strings.ToUpper(name[:1]) + name[1:])
	fmt.Fprintf(&b, ", clue %s in %d cells", ClueString(s.Clue), n)
	if s.Known > 0 {
		fmt.Fprintf(&b, " (%d already known)", s.Known)
	}
	b.WriteString(": ")
	switch {
	case len(s.Black) > 0 && len(s.White) > 0:
		fmt.Fprintf(&b, "%s must be black and %s white", cellRanges(s.Black), cellRanges(s.White))
	case len(s.Black) > 0:
		fmt.Fprintf(&b, "%s must be black", cellRanges(s.Black))
	default:
		fmt.Fprintf(&b, "%s must be white", cellRanges(s.White))
	}
	b.WriteString(" whatever the placement")
	return b.String()
}

// cellRanges writes 0-based cell indexes 1-based with ranges: "cell 4", "cells 4–7",
// "cells 1, 4–7 and 9".
func cellRanges(idx []int) string {
	var parts []string
	for i := 0; i < len(idx); {
		j := i
		for j+1 < len(idx) && idx[j+1] == idx[j]+1 {
			j++
		}
		if j == i {
			parts = append(parts, strconv.Itoa(idx[i]+1))
		} else {
			parts = append(parts, strconv.Itoa(idx[i]+1)+"–"+strconv.Itoa(idx[j]+1))
		}
		i = j + 1
	}
	word := "cells "
	if len(idx) == 1 {
		word = "cell "
	}
	if len(parts) == 1 {
		return word + parts[0]
	}
	return word + strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// DefaultTrialWork is the work budget of [TrialStep]: the number of line-solver runs its
// trials may make in all. A 200×200 puzzle spends it in under a second (see
// docs/BENCHMARKS.md); [TrialStepContext] takes another budget and a context.
const DefaultTrialWork = 100_000

// TrialStep finds a cell of partial whose value follows from a short trial: with the other
// value, line logic alone runs into a line with no placement. It is the next hint when
// [NextStep] returns ErrStuck. Cells next to known ones are tried first, and among the
// trials that fail, the one needing the fewest line deductions is chosen. It returns
// ErrStuck when no single trial fails (the puzzle then needs a real guess), ErrComplete
// when nothing is unknown, and a *ContradictionError when partial itself breaks a line.
//
// The trials together run the line solver at most [DefaultTrialWork] times; when that is
// spent before any trial fails, the error wraps [ErrLimit].
func TrialStep(p Puzzle, partial Grid) (Step, error) {
	return TrialStepContext(context.Background(), p, partial, 0)
}

// TrialStepContext is [TrialStep] with a deadline and a work budget: maxWork bounds the
// line-solver runs of all trials together (0 means [DefaultTrialWork], negative no bound),
// and ctx ends the search early. When either runs out, a trial that has already failed is
// still returned (a sound deduction, though perhaps not the shortest); if none has, the
// error wraps [ErrLimit] (and ctx's error when the context ended it).
func TrialStepContext(ctx context.Context, p Puzzle, partial Grid, maxWork int64) (Step, error) {
	partial, err := startGrid(p, partial)
	if err != nil {
		return Step{}, err
	}
	if partial.Known() == len(partial.Cells) {
		return Step{}, ErrComplete
	}
	if maxWork == 0 {
		maxWork = DefaultTrialWork
	}
	st := newState(&p, &shared{})
	st.ctx = ctx
	for i, c := range partial.Cells {
		if c != Unknown {
			st.set(i, c)
		}
	}
	st.clearQueue()
	// Check each line as given, without propagating: the partial grid must be consistent.
	for l := range st.clues {
		out := st.out[:len(st.line(l))]
		if !st.ls.solve(st.clues[l], st.line(l), out) {
			return Step{}, &ContradictionError{lineOf(st, l), st.clues[l]}
		}
	}
	if maxWork > 0 {
		st.maxTicks = st.ticks + int(min(maxWork, 1<<40))
	}
	best, bestCost := Step{}, -1
	for _, near := range [2]bool{true, false} {
		for i, c := range st.rows {
			if c != Unknown || st.nearKnown(i) != near {
				continue
			}
			for _, v := range [2]Cell{Black, White} {
				mark := len(st.trail)
				if bestCost >= 0 {
					// A trial longer than the best one so far cannot replace it: stop it there.
					st.trailCap = mark + bestCost
				}
				st.set(i, v)
				ok := st.propagate()
				cost := len(st.trail) - mark
				st.undo(mark)
				st.trailCap = 0
				if st.stopped {
					if bestCost >= 0 {
						return best, nil
					}
					if err := ctx.Err(); err != nil {
						return Step{}, fmt.Errorf("%w: %w", ErrLimit, err)
					}
					return Step{}, fmt.Errorf("%w: %d line-solver runs tried no trial that fails", ErrLimit, maxWork)
				}
				if ok || (bestCost >= 0 && cost >= bestCost) {
					continue
				}
				l := lineOf(st, st.failed)
				best, bestCost = Step{Trial: true, Line: l, Clue: st.clues[st.failed], Row: i / st.w, Col: i % st.w}, cost
				if v == Black {
					best.White = []int{i % st.w}
				} else {
					best.Black = []int{i % st.w}
				}
				best.Text = fmt.Sprintf("If row %d, column %d were %s, line logic would leave %s (clue %s) with no placement, so it is %s",
					best.Row+1, best.Col+1, colorName(v), l, ClueString(best.Clue), colorName(Black+White-v))
			}
		}
		if bestCost >= 0 {
			return best, nil
		}
	}
	return Step{}, ErrStuck
}

func lineOf(st *state, l int) Line {
	if l < st.h {
		return Line{Index: l}
	}
	return Line{Column: true, Index: l - st.h}
}

func colorName(c Cell) string {
	if c == Black {
		return "black"
	}
	return "white"
}
