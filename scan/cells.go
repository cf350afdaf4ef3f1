package scan

import (
	"cmp"
	"image"
	"math"
	"sort"

	"github.com/sudokubot/sudokubot/scan/internal/cellink"
	"github.com/sudokubot/sudokubot/scan/internal/outline"
	"github.com/sudokubot/sudokubot/scan/internal/raster"
	"github.com/sudokubot/sudokubot/scan/internal/shown"
)

// PatchSide is the side of the square patch a digit is scaled into; a patch's features are
// PatchSide² ink levels in [0,1] followed by the digit's aspect ratio and its height as a share
// of the cell.
const (
	PatchSide = 20
	Features  = PatchSide*PatchSide + 2
)

// digitBox is the ink of one cell's candidate digit, in warped-grid pixels.
type digitBox struct {
	minX, minY, maxX, maxY int
	ok                     bool
	cellH                  int     // height of the cell, in pixels
	pieceH                 int     // height of its tallest piece of ink (a stack of pencil marks: one mark's)
	xScale                 float64 // the cell's xScale: the digit is this much wider in the picture
	// pair is set when the box joined two pieces of ink side by side, each about as tall as
	// the box: a two-digit number of a 16×16 grid.
	pair bool
	// company counts the pieces of ink in the cell apart from the box, three fifths of its
	// tallest piece's height or taller: other pencil marks in a cell of marks.
	company int
	// beside counts them from two fifths of that height: marks beside a column of marks
	// joined into one piece taller than the symbols.
	beside int
	// pieces counts the pieces of ink joined into the box (a broken stroke's, a number's
	// two digits, marks stacked in rows).
	pieces int
	// loose, when tighten cut the cell's ink, is the box before the cut: a thin digit
	// blurred by JPEG (a serif 1's foot and flag) may keep only its stem after it.
	loose *digitBox
}

// A cell is one cell of the warped grid between its lines, in warped-grid pixels: x0 and y0
// on its left and top lines, x1 and y1 on its right and bottom ones. aspect is the cell's
// width over its height in the picture (a spreadsheet's cells are often wider than tall;
// the warp made them square); 0 means 1.
type cell struct {
	x0, y0, x1, y1 int
	aspect         float64
	// thin is set when the cell's lines are known to lie on its sides (a screenshot's
	// lattice, a halved sheet's small block: paleCells): only a thin margin is skipped, so
	// a number set against a side keeps its ink.
	thin bool
	// bare is set for a small block's cell cut off its box lines (cellink.OffLines, in
	// cut): a pixel's margin is skipped, and its ink is marked against its rows' and
	// columns' fills (readCells).
	bare bool
	// off is the sides of a bare cell cut off its box lines (cellink.OffLines moved):
	// the ink along them is its digit's (cellink.DropLines keeps it).
	off cellink.Side
	// fillH, when set, is the height of the cell's own fill: a tile's height without the
	// gap around it. A digit's height is measured against it.
	fillH int
	// barH, when set, is the height over which a thin upright bar in the outer quarter of
	// the cell is a tile's side or shadow, not a symbol (sideBars).
	barH int
}

// rect is the box as a rectangle.
func (b digitBox) rect() image.Rectangle { return image.Rect(b.minX, b.minY, b.maxX+1, b.maxY+1) }

// width and height are the box's size in pixels.
func (b digitBox) width() int  { return b.maxX - b.minX + 1 }
func (b digitBox) height() int { return b.maxY - b.minY + 1 }

// looseH is the height less one of the box before tighten's cut (b.loose), 0 if none.
func (b digitBox) looseH() int {
	if b.loose == nil {
		return 0
	}
	return b.loose.maxY - b.loose.minY
}

// rect is c's rectangle in the warp.
func (c cell) rect() image.Rectangle { return image.Rect(c.x0, c.y0, c.x1, c.y1) }

// inner is c without a sixth of it along each side: its lines left out.
func (c cell) inner() image.Rectangle { return cellink.Inner(c.rect()) }

