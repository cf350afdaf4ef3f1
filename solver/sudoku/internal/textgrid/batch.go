package textgrid

import (
	"errors"
	"strings"
)

// An Item is one puzzle of a text that holds several, as sudoku.BatchItem.
type Item struct {
	Grid Grid
	Line int
	Err  error // a *Error; the Grid is then the zero Grid
}

// ParseAll reads every puzzle in text, as sudoku.ParseAll documents it.
func (o Options) ParseAll(text string) ([]Item, error) {
	if err := o.check(); err != nil {
		return nil, err
	}
	lines := splitLines(text)
	if items, ok := o.perLine(lines); ok {
		return items, nil
	}
	blocks := fencedBlocks(lines)
	var items []Item
	var firstErr error
	for _, b := range blocks {
		its, err := o.parseSegments(b)
		if err != nil && firstErr == nil {
			firstErr = err
		}
		items = append(items, its...)
	}
	if len(items) == 0 {
		if firstErr == nil {
			firstErr = &Error{Msg: "no grid found"}
		}
		return nil, firstErr
	}
	if len(items) > 1 {
		for i := range items {
			lineErr(&items[i])
		}
	}
	return items, nil
}

// lineErr gives an item's error the line of the text it concerns.
func lineErr(it *Item) {
	var e *Error
	if errors.As(it.Err, &e) && e.Line == 0 {
		e.Line = e.srcLine
		if e.Line == 0 {
			e.Line = it.Line
		}
	}
}

// parseSegments reads one block: as one grid if it is one, else split at prose or comment
// lines, else at blank lines. It returns an error only when nothing in the block is a grid.
func (o Options) parseSegments(lines []srcLine) ([]Item, error) {
	g, err := o.parseLines(clone(lines))
	if err == nil {
		return []Item{{Grid: g, Line: firstContent(lines)}}, nil
	}
	for _, byBlank := range []bool{false, true} {
		segs := segments(lines, byBlank)
		if len(segs) < 2 {
			continue
		}
		items := make([]Item, 0, len(segs))
		good := 0
		for _, s := range segs {
			g, e := o.parseLines(clone(s))
			if e == nil {
				good++
			}
			items = append(items, Item{Grid: g, Line: firstContent(s), Err: e})
		}
		if good > 0 {
			return items, nil
		}
	}
	var pe *Error
	if errors.As(err, &pe) && pe.Msg == "no grid found" {
		return nil, err
	}
	return []Item{{Line: firstContent(lines), Err: err}}, err
}

func clone(lines []srcLine) []srcLine { return append([]srcLine(nil), lines...) }

// firstContent returns the number of the first line that is not blank, prose or comment.
func firstContent(lines []srcLine) int {
	for _, l := range lines {
		if t := unwrap(l.text); strings.TrimSpace(t) != "" && !isComment(t) && !isProse(t) {
			return l.num
		}
	}
	if len(lines) > 0 {
		return lines[0].num
	}
	return 0
}

