package search

import (
	"context"
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
	racer := func(o Options) *search {
		r := *s
		r.done = ctx.Done()
		r.opt = o
		r.pool = pool
		for k := range r.sols {
			r.sols[k] = append([]uint8(nil), s.sols[k]...)
		}
		return &r
	}
	a := racer(s.opt)
	ended := make(chan *search, 2)
	go func() { a.satSearch(); ended <- a }()
	running := 1
	var first *search
	timer := time.NewTimer(s.opt.RaceAfter)
	select {
	case first = <-ended:
		timer.Stop()
	case <-timer.C:
		b := racer(*s.opt.Race)
		running++
		go func() { b.satSearch(); ended <- b }()
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
