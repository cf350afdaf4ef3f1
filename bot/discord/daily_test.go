package discord_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot"
	"github.com/sudokubot/sudokubot/bot/daily"
	"github.com/sudokubot/sudokubot/bot/discord"
	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/bot/store/sqlite"
)

// fakeClock is a settable clock shared by the bot and the test.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *fakeClock) Set(t time.Time) {
	c.mu.Lock()
	c.t = t
	c.mu.Unlock()
}

// dailyEnv is a bot with a SQLite store, a REST poster and a fake clock, on a fake Discord.
type dailyEnv struct {
	*env
	st    store.Store
	clock *fakeClock
	sched *daily.Scheduler
}

func setupDaily(t *testing.T) *dailyEnv {
	t.Helper()
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "daily.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	clock := &fakeClock{t: time.Date(2026, 3, 7, 12, 0, 0, 0, time.UTC)}
	f := discordtest.New(t) // before the bot, so that it is cleaned up last
	e := &env{t: t, f: f, state: bot.StoreState(st), logs: &logBuffer{}}
	poster, err := discord.NewPoster(discord.Options{Token: discordtest.Token, AppID: discordtest.AppID, Client: f.Client(),
		Logger: slog.New(slog.NewTextHandler(io.MultiWriter(e.logs, testWriter{t}), nil))})
	if err != nil {
		t.Fatal(err)
	}
	e.start(setupOpts{limits: bot.Limits{PerUser: -1}, config: func(c *bot.Config) { c.Store, c.Poster, c.Now = st, poster, clock.Now }})
	bank := daily.NewBank(st, daily.BankOptions{Engine: newSeeded(), Logger: slog.New(slog.NewTextHandler(testWriter{t}, nil)), Target: 4, Always: []daily.BankKey{{Band: "medium", Size: 9}, {Band: "easy", Size: 9}}})
	if _, err := bank.Fill(context.Background()); err != nil {
		t.Fatal(err)
	}
	d := &dailyEnv{env: e, st: st, clock: clock}
	d.sched = daily.NewScheduler(e.b, daily.SchedulerOptions{Owner: "test-instance", Logger: slog.New(slog.NewTextHandler(testWriter{t}, nil))})
	return d
}

// admin builds /daily-admin <sub> data.
func admin(sub string, opts ...map[string]any) map[string]any {
	o := []any{}
	for _, x := range opts {
		o = append(o, x)
	}
	return map[string]any{"id": "900000000000000002", "name": "daily-admin", "type": 1,
		"options": []any{map[string]any{"name": sub, "type": 1, "options": o}}}
}

// member builds /daily <sub> data.
func member(sub string, opts ...map[string]any) map[string]any {
	d := admin(sub, opts...)
	d["name"], d["id"] = "daily", "900000000000000003"
	return d
}

func setupOpts9(tz, at string) []map[string]any {
	return []map[string]any{
		{"name": "channel", "type": 7, "value": discordtest.ChannelID},
		strOpt("time", at), strOpt("timezone", tz), strOpt("band", "medium"),
		{"name": "size", "type": 4, "value": 9},
	}
}

// withPermissions sets the caller's and the bot's permissions in the channel.
func withPermissions(memberPerms, appPerms string) discordtest.Option {
	return func(m map[string]any) {
		m["app_permissions"] = appPerms
		if mem, ok := m["member"].(map[string]any); ok {
			mem["permissions"] = memberPerms
		}
	}
}

// reply waits for interaction id's final message: the callback, or the edit of a deferral.
func (e *env) reply(id string) map[string]any {
	e.t.Helper()
	r := e.callback(id)
	if respType(r) == 5 || respType(r) == 6 {
		return e.edit(id).JSON
	}
	return respData(r)
}

func modalSubmit(customID, text string) map[string]any {
	return map[string]any{"custom_id": customID, "components": []any{map[string]any{"type": 1, "components": []any{
		map[string]any{"type": 4, "custom_id": "puzzle", "value": text}}}}}
}

