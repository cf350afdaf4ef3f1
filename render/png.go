package render

import (
	"bufio"
	"cmp"
	"encoding/binary"
	"image"
	"image/color"
	"image/png"
	"io"
	"slices"
	"sync"
)

// encoder is shared by every EncodePNG call: png.Encoder is safe for concurrent use when its
// BufferPool is, and reusing the compressor's buffers saves most of the encoding garbage.
// On a palette image, BestSpeed costs a quarter of DefaultCompression's time for a file about
// a quarter larger (9×9: 2 ms and 44 KB against 7 ms and 35 KB); chat wants the speed.
var encoder = png.Encoder{CompressionLevel: png.BestSpeed, BufferPool: &bufferPool{}}

// bufferPool implements png.EncoderBufferPool over a sync.Pool.
type bufferPool struct{ p sync.Pool }

func (b *bufferPool) Get() *png.EncoderBuffer {
	e, _ := b.p.Get().(*png.EncoderBuffer)
	return e
}

func (b *bufferPool) Put(e *png.EncoderBuffer) { b.p.Put(e) }

// EncodePNG writes img to w as a PNG. It is safe for concurrent use.
//
// Opaque RGBA images (every board of this package) are written with a palette of at most
// 256 colours: boards are flat colours plus anti-aliased edges, so the palette holds every
// colour of most pictures exactly, and the rarest edge shades of busy ones are mapped to
// their nearest palette colour, a change no one can see. That makes the file about a third
// of the size and the encoding several times faster than 24-bit PNG. A 9×9 board is a few
// tens of kilobytes, a 25×25 board with pencil marks a few hundred.
func EncodePNG(w io.Writer, img image.Image) error {
	if rgba, ok := img.(*image.RGBA); ok {
		r := rgba.Rect
		src := &image32{pix: rgba.Pix[rgba.PixOffset(r.Min.X, r.Min.Y):], stride: rgba.Stride, w: r.Dx(), h: r.Dy()}
		if src.w == 0 || src.h == 0 {
			// Nothing to write with the fast path; the general one handles it.
		} else if err := encodeRGBA(w, src); err != errNotBoard {
			return err
		}
		if p := toPaletted(rgba); p != nil {
			img = p
		}
	}
	if p, ok := img.(*image.Paletted); ok && p.Rect.Dx() > 0 && p.Rect.Dy() > 0 && len(p.Palette) <= 256 {
		if pal, ok := opaqueRGB(p.Palette); ok {
			return encodeIndexed(w, p.Pix[p.PixOffset(p.Rect.Min.X, p.Rect.Min.Y):], p.Stride, p.Rect.Dx(), p.Rect.Dy(), pal)
		}
	}
	bw := bufio.NewWriterSize(w, 32<<10)
	if err := encoder.Encode(bw, img); err != nil {
		return err
	}
	return bw.Flush()
}

// opaqueRGB returns the palette as RGB triples, or false when a colour is not opaque.
func opaqueRGB(p color.Palette) ([]byte, bool) {
	out := make([]byte, 0, 3*len(p))
	for _, c := range p {
		r, g, b, a := c.RGBA()
		if a != 0xffff {
			return nil, false
		}
		out = append(out, byte(r>>8), byte(g>>8), byte(b>>8))
	}
	return out, true
}

// toPaletted returns src with a palette of its 256 most used colours (other colours map to
// the nearest of them; see choosePalette). It reads the pixels once: each colour gets a
// provisional number in order of first appearance while it is counted, and the numbers are
// mapped to palette indices through a small table. It returns nil when src is not opaque or
// has more than 65535 colours (never a board); the caller then writes 24-bit PNG.
func toPaletted(src *image.RGBA) *image.Paletted {
	r := src.Rect
	w, h := r.Dx(), r.Dy()
	if w == 0 || h == 0 {
		return nil
	}
	provp := provPool.Get().(*[]uint16)
	defer provPool.Put(provp)
	if cap(*provp) < w*h {
		*provp = make([]uint16, w*h)
	}
	prov := (*provp)[:w*h]
	colours, counts, ok := countColours(src, prov)
	if !ok {
		return nil
	}
	sorted := byUse(colours, counts)
	keep := choosePalette(sorted)
	pal := make(color.Palette, len(keep))
	var kept colourTable
	kept.init(len(keep))
	for i, c := range keep {
		pal[i] = color.RGBA{uint8(c >> 16), uint8(c >> 8), uint8(c), 0xff}
		*kept.slot(c) = int32(i) + 1
	}
	remap := make([]uint8, len(colours))
	for k, c := range colours {
		if i, ok := kept.lookup(c); ok && i > 0 {
			remap[k] = uint8(i - 1)
		} else {
			remap[k] = nearest(keep, c)
		}
	}
	dst := image.NewPaletted(image.Rect(0, 0, w, h), pal)
	for y := 0; y < h; y++ {
		in := prov[y*w : y*w+w]
		out := dst.Pix[y*dst.Stride : y*dst.Stride+w]
		for x, k := range in {
			out[x] = remap[k]
		}
	}
	return dst
}

