package sudokubot_test

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// maxPackageLines is issue 25's cap on a package's production code: the lines of its
// .go files that are not tests. A package that grows past it is cut by domain
// (docs/architecture.md), as lattice's tile finder became package tiles.
const maxPackageLines = 3500

// TestPackageSize keeps every package of the module under maxPackageLines.
func TestPackageSize(t *testing.T) {
	lines := map[string]int{}
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if path != "." && (strings.HasPrefix(name, ".") || name == "testdata" || name == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		lines[filepath.Dir(path)] += bytes.Count(b, []byte("\n"))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(lines) < 10 {
		t.Fatalf("found %d packages: the walk missed the module", len(lines))
	}
	for dir, n := range lines {
		if n > maxPackageLines {
			t.Errorf("package %s: %d lines of production code, over %d: cut it by domain", dir, n, maxPackageLines)
		}
	}
}
