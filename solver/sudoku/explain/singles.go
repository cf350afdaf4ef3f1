package explain

import (
	"fmt"
	"strings"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Singles: Full House, Hidden Single, Naked Single. The reasons of hidden and naked singles
// come from the step's Sights (recorded by package logic).

func (t texter) singles(level int) string {
	switch level {
	case 2:
		switch t.Technique {
		case technique.FullHouse:
			return capitalize(fmt.Sprintf("%s has only one empty cell left: a full house.", t.house(0)))
		case technique.HiddenSingle:
			return capitalize(fmt.Sprintf("%s has a hidden single.", t.house(0)))
		}
		return fmt.Sprintf("One cell in row %d has just one candidate left.", t.Placements[0].Cell/t.n+1)
	}
	switch t.Technique {
	case technique.FullHouse:
		p := t.Placements[0]
		return capitalize(fmt.Sprintf("%s has one empty cell left, %s, and the only digit it is missing is %s. So %s.",
			t.house(0), t.longCell(p.Cell), t.sym(p.Digit), t.placement()))
	case technique.HiddenSingle:
		return t.hiddenSingle()
	}
	return t.nakedSingle()
}

// singlesReasoning is rung 3 of a single: the reasons without the cell's digit.
func (t texter) singlesReasoning() string {
	p := t.Placements[0]
	switch t.Technique {
	case technique.FullHouse:
		return capitalize(fmt.Sprintf("%s has one empty cell left, %s. Which digit is %s still missing?",
			t.house(0), t.longCell(p.Cell), t.house(0)))
	case technique.HiddenSingle:
		return cutConclusion(t.hiddenSingleWith("only one cell in it can take one"))
	}
	text := cutConclusion(t.nakedSingle())
	if i := strings.LastIndex(text, " Only "); i >= 0 {
		text = text[:i]
	}
	return text + " Which digit is left for it?"
}

// hiddenSingle is level 3 of a hidden single: the house, the digit, and (from the step's
// Sights) what rules out each other cell: "row 7 already has a 7 at r7c7, column 2 has one
// at r6c2 and the other cells are filled".
func (t texter) hiddenSingle() string {
	return t.hiddenSingleWith(t.cell(t.Placements[0].Cell) + " is the only cell in it that can take one")
}

// hiddenSingleWith is the hidden single's sentence with only, the clause that says which
// cell of the house takes the digit (rung 3 does not name it).
func (t texter) hiddenSingleWith(only string) string {
	p := t.Placements[0]
	h := t.Houses[0]
	if t.g.Size() == 0 || len(t.Sights) == 0 {
		return fmt.Sprintf("%s still needs a %s, and %s. So %s.",
			capitalize(h.String()), t.sym(p.Digit), only, t.placement())
	}
	var reasons []string
	type reason struct {
		via sudoku.House
		at  int
	}
	seen := map[reason]bool{}
	earlier, filled := false, false
	for _, w := range t.Sights {
		switch {
		case w.At == w.Cell:
			filled = true
		case w.At < 0:
			earlier = true
		case !seen[reason{w.Via, w.At}]:
			seen[reason{w.Via, w.At}] = true
			if len(reasons) == 0 {
				reasons = append(reasons, fmt.Sprintf("%s already has a %s at %s", w.Via, t.sym(p.Digit), t.cell(w.At)))
			} else {
				reasons = append(reasons, fmt.Sprintf("%s has one at %s", w.Via, t.cell(w.At)))
			}
		}
	}
	if filled {
		reasons = append(reasons, "the other cells are filled")
	}
	if earlier {
		reasons = append(reasons, "earlier steps ruled it out of the rest")
	}
	why := ""
	if len(reasons) > 0 {
		why = ": " + joinAnd(reasons)
	}
	return fmt.Sprintf("%s still needs a %s, and %s%s. So %s.",
		capitalize(h.String()), t.sym(p.Digit), only, why, t.placement())
}

// nakedSingle is level 3 of a naked single: the digits the cell sees in its row, column and
// box (from the step's Sights), and those earlier steps ruled out.
func (t texter) nakedSingle() string {
	p := t.Placements[0]
	if t.g.Size() == 0 || len(t.Sights) == 0 {
		return fmt.Sprintf("%s has only one candidate left, so %s.", capitalize(t.longCell(p.Cell)), t.placement())
	}
	var parts []string
	var ds, earlier []int
	flush := func(via sudoku.House) {
		if len(ds) == 0 {
			return
		}
		where := [...]string{"in its row", "in its column", "in " + via.String()}[via.Kind]
		parts = append(parts, t.digits(ds)+" "+where)
		ds = nil
	}
	var via sudoku.House
	for _, w := range t.Sights {
		if w.At < 0 {
			earlier = append(earlier, w.Digit)
			continue
		}
		if w.Via != via {
			flush(via)
			via = w.Via
		}
		ds = append(ds, w.Digit)
	}
	flush(via)
	extra := ""
	if len(earlier) > 0 {
		extra = fmt.Sprintf(", and earlier steps ruled out %s", t.digits(earlier))
	}
	return fmt.Sprintf("%s already sees %s%s. Only %s is left, so %s.",
		capitalize(t.longCell(p.Cell)), joinAnd(parts), extra, t.sym(p.Digit), t.placement())
}
