package render

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"sync"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// A board is one Sudoku picture being drawn.
type board struct {
	puzzle, grid sudoku.Grid
	opt          Options
	g            *geometry
	p            *palette
	c            *canvas

	// Per cell, from the step and the mistakes.
	shaded   []bool             // in a house the step uses
	focused  []bool             // in the selected cell's row, column or box (Options.Shade)
	placed   []int              // digit the step places, 0 for none
	wrong    []bool             // a mistake to circle
	clash    []bool             // a digit that clashes with another in a house
	shown    []uint32           // candidates drawn small (marks plus those the step names)
	roleOf   map[candKey]swatch // highlighted candidates
	elim     map[candKey]bool   // eliminated candidates
	cellRole map[int]swatch     // pattern marks on cells that already hold a digit
}

type candKey struct{ cell, digit int }

func newBoard(puzzle, grid sudoku.Grid, opt Options) *board {
	n := puzzle.Size()
	b := &board{puzzle: puzzle, grid: grid, opt: opt, p: opt.Theme.colours(),
		shaded: make([]bool, n*n), focused: make([]bool, n*n), placed: make([]int, n*n), wrong: make([]bool, n*n), clash: make([]bool, n*n),
		shown: make([]uint32, n*n)}
	if opt.Marks != nil {
		copy(b.shown, opt.Marks.Mask)
	}
	b.overlay()
	any := opt.Marks != nil
	for _, m := range b.shown {
		any = any || m != 0
	}
	b.g = newGeometry(n, puzzle.BoxRows(), puzzle.BoxCols(), opt, any)
	return b
}

// overlay turns the step and the mistakes into per-cell decorations.
func (b *board) overlay() {
	for _, m := range b.opt.Mistakes {
		b.wrong[m.Cell] = true
	}
	for _, i := range b.opt.Conflicts {
		b.clash[i] = true
	}
	for _, i := range b.opt.Shade {
		b.focused[i] = true
	}
	s := b.opt.Step
	if s == nil {
		return
	}
	b.roleOf = make(map[candKey]swatch)
	b.elim = make(map[candKey]bool)
	b.cellRole = make(map[int]swatch)
	for _, h := range s.Houses {
		for k := 0; k < b.puzzle.Size(); k++ {
			b.shaded[b.puzzle.HouseCell(h, k)] = true
		}
	}
	show := func(c technique.Candidate) { b.shown[c.Cell] |= 1 << (c.Digit - 1) }
	for _, m := range s.Pattern {
		if b.digit(m.Cell) != 0 {
			b.cellRole[m.Cell] = b.p.role(m.Role)
			continue
		}
		b.roleOf[candKey{m.Cell, m.Digit}] = b.p.role(m.Role)
		show(m.Candidate)
	}
	for _, l := range s.Links {
		for _, c := range []technique.Candidate{l.From, l.To} {
			if b.digit(c.Cell) != 0 {
				continue
			}
			k := candKey{c.Cell, c.Digit}
			if _, ok := b.roleOf[k]; !ok {
				b.roleOf[k] = b.p.role(technique.RoleNode)
			}
			show(c)
		}
	}
	for _, c := range s.Eliminations {
		b.elim[candKey{c.Cell, c.Digit}] = true
		if b.digit(c.Cell) == 0 {
			show(c)
		}
	}
	for _, c := range s.Placements {
		b.placed[c.Cell] = c.Digit
	}
}

// digit returns the digit shown in cell i (given or filled), 0 for an empty cell.
func (b *board) digit(i int) int {
	if d := b.puzzle.Cell(i); d != 0 {
		return d
	}
	return b.grid.Cell(i)
}

