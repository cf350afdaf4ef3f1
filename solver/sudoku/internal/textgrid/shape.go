package textgrid

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// This file decides the size, the cells and the box shape from candidate rows, and then
// the symbol set.

// validSize reports whether n is a grid side this package reads.
func validSize(n int) bool { return n >= 4 && n <= MaxSize }

// squareSide returns n when cells = n² for a valid size n, else 0.
func squareSide(cells int) int {
	for n := 4; n <= MaxSize; n++ {
		if n*n == cells {
			return n
		}
	}
	return 0
}

// cellLike reports whether every field of r can be one cell: a single character, or a
// number of two digits up to 25 ("07" too, as printf("%02d") writes).
func cellLike(r row) bool {
	for _, f := range r.fields {
		if utf8.RuneCountInString(f.s) <= 1 {
			continue
		}
		if len(f.s) > 2 || f.s[0] < '0' || f.s[0] > '9' || f.s[1] < '0' || f.s[1] > '9' {
			return false
		}
		if (f.s[0]-'0')*10+f.s[1]-'0' > MaxSize {
			return false
		}
	}
	return true
}

// pencilMarks reports whether r's fields are candidate lists ("124 5 39 ..."): digits 1-9
// only, each at most once in a field, with at least one field of two or more.
func pencilMarks(r row) bool {
	multi := false
	for _, f := range r.fields {
		var seen uint16
		for i := 0; i < len(f.s); i++ {
			c := f.s[i]
			if c < '1' || c > '9' || seen&(1<<(c-'0')) != 0 {
				return false
			}
			seen |= 1 << (c - '0')
		}
		if len(f.s) > 1 {
			multi = true
		}
	}
	return multi
}

// fieldCells returns r's fields as cells, dropping the empty field of a trailing comma or
// tab when there is one too many for want.
func fieldCells(r row, want int) []field {
	fs := r.fields
	if r.fixed && want > 0 && len(fs) == want+1 && fs[len(fs)-1].s == "" {
		fs = fs[:want]
	}
	return fs
}

// guess returns the number of cells r most likely holds, for messages and size detection.
func guess(r row) int {
	if r.fixed {
		fs := r.fields
		if len(fs) > 1 && fs[len(fs)-1].s == "" {
			if n := len(fs) - 1; validSize(n) || squareSide(n) > 0 {
				return n
			}
		}
		return len(fs)
	}
	if len(r.fields) >= 2 && cellLike(r) {
		return len(r.fields)
	}
	return r.chars
}

// rowCells appends the n cells of r to dst, reading fields or characters as needed;
// spaced says whether the fields were the cells.
func rowCells(dst []string, r row, n int) (out []string, spaced, ok bool) {
	if r.fixed {
		fs := fieldCells(r, n)
		if len(fs) > n || len(fs) < n && !r.tabs {
			return dst, false, false
		}
		for _, f := range fs {
			dst = append(dst, f.s)
		}
		for k := len(fs); k < n; k++ {
			dst = append(dst, "") // the trailing tabs of blank cells were trimmed
		}
		return dst, true, true
	}
	if n <= 9 && len(r.fields) == n && pencilMarks(r) {
		// A pencil-mark grid: a cell with several candidates is still blank.
		for _, f := range r.fields {
			if len(f.s) > 1 {
				dst = append(dst, ".")
			} else {
				dst = append(dst, f.s)
			}
		}
		return dst, true, true
	}
	if len(r.fields) == n && (n == 1 || cellLike(r)) {
		for _, f := range r.fields {
			dst = append(dst, f.s)
		}
		return dst, n > 1, true
	}
	if r.chars == n {
		return appendChars(dst, r), false, true
	}
	if cells := barCells(r.text, n); cells != nil {
		return append(dst, cells...), true, true
	}
	return dst, false, false
}

