package store

import (
	"context"
	"fmt"
	"time"
)

// GuildSettings configures the daily puzzle of one guild (Discord server).
type GuildSettings struct {
	GuildID   string
	ChannelID string    // where the daily puzzle is posted
	PostTime  string    // local wall-clock time of the post, "HH:MM" (24-hour)
	TimeZone  string    // IANA time zone name, such as "Europe/Paris"
	Band      string    // difficulty band, such as "medium"
	Size      int       // grid size N of an N×N Sudoku, such as 9
	Ramp      bool      // vary the band by weekday: easier early in the week, harder at the weekend
	Pin       bool      // pin each daily post
	Enabled   bool      // false after "/daily off"; the settings are kept
	UpdatedAt time.Time // set by PutSettings when zero
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

// PostDue reports whether the daily post for the guild is due at now, and for
// which local date: the date is now's civil date in the guild's zone, and the
// post is due once the local wall clock has reached PostTime on that date.
func (s GuildSettings) PostDue(now time.Time) (Date, bool, error) {
	loc, err := s.Location()
	if err != nil {
		return Date{}, false, err
	}
	h, m, err := s.Clock()
	if err != nil {
		return Date{}, false, err
	}
	today := DateOf(now, loc)
	return today, !now.Before(today.At(h, m, loc)), nil
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
