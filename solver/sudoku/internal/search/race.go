package search

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/sudokubot/sudokubot/solver/sudoku/internal/cdcl"
)

// race finishes the search of s from its root state with two CDCL searches, s.opt and
// *s.opt.Race, the second started once the first has run s.opt.RaceAfter without an
// answer. The first to end (not stopped by the other) gives the result; the other is
// stopped and waited for. Both read the engine's root state and nothing else of it.
func (s *search) race(ctx context.Context) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var pool *cdcl.Pool
	// Shared clauses name variables: only racers with the same encoding may share them.
	if s.opt.Share > 0 && s.opt.Triads == s.opt.Race.Triads {
		pool = &cdcl.Pool{MaxLBD: s.opt.Share, MaxLits: s.opt.ShareLits}
	}
	var shared *firstSol
	if s.opt.JointProof {
		shared = &firstSol{}
	}
	racer := func(o Options, id int) *search {
		r := *s
		r.done = ctx.Done()
		r.opt = o
		r.opt.Trace, r.opt.JointProof, r.opt.Cube, r.opt.Resplit = s.opt.Trace, s.opt.JointProof, s.opt.Cube, s.opt.Resplit
		r.pool = pool
		r.first = shared
		r.racer = id
		for k := range r.sols {
			r.sols[k] = append([]uint8(nil), s.sols[k]...)
		}
		return &r
	}
	ended := make(chan *search, 2)
	run := func(r *search) {
		if r.opt.Trace != nil {
			// One thread per racer, so that a tracer can read each racer's CPU time.
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
		}
		r.trace("start")
		r.satSearch()
		r.trace("end")
		ended <- r
	}
	go run(racer(s.opt, 0))
	running := 1
	var first *search
	timer := time.NewTimer(s.opt.RaceAfter)
	select {
	case first = <-ended:
		timer.Stop()
	case <-timer.C:
		running++
		go run(racer(*s.opt.Race, 1))
		first = <-ended
	}
	cancel()
	for ; running > 1; running-- {
		other := <-ended
		if first.stopped == OutOfTime && other.stopped != OutOfTime {
			first = other // the other ended on its own (the first only saw the cancel)
		}
	}
	s.count, s.sols, s.nodes, s.guesses, s.maxDepth, s.stopped = first.count, first.sols, first.nodes, first.guesses, first.maxDepth, first.stopped
}

// firstSol passes the first solution a racer finds to the other (Options.JointProof).
type firstSol struct {
	p atomic.Pointer[publishedSol]

	// With Options.Resplit, the work one racer hands the other: when a racer has refuted
	// its cube it names a new variable x, keeps "not x" and asks the other to narrow its
	// own cube (which the refutation left as all that remains) to "x".
	mu      sync.Mutex
	split   [2]*splitReq // to racer 0, 1
	pending [2]atomic.Bool
}

// splitReq is a request to a racer to add facts (units the other proved with the same
// blocked first solution, tag) at level 0 and to search under lit from now on.
type splitReq struct {
	tag   uint64
	facts []int32
	lit   int32
}

// publishedSol is a racer's first solution and, with Options.Cube, the literal its finder
// assumes first in the proof (the other assumes its negation), or -1.
type publishedSol struct {
	cells []uint8
	cube  int32
}

// adoptable reports whether s has no solution yet and the other racer has published one.
func (s *search) adoptable() bool {
	return s.first != nil && s.count == 0 && s.limit > 1 && s.first.p.Load() != nil
}

// trace tells Options.Trace, if set, of an event of this racer.
func (s *search) trace(event string) {
	if s.opt.Trace != nil {
		s.opt.Trace(s.racer, event)
	}
}

// cubeDone is called when s's racer has refuted its cube, the literal refuted (now false
// at level 0 of sat). If the other racer asked it to split, it takes that request; else, with
// Options.Resplit, it splits the other's cube, which is all that remains: the other will
// search under "x" for the most active open candidate x, s under "not x". Requests pass only
// between racers proving the same first solution (count 1, the same Tag), whose level-0
// facts then follow from the same clauses.
func (s *search) cubeDone(sat *cdcl.Solver, refuted int32, isCand func(int32) bool) {
	sat.Assump = -1
	if s.first == nil || !s.opt.Resplit || s.count != 1 || !sat.Export {
		return
	}
	f := s.first
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.split[s.racer] != nil {
		s.takeSplit(sat)
		return
	}
	x := sat.MostActive()
	if x < 0 || !isCand(x) {
		return
	}
	o := 1 - s.racer
	r := f.split[o]
	if r == nil || r.tag != sat.Tag {
		r = &splitReq{tag: sat.Tag}
	}
	r.facts = append(r.facts, refuted^1)
	r.lit = 2 * x
	f.split[o] = r
	f.pending[o].Store(true)
	sat.Assump = 2*x + 1
	s.trace("split")
}

// takeSplit applies the other racer's pending split request to sat, at level 0 (called
// with s.first.mu held); a request for another proof is dropped.
func (s *search) takeSplit(sat *cdcl.Solver) {
	f := s.first
	r := f.split[s.racer]
	f.split[s.racer] = nil
	f.pending[s.racer].Store(false)
	if r == nil || s.count != 1 || r.tag != sat.Tag {
		return
	}
	sat.CancelUntil(0)
	for _, l := range r.facts {
		if !sat.AddClause([]int32{l}) {
			return // the facts refute the rest: the next Solve reports it
		}
	}
	sat.Assump = r.lit
	s.trace("narrow")
}

// splitPending reports whether the other racer has asked s to split its cube.
func (s *search) splitPending() bool {
	return s.first != nil && s.first.pending[s.racer].Load()
}