// xScale is how much wider than in the warp things are in the picture.
func (c cell) xScale() float64 { return cmp.Or(c.aspect, 1) }

// cellDigit finds the digit in cell c of the ink image bin (side s): the largest blob of ink
// near the cell's centre that is tall enough to be a digit (pencil marks and specks are
// smaller), with any other blob that overlaps its columns (a broken stroke). ok is false for
// a blank cell.
// On grids over 9×9 a symbol may be a two-digit number: pieces side by side join too.
func cellDigit(bin []uint8, s int, c cell, n int) digitBox {
	b := findDigit(bin, s, c, 3, 3, n > 9, 0)
	if n > 9 && b.ok && !b.pair { // a number's other digit printed faint (cellink.Widens)
		if f := faintDigit(bin, s, c, n); f.ok && cellink.Widens(f.rect(), b.rect()) {
			return f
		}
	}
	return b
}

// marginShare is the share of a cell's side skipped along each border (the grid lines):
// less on grids over 9×9, whose two-digit numbers nearly fill the cell.
func marginShare(wide bool) int {
	if wide {
		return 12
	}
	return 8
}

// margins are the columns and rows findDigit skips along each of cl's sides: its grid
// lines, as thick across as down in the picture (marginShare of its side; half that for a
// thin cell). A wide cell's line, squeezed by the warp, is a pixel across: a number set
// right against it (a sheet's) keeps its last column of ink.
func (cl cell) margins(wide bool) (mx, my int) {
	k := marginShare(wide)
	if cl.thin {
		k = 2 * k
	}
	minX := 2
	if cl.xScale() > 1.5 {
		minX = 1
	}
	minY := 2
	if cl.bare { // its lines already cut off
		minX, minY = 1, 1
	}
	return max(int(float64(cl.x1-cl.x0)/float64(k)/cl.xScale()), minX), max((cl.y1-cl.y0)/k, minY)
}

// faintDigit is cellDigit made lenient for faint print: single pixels count and pieces up to
// a sixth of the cell apart are joined. [Read] asks it only about cells cellDigit found
// blank, to give the repair a second choice there.
func faintDigit(bin []uint8, s int, c cell, n int) digitBox {
	return findDigit(bin, s, c, 1, max(3, (c.y1-c.y0)/6), n > 9, 0)
}

