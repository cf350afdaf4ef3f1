package discord_test

import (
	"strings"
	"testing"
)

// A typed move that is wrong is quoted once and the examples of moves are given once: the
// reply to "hello world" said "Move 1 **hello world**: **hello world** is not a move:
// write `r3c5 7`, `p r2c3 148` or `x r3c5`. Nothing was played. Moves look like `r3c5 7`,
// `p r2c3 148`, `x r3c5`."
func TestTypedMoveErrorSaidOnce(t *testing.T) {
	e := setup(t, setupOpts{limits: unlimited})
	b := e.openClassic(t)
	tests := []struct {
		typed, quoted, want string
	}{
		{"hello world", "**hello world**", "is not a move: write `r3c5 7`"},
		{"3,5 4", "**3,5 4**", "like `r3c5 4` (row 3, column 5)"},
		{"r1c3 4, banana", "**banana**", "is not a move"},
		{"r10c1 3", "**r10c1**", "is off the board"},
		{"r1c3 10", "**10**", "is not a digit of a 9×9"},
		{"r1c1 3", "**r1c1 3**", "a given cannot change"},
	}
	for _, tt := range tests {
		text := e.typeMoves(t, b, "", tt.typed).text()
		if !strings.Contains(text, tt.want) || !strings.Contains(text, "Nothing was played") {
			t.Errorf("%q: %q, want %q", tt.typed, text, tt.want)
		}
		if n := strings.Count(text, tt.quoted); n != 1 {
			t.Errorf("%q: %s quoted %d times: %q", tt.typed, tt.quoted, n, text)
		}
		if n := strings.Count(text, "`r3c5 7`"); n > 1 {
			t.Errorf("%q: the examples given %d times: %q", tt.typed, n, text)
		}
		if !strings.Contains(text, "`r3c5") {
			t.Errorf("%q: no example of a move: %q", tt.typed, text)
		}
	}
}
