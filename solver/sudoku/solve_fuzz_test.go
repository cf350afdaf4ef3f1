package sudoku

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fuzzGrid turns fuzz input into a small grid: the first byte picks the shape (4×4, 6×6,
// 8×8 or 9×9), the following bytes are the cells (byte % (N+1), 0 blank).
func fuzzGrid(data []byte) (Grid, bool) {
	if len(data) == 0 {
		return Grid{}, false
	}
	shapes := [...][3]int{{4, 2, 2}, {6, 2, 3}, {6, 3, 2}, {8, 2, 4}, {9, 3, 3}}
	sh := shapes[int(data[0])%len(shapes)]
	g, err := NewGridBoxes(sh[0], sh[1], sh[2])
	if err != nil {
		return Grid{}, false
	}
	for i, b := range data[1:] {
		if i >= len(g.cells) {
			break
		}
		g.cells[i] = b % uint8(g.n+1)
	}
	return g, true
}

// FuzzSolve checks that no input panics, that every solution returned keeps the givens and
// obeys the rules, and, on 4×4 grids, that the count agrees with slowCount.
func FuzzSolve(f *testing.F) {
	seeds, _ := filepath.Glob("testdata/solve/*.txt")
	for _, name := range seeds {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		for _, line := range strings.Split(string(data), "\n") {
			line = strings.TrimSpace(line)
			if line == "" || line[0] == '#' {
				continue
			}
			f.Add(seedBytes(line))
		}
	}
	f.Add([]byte{0})
	f.Add([]byte{4, 5, 3, 0, 0, 7})
	f.Fuzz(func(t *testing.T, data []byte) {
		g, ok := fuzzGrid(data)
		if !ok {
			return
		}
		s := Solver{Limit: 3, MaxNodes: 20000}
		sol := s.Solve(context.Background(), g)
		if Check(g) != nil {
			if sol.Status != Invalid {
				t.Fatalf("%s: status %v for a grid that breaks the rules", g.Line(), sol.Status)
			}
			return
		}
		if sol.Status == GaveUp {
			return
		}
		checkSolution(t, g, sol)
		if g.n == 4 {
			if want := slowCount(g, 3); sol.Count != want {
				t.Fatalf("%s: count %d, want %d", g.Line(), sol.Count, want)
			}
		}
	})
}

// seedBytes encodes a one-line puzzle of testdata as fuzz input (shape byte, then cells).
func seedBytes(line string) []byte {
	shape := map[int]byte{16: 0, 36: 1, 64: 3, 81: 4}[len(line)]
	out := []byte{shape}
	for i := 0; i < len(line); i++ {
		switch ch := line[i]; {
		case ch >= '1' && ch <= '9':
			out = append(out, ch-'0')
		default:
			out = append(out, 0)
		}
	}
	return out
}
