package render

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"strconv"

	"github.com/fogleman/gg"
	"golang.org/x/image/font"
)

// Cell sizes of a nonogram picture, in pixels (the inside of a cell).
const (
	nonogramMaxAutoCell = 40  // a 10×10 and smaller
	nonogramMaxCell     = 100 // largest Options.CellSize honoured
	nonogramClueCell    = 12  // smallest cell with clues: 8 px digits
	nonogramMinCell     = 2
)

// nonogramPalette adds a nonogram's colours to the theme's.
type nonogramPalette struct {
	*palette
	black    color.RGBA // a black cell
	cross    color.RGBA // the dot or × of a white cell
	done     color.RGBA // a clue number whose block is in place
	newBlack color.RGBA // a cell the hint proves black
	newWhite swatch     // a cell the hint proves white: tint and ×
	entry    swatch     // a clue entry the hint names
}

var (
	lightNonogram = nonogramPalette{palette: &lightPalette,
		black:    rgb(0x1e1f22),
		cross:    rgb(0x80848e),
		done:     rgb(0xb4b8bf),
		newBlack: rgb(0x2f9e44),
		newWhite: swatch{fill: rgb(0xffe3e3), ink: rgb(0xe03131)},
		entry:    swatch{fill: rgb(0xffe066), ink: rgb(0x3d2e00)},
	}
	darkNonogram = nonogramPalette{palette: &darkPalette,
		black:    rgb(0xd0d3d8),
		cross:    rgb(0x80848e),
		done:     rgb(0x6d717a),
		newBlack: rgb(0x40c057),
		newWhite: swatch{fill: rgb(0x4d2426), ink: rgb(0xff6b6b)},
		entry:    swatch{fill: rgb(0xfcc419), ink: rgb(0x2b2100)},
	}
)

func (t Theme) nonogramColours() *nonogramPalette {
	if t == Dark {
		return &darkNonogram
	}
	return &lightNonogram
}

// nonogramGeometry is where everything of a nonogram picture goes, in whole pixels.
type nonogramGeometry struct {
	w, h        int
	s           int   // inside of a cell
	thin, thick int   // line widths; thick every five cells and around the board
	xs, ys      []int // left (top) pixel of each column's (row's) inside
	frame       image.Rectangle

	clues     bool    // clues are drawn
	cluePx    int     // clue digits
	digitW    float64 // advance of one clue digit (bold)
	clueGap   int     // between the numbers of a row clue
	clueLineH int     // between the numbers of a column clue
	sep       int     // between the clues (or labels) and the board
	rowClueW  int     // the row clues' column, left of the board
	colClueH  int     // the column clues' band, above the board

	labelPx, labelEvery int // line numbers (Options.Labels): size, and 1 or 5
	labelW, labelH      int

	title         string
	titlePx       int
	titleH        int
	pad           int
	width, height int
}

// newNonogramGeometry picks the cell size: Options.CellSize, or the largest cell (at most
// nonogramMaxAutoCell) whose picture keeps within nonogramTarget. Either is then shrunk
// until the picture fits maxImageSide, leaving the clues out when they would be illegible.
func newNonogramGeometry(b *NonogramBoard, opt Options) *nonogramGeometry {
	s, limit := opt.CellSize, maxImageSide
	if s <= 0 {
		s, limit = nonogramMaxAutoCell, min(limit, nonogramTarget(max(b.Width, b.Height)))
	}
	s = min(max(s, nonogramMinCell), nonogramMaxCell)
	var last *nonogramGeometry
	for c := s; c >= nonogramClueCell; c-- {
		last = layoutNonogram(b, opt, c, true)
		if last.side() <= limit {
			return last
		}
	}
	if last != nil && last.side() <= maxImageSide {
		return last // over the target, but the clues stay legible
	}
	for c := min(s, nonogramClueCell); ; c-- {
		if g := layoutNonogram(b, opt, c, false); g.side() <= maxImageSide || c <= nonogramMinCell {
			return g
		}
	}
}

// nonogramTarget is the longer side of an automatic picture of an n×n board: about 570 px
// for a 10×10, 910 px for a 30×30.
func nonogramTarget(n int) int { return 400 + 17*n }

// side returns the picture's longer side.
func (g *nonogramGeometry) side() int { return max(g.width, g.height) }

