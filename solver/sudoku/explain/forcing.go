package explain

import (
	"fmt"
	"strings"

	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Forcing chains and the last resort: Forcing Chain, Dynamic Forcing Chain, Contradiction.

func (t texter) forcingChains(level int) string {
	if t.Technique == technique.CellForcingChain || t.Technique == technique.HouseForcingChain {
		return t.multiForcing(level)
	}
	fromSolution := t.Technique == technique.Contradiction && len(t.Implications) == 0
	if level == 2 {
		if fromSolution {
			return fmt.Sprintf("Logic runs out here: no technique this solver explains, chain or forcing net applies. The next move comes from the puzzle's solution, at %s.",
				t.cell(t.Pattern[0].Cell))
		}
		if t.Technique == technique.Contradiction {
			return fmt.Sprintf("A proof by contradiction starts at %s: assume one of its candidates and solve on with the usual techniques until the grid breaks.",
				t.cell(t.Pattern[0].Cell))
		}
		return fmt.Sprintf("A forcing chain starts at %s: assume one of its candidates and follow the singles it forces.",
			t.cell(t.Pattern[0].Cell))
	}
	if fromSolution {
		// The search fallback is not a deduction: say so instead of presenting it as one.
		a := t.Pattern[0]
		return fmt.Sprintf("Logic runs out here: none of the techniques this solver can explain applies, and no forcing chain or net from one assumption reaches a contradiction. This is not a deduction you could follow: the move for %s is read from the puzzle's (unique) solution.",
			t.longCell(a.Cell))
	}
	return t.forcing()
}

// forcing writes a forcing chain as a chain: the assumption, then one arrow per link
// (the notation's "N links"), runs of naked singles grouped under one reason, each hidden
// single with its house, a pattern's eliminations in one house as one link.
func (t texter) forcing() string {
	a := t.Pattern[0]
	var b strings.Builder
	follow := "follow what that forces"
	if t.Technique == technique.Contradiction {
		follow = "solve on from there with the usual techniques"
	}
	fmt.Fprintf(&b, "Suppose %s were %s and %s, %d links: %s=%s",
		t.longCell(a.Cell), t.sym(a.Digit), follow, t.LinkCount(), t.cell(a.Cell), t.sym(a.Digit))
	t.arrows(&b, t.Implications)
	b.WriteString(".")
	if len(t.Houses) > 0 && len(t.Digits) > 1 {
		fmt.Fprintf(&b, " Now %s would have no place left for a %s.", t.Houses[0], t.sym(t.Digits[1]))
	} else if last := t.Pattern[len(t.Pattern)-1]; last.Role == technique.RoleFin {
		fmt.Fprintf(&b, " Now %s would have no candidate left.", t.cell(last.Cell))
	}
	if t.hide {
		b.WriteString(" That can't happen.")
		return b.String()
	}
	fmt.Fprintf(&b, " That can't happen, so %s isn't %s: %s.", t.cell(a.Cell), t.sym(a.Digit), t.removal())
	return b.String()
}

// arrows writes implications as the walkthrough's arrows, one a link: runs of naked
// singles grouped under one reason, each hidden single with its house, a pattern's
// eliminations in one house as one link.
func (t texter) arrows(b *strings.Builder, imps []technique.Implication) {
	for i := 0; i < len(imps); i++ {
		im := imps[i]
		switch {
		case im.Eliminated:
			// one link per pattern in one house: its eliminations are consecutive
			j := i
			for j+1 < len(imps) && imps[j+1].Eliminated &&
				imps[j+1].Single == im.Single && imps[j+1].House == im.House {
				j++
			}
			shown := t
			shown.hide = false
			shown.Eliminations = nil
			for _, e := range imps[i : j+1] {
				shown.Eliminations = append(shown.Eliminations, e.Candidate)
			}
			where := ""
			if inOneHouse(im.Single) {
				where = " in " + im.House.String()
			}
			fmt.Fprintf(b, " → %s %s%s removes %s", article(im.Single.String()), im.Single.String(), where,
				strings.TrimPrefix(shown.removal(), "remove "))
			i = j
		case im.Single == technique.HiddenSingle:
			fmt.Fprintf(b, " → %s=%s (the only place for a %s in %s)", t.cell(im.Cell), t.sym(im.Digit), t.sym(im.Digit), im.House)
		case im.Single == technique.NakedSingle:
			j := i
			for j+1 < len(imps) && imps[j+1].Single == technique.NakedSingle && !imps[j+1].Eliminated {
				j++
			}
			for _, n := range imps[i : j+1] {
				fmt.Fprintf(b, " → %s=%s", t.cell(n.Cell), t.sym(n.Digit))
			}
			if j > i {
				b.WriteString(" (each the last candidate left in its cell)")
			} else {
				b.WriteString(" (the last candidate left in its cell)")
			}
			i = j
		case im.Single == technique.FullHouse:
			fmt.Fprintf(b, " → %s=%s (the last empty cell of %s)", t.cell(im.Cell), t.sym(im.Digit), im.House)
		case im.Single != technique.NoTechnique:
			fmt.Fprintf(b, " → %s=%s (%s %s)", t.cell(im.Cell), t.sym(im.Digit), article(im.Single.String()), im.Single)
		default:
			fmt.Fprintf(b, " → %s=%s", t.cell(im.Cell), t.sym(im.Digit))
		}
	}
}

// multiForcing words a cell or house forcing chain: each branch as a chain of arrows from
// its assumption, each ending in a placement that rules out the same candidate.
func (t texter) multiForcing(level int) string {
	var premises []technique.Mark
	for _, m := range t.Pattern {
		if m.Role == technique.RolePivot {
			premises = append(premises, m)
		}
	}
	var b strings.Builder
	if t.Technique == technique.HouseForcingChain && len(t.Houses) > 0 {
		d := t.sym(premises[0].Digit)
		if level == 2 {
			return fmt.Sprintf("A house forcing chain: %s must hold a %s somewhere. Try each place in turn and follow the singles it forces.", t.Houses[0], d)
		}
		fmt.Fprintf(&b, "%s must hold a %s, in one of %d places; follow each, %d links in all.", capitalize(t.Houses[0].String()), d, len(premises), t.LinkCount())
	} else {
		c := premises[0].Cell
		if level == 2 {
			return fmt.Sprintf("A cell forcing chain starts at %s: try each of its candidates in turn and follow the singles it forces.", t.cell(c))
		}
		fmt.Fprintf(&b, "%s must hold one of its %d candidates; follow each, %d links in all.", capitalize(t.longCell(c)), len(premises), t.LinkCount())
	}
	for k, p := range premises {
		var imps []technique.Implication
		for _, im := range t.Implications {
			if im.Branch == k {
				imps = append(imps, im)
			}
		}
		fmt.Fprintf(&b, " If %s=%s: %s=%s", t.cell(p.Cell), t.sym(p.Digit), t.cell(p.Cell), t.sym(p.Digit))
		t.arrows(&b, imps)
		b.WriteString(".")
	}
	if t.hide || len(t.Eliminations) == 0 {
		b.WriteString(" Every case ends in a placement that rules out the same candidate.")
		return b.String()
	}
	e := t.Eliminations[0]
	fmt.Fprintf(&b, " Every case ends in a placement that rules out %s at %s, so it can't be true: %s.", t.sym(e.Digit), t.cell(e.Cell), t.removal())
	return b.String()
}

// inOneHouse reports whether a pattern's eliminations are told "in" one house: the
// intersections and the subsets. A chain, a fish or a wing spans several.
func inOneHouse(t technique.Technique) bool {
	switch t {
	case technique.Pointing, technique.Claiming, technique.DirectPointing, technique.DirectClaiming,
		technique.NakedPair, technique.NakedTriple, technique.NakedQuad, technique.HiddenPair, technique.HiddenTriple, technique.HiddenQuad,
		technique.LockedPair, technique.LockedTriple:
		return true
	}
	return false
}
