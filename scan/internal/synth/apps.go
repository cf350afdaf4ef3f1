package synth

import (
	"image"
	"image/color"
	"math"
	"math/rand/v2"
)

// style is one screenshot's colours, lines and fonts.
type style struct {
	dark                                    bool
	bg, board, tint, thin, thick, border    color.RGBA
	given, entered, mark, chrome, accent    color.RGBA
	highlight, same, selected, selectedText color.RGBA
	thinW, thickW, borderW                  float64
	givenFont, enteredFont, markFont        Font
	digitScale, markScale                   float64
	rowPx                                   float64 // Vary.RowPx
	glow                                    bool    // Vary.Glow: themed tiles (drawTiles)
	tintBoxes, highlights, strongSelect     bool
	cornerMarks                             bool
}

func rgb(hex uint32) color.RGBA {
	return color.RGBA{uint8(hex >> 16), uint8(hex >> 8), uint8(hex), 255}
}

func grey(v uint8) color.RGBA { return color.RGBA{v, v, v, 255} }

func jitter(rng *rand.Rand, c color.RGBA, d int) color.RGBA {
	f := func(v uint8) uint8 { return uint8(max(0, min(255, int(v)+rng.IntN(2*d+1)-d))) }
	return color.RGBA{f(c.R), f(c.G), f(c.B), 255}
}

func pick[T any](rng *rand.Rand, xs ...T) T { return xs[rng.IntN(len(xs))] }

