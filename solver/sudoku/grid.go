package sudoku

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// MaxSize is the largest grid side this package handles (25×25).
const MaxSize = 25

// A Grid is an N×N Sudoku whose boxes are BoxRows×BoxCols cells (BoxRows·BoxCols = N).
// Cells hold 0 for blank or a digit 1..N; digits are printed through the grid's [Symbols].
//
// The zero value is an empty grid of size 0 and is not usable; make grids with [NewGrid],
// [NewGridBoxes] or [Parse]. A Grid is a small header over a slice: copying it shares the
// cells, so use [Grid.Clone] for an independent copy. It is not safe for concurrent writes.
type Grid struct {
	n, boxRows, boxCols int
	cells               []uint8
	symbols             Symbols
	layout              Layout
}

// DefaultBoxes returns the usual box shape for an N×N grid: square boxes when N is a square
// (4, 9, 16, 25), otherwise the most square rectangle with fewer rows than columns
// (6 → 2×3, 8 → 2×4, 10 → 2×5, 12 → 3×4). ok is false for sizes with no box shape (primes).
func DefaultBoxes(n int) (rows, cols int, ok bool) {
	if n < 1 || n > MaxSize {
		return 0, 0, false
	}
	best := 0
	for r := 1; r*r <= n; r++ {
		if n%r == 0 {
			best = r
		}
	}
	if best <= 1 && n > 1 {
		return 0, 0, false
	}
	return best, n / best, true
}

// NewGrid returns an empty N×N grid with the default box shape of [DefaultBoxes].
func NewGrid(n int) (Grid, error) {
	r, c, ok := DefaultBoxes(n)
	if !ok {
		return Grid{}, fmt.Errorf("sudoku: no standard box shape for a %d×%d grid", n, n)
	}
	return NewGridBoxes(n, r, c)
}

// NewGridBoxes returns an empty N×N grid with boxes of rows×cols cells.
func NewGridBoxes(n, rows, cols int) (Grid, error) {
	if n < 4 || n > MaxSize {
		return Grid{}, fmt.Errorf("sudoku: grid size %d is outside 4..%d", n, MaxSize)
	}
	if rows < 1 || cols < 1 || rows*cols != n {
		return Grid{}, fmt.Errorf("sudoku: boxes of %d×%d cells do not tile a %d×%d grid", rows, cols, n, n)
	}
	return Grid{n: n, boxRows: rows, boxCols: cols, cells: make([]uint8, n*n), symbols: DefaultSymbols(n)}, nil
}

// Size returns N, the number of rows, columns, boxes and digits.
func (g Grid) Size() int { return g.n }

// BoxRows returns the number of rows in one box.
func (g Grid) BoxRows() int { return g.boxRows }

// BoxCols returns the number of columns in one box.
func (g Grid) BoxCols() int { return g.boxCols }

// Len returns the number of cells, N².
func (g Grid) Len() int { return len(g.cells) }

// Get returns the digit at row r, column c (both 0-based), or 0 for a blank.
func (g Grid) Get(r, c int) int { return int(g.cells[r*g.n+c]) }

// Set puts digit d (0 clears) at row r, column c (both 0-based).
func (g Grid) Set(r, c, d int) { g.cells[r*g.n+c] = uint8(d) }

// Cell returns the digit of cell i (row-major, 0-based), or 0 for a blank.
func (g Grid) Cell(i int) int { return int(g.cells[i]) }

// SetCell puts digit d (0 clears) in cell i (row-major, 0-based).
func (g Grid) SetCell(i, d int) { g.cells[i] = uint8(d) }

// Box returns the 0-based box index of row r, column c; boxes are numbered row-major.
func (g Grid) Box(r, c int) int {
	return (r/g.boxRows)*(g.n/g.boxCols) + c/g.boxCols
}

