package explain

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// Wording of the techniques of the hard end (issue 13): fins and Franken fish, the other
// uniqueness patterns, chains and loops (AIC engine), ALS and Sue de Coq. Four rungs:
// where to look (no technique, no digit), the technique and its pattern (no conclusion),
// the reasoning (still without naming the removed candidates or the placed digit), the
// move (result, shared with the other techniques).

type hardFamily int

const (
	notHard hardFamily = iota
	hardFish
	hardRect
	hardBUG
	hardChain
	hardALS
	hardSdC
	hardColour
)

func familyOf(t sudoku.Technique) hardFamily {
	switch t {
	case sudoku.FinnedXWing, sudoku.FinnedSwordfish, sudoku.FinnedJellyfish, sudoku.SashimiXWing, sudoku.SashimiSwordfish, sudoku.SashimiJellyfish,
		sudoku.FrankenFish, sudoku.MutantFish:
		return hardFish
	case sudoku.UniqueRectangle3, sudoku.UniqueRectangle5, sudoku.UniqueRectangle6, sudoku.HiddenRectangle, sudoku.AvoidableRectangle1, sudoku.AvoidableRectangle2:
		return hardRect
	case sudoku.BUGPlusN:
		return hardBUG
	case sudoku.ContinuousNiceLoop, sudoku.DiscontinuousNiceLoop, sudoku.AIC, sudoku.GroupedContinuousNiceLoop, sudoku.GroupedDiscontinuousNiceLoop, sudoku.GroupedAIC:
		return hardChain
	case sudoku.ALSXZ, sudoku.ALSXYWing, sudoku.ALSChain, sudoku.DeathBlossom:
		return hardALS
	case sudoku.SueDeCoq:
		return hardSdC
	case sudoku.MultiColouring:
		return hardColour
	}
	return notHard
}

// houseList names houses: "rows 2, 5 and 8", "row 3, column 4 and box 7".
func (t texter) houseList(hs []sudoku.House) string {
	byKind := [3][]string{}
	var seen [3][sudoku.MaxSize]bool
	for k := sudoku.Row; k <= sudoku.Box; k++ {
		for i := 0; i < sudoku.MaxSize; i++ {
			for _, h := range hs {
				if h.Kind == k && h.Index == i && !seen[k][i] {
					seen[k][i] = true
					byKind[k] = append(byKind[k], fmt.Sprint(i+1))
				}
			}
		}
	}
	var parts []string
	for k, idx := range byKind {
		if len(idx) == 0 {
			continue
		}
		word := [...]string{"row", "column", "box"}[k]
		if len(idx) > 1 {
			word = [...]string{"rows", "columns", "boxes"}[k]
		}
		parts = append(parts, word+" "+joinAnd(idx))
	}
	return joinAnd(parts)
}

// whereHard is rung 1.
func (t texter) whereHard() (string, bool) {
	s := t.s
	switch familyOf(s.Technique) {
	case hardFish:
		k := len(s.Houses) / 2
		return capitalize(fmt.Sprintf("look at %s.", t.houseList(s.Houses[:k]))), true
	case hardChain:
		if len(s.Nodes) > 1 {
			a, z := s.Nodes[0].Cells[0], s.Nodes[len(s.Nodes)-1].Cells[0]
			if a == z || len(s.Nodes) > 2 && (s.Technique == sudoku.ContinuousNiceLoop || s.Technique == sudoku.GroupedContinuousNiceLoop) {
				return fmt.Sprintf("Start at %s and follow the links between candidates until you come back to it.", t.cell(a)), true
			}
			return fmt.Sprintf("Start at %s and follow the links between candidates to %s.", t.cell(a), t.cell(z)), true
		}
	case hardALS, hardSdC:
		return capitalize(fmt.Sprintf("look at %s.", t.houseList(s.Houses))), true
	case hardRect, hardBUG, hardColour:
		if cs := t.patternCells(); len(cs) > 0 {
			return fmt.Sprintf("Look at %s.", t.cells(cs)), true
		}
	}
	return "", false
}