func TestDailyEndToEnd(t *testing.T) {
	t.Parallel()
	d := setupDaily(t)
	ctx := context.Background()
	la, _ := time.LoadLocation("America/Los_Angeles")
	// 2026-03-07 is a Saturday; 08:00 in Los Angeles.
	d.clock.Set(time.Date(2026, 3, 7, 8, 0, 0, 0, la))

	r := d.reply(d.interact(discordtest.TypeCommand, admin("setup", setupOpts9("America/Los_Angeles", "9:00")...)))
	if flags(r)&64 == 0 || !strings.Contains(content(r), "set up") || !strings.Contains(content(r), "Saturday 7 March 2026 09:00") {
		t.Fatalf("setup reply = %q (flags %d)", content(r), flags(r))
	}
	if rep := d.sched.Tick(ctx, d.clock.Now()); rep.Posted != 0 || len(d.f.Posts(discordtest.ChannelID)) != 0 {
		t.Fatalf("posted before the local time: %+v", rep)
	}
	d.clock.Set(time.Date(2026, 3, 7, 9, 0, 0, 0, la))
	if rep := d.sched.Tick(ctx, d.clock.Now()); rep.Posted != 1 {
		t.Fatalf("tick at 09:00 local = %+v, want one post", rep)
	}
	d.clock.Set(time.Date(2026, 3, 7, 9, 1, 0, 0, la))
	d.sched.Tick(ctx, d.clock.Now())
	posts := d.f.Posts(discordtest.ChannelID)
	if len(posts) != 1 {
		t.Fatalf("%d posts, want 1", len(posts))
	}
	p := posts[0]
	checkPNGs(t, p, 1)
	if c := content(p.JSON); !strings.Contains(c, "Saturday 7 March 2026") || !strings.Contains(c, "Medium") || !strings.Contains(c, "```") {
		t.Errorf("post content = %q", c)
	}
	if nonce, _ := p.JSON["nonce"].(string); nonce == "" || p.JSON["enforce_nonce"] != true {
		t.Errorf("post nonce = %v, enforce_nonce = %v", p.JSON["nonce"], p.JSON["enforce_nonce"])
	}
	btns := buttons(p.JSON)
	if btns["Hint"] != "dhint:2026-03-07" || btns["Submit answer"] != "dsub:2026-03-07" {
		t.Fatalf("post buttons = %v", btns)
	}
	date := store.Date{Year: 2026, Month: 3, Day: 7}
	post, err := d.st.GetPost(ctx, discordtest.GuildID, date)
	if err != nil || post.State != store.PostPosted || post.MessageID == "" {
		t.Fatalf("stored post = %+v, %v", post, err)
	}
	puzzle, err := d.st.GetPuzzle(ctx, post.PuzzleID)
	if err != nil {
		t.Fatal(err)
	}

	// The Submit button opens a form; a wrong answer counts an attempt.
	cb := d.callback(d.interact(discordtest.TypeComponent, button(btns["Submit answer"])))
	if respType(cb) != 9 || respData(cb)["custom_id"] != "modal:daily-submit:2026-03-07" {
		t.Fatalf("submit button answered type %d %v", respType(cb), respData(cb)["custom_id"])
	}
	wrong := []byte(puzzle.Solution)
	for i, c := range wrong {
		if c >= '1' && c <= '9' {
			wrong[i] = '1' + (c-'1'+1)%9
			break
		}
	}
	d.clock.Set(time.Date(2026, 3, 7, 9, 5, 0, 0, la))
	r = d.reply(d.interact(discordtest.TypeModalSubmit, modalSubmit("modal:daily-submit:2026-03-07", string(wrong))))
	if !strings.Contains(content(r), "Not quite") || flags(r)&64 == 0 {
		t.Errorf("wrong answer reply = %q", content(r))
	}
	// A hint from the post's button, ephemeral and counted.
	r = d.reply(d.interact(discordtest.TypeComponent, button(btns["Hint"])))
	if !strings.Contains(content(r), "hints used: 1") {
		t.Errorf("hint reply = %q", content(r))
	}
	d.clock.Set(time.Date(2026, 3, 7, 9, 12, 30, 0, la))
	r = d.reply(d.interact(discordtest.TypeCommand, member("submit", strOpt("answer", puzzle.Solution))))
	// Timed from the first open (the Hint at 09:05), with 1 hint and 1 wrong answer added.
	if !strings.Contains(content(r), "Correct") || !strings.Contains(content(r), "**7m 30s** after you first opened it") ||
		!strings.Contains(content(r), "1 hint") || !strings.Contains(content(r), "Ranked time: **9m 00s**") {
		t.Errorf("correct answer reply = %q", content(r))
	}
	// A second member solves too, faster, with no hint.
	bob := discordtest.FromUser("400000000000000009")
	d.clock.Set(time.Date(2026, 3, 7, 9, 8, 0, 0, la)) // 8 min after the post, never opened: timed from the post
	r = d.reply(d.interact(discordtest.TypeCommand, member("submit", strOpt("answer", puzzle.Solution)), bob))
	if !strings.Contains(content(r), "Correct") {
		t.Errorf("bob's answer reply = %q", content(r))
	}
	r = d.reply(d.interact(discordtest.TypeCommand, member("submit", strOpt("answer", puzzle.Solution))))
	if !strings.Contains(content(r), "already solved") {
		t.Errorf("repeat answer reply = %q", content(r))
	}
	r = d.reply(d.interact(discordtest.TypeCommand, member("leaderboard")))
	lb := content(r)
	if i, j := strings.Index(lb, "<@400000000000000009>"), strings.Index(lb, "<@"+discordtest.UserID+">"); i < 0 || j < 0 || i > j {
		t.Errorf("leaderboard = %q, want bob first", lb)
	}

	// Next day: the post reveals yesterday's solution behind a spoiler.
	d.clock.Set(time.Date(2026, 3, 8, 9, 0, 0, 0, la)) // the US springs forward at 02:00 today
	if rep := d.sched.Tick(ctx, d.clock.Now()); rep.Posted != 1 {
		t.Fatalf("day 2 tick = %+v", rep)
	}
	posts = d.f.Posts(discordtest.ChannelID)
	if len(posts) != 2 {
		t.Fatalf("%d posts, want 2", len(posts))
	}
	checkPNGs(t, posts[1], 2)
	if name := posts[1].Files[1].Name; !strings.HasPrefix(name, "SPOILER_") {
		t.Errorf("second file %q has no SPOILER_ prefix", name)
	}
	post2, _ := d.st.GetPost(ctx, discordtest.GuildID, date.AddDays(1))
	p2, _ := d.st.GetPuzzle(ctx, post2.PuzzleID)
	d.clock.Set(time.Date(2026, 3, 8, 23, 59, 0, 0, la))
	r = d.reply(d.interact(discordtest.TypeCommand, member("submit", strOpt("answer", p2.Solution))))
	if !strings.Contains(content(r), "Streak: 2 days") {
		t.Errorf("day 2 answer = %q", content(r))
	}
	r = d.reply(d.interact(discordtest.TypeCommand, member("streak")))
	if !strings.Contains(content(r), "**2** days") {
		t.Errorf("streak = %q", content(r))
	}
	// An old post's button is refused.
	r = d.reply(d.interact(discordtest.TypeModalSubmit, modalSubmit("modal:daily-submit:2026-03-07", puzzle.Solution)))
	if !strings.Contains(content(r), "current one") {
		t.Errorf("old form reply = %q", content(r))
	}
	r = d.reply(d.interact(discordtest.TypeCommand, admin("status")))
	if !strings.Contains(content(r), "Next post") || !strings.Contains(content(r), "Monday 9 March 2026 09:00 PDT**") {
		t.Errorf("status = %q", content(r))
	}
	r = d.reply(d.interact(discordtest.TypeCommand, admin("post-now")))
	if !strings.Contains(content(r), "already posted") {
		t.Errorf("post-now after the post = %q", content(r))
	}
	r = d.reply(d.interact(discordtest.TypeCommand, admin("off")))
	if !strings.Contains(content(r), "off") {
		t.Errorf("off = %q", content(r))
	}
	d.clock.Set(time.Date(2026, 3, 9, 10, 0, 0, 0, la))
	if rep := d.sched.Tick(ctx, d.clock.Now()); rep.Due != 0 || len(d.f.Posts(discordtest.ChannelID)) != 2 {
		t.Errorf("posted while off: %+v", rep)
	}
}

