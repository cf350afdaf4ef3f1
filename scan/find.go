package scan

// The grid searches, in the order Read asks them: by the grid's lines or cells (lattice,
// tiles), by its outline, by a sheet's box lines or a panel, and what each found made a
// picture to read.

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"image"
	"math"
	"slices"
	"sync"

	"github.com/sudokubot/sudokubot/scan/internal/checker"
	"github.com/sudokubot/sudokubot/scan/internal/lattice"
	"github.com/sudokubot/sudokubot/scan/internal/outline"
	"github.com/sudokubot/sudokubot/scan/internal/raster"
	"github.com/sudokubot/sudokubot/scan/internal/shown"
	"github.com/sudokubot/sudokubot/scan/internal/tiles"
)

// fineSide is the longest side of the grey picture a grid found by its lattice is
// straightened from: small cells (spreadsheets, 16×16 grids) keep their detail.
const fineSide = 2200

// locate decodes data and finds the grid: a grid of flat tiles in rows and columns
// (tiles.FindFiner) outranks what the lines say (findByLines) when they say another grid of
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
	pg, err := search(ctx, g, fine, n, toSrc)
	// The size not given and a 9×9 found, the 16×16 grid is tried last, when no 9×9
	// puzzle is unique (a 16×16 puzzle read from a 9×9's cells is not): a 9×9 window of a
	// sheet's wide empty cells over a 16×16 block's last three columns, or of a dark
	// phone's 16×16 board, held a fifth of digits; and the other way round (a sheet's 16×16
	// window round its 9×9 block, no box lines, held a fifth too: issue 23).
	pg, err = windowed(ctx, pg, err, fine, n, float64(src.Width)/float64(fine.Rect.Dx()))
	if k := map[int]int{9: 16, 16: 9}[pg.n]; err == nil && n == 0 && k != 0 {
		pg.othersAround(nil, func() []picture {
			if o, err := search(ctx, g, fine, k, toSrc); err == nil {
				return []picture{o}
			}
			return nil
		})
	}
	return pg, err
}

// windowed is pg, found in a picture (fine: its finer grey, scale times smaller) with
// err, with the grid found in its window alone (raster.Content: under a quarter of the
// picture, on an empty screen) as its first other, or as the grid when the picture showed
// none: a whole screen, shrunk for the searches, took a small window's 16-pixel cells to
// 8 (KSudoku's board read a row off or not found, issue 23).
func windowed(ctx context.Context, pg picture, err error, fine *image.Gray, n int, scale float64) (picture, error) {
	r, ok := raster.Content(fine, 8)
	if !ok || 4*r.Dx()*r.Dy() > fine.Rect.Dx()*fine.Rect.Dy() || err != nil && !errors.Is(err, ErrNoGrid) {
		return pg, err
	}
	win := func() (picture, error) {
		wf := raster.Shrink(fine.SubImage(r), fineSide)
		wg := raster.Shrink(wf, workSide)
		f := float64(r.Dx()) / float64(wg.Rect.Dx())
		return search(lattice.WithCache(ctx), wg, wf, n, func(p outline.Point) image.Point {
			return image.Pt(int((p.X*f+float64(r.Min.X))*scale+0.5), int((p.Y*f+float64(r.Min.Y))*scale+0.5))
		})
	}
	if err != nil {
		return win()
	}
	pg.othersAround(func() []picture {
		if w, err := win(); err == nil {
			return []picture{w}
		}
		return nil
	}, nil)
	return pg, nil
}

// othersAround makes pg's others the grids first gives, then those it had, then those last
// gives (first or last may be nil): each is tried, in turn, when pg's puzzle is not unique.
func (pg *picture) othersAround(first, last func() []picture) {
	others := pg.others
	pg.others = func() (pgs []picture) {
		for _, f := range []func() []picture{first, others, last} {
			if f != nil {
				pgs = append(pgs, f()...)
			}
		}
		return pgs
	}
}

