package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
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

// --count N prints the number of solutions found (exact below the limit, "at least" at
// it), in text and JSON, and --count 1 never calls a two-solution puzzle unique.
func TestSolveCount(t *testing.T) {
	tests := []struct {
		args   []string
		code   int
		inOut  string
		status string
		count  float64
	}{
		{[]string{"solve", "--count", "1", "testdata/multiple.txt"}, 1, "at least 2 solutions", "multiple", 2},
		{[]string{"solve", "--count", "5", "testdata/multiple.txt"}, 1, "at least 5 solutions", "multiple", 5},
		{[]string{"solve", "--count", "1000", "testdata/multiple.txt"}, 1, "\n21 solutions\n", "multiple", 21},
		{[]string{"solve", "--count", "5", seed000Line}, 0, "1 solution (unique)", "unique", 1},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args[1:3], " "), func(t *testing.T) {
			out, errs, code := runCLI(t, "", tt.args...)
			if code != tt.code || !strings.Contains(out, tt.inOut) {
				t.Errorf("exit %d, stdout %q (stderr %q); want exit %d and %q", code, out, errs, tt.code, tt.inOut)
			}
			out, _, _ = runCLI(t, "", append([]string{"solve", "--format", "json"}, tt.args[1:]...)...)
			var r map[string]any
			if err := json.Unmarshal([]byte(out), &r); err != nil {
				t.Fatalf("%v: %q", err, out)
			}
			if r["status"] != tt.status || r["count"] != tt.count {
				t.Errorf("JSON %s: want status %s count %v", out, tt.status, tt.count)
			}
		})
	}
}

// A batch gives exactly one output line per input puzzle, whatever its status, and -o DIR
// never leaves an empty file for an invalid puzzle.
func TestBatchOneLinePerPuzzle(t *testing.T) {
	out, _, code := runCLI(t, "", "solve", "testdata/batch.txt")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	want := []string{"", "", "multiple: ", "invalid: line 5: "}
	if len(lines) != len(want) {
		t.Fatalf("%d output lines for %d puzzles:\n%s", len(lines), len(want), out)
	}
	for i, w := range want {
		if w == "" && len(lines[i]) != 81 || !strings.HasPrefix(lines[i], w) {
			t.Errorf("line %d = %q, want %q...", i+1, lines[i], w)
		}
	}
	dir := t.TempDir()
	in := filepath.Join(dir, "Input1.txt")
	bad := strings.Replace(seed000, "530070000", "530070005", 1) // two 5s in row 1
	if err := os.WriteFile(in, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, code := runCLI(t, "", "solve", "-o", dir, in); code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	got, err := os.ReadFile(filepath.Join(dir, "Output1.txt"))
	if err != nil || !strings.HasPrefix(string(got), "invalid: row 1 has 5 twice") {
		t.Errorf("Output1.txt = %q (%v), want the status and the reason", got, err)
	}
}

// generate refuses a band a size cannot have at once, naming the ones it can.
func TestGenerateImpossibleBand(t *testing.T) {
	for _, band := range []string{"easy", "medium", "hard", "expert"} {
		_, errs, code := runCLI(t, "", "generate", "--size", "4", "--band", band, "--timeout", "1h")
		if code != 2 || !strings.Contains(errs, "4×4 puzzles come in beginner") {
			t.Errorf("%s: exit %d, stderr %q", band, code, errs)
		}
	}
	out, errs, code := runCLI(t, "", "generate", "--size", "4", "--band", "beginner", "--seed", "1")
	if code != 0 || len(strings.TrimSpace(out)) != 16 {
		t.Errorf("beginner 4×4: exit %d, %q %q", code, out, errs)
	}
}

func TestRateWordingAndBudget(t *testing.T) {
	_, errs, code := runCLI(t, "hello there\n", "rate")
	if code != 1 || strings.Count(errs, "sudoku:") != 1 || !strings.Contains(errs, "no grid found") {
		t.Errorf("exit %d, stderr %q: want one prefix and \"no grid found\"", code, errs)
	}
	for _, tt := range []struct {
		n    int
		want time.Duration
	}{{4, 10 * time.Second}, {9, 10 * time.Second}, {16, time.Minute}, {25, 5 * time.Minute}} {
		if got := rateBudget(tt.n); got != tt.want {
			t.Errorf("rateBudget(%d) = %v, want %v", tt.n, got, tt.want)
		}
	}
}

// Two mistakes in one row give one level-1 sentence, not the same one twice.
func TestHintLevel1SaysEachMistakeOnce(t *testing.T) {
	// r1c3 and r1c4 hold wrong digits (the solution has 4 and 6 there)
	player := "53" + "12" + seed000Line[4:]
	out, errs, _ := runCLI(t, "", "hint", "--given", seed000Line, player)
	if n := strings.Count(out, "row 1"); n != 1 {
		t.Errorf("%d sentences about row 1:\n%s%s", n, out, errs)
	}
}

// Every JSON output keeps every key: nothing is omitted when empty.
func TestJSONKeysAlwaysPresent(t *testing.T) {
	tests := []struct {
		args []string
		keys []string
	}{
		{[]string{"solve", "--format", "json", seed000Line}, []string{"index", "size", "status", "solution", "second_solution", "count", "count_limit", "error", "usec"}},
		{[]string{"hint", "--format", "json", seed000Line}, []string{"status", "mistakes", "technique", "rating", "level", "text", "placements", "eliminations", "grid"}},
		{[]string{"rate", "--format", "json", seed000Line}, []string{"puzzle", "se", "score", "band", "hardest", "error"}},
		{[]string{"nonogram", "solve", "--format", "json", "testdata/smile.non"}, []string{"status", "width", "height", "rows", "second", "error"}},
	}
	for _, tt := range tests {
		out, _, _ := runCLI(t, "", tt.args...)
		var r map[string]any
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatalf("%v: %v: %q", tt.args, err, out)
		}
		for _, k := range tt.keys {
			v, ok := r[k]
			if !ok || v == nil {
				t.Errorf("%v: key %q missing or null in %s", tt.args, k, out)
			}
		}
	}
}

