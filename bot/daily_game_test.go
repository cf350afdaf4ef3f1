package bot

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/game"
)

// TestDailyGameFairTime plays the puzzle of the day on the member's board: the clock
// starts at the first open, a long pause counts store.IdleGap, a new hint step and a
// wrong check are counted (a deeper rung of the same step is free), /daily hint reads the
// saved board, and the finish records the result with the active time.
func TestDailyGameFairTime(t *testing.T) {
	d := newDailyFixture(t, 2)
	ctx := context.Background()
	paris, _ := time.LoadLocation("Europe/Paris")
	at := func(h, m, s int) { d.set(time.Date(2026, 3, 29, h, m, s, 0, paris)) }
	at(8, 0, 0)
	if rep := d.sched.Tick(ctx, d.clock()); rep.Posted != 1 {
		t.Fatalf("tick = %+v", rep)
	}
	date := store.Date{Year: 2026, Month: 3, Day: 29}
	req := chat.Request{Command: CmdButton, Guild: "g", User: "u", Channel: "c"}

	at(8, 10, 0) // opened ten minutes after the post
	g, res, err := d.b.openDaily(ctx, req, date)
	if err != nil {
		t.Fatal(err)
	}
	if g.ID != dailyGameID("g", "u", date) || res.GameID != g.ID || res.Active != 0 || !res.OpenedAt.Equal(d.clock()) {
		t.Fatalf("first open: game %s, result %+v", g.ID, res)
	}
	if rec, err := d.st.GetGame(ctx, g.ID); err != nil || rec.Kind != GameKindDaily || g.Kind != GameKindDaily {
		t.Errorf("stored daily game: kind %q (game %q), %v", rec.Kind, g.Kind, err)
	}
	if note := dailyPlayNote(res, date, g); !strings.Contains(note, "your clock starts now") {
		t.Errorf("first open note = %q", note)
	}
	again, _, err := d.b.openDaily(ctx, chat.Request{Guild: "g", User: "u"}, store.Date{})
	if err != nil || again.ID != g.ID || again.Version != g.Version {
		t.Fatalf("second open = %v (version %d), %v; want the same game", again.ID, again.Version, err)
	}
	if _, _, err := d.b.openDaily(ctx, req, date.AddDays(-1)); chat.ErrorCode(err) != chat.Conflict {
		t.Errorf("opening an old post's board: %v, want Conflict", err)
	}

	// press plays f on the saved game at the time set, saves it and reports it.
	press := func(f func(g *game.Game)) string {
		t.Helper()
		g, err := d.b.loadDailyGame(ctx, g.ID)
		if err != nil {
			t.Fatal(err)
		}
		before := session.CountsOf(g)
		f(g)
		g.Version++
		if err := d.b.saveDailyGame(ctx, g, req); err != nil {
			t.Fatal(err)
		}
		note, err := d.b.DailyPressed(ctx, playerOf(req), g, before)
		if err != nil {
			t.Fatal(err)
		}
		return note
	}
	blanks := []int{}
	for i, v := range g.Givens {
		if v == 0 {
			blanks = append(blanks, i)
		}
	}
	last, wrongCell := blanks[len(blanks)-1], blanks[0]
	at(8, 12, 0) // +2m: every digit but the last, one of them wrong
	press(func(g *game.Game) {
		var moves []game.Move
		for _, i := range blanks[:len(blanks)-1] {
			dgt := int(g.Solution[i])
			if i == wrongCell {
				dgt = dgt%g.N + 1
			}
			moves = append(moves, game.Move{Kind: game.Place, Cell: i, Digit: dgt})
		}
		if err := g.Apply("u", d.clock(), moves...); err != nil {
			t.Fatal(err)
		}
	})
	at(8, 13, 0) // +1m: a check finds the wrong digit
	press(func(g *game.Game) { g.Check(d.clock()) })
	// A new process (another instance, or after a restart) resumes the same saved board.
	restarted := New(Config{Store: d.st, Poster: d.poster, Now: d.clock, Limits: Limits{PerUser: -1}})
	rg, _, err := restarted.openDaily(ctx, req, date)
	if err != nil || rg.ID != g.ID || rg.Left() != 1 || rg.Wrong != 1 {
		t.Fatalf("a new process opened %v (%d to go, %d wrong checks), %v; want the saved board", rg.ID, rg.Left(), rg.Wrong, err)
	}
	at(8, 14, 0) // +1m: a hint, counted
	press(func(g *game.Game) { g.NextRung(d.clock()) })
	at(8, 14, 30) // +30s: the next rung of the same step, free
	press(func(g *game.Game) { g.NextRung(d.clock()) })
	res, _ = d.st.GetResult(ctx, "g", "u", date)
	if res.Hints != 1 || res.WrongChecks != 1 || res.Active != 4*time.Minute+30*time.Second || res.Solved {
		t.Fatalf("after the presses: %+v", res)
	}

	at(8, 15, 0) // +30s: /daily hint works on the saved board and finds the wrong digit: the
	// same list of mistakes the board's hints showed, so it is free (daily.HintRule)
	r, err := d.b.Handle(ctx, chat.Request{Command: CmdDailyHint, Guild: "g", User: "u", Options: map[string]string{}})
	if err != nil || !strings.Contains(r.Text, "on your saved board") || !strings.Contains(r.Text, "hints used: 1") ||
		!strings.Contains(r.Text, g.CellName(wrongCell)) {
		t.Fatalf("/daily hint = %q, %v; want a hint on the saved board naming %s", r.Text, err, g.CellName(wrongCell))
	}

	at(8, 45, 0) // +30m of pause, counted as store.IdleGap: fix the digit and finish
	note := press(func(g *game.Game) {
		err := g.Apply("u", d.clock(), game.Move{Kind: game.Place, Cell: wrongCell, Digit: int(g.Solution[wrongCell])},
			game.Move{Kind: game.Place, Cell: last, Digit: int(g.Solution[last])})
		if err != nil || !g.Finished {
			t.Fatalf("finishing: %v, finished %v", err, g.Finished)
		}
	})
	res, _ = d.st.GetResult(ctx, "g", "u", date)
	wantActive := 5*time.Minute + store.IdleGap
	if !res.Solved || res.Seconds != int(wantActive/time.Second) || res.Hints != 1 || res.WrongChecks != 1 {
		t.Fatalf("after the finish: %+v, want solved in %v with 1 hint and 1 wrong check", res, wantActive)
	}
	wantScore := wantActive + store.HintPenalty + store.WrongCheckPenalty
	if res.Score() != wantScore || !strings.Contains(note, "Puzzle of the day solved") ||
		!strings.Contains(note, chat.Clock(int(wantScore/time.Second))) {
		t.Errorf("finish note = %q, score %v; want ranked time %v", note, res.Score(), wantScore)
	}
	// Later presses and opens change nothing.
	at(9, 0, 0)
	if note := press(func(g *game.Game) { g.Check(d.clock()) }); note != "" {
		t.Errorf("a press after the finish said %q", note)
	}
	if after, _ := d.st.GetResult(ctx, "g", "u", date); after.Seconds != res.Seconds || after.WrongChecks != 1 {
		t.Errorf("a press after the finish changed the result: %+v", after)
	}
	rg, reopened, err := d.b.openDaily(ctx, req, date)
	finish, share := d.b.dailyResult(ctx, playerOf(req), rg)
	if err != nil || dailyPlayNote(reopened, date, rg) != "" || !strings.Contains(finish, "Puzzle of the day solved") ||
		!strings.Contains(share, "**"+chat.Clock(int(wantScore/time.Second))+"** (") {
		t.Errorf("reopening after the finish: %v, %v; finish %q, share %q", reopened, err, finish, share)
	}
	// A member who solved on paper gets a board to play for fun.
	paper := chat.Request{Guild: "g", User: "w"}
	if _, err := d.b.Handle(ctx, chat.Request{Command: CmdDailySubmit, Guild: "g", User: "w", Options: map[string]string{OptAnswer: g.SolutionGrid().String()}}); err != nil {
		t.Fatal(err)
	}
	pg, pres, err := d.b.openDaily(ctx, paper, date)
	if err != nil || !strings.Contains(dailyPlayNote(pres, date, pg), "for fun") {
		t.Errorf("Play after a paper solve: %q, %v", dailyPlayNote(pres, date, pg), err)
	}
	// Another member's board is theirs alone.
	if _, err := d.b.DailyPressed(ctx, session.Player{Guild: "g", User: "v"}, g, session.CountsOf(g)); err != nil {
		t.Errorf("a press by another member: %v", err)
	}
	if _, err := d.st.GetResult(ctx, "g", "v", date); err == nil {
		t.Errorf("a press on someone else's board recorded a result for the presser")
	}
}