// search finds the grid in g (fine: its finer grey; toSrc maps it to the picture), as locate says.
func search(ctx context.Context, g, fine *image.Gray, n int, toSrc func(outline.Point) image.Point) (picture, error) {
	chk := checkerOnce(ctx, g, fine, toSrc)
	byTiles, tiled := tiles.FindFiner(ctx, g, fine, n)
	pg, err := findByLines(ctx, g, fine, n, toSrc)
	switch {
	case errors.Is(err, ErrNoGrid) && tiled:
		return latticeFound(g, fine, byTiles, toSrc), nil
	case errors.Is(err, ErrNoGrid):
		if pg, dim, ok := dimFound(ctx, g, fine, n, toSrc); ok {
			// A sheet's faint lines (halved JPEG) make no window for Find: FindFaint's, if its
			// puzzle is not unique; then the dim lattice a row or column off (a dark board's
			// padded frame made a line past its last column, and the first was left out).
			pg.others = func() (pgs []picture) {
				for _, l := range lattice.FindFaint(ctx, g, fine, cmp.Or(n, 9)) {
					pgs = append(pgs, latticeFound(g, fine, l, toSrc))
				}
				for _, l := range lattice.OneOff(dim, g.Rect.Dx(), g.Rect.Dy()) {
					pgs = append(pgs, latticeFound(g, fine, lattice.Finer(ctx, g, fine, l.N, l), toSrc))
				}
				return pgs
			}
			return checkered(pg, toSrc, chk), nil // its cells hold a puzzle's share: fuller would keep it
		}
		if pg, ok := panelFound(ctx, g, fine, n, toSrc); ok {
			return pg, nil
		}
		return picture{}, err
	case err != nil:
		return picture{}, err
	case tiled && byTiles.N < pg.n:
		// Finer lines inside the tiles' grid (a halved sheet block, every cell bordered, read
		// 16×16 at half its pitch, issue 23): the tiles first, if they hold a puzzle's share.
		tp := latticeFound(g, fine, byTiles, toSrc)
		if outline.Inside(pg.outline, tp.outline, (tp.outline[1].X-tp.outline[0].X)/(2*byTiles.N)) && tp.digits() >= byTiles.N*byTiles.N/5 {
			tp.others = func() []picture { return []picture{pg} }
			return tp, nil
		}
	case tiled && byTiles.N >= pg.n && !pg.sameGrid(byTiles, toSrc):
		// Empty tiles (a sheet's blank cells below a block at the pane's edge, issue
		// 23) do not outrank a grid of lines holding digits.
		tp := latticeFound(g, fine, byTiles, toSrc)
		// Whether the lines' grid holds a puzzle's share of digits (cut and read once, when asked).
		holds := sync.OnceValue(func() bool { return pg.digits() >= pg.n*pg.n/5 })
		area := func(o [4]image.Point) int { return (o[1].X - o[0].X) * (o[3].Y - o[0].Y) }
		if 4*area(tp.outline) <= area(pg.outline) && holds() {
			// Tiles a quarter of the lines' grid or smaller are another grid beside it (a
			// newspaper page's small grid of yesterday's solution, every cell bordered,
			// read instead of the puzzle, issue 23): tried when its puzzle is not unique.
			pg.othersAround(func() []picture { return []picture{tp} }, nil)
		} else if tp.digits() >= byTiles.N*byTiles.N/5 || !holds() {
			// The grid of lines is the tiles' other, tried when their puzzle is not
			// unique: a sheet's block at column A, every cell bordered black, is tiles
			// too, and the sheet's row numbers beside it, a column of grey tiles holding
			// digits, made the tiles' first column (the block's last left out, issue 23).
			// A sheet's lattice (unsized) is its block once fuller has found it: the
			// tiles' other too (a sheet's bordered cells round its 9×9 block, seen as
			// 16×16 tiles in the finer picture, issue 23).
			switch {
			case pg.unsized:
				tp.others = func() []picture { return []picture{fuller(ctx, g, fine, pg, toSrc, chk)} }
			case holds():
				tp.others = func() []picture { return []picture{pg} }
			}
			return tp, nil
		}
	}
	if pg.unsized {
		pg = fuller(ctx, g, fine, pg, toSrc, chk)
	}
	// An outline round flat tiles off the page is a screen's board, though a heavy JPEG left
	// its cells no flat picture's (flatShare): the tiles' sides, a shade off their fill, no ink.
	pg.flatTiles = tiled && pg.sameGrid(byTiles, toSrc) && tiles.OffPage(g, byTiles)
	return checkered(pg, toSrc, chk), nil
}