// whichHard is rung 2.
func (t texter) whichHard() (string, bool) {
	s := t.s
	name := s.Technique.String()
	switch familyOf(s.Technique) {
	case hardFish:
		k := len(s.Houses) / 2
		fins := t.marksOf(sudoku.RoleFin)
		txt := fmt.Sprintf("The %ss in %s form %s %s on %s", t.digit(), t.houseList(s.Houses[:k]), article(name), name, t.houseList(s.Houses[k:]))
		if len(fins) > 0 {
			w := "fin"
			if len(fins) > 1 {
				w = "fins"
			}
			txt += fmt.Sprintf(", with %s at %s", w, t.cells(fins))
		}
		return txt + ".", true
	case hardChain:
		return fmt.Sprintf("%s %s of %d links: %s.", capitalize(article(name)), name, s.LinkCount(), t.chainNotation()), true
	case hardALS:
		return fmt.Sprintf("There's %s %s: %s.", article(name), name, t.alsSets()), true
	case hardSdC:
		return fmt.Sprintf("There's a Sue de Coq in %s: %s.", t.houseList(s.Houses), t.cells(t.patternCells())), true
	case hardRect:
		return fmt.Sprintf("The cells %s form %s %s on %s.", t.cells(t.patternCells()), article(name), name, t.digits(s.Digits)), true
	case hardBUG:
		return fmt.Sprintf("Apart from the %ss in %s, the grid is a bivalue universal grave (BUG+n).", t.digit(), t.cells(t.patternCells())), true
	case hardColour:
		return fmt.Sprintf("Colour the %ss along their strong links: two separate clusters interact (Multi-Colouring).", t.digit()), true
	}
	return "", false
}

// chainNotation writes a chain as its links, groups in one node: "(4)r3c4 = (4)r3c8 - (6)r3c8".
func (t texter) chainNotation() string {
	s := t.s
	var b strings.Builder
	node := func(n sudoku.ChainNode) string {
		return fmt.Sprintf("(%s)%s", t.sym(n.Digit), t.group(n.Cells))
	}
	for i, n := range s.Nodes {
		if i > 0 {
			if i-1 < len(s.Links) && s.Links[i-1].Strong {
				b.WriteString(" = ")
			} else {
				b.WriteString(" - ")
			}
		}
		b.WriteString(node(n))
	}
	if len(s.Links) == len(s.Nodes) && len(s.Nodes) > 0 { // a loop closes back
		b.WriteString(" - " + node(s.Nodes[0]))
	}
	if len(s.Placements) > 0 && len(s.Nodes) > 0 {
		b.WriteString(" = " + node(s.Nodes[0]))
	}
	return b.String()
}

// alsSets lists the sets of an ALS step: "r1c1 and r1c2 (1, 4 and 7), r5c2 (4 and 7)".
func (t texter) alsSets() string {
	var parts []string
	var cur []int
	flush := func() {
		if len(cur) == 0 {
			return
		}
		var ds []int
		for _, m := range t.s.Pattern {
			if slices.Contains(cur, m.Cell) && !slices.Contains(ds, m.Digit) {
				ds = append(ds, m.Digit)
			}
		}
		sortInts(ds)
		parts = append(parts, fmt.Sprintf("%s (%s)", t.cells(cur), t.digits(ds)))
		cur = nil
	}
	// sets are written one after another in the pattern; a new set starts when a cell
	// is not in the previous set's house
	hi := 0
	for _, m := range t.s.Pattern {
		if slices.Contains(cur, m.Cell) {
			continue
		}
		if len(cur) > 0 && hi < len(t.s.Houses) && !t.inHouse(m.Cell, t.s.Houses[hi]) {
			flush()
			hi++
		}
		cur = append(cur, m.Cell)
	}
	flush()
	return joinAnd(parts)
}

func (t texter) inHouse(c int, h sudoku.House) bool {
	switch h.Kind {
	case sudoku.Row:
		return c/t.n == h.Index
	case sudoku.Col:
		return c%t.n == h.Index
	}
	br := boxRowsFor(t.n)
	bc := t.n / br
	return (c/t.n/br)*(t.n/bc)+(c%t.n)/bc == h.Index
}

