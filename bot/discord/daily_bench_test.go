package discord_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"path/filepath"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot"
	"github.com/sudokubot/sudokubot/bot/daily"
	"github.com/sudokubot/sudokubot/bot/discord"
	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/bot/store/sqlite"
)

// BenchmarkDailyPost measures one guild's daily post against the fake Discord on SQLite:
// claim, pick (the day's puzzle is already chosen, as for every guild after the first on
// a band), render the picture, POST the multipart message, record it. Each op is a new
// guild, with yesterday's solution attached from the second day on.
func BenchmarkDailyPost(b *testing.B) {
	f := discordtest.New(b)
	st, err := sqlite.Open(filepath.Join(b.TempDir(), "bench.db"))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { st.Close() })
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	ctx := context.Background()
	if _, err := daily.NewBank(st, daily.BankOptions{Target: 2, Logger: quiet, Always: []daily.BankKey{{Band: "medium", Size: 9}}}).Fill(ctx); err != nil {
		b.Fatal(err)
	}
	poster, err := discord.NewPoster(discord.Options{Token: discordtest.Token, AppID: discordtest.AppID, Client: f.Client(), Logger: quiet})
	if err != nil {
		b.Fatal(err)
	}
	now := time.Date(2026, 3, 9, 12, 0, 0, 0, time.UTC)
	bt := bot.New(bot.Config{Store: st, Poster: poster, Now: func() time.Time { return now }, Surface: discord.Surface()})
	date := store.DateOf(now, time.UTC)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s := store.GuildSettings{GuildID: fmt.Sprint(700000000000000000 + i), ChannelID: discordtest.ChannelID, PostTime: "09:00",
			TimeZone: "UTC", Band: "medium", Size: 9, Enabled: true}
		if err := st.PutSettings(ctx, s); err != nil {
			b.Fatal(err)
		}
		if res, err := bt.PostDaily(ctx, s, date, "bench", 10*time.Minute); err != nil || !res.Posted {
			b.Fatalf("post %d: %+v, %v", i, res, err)
		}
	}
}
