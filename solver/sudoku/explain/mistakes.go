package explain

import (
	"fmt"
	"strings"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// MistakeText words a mistake on the same ladder as hints: level 1 names the row
// ("Something in row 4 doesn't fit."), level 2 the cell and digit ("r4c7 can't be 5."),
// level 3 and above the reason ([MistakeWhy], as a sentence). A grid that runs out of
// options (MistakeContradiction) is worded from its dead end instead.
func MistakeText(g sudoku.Grid, m sudoku.Mistake, level int) string {
	n := g.Size()
	if n == 0 {
		n = 9
	}
	if m.Kind == sudoku.MistakeContradiction {
		switch {
		case level <= 1:
			return "This grid has a mistake: it can't be finished."
		case level == 2:
			return capitalize(deadEndText(g, m.Dead, n, "")) + "."
		}
		return capitalize(MistakeWhy(g, m)) + "."
	}
	switch {
	case level <= 1:
		return fmt.Sprintf("Something in row %d doesn't fit.", m.Cell/n+1)
	case level == 2:
		if m.Kind == sudoku.MistakeMarks {
			return fmt.Sprintf("Check the pencil marks of %s.", sudoku.CellName(m.Cell, n))
		}
		return fmt.Sprintf("%s can't be %s.", sudoku.CellName(m.Cell, n), mistakeDigit(g, m.Digit))
	}
	w := MistakeWhy(g, m)
	if w != "" && !strings.HasSuffix(w, ".") {
		w += "."
	}
	return capitalize(w)
}

// MistakeWhy words the reason of a mistake as a clause: "r4c6 can't be 3: row 4 already
// has a 3 at r4c2", "r1c4 can't be 4: then box 2 would have no place left for its 7",
// "r4c6 is not 3", "the pencil marks of r4c6 leave out 5, which is still possible there", "row 1
// has 5 twice (r1c1, r1c3)". A mistake of kind MistakeCell has no reason: "".
func MistakeWhy(g sudoku.Grid, m sudoku.Mistake) string {
	n := g.Size()
	if n == 0 {
		n = 9
	}
	d := mistakeDigit(g, m.Digit)
	switch m.Kind {
	case sudoku.MistakeGivenClash:
		return fmt.Sprintf("%s has %s twice (%s, %s)", m.House, d, sudoku.CellName(m.Other, n), sudoku.CellName(m.Cell, n))
	case sudoku.MistakeClash:
		return fixArticles(fmt.Sprintf("%s can't be %s: %s already has a %s at %s", sudoku.CellName(m.Cell, n), d, m.House, d, sudoku.CellName(m.Other, n)))
	case sudoku.MistakeWrong:
		if m.Dead != nil {
			return fixArticles(fmt.Sprintf("%s can't be %s: then %s", sudoku.CellName(m.Cell, n), d, deadEndText(g, m.Dead, n, "would ")))
		}
		return fmt.Sprintf("%s is not %s", sudoku.CellName(m.Cell, n), d)
	case sudoku.MistakeContradiction:
		return "the grid has a mistake (one of the digits placed so far is wrong): following the grid's singles, " + deadEndText(g, m.Dead, n, "") +
			"; give the original puzzle to find which digit it is"
	case sudoku.MistakeMarks:
		return fmt.Sprintf("the pencil marks of %s leave out %s, which is still possible there", sudoku.CellName(m.Cell, n), d)
	}
	return ""
}

// deadEndText words where a position runs out of options: "box 2 has no place for its 7"
// ("box 2 would have no place for its 7" with would = "would ").
func deadEndText(g sudoku.Grid, d *sudoku.DeadEnd, n int, would string) string {
	have := "has"
	if would != "" {
		have = "have"
	}
	if d == nil {
		return "the grid " + would + have + " no solution"
	}
	if d.Cell >= 0 && d.Digit == 0 {
		return fmt.Sprintf("%s %s%s no candidate left", sudoku.CellName(d.Cell, n), would, have)
	}
	return fixArticles(fmt.Sprintf("%s %s%s no place left for its %s", d.House, would, have, mistakeDigit(g, d.Digit)))
}

// mistakeDigit writes digit d in g's symbols (plain decimal when g is the zero Grid).
func mistakeDigit(g sudoku.Grid, d int) string {
	if g.Size() == 0 {
		return fmt.Sprint(d)
	}
	return g.Symbols().Format(d)
}
