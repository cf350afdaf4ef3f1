package render

import (
	"image"
	"image/color"
	"image/draw"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// weight selects one of the embedded Go fonts.
type weight uint8

const (
	regular weight = iota
	medium
	bold
	numWeights
)

var fontData = [numWeights][]byte{regular: goregular.TTF, medium: gomedium.TTF, bold: gobold.TTF}

// parsed holds the embedded fonts, parsed once. An sfnt.Font is safe for concurrent use;
// faces made from it are not, so faces are made per use.
var parsed struct {
	once  sync.Once
	fonts [numWeights]*opentype.Font
}

func fontOf(w weight) *opentype.Font {
	parsed.once.Do(func() {
		for i, data := range fontData {
			f, err := opentype.Parse(data)
			if err != nil {
				panic("render: embedded Go font does not parse: " + err.Error()) // cannot happen
			}
			parsed.fonts[i] = f
		}
	})
	return parsed.fonts[w]
}

// newFace returns a face of the embedded font w whose em is px pixels.
func newFace(w weight, px float64) font.Face {
	f, err := opentype.NewFace(fontOf(w), &opentype.FaceOptions{Size: px, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic("render: " + err.Error()) // only for a non-positive size, which callers never pass
	}
	return f
}

// A glyphKey names one rendered piece of short text.
type glyphKey struct {
	w  weight
	px int
	s  string
}

// A textMask is a piece of text rasterised once: an alpha mask cropped to the ink, whose
// top-left corner is at (0, 0).
type textMask struct {
	alpha *image.Alpha
	// baseline is the distance from the top of the ink to the baseline, in pixels.
	baseline int
}

// masks caches rendered short texts (digits, symbols, labels). Keys are bounded: a few
// weights, sizes derived from cell sizes, and strings of at most maxCachedRunes runes.
var masks struct {
	sync.Mutex
	m map[glyphKey]*textMask
}

const maxCachedRunes = 4

// maxCachedMasks bounds the cache in case callers use many distinct cell sizes.
const maxCachedMasks = 4096

// maskFor returns the ink mask of s in font w at px pixels.
func maskFor(w weight, px int, s string) *textMask {
	k := glyphKey{w, px, s}
	cache := len([]rune(s)) <= maxCachedRunes
	if cache {
		masks.Lock()
		m, ok := masks.m[k]
		masks.Unlock()
		if ok {
			return m
		}
	}
	m := rasterise(newFace(w, float64(px)), s)
	if cache {
		masks.Lock()
		if masks.m == nil || len(masks.m) >= maxCachedMasks {
			masks.m = make(map[glyphKey]*textMask)
		}
		masks.m[k] = m
		masks.Unlock()
	}
	return m
}

// rasterise draws s with face into a new alpha mask cropped to the ink box.
func rasterise(face font.Face, s string) *textMask {
	b, _ := font.BoundString(face, s)
	x0, y0 := b.Min.X.Floor(), b.Min.Y.Floor()
	x1, y1 := b.Max.X.Ceil(), b.Max.Y.Ceil()
	if x1 <= x0 || y1 <= y0 {
		return &textMask{alpha: image.NewAlpha(image.Rect(0, 0, 0, 0))}
	}
	a := image.NewAlpha(image.Rect(0, 0, x1-x0, y1-y0))
	d := font.Drawer{Dst: a, Src: image.Opaque, Face: face, Dot: fixed.P(-x0, -y0)}
	d.DrawString(s)
	// 32 levels of coverage look the same as 256 and keep pictures within a 256-colour
	// palette (see EncodePNG).
	for i, v := range a.Pix {
		a.Pix[i] = uint8((int(v)*31 + 127) / 255 * 255 / 31)
	}
	return &textMask{alpha: a, baseline: -y0}
}

// width returns the mask's ink width and height in pixels.
func (m *textMask) size() (w, h int) {
	r := m.alpha.Rect
	return r.Dx(), r.Dy()
}

// drawMask paints colour col through m with its top-left corner at (x, y).
func drawMask(dst *image.RGBA, m *textMask, x, y int, col color.RGBA) {
	r := m.alpha.Rect.Add(image.Pt(x, y))
	draw.DrawMask(dst, r, image.NewUniform(col), image.Point{}, m.alpha, image.Point{}, draw.Over)
}

// A tileKey names a text mask blended in one colour over a plain background.
type tileKey struct {
	m       *textMask
	ink, bg color.RGBA
}

// tiles caches blended text (digits and pencil marks on their cell colour), bounded like
// masks; masks are cached, so a tile's mask pointer stays meaningful while it lives.
var tiles struct {
	sync.Mutex
	m map[tileKey]*image.RGBA
}

// tileFor returns m blended in ink over bg, as drawMask would blend it on a canvas of bg.
func tileFor(m *textMask, ink, bg color.RGBA) *image.RGBA {
	k := tileKey{m, ink, bg}
	tiles.Lock()
	t, ok := tiles.m[k]
	tiles.Unlock()
	if ok {
		return t
	}
	t = image.NewRGBA(m.alpha.Rect)
	draw.Draw(t, t.Rect, image.NewUniform(bg), image.Point{}, draw.Src)
	drawMask(t, m, 0, 0, ink)
	tiles.Lock()
	if tiles.m == nil || len(tiles.m) >= maxCachedMasks {
		tiles.m = make(map[tileKey]*image.RGBA)
	}
	tiles.m[k] = t
	tiles.Unlock()
	return t
}

// fitPx returns the largest size ≤ px (and ≥ px/2) at which s's ink is at most maxW wide.
func fitPx(w weight, px int, s string, maxW int) int {
	if len(s) <= 1 {
		return px
	}
	for p := px; p > px/2 && p > 4; p-- {
		if iw, _ := maskFor(w, p, s).size(); iw <= maxW {
			return p
		}
	}
	return max(px/2, 4)
}
