package discord_test

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot"
	"github.com/sudokubot/sudokubot/bot/discord"
	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
	"github.com/sudokubot/sudokubot/render"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// screenshotGrid is what testdata/screenshot.png (a held-out synthetic screenshot) shows.
const screenshotGrid = "..6482.97...36...82..9715....31476..659..87........8.3......96...2.193.5961..3.72"

// pictureWait is how long the picture tests wait for a deferred answer: reading a picture
// under -race on a loaded 2-core machine can take many seconds.
const pictureWait = 90 * time.Second

// final waits for interaction id's answer: the callback, or the edit of a deferral. ephemeral
// reports whether the answer is for the caller only (a deferral says so up front).
func (e *env) final(id string) (r *discordtest.Request, ephemeral bool) {
	e.t.Helper()
	r = e.callback(id)
	if respType(r) != 5 && respType(r) != 6 {
		return r, flags(respData(r))&64 != 0
	}
	ephemeral = flags(respData(r))&64 != 0
	edit, err := e.f.WaitRequest("PATCH", e.f.OriginalPath(id), pictureWait)
	if err != nil {
		e.t.Fatalf("interaction %s: %v", id, err)
	}
	if edit.Status/100 != 2 {
		e.t.Fatalf("interaction %s: edit answered %d: %s", id, edit.Status, edit.Body)
	}
	return edit, ephemeral
}

// finalData is the message data of an answer from final.
func finalData(r *discordtest.Request) map[string]any {
	if d := respData(r); d != nil {
		return d
	}
	return r.JSON
}

// finalError checks that interaction id was answered with an ephemeral message containing
// want: at once, or after a deferral as a follow-up.
func (e *env) finalError(id, want string) {
	e.t.Helper()
	r := e.callback(id)
	if respType(r) == 5 && flags(respData(r))&64 != 0 {
		// An ephemeral deferral: the error replaces the "thinking…" message.
		edit, err := e.f.WaitRequest("PATCH", e.f.OriginalPath(id), pictureWait)
		if err != nil {
			e.t.Fatal(err)
		}
		if c := content(edit.JSON); !strings.Contains(c, want) {
			e.t.Errorf("edit = %q, want %q", c, want)
		}
		return
	}
	if respType(r) == 5 {
		f, err := e.f.WaitRequest("POST", e.f.FollowupPath(id), pictureWait)
		if err != nil {
			e.t.Fatal(err)
		}
		if c := content(f.JSON); !strings.Contains(c, want) || flags(f.JSON)&64 == 0 {
			e.t.Errorf("follow-up = %q flags %d, want an ephemeral %q", c, flags(f.JSON), want)
		}
		return
	}
	d := respData(r)
	if respType(r) != 4 || flags(d)&64 == 0 || !strings.Contains(content(d), want) {
		e.t.Errorf("type %d flags %d content %q, want an ephemeral %q", respType(r), flags(d), content(d), want)
	}
}

func (e *env) addScreenshot() (url string, size int) {
	e.t.Helper()
	data, err := os.ReadFile("testdata/screenshot.png")
	if err != nil {
		e.t.Fatal(err)
	}
	return e.f.AddFile("screenshot.png", discordtest.CDNFile{Body: data, ContentType: "image/png"}), len(data)
}

// readPicture sends the screenshot with /sudoku <sub> file: (and opts) and checks the
// reading shown.
func (e *env) readPicture(sub string, opts ...map[string]any) map[string]string {
	e.t.Helper()
	url, size := e.addScreenshot()
	r, ephemeral := e.final(e.interact(discordtest.TypeCommand, withAttachment(slash(sub, opts...), url, "screenshot.png", "image/png", size)))
	d := finalData(r)
	if !strings.Contains(content(d), "read from your picture") {
		e.t.Fatalf("content %q, want the grid read", content(d))
	}
	if !ephemeral {
		e.t.Errorf("the reading is shown to everyone, want only the caller")
	}
	checkPNG(e.t, r)
	b := buttons(d)
	if b["Looks right"] == "" || b["Fix"] == "" {
		e.t.Fatalf("buttons %v, want Looks right and Fix", b)
	}
	return b
}

func TestPictureConfirmSolve(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	b := e.readPicture("solve")
	r, _ := e.final(e.interact(discordtest.TypeComponent, button(b["Looks right"])))
	d := finalData(r)
	if !strings.Contains(content(d), "unique solution") {
		t.Errorf("after Looks right: %q, want the solution", content(d))
	}
	if name := checkPNG(t, r); !strings.Contains(name, "solution") {
		t.Errorf("file %q, want the solution picture", name)
	}
}

func TestPictureConfirmHint(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	b := e.readPicture("hint")
	r, ephemeral := e.final(e.interact(discordtest.TypeComponent, button(b["Looks right"])))
	if d := finalData(r); !strings.Contains(content(d), "Hint 1/4") || !ephemeral {
		t.Errorf("after Looks right: ephemeral %v content %q, want an ephemeral first hint", ephemeral, content(d))
	}
}

