package main

import (
	"bytes"
	"context"
	"encoding/json"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// runCLI runs the command line with args and stdin, returning stdout, stderr and the exit code.
func runCLI(t *testing.T, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errb bytes.Buffer
	sio := stdio{in: strings.NewReader(stdin), out: &out, err: &errb}
	code = exitCode(run(context.Background(), args, sio), &errb)
	return out.String(), errb.String(), code
}

const seed000 = "530070000\n600195000\n098000060\n800060003\n400803001\n700020006\n060000280\n000419005\n000080079\n"

func TestSolveExitCodesAndMessages(t *testing.T) {
	tests := []struct {
		name     string
		args     []string
		stdin    string
		code     int
		inOut    string // substring of stdout
		inErr    string // substring of stderr
		notInOut string
	}{
		{"unique from stdin keeps the layout", []string{"solve"}, seed000, 0, "534678912\n672195348\n", "", ""},
		{"unique as a line", []string{"solve", "--format", "line", "-"}, seed000, 0,
			"534678912672195348198342567859761423426853791713924856961537284287419635345286179\n", "", ""},
		{"boxed printout", []string{"solve", "testdata/boxed.txt"}, "", 0, "4 8 3 | 9 2 1 | 6 5 7", "", ""},
		{"multiple shows two solutions", []string{"solve", "testdata/multiple.txt"}, "", 1, "\n\n", "more than one solution", ""},
		{"invalid names every clash", []string{"solve", "testdata/invalid.txt"}, "", 1, "",
			"row 4 has 5 twice (r4c2, r4c6); row 6 has 2 twice (r6c1, r6c4)", ""},
		{"bad row length", []string{"solve"}, "530070000\n60019500\n098000060\n800060003\n400803001\n700020006\n060000280\n000419005\n000080079\n", 1, "", "line 2", ""},
		{"unknown command", []string{"frobnicate"}, "", 2, "", "unknown command", ""},
		{"bad flag", []string{"solve", "--format", "xml"}, seed000, 2, "", "--format", ""},
		{"missing file", []string{"solve", "testdata/nope.txt"}, "", 1, "", "nope.txt", ""},
		{"help is not an error", []string{"solve", "--help"}, "", 0, "", "usage: sudoku solve", ""},
		{"no command", nil, "", 2, "", "usage: sudoku COMMAND", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, errs, code := runCLI(t, tt.stdin, tt.args...)
			if code != tt.code {
				t.Errorf("exit code = %d, want %d (stderr %q)", code, tt.code, errs)
			}
			if !strings.Contains(out, tt.inOut) {
				t.Errorf("stdout = %q, want it to contain %q", out, tt.inOut)
			}
			if !strings.Contains(errs, tt.inErr) {
				t.Errorf("stderr = %q, want it to contain %q", errs, tt.inErr)
			}
		})
	}
}

func TestSolveMultipleShowsTwoDifferentSolutions(t *testing.T) {
	out, _, _ := runCLI(t, "", "solve", "--format", "line", "testdata/multiple.txt")
	lines := strings.Fields(out)
	if len(lines) != 2 || lines[0] == lines[1] {
		t.Fatalf("want two different solutions, got %q", out)
	}
	given := strings.Fields(strings.ReplaceAll(readFile(t, "testdata/multiple.txt"), "\n", " "))
	for _, l := range lines {
		g, err := sudoku.Parse(l)
		if err != nil || !g.Filled() || sudoku.Check(g) != nil {
			t.Fatalf("solution %q: %v", l, err)
		}
		for i, v := range given {
			if v != "0" && string(l[i]) != v {
				t.Errorf("solution %q changes the given at cell %d", l, i)
			}
		}
	}
}

