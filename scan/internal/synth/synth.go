// Package synth draws Sudoku screenshots in many styles, with the grid they show, to train
// and test package scan: light and dark themes, the Go font family in many sizes and weights,
// givens and entered digits in different colours, pencil marks (which must read as blank),
// highlighted cells, a number pad below the grid, small rotations and JPEG artefacts.
package synth

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"image/png"
	"math"
	"math/rand/v2"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/gomonobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"github.com/sudokubot/sudokubot/render"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

var fonts = func() []*opentype.Font {
	var out []*opentype.Font
	for _, ttf := range [][]byte{goregular.TTF, gobold.TTF, gomedium.TTF, gomono.TTF, gomonobold.TTF} {
		f, err := opentype.Parse(ttf)
		if err != nil {
			panic(err) // the embedded Go fonts always parse
		}
		out = append(out, f)
	}
	return out
}()

// Puzzle returns a random 9×9 puzzle with a unique solution and that solution.
func Puzzle(rng *rand.Rand, givens int) (puzzle, solution [81]uint8) {
	// A shuffled copy of the canonical pattern: digits, bands, stacks, rows and columns.
	perm := rng.Perm(9)
	rows := shuffledLines(rng)
	cols := shuffledLines(rng)
	for r := range 9 {
		for c := range 9 {
			rr, cc := rows[r], cols[c]
			solution[r*9+c] = uint8(perm[(rr*3+rr/3+cc)%9] + 1)
		}
	}
	g, err := sudoku.NewGrid(9)
	if err != nil {
		panic(err) // 9 is a valid size
	}
	copy(g.Digits(), solution[:])
	var solver sudoku.Solver
	filled := 81
	for _, i := range rng.Perm(81) {
		if filled <= givens {
			break
		}
		d := g.Cell(i)
		g.SetCell(i, 0)
		if solver.Solve(context.Background(), g).Status != sudoku.Unique {
			g.SetCell(i, d)
			continue
		}
		filled--
	}
	copy(puzzle[:], g.Digits())
	return puzzle, solution
}

func shuffledLines(rng *rand.Rand) [9]int {
	var out [9]int
	bands := rng.Perm(3)
	for b := range 3 {
		inner := rng.Perm(3)
		for k := range 3 {
			out[b*3+k] = bands[b]*3 + inner[k]
		}
	}
	return out
}

// Shot is one drawn screenshot: the encoded picture and the grid it shows (givens and entered
// digits; pencil marks are not part of it).
type Shot struct {
	Data   []byte
	Format string // "png" or "jpeg"
	Grid   [81]uint8
}

type style struct {
	bg, board, thin, thick, given, entered, mark, highlight, selected color.RGBA
	thinW, thickW                                                     float64
	font, markFont                                                    *opentype.Font
	digitScale, markScale                                             float64
}

func grey(v uint8) color.RGBA { return color.RGBA{v, v, v, 255} }

func randStyle(rng *rand.Rand) style {
	var s style
	dark := rng.IntN(3) == 0
	jit := func(c color.RGBA, d int) color.RGBA {
		f := func(v uint8) uint8 { return uint8(max(0, min(255, int(v)+rng.IntN(2*d+1)-d))) }
		return color.RGBA{f(c.R), f(c.G), f(c.B), 255}
	}
	entered := []color.RGBA{{0x1f, 0x62, 0xd0, 255}, {0x32, 0x5a, 0xaa, 255}, {0x2e, 0x7d, 0x32, 255}, {0x6a, 0x1b, 0x9a, 255}, {0x44, 0x44, 0x44, 255}, {0xc6, 0x28, 0x28, 255}}
	if dark {
		s.bg = jit(grey(0x20), 16)
		s.board = jit(s.bg, 10)
		s.thin = jit(grey(0x55), 15)
		s.thick = jit(grey(0xb0), 30)
		s.given = jit(grey(0xe8), 20)
		s.entered = jit(color.RGBA{0x8a, 0xb4, 0xf8, 255}, 30)
		s.mark = jit(grey(0x9a), 20)
		s.highlight = jit(grey(0x38), 8)
		s.selected = jit(color.RGBA{0x2b, 0x4a, 0x7a, 255}, 15)
	} else {
		s.bg = jit(grey(0xf6), 9)
		s.board = jit(grey(0xff), 3)
		if rng.IntN(4) == 0 {
			s.board = jit(color.RGBA{0xfb, 0xf6, 0xe9, 255}, 5)
		}
		s.thin = jit(grey(0xbb), 25)
		s.thick = jit(grey(0x30), 40)
		s.given = jit(grey(0x1a), 25)
		s.entered = jit(entered[rng.IntN(len(entered))], 15)
		s.mark = jit(grey(0x70), 25)
		s.highlight = jit(color.RGBA{0xe2, 0xeb, 0xf3, 255}, 8)
		s.selected = jit(color.RGBA{0xbb, 0xde, 0xfb, 255}, 10)
	}
	s.thinW = 1 + rng.Float64()*1.5
	s.thickW = s.thinW + 1 + rng.Float64()*3
	s.font = fonts[rng.IntN(len(fonts))]
	s.markFont = fonts[rng.IntN(len(fonts))]
	s.digitScale = 0.5 + rng.Float64()*0.25
	s.markScale = 0.2 + rng.Float64()*0.08
	return s
}

