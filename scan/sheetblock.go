package scan

import (
	"context"
	"image"

	"github.com/sudokubot/sudokubot/scan/internal/lattice"
	"github.com/sudokubot/sudokubot/scan/internal/outline"
	"github.com/sudokubot/sudokubot/scan/internal/shown"
)

// aroundWindow is the grid a window l of lines (closed: bounded by lines on every side),
// found by lattice.Find in g for n×n cells (0: any size), is a part of, or a row or column
// off: a 16×16 grid's outline (outlines) round it or over it, another window of 16×16
// cells, a grid marked by its box lines (boxedBlock); ok false when l is the grid.
func aroundWindow(ctx context.Context, outlines *outline.Searches, g, fine *image.Gray, l lattice.Lines, closed bool, n int, toSrc func(outline.Point) image.Point) (picture, bool) {
	// A 9×9 (or smaller) window may be cells of a 16×16 grid whose cells' lines are too
	// faint for the lattice (halved JPEG), or hidden by tinted boxes (the window then
	// looks closed): a 16×16 outline around it is the grid.
	pg, ok := picture{}, false
	if n == 0 && l.N <= 9 {
		pg, ok = outlineAround(ctx, outlines, g, fine, l, toSrc)
	}
	// An open 16×16 window of a sheet's complete lines taken with the size unknown may be
	// a column and some rows off a block whose tinted boxes hide its own lines; asked for
	// 16×16 cells, Find ranks the windows of that size alone and may take the block: the
	// one holding more symbols is the grid.
	if n == 0 && l.N == 16 && !closed {
		if l16, found := lattice.Find(ctx, g, fine, 16); found && !l16.Same(l) {
			o := sheetFound(ctx, g, fine, lattice.Finer(ctx, g, fine, 16, l16), l16.Closed(), toSrc)
			if w := latticeFound(g, fine, l, toSrc); o.digits() > w.digits() {
				pg, ok = o, true
			}
		}
	}
	if !ok && n == 0 && l.N == 16 {
		pg, ok = outlineOver(ctx, outlines, g, fine, l, toSrc)
	}
	if !ok {
		pg, ok = boxedBlock(ctx, outlines, g, fine, l, closed, n == 0, toSrc)
	}
	return pg, ok
}

