package explain_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/explain"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// The X-Chain explanation names the house of every link instead of "a house".
func TestXChainTextNamesHouses(t *testing.T) {
	g, err := sudoku.NewGrid(9)
	if err != nil {
		t.Fatal(err)
	}
	c := func(r, col int) technique.Candidate { return technique.Candidate{Cell: (r-1)*9 + col - 1, Digit: 4} }
	s := technique.Step{Technique: technique.XChain, Rating: 66, Digits: []int{4}, Size: 9,
		Links: []technique.Link{
			{From: c(1, 1), To: c(1, 5), Strong: true}, // row 1 only
			{From: c(1, 5), To: c(4, 5)},               // column 5
			{From: c(4, 5), To: c(4, 9), Strong: true}, // row 4
		},
		Pattern:      []technique.Mark{{Candidate: c(1, 1)}, {Candidate: c(1, 5)}, {Candidate: c(4, 5)}, {Candidate: c(4, 9)}},
		Eliminations: []technique.Candidate{c(4, 1)},
	}
	text := explain.HintText(g, s, 3)
	for _, want := range []string{"only two in row 1", "shares column 5 with it", "only two in row 4"} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "a house") {
		t.Errorf("text still says \"a house\":\n%s", text)
	}
}

// The "(N links)" of a forcing chain's notation is the number of links its explanation
// writes (one arrow each): eliminations one pattern makes in one house are one link.
func TestForcingChainLinkCountMatchesText(t *testing.T) {
	g, err := sudoku.NewGrid(9)
	if err != nil {
		t.Fatal(err)
	}
	cand := func(cell, d int) technique.Candidate { return technique.Candidate{Cell: cell, Digit: d} }
	row0 := sudoku.House{Kind: sudoku.Row, Index: 0}
	box0 := sudoku.House{Kind: sudoku.Box, Index: 0}
	s := technique.Step{Technique: technique.DynamicForcingChain, Rating: 90, Digits: []int{1}, Size: 9,
		Pattern: []technique.Mark{{Candidate: cand(0, 1)}},
		Implications: []technique.Implication{
			{Candidate: cand(1, 2), Single: technique.NakedSingle},
			{Candidate: cand(10, 3), Single: technique.Pointing, House: box0, Eliminated: true},
			{Candidate: cand(11, 3), Single: technique.Pointing, House: box0, Eliminated: true},
			{Candidate: cand(12, 3), Single: technique.Pointing, House: box0, Eliminated: true},
			{Candidate: cand(2, 5), Single: technique.HiddenSingle, House: row0},
			{Candidate: cand(30, 6), Single: technique.NakedPair, House: row0, Eliminated: true},
		},
		Eliminations: []technique.Candidate{cand(0, 1)},
	}
	m := regexp.MustCompile(`\((\d+) links\)`).FindStringSubmatch(s.String())
	if m == nil {
		t.Fatalf("notation %q has no link count", s.String())
	}
	text := explain.HintText(g, s, 3)
	arrows := strings.Count(text, " → ")
	if m[1] != "4" || arrows != 4 || !strings.Contains(text, ", 4 links: ") {
		t.Errorf("notation says %s links, text has %d arrows (want 4 and 4, and says so):\n%s\n%s", m[1], arrows, s.String(), text)
	}
	for _, want := range []string{"r1c1=1 → r1c2=2 (the last candidate left in its cell)", "→ a Pointing in box 1 removes 3 from", "→ r1c3=5 (the only place for a 5 in row 1)", "→ a Naked Pair in row 1 removes 6 from r4c4"} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "Then ") {
		t.Errorf("the chain is written as a list of sentences:\n%s", text)
	}
}

// A refutation (a Contradiction that carries its proof) is written as a chain whose links
// are whole steps: a pattern that lives in one house is placed there, others are not, and
// the step says the grid breaks. A Contradiction without a proof still says it is none.
func TestRefutationText(t *testing.T) {
	g, err := sudoku.NewGrid(9)
	if err != nil {
		t.Fatal(err)
	}
	cand := func(cell, d int) technique.Candidate { return technique.Candidate{Cell: cell, Digit: d} }
	row0 := sudoku.House{Kind: sudoku.Row, Index: 0}
	col4 := sudoku.House{Kind: sudoku.Col, Index: 4}
	s := technique.Step{Technique: technique.Contradiction, Rating: 100, Digits: []int{4, 8}, Size: 9,
		Pattern: []technique.Mark{{Candidate: cand(0, 4), Role: technique.RolePivot}},
		Implications: []technique.Implication{
			{Candidate: cand(10, 3), Single: technique.Pointing, House: col4, Eliminated: true},
			{Candidate: cand(20, 7), Single: technique.XYWing, House: row0, Eliminated: true},
			{Candidate: cand(4, 3), Single: technique.FullHouse, House: row0},
			{Candidate: cand(5, 6), Single: technique.DirectHiddenPair},
		},
		Houses:       []sudoku.House{row0},
		Eliminations: []technique.Candidate{cand(0, 4)},
	}
	text := explain.HintText(g, s, 3)
	for _, want := range []string{"Suppose r1c1 (row 1, column 1) were 4 and solve on from there with the usual techniques, 4 links",
		"→ a Pointing in column 5 removes 3 from r2c2", "→ an XY-Wing removes 7 from r3c3", "→ r1c5=3 (the last empty cell of row 1)",
		"→ r1c6=6 (a Direct Hidden Pair)", "Now row 1 would have no place left for an 8. That can't happen."} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "solution") {
		t.Errorf("a refutation reads as taken from the solution:\n%s", text)
	}
	if walk := explain.StepText(g, s); !strings.HasSuffix(walk, "That can't happen, so r1c1 isn't 4: remove 4 from r1c1.") {
		t.Errorf("the walkthrough does not conclude: %s", walk)
	}
	if l2 := explain.HintText(g, s, 2); !strings.Contains(l2, "until the grid breaks") {
		t.Errorf("level 2: %s", l2)
	}
	s.Implications, s.Houses = nil, nil
	if text := explain.HintText(g, s, 3); !strings.Contains(text, "not a deduction") {
		t.Errorf("a Contradiction without a proof does not say so:\n%s", text)
	}
}
