package discord_test

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot"
	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
)

// inChannel makes the interaction come from channel id.
func inChannel(id string) discordtest.Option {
	return func(m map[string]any) { m["channel_id"] = id }
}

// Issue 22, item 4, by command: while a channel's co-op game is unfinished and played, a
// bystander's /sudoku play together:true with a band, a size or a puzzle does not start
// another co-op game there (which /sudoku play together:true would then resume instead of
// the starter's): they are told whose game it is, privately, and the starter's game is the
// one that comes back. The starter may start another; a game idle for a day no longer
// holds the channel; another channel is another board.
func TestCoopChannelNotTakenOver(t *testing.T) {
	clock := &fakeClock{t: time.Date(2026, 3, 7, 12, 0, 0, 0, time.UTC)}
	e := setup(t, setupOpts{limits: unlimited, config: func(c *bot.Config) { c.Now = clock.Now }})
	b := e.coop(t)
	id := gameOf(t, b)
	e.typeMoves(t, b, alice, "r1c3 4")

	bystander := []struct {
		name string
		opts []map[string]any
	}{
		{"a band", []map[string]any{boolOpt("together", true), strOpt("band", "beginner")}},
		{"a size", []map[string]any{boolOpt("together", true), map[string]any{"name": "size", "type": 4, "value": 4}}},
		{"a puzzle", []map[string]any{boolOpt("together", true), strOpt("puzzle", classicLine)}},
	}
	for _, tt := range bystander {
		r := e.boardOf(e.interact(discordtest.TypeCommand, slash("play", tt.opts...), discordtest.FromUser(bob)))
		if flags(r.data)&64 == 0 || !strings.Contains(r.text(), "co-op game in progress") || !strings.Contains(r.text(), "<@"+alice+">") ||
			!strings.Contains(r.text(), "50 to go") || !strings.Contains(r.text(), "together:true") {
			t.Errorf("bob's /sudoku play together:true with %s: flags %d %q", tt.name, flags(r.data), r.text())
		}
		if back := e.playCmd(boolOpt("together", true)); gameOf(t, back) != id || toGo(t, back) != 50 {
			t.Fatalf("after bob's command with %s, /sudoku play together:true brings back %s (%q), want the starter's %s", tt.name, gameOf(t, back), back.text(), id)
		}
	}
	// Bob may still resume the channel's game, or start one in another channel.
	if r := e.boardOf(e.interact(discordtest.TypeCommand, slash("play", boolOpt("together", true)), discordtest.FromUser(bob))); gameOf(t, r) != id {
		t.Errorf("bob's /sudoku play together:true: %q", r.text())
	}
	other := e.boardOf(e.interact(discordtest.TypeCommand, slash("play", boolOpt("together", true), strOpt("band", "beginner")), discordtest.FromUser(bob), inChannel("300000000000000099")))
	if flags(other.data)&64 != 0 || gameOf(t, other) == id || !strings.Contains(other.text(), "co-op") {
		t.Errorf("bob's co-op game in another channel: flags %d %q", flags(other.data), other.text())
	}
	// A day without a move frees the channel.
	clock.Set(clock.Now().Add(25 * time.Hour))
	r := e.boardOf(e.interact(discordtest.TypeCommand, slash("play", boolOpt("together", true), strOpt("band", "beginner")), discordtest.FromUser(bob)))
	if flags(r.data)&64 != 0 || gameOf(t, r) == id || !strings.Contains(r.text(), "co-op") {
		t.Errorf("bob's new co-op game after a day without a move: flags %d %q", flags(r.data), r.text())
	}
	// Its starter may always start another.
	next := e.boardOf(e.interact(discordtest.TypeCommand, slash("play", boolOpt("together", true), strOpt("puzzle", classicLine)), discordtest.FromUser(bob)))
	if flags(next.data)&64 != 0 || gameOf(t, next) == gameOf(t, r) {
		t.Errorf("the starter's next co-op game: flags %d %q", flags(next.data), next.text())
	}
}

// A co-op board's first line is written in sentences: each starts with a capital, the
// how-to-start sentence too (it followed a full stop in lower case).
func TestCoopNoteSentences(t *testing.T) {
	e := setup(t, setupOpts{limits: unlimited})
	first := e.coop(t)
	second := e.playCmd(boolOpt("together", true), strOpt("band", "beginner")) // the starter's next co-op game
	third := e.tap(e.mine(t, second, alice).control(t, "🆕 New game"), alice)   // and the one after, from More…
	for name, b := range map[string]board{"a co-op board": first, "the starter's next co-op board": second, "New game on a co-op board": third} {
		if m := regexp.MustCompile(`[.!?] [a-z]\w*`).FindString(b.text()); m != "" {
			t.Errorf("%s: a sentence starts in lower case at %q: %q", name, m, b.text())
		}
	}
}