// newStyle draws the colours and fonts of one screenshot of look.
func newStyle(rng *rand.Rand, look Look, fonts []Font) style {
	var s style
	s.dark = look == PhoneDark || (look == Desktop || look == Tiles) && rng.IntN(3) == 0
	accents := []uint32{0x1f62d0, 0x325aaa, 0x2e7d32, 0x6a1b9a, 0x0b7a75, 0xc62828, 0x3f51b5, 0x00897b, 0xe65100}
	s.accent = jitter(rng, rgb(pick(rng, accents...)), 12)
	if s.dark {
		base := pick(rng, rgb(0x121212), rgb(0x1e1e1e), rgb(0x202124), rgb(0x0f1b2d), rgb(0x14213d), rgb(0x1b2838), rgb(0x263238), rgb(0x000000))
		s.bg = jitter(rng, base, 6)
		s.board = s.bg
		if rng.IntN(2) == 0 {
			s.board = jitter(rng, color.RGBA{min(s.bg.R+14, 255), min(s.bg.G+14, 255), min(s.bg.B+18, 255), 255}, 4)
		}
		s.tint = jitter(rng, color.RGBA{s.board.R + 14, s.board.G + 14, s.board.B + 16, 255}, 3)
		s.thin = jitter(rng, grey(uint8(60+rng.IntN(50))), 10)
		s.thick = jitter(rng, grey(uint8(120+rng.IntN(110))), 15)
		s.given = jitter(rng, pick(rng, grey(0xee), grey(0xcc), rgb(0xe0e6f0)), 10)
		s.entered = jitter(rng, pick(rng, rgb(0x8ab4f8), rgb(0x64b5f6), rgb(0x81c784), rgb(0xffb74d), rgb(0x4dd0e1), grey(0xff)), 15)
		s.mark = jitter(rng, grey(uint8(130+rng.IntN(60))), 10)
		s.chrome = jitter(rng, grey(0xd0), 20)
		s.highlight = jitter(rng, color.RGBA{s.board.R + 22, s.board.G + 24, s.board.B + 30, 255}, 4)
		s.same = jitter(rng, color.RGBA{s.board.R + 30, s.board.G + 40, s.board.B + 60, 255}, 6)
		s.selected = jitter(rng, pick(rng, rgb(0x2b4a7a), rgb(0x3d5a80), rgb(0x00695c), rgb(0x1565c0), rgb(0x4a4a4a)), 10)
	} else {
		s.bg = jitter(rng, pick(rng, grey(0xff), grey(0xf5), rgb(0xf3f6fa), rgb(0xfaf7f0), rgb(0xeef2f7)), 4)
		s.board = jitter(rng, pick(rng, grey(0xff), grey(0xff), rgb(0xfbf6e9), rgb(0xfdfdfd)), 2)
		s.tint = jitter(rng, pick(rng, rgb(0xeef1f5), rgb(0xf2f2f2), rgb(0xe8f0fe), rgb(0xf5efe0)), 3)
		s.thin = jitter(rng, grey(uint8(150+rng.IntN(70))), 12)
		if rng.IntN(4) == 0 {
			s.thin = jitter(rng, rgb(0xb8c4d6), 10)
		}
		s.thick = jitter(rng, pick(rng, grey(0x22), grey(0x44), rgb(0x344861), grey(0x70), s.accent), 15)
		s.given = jitter(rng, pick(rng, grey(0x11), grey(0x22), rgb(0x344861), grey(0x3c)), 10)
		s.entered = jitter(rng, pick(rng, s.accent, rgb(0x325aaa), rgb(0x4a90e2), grey(0x66)), 12)
		s.mark = jitter(rng, grey(uint8(90+rng.IntN(70))), 12)
		s.chrome = jitter(rng, grey(0x40), 25)
		s.highlight = jitter(rng, pick(rng, rgb(0xe2ebf3), rgb(0xe8eef7), rgb(0xf0f0f0), rgb(0xfff5d6)), 5)
		s.same = jitter(rng, pick(rng, rgb(0xc3d7ea), rgb(0xd4e3f7), rgb(0xfde68a)), 6)
		s.selected = jitter(rng, pick(rng, rgb(0xbbdefb), rgb(0xa5c8f0), rgb(0xfff59d), rgb(0x26a69a), rgb(0x1e88e5), rgb(0x009688)), 10)
	}
	lum := func(c color.RGBA) float64 { return 0.3*float64(c.R) + 0.59*float64(c.G) + 0.11*float64(c.B) }
	s.strongSelect = math.Abs(lum(s.selected)-lum(s.board)) > 60
	s.selectedText = s.given
	if s.strongSelect {
		s.selectedText = pick(rng, grey(0xff), grey(0xf8))
		if lum(s.selected) > lum(s.board) {
			s.selectedText = grey(0x10)
		}
	}
	s.thinW = 1 + float64(rng.IntN(3))*0.5
	switch rng.IntN(6) {
	case 0: // box lines no thicker than the others
		s.thickW = s.thinW
		s.thick = s.thin
	case 1, 2:
		s.thickW = s.thinW + 1
	default:
		s.thickW = s.thinW + 1 + float64(rng.IntN(4))
	}
	s.borderW = s.thickW + float64(rng.IntN(3))
	s.border = s.thick
	s.givenFont = pick(rng, fonts...)
	s.enteredFont = s.givenFont
	if rng.IntN(2) == 0 {
		s.enteredFont = pick(rng, fonts...)
	}
	s.markFont = pick(rng, fonts...)
	s.digitScale = 0.45 + rng.Float64()*0.3
	s.markScale = 0.17 + rng.Float64()*0.1
	s.tintBoxes = rng.IntN(4) == 0
	s.highlights = rng.IntN(3) > 0
	s.cornerMarks = rng.IntN(3) == 0
	return s
}

// gridGeom is where a grid is drawn: its top-left corner and its cells' width and height.
type gridGeom struct {
	x, y, cw, ch float64
}

