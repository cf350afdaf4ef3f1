package discord_test

import (
	"strings"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/discord"
	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
)

const classicSolution = `534678912
672195348
198342567
859761423
426853791
713924856
961537284
287419635
345286179`

// solveButtons solves classic and returns its reply's buttons.
func (e *env) solveButtons() map[string]string {
	e.t.Helper()
	id := e.interact(discordtest.TypeCommand, slash("solve", strOpt("puzzle", classic)))
	return buttons(respData(e.message(id)))
}

// press presses a button and returns the message it ends with (see env.message).
func (e *env) press(customID string) *discordtest.Request {
	e.t.Helper()
	id := e.interact(discordtest.TypeComponent, button(customID))
	return e.message(id)
}

// climb presses "Next hint" from level from to 4 and checks each rung.
func climb(t *testing.T, e *env, next string, from int) string {
	for level := from; level <= 4; level++ {
		r := e.press(next)
		if respType(r) != 7 {
			t.Fatalf("Next hint: response type %d, want 7 (update)", respType(r))
		}
		d := respData(r)
		if !strings.Contains(content(d), "Hint "+string(rune('0'+level))+"/4") {
			t.Fatalf("level %d: content %q", level, content(d))
		}
		checkPNG(t, r)
		b := buttons(d)
		if level < 4 {
			next = b["Next hint"]
		} else {
			next = b["Next step"]
		}
		if next == "" {
			t.Fatalf("level %d: no next button in %v", level, b)
		}
	}
	return next
}

// answerShapes are the adapter settings a test runs under so that it accepts every correct
// answer shape: the default DeferAfter (most replies immediate) and one that defers them all,
// as a slow machine under -race might.
var answerShapes = []struct {
	name string
	opts setupOpts
}{
	{"default", setupOpts{}},
	{"all deferred", setupOpts{options: func(o *discord.Options) { o.DeferAfter = time.Nanosecond }}},
}

func TestHintLadder(t *testing.T) {
	t.Parallel()
	for _, shape := range answerShapes {
		t.Run(shape.name, func(t *testing.T) { testHintLadder(t, setup(t, shape.opts)) })
	}
}

func testHintLadder(t *testing.T, e *env) {
	b := e.solveButtons()
	r := e.press(b["Hint"])
	d := respData(r)
	if respType(r) != 4 || flags(d)&64 == 0 {
		t.Fatalf("Hint button: type %d flags %d, want an ephemeral message", respType(r), flags(d))
	}
	if !strings.Contains(content(d), "Hint 1/4") || !strings.Contains(content(d), "Look at") {
		t.Errorf("first hint = %q", content(d))
	}
	checkPNG(t, r)
	next := climb(t, e, buttons(d)["Next hint"], 2)
	// The next step starts a new ladder on the grid with the first placement made.
	r = e.press(next)
	if d := respData(r); !strings.Contains(content(d), "Hint 1/4") {
		t.Errorf("next step = %q", content(d))
	}
}

func TestHintSurvivesRestart(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	b := e.solveButtons()
	r := e.press(b["Hint"])
	next := buttons(respData(r))["Next hint"]
	e.a.Close()
	deadline := time.Now().Add(wait)
	for e.f.Clients() > 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	e.start(setupOpts{}) // a new bot and adapter on the same state store
	climb(t, e, next, 2)
}

func TestHintCommand(t *testing.T) {
	t.Parallel()
	for _, shape := range answerShapes {
		t.Run(shape.name, func(t *testing.T) { testHintCommand(t, setup(t, shape.opts)) })
	}
}

func testHintCommand(t *testing.T, e *env) {
	tests := []struct {
		name, grid, want string
	}{
		{"fresh", classic, "Hint 1/4"},
		{"solved", classicSolution, "nothing to hint"},
		{"mistake", strings.Replace(classic, "53..7", "535.7", 1), "Fix these first"},
	}
	for _, tc := range tests {
		id := e.interact(discordtest.TypeCommand, slash("hint", strOpt("puzzle", tc.grid)))
		r := e.message(id)
		d := respData(r)
		if respType(r) != 4 || flags(d)&64 == 0 {
			t.Errorf("%s: type %d flags %d, want ephemeral type 4", tc.name, respType(r), flags(d))
		}
		if c := content(d); !strings.Contains(c, tc.want) || len(c) > 2000 {
			t.Errorf("%s: content %q, want %q", tc.name, c, tc.want)
		}
	}
}

func TestExplainPaging(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	b := e.solveButtons()
	id := e.interact(discordtest.TypeComponent, button(b["Explain"]))
	r, err := e.f.WaitCallback(id, wait)
	if err != nil {
		t.Fatal(err)
	}
	// Explain may be slow, so it defers (ephemerally) and edits.
	if respType(r) != 5 || flags(respData(r))&64 == 0 {
		t.Fatalf("Explain: type %d flags %d, want an ephemeral deferral", respType(r), flags(respData(r)))
	}
	r = e.edit(id)
	c := content(r.JSON)
	if !strings.Contains(c, "page 1/") || strings.Contains(c, "page 1/1*") || len([]rune(c)) > 2000 {
		t.Fatalf("page 1: %q", c)
	}
	nb := buttons(r.JSON)
	id = e.interact(discordtest.TypeComponent, button(nb["Next ▶"]))
	r, _ = e.f.WaitCallback(id, wait)
	if respType(r) != 6 {
		t.Fatalf("page button: type %d, want 6 (deferred update)", respType(r))
	}
	r = e.edit(id)
	if c := content(r.JSON); !strings.Contains(c, "page 2/") || !strings.Contains(c, "\n11. ") {
		t.Errorf("page 2: %q", c)
	}
}

func TestReveal(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	b := e.solveButtons()
	r, d := e.pressAnswer(b["Reveal"])
	if flags(d)&64 == 0 || !strings.Contains(content(d), "534678912") {
		t.Errorf("reveal: flags %d content %q", flags(d), content(d))
	}
	if name := checkPNG(t, r); strings.HasPrefix(name, "SPOILER_") {
		t.Errorf("revealed picture %q is still a spoiler", name)
	}
}
