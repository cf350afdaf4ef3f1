package nonogram

import (
	"bufio"
	"context"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// sharedDir is the shared nonogram data set: the first shared/data/nonogram found walking
// up from this package (../../../shared from the main checkout, one more level from a
// worktree). Empty when absent; tests that need it skip.
var sharedDir = findShared()

func findShared() string {
	dir := "."
	for range 6 {
		d := filepath.Join(dir, "..")
		if _, err := os.Stat(filepath.Join(d, "shared", "data", "nonogram", "index.tsv")); err == nil {
			return filepath.Join(d, "shared", "data", "nonogram")
		}
		dir = d
	}
	return ""
}

// indexEntry is one row of the data set's index.tsv.
type indexEntry struct {
	name, size, solutions, lineSolvable, class, pbnsolve string
}

// readIndex reads index.tsv, skipping the test when the data set is absent.
func readIndex(tb testing.TB) []indexEntry {
	tb.Helper()
	f, err := os.Open(filepath.Join(sharedDir, "index.tsv"))
	if err != nil {
		tb.Skipf("shared data set absent: %v", err)
	}
	defer f.Close()
	var out []indexEntry
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fs := strings.Split(sc.Text(), "\t")
		if len(fs) < 7 || fs[0] == "name" {
			continue
		}
		out = append(out, indexEntry{fs[0], fs[1], fs[4], fs[5], fs[6], fs[7]})
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}

func readShared(tb testing.TB, dir, name string) Puzzle {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join(sharedDir, dir, name))
	if err != nil {
		tb.Fatal(err)
	}
	p, err := ParseOptions{MaxSize: 1000}.Parse(string(data))
	if err != nil {
		tb.Fatalf("%s/%s: %v", dir, name, err)
	}
	return p
}

var heavyFlag = flag.Bool("heavy", false, "also solve the long-proof puzzles in TestDataSet (they are always in the benchmarks)")

// heavy reports whether a puzzle needs a long uniqueness proof (unique, and pbnsolve took
// over half a second): dom-8 and webpbn-06574-forever. They run with -heavy and in the
// benchmarks, so that the default test run stays short under -race.
func heavy(e indexEntry) bool {
	t, err := strconv.ParseFloat(strings.TrimPrefix(e.pbnsolve, "<"), 64)
	return e.solutions == "unique" && err == nil && t > 0.5
}

func TestDataSet(t *testing.T) {
	for _, e := range readIndex(t) {
		t.Run(e.name, func(t *testing.T) {
			switch {
			case testing.Short() && e.class != "easy" && e.class != "easy-search":
				t.Skip("heavier classes are skipped with -short (see also the benchmarks)")
			case heavy(e) && !*heavyFlag && os.Getenv("SUDOKUBOT_TEST_HEAVY") == "":
				t.Skip("long proof: run with -heavy (go test -args -heavy) or SUDOKUBOT_TEST_HEAVY=1 (as .ci/run does), or see the benchmarks")
			}
			p := readShared(t, "non", e.name+".non")
			seed := readShared(t, "seed", e.name+".txt")
			if !equalClues(p.Rows, seed.Rows) || !equalClues(p.Cols, seed.Cols) {
				t.Fatalf("the .non and seed files disagree")
			}
			if got := strings.ReplaceAll(p.Size(), "×", "x"); got != e.size {
				t.Errorf("size %s, index says %s", got, e.size)
			}
			if !p.Goal.IsZero() {
				if err := p.Verify(p.Goal); err != nil {
					t.Errorf("goal: %v", err)
				}
			}
			ctx := context.Background()
			if e.class == "extreme" {
				var cancel context.CancelFunc
				ctx, cancel = context.WithTimeout(ctx, 2*time.Second)
				defer cancel()
			}
			var s Solver
			sol := s.Solve(ctx, p)
			want := map[string]Status{"unique": Unique}[e.solutions]
			if e.solutions != "unique" {
				want = Multiple
			}
			switch {
			case sol.Status == want:
			case e.class == "extreme" && sol.Status == GaveUp:
				t.Logf("gave up cleanly after %v: %v", sol.Elapsed, sol.Err)
			default:
				t.Fatalf("status %v (%v), want %v", sol.Status, sol.Err, want)
			}
			if sol.Status == Unique && !p.Goal.IsZero() && !sol.Grid.Equal(p.Goal) {
				t.Errorf("unique solution differs from the goal")
			}
			if sol.Status == Multiple && sol.Grid.Equal(sol.Second) {
				t.Errorf("the two solutions are the same")
			}
			t.Logf("%v in %v: %d nodes, %d probes, %d line solves", sol.Status, sol.Elapsed, sol.Nodes, sol.Probes, sol.LineSolves)
		})
	}
}

func equalClues(a, b [][]int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !slices.Equal(a[i], b[i]) {
			return false
		}
	}
	return true
}
