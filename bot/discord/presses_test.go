package discord_test

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
)

// easyPuzzle reads testdata/easy-9x9.txt: an easy puzzle (hidden singles only).
func easyPuzzle(t *testing.T) sudoku.Grid {
	t.Helper()
	data, err := os.ReadFile("testdata/easy-9x9.txt")
	if err != nil {
		t.Fatal(err)
	}
	var line string
	for _, l := range strings.Split(string(data), "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			line = l
		}
	}
	g, err := sudoku.Parse(line)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// A single is a digit a member can see goes in a cell: the only place for it in a row,
// column or box, or the only digit left for the cell.
type single struct{ cell, digit int }

// singles returns every single of g, in cell order.
func singles(g sudoku.Grid) []single {
	n := g.Size()
	cand := sudoku.NewCandidates(g)
	found := map[single]bool{}
	for i := 0; i < n*n; i++ {
		if g.Cell(i) == 0 {
			if ds := cand.Digits(i); len(ds) == 1 {
				found[single{i, ds[0]}] = true
			}
		}
	}
	for kind := sudoku.Row; kind <= sudoku.Box; kind++ {
		for h := 0; h < n; h++ {
			for d := 1; d <= n; d++ {
				at, count := -1, 0
				for k := 0; k < n; k++ {
					i := g.HouseCell(sudoku.House{Kind: kind, Index: h}, k)
					if g.Cell(i) == 0 && cand.Mask[i]&(1<<(d-1)) != 0 {
						at, count = i, count+1
					}
				}
				if count == 1 {
					found[single{at, d}] = true
				}
			}
		}
	}
	var out []single
	for i := 0; i < n*n; i++ {
		for d := 1; d <= n; d++ {
			if found[single{i, d}] {
				out = append(out, single{i, d})
			}
		}
	}
	return out
}

// nextStep is the placement a teacher would show next on g (the hint engine's step).
func nextStep(t *testing.T, g sudoku.Grid) single {
	t.Helper()
	h, err := logic.NextHint(context.Background(), g, logic.HintOptions{})
	if err != nil || h.Step == nil || len(h.Step.Placements) == 0 {
		t.Fatalf("no next step on %s: %v", g, err)
	}
	p := h.Step.Placements[0]
	return single{p.Cell, p.Digit}
}

// TestPlayPressesPerDigit plays a whole easy game through the board, as a member would,
// in a natural order: each digit is one the member can see goes there (a single), taken in
// the order a teacher's hints give them, except that a member keeps to what is cheapest to
// reach next (the digit in hand, digit first; the selected cell's row, cell first). It
// counts every interaction (a button press or a menu choice), switching the input mode
// included, and reports the presses per placed digit (docs/BENCHMARKS.md). Digit first
// must cost at most 2 presses a digit.
func TestPlayPressesPerDigit(t *testing.T) {
	puzzle := easyPuzzle(t)
	line := strings.ReplaceAll(strings.ReplaceAll(puzzle.String(), "\n", ""), "0", ".")
	for _, tc := range []struct {
		mode    string
		teacher bool // strictly the teacher's order, not the cheapest single
	}{{"digit first", false}, {"cell first", false}, {"digit first", true}, {"cell first", true}} {
		if tc.teacher && raceDetector {
			continue // the same count, four times the presses: measured by plain runs
		}
		e := setup(t, setupOpts{limits: unlimited})
		b := e.playCmd(strOpt("puzzle", line))
		presses := 0
		press := func(label string, values ...string) {
			t.Helper()
			b = e.update(t, b, label, values...)
			presses++
		}
		if tc.mode == "digit first" {
			press("More…")
			press("Input: cell first")
			press("◀ Back")
		}
		g := puzzle.Clone()
		hand, sel := 0, -1
		placed, old := 0, 0
		oldSel := -1 // the controls before issue 22: the selection stays on the placed cell
		for g.Empty() > 0 {
			all := singles(g)
			next := nextStep(t, g)
			if tc.mode == "digit first" {
				if !tc.teacher {
					next = inHand(all, next, hand)
				}
				if next.digit != hand {
					press(fmt.Sprint(next.digit))
					hand = next.digit
				}
				if b.hasSelect("Choose a box") {
					press("Choose a box", fmt.Sprint(next.cell/27*3+next.cell%9/3+1))
				}
				press("Place ", fmt.Sprint(next.cell))
			} else {
				if !tc.teacher {
					next = cheapest(all, next, sel)
				}
				old += oldCost(oldSel, next.cell)
				oldSel = next.cell
				if sel < 0 || next.cell/9 != sel/9 {
					press("Choose a row", fmt.Sprint(next.cell/9+1))
					sel = next.cell/9*9 + max(sel, 0)%9
				}
				if next.cell != sel {
					press("Choose a column", fmt.Sprint(next.cell%9+1))
				}
				press(fmt.Sprint(next.digit))
				sel = selectedCell(b) // cell first moves on to the next empty cell
			}
			g.SetCell(next.cell, next.digit)
			placed++
		}
		if !strings.Contains(b.text(), "Solved!") {
			t.Fatalf("%s: the game did not finish: %q", tc.mode, b.text())
		}
		order := "natural order"
		if tc.teacher {
			order = "the teacher's order"
		}
		per := float64(presses) / float64(placed)
		t.Logf("%s, %s: %d presses for %d digits: %.2f presses per placed digit", tc.mode, order, presses, placed, per)
		if tc.mode == "cell first" {
			t.Logf("  the same order on the controls before (no auto-advance, no digit first): %d presses, %.2f per digit", old, float64(old)/float64(placed))
		}
		if tc.mode == "digit first" && !tc.teacher && per > 2.0 {
			t.Errorf("digit first: %.2f presses per placed digit, want at most 2.0", per)
		}
	}
}

// inHand is the single a digit-first member places next: one of the digit in hand when
// there is one, else the teacher's next.
func inHand(all []single, next single, hand int) single {
	for _, s := range all {
		if s.digit == hand {
			return s
		}
	}
	return next
}

// oldCost is what placing in cell cost on the controls before: a row and a column choice
// unless the selection already had them, and the digit.
func oldCost(sel, cell int) int {
	cost := 1
	if sel < 0 || sel/9 != cell/9 {
		cost++
	}
	if sel < 0 || sel%9 != cell%9 {
		cost++
	}
	return cost
}

// cheapest is the single a cell-first member reaches with the fewest presses: the one in
// the selected cell, else one in its row, else the teacher's next.
func cheapest(all []single, next single, sel int) single {
	if sel < 0 {
		return next
	}
	for _, s := range all {
		if s.cell == sel {
			return s
		}
	}
	for _, s := range all {
		if s.cell/9 == sel/9 {
			return s
		}
	}
	return next
}

// hasSelect reports whether the board has a select menu whose placeholder starts with p.
func (b board) hasSelect(p string) bool {
	rows, _ := b.data["components"].([]any)
	for _, r := range rows {
		cs, _ := r.(map[string]any)["components"].([]any)
		for _, c := range cs {
			if ph, _ := c.(map[string]any)["placeholder"].(string); strings.HasPrefix(ph, p) {
				return true
			}
		}
	}
	return false
}

// selectedCell reads "Selected **r3c5**" from the board text; -1 when none.
func selectedCell(b board) int {
	var r, c int
	i := strings.Index(b.text(), "Selected **r")
	if i < 0 {
		return -1
	}
	if _, err := fmt.Sscanf(b.text()[i+len("Selected **r"):], "%dc%d", &r, &c); err != nil {
		return -1
	}
	return (r-1)*9 + c - 1
}
