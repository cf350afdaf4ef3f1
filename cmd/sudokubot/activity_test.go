package main

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// solutionOf solves the page's puzzle, so that a test can place right (and wrong) digits.
func solutionOf(t *testing.T, g gameState) []int {
	t.Helper()
	grid, err := sudoku.NewGrid(g.N)
	if err != nil {
		t.Fatal(err)
	}
	for i, d := range g.Givens {
		if d != 0 {
			grid.SetCell(i, d)
		}
	}
	s := sudoku.Solve(grid)
	if s.Status != sudoku.Unique {
		t.Fatalf("the page's puzzle is %v", s.Status)
	}
	out := make([]int, g.N*g.N)
	for i := range out {
		out[i] = s.Grid.Cell(i)
	}
	return out
}

func cellName(i, n int) string { return fmt.Sprintf("r%dc%d", i/n+1, i%n+1) }

// TestActivityTogether: two participants of one instance start a shared board from the
// choosers, place digits and notes that appear on the other's screen, see each other's
// selected cell, and undo their own moves.
func TestActivityTogether(t *testing.T) {
	t.Parallel()
	b := browser(t)
	f := discordtest.New(t)
	f.AddUser("u1", "Alice")
	f.AddUser("u2", "Bob")
	m := activityBot(t, f, nil)
	in := newInstance(f, "u1", "u2")
	alice := open(t, b, m.Addr("activity"), "u1", in)
	alice.waitJS(`document.querySelector('[data-action="new-coop"]')`, "the choosers")
	alice.click(`[data-size="4"]`)
	alice.click(`[data-action="new-coop"]`)
	alice.waitJS(`document.querySelectorAll('[data-cell]').length === 16`, "a 4×4 board")
	bob := open(t, b, m.Addr("activity"), "u2", in)
	bob.waitJS(`document.querySelectorAll('[data-cell]').length === 16`, "the shared board")
	g := alice.state()
	if !g.Together || bob.state().ID != g.ID {
		t.Fatalf("alice plays %s (together %v), bob %s: want one shared board", g.ID, g.Together, bob.state().ID)
	}
	sol := solutionOf(t, g)
	empty := -1
	for i, d := range g.Cells {
		if d == 0 {
			empty = i
			break
		}
	}
	c := cellName(empty, 4)
	alice.play(c, sol[empty])
	bob.waitCell(c, fmt.Sprint(sol[empty]))
	// Bob selects a cell: Alice sees his cursor there.
	bob.click(fmt.Sprintf(`[data-cell=%q]`, cellName(empty+1, 4)))
	alice.waitJS(fmt.Sprintf(`document.querySelector('[data-cell=%q]').classList.contains('other')`, cellName(empty+1, 4)), "Bob's cursor")
	alice.click(fmt.Sprintf(`[data-cell=%q]`, c))
	alice.screenshot("activity-coop-two-cursors")
	bob.click(`[data-action="menu"]`)
	bob.click(`#menu [data-action="theme"]`)
	bob.waitJS(`document.documentElement.dataset.theme === 'dark'`, "bob's dark theme")
	bob.click(`#menu [data-action="close-menu"]`)
	bob.screenshot("activity-coop-dark")
	// Alice undoes her digit: gone on both screens.
	alice.click(`[data-action="undo"]`)
	bob.waitCell(c, "")
	alice.waitCell(c, "")
	// A member with a Discord avatar shows it over their initials, from the Activity's
	// /cdn URL mapping (the fake Discord gives none: here it is put in by hand, and the
	// image, which this server does not have, gives way to the initials).
	src := js[string](alice, `(() => { const p = window.__sudoku.people.find((p) => p.user === 'u2');
		p.avatar = '0123456789abcdef0123456789abcdef';
		document.getElementById('menu-btn').click();
		const img = document.querySelector('#people [data-user="u2"] img.av');
		document.getElementById('menu-btn').click();
		return img ? img.getAttribute('src') : ''; })()`)
	if src != "/cdn/avatars/u2/0123456789abcdef0123456789abcdef.png?size=64" {
		t.Errorf("bob's avatar is %q", src)
	}
	alice.waitJS(`!document.querySelector('#people img.av') && document.querySelector('#people [data-user="u2"] .dot').textContent === 'B'`, "the initials again")
}

