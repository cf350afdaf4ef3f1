package play

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/game"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// patternGame returns a game of size n whose solution is the standard pattern grid and
// whose puzzle keeps every third cell.
func patternGame(t *testing.T, n int) *game.Game {
	t.Helper()
	br, bc, ok := sudoku.DefaultBoxes(n)
	if !ok {
		t.Fatalf("no boxes for %d", n)
	}
	sol, err := sudoku.NewGridBoxes(n, br, bc)
	if err != nil {
		t.Fatal(err)
	}
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			sol.Set(r, c, (bc*(r%br)+r/br+c)%n+1)
		}
	}
	if err := sudoku.Check(sol); err != nil {
		t.Fatalf("pattern %d×%d: %v", n, n, err)
	}
	p := sol.Clone()
	for i := 0; i < p.Len(); i++ {
		if i%3 != 0 {
			p.SetCell(i, 0)
		}
	}
	g, err := game.New("g", "alice", p, sol, time.Unix(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestPlayControlsFitDiscord lays out the board's controls for every size and panel and
// checks Discord's limits, and that every digit can be reached through the digit pages.
func TestPlayControlsFitDiscord(t *testing.T) {
	for _, n := range []int{4, 6, 8, 9, 12, 16} {
		g := patternGame(t, n)
		set := store.DefaultPlayerSettings("alice")
		reached := map[string]bool{}
		digitFirst := set
		digitFirst.DigitFirst = true
		type state struct {
			set  store.PlayerSettings
			v    view
			step func()
		}
		alice := view{viewer: "alice"}
		states := []state{
			{set, alice, func() {}}, {set, alice, func() { g.Pencil = true }}, {set, alice, func() { g.Page = 1 }},
			{set, view{viewer: "alice", saved: []*game.Game{patternGame(t, 9)}}, func() { g.Panel = 1 }},
			{digitFirst, alice, func() { g.Panel, g.Brush = 0, 0 }}, {digitFirst, alice, func() { g.Brush = 1 }},
			{digitFirst, alice, func() { g.Brush = eraser }}, {digitFirst, alice, func() { g.Brush = n }},
			{set, alice, func() { g.Together = true }}, {set, view{viewer: "alice", mine: true}, func() { g.Cursors = map[string]game.Cursor{"alice": {Selected: 0, Panel: 1}} }},
			{set, alice, func() { g.Finished = true }},
		}
		for k, st := range states {
			st.step()
			set := st.set
			rows := boardRows(g, set, st.v, k%2 == 0) // "Open board" on every other state
			if len(rows) == 0 || len(rows) > chat.MaxRows {
				t.Errorf("%d×%d state %d: %d rows", n, n, k, len(rows))
			}
			seen := map[string]bool{}
			for _, r := range rows {
				if (r.Select == nil) == (len(r.Buttons) == 0) || len(r.Buttons) > chat.MaxRowButtons {
					t.Errorf("%d×%d state %d: a row with %d buttons and select %v", n, n, k, len(r.Buttons), r.Select != nil)
				}
				ids := []string{}
				if r.Select != nil {
					ids = append(ids, r.Select.ID)
					if len(r.Select.Options) < 1 || len(r.Select.Options) > chat.MaxOptions {
						t.Errorf("%d×%d: a select with %d options", n, n, len(r.Select.Options))
					}
				}
				for _, b := range r.Buttons {
					ids = append(ids, b.ID)
					if strings.Contains(b.ID, ":"+actDigit+":") {
						reached[b.ID[strings.LastIndex(b.ID, ":")+1:]] = true
					}
				}
				for _, id := range ids {
					if len(id) > chat.MaxCustomID || seen[id] {
						t.Errorf("%d×%d: custom ID %q too long or repeated", n, n, id)
					}
					seen[id] = true
					_, press := parsePress(id)
					key, launch := strings.CutPrefix(id, session.LaunchKind+":")
					if _, ok := session.ParseLaunchKey(key); !press && !(launch && ok) {
						t.Errorf("%d×%d: custom ID %q does not parse", n, n, id)
					}
				}
			}
		}
		for d := 1; d <= n; d++ {
			if !reached[fmt.Sprint(d)] {
				t.Errorf("%d×%d: digit %d has no button on any page", n, n, d)
			}
		}
	}
}

// TestOpenBoardOnEveryBoard: with the Activity on, every chat board's first panel offers
// "Open board" on its game, in both input modes, on private and co-op boards, at every
// size, and Check (whose place it takes) is on the second panel; with it off, the panels
// are as before: Check on the first, no "Open board" anywhere.
func TestOpenBoardOnEveryBoard(t *testing.T) {
	count := func(rows []chat.Row, match func(id string) bool) int {
		n := 0
		for _, r := range rows {
			for _, b := range r.Buttons {
				if match(b.ID) {
					n++
				}
			}
		}
		return n
	}
	for _, n := range []int{4, 6, 9, 16, 25} {
		for _, digitFirst := range []bool{false, true} {
			for _, together := range []bool{false, true} {
				for _, activity := range []bool{false, true} {
					g := patternGame(t, n)
					g.Together = together
					set := store.DefaultPlayerSettings("alice")
					set.DigitFirst = digitFirst
					launch := func(id string) bool { return id == session.LaunchButtonID(session.Launch{Game: g.ID}) }
					check := func(id string) bool { return strings.HasSuffix(id, ":"+actCheck) }
					name := fmt.Sprintf("%d×%d digit-first %v together %v activity %v", n, n, digitFirst, together, activity)
					for _, brush := range []int{0, 1, eraser} {
						g.SetCursor("alice", time.Unix(1, 0), game.Cursor{Selected: -1, Brush: brush, Panel: panelMain})
						views := []view{{viewer: "alice"}}
						if together {
							views = append(views, view{viewer: "alice", mine: true})
						}
						for _, v := range views {
							main := boardRows(g, set, v, activity)
							if got, want := count(main, launch), map[bool]int{true: 1}[activity]; got != want {
								t.Errorf("%s brush %d mine %v: %d Open board on the first panel, want %d", name, brush, v.mine, got, want)
							}
							if got, want := count(main, check), map[bool]int{false: 1}[activity]; got != want {
								t.Errorf("%s brush %d mine %v: %d Check on the first panel, want %d", name, brush, v.mine, got, want)
							}
						}
					}
					g.SetCursor("alice", time.Unix(1, 0), game.Cursor{Selected: -1, Panel: panelMore})
					more := boardRows(g, set, view{viewer: "alice", mine: together}, activity)
					if count(more, launch) != 0 || count(more, check) != map[bool]int{true: 1}[activity] {
						t.Errorf("%s: the second panel has %d Open board and %d Check", name, count(more, launch), count(more, check))
					}
					g.Finished = true
					if got := count(boardRows(g, set, view{viewer: "alice"}, activity), launch); got != map[bool]int{true: 1}[activity] {
						t.Errorf("%s: %d Open board on the finished board", name, got)
					}
				}
			}
		}
	}
}

// TestOpenBoardOnDailyBoard: Open board under a board of the puzzle of the day opens the
// Activity's daily (as the post's button does), not a solo room on that game.
func TestOpenBoardOnDailyBoard(t *testing.T) {
	g := patternGame(t, 9)
	g.Kind = GameKindDaily
	if got, want := openBoard(g).ID, session.LaunchButtonID(session.Launch{Daily: true}); got != want {
		t.Errorf("Open board under a daily board is %q, want %q", got, want)
	}
	g.Kind = GameKindPlay
	if got, want := openBoard(g).ID, session.LaunchButtonID(session.Launch{Game: g.ID}); got != want {
		t.Errorf("Open board under a board is %q, want %q", got, want)
	}
}
