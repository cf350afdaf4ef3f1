package sudoku

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// Status is how solving a puzzle ended. Values are stored and printed; append only.
type Status uint8

// The five ways a puzzle ends.
const (
	Unique   Status = iota // exactly one solution
	Multiple               // two or more solutions (two are shown)
	None                   // no solution
	Invalid                // the givens break the rules
	GaveUp                 // the deadline or node budget ran out first
)

var statusNames = [...]string{"unique", "multiple", "none", "invalid", "gave_up"}

// String returns the status as in the CLI's JSON: unique, multiple, none, invalid, gave_up.
func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return fmt.Sprintf("Status(%d)", s)
}

// The errors of solving, wrapped by the errors that explain them (use errors.Is).
var (
	// ErrLimit: a search ran out of its node budget or deadline.
	ErrLimit = errors.New("sudoku: search limit reached")
	// ErrNoSolution: the puzzle has no solution.
	ErrNoSolution = errors.New("sudoku: no solution")
	// ErrMultiple: the puzzle has more than one solution.
	ErrMultiple = errors.New("sudoku: more than one solution")
)

// A Solver solves grids of any size with constraint propagation and backtracking.
//
// The zero value counts up to 2 solutions (enough to prove uniqueness) with no node budget;
// a context passed to [Solver.Solve] bounds the time. A Solver holds no state between calls
// and is safe for concurrent use.
type Solver struct {
	// Limit is how many solutions to count before stopping; 0 means 2.
	Limit int
	// MaxNodes bounds the number of search nodes; 0 means no bound.
	MaxNodes int64
}

// A Solution is the outcome of solving one grid.
type Solution struct {
	Status Status
	Grid   Grid  // the solution (Unique, Multiple); the zero Grid otherwise
	Second Grid  // a second, different solution (Multiple)
	Count  int   // solutions found, up to the Solver's Limit
	Err    error // why: the rule broken (Invalid), the contradiction (None), the limit (GaveUp)

	Nodes    int64 // search nodes visited
	Guesses  int64 // branching points: where the search tried two or more ways
	MaxDepth int   // deepest guess nesting
	Elapsed  time.Duration
}

// Solve solves g with the zero [Solver] and no deadline.
func Solve(g Grid) Solution {
	var s Solver
	return s.Solve(context.Background(), g)
}

// Solve solves g, counting up to s.Limit solutions, stopping early when ctx is done or the
// node budget runs out. g is not modified.
func (s *Solver) Solve(ctx context.Context, g Grid) Solution {
	start := time.Now()
	sol := s.solve(ctx, g)
	sol.Elapsed = time.Since(start)
	return sol
}

func (s *Solver) limit() int {
	if s.Limit <= 0 {
		return 2
	}
	return s.Limit
}

func (s *Solver) solve(ctx context.Context, g Grid) Solution {
	if err := Check(g); err != nil {
		return Solution{Status: Invalid, Err: err}
	}
	if g.n == 9 && g.boxRows == 3 {
		return solve9(ctx, g, s.limit(), s.MaxNodes)
	}
	return solveGeneric(ctx, g, s.limit(), s.MaxNodes)
}

// RuleError reports a digit that appears twice in one house of the givens.
type RuleError struct {
	House House
	Digit int    // 1..N
	Cells [2]int // the two clashing cells, row-major 0-based
	Text  string // the digit as written in the grid's symbols
	n     int
}

func (e *RuleError) Error() string {
	return fmt.Sprintf("sudoku: %s has %s twice (%s, %s)", e.House, e.Text,
		CellName(e.Cells[0], e.n), CellName(e.Cells[1], e.n))
}

// Conflicts returns every digit that appears more than once in a row, column or box,
// one *RuleError per clashing pair of cells (first with each later one), rows first.
func Conflicts(g Grid) []*RuleError {
	var out []*RuleError
	n := g.n
	for kind := Row; kind <= Box; kind++ {
		for h := 0; h < n; h++ {
			var seen [MaxSize + 1]int
			for k := 0; k < n; k++ {
				i := g.HouseCell(House{Kind: kind, Index: h}, k)
				d := g.cells[i]
				if d == 0 || int(d) > n {
					continue // out-of-range digits are Check's to report
				}
				if seen[d] != 0 {
					out = append(out, &RuleError{House: House{Kind: kind, Index: h}, Digit: int(d),
						Cells: [2]int{seen[d] - 1, i}, Text: g.symbols.Format(int(d)), n: n})
					continue
				}
				seen[d] = i + 1
			}
		}
	}
	return out
}

// Check returns the first rule broken by g's digits (as a *RuleError), or nil. A grid that
// is not usable at all (the zero Grid, a digit above N) gives a plain error.
func Check(g Grid) error {
	if g.n < 1 || len(g.cells) != g.n*g.n || g.boxRows*g.boxCols != g.n {
		return errors.New("sudoku: the grid has no valid shape")
	}
	for i, d := range g.cells {
		if int(d) > g.n {
			return fmt.Errorf("sudoku: %s: %d is not a digit of a %d×%d grid", g.CellName(i), d, g.n, g.n)
		}
	}
	if clashFree(g) {
		return nil
	}
	if c := Conflicts(g); len(c) > 0 {
		return c[0]
	}
	return nil
}

// clashFree reports whether no digit 1..N appears twice in a house of g, the common case,
// with one bit per digit and house instead of [Conflicts]'s walk over every house.
func clashFree(g Grid) bool {
	var rows, cols, boxes [MaxSize]uint32
	n, i := g.n, 0
	boxesAcross := n / g.boxCols
	for r := 0; r < n; r++ {
		box := r / g.boxRows * boxesAcross
		for c, k := 0, 0; c < n; c++ {
			if k == g.boxCols {
				box, k = box+1, 0
			}
			k++
			d := g.cells[i]
			i++
			if d == 0 || int(d) > n {
				continue
			}
			bit := uint32(1) << d
			if (rows[r]|cols[c]|boxes[box])&bit != 0 {
				return false
			}
			rows[r] |= bit
			cols[c] |= bit
			boxes[box] |= bit
		}
	}
	return true
}