// layoutNonogram places a board of s-pixel cells, with or without its clues.
func layoutNonogram(b *NonogramBoard, opt Options, s int, clues bool) *nonogramGeometry {
	g := &nonogramGeometry{w: b.Width, h: b.Height, s: s, clues: clues}
	switch {
	case s < 5:
		g.thin, g.thick = 0, 1
	case s < 8:
		g.thin, g.thick = 1, 1
	case s < 24:
		g.thin, g.thick = 1, 2
	default:
		g.thin, g.thick = 1, 3
	}
	g.pad = min(max(s/2, 8), 20)
	if clues {
		g.cluePx = min(max(int(math.Round(float64(s)*0.6)), 8), 22)
		g.digitW = float64(font.MeasureString(newFace(bold, float64(g.cluePx)), "0")) / 64
		g.clueGap = max(3, int(math.Round(float64(g.cluePx)*0.5)))
		g.clueLineH = max(s*3/4, int(math.Round(float64(g.cluePx)*1.3)))
		g.sep = max(4, g.cluePx/2)
		most := 0
		for _, clue := range b.Rows {
			most = max(most, int(math.Ceil(g.rowClueWidth(clueEntries(clue)))))
		}
		g.rowClueW = most
		most = 0
		for _, clue := range b.Cols {
			most = max(most, max(len(clue), 1))
		}
		g.colClueH = most * g.clueLineH
	}
	if opt.Labels {
		g.labelPx = min(max(int(math.Round(float64(s)*0.45)), 8), 16)
		widest := strconv.Itoa(max(b.Width, b.Height))
		iw, ih := maskFor(medium, g.labelPx, widest).size()
		g.labelEvery = 1
		if iw > s-2 || ih > s-2 {
			g.labelEvery = 5
		}
		g.sep = max(g.sep, 4)
		g.labelW = g.sep + iw
		g.labelH = g.sep + ih
	}

	gridW := b.Width*s + g.linesWidth(b.Width)
	gridH := b.Height*s + g.linesWidth(b.Height)
	contentW := gridW + g.labelW
	if clues {
		contentW += g.rowClueW + g.sep
	}
	g.title = opt.Title
	if !clues {
		switch {
		case g.title == "":
			g.title = "Clues left out: too many to draw legibly at this size"
		default:
			g.title += " · clues left out"
		}
	}
	if g.title != "" {
		g.titlePx = min(max(contentW/26, 15), 30)
		g.titleH = g.titlePx * 8 / 5
	}
	x0, y0 := g.pad, g.pad+g.titleH
	if clues {
		x0 += g.rowClueW + g.sep
		y0 += g.colClueH + g.sep
	}
	g.frame = image.Rect(x0, y0, x0+gridW, y0+gridH)
	g.width = g.frame.Max.X + g.labelW + g.pad
	g.height = g.frame.Max.Y + g.labelH + g.pad
	g.xs = g.insides(x0, b.Width)
	g.ys = g.insides(y0, b.Height)
	return g
}

// rowClueWidth is the width of a row clue's numbers laid side by side.
func (g *nonogramGeometry) rowClueWidth(entries []string) float64 {
	w := float64(g.clueGap * (len(entries) - 1))
	for _, e := range entries {
		w += float64(len(e)) * g.digitW
	}
	return w
}

// isThick reports whether the grid line before column (or row) i of n is a thick one: every
// five cells, and the frame.
func (g *nonogramGeometry) isThick(i, n int) bool { return i%5 == 0 || i == n }

// lineWidth is the width of the grid line before column (or row) i of n.
func (g *nonogramGeometry) lineWidth(i, n int) int {
	if g.isThick(i, n) {
		return g.thick
	}
	return g.thin
}

func (g *nonogramGeometry) linesWidth(n int) int {
	w := 0
	for i := 0; i <= n; i++ {
		w += g.lineWidth(i, n)
	}
	return w
}

func (g *nonogramGeometry) insides(start, n int) []int {
	return cellStarts(start, n, g.s, func(i int) int { return g.lineWidth(i, n) })
}

// cell returns the inside of the cell at row r, column c.
func (g *nonogramGeometry) cell(r, c int) image.Rectangle {
	return image.Rect(g.xs[c], g.ys[r], g.xs[c]+g.s, g.ys[r]+g.s)
}

// A nonogramPicture is one nonogram picture being drawn.
type nonogramPicture struct {
	b    *NonogramBoard
	hint *NonogramHint
	opt  Options
	g    *nonogramGeometry
	p    *nonogramPalette
	c    *canvas

	dots      bool    // draw the dot or × of white cells
	decided   []uint8 // per cell: what the hint proves, 0 for nothing
	rowStates [][]clueState
	colStates [][]clueState
}