// checkered gives pg, a 9×9 grid, as its first other the 9×9 grid of boxes tinted in a
// checker (checker.Find) when that is another holding a fifth of its cells' digits: a
// Calc block whose tints hide its lines, its rows taller than the sheet's, is taken at a
// lattice of the sheet's rows, columns off (issue 23); its puzzle tells the block.
func checkered(pg picture, toSrc func(outline.Point) image.Point, chk checkerGrid) picture {
	if pg.n != 9 {
		return pg
	}
	rest := pg.others
	pg.others = func() (pgs []picture) {
		if cp, l, ok := chk(); ok && !pg.sameGrid(l, toSrc) {
			pgs = append(pgs, cp)
		}
		if rest != nil {
			pgs = append(pgs, rest()...)
		}
		return pgs
	}
	return pg
}

// checkerGrid returns checkerFound's grid, searched for once, when first asked (by fuller,
// then by checkered's others).
type checkerGrid func() (picture, lattice.Lines, bool)

// checkerOnce is the checkerGrid of g.
func checkerOnce(ctx context.Context, g, fine *image.Gray, toSrc func(outline.Point) image.Point) checkerGrid {
	var pg picture
	found := sync.OnceValues(func() (l lattice.Lines, ok bool) { pg, l, ok = checkerFound(ctx, g, fine, toSrc); return l, ok })
	return func() (picture, lattice.Lines, bool) { l, ok := found(); return pg, l, ok }
}

// checkerFound is the 9×9 grid of boxes tinted in a checker (checker.Find) when a fifth
// of its cells hold digits.
func checkerFound(ctx context.Context, g, fine *image.Gray, toSrc func(outline.Point) image.Point) (picture, lattice.Lines, bool) {
	l, ok := checker.Find(ctx, g)
	if !ok {
		return picture{}, l, false
	}
	pg := latticeFound(g, fine, l, toSrc)
	return pg, l, 5*pg.digits() >= 81
}

// findByLines finds the grid in g by its outline, trying the picture as it is and, for
// light-on-dark pictures (dark themes), inverted; failing that, as an upright lattice of
// lines or cell edges (screenshots without box lines or with the grid running off the
// picture, tile games); last by its box lines alone. toSrc maps g to the picture.
//
// Each size by its outline (byOutline), then by its lattice (byLattice), before the next
// size: a 9×9 grid's lattice wins over a smaller grid's outline somewhere else in the
// picture. With the size unknown, the lattice search after the 9×9 outlines takes any size
// (a whole lattice before a window of a larger one). Then, in turn: the box lines alone
// (boxLinesFound), the outlines of dark ink only (darkOutlineFound), an outline cut 9×9
// whose symbols sit in their cells' middles (centredOutlineFound).
func findByLines(ctx context.Context, g, fine *image.Gray, n int, toSrc func(outline.Point) image.Point) (picture, error) {
	s := &lineSearch{ctx: ctx, g: g, fine: fine, n: n, toSrc: toSrc, outlines: outline.NewSearches(g, raster.Mean(g) < 110), tries: []int{n}}
	if n == 0 {
		s.tries = sizes
	}
	for _, k := range s.tries {
		if pg, ok, err := s.bySize(k); ok || err != nil {
			return pg, err
		}
	}
	if pg, ok := boxLinesFound(ctx, g, fine, s.tries, toSrc); ok {
		return pg, nil
	}
	if pg, ok := darkOutlineFound(ctx, s.outlines, g, fine, s.tries, toSrc); ok {
		return pg, nil
	}
	return centredOutlineFound(ctx, s.outlines, g, fine, n, toSrc)
}