// drawApp draws a phone app, a desktop game, a tile game or a printed page.
func drawApp(rng *rand.Rand, s style, look Look, b *board) *image.RGBA {
	var w, h int
	var g gridGeom
	var side float64
	switch look {
	case Desktop:
		w, h = 1000+rng.IntN(700), 680+rng.IntN(360)
		side = float64(h) * (0.6 + 0.25*rng.Float64())
		g = gridGeom{x: float64(w)*0.04 + rng.Float64()*float64(w)*0.15, y: float64(h)*0.12 + rng.Float64()*(float64(h)*0.88-side-10)}
	case Print:
		w = 480 + rng.IntN(600)
		side = float64(w) * (0.78 + rng.Float64()*0.14)
		h = int(side*1.45 + rng.Float64()*200)
		g = gridGeom{x: (float64(w) - side) / 2, y: 40 + rng.Float64()*float64(w)*0.2}
	default: // phone: light, dark or tiles
		w = 640 + rng.IntN(800)
		h = int(float64(w) * (1.75 + 0.5*rng.Float64()))
		margin := 0.0
		if rng.IntN(4) > 0 {
			margin = float64(w) * (0.01 + 0.05*rng.Float64())
		}
		side = float64(w) - 2*margin
		g = gridGeom{x: margin, y: float64(h) * (0.14 + 0.12*rng.Float64())}
	}
	g.cw, g.ch = side/float64(b.n), side/float64(b.n)
	b.symbolPx = side / float64(b.n) * s.digitScale * digitHeight // as drawDigitsAt sets them (Vary.SymbolPx)
	if b.numbers {
		b.symbolPx *= 0.7
	}
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	fill(img, 0, 0, float64(w), float64(h), s.bg)
	switch look {
	case Desktop:
		drawDesktopChrome(rng, img, s, g, b.n)
	case Print:
		text(img, face(s.givenFont.F, g.cw*0.45), pick(rng, "Sudoku - Medium", "SUDOKU No. 4821", "Daily Sudoku"), float64(w)/2, g.y/2, s.given)
	default:
		drawPhoneChrome(rng, img, s, g, b.n)
	}
	if look == Tiles {
		drawTiles(rng, img, s, g, b)
	} else {
		drawGrid(rng, img, s, g, b)
	}
	if look == Print {
		pad := face(s.givenFont.F, g.cw*0.7)
		for d := 1; d <= b.n; d++ {
			text(img, pad, b.symbol(d), g.x+(float64(d)-0.5)*g.cw, g.y+side+g.cw*1.2, s.entered)
		}
	}
	return img
}

// selection picks a selected cell, or -1.
func selection(rng *rand.Rand, s style, b *board) int {
	if !s.highlights {
		return -1
	}
	return rng.IntN(b.n * b.n)
}

// cellFill is the background of cell i given the selected cell sel.
func cellFill(s style, b *board, g gridGeom, i, sel int) (color.RGBA, bool) {
	n := b.n
	r, c := i/n, i%n
	col := s.board
	if s.tintBoxes && (r/b.br+c/b.bc)%2 == 1 {
		col = s.tint
	}
	if sel < 0 {
		return col, false
	}
	sr, sc := sel/n, sel%n
	switch {
	case i == sel:
		return s.selected, s.strongSelect
	case b.grid[sel] != 0 && b.grid[i] == b.grid[sel]:
		return s.same, false
	case r == sr || c == sc || (r/b.br == sr/b.br && c/b.bc == sc/b.bc):
		return s.highlight, false
	}
	return col, false
}

// drawGrid draws a lined grid: fills, pencil marks, lines, digits.
func drawGrid(rng *rand.Rand, img *image.RGBA, s style, g gridGeom, b *board) {
	n := b.n
	sel := selection(rng, s, b)
	strong := make([]bool, n*n)
	for i := range n * n {
		col, st := cellFill(s, b, g, i, sel)
		strong[i] = st
		fill(img, g.x+float64(i%n)*g.cw, g.y+float64(i/n)*g.ch, g.cw, g.ch, col)
	}
	drawMarks(img, s, g, b)
	for _, thick := range []bool{false, true} {
		for k := 0; k <= n; k++ {
			for _, vertical := range []bool{false, true} {
				box := b.br
				if vertical {
					box = b.bc
				}
				isThick := k%box == 0
				if isThick != thick {
					continue
				}
				wd, col := s.thinW, s.thin
				if thick {
					wd, col = s.thickW, s.thick
				}
				if k == 0 || k == n {
					wd, col = s.borderW, s.border
				}
				if vertical {
					p := g.x + float64(k)*g.cw
					fill(img, p-wd/2, g.y-s.borderW/2, wd, float64(n)*g.ch+s.borderW, col)
				} else {
					p := g.y + float64(k)*g.ch
					fill(img, g.x-s.borderW/2, p-wd/2, float64(n)*g.cw+s.borderW, wd, col)
				}
			}
		}
	}
	drawDigits(rng, img, s, g, b, strong, 0.5)
}

