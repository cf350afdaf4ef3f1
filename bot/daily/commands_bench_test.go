package daily_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"io"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/sudokubot/sudokubot/bot"
	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/daily"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/bot/store/postgres"
	"github.com/sudokubot/sudokubot/bot/store/sqlite"
)

// benchStores returns the stores to benchmark: SQLite always, PostgreSQL (a fresh schema)
// when SUDOKUBOT_TEST_POSTGRES is set.
func benchStores(b *testing.B) map[string]func() store.Store {
	out := map[string]func() store.Store{
		"sqlite": func() store.Store {
			st, err := sqlite.Open(filepath.Join(b.TempDir(), "bench.db"))
			if err != nil {
				b.Fatal(err)
			}
			b.Cleanup(func() { st.Close() })
			return st
		},
	}
	base := os.Getenv("SUDOKUBOT_TEST_POSTGRES")
	if base == "" {
		return out
	}
	out["postgres"] = func() store.Store {
		ctx := context.Background()
		var r [6]byte
		rand.Read(r[:])
		schema := "b_" + hex.EncodeToString(r[:])
		conn, err := pgx.Connect(ctx, base)
		if err != nil {
			b.Fatal(err)
		}
		conn.Exec(ctx, "CREATE SCHEMA "+schema)
		conn.Close(ctx)
		b.Cleanup(func() {
			if conn, err := pgx.Connect(ctx, base); err == nil {
				conn.Exec(ctx, "DROP SCHEMA "+schema+" CASCADE")
				conn.Close(ctx)
			}
		})
		u, _ := url.Parse(base)
		q := u.Query()
		q.Set("search_path", schema)
		u.RawQuery = q.Encode()
		st, err := postgres.Open(ctx, u.String())
		if err != nil {
			b.Fatal(err)
		}
		b.Cleanup(func() { st.Close() })
		return st
	}
	return out
}

// BenchmarkDailySubmit measures a member's correct answer end to end in the bot core:
// find the current post and puzzle, check the grid, record the answer (one commit), read
// the streak. Each op is a new member.
func BenchmarkDailySubmit(b *testing.B) {
	for name, open := range benchStores(b) {
		b.Run(name, func(b *testing.B) {
			st := open()
			ctx := context.Background()
			quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
			now := time.Date(2026, 3, 9, 9, 0, 0, 0, time.UTC)
			bt := bot.New(bot.Config{Store: st, Poster: &memPoster{}, Now: func() time.Time { return now }, Limits: bot.Limits{PerUser: -1}})
			if _, err := daily.NewBank(st, daily.BankOptions{Target: 1, Logger: quiet, Always: []daily.BankKey{{Band: "easy", Size: 9}}}).Fill(ctx); err != nil {
				b.Fatal(err)
			}
			s := store.GuildSettings{GuildID: "g", ChannelID: "c", PostTime: "08:00", TimeZone: "UTC", Band: "easy", Size: 9, Enabled: true}
			if err := st.PutSettings(ctx, s); err != nil {
				b.Fatal(err)
			}
			if rep := daily.NewScheduler(bt, daily.SchedulerOptions{Logger: quiet}).Tick(ctx, now); rep.Posted != 1 {
				b.Fatalf("tick = %+v", rep)
			}
			post, _ := st.GetPost(ctx, "g", store.DateOf(now, time.UTC))
			p, _ := st.GetPuzzle(ctx, post.PuzzleID)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; b.Loop(); i++ {
				r, err := bt.Handle(ctx, chat.Request{Command: bot.CmdDailySubmit, Guild: "g", User: fmt.Sprint("u", i), Options: map[string]string{bot.OptAnswer: p.Solution}})
				if err != nil || r.Text == "" {
					b.Fatal(r.Text, err)
				}
			}
		})
	}
}
