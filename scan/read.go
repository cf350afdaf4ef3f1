package scan

import (
	"context"
	"fmt"
	"image"
	"slices"

	"github.com/sudokubot/sudokubot/scan/internal/repair"
	"github.com/sudokubot/sudokubot/scan/internal/reread"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// Options configure [Read]. The zero value reads a grid of any size scan knows with the
// shipped model.
type Options struct {
	// Size is the grid's side: 4, 6, 9 or 16; 0 means whichever the picture shows (9 is
	// tried first).
	Size   int
	Limits Limits // file, picture and decoding size caps
	Model  *Model // nil means the shipped model (and [Tiny] for a grid of tiny symbols)
	// Budget is shared by the pictures decoded at once; nil means [DefaultBudget].
	Budget *Budget
	// NoRepair keeps the network's first choices even when they have no unique solution.
	NoRepair bool
}

// refillFit is the network's least probability of a 16×16 screenshot's symbol-shaped ink
// being its value in a unique reading's solution for the cell, read blank, to take it
// (refill): a halved sheet's small letters got 0.004-0.47 (0x8a3c sheet-16-05).
const refillFit = 0.002

// UnsureBelow is the confidence under which a cell is reported as unsure.
const UnsureBelow = reread.Unsure

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
	number        bool    // the first choice, above 9, looks written as a number (not a letter)
	// fit, for a 16×16 screenshot's cell whose ink is shaped like the grid's symbols, is
	// the network's probability of each value (refill).
	fit []float64
}

// sizes are the grid sides Read knows, in the order they are tried when the size is not
// given.
var sizes = []int{9, 16, 6, 4}

// Read finds a Sudoku grid in an encoded picture and reads its digits. It stops with ctx's
// error when ctx ends, while waiting for the decoding budget, decoding or searching.
func Read(ctx context.Context, data []byte, opt Options) (*Result, error) {
	if opt.Size != 0 && !slices.Contains(sizes, opt.Size) {
		return nil, fmt.Errorf("scan: size %d: pictures of 4×4, 6×6, 9×9 and 16×16 grids can be read", opt.Size)
	}
	model := opt.Model
	if model == nil {
		var err error
		if model, err = Shipped(); err != nil {
			return nil, err
		}
	}
	pg, err := locate(ctx, data, opt.Size, opt)
	if err != nil {
		return nil, err
	}
	n := pg.n
	if n > 9 && model.Out < Classes {
		return nil, fmt.Errorf("scan: the model reads digits only, not a %d×%d grid", n, n)
	}
	res, cells, symbolPx := pg.classify(ctx, model)
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("scan: %w", err)
	}
	// A sheet's block found as an open window may be a row or column off (its first or
	// last empty): another window as good whose puzzle is sound and unique is the block.
	if !res.Unique && pg.others != nil {
		for _, o := range pg.others() {
			if err := ctx.Err(); err != nil {
				return nil, fmt.Errorf("scan: %w", err)
			}
			if r, cs, _ := o.classify(ctx, model); r.Unique {
				res, cells = r, cs
				break
			}
		}
	}
	if !res.Unique && !opt.NoRepair {
		repairGrid(res, cells)
	}
	if !res.Unique && opt.Model == nil {
		if r, cs, ok := pg.readTiny(ctx, symbolPx, opt.NoRepair, res); ok {
			res, cells = r, cs
		}
	}
	if res.Unique && !opt.NoRepair {
		refill(res, cells)
	}
	res.Confidence = make([]float64, len(cells)) // an other's size may differ (a faint sheet's, dimFound's)
	for i, c := range cells {
		res.Confidence[i] = c.p
		if slices.Contains(res.Changed, i) {
			res.Confidence[i] = c.p2
		}
		if res.Confidence[i] < UnsureBelow {
			res.Unsure = append(res.Unsure, i)
		}
	}
	if err := ctx.Err(); err != nil { // the others' searches stopped: res may not be the grid
		return nil, fmt.Errorf("scan: %w", err)
	}
	if res.Grid.Empty() == len(cells) {
		return nil, ErrNoGrid
	}
	return res, nil
}

// paleCells reports whether pg is a halved sheet's small block read as a photo: a 9×9 or
// smaller grid found by its outline, not digital, its cells small in the picture
// (smallCells). Its digits' strokes are pale (readCells adds the ink darker than the
// fill), and its cells are cut thin, as a lattice's: a right-aligned digit 3 pixels wide
// stands against its cell's right line, and the usual margin (an eighth of the cell) cut
// off its right stroke (7s read 3, 9s, 6s and 5s read blank: 14 cells wrong in a halved
// Calc window at 90%, issue 23); cut thin, the box takes in the stroke by the line as a
// lattice's does (cellink.InkRight).
func (pg *picture) paleCells() bool {
	return !pg.digital && pg.smallCells()
}

// smallCells reports whether pg is a 9×9 or smaller grid of small cells in the picture
// (reread.Grid.SmallCells).
func (pg *picture) smallCells() bool {
	return reread.Grid{N: pg.n, Height: pg.height()}.SmallCells()
}

