// Package sharedtest holds the helpers the solver/sudoku tests share: finding the project's
// shared data folder (../shared/data, skipping a test when it is absent), reading its files
// and the package's own testdata, the -update flag of golden files, the process CPU time
// for benchmarks, and whether the race detector is on. Only tests import it; of the
// project it imports only internal/cputime.
package sharedtest

import (
	"bufio"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Update rewrites the golden files of the tests that have them (go test -update).
var Update = flag.Bool("update", false, "rewrite testdata golden files")

// Dir finds the project's shared data folder: shared/data beside the module root (or
// beside a parent of it, for worktrees), or "" when there is none.
func Dir() string {
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	for {
		d := filepath.Join(dir, "shared", "data")
		if st, err := os.Stat(d); err == nil && st.IsDir() {
			return d
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// Path returns the path of a file under the shared data folder, skipping the test when it
// is absent.
func Path(t testing.TB, rel string) string {
	t.Helper()
	if d := Dir(); d != "" {
		p := filepath.Join(d, rel)
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	t.Skipf("shared data %s not found", rel)
	return ""
}

// Lines returns the non-empty, non-comment lines of a shared file, \r stripped.
func Lines(t testing.TB, rel string) []string {
	t.Helper()
	f, err := os.Open(Path(t, rel))
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

// File returns the content of a shared file.
func File(t testing.TB, rel string) string {
	t.Helper()
	data, err := os.ReadFile(Path(t, rel))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// Testdata returns the content of a file of the testing package's testdata folder.
func Testdata(t testing.TB, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
