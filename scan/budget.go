package scan

import (
	"container/list"
	"context"
	"fmt"
	"sync"
)

// A Budget bounds the bytes that pictures being decoded hold at once: a semaphore on bytes.
// [Read] takes a picture's decoding cost from it before decoding and gives it back once the
// picture is shrunk to grey levels, so that many pictures read at once queue instead of
// holding many decoded pictures in memory together. Waiters are served in order.
// The zero value is not usable; use [NewBudget]. It is safe for concurrent use.
type Budget struct {
	mu      sync.Mutex
	limit   int64
	used    int64
	waiters list.List // of *budgetWaiter, first come first served
}

type budgetWaiter struct {
	n     int64
	ready chan struct{}
}

// NewBudget returns a budget of bytes bytes.
func NewBudget(bytes int64) *Budget { return &Budget{limit: bytes} }

// DefaultBudget is the budget [Read] uses when [Options.Budget] is nil: 192 MiB shared by
// the whole process, two of the largest pictures [DefaultMaxDecodedBytes] lets through.
var DefaultBudget = NewBudget(2 * DefaultMaxDecodedBytes)

// acquire takes n bytes, waiting while others hold too much, until ctx ends.
func (b *Budget) acquire(ctx context.Context, n int64) error {
	if n > b.limit {
		return fmt.Errorf("%w: decoding it needs %d MB, more than the %d MB budget", ErrTooLarge, n>>20, b.limit>>20)
	}
	b.mu.Lock()
	if b.used+n <= b.limit && b.waiters.Len() == 0 {
		b.used += n
		b.mu.Unlock()
		return nil
	}
	w := &budgetWaiter{n: n, ready: make(chan struct{})}
	e := b.waiters.PushBack(w)
	b.mu.Unlock()
	select {
	case <-w.ready:
		return nil
	case <-ctx.Done():
		b.mu.Lock()
		select {
		case <-w.ready:
			// Granted meanwhile: give it back.
			b.used -= n
			b.wake()
		default:
			b.waiters.Remove(e)
			b.wake() // the first waiter may fit now that this one is gone
		}
		b.mu.Unlock()
		return fmt.Errorf("scan: waiting to decode: %w", ctx.Err())
	}
}

// release gives back n bytes.
func (b *Budget) release(n int64) {
	b.mu.Lock()
	b.used -= n
	b.wake()
	b.mu.Unlock()
}

// wake grants the waiters at the front that fit; b.mu is held.
func (b *Budget) wake() {
	for e := b.waiters.Front(); e != nil; e = b.waiters.Front() {
		w := e.Value.(*budgetWaiter)
		if b.used+w.n > b.limit {
			return
		}
		b.used += w.n
		b.waiters.Remove(e)
		close(w.ready)
	}
}
