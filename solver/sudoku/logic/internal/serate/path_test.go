package serate

import (
	"context"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/internal/sharedtest"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/advanced"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// solvedPath parses p (81 characters, '0' or '.' for an empty cell) and returns its
// solution's digits and SE's path through it.
func solvedPath(t *testing.T, p string) (sudoku.Grid, []uint8, []technique.Step) {
	t.Helper()
	g, err := sudoku.Parse(strings.ReplaceAll(p, "0", "."))
	if err != nil {
		t.Fatal(err)
	}
	var solver sudoku.Solver
	sol := solver.Solve(context.Background(), g)
	if sol.Status != sudoku.Unique {
		t.Fatalf("%s: %v", p, sol.Status)
	}
	steps, err := Path(context.Background(), board.New(g), sol.Grid.Digits())
	if err != nil {
		t.Fatalf("%s: %v", p, err)
	}
	return g, sol.Grid.Digits(), steps
}

// checkSound replays SE's path through each puzzle and checks every step against the
// solution: a placement puts the solution's digit in a cell that has it as a candidate, an
// elimination removes a candidate that is not the solution's digit, and the path solves
// the grid. It returns how many steps rate rated or more (Contradiction steps aside).
func checkSound(t *testing.T, puzzles []string, rated int) int {
	t.Helper()
	count := 0
	for _, p := range puzzles {
		g, sol, steps := solvedPath(t, p)
		b := board.New(g)
		for k, s := range steps {
			for _, q := range s.Placements {
				if int(sol[q.Cell]) != q.Digit || !b.Has(q.Cell, q.Digit) {
					t.Fatalf("%s step %d %v (%.1f): bad placement %v", p, k, s.Technique, float64(s.Rating)/10, q)
				}
			}
			for _, e := range s.Eliminations {
				if int(sol[e.Cell]) == e.Digit || !b.Has(e.Cell, e.Digit) {
					t.Fatalf("%s step %d %v (%.1f): bad elimination %v", p, k, s.Technique, float64(s.Rating)/10, e)
				}
			}
			if s.Rating >= rated && s.Technique != technique.Contradiction {
				count++
			}
			b.Apply(&s)
		}
		if !b.Solved() {
			t.Fatalf("%s: the SE path does not solve the grid", p)
		}
	}
	return count
}

// TestPathSound checks SE's path on the diabolical Sudoku Exchange puzzles and a sample of
// top1465.
func TestPathSound(t *testing.T) {
	var puzzles []string
	for _, c := range sharedtest.SECases(t, "techniques/sudokuexchange_diabolical_first60_se_ratings.txt") {
		puzzles = append(puzzles, c.Puzzle)
	}
	n := 100
	if testing.Short() || sharedtest.Race {
		n = 20
	}
	puzzles = append(puzzles, sharedtest.Spread(t, "sudoku/9x9/puzzles3_magictour_top1465", n)...)
	checkSound(t, puzzles, 0)
}

// TestNestedSound follows SE's path through the first rated forum-hardest puzzle (SE
// 10.3: nested forcing chains, about a second) and checks every step against the
// solution, nested forcing chains (9.5 and up) among them.
func TestNestedSound(t *testing.T) {
	if testing.Short() || sharedtest.Race {
		t.Skip("nested forcing chains take seconds per puzzle")
	}
	var puzzles []string
	for _, l := range sharedtest.Lines(t, "techniques/forum_HardestDatabase110626_se_ratings.txt") {
		if f := strings.Split(l, ","); len(f) >= 7 && f[5] != "" && len(puzzles) < 1 {
			puzzles = append(puzzles, f[0])
		}
	}
	nested := checkSound(t, puzzles, 95)
	t.Logf("%d nested forcing chain steps checked", nested)
	if nested == 0 {
		t.Errorf("no nested forcing chain step on %d forum-hardest puzzles", len(puzzles))
	}
}

// checkOffered walks SE's path through each puzzle and checks every step rule offers on
// the way: it never removes the solution's digit and rates from lo to hi (tenths). It
// fails unless at least 100 steps were checked, and returns how many were.
func checkOffered(t *testing.T, puzzles []string, rule func(*board.Board, []technique.Step) []technique.Step, lo, hi int) int {
	t.Helper()
	checked := 0
	for _, p := range puzzles {
		g, sol, steps := solvedPath(t, p)
		b := board.New(g)
		for _, s := range steps {
			for _, f := range rule(b, nil) {
				checked++
				for _, e := range f.Eliminations {
					if int(sol[e.Cell]) == e.Digit {
						t.Fatalf("%s: %v removes the solution's %d from cell %d", p, f.String(), e.Digit, e.Cell)
					}
				}
				if f.Rating < lo || f.Rating > hi {
					t.Fatalf("%s: %v rated %d, want %d to %d", p, f.String(), f.Rating, lo, hi)
				}
			}
			b.Apply(&s)
		}
	}
	if checked < 100 {
		t.Fatalf("only %d steps checked", checked)
	}
	return checked
}

// TestTurbot3Sound walks SE's path through the rated puzzles of ../shared and checks
// every three-strong-link step offered on the way against the solution.
func TestTurbot3Sound(t *testing.T) {
	if testing.Short() {
		t.Skip("walks 321 paths")
	}
	var puzzles []string
	for _, c := range append(sharedtest.SECases(t, "techniques/sudokuexchange_diabolical_first60_se_ratings.txt"),
		sharedtest.SECases(t, "techniques/calibration_se_hodoku_qqwing_261.tsv")...) {
		puzzles = append(puzzles, c.Puzzle)
	}
	checked := checkOffered(t, puzzles, advanced.FindTurbotFish3, 54, 57)
	t.Logf("%d three-strong-link steps checked on %d paths", checked, len(puzzles))
}

// TestAlignedPairSound walks SE's path through 100 top1465 puzzles and checks every
// Aligned Pair Exclusion offered on the way against the solution.
func TestAlignedPairSound(t *testing.T) {
	if testing.Short() {
		t.Skip("walks 100 paths")
	}
	puzzles := sharedtest.Spread(t, "sudoku/9x9/puzzles3_magictour_top1465", 100)
	checked := checkOffered(t, puzzles, advanced.FindAlignedPairs, 62, 62)
	t.Logf("%d aligned pair exclusions checked", checked)
}
