package explain

import (
	"fmt"
	"strings"

	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Chains: Remote Pair, XY-Chain (bivalue cells); nice loops and AICs, grouped or not.

func (t texter) chains(level int) string {
	switch level {
	case 2:
		return t.thereIs()
	}
	switch t.Technique {
	case technique.RemotePair:
		a, b := t.marksOf(technique.RoleColorA), t.marksOf(technique.RoleColorB)
		return fmt.Sprintf("The cells %s all hold only %s, and they form a chain where each cell sees the next, so the two digits alternate along it: %s hold one digit and %s the other. A cell that sees one of each group can be neither: %s.",
			t.cells(append(append([]int(nil), a...), b...)), t.digitsOr(t.Digits), t.cells(a), t.cells(b), t.removal())
	}
	return t.xyChain()
}

func (t texter) xyChain() string {
	if len(t.Links) == 0 || len(t.Digits) == 0 {
		return t.words(2)
	}
	x := t.sym(t.Digits[0])
	var b strings.Builder
	start := t.Links[0].From.Cell
	end := t.Links[len(t.Links)-1].To.Cell
	fmt.Fprintf(&b, "Each cell of this chain has two candidates.")
	k := 1
	for _, l := range t.Links {
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

// aic words the chains of the AIC engine (nice loops, AICs, grouped or not) at levels 2
// and 3, in Eureka notation ([texter.chainNotation]).
func (t texter) aic(level int) string {
	switch level {
	case 2:
		name := t.Technique.String()
		return fmt.Sprintf("%s %s of %d links: %s.", capitalize(article(name)), name, t.LinkCount(), t.chainNotation())
	}
	return t.explainChain()
}

// chainNotation writes a chain as its links, groups in one node: "(4)r3c4 = (4)r3c8 - (6)r3c8".
func (t texter) chainNotation() string {
	var b strings.Builder
	node := t.node
	for i, n := range t.Nodes {
		if i > 0 {
			if i-1 < len(t.Links) && t.Links[i-1].Strong {
				b.WriteString(" = ")
			} else {
				b.WriteString(" - ")
			}
		}
		b.WriteString(node(n))
	}
	if len(t.Links) == len(t.Nodes) && len(t.Nodes) > 0 { // a loop closes back
		b.WriteString(" - " + node(t.Nodes[0]))
	}
	if len(t.Placements) > 0 && len(t.Nodes) > 0 {
		b.WriteString(" = " + node(t.Nodes[0]))
	}
	return b.String()
}

// node writes one chain node: "(4)r3c4", a group "(4)r3c46".
func (t texter) node(n technique.ChainNode) string {
	return fmt.Sprintf("(%s)%s", t.sym(n.Digit), t.group(n.Cells))
}

func (t texter) explainChain() string {
	chain := t.chainNotation()
	rule := `In the chain, "=" joins two candidates of which at least one is true, and "-" two that can't both be true.`
	switch t.Technique {
	case technique.ContinuousNiceLoop, technique.GroupedContinuousNiceLoop:
		return fmt.Sprintf("%s %s The chain closes into a loop, so it holds in both directions: every \"-\" link has exactly one true end. A candidate that sees both ends of a \"-\" link (or another digit of a cell whose two digits are linked) can't be true.", chain+".", rule)
	}
	if len(t.Placements) > 0 {
		return fmt.Sprintf("%s %s Suppose the first candidate false: following the links, the chain comes back to it and makes it true. The assumption contradicts itself.", chain+".", rule)
	}
	return fmt.Sprintf("%s %s If the first candidate is false, the links make the last one true: one of the two ends is true. A candidate that can't be true together with either end is false.", chain+".", rule)
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
