package main

import (
	"bytes"
	"context"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

const easy = "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79\n"

func TestRender(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "p.txt")
	if err := os.WriteFile(in, []byte(easy), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		args []string
	}{
		{"plain", nil},
		{"all", []string{"--marks", "--theme", "dark", "--labels", "--title", "Easy · SE 1.2"}},
		{"solved", []string{"--solve", "--cell", "40"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(dir, tc.name+".png")
			var stderr bytes.Buffer
			args := append([]string{"render", in, "-o", out}, tc.args...)
			if err := run(context.Background(), args, stdio{out: &bytes.Buffer{}, err: &stderr}); err != nil {
				t.Fatalf("%v: %v (%s)", args, err, stderr.String())
			}
			f, err := os.Open(out)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			img, err := png.Decode(f)
			if err != nil {
				t.Fatal(err)
			}
			if w := img.Bounds().Dx(); w < 300 || w > 1000 {
				t.Errorf("%d pixels wide", w)
			}
		})
	}
}

func TestRenderStdio(t *testing.T) {
	var out bytes.Buffer
	sio := stdio{in: strings.NewReader(easy), out: &out, err: &bytes.Buffer{}}
	if err := run(context.Background(), []string{"render", "-", "-o", "-"}, sio); err != nil {
		t.Fatal(err)
	}
	if _, err := png.Decode(&out); err != nil {
		t.Fatal(err)
	}
}

func TestRenderUsage(t *testing.T) {
	for _, args := range [][]string{
		{"render", "-"},           // no -o
		{"render", "-o", "x.png"}, // no file
		{"render", "--theme", "blue", "-", "-o", "x.png"}, // bad theme
	} {
		var stderr bytes.Buffer
		err := run(context.Background(), args, stdio{in: strings.NewReader(easy), out: &bytes.Buffer{}, err: &stderr})
		if code := exitCode(err, &stderr); code != 2 {
			t.Errorf("%v: exit %d (%v), want 2", args, code, err)
		}
	}
}

func TestAutoMarks(t *testing.T) {
	g, err := sudoku.Parse(easy)
	if err != nil {
		t.Fatal(err)
	}
	m := autoMarks(g)
	// r1c3 sees 5,3,7 in row 1, 9,8 in box 1 and 8 in column 3: 1, 2 and 4 remain.
	if got := m.Mask[2]; got != 1<<0|1<<1|1<<3 {
		t.Errorf("r1c3 marks %b, want 1,2,4", got)
	}
	if m.Mask[0] != 0 {
		t.Error("a given has marks")
	}
}