func readFile(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestSolveJSONBatch(t *testing.T) {
	out, _, code := runCLI(t, "", "solve", "--format", "json", "testdata/batch.txt")
	if code != 1 {
		t.Errorf("exit code = %d, want 1 (the batch holds a non-unique and a bad puzzle)", code)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	want := []string{"unique", "unique", "multiple", "invalid"}
	if len(lines) != len(want) {
		t.Fatalf("got %d JSON lines, want %d:\n%s", len(lines), len(want), out)
	}
	for i, l := range lines {
		var r map[string]any
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		if r["status"] != want[i] || r["index"] != float64(i+1) {
			t.Errorf("line %d = %s, want status %s index %d", i+1, l, want[i], i+1)
		}
		for _, k := range []string{"index", "size", "status", "usec"} {
			if _, ok := r[k]; !ok {
				t.Errorf("line %d lacks field %q: %s", i+1, k, l)
			}
		}
		switch want[i] {
		case "unique":
			if s, _ := r["solution"].(string); len(s) != 81 || strings.Contains(s, ".") {
				t.Errorf("line %d: solution %q", i+1, s)
			}
		case "multiple":
			if r["solution"] == r["second_solution"] || r["second_solution"] == nil {
				t.Errorf("line %d: want two different solutions: %s", i+1, l)
			}
		case "invalid":
			if e, _ := r["error"].(string); !strings.Contains(e, "line 5") {
				t.Errorf("line %d: error %q should name line 5 of the file", i+1, e)
			}
		}
	}
}

func TestSolveOutputDirectory(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "Input3.txt")
	if err := os.WriteFile(in, []byte(seed000), 0o644); err != nil {
		t.Fatal(err)
	}
	outDir := filepath.Join(dir, "out")
	if err := os.Mkdir(outDir, 0o755); err != nil {
		t.Fatal(err)
	}
	if _, errs, code := runCLI(t, "", "solve", "-o", outDir, in); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	got, err := os.ReadFile(filepath.Join(outDir, "Output3.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(got), "534678912\n") {
		t.Errorf("Output3.txt = %q", got)
	}
}

func TestBenchJSON(t *testing.T) {
	out, errs, code := runCLI(t, "", "bench", "--json", "testdata/batch.txt")
	if code != 1 { // a multiple and an invalid puzzle: exit 1, as solve does
		t.Fatalf("exit %d, want 1: %s", code, errs)
	}
	var s benchSummary
	if err := json.Unmarshal([]byte(out), &s); err != nil {
		t.Fatal(err)
	}
	if s.Puzzles != 4 || s.Unique != 2 || s.Multiple != 1 || s.Invalid != 1 {
		t.Errorf("bench summary = %+v", s)
	}
	for _, k := range []string{`"puzzles"`, `"unique"`, `"multiple"`, `"none"`, `"invalid"`, `"gave_up"`,
		`"usec_per_puzzle"`, `"p50_usec"`, `"p99_usec"`, `"max_usec"`} {
		if !strings.Contains(out, k) {
			t.Errorf("bench --json lacks %s: %s", k, out)
		}
	}
}

func TestOutputName(t *testing.T) {
	for in, want := range map[string]string{"Input3.txt": "Output3.txt", "dir/input12.txt": "output12.txt",
		"hard.sdk": "hard.solved.sdk", "-": "Output.txt"} {
		if got := outputName(in); got != want {
			t.Errorf("outputName(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSolvePNG(t *testing.T) {
	for _, tt := range []struct {
		file string
		code int
	}{{"testdata/boxed.txt", 0}, {"testdata/invalid.txt", 1}, {"testdata/multiple.txt", 1}} {
		path := filepath.Join(t.TempDir(), "out.png")
		_, errs, code := runCLI(t, "", "solve", "--png", path, "--theme", "dark", tt.file)
		if code != tt.code {
			t.Fatalf("%s: exit %d, want %d: %s", tt.file, code, tt.code, errs)
		}
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", tt.file, err)
		}
		if b := img.Bounds(); b.Dx() < 500 || b.Dx() > 1000 || b.Dy() < 500 || b.Dy() > 1000 {
			t.Errorf("%s: picture is %v, want a chat-sized 9×9 board", tt.file, b)
		}
	}
}
