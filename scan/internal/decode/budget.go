package decode

import (
	"context"
	"fmt"

	"github.com/sudokubot/sudokubot/scan/internal/semaphore"
)

// A Budget bounds the bytes that pictures being decoded hold at once: a semaphore on bytes
// (scan.Budget). [Gray] takes a picture's decoding cost from it before decoding and gives
// it back once the picture is shrunk to grey levels, so that many pictures read at once
// queue instead of holding many decoded pictures in memory together. Waiters are served
// in order. The zero value is not usable; use [NewBudget]. It is safe for concurrent use.
type Budget struct {
	sem *semaphore.Weighted
}

// NewBudget returns a budget of bytes bytes.
func NewBudget(bytes int64) *Budget { return &Budget{sem: semaphore.NewWeighted(bytes)} }

// Acquire takes n bytes, waiting while others hold too much, until ctx ends.
func (b *Budget) Acquire(ctx context.Context, n int64) error {
	if n > b.sem.Size() {
		return fmt.Errorf("%w: decoding it needs %d MB, more than the %d MB budget", ErrTooLarge, n>>20, b.sem.Size()>>20)
	}
	if err := b.sem.Acquire(ctx, n); err != nil {
		return fmt.Errorf("scan: waiting to decode: %w", err)
	}
	return nil
}

// Release gives back n bytes.
func (b *Budget) Release(n int64) { b.sem.Release(n) }