func TestDailyPostNowAndPin(t *testing.T) {
	t.Parallel()
	d := setupDaily(t)
	tokyo, _ := time.LoadLocation("Asia/Tokyo")
	d.clock.Set(time.Date(2026, 3, 10, 0, 30, 0, 0, tokyo))
	opts := append(setupOpts9("Asia/Tokyo", "23:30"), map[string]any{"name": "pin", "type": 5, "value": true})
	r := d.reply(d.interact(discordtest.TypeCommand, admin("setup", opts...)))
	if !strings.Contains(content(r), "set up") {
		t.Fatalf("setup = %q", content(r))
	}
	r = d.reply(d.interact(discordtest.TypeCommand, admin("post-now")))
	if !strings.Contains(content(r), "Posted the puzzle of 2026-03-10") {
		t.Fatalf("post-now = %q", content(r))
	}
	posts := d.f.Posts(discordtest.ChannelID)
	if len(posts) != 1 {
		t.Fatalf("%d posts, want 1", len(posts))
	}
	post, _ := d.st.GetPost(context.Background(), discordtest.GuildID, store.Date{Year: 2026, Month: 3, Day: 10})
	if pins := d.f.Pins(discordtest.ChannelID); len(pins) != 1 || pins[0] != post.MessageID {
		t.Errorf("pins = %v, want [%s]", pins, post.MessageID)
	}
	r = d.reply(d.interact(discordtest.TypeCommand, admin("status")))
	if !strings.Contains(content(r), "Wednesday 11 March 2026 23:30") {
		t.Errorf("status after post-now = %q, want the next post tomorrow", content(r))
	}
	// At the configured time the same date is not posted again.
	d.clock.Set(time.Date(2026, 3, 10, 23, 30, 0, 0, tokyo))
	if rep := d.sched.Tick(context.Background(), d.clock.Now()); rep.Posted != 0 {
		t.Errorf("tick after post-now = %+v", rep)
	}
}

