package semaphore

import (
	"context"
	"errors"
	"runtime"
	"sync"
	"testing"
)

// TestWeightedConcurrent: many goroutines at once never hold more than the size, and every
// weight is given back (run with -race).
func TestWeightedConcurrent(t *testing.T) {
	s := NewWeighted(100)
	var mu sync.Mutex
	held, peak := int64(0), int64(0)
	var wg sync.WaitGroup
	for i := range 40 {
		wg.Go(func() {
			n := int64(10 + i%5*15)
			if err := s.Acquire(context.Background(), n); err != nil {
				t.Error(err)
				return
			}
			mu.Lock()
			held += n
			peak = max(peak, held)
			mu.Unlock()
			runtime.Gosched()
			mu.Lock()
			held -= n
			mu.Unlock()
			s.Release(n)
		})
	}
	wg.Wait()
	if peak > 100 || s.used != 0 || s.waiters.Len() != 0 {
		t.Errorf("peak %d (size 100), left used %d, waiters %d", peak, s.used, s.waiters.Len())
	}
}

// TestWeightedOrder: a waiter that does not fit holds back later ones that would (first
// come, first served); a cancelled waiter leaves the queue and lets the next one in.
func TestWeightedOrder(t *testing.T) {
	s := NewWeighted(10)
	if err := s.Acquire(t.Context(), 11); !errors.Is(err, ErrOverSize) {
		t.Errorf("Acquire over the size: %v, want ErrOverSize", err)
	}
	if err := s.Acquire(t.Context(), 6); err != nil {
		t.Fatal(err)
	}
	bigCtx, cancelBig := context.WithCancel(t.Context())
	big := make(chan error)
	go func() { big <- s.Acquire(bigCtx, 8) }()
	waitFor(s, 1)
	small := make(chan error)
	go func() { small <- s.Acquire(t.Context(), 2) }()
	waitFor(s, 2)
	// 2 would fit beside 6, but 8 came first.
	cancelBig()
	if err := <-big; !errors.Is(err, context.Canceled) {
		t.Errorf("the cancelled waiter: %v, want context.Canceled", err)
	}
	if err := <-small; err != nil {
		t.Errorf("the small waiter after the big one left: %v", err)
	}
	s.Release(6)
	s.Release(2)
	if s.used != 0 || s.waiters.Len() != 0 {
		t.Errorf("left used %d, waiters %d", s.used, s.waiters.Len())
	}
}

// waitFor yields until s has n waiters.
func waitFor(s *Weighted, n int) {
	for {
		s.mu.Lock()
		k := s.waiters.Len()
		s.mu.Unlock()
		if k >= n {
			return
		}
		runtime.Gosched()
	}
}
