package search

import (
	"context"
	"runtime"
	"time"
)

// Options tune the generic search; [DefaultOptions] gives the ones sudoku.Solver uses.
type Options struct {
	ProbeDepth int   // failed-literal probing at search depths below this
	Pairs      bool  // naked and hidden pairs in propagation
	Wdeg       bool  // choose by candidates / failures (dom/wdeg) rather than candidates first
	Restart    int64 // restart the CP search after this many failures (growing ×1.5); 0 never
	Sat        bool  // hand over to the CDCL search after cpBudget nodes
	CpBudget   int64
	Glucose    bool   // CDCL restarts on LBD averages rather than the Luby sequence
	Positive   bool   // CDCL tries "cell holds digit" first rather than "does not"
	SatProbe   bool   // failed-literal probing at the root before the CDCL search
	Backbone   bool   // CDCL proves uniqueness cell by cell rather than with a blocking clause
	Seed       uint64 // when not 0, the CDCL search starts from activities drawn from it
	Fixed      bool   // CDCL keeps the first polarity (Positive) for good: no phase saving
	ProofMRV   int    // MRV from the first solution on, when Positive decisions start there
	MRV        int    // when > 0, CDCL decides "cell holds digit" by fewest values among this many most active (cdcl.Solver.MRV)
	// Shrink, when > 0, makes the CDCL search replace the literals of each lower decision
	// level of a learnt clause by that level's implication point (all-UIP shrinking,
	// cdcl.Solver.Shrink): 1 after minimisation, 2 before it, with implied literals allowed.
	Shrink int

	// Experiments, off in DefaultOptions for every size: each was measured on the hard
	// 25×25 puzzles and made them no faster (docs/BENCHMARKS.md §13, 2026-11-29); they stay, tested
	// (TestTdokuCounts counts with each), for the sweep harness's knobs (sweep_test.go).
	GAC        bool // prune every house to domain consistency (package alldiff) in the CP search
	Lookahead  bool // with probing, branch on the bivalue cell whose two placements propagate most (Satz)
	Layers     bool // with GAC, also each digit's layer (rows take distinct columns: fish)
	AllDiff    bool // CDCL propagates each house as an all-different constraint (Hall sets of every size), not only its clauses
	MaxHall    int  // with AllDiff, when > 0: Hall sets of at most this many open cells (or all but so many) only
	Triads     int  // CDCL segment variables "digit in this row (1) / column (2) segment of a box" (bits); 4: no at-most-one over them; 8: never decided
	Stable     bool // CDCL alternates focused and stable mode, with target phases and rephasing (cdcl.Solver.Stable)
	FreshProof bool // with Stable: the proof after the first solution runs in a new CDCL solver of the root clauses
	ProofReset bool // with Stable: the activities are reset at the first solution (the learnt clauses kept)
	// Vivify, when > 0, shortens the CDCL search's learnt clauses of LBD ≤ Vivify after each
	// reduction, with up to VivifyEffort per mille of its propagations (cdcl.Solver.Vivify).
	Vivify, VivifyEffort int
	ProofLuby            bool // CDCL restarts on the Luby sequence once a first solution is excluded (Glucose before)

	// Race, when set and the search has no node limit, runs a second CDCL search with
	// these options on another goroutine once the first has run RaceAfter: the first of the
	// two to finish gives the result (a portfolio on two cores; nodes are the winner's).
	Race      *Options
	RaceAfter time.Duration
	// CP, when set and the search has no node limit, runs a whole second search with these
	// options (say, the CP search with GAC and lookahead) beside this one from the start, on
	// another goroutine: the first to finish gives the result.
	CP        *Options
	Share     int32 // when > 0, the racers pass each other their learnt clauses of LBD ≤ Share ...
	ShareLits int   // ... and at most ShareLits literals (0: 4·Share)
	// JointProof, in a race, makes the first solution a racer finds the other's too: a racer
	// without one takes it over (its blocking clause, proof settings) and both prove
	// uniqueness, passing each other the clauses they learn from it. Cube, with it, splits
	// that proof: the finder names a variable x and searches under x first, the other under
	// not x (each then goes on with the other half, so either ends with a whole proof).
	JointProof bool
	Cube       bool
	// Resplit, with Cube, hands work over in the proof: a racer that has refuted its cube
	// splits the other's in two and takes one half (again each time a racer's cube is
	// refuted), so that neither core runs the same remaining half as the other.
	Resplit bool

	// Trace, when set, is told of each racer's events: "start", "found" (its first
	// solution), "adopt" (the other's), "cube" (its cube refuted), "split" (it split the
	// other's, Resplit), "narrow" (it took the other's split), "end". It is called from the
	// racers' goroutines.
	Trace func(racer int, event string)
}

