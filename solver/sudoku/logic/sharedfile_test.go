package logic

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// sharedDir finds the project's shared data folder: ../shared beside the module root (or
// beside a parent of it, for worktrees), or "" when there is none.
func sharedDir() string {
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

// readPuzzleLines reads one puzzle per line from a file of ../shared (one line of N² cells,
// '.' or '0' blank, 1-9 then A=10), skipping '#' comments. It skips the test when the file
// is absent.
func readPuzzleLines(tb testing.TB, rel string, n int) []sudoku.Grid {
	tb.Helper()
	dir := sharedDir()
	if dir == "" {
		tb.Skip("shared data folder not found")
	}
	f, err := os.Open(filepath.Join(dir, rel))
	if err != nil {
		tb.Skipf("shared data not available: %v", err)
	}
	defer f.Close()
	var out []sudoku.Grid
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		if k := strings.IndexByte(line, ':'); k >= 0 {
			line = line[:k]
		}
		g, err := gridFromLine(line, n)
		if err != nil {
			tb.Fatalf("%s: %v", rel, err)
		}
		out = append(out, g)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}

// gridFromLine reads N² cells written with 1-9 then A=10 ('.' and '0' blank).
func gridFromLine(line string, n int) (sudoku.Grid, error) {
	g, err := sudoku.NewGrid(n)
	if err != nil {
		return sudoku.Grid{}, err
	}
	if len(line) != n*n {
		return sudoku.Grid{}, &sudoku.ParseError{Msg: "wrong length " + line}
	}
	for i := 0; i < len(line); i++ {
		ch := line[i]
		d := 0
		switch {
		case ch == '.' || ch == '0':
		case ch >= '1' && ch <= '9':
			d = int(ch - '0')
		case ch >= 'A' && ch <= 'Z':
			d = int(ch-'A') + 10
		case ch >= 'a' && ch <= 'z':
			d = int(ch-'a') + 10
		default:
			return sudoku.Grid{}, &sudoku.ParseError{Col: i + 1, Msg: "bad cell " + string(ch)}
		}
		if d > n {
			return sudoku.Grid{}, &sudoku.ParseError{Col: i + 1, Msg: "digit too big"}
		}
		g.Digits()[i] = uint8(d)
	}
	return g, nil
}