// drawTiles draws each cell as a rounded tile, with wider gaps between boxes.
func drawTiles(rng *rand.Rand, img *image.RGBA, s style, g gridGeom, b *board) {
	n := b.n
	gap := g.cw * (0.04 + 0.06*rng.Float64())
	boxGap := gap * (1 + 2*rng.Float64())
	// Shrink the cells so that the gaps fit in the same side.
	side := g.cw * float64(n)
	inner := (side - float64(n/b.bc-1)*boxGap - float64(n-n/b.bc)*gap) / float64(n)
	rad := inner * 0.15 * rng.Float64()
	sel := selection(rng, s, b)
	// Tiles stand out from what is between them, lighter or darker.
	tile := jitter(rng, color.RGBA{s.bg.R + 30, s.bg.G + 30, s.bg.B + 34, 255}, 4)
	if !s.dark {
		tile = jitter(rng, pick(rng, grey(0xff), s.tint), 2)
		fill(img, g.x-boxGap, g.y-boxGap, side+2*boxGap, side+2*boxGap, jitter(rng, pick(rng, grey(0xd0), rgb(0xc5cedb), grey(0xb8)), 10))
	}
	givenTile := tile
	if rng.IntN(2) == 0 {
		givenTile = jitter(rng, color.RGBA{tile.R - 12, tile.G - 10, tile.B - 6, 255}, 3)
	}
	if s.glow {
		texture(rng, img, g.x-3*boxGap, g.y-3*boxGap, side+6*boxGap, side+6*boxGap)
		tile = jitter(rng, pick(rng, rgb(0x7d8b74), rgb(0x8a9a88), rgb(0x6f7f86), rgb(0x9aa08a), rgb(0x5e6b5a)), 12)
		givenTile = jitter(rng, pick(rng, rgb(0xc9a13f), rgb(0xd4b25a), rgb(0xb98a2e), rgb(0xa8b4c0), tile), 12)
	}
	pos := func(k, box int) float64 { return float64(k)*inner + float64(k/box)*boxGap + float64(k-k/box)*gap }
	strong := make([]bool, n*n)
	cells := gridGeom{x: g.x, y: g.y, cw: side / float64(n), ch: side / float64(n)}
	for i := range n * n {
		r, c := i/n, i%n
		col := tile
		if b.puzzle[i] != 0 {
			col = givenTile
		}
		if fc, st := cellFill(s, b, g, i, sel); st || fc != s.board && fc != s.tint {
			col, strong[i] = fc, st
		}
		x, y := g.x+pos(c, b.bc), g.y+pos(r, b.br)
		roundRect(img, x, y, inner, inner, rad, col)
		if s.glow {
			shadeTile(rng, img, x, y, inner)
		}
	}
	// Digits are centred on the tiles: draw through a geometry whose cells are the tiles'.
	drawMarksAt(img, s, b, func(i int) (float64, float64, float64) {
		return g.x + pos(i%n, b.bc), g.y + pos(i/n, b.br), inner
	})
	_ = cells
	drawDigitsAt(rng, img, s, b, strong, 0.5, func(i int) (float64, float64, float64, float64) {
		return g.x + pos(i%n, b.bc), g.y + pos(i/n, b.br), inner, inner
	})
}

// texture adds grain and soft blotches to the rectangle (x, y, w, h) of img, a themed
// page's texture.
func texture(rng *rand.Rand, img *image.RGBA, x, y, w, h float64) {
	r := image.Rect(int(x), int(y), int(x+w), int(y+h)).Intersect(img.Bounds())
	grain := 3 + rng.IntN(8)
	fx, fy := 0.02+0.08*rng.Float64(), 0.02+0.08*rng.Float64()
	amp := 4 + 10*rng.Float64()
	ph := rng.Float64() * 6
	for py := r.Min.Y; py < r.Max.Y; py++ {
		for px := r.Min.X; px < r.Max.X; px++ {
			d := int(amp*math.Sin(fx*float64(px)+ph)*math.Cos(fy*float64(py))) + rng.IntN(2*grain+1) - grain
			o := img.PixOffset(px, py)
			for k := range 3 {
				img.Pix[o+k] = uint8(max(0, min(255, int(img.Pix[o+k])+d)))
			}
		}
	}
}