func TestDailyPermissions(t *testing.T) {
	t.Parallel()
	d := setupDaily(t)
	all := "562949953421311" // every permission below 1<<49
	for _, tc := range []struct {
		name, member, app string
		opts              []map[string]any
		want              string
	}{
		{"not a manager", "2048", all, setupOpts9("Europe/Paris", "09:00"), "Manage Server"},
		{"cannot attach", "32", "3072", setupOpts9("Europe/Paris", "09:00"), "missing Attach Files"},
		{"cannot see", "32", "0", setupOpts9("Europe/Paris", "09:00"), "View Channel, Send Messages, Attach Files"},
		{"cannot pin", "32", "35840", append(setupOpts9("Europe/Paris", "09:00"), map[string]any{"name": "pin", "type": 5, "value": true}), "missing Pin Messages"},
		{"bad zone", "32", all, setupOpts9("Mars/Olympus", "09:00"), "not a time zone"},
		{"bad time", "32", all, setupOpts9("Europe/Paris", "25:00"), "not a 24-hour"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := d.reply(d.interact(discordtest.TypeCommand, admin("setup", tc.opts...), withPermissions(tc.member, tc.app)))
			if flags(r)&64 == 0 || !strings.Contains(content(r), tc.want) {
				t.Errorf("reply = %q (flags %d), want %q", content(r), flags(r), tc.want)
			}
		})
	}
	if _, err := d.st.GetSettings(context.Background(), discordtest.GuildID); err == nil {
		t.Errorf("a refused setup stored settings")
	}
	for _, sub := range []string{"off", "status", "post-now"} {
		r := d.reply(d.interact(discordtest.TypeCommand, admin(sub), withPermissions("0", all)))
		if !strings.Contains(content(r), "Manage Server") {
			t.Errorf("%s by a member = %q", sub, content(r))
		}
	}
	// Administrators pass; with Administrator the bot needs no other bit.
	r := d.reply(d.interact(discordtest.TypeCommand, admin("setup", setupOpts9("Europe/Paris", "09:00")...), withPermissions("8", "8")))
	if !strings.Contains(content(r), "set up") {
		t.Errorf("setup by an administrator = %q", content(r))
	}
}

