package explain

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// explainMore is level 3 for the single-digit patterns, wings, uniqueness and chains.
func (t texter) explainMore() string {
	s := t.s
	d := t.digit()
	switch s.Technique {
	case sudoku.Skyscraper, sudoku.TwoStringKite:
		if len(s.Links) == 3 {
			t1, b1, b2, t2 := s.Links[0].From.Cell, s.Links[0].To.Cell, s.Links[2].From.Cell, s.Links[2].To.Cell
			shared := "see each other"
			return fmt.Sprintf("In %s the %s has only two places, %s and %s; in %s only %s and %s. %s and %s %s, so at most one of them is %s. Then %s or %s must be %s, so a cell that sees both of them can't be %s: %s.",
				t.house(0), d, t.cell(t1), t.cell(b1), t.house(1), t.cell(b2), t.cell(t2),
				t.cell(b1), t.cell(b2), shared, d, t.cell(t1), t.cell(t2), d, d, t.removal())
		}
	case sudoku.EmptyRectangle:
		base := t.marksOf(sudoku.RoleBase)
		nodes := t.marksOf(sudoku.RoleNode)
		if len(nodes) == 2 && len(s.Eliminations) == 1 {
			p, q, e := nodes[0], nodes[1], s.Eliminations[0].Cell
			return fmt.Sprintf("In %s the %s can only be in %s, which all lie on one row and one column through the box. In %s the %s is either %s or %s. If %s were %s, %s would not be, so %s would be; then %s's %s could not be in that row, and its column already has the %s at %s. So %s can't be %s: %s.",
				t.house(0), d, t.cells(base), t.house(1), d, t.cell(p), t.cell(q), t.cell(e), d, t.cell(q), t.cell(p),
				t.house(0), d, d, t.cell(e), t.cell(e), d, t.removal())
		}
	case sudoku.SimpleColouring:
		a, b := t.marksOf(sudoku.RoleColorA), t.marksOf(sudoku.RoleColorB)
		intro := fmt.Sprintf("Link the %ss that are the only two in a house and colour them alternately: %s get colour A, %s colour B. In each pair exactly one is %s, so one whole colour is true.",
			d, t.cells(a), t.cells(b), d)
		elim := s.Eliminations[0].Cell
		if slices.Contains(a, elim) || slices.Contains(b, elim) {
			return intro + fmt.Sprintf(" Two cells of the same colour share a house, so that colour can't be true: %s.", t.removal())
		}
		return intro + fmt.Sprintf(" A cell that sees both colours sees a true %s either way: %s.", d, t.removal())
	case sudoku.WWing:
		pin := t.marksOf(sudoku.RolePincer)
		nodes := t.marksOf(sudoku.RoleNode)
		if len(pin) == 2 && len(nodes) == 2 && len(s.Digits) == 2 {
			y, x := t.sym(s.Digits[0]), t.sym(s.Digits[1])
			return fmt.Sprintf("%s and %s can each only be %s or %s. In %s the %s is either %s or %s, and each of those sees one of the two cells, so one of the two cells isn't %s and must be %s. A cell that sees both can't be %s: %s.",
				capitalize(t.cell(pin[0])), t.cell(pin[1]), x, y, t.house(0), x, t.cell(nodes[0]), t.cell(nodes[1]), x, y, y, t.removal())
		}
	case sudoku.RemotePair:
		a, b := t.marksOf(sudoku.RoleColorA), t.marksOf(sudoku.RoleColorB)
		return fmt.Sprintf("The cells %s all hold only %s, and they form a chain where each cell sees the next, so the two digits alternate along it: %s hold one digit and %s the other. A cell that sees one of each group can be neither: %s.",
			t.cells(append(append([]int(nil), a...), b...)), t.digitsOr(s.Digits), t.cells(a), t.cells(b), t.removal())
	case sudoku.UniqueRectangle1, sudoku.UniqueRectangle2, sudoku.UniqueRectangle4:
		return t.uniqueRectangle()
	case sudoku.WXYZWing:
		cs := t.patternCells()
		z := t.sym(s.Eliminations[0].Digit)
		return fmt.Sprintf("The four cells %s hold only the digits %s between them. Every digit but %s that appears in them appears only in cells that see each other, so it can fill at most one of the four; three such digits can't fill four cells, so one of them is %s. A cell that sees every %s among them can't be %s: %s.",
			t.cells(cs), t.digits(s.Digits), z, z, z, z, t.removal())
	case sudoku.BUGPlusOne:
		p := s.Placements[0]
		return fmt.Sprintf("Every empty cell has exactly two candidates except %s. If %s were not %s, every digit would have exactly two places in every house, a pattern that always allows two solutions. The puzzle has one, so %s.",
			t.longCell(p.Cell), t.cell(p.Cell), t.sym(p.Digit), t.placement())
	case sudoku.XChain:
		return t.xChain()
	case sudoku.XYChain:
		return t.xyChain()
	}
	return fmt.Sprintf("%s %s.", t.which(), capitalize(t.removal()))
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
	return fmt.Sprintf("%s. %s.", t.which(), capitalize(t.removal()))
}

