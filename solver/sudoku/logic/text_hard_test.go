package logic

import (
	"context"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/explain"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// hardTechniques are the hard-end techniques that have their own wording.
var hardTechniques = []technique.Technique{
	technique.FinnedXWing, technique.FinnedSwordfish, technique.FinnedJellyfish, technique.SashimiXWing, technique.SashimiSwordfish,
	technique.SashimiJellyfish, technique.FrankenFish, technique.MutantFish, technique.UniqueRectangle3, technique.UniqueRectangle5,
	technique.UniqueRectangle6, technique.HiddenRectangle, technique.AvoidableRectangle1, technique.AvoidableRectangle2,
	technique.MultiColouring, technique.ContinuousNiceLoop, technique.DiscontinuousNiceLoop, technique.AIC,
	technique.GroupedContinuousNiceLoop, technique.GroupedDiscontinuousNiceLoop, technique.GroupedAIC, technique.ALSXZ,
	technique.ALSXYWing, technique.ALSChain, technique.DeathBlossom, technique.SueDeCoq,
}

// TestHardRungs checks the four rungs of every technique of the hard end on a reglib
// position where its finder fires: rung 1 names no technique, rung 2 names it and marks
// the pattern, rungs 1-3 don't give the conclusion, rung 4 does.
func TestHardRungs(t *testing.T) {
	cases := loadReglib(t)
	want := map[technique.Technique]bool{}
	for _, tech := range hardTechniques {
		want[tech] = true
	}
	got := map[technique.Technique]technique.Step{}
	boards := map[technique.Technique]*board.Board{}
	for _, c := range cases {
		tech, ok := reglibTechniques[c.code]
		if !ok || c.variant == "x" {
			continue
		}
		b := reglibBoard(t, c)
		for _, s := range reglibSteps(t, b, tech) {
			if want[s.Technique] {
				if _, ok := got[s.Technique]; !ok {
					got[s.Technique] = s
					boards[s.Technique] = b
				}
			}
		}
	}
	empty, err := sudoku.NewGrid(9)
	if err != nil {
		t.Fatal(err)
	}
	for _, tech := range hardTechniques {
		s, ok := got[tech]
		if !ok {
			t.Errorf("%v: no reglib position produced a step", tech)
			continue
		}
		checkRungs(t, boards[tech].Grid(empty), s)
	}
}

// checkRungs checks the four rungs of step s found in grid g: rung 1 names no technique,
// rung 2 names it and the step has a pattern to mark, rungs 1-3 don't give the conclusion.
func checkRungs(t *testing.T, g sudoku.Grid, s technique.Step) {
	t.Helper()
	tech := s.Technique
	r := [5]string{}
	for lvl := 1; lvl <= 4; lvl++ {
		r[lvl] = explain.HintText(g, s, lvl)
		if r[lvl] == "" || strings.Contains(r[lvl], "%!") {
			t.Errorf("%v rung %d: bad text %q", tech, lvl, r[lvl])
		}
	}
	if strings.Contains(r[1], tech.String()) {
		t.Errorf("%v rung 1 names the technique: %q", tech, r[1])
	}
	if !strings.Contains(r[2], tech.String()) {
		t.Errorf("%v rung 2 doesn't name the technique: %q", tech, r[2])
	}
	if len(s.Pattern) == 0 {
		t.Errorf("%v: no pattern to highlight", tech)
	}
	// the move, as rung 4 words it ("Remove 4 from r1c5." / "Place 8 in r2c5.")
	move := strings.TrimSuffix(r[4], ".")
	move = strings.TrimPrefix(strings.TrimPrefix(move, "Remove "), "Place ")
	for lvl := 1; lvl <= 3; lvl++ {
		if strings.Contains(r[lvl], move) {
			t.Errorf("%v rung %d gives the conclusion away (%q): %q", tech, lvl, move, r[lvl])
		}
	}
	t.Logf("%v\n  1: %s\n  2: %s\n  3: %s\n  4: %s", tech, r[1], r[2], r[3], r[4])
}

// krakenPuzzle is an isomorph of a top1465 puzzle whose path takes a Kraken fish where it
// took a forcing chain before.
const krakenPuzzle = "7..2....59..3....7.6....4.......168...2.8.7.9..........4....1.3.5.7.69....7......"

// TestKrakenRungs checks the rungs of a Kraken fish (no reglib case has one) on the path
// of an isomorph of a top1465 puzzle, where the fish replaces a forcing chain, and that
// its chains hold: the rung 3 text names every fin, and the links are the step's own.
func TestKrakenRungs(t *testing.T) {
	g, err := sudoku.Parse(krakenPuzzle)
	if err != nil {
		t.Fatal(err)
	}
	steps, err := Explain(context.Background(), g)
	if err != nil {
		t.Fatal(err)
	}
	b := board.New(g)
	for _, s := range steps {
		if s.Technique == technique.KrakenFish {
			if len(s.Links) == 0 || s.LinkCount() != len(s.Links) {
				t.Errorf("Kraken Fish %v: %d links, LinkCount %d", s, len(s.Links), s.LinkCount())
			}
			checkRungs(t, b.Grid(g), s)
			r3 := explain.HintText(b.Grid(g), s, 3)
			for _, m := range s.Pattern {
				if m.Role == technique.RoleFin && !strings.Contains(r3, sudoku.CellName(m.Cell, 9)) {
					t.Errorf("rung 3 doesn't name the fin %s: %q", sudoku.CellName(m.Cell, 9), r3)
				}
			}
			return
		}
		b.Apply(&s)
	}
	t.Fatalf("%s: no Kraken Fish on the path", krakenPuzzle)
}
