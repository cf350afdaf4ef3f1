package bot

// This file is the bot's only picture maker. It draws plain boards with the standard
// library and a bitmap font until the render package lands; the integrator replaces the
// bodies of these functions with calls to render and keeps their signatures.

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/basicfont"
	"golang.org/x/image/math/fixed"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

var (
	paper     = color.RGBA{0xff, 0xff, 0xff, 0xff}
	ink       = color.RGBA{0x10, 0x10, 0x10, 0xff}
	fillInk   = color.RGBA{0x1f, 0x5f, 0xc8, 0xff}
	thinLine  = color.RGBA{0xb0, 0xb0, 0xb0, 0xff}
	shadeBlue = color.RGBA{0xd6, 0xe6, 0xff, 0xff}
	shadeGood = color.RGBA{0xc8, 0xf0, 0xc8, 0xff}
	shadeBad  = color.RGBA{0xff, 0xc8, 0xc8, 0xff}
)

// cellStyle is how one cell is drawn: its background and the colour of its digit.
type cellStyle struct{ bg, fg color.Color }

// solutionPNG draws solution with the puzzle's givens in black and the found digits in blue.
func solutionPNG(puzzle, solution sudoku.Grid, theme string) ([]byte, error) {
	return boardPNG(solution, func(i int) cellStyle {
		if puzzle.Len() == solution.Len() && puzzle.Cell(i) == 0 {
			return cellStyle{paper, fillInk}
		}
		return cellStyle{paper, ink}
	})
}

// puzzlePNG draws a puzzle as posed.
func puzzlePNG(g sudoku.Grid, theme string) ([]byte, error) {
	return boardPNG(g, func(int) cellStyle { return cellStyle{paper, ink} })
}

// conflictPNG draws g with the clashing cells in red.
func conflictPNG(g sudoku.Grid, cells []int, theme string) ([]byte, error) {
	bad := make(map[int]bool, len(cells))
	for _, c := range cells {
		bad[c] = true
	}
	return boardPNG(g, func(i int) cellStyle {
		if bad[i] {
			return cellStyle{shadeBad, ink}
		}
		return cellStyle{paper, ink}
	})
}

// hintPNG draws the player's grid g for one rung of the hint ladder: level 1 shades the
// houses to look at, level 2 adds the step's pattern in blue, levels 3 and 4 add the result
// (placements green, eliminations red). Mistaken cells are red at every level.
func hintPNG(g sudoku.Grid, step *sudoku.Step, mistakes []sudoku.Mistake, level int, theme string) ([]byte, error) {
	shade := make(map[int]color.Color)
	if step != nil {
		for _, h := range step.Houses {
			for k := 0; k < g.Size(); k++ {
				shade[g.HouseCell(h, k)] = shadeBlue
			}
		}
		if level >= 2 {
			for _, m := range step.Pattern {
				shade[m.Cell] = shadeBlue
			}
		}
		if level >= 3 {
			for _, c := range step.Placements {
				shade[c.Cell] = shadeGood
			}
			for _, c := range step.Eliminations {
				shade[c.Cell] = shadeBad
			}
		}
	}
	for _, m := range mistakes {
		shade[m.Cell] = shadeBad
	}
	return boardPNG(g, func(i int) cellStyle {
		if c, ok := shade[i]; ok {
			return cellStyle{c, ink}
		}
		return cellStyle{paper, ink}
	})
}

// palette holds every colour a board uses; boards are paletted, which keeps the PNGs small
// and quick to encode.
// It has more than 16 entries on purpose: image/png then writes 8-bit indices straight from
// Pix instead of packing 4-bit ones pixel by pixel, which is several times faster.
var palette = func() color.Palette {
	p := color.Palette{paper, ink, fillInk, thinLine, shadeBlue, shadeGood, shadeBad}
	for len(p) <= 16 {
		p = append(p, color.Gray{uint8(len(p))}) // unused fillers
	}
	return p
}()

func boardPNG(g sudoku.Grid, style func(i int) cellStyle) ([]byte, error) {
	n := g.Size()
	scale, cell := 2, 36
	if n > 9 {
		scale, cell = 1, 24
	}
	margin := 8
	side := n*cell + 2*margin
	img := image.NewPaletted(image.Rect(0, 0, side, side), palette)
	sym := g.Symbols()
	for i := 0; i < g.Len(); i++ {
		r, c := i/n, i%n
		st := style(i)
		x0, y0 := margin+c*cell, margin+r*cell
		fillRect(img, x0, y0, cell, cell, st.bg)
		if d := g.Cell(i); d != 0 {
			drawText(img, sym.Format(d), x0, y0, cell, scale, st.fg)
		}
	}
	for k := 0; k <= n; k++ {
		w, col := 1, color.Color(thinLine)
		if k%g.BoxCols() == 0 {
			w, col = 3, ink
		}
		fillRect(img, margin+k*cell-w/2, margin, w, n*cell, col)
		w, col = 1, thinLine
		if k%g.BoxRows() == 0 {
			w, col = 3, ink
		}
		fillRect(img, margin, margin+k*cell-w/2, n*cell, w, col)
	}
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestSpeed, BufferPool: encoderBuffers}
	if err := enc.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// pngBuffers reuses the PNG encoder's compressor state (about 1 MB each) across pictures.
type pngBuffers struct{ p sync.Pool }

func (b *pngBuffers) Get() *png.EncoderBuffer {
	if x, ok := b.p.Get().(*png.EncoderBuffer); ok {
		return x
	}
	return nil
}

func (b *pngBuffers) Put(x *png.EncoderBuffer) { b.p.Put(x) }

var encoderBuffers = &pngBuffers{}

// fillRect paints a rectangle, clipped to the image, with the palette index of c.
func fillRect(img *image.Paletted, x, y, w, h int, c color.Color) {
	idx := uint8(palette.Index(c))
	r := image.Rect(x, y, x+w, y+h).Intersect(img.Rect)
	for yy := r.Min.Y; yy < r.Max.Y; yy++ {
		row := img.Pix[img.PixOffset(r.Min.X, yy):img.PixOffset(r.Max.X, yy)]
		for k := range row {
			row[k] = idx
		}
	}
}

// drawText centres s in the cell at (x0, y0), drawing the 7×13 bitmap font scaled up.
func drawText(img *image.Paletted, s string, x0, y0, cell, scale int, c color.Color) {
	face := basicfont.Face7x13
	w := font.MeasureString(face, s).Ceil()
	small := image.NewAlpha(image.Rect(0, 0, w, 13))
	d := font.Drawer{Dst: small, Src: image.Opaque, Face: face, Dot: fixed.P(0, 11)}
	d.DrawString(s)
	ox := x0 + (cell-w*scale)/2
	oy := y0 + (cell-13*scale)/2
	for y := 0; y < 13; y++ {
		for x := 0; x < w; x++ {
			if small.AlphaAt(x, y).A >= 128 {
				fillRect(img, ox+x*scale, oy+y*scale, scale, scale, c)
			}
		}
	}
}
