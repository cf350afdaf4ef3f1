package main

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
)

// solveInPage fills every empty cell of the participant's board with the solution, by
// taps on the cells and the digit pad (one batch of clicks in the page, for speed).
func solveInPage(t *testing.T, p *participant, skip int) {
	t.Helper()
	g := p.state()
	sol := solutionOf(t, g)
	var cells, digits []int
	for i, d := range g.Cells {
		if d == 0 {
			cells, digits = append(cells, i), append(digits, sol[i])
		}
	}
	if skip > len(cells) {
		skip = len(cells)
	}
	cells, digits = cells[:len(cells)-skip], digits[:len(digits)-skip]
	// At a brisk player's pace (25 cells a second), within the per-participant rate limit.
	ctx, cancel := context.WithTimeout(p.ctx, 60*time.Second)
	defer cancel()
	_, err := chromedp.Run(ctx, chromedp.Evaluate[bool](fmt.Sprintf(`(async () => { const c = %s, d = %s, n = %d;
		for (let k = 0; k < c.length; k++) {
			const i = c[k];
			document.querySelector('[data-cell="r' + (Math.floor(i / n) + 1) + 'c' + (i %% n + 1) + '"]').click();
			document.querySelector('#pad [data-digit="' + d[k] + '"]').click();
			await new Promise((r) => setTimeout(r, 40));
		}
		return true; })()`, jsonList(cells), jsonList(digits), g.N), chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("%s: playing the solution: %v", p.user, err)
	}
}

func jsonList(v []int) string { return strings.ReplaceAll(fmt.Sprint(v), " ", ",") }

// TestActivityRace: a race gives each participant the same puzzle on a board of their
// own, shows everyone's progress without the digits, and ends with a podium.
func TestActivityRace(t *testing.T) {
	t.Parallel()
	b := browser(t)
	f := discordtest.New(t)
	members(f)
	m := activityBot(t, f, nil)
	in := newInstance(f, alice, bob)
	a := open(t, b, m.Addr("activity"), alice, in)
	bo := open(t, b, m.Addr("activity"), bob, in)
	a.waitJS(`document.querySelector('[data-action="new-race"]')`, "the choosers")
	a.click(`[data-size="6"]`)
	a.click(`[data-action="new-race"]`)
	a.waitJS(`window.__sudoku.game && window.__sudoku.game.n === 6`, "alice's race board")
	bo.waitJS(`window.__sudoku.game && window.__sudoku.game.n === 6`, "bob's race board")
	ga, gb := a.state(), bo.state()
	if ga.ID == gb.ID || fmt.Sprint(ga.Givens) != fmt.Sprint(gb.Givens) || ga.Together {
		t.Fatalf("race boards %s and %s (together %v): want two private boards of one puzzle", ga.ID, gb.ID, ga.Together)
	}
	solveInPage(t, bo, 2)
	a.waitJS(fmt.Sprintf(`(() => { const p = window.__sudoku.people.find((p) => p.user === %q); return p && p.total > 0 && p.filled === p.total - 2; })()`, bob),
		"bob's progress bar")
	if js[int](a, `document.querySelectorAll('#people .bar').length`) != 2 {
		t.Errorf("want a progress bar for each of the two racers")
	}
	a.screenshot("activity-race-progress")
	solveInPage(t, bo, 0)
	bo.waitJS(`!document.getElementById('finish').hidden`, "bob's finish")
	solveInPage(t, a, 0)
	a.waitJS(`document.querySelectorAll('[data-podium] li').length === 2`, "the podium")
	a.screenshot("activity-race-podium")
	podium := js[string](a, `document.querySelector('[data-podium]').textContent`)
	if strings.Index(podium, "Bob") > strings.Index(podium, "Alice") {
		t.Errorf("podium %q: Bob finished first", podium)
	}
	if ga.Cells[0] == 0 && fmt.Sprint(a.state().Cells) == fmt.Sprint(ga.Cells) {
		t.Errorf("alice's board did not change")
	}
}

// TestActivityDaily: Open board on the daily post launches the Activity on the puzzle of
// the day: the member's own board and daily clock; finishing records the result in the
// same leaderboard as the chat board, and Share posts the daily's line. A Check that finds
// a wrong digit says what it costs; the member mends it by tapping the cell again (it stays
// selected) and the right digit; the bot's notes show their bold, not asterisks.
func TestActivityDaily(t *testing.T) {
	t.Parallel()
	b := browser(t)
	f := discordtest.New(t)
	members(f)
	day := time.Now().UTC().AddDate(0, 0, 1)
	clock := &testClock{t: time.Date(day.Year(), day.Month(), day.Day(), 7, 0, 0, 0, time.UTC)}
	m := activityBot(t, f, map[string]string{"SUDOKUBOT_DB": "sqlite://" + filepath.Join(t.TempDir(), "daily.db")}, func(m *Main) {
		m.Now, m.ManualDaily = clock.Now, true
	})
	if _, err := m.Bank().Fill(context.Background()); err != nil {
		t.Fatal(err)
	}
	setup := map[string]any{"id": "9", "name": "daily-admin", "type": 1, "options": []any{map[string]any{"name": "setup", "type": 1,
		"options": []any{
			map[string]any{"name": "channel", "type": 7, "value": discordtest.ChannelID},
			map[string]any{"name": "time", "type": 3, "value": "07:00"},
			map[string]any{"name": "timezone", "type": 3, "value": "UTC"},
			map[string]any{"name": "band", "type": 3, "value": "medium"},
			map[string]any{"name": "size", "type": 4, "value": 9},
		}}}}
	id, err := f.Interact(discordtest.TypeCommand, setup)
	if err != nil {
		t.Fatal(err)
	}
	finalReply(t, f, id)
	if rep := m.Scheduler().Tick(context.Background(), clock.Now()); rep.Posted != 1 {
		t.Fatalf("tick = %+v", rep)
	}
	post := f.Posts(discordtest.ChannelID)[0]
	open := ""
	for _, id := range buttons(post.JSON) {
		if id == "act:daily" {
			open = id
		}
	}
	if open == "" {
		t.Fatalf("the daily post has no Open board button: %v", buttons(post.JSON))
	}
	// Play on the post opens the member's daily board in chat: its Open board opens the
	// Activity's daily too (the same game), as the post's does.
	for _, id := range buttons(post.JSON) {
		if !strings.HasPrefix(id, "act:") {
			board, _ := press(t, f, alice, id)["data"].(map[string]any)
			button(t, board, func(id string) bool { return id == "act:daily" })
			break
		}
	}
	if r := press(t, f, alice, open); r["type"] != float64(12) {
		t.Fatalf("Open board on the post answered %v, want type 12", r)
	}
	in := newInstance(f, alice)
	a := openParticipant(t, b, m.Addr("activity"), alice, in)
	a.waitJS(`window.__sudoku.room && window.__sudoku.room.mode === 'daily' && window.__sudoku.game`, "the daily board")
	if g := a.state(); g.Together {
		t.Fatalf("the daily board is shared")
	}
	clock.Set(clock.Now().Add(3 * time.Minute))
	g := a.state()
	sol := solutionOf(t, g)
	e := firstEmpty(g, 0)
	a.play(cellName(e, 9), sol[e]%9+1)
	a.waitJS(fmt.Sprintf(`window.__sudoku.game.cells[%d] === %d && window.__sudoku.game.version > %d`, e, sol[e]%9+1, g.Version), "the wrong digit saved")
	a.click(`#tools [data-action="check"]`)
	a.waitJS(`document.getElementById('toast').textContent.includes('adds 30s to your ranked time')`, "the check's cost")
	a.play(cellName(e, 9), sol[e])
	a.waitJS(fmt.Sprintf(`window.__sudoku.game.cells[%d] === %d`, e, sol[e]), "the mended digit")
	solveInPage(t, a, 0)
	a.waitJS(`!document.getElementById('finish').hidden`, "the finish")
	a.waitJS(`document.getElementById('toast').textContent.includes('Puzzle of the day solved')`, "the daily's line")
	if toast := js[string](a, `document.getElementById('toast').textContent`); has(toast, "**") || has(toast, "`") || !has(toast, "30s") {
		t.Errorf("the daily's line reads %q: want the wrong check in it, and no markdown", toast)
	}
	id, err = f.Interact(discordtest.TypeCommand, map[string]any{"id": "9", "name": "daily", "type": 1,
		"options": []any{map[string]any{"name": "leaderboard", "type": 1}}}, discordtest.FromUser(bob))
	if err != nil {
		t.Fatal(err)
	}
	if c, _ := finalReply(t, f, id)["content"].(string); !strings.Contains(c, "<@"+alice+">") {
		t.Errorf("leaderboard %q does not list alice", c)
	}
	a.click(`#finish [data-action="share"]`)
	a.waitJS(`document.getElementById('toast').textContent.includes('Shared')`, "the share")
	posts := f.Posts(discordtest.ChannelID)
	if c, _ := posts[len(posts)-1].JSON["content"].(string); !strings.Contains(c, "puzzle of the day") {
		t.Errorf("daily share %q", c)
	}
}

// openParticipant is open, named apart from the local variable the daily test needs.
var openParticipant = open

// TestActivityResumeAfterRestart: the board and the room survive a restart of the bot on
// the same database; the page reconnects by itself.
func TestActivityResumeAfterRestart(t *testing.T) {
	t.Parallel()
	b := browser(t)
	f := discordtest.New(t)
	members(f)
	db := "sqlite://" + filepath.Join(t.TempDir(), "restart.db")
	addr := freeAddr(t)
	kv := map[string]string{"SUDOKUBOT_DB": db, "SUDOKUBOT_WEB_ADDR": addr}
	m := activityBot(t, f, kv)
	in := newInstance(f, alice)
	a := open(t, b, addr, alice, in)
	a.waitJS(`document.querySelector('[data-action="new-coop"]')`, "the choosers")
	a.click(`[data-size="4"]`)
	a.click(`[data-action="new-coop"]`)
	a.waitJS(`window.__sudoku.game`, "the board")
	g := a.state()
	sol := solutionOf(t, g)
	empty := 0
	for g.Cells[empty] != 0 {
		empty++
	}
	a.play(cellName(empty, 4), sol[empty])
	a.waitJS(fmt.Sprintf(`window.__sudoku.game.version > %d`, g.Version), "the saved move")
	m.Close()
	activityBot(t, f, kv)
	a.waitJS(fmt.Sprintf(`window.__sudoku.game && window.__sudoku.game.id === %q && window.__sudoku.game.cells[%d] === %d && document.getElementById('app').dataset.phase === 'play'`,
		g.ID, empty, sol[empty]), "the board again after the restart")
}
