// Package synth draws Sudoku screenshots in many looks, with the grid they show, to train
// and test package scan: phone apps (light, dark, navy; status bar, title and toolbar above
// the grid, a keypad below it, grids touching the screen's edges), spreadsheets (uniform thin
// lines, row numbers and column letters, a formula bar, the sheet going on past the block),
// desktop and browser games with a keypad panel beside the grid, tile games with no lines,
// printed puzzles, and the project's own render package; many fonts, highlights, filled
// selected cells, pencil marks, rescaling and JPEG.
package synth

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"image/png"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"

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

// A Font is a typeface with the name of its family, by which looks are held out.
type Font struct {
	Family string
	F      *opentype.Font
}

// GoFonts are the Go fonts, embedded: regular, medium, bold, mono and mono bold.
var GoFonts = func() []Font {
	var out []Font
	for _, ttf := range [][]byte{goregular.TTF, gobold.TTF, gomedium.TTF, gomono.TTF, gomonobold.TTF} {
		f, err := opentype.Parse(ttf)
		if err != nil {
			panic(err) // the embedded Go fonts always parse
		}
		out = append(out, Font{"Go", f})
	}
	return out
}()

// LoadFonts reads the TrueType fonts named by the glob patterns (such as Debian's
// /usr/share/fonts/truetype/dejavu/DejaVuSans*.ttf), each under family. Missing files are
// skipped; the fonts are returned in name order.
func LoadFonts(family string, patterns ...string) ([]Font, error) {
	var names []string
	for _, p := range patterns {
		m, err := filepath.Glob(p)
		if err != nil {
			return nil, err
		}
		names = append(names, m...)
	}
	sort.Strings(names)
	var out []Font
	for _, name := range names {
		b, err := os.ReadFile(name)
		if err != nil {
			return nil, err
		}
		f, err := opentype.Parse(b)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		out = append(out, Font{family, f})
	}
	return out, nil
}

// A Look is a family of screenshot layouts.
type Look int

// The looks. Scan's training holds some out to measure how it does on looks it never saw.
const (
	PhoneLight  Look = iota // phone app, light theme: status bar, toolbar, keypad row and icons
	PhoneDark               // phone app, dark grey or navy theme, light or coloured digits
	Spreadsheet             // uniform thin lines, headers, formula bar, the sheet continuing
	Desktop                 // browser or desktop game: header, keypad panel beside the grid
	Tiles                   // cells as separate tiles with gaps, no lines
	Print                   // a printed-style grid with a title and a number row
	Render                  // the project's own render package
	numLooks
)

var lookNames = [...]string{"phone-light", "phone-dark", "spreadsheet", "desktop", "tiles", "print", "render"}

func (l Look) String() string {
	if l >= 0 && l < numLooks {
		return lookNames[l]
	}
	return fmt.Sprintf("Look(%d)", int(l))
}

// Looks are all the looks, in order.
func Looks() []Look {
	out := make([]Look, numLooks)
	for i := range out {
		out[i] = Look(i)
	}
	return out
}

// Spec says what to draw. The zero value draws a 9×9 grid in any look with the Go fonts.
type Spec struct {
	Looks []Look // drawn from at random; nil means all
	Fonts []Font // nil means GoFonts
	Size  int    // 4, 6, 9 or 16; 0 means 9
	// Numbers draws 10..16 of a 16×16 grid as numbers; otherwise as the letters A..G.
	Numbers bool
	// Vary draws the harder cases training needs more of; its zero value draws exactly as
	// before (a seed gives the same picture).
	Vary Vary
}

// Vary asks for harder pictures than the looks usually draw: scan/train adds them to its
// set so that the network sees more of the cases it misread.
type Vary struct {
	// Marks, when over 0, sets the pencil marks' size to this share of the symbols' (the
	// looks draw them at 0.17-0.27 of the cell's side, whatever the symbols' size) and puts
	// marks in about half the empty cells that have none: at 0.7 and over, marks as tall as
	// the symbols nearly.
	Marks float64
	// Light draws the digits pale: their colour mixed 30-65% toward the board's, as thin
	// light fonts look once a sheet's cells are small.
	Light bool
	// Scale, when over 0, scales the whole picture by this factor (small cells) instead of
	// the usual one picture in three scaled by 0.55-0.95.
	Scale float64
	// SymbolPx, when over 0 (and Scale is 0), scales a spreadsheet, a phone, tiles or a
	// desktop page down so that its digits come out about this many pixels high (a Calc
	// block zoomed out, a phone's 16×16 board halved as people share it); the render look
	// is scaled as usual.
	SymbolPx float64
	// RowPx, when over 0, draws a spreadsheet's rows this many pixels high: a Calc block
	// zoomed out, its digits drawn at their small size rather than scaled down.
	RowPx float64
	// JPEG saves the picture as JPEG (quality 50-95) every time.
	JPEG bool
	// Glow draws the tiles look as a game's themed board (KSudoku's, say): a textured page,
	// tiles shaded top to bottom and bevelled, a soft glow or shade in each tile, the
	// empty tiles of another colour than the givens'. An empty tile's glow is no symbol
	// (class 0). Other looks draw as without it.
	Glow bool
}

