// Package semaphore is a weighted semaphore whose waiters are served first come, first
// served: scan's decoding budget takes a picture's decoding cost in bytes from one.
package semaphore

import (
	"container/list"
	"context"
	"errors"
	"sync"
)

// ErrOverSize is returned by Acquire for a weight over the semaphore's size: it could never
// be granted.
var ErrOverSize = errors.New("semaphore: weight over the size")

// A Weighted grants weights out of a fixed size. The zero value has size 0 and grants only
// weight 0; use [NewWeighted]. It is safe for concurrent use.
type Weighted struct {
	mu      sync.Mutex
	size    int64
	used    int64
	waiters list.List // of *waiter, first come first served
}

type waiter struct {
	n     int64
	ready chan struct{}
}

// NewWeighted returns a semaphore of the given size.
func NewWeighted(size int64) *Weighted { return &Weighted{size: size} }

// Size is the semaphore's size.
func (s *Weighted) Size() int64 { return s.size }

// Acquire takes weight n, waiting behind earlier waiters while too much is held, until ctx
// ends (then it returns ctx's error and holds nothing). A weight over the size is refused
// at once with ErrOverSize.
func (s *Weighted) Acquire(ctx context.Context, n int64) error {
	if n > s.size {
		return ErrOverSize
	}
	s.mu.Lock()
	if s.used+n <= s.size && s.waiters.Len() == 0 {
		s.used += n
		s.mu.Unlock()
		return nil
	}
	w := &waiter{n: n, ready: make(chan struct{})}
	e := s.waiters.PushBack(w)
	s.mu.Unlock()
	select {
	case <-w.ready:
		return nil
	case <-ctx.Done():
		s.mu.Lock()
		select {
		case <-w.ready:
			// Granted meanwhile: give it back.
			s.used -= n
			s.wake()
		default:
			s.waiters.Remove(e)
			s.wake() // the first waiter may fit now that this one is gone
		}
		s.mu.Unlock()
		return ctx.Err()
	}
}

// Release gives back weight n, taken by Acquire.
func (s *Weighted) Release(n int64) {
	s.mu.Lock()
	s.used -= n
	s.wake()
	s.mu.Unlock()
}

// wake grants the waiters at the front that fit; s.mu is held.
func (s *Weighted) wake() {
	for e := s.waiters.Front(); e != nil; e = s.waiters.Front() {
		w := e.Value.(*waiter)
		if s.used+w.n > s.size {
			return
		}
		s.used += w.n
		s.waiters.Remove(e)
		close(w.ready)
	}
}
