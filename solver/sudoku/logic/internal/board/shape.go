package board

import (
	"sync"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// Shape holds the precomputed tables of one grid shape (N and its box size): the cells of
// each house, the houses of each cell and each cell's peers. Shapes are built once and
// cached: every board of a shape shares the same tables, so they are read-only (nothing may
// write to their slices) and safe for concurrent use. They stay inside package logic: the
// root package computes what it needs from the grid.
//
// Houses are numbered 0..3N-1: rows 0..N-1, columns N..2N-1, boxes 2N..3N-1.
type Shape struct {
	N, BoxRows, BoxCols, Cells int
	House                      [][]int  // house index → its N cells in reading order
	CellHouse                  [][3]int // cell → its row, column and box house
	Peers                      [][]int  // cell → the other cells sharing a house
	Row, Col, Box              []int    // cell → row, column, box (0-based)
	Full                       uint32   // all N digits
}

var shapeCache sync.Map // [3]int{n, boxRows, boxCols} → *shape

// ShapeOf returns the cached tables for g's shape.
func ShapeOf(g sudoku.Grid) *Shape { return shapeFor(g.Size(), g.BoxRows(), g.BoxCols()) }

func shapeFor(n, br, bc int) *Shape {
	key := [3]int{n, br, bc}
	if s, ok := shapeCache.Load(key); ok {
		return s.(*Shape)
	}
	g, err := sudoku.NewGridBoxes(n, br, bc)
	if err != nil {
		panic(err) // the shape of a grid that exists
	}
	s := &Shape{N: n, BoxRows: br, BoxCols: bc, Cells: n * n, Full: uint32(1)<<n - 1}
	s.House = make([][]int, 3*n)
	for kind := sudoku.Row; kind <= sudoku.Box; kind++ {
		for h := 0; h < n; h++ {
			cells := make([]int, n)
			for k := range cells {
				cells[k] = g.HouseCell(sudoku.House{Kind: kind, Index: h}, k)
			}
			s.House[int(kind)*n+h] = cells
		}
	}
	s.CellHouse = make([][3]int, s.Cells)
	s.Row = make([]int, s.Cells)
	s.Col = make([]int, s.Cells)
	s.Box = make([]int, s.Cells)
	for i := 0; i < s.Cells; i++ {
		r, c := i/n, i%n
		b := g.Box(r, c)
		s.Row[i], s.Col[i], s.Box[i] = r, c, b
		s.CellHouse[i] = [3]int{r, n + c, 2*n + b}
	}
	s.Peers = make([][]int, s.Cells)
	for i := 0; i < s.Cells; i++ {
		p := make([]int, 0, 3*n)
		for j := 0; j < s.Cells; j++ {
			if j != i && (s.Row[j] == s.Row[i] || s.Col[j] == s.Col[i] || s.Box[j] == s.Box[i]) {
				p = append(p, j)
			}
		}
		s.Peers[i] = p
	}
	actual, _ := shapeCache.LoadOrStore(key, s)
	return actual.(*Shape)
}

// Sees reports whether cells a and b (a ≠ b) share a house.
func (s *Shape) Sees(a, b int) bool {
	return a != b && (s.Row[a] == s.Row[b] || s.Col[a] == s.Col[b] || s.Box[a] == s.Box[b])
}

// HouseOf converts a house index to a House.
func (s *Shape) HouseOf(h int) sudoku.House {
	return sudoku.House{Kind: sudoku.HouseKind(h / s.N), Index: h % s.N}
}

// HouseIndex converts a House to its index.
func (s *Shape) HouseIndex(h sudoku.House) int { return int(h.Kind)*s.N + h.Index }

// InHouse reports whether cell c lies in house h (a house index).
func (s *Shape) InHouse(c, h int) bool {
	ch := s.CellHouse[c]
	return ch[0] == h || ch[1] == h || ch[2] == h
}
