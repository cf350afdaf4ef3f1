package main

import (
	"errors"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// decodePNG opens a PNG written by the CLI and returns its size.
func decodePNG(t *testing.T, path string) image.Point {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return img.Bounds().Size()
}

func TestNonogramPNG(t *testing.T) {
	dir := t.TempDir()
	partial := writeTemp(t, "partial.txt", "??????????\n??????????\n??????????\n??????????\n#######...\n??????????\n??????????\n??????????\n??????????\n??????????\n")
	tests := []struct {
		name  string
		stdin string
		args  []string
		fails bool // the command reports errUnsolved
	}{
		{"solve unique", "", []string{"solve", "testdata/seed-cat.txt"}, false},
		{"solve dark", "", []string{"solve", "--theme", "dark", "testdata/dancer.non"}, false},
		{"solve multiple", "", []string{"solve", "testdata/switch.non"}, true},
		{"solve none", "2\n2\n\n1\n1\n2", []string{"solve", "-"}, true},
		{"hint first", "", []string{"hint", "testdata/seed-cat.txt"}, false},
		{"hint partial", "", []string{"hint", "--partial", partial, "testdata/seed-cat.txt"}, false},
		{"hint all", "", []string{"hint", "--all", "--theme", "dark", "testdata/smile.non"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := filepath.Join(dir, tt.name+".png")
			args := append([]string{"nonogram", tt.args[0], "--png", out}, tt.args[1:]...)
			_, stderr, err := runNonogramCLI(t, tt.stdin, args...)
			if tt.fails != (err != nil) || err != nil && !errors.Is(err, errUnsolved) {
				t.Fatalf("%v: error %v (%s)", args, err, stderr)
			}
			sz := decodePNG(t, out)
			if sz.X < 100 || sz.Y < 100 || sz.X > 4000 || sz.Y > 4000 {
				t.Errorf("picture is %v, want a 100..4000 px side", sz)
			}
		})
	}
}

func TestNonogramPNGErrors(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{
		{"nonogram", "solve", "--theme", "blue", "--png", filepath.Join(dir, "a.png"), "testdata/seed-cat.txt"},
		{"nonogram", "hint", "--theme", "blue", "--png", filepath.Join(dir, "b.png"), "testdata/seed-cat.txt"},
		{"nonogram", "solve", "--png", filepath.Join(dir, "missing", "c.png"), "testdata/seed-cat.txt"},
	} {
		if _, _, err := runNonogramCLI(t, "", args...); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
}

func TestHintPNG(t *testing.T) {
	f := writeTemp(t, "p.txt", testPuzzle+"\n")
	dir := t.TempDir()
	for _, tc := range []struct {
		name string
		args []string
	}{
		{"step", []string{"--level", "3"}},
		{"dark", []string{"--theme", "dark"}},
	} {
		out := filepath.Join(dir, tc.name+".png")
		args := append(append([]string{"hint", "--png", out}, tc.args...), f)
		if _, stderr, err := runCmd(t, args...); err != nil {
			t.Fatalf("%v: %v (%s)", args, err, stderr)
		}
		if sz := decodePNG(t, out); sz.X < 300 || sz.Y < 300 || sz.X > 2000 {
			t.Errorf("%s: picture is %v", tc.name, sz)
		}
	}
	// A grid with a clash is drawn with its mistakes circled.
	bad := writeTemp(t, "bad.txt", "44"+testPuzzle[2:]+"\n")
	out := filepath.Join(dir, "bad.png")
	runCmd(t, "hint", "--png", out, bad)
	if _, err := os.Stat(out); err == nil {
		decodePNG(t, out)
	}
	if _, _, err := runCmd(t, "hint", "--theme", "blue", "--png", out, f); err == nil {
		t.Error("--theme blue: no error")
	}
}