// Screenshot draws a random puzzle in a random style. About one picture in six is drawn by
// the project's own render package instead.
func Screenshot(rng *rand.Rand) Shot {
	puzzle, solution := Puzzle(rng, 24+rng.IntN(12))
	var grid [81]uint8
	grid = puzzle
	// Some cells the player has filled in (correctly), in the entered colour.
	entered := make([]bool, 81)
	for i := range 81 {
		if puzzle[i] == 0 && rng.IntN(4) == 0 {
			grid[i] = solution[i]
			entered[i] = true
		}
	}
	var img *image.RGBA
	if rng.IntN(6) == 0 {
		img = viaRender(rng, puzzle, grid)
	} else {
		img = drawApp(rng, randStyle(rng), puzzle, grid, entered, solution)
	}
	if rng.IntN(2) == 0 {
		img = rotate(img, (rng.Float64()*2-1)*3*math.Pi/180)
	}
	var buf bytes.Buffer
	shot := Shot{Grid: grid}
	if rng.IntN(2) == 0 {
		_ = jpeg.Encode(&buf, img, &jpeg.Options{Quality: 45 + rng.IntN(50)})
		shot.Format = "jpeg"
	} else {
		_ = png.Encode(&buf, img)
		shot.Format = "png"
	}
	shot.Data = buf.Bytes()
	return shot
}

func viaRender(rng *rand.Rand, puzzle, grid [81]uint8) *image.RGBA {
	p, _ := sudoku.NewGrid(9)
	g, _ := sudoku.NewGrid(9)
	for i := range 81 {
		p.SetCell(i, int(puzzle[i]))
		g.SetCell(i, int(grid[i]))
	}
	opt := render.Options{Theme: render.Theme(rng.IntN(2))}
	var m image.Image
	var err error
	if rng.IntN(2) == 0 {
		c := sudoku.NewCandidates(g)
		m, err = render.Hint(p, g, &c, nil, nil, opt)
	} else {
		m, err = render.Sudoku(p, g, opt)
	}
	if err != nil {
		panic(err) // a valid grid always renders
	}
	out := image.NewRGBA(m.Bounds())
	draw.Draw(out, out.Bounds(), m, m.Bounds().Min, draw.Src)
	return out
}

