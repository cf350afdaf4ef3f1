package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runNonogramCLI runs the CLI with args and stdin, returning stdout, stderr and the error.
func runNonogramCLI(t *testing.T, stdin string, args ...string) (string, string, error) {
	t.Helper()
	var out, errOut bytes.Buffer
	err := run(context.Background(), args, stdio{in: strings.NewReader(stdin), out: &out, err: &errOut})
	return out.String(), errOut.String(), err
}

func TestNonogramSolveGrid(t *testing.T) {
	out, _, err := runNonogramCLI(t, "", "nonogram", "solve", "testdata/seed-cat.txt")
	if err != nil {
		t.Fatalf("solve: %v", err)
	}
	want := "10×10 nonogram (seed): unique\n.#...#....\n.##.##....\n.#####....\n.#.#.#....\n#######...\n.#####..##\n..###....#\n..###....#\n..####..##\n..#######.\n"
	if out != want {
		t.Errorf("solve output\n%s\nwant\n%s", out, want)
	}
}

func TestNonogramSolveJSON(t *testing.T) {
	tests := []struct {
		name, stdin string
		args        []string
		status      string
		rows        int
		second      bool
		errText     string
	}{
		{"unique", "", []string{"testdata/dancer.non"}, "unique", 10, false, ""},
		{"multiple", "", []string{"testdata/switch.non"}, "multiple", 2, true, ""},
		{"stdin chat text", "```\n1 1\n3\n\n2\n1\n2\n```", []string{"-"}, "unique", 2, false, ""},
		{"invalid", "1 1\n3\n\n2\n1\n1", nil, "invalid", 0, false, "add up to"},
		{"two diagonals", "1\n1\n\n1\n1", nil, "multiple", 2, true, ""},
		{"no solution", "2\n2\n\n1\n1\n2", nil, "none", 0, false, "no solution"},
	}
	for _, tt := range tests {
		args := append([]string{"nonogram", "solve", "--format", "json"}, tt.args...)
		out, _, err := runNonogramCLI(t, tt.stdin, args...)
		if (tt.status == "unique") != (err == nil) {
			t.Errorf("%s: error %v", tt.name, err)
		}
		if err != nil && !errors.Is(err, errUnsolved) {
			t.Errorf("%s: error %v, want errUnsolved", tt.name, err)
		}
		var j map[string]any
		if err := json.Unmarshal([]byte(out), &j); err != nil {
			t.Errorf("%s: output %q is not JSON: %v", tt.name, out, err)
			continue
		}
		if j["status"] != tt.status {
			t.Errorf("%s: status %v, want %s (%s)", tt.name, j["status"], tt.status, out)
		}
		rows, _ := j["rows"].([]any)
		if len(rows) != tt.rows {
			t.Errorf("%s: %d rows, want %d", tt.name, len(rows), tt.rows)
		}
		if second, _ := j["second"].([]any); (len(second) > 0) != tt.second {
			t.Errorf("%s: second %v, want one: %v", tt.name, j["second"], tt.second)
		}
		if e, _ := j["error"].(string); !strings.Contains(e, tt.errText) || (tt.errText == "" && e != "") {
			t.Errorf("%s: error %q, want it to contain %q", tt.name, e, tt.errText)
		}
		for _, k := range []string{"status", "width", "height", "rows", "second", "error"} {
			if _, ok := j[k]; !ok {
				t.Errorf("%s: no %q key in %s", tt.name, k, out)
			}
		}
	}
}

