package scan

import (
	"context"
	"fmt"
	"image"
	"slices"

	"github.com/sudokubot/sudokubot/scan/internal/cellink"
	"github.com/sudokubot/sudokubot/scan/internal/glyph"
	"github.com/sudokubot/sudokubot/scan/internal/raster"
	"github.com/sudokubot/sudokubot/scan/internal/repair"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// Options configure [Read]. The zero value reads a grid of any size scan knows with the
// shipped model.
type Options struct {
	// Size is the grid's side: 4, 6, 9 or 16; 0 means whichever the picture shows (9 is
	// tried first).
	Size   int
	Limits Limits // file, picture and decoding size caps
	Model  *Model // nil means the shipped model
	// Budget is shared by the pictures decoded at once; nil means [DefaultBudget].
	Budget *Budget
	// NoRepair keeps the network's first choices even when they have no unique solution.
	NoRepair bool
}

// faintSure is the network's confidence from which faint ink the strict cut dropped is
// read as the digit it shows rather than as blank (with the digit as second choice), when
// it is as tall as a digit (minFaintH of the cell): a light font or a pale colour in a
// screenshot. Specks on photos are rarely that sure. looseSure is the confidence from
// which a box tighten cut whole (digitBox.loose, found by the strict cut) is read as the
// digit it shows: a pale font's single digit in a halved JPEG screenshot, read at 0.93 to
// 0.99 (issue 23).
const (
	faintSure = 0.98
	minFaintH = 0.4
	looseSure = 0.9
)

// pairSure is the network's least confidence in a number of a 16×16 grid, second to
// blank, for which ink shaped like a two-digit number is read as it (Read).
const pairSure = 0.1

// refillFit is the network's least probability of a 16×16 screenshot's symbol-shaped ink
// being its value in a unique reading's solution for the cell, read blank, to take it
// (refill): a halved sheet's small letters got 0.004-0.47 (0x8a3c sheet-16-05).
const refillFit = 0.002

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
	res, cells := pg.classify(ctx, model)
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
			if r, cs := o.classify(ctx, model); r.Unique {
				res, cells = r, cs
				break
			}
		}
	}
	if !res.Unique && !opt.NoRepair {
		repairGrid(res, cells)
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

// classify reads pg's cells with model: the grid as read (Unique set, not repaired) and
// each cell's reading.
func (pg *picture) classify(ctx context.Context, model *Model) (*Result, []cellRead) {
	n := pg.n
	cells := make([]cellRead, n*n)
	x := make([]float32, Features)
	cs, wps, inks, bs, small := pg.cutCells(ctx)
	tall, tallKnown := medianSymbolHeight(bs)
	var shallow []bool
	if !pg.digital {
		shallow = shallowInk(wps, inks, cs, bs, small)
	}
	var lower []int
	if n > 9 {
		lower = lowerLetters(n, cs, wps, bs, small)
	}
	// reread is cell i of a sheet's 9×9 or smaller grid read with its ink marked against
	// its lines (cellink.ReinkAgainstLines): a thin 1 right-aligned against a thick box
	// line, its strokes left out of the ink but its core, a 5 joined to the cursor's frame
	// (issue 23: read blank). ok when the network is sure of a digit as tall as 70% of the
	// symbols, alone in its cell; the ink is kept then.
	reread := func(i int) (c cellRead, ok bool) {
		if n > 9 || pg.lines[0] == nil || !pg.digital || !tallKnown || cs[i].bare {
			return c, false
		}
		keep := cellink.ReinkAgainstLines(wps[i], inks[i], n*cellPx, cs[i].rect(), inkContrast)
		if nb := cellDigit(inks[i], n*cellPx, cs[i], n); nb.ok && nb.company == 0 && 10*(nb.maxY-nb.minY+1) >= 7*tall {
			pg.cellFeatures(wps[i], nb, x)
			c = ranked(model.Classify(x), n)
		}
		return c, keep(c.digit > 0 && c.p >= looseSure)
	}
	numbers := 0
	for i := range cells {
		wp, ink, b := wps[i], inks[i], bs[i]
		if lower != nil && lower[i] > 0 {
			// A lower-case letter the network has no class for: the letter first, the
			// network's reading second.
			pg.cellFeatures(wp, b, x)
			c := ranked(model.Classify(x), n)
			cells[i] = cellRead{digit: lower[i], p: UnsureBelow, second: c.digit, p2: c.p * (1 - UnsureBelow)}
			numbers--
			continue
		}
		if small[i] {
			cells[i] = cellRead{p: 1, second: -1}
			continue
		}
		if !b.ok && b.loose != nil && n <= 9 && tallKnown && 10*(b.loose.maxY-b.loose.minY+1) >= 7*tall {
			// tighten cut all of the box (a pale or thin font halved, a JPEG's strokes
			// lighter than the cut): the box before the cut, as tall as 70% of the
			// symbols, is the digit when the network is sure of it, read as if tighten
			// had left it (halved JPEG phone boards' single 2s, 5s, 6s and 7s read
			// blank, issue 23). Not over 9×9: a small Solo window's marks, cut whole,
			// were read as digits.
			pg.cellFeatures(wp, *b.loose, x)
			if c := ranked(model.Classify(x), n); c.digit > 0 && c.p >= looseSure {
				b = *b.loose
			}
		}
		if b.ok && pg.flat(wp, ink, b, cs[i]) {
			cells[i] = cellRead{p: 1, second: -1}
			continue
		}
		if shallow != nil && shallow[i] {
			// Ink that barely stands out (a tile's texture): blank first, the network's
			// digit, if it sees one, second, as for faint ink.
			pg.cellFeatures(wp, b, x)
			cells[i] = cellRead{p: 1, second: -1}
			if c := ranked(model.Classify(x), n); c.digit > 0 {
				cells[i] = cellRead{digit: 0, p: 1 - c.p, second: c.digit, p2: c.p}
			}
			continue
		}
		if !b.ok {
			if c, ok := reread(i); ok {
				cells[i] = c
				continue
			}
			cells[i] = cellRead{p: 1, second: -1}
			// Faint ink the strict cut dropped: blank stays the first choice, and the
			// network's digit, if it sees one, becomes the second.
			if fb := faintDigit(ink, n*cellPx, cs[i], n); fb.ok {
				pg.cellFeatures(wp, fb, x)
				switch c := ranked(model.Classify(x), n); {
				case c.digit > 0 && c.p >= faintSure && float64(max(fb.maxY-fb.minY, b.looseH())+1) >= minFaintH*float64(cs[i].y1-cs[i].y0):
					// Thin light strokes (a light font, a pale colour) the network is sure of,
					// as tall as a digit (or the box tighten cut was).
					cells[i] = cellRead{digit: c.digit, p: c.p, second: 0, p2: 1 - c.p}
				case c.digit > 0:
					cells[i] = cellRead{digit: 0, p: 1 - c.p, second: c.digit, p2: c.p}
				}
			}
			continue
		}
		pg.cellFeatures(wp, b, x)
		probs := model.Classify(x)
		cells[i] = ranked(probs, n)
		if b.loose != nil && cells[i].digit == 0 {
			// What tighten left is no digit: the ink before the cut is, when the network
			// is sure of it.
			pg.cellFeatures(wp, *b.loose, x)
			if c := ranked(model.Classify(x), n); c.digit > 0 && c.p >= faintSure {
				cells[i] = c
			}
		}
		if cells[i].digit == 0 {
			if c, ok := reread(i); ok {
				cells[i] = c
			}
		}
		if c := &cells[i]; c.digit > 0 && (c.p < faintSure && pg.lightTile(i, wp) || pg.joinedMarks(*c, b, tall, tallKnown)) {
			c.digit, c.second, c.p, c.p2 = 0, c.digit, 1-c.p, c.p
		} else if n > 9 && pg.digital && symbolLike(b, tall, tallKnown) && cellink.Alone(ink, n*cellPx, cs[i].inner(), b.rect()) {
			c.fit = fitOf(probs, n)
		} else if c.digit > 0 && n <= 9 && glyph.Tail(probs[:], 10)-probs[11] > 0.5 && cellMedian(wp, cs[i])-float64(inkCore(wp, ink, b)) < crispDigit {
			// A letter in a 9×9 grid, of ink no crisp digit (an empty tile's glow read E): blank
			// first. Not B (11): a halved sheet's pale 8, blurred, is read B.
			c.digit, c.second, c.p, c.p2 = 0, c.digit, 1-c.p, c.p
		}
		if c := cells[i]; n <= 9 && (c.digit == 0 && c.p < UnsureBelow || c.p < 0.5) && tallKnown && b.company == 0 &&
			10*(b.maxY-b.minY+1) >= 7*tall && 20*b.pieceH >= 11*tall && (pg.wide == nil || b.xScale < wideCell) &&
			pg.thickCell(coreContrast(wp, ink, cs[i], b)) && b.rect().In(cs[i].inner()) &&
			cellink.Alone(ink, n*cellPx, cs[i].inner(), b.rect()) {
			cells[i] = thickReading(wp, b, x, probs, model, n)
		}
		pg.faintFit(&cells[i], wp, ink, cs[i], b, tall)
		if c := &cells[i]; n > 9 && b.pair && c.digit == 0 && c.second >= 10 && c.p2 >= pairSure && probs[c.second-10+NumberClass] > probs[c.second] {
			// Two pieces side by side as tall as the grid's symbols (marks has let
			// them stand) are a number, even in a font the network calls no symbol
			// (a mono font at pixel ratio 1, a bold one squeezed from a wide cell).
			c.digit, c.second, c.p, c.p2, c.number = c.second, 0, c.p2, c.p, true
		}
		if cells[i].digit > 9 {
			if cells[i].number {
				numbers++
			} else {
				numbers--
			}
		}
	}
	res := &Result{Outline: pg.outline}
	res.Grid, _ = sudoku.NewGrid(n)
	if numbers > 0 {
		res.Grid = res.Grid.WithSymbols(sudoku.Symbols{Set: sudoku.Numbers})
	}
	for i, c := range cells {
		res.Grid.SetCell(i, c.digit)
	}
	res.Unique = unique(res.Grid)
	return res, cells
}

// joinedMarks reports whether box b, read as digit c, shorter than 90% of the grid's
// symbols (tall, when known), may be pencil marks joined into one piece: in a
// screenshot's 9×9 or smaller grid of cells under maxMarkCell pixels tall in the picture
// (a small window halved, issue 23), marks stacked two high blur into a stroke read as 1,
// a selected tile's glow as 8. It holds when the network reads the box as 1, or beside
// other marks (company), under 0.9, or as any digit under one half (a halved sheet's
// small digits, read at 0.6-0.8, are kept); classify then reads it blank first. Not in
// cells under maxPaleCell (smallCells) for a box alone in its cell as tall as three
// quarters of the symbols: a picture's pixel there is a fifth of a digit's height, and a
// halved sheet's 9-pixel cells' pale 1s and 9s, a pixel short, were read blank (GNOME
// Sudoku's tiny marks there are 60% of the digits, beside other marks).
func (pg *picture) joinedMarks(c cellRead, b digitBox, tall int, known bool) bool {
	unsure := c.p < 0.5 || (c.digit == 1 || b.company > 0) && c.p < 0.9
	return unsure && known && pg.digital && pg.n <= 9 && 10*(b.maxY-b.minY+1) < 9*tall && pg.outline[3].Y-pg.outline[0].Y < pg.n*maxMarkCell &&
		!(pg.smallCells() && b.company == 0 && 4*(b.maxY-b.minY+1) >= 3*tall)
}

// maxMarkCell is the height in picture pixels under which joinedMarks is asked.
const maxMarkCell = 26

// minThickCell is the least height of a cell in the picture's pixels for classify to ask
// thickReading about it: in smaller cells (16 pixels: a small window halved) pencil marks
// stacked two high join into one stroke as tall as a thin digit, read as 1 once
// thickened. Faint ink (its core under crispDigit darker than its cell: Scribble's pale
// blue digits halved; the stacked marks are dark) is asked in cells of minFaintCell.
const minThickCell, minFaintCell = 20, 16

// thickCell reports whether pg's cells are tall enough for thickReading of ink whose core
// is contrast darker than its cell (minThickCell, minFaintCell).
func (pg *picture) thickCell(contrast float64) bool {
	h := pg.outline[3].Y - pg.outline[0].Y
	return h >= pg.n*minThickCell || h >= pg.n*minFaintCell && contrast < crispDigit
}

// maxPaleCell is the height in the picture under which a 9×9 grid found by its outline
// has its cells' ink darker than their fill by inkContrast added (cellink.AddDarker)
// and its cells cut thin (paleCells).
const maxPaleCell = 14

// paleCells reports whether pg is a halved sheet's small block read as a photo: a 9×9 or
// smaller grid found by its outline, not digital, its cells under maxPaleCell pixels high
// in the picture. Its digits' strokes are pale (readCells adds the ink darker than the
// fill), and its cells are cut thin, as a lattice's: a right-aligned digit 3 pixels wide
// stands against its cell's right line, and the usual margin (an eighth of the cell) cut
// off its right stroke (7s read 3, 9s, 6s and 5s read blank: 14 cells wrong in a halved
// Calc window at 90%, issue 23); cut thin, the box takes in the stroke by the line as a
// lattice's does (cellink.InkRight).
func (pg *picture) paleCells() bool {
	return !pg.digital && pg.smallCells()
}

// smallCells reports whether pg is a 9×9 or smaller grid of cells under maxPaleCell
// pixels high in the picture.
func (pg *picture) smallCells() bool {
	return pg.n <= 9 && pg.outline[3].Y-pg.outline[0].Y < pg.n*maxPaleCell
}

// thickReading is the reading of the digit in box b of wp, not surely blank to the network
// (probs) or read as a digit under one half, as the mean of probs and the network's view
// of it with its strokes a pixel thicker each way: thin hand-written digits (KSudoku's
// Scribble theme, its players' blue 4s and 8s, issue 23; a thin 1 in Calc) are read blank
// by a network trained on fonts (a halved 8 read 3), and as the digit once thickened.
// classify asks it of a 9×9 or smaller grid's box as tall as 70% of the symbols, with no
// company and alone in its cell (cellink.Alone: pencil marks stacked into a digit's
// height were read as 1s; a 16×16 grid's letters, thickened, as other letters), its
// tallest piece 55% of them at least (two of KSudoku's marks stacked a pixel apart,
// joined into one box, were read as 1), inside the cell's inner part (a tile's corner in
// a window a column off was read as 7), in cells tall enough (thickCell). x is
// scratch for the features.
func thickReading(wp *image.Gray, b digitBox, x []float32, probs [Classes]float64, model *Model, n int) cellRead {
	r := image.Rect(b.minX-2, b.minY-2, b.maxX+3, b.maxY+3).Intersect(wp.Rect)
	tb := b
	tb.minX, tb.minY = max(b.minX-1, r.Min.X)-r.Min.X, max(b.minY-1, r.Min.Y)-r.Min.Y
	tb.maxX, tb.maxY = min(b.maxX+1, r.Max.X-1)-r.Min.X, min(b.maxY+1, r.Max.Y-1)-r.Min.Y
	features(raster.Thickened(wp, r), tb, x)
	q := model.Classify(x)
	for k := range probs {
		probs[k] = (probs[k] + q[k]) / 2
	}
	return ranked(probs, n)
}

// ranked picks the two most likely values among blank and the symbols 1..n; the symbols 10
// to 16 add up their letter and number classes.
func ranked(probs [Classes]float64, n int) cellRead {
	c := cellRead{p0: probs[0]}
	c.digit, c.second = -1, -1
	for k := 0; k <= n; k++ {
		p := probs[k]
		if k >= 10 {
			p += probs[k-10+NumberClass]
		}
		switch {
		case c.digit < 0 || p > c.p:
			c.second, c.p2 = c.digit, c.p
			c.digit, c.p = k, p
		case c.second < 0 || p > c.p2:
			c.second, c.p2 = k, p
		}
	}
	if c.digit >= 10 {
		c.number = probs[c.digit-10+NumberClass] > probs[c.digit]
	}
	return c
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
	// screenshot, as a grid found by its lattice is.
	screen bool
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

// faintFit lets refill set cell c of a 9×9 or smaller grid not read as a screen's, read
// blank first and digit c.second second at minFaintFit or more, to that digit when a
// unique reading's solution has it there: its box b in cl, found by the strict cut, as
// tall as three fifths of the symbols (tall; 0: not known), alone, its ink faint (its
// core under crispDigit darker than the cell). Halved Scribble's thin hand-written 1s
// and 4s read blank at 0.5-0.7 (issue 23), and an over-determined puzzle stays unique
// without them, so no repair asks. Not asked of the faint cut's boxes: a photo's
// smudges, two pieces joined, were read 4 at 0.61.
func (pg *picture) faintFit(c *cellRead, wp *image.Gray, ink []uint8, cl cell, b digitBox, tall int) {
	if pg.n <= 9 && !pg.digital && c.digit == 0 && c.second > 0 && c.p2 >= minFaintFit && tall > 0 && 5*(b.maxY-b.minY+1) >= 3*tall &&
		b.company == 0 && cellink.Alone(ink, pg.n*cellPx, cl.inner(), b.rect()) && coreContrast(wp, ink, cl, b) < crispDigit {
		c.fit = make([]float64, pg.n+1)
		c.fit[c.second] = c.p2
	}
}

// minFaintFit is the least probability of faint ink's digit, second to blank, for faintFit.
const minFaintFit = 0.25

// symbolLike reports whether box b is shaped like the grid's symbols (tall, when known):
// seventeen twentieths to six fifths as tall (a thin 1 of 7 pixels among 8), its tallest
// piece four fifths of it (not marks stacked in rows), alone in its cell, no tile's edge.
func symbolLike(b digitBox, tall int, known bool) bool {
	h := b.maxY - b.minY + 1
	return known && b.company == 0 && 20*h >= 17*tall && 5*h <= 6*tall && 5*b.pieceH >= 4*h && !edgeLike(b)
}

// fitOf is probs per value of an n×n grid (a symbol above 9 as a letter or a number).
func fitOf(probs [Classes]float64, n int) []float64 {
	fit := make([]float64, n+1)
	for k := range fit {
		fit[k] = probs[k]
		if k >= 10 {
			fit[k] += probs[k-10+NumberClass]
		}
	}
	return fit
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
