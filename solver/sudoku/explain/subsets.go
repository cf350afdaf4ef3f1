package explain

import (
	"fmt"
	"strings"

	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Intersections and subsets: Pointing, Claiming, Naked and Hidden Pair/Triple/Quad,
// Locked Pair/Triple.

func (t texter) subsets(level int) string {
	name := t.Technique.String()
	switch level {
	case 2:
		switch t.Technique {
		case technique.Pointing:
			return fmt.Sprintf("The %ss in %s point along %s.", t.digit(), t.house(0), t.house(1))
		case technique.Claiming:
			return fmt.Sprintf("The %ss in %s all lie in %s.", t.digit(), t.house(0), t.house(1))
		}
		return capitalize(fmt.Sprintf("%s has a %s.", t.house(0), strings.ToLower(name)))
	}
	cs := t.PatternCells()
	switch t.Technique {
	case technique.Pointing:
		return fmt.Sprintf("In %s, the %s can only go in %s, all in %s. Whichever it is, %s's %s lies inside %s, so the rest of %s can't hold a %s: %s.",
			t.house(0), t.digit(), joinWith(t.cellNames(cs), "or"), t.house(1), t.house(1), t.digit(), t.house(0), t.house(1), t.digit(), t.removal())
	case technique.Claiming:
		return fmt.Sprintf("In %s, the %s can only go in %s, all inside %s. So %s's %s must come from %s, and the other cells of %s can't hold a %s: %s.",
			t.house(0), t.digit(), joinWith(t.cellNames(cs), "or"), t.house(1), t.house(1), t.digit(), t.house(0), t.house(1), t.digit(), t.removal())
	case technique.NakedPair, technique.NakedTriple, technique.NakedQuad:
		return fmt.Sprintf("%s can only hold %s between them. Together they take %s's %s, so no other cell in %s can be %s: %s.",
			capitalize(t.cells(cs)), t.digitsOr(t.Digits), t.house(0), t.digits(t.Digits), t.house(0), t.digitsOr(t.Digits), t.removal())
	case technique.LockedPair, technique.LockedTriple:
		return fmt.Sprintf("%s can only hold %s between them, and they lie in both %s and %s. Together they take the %s of both houses, so no other cell of either can be %s: %s.",
			capitalize(t.cells(cs)), t.digitsOr(t.Digits), t.house(0), t.house(1), t.digits(t.Digits), t.digitsOr(t.Digits), t.removal())
	}
	return fmt.Sprintf("In %s, the digits %s fit only in %s. Those %d cells must hold exactly these %d digits, so they can't hold anything else: %s.",
		t.house(0), t.digits(t.Digits), t.cells(cs), len(cs), len(t.Digits), t.removal())
}
