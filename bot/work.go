package bot

import (
	"context"
	"fmt"
	"math"
	"time"
)

// A workClass is what answering a request costs, and so how it is admitted: whether it
// takes a worker from the shared pool (and one of its member's few slots there), and
// whether it counts against the member's rate limit.
type workClass struct {
	pooled  bool // runs the solver, renders or generates: a worker and a member slot
	counted bool // starts new expensive work: counts against the per-member rate limit
	press   bool // a press on the play board: its own flood limit instead
}

// The work classes.
var (
	// cheapWork does no solver work: help, the daily answers and leaderboards, explanation
	// pages already computed, play presses. It never waits for a worker and is not counted.
	cheapWork = workClass{}
	// navigationWork goes on with a puzzle already accepted (the next rung of a hint
	// ladder, the next nonogram hint): it needs a worker but is not counted.
	navigationWork = workClass{pooled: true}
	// expensiveWork starts on a new puzzle: a worker, a member slot and a rate-limit token.
	expensiveWork = workClass{pooled: true, counted: true}
	// pressWork is the play board's: presses are cheap and frequent, so they are answered
	// at once, off the pool, under the board's own flood limit (play.go).
	pressWork = workClass{press: true}
)

// Each command and button kind declares its class in its row of the command table
// (commands.go, buttons.go).

// classOf returns the work class of req; anything not in the tables is expensive.
func classOf(req Request) workClass {
	if r := lookup(req); r != nil {
		return r.work
	}
	return expensiveWork
}

// admitWork lets work of class start on behalf of user ("" for nobody in particular), or
// says why not and when to retry. It returns the function that ends the work. Cheap work
// is always admitted at once. Handle admits every request by the class of its row (a
// picture to read is expensive whatever the command); the play board's Hint and New game
// use it from inside a press.
func (b *Bot) admitWork(ctx context.Context, user string, class workClass) (func(), error) {
	if !class.pooled {
		return func() {}, nil
	}
	leave := func() {}
	if user != "" {
		var retry time.Duration
		var ok bool
		if leave, retry, ok = b.members.Enter(user, b.now(), b.limits.SolveTime); !ok {
			return nil, errorf(RateLimited, "You already have %d puzzles being worked on. Please try again in %s, when one of them is done.",
				b.limits.PerUserJobs, retryIn(retry))
		}
		if class.counted {
			if ok, retry := b.users.Allow(user, b.now()); !ok {
				leave()
				return nil, errorf(RateLimited, "You are sending puzzles too fast. Please try again in %s.", retryIn(retry))
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

// retryIn words a wait for people: "40 s", "2 min", never less than a second.
func retryIn(d time.Duration) string {
	s := int(math.Ceil(d.Seconds()))
	switch {
	case s < 1:
		s = 1
	case s >= 120:
		return fmt.Sprintf("%d min", (s+59)/60)
	}
	return fmt.Sprintf("%d s", s)
}