// barCells reads a table row whose cells are all between bars, where an empty cell is a
// blank: "| 5 | 3 |   |   | 7 |...". It returns nil unless that gives n cells.
func barCells(text string, n int) []string {
	if strings.Count(text, "|") < n-1 {
		return nil
	}
	t := strings.TrimSpace(text)
	t = strings.TrimPrefix(strings.TrimSuffix(t, "|"), "|")
	parts := strings.Split(t, "|")
	if len(parts) != n {
		return nil
	}
	for i, p := range parts {
		p = strings.TrimSpace(p)
		if strings.ContainsAny(p, " \t") || len(p) > 2 {
			return nil
		}
		parts[i] = p
	}
	return parts
}

// appendChars appends every character of r's fields as one cell.
func appendChars(dst []string, r row) []string {
	for _, f := range r.fields {
		for i := 0; i < len(f.s); {
			_, size := utf8.DecodeRuneInString(f.s[i:])
			dst = append(dst, f.s[i:i+size])
			i += size
		}
	}
	return dst
}

// lineCells reads all of r as the N² cells of a one-line grid.
func lineCells(r row, want int) ([]string, int, error) {
	nf := len(r.fields)
	if r.fixed {
		n := squareSide(nf)
		if n == 0 && nf > 1 && r.fields[nf-1].s == "" {
			n = squareSide(nf - 1)
		}
		if n > 0 && (want == 0 || want == n) {
			fs := fieldCells(r, n*n)
			out := make([]string, len(fs))
			for i, f := range fs {
				out[i] = f.s
			}
			return out, n, nil
		}
		return nil, 0, countError(r, nf, want)
	}
	if n := squareSide(nf); n > 0 && nf >= 2 && cellLike(r) && (want == 0 || want == n) {
		out := make([]string, nf)
		for i, f := range r.fields {
			out[i] = f.s
		}
		return out, n, nil
	}
	if n := squareSide(r.chars); n > 0 && (want == 0 || want == n) {
		return appendChars(make([]string, 0, r.chars), r), n, nil
	}
	return nil, 0, countError(r, guess(r), want)
}

// countError reports a one-line text whose cell count is not a grid.
func countError(r row, cells, want int) error {
	e := &Error{}
	if r.label {
		e.Msg = fmt.Sprintf("row %d: ", r.line)
	}
	if want > 0 {
		e.Msg += fmt.Sprintf("%d cells, a %d×%d grid needs %d", cells, want, want, want*want)
		return e
	}
	e.Msg += cellCountMsg(cells)
	return e
}

// cellCountMsg says why a text of cells cells is not a grid, naming the sizes read.
func cellCountMsg(cells int) string {
	n := 0
	for n*n < cells {
		n++
	}
	if n*n == cells && cells > 0 {
		return fmt.Sprintf("%d cells make a %d×%d grid; sizes are 4×4 to %d×%d", cells, n, n, MaxSize, MaxSize)
	}
	return fmt.Sprintf("%d cells is not a square grid; sizes are 4×4 (16 cells) to %d×%d (%d cells)", cells, MaxSize, MaxSize, MaxSize*MaxSize)
}

// rowError reports a row with the wrong number of cells.
func rowError(r row, n int) error {
	msg := fmt.Sprintf("%d cells, a %d×%d row needs %d", guess(r), n, n, n)
	if r.label {
		return &Error{Msg: fmt.Sprintf("row %d: %s", r.line, msg)}
	}
	return &Error{Line: r.line, Msg: msg}
}

// gridShape is what assembly found: the cells (row-major), the text line of each row,
// the layout and the box shape read from separators (0 if none).
type gridShape struct {
	n, boxRows, boxCols int
	cells               []string
	lines               []int // the text line of each grid row, or of the whole line
	layout              Layout
	spaced              bool
}

// assemble turns candidate rows into a grid.
func (o Options) assemble(rows []row, layout Layout) (Grid, error) {
	sh, err := o.shape(rows, layout)
	if err != nil {
		return Grid{}, err
	}
	return o.build(sh)
}