func (t texter) xChain() string {
	s := t.s
	d := t.digit()
	var b strings.Builder
	if len(s.Links) == 0 {
		return t.which()
	}
	start := s.Links[0].From.Cell
	end := s.Links[len(s.Links)-1].To.Cell
	fmt.Fprintf(&b, "Follow the %ss from %s.", d, t.longCell(start))
	for i, l := range s.Links {
		if l.Strong {
			fmt.Fprintf(&b, " %d. If %s isn't %s, %s is (they are the only two in %s).", i+1, t.cell(l.From.Cell), d, t.cell(l.To.Cell), t.linkHouse(l.From.Cell, l.To.Cell, s.Digits[0]))
		} else {
			fmt.Fprintf(&b, " %d. Then %s, which shares %s with it, isn't %s.", i+1, t.cell(l.To.Cell), t.sharedHouses(l.From.Cell, l.To.Cell), d)
		}
	}
	fmt.Fprintf(&b, " So %s or %s is %s, and a cell that sees both can't be: %s.", t.cell(start), t.cell(end), d, t.removal())
	return b.String()
}

// sharedHouses names the houses two cells share: "row 3", or "row 3 and box 1".
func (t texter) sharedHouses(a, b int) string {
	return strings.Join(t.common(a, b), " and ")
}

// linkHouse names the house of a strong link on d between cells a and b: the shared house
// where the givens leave d only those two places, else every shared house joined by "or".
func (t texter) linkHouse(a, b, d int) string {
	hs := t.common(a, b)
	if len(hs) < 2 {
		return strings.Join(hs, "")
	}
	c := sudoku.NewCandidates(t.g)
	hb := t.g.Houses(b)
	for _, h := range t.g.Houses(a) {
		places := 0
		for k := 0; k < t.g.Size(); k++ {
			if c.Has(t.g.HouseCell(h, k), d) {
				places++
			}
		}
		if places == 2 && slices.Contains(hb[:], h) {
			return h.String()
		}
	}
	return strings.Join(hs, " or ")
}

// common lists the houses cells a and b share, rows first; "a house" when the grid is unknown.
func (t texter) common(a, b int) []string {
	if t.g.Size() == 0 {
		return []string{"a house"}
	}
	ha, hb := t.g.Houses(a), t.g.Houses(b)
	var names []string
	for k := range ha {
		if ha[k] == hb[k] {
			names = append(names, ha[k].String())
		}
	}
	if len(names) == 0 {
		return []string{"a house"}
	}
	return names
}

func (t texter) xyChain() string {
	s := t.s
	if len(s.Links) == 0 || len(s.Digits) == 0 {
		return t.which()
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
