package scan

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"image"
	"math"
	"slices"
	"sort"

	"github.com/sudokubot/sudokubot/scan/internal/cellink"
	"github.com/sudokubot/sudokubot/scan/internal/glyph"
	"github.com/sudokubot/sudokubot/scan/internal/lattice"
	"github.com/sudokubot/sudokubot/scan/internal/outline"
	"github.com/sudokubot/sudokubot/scan/internal/raster"
	"github.com/sudokubot/sudokubot/scan/internal/repair"
	"github.com/sudokubot/sudokubot/scan/internal/shown"
	"github.com/sudokubot/sudokubot/scan/internal/tiles"
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
	res, cells := pg.classify(model)
	// A sheet's block found as an open window may be a row or column off (its first or
	// last empty): another window as good whose puzzle is sound and unique is the block.
	if !res.Unique && pg.others != nil {
		for _, o := range pg.others() {
			if err := ctx.Err(); err != nil {
				return nil, fmt.Errorf("scan: %w", err)
			}
			if r, cs := o.classify(model); r.Unique {
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
func (pg *picture) classify(model *Model) (*Result, []cellRead) {
	n := pg.n
	cells := make([]cellRead, n*n)
	x := make([]float32, Features)
	cs, wps, inks, bs, small := pg.readCells()
	tall, tallKnown := medianSymbolHeight(bs)
	var shallow []bool
	if !pg.digital {
		shallow = shallowInk(wps, inks, cs, bs, small)
	}
	var lower []int
	if n > 9 {
		lower = lowerLetters(n, cs, wps, bs, small)
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
		if c := &cells[i]; c.digit > 0 && (c.p < faintSure && pg.lightTile(i, wp) || pg.joinedMarks(*c, b, tall, tallKnown)) {
			c.digit, c.second, c.p, c.p2 = 0, c.digit, 1-c.p, c.p
		} else if n > 9 && pg.digital && symbolLike(b, tall, tallKnown) && cellink.Alone(ink, n*cellPx, cs[i].inner(), b.rect()) {
			c.fit = fitOf(probs, n)
		} else if c.digit > 0 && n <= 9 && glyph.Tail(probs[:], 10) > 0.5 && cellMedian(wp, cs[i])-float64(inkCore(wp, ink, b)) < crispDigit {
			// A letter in a 9×9 grid, of ink no crisp digit (an empty tile's glow read E): blank first.
			c.digit, c.second, c.p, c.p2 = 0, c.digit, 1-c.p, c.p
		}
		if c := cells[i]; n <= 9 && (c.digit == 0 && c.p < UnsureBelow || c.p < 0.5) && tallKnown && b.company == 0 &&
			10*(b.maxY-b.minY+1) >= 7*tall && 20*b.pieceH >= 11*tall && (pg.wide == nil || b.xScale < wideCell) &&
			pg.thickCell(coreContrast(wp, ink, cs[i], b)) && b.rect().In(cs[i].inner()) &&
			cellink.Alone(ink, n*cellPx, cs[i].inner(), b.rect()) {
			cells[i] = thickReading(wp, b, x, probs, model, n)
		}
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
// small digits, read at 0.6-0.8, are kept); classify then reads it blank first.
func (pg *picture) joinedMarks(c cellRead, b digitBox, tall int, known bool) bool {
	unsure := c.p < 0.5 || (c.digit == 1 || b.company > 0) && c.p < 0.9
	return unsure && known && pg.digital && pg.n <= 9 && 10*(b.maxY-b.minY+1) < 9*tall && pg.outline[3].Y-pg.outline[0].Y < pg.n*maxMarkCell
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

// fineSide is the longest side of the grey picture a grid found by its lattice is
// straightened from: small cells (spreadsheets, 16×16 grids) keep their detail.
const fineSide = 2200

// locate decodes data and finds the grid: a grid of flat tiles in rows and columns
// (tiles.Find) outranks what the lines say (findByLines) when they say another grid of
// as many cells or fewer, or none: such boards' lines and outlines (the tiles' edges, the
// notes inside them) make other grids. Neither found, a lattice of dim lines
// (dimFound) is the grid. n 0 takes any size scan knows. Once ctx has ended, the
// searches find nothing (they stop soon after): locate then returns ctx's error.
func locate(ctx context.Context, data []byte, n int, opt Options) (_ picture, err error) {
	ctx = lattice.WithCache(ctx) // the lattice searches of this picture share their tables
	defer func() {
		if e := ctx.Err(); e != nil && !errors.Is(err, e) {
			err = fmt.Errorf("scan: %w", e)
		}
	}()
	budget := opt.Budget
	if budget == nil {
		budget = DefaultBudget
	}
	g, fine, src, err := decodeGray(ctx, data, opt.Limits, budget)
	if err != nil {
		return picture{}, err
	}
	toSrc := func(p outline.Point) image.Point {
		return image.Pt(int(p.X*float64(src.Width)/float64(g.Rect.Dx())+0.5), int(p.Y*float64(src.Height)/float64(g.Rect.Dy())+0.5))
	}
	byTiles, tiled := tiles.Find(ctx, g, n)
	pg, err := findByLines(ctx, g, fine, n, toSrc)
	switch {
	case errors.Is(err, ErrNoGrid) && tiled:
		return latticeFound(g, fine, byTiles, toSrc), nil
	case errors.Is(err, ErrNoGrid):
		if pg, ok := dimFound(ctx, g, fine, n, toSrc); ok {
			// A sheet's faint lines (halved JPEG) make no window for Find: FindFaint's, if its puzzle is not unique.
			pg.others = func() (pgs []picture) {
				for _, l := range lattice.FindFaint(ctx, g, fine, cmp.Or(n, 9)) {
					pgs = append(pgs, latticeFound(g, fine, l, toSrc))
				}
				return pgs
			}
			return pg, nil // its cells hold a puzzle's share: fuller would keep it
		}
		if pg, ok := panelFound(g, fine, n, toSrc); ok {
			return pg, nil
		}
		return picture{}, err
	case err != nil:
		return picture{}, err
	case tiled && byTiles.N >= pg.n && !pg.sameGrid(byTiles, toSrc):
		// Empty tiles (a sheet's blank cells below a block at the pane's edge, issue
		// 23) do not outrank a grid of lines holding digits.
		if tp := latticeFound(g, fine, byTiles, toSrc); tp.digits() >= byTiles.N*byTiles.N/5 || pg.digits() < pg.n*pg.n/5 {
			return tp, nil
		}
	}
	if pg.unsized {
		return fuller(ctx, g, fine, pg, toSrc), nil
	}
	return pg, nil
}

// findByLines finds the grid in g by its outline, trying the picture as it is and, for
// light-on-dark pictures (dark themes), inverted; failing that, as an upright lattice of
// lines or cell edges (screenshots without box lines or with the grid running off the
// picture, tile games); last by its box lines alone. toSrc maps g to the picture.
func findByLines(ctx context.Context, g, fine *image.Gray, n int, toSrc func(outline.Point) image.Point) (picture, error) {
	order := []bool{false, true}
	if raster.Mean(g) < 110 {
		order = []bool{true, false}
	}
	tries := []int{n}
	if n == 0 {
		tries = sizes
	}
	// Each size by its outline, then by its lattice, before the next size: a 9×9 grid's
	// lattice wins over a smaller grid's outline somewhere else in the picture. With the
	// size unknown, the lattice search after the 9×9 outlines takes any size (a whole
	// lattice before a window of a larger one).
	var searches [2]*outline.Search // as the picture is, inverted; made on first use
	var boxed *boxedFind            // an outline showing only its boxes' lines
	var crossed9 *boxedFind         // a 9×9 outline whose cells' lines seemed to cross
	for _, k := range tries {
		for _, inv := range order {
			if err := ctx.Err(); err != nil {
				return picture{}, fmt.Errorf("scan: %w", err)
			}
			s := searchOf(searches[:], g, inv)
			f, ok := s.Find(ctx, k)
			through := ok && shown.LinesThroughCells(f.Bin, k, cellPx)
			if through && k == 9 && crossed9 == nil {
				crossed9 = &boxedFind{f, inv}
			}
			if ok && !through {
				if f.Boxes {
					if boxed == nil {
						boxed = &boxedFind{f, inv}
					}
					continue
				}
				// An outline whose opposite sides are not parallel took in something
				// beside the grid at a corner (a timer above a row of tiles): a
				// screenshot's upright lattice there, if any, is the grid.
				if f.Outline.Skewed() && flat(f.Warped, k) {
					if l, ok := lattice.Find(ctx, g, fine, k); ok && f.Outline.Holds(l) {
						return latticeFound(g, fine, finerLattice(ctx, g, fine, k, l), toSrc), nil
					}
				}
				// A smaller grid's outline round a 9×9 one's whose lines show is a 9×9
				// board whose dark tiles crossed its cells (KSudoku's Abstraction theme).
				if k < 9 && crossed9 != nil && f.Outline.Near(crossed9.f.Outline, 9) {
					return outlinePicture(crossed9.f, 9, g, fine, crossed9.inv, toSrc), nil
				}
				pg := outlinePicture(f, k, g, fine, inv, toSrc)
				if n == 0 && k < 9 { // cut 9×9, symbols more centred: a 9×9 board's dark tiles hid its lines (Abstraction halved)
					f9, _ := outline.Try(s.Gray(), f.Outline, 9)
					p9 := outlinePicture(f9, 9, g, fine, inv, toSrc)
					c9, s9 := p9.centred()
					if _, sk := pg.centred(); c9 >= 81/5 && s9 > sk {
						return p9, nil
					}
				}
				return pg, nil
			}
		}
		if err := ctx.Err(); err != nil {
			return picture{}, fmt.Errorf("scan: %w", err)
		}
		if n != 0 || k == 9 { // the size unknown, the lattice search at 9 took every size
			if l, ok := lattice.Find(ctx, g, fine, n); ok {
				closed := l.Closed()
				// A smaller lattice (cells of a few faint lines, some off the picture)
				// does not outrank an outline of this size showing its box lines.
				if l.N < k && boxed != nil {
					if pg, ok := boxedPicture(boxed.f, k, g, fine, boxed.inv, toSrc); ok {
						return pg, nil
					}
				}
				if n == 0 && l.N < k {
					if pg, ok := boxesOfLattice(ctx, g, fine, l, k, toSrc); ok {
						return pg, nil
					}
				}
				l = finerLattice(ctx, g, fine, n, l)
				// A 9×9 (or smaller) window may be cells of a 16×16 grid whose cells' lines
				// are too faint for the lattice (halved JPEG), or hidden by tinted boxes (the
				// window then looks closed): a 16×16 outline around it is the grid.
				pg, ok := picture{}, false
				if n == 0 && l.N <= 9 {
					pg, ok = outlineAround(ctx, searches[:], g, fine, l, order, toSrc)
				}
				// An open 16×16 window of a sheet's complete lines taken with the size unknown
				// may be a column and some rows off a block whose tinted boxes hide its
				// own lines; asked for 16×16 cells, Find ranks the windows of that size
				// alone and may take the block: the one holding more symbols is the grid.
				if n == 0 && l.N == 16 && !closed {
					if l16, found := lattice.Find(ctx, g, fine, 16); found && !sameLines(l16, l) {
						o := sheetFound(ctx, g, fine, finerLattice(ctx, g, fine, 16, l16), l16.Closed(), toSrc)
						if w := latticeFound(g, fine, l, toSrc); o.digits() > w.digits() {
							pg, ok = o, true
						}
					}
				}
				if !ok && n == 0 && l.N == 16 {
					pg, ok = outlineOver(ctx, searches[:], g, fine, l, order, toSrc)
				}
				if !ok {
					pg, ok = boxedBlock(ctx, searches[:], g, fine, l, closed, order, toSrc)
				}
				if !ok {
					pg = sheetFound(ctx, g, fine, l, closed, toSrc)
				}
				pg.unsized = n == 0
				return pg, nil
			}
		}
		if boxed != nil {
			if pg, ok := boxedPicture(boxed.f, k, g, fine, boxed.inv, toSrc); ok {
				return pg, nil
			}
			boxed = nil
		}
	}
	// Only the box lines show, and the grid runs to the picture's sides: no outline, too
	// few lines for a lattice. Tried last: four lines of a 16×16 grid's five are a 9×9's.
	for _, k := range tries {
		for _, l := range lattice.Boxes(ctx, g, k) {
			if pg := latticeFound(g, fine, l, toSrc); pg.digits() >= k*k/5 {
				return pg, nil
			}
		}
	}
	// Last, the outlines of dark ink only: a spreadsheet's black box borders whose cells'
	// lines are the sheet's own light grid, which joins the block to the whole sheet.
	for _, k := range tries {
		for _, inv := range order {
			s := searches[btoi(inv)]
			if s == nil {
				continue
			}
			f, ok := s.FindDark(ctx, k)
			if !ok || shown.LinesThroughCells(f.Bin, k, cellPx) {
				continue
			}
			if pg, ok := foundPicture(f, k, g, fine, inv, toSrc); ok {
				return pg, nil
			}
		}
	}
	// Last, an outline cut 9×9 whose cells hold a puzzle's share of symbols, most in their
	// middles: a board whose tiles hide its lines (KSudoku's Abstraction halved), a screen's.
	for i := 0; i < len(order) && (n == 0 || n == 9); i++ {
		s := searchOf(searches[:], g, order[i])
		for _, q := range s.Quads {
			if ctx.Err() != nil {
				return picture{}, fmt.Errorf("scan: %w", ctx.Err())
			}
			if f, _ := outline.Try(s.Gray(), q, 9); f.Warped != nil {
				if pg := outlinePicture(f, 9, g, fine, order[i], toSrc); pg.centredBoard() {
					return pg, nil
				}
			}
		}
	}
	return picture{}, ErrNoGrid
}

// dimFound is the grid of a lattice of dim lines (lattice.FindDim), when its cells hold a
// puzzle's share of symbols: a dark theme's lines a grey level or two off its cells once
// halved and saved as JPEG (issue 23), lost pixel by pixel in the JPEG's noise. locate
// asks for it last, when neither lines nor tiles made a grid.
func dimFound(ctx context.Context, g, fine *image.Gray, n int, toSrc func(outline.Point) image.Point) (picture, bool) {
	l, ok := lattice.FindDim(ctx, g, fine, n)
	// The size unknown, a few cells of dim lines with a digit or two (a 4×4 window of a
	// 9×9 grid whose other lines the JPEG lost more of) are no grid: the 9×9 is asked for.
	if n == 0 && ok && l.N < 9 {
		l, ok = lattice.FindDim(ctx, g, fine, 9)
	}
	if !ok {
		return picture{}, false
	}
	pg := latticeFound(g, fine, finerLattice(ctx, g, fine, n, l), toSrc)
	pg.unsized = n == 0
	return pg, pg.digits() >= l.N*l.N/5
}

// fuller is pg, a grid found by its lattice with the size unknown, or, when under a fifth
// of its cells hold a symbol (no puzzle has so few givens) and of every window of its
// Others too, the grid of another size
// found with that size given that holds more: a sheet's empty cells make a window of
// complete lines wider than the block of a 16×16 puzzle whose tinted boxes hide its
// cells' lines (LibreOffice Calc, issue 23), found only when 16×16 is asked for.
func fuller(ctx context.Context, g, fine *image.Gray, pg picture, toSrc func(outline.Point) image.Point) picture {
	best := pg.digits()
	if 5*best >= pg.n*pg.n {
		return pg
	}
	if pg.others != nil {
		// A window a row or column off, which Read tries when this one's puzzle is
		// not unique, may hold the puzzle.
		for _, o := range pg.others() {
			if 5*o.digits() >= o.n*o.n {
				return pg
			}
		}
	}
	for _, k := range sizes {
		if k == pg.n {
			continue
		}
		if o, err := findByLines(ctx, g, fine, k, toSrc); err == nil {
			if d := o.digits(); d > best && 5*d >= k*k {
				pg, best = o, d
			}
		}
	}
	return pg
}

// sameGrid reports whether pg is the grid of lattice l (found in g; toSrc maps g to the
// picture): as many cells, each corner of its outline within half a cell of l's and each
// side within 0.3 of a cell. An outline of a tile board's dark gaps takes in a band of
// the page around the tiles, a quarter of a cell or less on every side (read as well as
// the tiles' lattice); one also reaching a bar above the board is a third of a cell off
// on that side, and its rows are cut that far off. Nor is an outline a side of which runs
// over a fifth of a cell off level (a corner taken off in a JPEG's dark gaps): the
// tiles' lattice is upright.
func (pg *picture) sameGrid(l lattice.Lines, toSrc func(outline.Point) image.Point) bool {
	if pg.n != l.N {
		return false
	}
	q := outline.OfLattice(l)
	c0, c1 := toSrc(q[0]), toSrc(q[2])
	cell := math.Max(float64(c1.X-c0.X), float64(c1.Y-c0.Y)) / float64(l.N)
	var s [4]image.Point
	for i, p := range q {
		s[i] = toSrc(p)
		if math.Hypot(float64(s[i].X-pg.outline[i].X), float64(s[i].Y-pg.outline[i].Y)) > 0.5*cell {
			return false
		}
	}
	o := pg.outline
	side := func(a, b, c, d int) bool { return math.Abs(float64(a+b-c-d))/2 <= 0.3*cell }
	level := func(a, b int) bool { return math.Abs(float64(a-b)) <= 0.2*cell }
	return level(o[0].Y, o[1].Y) && level(o[3].Y, o[2].Y) && level(o[0].X, o[3].X) && level(o[1].X, o[2].X) &&
		side(o[0].Y, o[1].Y, s[0].Y, s[1].Y) && side(o[2].Y, o[3].Y, s[2].Y, s[3].Y) &&
		side(o[0].X, o[3].X, s[0].X, s[3].X) && side(o[1].X, o[2].X, s[1].X, s[2].X)
}

// panelFound is the grid of a panel whose lines do not show (lattice.Panel) cut into
// equal cells, when they hold a puzzle's share of symbols, nine in ten of them in their
// cells' middles (a dark theme's lines the grey of its cells: issue 23). The size
// unknown, 9×9 and 16×16 are tried, the one with more of its symbols in their middles
// kept. locate asks for it last.
func panelFound(g, fine *image.Gray, n int, toSrc func(outline.Point) image.Point) (picture, bool) {
	tries := []int{n}
	if n == 0 {
		tries = sizes[:2]
	}
	best, bestShare := picture{}, 0.0
	for _, k := range tries {
		l, ok := lattice.Panel(g, k)
		if !ok {
			return picture{}, false
		}
		pg := latticeFound(g, fine, l, toSrc)
		if count, share := pg.centred(); count >= k*k/5 && share > bestShare {
			best, bestShare = pg, share
		}
	}
	return best, bestShare >= 0.9
}

// centred counts pg's cells holding a symbol (not a pencil mark) and the share of them
// whose symbol's middle is within a sixth of its cell of the cell's middle.
func (pg *picture) centred() (count int, share float64) {
	cs, _, _, bs, small := pg.readCells()
	mid := 0
	for i, c := range cs {
		if b := bs[i]; b.ok && !small[i] {
			count++
			dx, dy := b.minX+b.maxX+1-c.x0-c.x1, b.minY+b.maxY+1-c.y0-c.y1
			if 3*abs(dx) <= c.x1-c.x0 && 3*abs(dy) <= c.y1-c.y0 {
				mid++
			}
		}
	}
	pg.inv, pg.invBin = nil, nil
	return count, float64(mid) / float64(max(count, 1))
}

// centredBoard reports whether pg's cells, cut and read as a screen's (its small pencil
// marks no symbols), hold a puzzle's share of symbols, four in five of them in their
// middles (centred), its fills no noise (flatShare a tenth: a halved JPEG board's 0.19,
// noise's 0.03): the board of a screen (pg.screen is then set).
func (pg *picture) centredBoard() bool {
	was := pg.screen
	pg.screen = true
	c, share := pg.centred()
	ok := c >= pg.n*pg.n/5 && share >= 0.8 && flatShare(pg.warped, pg.cells, pg.meds) >= 0.1
	pg.screen = was || ok
	return ok
}

// latticeFound is the grid of lattice l found in g, straightened from fine, its outline
// in the picture's pixels (toSrc).
func latticeFound(g, fine *image.Gray, l lattice.Lines, toSrc func(outline.Point) image.Point) picture {
	pg := latticePicture(fine, g, l)
	for i, p := range outline.OfLattice(l) {
		pg.outline[i] = toSrc(p)
	}
	return pg
}

// sheetFound is latticeFound with, when l is an open 9×9 window (a sheet's block, closed
// as Find took it), other windows for Read to try when its puzzle is not unique: those
// lattice.Find ranked as high (Lines.Others: the block's first or last row or column
// empty), then the window lattice.FindFaint takes and its Others (a sheet's light lines,
// halved and saved as JPEG, lost in some rows: those of the block's tinted boxes among
// them, the window then where the lines remain, rows off the block), and last the
// windows one off it by its own pitch (oneOff: a tile board's lines at the tiles' two
// edges, the table's next line a gap's width off), then two off (TwoOff: a keypad's
// edge and the board's beside the tiles); a closed 9×9 window's others are those
// windows one and two off.
func sheetFound(ctx context.Context, g, fine *image.Gray, l lattice.Lines, closed bool, toSrc func(outline.Point) image.Point) picture {
	pg := latticeFound(g, fine, l, toSrc)
	if l.N != 9 {
		return pg
	}
	pg.others = func() []picture {
		var pgs []picture
		tried := []lattice.Lines{l}
		add := func(ls ...lattice.Lines) {
			for _, o := range ls {
				if !slices.ContainsFunc(tried, func(t lattice.Lines) bool { return sameLines(t, o) }) {
					tried = append(tried, o)
					pgs = append(pgs, latticeFound(g, fine, o, toSrc))
				}
			}
		}
		if !closed {
			add(l.Others()...)
			add(lattice.FindFaint(ctx, g, fine, 9)...)
		}
		add(lattice.OneOff(l, g.Rect.Dx(), g.Rect.Dy())...)
		add(lattice.TwoOff(l, g.Rect.Dx(), g.Rect.Dy())...)
		return pgs
	}
	return pg
}

// boxedFind is an outline that shows only its boxes' lines, and whether it was found in
// the inverted picture.
type boxedFind struct {
	f   outline.Found
	inv bool
}

// searchOf is the outline search of g as it is or inverted (searches[0], [1]), made on
// first use.
func searchOf(searches []*outline.Search, g *image.Gray, inv bool) *outline.Search {
	s := &searches[btoi(inv)]
	if *s == nil {
		gi := g
		if inv {
			gi = raster.Inverted(g)
		}
		*s = outline.NewSearch(gi)
	}
	return *s
}

// foundPicture is the grid of k×k cells of outline f (found in g, inverted when inv): by
// its boxes' equal parts when it shows only its boxes' lines (boxedPicture, which must
// find a puzzle's worth of digits), else as outlined.
func foundPicture(f outline.Found, k int, g, fine *image.Gray, inv bool, toSrc func(outline.Point) image.Point) (picture, bool) {
	if f.Boxes {
		return boxedPicture(f, k, g, fine, inv, toSrc)
	}
	return outlinePicture(f, k, g, fine, inv, toSrc), true
}

// outlinePicture is the grid of n×n cells found by its outline in g (inverted when inv),
// straightened again from fine; a dark board found as it is is read inverted.
func outlinePicture(f outline.Found, n int, g, fine *image.Gray, inv bool, toSrc func(outline.Point) image.Point) picture {
	pg := picture{n: n, warped: f.Warped, bin: f.Bin}
	flip := inv // pg.warped is the picture inverted
	if fine != g {
		// Straighten it again from the finer picture: thin strokes keep their ink.
		src := fine
		if inv {
			src = raster.Inverted(fine)
		}
		pg.warped = rewarp(src, g, f.Outline, n)
		pg.bin = raster.Binarize(pg.warped, cellPx/2, 8)
	}
	if lightOnDark(pg.warped) {
		// A dark board's outline found as it is (its cells are lighter tiles or its
		// lines light): read it inverted, dark ink on light.
		pg.warped = raster.Inverted(pg.warped)
		pg.bin = raster.Binarize(pg.warped, cellPx/2, 8)
		pg.screen = true
		flip = !flip
	}
	for i, p := range f.Outline {
		pg.outline[i] = toSrc(p)
	}
	pg.wideOutline(fine, g, f.Outline, flip)
	return pg
}

// digits counts the cells of pg that hold ink shaped like a symbol.
func (pg *picture) digits() int {
	cs, wps, inks, bs, _ := pg.readCells()
	count := 0
	for i, c := range cs {
		if bs[i].ok && !pg.flat(wps[i], inks[i], bs[i], c) {
			count++
		}
	}
	pg.inv, pg.invBin = nil, nil
	return count
}

// boxedPicture is the grid of k×k cells of an outline showing only its boxes' lines: the
// cells are the boxes' equal parts, and the outline must hold a puzzle's worth of digits
// (a keypad's does not).
func boxedPicture(f outline.Found, k int, g, fine *image.Gray, inv bool, toSrc func(outline.Point) image.Point) (picture, bool) {
	pg := outlinePicture(f, k, g, fine, inv, toSrc)
	s := k * cellPx
	for d := range pg.lines {
		pg.lines[d] = make([]int, k+1)
		for i := range pg.lines[d] {
			pg.lines[d][i] = i * s / k
		}
	}
	return pg, pg.digits() >= k*k/5
}

// boxesOfLattice looks for a grid of k×k cells whose box lines are lines of the smaller
// lattice l (the size unknown): a dark page whose cells' lines are a shade off its cells
// and whose outer border stops short of one side shows only its box lines, a 4×4 lattice
// (one line made up past the picture's border) of the 9×9's boxes. lattice.Boxes finds the
// grid; it must hold a puzzle's worth of digits.
func boxesOfLattice(ctx context.Context, g, fine *image.Gray, l lattice.Lines, k int, toSrc func(outline.Point) image.Point) (picture, bool) {
	w, h := float64(g.Rect.Dx()), float64(g.Rect.Dy())
	if l.Xs[0] >= 0 && l.Xs[l.N] <= w-1 && l.Ys[0] >= 0 && l.Ys[l.N] <= h-1 {
		return picture{}, false // a whole small grid in the picture is one
	}
	box := lattice.BoxRows(k)
	// on reports whether every box line of ls (k+1 lines) is one of the lattice's, within
	// a tenth of a box.
	on := func(ls, of []float64) bool {
		tol := 0.1 * (ls[k] - ls[0]) / float64(k/box)
		for i := 0; i <= k; i += box {
			if !slices.ContainsFunc(of, func(v float64) bool { return math.Abs(v-ls[i]) <= tol }) {
				return false
			}
		}
		return true
	}
	for _, b := range lattice.Boxes(ctx, g, k) {
		if !on(b.Xs, l.Xs) || !on(b.Ys, l.Ys) {
			continue
		}
		if pg := latticeFound(g, fine, b, toSrc); pg.digits() >= k*k/5 {
			return pg, true
		}
	}
	return picture{}, false
}

// outlineAround looks for a 16×16 grid by its outline, in the picture as it is and
// inverted (searches, made on first use), that holds lattice l's centre and whose cells
// are l's or twice theirs, across or down: eight cells of a 9×9 board cropped at its last
// line (GNOME Sudoku's, issue 23) have the outline of a 16×16 grid of half cells whose box
// lines are the board's lines; a small 16×16 window's marks make a lattice of half cells.
// Then by the outline of its dark ink (FindDark): a Calc 16×16 block's black box borders
// round tinted boxes, the white boxes' lines a 9×9 window inside it (issue 23).
func outlineAround(ctx context.Context, searches []*outline.Search, g, fine *image.Gray, l lattice.Lines, order []bool, toSrc func(outline.Point) image.Point) (picture, bool) {
	pitches := [2]float64{(l.Xs[l.N] - l.Xs[0]) / float64(l.N), (l.Ys[l.N] - l.Ys[0]) / float64(l.N)}
	for _, dark := range []bool{false, true} {
		for _, inv := range order {
			s := searchOf(searches, g, inv)
			f, ok := s.Find(ctx, 16)
			if dark {
				f, ok = s.FindDark(ctx, 16)
			}
			if !ok || shown.LinesThroughCells(f.Bin, 16, cellPx) {
				continue
			}
			side := (f.Outline[1].X - f.Outline[0].X + f.Outline[2].X - f.Outline[3].X) / 32
			if f.Outline.Holds(l) && slices.ContainsFunc(pitches[:], func(p float64) bool { return side > 0.75*p && side < 1.33*p || side > 1.75*p && side < 2.3*p }) {
				if pg, ok := foundPicture(f, 16, g, fine, inv, toSrc); ok {
					return pg, true
				}
			}
		}
	}
	return picture{}, false
}

// outlineOver is the 16×16 grid of its outline (searches, made on first use) whose
// corners are within half a cell of lattice l's, or which holds l's centre with cells of
// l's larger pitch, when under four in five of l's symbols stand in their cells' middles
// and four in five of its own do: a halved JPEG's ringing over the top line was taken
// for it, and the lattice ran a few pixels off, its pitch wrong; a halved copy's
// letters' strokes made columns at half the cells' pitch (Solo's 16×16 as shared, issue
// 23).
func outlineOver(ctx context.Context, searches []*outline.Search, g, fine *image.Gray, l lattice.Lines, order []bool, toSrc func(outline.Point) image.Point) (picture, bool) {
	lp := latticeFound(g, fine, l, toSrc)
	if _, share := lp.centred(); share >= 0.8 {
		return picture{}, false
	}
	pitch := max(l.Xs[l.N]-l.Xs[0], l.Ys[l.N]-l.Ys[0]) / float64(l.N)
	for _, inv := range order {
		f, ok := searchOf(searches, g, inv).Find(ctx, 16)
		if !ok || shown.LinesThroughCells(f.Bin, 16, cellPx) {
			continue
		}
		side := (f.Outline[1].X - f.Outline[0].X + f.Outline[2].X - f.Outline[3].X) / 32
		if !f.Outline.Near(outline.OfLattice(l), 16) && !(f.Outline.Holds(l) && side > 0.85*pitch && side < 1.15*pitch) {
			continue
		}
		if pg, ok := foundPicture(f, 16, g, fine, inv, toSrc); ok {
			if _, s := pg.centred(); s >= 0.8 {
				return pg, true
			}
		}
	}
	return picture{}, false
}

// finerLattice looks again for a lattice of small cells (under 10 pixels of the work
// picture g, a spreadsheet's at its default zoom) in the finer picture, where its lines
// are twice as far apart and a line is not a pixel off: the window found in g may be a
// row or a column off. It returns l when the finer picture is no finer or has no lattice.
func finerLattice(ctx context.Context, g, fine *image.Gray, n int, l lattice.Lines) lattice.Lines {
	f := float64(fine.Rect.Dx()) / float64(g.Rect.Dx())
	if f < 1.5 || (l.Xs[l.N]-l.Xs[0])/float64(l.N) >= 10 && (l.Ys[l.N]-l.Ys[0])/float64(l.N) >= 10 {
		return l
	}
	fl, ok := lattice.Find(ctx, fine, fine, n)
	if !ok {
		return l
	}
	fl = fl.Scaled(1 / f)
	// It corrects the window by a few cells (the work picture's lines of tiny cells are
	// a pixel off, and the window a row or three off), or its size (a 9×9 block of small
	// cells with its neighbours' digits taken for a 16×16's); cells of another size, or a
	// window that does not overlap, are another grid.
	for _, d := range [2][2][]float64{{l.Xs, fl.Xs}, {l.Ys, fl.Ys}} {
		a, b := d[0], d[1]
		pa, pb := (a[l.N]-a[0])/float64(l.N), (b[fl.N]-b[0])/float64(fl.N)
		if math.Abs(pa-pb) > 0.1*pa || math.Abs(a[0]-b[0]) > 0.45*float64(min(l.N, fl.N))*pa {
			return l
		}
	}
	return fl
}

// latticePicture straightens the grid of lattice l (found in g) from the finer picture
// fine, light on dark pictures inverted.
func latticePicture(fine, g *image.Gray, l lattice.Lines) picture {
	l = lattice.Refine(fine, g, l)
	n := l.N
	s := n * cellPx
	wp := rewarp(fine, g, outline.OfLattice(l), n)
	inv := raster.MedianOf(wp) < 110
	if inv {
		wp = raster.Inverted(wp)
	}
	pg := picture{n: n, warped: wp, bin: raster.Binarize(wp, cellPx/2, 8), aspect: (l.Xs[n] - l.Xs[0]) / (l.Ys[n] - l.Ys[0])}
	pg.setWide(fine, g, outline.OfLattice(l), inv)
	for d, lines := range [2][]float64{l.Ys, l.Xs} {
		out := make([]int, n+1)
		for i, v := range lines {
			// The last line is the warp's far edge, s (not s-1): the last column and row
			// keep their full width, so a number set right against the line keeps its
			// last column of ink (a cell reaches up to, not onto, x1).
			out[i] = min(max(int(math.Round((v-lines[0])/(lines[n]-lines[0])*float64(s))), 0), s)
		}
		if l.Split() {
			out = shown.Snap(wp, shown.Even(wp, out, d == 0, cellPx/8), d == 0, cellPx/8)
		}
		pg.lines[d] = out
	}
	return pg
}

// rewarp straightens the grid of outline q (found in g) from fine, a finer copy of g.
func rewarp(fine, g *image.Gray, q outline.Quad, n int) *image.Gray {
	q = q.Scaled(float64(fine.Rect.Dx()) / float64(g.Rect.Dx()))
	s := n * cellPx
	hm, _ := raster.SquareTo(q.XY(), float64(s)) // it mapped in g, so it maps scaled
	return raster.Warp(fine, hm, s)
}

// lightOnDark reports whether a straightened grid is drawn light on dark: a dark board
// (median under 110) whose marks, far from its median grey, are mostly lighter than it. A
// dim photo is dark too, but its ink is darker still.
func lightOnDark(g *image.Gray) bool {
	med := raster.MedianOf(g)
	if med >= 110 {
		return false
	}
	light, dark := raster.InkAround(g.Pix, med, 50)
	return light > 2*dark
}

// readCells cuts pg into its n×n cells and reads each one's ink: the cell (cs), the picture and
// ink it is read from (wps, inks), the box of the digit found in it (bs), and whether that
// digit is small enough to be a pencil mark (small). Read and Patches both start here.
func (pg *picture) readCells() (cs []cell, wps []*image.Gray, inks [][]uint8, bs []digitBox, small []bool) {
	n := pg.n
	cs = pg.cut()
	wps, inks, bs = make([]*image.Gray, n*n), make([][]uint8, n*n), make([]digitBox, n*n)
	for i := range cs {
		wps[i], inks[i] = pg.source(cs[i])
		if pg.wide != nil && cs[i].xScale() >= wideCell {
			// A right-aligned digit the squeeze merged into the box line beside it.
			cellink.AgainstLines(wps[i], inks[i], n*cellPx, image.Rect(cs[i].x0, cs[i].y0, cs[i].x1, cs[i].y1), inkContrast)
		}
		if cs[i].bare { // a pale digit against a box line's ramp: its ink apart from the ramp's
			cellink.AgainstLines(wps[i], inks[i], n*cellPx, image.Rect(cs[i].x0, cs[i].y0, cs[i].x1, cs[i].y1), inkContrast)
		}
		if pg.paleCells() { // pale strokes of a halved sheet, right-aligned against its lines
			cs[i].thin = true
			cellink.AddDarker(wps[i], inks[i], n*cellPx, cs[i].inner(), cellMedian(wps[i], cs[i])-inkContrast)
		}
		bs[i] = cellDigit(inks[i], n*cellPx, cs[i], n)
		if b := bs[i]; b.ok && !pg.digital && tighten(wps[i], inks[i], cs[i], b) {
			bs[i] = cellDigit(inks[i], n*cellPx, cs[i], n)
			bs[i].loose = &b
		}
	}
	if pg.digital {
		glowBoxes(cs, wps, inks, bs, pg.inv, n)
	}
	if n > 9 && pg.digital {
		sideBars(cs, inks, bs, n)
	}
	shortDigits(cs, inks, bs, n, pg.digital)
	for i, b := range bs { // a right-aligned digit's last stroke in its cell's margin
		if b.ok && cs[i].thin && b.maxX >= cs[i].x1-3 {
			bs[i].maxX = cellink.InkRight(wps[i], b.rect(), cs[i].y0, cs[i].y1, cs[i].x1)
		}
	}
	if tall, ok := medianSymbolHeight(bs); ok && n > 9 && pg.digital { // thin strokes beside box lines
		for i, b := range bs {
			keep, nb := cellink.Reink(wps[i], inks[i], n*cellPx, image.Rect(cs[i].x0, cs[i].y0, cs[i].x1, cs[i].y1), cellMedian(wps[i], cs[i])-inkContrast), cellDigit(inks[i], n*cellPx, cs[i], n)
			if keep(nb.ok && cellink.Fuller(b.pair, nb.pair, b.pieceH, nb.pieceH, nb.maxY-nb.minY+1, nb.company, tall)) {
				bs[i] = nb
			}
		}
	}
	if n <= 9 && pg.digital {
		return cs, wps, inks, bs, smallMarks(bs, cs, inks, n*cellPx)
	}
	return cs, wps, inks, bs, marks(bs, cs, n)
}

// glowBoxes cuts again (tightenAt glowCut) the ink of a screenshot's cell whose box is a
// quarter taller than the grid's symbols (their median height, 20 at least), or of a
// cell read inverted (inv) that is glowing: a light digit in a soft glow (KSudoku's
// selected tile, issue 23) joins the glow into a round blob, read blank or 8; a digit on
// a tile shaded from its fill to far darker (KSudoku's gold tiles, the board read
// inverted) joins the shade, read 3 for a 5. The glow and the shade are far nearer the
// cell's median than the digit's core; a glow with no digit in it has no crisp core and
// is left as it is, and so is ink the cut leaves no digit of. (glowing is not asked of
// dark ink: a thin hand-written digit's anti-aliased strokes are mostly soft too; nor is
// a tall box of dark ink over 9×9 cut: a 16×16 tile board's italic 16s broke.)
func glowBoxes(cs []cell, wps []*image.Gray, inks [][]uint8, bs []digitBox, inv *image.Gray, n int) {
	med, ok := medianSymbolHeight(bs)
	if !ok {
		return
	}
	s := n * cellPx
	for i, b := range bs {
		h, inverted := b.maxY-b.minY+1, wps[i] == inv
		if !b.ok || !(4*h > 5*med && (inverted || n <= 9)) && !(inverted && glowing(inv, inks[i], cs[i], b)) {
			continue
		}
		c := cs[i]
		kept := make([]uint8, 0, (c.x1-c.x0)*(c.y1-c.y0))
		for y := c.y0; y < c.y1; y++ {
			kept = append(kept, inks[i][y*s+c.x0:y*s+c.x1]...)
		}
		if !tightenAt(wps[i], inks[i], c, b, glowCut) {
			continue
		}
		// A thin digit blurred by JPEG, cut this close to its core, breaks: the ink stays
		// as it was unless a digit three quarters as tall as the grid's remains.
		if nb := cellDigit(inks[i], s, c, n); nb.ok && 4*(nb.maxY-nb.minY+1) >= 3*med {
			bs[i] = nb
			continue
		}
		for y := c.y0; y < c.y1; y++ {
			copy(inks[i][y*s+c.x0:y*s+c.x1], kept[(y-c.y0)*(c.x1-c.x0):])
		}
	}
}

// glowing reports whether the ink in box b of cell c (dark on light in wp) is mostly a
// glow round a crisp digit: its pixels nearer the cell's median grey than the digit's
// core (the darkest tenth of the ink) outnumber those past glowCut toward the
// core. A crisp digit's anti-aliased edge on a flat fill is a pixel or so of its
// strokes' width, no more than their core.
func glowing(wp *image.Gray, bin []uint8, c cell, b digitBox) bool {
	s := wp.Rect.Dx()
	core := float64(inkCore(wp, bin, b))
	med := cellMedian(wp, c)
	if med-core < crispDigit {
		return false
	}
	soft, hard := 0, 0
	for y := b.minY; y <= b.maxY; y++ {
		for x := b.minX; x <= b.maxX; x++ {
			if bin[y*s+x] == 0 {
				continue
			}
			switch v := float64(wp.Pix[y*wp.Stride+x]); {
			case v > (med+core)/2:
				soft++
			case v <= med+glowCut*(core-med):
				hard++
			}
		}
	}
	return soft > hard
}

// glowCut is where glowBoxes cuts a glowing cell's ink: three quarters of the way from
// the cell's median grey to the digit's core (halfway keeps the glow's brightest part
// next to the digit: a 1 with a lobe of glow beside it was read as 8).
const glowCut = 0.75

// sideBars cuts again, without the tiles' sides, the cells of a screenshot's grid over
// 9×9 whose ink holds a thin upright bar in its left or right quarter a third taller than
// the grid's symbols (their median height, 20 symbols at least): a tile's side or drop
// shadow in a cell cut wider than its tile. Taken for a symbol (or joined to one), these
// set the symbols' height for marks, which then called every number a pencil mark.
func sideBars(cs []cell, inks [][]uint8, bs []digitBox, n int) {
	med, ok := medianSymbolHeight(bs)
	if !ok {
		return
	}
	barH := med * 4 / 3
	for i := range cs {
		cs[i].barH = barH
		if bs[i].ok {
			bs[i] = cellDigit(inks[i], n*cellPx, cs[i], n)
		}
	}
}

// medianSymbolHeight is the median height of the symbols' boxes bs holds, and whether there
// are 20 of them at least (fewer say too little about the grid's symbols).
func medianSymbolHeight(bs []digitBox) (int, bool) {
	var hs []int
	for _, b := range bs {
		if b.ok {
			hs = append(hs, b.maxY-b.minY+1)
		}
	}
	if len(hs) < 20 {
		return 0, false
	}
	slices.Sort(hs)
	return hs[len(hs)/2], true
}

// shortDigits finds again, in the cells of a 9×9 or smaller grid found blank, a digit
// under cellDigit's floor of 30% of the cell's height but as tall as the grid's own
// digits (85% of their median height, 20 digits at least): small digits in tiles
// whose cells take in the light gap beside them (a box gap: the cell is a fifth taller
// than its neighbours, its digit under the floor, the row read blank).
func shortDigits(cs []cell, inks [][]uint8, bs []digitBox, n int, digital bool) {
	if n > 9 {
		return
	}
	med, ok := medianSymbolHeight(bs)
	if !ok {
		return
	}
	share := 85
	if digital {
		share = 75
	}
	for i, b := range bs {
		if b.ok {
			continue
		}
		if nb := findDigit(inks[i], n*cellPx, cs[i], 3, 3, false, 0.2); nb.ok && 100*(nb.maxY-nb.minY+1) >= share*med {
			bs[i] = nb
		}
	}
}

// tighten clears the ink of cell c nearer its median grey than the digit's core, when the
// digit (found in box b) is crisp: far darker than its cell. The local-mean binarisation
// marks a soft glow or shade around a digit (a game's shaded tiles) as ink, and the box
// then takes it in. It reports whether it cleared any ink the box held. Read asks it only
// about grids whose cells are not flat fills (not digital: shaded tiles, photos): a flat
// screenshot's faint ink is already cleared by clean, and halving the ink of its thin
// anti-aliased digits would break them.
func tighten(wp *image.Gray, bin []uint8, c cell, b digitBox) bool {
	return tightenAt(wp, bin, c, b, 0.5)
}

// tightenAt is tighten cutting at share of the way from the cell's median grey to the
// digit's core.
func tightenAt(wp *image.Gray, bin []uint8, c cell, b digitBox, share float64) bool {
	s := wp.Rect.Dx()
	core := inkCore(wp, bin, b)
	med := cellMedian(wp, c)
	if med-float64(core) < crispDigit {
		return false
	}
	cut := uint8(med + share*(float64(core)-med))
	cleared := false
	for y := c.y0; y < c.y1; y++ {
		for x := c.x0; x < c.x1; x++ {
			if bin[y*s+x] != 0 && wp.Pix[y*wp.Stride+x] > cut {
				bin[y*s+x] = 0
				cleared = cleared || x >= b.minX && x <= b.maxX && y >= b.minY && y <= b.maxY
			}
		}
	}
	return cleared
}

// crispDigit is how much darker than its cell a digit's core (the darkest tenth of its
// ink) is at least for tighten to cut its ink halfway between them.
const crispDigit = 90

// cut finds the cells of the straightened grid.
func (pg *picture) cut() []cell {
	n := pg.n
	rows, cols := pg.lines[0], pg.lines[1]
	cs := make([]cell, n*n)
	meds := make([]float64, n*n)
	if rows == nil {
		// A screen's lines are told from the edges of its fills (a highlighted row):
		// whether it is one, its cells' flat fills say, cut equally for the look.
		rows, cols = gridLines(pg.warped, n, pg.screen || flat(pg.warped, n), pg.screen)
	}
	for i := range cs {
		r, c := i/n, i%n
		cs[i] = cell{x0: cols[c], y0: rows[r], x1: cols[c+1], y1: rows[r+1], aspect: pg.aspect, thin: pg.lines[0] != nil}
		if pg.lines[0] != nil && pg.smallCells() {
			// A halved sheet's thick box lines run into the cells beside them (issue 23).
			o := cellink.OffLines(pg.warped, image.Rect(cs[i].x0, cs[i].y0, cs[i].x1, cs[i].y1), cellMedian(pg.warped, cs[i])-inkContrast, cellPx/4, boxSides(r, c, n))
			cs[i].x0, cs[i].y0, cs[i].x1, cs[i].y1, cs[i].bare = o.Min.X, o.Min.Y, o.Max.X, o.Max.Y, true
		}
		meds[i] = cellMedian(pg.warped, cs[i])
	}
	pg.cells, pg.meds = cs, slices.Clone(meds)
	sort.Float64s(meds)
	pg.boardMed = meds[len(meds)/2]
	pg.digital = pg.lines[0] != nil || pg.screen || flatShare(pg.warped, cs, pg.meds) >= 0.6
	if pg.digital {
		pg.clean(pg.bin, pg.warped, false)
		for i := range cs {
			cs[i].fillH = raster.RowsNear(pg.warped, image.Rect(cs[i].x0, cs[i].y0, cs[i].x1, cs[i].y1), pg.meds[i], inkContrast)
		}
	}
	return cs
}

// boxSides are the sides of the cell at row r, column c of an n×n grid that are its box's.
func boxSides(r, c, n int) cellink.Side {
	var s cellink.Side
	br, bc := lattice.BoxRows(n), n/lattice.BoxRows(n)
	for _, e := range []struct {
		on   bool
		side cellink.Side
	}{{r%br == 0, cellink.Top}, {(r+1)%br == 0, cellink.Bottom}, {c%bc == 0, cellink.Left}, {(c+1)%bc == 0, cellink.Right}} {
		if e.on {
			s |= e.side
		}
	}
	return s
}

// flat reports whether a straightened grid of n×n cells, cut equally, is a screenshot's:
// its cells' fills are flat (flatShare).
func flat(wp *image.Gray, n int) bool {
	s := n * cellPx
	cs, meds := make([]cell, n*n), make([]float64, n*n)
	for i := range cs {
		r, c := i/n, i%n
		cs[i] = cell{x0: c * s / n, y0: r * s / n, x1: (c + 1) * s / n, y1: (r + 1) * s / n}
		meds[i] = cellMedian(wp, cs[i])
	}
	return flatShare(wp, cs, meds) >= 0.6
}

// flatShare is the share of the cells' inner pixels within one grey level of their cell's
// median: 0.65-0.96 for screenshots (flat fills, even after JPEG), under 0.5 for photos
// (paper texture, noise, uneven light).
func flatShare(g *image.Gray, cs []cell, meds []float64) float64 {
	flat, all := 0, 0
	for i, c := range cs {
		in := c.inner()
		for y := in.Min.Y; y < in.Max.Y; y++ {
			for _, v := range g.Pix[y*g.Stride+in.Min.X : y*g.Stride+in.Max.X] {
				all++
				if math.Abs(float64(v)-meds[i]) <= 1 {
					flat++
				}
			}
		}
	}
	return float64(flat) / float64(max(all, 1))
}

// inkContrast is how much darker than its cell's median grey ink must be: a fill's edge
// next to a lighter board or gap, which the local-mean binarisation marks as a band of ink,
// is the cell's own colour, and so is a slightly darker tint.
const inkContrast = 24

// clean clears the ink of bin (made from g) that is within inkContrast of its cell's
// median grey; inv says g is the warped picture inverted (its medians are 255 minus the
// cells' ones).
func (pg *picture) clean(bin []uint8, g *image.Gray, inv bool) {
	s := g.Rect.Dx()
	for i, c := range pg.cells {
		med := pg.meds[i]
		if inv {
			med = 255 - med
		}
		for y := c.y0; y < c.y1; y++ {
			for x := c.x0; x < c.x1; x++ {
				if bin[y*s+x] != 0 && float64(g.Pix[y*g.Stride+x]) > med-inkContrast {
					bin[y*s+x] = 0
				}
			}
		}
	}
}

// flat reports whether the ink found in cell c of a screenshot's grid (found by its
// lattice, or a dark board read inverted) is no darker than the cell itself: the binarisation marks the side of a tile
// next to a light gap as ink (the gap raises the neighbourhood's mean), though it is the
// tile's own colour. A digit on a screen is far darker than its cell. Photos, found by
// their outline, keep their faint ink.
func (pg *picture) flat(wp *image.Gray, ink []uint8, b digitBox, c cell) bool {
	if pg.lines[0] == nil && !pg.screen {
		return false
	}
	s := wp.Rect.Dx()
	sum, cnt := 0.0, 0
	for y := b.minY; y <= b.maxY; y++ {
		for x := b.minX; x <= b.maxX; x++ {
			if ink[y*s+x] != 0 {
				sum += float64(wp.Pix[y*wp.Stride+x])
				cnt++
			}
		}
	}
	return cnt > 0 && cellMedian(wp, c)-sum/float64(cnt) < 20
}

// lightInk reports whether the ink in cell c (of median grey med) is lighter than it: the
// pixels more than by grey levels lighter outnumber twice those as much darker, in the
// cell without a sixth of it along each side. Lighter pixels running from a row's ends
// are not counted (raster.InkInside): the page round a rounded tile off the cell's
// middle (beside a box gap) outweighed a thin digit and the cell was read inverted,
// blank (a dark 16×16 board of round tiles, issue 23).
func lightInk(g *image.Gray, c cell, med, by float64) bool {
	return lightInkWithin(g, c, med, by, 6, raster.InkInside)
}

// lightInkWithin is lightInk in the cell without a part-th of it along each side, its
// rows counted by count.
func lightInkWithin(g *image.Gray, c cell, med, by float64, part int, count func([]uint8, float64, float64) (int, int)) bool {
	light, dark := 0, 0
	mx, my := (c.x1-c.x0)/part, (c.y1-c.y0)/part
	for y := c.y0 + my; y < c.y1-my; y++ {
		l, d := count(g.Pix[y*g.Stride+c.x0+mx:y*g.Stride+c.x1-mx], med, by)
		light, dark = light+l, dark+d
	}
	return light > 2*dark
}

// source returns the grey picture and the ink to read cell c from: the inverted ones when
// the cell is filled much darker than the board (a strong selection colour, light digit).
func (pg *picture) source(c cell) (*image.Gray, []uint8) {
	med := cellMedian(pg.warped, c)
	// A screenshot's cell may be filled in any colour, its digit lighter (a dark digit on
	// a selected cell of a dark theme, read inverted, is light on it).
	// On a screen, a thin pale digit (a light font on a selected cell, blurred by JPEG)
	// may be only a little lighter than its fill.
	by := 50.0
	if pg.digital {
		by = 28
	}
	// Ink far lighter than its cell (lightDigit) is a light digit, whatever the cell's
	// fill: a game theme's translucent tiles (KSudoku's Abstraction, issue 23), a tile
	// whose glow makes it lighter (a selected tile). On a grid found by its outline, a
	// cell not darker than the board may hold light pencil marks joined by the tile's
	// texture into a digit's size: classify keeps such a cell's digit only when the
	// network is sure of it (lightTile). Only the cell's middle half each way is asked: a
	// round tile's corners show the board, lighter than a selected tile's fill round its
	// dark digit (a teal tile on a dark board, read inverted as a whole).
	if lightInkWithin(pg.warped, c, med, lightDigit, 4, raster.InkAround) {
		return pg.inverse()
	}
	if med > pg.boardMed-70 && !pg.digital || !lightInk(pg.warped, c, med, by) {
		return pg.warped, pg.bin // a shadow on a photo darkens the cell, not the digit
	}
	return pg.inverse()
}

// inverse is pg's warped picture inverted and its ink, made on first use.
func (pg *picture) inverse() (*image.Gray, []uint8) {
	if pg.inv == nil {
		pg.inv = raster.Inverted(pg.warped)
		pg.invBin = raster.Binarize(pg.inv, cellPx/2, 8)
		if pg.digital {
			pg.clean(pg.invBin, pg.inv, true)
		}
	}
	return pg.inv, pg.invBin
}

// lightDigit is how much lighter than its cell's median grey ink is at least for source
// to read the cell inverted whatever its fill; darkerTile how much darker than the
// board's median a cell of a grid found by its outline is at least for its digit read so
// to need no more (lightTile).
const (
	lightDigit = 90
	darkerTile = 25
)

// lightTile reports whether cell i, read inverted from wp, is a light digit or light marks
// on a tile not darker than the board (darkerTile) of a grid found by its outline: its
// digit is kept only when the network is sure of it (classify). In KSudoku's Abstraction
// theme the light tiles hold the players' white digits and the white marks; the marks,
// joined by the tile's texture, were read as 7, 8 and 6 at 2-80%.
func (pg *picture) lightTile(i int, wp *image.Gray) bool {
	return !pg.digital && wp == pg.inv && pg.meds[i] > pg.boardMed-darkerTile
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

// marks reports the symbols of a grid over 9×9 that are pencil marks: its two-digit numbers
// are set small (from 19% of a cell's height), as small as some apps' marks, so what is a
// mark is told against the grid's own symbols: under 75% of the height most of them have
// (the fifth tallest of every five). The heights are of each symbol's tallest piece: a
// stack of marks in a small grid (joined into one box as tall as a digit or taller, in
// most cells of a board full of notes) counts as one mark's height, and is a mark when
// that is under 55% of the symbols'. Heights are in the straightened grid's pixels, not
// shares of the cell: the cells beside a box gap are cut taller than their tiles. Grids
// of 9×9 and less keep cellDigit's fixed floor.
func marks(bs []digitBox, cs []cell, n int) []bool {
	small := make([]bool, len(bs))
	if n <= 9 {
		return small
	}
	// Tiles' edges in a tenth of the boxes or more (the cells beside every box gap) are
	// left out of the reference; a stray bar or two is not (it moves the reference less
	// than leaving it out would).
	edges := 0
	for _, b := range bs {
		if b.ok && b.cellH > 0 && edgeLike(b) {
			edges++
		}
	}
	tall, ok := symbolHeight(bs, func(b digitBox) bool { return !(10*edges >= len(bs) && edgeLike(b)) })
	if !ok {
		return small
	}
	count := 0
	for i, b := range bs {
		if !b.ok || b.cellH == 0 {
			continue
		}
		h, piece := float64(b.maxY-b.minY+1), float64(b.pieceH)
		// Rows of marks stacked (a centred string broken over lines) stand taller than
		// the symbols, of pieces shorter than they.
		// A box short of the symbols with two pieces of ink as tall beside or under it
		// is one of many marks (Solo's 16×16 marks are 75% of its symbols' height); one half
		// again as tall as they with company, or of pieces joined, marks of two rows joined (a
		// small JPEG's blur, or a mark's ascender touching the one over it).
		small[i] = h < 0.75*tall || piece < 0.55*tall || h >= 1.25*tall && piece < 0.75*tall || b.company >= 2 && h < 0.9*tall ||
			h >= 1.5*tall && (b.company > 0 || b.pieces > 1)
		if small[i] {
			count++
		}
	}
	highMarks(bs, cs, n, tall, small, count)
	return small
}

// highMarks marks as small a box under 85% of the symbols' height (tall) whose middle sits
// an eighth of the cell or more above theirs in its row, where the grid shows pencil marks (two boxes
// at least: count, marks' other rules), or three twentieths of the cell where two boxes
// at least sit so high: the first of a row of marks along the cell's top, 75% of a digit's
// height in Simon Tatham's Solo, its neighbours too far off to join it (issue 23).
func highMarks(bs []digitBox, cs []cell, n int, tall float64, small []bool, count int) {
	middle := func(i int) float64 {
		b := bs[i]
		return (float64(b.minY+b.maxY+1)/2 - float64(cs[i].y0)) / float64(cs[i].y1-cs[i].y0)
	}
	// The symbols' middle row by row: a tile board's rows are cut a few pixels apart from
	// their tiles, its symbols higher in some.
	symbols := 0
	rows, ok := glyph.RowMedians(n, 8, func(i int) (float64, bool) {
		b := bs[i]
		if b.ok && b.cellH > 0 && !small[i] && float64(b.pieceH) >= 0.9*tall {
			symbols++
			return middle(i), true
		}
		return 0, false
	})
	if !ok {
		return
	}
	by := 0.125
	if count < 2 {
		by = 0.15
	}
	var high []int
	for i, b := range bs {
		if !b.ok || b.cellH == 0 || small[i] || float64(b.maxY-b.minY+1) >= 0.85*tall {
			continue
		}
		if middle(i) < rows[i/n]-by {
			high = append(high, i)
		}
	}
	// Many boxes that high are no marks but a grid cut off its symbols (a tile board whose
	// cells and tiles drift apart): a tenth of the symbols at most.
	if count+len(high) < 2 || 10*len(high) > symbols {
		return
	}
	for _, i := range high {
		small[i] = true
	}
}

// edgeLike reports whether the ink in box b is a tile's edge or outline, not a symbol:
// a bar under a fifth as wide as tall (a tile's side in a cell cut wider than the tile,
// beside a box gap), or one piece of ink over three fifths of the cell's height tall and
// three quarters of it across (the whole tile's outline; a two-digit number is as wide,
// not as tall). Taller than the numbers, they made every number a pencil mark.
func edgeLike(b digitBox) bool {
	w, h := b.maxX-b.minX+1, b.maxY-b.minY+1
	return 5*w < h || 4*w >= 3*b.cellH && 5*b.pieceH >= 3*b.cellH
}