// shape decides the size and the cells.
func (o Options) shape(rows []row, layout Layout) (gridShape, error) {
	want := o.size()
	rows, data := dataRows(stripLabels(rows), want)
	k := len(data)
	if k == 0 {
		return gridShape{}, &Error{Msg: "no grid found"}
	}
	if k == 1 {
		cells, n, err := lineCells(data[0], want)
		if err != nil {
			return gridShape{}, err
		}
		if layout == LayoutRows {
			layout = LayoutLine
		}
		return gridShape{n: n, cells: cells, lines: []int{data[0].line}, layout: layout,
			spaced: len(data[0].fields) > 1}, nil
	}

	n := want
	if n == 0 && validSize(k) && anyFits(data, k) {
		n = k
	}
	if n != 0 && k == n {
		return rowsShape(rows, data, n, layout)
	}
	// One puzzle per line?
	if m := modal(data); squareSide(m) > 0 && m != k {
		same := 0
		for _, r := range data {
			if guess(r) == m {
				same++
			}
		}
		if 2*same >= k {
			return gridShape{}, &Error{Msg: fmt.Sprintf("%d lines of %d cells: one puzzle per line? read them as a batch", k, m)}
		}
	}
	if sh, ok := wrappedShape(data, want, layout); ok {
		return sh, nil
	}
	if want > 0 {
		return gridShape{}, &Error{Msg: fmt.Sprintf("%d rows, a %d×%d grid needs %d", k, want, want, want)}
	}
	if m := modal(data); validSize(m) {
		return gridShape{}, &Error{Msg: fmt.Sprintf("%d rows, a %d×%d grid needs %d", k, m, m, m)}
	}
	total := 0
	for _, r := range data {
		total += guess(r)
	}
	return gridShape{}, &Error{Msg: cellCountMsg(total)}
}

// dataRows returns the rows that hold cells (rows is returned too: rules that turn out to
// be rows of blanks lose their rule mark). Lines of dashes or underscores are rules, unless
// they are all there is (an empty grid written with those blanks) or exactly the rows
// missing from a grid of the modal width.
func dataRows(rows []row, want int) ([]row, []row) {
	var data []row
	for _, r := range rows {
		if !r.rule {
			data = append(data, r)
		}
	}
	if len(data) == 0 {
		for i := range rows {
			if rows[i].blankRow {
				rows[i].rule = false
				data = append(data, rows[i])
			}
		}
	}
	k := len(data)
	if k == 0 {
		return rows, nil
	}
	if m := modal(data); m != k && validSize(m) && (want == 0 || want == m) {
		extra := 0
		for _, r := range rows {
			if r.rule && r.blankRow && guess(r) == m {
				extra++
			}
		}
		if extra > 0 && k+extra == m {
			data = data[:0]
			for i := range rows {
				if rows[i].rule && rows[i].blankRow && guess(rows[i]) == m {
					rows[i].rule = false
				}
				if !rows[i].rule {
					data = append(data, rows[i])
				}
			}
		}
	}
	return rows, data
}

// wrappedShape reads the data rows as one line wrapped over several: every line but the
// last has the same length and the cells make a square grid.
func wrappedShape(data []row, want int, layout Layout) (gridShape, bool) {
	k := len(data)
	total := 0
	for _, r := range data {
		total += guess(r)
	}
	first := guess(data[0])
	for i, r := range data {
		g := guess(r)
		if i < k-1 && g != first || i == k-1 && g > first {
			return gridShape{}, false
		}
	}
	s := squareSide(total)
	if s == 0 || (want != 0 && want != s) || first == s {
		return gridShape{}, false
	}
	cells := make([]string, 0, total)
	for _, r := range data {
		if len(r.fields) >= 2 && cellLike(r) || r.fixed {
			for _, f := range fieldCells(r, 0) {
				cells = append(cells, f.s)
			}
		} else {
			cells = appendChars(cells, r)
		}
	}
	if len(cells) != total {
		return gridShape{}, false
	}
	if layout == LayoutRows {
		layout = LayoutLine
	}
	return gridShape{n: s, cells: cells, lines: []int{data[0].line}, layout: layout}, true
}