func newNonogramPicture(b NonogramBoard, hint *NonogramHint, opt Options) *nonogramPicture {
	np := &nonogramPicture{b: &b, hint: hint, opt: opt, p: opt.Theme.nonogramColours()}
	np.g = newNonogramGeometry(np.b, opt)
	switch b.Crosses {
	case CrossAuto:
		for _, c := range b.Cells {
			np.dots = np.dots || c == NonogramUnknown
		}
		if b.Cells == nil {
			np.dots = true
		}
	case CrossDot, CrossX:
		np.dots = true
	}
	if hint != nil {
		np.decided = make([]uint8, b.Width*b.Height)
		for k, cells := range [2][]int{hint.Black, hint.White} {
			for _, j := range cells {
				np.decided[np.lineCell(hint.Column, hint.Index, j)] = NonogramBlack + uint8(k)
			}
		}
	}
	if b.Progress && np.g.clues {
		np.rowStates = make([][]clueState, b.Height)
		for r := range np.rowStates {
			np.rowStates[r] = lineProgress(b.Rows[r], np.line(false, r))
		}
		np.colStates = make([][]clueState, b.Width)
		for c := range np.colStates {
			np.colStates[c] = lineProgress(b.Cols[c], np.line(true, c))
		}
	}
	return np
}

// lineCell returns the board index of cell j of a row or column.
func (np *nonogramPicture) lineCell(column bool, index, j int) int {
	if column {
		return j*np.b.Width + index
	}
	return index*np.b.Width + j
}

// state returns the state of board cell i.
func (np *nonogramPicture) state(i int) uint8 {
	if np.b.Cells == nil {
		return NonogramUnknown
	}
	return np.b.Cells[i]
}

// line returns the states of one row or column.
func (np *nonogramPicture) line(column bool, index int) []uint8 {
	n := np.b.Width
	if column {
		n = np.b.Height
	}
	out := make([]uint8, n)
	for j := range out {
		out[j] = np.state(np.lineCell(column, index, j))
	}
	return out
}

// inHint reports whether the cell at row r, column c is on the hint's line.
func (np *nonogramPicture) inHint(r, c int) bool {
	h := np.hint
	return h != nil && (h.Column && h.Index == c || !h.Column && h.Index == r)
}

func (np *nonogramPicture) draw() image.Image {
	g, p := np.g, np.p
	np.c = newCanvas(g.width, g.height, p.background)
	np.hintBands()
	if g.clues {
		np.guides()
	}
	np.grid()
	np.cells()
	if g.clues {
		np.rowClues()
		np.colClues()
	}
	if np.opt.Labels {
		np.labels()
	}
	if g.title != "" {
		np.c.caption(g.title, bold, g.titlePx, float64(g.pad), float64(g.pad+g.titlePx),
			float64(g.width-2*g.pad), p.title)
	}
	return np.c.img
}

// hintBands shades the hint line's clue, from the picture's edge to the board.
func (np *nonogramPicture) hintBands() {
	h, g := np.hint, np.g
	if h == nil || !g.clues {
		return
	}
	if h.Column {
		x := g.xs[h.Index]
		fill(np.c.img, image.Rect(x, g.frame.Min.Y-g.sep-g.colClueH, x+g.s, g.frame.Min.Y), np.p.house)
	} else {
		y := g.ys[h.Index]
		fill(np.c.img, image.Rect(g.frame.Min.X-g.sep-g.rowClueW, y, g.frame.Min.X, y+g.s), np.p.house)
	}
}

// guides continue the thick lines every five cells through the clue areas, faintly, so
// that a clue is easy to follow to its line.
func (np *nonogramPicture) guides() {
	g, img, col := np.g, np.c.img, np.p.thinLine
	top := g.frame.Min.Y - g.sep - g.colClueH
	for i := 5; i < g.w; i += 5 {
		x := g.xs[i] - (g.thick+1)/2
		fill(img, image.Rect(x, top, x+1, g.frame.Min.Y), col)
	}
	left := g.frame.Min.X - g.sep - g.rowClueW
	for i := 5; i < g.h; i += 5 {
		y := g.ys[i] - (g.thick+1)/2
		fill(img, image.Rect(left, y, g.frame.Min.X, y+1), col)
	}
}