func TestNonogramHint(t *testing.T) {
	out, _, err := runNonogramCLI(t, "", "nonogram", "hint", "testdata/dancer.non")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out, "Column 3, clue 7 in 10 cells: cells 4–7 must be black whatever the placement.\n") {
		t.Errorf("hint output:\n%s", out)
	}
	out, _, err = runNonogramCLI(t, "", "nonogram", "hint", "--all", "testdata/seed-cat.txt")
	if err != nil || !strings.HasSuffix(out, "The grid is complete.\n") {
		t.Errorf("hint --all: %v\n%s", err, out)
	}
	partial := filepath.Join(t.TempDir(), "partial.txt")
	os.WriteFile(partial, []byte("?????\n?????\n?????\n??#??\n??#??\n??#??\n??#??\n?????\n?????\n?????\n"), 0o644)
	out, _, err = runNonogramCLI(t, "", "nonogram", "hint", "--format", "json", "--partial", partial, "testdata/dancer.non")
	var j nonogramHintJSON
	if err != nil || json.Unmarshal([]byte(out), &j) != nil || j.Line == "" || j.Line == "column 3" && len(j.Black) == 4 {
		t.Errorf("hint --partial: %v\n%s", err, out)
	}
	out, _, err = runNonogramCLI(t, "", "nonogram", "hint", "testdata/smile.non")
	if err != nil || !strings.HasPrefix(out, "If row 1, column 1 were white") {
		t.Errorf("hint on a puzzle that needs a trial: %v\n%s", err, out)
	}
	out, _, err = runNonogramCLI(t, "", "nonogram", "hint", "--all", "testdata/switch.non")
	if err != nil || !strings.HasSuffix(out, "the next step is a guess.\n") {
		t.Errorf("hint --all on a puzzle with two solutions: %v\n%s", err, out)
	}
}

func TestNonogramBench(t *testing.T) {
	out, _, err := runNonogramCLI(t, "", "nonogram", "bench", "--markdown", "testdata")
	if err != nil {
		t.Fatalf("bench: %v\n%s", err, out)
	}
	for _, name := range []string{"dancer", "switch", "smile"} {
		if !strings.Contains(out, "| "+name+" |") {
			t.Errorf("bench output has no row for %s:\n%s", name, out)
		}
	}
}

func TestNonogramUsage(t *testing.T) {
	var ue usageError
	for _, args := range [][]string{{"nonogram"}, {"nonogram", "frobnicate"}, {"nonogram", "solve", "--format", "png", "x"}, {"nonogram", "bench"}} {
		if _, _, err := runNonogramCLI(t, "", args...); !errors.As(err, &ue) {
			t.Errorf("run(%q) error %v, want a usage error", args, err)
		}
	}
	if _, _, err := runNonogramCLI(t, "", "nonogram", "solve", "testdata/missing.txt"); err == nil {
		t.Errorf("solve of a missing file succeeded")
	}
}

// TestNonogramHintBudget: a hint on a puzzle where no line helps and no single trial fails
// ends within --timeout or --work with a message that says so.
func TestNonogramHintBudget(t *testing.T) {
	clue := strings.TrimSpace(strings.Repeat("1 ", 50))
	lines := strings.Repeat(clue+"\n", 100)
	checker := lines + "\n" + lines // 100×100, every line "1 1 … 1"
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"timeout", []string{"--timeout", "1ms", "--work", "-1"}, "gave up after 1ms (--timeout)"},
		{"work", []string{"--work", "500"}, "within the work budget (--work"},
	}
	for _, tt := range tests {
		args := append(append([]string{"nonogram", "hint"}, tt.args...), "-")
		_, _, err := runNonogramCLI(t, checker, args...)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v, want %q", tt.name, err, tt.want)
		}
	}
}

// TestNonogramParseErrorNamesFile: a file that is not a nonogram is named in the error of
// nonogram solve and hint (as the Sudoku commands name theirs); the JSON error field keeps
// the parser's words alone.
func TestNonogramParseErrorNamesFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "bad.non")
	if err := os.WriteFile(file, []byte("rows: 1 2\ncols: x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		args     []string
		inErr    string // in the returned error
		inOut    string // in standard output
		notInOut string
	}{
		{[]string{"nonogram", "solve", file}, file + ": no clue lines found", "", ""},
		{[]string{"nonogram", "hint", file}, file + ": no clue lines found", "", ""},
		{[]string{"nonogram", "solve", "--format", "json", file}, "", `"error":"no clue lines found`, file},
	}
	for _, tt := range tests {
		out, _, err := runNonogramCLI(t, "", tt.args...)
		if err == nil {
			t.Errorf("%q: no error", tt.args)
			continue
		}
		if tt.inErr != "" && !strings.Contains(trimPrefix(err.Error()), tt.inErr) { // as main prints it
			t.Errorf("%q: error %q, want it to contain %q", tt.args, err, tt.inErr)
		}
		if !strings.Contains(out, tt.inOut) || (tt.notInOut != "" && strings.Contains(out, tt.notInOut)) {
			t.Errorf("%q: output %q, want %q and not %q", tt.args, out, tt.inOut, tt.notInOut)
		}
	}
}