// lineSearch is findByLines' search of g (fine: its finer grey; toSrc maps it to the
// picture) for a grid of n×n cells (0: any size), size by size (tries), in the outline
// searches of the picture as it is and inverted (outlines), and what they found so far
// that a later size may take.
type lineSearch struct {
	ctx      context.Context
	g, fine  *image.Gray
	n        int
	toSrc    func(outline.Point) image.Point
	tries    []int
	outlines *outline.Searches
	boxed    *boxedFind // an outline showing only its boxes' lines
	crossed9 *boxedFind // a 9×9 outline whose cells' lines seemed to cross
}

// bySize is the grid of k×k cells: by its outline (byOutline; with the size unknown, a
// smaller grid's carries the 9×9 grid as its other, nine), else by its lattice
// (byLattice: asked at each size told, and once, at 9, for every size when it is not),
// else by an outline showing only its boxes' lines kept at an earlier size. ok false when
// there is none; an error when ctx has ended.
func (s *lineSearch) bySize(k int) (_ picture, ok bool, _ error) {
	if pg, ok, err := s.byOutline(k); ok || err != nil {
		if err == nil && s.n == 0 && k < 9 && pg.others == nil {
			pg.others = s.nine
		}
		return pg, true, err
	}
	if err := s.ctx.Err(); err != nil {
		return picture{}, false, fmt.Errorf("scan: %w", err)
	}
	if s.n != 0 || k == 9 { // the size unknown, the lattice search at 9 took every size
		if pg, ok := s.byLattice(k); ok {
			return pg, true, nil
		}
	}
	if s.boxed != nil {
		if pg, ok := boxedPicture(s.boxed.f, k, s.g, s.fine, s.boxed.inv, s.toSrc); ok {
			return pg, true, nil
		}
		s.boxed = nil
	}
	return picture{}, false, nil
}

// nine is the 9×9 grid findByLines finds when told the size: with the size unknown, a
// smaller grid's other (KSudoku's glass theme halved to its board, 301×300, showed a 4×4
// outline whose reading had no solution; read 9×9 it is exact, issue 23).
func (s *lineSearch) nine() []picture {
	if pg, err := findByLines(s.ctx, s.g, s.fine, 9, s.toSrc); err == nil {
		return []picture{pg}
	}
	return nil
}

// byOutline is the grid of k×k cells found by its outline (outlined), the picture as it
// is and inverted in their order; ok false when none is. An outline showing only its boxes'
// lines is kept for later (s.boxed), as is a 9×9 one whose cells' lines cross (s.crossed9).
func (s *lineSearch) byOutline(k int) (_ picture, ok bool, _ error) {
	for _, inv := range s.outlines.Order {
		if err := s.ctx.Err(); err != nil {
			return picture{}, false, fmt.Errorf("scan: %w", err)
		}
		srch := s.outlines.Of(s.ctx, inv)
		f, ok := srch.Find(s.ctx, k)
		through := ok && shown.LinesThroughCells(f.Bin, k, cellPx)
		if through && k == 9 && s.crossed9 == nil {
			s.crossed9 = &boxedFind{f, inv}
		}
		if !ok || through {
			continue
		}
		if f.Boxes {
			if s.boxed == nil {
				s.boxed = &boxedFind{f, inv}
			}
			continue
		}
		return s.outlined(srch, f, k, inv), true, nil
	}
	return picture{}, false, nil
}

