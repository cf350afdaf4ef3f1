package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// A picture that cannot be written is named as the member wrote it, not by the temporary
// file it is first written to ("open /x/.sudoku-2370308301.png"); a directory given as the
// picture's name is said to be one ("rename /x/.sudoku-….png /x: file exists" before).
func TestPictureWriteErrorNamesThePath(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "nosuchdir", "x.png")
	tests := [][]string{
		{"render", "../../examples/puzzle.txt", "-o", missing},
		{"solve", "--png", missing, "../../examples/puzzle.txt"},
		{"hint", "--png", missing, "../../examples/puzzle.txt"},
		{"nonogram", "solve", "--png", missing, "testdata/smile.non"},
	}
	for _, args := range tests {
		_, errs, code := runCLI(t, "", args...)
		if code != 1 || !strings.Contains(errs, missing) || strings.Contains(errs, ".sudoku-") || !strings.Contains(errs, "no such file or directory") {
			t.Errorf("%q: exit %d, stderr %q; want 1 and an error naming %s", args, code, errs, missing)
		}
	}
}

func TestPictureToADirectory(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{
		{"render", "../../examples/puzzle.txt", "-o", dir},
		{"solve", "--png", dir, "../../examples/puzzle.txt"},
		{"hint", "--png", dir + "/", "../../examples/puzzle.txt"},
		{"nonogram", "solve", "--png", dir, "testdata/smile.non"},
	} {
		_, errs, code := runCLI(t, "", args...)
		if code != 1 || !strings.Contains(errs, "is a directory") || strings.Contains(errs, ".sudoku-") {
			t.Errorf("%q: exit %d, stderr %q; want 1 and 'is a directory'", args, code, errs)
		}
	}
}
