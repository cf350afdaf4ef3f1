package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// rate --format json answers one puzzle it cannot rate as it answers a batch line: one
// object with every key, the reason in error, and exit status 1 (nothing on stderr to
// parse). Text output keeps the message on stderr.
func TestRateJSONOnePuzzleFailure(t *testing.T) {
	tests := []struct {
		name, input, wantErr string
	}{
		{"invalid", "testdata/invalid.txt", "row 4 has 5 twice (r4c2, r4c6)"},
		{"multiple", "testdata/multiple.txt", "more than one solution"},
		{"none", "12345678.........9...............................................................", "no solution: r1c9 has no candidate left"},
		{"not square", strings.Repeat("1", 80), "80 cells is not a square grid"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, errs, code := runCLI(t, "", "rate", "--format", "json", tt.input)
			if code != 1 {
				t.Errorf("exit %d, want 1", code)
			}
			var got rateJSON
			if err := json.Unmarshal([]byte(out), &got); err != nil {
				t.Fatalf("stdout %q is not one JSON object (stderr %q): %v", out, errs, err)
			}
			if !strings.Contains(got.Error, tt.wantErr) || got.SE != 0 || got.Band != "" || got.Puzzle != "" {
				t.Errorf("got %+v, want error %q and no rating", got, tt.wantErr)
			}
			text, errs, code := runCLI(t, "", "rate", tt.input)
			if code != 1 || text != "" || !strings.Contains(errs, tt.wantErr) {
				t.Errorf("text: exit %d, stdout %q, stderr %q", code, text, errs)
			}
		})
	}
}

// A one-line 9×9 argument with a cell lost, a cell too many or a clash is puzzle text with
// a mistake: the error says what is wrong with the grid, not that no such file exists. An
// argument that may be a file name still gets the open error.
func TestPuzzleArgumentWithAMistake(t *testing.T) {
	const p = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
	tests := []struct {
		name, arg, wantErr string
	}{
		{"a cell lost", p[1:], "80 cells is not a square grid"},
		{"a cell too many", p + ".", "82 cells is not a square grid"},
		{"a clash", "33" + p[2:], "row 1"}, // hint says it its own way: "Something in row 1 doesn't fit.",
		{"separated with spaces", strings.Join(strings.Split(p[1:], ""), " "), "not a square grid"},
		{"a missing file", "nosuch.txt", "open nosuch.txt: no such file or directory"},
		{"a short name", "12.4", "open 12.4: no such file or directory"},
		{"a path of digits", "dir/" + p[1:], "no such file or directory"},
		{"a name like a date", "2026-11-28_12.30.45", "open 2026-11-28_12.30.45: no such file or directory"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, cmd := range []string{"solve", "rate", "explain", "hint"} {
				out, errs, code := runCLI(t, "", cmd, tt.arg)
				if code != 1 || !strings.Contains(out+errs, tt.wantErr) {
					t.Errorf("%s: exit %d, stdout %q, stderr %q, want 1 and %q", cmd, code, out, errs, tt.wantErr)
				}
			}
		})
	}
}
