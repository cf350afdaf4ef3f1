package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

const testPuzzle = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"

func runCmd(t *testing.T, args ...string) (string, string, error) {
	t.Helper()
	var out, errb bytes.Buffer
	err := run(context.Background(), args, stdio{in: strings.NewReader(""), out: &out, err: &errb})
	return out.String(), errb.String(), err
}

func writeTemp(t *testing.T, name, content string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestHintCommand(t *testing.T) {
	f := writeTemp(t, "p.txt", testPuzzle+"\n")
	for level := 1; level <= 4; level++ {
		out, _, err := runCmd(t, "hint", "--level", string(rune('0'+level)), "--format", "json", f)
		if err != nil {
			t.Fatalf("level %d: %v", level, err)
		}
		var h hintJSON
		if err := json.Unmarshal([]byte(out), &h); err != nil {
			t.Fatalf("level %d: %v in %q", level, err, out)
		}
		// Each rung's JSON reveals no more than its text: the technique from rung 2, the
		// move at rung 4 only.
		wantTech, wantPlace := "Hidden Single", 0
		if level == 1 {
			wantTech = ""
		}
		if level == 4 {
			wantPlace = 1
		}
		if h.Status != "ok" || h.Technique != wantTech || h.Level != level || h.Text == "" || len(h.Placements) != wantPlace {
			t.Errorf("level %d: %+v", level, h)
		}
		if level == 4 && !strings.Contains(h.Grid, "7") {
			t.Errorf("level 4 has no grid: %+v", h)
		}
	}
	// A wrong player digit is reported before any hint.
	bad := []byte(testPuzzle)
	bad[1] = '1' // r1c2 = 1 differs from the solution
	given := writeTemp(t, "given.txt", testPuzzle)
	cur := writeTemp(t, "cur.txt", string(bad))
	out, _, err := runCmd(t, "hint", "--format", "json", "--given", given, cur)
	if err != nil {
		t.Fatal(err)
	}
	var h hintJSON
	if err := json.Unmarshal([]byte(out), &h); err != nil {
		t.Fatal(err)
	}
	if h.Status != "mistakes" || len(h.Mistakes) != 1 || h.Mistakes[0].Cell != "r1c2" {
		t.Errorf("mistakes: %s", out)
	}
	// Several solutions: a calm refusal and exit status 1.
	multi := writeTemp(t, "m.txt", strings.Repeat(".", 81))
	out, _, err = runCmd(t, "hint", multi)
	if err != errUnsolved || !strings.Contains(out, "exactly one solution") {
		t.Errorf("multiple: err %v out %q", err, out)
	}
	if _, _, err := runCmd(t, "hint", "--level", "5", f); err == nil {
		t.Error("--level 5 accepted")
	}
}

func TestExplainRateCommands(t *testing.T) {
	f := writeTemp(t, "p.txt", testPuzzle)
	out, _, err := runCmd(t, "explain", "--format", "json", f)
	if err != nil {
		t.Fatal(err)
	}
	var ex struct {
		Steps      []hintJSON     `json:"steps"`
		Techniques map[string]int `json:"techniques"`
	}
	if err := json.Unmarshal([]byte(out), &ex); err != nil {
		t.Fatal(err)
	}
	if len(ex.Steps) < 20 || ex.Techniques["Hidden Single"] == 0 {
		t.Errorf("explain: %d steps, %v", len(ex.Steps), ex.Techniques)
	}
	out, _, err = runCmd(t, "explain", f)
	if err != nil || !strings.Contains(out, "1. Hidden Single: r9c3=7") || !strings.Contains(out, "Rating: ER") {
		t.Errorf("explain text: %v %q", err, out[:min(len(out), 300)])
	}
	out, _, err = runCmd(t, "rate", "--format", "json", f)
	if err != nil {
		t.Fatal(err)
	}
	var r rateJSON
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	if r.SE < 6 || r.Band != "expert" || r.Hardest == "" || r.Score <= 0 {
		t.Errorf("rate: %+v", r)
	}
	batch := writeTemp(t, "b.txt", "# two puzzles\n"+testPuzzle+"\n"+"..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n")
	out, _, err = runCmd(t, "rate", batch)
	if err != nil || strings.Count(out, "\n") != 2 {
		t.Errorf("batch: %v %q", err, out)
	}
}

func TestGenerateCommand(t *testing.T) {
	out, _, err := runCmd(t, "generate", "--band", "hard", "--size", "9", "--count", "2", "--seed", "3", "--symmetry", "rot180")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Fields(out)
	if len(lines) != 2 || len(lines[0]) != 81 {
		t.Fatalf("generate: %q", out)
	}
	again, _, _ := runCmd(t, "generate", "--band", "hard", "--count", "2", "--seed", "3")
	if again != out {
		t.Errorf("not reproducible:\n%s\n%s", out, again)
	}
	out, _, err = runCmd(t, "generate", "--band", "easy", "--format", "json", "--seed", "9")
	if err != nil {
		t.Fatal(err)
	}
	var g generateJSON
	if err := json.Unmarshal([]byte(out), &g); err != nil || g.Band != "easy" || g.Seed != 9 {
		t.Errorf("json: %v %+v", err, g)
	}
	if _, _, err := runCmd(t, "generate", "--band", "silly"); err == nil {
		t.Error("bad band accepted")
	}
}

// TestLinksJSONMatchesText checks issue 27's one link count on top1465's puzzle 2, whose
// step 12 (a forcing chain) once had 31 links in the JSON and "16 links" in the text: every
// step's JSON links is the number its text line and its notation give, and a hint's JSON
// at level 2 and up is the same number as the walkthrough's.
func TestLinksJSONMatchesText(t *testing.T) {
	const top2 = "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5..........."
	f := writeTemp(t, "p.txt", top2)
	out, _, err := runCmd(t, "explain", "--format", "json", f)
	if err != nil {
		t.Fatal(err)
	}
	var ex struct {
		Steps []hintJSON `json:"steps"`
	}
	if err := json.Unmarshal([]byte(out), &ex); err != nil {
		t.Fatal(err)
	}
	text, _, err := runCmd(t, "explain", f)
	if err != nil {
		t.Fatal(err)
	}
	count := regexp.MustCompile(`\b(\d+) links\b`)
	notation := regexp.MustCompile(`(?m)^(\d+)\. .*\((\d+) links\)`)
	checked := 0
	for _, m := range notation.FindAllStringSubmatch(text, -1) {
		k, _ := strconv.Atoi(m[1])
		n, _ := strconv.Atoi(m[2])
		if k < 1 || k > len(ex.Steps) {
			t.Fatalf("step %d of %d", k, len(ex.Steps))
		}
		if ex.Steps[k-1].Links != n {
			t.Errorf("step %d: text %q, JSON links %d", k, m[0], ex.Steps[k-1].Links)
		}
		checked++
	}
	for k, s := range ex.Steps {
		for _, m := range count.FindAllStringSubmatch(s.Text, -1) {
			if n, _ := strconv.Atoi(m[1]); n != s.Links {
				t.Errorf("step %d: JSON text says %d links, JSON links %d", k+1, n, s.Links)
			}
		}
		// Independently of any number written: a forcing chain's words draw one arrow a link.
		if arrows := strings.Count(s.Text, "→"); arrows > 0 && arrows != s.Links {
			t.Errorf("step %d: %d arrows in the text, JSON links %d", k+1, arrows, s.Links)
		}
	}
	if checked == 0 {
		t.Fatalf("no forcing chain in the walkthrough of puzzle 2: %q", text)
	}
}