// DefaultOptions returns the settings for an N×N grid. Propagation with plain search
// settles small grids; 16×16 ones are settled by probing at every node; hard 25×25 ones
// need clause learning, which also takes over any search that runs long on other sizes.
func DefaultOptions(n int) Options {
	o := Options{Pairs: n >= 12, Sat: true, CpBudget: 200000, Glucose: true, Positive: true, SatProbe: true, Backbone: true}
	// The CDCL search's learnt clauses lose the literals of each lower level to that level's
	// implication point where one stands for them (all-UIP shrinking, before minimisation):
	// one search on 25×25 #9 and #10 takes 31.8 → 16.6 s and 25.2 → 20.1 s of CPU, fewer
	// conflicts (389,049 → 279,614; 315,805 → 302,476), each cheaper (docs/BENCHMARKS.md §13,
	// "All-UIP shrinking").
	o.Shrink = 2
	if n >= 16 {
		o.ProbeDepth, o.CpBudget = 1<<30, 5000
	}
	if n >= 20 {
		// One blocking clause, searched with everything learnt while finding the first
		// solution, proves 25×25 uniqueness faster than cell-by-cell proofs.
		o.ProbeDepth, o.Wdeg, o.CpBudget, o.Backbone = 0, true, 2000, false
		// A search still running after a fifth of a second gets a second one beside it, on
		// the other core, that keeps "cell holds digit" for every decision and starts from
		// shuffled activities; the two pass each other their short learnt clauses. It wins
		// the puzzles whose first solution is hard, the first search those whose proof is.
		// That one also picks, among the 8 most active variables, the one whose cell or
		// house-digit has the fewest values left (about a fifth fewer decisions than
		// "cell holds digit" alone on #1, #9, #10 and #15 of the Gecode set).
		// Once a first solution is excluded, the search decides by fewest values too
		// (#1 239,314 → 187,894 decisions, #5 122,301 → 105,525, #16 207,905 → 187,057).
		o.ProofMRV = 8
		race := o
		race.Seed, race.Fixed, race.MRV = 1, true, 8
		// (After a second until the eighth session: a fifth of a second takes the set of 18
		// 25×25 12 % less wall, the same CPU; docs/BENCHMARKS.md §13, "eighth session".)
		o.Race, o.RaceAfter, o.Share = &race, 200*time.Millisecond, 5
		// The first solution either racer finds becomes the other's too, and the two prove
		// uniqueness together, split on the finder's most active candidate: without it the
		// finder proved alone while the other went on looking for a solution (#9's proof 15–17
		// s of one racer's CPU, then 6–13 s; docs/BENCHMARKS.md §13, "The race's composition").
		o.JointProof, o.Cube = true, true
		// A racer that refutes its cube splits the other's again and takes half of it,
		// rather than both searching the same half (#10: a cube refuted in 0.7 s left both
		// racers on the same half for 7.5 s; #9's proof 8.89 → 7.64 s of a racer's CPU, #1's
		// 4.2 → 3.0 s, #10, #15, #16 within noise: §13, "Splitting the cube again").
		o.Resplit = true
	}
	return o
}

// Puzzle is the plain grid the search works on: N, the box size and the cells (0 for a
// blank, 1..N for a digit), row-major.
type Puzzle struct {
	N, BoxRows, BoxCols int
	Cells               []uint8
}

// box returns the box of the cell at row r, column c.
func (p Puzzle) box(r, c int) int {
	return (r/p.BoxRows)*(p.N/p.BoxCols) + c/p.BoxCols
}

