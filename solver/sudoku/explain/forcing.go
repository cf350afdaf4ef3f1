package explain

import (
	"fmt"
	"strings"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// Forcing chains and the last resort: Forcing Chain, Dynamic Forcing Chain, Contradiction.

func (t texter) forcingChains(level int) string {
	s := t.s
	switch level {
	case 1:
		if len(s.Pattern) > 0 {
			return fmt.Sprintf("Look at %s.", t.cell(s.Pattern[0].Cell))
		}
		return t.lookAtPattern()
	case 2:
		if s.Technique == sudoku.Contradiction {
			return fmt.Sprintf("%s can't be %s: every way to fill the grid with it fails.",
				capitalize(t.cell(s.Pattern[0].Cell)), t.sym(s.Pattern[0].Digit))
		}
		return fmt.Sprintf("Try following what happens if %s were %s: it leads to a contradiction.",
			t.cell(s.Pattern[0].Cell), t.sym(s.Pattern[0].Digit))
	}
	if s.Technique == sudoku.Contradiction {
		a := s.Pattern[0]
		return fmt.Sprintf("No simple pattern is left here. If %s were %s, there would be no way to finish the grid: every continuation runs into a clash (checked exhaustively). So %s.",
			t.longCell(a.Cell), t.sym(a.Digit), t.removal())
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
			fmt.Fprintf(&b, " %d. Then %s %s in %s would %s.", k, article(im.Single.String()), im.Single.String(), im.House, t.removal())
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
	fmt.Fprintf(&b, " That can't happen, so %s isn't %s: %s.", t.cell(a.Cell), t.sym(a.Digit), t.removal())
	return b.String()
}
