package store

import (
	"context"
	"slices"
	"time"
)

// An Answer is one submission of a member to the daily puzzle.
type Answer struct {
	GuildID  string
	UserID   string
	Date     Date      // the guild's local date of the daily puzzle answered
	PuzzleID int64     // the daily puzzle answered
	Correct  bool      // checked by the caller against the stored solution
	At       time.Time // when it was submitted; zero means now
	Seconds  int       // time from the post to this answer, in whole seconds
}

// A Result is what a member did with one daily puzzle. There is at most one
// Result per (guild, user, date).
type Result struct {
	GuildID  string
	UserID   string
	Date     Date
	PuzzleID int64
	Solved   bool
	SolvedAt time.Time // zero until solved
	Seconds  int       // time from the post to the correct answer; 0 until solved
	Hints    int       // hints taken before solving
	Attempts int       // answers submitted until (and including) the correct one

	// Played on the member's board (see [DailyPlay]).
	WrongChecks int           // Checks that found a wrong digit, before solving
	OpenedAt    time.Time     // the member's first open of the board; zero if never opened
	ActiveAt    time.Time     // the member's latest action on the board; zero if never opened
	Active      time.Duration // active time on the board so far (see [IdleGap])
	GameID      string        // the member's saved game of the date; "" if none
}

// A Streak counts consecutive local dates on which a member solved the daily
// puzzle.
type Streak struct {
	Current int  // run ending today, or yesterday if today is not solved yet; else 0
	Best    int  // longest run ever
	Last    Date // last solved date; zero if never solved
}

// A Standing is one member's line of the all-time leaderboard.
type Standing struct {
	UserID string
	Solves int
	Streak Streak
}

// Results records answers and hints and ranks members.
type Results interface {
	// RecordAnswer records a submission and returns the member's Result for
	// the date after it. It returns only once the answer is durably
	// committed. Until the member has solved the date, each call counts an
	// attempt and a correct one marks it solved with its time; once solved,
	// later calls (correct or not) change nothing, so a retried or late
	// wrong answer never undoes a solve.
	RecordAnswer(ctx context.Context, a Answer) (Result, error)
	// AddHint counts one hint taken by the member on date and returns the
	// Result after it. Hints after the solve are not counted.
	AddHint(ctx context.Context, guildID, userID string, date Date, puzzleID int64) (Result, error)
	// GetResult returns the member's Result for date, or ErrNotFound.
	GetResult(ctx context.Context, guildID, userID string, date Date) (Result, error)
	// Leaderboard returns the solved Results of the guild on date, ranked
	// by [RankResults] (the time plus the penalties first).
	Leaderboard(ctx context.Context, guildID string, date Date) ([]Result, error)
	// AllTime returns every member who ever solved in the guild, with their
	// solves and streaks as of today, most solves first (then best streak,
	// current streak, user ID).
	AllTime(ctx context.Context, guildID string, today Date) ([]Standing, error)
	// Streak returns the member's streak in the guild as of today.
	Streak(ctx context.Context, guildID, userID string, today Date) (Streak, error)
}

// StreakOf computes a streak from the dates a member solved, as of today.
// Runs count consecutive calendar dates; dates after today are ignored, and
// the order and duplicates of solved do not matter.
func StreakOf(solved []Date, today Date) Streak {
	ds := make([]Date, 0, len(solved))
	for _, d := range solved {
		if !d.After(today) {
			ds = append(ds, d)
		}
	}
	slices.SortFunc(ds, Date.Compare)
	ds = slices.Compact(ds)
	var s Streak
	run := 0
	for i, d := range ds {
		if i > 0 && d.Sub(ds[i-1]) == 1 {
			run++
		} else {
			run = 1
		}
		s.Best = max(s.Best, run)
	}
	if len(ds) == 0 {
		return s
	}
	s.Last = ds[len(ds)-1]
	if gap := today.Sub(s.Last); gap <= 1 {
		s.Current = run
	}
	return s
}

// rankStandings sorts standings as AllTime returns them.
func rankStandings(s []Standing) {
	slices.SortFunc(s, func(a, b Standing) int {
		switch {
		case a.Solves != b.Solves:
			return cmpInt(b.Solves, a.Solves)
		case a.Streak.Best != b.Streak.Best:
			return cmpInt(b.Streak.Best, a.Streak.Best)
		case a.Streak.Current != b.Streak.Current:
			return cmpInt(b.Streak.Current, a.Streak.Current)
		}
		if a.UserID < b.UserID {
			return -1
		}
		if a.UserID > b.UserID {
			return 1
		}
		return 0
	})
}

// StandingsOf turns each member's solved dates into ranked standings as of
// today, as AllTime returns them.
func StandingsOf(solved map[string][]Date, today Date) []Standing {
	out := make([]Standing, 0, len(solved))
	for user, dates := range solved {
		n := 0
		for _, d := range dates {
			if !d.After(today) {
				n++
			}
		}
		out = append(out, Standing{UserID: user, Solves: n, Streak: StreakOf(dates, today)})
	}
	rankStandings(out)
	return out
}
