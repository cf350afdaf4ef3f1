package explain

import (
	"fmt"
	"math/bits"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// HintText returns the hint at ladder level 1..4 as plain text (no Markdown):
//
//  1. where to look, without naming a technique ("Look at box 5.");
//  2. the technique and where it is ("Box 5 has a hidden single.");
//  3. the deduction in full sentences, every house named, stopping short of the
//     conclusion (no "So r5c4 is 7", no list of removals: see [StepText] for that);
//  4. the result applied ("Place 7 in r5c4.").
//
// g is the grid the step was found in (its digits explain singles). Levels outside 1..4
// are clamped.
func HintText(g sudoku.Grid, s sudoku.Step, level int) string {
	return fixArticles(hintText(g, s, level))
}

// StepText returns the whole explanation of step s, its conclusion included: the text of
// a walkthrough ("explain"), where every step is shown applied. The ladder's rung 3
// ([HintText] at level 3) is the same reasoning without the conclusion.
func StepText(g sudoku.Grid, s sudoku.Step) string {
	t := texter{g: g, s: s, n: g.Size()}
	if t.n == 0 {
		t.n = s.Size
		if t.n == 0 {
			t.n = 9
		}
	}
	if sudoku.DirectBase(s.Technique) != sudoku.NoTechnique {
		return fixArticles(t.directFull())
	}
	full := t.explain()
	if full == hintText(g, s, 3) {
		// The family's reasoning stops short of the move (the hard-end families word it
		// so): a walkthrough states the move too.
		full += " " + hintText(g, s, 4)
	}
	return fixArticles(full)
}

// anDigit matches "a 8", "a 11", "a A"...: digits and letters read with a leading vowel.
var anDigit = regexp.MustCompile(`\b([Aa]) (8|11|18|8[0-9]|[AEFHILMNORSX])\b`)

// fixArticles turns "a 8" into "an 8" (and "a A" into "an A").
func fixArticles(s string) string { return anDigit.ReplaceAllString(s, "${1}n $2") }

func hintText(g sudoku.Grid, s sudoku.Step, level int) string {
	level = max(1, min(4, level))
	t := texter{g: g, s: s, n: g.Size()}
	if t.n == 0 {
		t.n = s.Size
		if t.n == 0 {
			t.n = 9
		}
	}
	if level == 1 {
		return t.where()
	}
	if sudoku.DirectBase(s.Technique) != sudoku.NoTechnique {
		return t.direct(level)
	}
	switch level {
	case 2:
		return t.which()
	case 3:
		t.hide = true
		return t.reasoning()
	}
	return t.result()
}

// reasoning is rung 3: the explanation without its conclusion.
func (t texter) reasoning() string {
	s := t.s
	switch s.Technique {
	case sudoku.FullHouse:
		p := s.Placements[0]
		return capitalize(fmt.Sprintf("%s has one empty cell left, %s. Which digit is %s still missing?",
			t.house(0), t.longCell(p.Cell), t.house(0)))
	case sudoku.NakedSingle:
		text := cutConclusion(t.nakedSingle())
		if i := strings.LastIndex(text, " Only "); i >= 0 {
			text = text[:i]
		}
		return text + " Which digit is left for it?"
	case sudoku.HiddenSingle:
		p := s.Placements[0]
		text := cutConclusion(t.hiddenSingle())
		return strings.Replace(text, t.cell(p.Cell)+" is the only cell in it that can take one", "only one cell in it can take one", 1)
	}
	return t.dropNamedConclusion(cutConclusion(t.explain()))
}

// dropNamedConclusion removes a last clause that names a cell the step changes ("So r2c7
// can't be 5.", "…, so r7c5 must be something else.").
func (t texter) dropNamedConclusion(text string) string {
	var cells []string
	for _, c := range t.s.Eliminations {
		cells = append(cells, t.cell(c.Cell))
	}
	for _, c := range t.s.Placements {
		cells = append(cells, t.cell(c.Cell))
	}
	start := strings.LastIndex(strings.TrimSuffix(text, "."), ". ") + 1
	for _, sep := range []string{" So ", ", so "} {
		i := strings.LastIndex(text, sep)
		if i < start-1 {
			continue
		}
		clause := text[i:]
		for _, c := range cells {
			if strings.Contains(clause, c+" ") || strings.HasSuffix(strings.TrimSuffix(clause, "."), c) {
				return strings.TrimRight(text[:i], " ,.") + "."
			}
		}
	}
	return text
}

// cutConclusion removes the concealed conclusion and the words that lead to it ("So",
// ", so", ": ") from a rung-3 text.
func cutConclusion(text string) string {
	i := strings.Index(text, concealed)
	if i < 0 {
		return text
	}
	head := strings.TrimRight(text[:i], " ")
	for {
		trimmed := strings.TrimRight(head, " :,")
		for _, w := range []string{" So", " so", " and", ". So", "So"} {
			trimmed = strings.TrimSuffix(trimmed, w)
		}
		trimmed = strings.TrimRight(trimmed, " :,")
		if trimmed == head {
			break
		}
		head = trimmed
	}
	head = strings.TrimRight(head, ".")
	if head == "" {
		return ""
	}
	return head + "."
}

type texter struct {
	g    sudoku.Grid
	s    sudoku.Step
	n    int
	hide bool // rung 3: the conclusion (placement, removal) is left out
}

// concealed stands for the conclusion in a rung-3 text until cutConclusion removes it.
const concealed = "\x00"

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
	for _, e := range t.s.Eliminations {
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
	for _, p := range t.s.Placements {
		parts = append(parts, fmt.Sprintf("%s is %s", t.cell(p.Cell), t.sym(p.Digit)))
	}
	return joinAnd(parts)
}

// result is level 4: the step applied.
func (t texter) result() string {
	if len(t.s.Placements) > 0 {
		var parts []string
		for _, p := range t.s.Placements {
			parts = append(parts, fmt.Sprintf("%s in %s", t.sym(p.Digit), t.cell(p.Cell)))
		}
		return "Place " + joinAnd(parts) + "."
	}
	return capitalize(t.removal()) + "."
}

func (t texter) house(i int) string {
	if i < len(t.s.Houses) {
		return t.s.Houses[i].String()
	}
	return "the grid"
}

func (t texter) patternCells() []int { return sudoku.PatternCellList(t.s) }

// marksOf returns the pattern cells with the given role.
func (t texter) marksOf(role sudoku.Role) []int {
	var out []int
	for _, m := range t.s.Pattern {
		if m.Role == role && !slices.Contains(out, m.Cell) {
			out = append(out, m.Cell)
		}
	}
	return out
}

func (t texter) digit() string {
	if len(t.s.Digits) > 0 {
		return t.sym(t.s.Digits[0])
	}
	return ""
}

// lines lists the houses of one kind used by a fish: "rows 3 and 7".
func (t texter) lines(kind sudoku.HouseKind) string {
	var idx []string
	for _, h := range t.s.Houses {
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

// where is level 1: the region of [sudoku.HintRegion], no technique and no digit.
func (t texter) where() string {
	region := sudoku.HintRegion(t.s)
	if len(region) == 0 {
		return "Look at the whole grid."
	}
	kind := region[0].Kind
	same := true
	for _, h := range region {
		same = same && h.Kind == kind
	}
	if !same || len(region) == 1 {
		names := make([]string, len(region))
		for i, h := range region {
			names[i] = h.String()
		}
		return capitalize("look at " + joinAnd(names) + ".")
	}
	return "Look at " + t.linesOf(region) + "."
}

// linesOf names houses of one kind together: "rows 3 and 7".
func (t texter) linesOf(hs []sudoku.House) string {
	idx := make([]string, len(hs))
	for i, h := range hs {
		idx[i] = fmt.Sprint(h.Index + 1)
	}
	return [...]string{"rows", "columns", "boxes"}[hs[0].Kind] + " " + joinAnd(idx)
}

// which is level 2.
func (t texter) which() string {
	if txt, ok := t.whichHard(); ok {
		return txt
	}
	s := t.s
	name := s.Technique.String()
	switch s.Technique {
	case sudoku.FullHouse:
		return capitalize(fmt.Sprintf("%s has only one empty cell left: a full house.", t.house(0)))
	case sudoku.HiddenSingle:
		return capitalize(fmt.Sprintf("%s has a hidden single.", t.house(0)))
	case sudoku.NakedSingle:
		return fmt.Sprintf("One cell in row %d has just one candidate left.", s.Placements[0].Cell/t.n+1)
	case sudoku.Pointing:
		return fmt.Sprintf("The %ss in %s point along %s.", t.digit(), t.house(0), t.house(1))
	case sudoku.Claiming:
		return fmt.Sprintf("The %ss in %s all lie in %s.", t.digit(), t.house(0), t.house(1))
	case sudoku.NakedPair, sudoku.NakedTriple, sudoku.NakedQuad, sudoku.HiddenPair, sudoku.HiddenTriple, sudoku.HiddenQuad, sudoku.LockedPair, sudoku.LockedTriple:
		return capitalize(fmt.Sprintf("%s has a %s.", t.house(0), strings.ToLower(name)))
	case sudoku.XWing, sudoku.Swordfish, sudoku.Jellyfish:
		return fmt.Sprintf("The %ss in %s form %s %s on %s.", t.digit(), t.lines(s.Houses[0].Kind), article(name), name,
			t.lines(1-s.Houses[0].Kind))
	case sudoku.XYWing, sudoku.XYZWing:
		if p := t.marksOf(sudoku.RolePivot); len(p) > 0 {
			return fmt.Sprintf("There's an %s with its pivot at %s.", name, t.cell(p[0]))
		}
	case sudoku.UniqueRectangle1, sudoku.UniqueRectangle2, sudoku.UniqueRectangle4:
		return fmt.Sprintf("A unique rectangle in %s rules out some candidates.", t.cells(t.patternCells()))
	case sudoku.ForcingChain, sudoku.DynamicForcingChain:
		return fmt.Sprintf("A forcing chain starts at %s: assume one of its candidates and follow the singles it forces.",
			t.cell(s.Pattern[0].Cell))
	case sudoku.Contradiction:
		return fmt.Sprintf("Logic runs out here: no technique this solver explains, chain or forcing net applies. The next move comes from the puzzle's solution, at %s.",
			t.cell(s.Pattern[0].Cell))
	}
	return fmt.Sprintf("There's %s %s in %s.", article(name), name, t.cells(t.patternCells()))
}

// explain is level 3.
func (t texter) explain() string {
	if txt, ok := t.explainHard(); ok {
		return txt
	}
	s := t.s
	switch s.Technique {
	case sudoku.FullHouse:
		p := s.Placements[0]
		return capitalize(fmt.Sprintf("%s has one empty cell left, %s, and the only digit it is missing is %s. So %s.",
			t.house(0), t.longCell(p.Cell), t.sym(p.Digit), t.placement()))
	case sudoku.HiddenSingle:
		return t.hiddenSingle()
	case sudoku.NakedSingle:
		return t.nakedSingle()
	case sudoku.Pointing:
		cs := t.patternCells()
		return fmt.Sprintf("In %s, the %s can only go in %s, all in %s. Whichever it is, %s's %s lies inside %s, so the rest of %s can't hold a %s: %s.",
			t.house(0), t.digit(), joinWith(t.cellNames(cs), "or"), t.house(1), t.house(1), t.digit(), t.house(0), t.house(1), t.digit(), t.removal())
	case sudoku.Claiming:
		cs := t.patternCells()
		return fmt.Sprintf("In %s, the %s can only go in %s, all inside %s. So %s's %s must come from %s, and the other cells of %s can't hold a %s: %s.",
			t.house(0), t.digit(), joinWith(t.cellNames(cs), "or"), t.house(1), t.house(1), t.digit(), t.house(0), t.house(1), t.digit(), t.removal())
	case sudoku.NakedPair, sudoku.NakedTriple, sudoku.NakedQuad:
		cs := t.patternCells()
		return fmt.Sprintf("%s can only hold %s between them. Together they take %s's %s, so no other cell in %s can be %s: %s.",
			capitalize(t.cells(cs)), t.digitsOr(s.Digits), t.house(0), t.digits(s.Digits), t.house(0), t.digitsOr(s.Digits), t.removal())
	case sudoku.LockedPair, sudoku.LockedTriple:
		cs := t.patternCells()
		return fmt.Sprintf("%s can only hold %s between them, and they lie in both %s and %s. Together they take the %s of both houses, so no other cell of either can be %s: %s.",
			capitalize(t.cells(cs)), t.digitsOr(s.Digits), t.house(0), t.house(1), t.digits(s.Digits), t.digitsOr(s.Digits), t.removal())
	case sudoku.HiddenPair, sudoku.HiddenTriple, sudoku.HiddenQuad:
		cs := t.patternCells()
		return fmt.Sprintf("In %s, the digits %s fit only in %s. Those %d cells must hold exactly these %d digits, so they can't hold anything else: %s.",
			t.house(0), t.digits(s.Digits), t.cells(cs), len(cs), len(s.Digits), t.removal())
	case sudoku.XWing, sudoku.Swordfish, sudoku.Jellyfish:
		bk := s.Houses[0].Kind
		return fmt.Sprintf("In %s, the %s can only sit in %s. Each of those %d lines uses one of them, so %s get their %s from %s. %s.",
			t.lines(bk), t.digit(), t.lines(1-bk), len(s.Houses)/2, t.lines(1-bk), t.digit(), t.lines(bk), capitalize(t.removal()))
	case sudoku.XYWing:
		return t.xyWing()
	case sudoku.XYZWing:
		return t.xyzWing()
	case sudoku.ForcingChain, sudoku.DynamicForcingChain:
		return t.forcing()
	case sudoku.Contradiction:
		a := s.Pattern[0]
		return fmt.Sprintf("Logic runs out here: none of the techniques this solver can explain applies, and no forcing chain or net from one assumption reaches a contradiction. This is not a deduction you could follow: the move for %s is read from the puzzle's (unique) solution.",
			t.longCell(a.Cell))
	}
	return t.explainMore()
}

func (t texter) cellNames(cs []int) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = t.cell(c)
	}
	return out
}

func (t texter) hiddenSingle() string {
	s := t.s
	p := s.Placements[0]
	h := s.Houses[0]
	if t.g.Size() == 0 || len(t.g.Digits()) != t.n*t.n {
		return fmt.Sprintf("%s still needs a %s, and %s is the only cell in it that can take one. So %s.",
			capitalize(h.String()), t.sym(p.Digit), t.cell(p.Cell), t.placement())
	}
	sh := sudoku.ShapeOf(t.g)
	hi := sh.HouseIndex(h)
	var reasons []string
	seen := map[string]bool{}
	earlier := false
	filledOthers := false
	for _, c := range sh.House[hi] {
		if c == p.Cell {
			continue
		}
		if t.g.Digits()[c] != 0 {
			filledOthers = true
			continue
		}
		found := false
		for _, q := range sh.Peers[c] {
			if int(t.g.Digits()[q]) == p.Digit && !sudoku.InHouse(sh, q, hi) {
				var via sudoku.House
				switch {
				case sh.Row[q] == sh.Row[c]:
					via = sudoku.House{Kind: sudoku.Row, Index: sh.Row[q]}
				case sh.Col[q] == sh.Col[c]:
					via = sudoku.House{Kind: sudoku.Col, Index: sh.Col[q]}
				default:
					via = sudoku.House{Kind: sudoku.Box, Index: sh.Box[q]}
				}
				r := fmt.Sprintf("%s has one at %s", via, t.cell(q))
				if !seen[r] {
					seen[r] = true
					reasons = append(reasons, r)
				}
				found = true
				break
			}
		}
		if !found {
			earlier = true
		}
	}
	if len(reasons) > 0 {
		reasons[0] = strings.Replace(reasons[0], " has one at", fmt.Sprintf(" already has a %s at", t.sym(p.Digit)), 1)
	}
	if filledOthers {
		reasons = append(reasons, "the other cells are filled")
	}
	if earlier {
		reasons = append(reasons, "earlier steps ruled it out of the rest")
	}
	why := ""
	if len(reasons) > 0 {
		why = ": " + joinAnd(reasons)
	}
	return fmt.Sprintf("%s still needs a %s, and %s is the only cell in it that can take one%s. So %s.",
		capitalize(h.String()), t.sym(p.Digit), t.cell(p.Cell), why, t.placement())
}

func (t texter) nakedSingle() string {
	p := t.s.Placements[0]
	if t.g.Size() == 0 || len(t.g.Digits()) != t.n*t.n {
		return fmt.Sprintf("%s has only one candidate left, so %s.", capitalize(t.longCell(p.Cell)), t.placement())
	}
	sh := sudoku.ShapeOf(t.g)
	var seen uint32
	var parts []string
	for k, hi := range sh.CellHouse[p.Cell] {
		var ds []int
		for _, q := range sh.House[hi] {
			if v := t.g.Digits()[q]; v != 0 && seen&(1<<(v-1)) == 0 {
				seen |= 1 << (v - 1)
				ds = append(ds, int(v))
			}
		}
		if len(ds) == 0 {
			continue
		}
		sort.Ints(ds)
		where := [...]string{"in its row", "in its column", "in " + sh.HouseOf(hi).String()}[k]
		parts = append(parts, t.digits(ds)+" "+where)
	}
	extra := ""
	if rest := sh.Full &^ seen &^ (1 << (p.Digit - 1)); rest != 0 {
		extra = fmt.Sprintf(", and earlier steps ruled out %s", t.digits(digitsOfMask(rest)))
	}
	return fmt.Sprintf("%s already sees %s%s. Only %s is left, so %s.",
		capitalize(t.longCell(p.Cell)), joinAnd(parts), extra, t.sym(p.Digit), t.placement())
}

// candsOf lists a pattern cell's digits as marked in the step.
func (t texter) candsOf(c int) []int {
	var ds []int
	for _, m := range t.s.Pattern {
		if m.Cell == c && !slices.Contains(ds, m.Digit) {
			ds = append(ds, m.Digit)
		}
	}
	sort.Ints(ds)
	return ds
}

func (t texter) xyWing() string {
	piv := t.marksOf(sudoku.RolePivot)
	pin := t.marksOf(sudoku.RolePincer)
	if len(piv) != 1 || len(pin) != 2 {
		return t.explainMore()
	}
	pd := t.candsOf(piv[0])
	z := t.s.Eliminations[0].Digit
	a, b := pin[0], pin[1]
	if !slices.Contains(t.candsOf(a), pd[0]) {
		a, b = b, a
	}
	return fmt.Sprintf("%s is %s. If it is %s, %s (%s) becomes %s; if it is %s, %s (%s) becomes %s. Either way, one of those two cells is %s, so a cell that sees both can't be: %s.",
		t.cell(piv[0]), t.digitsOr(pd), t.sym(pd[0]), t.cell(a), t.digitsOr(t.candsOf(a)), t.sym(z),
		t.sym(pd[1]), t.cell(b), t.digitsOr(t.candsOf(b)), t.sym(z), t.sym(z), t.removal())
}

func (t texter) xyzWing() string {
	piv := t.marksOf(sudoku.RolePivot)
	pin := t.marksOf(sudoku.RolePincer)
	if len(piv) != 1 || len(pin) != 2 {
		return t.explainMore()
	}
	z := t.s.Eliminations[0].Digit
	return fmt.Sprintf("%s is %s, %s is %s and %s is %s. Whatever %s is, one of the three cells is %s, so a cell that sees all three can't be %s: %s.",
		t.cell(piv[0]), t.digitsOr(t.candsOf(piv[0])), t.cell(pin[0]), t.digitsOr(t.candsOf(pin[0])),
		t.cell(pin[1]), t.digitsOr(t.candsOf(pin[1])), t.cell(piv[0]), t.sym(z), t.sym(z), t.removal())
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

// direct words a direct technique: the underlying pattern, then the single it exposes.
func (t texter) direct(level int) string {
	s := t.s
	p := s.Placements[0]
	single := t.s.Houses[len(s.Houses)-1]
	base := sudoku.Step{Technique: sudoku.DirectBase(s.Technique), Rating: sudoku.DirectBase(s.Technique).BaseRating(), Digits: s.Digits,
		Houses: s.Houses[:len(s.Houses)-1], Pattern: s.Pattern, Eliminations: s.Because, Size: s.Size}
	bt := texter{g: t.g, s: base, n: t.n}
	switch level {
	case 1:
		return capitalize(fmt.Sprintf("look at %s.", single))
	case 2:
		return fmt.Sprintf("%s Once that is used, %s has a hidden single.", bt.which(), single)
	case 3:
		return fmt.Sprintf("%s Now %s has only one place left for a %s. Which cell is it?", bt.explain(), single, t.sym(p.Digit))
	}
	return t.result()
}

// directFull is a direct technique's whole explanation, conclusion included.
func (t texter) directFull() string {
	s := t.s
	p := s.Placements[0]
	single := t.s.Houses[len(s.Houses)-1]
	base := sudoku.Step{Technique: sudoku.DirectBase(s.Technique), Rating: sudoku.DirectBase(s.Technique).BaseRating(), Digits: s.Digits,
		Houses: s.Houses[:len(s.Houses)-1], Pattern: s.Pattern, Eliminations: s.Because, Size: s.Size}
	bt := texter{g: t.g, s: base, n: t.n}
	return fmt.Sprintf("%s Now %s has only one place left for a %s: %s. So %s.", bt.explain(), single, t.sym(p.Digit), t.cell(p.Cell), t.placement())
}

// article returns "a" or "an" for a technique name.
func article(name string) string {
	if name != "" && strings.ContainsAny(name[:1], "AEIOUX") && !strings.HasPrefix(name, "Uni") {
		return "an"
	}
	return "a"
}

// MistakeText words a mistake on the same ladder as hints: level 1 names the row
// ("Something in row 4 doesn't fit."), level 2 the cell and digit ("r4c7 can't be 5."),
// level 3 and above the reason ([MistakeWhy], as a sentence).
func MistakeText(g sudoku.Grid, m sudoku.Mistake, level int) string {
	n := g.Size()
	if n == 0 {
		n = 9
	}
	if m.Kind == sudoku.MistakeContradiction {
		switch {
		case level <= 1:
			return "This grid has a mistake: it can't be finished."
		case level == 2:
			return capitalize(deadEndText(g, m.Dead, n, "")) + "."
		}
		return capitalize(MistakeWhy(g, m)) + "."
	}
	switch {
	case level <= 1:
		return fmt.Sprintf("Something in row %d doesn't fit.", m.Cell/n+1)
	case level == 2:
		if m.Kind == sudoku.MistakeMarks {
			return fmt.Sprintf("Check the pencil marks of %s.", sudoku.CellName(m.Cell, n))
		}
		return fmt.Sprintf("%s can't be %s.", sudoku.CellName(m.Cell, n), mistakeDigit(g, m.Digit))
	}
	w := MistakeWhy(g, m)
	if w != "" && !strings.HasSuffix(w, ".") {
		w += "."
	}
	return capitalize(w)
}

// MistakeWhy words the reason of a mistake as a clause: "r4c6 can't be 3: row 4 already
// has a 3 at r4c2", "r1c4 can't be 4: then box 2 would have no place left for its 7",
// "r4c6 is not 3", "the pencil marks of r4c6 are missing a digit it still needs", "row 1
// has 5 twice (r1c1, r1c3)". A mistake of kind MistakeCell has no reason: "".
func MistakeWhy(g sudoku.Grid, m sudoku.Mistake) string {
	n := g.Size()
	if n == 0 {
		n = 9
	}
	d := mistakeDigit(g, m.Digit)
	switch m.Kind {
	case sudoku.MistakeGivenClash:
		return fmt.Sprintf("%s has %s twice (%s, %s)", m.House, d, sudoku.CellName(m.Other, n), sudoku.CellName(m.Cell, n))
	case sudoku.MistakeClash:
		return fixArticles(fmt.Sprintf("%s can't be %s: %s already has a %s at %s", sudoku.CellName(m.Cell, n), d, m.House, d, sudoku.CellName(m.Other, n)))
	case sudoku.MistakeWrong:
		if m.Dead != nil {
			return fixArticles(fmt.Sprintf("%s can't be %s: then %s", sudoku.CellName(m.Cell, n), d, deadEndText(g, m.Dead, n, "would ")))
		}
		return fmt.Sprintf("%s is not %s", sudoku.CellName(m.Cell, n), d)
	case sudoku.MistakeContradiction:
		return "the grid has a mistake (one of the digits placed so far is wrong): following the grid's singles, " + deadEndText(g, m.Dead, n, "") +
			"; give the original puzzle to find which digit it is"
	case sudoku.MistakeMarks:
		return fmt.Sprintf("the pencil marks of %s are missing a digit it still needs", sudoku.CellName(m.Cell, n))
	}
	return ""
}

// deadEndText words where a position runs out of options: "box 2 has no place for its 7"
// ("box 2 would have no place for its 7" with would = "would ").
func deadEndText(g sudoku.Grid, d *sudoku.DeadEnd, n int, would string) string {
	have := "has"
	if would != "" {
		have = "have"
	}
	if d == nil {
		return "the grid " + would + have + " no solution"
	}
	if d.Cell >= 0 && d.Digit == 0 {
		return fmt.Sprintf("%s %s%s no candidate left", sudoku.CellName(d.Cell, n), would, have)
	}
	return fixArticles(fmt.Sprintf("%s %s%s no place left for its %s", d.House, would, have, mistakeDigit(g, d.Digit)))
}

// mistakeDigit writes digit d in g's symbols (plain decimal when g is the zero Grid).
func mistakeDigit(g sudoku.Grid, d int) string {
	if g.Size() == 0 {
		return fmt.Sprint(d)
	}
	return g.Symbols().Format(d)
}

// digitsOfMask lists the digits of a candidate mask (bit d-1 for digit d) in increasing order.
func digitsOfMask(m uint32) []int {
	var out []int
	for ; m != 0; m &= m - 1 {
		out = append(out, bits.TrailingZeros32(m)+1)
	}
	return out
}