func TestPictureFix(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	b := e.readPicture("solve")
	form, value := e.fixForm(b)
	if got := strings.ReplaceAll(value, "\n", ""); got != screenshotGrid {
		t.Fatalf("form pre-filled with\n%s\nwant the grid read\n%s", value, screenshotGrid)
	}
	// The player fills one more cell (as if the picture had missed it) and submits.
	g, err := sudoku.Parse(screenshotGrid)
	if err != nil {
		t.Fatal(err)
	}
	sol := sudoku.Solve(g)
	fixed := []byte(screenshotGrid)
	blank := strings.IndexByte(screenshotGrid, '.')
	fixed[blank] = byte('0' + sol.Grid.Cell(blank))
	givens := fmt.Sprintf("%d givens", 82-g.Empty())
	r, _ := e.final(e.interact(discordtest.TypeModalSubmit, modalSubmit(form, string(fixed))))
	fd := finalData(r)
	if !strings.Contains(content(fd), "unique solution") || !strings.Contains(content(fd), givens) {
		t.Errorf("after Fix: %q, want the corrected grid (%s) solved", content(fd), givens)
	}
}

// fixForm presses Fix under a reading and returns the form's custom ID and its pre-filled
// grid.
func (e *env) fixForm(b map[string]string) (id, value string) {
	e.t.Helper()
	r := e.press(b["Fix"])
	d := respData(r)
	id, _ = d["custom_id"].(string)
	if respType(r) != 9 || id != "modal:"+b["Fix"] {
		e.t.Fatalf("Fix: type %d data %v, want a form named after the button %s", respType(r), d, b["Fix"])
	}
	rows, _ := d["components"].([]any)
	for _, row := range rows {
		cs, _ := row.(map[string]any)["components"].([]any)
		for _, c := range cs {
			value, _ = c.(map[string]any)["value"].(string)
		}
	}
	return id, value
}

// TestPictureKeepsOptions: the options of the command a picture came with (together:,
// given:) still apply after Looks right and after Fix.
func TestPictureKeepsOptions(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	coop := func(how string, r *discordtest.Request, ephemeral bool) {
		t.Helper()
		if c := content(finalData(r)); ephemeral || !strings.Contains(c, "co-op") {
			t.Errorf("play together:true, %s: ephemeral %v, %q; want a public co-op board", how, ephemeral, c)
		}
	}
	b := e.readPicture("play", boolOpt("together", true))
	r, ephemeral := e.final(e.interact(discordtest.TypeComponent, button(b["Looks right"])))
	coop("Looks right", r, ephemeral)
	b = e.readPicture("play", boolOpt("together", true))
	form, value := e.fixForm(b)
	r, ephemeral = e.final(e.interact(discordtest.TypeModalSubmit, modalSubmit(form, value)))
	coop("Fix", r, ephemeral)

	// given: an original puzzle whose first given the grid read does not keep: the hint
	// must refuse it, which it can only do if it got the option.
	other := []byte(screenshotGrid)
	k := strings.IndexFunc(screenshotGrid, func(c rune) bool { return c != '.' })
	other[k] = '0' + (other[k]-'0')%9 + 1
	given := strOpt("given", string(other))
	b = e.readPicture("hint", given)
	e.finalError(e.interact(discordtest.TypeComponent, button(b["Looks right"])), "changes the given")
	b = e.readPicture("hint", given)
	form, value = e.fixForm(b)
	e.finalError(e.interact(discordtest.TypeModalSubmit, modalSubmit(form, value)), "changes the given")
}

func TestPictureTextWins(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	url, size := e.addScreenshot()
	att := map[string]any{"id": "700000000000000003", "filename": "screenshot.png", "size": size, "url": url, "proxy_url": url, "content_type": "image/png"}
	r, _ := e.final(e.interact(discordtest.TypeCommand, menu(discord.MenuSolve, "this one:\n```\n"+classic+"\n```", att)))
	d := finalData(r)
	if strings.Contains(content(d), "read from your picture") || !strings.Contains(content(d), "unique solution") {
		t.Errorf("content %q, want the text's grid solved", content(d))
	}
	for _, q := range e.f.Requests() {
		if strings.HasSuffix(q.Path, "/screenshot.png") {
			t.Errorf("downloaded the picture although the message has a grid in its text")
		}
	}
	// The same message without the grid text: the picture is read.
	id := e.interact(discordtest.TypeCommand, menu(discord.MenuSolve, "can someone solve this?", att))
	if r, _ := e.final(id); !strings.Contains(content(finalData(r)), "read from your picture") {
		d := finalData(r)
		t.Errorf("content %q, want the grid read from the picture", content(d))
	}
}