func boxRowsFor(n int) int {
	r := 1
	for i := 1; i*i <= n; i++ {
		if n%i == 0 {
			r = i
		}
	}
	return r
}

func sortInts(xs []int) {
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && xs[j] < xs[j-1]; j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
}

// explainHard is rung 3: the reasoning, without naming what it removes or places.
func (t texter) explainHard() (string, bool) {
	s := t.s
	d := t.digit()
	switch familyOf(s.Technique) {
	case hardFish:
		k := len(s.Houses) / 2
		fins := t.marksOf(sudoku.RoleFin)
		base, cover := t.houseList(s.Houses[:k]), t.houseList(s.Houses[k:])
		if len(fins) == 0 {
			return fmt.Sprintf("In %s, every %s lies in %s. The %d base houses need %d different %ss and share none, so they fill the %d cover houses' %ss: no other cell of %s can be %s.",
				base, d, cover, k, k, d, k, d, cover, d), true
		}
		return fmt.Sprintf("In %s, every %s lies in %s except at %s. If no fin is %s, the %d base houses take the %ss of the %d cover houses, so no other cell of %s can be %s. If a fin is %s, the cells that see it can't be. Either way, a cell of %s outside the base houses that also sees every fin can't be %s.",
			base, d, cover, t.cells(fins), d, k, d, k, cover, d, d, cover, d), true
	case hardChain:
		return t.explainChain(), true
	case hardALS:
		return t.explainALS(), true
	case hardSdC:
		return fmt.Sprintf("The cells %s, where a line meets a box, hold digits that must be shared between the line and the box: the cells of the line (%s) and of the box that hold only some of those digits lock them, so each digit is confined to one part. The digits taken by the line part can't appear elsewhere in the line, those of the box part elsewhere in the box, and the rest of the group's digits nowhere else in either.",
			t.cells(t.patternCells()), t.houseList(s.Houses)), true
	case hardRect:
		return t.explainRect(), true
	case hardBUG:
		return fmt.Sprintf("If none of the %ss in %s were true, every empty cell would have two candidates and every digit two places in each house: a pattern that always has two solutions. The puzzle has one, so one of those %ss is true, and a cell that sees all of them can't be %s.",
			d, t.cells(t.patternCells()), d, d), true
	case hardColour:
		a, b := t.marksOf(sudoku.RoleColorA), t.marksOf(sudoku.RoleColorB)
		return fmt.Sprintf("Along the strong links of the %ss, one cluster alternates between two colours; another cluster too. %s and %s are colours of different clusters that see each other, so they can't both be true; the partners of those colours then include a true %s, and a cell that sees both partners can't be %s.",
			d, t.cells(a), t.cells(b), d, d), true
	}
	return "", false
}

func (t texter) explainChain() string {
	s := t.s
	chain := t.chainNotation()
	rule := `In the chain, "=" joins two candidates of which at least one is true, and "-" two that can't both be true.`
	switch s.Technique {
	case sudoku.ContinuousNiceLoop, sudoku.GroupedContinuousNiceLoop:
		return fmt.Sprintf("%s %s The chain closes into a loop, so it holds in both directions: every \"-\" link has exactly one true end. A candidate that sees both ends of a \"-\" link (or another digit of a cell whose two digits are linked) can't be true.", chain+".", rule)
	}
	if len(s.Placements) > 0 {
		return fmt.Sprintf("%s %s Suppose the first candidate false: following the links, the chain comes back to it and makes it true. The assumption contradicts itself.", chain+".", rule)
	}
	return fmt.Sprintf("%s %s If the first candidate is false, the links make the last one true: one of the two ends is true. A candidate that can't be true together with either end is false.", chain+".", rule)
}