// findDigit is cellDigit's and faintDigit's search: blobs of minInk pixels or more, pieces
// up to gap apart joined; the digit at least minH of the cell's height (0: 30%, 19% on
// grids over 9×9).
func findDigit(bin []uint8, s int, cl cell, minInk, gap int, wide bool, minH float64) digitBox {
	cw, ch := cl.x1-cl.x0, cl.y1-cl.y0
	mx, my := cl.margins(wide)
	x0, y0 := cl.x0+mx, cl.y0+my
	w, h := cw-2*mx, ch-2*my
	if cl.off&cellink.Left != 0 { // cut off its line: no margin (a digit set against it)
		x0, w = cl.x0, w+mx
	}
	if cl.off&cellink.Top != 0 {
		y0, h = cl.y0, h+my
	}
	w, h = w+mx*raster.Bit(cl.off&cellink.Right != 0), h+my*raster.Bit(cl.off&cellink.Bottom != 0)
	if w < 4 || h < 4 {
		return digitBox{}
	}
	sub := make([]uint8, w*h)
	for y := range h {
		copy(sub[y*w:(y+1)*w], bin[(y0+y)*s+x0:(y0+y)*s+x0+w])
	}
	cellink.DropLines(sub, w, h, cl.xScale() < 1.3, cl.off)
	labels, comps := raster.Label(sub, w, h)
	cx0, cy0 := float64(w-1)/2, float64(h-1)/2
	// Blobs whose centre is near the cell's centre; the largest seeds the digit and nearby
	// ones join it (a digit printed thinly breaks into pieces).
	sides := cellink.FrameSides(labels, comps, w, h)
	if (cl.thin || cl.fillH > 0) && cl.xScale() < 1.3 {
		cellink.TileSides(labels, comps, w, h, sides)
	}
	square := wide && cl.thin && cl.xScale() < 1.3 // a 16×16 screenshot's square cell (cellink.TileCorner)
	var central []*raster.Component
	for k := range comps {
		cp := &comps[k]
		if cp.N < minInk || cp.W() > w-1 && cp.H() > h-1 || cellink.Ring(labels, w, cp, w, h) || sides[k] || cellink.ShadowBar(cp, cl.barH, w) || cellink.TileArc(cp, cl.barH) || square && (cellink.TileCorner(labels, w, h, cp.ID, rectOf(cp)) || cellink.TileRim(labels, w, cp.ID, rectOf(cp)) || cellink.Hoop(labels, w, h, cp.ID, rectOf(cp)) || cellink.RimQuarter(labels, w, h, cp.ID, rectOf(cp))) {
			continue
		}
		cx := float64(cp.MinX+cp.MaxX) / 2
		cy := float64(cp.MinY+cp.MaxY) / 2
		// Across, a digit may sit off the centre (spreadsheets align numbers right).
		if math.Abs(cx-cx0) > 0.46*float64(cw) || math.Abs(cy-cy0) > 0.27*float64(ch) {
			continue
		}
		central = append(central, cp)
	}
	if len(central) == 0 {
		return digitBox{}
	}
	sort.Slice(central, func(a, b int) bool { return central[a].N > central[b].N })
	var stacks []image.Rectangle // a piece counts as tall as the pieces stacked with it (wide only)
	if wide {
		boxes := make([]image.Rectangle, len(central))
		for k, cp := range central {
			boxes[k] = image.Rect(cp.MinX, cp.MinY, cp.MaxX+1, cp.MaxY+1)
		}
		stacks = cellink.Stacks(boxes, gap)
	}
	b := *central[0]
	pieceH := b.H()
	pair := false
	used := make([]bool, len(central))
	used[0] = true
	pieces := 1
	for grew := true; grew; {
		grew = false
		for k, cp := range central {
			if used[k] {
				continue
			}
			stacked := cp.MaxX >= b.MinX-2 && cp.MinX <= b.MaxX+2 && cp.MaxY >= b.MinY-gap && cp.MinY <= b.MaxY+gap
			// The second digit of a number: beside the first, about as tall (cellink.Apart);
			// a digit broken into pieces one over the other is as tall as its stack.
			pr := rectOf(cp)
			if wide && cellink.StackHeight(stacks[k], cp.H(), b.MinY, b.MaxY) > cp.H() {
				pr = stacks[k]
			}
			apart := cellink.Apart(pr, rectOf(&b), cw)
			beside := wide && cellink.StackHeight(stacks[k], cp.H(), b.MinY, b.MaxY)*2 >= b.H() && cp.MaxY >= b.MinY && cp.MinY <= b.MaxY &&
				cp.MinX <= b.MaxX+apart && cp.MaxX >= b.MinX-apart
			if !stacked && !beside || square && cellink.FrameCorner(cp.N, w, rectOf(cp)) {
				continue
			}
			used[k], grew = true, true
			pieces++
			if beside && (cp.MinX > central[0].MaxX || cp.MaxX < central[0].MinX) && 4*cp.H() >= 3*b.H() && 4*central[0].H() >= 3*b.H() {
				pair = true
			}
			pieceH = max(pieceH, cp.H())
			b.MinX, b.MaxX = min(b.MinX, cp.MinX), max(b.MaxX, cp.MaxX)
			b.MinY, b.MaxY = min(b.MinY, cp.MinY), max(b.MaxY, cp.MaxY)
		}
	}
	// Pencil marks are under a fifth of a 9×9 cell. A 16×16 grid's two-digit numbers are
	// set smaller (two share the cell's width): from 19% of its height (a small font at
	// pixel ratio 1 draws them 6 pixels tall in a 28-pixel tile); marks tells the grid's
	// pencil marks against its own symbols.
	if minH <= 0 {
		minH = 0.3
		if wide {
			minH = 0.19
		}
	}
	if cl.fillH > 0 {
		ch = min(ch, cl.fillH)
	}
	if float64(b.H()) < minH*float64(ch) {
		return digitBox{}
	}
	pair = pair && 10*pieceH >= 9*b.H() // not a stack of marks in rows
	company, beside := 0, 0
	for k := range comps {
		cp := &comps[k]
		if cp.N >= minInk && !sides[k] && !cellink.EdgeSliver(rectOf(cp), w) && !(square && (cellink.TileCorner(labels, w, h, cp.ID, rectOf(cp)) || cellink.RimQuarter(labels, w, h, cp.ID, rectOf(cp)))) && 5*cp.H() >= 2*pieceH && (cp.MaxX < b.MinX || cp.MinX > b.MaxX || cp.MaxY < b.MinY || cp.MinY > b.MaxY) {
			beside++
			if 5*cp.H() >= 3*pieceH {
				company++
			}
		}
	}
	return digitBox{minX: x0 + b.MinX, minY: y0 + b.MinY, maxX: x0 + b.MaxX, maxY: y0 + b.MaxY, ok: true, cellH: ch, pieceH: pieceH, xScale: cl.xScale(), pair: pair, company: company, beside: beside, pieces: pieces}
}

