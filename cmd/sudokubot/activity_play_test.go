package main

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/jackc/pgx/v5"

	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
)

// startSolo opens a board of size n for p alone, from the choosers.
func startSolo(p *participant, n int) gameState {
	p.t.Helper()
	p.waitJS(`document.querySelector('[data-action="new-solo"]')`, "the choosers")
	p.click(fmt.Sprintf(`[data-size="%d"]`, n))
	p.click(`[data-action="new-solo"]`)
	p.waitJS(fmt.Sprintf(`window.__sudoku.game && window.__sudoku.game.n === %d`, n), "the board")
	return p.state()
}

func firstEmpty(g gameState, from int) int {
	for i := from; i < len(g.Cells); i++ {
		if g.Cells[i] == 0 {
			return i
		}
	}
	return -1
}

// TestActivityKeyboard: arrows move the selection, digits place, Space switches to notes,
// Shift+digit writes a note, Backspace erases, Ctrl+Z and Ctrl+Y undo and redo, Esc closes
// the menu, then the hint, then deselects.
func TestActivityKeyboard(t *testing.T) {
	t.Parallel()
	b := browser(t)
	f := discordtest.New(t)
	members(f)
	m := activityBot(t, f, nil)
	a := open(t, b, m.Addr("activity"), alice, newInstance(f, alice))
	g := startSolo(a, 9)
	sol := solutionOf(t, g)
	e := firstEmpty(g, 0)
	a.click(fmt.Sprintf(`[data-cell=%q]`, cellName(e, 9)))
	// Walk right to the next empty cell with the arrow key, then place its digit by key.
	next := firstEmpty(g, e+1)
	for i := e; i < next; i++ {
		a.key(kb.ArrowRight)
	}
	a.waitJS(fmt.Sprintf(`window.__sudoku.sel === %d`, next), "the arrow keys' selection")
	a.key(fmt.Sprint(sol[next]))
	a.waitJS(fmt.Sprintf(`window.__sudoku.game.cells[%d] === %d && window.__sudoku.game.version > %d`, next, sol[next], g.Version), "the digit by key")
	// Space: notes mode; two note keys; Space again: digits.
	a.key(kb.ArrowRight)
	for a.state().Cells[js[int](a, `window.__sudoku.sel`)] != 0 {
		a.key(kb.ArrowRight)
	}
	sel := js[int](a, `window.__sudoku.sel`)
	// Each step waits for the bot's answer (a version newer than before the key), not the
	// page's own showing of the move.
	saved := func(key func(), marks uint32, what string) {
		t.Helper()
		v := a.state().Version
		key()
		a.waitJS(fmt.Sprintf(`window.__sudoku.game.version > %d && window.__sudoku.game.marks[%d] === %d`, v, sel, marks), what)
	}
	v0 := a.state().Version
	a.key(" ")
	a.key("1")
	a.key("2")
	a.waitJS(fmt.Sprintf(`window.__sudoku.game.version >= %d && window.__sudoku.game.marks[%d] === 3`, v0+2, sel), "notes 1 and 2 saved")
	a.key(" ")
	saved(func() { a.key(kb.Backspace) }, 0, "the erased notes")
	saved(func() { a.key("z", chromedp.KeyModifiers(2)) }, 3, "the undone erase") // Ctrl+Z
	saved(func() { a.key("y", chromedp.KeyModifiers(2)) }, 0, "the redone erase")
	saved(func() { a.key("3", chromedp.KeyModifiers(8)) }, 4, "note 3 by Shift+3") // Shift
	a.click(`#tools [data-action="hint"]`)
	a.waitJS(`window.__sudoku.hint`, "the hint")
	a.click(`[data-action="menu"]`)
	a.key(kb.Escape)
	a.waitJS(`document.getElementById('menu').hidden && window.__sudoku.hint`, "Esc: the menu closed, the hint still open")
	a.key(kb.Escape)
	a.waitJS(`!window.__sudoku.hint && window.__sudoku.sel === `+fmt.Sprint(sel), "Esc: the hint closed, the cell still selected")
	a.key(kb.Escape)
	a.waitJS(`window.__sudoku.sel === -1`, "Esc: deselected")
}

