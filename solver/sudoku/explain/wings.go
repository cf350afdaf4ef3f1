package explain

import (
	"fmt"
	"slices"

	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Wings: XY-Wing, XYZ-Wing, W-Wing, WXYZ-Wing.

func (t texter) wings(level int) string {
	pivot := t.Technique == technique.XYWing || t.Technique == technique.XYZWing
	switch level {
	case 2:
		if p := t.marksOf(technique.RolePivot); pivot && len(p) > 0 {
			return fmt.Sprintf("There's an %s with its pivot at %s.", t.Technique, t.cell(p[0]))
		}
		return t.thereIs()
	}
	switch t.Technique {
	case technique.XYWing:
		return t.xyWing()
	case technique.XYZWing:
		return t.xyzWing()
	case technique.WWing:
		pin := t.marksOf(technique.RolePincer)
		nodes := t.marksOf(technique.RoleNode)
		if len(pin) == 2 && len(nodes) == 2 && len(t.Digits) == 2 {
			y, x := t.sym(t.Digits[0]), t.sym(t.Digits[1])
			return fmt.Sprintf("%s and %s can each only be %s or %s. In %s the %s is either %s or %s, and each of those sees one of the two cells, so one of the two cells isn't %s and must be %s. A cell that sees both can't be %s: %s.",
				capitalize(t.cell(pin[0])), t.cell(pin[1]), x, y, t.house(0), x, t.cell(nodes[0]), t.cell(nodes[1]), x, y, y, t.removal())
		}
	case technique.WXYZWing:
		cs := t.PatternCells()
		z := t.sym(t.Eliminations[0].Digit)
		return fmt.Sprintf("The four cells %s hold only the digits %s between them. Every digit but %s that appears in them appears only in cells that see each other, so it can fill at most one of the four; three such digits can't fill four cells, so one of them is %s. A cell that sees every %s among them can't be %s: %s.",
			t.cells(cs), t.digits(t.Digits), z, z, z, z, t.removal())
	}
	return t.andSo()
}

func (t texter) xyWing() string {
	piv := t.marksOf(technique.RolePivot)
	pin := t.marksOf(technique.RolePincer)
	if len(piv) != 1 || len(pin) != 2 {
		return t.andSo()
	}
	pd := t.candsOf(piv[0])
	z := t.Eliminations[0].Digit
	a, b := pin[0], pin[1]
	if !slices.Contains(t.candsOf(a), pd[0]) {
		a, b = b, a
	}
	return fmt.Sprintf("%s is %s. If it is %s, %s (%s) becomes %s; if it is %s, %s (%s) becomes %s. Either way, one of those two cells is %s, so a cell that sees both can't be: %s.",
		t.cell(piv[0]), t.digitsOr(pd), t.sym(pd[0]), t.cell(a), t.digitsOr(t.candsOf(a)), t.sym(z),
		t.sym(pd[1]), t.cell(b), t.digitsOr(t.candsOf(b)), t.sym(z), t.sym(z), t.removal())
}

func (t texter) xyzWing() string {
	piv := t.marksOf(technique.RolePivot)
	pin := t.marksOf(technique.RolePincer)
	if len(piv) != 1 || len(pin) != 2 {
		return t.andSo()
	}
	z := t.Eliminations[0].Digit
	return fmt.Sprintf("%s is %s, %s is %s and %s is %s. Whatever %s is, one of the three cells is %s, so a cell that sees all three can't be %s: %s.",
		t.cell(piv[0]), t.digitsOr(t.candsOf(piv[0])), t.cell(pin[0]), t.digitsOr(t.candsOf(pin[0])),
		t.cell(pin[1]), t.digitsOr(t.candsOf(pin[1])), t.cell(piv[0]), t.sym(z), t.sym(z), t.removal())
}
