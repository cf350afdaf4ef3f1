package decode

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// TestBudget: the budget refuses outright what can never fit, says it with ErrTooLarge, and
// gives back what it took (its semaphore's order and concurrency are tested in
// scan/internal/semaphore, under -race).
func TestBudget(t *testing.T) {
	b := NewBudget(100)
	if err := b.Acquire(t.Context(), 101); !errors.Is(err, ErrTooLarge) {
		t.Errorf("Acquire over the limit: %v, want ErrTooLarge", err)
	}
	if err := b.Acquire(t.Context(), 60); err != nil {
		t.Fatal(err)
	}
	// 60 held: 50 more waits, so a cancelled context gives up with its error.
	done, cancel := context.WithCancel(t.Context())
	cancel()
	if err := b.Acquire(done, 50); !errors.Is(err, context.Canceled) || !strings.HasPrefix(err.Error(), "scan: ") {
		t.Errorf("Acquire beyond what is left, cancelled: %v, want a scan error wrapping context.Canceled", err)
	}
	b.Release(60)
	// Everything given back: the whole budget is free at once.
	if err := b.Acquire(done, 100); err != nil {
		t.Errorf("the whole budget after every release: %v", err)
	}
}