// outlined is the grid of outline f of k×k cells, found by srch (inverted when inv).
func (s *lineSearch) outlined(srch *outline.Search, f outline.Found, k int, inv bool) picture {
	g, fine, toSrc := s.g, s.fine, s.toSrc
	// An outline whose opposite sides are not parallel took in something beside the
	// grid at a corner (a timer above a row of tiles): a screenshot's upright lattice
	// there, if any, is the grid.
	if f.Outline.Skewed() && flat(f.Warped, k) {
		if l, ok := lattice.Find(s.ctx, g, fine, k); ok && f.Outline.Holds(l) {
			return latticeFound(g, fine, lattice.Finer(s.ctx, g, fine, k, l), toSrc)
		}
	}
	// A smaller grid's outline round a 9×9 one's whose lines show is a 9×9 board whose
	// dark tiles crossed its cells (KSudoku's Abstraction theme).
	if k < 9 && s.crossed9 != nil && f.Outline.Near(s.crossed9.f.Outline, 9) {
		return outlinePicture(s.crossed9.f, 9, g, fine, s.crossed9.inv, toSrc)
	}
	pg := outlinePicture(f, k, g, fine, inv, toSrc)
	if s.n == 0 && k < 9 { // cut 9×9, symbols more centred: a 9×9 board's dark tiles hid its lines (Abstraction halved)
		if f9, _ := outline.Try(s.ctx, srch.Gray(), f.Outline, 9); f9.Warped != nil { // none once ctx has ended
			p9 := outlinePicture(f9, 9, g, fine, inv, toSrc)
			c9, s9 := p9.centred()
			if _, sk := pg.centred(); c9 >= 81/5 && s9 > sk {
				return p9
			}
		}
	}
	return pg
}

// byLattice is the grid found by its lattice of lines (of s.n cells, or any size), tried
// after the outlines of k×k cells; ok false when there is none. A smaller lattice yields
// to those outlines' boxes (smallerLattice), a window to the larger grid around it
// (aroundWindow); else the lattice is a sheet's block (sheetFound).
func (s *lineSearch) byLattice(k int) (picture, bool) {
	l, ok := lattice.Find(s.ctx, s.g, s.fine, s.n)
	if !ok {
		return picture{}, false
	}
	closed := l.Closed()
	if l.N < k {
		if pg, ok := s.smallerLattice(k, l); ok {
			return pg, true
		}
	}
	l = lattice.Finer(s.ctx, s.g, s.fine, s.n, l)
	pg, ok := aroundWindow(s.ctx, s.outlines, s.g, s.fine, l, closed, s.n, s.toSrc)
	if !ok {
		pg = sheetFound(s.ctx, s.g, s.fine, l, closed, s.toSrc)
	}
	if pg.unsized = s.n == 0; !pg.unsized || pg.n >= 9 {
		return pg, true
	}
	// Under 9×9 (size unknown), it is the last other of a 9×9 found when asked (nine) round its
	// middle with a puzzle's share of digits: a GNOME board's closed 4×4 of digit strokes, issue 23.
	for _, p9 := range s.nine() {
		if outline.CentreIn(pg.outline, p9.outline) && 5*p9.digits() >= 81 {
			p9.othersAround(nil, func() []picture { return []picture{pg} })
			return p9, true
		}
	}
	return pg, true
}

// smallerLattice is the grid of k×k cells a lattice l of fewer cells does not outrank (of
// a few faint lines, some off the picture): an outline of k×k cells showing its box lines,
// or, the size unknown, l's cells as boxes of a k×k grid.
func (s *lineSearch) smallerLattice(k int, l lattice.Lines) (picture, bool) {
	if s.boxed != nil {
		if pg, ok := boxedPicture(s.boxed.f, k, s.g, s.fine, s.boxed.inv, s.toSrc); ok {
			return pg, true
		}
	}
	if s.n == 0 {
		return boxesOfLattice(s.ctx, s.g, s.fine, l, k, s.toSrc)
	}
	return picture{}, false
}

