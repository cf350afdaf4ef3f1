package render

import (
	"fmt"
	"image"
	"io"
	"math"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Options say what to draw besides the digits. The zero value draws a plain, readable board
// in the light theme at the default size for its grid.
type Options struct {
	// Theme picks the colours; the zero value is [Light].
	Theme Theme
	// Labels adds row and column labels (r1..rN down the left, c1..cN along the top) that
	// match the hint notation.
	Labels bool
	// Title is a caption line above the board, such as "Hard · SE 4.2 · XY-Wing"; empty
	// draws none. A long title is shrunk, then cut with "…", to fit the picture's width.
	Title string
	// CellSize is the inside of one cell in pixels; 0 picks a size for the grid (about 76
	// for 9×9, so that the picture is 600–900 pixels wide, and larger cells when pencil
	// marks are drawn on big grids). Values are clamped to 16..200.
	CellSize int

	// Marks are pencil marks, drawn small in every empty cell; nil draws none. Mask needs
	// one entry per cell (N may be left 0). Marks of filled cells are ignored. Candidates
	// that the Step uses are drawn in their cells even when Marks is nil.
	Marks *sudoku.Candidates
	// Step is a hint to highlight: its houses shaded, its pattern coloured by role, its
	// placements in green, its eliminations in red and struck through, its chain links as
	// arrows (solid strong, dashed weak). Nil draws no hint.
	Step *technique.Step
	// Mistakes are wrong digits to circle in red (only Cell is used).
	Mistakes []sudoku.Mistake

	// Selected are cells to outline, such as the cell a player has chosen (row-major,
	// 0-based); nil outlines none. They are drawn as Cursors of colour 0.
	Selected []int
	// Cursors are cells to outline each in its own colour, such as the selected cells of
	// the members playing one board; a cell may carry several.
	Cursors []Cursor
	// Shade are cells to tint lightly, such as the row, column and box of the selected
	// cell; nil tints none.
	Shade []int
	// Window, when not empty, draws only the cells it covers (Min and Max in cells: X the
	// columns, Y the rows, Max excluded), such as a zoomed part of a big board around a
	// selection; its labels give the cells' own rows and columns. It must start and end on
	// box edges. The zero Window draws the whole board.
	Window image.Rectangle
	// Highlight is a digit (1..N) to make stand out: the cells holding it are tinted and
	// its pencil marks drawn bold on a disc; 0 highlights nothing.
	Highlight int
	// Conflicts are cells whose digit clashes with another in a row, column or box: the
	// digit is drawn in the mistake colour on a tinted cell (without the circle that marks
	// a digit known to be wrong).
	Conflicts []int
}

// CursorColours is how many colours [Cursor] has: the theme's cursor orange, then blue,
// green and purple.
const CursorColours = 4

// A Cursor is a cell outlined in one of the cursor colours (0..CursorColours-1).
type Cursor struct {
	Cell   int
	Colour int
}

// Sudoku draws grid on a board. puzzle holds the givens, drawn bold; the other digits of
// grid (the solver's or the player's) are drawn in the theme's fill colour. Both grids must
// have the same shape; pass the puzzle twice to draw it unsolved. opt adds pencil marks, a
// highlighted step, circled mistakes, labels, a title and the theme.
//
// It returns an error, and no image, when the grids differ in shape, or when the marks,
// step or mistakes name cells, digits or houses outside the grid.
func Sudoku(puzzle, grid sudoku.Grid, opt Options) (image.Image, error) {
	if err := check(puzzle, grid, opt); err != nil {
		return nil, err
	}
	b := newBoard(puzzle, grid, opt)
	return b.draw(), nil
}

// SudokuPNG draws like [Sudoku] and writes the picture to w as [EncodePNG] does. Since the
// picture never leaves it, its memory is reused for the next one: a program that only sends
// pictures (a chat bot) should call this rather than Sudoku and EncodePNG.
func SudokuPNG(w io.Writer, puzzle, grid sudoku.Grid, opt Options) error {
	img, err := Sudoku(puzzle, grid, opt)
	if err != nil {
		return err
	}
	err = EncodePNG(w, img)
	recycled.Put(img)
	return err
}

// Solution draws a solved puzzle: the givens of puzzle and the solver's digits of solution.
func Solution(puzzle, solution sudoku.Grid, opt Options) (image.Image, error) {
	return Sudoku(puzzle, solution, opt)
}

// Hint draws a player's position with a step highlighted: puzzle holds the givens, current
// the player's grid, marks the pencil marks (nil for none) and mistakes the wrong digits to
// circle. The fields of opt that these arguments name are replaced.
func Hint(puzzle, current sudoku.Grid, marks *sudoku.Candidates, step *technique.Step, mistakes []sudoku.Mistake, opt Options) (image.Image, error) {
	opt.Marks, opt.Step, opt.Mistakes = marks, step, mistakes
	return Sudoku(puzzle, current, opt)
}

// Mistakes draws a player's grid with the wrong digits circled in red.
func Mistakes(puzzle, current sudoku.Grid, mistakes []sudoku.Mistake, opt Options) (image.Image, error) {
	opt.Mistakes = mistakes
	return Sudoku(puzzle, current, opt)
}

// check validates the inputs so that drawing never indexes out of range.
func check(puzzle, grid sudoku.Grid, opt Options) error {
	n := puzzle.Size()
	if n < 1 || puzzle.Len() != n*n {
		return fmt.Errorf("render: the puzzle grid is empty")
	}
	if grid.Size() != n || grid.BoxRows() != puzzle.BoxRows() || grid.BoxCols() != puzzle.BoxCols() {
		return fmt.Errorf("render: the grid is %d×%d with %d×%d boxes but the puzzle is %d×%d with %d×%d boxes",
			grid.Size(), grid.Size(), grid.BoxRows(), grid.BoxCols(), n, n, puzzle.BoxRows(), puzzle.BoxCols())
	}
	for i := 0; i < n*n; i++ {
		if d := puzzle.Cell(i); d > n {
			return fmt.Errorf("render: puzzle %s holds %d, outside 1..%d", puzzle.CellName(i), d, n)
		}
		if d := grid.Cell(i); d > n {
			return fmt.Errorf("render: grid %s holds %d, outside 1..%d", grid.CellName(i), d, n)
		}
	}
	if m := opt.Marks; m != nil && (m.N != n && m.N != 0 || len(m.Mask) != n*n) {
		return fmt.Errorf("render: pencil marks are for %d cells of a %d×%d grid, want %d×%d",
			len(m.Mask), m.N, m.N, n, n)
	}
	cand := func(what string, c technique.Candidate) error {
		if c.Cell < 0 || c.Cell >= n*n {
			return fmt.Errorf("render: %s names cell %d, outside the %d×%d grid", what, c.Cell, n, n)
		}
		if c.Digit < 1 || c.Digit > n {
			return fmt.Errorf("render: %s at %s names digit %d, outside 1..%d", what, grid.CellName(c.Cell), c.Digit, n)
		}
		return nil
	}
	if s := opt.Step; s != nil {
		for _, h := range s.Houses {
			if h.Kind > sudoku.Box || h.Index < 0 || h.Index >= n {
				return fmt.Errorf("render: step house %v is outside the %d×%d grid", h, n, n)
			}
		}
		for _, m := range s.Pattern {
			if err := cand("step pattern", m.Candidate); err != nil {
				return err
			}
		}
		for _, l := range s.Links {
			if err := cand("step link", l.From); err != nil {
				return err
			}
			if err := cand("step link", l.To); err != nil {
				return err
			}
		}
		for _, c := range s.Placements {
			if err := cand("step placement", c); err != nil {
				return err
			}
		}
		for _, c := range s.Eliminations {
			if err := cand("step elimination", c); err != nil {
				return err
			}
		}
	}
	for _, m := range opt.Mistakes {
		if m.Cell < 0 || m.Cell >= n*n {
			return fmt.Errorf("render: mistake names cell %d, outside the %d×%d grid", m.Cell, n, n)
		}
	}
	for _, cells := range [][]int{opt.Selected, opt.Conflicts, opt.Shade} {
		for _, i := range cells {
			if i < 0 || i >= n*n {
				return fmt.Errorf("render: selected, shaded or conflicting cell %d is outside the %d×%d grid", i, n, n)
			}
		}
	}
	for _, c := range opt.Cursors {
		if c.Cell < 0 || c.Cell >= n*n || c.Colour < 0 || c.Colour >= CursorColours {
			return fmt.Errorf("render: cursor at cell %d, colour %d: outside the %d×%d grid or the %d colours", c.Cell, c.Colour, n, n, CursorColours)
		}
	}
	if w := opt.Window; !w.Empty() {
		br, bc := puzzle.BoxRows(), puzzle.BoxCols()
		if w.Min.X < 0 || w.Min.Y < 0 || w.Max.X > n || w.Max.Y > n || w.Min.X%bc != 0 || w.Max.X%bc != 0 || w.Min.Y%br != 0 || w.Max.Y%br != 0 {
			return fmt.Errorf("render: window %v is not whole boxes of the %d×%d grid", w, n, n)
		}
	}
	if opt.Highlight < 0 || opt.Highlight > n {
		return fmt.Errorf("render: highlighted digit %d is outside 1..%d", opt.Highlight, n)
	}
	return nil
}

// geometry is where everything of a board goes, in whole pixels.
type geometry struct {
	n, boxRows, boxCols int
	win                 image.Rectangle // the cells drawn (X columns, Y rows, Max excluded)
	inner               int             // side of a cell's inside
	thin, thick         int             // line widths
	xs, ys              []int           // left (top) pixel of each column's (row's) inside
	frame               image.Rectangle

	markRows, markCols int     // the pencil-mark sub-grid of a cell
	markPad            int     // gap between a cell's edge and its marks
	markW, markH       float64 // one mark's slot

	digitPx, markPx, labelPx, titlePx int
	pad, labelW, labelH, titleH       int
	width, height                     int
}

// defaultCellSize returns the inside of a cell for an n×n grid: the board is about 700 px
// wide up to 12×12 (a little more with pencil marks), and bigger grids keep cells readable
// (48 px, or 60 px with marks).
func defaultCellSize(n int, marks bool) int {
	s := min(max(684/n, 48), 110)
	if marks {
		if n <= 9 {
			s = max(s, 82)
		} else {
			s = max(s, 60)
		}
	}
	return s
}

// markShape returns the sub-grid the candidates 1..n of one cell are laid out in: the box
// shape when it is close to square (3×3 for 9×9, 2×3 for 6×6, 3×4 for 12×12), otherwise the
// squarest grid that holds n.
func markShape(n, boxRows, boxCols int) (rows, cols int) {
	r, c := min(boxRows, boxCols), max(boxRows, boxCols)
	if r*c == n && c <= 2*r {
		return r, c
	}
	c = int(math.Ceil(math.Sqrt(float64(n))))
	return (n + c - 1) / c, c
}

func newGeometry(n, boxRows, boxCols int, opt Options, marks bool) *geometry {
	g := &geometry{n: n, boxRows: boxRows, boxCols: boxCols, win: opt.Window}
	if g.win.Empty() {
		g.win = image.Rect(0, 0, n, n)
	}
	g.markRows, g.markCols = markShape(n, boxRows, boxCols)
	g.inner = opt.CellSize
	if g.inner == 0 {
		g.inner = defaultCellSize(n, marks)
	}
	g.inner = min(max(g.inner, 16), 200)
	s := g.inner
	g.thin = 1
	if s >= 90 {
		g.thin = 2
	}
	g.thick = max(3, (s+14)/20)
	g.pad = min(max(s/3, 12), 28)
	g.digitPx = int(math.Round(float64(s) * 0.72))
	g.markPad = max(1, s/24)
	g.markW = float64(s-2*g.markPad) / float64(g.markCols)
	g.markH = float64(s-2*g.markPad) / float64(g.markRows)
	// Marks fill their slot a little more on big grids (four or more to a row), where
	// they are smallest: single symbols, still narrower than the slot (fitPx).
	fill := 0.9
	if g.markCols >= 4 {
		fill = 1.05
	}
	g.markPx = int(math.Round(min(g.markW, g.markH) * fill))

	// Board extent, before placing it.
	cols, rows := g.win.Dx(), g.win.Dy()
	boardW := cols*s + g.linesWidth(g.win.Min.X, g.win.Max.X, boxCols)
	boardH := rows*s + g.linesWidth(g.win.Min.Y, g.win.Max.Y, boxRows)
	if opt.Labels {
		// Labels stay readable when Discord shows the picture 400 px wide on a phone: at
		// least 9 px of ink for a 9×9 board of chat size (see TestPhoneWidthReadable).
		g.labelPx = min(max(int(float64(s)*0.37), 11), 24)
		lw, _ := maskFor(medium, g.labelPx, fmt.Sprintf("r%d", g.win.Max.Y)).size()
		g.labelW = lw + g.labelPx*2/3
		g.labelH = g.labelPx * 3 / 2
	}
	if opt.Title != "" {
		g.titlePx = min(max(boardW/26, 18), 34)
		g.titleH = g.titlePx * 8 / 5
	}
	x0, y0 := g.pad+g.labelW, g.pad+g.titleH+g.labelH
	g.frame = image.Rect(x0, y0, x0+boardW, y0+boardH)
	g.width = g.frame.Max.X + g.pad
	if opt.Labels {
		g.width += g.labelW / 2 // keep the board near the middle
	}
	g.height = g.frame.Max.Y + g.pad
	g.xs = g.insides(x0, g.win.Min.X, boxCols)
	g.ys = g.insides(y0, g.win.Min.Y, boxRows)
	return g
}

// drawn reports whether cell i is in the window.
func (g *geometry) drawn(i int) bool {
	return image.Pt(i%g.n, i/g.n).In(g.win)
}

// lineWidth is the width of the line before column (or row) i: thick at box edges.
func (g *geometry) lineWidth(i, box int) int {
	if i%box == 0 {
		return g.thick
	}
	return g.thin
}

// linesWidth is the width of the lines around columns (or rows) from to to-1.
func (g *geometry) linesWidth(from, to, box int) int {
	w := 0
	for i := from; i <= to; i++ {
		w += g.lineWidth(i, box)
	}
	return w
}

// insides returns the left (top) pixel of each column's (row's) inside when column first
// starts the board at pixel start; columns before first are placed before start, off the
// window.
func (g *geometry) insides(start, first, box int) []int {
	out := make([]int, g.n)
	copy(out[first:], cellStarts(start, g.n-first, g.inner, func(i int) int { return g.lineWidth(first+i, box) }))
	next := start + g.lineWidth(first, box) // where column first's inside starts
	for i := first - 1; i >= 0; i-- {
		next -= g.lineWidth(i+1, box) + g.inner
		out[i] = next
	}
	return out
}

// cellStarts returns where the inside of each of n cells begins when the first line starts
// at start: each cell comes after its line (lineWidth(i) pixels) and is inner pixels wide.
func cellStarts(start, n, inner int, lineWidth func(i int) int) []int {
	out := make([]int, n)
	p := start
	for i := range out {
		p += lineWidth(i)
		out[i] = p
		p += inner
	}
	return out
}

// cell returns the inside of cell i.
func (g *geometry) cell(i int) image.Rectangle {
	x, y := g.xs[i%g.n], g.ys[i/g.n]
	return image.Rect(x, y, x+g.inner, y+g.inner)
}

// centre returns the middle of cell i.
func (g *geometry) centre(i int) (x, y float64) {
	r := g.cell(i)
	return float64(r.Min.X) + float64(g.inner)/2, float64(r.Min.Y) + float64(g.inner)/2
}

// markCentre returns the middle of candidate d's slot in cell i.
func (g *geometry) markCentre(i, d int) (x, y float64) {
	r := g.cell(i)
	k := d - 1
	x = float64(r.Min.X+g.markPad) + (float64(k%g.markCols)+0.5)*g.markW
	y = float64(r.Min.Y+g.markPad) + (float64(k/g.markCols)+0.5)*g.markH
	return x, y
}

// markRadius is the radius of the disc behind a highlighted candidate.
func (g *geometry) markRadius() float64 { return min(g.markW, g.markH) * 0.5 }
