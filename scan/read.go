package scan

import (
	"context"
	"fmt"
	"image"
	"slices"
	"sort"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// Options configure [Read]. The zero value reads a 9×9 grid with the shipped model.
type Options struct {
	Size   int    // grid side: 4, 6 or 9; 0 means 9
	Limits Limits // file, picture and decoding size caps
	Model  *Model // nil means the shipped model
	// Budget is shared by the pictures decoded at once; nil means [DefaultBudget].
	Budget *Budget
	// NoRepair keeps the network's first choices even when they have no unique solution.
	NoRepair bool
}

// UnsureBelow is the confidence under which a cell is reported as unsure.
const UnsureBelow = 0.9

// Result is a grid read from a picture.
type Result struct {
	Grid sudoku.Grid // blanks are 0
	// Confidence holds, per cell, the probability the network gave the value kept; for a
	// blank cell, 1 minus the probability of the digit it saw in faint ink there (1 when the
	// cell has no ink near its centre).
	Confidence []float64
	// Unsure lists the cells (0-based, row-major) with Confidence under UnsureBelow.
	Unsure []int
	// Changed lists the cells the repair read otherwise: the network's second choice, or
	// blank for a digit (a speck read as one).
	Changed []int
	// Unique reports whether the grid has exactly one solution.
	Unique bool
	// Outline is the grid's corners in the picture's pixels: top-left, top-right,
	// bottom-right, bottom-left.
	Outline [4]image.Point
}

// cellRead is the network's view of one cell.
type cellRead struct {
	digit, second int     // first and second choice; 0 is blank
	p, p2         float64 // their probabilities
	p0            float64 // the probability of blank (ink that is no digit)
}

// Read finds a Sudoku grid in an encoded picture and reads its digits. It stops with ctx's
// error when ctx ends, while waiting for the decoding budget, decoding or searching.
func Read(ctx context.Context, data []byte, opt Options) (*Result, error) {
	n := opt.Size
	if n == 0 {
		n = 9
	}
	if n != 4 && n != 6 && n != 9 {
		return nil, fmt.Errorf("scan: size %d: pictures of 4×4, 6×6 and 9×9 grids can be read", n)
	}
	model := opt.Model
	if model == nil {
		var err error
		if model, err = Shipped(); err != nil {
			return nil, err
		}
	}
	pg, err := locate(ctx, data, n, opt)
	if err != nil {
		return nil, err
	}
	cells := make([]cellRead, n*n)
	x := make([]float32, Features)
	cs, ink := pg.cut(n)
	for i := range cells {
		b := cellDigit(ink, n*cellPx, cs[i])
		if !b.ok {
			cells[i] = cellRead{p: 1, second: -1}
			// Faint ink the strict cut dropped: blank stays the first choice, and the
			// network's digit, if it sees one, becomes the second.
			if fb := faintDigit(ink, n*cellPx, cs[i]); fb.ok {
				features(pg.warped, fb, x)
				if c := ranked(model.Classify(x), n); c.digit > 0 {
					cells[i] = cellRead{digit: 0, p: 1 - c.p, second: c.digit, p2: c.p}
				}
			}
			continue
		}
		features(pg.warped, b, x)
		probs := model.Classify(x)
		cells[i] = ranked(probs, n)
	}
	res := &Result{Outline: pg.outline}
	res.Grid, _ = sudoku.NewGrid(n)
	for i, c := range cells {
		res.Grid.SetCell(i, c.digit)
	}
	res.Unique = unique(res.Grid)
	if !res.Unique && !opt.NoRepair {
		repair(res, cells)
	}
	res.Confidence = make([]float64, n*n)
	for i, c := range cells {
		res.Confidence[i] = c.p
		if slices.Contains(res.Changed, i) {
			res.Confidence[i] = c.p2
		}
		if res.Confidence[i] < UnsureBelow {
			res.Unsure = append(res.Unsure, i)
		}
	}
	if res.Grid.Empty() == n*n {
		return nil, ErrNoGrid
	}
	return res, nil
}

// ranked picks the two most likely classes among blank and the digits 1..n.
func ranked(probs [Classes]float64, n int) cellRead {
	c := cellRead{p0: probs[0]}
	c.digit, c.second = -1, -1
	for k := 0; k <= n; k++ {
		switch {
		case c.digit < 0 || probs[k] > c.p:
			c.second, c.p2 = c.digit, c.p
			c.digit, c.p = k, probs[k]
		case c.second < 0 || probs[k] > c.p2:
			c.second, c.p2 = k, probs[k]
		}
	}
	return c
}

// picture is the straightened grid and where it was found.
type picture struct {
	warped  *image.Gray
	bin     []uint8
	outline [4]image.Point
}

// locate decodes data and finds the grid, trying the picture as it is and, for light-on-dark
// pictures (dark themes), inverted.
func locate(ctx context.Context, data []byte, n int, opt Options) (picture, error) {
	budget := opt.Budget
	if budget == nil {
		budget = DefaultBudget
	}
	g, src, err := decodeGray(ctx, data, opt.Limits, budget)
	if err != nil {
		return picture{}, err
	}
	order := []bool{false, true}
	if meanLevel(g) < 110 {
		order = []bool{true, false}
	}
	var best found
	for _, inv := range order {
		if err := ctx.Err(); err != nil {
			return picture{}, fmt.Errorf("scan: %w", err)
		}
		gi := g
		if inv {
			gi = inverted(g)
		}
		f, ok := findGrid(gi, n)
		if ok {
			best = f
			break
		}
	}
	if best.warped == nil {
		return picture{}, ErrNoGrid
	}
	fx := float64(src.width) / float64(g.Rect.Dx())
	fy := float64(src.height) / float64(g.Rect.Dy())
	var out [4]image.Point
	for i, p := range best.outline {
		out[i] = image.Pt(int(p.x*fx+0.5), int(p.y*fy+0.5))
	}
	return picture{warped: best.warped, bin: best.bin, outline: out}, nil
}

// cut finds the cells of the straightened grid, and returns them with its ink.
func (pg picture) cut(n int) ([]cell, []uint8) {
	rows, cols := gridLines(pg.warped, n)
	cs := make([]cell, n*n)
	for i := range cs {
		r, c := i/n, i%n
		cs[i] = cell{x0: cols[c], y0: rows[r], x1: cols[c+1], y1: rows[r+1]}
	}
	return cs, pg.bin
}

func meanLevel(g *image.Gray) float64 {
	var s uint64
	for y := range g.Rect.Dy() {
		for _, v := range g.Pix[y*g.Stride : y*g.Stride+g.Rect.Dx()] {
			s += uint64(v)
		}
	}
	return float64(s) / float64(g.Rect.Dx()*g.Rect.Dy())
}

func inverted(g *image.Gray) *image.Gray {
	out := image.NewGray(g.Rect)
	for i, v := range g.Pix {
		out.Pix[i] = 255 - v
	}
	return out
}

// unique reports whether g breaks no rule and has exactly one solution.
func unique(g sudoku.Grid) bool {
	if sudoku.Check(g) != nil {
		return false
	}
	s := sudoku.Solver{MaxNodes: 200_000}
	return s.Solve(context.Background(), g).Status == sudoku.Unique
}

// repairCells is how many of the least certain cells the repair considers.
const repairCells = 8

// A change is one alternative the repair may make: a cell set to another value, and the
// odds of that value against the first choice.
type change struct {
	cell, value int
	odds        float64
}

// repair tries other readings of the least certain cells and keeps the most probable one
// with a unique solution: the network's second choices, one cell and then two at a time;
// failing that, the same with blank as a further choice for a digit (a speck or smudge read
// as one). Blank comes last because taking a clue away rarely spoils a grid's uniqueness,
// so it would too often be chosen where the second choice is right.
func repair(res *Result, cells []cellRead) {
	var idx []int
	for i, c := range cells {
		if c.second >= 0 && c.p < 0.999 {
			idx = append(idx, i)
		}
	}
	sort.Slice(idx, func(a, b int) bool { return cells[idx[a]].p < cells[idx[b]].p })
	if len(idx) > repairCells {
		idx = idx[:repairCells]
	}
	var seconds, blanks []change
	for _, i := range idx {
		c := cells[i]
		seconds = append(seconds, change{i, c.second, c.p2 / c.p})
		if c.digit != 0 && c.second != 0 {
			blanks = append(blanks, change{i, 0, c.p0 / c.p})
		}
	}
	try := func(ch ...change) (float64, bool) {
		g := res.Grid.Clone()
		odds := 1.0
		for _, c := range ch {
			g.SetCell(c.cell, c.value)
			odds *= c.odds
		}
		return odds, unique(g)
	}
	var best []change
	bestOdds := 0.0
	search := func(alts []change) {
		for _, a := range alts {
			if odds, ok := try(a); ok && odds > bestOdds {
				best, bestOdds = []change{a}, odds
			}
		}
		if best != nil {
			return
		}
		for x, a := range alts {
			for _, b := range alts[x+1:] {
				if a.cell == b.cell {
					continue
				}
				if odds, ok := try(a, b); ok && odds > bestOdds {
					best, bestOdds = []change{a, b}, odds
				}
			}
		}
	}
	search(seconds)
	if best == nil && len(blanks) > 0 {
		search(append(seconds, blanks...))
	}
	for _, c := range best {
		res.Grid.SetCell(c.cell, c.value)
		res.Changed = append(res.Changed, c.cell)
		cells[c.cell].p2 = c.odds * cells[c.cell].p // the confidence reported for the change
	}
	if best != nil {
		slices.Sort(res.Changed)
		res.Unique = true
	}
}

// Patches finds the grid in a picture and returns each cell's features for the network, or
// nil for a cell with no ink shaped like a digit (read as blank without asking the network).
// scan/train uses it to collect training data.
func Patches(ctx context.Context, data []byte, opt Options) ([][]float32, error) {
	n := opt.Size
	if n == 0 {
		n = 9
	}
	pg, err := locate(ctx, data, n, opt)
	if err != nil {
		return nil, err
	}
	out := make([][]float32, n*n)
	cs, ink := pg.cut(n)
	for i := range out {
		if b := cellDigit(ink, n*cellPx, cs[i]); b.ok {
			out[i] = make([]float32, Features)
			features(pg.warped, b, out[i])
		}
	}
	return out, nil
}
