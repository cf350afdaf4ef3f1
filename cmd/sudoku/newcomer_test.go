package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// What a newcomer tried from the README alone (issue 24), one table per finding.

// Every command that reads a grid reads a picture through the same path as solve: hint
// (and its --given), explain, rate and render too.
func TestPictureEverywhere(t *testing.T) {
	const photo = "testdata/photo.jpg" // a newspaper photo of a 9×9 with a unique solution
	png := filepath.Join(t.TempDir(), "board.png")
	tests := []struct {
		args  []string
		inOut string
	}{
		{[]string{"solve", "--format", "line", photo}, "253716984897423165"},
		{[]string{"rate", photo}, "ER 3.2"},
		{[]string{"explain", photo}, "Rating: ER 3.2"},
		{[]string{"hint", photo}, "Look at"},
		{[]string{"hint", "--given", photo, photo}, "Look at"},
		{[]string{"render", photo, "-o", png}, ""},
		{[]string{"bench", photo}, "1       1"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			out, errs, code := runCLI(t, "", tt.args...)
			if code != 0 || !strings.Contains(out, tt.inOut) {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit 0 and %q", code, out, errs, tt.inOut)
			}
		})
	}
	if st, err := os.Stat(png); err != nil || st.Size() == 0 {
		t.Errorf("render drew no picture: %v", err)
	}
}

// generate's output pastes back into every command, at every size: a 25×25 one-line
// puzzle is longer than a file name may be, and is no file name.
func TestGeneratedPuzzleAsArgument(t *testing.T) {
	for _, size := range []string{"4", "6", "9", "12", "16", "25"} {
		out, errs, code := runCLI(t, "", "generate", "--size", size, "--band", "beginner", "--seed", "7")
		if code != 0 {
			t.Fatalf("generate --size %s: exit %d: %s", size, code, errs)
		}
		p := strings.TrimSpace(out)
		png := filepath.Join(t.TempDir(), "board.png")
		for _, args := range [][]string{{"solve", p}, {"rate", p}, {"explain", p}, {"hint", p}, {"hint", "--given", p, p}, {"render", p, "-o", png}} {
			t.Run(size+"/"+args[0], func(t *testing.T) {
				_, errs, code := runCLI(t, "", args...)
				if code != 0 {
					t.Errorf("exit %d: %s", code, errs)
				}
			})
		}
	}
}

// One puzzle, one rating: explain's rating line and JSON are rate's, and say which measure
// they are; no step of an explanation is read from the solution instead of deduced.
func TestExplainAndRateAgree(t *testing.T) {
	for _, file := range []string{"../../examples/puzzle.txt", "../../examples/hardest.txt", "testdata/photo.jpg"} {
		t.Run(filepath.Base(file), func(t *testing.T) {
			// A generous budget: the race detector on a busy machine slows the SE rater tenfold.
			rate, errs, code := runCLI(t, "", "rate", "--timeout", "10m", file)
			if code != 0 {
				t.Fatalf("rate: exit %d: %s", code, errs)
			}
			m := regexp.MustCompile(`^ER (\S+) score (\d+) band (.+) hardest (.+)\n$`).FindStringSubmatch(rate)
			if m == nil {
				t.Fatalf("rate printed %q", rate)
			}
			out, errs, code := runCLI(t, "", "explain", "--timeout", "10m", file)
			if code != 0 {
				t.Fatalf("explain: exit %d: %s", code, errs)
			}
			want := "Rating: ER " + m[1] + ", score " + m[2] + ", band " + m[3] + ", hardest " + m[4] + " (the rating `sudoku rate` gives"
			if !strings.Contains(out, want) {
				t.Errorf("explain's rating is not rate's %q:\n%s", want, out[max(0, len(out)-300):])
			}
			if strings.Contains(out, "not a deduction") || strings.Contains(out, "read from the puzzle's") {
				t.Errorf("explain shows a step read from the solution:\n%s", out)
			}
		})
	}
}