// Members of the Activity tests, known to the fake Discord's sign-in.
const (
	alice = "400000000000000011"
	bob   = "400000000000000012"
	carol = "400000000000000013"
)

func members(f *discordtest.Server) {
	f.AddUser(alice, "Alice")
	f.AddUser(bob, "Bob")
	f.AddUser(carol, "Carol")
}

// nearlySolved is the classic puzzle with all but a few cells filled in.
const (
	classicSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
	nearlySolved    = "5346789126721953481983425678597614234268537917139248569615372842874196353452861.."
)

// slash sends /sudoku <sub> with options as user and returns the reply's data.
func slash(t *testing.T, f *discordtest.Server, user, sub string, opts map[string]any) map[string]any {
	t.Helper()
	var o []any
	for k, v := range opts {
		typ := 3
		switch v.(type) {
		case bool:
			typ = 5
		case int:
			typ = 4
		}
		o = append(o, map[string]any{"name": k, "type": typ, "value": v})
	}
	id, err := f.Interact(discordtest.TypeCommand, map[string]any{"id": "9", "name": "sudoku", "type": 1,
		"options": []any{map[string]any{"name": sub, "type": 1, "options": o}}}, discordtest.FromUser(user))
	if err != nil {
		t.Fatal(err)
	}
	return finalReply(t, f, id)
}