// grid paints the board's inside, the thin lines and the thick lines every five cells.
func (np *nonogramPicture) grid() {
	g, p, img := np.g, np.p, np.c.img
	f := g.frame
	fill(img, f, p.board)
	// Thin lines first, so that the thick ones cross over them.
	for _, thick := range []bool{false, true} {
		col := p.thinLine
		if thick {
			col = p.thickLine
		}
		for i := 0; i <= g.w; i++ {
			if lw := g.lineWidth(i, g.w); lw > 0 && g.isThick(i, g.w) == thick {
				x := f.Max.X - lw
				if i < g.w {
					x = g.xs[i] - lw
				}
				fill(img, image.Rect(x, f.Min.Y, x+lw, f.Max.Y), col)
			}
		}
		for i := 0; i <= g.h; i++ {
			if lw := g.lineWidth(i, g.h); lw > 0 && g.isThick(i, g.h) == thick {
				y := f.Max.Y - lw
				if i < g.h {
					y = g.ys[i] - lw
				}
				fill(img, image.Rect(f.Min.X, y, f.Max.X, y+lw), col)
			}
		}
	}
}

// cells paints every cell that is not plain board: black cells, the hint line and the
// hint's decisions, then the marks of white cells.
func (np *nonogramPicture) cells() {
	g, p, img := np.g, np.p, np.c.img
	small := g.s < 8 // too small for the hint's red ×: a red cell instead
	var cross, strike *image.Alpha
	if np.dots && g.s >= 5 {
		if np.b.Crosses == CrossX {
			cross = crossStamp(g.s, 0.3, max(1, float64(g.s)/16))
		} else {
			cross = discStamp(g.s, max(1.1, float64(g.s)*0.09))
		}
	}
	if np.hint != nil && !small {
		strike = crossStamp(g.s, 0.24, max(1.5, float64(g.s)/11))
	}
	for r := 0; r < g.h; r++ {
		for c := 0; c < g.w; c++ {
			i := r*g.w + c
			st := np.state(i)
			var d uint8
			if np.decided != nil {
				d = np.decided[i]
			}
			rect := g.cell(r, c)
			switch {
			case d == NonogramBlack:
				fill(img, rect, p.newBlack)
			case d == NonogramWhite && small:
				fill(img, rect, p.newWhite.ink)
			case d == NonogramWhite:
				fill(img, rect, p.newWhite.fill)
				stamp(img, strike, rect.Min, p.newWhite.ink)
			case st == NonogramBlack:
				fill(img, rect, p.black)
			default:
				if np.inHint(r, c) {
					fill(img, rect, p.house)
				}
				if st == NonogramWhite && cross != nil {
					stamp(img, cross, rect.Min, p.cross)
				}
			}
		}
	}
}

// rowClues writes each row's clue right-aligned left of the board.
func (np *nonogramPicture) rowClues() {
	g := np.g
	for r := 0; r < g.h; r++ {
		entries := clueEntries(np.b.Rows[r])
		var states []clueState
		if np.rowStates != nil {
			states = np.rowStates[r]
		}
		hinted := np.hint != nil && !np.hint.Column && np.hint.Index == r
		cy := float64(g.ys[r]) + float64(g.s)/2
		right := float64(g.frame.Min.X - g.sep)
		for j := len(entries) - 1; j >= 0; j-- {
			w := float64(len(entries[j])) * g.digitW
			np.clue(entries[j], j, states, hinted, right-w/2, cy, w, 0)
			right -= w + float64(g.clueGap)
		}
	}
}

// colClues writes each column's clue stacked above it, its last number nearest the board.
func (np *nonogramPicture) colClues() {
	g := np.g
	for c := 0; c < g.w; c++ {
		entries := clueEntries(np.b.Cols[c])
		var states []clueState
		if np.colStates != nil {
			states = np.colStates[c]
		}
		hinted := np.hint != nil && np.hint.Column && np.hint.Index == c
		cx := float64(g.xs[c]) + float64(g.s)/2
		bottom := float64(g.frame.Min.Y - g.sep)
		for j := len(entries) - 1; j >= 0; j-- {
			cy := bottom - float64(g.clueLineH)/2
			w := min(float64(len(entries[j]))*g.digitW, float64(g.s))
			np.clue(entries[j], j, states, hinted, cx, cy, w, g.s-1)
			bottom -= float64(g.clueLineH)
		}
	}
}