// Extra arguments are handled (rate: one line each) or refused (exit 2), never ignored.
func TestExtraArguments(t *testing.T) {
	a, b := "../../examples/puzzle.txt", "../../examples/hardest.txt"
	tests := []struct {
		args  []string
		code  int
		lines int // lines of stdout, when the command handles each argument
		inErr string
	}{
		{[]string{"rate", "--timeout", "10m", a, b}, 0, 2, ""},
		{[]string{"explain", a, b}, 2, 0, "explain: one puzzle at a time, got 2 arguments"},
		{[]string{"hint", a, b}, 2, 0, "hint: one puzzle at a time"},
		{[]string{"render", a, b, "-o", "-"}, 2, 0, "render: one puzzle at a time"},
		{[]string{"nonogram", "solve", "testdata/smile.non", "testdata/smile.non"}, 2, 0, "nonogram solve: one puzzle at a time"},
		{[]string{"nonogram", "hint", "testdata/smile.non", "testdata/smile.non"}, 2, 0, "nonogram hint: one puzzle at a time"},
	}
	for _, tt := range tests {
		t.Run(tt.args[0], func(t *testing.T) {
			out, errs, code := runCLI(t, "", tt.args...)
			if code != tt.code || !strings.Contains(errs, tt.inErr) {
				t.Errorf("exit %d stderr %q; want exit %d and %q", code, errs, tt.code, tt.inErr)
			}
			if tt.lines > 0 && strings.Count(out, "\n") != tt.lines {
				t.Errorf("stdout %q: want %d lines", out, tt.lines)
			}
		})
	}
}

// generate's defaults work at every size, and what can never work is a usage error.
func TestGenerateDefaultsAndUsage(t *testing.T) {
	tests := []struct {
		args  []string
		code  int
		inErr string
	}{
		{[]string{"generate", "--size", "4", "--seed", "1"}, 0, ""},
		{[]string{"generate", "--size", "6", "--seed", "1"}, 0, ""},
		{[]string{"generate", "--size", "7"}, 2, "--size 7"},
		{[]string{"generate", "--size", "26"}, 2, "--size 26"},
		{[]string{"generate", "--symmetry", "spiral"}, 2, `unknown --symmetry "spiral"`},
		{[]string{"generate", "--size", "4", "--band", "hard"}, 2, "a 4×4 puzzle is never hard"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args[1:], " "), func(t *testing.T) {
			out, errs, code := runCLI(t, "", tt.args...)
			if code != tt.code || !strings.Contains(errs, tt.inErr) {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit %d and %q", code, out, errs, tt.code, tt.inErr)
			}
		})
	}
	out, _, _ := runCLI(t, "", "generate", "--size", "4", "--seed", "1", "--format", "json")
	var g generateJSON
	if err := json.Unmarshal([]byte(out), &g); err != nil || g.Band != "beginner" {
		t.Errorf("generate --size 4 = %q (%v), want a beginner puzzle", out, err)
	}
}

// The exit status says whether every puzzle has one solution, for bench and hint as for
// solve (the README's table is checked by TestReadmeExitStatus).
func TestExitStatusPerCommand(t *testing.T) {
	none := "531" + seed000Line[3:] // no solution, though no row, column or box repeats
	tests := []struct {
		args []string
		code int
	}{
		{[]string{"bench", "testdata/multiple.txt"}, 1},
		{[]string{"bench", "testdata/invalid.txt"}, 1},
		{[]string{"bench", "--json", seed000Line}, 0},
		{[]string{"hint", none}, 1},
		{[]string{"hint", "testdata/multiple.txt"}, 1},
		{[]string{"hint", "testdata/invalid.txt"}, 1},
		{[]string{"hint", seed000Line}, 0},
		{[]string{"hint", "--given", seed000Line, none}, 0}, // the player's mistake: the puzzle is fine
		{[]string{"render", "--solve", "testdata/multiple.txt", "-o", "-"}, 1},
		{[]string{"render", "testdata/multiple.txt", "-o", "-"}, 0},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			_, errs, code := runCLI(t, "", tt.args...)
			if code != tt.code {
				t.Errorf("exit %d, want %d (stderr %q)", code, tt.code, errs)
			}
		})
	}
}

