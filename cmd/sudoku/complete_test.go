package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// A complete grid has nothing to rate or explain: no internal name ("Technique(0)") shows,
// JSON's hardest is "" (a field that does not apply), and the text says the grid is
// complete.
func TestCompleteGridRatedAndExplained(t *testing.T) {
	const solved = "483921657967345821251876493548132976729564138136798245372689514814253769695417382"
	tests := []struct {
		args []string
		want string // in the text output
	}{
		{[]string{"rate", solved}, "hardest none"},
		{[]string{"explain", solved}, "0 steps: the grid is complete"},
		{[]string{"rate", "--format", "json", solved}, `"hardest":""`},
		{[]string{"explain", "--format", "json", solved}, `"hardest":""`},
	}
	for _, tt := range tests {
		out, errs, code := runCLI(t, "", tt.args...)
		if code != 0 || !strings.Contains(out, tt.want) || strings.Contains(out, "Technique(") || strings.Contains(out, "Techniques:\n") {
			t.Errorf("%q: exit %d, %q %q; want %q", tt.args, code, out, errs, tt.want)
		}
		if tt.args[1] == "--format" && !json.Valid([]byte(out)) {
			t.Errorf("%q: not JSON: %q", tt.args, out)
		}
	}
}