// Shot is one drawn screenshot: the encoded picture and the grid it shows (givens and entered
// digits; pencil marks are not part of it).
type Shot struct {
	Data    []byte
	Format  string // "png" or "jpeg"
	Size    int
	Grid    []uint8 // row-major, 0 for blank
	Look    Look
	Font    string // the family of the givens' font
	Numbers bool   // 10..16 are drawn as numbers, not letters
	Marked  []bool // the empty cells with pencil marks drawn in them
}

// Screenshot draws a random 9×9 puzzle in a random look with the Go fonts.
func Screenshot(rng *rand.Rand) Shot { return Draw(rng, Spec{}) }

// Draw draws a random puzzle as spec says.
func Draw(rng *rand.Rand, spec Spec) Shot {
	n := spec.Size
	if n == 0 {
		n = 9
	}
	looks := spec.Looks
	if len(looks) == 0 {
		looks = Looks()
	}
	fonts := spec.Fonts
	if len(fonts) == 0 {
		fonts = GoFonts
	}
	givens := map[int]int{4: 6, 6: 13, 9: 24 + rng.IntN(12), 16: 110 + rng.IntN(30)}[n]
	puzzle, solution := PuzzleN(rng, n, givens)
	b := board{n: n, puzzle: puzzle, solution: solution, numbers: spec.Numbers && n > 9}
	b.br, b.bc = boxShape(n)
	b.grid, b.entered, b.marks = Play(rng, n, puzzle, solution)
	if spec.Vary.Marks > 0 {
		for i := range b.grid {
			if b.grid[i] == 0 && b.marks[i] == 0 && rng.IntN(2) == 0 {
				for d := 1; d <= n; d++ {
					if d == int(solution[i]) || rng.IntN(3) == 0 {
						b.marks[i] |= 1 << d
					}
				}
			}
		}
	}
	look := looks[rng.IntN(len(looks))]
	st := newStyle(rng, look, fonts)
	st.glow, st.rowPx = spec.Vary.Glow, spec.Vary.RowPx
	if spec.Vary.Marks > 0 {
		st.markScale = st.digitScale * spec.Vary.Marks
		if b.numbers {
			st.markScale *= 0.7 // as drawDigitsAt sets numbers
		}
	}
	if spec.Vary.Light {
		f := 0.3 + 0.35*rng.Float64()
		st.given, st.entered = mix(st.given, st.board, f), mix(st.entered, st.board, f)
		st.selectedText = mix(st.selectedText, st.selected, f)
	}
	var img *image.RGBA
	switch look {
	case Render:
		img = viaRender(rng, &b)
	case Spreadsheet:
		img = drawSheet(rng, st, &b)
	default:
		img = drawApp(rng, st, look, &b)
	}
	// Screenshots are often scaled (a phone's screen, a chat preview) and re-encoded.
	if f := spec.Vary.Scale; f > 0 {
		img = resize(img, int(float64(img.Rect.Dx())*f), int(float64(img.Rect.Dy())*f))
	} else if f := spec.Vary.SymbolPx / b.symbolPx; b.symbolPx > 0 && f > 0 && f < 1 {
		img = resize(img, int(float64(img.Rect.Dx())*f), int(float64(img.Rect.Dy())*f))
	} else if rng.IntN(3) == 0 {
		f := 0.55 + 0.4*rng.Float64()
		img = resize(img, int(float64(img.Rect.Dx())*f), int(float64(img.Rect.Dy())*f))
	}
	if look == Print && rng.IntN(2) == 0 {
		img = rotate(img, (rng.Float64()*2-1)*2*math.Pi/180)
	}
	var buf bytes.Buffer
	shot := Shot{Size: n, Grid: b.grid, Look: look, Font: st.givenFont.Family, Numbers: b.numbers, Marked: make([]bool, n*n)}
	for i := range shot.Marked {
		shot.Marked[i] = b.grid[i] == 0 && look != Spreadsheet && (b.marks[i] != 0 || b.allMarked)
	}
	if spec.Vary.JPEG || rng.IntN(5) < 2 {
		_ = jpeg.Encode(&buf, img, &jpeg.Options{Quality: 50 + rng.IntN(46)})
		shot.Format = "jpeg"
	} else {
		_ = png.Encode(&buf, img)
		shot.Format = "png"
	}
	shot.Data = buf.Bytes()
	return shot
}

