package explain

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Single-digit patterns: Skyscraper, 2-String Kite, Empty Rectangle, Simple Colouring,
// X-Chain, Multi-Colouring.

func (t texter) singleDigit(level int) string {
	d := t.digit()
	switch level {
	case 2:
		return t.thereIs()
	}
	switch t.Technique {
	case technique.Skyscraper, technique.TwoStringKite:
		if len(t.Links) == 3 {
			t1, b1, b2, t2 := t.Links[0].From.Cell, t.Links[0].To.Cell, t.Links[2].From.Cell, t.Links[2].To.Cell
			shared := "see each other"
			return fmt.Sprintf("In %s the %s has only two places, %s and %s; in %s only %s and %s. %s and %s %s, so at most one of them is %s. Then %s or %s must be %s, so a cell that sees both of them can't be %s: %s.",
				t.house(0), d, t.cell(t1), t.cell(b1), t.house(1), t.cell(b2), t.cell(t2),
				t.cell(b1), t.cell(b2), shared, d, t.cell(t1), t.cell(t2), d, d, t.removal())
		}
	case technique.EmptyRectangle:
		base := t.marksOf(technique.RoleBase)
		nodes := t.marksOf(technique.RoleNode)
		if len(nodes) == 2 && len(t.Eliminations) == 1 {
			p, q, e := nodes[0], nodes[1], t.Eliminations[0].Cell
			return fmt.Sprintf("In %s the %s can only be in %s, which all lie on one row and one column through the box. In %s the %s is either %s or %s. If %s were %s, %s would not be, so %s would be; then %s's %s could not be in that row, and its column already has the %s at %s. So %s can't be %s: %s.",
				t.house(0), d, t.cells(base), t.house(1), d, t.cell(p), t.cell(q), t.cell(e), d, t.cell(q), t.cell(p),
				t.house(0), d, d, t.cell(e), t.cell(e), d, t.removal())
		}
	case technique.SimpleColouring:
		a, b := t.marksOf(technique.RoleColorA), t.marksOf(technique.RoleColorB)
		intro := fmt.Sprintf("Link the %ss that are the only two in a house and colour them alternately: %s get colour A, %s colour B. In each pair exactly one is %s, so one whole colour is true.",
			d, t.cells(a), t.cells(b), d)
		elim := t.Eliminations[0].Cell
		if slices.Contains(a, elim) || slices.Contains(b, elim) {
			return intro + fmt.Sprintf(" Two cells of the same colour share a house, so that colour can't be true: %s.", t.removal())
		}
		return intro + fmt.Sprintf(" A cell that sees both colours sees a true %s either way: %s.", d, t.removal())
	case technique.XChain:
		return t.xChain()
	}
	return t.andSo()
}

func (t texter) xChain() string {
	d := t.digit()
	var b strings.Builder
	if len(t.Links) == 0 {
		return t.words(2)
	}
	start := t.Links[0].From.Cell
	end := t.Links[len(t.Links)-1].To.Cell
	fmt.Fprintf(&b, "Follow the %ss from %s.", d, t.longCell(start))
	for i, l := range t.Links {
		if l.Strong {
			fmt.Fprintf(&b, " %d. If %s isn't %s, %s is (they are the only two in %s).", i+1, t.cell(l.From.Cell), d, t.cell(l.To.Cell), t.linkHouse(l.From.Cell, l.To.Cell, t.Digits[0]))
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

// multiColouring words Multi-Colouring at levels 2 and 3.
func (t texter) multiColouring(level int) string {
	d := t.digit()
	switch level {
	case 2:
		return fmt.Sprintf("Colour the %ss along their strong links: two separate clusters interact (Multi-Colouring).", d)
	}
	a, b := t.marksOf(technique.RoleColorA), t.marksOf(technique.RoleColorB)
	return fmt.Sprintf("Along the strong links of the %ss, one cluster alternates between two colours; another cluster too. %s and %s are colours of different clusters that see each other, so they can't both be true; the partners of those colours then include a true %s, and a cell that sees both partners can't be %s.",
		d, t.cells(a), t.cells(b), d, d)
}
