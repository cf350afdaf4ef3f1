package limit

import (
	"context"
	"errors"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
)

// A Budget is the time one puzzle job may take: a solve, a rating, a hint, a generation.
// It is a plain value, safe to copy and share.
type Budget struct {
	Time time.Duration // must be positive
}

// Bound returns ctx bounded by the budget.
func (b Budget) Bound(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeout(ctx, b.Time)
}

// GaveUp is the answer for work that ran out of the budget, when err says it did
// (context.DeadlineExceeded), else nil. what names the work: "this solve", "rating".
func (b Budget) GaveUp(err error, what string) error {
	if !errors.Is(err, context.DeadlineExceeded) {
		return nil
	}
	return b.GaveUpError(what)
}

// GaveUpError words running out of the budget on what.
func (b Budget) GaveUpError(what string) *chat.Error {
	return chat.Errorf(chat.Unavailable, "I gave up after %s: %s took longer than my time budget.", b.Time, what)
}
