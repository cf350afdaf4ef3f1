package textgrid

import (
	"fmt"
	"strconv"
	"strings"
)

// Error is where and why text could not be read as a grid; the root package turns it into
// a *sudoku.ParseError with the same fields, and its Error method adds the prefix.
type Error struct {
	Line, Col        int
	CellRow, CellCol int
	Msg              string

	srcLine int // the text line of the cell at fault, given to batch errors as Line
}

func (e *Error) Error() string { return e.Msg }

// Options fixes what [Parse] would otherwise detect, as sudoku.ParseOptions does; the
// zero value detects everything (with Boxes set: it gives the default box shape).
type Options struct {
	Size, BoxRows, BoxCols int
	Symbols                *Symbols
	// Boxes returns the usual box shape of an N×N grid (sudoku.DefaultBoxes).
	Boxes func(n int) (rows, cols int, ok bool)
}

// Parse reads one grid from text, as sudoku.Parse documents it, with the options' size,
// box shape and symbols.
func (o Options) Parse(text string) (Grid, error) {
	if g, ok := o.parseFast(text); ok {
		return g, nil
	}
	if err := o.check(); err != nil {
		return Grid{}, err
	}
	if t := strings.TrimSpace(text); strings.IndexByte(t, '\n') < 0 {
		if f, ok := puzzleField(t); ok && f != t {
			if g, err := o.parseLine(f); err == nil {
				return g, nil
			}
		}
	}
	blocks := fencedBlocks(splitLines(text))
	if len(blocks) == 0 {
		return Grid{}, &Error{Msg: "no grid found"}
	}
	g, err := o.parseLines(clone(blocks[0]))
	if err != nil {
		// Several code blocks: the first one that is a grid.
		for _, b := range blocks[1:] {
			if h, e := o.parseLines(clone(b)); e == nil {
				return h, nil
			}
		}
		// A layout whose line breaks were lost, fixed-width rows, a JSON object?
		if h, ok := o.parseRecovered(clone(blocks[0])); ok {
			return h, nil
		}
		// Several grids (a puzzle and its solution, two puzzles)? Say so.
		if items, _ := o.parseSegments(blocks[0]); len(items) > 1 {
			var at []string
			for _, it := range items {
				if it.Err == nil {
					at = append(at, strconv.Itoa(it.Line))
				}
			}
			if len(at) > 1 {
				return Grid{}, &Error{Msg: fmt.Sprintf("%d grids (at lines %s); send one at a time or read them as a batch",
					len(at), strings.Join(at, ", "))}
			}
		}
		return Grid{}, err
	}
	return g, nil
}

// check validates the options themselves.
func (o Options) check() error {
	n, r, c := o.Size, o.BoxRows, o.BoxCols
	switch {
	case n < 0 || r < 0 || c < 0:
		return &Error{Msg: "options: negative size or box shape"}
	case n != 0 && (n < 4 || n > MaxSize):
		return &Error{Msg: fmt.Sprintf("options: size %d is outside 4..%d", n, MaxSize)}
	case r > 0 && c > 0 && n > 0 && r*c != n:
		return &Error{Msg: fmt.Sprintf("options: boxes of %d×%d cells do not tile a %d×%d grid", r, c, n, n)}
	case n > 0 && (r > 0 && n%r != 0 || c > 0 && n%c != 0):
		return &Error{Msg: fmt.Sprintf("options: boxes of %d rows or %d columns do not tile a %d×%d grid", r, c, n, n)}
	}
	if o.Symbols != nil && o.Symbols.Set > Hex {
		return &Error{Msg: fmt.Sprintf("options: unknown symbol set %d", o.Symbols.Set)}
	}
	return nil
}

// size returns the grid side the options imply, or 0.
func (o Options) size() int {
	switch {
	case o.Size > 0:
		return o.Size
	case o.BoxRows > 0 && o.BoxCols > 0:
		return o.BoxRows * o.BoxCols
	}
	return 0
}

// parseFast reads the common case, one line of 81 ASCII cells, without allocating more
// than the grid itself.
func (o Options) parseFast(text string) (Grid, bool) {
	if o.Size|o.BoxRows|o.BoxCols != 0 || o.Symbols != nil {
		return Grid{}, false
	}
	s := text
	for len(s) > 0 && (s[len(s)-1] == '\n' || s[len(s)-1] == '\r' || s[len(s)-1] == ' ') {
		s = s[:len(s)-1]
	}
	if len(s) != 81 {
		return Grid{}, false
	}
	var cells [81]uint8
	var blank byte
	for i := 0; i < 81; i++ {
		c := s[i]
		switch {
		case c >= '1' && c <= '9':
			cells[i] = c - '0'
		case c == '.' || c == '0' || c == '_' || c == '-' || c == '*' || c == 'x':
			if blank == 0 {
				blank = c
			}
		default:
			return Grid{}, false
		}
	}
	g := Grid{N: 9, BoxRows: 3, BoxCols: 3, Cells: cells[:], Symbols: Symbols{Set: Digits1, Blank: blank},
		Layout: LayoutLine}
	return g, true
}