func TestDailyTimeZoneAutocomplete(t *testing.T) {
	t.Parallel()
	d := setupDaily(t)
	data := admin("setup", map[string]any{"name": "timezone", "type": 3, "value": "paris", "focused": true})
	r := d.callback(d.interact(discordtest.TypeAutocomplete, data))
	choices, _ := respData(r)["choices"].([]any)
	if respType(r) != 8 || len(choices) != 1 || choices[0].(map[string]any)["value"] != "Europe/Paris" {
		t.Errorf("autocomplete = type %d %v", respType(r), choices)
	}
	data = admin("setup", map[string]any{"name": "timezone", "type": 3, "value": "", "focused": true})
	r = d.callback(d.interact(discordtest.TypeAutocomplete, data))
	if choices, _ := respData(r)["choices"].([]any); len(choices) != 25 {
		t.Errorf("empty autocomplete gave %d choices, want 25", len(choices))
	}
}

func TestDailyPostFailureRetried(t *testing.T) {
	t.Parallel()
	d := setupDaily(t)
	ctx := context.Background()
	d.clock.Set(time.Date(2026, 3, 11, 9, 0, 0, 0, time.UTC))
	r := d.reply(d.interact(discordtest.TypeCommand, admin("setup", setupOpts9("UTC", "09:00")...)))
	if !strings.Contains(content(r), "set up") {
		t.Fatalf("setup = %q", content(r))
	}
	d.f.FailPosts(discordtest.ChannelID, 1)
	if rep := d.sched.Tick(ctx, d.clock.Now()); rep.Failed != 1 || rep.Posted != 0 {
		t.Fatalf("tick with a failing post = %+v", rep)
	}
	// The claim holds until its lease (10 min) expires, then the post is retried.
	d.clock.Set(time.Date(2026, 3, 11, 9, 5, 0, 0, time.UTC))
	if rep := d.sched.Tick(ctx, d.clock.Now()); rep.Posted != 0 {
		t.Fatalf("retried inside the lease: %+v", rep)
	}
	d.clock.Set(time.Date(2026, 3, 11, 9, 11, 0, 0, time.UTC))
	if rep := d.sched.Tick(ctx, d.clock.Now()); rep.Posted != 1 {
		t.Fatalf("not retried after the lease: %+v", rep)
	}
	if n := len(d.f.Posts(discordtest.ChannelID)); n != 1 {
		t.Errorf("%d posts, want 1", n)
	}
}

// checkPNGs fails unless r carries n PNG files that decode.
func checkPNGs(t *testing.T, r *discordtest.Request, n int) {
	t.Helper()
	if len(r.Files) != n {
		t.Fatalf("%s %s: %d files, want %d", r.Method, r.Path, len(r.Files), n)
	}
	for i := range r.Files {
		one := *r
		one.Files = r.Files[i : i+1]
		checkPNG(t, &one)
	}
}

