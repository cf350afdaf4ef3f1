package daily_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot"
	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/daily"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/bot/store/sqlite"
	"github.com/sudokubot/sudokubot/game"
)

// memPoster records daily posts instead of sending them.
type memPoster struct {
	mu   sync.Mutex
	msgs []daily.Message
	fail bool
}

func (p *memPoster) Post(ctx context.Context, m daily.Message) (string, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.fail {
		return "", errors.New("discord is down")
	}
	p.msgs = append(p.msgs, m)
	return fmt.Sprintf("m%d", len(p.msgs)), nil
}

func (p *memPoster) count() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.msgs)
}

// flakyStore is a store whose database can be switched off.
type flakyStore struct {
	store.Store
	down atomic.Bool
}

var errDown = errors.New("sqlite: connection refused")

func (f *flakyStore) RecordAnswer(ctx context.Context, a store.Answer) (store.Result, error) {
	if f.down.Load() {
		return store.Result{}, errDown
	}
	return f.Store.RecordAnswer(ctx, a)
}

func (f *flakyStore) GetResult(ctx context.Context, g, u string, d store.Date) (store.Result, error) {
	if f.down.Load() {
		return store.Result{}, errDown
	}
	return f.Store.GetResult(ctx, g, u, d)
}

func (f *flakyStore) ListEnabled(ctx context.Context) ([]store.GuildSettings, error) {
	if f.down.Load() {
		return nil, errDown
	}
	return f.Store.ListEnabled(ctx)
}

type dailyFixture struct {
	b      *bot.Bot
	st     *flakyStore
	poster *memPoster
	sched  *daily.Scheduler
	now    time.Time
	mu     sync.Mutex
}

func (d *dailyFixture) clock() time.Time {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.now
}

func (d *dailyFixture) set(t time.Time) {
	d.mu.Lock()
	d.now = t
	d.mu.Unlock()
}

