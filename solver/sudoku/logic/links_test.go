package logic

import (
	"context"
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