// Pastes the batch reader used to split wrongly are one grid; text with no puzzle at all
// gets one summary, and a batch of many bad puzzles a capped list of problems.
func TestSolveRecoveredPastesAndSummaries(t *testing.T) {
	fixed := "53  7    \n6  195   \n 98    6 \n8   6   3\n4  8 3  1\n7   2   6\n 6    28 \n   419  5\n    8  79\n"
	boxed := "+-------+-------+-------+ | 5 3 . | . 7 . | . . . | | 6 . . | 1 9 5 | . . . | | . 9 8 | . . . | . 6 . | +-------+-------+-------+ | 8 . . | . 6 . | . . 3 | | 4 . . | 8 . 3 | . . 1 | | 7 . . | . 2 . | . . 6 | +-------+-------+-------+ | . 6 . | . . . | 2 8 . | | . . . | 4 1 9 | . . 5 | | . . . | . 8 . | . 7 9 | +-------+-------+-------+"
	const solution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179\n"
	for name, in := range map[string]string{"fixed width": fixed, "boxed on one line": boxed, "json": `{"puzzle":"` + seed000Line + `"}`} {
		out, errs, code := runCLI(t, in, "solve", "--format", "line")
		if code != 0 || out != solution {
			t.Errorf("%s: exit %d, %q %q", name, code, out, errs)
		}
	}
	var noise strings.Builder
	for i := 0; i < 500; i++ {
		noise.WriteString("Q" + seed000Line[1:] + "\n") // 81 characters, but Q is no symbol
	}
	out, errs, code := runCLI(t, noise.String(), "solve")
	if code != 1 || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "no puzzle found: none of 500 lines is a grid") {
		t.Errorf("noise: exit %d, stdout %q, stderr %q: want one summary line", code, out, errs)
	}
	var bad strings.Builder
	for i := 0; i < 50; i++ {
		bad.WriteString("11" + seed000Line[2:] + "\n") // two 1s in row 1
	}
	out, errs, _ = runCLI(t, bad.String(), "solve")
	if n := strings.Count(out, "\n"); n != 50 {
		t.Errorf("%d output lines for 50 puzzles", n)
	}
	if n := strings.Count(errs, "\n"); n != maxProblems+1 || !strings.Contains(errs, "and 30 more problems") {
		t.Errorf("stderr has %d lines, want %d and a count of the rest:\n%s", n, maxProblems+1, errs)
	}
}