func (b *board) draw() image.Image {
	g, p := b.g, b.p
	n := g.n
	// Links can bow out of the board into the labels' margin, where the labels are drawn
	// over them; without links nothing crosses from the cells into the margin, so the
	// background, lines, empty cells and labels come from the cached base layer.
	cached := !drawBaseEachTime && (b.opt.Step == nil || len(b.opt.Step.Links) == 0)
	if cached {
		b.c = baseCanvas(b)
		for i := 0; i < n*n; i++ {
			if bg := b.cellColour(i); g.drawn(i) && bg != p.board {
				b.c.rect(g.cell(i), bg)
			}
		}
	} else {
		b.c = newCanvas(g.width, g.height, p.background)
		b.lines()
		for i := 0; i < n*n; i++ {
			if g.drawn(i) {
				b.c.rect(g.cell(i), b.cellColour(i))
			}
		}
	}
	b.mistakes() // under the digits and pencil marks, so that a circle hides none of them
	for i := 0; i < n*n; i++ {
		if g.drawn(i) {
			b.cellContent(i)
		}
	}
	b.links()
	b.outlines()
	if b.opt.Labels && !cached {
		b.labels()
	}
	if b.opt.Title != "" {
		b.c.caption(b.opt.Title, bold, g.titlePx, float64(g.frame.Min.X), float64(g.pad+g.titlePx),
			float64(g.width-g.frame.Min.X-g.pad), p.title)
	}
	return b.c.img
}

// baseKey is everything the base layer of a board depends on: the shape, the theme, whether
// there are labels, and the geometry (every size and position). A change to the base's
// drawing that none of these capture must add its option here.
type baseKey struct {
	n, boxRows, boxCols                 int
	win                                 image.Rectangle
	theme                               Theme
	labels                              bool
	inner, thin, thick, labelPx, labelW int
	labelH, titleH, pad, width, height  int
}

// bases caches base layers: the background, the lines, the empty cells and the labels,
// drawn once per key and copied into every picture. It holds at most maxBaseBytes of
// pixels and starts afresh when full. Safe for concurrent use; cached images are never
// written.
var bases struct {
	sync.Mutex
	m     map[baseKey]*image.RGBA
	bytes int
}

const maxBaseBytes = 64 << 20

// drawBaseEachTime turns the base-layer cache off; the tests compare the two ways.
var drawBaseEachTime = false

// baseCanvas returns a canvas holding b's base layer: a copy of the cached one, drawing it on
// first use. A base too big to keep is drawn on the canvas itself.
func baseCanvas(b *board) *canvas {
	g := b.g
	k := baseKey{n: g.n, boxRows: g.boxRows, boxCols: g.boxCols, win: g.win, theme: b.opt.Theme, labels: b.opt.Labels,
		inner: g.inner, thin: g.thin, thick: g.thick, labelPx: g.labelPx, labelW: g.labelW,
		labelH: g.labelH, titleH: g.titleH, pad: g.pad, width: g.width, height: g.height}
	bases.Lock()
	img, ok := bases.m[k]
	bases.Unlock()
	if ok {
		return canvasFrom(img)
	}
	base := &board{g: g, p: b.p, c: newCanvas(g.width, g.height, b.p.background)}
	base.lines()
	for i := 0; i < g.n*g.n; i++ {
		if g.drawn(i) {
			base.c.rect(g.cell(i), b.p.board)
		}
	}
	if b.opt.Labels {
		base.labels()
	}
	img = base.c.img
	size := len(img.Pix)
	if size > maxBaseBytes/8 {
		base.c.tiles = true
		return base.c // too big to keep: drawn for this picture only
	}
	bases.Lock()
	if bases.m == nil || bases.bytes+size > maxBaseBytes {
		bases.m, bases.bytes = make(map[baseKey]*image.RGBA), 0
	}
	bases.m[k] = img
	bases.bytes += size
	bases.Unlock()
	return canvasFrom(img)
}

// lines draws the frame, box lines and cell lines: the whole board in the thin-line colour,
// then the thick bands; cell insides are painted over it afterwards.
func (b *board) lines() {
	g, c := b.g, b.c
	c.rect(g.frame, b.p.thinLine)
	f, w := g.frame, g.win
	for i := w.Min.X; i <= w.Max.X; i += g.boxCols {
		x := f.Max.X - g.thick
		if i < w.Max.X {
			x = g.xs[i] - g.thick
		}
		c.rect(image.Rect(x, f.Min.Y, x+g.thick, f.Max.Y), b.p.thickLine)
	}
	for i := w.Min.Y; i <= w.Max.Y; i += g.boxRows {
		y := f.Max.Y - g.thick
		if i < w.Max.Y {
			y = g.ys[i] - g.thick
		}
		c.rect(image.Rect(f.Min.X, y, f.Max.X, y+g.thick), b.p.thickLine)
	}
}