// picture is the straightened grid of n×n cells and where it was found.
type picture struct {
	n       int
	warped  *image.Gray
	bin     []uint8
	outline [4]image.Point
	// lines, when set, are where the grid's lines are in warped (rows, then columns), as
	// the lattice found them; otherwise cut looks for them.
	lines [2][]int
	// screen is set for a dark board found by its outline as it is and read inverted: a
	// screenshot, as a grid found by its lattice is; flatTiles for an outline round tiles.
	screen, flatTiles bool
	// aspect is a cell's width over its height in the picture (1 when found by outline).
	aspect float64
	// inv and invBin are warped inverted and its ink, for the cells drawn light on dark
	// (a selected cell filled with a strong colour, its digit white); made on first use.
	inv      *image.Gray
	invBin   []uint8
	boardMed float64
	// cells and meds are the cells cut and their median greys in warped.
	cells []cell
	meds  []float64
	// digital is set for a screenshot (found by its lattice, a dark board read inverted,
	// or cells of flat fills): ink must then stand out from its cell's own colour.
	digital bool
	// wide, for a lattice of wide cells, is where their digits' features are taken from.
	wide *wideSource
	// others, when set, makes the pictures of the windows lattice.Find ranked as high as
	// this one's, a row or column off (Lines.Others), for Read to try when this one's
	// puzzle is not unique.
	others func() []picture
	// unsized is set for a grid found by its lattice when the size was not given
	// (locate then asks fuller whether a grid of another size holds more symbols).
	unsized bool
}

// unique reports whether g breaks no rule and has exactly one solution.
func unique(g sudoku.Grid) bool { return solution(g) != nil }

// solution is the digits of g's solution when g breaks no rule and has exactly one (the
// search capped), or nil.
func solution(g sudoku.Grid) []uint8 {
	s := sudoku.Solver{MaxNodes: 200_000}
	if sudoku.Check(g) != nil {
		return nil
	} else if r := s.Solve(context.Background(), g); r.Status == sudoku.Unique {
		return r.Grid.Digits()
	}
	return nil
}

// repairCells is how many of the least certain cells the repair considers.
const repairCells = 8

// repairGrid sets the most probable other reading of one or two of cells with which res's grid
// has a unique solution (repair.Best), and notes the cells it changed.
func repairGrid(res *Result, cells []cellRead) {
	readings := make([]repair.Reading, len(cells))
	for i, c := range cells {
		readings[i] = repair.Reading{Digit: c.digit, Second: c.second, P: c.p, P2: c.p2, P0: c.p0}
	}
	solve := func(ch []repair.Change) []uint8 {
		g := res.Grid.Clone()
		for _, c := range ch {
			g.SetCell(c.Cell, c.Value)
		}
		return solution(g)
	}
	best := repair.Best(readings, repairCells, func(ch []repair.Change) bool { return solve(ch) != nil })
	if best == nil { // clashing symbols: small letters read as digits (repair.Untangle)
		var pairs [][2]int
		for _, e := range sudoku.Conflicts(res.Grid) {
			pairs = append(pairs, e.Cells)
		}
		best = repair.Untangle(readings, pairs, solve)
	}
	for _, c := range best {
		res.Grid.SetCell(c.Cell, c.Value)
		res.Changed = append(res.Changed, c.Cell)
		cells[c.Cell].p2 = c.Odds * cells[c.Cell].p // the confidence reported for the change
	}
	if best != nil {
		slices.Sort(res.Changed)
		res.Unique = true
	}
}

// refill sets each cell of a unique reading left blank whose ink is shaped like the
// grid's symbols, all of the cell's ink (cellRead.fit; not pencil marks joined into a
// box as tall, Go-drawn 0x7c3b's phone-light and render 16×16) to its value in the solution when the network gave that
// value refillFit or more (repair.Refill).
func refill(res *Result, cells []cellRead) {
	var inked []repair.Inked
	for i, c := range cells {
		if c.fit != nil && res.Grid.Cell(i) == 0 {
			inked = append(inked, repair.Inked{Cell: i, Probs: c.fit})
		}
	}
	if inked == nil {
		return
	}
	for _, c := range repair.Refill(inked, solution(res.Grid), refillFit) {
		res.Grid.SetCell(c.Cell, c.Value)
		cells[c.Cell].p2 = c.Odds
		if !slices.Contains(res.Changed, c.Cell) {
			res.Changed = append(res.Changed, c.Cell)
		}
	}
	slices.Sort(res.Changed)
}

// Patches finds the grid in a picture and returns each cell's features for the network, or
// nil for a cell with no ink shaped like a digit (read as blank without asking the network).
// scan/train uses it to collect training data.
func Patches(ctx context.Context, data []byte, opt Options) ([][]float32, error) {
	return patches(ctx, data, opt, false)
}

// FaintPatches is [Patches] with, in the cells the strict cut leaves blank, the faint ink
// [Read] then shows the network (thin light digits, specks): the network is asked about it,
// so scan/train teaches it that too.
func FaintPatches(ctx context.Context, data []byte, opt Options) ([][]float32, error) {
	return patches(ctx, data, opt, true)
}

func patches(ctx context.Context, data []byte, opt Options, faint bool) ([][]float32, error) {
	pg, err := locate(ctx, data, opt.Size, opt)
	if err != nil {
		return nil, err
	}
	n := pg.n
	if opt.Size != 0 && n != opt.Size {
		return nil, ErrNoGrid
	}
	out := make([][]float32, n*n)
	cs, wps, inks, bs, small := pg.readCells()
	for i := range out {
		wp, ink, b := wps[i], inks[i], bs[i]
		if b.ok && !small[i] && !pg.flat(wp, ink, b, cs[i]) {
			out[i] = make([]float32, Features)
			pg.cellFeatures(wp, b, out[i])
		} else if faint && !b.ok {
			if fb := faintDigit(ink, n*cellPx, cs[i], n); fb.ok {
				out[i] = make([]float32, Features)
				pg.cellFeatures(wp, fb, out[i])
			}
		}
	}
	return out, nil
}
