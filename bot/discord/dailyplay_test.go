package discord_test

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot"
	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/daily"
	"github.com/sudokubot/sudokubot/bot/discord"
	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
	"github.com/sudokubot/sudokubot/bot/store"
)

// messagesFrom returns the contents of the bot's channel messages from index i on.
func (d *dailyEnv) messagesFrom(channel string, i int) []string {
	var out []string
	for _, id := range d.f.Messages(channel)[i:] {
		c, _ := d.f.Content(channel, id)
		out = append(out, c)
	}
	return out
}

// TestPlayDailyCompanions runs two days with every server option on: the role ping on
// the post, the thread, the public leaderboard message edited (once per change) as
// members solve, and the recap before the next day's post.
func TestPlayDailyCompanions(t *testing.T) {
	t.Parallel()
	d := setupDaily(t)
	ctx := context.Background()
	la, _ := time.LoadLocation("America/Los_Angeles")
	d.clock.Set(time.Date(2026, 3, 7, 8, 0, 0, 0, la))
	if r := d.reply(d.interact(discordtest.TypeCommand, admin("setup", setupOpts9("America/Los_Angeles", "09:00")...))); !strings.Contains(content(r), "set up") {
		t.Fatalf("setup = %q", content(r))
	}
	const role = "500000000000000077"
	r := d.reply(d.interact(discordtest.TypeCommand, admin("options", boolOpt("leaderboard", true), boolOpt("recap", true),
		boolOpt("thread", true), map[string]any{"name": "role", "type": 8, "value": role})))
	if c := content(r); flags(r)&64 == 0 || !strings.Contains(c, "Leaderboard message: on · end-of-day recap: on · thread per day: on · role to ping: <@&"+role+">") {
		t.Fatalf("options = %q", c)
	}
	// Setting up again keeps the options.
	d.reply(d.interact(discordtest.TypeCommand, admin("setup", setupOpts9("America/Los_Angeles", "09:00")...)))
	if s, err := d.st.GetSettings(ctx, discordtest.GuildID); err != nil || !s.Leaderboard || !s.Recap || !s.Thread || s.PingRole != role {
		t.Fatalf("settings after a second setup = %+v, %v", s, err)
	}

	d.clock.Set(time.Date(2026, 3, 7, 9, 0, 0, 0, la))
	if rep := d.sched.Tick(ctx, d.clock.Now()); rep.Posted != 1 || rep.Failed != 0 {
		t.Fatalf("tick = %+v", rep)
	}
	posts := d.f.Posts(discordtest.ChannelID)
	if len(posts) != 2 {
		t.Fatalf("%d channel messages, want the post and the leaderboard", len(posts))
	}
	post := posts[0].JSON
	if !strings.HasPrefix(content(post), "<@&"+role+">") {
		t.Errorf("post does not mention the role: %q", content(post))
	}
	am, _ := post["allowed_mentions"].(map[string]any)
	if roles, _ := am["roles"].([]any); len(roles) != 1 || roles[0] != role || len(am["parse"].([]any)) != 0 {
		t.Errorf("post allowed_mentions = %v, want only the role", am)
	}
	date := store.Date{Year: 2026, Month: 3, Day: 7}
	p, _ := d.st.GetPost(ctx, discordtest.GuildID, date)
	threads := d.f.Threads(discordtest.ChannelID)
	if len(threads) != 1 || threads[0].MessageID != p.MessageID || !strings.Contains(threads[0].Name, "2026-03-07") {
		t.Fatalf("threads = %+v, want one on the post %s", threads, p.MessageID)
	}
	board := d.f.Messages(discordtest.ChannelID)[1]
	if c, _ := d.f.Content(discordtest.ChannelID, board); !strings.Contains(c, "Leaderboard · puzzle of 2026-03-07") || !strings.Contains(c, "Nobody has solved it yet") {
		t.Errorf("leaderboard message = %q", c)
	}
	if am, _ := posts[1].JSON["allowed_mentions"].(map[string]any); am == nil || len(am["parse"].([]any)) != 0 || am["roles"] != nil {
		t.Errorf("leaderboard allowed_mentions = %v, want none", am)
	}
	// Ticks without a change edit nothing and post nothing more.
	d.sched.Tick(ctx, d.clock.Now().Add(time.Minute))
	if n := len(d.f.Messages(discordtest.ChannelID)); n != 2 || d.f.Edits(board) != 0 {
		t.Fatalf("%d messages and %d edits after an idle tick, want 2 and 0", n, d.f.Edits(board))
	}

	// A member solves: the next tick edits the leaderboard once.
	puzzle, _ := d.st.GetPuzzle(ctx, p.PuzzleID)
	d.clock.Set(time.Date(2026, 3, 7, 9, 6, 40, 0, la))
	if r := d.reply(d.interact(discordtest.TypeCommand, member("submit", strOpt("answer", puzzle.Solution)))); !strings.Contains(content(r), "Correct") {
		t.Fatalf("answer = %q", content(r))
	}
	bob := discordtest.FromUser("400000000000000009")
	d.reply(d.interact(discordtest.TypeCommand, member("hint"), bob)) // bob opens (through a hint) and keeps playing
	for i := range 3 {
		d.sched.Tick(ctx, d.clock.Now().Add(time.Duration(i)*time.Minute))
	}
	if n := d.f.Edits(board); n != 1 {
		t.Errorf("%d edits of the leaderboard, want 1", n)
	}
	c, _ := d.f.Content(discordtest.ChannelID, board)
	if !strings.Contains(c, "1. <@"+discordtest.UserID+"> — **6m 40s**") || !strings.Contains(c, "1 member playing") || !strings.Contains(c, "per hint") {
		t.Errorf("edited leaderboard = %q", c)
	}

	// After midnight, before the next post, yesterday's puzzle is still played: a solve
	// then is counted and the leaderboard edited.
	d.clock.Set(time.Date(2026, 3, 8, 0, 30, 0, 0, la))
	carol := discordtest.FromUser("400000000000000010")
	if r := d.reply(d.interact(discordtest.TypeCommand, member("submit", strOpt("answer", puzzle.Solution)), carol)); !strings.Contains(content(r), "Correct") {
		t.Fatalf("carol's answer after midnight = %q", content(r))
	}
	d.sched.Tick(ctx, d.clock.Now())
	if c, _ := d.f.Content(discordtest.ChannelID, board); d.f.Edits(board) != 2 || !strings.Contains(c, "2. <@400000000000000010>") {
		t.Errorf("leaderboard after a solve past midnight (%d edits) = %q", d.f.Edits(board), c)
	}
	if n := len(d.f.Messages(discordtest.ChannelID)); n != 2 {
		t.Errorf("%d messages before the next post, want 2 (no early recap)", n)
	}

	// Next day: the recap of yesterday, then the new post, thread and leaderboard.
	d.clock.Set(time.Date(2026, 3, 8, 9, 0, 0, 0, la))
	if rep := d.sched.Tick(ctx, d.clock.Now()); rep.Posted != 1 || rep.Failed != 0 {
		t.Fatalf("day 2 tick = %+v", rep)
	}
	msgs := d.messagesFrom(discordtest.ChannelID, 2)
	if len(msgs) != 3 {
		t.Fatalf("day 2 messages = %q, want recap, post, leaderboard", msgs)
	}
	recap := msgs[0]
	for _, want := range []string{"Recap · puzzle of 2026-03-07", "Solved by **2** of 3 members", "Fastest: <@" + discordtest.UserID + "> in **6m 40s**", "Median time: **6m 40s**"} {
		if !strings.Contains(recap, want) {
			t.Errorf("recap = %q, want %q", recap, want)
		}
	}
	if !strings.Contains(msgs[1], "Puzzle of the day") || !strings.Contains(msgs[2], "Leaderboard · puzzle of 2026-03-08") {
		t.Errorf("day 2 post and leaderboard = %q", msgs[1:])
	}
	if th := d.f.Threads(discordtest.ChannelID); len(th) != 2 {
		t.Errorf("threads = %+v, want one per day", th)
	}
	// Another instance ticking the same day makes nothing twice.
	other := d.otherScheduler(t)
	other.Tick(ctx, d.clock.Now().Add(time.Minute))
	if n := len(d.f.Messages(discordtest.ChannelID)); n != 5 {
		t.Errorf("%d messages after a second instance's tick, want 5", n)
	}
}