// boxLinesFound is the grid (of k×k cells, k each of tries in turn) of which only the box lines show, running to the picture's
// sides: no outline, too few lines for a lattice. Tried after the lattices: four lines of
// a 16×16 grid's five are a 9×9's. The grids lattice.Boxes ranks after it holding a
// puzzle's share of digits too are its others, for Read to try when its puzzle is not
// unique: a sheet's default columns as wide as the block's boxes make box lines over
// them and the block's first box as good as the block's own (its wider pitch ranks them
// first: a halved Calc block, every cell bordered black, read six columns left, issue 23).
func boxLinesFound(ctx context.Context, g, fine *image.Gray, tries []int, toSrc func(outline.Point) image.Point) (picture, bool) {
	for _, k := range tries {
		ls := lattice.Boxes(ctx, g, k)
		for i, l := range ls {
			if pg := latticeFound(g, fine, l, toSrc); pg.digits() >= k*k/5 {
				pg.others = func() (pgs []picture) {
					for _, o := range append(ls[i+1:len(ls):len(ls)], lattice.OneOff(l, g.Rect.Dx(), g.Rect.Dy())...) {
						if op := latticeFound(g, fine, o, toSrc); op.digits() >= k*k/5 {
							pgs = append(pgs, op)
						}
					}
					return pgs
				}
				return pg, true
			}
		}
	}
	return picture{}, false
}

// darkOutlineFound is the grid (of k×k cells, k each of tries in turn) found by an
// outline of dark ink only, in the outline searches made so far: a spreadsheet's black
// box borders whose cells' lines are the sheet's own light grid, which joins the block to
// the whole sheet.
func darkOutlineFound(ctx context.Context, outlines *outline.Searches, g, fine *image.Gray, tries []int, toSrc func(outline.Point) image.Point) (picture, bool) {
	for _, k := range tries {
		for inv, srch := range outlines.MadeSoFar() {
			f, ok := srch.FindDark(ctx, k)
			if !ok || shown.LinesThroughCells(f.Bin, k, cellPx) {
				continue
			}
			if pg, ok := foundPicture(f, k, g, fine, inv, toSrc); ok {
				return pg, true
			}
		}
	}
	return picture{}, false
}