// anyFits reports whether some row reads as exactly n cells.
func anyFits(data []row, n int) bool {
	for _, r := range data {
		if _, _, ok := rowCells(nil, r, n); ok {
			return true
		}
	}
	return false
}

// modal returns the most common guessed cell count of the rows (the larger on a tie).
func modal(data []row) int {
	counts := map[int]int{}
	best, bestN := 0, 0
	for _, r := range data {
		g := guess(r)
		counts[g]++
		if c := counts[g]; c > bestN || c == bestN && g > best {
			best, bestN = g, c
		}
	}
	return best
}

// rowsShape reads n rows of n cells and the box shape their separators draw.
func rowsShape(rows, data []row, n int, layout Layout) (gridShape, error) {
	sh := gridShape{n: n, cells: make([]string, 0, n*n), lines: make([]int, 0, n), layout: layout}
	var colSeps, rowSeps []int
	boxed := false
	seen := 0
	sides := 0 // rows with a bar at both ends: with rules above and below, a frame
	for _, r := range rows {
		if r.rule {
			boxed = true
			rowSeps = append(rowSeps, seen)
			continue
		}
		var ok, spaced bool
		sh.cells, spaced, ok = rowCells(sh.cells, r, n)
		if !ok {
			return gridShape{}, rowError(r, n)
		}
		if seen == 0 {
			sh.spaced = spaced
		}
		seen++
		sh.lines = append(sh.lines, r.line)
		left, right := false, false
		for _, s := range r.seps {
			boxed = true
			p := s.chars
			if spaced {
				p = s.fields
			}
			colSeps = append(colSeps, p)
			left = left || s.fields == 0
			right = right || s.fields == len(r.fields)
		}
		if left && right {
			sides++
		}
	}
	sh.boxRows, sh.boxCols = boxSide(rowSeps, n), boxSide(colSeps, n)
	framed := sides == n && len(rowSeps) >= 2 && rowSeps[0] == 0 && rowSeps[len(rowSeps)-1] == n
	if layout == LayoutRows {
		switch {
		case boxed && sh.spaced && framed:
			sh.layout = LayoutFramed
		case boxed && sh.spaced:
			sh.layout = LayoutBoxed
		case boxed && framed:
			sh.layout = LayoutCompactFramed
		case boxed:
			sh.layout = LayoutCompact
		case sh.spaced:
			sh.layout = LayoutSpaced
		}
	}
	return sh, nil
}

// boxSide returns the box side that separators at positions ps (cells or rows before each)
// draw in an N-cell line: their common step, or 0 when they draw none.
func boxSide(ps []int, n int) int {
	g := 0
	for _, p := range ps {
		if p <= 0 || p >= n {
			continue
		}
		a, b := g, p
		for b != 0 {
			a, b = b, a%b
		}
		g = a
	}
	if g < 2 || n%g != 0 || n/g < 2 {
		return 0
	}
	return g
}