// TestPlayDailyOptionsPermissions checks the options' permission checks and clearing.
func TestPlayDailyOptionsPermissions(t *testing.T) {
	t.Parallel()
	d := setupDaily(t)
	r := d.reply(d.interact(discordtest.TypeCommand, admin("options", boolOpt("recap", true))))
	if !strings.Contains(content(r), "Set the puzzle of the day up first") {
		t.Errorf("options before setup = %q", content(r))
	}
	d.reply(d.interact(discordtest.TypeCommand, admin("setup", setupOpts9("Europe/Paris", "09:00")...)))
	noThreads := "35840" // view, send, attach, but no thread permissions
	r = d.reply(d.interact(discordtest.TypeCommand, admin("options", boolOpt("thread", true)), withPermissions("32", noThreads)))
	if !strings.Contains(content(r), "Create Public Threads") {
		t.Errorf("thread without permission = %q", content(r))
	}
	r = d.reply(d.interact(discordtest.TypeCommand, admin("options", map[string]any{"name": "role", "type": 8, "value": "500000000000000001"}), withPermissions("32", noThreads)))
	if !strings.Contains(content(r), "role to ping: <@&500000000000000001>") || !strings.Contains(content(r), "Mention @everyone") {
		t.Errorf("role without Mention Everyone = %q", content(r))
	}
	r = d.reply(d.interact(discordtest.TypeCommand, admin("options", boolOpt("no-role", true))))
	if !strings.Contains(content(r), "role to ping: none") {
		t.Errorf("no-role = %q", content(r))
	}
	r = d.reply(d.interact(discordtest.TypeCommand, admin("options", boolOpt("leaderboard", true)), withPermissions("2048", "8")))
	if !strings.Contains(content(r), "Manage Server") {
		t.Errorf("options by a member = %q", content(r))
	}
	r = d.reply(d.interact(discordtest.TypeCommand, admin("status")))
	if !strings.Contains(content(r), "Leaderboard message: off") {
		t.Errorf("status = %q", content(r))
	}
}