func drawApp(rng *rand.Rand, s style, puzzle, grid [81]uint8, entered []bool, solution [81]uint8) *image.RGBA {
	w := 480 + rng.IntN(700)
	cell := float64(w) * (0.78 + rng.Float64()*0.14) / 9
	side := cell * 9
	top := 40 + rng.Float64()*float64(w)*0.3
	h := int(top + side + cell*2.5 + rng.Float64()*200)
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	fill(img, 0, 0, float64(w), float64(h), s.bg)
	left := (float64(w) - side) / 2
	fill(img, left, top, side, side, s.board)
	// Highlights: the selected cell's row, column and box, then the cell itself.
	if rng.IntN(3) > 0 {
		sel := rng.IntN(81)
		sr, sc := sel/9, sel%9
		for i := range 81 {
			r, c := i/9, i%9
			if r == sr || c == sc || (r/3 == sr/3 && c/3 == sc/3) {
				fill(img, left+float64(c)*cell, top+float64(r)*cell, cell, cell, s.highlight)
			}
		}
		fill(img, left+float64(sc)*cell, top+float64(sr)*cell, cell, cell, s.selected)
	}
	// Pencil marks in some empty cells.
	markFace := face(s.markFont, cell*s.markScale)
	for i := range 81 {
		if grid[i] != 0 || rng.IntN(3) > 0 {
			continue
		}
		r, c := i/9, i%9
		for d := 1; d <= 9; d++ {
			if d != int(solution[i]) && rng.IntN(3) > 0 {
				continue
			}
			mx := left + float64(c)*cell + (float64((d-1)%3)+0.5)*cell/3
			my := top + float64(r)*cell + (float64((d-1)/3)+0.5)*cell/3
			text(img, markFace, string(rune('0'+d)), mx, my, s.mark)
		}
	}
	// Lines.
	for _, thick := range []bool{false, true} {
		for k := 0; k <= 9; k++ {
			if (k%3 == 0) != thick {
				continue
			}
			wd, col := s.thinW, s.thin
			if thick {
				wd, col = s.thickW, s.thick
			}
			p := float64(k) * cell
			fill(img, left+p-wd/2, top-s.thickW/2, wd, side+s.thickW, col)
			fill(img, left-s.thickW/2, top+p-wd/2, side+s.thickW, wd, col)
		}
	}
	// Digits.
	digitFace := face(s.font, cell*s.digitScale)
	for i := range 81 {
		if grid[i] == 0 {
			continue
		}
		col := s.given
		if entered[i] {
			col = s.entered
		}
		r, c := i/9, i%9
		dx := (rng.Float64() - 0.5) * cell * 0.06
		text(img, digitFace, string(rune('0'+grid[i])), left+(float64(c)+0.5)*cell+dx, top+(float64(r)+0.5)*cell, col)
	}
	// A title and the number pad the app shows below the grid.
	text(img, face(s.font, cell*0.45), "Sudoku - Medium", float64(w)/2, top/2, s.given)
	padFace := face(s.font, cell*0.7)
	for d := 1; d <= 9; d++ {
		text(img, padFace, string(rune('0'+d)), left+(float64(d)-0.5)*cell, top+side+cell*1.2, s.entered)
	}
	return img
}

func face(f *opentype.Font, px float64) font.Face {
	fc, err := opentype.NewFace(f, &opentype.FaceOptions{Size: px, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic(err) // sizes here are always positive
	}
	return fc
}

// text draws s centred on (cx, cy), using the ink bounds of the glyphs.
func text(img *image.RGBA, fc font.Face, s string, cx, cy float64, col color.RGBA) {
	b, adv := font.BoundString(fc, s)
	_ = adv
	bw := float64(b.Max.X-b.Min.X) / 64
	bh := float64(b.Max.Y-b.Min.Y) / 64
	x := cx - bw/2 - float64(b.Min.X)/64
	y := cy - bh/2 - float64(b.Min.Y)/64
	d := font.Drawer{Dst: img, Src: image.NewUniform(col), Face: fc, Dot: fixed.Point26_6{X: fixed.Int26_6(x * 64), Y: fixed.Int26_6(y * 64)}}
	d.DrawString(s)
}

func fill(img *image.RGBA, x, y, w, h float64, col color.RGBA) {
	r := image.Rect(int(math.Round(x)), int(math.Round(y)), int(math.Round(x+w)), int(math.Round(y+h)))
	draw.Draw(img, r.Intersect(img.Bounds()), image.NewUniform(col), image.Point{}, draw.Src)
}

// rotate turns img by a radians about its centre, filling the corners with its corner colour.
func rotate(img *image.RGBA, a float64) *image.RGBA {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	out := image.NewRGBA(b)
	bg := img.RGBAAt(0, 0)
	cx, cy := float64(w)/2, float64(h)/2
	sin, cos := math.Sincos(a)
	for y := range h {
		for x := range w {
			dx, dy := float64(x)+0.5-cx, float64(y)+0.5-cy
			sx, sy := cos*dx+sin*dy+cx-0.5, -sin*dx+cos*dy+cy-0.5
			ix, iy := int(math.Floor(sx)), int(math.Floor(sy))
			if ix < 0 || iy < 0 || ix+1 >= w || iy+1 >= h {
				out.SetRGBA(x, y, bg)
				continue
			}
			fx, fy := sx-float64(ix), sy-float64(iy)
			var c [4]float64
			for k, wt := range [4]float64{(1 - fx) * (1 - fy), fx * (1 - fy), (1 - fx) * fy, fx * fy} {
				p := img.RGBAAt(ix+k%2, iy+k/2)
				c[0] += wt * float64(p.R)
				c[1] += wt * float64(p.G)
				c[2] += wt * float64(p.B)
			}
			out.SetRGBA(x, y, color.RGBA{uint8(c[0] + 0.5), uint8(c[1] + 0.5), uint8(c[2] + 0.5), 255})
		}
	}
	return out
}