// build decides the box shape and the symbols and fills the grid.
func (o Options) build(sh gridShape) (Grid, error) {
	n := sh.n
	br, bc := o.BoxRows, o.BoxCols
	switch {
	case br > 0 && bc > 0:
	case br > 0:
		bc = n / br
	case bc > 0:
		br = n / bc
	case sh.boxRows > 0 && sh.boxCols > 0 && sh.boxRows*sh.boxCols == n:
		br, bc = sh.boxRows, sh.boxCols
	case sh.boxCols > 0 && sh.boxRows == 0:
		br, bc = n/sh.boxCols, sh.boxCols
	case sh.boxRows > 0 && sh.boxCols == 0:
		br, bc = sh.boxRows, n/sh.boxRows
	default:
		var ok bool
		if br, bc, ok = o.Boxes(n); !ok {
			return Grid{}, &Error{Msg: fmt.Sprintf("a %d×%d grid has no standard box shape; give the box rows and columns", n, n)}
		}
	}
	if br*bc != n {
		return Grid{}, &Error{Msg: fmt.Sprintf("boxes of %d×%d cells do not tile a %d×%d grid", br, bc, n, n)}
	}
	if len(sh.cells) != n*n {
		return Grid{}, &Error{Msg: fmt.Sprintf("%d cells is not a %d×%d grid", len(sh.cells), n, n)}
	}
	if !validSize(n) {
		return Grid{}, &Error{Msg: fmt.Sprintf("grid size %d is outside 4..%d", n, MaxSize)}
	}
	g := Grid{N: n, BoxRows: br, BoxCols: bc, Cells: make([]uint8, n*n)}
	sym, err := o.symbols(sh)
	if err != nil {
		return Grid{}, err
	}
	if sym.Set == Hex && n > 16 {
		return Grid{}, &Error{Msg: fmt.Sprintf("hex symbols 0-F cannot write a %d×%d grid", n, n)}
	}
	for i, t := range sh.cells {
		v, ok := DecodeCell(t, sym.Set, n)
		if !ok {
			return Grid{}, sh.cellError(i, fmt.Sprintf("%q is not a symbol of a %d×%d grid", t, n, n))
		}
		g.Cells[i] = uint8(v)
	}
	g.Symbols = sym
	g.Layout = sh.layout
	return g, nil
}

// cellError reports a problem with cell i.
func (sh gridShape) cellError(i int, msg string) *Error {
	e := &Error{CellRow: i/sh.n + 1, CellCol: i%sh.n + 1, Msg: msg}
	if len(sh.lines) == sh.n {
		e.srcLine = sh.lines[i/sh.n]
	} else if len(sh.lines) > 0 {
		e.srcLine = sh.lines[0]
	}
	return e
}

// stripLabels removes the column numbers above a printed grid ("  1 2 3   4 5 6 ...") and
// the row letters or numbers before each row ("A | 5 3 . | ...") when they count up in
// order and the rows then hold as many cells as there are rows.
func stripLabels(rows []row) []row {
	first := -1
	k := 0
	for i, r := range rows {
		if !r.rule {
			if first < 0 {
				first = i
			}
			k++
		}
	}
	if first < 0 || k < 5 {
		return rows
	}
	if h := rows[first]; !h.fixed && isSequence(headerCells(h), k-1) {
		rows = append(append([]row(nil), rows[:first]...), rows[first+1:]...)
		k--
	}
	var labels []string
	for _, r := range rows {
		if r.rule {
			continue
		}
		if r.fixed || len(r.fields) < 2 || utf8.RuneCountInString(r.fields[0].s) != 1 ||
			len(r.seps) == 0 || r.seps[0].fields != 1 {
			return rows
		}
		labels = append(labels, r.fields[0].s)
	}
	if !isSequence(labels, k) {
		return rows
	}
	out := make([]row, len(rows))
	for i, r := range rows {
		if !r.rule {
			r.chars -= utf8.RuneCountInString(r.fields[0].s)
			r.fields = r.fields[1:]
			seps := make([]sepMark, 0, len(r.seps))
			for _, s := range r.seps {
				seps = append(seps, sepMark{fields: s.fields - 1, chars: s.chars - 1})
			}
			r.seps = seps
		}
		out[i] = r
	}
	return out
}

// headerCells returns the labels of a possible column header: its fields, or its
// characters when the fields are groups ("123 456 789").
func headerCells(r row) []string {
	for _, f := range r.fields {
		if utf8.RuneCountInString(f.s) != 1 {
			return appendChars(nil, r)
		}
	}
	out := make([]string, len(r.fields))
	for i, f := range r.fields {
		out[i] = f.s
	}
	return out
}

// isSequence reports whether labels are exactly 1..n, A..n-th letter or a..n-th letter.
func isSequence(labels []string, n int) bool {
	if len(labels) != n || n < 4 {
		return false
	}
	for _, start := range []byte{'1', 'A', 'a'} {
		ok := true
		for i, l := range labels {
			var want string
			if start == '1' {
				want = strconv.Itoa(i + 1)
			} else {
				want = string(rune(int(start) + i))
			}
			if l != want {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}