// TestActivityNotesAndDigitFirst: one-tap auto notes; a placed digit leaves its peers'
// notes and comes back to them when taken back; digit-first mode places one digit in
// several cells, two taps for the first and one for each after.
func TestActivityNotesAndDigitFirst(t *testing.T) {
	t.Parallel()
	b := browser(t)
	f := discordtest.New(t)
	members(f)
	m := activityBot(t, f, nil)
	a := open(t, b, m.Addr("activity"), alice, newInstance(f, alice))
	g := startSolo(a, 9)
	a.click(`#tools [data-action="auto"]`)
	a.waitJS(`window.__sudoku.game.marks.some((m) => m !== 0)`, "the auto notes")
	before := a.state()
	sol := solutionOf(t, before)
	e := firstEmpty(before, 0)
	wrong := 0
	for d := 1; d <= 9; d++ {
		if d != sol[e] && before.Marks[e]&(1<<(d-1)) != 0 {
			wrong = d
			break
		}
	}
	if wrong == 0 {
		t.Skip("the first empty cell has one note only")
	}
	a.play(cellName(e, 9), wrong)
	a.waitJS(fmt.Sprintf(`window.__sudoku.game.cells[%d] === %d && window.__sudoku.game.version > %d`, e, wrong, before.Version), "the wrong digit")
	cleared := 0
	after := a.state()
	for i := range after.Marks {
		if i != e && after.Marks[i] != before.Marks[i] {
			cleared++
		}
	}
	if cleared == 0 {
		t.Fatalf("placing %d in %s cleared no peer's note", wrong, cellName(e, 9))
	}
	a.click(`#pad [data-digit="` + fmt.Sprint(wrong) + `"]`) // the same digit again takes it back
	a.waitJS(fmt.Sprintf(`window.__sudoku.game.cells[%d] === 0 && window.__sudoku.game.version > %d`, e, after.Version), "the digit taken back")
	if got := a.state().Marks; fmt.Sprint(got) != fmt.Sprint(before.Marks) {
		t.Errorf("taking the digit back did not restore the notes")
	}
	// Digit first: arm one digit, then tap every cell it goes in.
	a.click(`#tools [data-action="digitfirst"]`)
	d := sol[e]
	a.click(fmt.Sprintf(`#pad [data-digit="%d"]`, d))
	var cells []int
	for i, v := range g.Cells {
		if v == 0 && sol[i] == d {
			cells = append(cells, i)
		}
	}
	for _, i := range cells {
		a.click(fmt.Sprintf(`[data-cell=%q]`, cellName(i, 9)))
	}
	a.waitJS(fmt.Sprintf(`%s.every((i) => window.__sudoku.game.cells[i] === %d)`, jsonList(cells), d), "every armed digit placed")
}

// TestActivityChatAndActivityOneGame: the chat board and the Activity are two views of one
// saved game: a move in either shows in the other.
func TestActivityChatAndActivityOneGame(t *testing.T) {
	t.Parallel()
	b := browser(t)
	f := discordtest.New(t)
	members(f)
	m := activityBot(t, f, nil)
	puzzle := strings.Replace(classicSolution, "5", ".", 4) // a private game with 4 blanks
	game := launchFromChat(t, f, alice, puzzle, false)
	a := open(t, b, m.Addr("activity"), alice, newInstance(f, alice))
	a.waitJS(fmt.Sprintf(`window.__sudoku.game && window.__sudoku.game.id === %q`, game), "the chat board's game")
	g := a.state()
	first := firstEmpty(g, 0)
	// A move typed on the chat board shows in the Activity at once.
	board := slash(t, f, alice, "play", nil)
	more, _ := press(t, f, alice, button(t, board, func(id string) bool { return strings.HasSuffix(id, ":more") }))["data"].(map[string]any)
	typ := button(t, more, func(id string) bool { return strings.HasSuffix(id, ":type") })
	modal := strings.TrimSuffix(typ, ":type") + ":moves"
	id, err := f.Interact(discordtest.TypeModalSubmit, map[string]any{"custom_id": "modal:" + modal, "components": []any{
		map[string]any{"type": 1, "components": []any{map[string]any{"type": 4, "custom_id": "puzzle", "value": cellName(first, 9) + " 5"}}}}},
		discordtest.FromUser(alice))
	if err != nil {
		t.Fatal(err)
	}
	finalReply(t, f, id)
	a.waitCell(cellName(first, 9), "5")
	// A move in the Activity is on the chat board (once the bot has saved it: the page
	// shows a move before the bot confirms it).
	seen := a.state().Version
	second := firstEmpty(g, first+1)
	a.play(cellName(second, 9), 5)
	a.waitJS(fmt.Sprintf(`window.__sudoku.game.cells[%d] === 5 && window.__sudoku.game.version > %d`, second, seen), "the Activity's move saved")
	if c, _ := slash(t, f, alice, "play", nil)["content"].(string); !strings.Contains(c, "2 to go") {
		t.Errorf("the chat board says %q, want 2 to go", c)
	}
	// Bob, not the owner, gets his own choosers: never alice's private game.
	bo := open(t, b, m.Addr("activity"), bob, newInstance(f, bob))
	bo.waitJS(`document.getElementById('app').dataset.phase === 'lobby'`, "bob's choosers")
}

