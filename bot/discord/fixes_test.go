package discord_test

import (
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/bot/discord"
	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
)

// answer returns the request that carries the reply to interaction id: the callback
// itself, or the edit of @original when the bot deferred (5, or 6 for a button's update),
// as it may on a loaded machine or under -race.
func (e *env) answer(id string) (r *discordtest.Request, data map[string]any) {
	e.t.Helper()
	r = e.callback(id)
	if t := respType(r); t == 5 || t == 6 {
		deferral := respData(r)
		r = e.edit(id)
		data = map[string]any{}
		for k, v := range r.JSON {
			data[k] = v
		}
		if _, ok := data["flags"]; !ok && deferral != nil {
			data["flags"] = deferral["flags"] // ephemeral is decided by the deferral
		}
		return r, data
	}
	return r, respData(r)
}

// pressAnswer presses a button and returns the request carrying the reply, deferred or not.
func (e *env) pressAnswer(customID string) (*discordtest.Request, map[string]any) {
	e.t.Helper()
	return e.answer(e.interact(discordtest.TypeComponent, button(customID)))
}

// /sudoku solve spoiler:false sends the picture in the open and says nothing about a
// spoiler; the default still hides it and says so.
func TestSolveSpoilerText(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	r, d := e.answer(e.interact(discordtest.TypeCommand, slash("solve", strOpt("puzzle", classic), boolOpt("spoiler", false))))
	if name := checkPNG(t, r); name != "solution.png" || strings.Contains(strings.ToLower(content(d)), "spoiler") {
		t.Errorf("spoiler:false: file %q, content %q: want solution.png and no word of a spoiler", name, content(d))
	}
	r, d = e.answer(e.interact(discordtest.TypeCommand, slash("solve", strOpt("puzzle", classic))))
	if name := checkPNG(t, r); name != "SPOILER_solution.png" || !strings.Contains(content(d), "spoiler") {
		t.Errorf("default: file %q, content %q: want a spoiler and the word for it", name, content(d))
	}
}

// Solve puzzle / Hint on a message with the grid in its text and a screenshot attached
// read the text instead of refusing the picture.
func TestMessageWithGridAndImage(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	url := e.f.AddFile("screenshot.png", discordtest.CDNFile{Body: []byte("\x89PNG\r\n\x1a\n"), ContentType: "image/png"})
	shot := map[string]any{"id": "700000000000000003", "filename": "screenshot.png", "size": 8, "url": url, "proxy_url": url, "content_type": "image/png"}
	text := "stuck on this one:\n```\n" + classic + "\n```"
	r, d := e.answer(e.interact(discordtest.TypeCommand, menu(discord.MenuSolve, text, shot)))
	if c := content(d); strings.Contains(c, "not text") || !strings.Contains(c, "unique") {
		t.Fatalf("Solve puzzle: content %q", c)
	}
	checkPNG(t, r)
	_, d = e.answer(e.interact(discordtest.TypeCommand, menu(discord.MenuHint, text, shot)))
	if c := content(d); !strings.Contains(c, "Hint 1/4") {
		t.Errorf("Hint: content %q", c)
	}
	// A screenshot and a puzzle file: the file is read, the picture skipped.
	file := e.f.AddFile("grid.txt", discordtest.CDNFile{Body: []byte(classic), ContentType: "text/plain"})
	txt := map[string]any{"id": "700000000000000004", "filename": "grid.txt", "size": len(classic), "url": file, "proxy_url": file, "content_type": "text/plain"}
	r, d = e.answer(e.interact(discordtest.TypeCommand, menu(discord.MenuSolve, "", shot, txt)))
	if c := content(d); !strings.Contains(c, "unique") {
		t.Errorf("screenshot + file: content %q", c)
	}
	checkPNG(t, r)
	// Only a picture and no grid in the text: the picture is read (this one is only a PNG
	// signature, so it cannot be decoded; scan_test.go reads real ones).
	_, d = e.answer(e.interact(discordtest.TypeCommand, menu(discord.MenuSolve, "what is this?", shot)))
	if c := content(d); !strings.Contains(c, "could not open the picture") {
		t.Errorf("picture only: content %q", c)
	}
}

// Every picture the bot sends has alt text: solutions, every rung of the hint ladder
// (saying no more than the rung shows), and each of several pictures in one reply.
func TestPicturesHaveAltText(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	r, d := e.answer(e.interact(discordtest.TypeCommand, slash("solve", strOpt("puzzle", classic))))
	if checkPNG(t, r); r.Files[0].Description != "Solved 9×9 Sudoku" {
		t.Errorf("solution alt text %q", r.Files[0].Description)
	}
	r, d = e.pressAnswer(buttons(d)["Hint"])
	checkPNG(t, r)
	alt := r.Files[0].Description
	if !strings.HasPrefix(alt, "Hint: ") || !strings.HasSuffix(alt, "highlighted") || strings.Contains(alt, "single") {
		t.Errorf("level 1 alt text %q: want the houses only", alt)
	}
	r, _ = e.pressAnswer(buttons(d)["Next hint"])
	checkPNG(t, r)
	if alt := r.Files[0].Description; !strings.Contains(alt, "single") {
		t.Errorf("level 2 alt text %q: want the technique", alt)
	}
	r, _ = e.answer(e.interact(discordtest.TypeCommand, nonogramSlash("solve", strOpt("puzzle", "1\n1\n\n1\n1"), boolOpt("spoiler", false))))
	if len(r.Files) != 2 {
		t.Fatalf("%d files, want 2", len(r.Files))
	}
	for _, f := range r.Files {
		if !strings.Contains(f.Description, "nonogram, solution") || f.ContentType != "image/png" {
			t.Errorf("%s: alt text %q, content type %q", f.Name, f.Description, f.ContentType)
		}
	}
}

// A boxed grid pasted into a slash option arrives on one line and is still read.
func TestBoxedGridOnOneLine(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	boxed := "+-------+-------+-------+ | 5 3 . | . 7 . | . . . | | 6 . . | 1 9 5 | . . . | | . 9 8 | . . . | . 6 . | +-------+-------+-------+ | 8 . . | . 6 . | . . 3 | | 4 . . | 8 . 3 | . . 1 | | 7 . . | . 2 . | . . 6 | +-------+-------+-------+ | . 6 . | . . . | 2 8 . | | . . . | 4 1 9 | . . 5 | | . . . | . 8 . | . 7 9 | +-------+-------+-------+"
	r, d := e.answer(e.interact(discordtest.TypeCommand, slash("solve", strOpt("puzzle", boxed))))
	if c := content(d); !strings.Contains(c, "unique") {
		t.Fatalf("content %q", c)
	}
	checkPNG(t, r)
}
