package bot

import (
	"context"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
)

// Each command and button kind declares its class in its row of the command table
// (commands.go, buttons.go); what no row names is expensive.

func (b *Bot) acquire(ctx context.Context) (func(), error) {
	t := time.NewTimer(b.limits.QueueWait)
	defer t.Stop()
	select {
	case b.pool <- struct{}{}:
		return func() { <-b.pool }, nil
	case <-ctx.Done():
		return nil, &chat.Error{Code: chat.Unavailable, Message: "The bot is busy right now. Please try again in a moment.", Err: ctx.Err()}
	case <-t.C:
		return nil, chat.Errorf(chat.Unavailable, "The bot is busy right now. Please try again in a moment.")
	}
}

// admitWork lets work of class start on behalf of user ("" for nobody in particular), or
// says why not and when to retry. It returns the function that ends the work. Cheap work
// is always admitted at once. Handle admits every request by the class of its row (a
// picture to read is expensive whatever the command); the play board's Hint and New game
// use it from inside a press.
func (b *Bot) admitWork(ctx context.Context, user string, class chat.WorkClass) (func(), error) {
	if !class.Pooled {
		return func() {}, nil
	}
	leave := func() {}
	if user != "" {
		var retry time.Duration
		var ok bool
		if leave, retry, ok = b.members.Enter(user, b.now(), b.limits.SolveTime); !ok {
			return nil, chat.Errorf(chat.RateLimited, "You already have %d puzzles being worked on. Please try again in %s, when one of them is done.",
				b.limits.PerUserJobs, chat.RetryIn(retry))
		}
		if class.Counted {
			if ok, retry := b.users.Allow(user, b.now()); !ok {
				leave()
				return nil, chat.Errorf(chat.RateLimited, "You are sending puzzles too fast. Please try again in %s.", chat.RetryIn(retry))
			}
		}
	}
	release, err := b.acquire(ctx)
	if err != nil {
		leave()
		return nil, err
	}
	return func() { release(); leave() }, nil
}