// centredOutlineFound is the grid of an outline (of outlines) cut 9×9 whose cells hold a
// puzzle's share of symbols, most in their middles (centredBoard): a board whose tiles
// hide its lines (KSudoku's Abstraction halved), a screen's. Asked when n is 9 or 0 (any
// size). ErrNoGrid when there is none.
func centredOutlineFound(ctx context.Context, outlines *outline.Searches, g, fine *image.Gray, n int, toSrc func(outline.Point) image.Point) (picture, error) {
	for i := 0; i < len(outlines.Order) && (n == 0 || n == 9); i++ {
		srch := outlines.Of(ctx, outlines.Order[i])
		for q := range srch.Quads {
			if ctx.Err() != nil {
				return picture{}, fmt.Errorf("scan: %w", ctx.Err())
			}
			if f := srch.Tried(ctx, q, 9); f.Warped != nil { // Find's tries, kept
				if pg := outlinePicture(f, 9, g, fine, outlines.Order[i], toSrc); pg.centredBoard() {
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
func dimFound(ctx context.Context, g, fine *image.Gray, n int, toSrc func(outline.Point) image.Point) (picture, lattice.Lines, bool) {
	l, ok := lattice.FindDim(ctx, g, fine, n)
	// The size unknown, a few cells of dim lines with a digit or two (a 4×4 window of a
	// 9×9 grid whose other lines the JPEG lost more of) are no grid: the 9×9 is asked for.
	if n == 0 && ok && l.N < 9 {
		l, ok = lattice.FindDim(ctx, g, fine, 9)
	}
	if !ok {
		return picture{}, l, false
	}
	pg := latticeFound(g, fine, lattice.Finer(ctx, g, fine, n, l), toSrc)
	// Cells half as wide as tall may be half cells (lattice.Doubled): every other line is
	// the grid when its cells hold a puzzle's share of symbols, more in their middles.
	if ds := lattice.Doubled(l, g.Rect.Dx(), g.Rect.Dy()); ds != nil {
		_, share := pg.centred()
		for _, d := range ds {
			dp := latticeFound(g, fine, lattice.Finer(ctx, g, fine, n, d), toSrc)
			if c, s := dp.centred(); 5*c >= d.N*d.N && s > share {
				pg, l, share = dp, d, s
			}
		}
	}
	pg.unsized = n == 0
	return pg, l, pg.digits() >= l.N*l.N/5
}

// fuller is pg, a grid found by its lattice with the size unknown, or, when under a fifth
// of its cells hold a symbol (no puzzle has so few givens) and of every window of its
// Others too, the grid of another size
// found with that size given that holds more: a sheet's empty cells make a window of
// complete lines wider than the block of a 16×16 puzzle whose tinted boxes hide its
// cells' lines (LibreOffice Calc, issue 23), found only when 16×16 is asked for.
func fuller(ctx context.Context, g, fine *image.Gray, pg picture, toSrc func(outline.Point) image.Point, chk checkerGrid) picture {
	best, other := pg.digits(), false
	if 5*best >= pg.n*pg.n {
		return pg
	}
	if pg.others != nil && pg.n == 9 {
		// A window a row or column off, which Read tries when this one's puzzle is
		// not unique, may hold the puzzle. (A 16×16 window's, one or two off, hold
		// as many digits as it does: a 9×9 block's every other line makes one.)
		for _, o := range pg.others() {
			if 5*o.digits() >= o.n*o.n {
				return pg
			}
		}
	}
	if pg.n == 9 { // a block of tinted boxes beside the sheet's empty cells (checkered)
		if cp, _, ok := chk(); ok {
			return cp
		}
	}
	for _, k := range sizes {
		if k == pg.n {
			continue
		}
		// pg, under a fifth full, is no puzzle: a 9×9 or 16×16 grid holding a fifth is
		// taken even when pg holds more (a 16×16 window of every other line of a sheet's
		// 9×9 block, columns half the sheet's, and the toolbars' lines: issue 23).
		if o, err := findByLines(ctx, g, fine, k, toSrc); err == nil {
			if d := o.digits(); (d > best || k >= 9 && !other) && 5*d >= k*k {
				pg, best, other = o, d, true
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
func panelFound(ctx context.Context, g, fine *image.Gray, n int, toSrc func(outline.Point) image.Point) (picture, bool) {
	tries := []int{n}
	if n == 0 {
		tries = sizes[:2]
	}
	best, bestShare := picture{}, 0.0
	for _, k := range tries {
		l, ok := lattice.Panel(ctx, g, k)
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
// windows one off it by its own pitch (lattice.OneOff: a tile board's lines at the tiles' two
// edges, the table's next line a gap's width off), then two off (TwoOff: a keypad's
// edge and the board's beside the tiles); a closed 9×9 window's others are those
// windows one and two off. An open 16×16 window's are the same but FindFaint's: a Calc block
// under the column letters whose first row is the sheet's short default one is ranked
// two rows down (the run of row lines through the letters takes their lower half for a
// row of digits above it, issue 23); its puzzle tells the block.
func sheetFound(ctx context.Context, g, fine *image.Gray, l lattice.Lines, closed bool, toSrc func(outline.Point) image.Point) picture {
	pg := latticeFound(g, fine, l, toSrc)
	if l.N != 9 && (l.N != 16 || closed) {
		return pg
	}
	pg.others = func() []picture {
		var pgs []picture
		tried := []lattice.Lines{l}
		add := func(ls ...lattice.Lines) {
			for _, o := range ls {
				if !slices.ContainsFunc(tried, func(t lattice.Lines) bool { return t.Same(o) }) {
					tried = append(tried, o)
					pgs = append(pgs, latticeFound(g, fine, o, toSrc))
				}
			}
		}
		if !closed {
			add(l.Others()...)
			if l.N == 9 {
				add(lattice.FindFaint(ctx, g, fine, 9)...)
			}
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
		pg.warped = f.Outline.Straighten(src, g, n*cellPx)
		pg.bin = raster.Binarize(pg.warped, cellPx/2, 8)
	}
	if raster.LightOnDark(pg.warped, n) {
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
	if l.Inside(g.Rect.Dx(), g.Rect.Dy()) {
		return picture{}, false // a whole small grid in the picture is one
	}
	for _, b := range lattice.Boxes(ctx, g, k) {
		if !b.BoxesOn(l) {
			continue
		}
		if pg := latticeFound(g, fine, b, toSrc); pg.digits() >= k*k/5 {
			return pg, true
		}
	}
	return picture{}, false
}

// outlineAround looks for a 16×16 grid by its outline, in the picture as it is and
// inverted (outlines), that holds lattice l's centre and whose cells
// are l's or twice theirs, across or down: eight cells of a 9×9 board cropped at its last
// line (GNOME Sudoku's, issue 23) have the outline of a 16×16 grid of half cells whose box
// lines are the board's lines; a small 16×16 window's marks make a lattice of half cells.
// Then by the outline of its dark ink (FindDark): a Calc 16×16 block's black box borders
// round tinted boxes, the white boxes' lines a 9×9 window inside it (issue 23).
func outlineAround(ctx context.Context, outlines *outline.Searches, g, fine *image.Gray, l lattice.Lines, toSrc func(outline.Point) image.Point) (picture, bool) {
	px, py := l.Pitches()
	pitches := [2]float64{px, py}
	for _, dark := range []bool{false, true} {
		for _, inv := range outlines.Order {
			s := outlines.Of(ctx, inv)
			f, ok := s.Find(ctx, 16)
			if dark {
				f, ok = s.FindDark(ctx, 16)
			}
			if !ok || shown.LinesThroughCells(f.Bin, 16, cellPx) {
				continue
			}
			side := f.Outline.Pitch(16)
			if f.Outline.Holds(l) && slices.ContainsFunc(pitches[:], func(p float64) bool { return side > 0.75*p && side < 1.33*p || side > 1.75*p && side < 2.3*p }) {
				if pg, ok := foundPicture(f, 16, g, fine, inv, toSrc); ok {
					return pg, true
				}
			}
		}
	}
	return picture{}, false
}

// outlineOver is the 16×16 grid of its outline (outlines) whose
// corners are within half a cell of lattice l's, or which holds l's centre with cells of
// l's larger pitch, when under four in five of l's symbols stand in their cells' middles
// and four in five of its own do: a halved JPEG's ringing over the top line was taken
// for it, and the lattice ran a few pixels off, its pitch wrong; a halved copy's
// letters' strokes made columns at half the cells' pitch (Solo's 16×16 as shared, issue
// 23).
func outlineOver(ctx context.Context, outlines *outline.Searches, g, fine *image.Gray, l lattice.Lines, toSrc func(outline.Point) image.Point) (picture, bool) {
	lp := latticeFound(g, fine, l, toSrc)
	if _, share := lp.centred(); share >= 0.8 {
		return picture{}, false
	}
	pitch := max(l.Pitches())
	for _, inv := range outlines.Order {
		f, ok := outlines.Of(ctx, inv).Find(ctx, 16)
		if !ok || shown.LinesThroughCells(f.Bin, 16, cellPx) {
			continue
		}
		side := f.Outline.Pitch(16)
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

// latticePicture straightens the grid of lattice l (found in g) from the finer picture
// fine, light on dark pictures inverted.
func latticePicture(fine, g *image.Gray, l lattice.Lines) picture {
	l = lattice.Refine(fine, g, l)
	n := l.N
	s := n * cellPx
	wp := outline.OfLattice(l).Straighten(fine, g, s)
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