// cellColour is the background of cell i.
func (b *board) cellColour(i int) color.RGBA {
	p := b.p
	bg := p.board
	switch {
	case b.placed[i] != 0:
		bg = p.placement.fill
	case b.wrong[i]:
		bg = p.mistake.fill
	case b.cellRole[i] != (swatch{}):
		bg = b.cellRole[i].fill
	case b.clash[i]:
		bg = p.mistake.fill
	case b.opt.Highlight != 0 && b.digit(i) == b.opt.Highlight:
		bg = p.highlight.fill
	case b.shaded[i]:
		bg = p.house
	case b.focused[i]:
		bg = p.focus
	}
	return bg
}

// digitInk is the colour of cell i's digit: ink, unless the step gives the cell a role or
// the digit is a mistake.
func (b *board) digitInk(i int, ink color.RGBA) color.RGBA {
	if r, ok := b.cellRole[i]; ok {
		ink = r.ink
	}
	if b.wrong[i] || b.clash[i] {
		ink = b.p.mistake.ink
	}
	return ink
}

func (b *board) cellContent(i int) {
	g, p := b.g, b.p
	cx, cy := g.centre(i)
	sym := b.puzzle.Symbols()
	switch {
	case b.placed[i] != 0:
		b.bigDigit(i, sym.Format(b.placed[i]), bold, cx, cy, p.placement.ink)
	case b.puzzle.Cell(i) != 0:
		b.bigDigit(i, sym.Format(b.puzzle.Cell(i)), bold, cx, cy, b.digitInk(i, p.given))
	case b.grid.Cell(i) != 0:
		b.bigDigit(i, sym.Format(b.grid.Cell(i)), regular, cx, cy, b.digitInk(i, p.filled))
	default:
		b.marks(i)
	}
}

// bigDigit draws s in the middle of cell i: pasted on the cell's plain background, or
// blended over the circle of a mistake (drawn first, under the digit).
func (b *board) bigDigit(i int, s string, w weight, cx, cy float64, col color.RGBA) {
	px := fitPx(w, b.g.digitPx, s, b.g.inner*4/5)
	if b.wrong[i] {
		b.c.text(s, w, px, cx, cy, col)
		return
	}
	b.c.textOn(s, w, px, cx, cy, col, b.cellColour(i))
}

// marks draws the pencil marks of empty cell i, with their highlights.
func (b *board) marks(i int) {
	set := b.shown[i]
	if set == 0 {
		return
	}
	g, p := b.g, b.p
	sym := b.puzzle.Symbols()
	r := g.markRadius()
	for d := 1; d <= g.n; d++ {
		if set&(1<<(d-1)) == 0 {
			continue
		}
		x, y := g.markCentre(i, d)
		k := candKey{i, d}
		ink, w := p.mark, medium
		onDisc := true
		eliminated := b.elim[k]
		switch sw, ok := b.roleOf[k]; {
		case eliminated:
			b.c.disc(x, y, r, p.elim.fill)
			ink, w = p.elim.ink, bold
		case ok:
			b.c.disc(x, y, r, sw.fill)
			ink, w = sw.ink, bold
		case d == b.opt.Highlight:
			b.c.disc(x, y, r, p.highlight.fill)
			ink, w = p.highlight.ink, bold
		default:
			onDisc = false
		}
		s := sym.Format(d)
		px := fitPx(w, g.markPx, s, int(g.markW*0.92))
		if onDisc || b.wrong[i] {
			b.c.text(s, w, px, x, y, ink)
		} else {
			b.c.textOn(s, w, px, x, y, ink, b.cellColour(i)) // a mark's slot is plain background
		}
		if eliminated {
			o := r * 0.72
			b.c.line(x-o, y+o, x+o, y-o, max(1.5, r/5), p.strike)
		}
	}
}

