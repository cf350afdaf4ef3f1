package logic

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/explain"
	"github.com/sudokubot/sudokubot/solver/sudoku/internal/sharedtest"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// linksRE finds the link counts a text gives: "(16 links)", "16 links:", "of 8 links".
var linksRE = regexp.MustCompile(`\b(\d+) links\b`)

// TestLinkCountOneNumber checks that a step's link count is one number everywhere (issue
// 27): the notation's "(N links)", the words' "N links" at every rung and the walkthrough,
// and LinkCount, which is the JSON's "links". It walks the teaching paths of top1465
// puzzles spread over the file, and puzzle 2, whose step 12 once said 31 in the JSON and
// 16 in the text.
func TestLinkCountOneNumber(t *testing.T) {
	n := 80
	if testing.Short() || sharedtest.Race {
		n = 8
	}
	puzzles := append([]string{"7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5..........."},
		sharedtest.Spread(t, "sudoku/9x9/puzzles3_magictour_top1465", n)...)
	forcing, chains := 0, 0
	for _, p := range puzzles {
		g, err := sudoku.Parse(strings.ReplaceAll(p[:81], "0", "."))
		if err != nil {
			t.Fatal(err)
		}
		steps, err := Explain(context.Background(), g)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		cur := g.Clone()
		for k, s := range steps {
			want := s.LinkCount()
			texts := []string{s.String(), explain.StepText(cur, s)}
			for lvl := 2; lvl <= 4; lvl++ {
				texts = append(texts, explain.HintText(cur, s, lvl))
			}
			for _, txt := range texts {
				for _, m := range linksRE.FindAllStringSubmatch(txt, -1) {
					if got, _ := strconv.Atoi(m[1]); got != want {
						t.Errorf("%s step %d %v: the text says %d links, LinkCount (the JSON's links) %d: %q", p, k+1, s, got, want, txt)
					}
				}
			}
			switch {
			case isForcing(s.Technique) && len(s.Implications) > 0:
				forcing++
				if !strings.Contains(s.String(), "("+strconv.Itoa(want)+" links)") {
					t.Errorf("%s step %d: the notation %q does not give the link count %d", p, k+1, s, want)
				}
				// The count itself, independently: the walkthrough draws one arrow per link.
				if arrows := strings.Count(explain.StepText(cur, s), "→"); arrows != want {
					t.Errorf("%s step %d %v: %d arrows in the words, LinkCount %d", p, k+1, s, arrows, want)
				}
			case want > 0:
				chains++
			}
			if s.Technique == technique.KrakenFish && want != len(s.Links) {
				t.Errorf("%s step %d %v: Kraken fish with %d links counts %d", p, k+1, s, len(s.Links), want)
			}
			cur = s.Apply(cur)
		}
	}
	if forcing == 0 || chains == 0 {
		t.Fatalf("the sample has %d forcing steps and %d other chain steps: it checks nothing", forcing, chains)
	}
	t.Logf("%d puzzles: %d forcing steps and %d other chain steps, one link count each", len(puzzles), forcing, chains)
}

// TestCellHouseForcingChains checks the cell and house forcing chains of top1465 paths
// (issue 27) against their definition, replaying each branch independently of the finder:
// the branches are every candidate of one cell or every place of one digit in one house,
// and each branch's implications, placed in order from its assumption, are singles of the
// position (naked: the cell's last candidate; hidden: the digit's last place in the
// house) and end by ruling out the eliminated candidate.
func TestCellHouseForcingChains(t *testing.T) {
	n := 25
	if testing.Short() || sharedtest.Race {
		n = 6
	}
	puzzles := append([]string{"7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5..........."},
		sharedtest.Spread(t, "sudoku/9x9/puzzles3_magictour_top1465", n)...)
	seen := 0
	for _, p := range puzzles {
		g := mustParse(t, strings.ReplaceAll(p[:81], "0", "."))
		steps, err := Explain(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		cur, c := g.Clone(), sudoku.NewCandidates(g)
		for k, s := range steps {
			if s.Technique == technique.CellForcingChain || s.Technique == technique.HouseForcingChain {
				seen++
				checkBranches(t, fmt.Sprintf("%s step %d %v", p[:81], k+1, s), cur, c, s)
			}
			c = s.ApplyCandidates(cur, c)
			cur = s.Apply(cur)
		}
	}
	if seen == 0 {
		t.Fatal("no cell or house forcing chain on the sample's paths")
	}
	t.Logf("%d cell and house forcing chains checked", seen)
}

// checkBranches replays the branches of a cell or house forcing chain s on marks c.
func checkBranches(t *testing.T, name string, g sudoku.Grid, c sudoku.Candidates, s technique.Step) {
	t.Helper()
	var premises []technique.Candidate
	for _, m := range s.Pattern {
		if m.Role == technique.RolePivot {
			premises = append(premises, m.Candidate)
		}
	}
	if len(premises) < 2 || len(s.Eliminations) != 1 {
		t.Fatalf("%s: %d branches, %d eliminations", name, len(premises), len(s.Eliminations))
	}
	// The branches are all the cases.
	want := map[technique.Candidate]bool{}
	if s.Technique == technique.CellForcingChain {
		for _, d := range c.Digits(premises[0].Cell) {
			want[technique.Candidate{Cell: premises[0].Cell, Digit: d}] = true
		}
	} else {
		h := s.Houses[0]
		for k := range g.Size() {
			if x := g.HouseCell(h, k); c.Has(x, premises[0].Digit) {
				want[technique.Candidate{Cell: x, Digit: premises[0].Digit}] = true
			}
		}
	}
	if len(want) != len(premises) {
		t.Fatalf("%s: %d branches for %d cases", name, len(premises), len(want))
	}
	target := s.Eliminations[0]
	for bi, a := range premises {
		if !want[a] {
			t.Fatalf("%s: branch %v is not a case", name, a)
		}
		cur, marks := g.Clone(), c.Clone()
		place := func(x technique.Candidate) {
			marks = technique.Step{Placements: []technique.Candidate{x}}.ApplyCandidates(cur, marks)
			cur.SetCell(x.Cell, x.Digit)
		}
		place(a)
		for _, im := range s.Implications {
			if im.Branch != bi {
				continue
			}
			switch im.Single {
			case technique.NakedSingle:
				if marks.Mask[im.Cell] != 1<<(im.Digit-1) {
					t.Fatalf("%s: branch %v: %v is no naked single", name, a, im.Candidate)
				}
			case technique.HiddenSingle:
				for k := range g.Size() {
					if x := g.HouseCell(im.House, k); x != im.Cell && marks.Has(x, im.Digit) {
						t.Fatalf("%s: branch %v: %v is no hidden single in %v", name, a, im.Candidate, im.House)
					}
				}
				if !marks.Has(im.Cell, im.Digit) {
					t.Fatalf("%s: branch %v: %v is no candidate", name, a, im.Candidate)
				}
			default:
				t.Fatalf("%s: branch %v: implication %v by %v", name, a, im.Candidate, im.Single)
			}
			place(im.Candidate)
		}
		if marks.Has(target.Cell, target.Digit) || cur.Cell(target.Cell) == target.Digit {
			t.Fatalf("%s: branch %v leaves %v", name, a, target)
		}
	}
}
