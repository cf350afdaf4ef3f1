// Package daily is the puzzle of the day, whole: the admin commands and server options
// (admin.go, options.go), the members' answers, hints and standings (member.go), their
// board of the day with its fair clock (board.go) and the post (post.go), answered by a
// [Room]; the [Scheduler] that makes each server's post once however many instances run,
// the [Bank] that keeps rated puzzles ready so that no post ever generates, the bands the
// day's puzzle uses, and the post's [Companions] (leaderboard message, thread, recap) with
// the [Poster] that sends them. The scheduler knows the bot only through the small [Bot]
// interface; the Room is given the rooms it uses (bot/solve's hint ladder, bot/play's board).
package daily

import (
	"errors"
	"slices"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
)

// Bands are the band names the daily puzzle uses, easiest first, as stored.
var Bands = []string{"beginner", "easy", "medium", "hard", "expert"}

// Sizes are the grid sizes offered for the daily puzzle.
var Sizes = []int{6, 9}

// DayBand returns the band of the daily puzzle of s on date: the configured band, moved
// by the weekday ramp when it is on (Monday and Tuesday one band easier, Saturday and
// Sunday one harder), within the bands the daily puzzle uses.
func DayBand(s store.GuildSettings, date store.Date) string {
	i := BandIndex(s.Band)
	if s.Ramp {
		switch date.Weekday() {
		case time.Monday, time.Tuesday:
			i--
		case time.Saturday, time.Sunday:
			i++
		}
	}
	i = max(0, min(i, len(Bands)-1))
	return Bands[i]
}

// BandIndex is the index of a stored band name in Bands; an unknown name is medium.
func BandIndex(name string) int {
	if i := slices.Index(Bands, name); i >= 0 {
		return i
	}
	return 2
}

// GenerateBand maps a stored band name to the generator's band.
func GenerateBand(name string) logic.Band { return logic.Band(BandIndex(name)) }

// HasCompanions reports whether s asks for any companion of the daily post.
func HasCompanions(s store.GuildSettings) bool { return s.Leaderboard || s.Recap || s.Thread }

// ErrBankEmpty is returned by the bot's PostDaily when the bank has no puzzle for the day's
// band and size; the claim is released so that a later tick retries at once.
var ErrBankEmpty = errors.New("daily: the puzzle bank is empty for this band and size")

// A PostResult says what the bot's PostDaily did.
type PostResult struct {
	Claimed   bool   // this call held the claim (false: another instance has it, or it is done)
	Posted    bool   // the message was sent
	MessageID string // the sent message
	PuzzleID  int64
}
