package main

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/render"
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

// TestRenderKinds: render draws any kind of puzzle.Table: a Sudoku exactly as render.Sudoku
// does (the seam changes none of its pixels), a nonogram as posed, solved, or with its next
// step (printed too).
func TestRenderKinds(t *testing.T) {
	dir := t.TempDir()
	sudokuFile, nonogramFile := filepath.Join(dir, "s.txt"), filepath.Join(dir, "n.txt")
	os.WriteFile(sudokuFile, []byte(easy), 0o644)
	os.WriteFile(nonogramFile, []byte("1 1\n3\n\n2\n1\n2\n"), 0o644)
	draw := func(args ...string) (image.Image, string) {
		t.Helper()
		var out, stderr bytes.Buffer
		if err := run(context.Background(), append([]string{"render"}, args...), stdio{out: &out, err: &stderr}); err != nil {
			t.Fatalf("%v: %v (%s)", args, err, stderr.String())
		}
		f, err := os.Open(args[len(args)-1])
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		img, err := png.Decode(f)
		if err != nil {
			t.Fatal(err)
		}
		return img, out.String()
	}
	g, _ := sudoku.Parse(easy)
	want, err := render.Sudoku(g, g, render.Options{Theme: render.Light, Labels: true})
	if err != nil {
		t.Fatal(err)
	}
	got, _ := draw("--labels", sudokuFile, "-o", filepath.Join(dir, "s.png"))
	if !samePixels(got, want) {
		t.Errorf("a Sudoku drawn through the table differs from render.Sudoku's picture")
	}
	plain, _ := draw(nonogramFile, "-o", filepath.Join(dir, "n.png"))
	solved, _ := draw("--solve", nonogramFile, "-o", filepath.Join(dir, "n-solved.png"))
	hinted, step := draw("--hint", nonogramFile, "-o", filepath.Join(dir, "n-hint.png"))
	if samePixels(plain, solved) || samePixels(plain, hinted) || !strings.Contains(step, "ow") {
		t.Errorf("the nonogram's pictures do not differ as posed, solved and hinted, or the step %q is not printed", step)
	}
	if _, step := draw("--hint", sudokuFile, "-o", filepath.Join(dir, "s-hint.png")); !strings.Contains(step, "So r") {
		t.Errorf("the Sudoku's step printed %q", step)
	}
	for _, args := range [][]string{{"--marks", nonogramFile, "-o", "x.png"}, {"--solve", "--hint", sudokuFile, "-o", "x.png"}} {
		var stderr bytes.Buffer
		err := run(context.Background(), append([]string{"render"}, args...), stdio{out: &bytes.Buffer{}, err: &stderr})
		if code := exitCode(err, &stderr); code != 2 {
			t.Errorf("%v: exit %d (%v), want 2", args, code, err)
		}
	}
}

// samePixels reports whether a and b have the same size and colours.
func samePixels(a, b image.Image) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			r1, g1, b1, a1 := a.At(x, y).RGBA()
			r2, g2, b2, a2 := b.At(x, y).RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 || a1 != a2 {
				return false
			}
		}
	}
	return true
}
