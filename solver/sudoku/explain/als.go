package explain

import (
	"fmt"
	"slices"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Almost locked sets: ALS-XZ, ALS-XY-Wing, ALS-Chain, Death Blossom; and Sue de Coq.

// als words the ALS techniques at levels 2 and 3.
func (t texter) als(level int) string {
	switch level {
	case 2:
		name := t.Technique.String()
		return fmt.Sprintf("There's %s %s: %s.", article(name), name, t.alsSets())
	}
	return t.explainALS()
}

// sueDeCoq words Sue de Coq at levels 2 and 3.
func (t texter) sueDeCoq(level int) string {
	switch level {
	case 2:
		return fmt.Sprintf("There's a Sue de Coq in %s: %s.", t.houseList(t.Houses), t.cells(t.PatternCells()))
	}
	return fmt.Sprintf("The cells %s, where a line meets a box, hold digits that must be shared between the line and the box: the cells of the line (%s) and of the box that hold only some of those digits lock them, so each digit is confined to one part. The digits taken by the line part can't appear elsewhere in the line, those of the box part elsewhere in the box, and the rest of the group's digits nowhere else in either.",
		t.cells(t.PatternCells()), t.houseList(t.Houses))
}

func (t texter) explainALS() string {
	sets := t.alsSets()
	base := "An almost locked set is N cells of one house holding N+1 digits: if it loses one digit, the others are locked in it."
	switch t.Technique {
	case technique.ALSXZ:
		return fmt.Sprintf("%s Here: %s. A digit they share whose places in one set all see those in the other can be in at most one of them, so one set is locked; each other shared digit is then in one of the two sets, and a cell that sees all its places in both can't hold it.", base, sets)
	case technique.ALSXYWing:
		return fmt.Sprintf("%s Here: %s. The middle set is linked to each outer set by a different digit; whichever link the middle set's digit misses, one of the outer sets is locked. So a digit shared by the two outer sets is in one of them, and a cell that sees all its places in both can't hold it.", base, sets)
	case technique.ALSChain:
		return fmt.Sprintf("%s Here: %s, each linked to the next by a digit whose places see each other, consecutive links on different digits. If the first set isn't locked with its digit, every set along the chain is locked in turn, so the last one holds it: a digit shared by the two end sets is in one of them, and a cell that sees all its places in both can't hold it.", base, sets)
	case technique.DeathBlossom:
		return fmt.Sprintf("%s Here: %s. The first cell (the stem) must take one of its digits; for each, the set whose places of that digit all see the stem loses it and is locked. Every set holds a digit the stem doesn't have, so that digit is locked in one of them whatever the stem is: a cell that sees all its places can't hold it.", base, sets)
	}
	return base
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
		for _, m := range t.Pattern {
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
	for _, m := range t.Pattern {
		if slices.Contains(cur, m.Cell) {
			continue
		}
		if len(cur) > 0 && hi < len(t.Houses) && !t.inHouse(m.Cell, t.Houses[hi]) {
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