func newDailyFixture(t testing.TB, puzzles int) *dailyFixture {
	t.Helper()
	db, err := sqlite.Open(filepath.Join(t.TempDir(), "bot.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	d := &dailyFixture{st: &flakyStore{Store: db}, poster: &memPoster{}}
	d.b = bot.New(bot.Config{Store: d.st, Poster: d.poster, Now: d.clock, Limits: bot.Limits{PerUser: -1}})
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	d.sched = daily.NewScheduler(d.b, daily.SchedulerOptions{Owner: "a", Logger: quiet})
	if puzzles > 0 {
		bank := daily.NewBank(db, daily.BankOptions{Target: puzzles, Logger: quiet, Always: []daily.BankKey{{Band: "easy", Size: 9}}})
		if _, err := bank.Fill(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	err = db.PutSettings(context.Background(), store.GuildSettings{GuildID: "g", ChannelID: "c", PostTime: "08:00",
		TimeZone: "Europe/Paris", Band: "easy", Size: 9, Enabled: true})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestDailyDatabaseDown(t *testing.T) {
	d := newDailyFixture(t, 2)
	ctx := context.Background()
	paris, _ := time.LoadLocation("Europe/Paris")
	d.set(time.Date(2026, 3, 29, 8, 0, 0, 0, paris)) // the day Europe springs forward
	if rep := d.sched.Tick(ctx, d.clock()); rep.Posted != 1 {
		t.Fatalf("tick = %+v", rep)
	}
	post, _ := d.st.GetPost(ctx, "g", store.Date{Year: 2026, Month: 3, Day: 29})
	p, _ := d.st.GetPuzzle(ctx, post.PuzzleID)
	req := chat.Request{Command: bot.CmdDailySubmit, Guild: "g", User: "u", Options: map[string]string{bot.OptAnswer: p.Solution}}

	d.st.down.Store(true)
	_, err := d.b.Handle(ctx, req)
	if chat.ErrorCode(err) != chat.Unavailable || !strings.Contains(chat.ErrorMessage(err, "x"), "try again") {
		t.Fatalf("submit with the database down: %v", err)
	}
	if strings.Contains(chat.ErrorMessage(err, "x"), "connection refused") {
		t.Errorf("the member sees the driver error: %q", chat.ErrorMessage(err, "x"))
	}
	d.set(d.clock().Add(24 * time.Hour))
	if rep := d.sched.Tick(ctx, d.clock()); rep.Failed != 1 || rep.Posted != 0 {
		t.Errorf("tick with the database down = %+v", rep)
	}

	d.st.down.Store(false)
	if rep := d.sched.Tick(ctx, d.clock()); rep.Posted != 1 {
		t.Errorf("tick after the database came back = %+v", rep)
	}
	d.set(time.Date(2026, 3, 30, 8, 30, 0, 0, paris))
	post2, _ := d.st.GetPost(ctx, "g", store.Date{Year: 2026, Month: 3, Day: 30})
	p2, _ := d.st.GetPuzzle(ctx, post2.PuzzleID)
	req.Options[bot.OptAnswer] = p2.Solution
	r, err := d.b.Handle(ctx, req)
	if err != nil || !strings.Contains(r.Text, "Correct") || !strings.Contains(r.Text, "30m 00s") {
		t.Fatalf("submit after recovery = %q, %v", r.Text, err)
	}
	if res, err := d.st.GetResult(ctx, "g", "u", post2.Date); err != nil || !res.Solved || res.Attempts != 1 {
		t.Errorf("result = %+v, %v", res, err)
	}
}

func TestDailyBankEmptyThenFilled(t *testing.T) {
	d := newDailyFixture(t, 0)
	ctx := context.Background()
	d.set(time.Date(2026, 6, 1, 7, 0, 0, 0, time.UTC)) // 09:00 in Paris
	if rep := d.sched.Tick(ctx, d.clock()); rep.Failed != 1 || d.poster.count() != 0 {
		t.Fatalf("tick with an empty bank = %+v", rep)
	}
	if _, err := d.st.GetPost(ctx, "g", store.Date{Year: 2026, Month: 6, Day: 1}); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("the claim of an empty bank was kept: %v", err)
	}
	bank := daily.NewBank(d.st, daily.BankOptions{Target: 1, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if n, err := bank.Fill(ctx); n != 1 || err != nil {
		t.Fatalf("Fill = %d, %v", n, err)
	}
	d.set(d.clock().Add(time.Minute))
	if rep := d.sched.Tick(ctx, d.clock()); rep.Posted != 1 {
		t.Errorf("tick after the refill = %+v", rep)
	}
	m := d.poster.msgs[0]
	if !strings.Contains(m.Text, "Monday 1 June 2026") || m.Nonce == "" || len(m.Files) != 1 || len(m.Buttons) != 3 {
		t.Errorf("message = %+v", m)
	}
}

func TestDailyNonce(t *testing.T) {
	d := store.Date{Year: 2026, Month: 3, Day: 8}
	a, b, c := daily.Nonce("123", d), daily.Nonce("123", d.AddDays(1)), daily.Nonce("124", d)
	if len(a) > 25 || a == b || a == c || a != daily.Nonce("123", d) {
		t.Errorf("nonces %q %q %q", a, b, c)
	}
}

func TestClock(t *testing.T) {
	for secs, want := range map[int]string{0: "0s", 59: "59s", 61: "1m 01s", 3600: "1h 00m 00s", 3725: "1h 02m 05s"} {
		if got := chat.Clock(secs); got != want {
			t.Errorf("clock(%d) = %q, want %q", secs, got, want)
		}
	}
}

// TestDailyHintLadder: a daily hint climbs the ladder of one step for free, and never
// offers the next step (that costs another hint).
func TestDailyHintLadder(t *testing.T) {
	d := newDailyFixture(t, 1)
	ctx := context.Background()
	paris, _ := time.LoadLocation("Europe/Paris")
	day := time.Now().In(paris).AddDate(0, 0, 2) // button state expires by the store's real clock
	d.set(time.Date(day.Year(), day.Month(), day.Day(), 12, 0, 0, 0, paris))
	if rep := d.sched.Tick(ctx, d.clock()); rep.Posted != 1 {
		t.Fatalf("tick = %+v", rep)
	}
	date := d.poster.msgs[0].Date
	r, err := d.b.Handle(ctx, chat.Request{Command: bot.CmdButton, Button: "dhint:" + date.String(), Guild: "g", User: "u"})
	if err != nil || !strings.Contains(r.Text, "hints used: 1") || !r.Ephemeral {
		t.Fatalf("hint = %q, %v", r.Text, err)
	}
	for level := 2; level <= game.LadderTop; level++ {
		if len(r.Buttons) != 1 || !strings.HasPrefix(r.Buttons[0].ID, "dnext:") {
			t.Fatalf("level %d: buttons %+v", level, r.Buttons)
		}
		if got := d.b.Classify(chat.Request{Command: bot.CmdButton, Button: r.Buttons[0].ID}); !got.Update || !got.Ephemeral {
			t.Errorf("dnext timing = %+v", got)
		}
		r, err = d.b.Handle(ctx, chat.Request{Command: bot.CmdButton, Button: r.Buttons[0].ID, Guild: "g", User: "u"})
		if err != nil || !strings.Contains(r.Text, fmt.Sprintf("Hint %d/", level)) || !r.Update {
			t.Fatalf("level %d = %q, %v", level, r.Text, err)
		}
	}
	if len(r.Buttons) != 0 {
		t.Errorf("the last rung offers %+v; the next step must cost a hint", r.Buttons)
	}
	res, _ := d.st.GetResult(ctx, "g", "u", date)
	if res.Hints != 1 {
		t.Errorf("hints counted = %d, want 1", res.Hints)
	}
}
