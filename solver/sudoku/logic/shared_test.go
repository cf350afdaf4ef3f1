package logic

import (
	"bufio"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// sharedPath returns the path of a file under the shared data folder (../shared from the
// module root, or its parent for worktrees), skipping the test when it is absent.
func sharedPath(t testing.TB, rel string) string {
	t.Helper()
	if d := sharedDir(); d != "" {
		p := filepath.Join(d, rel)
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	t.Skipf("shared data %s not found", rel)
	return ""
}

// readLines returns the non-empty, non-comment lines of a shared file, \r stripped.
func readLines(t testing.TB, rel string) []string {
	t.Helper()
	f, err := os.Open(sharedPath(t, rel))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		l := strings.TrimRight(sc.Text(), "\r")
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		out = append(out, l)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// mustParse parses a grid or fails the test.
func readFileShared(t testing.TB, rel string) string {
	t.Helper()
	data, err := os.ReadFile(sharedPath(t, rel))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// top1 is the first puzzle of magictour top1465.
const top1 = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"

func readTestdata(t testing.TB, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func mustParse(t testing.TB, text string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.Parse(text)
	if err != nil {
		t.Fatalf("Parse(%.60q): %v", text, err)
	}
	return g
}

// sharedData returns the shared data directory (../shared/data beside the module root,
// found by walking up from the package directory), or "" when it is absent.
func sharedData() string { return sharedDir() }

// update rewrites the golden files of the tests that have them (go test -update).
var update = flag.Bool("update", false, "rewrite testdata golden files")
