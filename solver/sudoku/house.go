package sudoku

import "fmt"

// HouseKind says whether a house is a row, a column or a box.
type HouseKind uint8

// The three kinds of house.
const (
	Row HouseKind = iota
	Col
	Box
)

// A House is one row, column or box; Index is 0-based (boxes row-major).
type House struct {
	Kind  HouseKind
	Index int
}

// String returns "row 3", "column 5" or "box 2" (1-based), as used in explanations.
func (h House) String() string {
	switch h.Kind {
	case Row:
		return fmt.Sprintf("row %d", h.Index+1)
	case Col:
		return fmt.Sprintf("column %d", h.Index+1)
	default:
		return fmt.Sprintf("box %d", h.Index+1)
	}
}

// HouseCell returns the k-th cell (0-based, reading order) of house h.
func (g Grid) HouseCell(h House, k int) int {
	n := g.n
	switch h.Kind {
	case Row:
		return h.Index*n + k
	case Col:
		return k*n + h.Index
	default:
		boxesAcross := n / g.boxCols
		r0 := (h.Index / boxesAcross) * g.boxRows
		c0 := (h.Index % boxesAcross) * g.boxCols
		return (r0+k/g.boxCols)*n + c0 + k%g.boxCols
	}
}

// Houses returns the row, column and box of cell i.
func (g Grid) Houses(i int) [3]House {
	r, c := i/g.n, i%g.n
	return [3]House{{Row, r}, {Col, c}, {Box, g.Box(r, c)}}
}