// TestActivitySecurity: a member not in the instance is refused; a member in it cannot
// reach another member's private game through the room.
func TestActivitySecurity(t *testing.T) {
	t.Parallel()
	b := browser(t)
	f := discordtest.New(t)
	members(f)
	m := activityBot(t, f, nil)
	in := newInstance(f, alice) // carol is not in it
	c := openNoWait(t, b, m.Addr("activity"), carol, in)
	c.waitJS(`document.getElementById('loading').textContent.includes('not in this Activity')`, "the refusal")
	if js[bool](c, `!!window.__sudoku.game`) {
		t.Errorf("carol, not in the instance, got a board")
	}
	// Alice opens her private board in the room; Bob joins the instance: he plays his own.
	game := launchFromChat(t, f, alice, nearlySolved, false)
	in2 := newInstance(f, alice, bob)
	a := open(t, b, m.Addr("activity"), alice, in2)
	a.waitJS(fmt.Sprintf(`window.__sudoku.game && window.__sudoku.game.id === %q`, game), "alice's board")
	bo := open(t, b, m.Addr("activity"), bob, in2)
	bo.waitJS(`document.getElementById('app').dataset.phase === 'lobby'`, "bob's choosers")
	if id := js[string](bo, `JSON.stringify(window.__sudoku.game)`); strings.Contains(id, game) {
		t.Errorf("bob sees alice's private game")
	}
}

// TestActivityTwoProcessesPostgres: two bot processes on one PostgreSQL database, a
// participant on each: the room, the moves and the cursors cross between them.
func TestActivityTwoProcessesPostgres(t *testing.T) {
	base := os.Getenv("SUDOKUBOT_TEST_POSTGRES")
	if base == "" {
		t.Skip("SUDOKUBOT_TEST_POSTGRES is not set; set it to a PostgreSQL URL to run two bot processes on one database")
	}
	t.Parallel()
	b := browser(t)
	f := discordtest.New(t)
	members(f)
	dsn := freshSchema(t, base)
	kv := map[string]string{"SUDOKUBOT_DB": dsn}
	m1 := activityBot(t, f, kv)
	m2 := activityBot(t, f, kv)
	in := newInstance(f, alice, bob)
	a := open(t, b, m1.Addr("activity"), alice, in)
	bo := open(t, b, m2.Addr("activity"), bob, in)
	a.waitJS(`document.querySelector('[data-action="new-coop"]')`, "the choosers")
	a.click(`[data-size="4"]`)
	a.click(`[data-action="new-coop"]`)
	a.waitJS(`window.__sudoku.game`, "alice's board")
	g := a.state()
	bo.waitJS(fmt.Sprintf(`window.__sudoku.game && window.__sudoku.game.id === %q`, g.ID), "the board on the other process")
	sol := solutionOf(t, g)
	e := firstEmpty(g, 0)
	a.play(cellName(e, 4), sol[e])
	bo.waitCell(cellName(e, 4), fmt.Sprint(sol[e]))
	e2 := firstEmpty(g, e+1)
	bo.play(cellName(e2, 4), sol[e2])
	a.waitCell(cellName(e2, 4), fmt.Sprint(sol[e2]))
	a.waitJS(fmt.Sprintf(`document.querySelector('[data-cell=%q]').classList.contains('other')`, cellName(e2, 4)), "bob's cursor across processes")
}

// freshSchema makes an empty PostgreSQL schema for one test and returns a URL using it.
func freshSchema(t *testing.T, base string) string {
	t.Helper()
	schema := fmt.Sprintf("t_activity_%d", os.Getpid()) + strings.ReplaceAll(newInstance(discordtest.New(t)), "9", "")
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, base)
	if err != nil {
		t.Fatalf("connect to SUDOKUBOT_TEST_POSTGRES: %v", err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "CREATE SCHEMA "+schema); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		conn, err := pgx.Connect(context.Background(), base)
		if err == nil {
			conn.Exec(context.Background(), "DROP SCHEMA "+schema+" CASCADE")
			conn.Close(context.Background())
		}
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}