// houseCell returns the k-th cell (0-based, reading order) of house h (rows 0..N-1,
// columns N..2N-1, boxes 2N..3N-1).
func (p Puzzle) houseCell(h, k int) int {
	n := p.N
	switch idx := h % n; h / n {
	case 0:
		return idx*n + k
	case 1:
		return k*n + idx
	default:
		boxesAcross := n / p.BoxCols
		r0 := (idx / boxesAcross) * p.BoxRows
		c0 := (idx % boxesAcross) * p.BoxCols
		return (r0+k/p.BoxCols)*n + c0 + k%p.BoxCols
	}
}

// result is the outcome of one search: the solutions found (up to the limit), the counters,
// why it stopped and, for a root contradiction, the recorded failure.
type result struct {
	Count    int
	Sols     [2][]uint8
	Nodes    int64
	Guesses  int64
	MaxDepth int
	Stopped  stopReason
	RootFail bool    // the root propagation failed: no solution, fail says why
	Fail     Failure // the contradiction at the root
	// Conflicts and Propagations count the CDCL search's work (0 when none ran, or when
	// two raced): a fixed search repeats them exactly, the check that a faster solver
	// keeps its trajectory (TestCDCLTrajectory).
	Conflicts, Propagations int64
}

// Run solves p, whose givens obey the rules: propagation (singles, locked candidates, naked
// pairs, failed-literal probing) plus binary backtracking on the most constrained decision,
// then clause learning on big grids. It counts up to limit solutions and stops early when
// ctx is done or more than maxNodes (if > 0) nodes are visited.
func Run(ctx context.Context, p Puzzle, limit int, maxNodes int64, o Options) result {
	if limit < 1 {
		limit = 1
	}
	e := newCPEngine(p)
	e.pairs = o.Pairs
	s := &search{cpEngine: e, done: ctx.Done(), limit: limit, maxNodes: maxNodes}
	s.weight = make([]int32, 3*p.N)
	s.sols[0] = make([]uint8, len(p.Cells))
	s.sols[1] = make([]uint8, len(p.Cells))
	s.opt = o
	s.cutoff = o.Restart
	if !s.start(p) {
		return result{RootFail: true, Fail: s.fail}
	}
	if o.GAC {
		e.gac, e.layers = true, o.Layers
		e.ldirty = e.full
		for h := 0; h < 3*p.N; h++ {
			e.gdirty[h>>6] |= 1 << (h & 63)
		}
		if !s.propagate() {
			return result{RootFail: true, Fail: Failure{Cell: -1, House: -1}}
		}
		s.trail = s.trail[:0]
	}
	if o.Sat {
		s.cpBudget = max(o.CpBudget, 1)
	}
	for {
		s.run(0)
		if s.stopped != restarting {
			break
		}
		s.undo(0)
		s.stopped, s.failures = running, 0
		s.cutoff = s.cutoff * 3 / 2
		s.restarts++
	}
	if s.stopped == handover {
		s.undo(0)
		s.stopped, s.cpBudget, s.baseNodes = running, 0, s.nodes
		if !o.SatProbe || s.probe() {
			if o.Race != nil && maxNodes == 0 && runtime.GOMAXPROCS(0) >= 2 {
				s.race(ctx)
			} else {
				s.satSearch()
			}
		}
	}
	return result{Count: s.count, Sols: s.sols, Nodes: s.nodes, Guesses: s.guesses, MaxDepth: s.maxDepth, Stopped: s.stopped,
		Conflicts: s.satStats[0], Propagations: s.satStats[1]}
}

// start places the givens and propagates at the root.
func (s *search) start(p Puzzle) bool {
	for i, v := range p.Cells {
		if v != 0 {
			if !s.remove(int32(i), s.full&^(1<<(v-1))) {
				return false
			}
		}
	}
	s.dirty = [2]uint64{}
	for h := 0; h < 3*s.n; h++ {
		s.dirty[h>>6] |= 1 << (h & 63)
	}
	if !s.propagate() {
		return false
	}
	s.trail = s.trail[:0] // the root is never undone
	return true
}

// maxSize is the largest N the search handles (the root package's MaxSize).
const maxSize = 25