func TestDailySetupOtherChannel(t *testing.T) {
	t.Parallel()
	d := setupDaily(t)
	const (
		open   = "310000000000000101"
		hidden = "310000000000000102"
		noPin  = "310000000000000103"
	)
	d.f.SetChannelPermissions(hidden, 1<<11|1<<15)      // send and attach, but cannot see it
	d.f.SetChannelPermissions(noPin, 1<<10|1<<11|1<<15) // everything but pinning
	for _, tc := range []struct {
		channel string
		pin     bool
		want    string
	}{
		{hidden, false, "missing View Channel, Send Messages, Attach Files"},
		{noPin, true, "missing Pin Messages"},
		{noPin, false, "set up"},
		{open, true, "set up"},
	} {
		opts := setupOpts9("Europe/Paris", "09:00")
		opts[0]["value"] = tc.channel
		opts = append(opts, map[string]any{"name": "pin", "type": 5, "value": tc.pin})
		r := d.reply(d.interact(discordtest.TypeCommand, admin("setup", opts...)))
		if !strings.Contains(content(r), tc.want) {
			t.Errorf("setup in %s (pin %v) = %q, want %q", tc.channel, tc.pin, content(r), tc.want)
		}
		if strings.Contains(content(r), "could only check") {
			t.Errorf("setup in %s did not check that channel: %q", tc.channel, content(r))
		}
	}
}

// crashAfterPost sends the message, then fails as if the process died before recording it.
type crashAfterPost struct{ next daily.Poster }

func (p crashAfterPost) Post(ctx context.Context, m daily.Message) (string, error) {
	if _, err := p.next.Post(ctx, m); err != nil {
		return "", err
	}
	return "", errors.New("crashed after the post")
}

// TestDailyNonceAfterCrash covers the one double-post window: an instance dies after
// Discord accepted the post and before recording it. After the lease another instance
// posts again with the same nonce, and Discord (enforce_nonce) returns the first message.
func TestDailyNonceAfterCrash(t *testing.T) {
	t.Parallel()
	d := setupDaily(t)
	ctx := context.Background()
	d.clock.Set(time.Date(2026, 3, 12, 9, 0, 0, 0, time.UTC))
	if c := content(d.reply(d.interact(discordtest.TypeCommand, admin("setup", setupOpts9("UTC", "09:00")...)))); !strings.Contains(c, "set up") {
		t.Fatalf("setup = %q", c)
	}
	poster, err := discord.NewPoster(discord.Options{Token: discordtest.Token, AppID: discordtest.AppID, Client: d.f.Client(),
		Logger: slog.New(slog.NewTextHandler(testWriter{t}, nil))})
	if err != nil {
		t.Fatal(err)
	}
	quiet := slog.New(slog.NewTextHandler(testWriter{t}, nil))
	doomed := bot.New(bot.Config{Store: d.st, Poster: crashAfterPost{poster}, Now: d.clock.Now, Surface: discord.Surface()})
	if rep := daily.NewScheduler(doomed, daily.SchedulerOptions{Owner: "doomed", Logger: quiet}).Tick(ctx, d.clock.Now()); rep.Posted != 0 || rep.Failed != 1 {
		t.Fatalf("doomed tick = %+v", rep)
	}
	d.clock.Set(time.Date(2026, 3, 12, 9, 11, 0, 0, time.UTC))
	if rep := d.sched.Tick(ctx, d.clock.Now()); rep.Posted != 1 {
		t.Fatalf("take-over tick = %+v", rep)
	}
	posts := d.f.Posts(discordtest.ChannelID)
	if len(posts) != 2 || posts[0].JSON["nonce"] != posts[1].JSON["nonce"] {
		t.Fatalf("%d posts; want 2 sends with one nonce", len(posts))
	}
	post, err := d.st.GetPost(ctx, discordtest.GuildID, store.Date{Year: 2026, Month: 3, Day: 12})
	if err != nil || post.State != store.PostPosted || post.Owner != "test-instance" {
		t.Fatalf("stored post = %+v, %v", post, err)
	}
	if got := d.f.Messages(discordtest.ChannelID); len(got) != 1 || got[0] != post.MessageID {
		t.Errorf("channel messages = %v, want only %s", got, post.MessageID)
	}
}
