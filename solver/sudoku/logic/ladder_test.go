package logic

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/explain"
	"github.com/sudokubot/sudokubot/solver/sudoku/internal/sharedtest"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// TestLadderRungs checks the four rungs on the first step of every technique met on the
// teaching path of a sample of puzzles: rung 1 names no technique and shows only a
// region; rung 2 shows the pattern's cells and no conclusion; rung 3's text never states
// the conclusion (the placement, or the list of removals of rung 4) and its picture shows
// no conclusion either; rung 4 is the whole step.
func TestLadderRungs(t *testing.T) {
	var puzzles []string
	for _, c := range sharedtest.SECases(t, "techniques/sudokuexchange_diabolical_first60_se_ratings.txt") {
		puzzles = append(puzzles, c.Puzzle)
	}
	puzzles = append(puzzles, sharedtest.Spread(t, "sudoku/9x9/puzzles3_magictour_top1465", 40)...)
	puzzles = append(puzzles, sharedtest.Spread(t, "techniques/calibration_se_hodoku_qqwing_261.tsv", 80)...)
	type seen struct {
		g sudoku.Grid
		s technique.Step
	}
	first := map[technique.Technique]seen{}
	for _, p := range puzzles {
		g, err := sudoku.Parse(strings.ReplaceAll(p, "0", "."))
		if err != nil {
			t.Fatal(err)
		}
		steps, err := Explain(context.Background(), g)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		b := board.New(g)
		for _, s := range steps {
			if _, ok := first[s.Technique]; !ok {
				first[s.Technique] = seen{b.Grid(g), s}
			}
			b.Apply(&s)
		}
	}
	var names []string
	for tech, x := range first {
		names = append(names, tech.String())
		g, s := x.g, x.s
		name := tech.String()
		r1, r2, r3 := explain.HintText(g, s, 1), explain.HintText(g, s, 2), explain.HintText(g, s, 3)
		r4 := explain.HintText(g, s, 4)
		if strings.Contains(strings.ToLower(r1), strings.ToLower(name)) {
			t.Errorf("%s rung 1 names the technique: %q", name, r1)
		}
		if p1 := technique.Rung(s, 1); len(p1.Pattern)+len(p1.Placements)+len(p1.Eliminations)+len(p1.Digits) > 0 || len(p1.Houses) == 0 {
			t.Errorf("%s rung 1 picture shows more than a region: %+v", name, p1)
		}
		p2 := technique.Rung(s, 2)
		if len(p2.Placements)+len(p2.Eliminations) > 0 {
			t.Errorf("%s rung 2 picture shows the conclusion", name)
		}
		for _, m := range s.Pattern {
			concl := slices.Contains(s.Eliminations, m.Candidate) || slices.Contains(s.Placements, m.Candidate)
			if !concl && !slices.Contains(p2.Pattern, m) {
				t.Errorf("%s rung 2 picture misses pattern candidate %v", name, m)
			}
		}
		if p3 := technique.Rung(s, 3); len(p3.Placements)+len(p3.Eliminations) > 0 {
			t.Errorf("%s rung 3 picture shows the conclusion", name)
		}
		// rung 3 text: no placement statement, no list of removals
		for _, q := range s.Placements {
			c, d := g.CellName(q.Cell), fmt.Sprint(q.Digit)
			for _, bad := range []string{c + " is " + d, d + " in " + c, "So " + c} {
				if strings.Contains(r3, bad) {
					t.Errorf("%s rung 3 states the conclusion (%q): %q", name, bad, r3)
				}
			}
		}
		for _, e := range s.Eliminations {
			c, d := g.CellName(e.Cell), fmt.Sprint(e.Digit)
			for _, bad := range []string{c + " can't be " + d, c + " isn't " + d, c + " must be something else"} {
				if strings.Contains(r3, bad) {
					t.Errorf("%s rung 3 states the conclusion (%q): %q", name, bad, r3)
				}
			}
		}
		if len(s.Eliminations) > 0 {
			list := strings.TrimSuffix(strings.TrimPrefix(r4, "Remove "), ".")
			if strings.Contains(r3, list) || strings.Contains(strings.ToLower(r3), "remove "+list) {
				t.Errorf("%s rung 3 lists the removals: %q", name, r3)
			}
		}
		if r2 == r3 || r3 == r4 || r1 == r2 {
			t.Errorf("%s: two rungs say the same: %q / %q / %q / %q", name, r1, r2, r3, r4)
		}
		if full := explain.StepText(g, s); full == r3 {
			t.Errorf("%s: the walkthrough text is the rung-3 text", name)
		}
		if testing.Verbose() {
			t.Logf("%s\n  1: %s\n  2: %s\n  3: %s\n  4: %s", name, r1, r2, r3, r4)
		}
	}
	slices.Sort(names)
	t.Logf("ladder checked on %d techniques: %s", len(names), strings.Join(names, ", "))
	for _, want := range []technique.Technique{technique.HiddenSingle, technique.NakedSingle, technique.Pointing, technique.NakedPair,
		technique.XWing, technique.XYWing, technique.ForcingChain} {
		if _, ok := first[want]; !ok {
			t.Errorf("no %v step met: the sample should cover every family", want)
		}
	}
}

// hardestPuzzle is examples/hardest.txt (Arto Inkala's "world's hardest"): the teaching
// path's patterns, forcing chains and dynamic forcing chains all stall on it, twice.
const hardestPuzzle = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3"

// A single's rung-3 picture shades the houses its text names and no other: the house it
// lives in and those its reasons come through, never the zero House (row 1) of a reason
// that comes through none (a filled cell, an earlier elimination).
func TestSingleRungThreeShadesTextHouses(t *testing.T) {
	singles := 0
	for _, p := range []string{hardestPuzzle, "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."} {
		g := mustParse(t, p)
		steps, err := Explain(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		b := board.New(g)
		for i, s := range steps {
			if s.Technique == technique.HiddenSingle || s.Technique == technique.NakedSingle {
				singles++
				text := strings.ToLower(explain.HintText(b.Grid(g), s, 3))
				for _, h := range technique.Rung(s, 3).Houses {
					if !strings.Contains(text, h.String()) {
						t.Errorf("%s step %d (%s): the picture shades %v, the text does not name it: %q", p, i+1, s, h, text)
					}
				}
			}
			b.Apply(&s)
		}
	}
	if singles < 50 {
		t.Errorf("only %d singles checked", singles)
	}
}
