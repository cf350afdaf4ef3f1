package explain

import (
	"fmt"
	"strings"

	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Fish: X-Wing, Swordfish, Jellyfish; the hard end's finned, sashimi, Franken and mutant fish.

func (t texter) fish(level int) string {
	name := t.Technique.String()
	bk := t.Houses[0].Kind
	switch level {
	case 2:
		return fmt.Sprintf("The %ss in %s form %s %s on %s.", t.digit(), t.lines(bk), article(name), name, t.lines(1-bk))
	}
	return fmt.Sprintf("In %s, the %s can only sit in %s. Each of those %d lines uses one of them, so %s get their %s from %s. %s.",
		t.lines(bk), t.digit(), t.lines(1-bk), len(t.Houses)/2, t.lines(1-bk), t.digit(), t.lines(bk), capitalize(t.removal()))
}

// finnedFish words the fish of the hard end (finned and sashimi X-Wing/Swordfish/Jellyfish,
// Franken and mutant fish) at levels 2 and 3.
func (t texter) finnedFish(level int) string {
	k := len(t.Houses) / 2
	fins := t.marksOf(technique.RoleFin)
	switch level {
	case 2:
		name := t.Technique.String()
		txt := fmt.Sprintf("The %ss in %s form %s %s on %s", t.digit(), t.houseList(t.Houses[:k]), article(name), name, t.houseList(t.Houses[k:]))
		if len(fins) > 0 {
			w := "fin"
			if len(fins) > 1 {
				w = "fins"
			}
			txt += fmt.Sprintf(", with %s at %s", w, t.cells(fins))
		}
		return txt + "."
	}
	d := t.digit()
	base, cover := t.houseList(t.Houses[:k]), t.houseList(t.Houses[k:])
	if len(fins) == 0 {
		return fmt.Sprintf("In %s, every %s lies in %s. The %d base houses need %d different %ss and share none, so they fill the %d cover houses' %ss: no other cell of %s can be %s.",
			base, d, cover, k, k, d, k, d, cover, d)
	}
	return fmt.Sprintf("In %s, every %s lies in %s except at %s. If no fin is %s, the %d base houses take the %ss of the %d cover houses, so no other cell of %s can be %s. If a fin is %s, the cells that see it can't be. Either way, a cell of %s outside the base houses that also sees every fin can't be %s.",
		base, d, cover, t.cells(fins), d, k, d, k, cover, d, d, cover, d)
}

// kraken words a Kraken fish at levels 2 and 3: the finned fish, then one chain per fin.
func (t texter) kraken(level int) string {
	k := len(t.Houses) / 2
	fins := t.marksOf(technique.RoleFin)
	d := t.digit()
	base, cover := t.houseList(t.Houses[:k]), t.houseList(t.Houses[k:])
	w := "a fin"
	if len(fins) > 1 {
		w = "fins"
	}
	chains := strings.Join(t.krakenChains(), "; ")
	if level == 2 {
		return fmt.Sprintf("The %ss in %s form a Kraken Fish on %s, with %s at %s and a chain from each fin: %s.",
			d, base, cover, w, t.cells(fins), chains)
	}
	return fmt.Sprintf("In %s, every %s lies in %s except at %s. If no fin is %s, the %d base houses take the %ss of the %d cover houses, so no other cell of %s can be %s. "+
		`If a fin is %s, its chain makes its last candidate true: %s (in a chain, "=" joins two candidates of which at least one is true, "-" two that can't both be true). `+
		"Either way, a %s of %s outside %s that the last candidate of every chain rules out (it sees that candidate's cells with the same digit, or shares its cell) can't be true.",
		base, d, cover, t.cells(fins), d, k, d, k, cover, d, d, chains, d, cover, base)
}

// krakenChains writes the chains of a Kraken fish, one per fin. They follow one another
// in the step's Nodes; a chain's links join its consecutive nodes, so a node that no link
// reaches from the node before starts the next chain.
func (t texter) krakenChains() []string {
	first := func(n technique.ChainNode) technique.Candidate {
		return technique.Candidate{Cell: n.Cells[0], Digit: n.Digit}
	}
	var out []string
	var b strings.Builder
	j := 0
	for i, n := range t.Nodes {
		switch {
		case i > 0 && j < len(t.Links) && t.Links[j].From == first(t.Nodes[i-1]) && t.Links[j].To == first(n):
			if t.Links[j].Strong {
				b.WriteString(" = ")
			} else {
				b.WriteString(" - ")
			}
			j++
		case i > 0:
			out = append(out, b.String())
			b.Reset()
		}
		b.WriteString(t.node(n))
	}
	return append(out, b.String())
}
