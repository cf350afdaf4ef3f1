package sudoku

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku/internal/search"
	"github.com/sudokubot/sudokubot/solver/sudoku/internal/sharedtest"
)

// TestCDCLTrajectory runs fixed single CDCL searches (no race: the same options give the
// same decisions run to run) on the first two 25×25 puzzles of the Gecode set and compares their decisions, conflicts
// and propagations with testdata/cdcl_trajectory.txt, written by the solver before its
// propagation loop was tuned: work on the solver's speed must keep the search's trajectory.
// The variants cover the default search (its first solution, then the proof with MRV
// decisions), the racer's options (MRV from the start, fixed phases, a seed), the
// all-different propagator and stable mode, the last two stopped by a node limit,
// vivification of the learnt clauses, and the learnt clauses' shrinking (off, or after
// minimisation).
func TestCDCLTrajectory(t *testing.T) {
	variants := map[string]func(*search.Options){
		"default": func(*search.Options) {},
		"racer":   func(o *search.Options) { o.Seed, o.Fixed, o.MRV = 1, true, 8 },
		"alldiff": func(o *search.Options) { o.AllDiff = true },
		"stable":  func(o *search.Options) { o.Stable = true },
		"vivify":  func(o *search.Options) { o.Vivify, o.VivifyEffort = 6, 100 },
		// The default search and the racer's before all-UIP shrinking became the default.
		"noshrink":       func(o *search.Options) { o.Shrink = 0 },
		"racer-noshrink": func(o *search.Options) { o.Seed, o.Fixed, o.MRV, o.Shrink = 1, true, 8, 0 },
		"shrink1":        func(o *search.Options) { o.Shrink = 1 },
	}
	puzzles := strings.Split(sharedtest.Testdata(t, "sets/gecode_25x25_head.txt"), "\n")[3:] // after three comment lines
	for _, line := range strings.Split(sharedtest.Testdata(t, "cdcl_trajectory.txt"), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		if len(f) != 7 || variants[f[0]] == nil {
			t.Fatalf("bad line %q", line)
		}
		t.Run(f[0]+"/"+f[1]+"/"+f[2], func(t *testing.T) {
			k, _ := strconv.Atoi(f[1])
			maxNodes, _ := strconv.ParseInt(f[2], 10, 64)
			g := mustParse(t, puzzles[k-1])
			o := search.DefaultOptions(25)
			o.Race = nil
			variants[f[0]](&o)
			r := search.Run(context.Background(), search.Puzzle{N: g.n, BoxRows: g.boxRows, BoxCols: g.boxCols, Cells: g.cells}, 2, maxNodes, o)
			got := fmt.Sprintf("%d %d %d %d", r.Count, r.Nodes, r.Conflicts, r.Propagations)
			if want := strings.Join(f[3:], " "); got != want {
				t.Errorf("solutions decisions conflicts propagations = %s, want %s", got, want)
			}
		})
	}
}
