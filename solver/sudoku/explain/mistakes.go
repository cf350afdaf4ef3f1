package explain

import (
	"fmt"
	"strings"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// MistakeText words a mistake on the same ladder as hints: level 1 names the row
// ("Something in row 4 doesn't fit."), level 2 the cell and digit ("r4c7 can't be 5."),
// level 3 and above the reason ([MistakeWhy], as a sentence).
func MistakeText(g sudoku.Grid, m sudoku.Mistake, level int) string {
	n := g.Size()
	if n == 0 {
		n = 9
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

// MistakeWhy words the reason of a mistake as a clause: "row 4 already has a 3 at r4c2",
// "r4c6 is not 3", "the pencil marks of r4c6 are missing a digit it still needs", "row 1
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
		return fixArticles(fmt.Sprintf("%s already has a %s at %s", m.House, d, sudoku.CellName(m.Other, n)))
	case sudoku.MistakeWrong:
		return fmt.Sprintf("%s is not %s", sudoku.CellName(m.Cell, n), d)
	case sudoku.MistakeMarks:
		return fmt.Sprintf("the pencil marks of %s are missing a digit it still needs", sudoku.CellName(m.Cell, n))
	}
	return ""
}

// mistakeDigit writes digit d in g's symbols (plain decimal when g is the zero Grid).
func mistakeDigit(g sudoku.Grid, d int) string {
	if g.Size() == 0 {
		return fmt.Sprint(d)
	}
	return g.Symbols().Format(d)
}
