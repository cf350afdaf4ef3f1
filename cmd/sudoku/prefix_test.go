package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// An error says "sudoku:" once: a library's own prefix ("sudoku: ", "nonogram: ") inside a
// wrapped message goes, as it does at the start ("--marks: sudoku: 0 pencil-mark fields"
// and "x.non: nonogram: no clue lines found" before), and the JSON error field of
// nonogram solve carries none, like solve's.
func TestErrorPrefixOnce(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.txt")
	bad := filepath.Join(dir, "bad.non")
	os.WriteFile(empty, nil, 0o644)
	os.WriteFile(bad, []byte("garbage\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "x.non"), []byte("garbage\n"), 0o644)
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"hint", "--marks", empty, "../../examples/puzzle.txt"}, "--marks: 0 pencil-mark fields"},
		{[]string{"nonogram", "bench", dir}, "no clue lines found"},
		{[]string{"nonogram", "solve", bad}, "no clue lines found"},
		{[]string{"nonogram", "hint", bad}, "no clue lines found"},
	}
	for _, tt := range tests {
		_, errs, code := runCLI(t, "", tt.args...)
		if code != 1 || !strings.Contains(errs, tt.want) || strings.Count(errs, "sudoku: ") != 1 || strings.Contains(errs, "nonogram: ") {
			t.Errorf("%q: exit %d, stderr %q; want 1 and %q with one prefix", tt.args, code, errs, tt.want)
		}
	}
	out, _, code := runCLI(t, "", "nonogram", "solve", "--format", "json", bad)
	var r struct{ Error string }
	if err := json.Unmarshal([]byte(out), &r); err != nil || code != 1 || !strings.HasPrefix(r.Error, "no clue lines found") {
		t.Errorf("nonogram solve --format json: exit %d, %q", code, out)
	}
}
