package sudoku

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseError reports where text could not be read as a grid. Line and Col are 1-based
// positions in the text; CellRow and CellCol (1-based) name the grid cell at fault, as in
// "r3c7". Zero means the position does not apply. [Parse] names a row by its Line and a
// bad symbol by its cell only; in a batch of several puzzles ([ParseAll]) Line is always
// the line of the text at fault.
type ParseError struct {
	Line, Col        int
	CellRow, CellCol int
	Msg              string

	srcLine int // the text line of the cell at fault, given to batch errors as Line
}

// Error returns the message with the package prefix and every known position:
// "sudoku: line 4: 8 cells, a 9×9 row needs 9", "sudoku: r3c7: \"Q\" is not a symbol of a
// 9×9 grid", "sudoku: line 12: r3c7: ...".
func (e *ParseError) Error() string {
	var b strings.Builder
	b.WriteString("sudoku: ")
	if e.Line > 0 {
		fmt.Fprintf(&b, "line %d", e.Line)
		if e.Col > 0 {
			fmt.Fprintf(&b, ", col %d", e.Col)
		}
		b.WriteString(": ")
	}
	if e.CellRow > 0 && e.CellCol > 0 {
		fmt.Fprintf(&b, "r%dc%d: ", e.CellRow, e.CellCol)
	}
	b.WriteString(e.Msg)
	return b.String()
}

// ParseOptions fixes what [Parse] would otherwise detect. The zero value detects
// everything; a ParseOptions is read-only during parsing and safe for concurrent use.
type ParseOptions struct {
	// Size is N, the side of the grid; 0 detects it from the text.
	Size int
	// BoxRows and BoxCols give the box shape (e.g. 3×2 for a 6×6 grid, 2×5 for 10×10);
	// 0 takes it from the separators of a boxed printout or else [DefaultBoxes]. Giving
	// one of them is enough.
	BoxRows, BoxCols int
	// Symbols, when not nil, names the symbol set instead of detecting it; this is how an
	// ambiguous 16×16 grid (hex 0-F or 1-9 then A-G) is read.
	Symbols *Symbols
}

// Parse reads one grid from text, detecting its layout, size and symbols, and records the
// layout and symbols on the grid so that [Format] can write a solution back the same way.
//
// It accepts, for sizes 4×4 to 25×25:
//   - one line of N² cells ("53..7....6..195..."), blanks '.', '0', '_', '-', '*' or 'x',
//     including the first field of "puzzle:count:solution" lines and a line wrapped over
//     several;
//   - N lines of N characters, with or without spaces, grouped or not ("530 070 000");
//   - N lines of space-, comma- or tab-separated numbers, including two-digit numbers and
//     spreadsheet pastes where an empty field is a blank;
//   - boxed printouts with '|', ':', '+', '-', '=' or box-drawing separators, whose
//     separators also give the box shape, with or without row and column labels;
//     Markdown tables; pencil-mark grids (a cell listing candidates is blank);
//   - Python/JSON nested lists ([[5,3,0,...],...], also of strings, or as "grid = [...]"
//     or inside a JSON object) and NumPy's printed arrays;
//   - any of these inside Markdown ``` fences (the first block that holds a grid, with or
//     without a language tag), `inline
//     code` or ||spoilers||, with prose lines around them ("can someone solve this?"),
//     '#' comment lines (.sdk metadata), .sdk [Puzzle] sections and LF, CRLF or CR endings.
//
// Symbols above 9 are numbers (10..25), "1-9" then "A" = 10, letters only (A = 1), or hex
// "0-F" (0 = 1, 16×16 only). A 16×16 grid with neither "0" nor "G" reads correctly both
// as 1-9A-G and as hex: that is an error that says so, and [ParseOptions.Symbols] settles
// it. 'x' is a blank except in a 24×24 or 25×25 grid of letters. Parse does not check the
// rules: clashing givens are reported by [Check] and by the solver.
//
// Errors are *ParseError values. A text holding several puzzles is read by [ParseAll].
func Parse(text string) (Grid, error) { return ParseOptions{}.Parse(text) }

// Parse reads one grid from text like the package's [Parse], with the options' size, box
// shape and symbols.
func (o ParseOptions) Parse(text string) (Grid, error) {
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
		return Grid{}, &ParseError{Msg: "no grid found"}
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
				return Grid{}, &ParseError{Msg: fmt.Sprintf("%d grids (at lines %s); send one at a time or read them as a batch",
					len(at), strings.Join(at, ", "))}
			}
		}
		return Grid{}, err
	}
	return g, nil
}

// check validates the options themselves.
func (o ParseOptions) check() error {
	n, r, c := o.Size, o.BoxRows, o.BoxCols
	switch {
	case n < 0 || r < 0 || c < 0:
		return &ParseError{Msg: "options: negative size or box shape"}
	case n != 0 && (n < 4 || n > MaxSize):
		return &ParseError{Msg: fmt.Sprintf("options: size %d is outside 4..%d", n, MaxSize)}
	case r > 0 && c > 0 && n > 0 && r*c != n:
		return &ParseError{Msg: fmt.Sprintf("options: boxes of %d×%d cells do not tile a %d×%d grid", r, c, n, n)}
	case n > 0 && (r > 0 && n%r != 0 || c > 0 && n%c != 0):
		return &ParseError{Msg: fmt.Sprintf("options: boxes of %d rows or %d columns do not tile a %d×%d grid", r, c, n, n)}
	}
	if o.Symbols != nil && o.Symbols.Set > Hex {
		return &ParseError{Msg: fmt.Sprintf("options: unknown symbol set %d", o.Symbols.Set)}
	}
	return nil
}

// size returns the grid side the options imply, or 0.
func (o ParseOptions) size() int {
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
func (o ParseOptions) parseFast(text string) (Grid, bool) {
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
	g := Grid{n: 9, boxRows: 3, boxCols: 3, cells: cells[:], symbols: Symbols{Set: Digits1, Blank: blank},
		layout: LayoutLine}
	return g, true
}

// parseLines reads one grid from the lines of one block (the whole text, or one fence).
func (o ParseOptions) parseLines(lines []srcLine) (Grid, error) {
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
				case c == '0' || isBlankChar(c) || c == 'x':
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
func (o ParseOptions) classify(lines []srcLine) ([]row, Layout) {
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