// shadeTile shades the tile of side t at (x, y): lighter at the top, a darker bevel at
// its edges, and a soft round glow (lighter) or shade (darker) off its centre.
func shadeTile(rng *rand.Rand, img *image.RGBA, x, y, t float64) {
	grad := 0.1 + 0.3*rng.Float64()
	bevel := 0.05 + 0.1*rng.Float64()
	edge := 10 + 30*rng.Float64()
	amp := (15 + 45*rng.Float64()) * float64(1-2*rng.IntN(2))
	cu, cv := 0.5+0.3*(rng.Float64()-0.5), 0.5+0.3*(rng.Float64()-0.5)
	sig := 0.12 + 0.25*rng.Float64()
	r := image.Rect(int(math.Ceil(x)), int(math.Ceil(y)), int(x+t), int(y+t)).Intersect(img.Bounds())
	for py := r.Min.Y; py < r.Max.Y; py++ {
		for px := r.Min.X; px < r.Max.X; px++ {
			u, v := (float64(px)+0.5-x)/t, (float64(py)+0.5-y)/t
			f := 1 + grad*(0.5-v)
			add := amp * math.Exp(-((u-cu)*(u-cu)+(v-cv)*(v-cv))/(2*sig*sig))
			if e := math.Min(math.Min(u, 1-u), math.Min(v, 1-v)); e < bevel {
				add -= edge * (1 - e/bevel)
			}
			o := img.PixOffset(px, py)
			for k := range 3 {
				img.Pix[o+k] = uint8(max(0, min(255, int(math.Round(float64(img.Pix[o+k])*f+add)))))
			}
		}
	}
}

func drawMarks(img *image.RGBA, s style, g gridGeom, b *board) {
	drawMarksAt(img, s, b, func(i int) (float64, float64, float64) {
		return g.x + float64(i%b.n)*g.cw, g.y + float64(i/b.n)*g.ch, math.Min(g.cw, g.ch)
	})
}

// drawMarksAt draws the pencil marks of the empty cells, cell i's box given by at: in a
// small k×k grid, or in the corners (the first four) and the middle (the rest).
func drawMarksAt(img *image.RGBA, s style, b *board, at func(i int) (x, y, side float64)) {
	k := b.br
	if b.n == 6 {
		k = 3
	}
	for i, m := range b.marks {
		if m == 0 || b.grid[i] != 0 {
			continue
		}
		x, y, side := at(i)
		fc := face(s.markFont.F, side*s.markScale)
		if s.cornerMarks {
			var ds []int
			for d := 1; d <= b.n; d++ {
				if m&(1<<d) != 0 {
					ds = append(ds, d)
				}
			}
			corners := [][2]float64{{0.2, 0.2}, {0.8, 0.2}, {0.2, 0.8}, {0.8, 0.8}}
			for j, d := range ds {
				if j < 4 {
					text(img, fc, b.symbol(d), x+corners[j][0]*side, y+corners[j][1]*side, s.mark)
				}
			}
			if len(ds) > 4 {
				mid := ""
				for _, d := range ds[4:] {
					mid += b.symbol(d)
				}
				text(img, fc, mid, x+side/2, y+side/2, s.mark)
			}
			continue
		}
		for d := 1; d <= b.n; d++ {
			if m&(1<<d) == 0 {
				continue
			}
			mx := x + (float64((d-1)%k)+0.5)*side/float64(k)
			my := y + (float64((d-1)/k)+0.5)*side/float64(k)
			text(img, fc, b.symbol(d), mx, my, s.mark)
		}
	}
}

func drawDigits(rng *rand.Rand, img *image.RGBA, s style, g gridGeom, b *board, strong []bool, ax float64) {
	drawDigitsAt(rng, img, s, b, strong, ax, func(i int) (float64, float64, float64, float64) {
		return g.x + float64(i%b.n)*g.cw, g.y + float64(i/b.n)*g.ch, g.cw, g.ch
	})
}