// countColours numbers the colours of src in order of first appearance, writing each
// pixel's number into prov, and counts the pixels of each. ok is false when src is not
// opaque or has more than 65535 colours.
func countColours(src *image.RGBA, prov []uint16) (colours []uint32, counts []int, ok bool) {
	w, h := src.Rect.Dx(), src.Rect.Dy()
	var ids colourTable
	ids.init(512)
	for y := 0; y < h; y++ {
		row := src.Pix[y*src.Stride : y*src.Stride+4*w]
		out := prov[y*w : y*w+w]
		last, id := uint32(0), uint16(0) // 0 is transparent: never a colour accepted below
		run := 0
		for x := range out {
			v := binary.BigEndian.Uint32(row[4*x:]) // R, G, B, A
			if v != last || v == 0 {
				if run > 0 {
					counts[id] += run
				}
				if v&0xff != 0xff {
					return nil, nil, false
				}
				c := v >> 8
				p := ids.slot(c)
				if *p == 0 { // numbers are stored +1 so that 0 means a new colour
					if len(colours) == 65535 {
						return nil, nil, false
					}
					colours = append(colours, c)
					counts = append(counts, 0)
					*p = int32(len(colours))
				}
				last, id, run = v, uint16(*p-1), 0
			}
			out[x] = id
			run++
		}
		if run > 0 {
			counts[id] += run
		}
	}
	return colours, counts, true
}

// byUse returns the colours most used first; ties by colour value, so that the palette is
// deterministic.
func byUse(colours []uint32, counts []int) []uint32 {
	order := make([]int, len(colours))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int {
		if d := cmp.Compare(counts[b], counts[a]); d != 0 {
			return d
		}
		return cmp.Compare(colours[a], colours[b])
	})
	sorted := make([]uint32, len(order))
	for i, k := range order {
		sorted[i] = colours[k]
	}
	return sorted
}

// provPool reuses the provisional-number buffers of toPaletted across pictures.
var provPool = sync.Pool{New: func() any { return new([]uint16) }}

// colourTable maps 24-bit colours to an int32, with open addressing: the palette pass runs
// over every pixel run of a picture, where a Go map's hashing was most of the encode time.
// The zero value is not ready; call init.
type colourTable struct {
	keys_ []uint32 // colour+1 (0 marks an empty slot)
	vals  []int32
	n     int
}

func (t *colourTable) init(hint int) {
	size := 64
	for size < 4*hint {
		size *= 2
	}
	t.keys_, t.vals, t.n = make([]uint32, size), make([]int32, size), 0
}

func hashColour(c uint32) uint32 { return (c * 0x9E3779B1) >> 7 }

// slot returns the value of colour c, adding it (with value 0) when absent.
func (t *colourTable) slot(c uint32) *int32 {
	mask := uint32(len(t.keys_) - 1)
	for i := hashColour(c) & mask; ; i = (i + 1) & mask {
		switch t.keys_[i] {
		case c + 1:
			return &t.vals[i]
		case 0:
			if 2*(t.n+1) > len(t.keys_) {
				t.grow()
				return t.slot(c)
			}
			t.keys_[i], t.vals[i] = c+1, 0
			t.n++
			return &t.vals[i]
		}
	}
}

// lookup returns the value of colour c and whether it is present.
func (t *colourTable) lookup(c uint32) (int32, bool) {
	mask := uint32(len(t.keys_) - 1)
	for i := hashColour(c) & mask; ; i = (i + 1) & mask {
		switch t.keys_[i] {
		case c + 1:
			return t.vals[i], true
		case 0:
			return 0, false
		}
	}
}

func (t *colourTable) grow() {
	keys, vals := t.keys_, t.vals
	t.keys_, t.vals, t.n = make([]uint32, 2*len(keys)), make([]int32, 2*len(keys)), 0
	for i, k := range keys {
		if k != 0 {
			*t.slot(k - 1) = vals[i]
		}
	}
}

// choosePalette picks at most 256 of colours (sorted most used first): all of them when they
// fit; otherwise the 128 most used, then, one at a time, the colour farthest from every
// colour chosen so far, so that no rare but distinct colour (a small highlight) is lost.
func choosePalette(colours []uint32) []uint32 {
	if len(colours) <= 256 {
		return colours
	}
	keep := slices.Clone(colours[:128])
	rest := colours[128:]
	dist := make([]int, len(rest))
	for i, c := range rest {
		dist[i] = distance(keep[nearest(keep, c)], c)
	}
	for len(keep) < 256 {
		far := 0
		for i := range rest {
			if dist[i] > dist[far] {
				far = i
			}
		}
		if dist[far] == 0 {
			break
		}
		c := rest[far]
		keep = append(keep, c)
		for i, r := range rest {
			dist[i] = min(dist[i], distance(c, r))
		}
	}
	return keep
}

func distance(a, b uint32) int {
	dr := int(a>>16&0xff) - int(b>>16&0xff)
	dg := int(a>>8&0xff) - int(b>>8&0xff)
	db := int(a&0xff) - int(b&0xff)
	return dr*dr + dg*dg + db*db
}

// nearest returns the index of the palette colour closest to c.
func nearest(pal []uint32, c uint32) uint8 {
	best, bestD := 0, int(^uint(0)>>1)
	for i, p := range pal {
		if d := distance(p, c); d < bestD {
			best, bestD = i, d
		}
	}
	return uint8(best)
}