func (t texter) explainALS() string {
	s := t.s
	sets := t.alsSets()
	base := "An almost locked set is N cells of one house holding N+1 digits: if it loses one digit, the others are locked in it."
	switch s.Technique {
	case sudoku.ALSXZ:
		return fmt.Sprintf("%s Here: %s. A digit they share whose places in one set all see those in the other can be in at most one of them, so one set is locked; each other shared digit is then in one of the two sets, and a cell that sees all its places in both can't hold it.", base, sets)
	case sudoku.ALSXYWing:
		return fmt.Sprintf("%s Here: %s. The middle set is linked to each outer set by a different digit; whichever link the middle set's digit misses, one of the outer sets is locked. So a digit shared by the two outer sets is in one of them, and a cell that sees all its places in both can't hold it.", base, sets)
	case sudoku.ALSChain:
		return fmt.Sprintf("%s Here: %s, each linked to the next by a digit whose places see each other, consecutive links on different digits. If the first set isn't locked with its digit, every set along the chain is locked in turn, so the last one holds it: a digit shared by the two end sets is in one of them, and a cell that sees all its places in both can't hold it.", base, sets)
	case sudoku.DeathBlossom:
		return fmt.Sprintf("%s Here: %s. The first cell (the stem) must take one of its digits; for each, the set whose places of that digit all see the stem loses it and is locked. Every set holds a digit the stem doesn't have, so that digit is locked in one of them whatever the stem is: a cell that sees all its places can't hold it.", base, sets)
	}
	return base
}

func (t texter) explainRect() string {
	s := t.s
	var cs []int
	for _, m := range s.Pattern {
		if (m.Role == sudoku.RoleBase || m.Role == sudoku.RoleFin) && !slices.Contains(cs, m.Cell) {
			cs = append(cs, m.Cell)
		}
	}
	a, b := t.sym(s.Digits[0]), t.sym(s.Digits[1])
	swap := fmt.Sprintf("If the four corners %s (none of them a clue) ended up holding only %s and %s, the two digits could swap and the puzzle would have two solutions. It has one, so the pattern must be broken.", t.cells(cs), a, b)
	fins := t.marksOf(sudoku.RoleFin)
	switch s.Technique {
	case sudoku.UniqueRectangle3:
		return swap + fmt.Sprintf(" One of %s takes an extra digit; together with other cells of %s their extra digits form a naked subset, so those digits are taken in that house.", t.cells(fins), t.houseList(s.Houses))
	case sudoku.UniqueRectangle5:
		return swap + fmt.Sprintf(" Every corner with something besides %s and %s has the same extra digit, so one of %s is that digit, and a cell that sees all of them can't be.", a, b, t.cells(fins))
	case sudoku.UniqueRectangle6:
		return swap + fmt.Sprintf(" One of the two digits is confined to the corners in both rows and both columns, so it fills one diagonal; on the diagonal of %s it would force the deadly pattern.", t.cells(fins))
	case sudoku.HiddenRectangle:
		return swap + " One corner can only be one of the two digits; through the opposite corner, one digit has no place outside the rectangle in its row and in its column. Were the opposite corner the other digit, that digit would fill the other two corners and the pattern would be complete."
	case sudoku.AvoidableRectangle1, sudoku.AvoidableRectangle2:
		return swap + " Some corners were filled in by solving, not given, so they could swap as well: the open corners must avoid completing the pattern."
	}
	return swap
}

// group writes a node's cells compactly: r2c46 (one row), r24c6 (one column), else a list.
func (t texter) group(cs []int) string {
	if len(cs) == 1 {
		return t.cell(cs[0])
	}
	row, col := true, true
	for _, c := range cs[1:] {
		row = row && c/t.n == cs[0]/t.n
		col = col && c%t.n == cs[0]%t.n
	}
	num := func(i int) string {
		if t.n > 9 {
			return fmt.Sprintf("{%d}", i+1)
		}
		return fmt.Sprint(i + 1)
	}
	var b strings.Builder
	switch {
	case row:
		fmt.Fprintf(&b, "r%sc", num(cs[0]/t.n))
		for _, c := range cs {
			b.WriteString(num(c % t.n))
		}
	case col:
		b.WriteString("r")
		for _, c := range cs {
			b.WriteString(num(c / t.n))
		}
		fmt.Fprintf(&b, "c%s", num(cs[0]%t.n))
	default:
		names := make([]string, len(cs))
		for i, c := range cs {
			names[i] = t.cell(c)
		}
		return "{" + strings.Join(names, ",") + "}"
	}
	return b.String()
}