// drawDigitsAt draws the grid's digits, cell i's box given by at; ax is where across the
// cell the digit's centre goes (0.5: centred).
func drawDigitsAt(rng *rand.Rand, img *image.RGBA, s style, b *board, strong []bool, ax float64, at func(i int) (x, y, w, h float64)) {
	_, _, w0, h0 := at(0)
	size := math.Min(w0, h0) * s.digitScale
	if b.numbers {
		size *= 0.7 // two digits share the cell
	}
	if s.rowPx > 0 {
		size = math.Round(size) // whole pixels (Vary.RowPx)
	}
	gf, ef := face(s.givenFont.F, size), face(s.enteredFont.F, size)
	for i, d := range b.grid {
		if d == 0 {
			continue
		}
		fc, col := gf, s.given
		if b.entered[i] {
			fc, col = ef, s.entered
		}
		if strong[i] {
			col = s.selectedText
		}
		x, y, w, h := at(i)
		sym := b.symbol(int(d))
		tw, _ := inkSize(fc, sym)
		cx := x + ax*w
		if ax > 0.5 { // right-aligned, as spreadsheets put numbers
			cx = x + w - tw/2 - w*0.08
		}
		dx := (rng.Float64() - 0.5) * w * 0.04
		if s.rowPx > 0 {
			// A sheet drawn small (Vary.RowPx): its digits on whole pixels, as a
			// hinting renderer puts them at these sizes.
			bw, bh := inkSize(fc, sym)
			textAt(img, fc, sym, math.Round(cx+dx-bw/2), math.Round(y+h/2-bh/2), col)
			continue
		}
		text(img, fc, sym, cx+dx, y+h/2, col)
	}
}

// drawPhoneChrome draws a status bar, a title and a toolbar above the grid and action icons
// with labels and a keypad below it.
func drawPhoneChrome(rng *rand.Rand, img *image.RGBA, s style, g gridGeom, n int) {
	w, h := float64(img.Rect.Dx()), float64(img.Rect.Dy())
	small := face(s.givenFont.F, w*0.032)
	textAt(img, small, pick(rng, "9:41", "14:07", "21:33", "8:02"), w*0.05, h*0.012, s.chrome)
	for k := range 3 {
		fill(img, w*(0.8+0.05*float64(k)), h*0.014, w*0.03, h*0.01, s.chrome)
	}
	title := face(s.givenFont.F, w*0.05)
	text(img, title, pick(rng, "Sudoku", "Classic Sudoku", "Sudoku.com", "Daily Challenge", "Killer"), w/2, h*0.055, s.chrome)
	text(img, title, "<", w*0.06, h*0.055, s.chrome)
	roundRect(img, w*0.88, h*0.045, w*0.06, w*0.06, w*0.03, s.chrome)
	bar := face(s.givenFont.F, w*0.035)
	y := g.y - w*0.06
	text(img, bar, pick(rng, "Easy", "Medium", "Hard", "Expert", "Evil"), w*0.15, y, s.chrome)
	text(img, bar, pick(rng, "Mistakes: 0/3", "Mistakes 1/3", "Score 1240"), w*0.5, y, s.chrome)
	text(img, bar, pick(rng, "05:32", "12:04", "00:47"), w*0.85, y, s.chrome)
	side := g.cw * float64(n)
	below := g.y + side + w*0.05
	// Action icons with labels.
	icon := w * 0.07
	for k, label := range []string{"Undo", "Erase", "Notes", "Hint"} {
		cx := w * (0.14 + 0.24*float64(k))
		if rng.IntN(2) == 0 {
			roundRect(img, cx-icon/2, below, icon, icon, icon/2, s.chrome)
			roundRect(img, cx-icon/2+3, below+3, icon-6, icon-6, icon/2-3, s.bg)
		} else {
			roundRect(img, cx-icon/3, below+icon/6, icon*2/3, icon*2/3, icon/6, s.chrome)
		}
		text(img, small, label, cx, below+icon*1.35, s.chrome)
	}
	below += icon * 1.9
	keyCol := s.accent
	if s.dark && rng.IntN(2) == 0 {
		keyCol = s.entered
	}
	switch {
	case n == 9 && rng.IntN(3) == 0: // a 3×3 keypad of buttons
		key := math.Min((h-below-10)/3.3, w*0.22)
		kf := face(s.givenFont.F, key*0.55)
		btn := jitter(rng, s.tint, 6)
		for d := 1; d <= 9; d++ {
			r, c := (d-1)/3, (d-1)%3
			x := w/2 + (float64(c)-1.5)*key*1.08
			y := below + float64(r)*key*1.08
			roundRect(img, x, y, key, key, key*0.15, btn)
			text(img, kf, string(rune('0'+d)), x+key/2, y+key/2, keyCol)
		}
	default: // one row (two for 16×16) of big digits, sometimes with counts under them
		perRow := n
		if n > 9 {
			perRow = (n + 1) / 2
		}
		key := w / float64(perRow)
		kf := face(s.givenFont.F, math.Min(key*0.7, w*0.09))
		cnt := face(s.givenFont.F, key*0.2)
		withCount := rng.IntN(2) == 0
		for d := 1; d <= n; d++ {
			r, c := (d-1)/perRow, (d-1)%perRow
			cx, cy := (float64(c)+0.5)*key, below+key*0.6+float64(r)*key*1.3
			sym := string(rune('0' + d))
			if d > 9 {
				sym = string(rune('A' + d - 10))
			}
			text(img, kf, sym, cx, cy, keyCol)
			if withCount {
				text(img, cnt, string(rune('0'+rng.IntN(10))), cx, cy+key*0.55, s.chrome)
			}
		}
	}
}

