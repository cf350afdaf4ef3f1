package technique

import (
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// String returns the step's one-line notation, for logs, tests and the CLI:
//
//	Hidden Single: r8c6=1
//	Pointing: 7 in b3 => r2c13<>7
//	Naked Pair: 4,7 in r57c5 => r16c5<>4, r26c5<>7
//	XY-Wing: 1/6/9 in r4c14,r5c2 => r4c23,r5c456<>9
//
// Cell groups are compressed (r57c5 is r5c5 and r7c5); above 9×9 numbers are listed in
// braces (r{5,12}c5).
func (s Step) String() string {
	n := s.Size
	if n == 0 {
		n = 9
	}
	var b strings.Builder
	b.WriteString(s.Technique.String())
	b.WriteString(": ")
	switch s.Technique {
	case FullHouse, HiddenSingle, NakedSingle:
		b.WriteString(resultNotation(s, n))
		return b.String()
	case Pointing, Claiming, DirectPointing, DirectClaiming:
		b.WriteString(digitList(s.Digits, ","))
		b.WriteString(" in ")
		if len(s.Houses) > 0 {
			b.WriteString(houseShort(s.Houses[0]))
		}
	case XWing, Swordfish, Jellyfish:
		b.WriteString(digitList(s.Digits, ","))
		b.WriteString(" ")
		b.WriteString(fishHouses(s.Houses, n))
	case CellForcingChain, HouseForcingChain:
		var premises []string
		for _, m := range s.Pattern {
			if m.Role == RolePivot {
				premises = append(premises, sudoku.CellName(m.Cell, n)+"="+strconv.Itoa(m.Digit))
			}
		}
		b.WriteString("each of " + strings.Join(premises, ", ") + " (" + strconv.Itoa(s.LinkCount()) + " links)")
	case ForcingChain, DynamicForcingChain, Contradiction:
		if len(s.Pattern) > 0 {
			a := s.Pattern[0]
			b.WriteString(sudoku.CellName(a.Cell, n) + "=" + strconv.Itoa(a.Digit) + " is impossible")
			if s.Technique != Contradiction {
				b.WriteString(" (" + strconv.Itoa(s.LinkCount()) + " links)")
			}
		}
	default:
		sep := ","
		if s.Technique == XYWing || s.Technique == XYZWing {
			sep = "/"
		}
		b.WriteString(digitList(s.Digits, sep))
		b.WriteString(" in ")
		b.WriteString(cellGroups(s.PatternCells(), n))
	}
	b.WriteString(" => ")
	b.WriteString(resultNotation(s, n))
	return b.String()
}

func houseShort(h sudoku.House) string {
	return [...]string{"r", "c", "b"}[h.Kind] + strconv.Itoa(h.Index+1)
}

func digitList(ds []int, sep string) string {
	parts := make([]string, len(ds))
	for i, d := range ds {
		parts[i] = strconv.Itoa(d)
	}
	return strings.Join(parts, sep)
}

// fishHouses writes a fish's base and cover lines: "r37 c34".
func fishHouses(hs []sudoku.House, n int) string {
	var base, cover []int
	var bk, ck sudoku.HouseKind
	for i, h := range hs {
		if i == 0 {
			bk = h.Kind
		}
		if h.Kind == bk {
			base = append(base, h.Index+1)
		} else {
			ck = h.Kind
			cover = append(cover, h.Index+1)
		}
	}
	return [...]string{"r", "c", "b"}[bk] + numberGroup(base, n) + " " + [...]string{"r", "c", "b"}[ck] + numberGroup(cover, n)
}

func numberGroup(xs []int, n int) string {
	if n <= 9 {
		var b strings.Builder
		for _, x := range xs {
			b.WriteString(strconv.Itoa(x))
		}
		return b.String()
	}
	if len(xs) == 1 {
		return strconv.Itoa(xs[0])
	}
	return "{" + digitList(xs, ",") + "}"
}

// PatternCells returns the distinct cells of the step's pattern in order of appearance.
func (s Step) PatternCells() []int {
	var out []int
	for _, m := range s.Pattern {
		dup := false
		for _, c := range out {
			if c == m.Cell {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, m.Cell)
		}
	}
	return out
}

// cellGroups compresses a set of cells: cells of a row are joined (r5c456), then rows with
// the same columns (r16c5); groups are separated by commas.
func cellGroups(cells []int, n int) string {
	if len(cells) == 0 {
		return ""
	}
	byRow := map[int][]int{}
	var rows []int
	for _, c := range cells {
		r := c / n
		if _, ok := byRow[r]; !ok {
			rows = append(rows, r)
		}
		col := c%n + 1
		dup := false
		for _, x := range byRow[r] {
			if x == col {
				dup = true
			}
		}
		if !dup {
			byRow[r] = append(byRow[r], col)
		}
	}
	sort.Ints(rows)
	type group struct {
		rows, cols []int
	}
	var groups []group
	for _, r := range rows {
		cols := byRow[r]
		sort.Ints(cols)
		merged := false
		for gi := range groups {
			if slices.Equal(groups[gi].cols, cols) {
				groups[gi].rows = append(groups[gi].rows, r+1)
				merged = true
				break
			}
		}
		if !merged {
			groups = append(groups, group{rows: []int{r + 1}, cols: cols})
		}
	}
	parts := make([]string, len(groups))
	for i, g := range groups {
		parts[i] = "r" + numberGroup(g.rows, n) + "c" + numberGroup(g.cols, n)
	}
	return strings.Join(parts, ",")
}

// resultNotation writes placements ("r8c6=1") or eliminations grouped by digit
// ("r16c5<>4, r26c5<>7").
func resultNotation(s Step, n int) string {
	var parts []string
	for _, p := range s.Placements {
		parts = append(parts, sudoku.CellName(p.Cell, n)+"="+strconv.Itoa(p.Digit))
	}
	var digits []int
	byDigit := map[int][]int{}
	for _, e := range s.Eliminations {
		if _, ok := byDigit[e.Digit]; !ok {
			digits = append(digits, e.Digit)
		}
		byDigit[e.Digit] = append(byDigit[e.Digit], e.Cell)
	}
	sort.Ints(digits)
	for _, d := range digits {
		parts = append(parts, cellGroups(byDigit[d], n)+"<>"+strconv.Itoa(d))
	}
	return strings.Join(parts, ", ")
}

// ForcingLinks counts the links of a forcing chain as its notation ("N links") and its
// explanation show them: one per implication, except that consecutive eliminations by one
// pattern in one house are one link.
func (s Step) ForcingLinks() int {
	n := 0
	for i, im := range s.Implications {
		if i > 0 && im.Eliminated {
			p := s.Implications[i-1]
			if p.Eliminated && p.Single == im.Single && p.House == im.House {
				continue
			}
		}
		n++
	}
	return n
}
