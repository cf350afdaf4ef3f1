package explain

import (
	"fmt"
	"strings"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// Chains of bivalue cells: Remote Pair, XY-Chain.

func (t texter) chains(level int) string {
	s := t.s
	switch level {
	case 1:
		if cs := t.patternCells(); len(cs) > 0 {
			return fmt.Sprintf("Look at the cells with two candidates, starting from %s.", t.cell(cs[0]))
		}
		return t.lookAtPattern()
	case 2:
		return t.thereIs()
	}
	switch s.Technique {
	case sudoku.RemotePair:
		a, b := t.marksOf(sudoku.RoleColorA), t.marksOf(sudoku.RoleColorB)
		return fmt.Sprintf("The cells %s all hold only %s, and they form a chain where each cell sees the next, so the two digits alternate along it: %s hold one digit and %s the other. A cell that sees one of each group can be neither: %s.",
			t.cells(append(append([]int(nil), a...), b...)), t.digitsOr(s.Digits), t.cells(a), t.cells(b), t.removal())
	}
	return t.xyChain()
}

func (t texter) xyChain() string {
	s := t.s
	if len(s.Links) == 0 || len(s.Digits) == 0 {
		return t.words(2)
	}
	x := t.sym(s.Digits[0])
	var b strings.Builder
	start := s.Links[0].From.Cell
	end := s.Links[len(s.Links)-1].To.Cell
	fmt.Fprintf(&b, "Each cell of this chain has two candidates.")
	k := 1
	for _, l := range s.Links {
		if l.Strong {
			fmt.Fprintf(&b, " %d. If %s isn't %s, it's %s.", k, t.cell(l.From.Cell), t.sym(l.From.Digit), t.sym(l.To.Digit))
		} else {
			fmt.Fprintf(&b, " %d. Then %s, which sees it, isn't %s.", k, t.cell(l.To.Cell), t.sym(l.To.Digit))
		}
		k++
	}
	fmt.Fprintf(&b, " So if %s isn't %s, %s is: one of the two ends is %s, and a cell that sees both can't be %s: %s.",
		t.cell(start), x, t.cell(end), x, x, t.removal())
	return b.String()
}