// An ambiguous 16×16 names the flag that settles it, and the flag does.
func TestSymbolsFlag(t *testing.T) {
	out, _, _ := runCLI(t, "", "generate", "--size", "16", "--band", "beginner", "--seed", "3")
	amb := strings.ReplaceAll(strings.TrimSpace(out), "G", ".") // no "G" and no "0": digits or hex
	_, errs, code := runCLI(t, "", "solve", amb)
	if code != 1 || !strings.Contains(errs, "--symbols digits or --symbols hex") {
		t.Fatalf("exit %d, stderr %q: want the flag named", code, errs)
	}
	for _, set := range []string{"digits", "hex"} {
		_, errs, code := runCLI(t, "", "solve", "--symbols", set, "--format", "line", amb)
		if strings.Contains(errs, "ambiguous") || code == 2 {
			t.Errorf("--symbols %s: exit %d, stderr %q", set, code, errs)
		}
	}
	for _, cmd := range []string{"rate", "explain", "hint", "bench"} {
		if _, errs, _ := runCLI(t, "", cmd, "--symbols", "digits", amb); strings.Contains(errs, "ambiguous") || strings.Contains(errs, "flag provided but not defined") {
			t.Errorf("%s --symbols digits: %s", cmd, errs)
		}
	}
	if _, errs, code := runCLI(t, "", "solve", "--symbols", "roman", amb); code != 2 || !strings.Contains(errs, `--symbols "roman"`) {
		t.Errorf("--symbols roman: exit %d, stderr %q", code, errs)
	}
}

// rate's text gives the ER and score on every size, as its JSON and generate do.
func TestRateTextEverySize(t *testing.T) {
	for _, size := range []string{"4", "6", "9", "16"} {
		out, _, _ := runCLI(t, "", "generate", "--size", size, "--band", "beginner", "--seed", "5", "--format", "json")
		var g generateJSON
		if err := json.Unmarshal([]byte(out), &g); err != nil {
			t.Fatal(err)
		}
		text, errs, code := runCLI(t, "", "rate", g.Puzzle)
		want := regexp.MustCompile(`^ER \d+\.\d score \d+ band \S+ hardest .+\n$`)
		if code != 0 || !want.MatchString(text) {
			t.Errorf("%s×%s: rate printed %q (exit %d, %s)", size, size, text, code, errs)
		}
	}
}

// The small ones: /dev/null is no terminal, -o DIR/ makes the directory, render --solve
// says "invalid" once, a framed printout comes back framed.
func TestSmallFindings(t *testing.T) {
	null, err := os.Open(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	defer null.Close()
	if isTerminal(null) {
		t.Errorf("%s is taken for a terminal: solve < /dev/null would wait for Ctrl-D", os.DevNull)
	}

	dir := filepath.Join(t.TempDir(), "results") + "/"
	if _, errs, code := runCLI(t, "", "solve", "-o", dir, "../../examples/puzzle.txt"); code != 0 {
		t.Errorf("solve -o %s: exit %d, %s", dir, code, errs)
	} else if _, err := os.Stat(filepath.Join(dir, "puzzle.solved.txt")); err != nil {
		t.Errorf("solve -o DIR/: %v", err)
	}

	_, errs, _ := runCLI(t, "", "render", "--solve", "testdata/invalid.txt", "-o", "-")
	if strings.Count(errs, "invalid") != 1 || strings.Contains(errs, "sudoku: row") || !strings.Contains(errs, "row 4 has 5 twice") {
		t.Errorf("render --solve on an invalid grid: %q", errs)
	}

	out, _, _ := runCLI(t, "", "solve", "testdata/boxed.txt")
	in := readFile(t, "testdata/boxed.txt")
	if first := strings.SplitN(in, "\n", 2)[0]; !strings.HasPrefix(out, first+"\n| 4 8 3 | 9 2 1 | 6 5 7 |\n") || !strings.HasSuffix(out, first+"\n") {
		t.Errorf("a framed printout comes back as\n%s", out)
	}
	g, err := sudoku.Parse(out)
	if err != nil || g.Layout() != sudoku.LayoutFramed || !g.Filled() {
		t.Errorf("the framed solution reads back as %v, %v", g.Layout(), err)
	}
}
