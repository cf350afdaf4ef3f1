package main

import (
	"strings"
	"testing"
)

const seed000Line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

// A puzzle given as the argument instead of a file name is read as the grid itself, by
// every command that reads one grid, and by hint --given.
func TestPuzzleAsArgument(t *testing.T) {
	player := "534" + seed000Line[3:]
	tests := []struct {
		name  string
		args  []string
		code  int
		inOut string
		inErr string
	}{
		{"solve", []string{"solve", seed000Line}, 0, "534678912672195348198342567859761423426853791713924856961537284287419635345286179", ""},
		{"hint", []string{"hint", seed000Line}, 0, "Look at", ""},
		{"hint --given", []string{"hint", "--given", seed000Line, player}, 0, "Look at", ""},
		{"explain", []string{"explain", seed000Line}, 0, "Rating: ER", ""},
		{"rate", []string{"rate", seed000Line}, 0, "ER ", ""},
		{"a missing file that is no grid stays a missing file", []string{"solve", "nosuch.txt"}, 1, "", "open nosuch.txt"},
		{"hint --given missing file", []string{"hint", "--given", "nosuch.txt", player}, 1, "", "--given: open nosuch.txt"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, errs, code := runCLI(t, "", tt.args...)
			if code != tt.code || !strings.Contains(out, tt.inOut) || !strings.Contains(errs, tt.inErr) {
				t.Errorf("exit %d stdout %q stderr %q; want exit %d, stdout with %q, stderr with %q",
					code, out, errs, tt.code, tt.inOut, tt.inErr)
			}
		})
	}
}
