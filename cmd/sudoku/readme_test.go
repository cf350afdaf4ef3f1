package main

import (
	"encoding/json"
	"maps"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// readmeSection returns the README's text from the heading to the next heading.
func readmeSection(t *testing.T, heading string) string {
	t.Helper()
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	i := strings.Index(s, heading+"\n")
	if i < 0 {
		t.Fatalf("README has no %q", heading)
	}
	s = s[i+len(heading):]
	if j := strings.Index(s, "\n#"); j >= 0 {
		s = s[:j]
	}
	return s
}

// tableRows returns the cells of each row of the first Markdown table in s, the header and
// the rule left out.
func tableRows(s string) [][]string {
	var rows [][]string
	for _, l := range strings.Split(s, "\n") {
		if !strings.HasPrefix(l, "|") || strings.HasPrefix(l, "|---") {
			continue
		}
		l = strings.ReplaceAll(strings.Trim(l, "|"), `\|`, "\x00")
		var cells []string
		for _, c := range strings.Split(l, "|") {
			cells = append(cells, strings.TrimSpace(strings.ReplaceAll(c, "\x00", "|")))
		}
		rows = append(rows, cells)
	}
	if len(rows) > 0 {
		rows = rows[1:] // the header
	}
	return rows
}

var backticked = regexp.MustCompile("`([^`]+)`")

// The README's exit status table is obeyed: every example command it gives exits with its
// row's code.
func TestReadmeExitStatus(t *testing.T) {
	rows := tableRows(readmeSection(t, "### Exit status"))
	if len(rows) != 3 {
		t.Fatalf("the exit status table has %d rows, want 3 (0, 1, 2)", len(rows))
	}
	t.Chdir("../..") // the examples name files from the repository's root
	examples := 0
	for _, r := range rows {
		code, err := strconv.Atoi(r[0])
		if err != nil {
			t.Fatalf("row %q: code %q", r, r[0])
		}
		for _, m := range backticked.FindAllStringSubmatch(r[2], -1) {
			args := strings.Fields(m[1])
			if args[0] != "sudoku" {
				t.Fatalf("example %q is not a sudoku command", m[1])
			}
			examples++
			t.Run(m[1], func(t *testing.T) {
				_, errs, got := runCLI(t, "", args[1:]...)
				if got != code {
					t.Errorf("%s: exit %d, the README says %d (stderr %q)", m[1], got, code, errs)
				}
			})
		}
	}
	if examples < 6 {
		t.Errorf("the exit status table gives %d examples; want at least two per code", examples)
	}
}

// jsonRunners make each JSON output the README documents, on inputs that cover the
// fields' cases (a success and a failure where a command has both).
var jsonRunners = map[string][][]string{
	"solve --format json":          {{"solve", "--format", "json", "cmd/sudoku/testdata/batch.txt"}},
	"bench --json":                 {{"bench", "--json", "cmd/sudoku/testdata/batch.txt"}},
	"hint --format json":           {{"hint", "--format", "json", "--level", "4", "examples/puzzle.txt"}, {"hint", "--format", "json", "cmd/sudoku/testdata/invalid.txt"}},
	"explain --format json":        {{"explain", "--format", "json", "examples/puzzle.txt"}},
	"rate --format json":           {{"rate", "--format", "json", "examples/puzzle.txt"}, {"rate", "--format", "json", "cmd/sudoku/testdata/batch.txt"}, {"rate", "--format", "json", "cmd/sudoku/testdata/multiple.txt"}},
	"generate --format json":       {{"generate", "--format", "json", "--size", "4", "--seed", "1"}},
	"read --format json":           {{"read", "--format", "json", "cmd/sudoku/testdata/photo.jpg", "examples/puzzle.txt"}},
	"nonogram solve --format json": {{"nonogram", "solve", "--format", "json", "cmd/sudoku/testdata/smile.non"}},
	"nonogram hint --format json":  {{"nonogram", "hint", "--format", "json", "cmd/sudoku/testdata/smile.non"}},
}

// documentedKeys returns the keys a JSON table cell names: the backticked names outside
// parentheses ("`index` (1-based, …), `size` (…)").
func documentedKeys(cell string) []string {
	var b strings.Builder
	depth := 0
	for _, r := range cell {
		switch {
		case r == '(':
			depth++
		case r == ')':
			depth--
		case depth == 0:
			b.WriteRune(r)
		}
	}
	var keys []string
	for _, m := range backticked.FindAllStringSubmatch(b.String(), -1) {
		if regexp.MustCompile(`^[a-z_0-9]+$`).MatchString(m[1]) {
			keys = append(keys, m[1])
		}
	}
	slices.Sort(keys)
	return keys
}

// The README's JSON table is the interface: every command it lists prints exactly the keys
// it names, every key on every line (success or not), and every JSON output of the CLI is
// listed.
func TestReadmeJSONKeys(t *testing.T) {
	rows := tableRows(readmeSection(t, "### JSON outputs (stable field names)"))
	t.Chdir("../..")
	listed := map[string][]string{}
	for _, r := range rows {
		cmd := strings.Trim(r[0], "`")
		listed[cmd] = documentedKeys(r[1])
	}
	if got, want := slices.Sorted(maps.Keys(listed)), slices.Sorted(maps.Keys(jsonRunners)); !slices.Equal(got, want) {
		t.Fatalf("the README's JSON table lists %q; the CLI's JSON outputs are %q", got, want)
	}
	for cmd, want := range listed {
		for _, args := range jsonRunners[cmd] {
			out, errs, _ := runCLI(t, "", args...)
			lines := strings.Split(strings.TrimSpace(out), "\n")
			if out == "" {
				t.Errorf("%q printed nothing (stderr %q)", args, errs)
			}
			for _, l := range lines {
				var obj map[string]json.RawMessage
				if err := json.Unmarshal([]byte(l), &obj); err != nil {
					t.Fatalf("%q: %v: %s", args, err, l)
				}
				if got := slices.Sorted(maps.Keys(obj)); !slices.Equal(got, want) {
					t.Errorf("%q printed keys %q, the README names %q: %s", args, got, want, l)
				}
				for k, v := range obj {
					if string(v) == "null" {
						t.Errorf("%q: %s is null: %s", args, k, l)
					}
				}
			}
		}
	}
}

// explain's steps carry hint's fields but status, and its rating rate's fields but puzzle
// and error, as the README says.
func TestExplainJSONNested(t *testing.T) {
	out, errs, code := runCLI(t, "", "explain", "--format", "json", "../../examples/puzzle.txt")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got struct {
		Steps  []map[string]json.RawMessage `json:"steps"`
		Rating map[string]json.RawMessage   `json:"rating"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	hint, _, _ := runCLI(t, "", "hint", "--format", "json", "../../examples/puzzle.txt")
	var h map[string]json.RawMessage
	if err := json.Unmarshal([]byte(hint), &h); err != nil {
		t.Fatal(err)
	}
	delete(h, "status")
	for i, s := range got.Steps {
		if k, want := slices.Sorted(maps.Keys(s)), slices.Sorted(maps.Keys(h)); !slices.Equal(k, want) {
			t.Fatalf("step %d has keys %q, want hint's but status %q", i+1, k, want)
		}
	}
	if k := slices.Sorted(maps.Keys(got.Rating)); !slices.Equal(k, []string{"band", "hardest", "score", "se"}) {
		t.Errorf("rating keys %q", k)
	}
	rate, _, _ := runCLI(t, "", "rate", "--format", "json", "../../examples/puzzle.txt")
	var r map[string]json.RawMessage
	if err := json.Unmarshal([]byte(rate), &r); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"se", "score", "band", "hardest"} {
		if string(r[k]) != string(got.Rating[k]) {
			t.Errorf("explain's rating %s = %s, rate's %s", k, got.Rating[k], r[k])
		}
	}
}