// otherScheduler is a second instance's scheduler on the same store and Discord.
func (d *dailyEnv) otherScheduler(t *testing.T) *daily.Scheduler {
	return daily.NewScheduler(d.b, daily.SchedulerOptions{Owner: "other-instance", Logger: slog.New(slog.NewTextHandler(testWriter{t}, nil))})
}

// TestPlayDailyButtonToLeaderboard plays the puzzle of the day from the post's Play button
// to the public leaderboard: the private board opens (the clock starts there, not at the
// post), typed moves, a wrong check, a hint on the board and one from /daily hint on the
// saved board, the finish with its fair time, the leaderboard message edited, and Play
// again showing the solved board.
func TestPlayDailyButtonToLeaderboard(t *testing.T) {
	t.Parallel()
	d := setupDaily(t)
	ctx := context.Background()
	la, _ := time.LoadLocation("America/Los_Angeles")
	at := func(h, m int) { d.clock.Set(time.Date(2026, 3, 7, h, m, 0, 0, la)) }
	at(8, 0)
	d.reply(d.interact(discordtest.TypeCommand, admin("setup", setupOpts9("America/Los_Angeles", "09:00")...)))
	d.reply(d.interact(discordtest.TypeCommand, admin("options", boolOpt("leaderboard", true))))
	at(9, 0)
	if rep := d.sched.Tick(ctx, d.clock.Now()); rep.Posted != 1 {
		t.Fatalf("tick = %+v", rep)
	}
	post := d.f.Posts(discordtest.ChannelID)[0].JSON
	btns := buttons(post)
	if btns["Play"] != "dplay:2026-03-07" || !strings.Contains(content(post), "Press **Play**") {
		t.Fatalf("post buttons = %v, content %q", btns, content(post))
	}
	date := store.Date{Year: 2026, Month: 3, Day: 7}
	p, _ := d.st.GetPost(ctx, discordtest.GuildID, date)
	puzzle, _ := d.st.GetPuzzle(ctx, p.PuzzleID)
	boardMsg := d.f.Messages(discordtest.ChannelID)[1]

	at(9, 20) // opened twenty minutes after the post
	b := d.boardOf(d.interact(discordtest.TypeComponent, button(btns["Play"])))
	if (b.typ != 4 && b.typ != 5) || flags(b.data)&64 == 0 || !strings.Contains(b.text(), "your clock starts now") {
		t.Fatalf("Play: type %d flags %d: %q", b.typ, flags(b.data), b.text())
	}
	checkBoardPNG(t, b)

	flat := func(s string) string { return strings.ReplaceAll(s, "\n", "") }
	puzzle.Puzzle, puzzle.Solution = flat(puzzle.Puzzle), flat(puzzle.Solution)
	var blanks []int
	for i, c := range puzzle.Puzzle {
		if c == '.' || c == '0' {
			blanks = append(blanks, i)
		}
	}
	if len(blanks) < 2 || len(puzzle.Solution) != 81 {
		t.Fatalf("puzzle %q has %d blanks", puzzle.Puzzle, len(blanks))
	}
	wrongCell, last := blanks[0], blanks[len(blanks)-1]
	digit := func(i int) byte { return puzzle.Solution[i] }
	var moves []string
	for _, i := range blanks[:len(blanks)-1] {
		dg := digit(i)
		if i == wrongCell {
			dg = '1' + (dg-'1'+1)%9
		}
		moves = append(moves, fmt.Sprintf("r%dc%d %c", i/9+1, i%9+1, dg))
	}
	at(9, 22)
	b = d.typeMoves(t, b, "", strings.Join(moves, ", "))
	if toGo(t, b) != 1 {
		t.Fatalf("after the typed moves: %q", b.text())
	}
	at(9, 23)
	if b = d.update(t, b, "✔️ Check"); !strings.Contains(b.text(), "1 digit is wrong") {
		t.Fatalf("Check: %q", b.text())
	}
	at(9, 24)
	b = d.update(t, b, "💡 Hint")
	at(9, 25) // /daily hint from the post works on the saved board
	r := d.reply(d.interact(discordtest.TypeComponent, button(btns["Hint"])))
	// The same list of mistakes the board's Hint showed: free (daily.HintRule).
	if !strings.Contains(content(r), "on your saved board") || !strings.Contains(content(r), "hints used: 1") {
		t.Errorf("post Hint after playing = %q", content(r))
	}
	at(9, 26)
	b = d.selectCell(t, b, wrongCell/9+1, wrongCell%9+1)
	b = d.update(t, b, string(digit(wrongCell)))
	b = d.selectCell(t, b, last/9+1, last%9+1)
	b = d.update(t, b, string(digit(last)))
	// Active 6 min (09:20 → 09:26); ranked 6 min + 1 hint × 60 s + 1 wrong check × 30 s.
	if !strings.Contains(b.text(), "Solved!") || !strings.Contains(b.text(), "Puzzle of the day solved** in 6m 00s") ||
		!strings.Contains(b.text(), "ranked time **7m 30s** (+1m 30s for 1 hint, 1 wrong check)") {
		t.Fatalf("finish: %q", b.text())
	}
	res, err := d.st.GetResult(ctx, discordtest.GuildID, discordtest.UserID, date)
	if err != nil || !res.Solved || res.Seconds != 360 || res.Hints != 1 || res.WrongChecks != 1 || res.GameID == "" {
		t.Fatalf("result = %+v, %v", res, err)
	}

	d.sched.Tick(ctx, d.clock.Now())
	c, _ := d.f.Content(discordtest.ChannelID, boardMsg)
	if d.f.Edits(boardMsg) != 1 || !strings.Contains(c, "1. <@"+discordtest.UserID+"> — **7m 30s** (6m 00s + 1 hint + 1 wrong check)") {
		t.Errorf("leaderboard message after the solve (%d edits) = %q", d.f.Edits(boardMsg), c)
	}
	r = d.reply(d.interact(discordtest.TypeCommand, member("leaderboard")))
	if !strings.Contains(content(r), "**7m 30s**") && !strings.Contains(content(r), "7m 30s (6m 00s") {
		t.Errorf("/daily leaderboard = %q", content(r))
	}
	at(10, 0)
	b = d.boardOf(d.interact(discordtest.TypeComponent, button(btns["Play"])))
	if !strings.Contains(b.text(), "Puzzle of the day solved** in 6m 00s") || !strings.Contains(b.text(), "ranked time **7m 30s**") {
		t.Errorf("Play after the finish: %q", b.text())
	}
	if res2, _ := d.st.GetResult(ctx, discordtest.GuildID, discordtest.UserID, date); res2.Seconds != 360 {
		t.Errorf("Play after the finish changed the result: %+v", res2)
	}
}