// clue draws entry j of a clue centred on (cx, cy) in a slot w pixels wide, shrunk to fitW
// pixels of ink when fitW > 0: bold on the hint's line, on a marker when the hint names it,
// grey when its block is in place, red when its complete line is wrong.
func (np *nonogramPicture) clue(s string, j int, states []clueState, hinted bool, cx, cy, w float64, fitW int) {
	g, p := np.g, np.p
	ink, wt := p.given, medium
	if j < len(states) {
		switch states[j] {
		case clueDone:
			ink = p.done
		case clueWrong:
			ink = p.newWhite.ink
		}
	}
	if hinted {
		wt = bold
		if np.named(j) {
			hgt := float64(g.cluePx) * 1.15
			padX := float64(g.clueGap) * 0.45
			np.c.roundRect(cx-w/2-padX, cy-hgt/2, w+2*padX, hgt, hgt*0.3, p.entry.fill)
			ink = p.entry.ink
		}
	}
	px := g.cluePx
	if fitW > 0 {
		px = fitPx(wt, px, s, fitW)
	}
	np.c.text(s, wt, px, cx, cy, ink)
}

// named reports whether the hint names clue entry j.
func (np *nonogramPicture) named(j int) bool {
	for _, k := range np.hint.Clues {
		if k == j {
			return true
		}
	}
	return false
}

// labels writes line numbers right of the rows and below the columns (every fifth when
// cells are too small for all).
func (np *nonogramPicture) labels() {
	g, c := np.g, np.c
	for r := 0; r < g.h; r++ {
		if (r+1)%g.labelEvery != 0 {
			continue
		}
		s := strconv.Itoa(r + 1)
		iw, _ := maskFor(medium, g.labelPx, s).size()
		c.text(s, medium, g.labelPx, float64(g.frame.Max.X+g.sep)+float64(iw)/2,
			float64(g.ys[r])+float64(g.s)/2, np.p.label)
	}
	for col := 0; col < g.w; col++ {
		if (col+1)%g.labelEvery != 0 {
			continue
		}
		s := strconv.Itoa(col + 1)
		_, ih := maskFor(medium, g.labelPx, s).size()
		c.text(s, medium, g.labelPx, float64(g.xs[col])+float64(g.s)/2,
			float64(g.frame.Max.Y+g.sep)+float64(ih)/2, np.p.label)
	}
}

// fill paints r (clipped to img) with an opaque colour, without allocating.
func fill(img *image.RGBA, r image.Rectangle, col color.RGBA) {
	r = r.Intersect(img.Rect)
	if r.Empty() {
		return
	}
	i0 := img.PixOffset(r.Min.X, r.Min.Y)
	w := 4 * r.Dx()
	row := img.Pix[i0 : i0+w]
	for k := 0; k < w; k += 4 {
		row[k], row[k+1], row[k+2], row[k+3] = col.R, col.G, col.B, col.A
	}
	for y := r.Min.Y + 1; y < r.Max.Y; y++ {
		i := img.PixOffset(r.Min.X, y)
		copy(img.Pix[i:i+w], row)
	}
}

// stamp paints col through mask m with its top-left corner at pt.
func stamp(img *image.RGBA, m *image.Alpha, pt image.Point, col color.RGBA) {
	if m == nil {
		return
	}
	r := m.Rect.Add(pt)
	draw.DrawMask(img, r, &image.Uniform{C: col}, image.Point{}, m, image.Point{}, draw.Over)
}

// discStamp returns an s×s mask with a disc of radius rad in its middle.
func discStamp(s int, rad float64) *image.Alpha {
	dc := gg.NewContext(s, s)
	dc.DrawCircle(float64(s)/2, float64(s)/2, rad)
	dc.Fill()
	return alphaOf(dc)
}

// crossStamp returns an s×s mask with a × whose arms end inset×s from the cell's edges.
func crossStamp(s int, inset, width float64) *image.Alpha {
	dc := gg.NewContext(s, s)
	a, z := float64(s)*inset, float64(s)*(1-inset)
	dc.SetLineWidth(width)
	dc.SetLineCapRound()
	dc.DrawLine(a, a, z, z)
	dc.DrawLine(a, z, z, a)
	dc.Stroke()
	return alphaOf(dc)
}

func alphaOf(dc *gg.Context) *image.Alpha {
	src := dc.Image().(*image.RGBA)
	a := image.NewAlpha(src.Rect)
	for i := range a.Pix {
		a.Pix[i] = src.Pix[4*i+3]
	}
	return a
}
