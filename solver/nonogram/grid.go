package nonogram

import (
	"fmt"
	"strings"
)

// A Cell is the state of one square: not yet known, black or white.
type Cell uint8

// Cell states. The zero value is Unknown.
const (
	Unknown Cell = iota
	Black
	White
)

// Byte returns the character used in grids: '#' black, '.' white, '?' unknown.
func (c Cell) Byte() byte {
	switch c {
	case Black:
		return '#'
	case White:
		return '.'
	}
	return '?'
}

// A Line names one row or column. Index is 0-based; String prints it 1-based.
type Line struct {
	Column bool // a column; otherwise a row
	Index  int
}

func (l Line) kind() string {
	if l.Column {
		return "column"
	}
	return "row"
}

// String returns "row 3" or "column 12" (1-based).
func (l Line) String() string { return fmt.Sprintf("%s %d", l.kind(), l.Index+1) }

// A Grid is a Width×Height board of cells, row by row from the top left. The zero value is
// an empty 0×0 grid; [NewGrid] makes one of a given size with every cell Unknown.
type Grid struct {
	Width, Height int
	Cells         []Cell
}

// NewGrid returns a w×h grid with every cell Unknown.
func NewGrid(w, h int) Grid { return Grid{w, h, make([]Cell, w*h)} }

// IsZero reports whether g is the zero Grid.
func (g Grid) IsZero() bool { return g.Width == 0 && g.Height == 0 && g.Cells == nil }

// At returns the cell at row r, column c (0-based).
func (g Grid) At(r, c int) Cell { return g.Cells[r*g.Width+c] }

// Set sets the cell at row r, column c (0-based).
func (g Grid) Set(r, c int, v Cell) { g.Cells[r*g.Width+c] = v }

// Clone returns a copy of g that shares no memory with it.
func (g Grid) Clone() Grid {
	if g.Cells == nil {
		return g
	}
	return Grid{g.Width, g.Height, append([]Cell(nil), g.Cells...)}
}

// Equal reports whether g and h have the same size and cells.
func (g Grid) Equal(h Grid) bool {
	if g.Width != h.Width || g.Height != h.Height || len(g.Cells) != len(h.Cells) {
		return false
	}
	for i := range g.Cells {
		if g.Cells[i] != h.Cells[i] {
			return false
		}
	}
	return true
}

// Known counts the cells that are not Unknown.
func (g Grid) Known() int {
	n := 0
	for _, c := range g.Cells {
		if c != Unknown {
			n++
		}
	}
	return n
}

// Rows returns one string per row: '#' black, '.' white, '?' unknown.
func (g Grid) Rows() []string {
	out := make([]string, g.Height)
	b := make([]byte, g.Width)
	for r := range out {
		for c := range b {
			b[c] = g.At(r, c).Byte()
		}
		out[r] = string(b)
	}
	return out
}

// String returns the rows of g, each followed by a newline.
func (g Grid) String() string {
	var b strings.Builder
	for _, r := range g.Rows() {
		b.WriteString(r)
		b.WriteByte('\n')
	}
	return b.String()
}

// ParseGrid reads a grid written as lines of '#'/'X'/'1' (black), '.'/'0'/'-' (white) and
// '?'/' ' (unknown), as [Grid.String] writes it. Blank lines are skipped; all rows must have
// the same length.
func ParseGrid(s string) (Grid, error) {
	var g Grid
	for i, line := range strings.Split(strings.ReplaceAll(s, "\r", ""), "\n") {
		line = strings.TrimRight(line, " \t")
		if line == "" {
			continue
		}
		if g.Height == 0 {
			g.Width = len(line)
		} else if len(line) != g.Width {
			return Grid{}, &ParseError{Line: i + 1, Msg: fmt.Sprintf("%d cells, the first row has %d", len(line), g.Width)}
		}
		for j := 0; j < len(line); j++ {
			var c Cell
			switch line[j] {
			case '#', 'X', 'x', '1', '*':
				c = Black
			case '.', '0', '-', '_':
				c = White
			case '?', ' ':
				c = Unknown
			default:
				return Grid{}, &ParseError{Line: i + 1, Msg: fmt.Sprintf("character %q at column %d is not a cell ('#', '.' or '?')", line[j], j+1)}
			}
			g.Cells = append(g.Cells, c)
		}
		g.Height++
	}
	if g.Height == 0 {
		return Grid{}, &ParseError{Line: 1, Msg: "no grid found"}
	}
	return g, nil
}

// line returns the cells of line l, copied into buf (which must be long enough).
func (g Grid) line(l Line, buf []Cell) []Cell {
	if !l.Column {
		return g.Cells[l.Index*g.Width : (l.Index+1)*g.Width]
	}
	buf = buf[:g.Height]
	for r := range buf {
		buf[r] = g.Cells[r*g.Width+l.Index]
	}
	return buf
}