func TestPictureNoGrid(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	blank := image.NewGray(image.Rect(0, 0, 300, 200))
	for i := range blank.Pix {
		blank.Pix[i] = 240
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, blank); err != nil {
		t.Fatal(err)
	}
	url := e.f.AddFile("cat.png", discordtest.CDNFile{Body: buf.Bytes(), ContentType: "image/png"})
	e.finalError(e.interact(discordtest.TypeCommand, withAttachment(slash("solve"), url, "cat.png", "image/png", buf.Len())),
		"could not find a Sudoku grid in this picture")
	broken := e.f.AddFile("broken.jpg", discordtest.CDNFile{Body: []byte("\xff\xd8\xff\xe0 not really"), ContentType: "image/jpeg"})
	e.finalError(e.interact(discordtest.TypeCommand, withAttachment(slash("solve"), broken, "broken.jpg", "image/jpeg", 20)),
		"damaged")
	huge := e.f.AddFile("huge.png", discordtest.CDNFile{Body: buf.Bytes(), ContentType: "image/png"})
	e.finalError(e.interact(discordtest.TypeCommand, withAttachment(slash("solve"), huge, "huge.png", "image/png", 50<<20)),
		"up to")
}

func TestPictureConfirmPlay(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	b := e.readPicture("play")
	r, ephemeral := e.final(e.interact(discordtest.TypeComponent, button(b["Looks right"])))
	d := finalData(r)
	if !ephemeral || len(r.Files) != 1 || len(buttons(d)) == 0 {
		t.Errorf("after Looks right: ephemeral %v, %d files, buttons %v; want a private board", ephemeral, len(r.Files), buttons(d))
	}
}

func TestPictureConfirmRate(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	b := e.readPicture("rate")
	r, _ := e.final(e.interact(discordtest.TypeComponent, button(b["Looks right"])))
	if c := content(finalData(r)); c == "" || strings.Contains(c, "read from your picture") {
		t.Errorf("after Looks right: %q, want the rating", c)
	}
}

// grid16 is the first 16×16 puzzle of solver/sudoku/testdata/sets/gecode_16x16_head.txt
// (Gecode, MIT licence): symbols 1-9 then A-G.
const grid16 = "D92.....G...43..4CF.....9D.2.6EB.E.1....F.8BC..AG56.....A3C....1.7G5A8....61....2...C....B7.......AE.964..G......F9.5.7.4............29....A.C..........645D.1......D....1.C.B7F.....E.C2G...8A9B..9.G52.....EF6.256..F.....D.B.E13.6.D........7A...8BC3....954."

// addPicture16 draws grid16 as the render package does and attaches it.
func (e *env) addPicture16() (url string, size int) {
	e.t.Helper()
	g, err := sudoku.Parse(grid16)
	if err != nil {
		e.t.Fatal(err)
	}
	img, err := render.Sudoku(g, g, render.Options{})
	if err != nil {
		e.t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := render.EncodePNG(&buf, img); err != nil {
		e.t.Fatal(err)
	}
	return e.f.AddFile("grid16.png", discordtest.CDNFile{Body: buf.Bytes(), ContentType: "image/png"}), buf.Len()
}

// TestPicture16 reads a 16×16 picture through the fake Discord: the reading shows the
// 16×16 grid, Looks right solves it, and Fix opens a form with its sixteen rows whose
// corrected grid is solved.
func TestPicture16(t *testing.T) {
	t.Parallel()
	// A 16×16 picture takes a few hundred CPU milliseconds; under -race on a loaded machine
	// that can pass the 10 s solve budget, which TestPictureDeadline tests on its own.
	e := setup(t, setupOpts{limits: bot.Limits{SolveTime: 2 * time.Minute}})
	url, size := e.addPicture16()
	r, _ := e.final(e.interact(discordtest.TypeCommand, withAttachment(slash("solve"), url, "grid16.png", "image/png", size)))
	d := finalData(r)
	if c := content(d); !strings.Contains(c, "read from your picture") {
		t.Fatalf("content %q, want the grid read", c)
	}
	checkPNG(t, r)
	b := buttons(d)
	form, value := e.fixForm(b)
	rows := strings.Split(strings.TrimSpace(value), "\n")
	if len(rows) != 16 {
		t.Fatalf("form pre-filled with %d rows, want 16:\n%s", len(rows), value)
	}
	read, err := sudoku.Parse(value)
	if err != nil {
		t.Fatalf("the form's grid does not parse: %v\n%s", err, value)
	}
	if got := read.Line(); got != grid16 {
		t.Errorf("read\n%s\nwant\n%s", got, grid16)
	}
	r, _ = e.final(e.interact(discordtest.TypeComponent, button(b["Looks right"])))
	if c := content(finalData(r)); !strings.Contains(c, "unique solution") {
		t.Errorf("after Looks right: %q, want the 16×16 solution", c)
	}
	// Fix: blank one given and submit; the grid is still solved (the form takes 16 rows).
	fixed := []byte(grid16)
	fixed[0] = '.'
	r, _ = e.final(e.interact(discordtest.TypeModalSubmit, modalSubmit(form, string(fixed))))
	if c := content(finalData(r)); !strings.Contains(c, "solution") {
		t.Errorf("after Fix: %q, want the corrected 16×16 grid solved", c)
	}
}