// links draws the chain's links as arrows between candidate centres.
func (b *board) links() {
	s := b.opt.Step
	if s == nil || len(s.Links) == 0 {
		return
	}
	g := b.g
	r := g.markRadius()
	width := max(1.75, float64(g.inner)/32)
	head := max(7, r*1.1)
	dash := []float64{width * 3, width * 2.2}
	for _, l := range s.Links {
		if !g.drawn(l.From.Cell) || !g.drawn(l.To.Cell) {
			continue
		}
		x1, y1 := b.candCentre(l.From)
		x2, y2 := b.candCentre(l.To)
		dx, dy := x2-x1, y2-y1
		d := math.Hypot(dx, dy)
		if d < 2*r+head {
			continue // same or touching candidates: nothing sensible to draw
		}
		ux, uy := dx/d, dy/d
		x1, y1 = x1+ux*r, y1+uy*r
		x2, y2 = x2-ux*r, y2-uy*r
		if l.Strong {
			b.c.arrow(x1, y1, x2, y2, 0.12, width, head, b.p.link)
		} else {
			b.c.arrow(x1, y1, x2, y2, 0.12, width, head, b.p.link, dash...)
		}
	}
}

// candCentre is where a link to candidate c attaches: its mark slot, or the middle of a
// cell that already holds a digit.
func (b *board) candCentre(c technique.Candidate) (x, y float64) {
	if b.digit(c.Cell) != 0 || b.placed[c.Cell] != 0 {
		return b.g.centre(c.Cell)
	}
	return b.g.markCentre(c.Cell, c.Digit)
}

// mistakes marks each mistake: a circle around a wrong digit, a frame along the edge of
// an empty cell (whose pencil marks lack a digit), so that no pencil mark is covered.
func (b *board) mistakes() {
	g := b.g
	for i, w := range b.wrong {
		if !w || !g.drawn(i) {
			continue
		}
		if b.digit(i) == 0 && b.placed[i] == 0 {
			b.frame(g.cell(i), max(2, g.inner/22), b.p.mistake.ink)
			continue
		}
		x, y := g.centre(i)
		b.c.ring(x, y, float64(g.inner)*0.44, max(2, float64(g.inner)/22), b.p.mistake.ink)
	}
}

// frame draws a frame w pixels wide inside r.
func (b *board) frame(r image.Rectangle, w int, col color.RGBA) {
	b.c.rect(image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+w), col)
	b.c.rect(image.Rect(r.Min.X, r.Max.Y-w, r.Max.X, r.Max.Y), col)
	b.c.rect(image.Rect(r.Min.X, r.Min.Y, r.Min.X+w, r.Max.Y), col)
	b.c.rect(image.Rect(r.Max.X-w, r.Min.Y, r.Max.X, r.Max.Y), col)
}

// outlines draws a frame inside each selected cell and each cursor, in its colour; a cell
// with several cursors gets nested frames.
func (b *board) outlines() {
	g := b.g
	w := max(3, g.inner/14)
	cursors := make([]Cursor, 0, len(b.opt.Selected)+len(b.opt.Cursors))
	for _, i := range b.opt.Selected {
		cursors = append(cursors, Cursor{Cell: i})
	}
	cursors = append(cursors, b.opt.Cursors...)
	depth := map[int]int{}
	for _, cur := range cursors {
		if !g.drawn(cur.Cell) {
			continue
		}
		k := depth[cur.Cell]
		depth[cur.Cell]++
		if k*w*2 >= g.inner/2 {
			continue
		}
		b.frame(g.cell(cur.Cell).Inset(k*w), w, b.p.cursorColour(cur.Colour))
	}
}

// labels writes r1..rN left of the rows and c1..cN above the columns (those of the window).
func (b *board) labels() {
	g, c := b.g, b.c
	gap := float64(g.labelPx) / 2
	for k := g.win.Min.Y; k < g.win.Max.Y; k++ {
		_, y := g.centre(k * g.n)
		c.textRight(fmt.Sprintf("r%d", k+1), medium, g.labelPx, float64(g.frame.Min.X)-gap, y, b.p.label)
	}
	for k := g.win.Min.X; k < g.win.Max.X; k++ {
		x, _ := g.centre(k)
		c.textBottom(fmt.Sprintf("c%d", k+1), medium, g.labelPx, x, float64(g.frame.Min.Y)-gap, b.p.label)
	}
}
