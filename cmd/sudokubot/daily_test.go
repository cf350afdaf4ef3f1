package main

import (
	"context"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
)

type testClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *testClock) Now() time.Time  { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *testClock) Set(t time.Time) { c.mu.Lock(); c.t = t; c.mu.Unlock() }

// TestMainDailyRestart runs the daily puzzle through Main on a SQLite file: setup, the
// post at the local time, a restart, then the post's buttons answered by the new process
// (state in the store) and no second post on the same day.
func TestMainDailyRestart(t *testing.T) {
	t.Parallel()
	f := discordtest.New(t)
	kv := baseEnv()
	kv["SUDOKUBOT_DB"] = "sqlite://" + filepath.Join(t.TempDir(), "daily.db")
	tokyo, _ := time.LoadLocation("Asia/Tokyo")
	// Days after the real now: button state expires by the store's real clock.
	day := time.Now().In(tokyo).AddDate(0, 0, 2)
	at := func(h, m int) time.Time { return time.Date(day.Year(), day.Month(), day.Day(), h, m, 0, 0, tokyo) }
	clock := &testClock{t: at(6, 0)}
	start := func() *Main {
		m, _ := newMain(t, f, nil, kv)
		m.Now, m.ManualDaily = clock.Now, true
		if err := m.Run(context.Background()); err != nil {
			t.Fatal(err)
		}
		if _, err := m.Bank().Fill(context.Background()); err != nil {
			t.Fatal(err)
		}
		return m
	}
	ask := func(data map[string]any) map[string]any {
		t.Helper()
		id, err := f.Interact(discordtest.TypeCommand, data)
		if err != nil {
			t.Fatal(err)
		}
		return finalReply(t, f, id)
	}
	m := start()
	setup := map[string]any{"id": "9", "name": "daily-admin", "type": 1, "options": []any{map[string]any{"name": "setup", "type": 1,
		"options": []any{
			map[string]any{"name": "channel", "type": 7, "value": discordtest.ChannelID},
			map[string]any{"name": "time", "type": 3, "value": "07:00"},
			map[string]any{"name": "timezone", "type": 3, "value": "Asia/Tokyo"},
			map[string]any{"name": "band", "type": 3, "value": "medium"},
			map[string]any{"name": "size", "type": 4, "value": 9},
		}}}}
	if c, _ := ask(setup)["content"].(string); !strings.Contains(c, "set up") {
		t.Fatalf("setup = %q", c)
	}
	clock.Set(at(7, 0))
	if rep := m.Scheduler().Tick(context.Background(), clock.Now()); rep.Posted != 1 {
		t.Fatalf("tick = %+v", rep)
	}
	m.Close()

	m = start()
	defer m.Close()
	clock.Set(at(7, 30))
	if rep := m.Scheduler().Tick(context.Background(), clock.Now()); rep.Posted != 0 {
		t.Errorf("the restarted process posted again: %+v", rep)
	}
	// A hint from the post's button, then the ladder's "Next hint" button: its state was
	// written by the store and read back, by the new process.
	id, err := f.Interact(discordtest.TypeComponent, map[string]any{"custom_id": "dhint:" + at(7, 0).Format("2006-01-02"), "component_type": 2})
	if err != nil {
		t.Fatal(err)
	}
	hint := finalReply(t, f, id)
	if c, _ := hint["content"].(string); !strings.Contains(c, "hints used: 1") {
		t.Fatalf("hint = %q", c)
	}
	next := ""
	rows, _ := hint["components"].([]any)
	for _, r := range rows {
		for _, c := range r.(map[string]any)["components"].([]any) {
			if cm := c.(map[string]any); cm["label"] == "Next hint" {
				next, _ = cm["custom_id"].(string)
			}
		}
	}
	if next == "" {
		t.Fatalf("no Next hint button in %v", hint)
	}
	m.Close()
	m = start()
	defer m.Close()
	id, err = f.Interact(discordtest.TypeComponent, map[string]any{"custom_id": next, "component_type": 2})
	if err != nil {
		t.Fatal(err)
	}
	if c, _ := finalReply(t, f, id)["content"].(string); !strings.Contains(c, "Hint 2/") {
		t.Errorf("next hint after a restart = %q", c)
	}
	if n := len(f.Posts(discordtest.ChannelID)); n != 1 {
		t.Errorf("%d posts, want 1", n)
	}
}

// finalReply waits for interaction id's reply: its callback, or the edit of a deferral.
func finalReply(t *testing.T, f *discordtest.Server, id string) map[string]any {
	t.Helper()
	r, err := f.WaitCallback(id, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if typ, _ := r.JSON["type"].(float64); typ == 5 || typ == 6 {
		e, err := f.WaitRequest("PATCH", f.OriginalPath(id), 10*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		return e.JSON
	}
	d, _ := r.JSON["data"].(map[string]any)
	return d
}