// boxedBlock looks, when lattice.Find took a window l of 9×9 or 16×16 cells (closed: as
// Find took it, before lattice.Finer) that no 16×16 outline holds, for a grid of as many
// cells marked by its box lines elsewhere or across it: by the box lines alone
// (lattice.Boxes, asked only when l is open: a sheet's heavy borders round the boxes, the
// cells' own lines hidden by the boxes' tints) or by the outline of its dark ink
// (FindDark of the outline searches made so far, in their order: the borders are
// black, the sheet's lines grey). The first with a fifth of its cells holding digits, and
// more of them than l's, or, outlined in dark ink, that takes in between a tenth and nine
// tenths of l, is the puzzle: l is then a window of a sheet's cells beside the block or
// across it, whose lines are all there (the block's are hidden by its tints), running on
// under the status bar or the toolbars, whose text and icons look like digits. A window of
// 16×16 cells (the size asked for: a sheet's empty cells beside a 16×16 block whose tinted
// boxes hide its own lines) is asked only for the outline of dark ink, and, the size
// unknown (unsized), for a 9×9 one too: the sheet's empty cells round a 9×9 block of
// black box borders and no cell lines of its own, its lines' JPEG ringing placed on
// them (lattice.ringingCopy), make a 16×16 window holding the block (Chromium 0x54000
// sheet-9-09). A grid of box lines taken carries the windows a row or column off it as
// its others (oneOffPictures). toSrc maps g to the picture.
func boxedBlock(ctx context.Context, outlines *outline.Searches, g, fine *image.Gray, l lattice.Lines, closed, unsized bool, toSrc func(outline.Point) image.Point) (picture, bool) {
	k := l.N
	if k != 9 && k != 16 {
		return picture{}, false
	}
	var open *picture
	lq := outline.OfLattice(l)
	better := func(pg picture, q outline.Quad, dark bool) bool {
		d := pg.digits()
		if d < pg.n*pg.n/5 {
			return false
		}
		o := outline.Overlap(q, lq)
		if dark && o > 0.1 && o < 0.9 {
			return true // l is the grid's rows or columns and some of the sheet's
		}
		if open == nil {
			o := latticeFound(g, fine, l, toSrc)
			open = &o
		}
		if dark && pg.n < k {
			// A 9×9 block inside the 16×16 window: its digits are the window's but for
			// what the black borders' ink made in the cells beside them.
			return o >= 0.9 && 5*d >= 4*open.digits()
		}
		return d > open.digits()
	}
	var boxes []lattice.Lines
	if !closed && k == 9 { // a closed window's lines are the block's (the search is slow)
		boxes = lattice.Boxes(ctx, g, k)
	}
	most, mostDigits, same := picture{}, -1, false
	var mostLines lattice.Lines
	for _, b := range boxes {
		if same = b.Same(l); same {
			break
		}
		// Box lines made up past the picture's border beside a window inside it, of its
		// cells, take in what lies at the border as cells: a sheet's row numbers, read as
		// digits (Calc's block of narrow columns at A, every cell's border black: issue
		// 23). Of other cells, they are a block at the pane's edge beside a window of the
		// sheet's empty cells.
		if l.Inside(g.Rect.Dx(), g.Rect.Dy()) && !b.Inside(g.Rect.Dx(), g.Rect.Dy()) && l.SameSize(b) {
			continue
		}
		// Of the grids better than l, the one holding the most digits: where every cell of
		// a block is bordered black, any fourth line of its cells' with the sheet's grey
		// line beyond makes box lines a box off the block (its digits in seven columns of
		// nine: issue 23).
		if pg := latticeFound(g, fine, b, toSrc); better(pg, outline.OfLattice(b), false) {
			if d := pg.digits(); d > mostDigits {
				most, mostDigits, mostLines = pg, d, b
			}
		}
	}
	if mostDigits >= 0 {
		most.others = oneOffPictures(g, fine, mostLines, toSrc)
		return most, true
	}
	if same {
		return picture{}, false // the window is the box lines' grid
	}
	darks := []int{k}
	if k == 16 && unsized && !closed {
		darks = append(darks, 9)
	}
	for _, dk := range darks {
		for inv, s := range outlines.MadeSoFar() {
			f, ok := s.FindDark(ctx, dk)
			// l is upright (a screenshot's lattice): an outline whose sides are not
			// parallel took in something at a corner (a sheet's row numbers beside the
			// block).
			if !ok || shown.LinesThroughCells(f.Bin, dk, cellPx) || f.Outline.Of(l) || f.Outline.Skewed() {
				continue
			}
			if pg, ok := foundPicture(f, dk, g, fine, inv, toSrc); ok && better(pg, f.Outline, true) {
				return pg, true
			}
		}
	}
	return picture{}, false
}

// oneOffPictures makes the pictures of the windows a row or a column off box lines b
// (lattice.OneOff), for Read to try when b's puzzle is not unique or not sound. Where
// every cell of a block is bordered black, any three rows' lines are box lines as good
// as the block's: a block whose top line is hidden under the formula bar takes the bar's
// top edge for its first box line, a row up (its last row left out, its box rows
// shuffled; a halved Calc block, issue 23), and only the puzzle tells the block.
func oneOffPictures(g, fine *image.Gray, b lattice.Lines, toSrc func(outline.Point) image.Point) func() []picture {
	return func() (pgs []picture) {
		for _, o := range lattice.OneOff(b, g.Rect.Dx(), g.Rect.Dy()) {
			pgs = append(pgs, latticeFound(g, fine, o, toSrc))
		}
		return pgs
	}
}
