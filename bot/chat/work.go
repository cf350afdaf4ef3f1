package chat

// A WorkClass is what answering a request costs, and so how it is admitted: whether it
// takes a worker from the shared pool (and one of its member's few slots there), and
// whether it counts against the member's rate limit.
type WorkClass struct {
	Pooled  bool // runs the solver, renders or generates: a worker and a member slot
	Counted bool // starts new expensive work: counts against the per-member rate limit
	Press   bool // a press on the play board: its own flood limit instead
}

// The work classes.
var (
	// CheapWork does no solver work: help, the daily answers and leaderboards, explanation
	// pages already computed, play presses. It never waits for a worker and is not counted.
	CheapWork = WorkClass{}
	// NavigationWork goes on with a puzzle already accepted (the next rung of a hint
	// ladder, the next nonogram hint): it needs a worker but is not counted.
	NavigationWork = WorkClass{Pooled: true}
	// ExpensiveWork starts on a new puzzle: a worker, a member slot and a rate-limit token.
	ExpensiveWork = WorkClass{Pooled: true, Counted: true}
	// PressWork is the play board's: presses are cheap and frequent, so they are answered
	// at once, off the pool, under the board's own flood limit (bot/play).
	PressWork = WorkClass{Press: true}
)