// rectOf is cp's box.
func rectOf(cp *raster.Component) image.Rectangle {
	return image.Rect(cp.MinX, cp.MinY, cp.MaxX+1, cp.MaxY+1)
}

// gridLines is where the n+1 lines of each direction really are in the warped grid
// (shown.GridLines).
func gridLines(wp *image.Gray, n int, screen, light bool) (rows, cols []int) {
	return shown.GridLines(wp, n, cellPx, screen, light)
}

// features scales the digit in box from the warped grey picture into a PatchSide² patch
// (height filling 16 pixels, aspect kept, centred) and appends the shape features.
func features(wp *image.Gray, b digitBox, out []float32) {
	clear(out)
	w, h := b.width(), b.height()
	// Ink levels: the lightest and darkest pixels around the digit.
	lo, hi := 255, 0
	for y := max(b.minY-1, 0); y <= min(b.maxY+1, wp.Rect.Dy()-1); y++ {
		for x := max(b.minX-1, 0); x <= min(b.maxX+1, wp.Rect.Dx()-1); x++ {
			v := int(wp.Pix[y*wp.Stride+x])
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	span := float64(max(hi-lo, 24))
	const fill = 16.0
	xs := cmp.Or(b.xScale, 1)
	// The patch keeps the digit's shape in the picture: xs stretches the warp's width back.
	sc := fill / float64(h)
	if float64(w)*xs*sc > fill {
		sc = fill / (float64(w) * xs)
	}
	pw, ph := float64(w)*xs*sc, float64(h)*sc
	ox, oy := (PatchSide-pw)/2, (PatchSide-ph)/2
	ww, wh := wp.Rect.Dx(), wp.Rect.Dy()
	for py := range PatchSide {
		for px := range PatchSide {
			// Centre of this patch pixel in warped coordinates.
			fx := (float64(px)+0.5-ox)/(sc*xs) + float64(b.minX) - 0.5
			fy := (float64(py)+0.5-oy)/sc + float64(b.minY) - 0.5
			if fx < float64(b.minX)-1 || fx > float64(b.maxX)+1 || fy < float64(b.minY)-1 || fy > float64(b.maxY)+1 {
				continue
			}
			v := raster.Bilinear(wp, ww, wh, fx, fy)
			ink := (float64(hi) - v) / span
			out[py*PatchSide+px] = float32(math.Max(0, math.Min(1, ink)))
		}
	}
	out[PatchSide*PatchSide] = float32(float64(w) * xs / float64(h))
	out[PatchSide*PatchSide+1] = float32(float64(h) / float64(b.cellH))
}

func abs(v int) int { return max(v, -v) }

// cellMedian is the median grey of a cell's inside.
func cellMedian(g *image.Gray, c cell) float64 { return raster.MedianIn(g, c.inner()) }

// cellPx is the side of one cell in the straightened grid.
const cellPx = outline.CellPx
