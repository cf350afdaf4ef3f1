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
