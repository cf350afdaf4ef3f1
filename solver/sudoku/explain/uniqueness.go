package explain

import (
	"fmt"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// Uniqueness: Unique Rectangle types 1, 2 and 4, BUG+1.

func (t texter) uniqueness(level int) string {
	s := t.s
	ur := s.Technique != sudoku.BUGPlusOne
	switch level {
	case 1:
		if ur {
			return fmt.Sprintf("Look at the %ss and %ss in %s.", t.sym(s.Digits[0]), t.sym(s.Digits[1]), t.cells(t.patternCells()))
		}
		return t.lookAtPattern()
	case 2:
		if ur {
			return fmt.Sprintf("A unique rectangle in %s rules out some candidates.", t.cells(t.patternCells()))
		}
		return t.thereIs()
	}
	if ur {
		return t.uniqueRectangle()
	}
	switch s.Technique {
	case sudoku.BUGPlusOne:
		p := s.Placements[0]
		return fmt.Sprintf("Every empty cell has exactly two candidates except %s. If %s were not %s, every digit would have exactly two places in every house, a pattern that always allows two solutions. The puzzle has one, so %s.",
			t.longCell(p.Cell), t.cell(p.Cell), t.sym(p.Digit), t.placement())
	}
	return t.andSo()
}

func (t texter) uniqueRectangle() string {
	s := t.s
	corners := t.patternCells()
	a, b := t.sym(s.Digits[0]), t.sym(s.Digits[1])
	fins := t.marksOf(sudoku.RoleFin)
	floor := t.marksOf(sudoku.RoleBase)
	swap := fmt.Sprintf("If all four corners could only be %s or %s, they could swap their %ss and %ss and the puzzle would have two solutions. It has one", a, b, a, b)
	switch s.Technique {
	case sudoku.UniqueRectangle1:
		if len(fins) == 1 {
			return fmt.Sprintf("The rectangle %s covers two boxes, and three corners can only be %s or %s. %s, so %s must be something else: %s.",
				t.cells(corners), a, b, swap, t.cell(fins[0]), t.removal())
		}
	case sudoku.UniqueRectangle2:
		if len(fins) == 2 {
			z := t.sym(s.Eliminations[0].Digit)
			return fmt.Sprintf("In the rectangle %s (two boxes), %s can only be %s or %s, and %s can be %s, %s or %s. %s, so one of %s is %s. A cell that sees both can't be %s: %s.",
				t.cells(corners), t.cells(floor), a, b, t.cells(fins), a, b, z, swap, t.cells(fins), z, z, t.removal())
		}
	case sudoku.UniqueRectangle4:
		if len(fins) == 2 && len(s.Houses) > 0 {
			rm := t.sym(s.Eliminations[0].Digit)
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