// parseLines reads one grid from the lines of one block (the whole text, or one fence).
func (o Options) parseLines(lines []srcLine) (Grid, error) {
	for i := range lines {
		lines[i].text = unwrap(lines[i].text)
	}
	lines = puzzleSection(lines)
	if b := bracketStart(lines); b >= 0 {
		rows, commas := bracketRows(lines[b:])
		layout := LayoutNumPy
		if commas {
			layout = LayoutList
		}
		return o.assemble(rows, layout)
	}
	rows, layout := o.classify(lines)
	if len(rows) == 0 {
		// Nothing but prose: a one-line puzzle may sit inside a sentence.
		if l, ok := inlinePuzzle(lines); ok {
			return o.assemble([]row{splitFields(l)}, LayoutLine)
		}
	}
	return o.assemble(rows, layout)
}

// inlinePuzzle finds a one-line puzzle written inside a sentence ("can you solve
// 53..7....6..195... please?"): the first word of N² cell characters with a digit or a
// letter, N in 4..25.
func inlinePuzzle(lines []srcLine) (srcLine, bool) {
	for _, l := range lines {
		for _, w := range strings.Fields(l.text) {
			w = strings.Trim(w, "\"'()[]{},;!?")
			w = strings.TrimRight(w, ":")
			if len(w) < 16 || squareSide(len(w)) == 0 {
				continue
			}
			given := false
			for i := 0; i < len(w); i++ {
				c := w[i]
				switch {
				case c >= '1' && c <= '9' || c >= 'A' && c <= 'Z':
					given = true
				case c == '0' || IsBlank(c) || c == 'x':
				default:
					given = false
					i = len(w)
				}
			}
			if given {
				return srcLine{num: l.num, text: w}, true
			}
		}
	}
	return srcLine{}, false
}

// classify keeps the lines that look like grid rows (or box rules), cut into fields, and
// says whether they are tab-, comma- or space-separated.
func (o Options) classify(lines []srcLine) ([]row, Layout) {
	layout := LayoutRows
	var delim byte
	for _, l := range lines {
		if isComment(l.text) || isProse(l.text) {
			continue
		}
		if isTabRow(l.text) {
			layout = LayoutTabs
			break
		}
		if strings.IndexByte(l.text, ',') >= 0 {
			layout, delim = LayoutCommas, ','
		} else if strings.IndexByte(l.text, ';') >= 0 && delim == 0 {
			layout, delim = LayoutCommas, ';' // a spreadsheet saved as CSV in a comma-decimal locale
		}
	}
	var rows []row
	for _, l := range lines {
		s := l.text
		if layout == LayoutTabs {
			if strings.Trim(s, " \r") == "" || strings.IndexByte(s, '\t') < 0 && (isComment(s) || isProse(s)) {
				continue
			}
			if strings.IndexByte(s, '\t') < 0 && strings.TrimSpace(s) != "" {
				if rule, _ := ruleKind(s); rule {
					continue
				}
			}
			rows = append(rows, splitDelimited(l, '\t'))
			continue
		}
		if strings.TrimSpace(s) == "" || isComment(s) || isProse(s) || isNoise(s) {
			continue
		}
		if rule, blankRow := ruleKind(s); rule {
			r := splitFields(l)
			r.rule, r.blankRow = true, blankRow
			rows = append(rows, r)
			continue
		}
		if layout == LayoutCommas && strings.IndexByte(s, delim) >= 0 {
			rows = append(rows, splitDelimited(l, delim))
			continue
		}
		rows = append(rows, splitFields(l))
	}
	return rows, layout
}

// isTabRow reports a line of a spreadsheet paste: two or more tabs, and a tab after the
// first cell or nothing but tabs (a row of blanks), so that tab indentation is not one.
func isTabRow(s string) bool {
	if strings.Count(s, "\t") < 2 {
		return false
	}
	t := strings.TrimLeft(s, " \t")
	return strings.TrimSpace(t) == "" || strings.IndexByte(strings.TrimRight(t, " \r"), '\t') >= 0
}
