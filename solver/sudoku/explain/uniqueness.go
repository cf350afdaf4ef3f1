package explain

import (
	"fmt"
	"slices"

	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Uniqueness: Unique Rectangle types 1 to 6, Hidden and Avoidable Rectangles, BUG+1, BUG+n.

func (t texter) uniqueness(level int) string {
	ur := t.Technique != technique.BUGPlusOne
	switch level {
	case 2:
		if ur {
			return fmt.Sprintf("A unique rectangle in %s rules out some candidates.", t.cells(t.PatternCells()))
		}
		return t.thereIs()
	}
	if ur {
		return t.uniqueRectangle()
	}
	switch t.Technique {
	case technique.BUGPlusOne:
		p := t.Placements[0]
		return fmt.Sprintf("Every empty cell has exactly two candidates except %s. If %s were not %s, every digit would have exactly two places in every house, a pattern that always allows two solutions. The puzzle has one, so %s.",
			t.longCell(p.Cell), t.cell(p.Cell), t.sym(p.Digit), t.placement())
	}
	return t.andSo()
}

func (t texter) uniqueRectangle() string {
	corners := t.PatternCells()
	a, b := t.sym(t.Digits[0]), t.sym(t.Digits[1])
	fins := t.marksOf(technique.RoleFin)
	floor := t.marksOf(technique.RoleBase)
	swap := fmt.Sprintf("If all four corners could only be %s or %s, they could swap their %ss and %ss and the puzzle would have two solutions. It has one", a, b, a, b)
	switch t.Technique {
	case technique.UniqueRectangle1:
		if len(fins) == 1 {
			return fmt.Sprintf("The rectangle %s covers two boxes, and three corners can only be %s or %s. %s, so %s must be something else: %s.",
				t.cells(corners), a, b, swap, t.cell(fins[0]), t.removal())
		}
	case technique.UniqueRectangle2:
		if len(fins) == 2 {
			z := t.sym(t.Eliminations[0].Digit)
			return fmt.Sprintf("In the rectangle %s (two boxes), %s can only be %s or %s, and %s can be %s, %s or %s. %s, so one of %s is %s. A cell that sees both can't be %s: %s.",
				t.cells(corners), t.cells(floor), a, b, t.cells(fins), a, b, z, swap, t.cells(fins), z, z, t.removal())
		}
	case technique.UniqueRectangle4:
		if len(fins) == 2 && len(t.Houses) > 0 {
			rm := t.sym(t.Eliminations[0].Digit)
			keep := a
			if keep == rm {
				keep = b
			}
			return fmt.Sprintf("In the rectangle %s (two boxes), %s can only be %s or %s. In %s the %s can only go in %s, so one of them is %s. %s, so neither of them can be %s: %s.",
				t.cells(corners), t.cells(floor), a, b, t.house(0), keep, t.cells(fins), keep, swap, rm, t.removal())
		}
	}
	return fmt.Sprintf("%s. %s.", t.words(2), capitalize(t.removal()))
}

// rectangles words the uniqueness patterns of the hard end (Unique Rectangle 3, 5 and 6,
// Hidden Rectangle, Avoidable Rectangle 1 and 2) at levels 2 and 3.
func (t texter) rectangles(level int) string {
	switch level {
	case 2:
		name := t.Technique.String()
		return fmt.Sprintf("The cells %s form %s %s on %s.", t.cells(t.PatternCells()), article(name), name, t.digits(t.Digits))
	}
	return t.explainRect()
}

// bugPlusN words BUG+n at levels 2 and 3.
func (t texter) bugPlusN(level int) string {
	d := t.digit()
	switch level {
	case 2:
		return fmt.Sprintf("Apart from the %ss in %s, the grid is a bivalue universal grave (BUG+n).", d, t.cells(t.PatternCells()))
	}
	return fmt.Sprintf("If none of the %ss in %s were true, every empty cell would have two candidates and every digit two places in each house: a pattern that always has two solutions. The puzzle has one, so one of those %ss is true, and a cell that sees all of them can't be %s.",
		d, t.cells(t.PatternCells()), d, d)
}

func (t texter) explainRect() string {
	var cs []int
	for _, m := range t.Pattern {
		if (m.Role == technique.RoleBase || m.Role == technique.RoleFin) && !slices.Contains(cs, m.Cell) {
			cs = append(cs, m.Cell)
		}
	}
	a, b := t.sym(t.Digits[0]), t.sym(t.Digits[1])
	swap := fmt.Sprintf("If the four corners %s (none of them a clue) ended up holding only %s and %s, the two digits could swap and the puzzle would have two solutions. It has one, so the pattern must be broken.", t.cells(cs), a, b)
	fins := t.marksOf(technique.RoleFin)
	switch t.Technique {
	case technique.UniqueRectangle3:
		return swap + fmt.Sprintf(" One of %s takes an extra digit; together with other cells of %s their extra digits form a naked subset, so those digits are taken in that house.", t.cells(fins), t.houseList(t.Houses))
	case technique.UniqueRectangle5:
		return swap + fmt.Sprintf(" Every corner with something besides %s and %s has the same extra digit, so one of %s is that digit, and a cell that sees all of them can't be.", a, b, t.cells(fins))
	case technique.UniqueRectangle6:
		return swap + fmt.Sprintf(" One of the two digits is confined to the corners in both rows and both columns, so it fills one diagonal; on the diagonal of %s it would force the deadly pattern.", t.cells(fins))
	case technique.HiddenRectangle:
		return swap + " One corner can only be one of the two digits; through the opposite corner, one digit has no place outside the rectangle in its row and in its column. Were the opposite corner the other digit, that digit would fill the other two corners and the pattern would be complete."
	case technique.AvoidableRectangle1, technique.AvoidableRectangle2:
		return swap + " Some corners were filled in by solving, not given, so they could swap as well: the open corners must avoid completing the pattern."
	}
	return swap
}