// segments splits lines into runs separated by prose and comment lines (and blank lines
// when byBlank is set), keeping runs that have content.
func segments(lines []srcLine, byBlank bool) [][]srcLine {
	var out [][]srcLine
	var cur []srcLine
	for _, l := range lines {
		t := unwrap(l.text)
		blank := strings.TrimSpace(t) == ""
		if isComment(t) || isProse(t) || byBlank && blank {
			if len(cur) > 0 {
				out = append(out, cur)
				cur = nil
			}
			continue
		}
		if !blank {
			cur = append(cur, l)
		}
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

// perLine reads a text of one puzzle per line. ok is false when the text is not such a
// batch: fewer than two puzzle lines, or lines that are the rows of one grid.
func (o Options) perLine(lines []srcLine) (items []Item, ok bool) {
	content, puzzles := 0, 0
	var counts []int
	keep := make([]int, 0, len(lines)) // the indices of the puzzle lines
	dashRows := 0                      // lines of dashes, which may be rows of blanks of one grid
	for i, l := range lines {
		t := strings.TrimSpace(l.text)
		if skipInBatch(t) {
			if _, blankRow := ruleKind(t); blankRow {
				dashRows++
			}
			continue
		}
		keep = append(keep, i)
		content++
		c := quickCount(t)
		if squareSide(c) > 0 {
			puzzles++
		}
		counts = append(counts, c, countFields(t))
	}
	if content == 0 || content == 1 && puzzles == 0 || 2*puzzles < content {
		return nil, false
	}
	// Lines of as many cells as there are lines are the rows of one grid.
	rowsOfGrid := 0
	for i := 0; i < len(counts); i += 2 {
		for _, k := range []int{content, content + dashRows} {
			if counts[i] == k || counts[i+1] == k {
				rowsOfGrid++
				break
			}
		}
	}
	if content >= 4 && 2*rowsOfGrid >= content {
		return nil, false
	}
	items = make([]Item, 0, content)
	for _, i := range keep {
		l := lines[i]
		t := strings.TrimSpace(l.text)
		g, err := o.parseLine(t)
		if err != nil {
			var e *Error
			if errors.As(err, &e) {
				e.Line = l.num
			}
		}
		items = append(items, Item{Grid: g, Line: l.num, Err: err})
	}
	return items, true
}

// skipInBatch reports the lines of a one-per-line batch that are no puzzle: blank,
// comment, prose, box rules and bare code fences.
func skipInBatch(t string) bool {
	if strings.IndexByte(t, '`') >= 0 || strings.Contains(t, "||") {
		t = strings.TrimSpace(unwrap(t))
	}
	if t == "" || t[0] == '#' || isProse(t) {
		return true
	}
	rule, _ := ruleKind(t)
	return rule
}

// countFields counts the fields of t between spaces, tabs, brackets, commas and bars.
func countFields(t string) int {
	n, in := 0, false
	for i := 0; i < len(t); i++ {
		switch t[i] {
		case ' ', '\t', '[', ']', ',', '|':
			in = false
		default:
			if !in {
				n++
			}
			in = true
		}
	}
	return n
}

// quickCount returns how many cells a line of a one-per-line batch seems to hold: its
// first field when that is a puzzle, else its comma-separated fields, its characters
// other than spaces and bars, or its space-separated fields.
func quickCount(t string) int {
	if f, ok := puzzleField(t); ok {
		return len(f)
	}
	if strings.IndexByte(t, ',') >= 0 {
		return strings.Count(t, ",") + 1
	}
	n := 0
	for i := 0; i < len(t); i++ {
		switch t[i] {
		case ' ', '\t', '|', '\r':
		default:
			n++
		}
	}
	if squareSide(n) == 0 {
		if f := len(strings.Fields(t)); squareSide(f) > 0 {
			return f
		}
	}
	return n
}

// parseLine reads one line of a batch: the fast path for 81 cells, the first field of a
// "puzzle:count:solution" or "puzzle # comment" line, or any one-line layout.
func (o Options) parseLine(t string) (Grid, error) {
	if g, ok := o.parseFast(t); ok {
		return g, nil
	}
	if f, ok := puzzleField(t); ok {
		if g, ok := o.parseFast(f); ok {
			return g, nil
		}
		if g, err := o.parseLines([]srcLine{{num: 1, text: f}}); err == nil {
			return g, nil
		}
	}
	return o.parseLines([]srcLine{{num: 1, text: t}})
}

// puzzleField returns the first field of a line that carries more than the puzzle
// ("puzzle:count:solution", "puzzle ;11.9;11.9", "puzzle # rating") when that field alone
// has N² cells.
func puzzleField(t string) (string, bool) {
	i := strings.IndexAny(t, " \t;#:")
	if i < 0 {
		return t, false
	}
	f := t[:i]
	return f, len(f) >= 16 && squareSide(len(f)) > 0
}
