package discord_test

import (
	"os"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/bot"
	"github.com/sudokubot/sudokubot/bot/discord"
	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
)

// tinyNon is a 3×2 nonogram in Steve Simpson's .non format ("#.#" over "###").
const tinyNon = "title tiny\nwidth 3\nheight 2\n\nrows\n1,1\n3\n\ncolumns\n2\n1\n2\n"

func catClues(t testing.TB) string {
	t.Helper()
	b, err := os.ReadFile("testdata/nonogram-cat.txt")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// nonogramSlash builds /nonogram <sub> data with options.
func nonogramSlash(sub string, opts ...map[string]any) map[string]any {
	d := slash(sub, opts...)
	d["name"] = "nonogram"
	return d
}

// deferred checks that interaction id was deferred (type 5 publicly, ephemerally when
// ephemeral is set) and returns the edit that carries the answer.
func (e *env) deferred(id string, ephemeral bool) *discordtest.Request {
	e.t.Helper()
	r := e.callback(id)
	if respType(r) != 5 || (flags(respData(r))&64 != 0) != ephemeral {
		e.t.Fatalf("type %d flags %d, want a deferral (5), ephemeral %v", respType(r), flags(respData(r)), ephemeral)
	}
	return e.edit(id)
}

// deferredError checks that interaction id was deferred publicly and then answered with an
// ephemeral follow-up containing want, the public deferral deleted.
func (e *env) deferredError(id, want string) {
	e.t.Helper()
	if r := e.callback(id); respType(r) != 5 {
		e.t.Fatalf("%s: type %d, want a deferral", want, respType(r))
	}
	f, err := e.f.WaitRequest("POST", e.f.FollowupPath(id), wait)
	if err != nil {
		e.t.Fatal(err)
	}
	if c := content(f.JSON); !strings.Contains(c, want) || flags(f.JSON)&64 == 0 {
		e.t.Errorf("follow-up = %q flags %d, want an ephemeral %q", c, flags(f.JSON), want)
	}
	if _, err := e.f.WaitRequest("DELETE", e.f.OriginalPath(id), wait); err != nil {
		e.t.Errorf("the public deferral was not deleted: %v", err)
	}
}

func TestNonogramSolveText(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	r := e.deferred(e.interact(discordtest.TypeCommand, nonogramSlash("solve", strOpt("puzzle", "```\n"+catClues(t)+"```"))), false)
	if name := checkPNG(t, r); name != "SPOILER_solution.png" {
		t.Errorf("file name %q, want SPOILER_solution.png", name)
	}
	if c := content(r.JSON); !strings.Contains(c, "**Solved** 10×10 nonogram, unique solution") {
		t.Errorf("content %q", c)
	}
	if id := buttons(r.JSON)["Hint"]; id == "" || len(id) > 100 {
		t.Errorf("Hint button %q", id)
	}
	// Without the spoiler, and with two solutions: both pictures.
	r = e.deferred(e.interact(discordtest.TypeCommand, nonogramSlash("solve", strOpt("puzzle", "1\n1\n\n1\n1"), boolOpt("spoiler", false))), false)
	if len(r.Files) != 2 || r.Files[0].Name != "solution-1.png" || !strings.Contains(content(r.JSON), "more than one solution") {
		t.Errorf("multiple: %d files, content %q", len(r.Files), content(r.JSON))
	}
}

func TestNonogramSolveFile(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	url := e.f.AddFile("tiny.non", discordtest.CDNFile{Body: []byte(tinyNon), ContentType: "text/plain; charset=utf-8"})
	r := e.deferred(e.interact(discordtest.TypeCommand, withAttachment(nonogramSlash("solve"), url, "tiny.non", "text/plain; charset=utf-8", len(tinyNon))), false)
	checkPNG(t, r)
	if c := content(r.JSON); !strings.Contains(c, "3×2 nonogram “tiny”, unique") {
		t.Errorf("content %q", c)
	}
}

func TestNonogramModal(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	r := e.callback(e.interact(discordtest.TypeCommand, nonogramSlash("solve")))
	d := respData(r)
	if respType(r) != 9 || d["custom_id"] != "modal:nonogram.solve" || !strings.Contains(d["title"].(string), "nonogram") {
		t.Fatalf("type %d data %v, want the nonogram form", respType(r), d)
	}
	submit := map[string]any{"custom_id": "modal:nonogram.solve", "components": []any{map[string]any{"type": 1,
		"components": []any{map[string]any{"type": 4, "custom_id": "puzzle", "value": catClues(t)}}}}}
	r = e.deferred(e.interact(discordtest.TypeModalSubmit, submit), false)
	checkPNG(t, r)
	if !strings.Contains(content(r.JSON), "10×10 nonogram") {
		t.Errorf("content %q", content(r.JSON))
	}
}

// TestNonogramHintLadder asks for a hint with a partial grid, then presses "Next hint":
// each press replaces the hint message with the following line step.
func TestNonogramHintLadder(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	partial := strings.Repeat("?????????? ", 4) + "#######... " + strings.Repeat("?????????? ", 5)
	r := e.deferred(e.interact(discordtest.TypeCommand, nonogramSlash("hint", strOpt("puzzle", catClues(t)), strOpt(bot.OptPartial, partial))), true)
	checkPNG(t, r)
	first := content(r.JSON)
	if !strings.HasPrefix(first, "**Hint** · 10×10 nonogram · ") {
		t.Fatalf("first hint %q", first)
	}
	next := buttons(r.JSON)["Next hint"]
	seen := map[string]bool{first: true}
	for n := 0; n < 3; n++ {
		if next == "" {
			t.Fatalf("press %d: no Next hint button", n)
		}
		id := e.interact(discordtest.TypeComponent, button(next))
		c := e.callback(id)
		if respType(c) != 6 {
			t.Fatalf("press %d: type %d, want a deferred update (6)", n, respType(c))
		}
		r = e.edit(id)
		checkPNG(t, r)
		text := content(r.JSON)
		if !strings.HasPrefix(text, "**Hint** · 10×10 nonogram · ") || seen[text] {
			t.Errorf("press %d: hint %q (repeated: %v)", n, text, seen[text])
		}
		seen[text] = true
		next = buttons(r.JSON)["Next hint"]
	}
	// The Hint button under a solved picture starts a ladder too.
	s := e.deferred(e.interact(discordtest.TypeCommand, nonogramSlash("solve", strOpt("puzzle", catClues(t)))), false)
	r = e.deferred(e.interact(discordtest.TypeComponent, button(buttons(s.JSON)["Hint"])), true)
	if !strings.HasPrefix(content(r.JSON), "**Hint** · 10×10 nonogram · ") {
		t.Errorf("Hint button: %q", content(r.JSON))
	}
}

func TestNonogramContextMenu(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	r := e.deferred(e.interact(discordtest.TypeCommand, menu(discord.MenuSolve, "who can draw this?\n```\n"+catClues(t)+"```\nthanks")), false)
	checkPNG(t, r)
	if c := content(r.JSON); !strings.Contains(c, "**Solved** 10×10 nonogram") {
		t.Errorf("Solve puzzle on a nonogram: %q", c)
	}
	url := e.f.AddFile("tiny.non", discordtest.CDNFile{Body: []byte(tinyNon), ContentType: "text/plain"})
	att := map[string]any{"id": "700000000000000003", "filename": "tiny.non", "size": len(tinyNon), "url": url, "proxy_url": url, "content_type": "text/plain"}
	id := e.interact(discordtest.TypeCommand, menu(discord.MenuHint, "", att))
	c := e.callback(id)
	if respType(c) == 5 {
		c = e.edit(id)
	} else {
		c.JSON = respData(c)
	}
	if !strings.Contains(content(c.JSON), "**Hint** · 3×2 nonogram") {
		t.Errorf("Hint menu on a nonogram file: %q", content(c.JSON))
	}
	// A DM holding a nonogram is answered with its picture.
	author := map[string]any{"id": discordtest.UserID, "username": "alice"}
	dm := map[string]any{"id": "810000000000000004", "channel_id": "310000000000000008",
		"content": catClues(t), "author": author, "mentions": []any{}, "attachments": []any{}, "timestamp": "2026-11-22T10:00:00Z"}
	if _, err := e.f.Dispatch("MESSAGE_CREATE", dm); err != nil {
		t.Fatal(err)
	}
	m, err := e.f.WaitRequest("POST", "/api/v9/channels/310000000000000008/messages", wait)
	if err != nil {
		t.Fatal(err)
	}
	checkPNG(t, m)
	if c := content(m.JSON); !strings.Contains(c, "10×10 nonogram") {
		t.Errorf("DM reply %q", c)
	}
}

func TestNonogramErrors(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	diag := strings.Repeat("1\n", 201)
	big := e.f.AddFile("big.non", discordtest.CDNFile{Body: []byte(diag + "\n" + diag), ContentType: "text/plain"})
	for _, tc := range []struct {
		name string
		data map[string]any
		want string
	}{
		{"totals differ", nonogramSlash("solve", strOpt("puzzle", "1 1\n3\n\n2\n1\n1")), "the row clues add up to 5 black cells, the column clues to 4"},
		{"clue too long", nonogramSlash("solve", strOpt("puzzle", "4\n1\n\n1\n1\n1")), "row 1: clue 4 needs 4 cells, the row has 3"},
		{"too large", withAttachment(nonogramSlash("solve"), big, "big.non", "text/plain", 2*len(diag)+1), "201×201 is over the size limit of 200×200"},
		{"no solution", nonogramSlash("solve", strOpt("puzzle", "2\n2\n\n1\n1\n2")), "has no solution"},
		{"unreadable", nonogramSlash("solve", strOpt("puzzle", "hello")), "could not read that nonogram"},
		{"menu totals differ", menu(discord.MenuSolve, "```\n1 1\n3\n\n2\n1\n1\n```"), "add up to"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e.deferredError(e.interact(discordtest.TypeCommand, tc.data), tc.want)
		})
	}
	// A bad partial grid for a hint: the deferral is ephemeral, so the error edits it.
	id := e.interact(discordtest.TypeCommand, nonogramSlash("hint", strOpt("puzzle", catClues(t)), strOpt(bot.OptPartial, "## ##")))
	if r := e.deferred(id, true); !strings.Contains(content(r.JSON), "partial grid is 2×2") {
		t.Errorf("bad partial: %q", content(r.JSON))
	}
}
