package explain

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// texter words one step: the grid it was found in (for the symbols; the zero Grid means
// plain decimal digits), the step, and the grid side.
type texter struct {
	g              sudoku.Grid
	technique.Step // the step worded: t.Houses, t.Digits… are its fields
	n              int
	hide           bool // rung 3: the conclusion (placement, removal) is left out
}

func (t texter) sym(d int) string {
	if t.g.Size() == 0 {
		return fmt.Sprint(d)
	}
	return t.g.Symbols().Format(d)
}

func (t texter) cell(i int) string { return sudoku.CellName(i, t.n) }

// longCell names a cell the first time: "r4c7 (row 4, column 7)".
func (t texter) longCell(i int) string {
	return fmt.Sprintf("%s (row %d, column %d)", t.cell(i), i/t.n+1, i%t.n+1)
}

func (t texter) cells(cs []int) string {
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = t.cell(c)
	}
	return joinAnd(names)
}

func (t texter) digits(ds []int) string {
	names := make([]string, len(ds))
	for i, d := range ds {
		names[i] = t.sym(d)
	}
	return joinAnd(names)
}

func (t texter) digitsOr(ds []int) string {
	names := make([]string, len(ds))
	for i, d := range ds {
		names[i] = t.sym(d)
	}
	return joinWith(names, "or")
}

func joinAnd(xs []string) string { return joinWith(xs, "and") }

func joinWith(xs []string, word string) string {
	switch len(xs) {
	case 0:
		return ""
	case 1:
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " " + word + " " + xs[len(xs)-1]
}

func capitalize(s string) string {
	if s == "" || (len(s) > 1 && s[0] == 'r' && s[1] >= '0' && s[1] <= '9') {
		return s // cell names stay lowercase: "r4c7 ..."
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// removal says what the eliminations are: "remove 4 from r1c5 and r6c5, and 7 from r2c5";
// digits removed from the same cells are joined: "remove 1 and 6 from r1c4 and r1c5".
func (t texter) removal() string {
	if t.hide {
		return concealed
	}
	by := map[int][]int{}
	var ds []int
	for _, e := range t.Eliminations {
		if _, ok := by[e.Digit]; !ok {
			ds = append(ds, e.Digit)
		}
		by[e.Digit] = append(by[e.Digit], e.Cell)
	}
	sort.Ints(ds)
	var parts []string
	done := map[int]bool{}
	for i, d := range ds {
		if done[d] {
			continue
		}
		cs := by[d]
		sort.Ints(cs)
		group := []int{d}
		for _, o := range ds[i+1:] {
			oc := by[o]
			sort.Ints(oc)
			if !done[o] && slices.Equal(cs, oc) {
				group = append(group, o)
				done[o] = true
			}
		}
		parts = append(parts, fmt.Sprintf("%s from %s", t.digits(group), t.cells(cs)))
	}
	if len(parts) > 2 {
		return "remove " + strings.Join(parts, "; ")
	}
	return "remove " + strings.Join(parts, ", and ")
}

func (t texter) placement() string {
	if t.hide {
		return concealed
	}
	var parts []string
	for _, p := range t.Placements {
		parts = append(parts, fmt.Sprintf("%s is %s", t.cell(p.Cell), t.sym(p.Digit)))
	}
	return joinAnd(parts)
}

// result is level 4: the step applied.
func (t texter) result() string {
	if len(t.Placements) > 0 {
		var parts []string
		for _, p := range t.Placements {
			parts = append(parts, fmt.Sprintf("%s in %s", t.sym(p.Digit), t.cell(p.Cell)))
		}
		return "Place " + joinAnd(parts) + "."
	}
	return capitalize(t.removal()) + "."
}

func (t texter) house(i int) string {
	if i < len(t.Houses) {
		return t.Houses[i].String()
	}
	return "the grid"
}

// marksOf returns the pattern cells with the given role.
func (t texter) marksOf(role technique.Role) []int {
	var out []int
	for _, m := range t.Pattern {
		if m.Role == role && !slices.Contains(out, m.Cell) {
			out = append(out, m.Cell)
		}
	}
	return out
}

func (t texter) digit() string {
	if len(t.Digits) > 0 {
		return t.sym(t.Digits[0])
	}
	return ""
}

// lines lists the houses of one kind used by a fish: "rows 3 and 7".
func (t texter) lines(kind sudoku.HouseKind) string {
	var idx []string
	for _, h := range t.Houses {
		if h.Kind == kind {
			idx = append(idx, fmt.Sprint(h.Index+1))
		}
	}
	word := [...]string{"row", "column", "box"}[kind]
	if len(idx) > 1 {
		word += "s"
	}
	return word + " " + joinAnd(idx)
}

// linesOf names houses of one kind together: "rows 3 and 7".
func (t texter) linesOf(hs []sudoku.House) string {
	idx := make([]string, len(hs))
	for i, h := range hs {
		idx[i] = fmt.Sprint(h.Index + 1)
	}
	return [...]string{"rows", "columns", "boxes"}[hs[0].Kind] + " " + joinAnd(idx)
}

func (t texter) cellNames(cs []int) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = t.cell(c)
	}
	return out
}

// candsOf lists a pattern cell's digits as marked in the step.
func (t texter) candsOf(c int) []int {
	var ds []int
	for _, m := range t.Pattern {
		if m.Cell == c && !slices.Contains(ds, m.Digit) {
			ds = append(ds, m.Digit)
		}
	}
	sort.Ints(ds)
	return ds
}

// article returns "a" or "an" for a technique name.
func article(name string) string {
	if name != "" && strings.ContainsAny(name[:1], "AEIOUX") && !strings.HasPrefix(name, "Uni") {
		return "an"
	}
	return "a"
}

// anDigit matches "a 8", "a 11", "a A"...: digits and letters read with a leading vowel.
var anDigit = regexp.MustCompile(`\b([Aa]) (8|11|18|8[0-9]|[AEFHILMNORSX])\b`)

// fixArticles turns "a 8" into "an 8" (and "a A" into "an A").
func fixArticles(s string) string { return anDigit.ReplaceAllString(s, "${1}n $2") }

// thereIs is level 2 for a step without words of its own: its name and its cells.
func (t texter) thereIs() string {
	name := t.Technique.String()
	return fmt.Sprintf("There's %s %s in %s.", article(name), name, t.cells(t.PatternCells()))
}

// andSo is level 3 for a step without words of its own: level 2, then the removal.
func (t texter) andSo() string {
	return fmt.Sprintf("%s %s.", t.words(2), capitalize(t.removal()))
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
