package main

import (
	"encoding/json"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/render"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// photoLine is what testdata/photo.jpg (Wicht v2 image1.jpg) shows.
const photoLine = "...7...8..9...31....68.5.7..2.6...49...2...5...8.4...7...9...3.37......61.5..4..."

func TestRead(t *testing.T) {
	dir := t.TempDir()
	blank := filepath.Join(dir, "blank.png")
	f, err := os.Create(blank)
	if err != nil {
		t.Fatal(err)
	}
	img := image.NewGray(image.Rect(0, 0, 200, 150))
	for i := range img.Pix {
		img.Pix[i] = 230
	}
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
	f.Close()
	tests := []struct {
		name         string
		args         []string
		code         int
		inOut, inErr string
	}{
		{"grid", []string{"read", "testdata/photo.jpg"}, 0, "...7...8.\n.9...31..\n", ""},
		{"line", []string{"read", "--format", "line", "testdata/photo.jpg"}, 0, photoLine + "\n", ""},
		{"no grid", []string{"read", blank}, 1, "", "I could not find a Sudoku grid in this picture. Tip: crop"},
		{"not a picture", []string{"read", "testdata/boxed.txt"}, 1, "", "not a PNG, JPEG or WebP picture"},
		{"missing", []string{"read", "testdata/nope.png"}, 1, "", "nope.png"},
		{"no file", []string{"read"}, 2, "", "name at least one picture"},
		{"bad format", []string{"read", "--format", "xml", "testdata/photo.jpg"}, 2, "", "--format"},
		{"solve a photo", []string{"solve", "--format", "line", "testdata/photo.jpg"}, 0, "\n", ""},
		{"rate a photo", []string{"rate", "testdata/photo.jpg"}, 0, "", ""},
		{"solve no grid", []string{"solve", blank}, 1, "", "could not find a Sudoku grid"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, errs, code := runCLI(t, "", tt.args...)
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

func TestReadJSON(t *testing.T) {
	out, errs, code := runCLI(t, "", "read", "--format", "json", "testdata/photo.jpg", "testdata/boxed.txt")
	if code != 1 {
		t.Errorf("exit code %d, want 1 (the second file is no picture); stderr %q", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 2 {
		t.Fatalf("%d JSON lines, want 2: %q", len(lines), out)
	}
	var ok, bad readJSON
	if err := json.Unmarshal([]byte(lines[0]), &ok); err != nil {
		t.Fatal(err)
	}
	if ok.Status != "unique" || ok.Grid != photoLine || len(ok.Confidence) != 81 || ok.File != "testdata/photo.jpg" {
		t.Errorf("first line = %+v", ok)
	}
	for _, c := range ok.Confidence {
		if c < 0 || c > 1 {
			t.Errorf("confidence %v out of [0,1]", c)
		}
	}
	if err := json.Unmarshal([]byte(lines[1]), &bad); err != nil {
		t.Fatal(err)
	}
	if bad.Status != "error" || bad.Error == "" || bad.Grid != "" {
		t.Errorf("second line = %+v, want an error", bad)
	}
	// The field names are a public interface.
	for _, field := range []string{`"file":`, `"status":`, `"grid":`, `"confidence":`} {
		if !strings.Contains(lines[0], field) {
			t.Errorf("JSON %s lacks %s", lines[0], field)
		}
	}
}

// TestRead16 reads a 16×16 picture (drawn by render, symbols 1-9 and A-G) with --size 16
// and without a size, and refuses a size scan cannot read.
func TestRead16(t *testing.T) {
	const grid16 = "D92.....G...43..4CF.....9D.2.6EB.E.1....F.8BC..AG56.....A3C....1.7G5A8....61....2...C....B7.......AE.964..G......F9.5.7.4............29....A.C..........645D.1......D....1.C.B7F.....E.C2G...8A9B..9.G52.....EF6.256..F.....D.B.E13.6.D........7A...8BC3....954."
	g, err := sudoku.Parse(grid16)
	if err != nil {
		t.Fatal(err)
	}
	img, err := render.Sudoku(g, g, render.Options{Theme: render.Dark})
	if err != nil {
		t.Fatal(err)
	}
	name := filepath.Join(t.TempDir(), "grid16.png")
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	if err := render.EncodePNG(f, img); err != nil {
		t.Fatal(err)
	}
	f.Close()
	for _, args := range [][]string{{"read", "--size", "16", "--format", "line", name}, {"read", "--format", "line", name}} {
		out, errs, code := runCLI(t, "", args...)
		if code != 0 || strings.TrimSpace(out) != grid16 {
			t.Errorf("%v: exit %d, read\n%s\nwant\n%s\n(stderr %q)", args, code, out, grid16, errs)
		}
	}
	if _, errs, code := runCLI(t, "", "read", "--size", "12", name); code != 2 || !strings.Contains(errs, "16×16") {
		t.Errorf("--size 12: exit %d, stderr %q; want a usage error (2) naming the sizes scan reads", code, errs)
	}
}

// A file named like a picture whose bytes are no picture is said to be neither a picture
// nor a puzzle's text, by every command that takes a picture; text in a .txt file keeps
// the text message.
func TestNotAPicture(t *testing.T) {
	dir := t.TempDir()
	junk := []byte("\x89PNX\r\n\x1a\n\xff\xfe garbage \xc3")
	tests := []struct {
		file, cmd, inErr string
	}{
		{"board.png", "solve", "board.png: not a picture (its first bytes are not a PNG, JPEG, GIF or WebP file's) and not a puzzle's text (line 1: not UTF-8 text"},
		{"board.JPG", "hint", "board.JPG: not a picture"},
		{"board.webp", "render", "board.webp: not a picture"},
		{"board.txt", "solve", "board.txt: line 1: not UTF-8 text, not a puzzle"},
	}
	for _, tt := range tests {
		name := filepath.Join(dir, tt.file)
		if err := os.WriteFile(name, junk, 0o644); err != nil {
			t.Fatal(err)
		}
		args := []string{tt.cmd, name}
		if tt.cmd == "render" {
			args = []string{tt.cmd, "-o", filepath.Join(dir, "out.png"), name}
		}
		_, errs, code := runCLI(t, "", args...)
		if code != 1 || !strings.Contains(errs, tt.inErr) {
			t.Errorf("%v: exit %d, stderr %q; want 1 and %q", args, code, errs, tt.inErr)
		}
	}
}
