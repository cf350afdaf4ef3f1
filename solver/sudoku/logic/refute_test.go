package logic

import (
	"context"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/internal/sharedtest"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Where every finder stalls, the path refutes a candidate by solving on from it until the
// grid breaks, and records the proof: no step of the explanation is read from the
// solution. Each proof replays: its assumption and moves, made in order on the position,
// each remove a candidate still there (or place one still possible), and end in the
// contradiction the step names.
func TestRefutationInsteadOfSolution(t *testing.T) {
	g := mustParse(t, hardestPuzzle)
	steps, err := Explain(context.Background(), g)
	if err != nil {
		t.Fatal(err)
	}
	b := board.New(g)
	refutations := 0
	for i, s := range steps {
		if s.Technique == technique.Contradiction {
			if len(s.Implications) == 0 {
				t.Fatalf("step %d (%s) is read from the solution, not deduced", i+1, s)
			}
			refutations++
			checkRefutation(t, b, s)
		}
		b.Apply(&s)
	}
	if refutations == 0 {
		t.Errorf("no refutation on %s: the test no longer covers the last resort", hardestPuzzle)
	}
}

// checkRefutation replays refutation s on a copy of position b.
func checkRefutation(t *testing.T, b *board.Board, s technique.Step) {
	t.Helper()
	st := b.Clone()
	a := s.Pattern[0].Candidate
	if !st.Has(a.Cell, a.Digit) || len(s.Eliminations) != 1 || s.Eliminations[0] != a {
		t.Fatalf("%s: the assumption %v is no candidate, or not what is eliminated", s, a)
	}
	st.Place(a.Cell, a.Digit)
	for k, im := range s.Implications {
		if !st.Has(im.Cell, im.Digit) {
			t.Fatalf("%s: link %d (%v %s) uses a candidate already gone", s, k+1, im.Candidate, im.Single)
		}
		if im.Eliminated {
			st.Cand[im.Cell] &^= 1 << (im.Digit - 1)
		} else {
			st.Place(im.Cell, im.Digit)
		}
	}
	why := brokenAt(st)
	switch {
	case !why.found:
		t.Errorf("%s: after its %d links the grid is not broken", s, len(s.Implications))
	case why.house >= 0 && (len(s.Houses) == 0 || s.Houses[0] != b.Sh.HouseOf(why.house)):
		t.Errorf("%s: the grid breaks in %v, the step names %v", s, b.Sh.HouseOf(why.house), s.Houses)
	case why.house < 0:
		if last := s.Pattern[len(s.Pattern)-1]; last.Role != technique.RoleFin || last.Cell != why.cell {
			t.Errorf("%s: the grid breaks at cell %d, the step names %v", s, why.cell, last)
		}
	}
}

// TestRefuteCost (REFUTE_PROBE=N) runs the teaching path on N puzzles spread over each of
// the forum's hardest sets and top1465, with and without refutations, interleaved so that
// both see the same load, and prints the CPU time of each and the moves it proves by a
// refutation or reads from the solution (docs/BENCHMARKS.md §"Refutations").
func TestRefuteCost(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("REFUTE_PROBE"))
	if n <= 0 {
		t.Skip("set REFUTE_PROBE to the number of puzzles per set")
	}
	type tally struct {
		cpu                  time.Duration
		refuted, links, read int
	}
	for _, set := range []string{"sudoku/9x9/puzzles5_forum_hardest_1905_11+", "sudoku/9x9/puzzles6_forum_hardest_1106", "sudoku/9x9/puzzles3_magictour_top1465"} {
		var got [2]tally // without, with
		for _, p := range sharedtest.Spread(t, set, n) {
			g, err := sudoku.Parse(strings.ReplaceAll(p, "0", "."))
			if err != nil {
				t.Fatal(err)
			}
			var solver sudoku.Solver
			sol := solver.Solve(context.Background(), g)
			for k, refute := range []bool{false, true} {
				b := board.New(g)
				e := newEngine(b, sol.Grid.Digits())
				e.refute = refute
				start := sharedtest.CPUTime()
				for !b.Solved() {
					s, ok := e.best(context.Background(), b, true)
					if !ok {
						t.Fatalf("%s: the path stalls", p)
					}
					s = board.CloneStep(s)
					b.Apply(&s)
					if s.Technique == technique.Contradiction && len(s.Implications) > 0 {
						got[k].refuted++
						got[k].links += s.ForcingLinks()
					} else if s.Technique == technique.Contradiction {
						got[k].read++
					}
				}
				got[k].cpu += sharedtest.CPUTime() - start
			}
		}
		t.Logf("%s, %d puzzles: without refutations %v CPU, %d moves read from the solution; with %v CPU, %d refutations (%.1f links each), %d moves read",
			strings.TrimPrefix(set, "sudoku/9x9/"), n, got[0].cpu.Round(time.Millisecond), got[0].read,
			got[1].cpu.Round(time.Millisecond), got[1].refuted, float64(got[1].links)/float64(max(1, got[1].refuted)), got[1].read)
	}
}
