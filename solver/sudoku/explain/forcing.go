package explain

import (
	"fmt"
	"strings"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// Forcing chains and the last resort: Forcing Chain, Dynamic Forcing Chain, Contradiction.

func (t texter) forcingChains(level int) string {
	s := t.s
	if level == 2 {
		if s.Technique == sudoku.Contradiction {
			return fmt.Sprintf("Logic runs out here: no technique this solver explains, chain or forcing net applies. The next move comes from the puzzle's solution, at %s.",
				t.cell(s.Pattern[0].Cell))
		}
		return fmt.Sprintf("A forcing chain starts at %s: assume one of its candidates and follow the singles it forces.",
			t.cell(s.Pattern[0].Cell))
	}
	if s.Technique == sudoku.Contradiction {
		// The search fallback is not a deduction: say so instead of presenting it as one.
		a := s.Pattern[0]
		return fmt.Sprintf("Logic runs out here: none of the techniques this solver can explain applies, and no forcing chain or net from one assumption reaches a contradiction. This is not a deduction you could follow: the move for %s is read from the puzzle's (unique) solution.",
			t.longCell(a.Cell))
	}
	return t.forcing()
}

func (t texter) forcing() string {
	s := t.s
	a := s.Pattern[0]
	var b strings.Builder
	fmt.Fprintf(&b, "Suppose %s were %s.", t.longCell(a.Cell), t.sym(a.Digit))
	k := 0
	for i := 0; i < len(s.Implications); i++ {
		im := s.Implications[i]
		k++
		if im.Eliminated {
			// one sentence per pattern: its eliminations are consecutive
			j := i
			for j+1 < len(s.Implications) && s.Implications[j+1].Eliminated &&
				s.Implications[j+1].Single == im.Single && s.Implications[j+1].House == im.House {
				j++
			}
			save := t.s.Eliminations
			t.s.Eliminations = nil
			for _, e := range s.Implications[i : j+1] {
				t.s.Eliminations = append(t.s.Eliminations, e.Candidate)
			}
			shown := t
			shown.hide = false
			fmt.Fprintf(&b, " %d. Then %s %s in %s would %s.", k, article(im.Single.String()), im.Single.String(), im.House, shown.removal())
			t.s.Eliminations = save
			i = j
			continue
		}
		if im.Single == sudoku.NoTechnique {
			fmt.Fprintf(&b, " %d. Then %s would be %s.", k, t.cell(im.Cell), t.sym(im.Digit))
			continue
		}
		if im.Single == sudoku.HiddenSingle {
			fmt.Fprintf(&b, " %d. Then %s would be the only place for a %s in %s.", k, t.cell(im.Cell), t.sym(im.Digit), im.House)
		} else {
			fmt.Fprintf(&b, " %d. Then %s would have only %s left.", k, t.cell(im.Cell), t.sym(im.Digit))
		}
	}
	if len(s.Houses) > 0 && len(s.Digits) > 1 {
		fmt.Fprintf(&b, " Now %s would have no place left for a %s.", s.Houses[0], t.sym(s.Digits[1]))
	} else if last := s.Pattern[len(s.Pattern)-1]; last.Role == sudoku.RoleFin {
		fmt.Fprintf(&b, " Now %s would have no candidate left.", t.cell(last.Cell))
	}
	if t.hide {
		b.WriteString(" That can't happen.")
		return b.String()
	}
	fmt.Fprintf(&b, " That can't happen, so %s isn't %s: %s.", t.cell(a.Cell), t.sym(a.Digit), t.removal())
	return b.String()
}
