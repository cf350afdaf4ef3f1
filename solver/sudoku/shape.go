package sudoku

import "sync"

// shape holds the precomputed tables of one grid shape (N and its box size): the cells of
// each house, the houses of each cell and each cell's peers. Shapes are built once and
// cached; they are read-only and safe for concurrent use.
//
// Houses are numbered 0..3N-1: rows 0..N-1, columns N..2N-1, boxes 2N..3N-1.
type shape struct {
	n, boxRows, boxCols, cells int
	house                      [][]int  // house index → its N cells in reading order
	cellHouse                  [][3]int // cell → its row, column and box house
	peers                      [][]int  // cell → the other cells sharing a house
	row, col, box              []int    // cell → row, column, box (0-based)
	full                       uint32   // all N digits
}

var shapeCache sync.Map // [3]int{n, boxRows, boxCols} → *shape

// shapeOf returns the cached tables for g's shape.
func shapeOf(g Grid) *shape { return shapeFor(g.n, g.boxRows, g.boxCols) }

func shapeFor(n, br, bc int) *shape {
	key := [3]int{n, br, bc}
	if s, ok := shapeCache.Load(key); ok {
		return s.(*shape)
	}
	g := Grid{n: n, boxRows: br, boxCols: bc}
	s := &shape{n: n, boxRows: br, boxCols: bc, cells: n * n, full: uint32(1)<<n - 1}
	s.house = make([][]int, 3*n)
	for kind := Row; kind <= Box; kind++ {
		for h := 0; h < n; h++ {
			cells := make([]int, n)
			for k := range cells {
				cells[k] = g.HouseCell(House{Kind: kind, Index: h}, k)
			}
			s.house[int(kind)*n+h] = cells
		}
	}
	s.cellHouse = make([][3]int, s.cells)
	s.row = make([]int, s.cells)
	s.col = make([]int, s.cells)
	s.box = make([]int, s.cells)
	for i := 0; i < s.cells; i++ {
		r, c := i/n, i%n
		b := g.Box(r, c)
		s.row[i], s.col[i], s.box[i] = r, c, b
		s.cellHouse[i] = [3]int{r, n + c, 2*n + b}
	}
	s.peers = make([][]int, s.cells)
	for i := 0; i < s.cells; i++ {
		p := make([]int, 0, 3*n)
		for j := 0; j < s.cells; j++ {
			if j != i && (s.row[j] == s.row[i] || s.col[j] == s.col[i] || s.box[j] == s.box[i]) {
				p = append(p, j)
			}
		}
		s.peers[i] = p
	}
	actual, _ := shapeCache.LoadOrStore(key, s)
	return actual.(*shape)
}

// sees reports whether cells a and b (a ≠ b) share a house.
func (s *shape) sees(a, b int) bool {
	return a != b && (s.row[a] == s.row[b] || s.col[a] == s.col[b] || s.box[a] == s.box[b])
}

// houseOf converts a house index to a House.
func (s *shape) houseOf(h int) House { return House{Kind: HouseKind(h / s.n), Index: h % s.n} }

// houseIndex converts a House to its index.
func (s *shape) houseIndex(h House) int { return int(h.Kind)*s.n + h.Index }
