package store

import (
	"cmp"
	"context"
	"slices"
	"time"
)

// The fair-time rule and penalties of the daily ranking (docs/bot-setup.md
// words them for server admins).
const (
	// IdleGap is the most a pause between two actions of a member on their
	// daily board adds to their active time: a longer pause counts as
	// IdleGap and the rest of it is not counted.
	IdleGap = 5 * time.Minute
	// HintPenalty is added to a solver's time for each hint taken.
	HintPenalty = 60 * time.Second
	// WrongCheckPenalty is added to a solver's time for each wrong check: a
	// Check that found a wrong digit on the board, or a wrong submitted grid.
	WrongCheckPenalty = 30 * time.Second
)

// ActiveAfter returns the active time after an action at `at`, given the
// active time so far and the previous action at last (zero: none yet). The
// gap since last counts up to IdleGap; a clock going backwards adds nothing.
func ActiveAfter(active time.Duration, last, at time.Time) time.Duration {
	if last.IsZero() || !at.After(last) {
		return active
	}
	return active + min(at.Sub(last), IdleGap)
}

// Wrong counts the member's wrong checks and wrong submitted grids (attempts
// before the correct one).
func (r Result) Wrong() int { return r.WrongChecks + max(0, r.Attempts-1) }

// Penalty is the time added to a solver's time for hints and wrong checks.
func (r Result) Penalty() time.Duration {
	return time.Duration(r.Hints)*HintPenalty + time.Duration(r.Wrong())*WrongCheckPenalty
}

// Score is the ranking time of a solved result: its time plus its penalty.
func (r Result) Score() time.Duration { return time.Duration(r.Seconds)*time.Second + r.Penalty() }

// RankResults sorts results as the daily leaderboard ranks them: solved first,
// then the lower [Result.Score], the shorter time, fewer hints, the earlier
// solve and the user ID; unsolved results follow by user ID.
func RankResults(rs []Result) {
	slices.SortFunc(rs, func(a, b Result) int {
		if a.Solved != b.Solved {
			if a.Solved {
				return -1
			}
			return 1
		}
		if a.Solved {
			if c := cmp.Compare(a.Score(), b.Score()); c != 0 {
				return c
			}
			if c := cmp.Compare(a.Seconds, b.Seconds); c != 0 {
				return c
			}
			if c := cmp.Compare(a.Hints, b.Hints); c != 0 {
				return c
			}
			if c := a.SolvedAt.Compare(b.SolvedAt); c != 0 {
				return c
			}
		}
		return cmp.Compare(a.UserID, b.UserID)
	})
}

// Task kinds of the daily post's companions.
const (
	TaskBoard  = "board"  // the public leaderboard message; Detail holds a digest of its text
	TaskThread = "thread" // the day's discussion thread; MessageID is the thread's ID
	TaskRecap  = "recap"  // the end-of-day recap post
)

// A DailyTask is one companion of a daily post (its leaderboard message,
// thread or recap), made once per (guild, date, kind) across instances with
// the same claim rules as [Posts].
type DailyTask struct {
	GuildID   string
	Date      Date
	Kind      string    // TaskBoard, TaskThread or TaskRecap
	State     PostState // PostClaimed or PostPosted
	Owner     string
	ClaimedAt time.Time
	MessageID string // set by CompleteTask
	Detail    string // free text kept with the task, changed by SwapTaskDetail
}

// DailyPlay keeps what the daily puzzle played on the member's board needs:
// the first open and active time, wrong checks, the member's saved game, and
// the claims of the daily post's companions.
type DailyPlay interface {
	// TouchDaily records an action of the member on their board of date at
	// `at`: the first one sets OpenedAt; each one adds the gap since the
	// previous one to Active by [ActiveAfter]. It creates the Result if
	// needed and does nothing once the date is solved. It returns the
	// Result after it.
	TouchDaily(ctx context.Context, guildID, userID string, date Date, puzzleID int64, at time.Time) (Result, error)
	// AddWrongCheck counts one wrong check and returns the Result after it.
	// Wrong checks after the solve are not counted.
	AddWrongCheck(ctx context.Context, guildID, userID string, date Date, puzzleID int64) (Result, error)
	// SetDailyGame links the member's saved game to date unless one is
	// linked already, and returns the Result: its GameID is the game that
	// won (the first one linked).
	SetDailyGame(ctx context.Context, guildID, userID string, date Date, puzzleID int64, gameID string) (Result, error)
	// DayResults returns every member's Result of the guild on date,
	// ranked by [RankResults].
	DayResults(ctx context.Context, guildID string, date Date) ([]Result, error)

	// ClaimTask claims the task (guildID, date, kind) for owner, like
	// [Posts.ClaimPost].
	ClaimTask(ctx context.Context, guildID string, date Date, kind, owner string, lease time.Duration, now time.Time) (bool, error)
	// CompleteTask marks owner's claim done with its message, like
	// [Posts.CompletePost]; detail is stored with it.
	CompleteTask(ctx context.Context, guildID string, date Date, kind, owner, messageID, detail string) error
	// ReleaseTask gives up owner's uncompleted claim, like [Posts.ReleasePost].
	ReleaseTask(ctx context.Context, guildID string, date Date, kind, owner string) error
	// GetTask returns the task, or ErrNotFound.
	GetTask(ctx context.Context, guildID string, date Date, kind string) (DailyTask, error)
	// SwapTaskDetail sets the Detail of a done task to new if it is old, in
	// one atomic step, and reports whether it did: of several instances
	// swapping the same old value, exactly one wins.
	SwapTaskDetail(ctx context.Context, guildID string, date Date, kind, old, new string) (bool, error)
}
