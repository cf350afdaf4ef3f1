package daily_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot"
	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/daily"
	"github.com/sudokubot/sudokubot/bot/play"
	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/game"
)

// BenchmarkPlayPress measures one press on a board (choose a row: load, apply, save,
// draw) on SQLite, on a /sudoku play board and on a board of the puzzle of the day, whose
// press also moves the member's daily clock: the difference is the daily hook's cost.
func BenchmarkPlayPress(b *testing.B) {
	d, _, daily := openedDaily(b)
	ctx := context.Background()
	r, err := d.b.Handle(ctx, chat.Request{Command: bot.CmdPlay, Guild: "g", User: "u", Channel: "c", Options: map[string]string{}})
	if err != nil {
		b.Fatal(err)
	}
	gameOf := func(id string) (string, bool) { // a board control is "pl:<game>:<version>:<action>"
		rest, ok := strings.CutPrefix(id, play.Prefix)
		g, _, _ := strings.Cut(rest, ":")
		return g, ok && g != ""
	}
	plainID := ""
	for _, row := range r.Rows {
		for _, c := range row.Buttons {
			if g, ok := gameOf(c.ID); ok && plainID == "" {
				plainID = g
			}
		}
		if row.Select != nil {
			if g, ok := gameOf(row.Select.ID); ok && plainID == "" {
				plainID = g
			}
		}
	}
	if plainID == "" {
		b.Fatal("no control on the /sudoku play board")
	}
	for _, c := range []struct{ name, id string }{{"play", plainID}, {"daily", daily.ID}} {
		b.Run(c.name, func(b *testing.B) {
			press := chat.Request{Command: bot.CmdButton, Guild: "g", User: "u", Channel: "c",
				Button: play.Prefix + c.id + ":1:row", Values: []string{"3"}}
			for b.Loop() {
				d.set(d.clock().Add(time.Second)) // within the flood limit, within the idle gap
				if _, err := d.b.Handle(ctx, press); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkDailyPressed measures the daily hook alone: find the current post, move the
// member's clock (SQLite).
func BenchmarkDailyPressed(b *testing.B) {
	d, req, g := openedDaily(b)
	ctx := context.Background()
	for b.Loop() {
		d.set(d.clock().Add(time.Second))
		if _, err := d.b.Daily().DailyPressed(ctx, daily.PlayerOf(req), g, session.CountsOf(g)); err != nil {
			b.Fatal(err)
		}
	}
	res, _ := d.st.GetResult(ctx, "g", "u", store.Date{Year: 2026, Month: 3, Day: 29})
	if res.Active == 0 {
		b.Fatalf("the clock did not move: %+v", res)
	}
}

// openedDaily posts the puzzle of 2026-03-29 at 08:00 in Paris and opens it for member u:
// the fixture, the member's button request and their daily game.
func openedDaily(b *testing.B) (*dailyFixture, chat.Request, *game.Game) {
	b.Helper()
	d := newDailyFixture(b, 2)
	ctx := context.Background()
	paris, _ := time.LoadLocation("Europe/Paris")
	d.set(time.Date(2026, 3, 29, 8, 0, 0, 0, paris))
	if rep := d.sched.Tick(ctx, d.clock()); rep.Posted != 1 {
		b.Fatalf("tick = %+v", rep)
	}
	req := chat.Request{Command: bot.CmdButton, Guild: "g", User: "u", Channel: "c"}
	g, _, err := d.b.Daily().Open(ctx, daily.PlayerOf(req), store.Date{Year: 2026, Month: 3, Day: 29})
	if err != nil {
		b.Fatal(err)
	}
	return d, req, g
}
