// Package textgrid reads pasted text as a Sudoku grid: it finds the lines that are rows
// (inside code fences, among prose, comments and box rules), decides the size, the box
// shape, the layout and the symbol set, and reads a text of several puzzles as a batch.
// It is the machinery behind sudoku.Parse and sudoku.ParseAll, which document the
// accepted forms and wrap its results in the root package's types; it imports nothing of
// the project.
package textgrid

// MaxSize is the largest grid side read (the root package's MaxSize, which a test there
// keeps equal).
const MaxSize = 25

// Grid is a grid as read: N×N cells (0 blank, else 1..N, row-major) in boxes of
// BoxRows×BoxCols, with the symbols and layout it was written in.
type Grid struct {
	N, BoxRows, BoxCols int
	Cells               []uint8
	Symbols             Symbols
	Layout              Layout
}

// SymbolSet and Layout have the values of sudoku.SymbolSet and sudoku.Layout, which
// convert to and from them (a test in the root package keeps them equal).
type (
	SymbolSet uint8
	Layout    uint8
)

// The symbol sets, as in the root package.
const (
	Digits1 SymbolSet = iota
	Numbers
	Letters
	Hex
)

// The layouts, as in the root package.
const (
	LayoutLine Layout = iota
	LayoutRows
	LayoutSpaced
	LayoutCommas
	LayoutTabs
	LayoutBoxed
	LayoutList
	LayoutNumPy
	LayoutCompact
	LayoutFramed
	LayoutCompactFramed
)

// Symbols is the symbol set of the cells and the blank character found.
type Symbols struct {
	Set   SymbolSet
	Blank byte
}

// IsBlank reports whether c is written for an empty cell in every symbol set
// ('0' and 'x' depend on the set and are decided by the caller).
func IsBlank(c byte) bool {
	return c == '.' || c == '_' || c == '-' || c == '*'
}

// DecodeCell returns the digit that token t stands for in set for an N×N grid: 0 for a
// blank, or ok=false when t is not a symbol of the grid.
func DecodeCell(t string, set SymbolSet, n int) (v int, ok bool) {
	switch len(t) {
	case 0:
		return 0, true
	case 1:
	default:
		if t == "·" || t == "•" {
			return 0, true
		}
		if len(t) > 3 {
			return 0, false
		}
		for i := 0; i < len(t); i++ {
			if t[i] < '0' || t[i] > '9' {
				return 0, false
			}
			v = v*10 + int(t[i]-'0')
		}
		return v, v <= n
	}
	c := t[0]
	if IsBlank(c) {
		return 0, true
	}
	if c >= 'a' && c <= 'z' {
		c -= 'a' - 'A'
	}
	switch set {
	case Hex:
		switch {
		case c >= '0' && c <= '9':
			v = int(c-'0') + 1
		case c >= 'A' && c <= 'F':
			v = int(c-'A') + 11
		case c == 'X':
			return 0, true
		default:
			return 0, false
		}
	case Letters:
		switch {
		case c == '0':
			return 0, true
		case c == 'X' && n < 24:
			return 0, true
		case c >= 'A' && c <= 'Z':
			v = int(c-'A') + 1
		default:
			return 0, false
		}
	default: // Digits1, Numbers
		switch {
		case c == '0' || c == 'X':
			return 0, true
		case c >= '1' && c <= '9':
			v = int(c - '0')
		case c >= 'A' && c <= 'Z' && set == Digits1:
			v = int(c-'A') + 10
		default:
			return 0, false
		}
	}
	return v, v <= n
}