// board is the puzzle being drawn: its grid, which cells the player entered, and the pencil
// marks (bit d set: digit d) of empty cells.
type board struct {
	n, br, bc        int
	puzzle, solution []uint8
	grid             []uint8
	entered          []bool
	marks            []uint32
	numbers          bool
	allMarked        bool    // render drew every empty cell's candidates
	symbolPx         float64 // a digit's height in pixels, where the look knows it (all but render)
}

// symbol is how digit d is written on the board.
func (b *board) symbol(d int) string {
	if d <= 9 {
		return string(rune('0' + d))
	}
	if b.numbers {
		return fmt.Sprint(d)
	}
	return string(rune('A' + d - 10))
}

func viaRender(rng *rand.Rand, b *board) *image.RGBA {
	p, _ := sudoku.NewGrid(b.n)
	g, _ := sudoku.NewGrid(b.n)
	for i := range b.grid {
		p.SetCell(i, int(b.puzzle[i]))
		g.SetCell(i, int(b.grid[i]))
	}
	if b.numbers {
		p = p.WithSymbols(sudoku.Symbols{Set: sudoku.Numbers})
		g = g.WithSymbols(sudoku.Symbols{Set: sudoku.Numbers})
	}
	opt := render.Options{Theme: render.Theme(rng.IntN(2)), Labels: rng.IntN(2) == 0}
	var m image.Image
	var err error
	if rng.IntN(2) == 0 {
		c := sudoku.NewCandidates(g)
		m, err = render.Hint(p, g, &c, nil, nil, opt)
		b.allMarked = true
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

func face(f *opentype.Font, px float64) font.Face {
	fc, err := opentype.NewFace(f, &opentype.FaceOptions{Size: max(px, 3), DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic(err) // sizes here are always positive
	}
	return fc
}

// text draws s centred on (cx, cy), using the ink bounds of the glyphs.
func text(img *image.RGBA, fc font.Face, s string, cx, cy float64, col color.RGBA) {
	b, _ := font.BoundString(fc, s)
	bw := float64(b.Max.X-b.Min.X) / 64
	bh := float64(b.Max.Y-b.Min.Y) / 64
	textAt(img, fc, s, cx-bw/2, cy-bh/2, col)
}

// textAt draws s with the top-left of its ink at (x, y).
func textAt(img *image.RGBA, fc font.Face, s string, x, y float64, col color.RGBA) {
	b, _ := font.BoundString(fc, s)
	x -= float64(b.Min.X) / 64
	y -= float64(b.Min.Y) / 64
	d := font.Drawer{Dst: img, Src: image.NewUniform(col), Face: fc, Dot: fixed.Point26_6{X: fixed.Int26_6(x * 64), Y: fixed.Int26_6(y * 64)}}
	d.DrawString(s)
}

// inkSize is the width and height of s's ink in fc.
func inkSize(fc font.Face, s string) (w, h float64) {
	b, _ := font.BoundString(fc, s)
	return float64(b.Max.X-b.Min.X) / 64, float64(b.Max.Y-b.Min.Y) / 64
}

// mix is c moved toward to by the share f.
func mix(c, to color.RGBA, f float64) color.RGBA {
	m := func(a, b uint8) uint8 { return uint8(math.Round(float64(a) + f*(float64(b)-float64(a)))) }
	return color.RGBA{m(c.R, to.R), m(c.G, to.G), m(c.B, to.B), 255}
}

func fill(img *image.RGBA, x, y, w, h float64, col color.RGBA) {
	r := image.Rect(int(math.Round(x)), int(math.Round(y)), int(math.Round(x+w)), int(math.Round(y+h)))
	draw.Draw(img, r.Intersect(img.Bounds()), image.NewUniform(col), image.Point{}, draw.Src)
}

// roundRect fills a rectangle with corners rounded by radius rad (anti-aliased edges).
func roundRect(img *image.RGBA, x, y, w, h, rad float64, col color.RGBA) {
	rad = math.Min(rad, math.Min(w, h)/2)
	b := image.Rect(int(math.Floor(x)), int(math.Floor(y)), int(math.Ceil(x+w)), int(math.Ceil(y+h))).Intersect(img.Bounds())
	for py := b.Min.Y; py < b.Max.Y; py++ {
		for px := b.Min.X; px < b.Max.X; px++ {
			// Coverage of the pixel centre, softened over one pixel.
			cx, cy := float64(px)+0.5, float64(py)+0.5
			dx := math.Max(math.Max(x+rad-cx, cx-(x+w-rad)), 0)
			dy := math.Max(math.Max(y+rad-cy, cy-(y+h-rad)), 0)
			var d float64
			if dx > 0 && dy > 0 {
				d = math.Hypot(dx, dy) - rad
			} else {
				d = math.Max(math.Max(x-cx, cx-(x+w)), math.Max(y-cy, cy-(y+h)))
			}
			a := math.Max(0, math.Min(1, 0.5-d))
			if a > 0 {
				blend(img, px, py, col, a)
			}
		}
	}
}

// ring draws the outline of a rectangle, lw pixels wide.
func ring(img *image.RGBA, x, y, w, h, lw float64, col color.RGBA) {
	fill(img, x, y, w, lw, col)
	fill(img, x, y+h-lw, w, lw, col)
	fill(img, x, y, lw, h, col)
	fill(img, x+w-lw, y, lw, h, col)
}

func blend(img *image.RGBA, x, y int, c color.RGBA, a float64) {
	i := img.PixOffset(x, y)
	p := img.Pix[i : i+4]
	p[0] = uint8(float64(p[0])*(1-a) + float64(c.R)*a + 0.5)
	p[1] = uint8(float64(p[1])*(1-a) + float64(c.G)*a + 0.5)
	p[2] = uint8(float64(p[2])*(1-a) + float64(c.B)*a + 0.5)
	p[3] = 255
}

// resize scales img to w×h by averaging (area sampling), as a screenshot scaled down is.
func resize(img *image.RGBA, w, h int) *image.RGBA {
	sw, sh := img.Rect.Dx(), img.Rect.Dy()
	w, h = max(w, 1), max(h, 1)
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	fx, fy := float64(sw)/float64(w), float64(sh)/float64(h)
	for y := range h {
		y0, y1 := int(float64(y)*fy), max(int(float64(y+1)*fy), int(float64(y)*fy)+1)
		for x := range w {
			x0, x1 := int(float64(x)*fx), max(int(float64(x+1)*fx), int(float64(x)*fx)+1)
			var s [3]int
			for yy := y0; yy < min(y1, sh); yy++ {
				for xx := x0; xx < min(x1, sw); xx++ {
					p := img.Pix[img.PixOffset(xx, yy):]
					s[0] += int(p[0])
					s[1] += int(p[1])
					s[2] += int(p[2])
				}
			}
			k := max((min(y1, sh)-y0)*(min(x1, sw)-x0), 1)
			o := out.Pix[out.PixOffset(x, y):]
			o[0], o[1], o[2], o[3] = uint8(s[0]/k), uint8(s[1]/k), uint8(s[2]/k), 255
		}
	}
	return out
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

// Play draws how far a player is in the n×n puzzle: none, some or many of its empty cells
// filled with the solution's digit (entered), and pencil marks in none, some or many of
// the others, each a set of digits (bit 1<<d) that holds the solution's one. It takes
// rng's draws in a fixed order, so a seed always draws the same player (synth's
// screenshots and the tools htmlshots and appshots share it).
func Play(rng *rand.Rand, n int, puzzle, solution []uint8) (grid []uint8, entered []bool, marks []uint32) {
	grid = append([]uint8(nil), puzzle...)
	entered = make([]bool, n*n)
	marks = make([]uint32, n*n)
	share := rng.IntN(3) // how far the player is: none, some or many cells entered
	for i := range grid {
		if puzzle[i] == 0 && rng.IntN(8) < 2*share {
			grid[i], entered[i] = solution[i], true
		}
	}
	markShare := rng.IntN(4)
	for i := range grid {
		if grid[i] == 0 && rng.IntN(6) < markShare {
			for d := 1; d <= n; d++ {
				if d == int(solution[i]) || rng.IntN(3) == 0 {
					marks[i] |= 1 << d
				}
			}
		}
	}
	return grid, entered, marks
}

// PlayLists is Play with each cell's pencil marks as the list of its digits, in increasing
// order (markList): the boards of the tools htmlshots and appshots.
func PlayLists(rng *rand.Rand, n int, puzzle, solution []uint8) (grid []uint8, entered []bool, marks [][]int) {
	grid, entered, sets := Play(rng, n, puzzle, solution)
	marks = make([][]int, len(sets))
	for i, set := range sets {
		marks[i] = markList(set)
	}
	return grid, entered, marks
}

// markList is the digits of a pencil-mark set of Play, in increasing order.
func markList(set uint32) []int {
	var ds []int
	for d := 1; d < 32; d++ {
		if set&(1<<d) != 0 {
			ds = append(ds, d)
		}
	}
	return ds
}
