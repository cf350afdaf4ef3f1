package sudokubot_test

// This test adds a toy technique to a copy of the module the way docs/architecture.md
// says a new technique is added, builds the CLI from the copy and looks for the toy in
// its solving path, its JSON, its words and its rating. The edits it makes are the recipe;
// their count is the "touches N files" the doc states, so the doc cannot drift from it.

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// toyFinder is the toy's finder: the last empty cell of a row takes the digit the row
// lacks (a full house found in rows only), rated 0.9 so that it comes before Full House.
const toyFinder = `package basic

import (
	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// FindToy finds the rows with one empty cell.
func FindToy(b *board.Board, out []technique.Step) []technique.Step {
	for r := 0; r < b.N; r++ {
		empty, missing := -1, b.Sh.Full
		for _, c := range b.Sh.House[r] {
			if b.Vals[c] == 0 {
				if empty >= 0 {
					empty = -2
					break
				}
				empty = c
				continue
			}
			missing &^= 1 << (b.Vals[c] - 1)
		}
		if empty < 0 {
			continue
		}
		d := board.FirstDigit(missing)
		out = append(out, technique.Step{Technique: technique.ToyTechnique, Rating: technique.ToyTechnique.BaseRating(),
			Digits: []int{d}, Size: b.N, Houses: []sudoku.House{{Kind: sudoku.Row, Index: r}},
			Placements: []technique.Candidate{{Cell: empty, Digit: d}}})
	}
	return out
}
`

// recipeEdit is one file the recipe touches: a new file, or text inserted after the first
// match of an anchor. {{next}} in the text stands for the next free technique value, as
// technique.go notes it.
type recipeEdit struct {
	file   string // module-relative
	anchor string // a regexp; "" creates the file
	text   string
}

// newTechniqueRecipe is what a new technique (the toy, worded by the plain words, so it
// needs no words of its own) touches: its constant and descriptor, its finder, its line in
// the table of finders.
var newTechniqueRecipe = []recipeEdit{
	{file: "solver/sudoku/technique/technique.go", anchor: `(?m)^const \(\n`,
		text: "\tToyTechnique Technique = {{next}}\n"},
	{file: "solver/sudoku/technique/technique.go", anchor: `(?m)^var techniques = \[\.\.\.\]techniqueInfo\{\n`,
		text: "\tToyTechnique: {\"Toy Technique\", \"\", 9, 1000, 1, \"\", 0},\n"},
	{file: "solver/sudoku/logic/internal/basic/toy.go", text: toyFinder},
	{file: "solver/sudoku/logic/internal/find/find.go", anchor: `(?m)^var Path = \[\]Finder\{\n`,
		text: "\t{Tech: technique.ToyTechnique, Find: basic.FindToy},\n"},
}

