package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// A flag value out of range is a usage error (exit 2) that names the flag, in every
// command: a negative time limit, node budget or cell size, or a picture size that cannot
// be read. Before, solve, rate, hint and bench took a negative --timeout silently, explain
// and generate failed with "search limit reached: context deadline exceeded" (exit 1), and
// read --size 7 blamed the picture (exit 1).
func TestFlagValuesOutOfRange(t *testing.T) {
	const p = "../../examples/puzzle.txt"
	tests := []struct {
		args    []string
		wantErr string
	}{
		{[]string{"solve", "--timeout", "-1s", p}, "--timeout -1s"},
		{[]string{"solve", "--nodes", "-1", p}, "--nodes -1"},
		{[]string{"rate", "--timeout", "-1s", p}, "--timeout -1s"},
		{[]string{"hint", "--timeout", "-1s", p}, "--timeout -1s"},
		{[]string{"explain", "--timeout", "-5s", p}, "--timeout -5s"},
		{[]string{"bench", "--timeout", "-1s", p}, "--timeout -1s"},
		{[]string{"generate", "--timeout", "-1s", "--size", "4"}, "--timeout -1s"},
		{[]string{"render", "--cell", "-5", p, "-o", "x.png"}, "--cell -5"}, // -o made absolute below
		{[]string{"nonogram", "solve", "--timeout", "-1s", "testdata/smile.non"}, "--timeout -1s"},
		{[]string{"read", "--size", "7", "testdata/photo.jpg"}, "--size 7"},
		{[]string{"read", "--size", "25", "testdata/photo.jpg"}, "--size 25"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			for i, a := range tt.args {
				if a == "x.png" {
					tt.args[i] = filepath.Join(t.TempDir(), a)
				}
			}
			out, errs, code := runCLI(t, "", tt.args...)
			if code != 2 || !strings.Contains(errs, tt.wantErr) || out != "" {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit 2 and an error naming %q", code, out, errs, tt.wantErr)
			}
		})
	}
	// Zero keeps its documented meaning.
	for _, args := range [][]string{{"solve", "--timeout", "0", p}, {"solve", "--nodes", "0", p}, {"read", "--size", "0", "testdata/photo.jpg"}, {"read", "--size", "9", "testdata/photo.jpg"}} {
		if _, errs, code := runCLI(t, "", args...); code != 0 {
			t.Errorf("%q: exit %d: %s", args, code, errs)
		}
	}
}