// drawDesktopChrome draws a page header and, beside the grid, a keypad panel and buttons.
func drawDesktopChrome(rng *rand.Rand, img *image.RGBA, s style, g gridGeom, n int) {
	w, h := float64(img.Rect.Dx()), float64(img.Rect.Dy())
	head := jitter(rng, s.accent, 10)
	if rng.IntN(2) == 0 {
		head = s.tint
	}
	fill(img, 0, 0, w, h*0.07, head)
	hf := face(s.givenFont.F, h*0.03)
	headText := grey(0xff)
	if head == s.tint {
		headText = s.chrome
	}
	textAt(img, hf, pick(rng, "Sudoku Online", "websudoku", "Play Sudoku", "sudoku.zone"), w*0.03, h*0.02, headText)
	for k, l := range []string{"Easy", "Medium", "Hard", "Expert"} {
		textAt(img, hf, l, w*(0.5+0.1*float64(k)), h*0.02, headText)
	}
	side := g.cw * float64(n)
	px := g.x + side + w*0.04
	pw := w - px - w*0.04
	if pw < 120 {
		return
	}
	tf := face(s.givenFont.F, h*0.03)
	textAt(img, tf, pick(rng, "Time 03:21", "Mistakes: 2", "Score: 980"), px, g.y, s.chrome)
	cols := 3
	if n > 9 {
		cols = 4
	}
	key := math.Min(pw/float64(cols)/1.1, (h-g.y-h*0.1)/(float64((n+cols-1)/cols)+1.5)/1.1)
	kf := face(pick(rng, s.givenFont, s.enteredFont).F, key*0.55)
	btn := jitter(rng, s.tint, 8)
	y0 := g.y + h*0.06
	for d := 1; d <= n; d++ {
		r, c := (d-1)/cols, (d-1)%cols
		x, y := px+float64(c)*key*1.1, y0+float64(r)*key*1.1
		roundRect(img, x, y, key, key, key*0.12, btn)
		if rng.IntN(3) == 0 {
			ring(img, x, y, key, key, 1, s.thin)
		}
		sym := string(rune('0' + d))
		if d > 9 {
			sym = string(rune('A' + d - 10))
		}
		text(img, kf, sym, x+key/2, y+key/2, s.accent)
	}
	by := y0 + float64((n+cols-1)/cols)*key*1.1 + key*0.3
	bf := face(s.givenFont.F, key*0.3)
	for k, l := range []string{"Undo", "Notes", "New game"} {
		x := px + float64(k)*pw/3
		roundRect(img, x, by, pw/3.3, key*0.6, key*0.1, s.accent)
		text(img, bf, l, x+pw/6.6, by+key*0.3, grey(0xff))
	}
}
