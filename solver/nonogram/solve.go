package nonogram

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
	Invalid                // the clues are impossible at a glance (see Puzzle.Check)
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

// ErrLimit is wrapped by the error of a search that ran out of its node budget or deadline.
var ErrLimit = errors.New("nonogram: search limit reached")

// ErrNoSolution is wrapped by the error of a puzzle with no solution.
var ErrNoSolution = errors.New("nonogram: no solution")

// A Solver settles nonograms: line logic to a fixpoint, then probing (each unknown cell is
// tried both ways; a contradiction fixes it, and cells both tries agree on are learned),
// then depth-first search on the most telling cell, stopping at the second solution.
// Two such searches with different probing and branching rules take turns on the same
// puzzle (one tuned to prove uniqueness, one to find solutions), pooling the solutions
// they find; the first to exhaust its tree answers.
//
// The line solver is exact: it finds every cell that all placements of a clue consistent
// with the known cells agree on, in O(n·k) for n cells and k blocks (bit-parallel, a few
// word operations per block, in practice). Results are cached by line state.
//
// The zero value has no node budget; a context passed to [Solver.Solve] bounds the time.
// A Solver holds no state between calls and is safe for concurrent use.
type Solver struct {
	// MaxNodes bounds the number of search nodes (guesses); 0 means no bound.
	MaxNodes int64
	// NoProbing turns probing off, leaving line logic and plain search (for comparisons).
	NoProbing bool

	strategies []strategy // tests only: replaces the portfolio
}

// A strategy configures one searcher of the portfolio.
type strategy struct {
	nearOnly bool  // probe only cells next to known cells or the border
	noSkip   bool  // probe both values even when an earlier trial implied one
	onePass  bool  // one probing pass per node
	heur     int   // branching rule, see state.probe
	share    int64 // relative work per turn
}

// portfolio is the default pair of searchers run in turns on the same puzzle: one built to
// prove (probe near known cells, branch where both values settle most), one built to find
// solutions fast (probe everywhere, branch on the least constrained cell). Whichever
// exhausts its tree first answers; solutions found by either are pooled.
var portfolio = []strategy{
	{nearOnly: true, noSkip: true, onePass: true, heur: heurBothSides, share: 4},
	{heur: heurLeastSettled, share: 1},
}

// A Solution is the outcome of solving one puzzle. Every grid in it has been checked
// against the clues.
type Solution struct {
	Status Status
	Grid   Grid  // the solution (Unique, Multiple); the zero Grid otherwise
	Second Grid  // a second, different solution (Multiple)
	Err    error // why: the clue problem (Invalid), the contradiction (None), the limit (GaveUp)

	Nodes      int64 // search nodes (guesses) visited
	Probes     int64 // single-cell trials made while probing
	LineSolves int64 // runs of the line solver
	MaxDepth   int   // deepest guess nesting
	Elapsed    time.Duration
}

// Solve solves p with the zero [Solver] and no deadline.
func Solve(p Puzzle) Solution {
	var s Solver
	return s.Solve(context.Background(), p)
}

// Solve solves p, stopping at the second solution, or early when ctx is done or the node
// budget runs out (Status GaveUp). p is not modified.
func (s *Solver) Solve(ctx context.Context, p Puzzle) Solution {
	start := time.Now()
	sol := s.solve(ctx, &p)
	sol.Elapsed = time.Since(start)
	return sol
}

func (s *Solver) solve(ctx context.Context, p *Puzzle) Solution {
	if err := p.Check(); err != nil {
		return Solution{Status: Invalid, Err: err}
	}
	sh := &shared{}
	strategies := s.strategies
	if strategies == nil {
		strategies = portfolio
	}
	if s.NoProbing {
		strategies = strategies[:1]
	}
	var searchers []*searcher
	const quantum = 2048 // probes per turn for share 1
	var last *searcher
	for last == nil {
		for i, strat := range strategies {
			budget := quantum * strat.share
			if i == len(searchers) {
				st := newState(p, sh)
				st.ctx, st.maxNodes, st.probing = ctx, s.MaxNodes, !s.NoProbing
				st.nearOnly, st.heur = strat.nearOnly, strat.heur
				st.noSkip, st.onePass = strat.noSkip, strat.onePass
				searchers = append(searchers, newSearcher(st))
			}
			if searchers[i].run(budget) {
				last = searchers[i]
				break
			}
		}
	}
	sol := Solution{}
	for _, se := range searchers {
		sol.Nodes += se.st.nodes
		sol.Probes += se.st.probes
		sol.LineSolves += se.st.lineSolves
		sol.MaxDepth = max(sol.MaxDepth, se.st.maxDepth)
	}
	st := last.st
	for i, g := range sh.solutions {
		if err := p.Verify(g); err != nil {
			// Never expected: the search only records grids that every line accepted.
			return Solution{Status: GaveUp, Err: fmt.Errorf("nonogram: internal error, solution %d fails its check: %w", i+1, err)}
		}
	}
	switch {
	case len(sh.solutions) >= 2:
		sol.Status, sol.Grid, sol.Second = Multiple, sh.solutions[0], sh.solutions[1]
	case st.stopped:
		sol.Status = GaveUp
		if err := ctx.Err(); err != nil {
			sol.Err = fmt.Errorf("%w: %w", ErrLimit, err)
		} else {
			sol.Err = fmt.Errorf("%w: %d search nodes", ErrLimit, s.MaxNodes)
		}
	case len(sh.solutions) == 1:
		sol.Status, sol.Grid = Unique, sh.solutions[0]
	default:
		sol.Status, sol.Err = None, fmt.Errorf("%w: the clues contradict each other", ErrNoSolution)
	}
	return sol
}