// TestPlayDailyCompanionsTwoInstances runs two bot instances, each with its own store
// handle and REST poster, on one database (PostgreSQL when SUDOKUBOT_TEST_POSTGRES is set)
// ticking at the same moments: each day gets one post, one thread, one leaderboard
// message edited once per change, and one recap.
func TestPlayDailyCompanionsTwoInstances(t *testing.T) {
	t.Parallel()
	open, kind := sharedStore(t)
	t.Logf("database: %s", kind)
	f := discordtest.New(t)
	clock := &fakeClock{}
	la, _ := time.LoadLocation("America/Los_Angeles")
	at := func(day, h, m int) time.Time {
		clock.Set(time.Date(2026, 3, day, h, m, 0, 0, la))
		return clock.Now()
	}
	quiet := slog.New(slog.NewTextHandler(testWriter{t}, &slog.HandlerOptions{Level: slog.LevelWarn}))
	type instance struct {
		st    store.Store
		b     *bot.Bot
		sched *daily.Scheduler
	}
	var insts []instance
	for i := range 2 {
		st := open()
		poster, err := discord.NewPoster(discord.Options{Token: discordtest.Token, AppID: discordtest.AppID, Client: f.Client(), Logger: quiet})
		if err != nil {
			t.Fatal(err)
		}
		b := bot.New(bot.Config{Store: st, Poster: poster, Now: clock.Now, Limits: bot.Limits{PerUser: -1}})
		insts = append(insts, instance{st, b, daily.NewScheduler(b, daily.SchedulerOptions{Owner: fmt.Sprintf("instance-%d", i), Logger: quiet})})
	}
	ctx := context.Background()
	bank := daily.NewBank(insts[0].st, daily.BankOptions{Target: 3, Logger: quiet, Always: []daily.BankKey{{Band: "medium", Size: 9}}})
	if _, err := bank.Fill(ctx); err != nil {
		t.Fatal(err)
	}
	err := insts[0].st.PutSettings(ctx, store.GuildSettings{GuildID: discordtest.GuildID, ChannelID: discordtest.ChannelID,
		PostTime: "09:00", TimeZone: "America/Los_Angeles", Band: "medium", Size: 9, Enabled: true,
		Leaderboard: true, Recap: true, Thread: true})
	if err != nil {
		t.Fatal(err)
	}
	tickBoth := func(now time.Time) {
		var wg sync.WaitGroup
		for _, in := range insts {
			wg.Go(func() {
				if rep := in.sched.Tick(ctx, now); rep.Failed != 0 {
					t.Errorf("tick at %s: %+v", now.Format(time.Kitchen), rep)
				}
			})
		}
		wg.Wait()
	}
	solve := func(in instance, user string, day int) {
		t.Helper()
		p, err := in.st.GetPost(ctx, discordtest.GuildID, store.Date{Year: 2026, Month: 3, Day: day})
		if err != nil {
			t.Fatal(err)
		}
		pz, _ := in.st.GetPuzzle(ctx, p.PuzzleID)
		r, err := in.b.Handle(ctx, chat.Request{Command: bot.CmdDailySubmit, Guild: discordtest.GuildID, User: user,
			Options: map[string]string{bot.OptAnswer: pz.Solution}})
		if err != nil || !strings.Contains(r.Text, "Correct") {
			t.Fatalf("%s's answer: %q, %v", user, r.Text, err)
		}
	}
	messages := func() int { return len(f.Messages(discordtest.ChannelID)) }

	tickBoth(at(7, 9, 0))
	tickBoth(at(7, 9, 1))
	if n := messages(); n != 2 || len(f.Threads(discordtest.ChannelID)) != 1 {
		t.Fatalf("day 1: %d messages and %d threads, want the post and the leaderboard, and one thread", n, len(f.Threads(discordtest.ChannelID)))
	}
	board := f.Messages(discordtest.ChannelID)[1]
	at(7, 9, 30)
	solve(insts[0], "400000000000000011", 7)
	tickBoth(at(7, 9, 31))
	tickBoth(at(7, 9, 32))
	if e := f.Edits(board); e != 1 {
		t.Errorf("%d edits after one solve, want 1", e)
	}
	at(7, 9, 45)
	solve(insts[1], "400000000000000012", 7)
	tickBoth(at(7, 9, 46))
	if e := f.Edits(board); e != 2 {
		t.Errorf("%d edits after two solves, want 2", e)
	}
	if c, _ := f.Content(discordtest.ChannelID, board); !strings.Contains(c, "1. <@400000000000000011> — **30m 00s**") || !strings.Contains(c, "2. <@400000000000000012> — **45m 00s**") {
		t.Errorf("leaderboard = %q", c)
	}

	tickBoth(at(8, 9, 0))
	tickBoth(at(8, 9, 1))
	if n := messages(); n != 5 || len(f.Threads(discordtest.ChannelID)) != 2 {
		t.Fatalf("day 2: %d messages and %d threads, want recap, post and leaderboard more, and two threads", n, len(f.Threads(discordtest.ChannelID)))
	}
	recap, _ := f.Content(discordtest.ChannelID, f.Messages(discordtest.ChannelID)[2])
	if !strings.Contains(recap, "Solved by **2** of 2") || !strings.Contains(recap, "Median time: **30m 00s**") {
		t.Errorf("recap = %q", recap)
	}
	for _, kind := range []string{store.TaskRecap, store.TaskBoard, store.TaskThread} {
		d := store.Date{Year: 2026, Month: 3, Day: 7}
		if task, err := insts[1].st.GetTask(ctx, discordtest.GuildID, d, kind); err != nil || task.State != store.PostPosted || task.MessageID == "" {
			t.Errorf("task %s of %s = %+v, %v", kind, d, task, err)
		}
	}
}
