package fast9

import (
	"bufio"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku/internal/sharedtest"
)

// The assembly path (amd64) and the Go path take the same steps in the same order, so they
// must agree not only on the counts but on the nodes, the guesses and the solutions found.
// These tests run every puzzle through both; the package sudoku's tests check the counts
// against the generic solver and a slow reference.

// readPuzzles9 reads the 81-character puzzles of a file (any line that does not start with
// one is skipped: comments, blank lines), with what follows each on its line.
func readPuzzles9(t testing.TB, path string) (ps [][81]uint8, rest []string) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if len(line) < 81 || line[0] == '#' {
			continue
		}
		var p [81]uint8
		for i := 0; i < 81; i++ {
			if c := line[i]; c >= '1' && c <= '9' {
				p[i] = c - '0'
			}
		}
		ps = append(ps, p)
		rest = append(rest, line[81:])
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return ps, rest
}

// bothPaths counts p's solutions up to limit with the assembly path and with the Go path
// and fails unless they agree on everything, returning the count.
func bothPaths(t testing.TB, name string, p *[81]uint8, limit int, maxNodes int64) int {
	t.Helper()
	saved := useAsm9
	defer func() { useAsm9 = saved }()
	var a, g Solver9
	a.MaxNodes, g.MaxNodes = maxNodes, maxNodes
	useAsm9 = true
	na := a.Count(p, limit)
	useAsm9 = false
	ng := g.Count(p, limit)
	if na != ng || a.Nodes != g.Nodes || a.Guesses != g.Guesses || a.MaxDepth != g.MaxDepth ||
		a.Aborted != g.Aborted || na > 0 && a.First != g.First || na > 1 && a.Second != g.Second {
		t.Fatalf("%s: assembly %d solutions (%d nodes, %d guesses, depth %d, aborted %v), Go %d (%d, %d, %d, %v)",
			name, na, a.Nodes, a.Guesses, a.MaxDepth, a.Aborted, ng, g.Nodes, g.Guesses, g.MaxDepth, g.Aborted)
	}
	return na
}

// randomPuzzle9 is a puzzle of a random solution (the first one found for a few random
// clues) with n of its cells kept.
func randomPuzzle9(r *rand.Rand, n int) [81]uint8 {
	var seed [81]uint8
	for k := 0; k < 12; k++ {
		seed[r.IntN(81)] = uint8(1 + r.IntN(9))
	}
	var s Solver9
	if s.Count(&seed, 1) == 0 {
		return seed // clashing clues: a puzzle with no solution is fine too
	}
	var p [81]uint8
	for _, i := range r.Perm(81)[:n] {
		p[i] = s.First[i]
	}
	return p
}

func TestAssemblyMatchesGo(t *testing.T) {
	dir := filepath.Join("..", "..", "testdata", "solve9")
	counts, rest := readPuzzles9(t, filepath.Join(dir, "counts.txt"))
	for k := range counts {
		want, err := strconv.Atoi(strings.Split(rest[k], ":")[1])
		if err != nil {
			t.Fatal(err)
		}
		if n := bothPaths(t, "counts.txt "+strconv.Itoa(k), &counts[k], 1000, 0); n != want {
			t.Errorf("counts.txt puzzle %d: %d solutions, want %d", k, n, want)
		}
	}
	hard, _ := readPuzzles9(t, filepath.Join(dir, "hard.txt"))
	for k := range hard {
		if n := bothPaths(t, "hard.txt "+strconv.Itoa(k), &hard[k], 2, 0); n != 1 {
			t.Errorf("hard.txt puzzle %d: %d solutions, want 1", k, n)
		}
	}
	r := rand.New(rand.NewPCG(9, 9))
	n := 3000
	if testing.Short() || sharedtest.Race {
		n = 300
	}
	for k := 0; k < n; k++ {
		p := randomPuzzle9(r, 17+r.IntN(40))
		bothPaths(t, "random "+strconv.Itoa(k), &p, 1+r.IntN(5), int64(r.IntN(2)*5000))
	}
	if shared := sharedtest.Dir(); shared == "" {
		t.Log("no shared data folder: the benchmark sets are not compared")
	} else {
		for _, name := range []string{"puzzles2_17_clue", "puzzles3_magictour_top1465", "puzzles6_forum_hardest_1106", "puzzles7_serg_benchmark"} {
			ps, _ := readPuzzles9(t, filepath.Join(shared, "sudoku", "9x9", name))
			step := max(1, len(ps)/200)
			for k := 0; k < len(ps); k += step {
				bothPaths(t, name+" "+strconv.Itoa(k), &ps[k], 2, 0)
			}
		}
	}
}

func FuzzAssemblyMatchesGo(f *testing.F) {
	hard, _ := readPuzzles9(f, filepath.Join("..", "..", "testdata", "solve9", "hard.txt"))
	for _, p := range hard {
		f.Add(p[:])
	}
	f.Add(make([]byte, 81))
	f.Fuzz(func(t *testing.T, data []byte) {
		var p [81]uint8
		for i := 0; i < 81 && i < len(data); i++ {
			p[i] = data[i] % 16 // 10..15 are read as blanks
		}
		bothPaths(t, "fuzz", &p, 3, 20000)
	})
}