// press presses the button custom as user and returns the initial response's JSON.
func press(t *testing.T, f *discordtest.Server, user, custom string) map[string]any {
	t.Helper()
	id, err := f.Interact(discordtest.TypeComponent, map[string]any{"custom_id": custom, "component_type": 2}, discordtest.FromUser(user))
	if err != nil {
		t.Fatal(err)
	}
	r, err := f.WaitCallback(id, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	return r.JSON
}

// buttons lists the custom IDs of a reply's buttons.
func buttons(reply map[string]any) []string {
	var out []string
	rows, _ := reply["components"].([]any)
	for _, r := range rows {
		comps, _ := r.(map[string]any)["components"].([]any)
		for _, c := range comps {
			if id, ok := c.(map[string]any)["custom_id"].(string); ok {
				out = append(out, id)
			}
		}
	}
	return out
}

// button finds the button of reply whose custom ID starts with prefix (or has the action).
func button(t *testing.T, reply map[string]any, match func(id string) bool) string {
	t.Helper()
	for _, id := range buttons(reply) {
		if match(id) {
			return id
		}
	}
	t.Fatalf("no such button among %v (the reply said %q)", buttons(reply), reply["content"])
	return ""
}

// launchFromChat plays puzzle on a chat board (co-op when together) and presses Open
// board, which is on the board's first panel: the bot must answer with the launch
// callback (type 12). On a private board it first checks that Check, whose place Open
// board took, is on More… and brings the digits back. It returns the game's ID.
func launchFromChat(t *testing.T, f *discordtest.Server, user, puzzle string, together bool) string {
	t.Helper()
	opts := map[string]any{"puzzle": puzzle}
	if together {
		opts["together"] = true
	}
	board := slash(t, f, user, "play", opts)
	// More… on a private board; on a co-op board "More… (just for you)", a private view.
	more := button(t, board, func(id string) bool { return strings.HasSuffix(id, ":more") || strings.HasSuffix(id, ":mine") })
	game := strings.Split(more, ":")[1]
	launch := button(t, board, func(id string) bool { return strings.HasPrefix(id, "act:") })
	if launch != "act:game-"+game {
		t.Fatalf("Open board is %q, want act:game-%s", launch, game)
	}
	if !together {
		panel, _ := press(t, f, user, more)["data"].(map[string]any)
		check := button(t, panel, func(id string) bool { return strings.HasSuffix(id, ":chk") })
		if slices.ContainsFunc(buttons(panel), func(id string) bool { return strings.HasPrefix(id, "act:") }) {
			t.Errorf("Open board on More… too: %v", buttons(panel))
		}
		back, _ := press(t, f, user, check)["data"].(map[string]any)
		if c, _ := back["content"].(string); !has(c, "no wrong digits") {
			t.Errorf("Check on More… said %q", c)
		}
		button(t, back, func(id string) bool { return strings.HasSuffix(id, ":d:1") }) // the digits again
		button(t, back, func(id string) bool { return id == launch })
	}
	if r := press(t, f, user, launch); r["type"] != float64(12) || r["data"] != nil {
		t.Fatalf("Open board answered %v, want the launch callback (type 12, no data)", r)
	}
	return game
}

// TestActivityOpenBoardFinishShare: Open board under a co-op chat board launches the
// Activity on that very game; two members finish it there; the finish thanks each for
// the digits they found first; Share posts the spoiler-free line in the channel once.
func TestActivityOpenBoardFinishShare(t *testing.T) {
	t.Parallel()
	b := browser(t)
	f := discordtest.New(t)
	members(f)
	m := activityBot(t, f, nil)
	game := launchFromChat(t, f, alice, nearlySolved, true)
	in := newInstance(f, alice, bob)
	a := open(t, b, m.Addr("activity"), alice, in)
	a.waitJS(`window.__sudoku.game`, "the board")
	if g := a.state(); g.ID != game || !g.Together {
		t.Fatalf("the Activity opened %s (together %v), want the chat board's %s", g.ID, g.Together, game)
	}
	bo := open(t, b, m.Addr("activity"), bob, in)
	bo.waitJS(`window.__sudoku.game && window.__sudoku.game.id === `+fmt.Sprintf("%q", game), "the same board")
	a.play("r9c8", 7)
	bo.waitCell("r9c8", "7")
	bo.play("r9c9", 9)
	a.waitJS(`!document.getElementById('finish').hidden`, "the finish")
	credits := js[string](a, `document.querySelector('[data-credits]').textContent`)
	if !has(credits, "you (1)") || !has(credits, "Bob (1)") {
		t.Errorf("credits %q, want you (1) and Bob (1)", credits)
	}
	a.click(`#finish [data-action="share"]`)
	posted, err := f.WaitRequest("POST", "/api/v9/channels/"+discordtest.ChannelID+"/messages", 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	// A co-op result names the players it credits.
	if c, _ := posted.JSON["content"].(string); !has(c, "<@"+alice+">") || !has(c, "<@"+bob+">") || !has(c, "solved a 9×9") || !has(c, "co-op") || has(c, "534") {
		t.Errorf("shared %q", c)
	}
	a.waitJS(`document.getElementById('toast').textContent.includes('Shared')`, "the shared note")
	a.click(`#finish [data-action="share"]`)
	a.waitJS(`document.getElementById('toast').textContent.includes('shared already')`, "the second share refused")
	bo.click(`#finish [data-action="share"]`)
	bo.waitJS(`document.getElementById('toast').textContent.includes('shared already')`, "bob's share refused: once per finish")
	if n := len(f.Posts(discordtest.ChannelID)); n != 1 {
		t.Errorf("%d posts in the channel, want 1", n)
	}
	// The chat board shows the finish too: one saved game.
	r := slash(t, f, alice, "play", nil)
	if c, _ := r["content"].(string); has(c, "Solved") {
		t.Logf("chat board: %q", c)
	}
}

// TestActivityHintLadder: the hint ladder on the member's own board, rung 1 to 4, drawn
// on the board, then Apply plays the step; the hints are counted on the game.
func TestActivityHintLadder(t *testing.T) {
	t.Parallel()
	b := browser(t)
	f := discordtest.New(t)
	members(f)
	m := activityBot(t, f, nil)
	in := newInstance(f, alice)
	a := open(t, b, m.Addr("activity"), alice, in)
	a.waitJS(`document.querySelector('[data-action="new-solo"]')`, "the choosers")
	a.click(`[data-action="new-solo"]`)
	a.waitJS(`window.__sudoku.game`, "a board")
	left := strings.Count(fmt.Sprint(a.state().Cells), " 0") // roughly the empty cells
	for rung := 1; rung <= 4; rung++ {
		if rung == 1 {
			a.click(`#tools [data-action="hint"]`)
		} else {
			a.click(`#hint [data-action="next-hint"]`)
		}
		a.waitJS(fmt.Sprintf(`window.__sudoku.hint && window.__sudoku.hint.rung === %d`, rung), fmt.Sprintf("rung %d", rung))
		text := js[string](a, `document.querySelector('#hint .head').textContent`)
		if !has(text, fmt.Sprintf("Hint %d/4", rung)) {
			t.Errorf("rung %d head %q", rung, text)
		}
		if rung == 1 && js[int](a, `document.querySelectorAll('.cell.house').length`) == 0 {
			t.Errorf("rung 1 shades no house")
		}
		a.screenshot(fmt.Sprintf("activity-hint-%d", rung))
	}
	if js[int](a, `document.querySelectorAll('.cell .ghost').length + document.querySelectorAll('.notes .elim').length`) == 0 {
		t.Errorf("rung 4 draws neither a placement nor an elimination")
	}
	before := a.state()
	a.click(`#hint [data-action="apply"]`)
	a.waitJS(fmt.Sprintf(`window.__sudoku.game.version > %d`, before.Version), "the applied step")
	after := a.state()
	if after.Hints != 1 {
		t.Errorf("%d hints counted, want 1 (one step: its four rungs and Apply count once)", after.Hints)
	}
	changed := 0
	for i := range after.Cells {
		if after.Cells[i] != before.Cells[i] || after.Marks[i] != before.Marks[i] {
			changed++
		}
	}
	if changed == 0 {
		t.Errorf("Apply changed nothing (%d empty cells)", left)
	}
}

// TestActivityEntryPoint: with the Activity on, `sudokubot register` adds the entry point
// command (type 4, the App Launcher) to the global commands, and the bot answers it by
// launching the Activity; without it, no entry point is registered and Open board says
// the board is not set up.
func TestActivityEntryPoint(t *testing.T) {
	t.Parallel()
	f := discordtest.New(t)
	kv := baseEnv()
	kv["SUDOKUBOT_DISCORD_CLIENT_SECRET"] = discordtest.ClientSecret
	m, _ := newMain(t, f, []string{"register"}, kv)
	if err := m.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	m.Close()
	var entry map[string]any
	for _, c := range f.Commands("") {
		if cm := c.(map[string]any); cm["type"] == float64(4) {
			entry = cm
		}
	}
	if entry == nil || entry["name"] != "launch" || entry["handler"] != float64(1) {
		t.Fatalf("registered entry point %v, want launch with handler 1", entry)
	}
	activityBot(t, f, nil)
	id, err := f.Interact(discordtest.TypeCommand, map[string]any{"id": "9", "name": "launch", "type": 4})
	if err != nil {
		t.Fatal(err)
	}
	r, err := f.WaitCallback(id, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if r.JSON["type"] != float64(12) {
		t.Errorf("the entry point answered %s, want type 12", r.Body)
	}

	// Without a client secret: no entry point, and no Open board under the chat board.
	g := discordtest.New(t)
	plain, _ := newMain(t, g, nil, baseEnv())
	if err := plain.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	defer plain.Close()
	board := slash(t, g, alice, "play", map[string]any{"puzzle": nearlySolved})
	// More… on a private board; on a co-op board "More… (just for you)", a private view.
	more := button(t, board, func(id string) bool { return strings.HasSuffix(id, ":more") || strings.HasSuffix(id, ":mine") })
	panel, _ := press(t, g, alice, more)["data"].(map[string]any)
	for _, id := range buttons(panel) {
		if strings.HasPrefix(id, "act:") {
			t.Errorf("Open board offered without the Activity: %s", id)
		}
	}
	reply, _ := press(t, g, alice, "act:game-x")["data"].(map[string]any)
	if c, _ := reply["content"].(string); !strings.Contains(c, "not set up") {
		t.Errorf("a launch without the Activity answered %q", c)
	}
}
