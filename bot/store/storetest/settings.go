package storetest

import (
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
)

func testSettings(t *testing.T, s store.Store) {
	c := ctx(t)

	_, err := s.GetSettings(c, "g1")
	wantErr(t, "GetSettings of a missing guild", err, store.ErrNotFound)
	must(t, "DeleteSettings of a missing guild", s.DeleteSettings(c, "g1"))

	g1 := store.GuildSettings{
		GuildID: "g1", ChannelID: "c1", PostTime: "09:30", TimeZone: "America/New_York",
		Band: "medium", Size: 9, Ramp: true, Pin: false, Enabled: true,
		UpdatedAt: at(t, "2026-03-01T10:00:00.123456Z"),
	}
	must(t, "PutSettings", s.PutSettings(c, g1))
	got, err := s.GetSettings(c, "g1")
	must(t, "GetSettings", err)
	if !sameSettings(got, g1) {
		t.Errorf("GetSettings = %+v, want %+v", got, g1)
	}

	// Replace, with a zero UpdatedAt that the store fills in.
	g1b := g1
	g1b.ChannelID, g1b.PostTime, g1b.Ramp, g1b.Pin, g1b.UpdatedAt = "c9", "23:59", false, true, time.Time{}
	before := time.Now().Add(-time.Minute)
	must(t, "PutSettings again", s.PutSettings(c, g1b))
	got, err = s.GetSettings(c, "g1")
	must(t, "GetSettings", err)
	if got.ChannelID != "c9" || got.PostTime != "23:59" || got.Ramp || !got.Pin {
		t.Errorf("GetSettings after replace = %+v, want %+v", got, g1b)
	}
	if got.UpdatedAt.Before(before) || got.UpdatedAt.After(time.Now().Add(time.Minute)) {
		t.Errorf("UpdatedAt = %v, want about now", got.UpdatedAt)
	}

	g2 := g1
	g2.GuildID, g2.TimeZone, g2.Size, g2.Band = "g0", "Asia/Kolkata", 16, "hard"
	g3 := g1
	g3.GuildID, g3.Enabled = "g3", false
	must(t, "PutSettings g2", s.PutSettings(c, g2))
	must(t, "PutSettings g3", s.PutSettings(c, g3))
	list, err := s.ListEnabled(c)
	must(t, "ListEnabled", err)
	if len(list) != 2 || list[0].GuildID != "g0" || list[1].GuildID != "g1" {
		t.Errorf("ListEnabled = %+v, want g0 and g1", list)
	} else if !sameSettings(list[0], g2) {
		t.Errorf("ListEnabled[0] = %+v, want %+v", list[0], g2)
	}

	must(t, "DeleteSettings", s.DeleteSettings(c, "g1"))
	_, err = s.GetSettings(c, "g1")
	wantErr(t, "GetSettings after delete", err, store.ErrNotFound)
	list, err = s.ListEnabled(c)
	must(t, "ListEnabled", err)
	if len(list) != 1 || list[0].GuildID != "g0" {
		t.Errorf("ListEnabled after delete = %+v, want g0", list)
	}

	if err := s.PutSettings(c, store.GuildSettings{}); err == nil {
		t.Errorf("PutSettings with no guild ID succeeded")
	}
	must(t, "Ping", s.Ping(c))
}

// testDailySettings checks the daily post's options of a guild's settings (leaderboard,
// recap, thread, ping role): stored, listed and cleared.
func testDailySettings(t *testing.T, s store.Store) {
	c := ctx(t)
	g := store.GuildSettings{GuildID: "g1", ChannelID: "c1", PostTime: "09:00", TimeZone: "UTC", Band: "easy", Size: 9,
		Enabled: true, Leaderboard: true, Recap: true, Thread: true, PingRole: "r42"}
	must(t, "PutSettings", s.PutSettings(c, g))
	got, err := s.GetSettings(c, "g1")
	must(t, "GetSettings", err)
	if !got.Leaderboard || !got.Recap || !got.Thread || got.PingRole != "r42" {
		t.Errorf("GetSettings = %+v, want the daily options of %+v", got, g)
	}
	g.Leaderboard, g.Recap, g.Thread, g.PingRole = false, false, false, ""
	must(t, "PutSettings again", s.PutSettings(c, g))
	list, err := s.ListEnabled(c)
	must(t, "ListEnabled", err)
	if len(list) != 1 || list[0].Leaderboard || list[0].Recap || list[0].Thread || list[0].PingRole != "" {
		t.Errorf("ListEnabled after clearing the options = %+v", list)
	}
}

func sameSettings(a, b store.GuildSettings) bool {
	return sameBut(a, b, func(g *store.GuildSettings) *time.Time { return &g.UpdatedAt })
}