func TestNewTechnique(t *testing.T) {
	if testing.Short() {
		t.Skip("copies the module and builds the CLI")
	}
	files := map[string]bool{}
	for _, e := range newTechniqueRecipe {
		files[e.file] = true
	}
	doc := readDoc(t, "docs/architecture.md")
	m := regexp.MustCompile(`A new technique touches (\d+) files`).FindStringSubmatch(doc)
	if m == nil {
		t.Fatal(`docs/architecture.md does not say "A new technique touches N files"`)
	}
	if n, _ := strconv.Atoi(m[1]); n != len(files) {
		t.Errorf("docs/architecture.md says a new technique touches %d files; the recipe here touches %d", n, len(files))
	}

	next := regexp.MustCompile(`next free value: (\d+)`).FindStringSubmatch(readDoc(t, "solver/sudoku/technique/technique.go"))
	if next == nil {
		t.Fatal("solver/sudoku/technique/technique.go notes no next free value")
	}
	dir := copyModuleFor(t, "./cmd/sudoku")
	for _, e := range newTechniqueRecipe {
		e.text = strings.ReplaceAll(e.text, "{{next}}", next[1])
		path := filepath.Join(dir, e.file)
		if e.anchor == "" {
			writeFile(t, path, e.text)
			continue
		}
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		loc := regexp.MustCompile(e.anchor).FindIndex(src)
		if loc == nil {
			t.Fatalf("%s: no line matches %q: update the recipe (and docs/architecture.md)", e.file, e.anchor)
		}
		writeFile(t, path, string(src[:loc[1]])+e.text+string(src[loc[1]:]))
	}
	bin := filepath.Join(t.TempDir(), "sudoku")
	run(t, dir, "go", "build", "-o", bin, "./cmd/sudoku")

	// The path and the JSON: explain's steps name the toy, in words too, and count it.
	puzzle := filepath.Join("examples", "puzzle.txt")
	var explained struct {
		Steps []struct {
			Technique string `json:"technique"`
			Text      string `json:"text"`
		} `json:"steps"`
		Techniques map[string]int `json:"techniques"`
	}
	if err := json.Unmarshal(run(t, ".", bin, "explain", "--format", "json", puzzle), &explained); err != nil {
		t.Fatal(err)
	}
	toySteps := 0
	for _, s := range explained.Steps {
		if s.Technique == "Toy Technique" {
			toySteps++
			if !strings.Contains(s.Text, "Toy Technique") {
				t.Errorf("the toy's step is worded %q, without its name", s.Text)
			}
		}
	}
	if toySteps == 0 || explained.Techniques["Toy Technique"] != toySteps {
		t.Errorf("explain: %d toy steps, techniques counts %v", toySteps, explained.Techniques)
	}
	// The words: the hint ladder names it at rung 2.
	hint := string(run(t, ".", bin, "explain", "--level", "2", puzzle))
	if !strings.Contains(hint, "Toy Technique") {
		t.Errorf("explain --level 2 never names the toy:\n%s", hint)
	}
	// The rating: a 6×6 grid is rated by the teaching path, whose score adds the toy's 1000.
	six := filepath.Join(t.TempDir(), "six.txt")
	writeFile(t, six, ".1.2.3......5...3..3...1......4.3.5.\n")
	var rated struct {
		Score int `json:"score"`
	}
	if err := json.Unmarshal(run(t, ".", bin, "rate", "--format", "json", six), &rated); err != nil {
		t.Fatal(err)
	}
	if rated.Score < 1000 {
		t.Errorf("rate: score %d does not count the toy's 1000", rated.Score)
	}
}

// copyModuleFor copies go.mod, go.sum and the module's packages that pkg needs (their Go,
// assembly and embedded files, no tests) into a temporary directory, and returns it.
func copyModuleFor(t *testing.T, pkg string) string {
	t.Helper()
	out := run(t, ".", "go", "list", "-deps", "-json", pkg)
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, f := range []string{"go.mod", "go.sum"} {
		copyFile(t, f, filepath.Join(dir, f))
	}
	dec := json.NewDecoder(bytes.NewReader(out))
	for dec.More() {
		var p struct {
			Dir        string
			Standard   bool
			Module     *struct{ Path string }
			GoFiles    []string
			SFiles     []string
			EmbedFiles []string
		}
		if err := dec.Decode(&p); err != nil {
			t.Fatal(err)
		}
		if p.Standard || p.Module == nil || p.Module.Path != module {
			continue
		}
		rel, err := filepath.Rel(wd, p.Dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range append(append(p.GoFiles, p.SFiles...), p.EmbedFiles...) {
			copyFile(t, filepath.Join(rel, f), filepath.Join(dir, rel, f))
		}
	}
	return dir
}

// run runs a command in dir with the module cache only (no network) and returns its
// standard output, failing the test with its standard error.
func run(t *testing.T, dir, name string, args ...string) []byte {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=readonly", "GOPROXY=off", "GOWORK=off")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, stderr.String())
	}
	return out
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, to, string(b))
}

func writeFile(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}
