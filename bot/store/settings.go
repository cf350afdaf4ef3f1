package store

import (
	"context"
	"fmt"
	"time"
)

// GuildSettings configures the daily puzzle of one guild (Discord server).
type GuildSettings struct {
	GuildID   string
	ChannelID string // where the daily puzzle is posted
	PostTime  string // local wall-clock time of the post, "HH:MM" (24-hour)
	TimeZone  string // IANA time zone name, such as "Europe/Paris"
	Band      string // difficulty band, such as "medium"
	Size      int    // grid size N of an N×N Sudoku, such as 9
	Ramp      bool   // vary the band by weekday: easier early in the week, harder at the weekend
	Pin       bool   // pin each daily post
	Enabled   bool   // false after "/daily off"; the settings are kept

	Leaderboard bool      // keep a public leaderboard message of the day, edited as members solve
	Recap       bool      // post an end-of-day recap when the next puzzle comes
	Thread      bool      // open a discussion thread on each post
	PingRole    string    // role ID mentioned in each post; "" for none
	UpdatedAt   time.Time // set by PutSettings when zero
}

// Validate reports the first field that is missing or malformed.
func (s GuildSettings) Validate() error {
	switch {
	case s.GuildID == "":
		return fmt.Errorf("store: settings: guild ID is empty")
	case s.ChannelID == "":
		return fmt.Errorf("store: settings: channel ID is empty")
	case s.Band == "":
		return fmt.Errorf("store: settings: band is empty")
	case s.Size <= 0:
		return fmt.Errorf("store: settings: size %d is not positive", s.Size)
	}
	if _, _, err := s.Clock(); err != nil {
		return err
	}
	_, err := s.Location()
	return err
}

// Clock returns the hour and minute of PostTime.
func (s GuildSettings) Clock() (hour, min int, err error) {
	t := s.PostTime
	if len(t) != 5 || t[2] != ':' {
		return 0, 0, fmt.Errorf("store: settings: post time %q is not HH:MM", t)
	}
	h, ok1 := digits(t[:2])
	m, ok2 := digits(t[3:])
	if !ok1 || !ok2 || h > 23 || m > 59 {
		return 0, 0, fmt.Errorf("store: settings: post time %q is not HH:MM", t)
	}
	return h, m, nil
}

// Location loads TimeZone. The binary must carry the time zone database
// (import time/tzdata in main) when the host may lack one.
func (s GuildSettings) Location() (*time.Location, error) {
	if s.TimeZone == "" {
		return nil, fmt.Errorf("store: settings: time zone is empty")
	}
	loc, err := time.LoadLocation(s.TimeZone)
	if err != nil {
		return nil, fmt.Errorf("store: settings: unknown time zone %q", s.TimeZone)
	}
	return loc, nil
}

// PostDue reports which local date's post is due at now, if any.
//
// A date's post falls due when the guild's wall clock reaches PostTime on
// that date (or, if a DST change skips that time, at the change; see
// [Date.At]) and stays due for the rest of the local day. It also stays due
// for grace into the next local day, so that a post claimed just before
// local midnight by an instance that then died is retried once its lease
// expires: grace should exceed the claim lease plus the tick period. The
// scheduler claims the returned date; the claim makes a due post happen once.
//
// A guild set up just after midnight with a late PostTime may get the
// previous date's post within grace; pass grace 0 to never look back.
func (s GuildSettings) PostDue(now time.Time, grace time.Duration) (Date, bool, error) {
	loc, err := s.Location()
	if err != nil {
		return Date{}, false, err
	}
	h, m, err := s.Clock()
	if err != nil {
		return Date{}, false, err
	}
	today := DateOf(now, loc)
	if !now.Before(today.At(h, m, loc)) {
		return today, true, nil
	}
	yesterday := today.AddDays(-1)
	if grace > 0 && now.Before(today.At(0, 0, loc).Add(grace)) && !now.Before(yesterday.At(h, m, loc)) {
		return yesterday, true, nil
	}
	return today, false, nil
}

// NextPost returns the first instant after now at which a post falls due.
func (s GuildSettings) NextPost(now time.Time) (time.Time, error) {
	loc, err := s.Location()
	if err != nil {
		return time.Time{}, err
	}
	h, m, err := s.Clock()
	if err != nil {
		return time.Time{}, err
	}
	d := DateOf(now, loc)
	for {
		if t := d.At(h, m, loc); t.After(now) {
			return t, nil
		}
		d = d.AddDays(1)
	}
}

// Settings stores the daily-puzzle configuration of each guild.
type Settings interface {
	// GetSettings returns the settings of a guild, or ErrNotFound.
	GetSettings(ctx context.Context, guildID string) (GuildSettings, error)
	// PutSettings inserts or replaces the settings of s.GuildID.
	PutSettings(ctx context.Context, s GuildSettings) error
	// DeleteSettings removes the settings of a guild; deleting missing
	// settings is not an error.
	DeleteSettings(ctx context.Context, guildID string) error
	// ListEnabled returns the settings of every enabled guild, ordered by guild ID.
	ListEnabled(ctx context.Context) ([]GuildSettings, error)
}
