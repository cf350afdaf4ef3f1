package search

import (
	"context"
	"runtime"
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
		pool = &cdcl.Pool{MaxLBD: s.opt.Share}
	}
	var shared *firstSol
	if s.opt.JointProof {
		shared = &firstSol{}
	}
	racer := func(o Options, id int) *search {
		r := *s
		r.done = ctx.Done()
		r.opt = o
		r.opt.Trace, r.opt.JointProof, r.opt.Cube = s.opt.Trace, s.opt.JointProof, s.opt.Cube
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
