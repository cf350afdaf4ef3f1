package sudoku

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"
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
