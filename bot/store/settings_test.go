package store_test

import (
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
)

func TestGuildSettingsValidate(t *testing.T) {
	good := store.GuildSettings{GuildID: "1", ChannelID: "2", PostTime: "09:30", TimeZone: "Europe/Paris", Band: "easy", Size: 9}
	if err := good.Validate(); err != nil {
		t.Fatalf("Validate(%+v) = %v", good, err)
	}
	bad := []func(*store.GuildSettings){
		func(s *store.GuildSettings) { s.GuildID = "" },
		func(s *store.GuildSettings) { s.ChannelID = "" },
		func(s *store.GuildSettings) { s.Band = "" },
		func(s *store.GuildSettings) { s.Size = 0 },
		func(s *store.GuildSettings) { s.PostTime = "24:00" },
		func(s *store.GuildSettings) { s.PostTime = "9:30" },
		func(s *store.GuildSettings) { s.PostTime = "09:60" },
		func(s *store.GuildSettings) { s.PostTime = "09-30" },
		func(s *store.GuildSettings) { s.TimeZone = "" },
		func(s *store.GuildSettings) { s.TimeZone = "Mars/Olympus_Mons" },
	}
	for i, f := range bad {
		s := good
		f(&s)
		if err := s.Validate(); err == nil {
			t.Errorf("case %d: Validate(%+v) = nil, want an error", i, s)
		}
	}
}

func TestPostDue(t *testing.T) {
	s := store.GuildSettings{GuildID: "1", ChannelID: "2", PostTime: "02:30", TimeZone: "America/New_York", Band: "easy", Size: 9}
	if _, err := s.Location(); err != nil {
		t.Skip("no time zone database:", err)
	}
	tests := []struct {
		utc  string
		date string
		due  bool
	}{
		{"2026-03-08T05:00:00Z", "2026-03-08", false}, // 00:00 EST
		{"2026-03-08T06:59:00Z", "2026-03-08", false}, // 01:59 EST; 02:30 does not exist today
		{"2026-03-08T07:00:00Z", "2026-03-08", true},  // 03:00 EDT: the skipped post time is past
		{"2026-03-09T06:29:00Z", "2026-03-09", false}, // 02:29 EDT
		{"2026-03-09T06:30:00Z", "2026-03-09", true},  // 02:30 EDT
		{"2026-11-01T04:00:00Z", "2026-11-01", false}, // 00:00 EDT
		{"2026-11-01T07:30:00Z", "2026-11-01", true},  // 02:30 EST, after the repeated hour
		{"2026-12-31T07:29:00Z", "2026-12-31", false},
		{"2027-01-01T04:59:00Z", "2026-12-31", true}, // 23:59 on New Year's Eve
		{"2027-01-01T05:00:00Z", "2027-01-01", false},
	}
	for _, tt := range tests {
		now, _ := time.Parse(time.RFC3339, tt.utc)
		d, due, err := s.PostDue(now, 0)
		if err != nil || d.String() != tt.date || due != tt.due {
			t.Errorf("PostDue(%s) = %v, %v, %v; want %s, %v", tt.utc, d, due, err, tt.date, tt.due)
		}
	}
}

func TestPostDueGrace(t *testing.T) {
	s := store.GuildSettings{GuildID: "1", ChannelID: "2", PostTime: "23:55", TimeZone: "Australia/Sydney", Band: "easy", Size: 9}
	if _, err := s.Location(); err != nil {
		t.Skip("no time zone database:", err)
	}
	const grace = 30 * time.Minute
	tests := []struct {
		utc  string
		date string
		due  bool
	}{
		{"2026-03-05T12:54:00Z", "2026-03-05", false}, // 23:54 AEDT
		{"2026-03-05T12:55:00Z", "2026-03-05", true},  // 23:55
		{"2026-03-05T13:10:00Z", "2026-03-05", true},  // 00:10 the next day: yesterday's, within grace
		{"2026-03-05T13:30:00Z", "2026-03-06", false}, // 00:30: grace is over
		{"2026-03-06T01:00:00Z", "2026-03-06", false}, // 12:00
	}
	for _, tt := range tests {
		now, _ := time.Parse(time.RFC3339, tt.utc)
		d, due, err := s.PostDue(now, grace)
		if err != nil || d.String() != tt.date || due != tt.due {
			t.Errorf("PostDue(%s, %v) = %v, %v, %v; want %s, %v", tt.utc, grace, d, due, err, tt.date, tt.due)
		}
	}
	// Without grace the previous day is never due.
	now, _ := time.Parse(time.RFC3339, "2026-03-05T13:10:00Z")
	if d, due, _ := s.PostDue(now, 0); due {
		t.Errorf("PostDue(00:10, 0) = %v, due", d)
	}
}

func TestNextPost(t *testing.T) {
	s := store.GuildSettings{GuildID: "1", ChannelID: "2", PostTime: "02:30", TimeZone: "America/New_York", Band: "easy", Size: 9}
	if _, err := s.Location(); err != nil {
		t.Skip("no time zone database:", err)
	}
	for _, tt := range []struct{ now, want string }{
		{"2026-03-07T08:00:00Z", "2026-03-08T07:00:00Z"}, // 03:00 EDT: 02:30 is skipped that day
		{"2026-03-08T07:00:00Z", "2026-03-09T06:30:00Z"},
		{"2026-03-09T06:29:59Z", "2026-03-09T06:30:00Z"},
		{"2026-12-31T08:00:00Z", "2027-01-01T07:30:00Z"},
	} {
		now, _ := time.Parse(time.RFC3339, tt.now)
		got, err := s.NextPost(now)
		if err != nil || got.UTC().Format(time.RFC3339) != tt.want {
			t.Errorf("NextPost(%s) = %v, %v; want %s", tt.now, got.UTC(), err, tt.want)
		}
	}
}

func TestDateAtGap(t *testing.T) {
	ny, err := time.LoadLocation("America/New_York")
	if err != nil {
		t.Skip("no time zone database:", err)
	}
	lord, _ := time.LoadLocation("Australia/Lord_Howe") // 30-minute DST shift
	tests := []struct {
		date      string
		hour, min int
		loc       *time.Location
		want      string
	}{
		{"2026-03-08", 2, 30, ny, "2026-03-08T07:00:00Z"}, // skipped: the change at 03:00 EDT
		{"2026-03-08", 3, 0, ny, "2026-03-08T07:00:00Z"},
		{"2026-03-08", 1, 59, ny, "2026-03-08T06:59:00Z"},
		{"2026-11-01", 1, 30, ny, "2026-11-01T05:30:00Z"}, // repeated: the first, EDT
		{"2026-07-01", 0, 0, ny, "2026-07-01T04:00:00Z"},
		{"2026-10-04", 2, 10, lord, "2026-10-03T15:30:00Z"}, // 02:00 → 02:30 on Lord Howe
	}
	for _, tt := range tests {
		if tt.loc == nil {
			continue
		}
		got := mustDate(t, tt.date).At(tt.hour, tt.min, tt.loc).UTC().Format(time.RFC3339)
		if got != tt.want {
			t.Errorf("%s.At(%d, %d, %v) = %s, want %s", tt.date, tt.hour, tt.min, tt.loc, got, tt.want)
		}
	}
}