// Digits returns the grid's cells, row-major, 0 for a blank. The slice is the grid's own,
// the one [Grid.Set] writes: changing it changes g and every copy of g ([Grid.Clone] first
// to keep g). It lets the solving packages read and fill a grid without a copy per call.
func (g Grid) Digits() []uint8 { return g.cells }

// Empty returns the number of blank cells.
func (g Grid) Empty() int {
	k := 0
	for _, v := range g.cells {
		if v == 0 {
			k++
		}
	}
	return k
}

// Filled reports whether no cell is blank.
func (g Grid) Filled() bool { return g.Empty() == 0 }

// Clone returns an independent copy of g.
func (g Grid) Clone() Grid {
	h := g
	h.cells = append([]uint8(nil), g.cells...)
	return h
}

// Equal reports whether g and h have the same shape and the same digits
// (symbols and layout are ignored).
func (g Grid) Equal(h Grid) bool {
	if g.n != h.n || g.boxRows != h.boxRows || g.boxCols != h.boxCols || len(g.cells) != len(h.cells) {
		return false
	}
	for i := range g.cells {
		if g.cells[i] != h.cells[i] {
			return false
		}
	}
	return true
}

// Symbols returns the alphabet the grid's digits are written in.
func (g Grid) Symbols() Symbols { return g.symbols }

// WithSymbols returns g (sharing its cells) written in symbols s.
func (g Grid) WithSymbols(s Symbols) Grid { g.symbols = s; return g }

// Layout returns the text layout the grid was parsed from ([LayoutLine] when made in code).
func (g Grid) Layout() Layout { return g.layout }

// WithLayout returns g (sharing its cells) with layout l, used when the grid is formatted.
func (g Grid) WithLayout(l Layout) Grid { g.layout = l; return g }

// Line returns the grid as one line of N² symbols with '.' for blanks. Grids whose symbols
// take more than one character (numbers above 9) are written space-separated with '0' blanks.
func (g Grid) Line() string {
	var b strings.Builder
	multi := g.symbols.Width(g.n) > 1
	if !multi {
		// One character per cell: one allocation, no symbol strings.
		b.Grow(len(g.cells))
		for _, v := range g.cells {
			if v == 0 {
				b.WriteByte('.')
			} else {
				b.WriteByte(g.symbols.char(int(v)))
			}
		}
		return b.String()
	}
	for i, v := range g.cells {
		if multi && i > 0 {
			b.WriteByte(' ')
		}
		if v == 0 {
			if multi {
				b.WriteByte('0')
			} else {
				b.WriteByte('.')
			}
			continue
		}
		b.WriteString(g.symbols.Format(int(v)))
	}
	return b.String()
}

// String returns the grid as N lines, one row per line, '.' for blanks; multi-character
// symbols are separated by spaces. The result parses back to an equal grid.
func (g Grid) String() string {
	var b strings.Builder
	w := g.symbols.Width(g.n)
	for r := 0; r < g.n; r++ {
		for c := 0; c < g.n; c++ {
			if w > 1 && c > 0 {
				b.WriteByte(' ')
			}
			v := g.cells[r*g.n+c]
			if v == 0 {
				b.WriteString(strings.Repeat(".", 1))
				if w > 1 {
					b.WriteString(strings.Repeat(" ", w-1))
				}
				continue
			}
			s := g.symbols.Format(int(v))
			if w > 1 && len(s) < w {
				s = strings.Repeat(" ", w-len(s)) + s
			}
			b.WriteString(s)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// CellName returns the notation of cell i: "r3c5" (1-based).
func (g Grid) CellName(i int) string { return CellName(i, g.n) }

// ErrShape is returned when two grids of different shapes are combined.
var ErrShape = errors.New("sudoku: grids have different shapes")

// CellName returns the notation of cell i of an N×N grid: "r3c5" (1-based).
func CellName(i, n int) string {
	return "r" + strconv.Itoa(i/n+1) + "c" + strconv.Itoa(i%n+1)
}
