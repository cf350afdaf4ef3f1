package discord_test

import (
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
)

// /sudoku solve names each clash of the givens once, with all its cells and how many times
// the digit appears: three 3s in row 1 were two lines each saying "twice".
func TestSolveClashesCountedOnce(t *testing.T) {
	e := setup(t, setupOpts{limits: unlimited})
	tests := []struct {
		name, puzzle string
		want         []string
		notWant      string
	}{
		{"two", "53.3" + classicLine[4:], []string{"• Row 1 has 3 twice (r1c2 and r1c4)"}, "three"},
		{"three", "5333" + classicLine[4:], []string{"• Row 1 has 3 three times (r1c2, r1c3 and r1c4)", "• Box 1 has 3 twice (r1c2 and r1c3)"}, "Row 1 has 3 twice"},
	}
	for _, tt := range tests {
		text := e.boardOf(e.interact(discordtest.TypeCommand, slash("solve", strOpt("puzzle", tt.puzzle)))).text()
		for _, w := range tt.want {
			if !strings.Contains(text, w) || strings.Contains(text, tt.notWant) {
				t.Errorf("%s: %q; want %q", tt.name, text, w)
			}
		}
	}
}
