package render

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// fixture returns the k-th puzzle line (0-based, comments skipped) of testdata/puzzles.txt.
func fixture(t testing.TB, k int) string {
	t.Helper()
	f, err := os.Open("testdata/puzzles.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		if k == 0 {
			return line
		}
		k--
	}
	t.Fatalf("testdata/puzzles.txt has no puzzle %d", k)
	return ""
}

// parseLine reads one line of N² symbols ('.' or '0' blank, 1-9 then A=10 ... P=25) as the
// fixtures are written, with no detection: sudoku.Parse would find a 16×16 line with
// neither '0' nor 'G' ambiguous.
func parseLine(t testing.TB, line string) sudoku.Grid {
	t.Helper()
	n := 0
	for n*n < len(line) {
		n++
	}
	g, err := sudoku.NewGrid(n)
	if err != nil || n*n != len(line) {
		t.Fatalf("bad fixture of %d cells: %v", len(line), err)
	}
	for i, r := range line {
		switch {
		case r >= '1' && r <= '9':
			g.SetCell(i, int(r-'0'))
		case r >= 'A' && r <= 'Z':
			g.SetCell(i, int(r-'A')+10)
		}
	}
	return g
}

// patternGrid returns a full valid N×N grid with boxRows×boxCols boxes, from the usual
// shifted-rows pattern, and a puzzle made from it by keeping the cells keep selects.
func patternGrid(t testing.TB, n, boxRows, boxCols int, keep func(i int) bool) (puzzle, solution sudoku.Grid) {
	t.Helper()
	sol, err := sudoku.NewGridBoxes(n, boxRows, boxCols)
	if err != nil {
		t.Fatal(err)
	}
	puz, _ := sudoku.NewGridBoxes(n, boxRows, boxCols)
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			d := (boxCols*(r%boxRows)+r/boxRows+c)%n + 1
			sol.Set(r, c, d)
			if keep(r*n + c) {
				puz.Set(r, c, d)
			}
		}
	}
	return puz, sol
}

// sparse keeps about one cell in three, in a fixed scatter.
func sparse(i int) bool { return (i*7+i/5)%3 == 0 }

// candidates returns the simple pencil marks of g: for each empty cell, the digits no peer holds.
func candidates(g sudoku.Grid) *sudoku.Candidates {
	n := g.Size()
	all := uint32(1)<<n - 1
	m := &sudoku.Candidates{N: n, Mask: make([]uint32, n*n)}
	for i := range m.Mask {
		if g.Cell(i) != 0 {
			continue
		}
		seen := uint32(0)
		for _, h := range g.Houses(i) {
			for k := 0; k < n; k++ {
				if d := g.Cell(g.HouseCell(h, k)); d != 0 {
					seen |= 1 << (d - 1)
				}
			}
		}
		m.Mask[i] = all &^ seen
	}
	return m
}

// cellOf returns the 0-based cell index of 1-based row r, column c in an n×n grid.
func cellOf(n, r, c int) int { return (r-1)*n + c - 1 }
