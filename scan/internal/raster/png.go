package raster

import (
	"bytes"
	"compress/zlib"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"image"
	"io"
)

// A shrinker averages the grey rows fed to it in f×f blocks into out, as [Shrink] does for a
// whole picture.
type shrinker struct {
	f   int
	out *image.Gray
	sum []uint32
	y   int // rows fed
}

func newShrinker(w, h, side int) *shrinker {
	f := max((max(w, h)+side-1)/side, 1)
	ow, oh := w/f, h/f
	if ow < 1 || oh < 1 {
		ow, oh, f = w, h, 1
	}
	return &shrinker{f: f, out: image.NewGray(image.Rect(0, 0, ow, oh)), sum: make([]uint32, ow)}
}

func (s *shrinker) add(row []uint8) {
	oy := s.y / s.f
	s.y++
	ow, oh := s.out.Rect.Dx(), s.out.Rect.Dy()
	if oy >= oh {
		return
	}
	for ox := range ow {
		var t uint32
		for _, v := range row[ox*s.f : ox*s.f+s.f] {
			t += uint32(v)
		}
		s.sum[ox] += t
	}
	if s.y%s.f == 0 {
		n := uint32(s.f * s.f)
		o := s.out.Pix[oy*s.out.Stride:]
		for ox := range ow {
			o[ox] = uint8((s.sum[ox] + n/2) / n)
		}
		clear(s.sum)
	}
}

// StreamPNG decodes a non-interlaced PNG row by row straight into grey levels at the two
// sizes [Shrink] gives for workSide and fineSide, holding two rows of samples instead of the whole picture (a
// 1440×3200 RGBA screenshot: 40 KB instead of 18 MB). Transparent pixels count as white
// paper. ok is false for an interlaced picture, which the standard decoder reads instead.
func StreamPNG(ctx context.Context, data []byte, h Header, workSide, fineSide int) (work, fine *image.Gray, ok bool, err error) {
	p := data[8:]
	var ihdr, plte, trns []byte
	var idat [][]byte
	for len(p) > 0 {
		if len(p) < 12 {
			return nil, nil, true, errors.New("png: chunk cut short")
		}
		n := binary.BigEndian.Uint32(p)
		if int64(n) > int64(len(p))-12 {
			return nil, nil, true, errors.New("png: chunk cut short")
		}
		kind, body := string(p[4:8]), p[8:8+n]
		if crc32.ChecksumIEEE(p[4:8+n]) != binary.BigEndian.Uint32(p[8+n:]) {
			return nil, nil, true, fmt.Errorf("png: chunk %q: bad checksum", kind)
		}
		p = p[12+n:]
		switch kind {
		case "IHDR":
			ihdr = body
		case "PLTE":
			plte = body
		case "tRNS":
			trns = body
		case "IDAT":
			idat = append(idat, body)
		}
		if kind == "IEND" {
			break
		}
	}
	if len(ihdr) != 13 || len(idat) == 0 {
		return nil, nil, true, errors.New("png: no header or no pixel data")
	}
	depth, colour := int(ihdr[8]), ihdr[9]
	if ihdr[12] != 0 {
		return nil, nil, false, nil
	}
	channels := map[byte]int{0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[colour]
	if channels == 0 || depth != 1 && depth != 2 && depth != 4 && depth != 8 && depth != 16 ||
		depth > 8 && colour == 3 || depth < 8 && colour != 0 && colour != 3 {
		return nil, nil, true, fmt.Errorf("png: colour type %d at depth %d", colour, depth)
	}
	w, ht := h.Width, h.Height
	bits := channels * depth
	rowLen := (w*bits + 7) / 8
	bpp := max(bits/8, 1) // bytes between a byte and the one its filter refers to
	conv, err := pngLuma(colour, depth, plte, trns)
	if err != nil {
		return nil, nil, true, err
	}
	z, err := zlib.NewReader(&ContextReader{Ctx: ctx, R: io.MultiReader(readers(idat)...)})
	if err != nil {
		return nil, nil, true, fmt.Errorf("png: %w", err)
	}
	defer z.Close()
	ws, fs := newShrinker(w, ht, workSide), newShrinker(w, ht, fineSide)
	cur, prev := make([]byte, 1+rowLen), make([]byte, 1+rowLen)
	grey := make([]uint8, w)
	for range ht {
		if _, err := io.ReadFull(z, cur); err != nil {
			if ctx.Err() != nil {
				return nil, nil, true, ctx.Err()
			}
			return nil, nil, true, fmt.Errorf("png: pixel data: %w", err)
		}
		if err := unfilter(cur[0], cur[1:], prev[1:], bpp); err != nil {
			return nil, nil, true, err
		}
		conv(cur[1:], grey)
		ws.add(grey)
		fs.add(grey)
		cur, prev = prev, cur
	}
	return ws.out, fs.out, true, nil
}

func readers(parts [][]byte) []io.Reader {
	out := make([]io.Reader, len(parts))
	for i, b := range parts {
		out[i] = bytes.NewReader(b)
	}
	return out
}

// unfilter undoes a row's filter in place (PNG filters 0-4), prev being the row above.
func unfilter(kind byte, cur, prev []byte, bpp int) error {
	switch kind {
	case 0:
	case 1:
		for i := bpp; i < len(cur); i++ {
			cur[i] += cur[i-bpp]
		}
	case 2:
		for i := range cur {
			cur[i] += prev[i]
		}
	case 3:
		for i := range cur {
			var left byte
			if i >= bpp {
				left = cur[i-bpp]
			}
			cur[i] += byte((int(left) + int(prev[i])) / 2)
		}
	case 4:
		for i := range cur {
			var a, c byte
			if i >= bpp {
				a, c = cur[i-bpp], prev[i-bpp]
			}
			cur[i] += paeth(a, prev[i], c)
		}
	default:
		return fmt.Errorf("png: bad filter type %d", kind)
	}
	return nil
}

func paeth(a, b, c byte) byte {
	p := int(a) + int(b) - int(c)
	pa, pb, pc := abs(p-int(a)), abs(p-int(b)), abs(p-int(c))
	switch {
	case pa <= pb && pa <= pc:
		return a
	case pb <= pc:
		return b
	}
	return c
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// pngLuma returns the function that turns one row of raw samples into grey levels, alpha
// composited on white.
func pngLuma(colour byte, depth int, plte, trns []byte) (func(raw []byte, out []uint8), error) {
	onWhite := func(l, a uint32) uint8 { return uint8((l*a + 255*(255-a)) / 255) }
	hi := func(raw []byte, i int) uint32 { // the i-th sample, 8 bits (the high byte of 16)
		if depth == 16 {
			return uint32(raw[2*i])
		}
		return uint32(raw[i])
	}
	switch colour {
	case 0: // grey
		key := -1
		if len(trns) >= 2 {
			key = int(binary.BigEndian.Uint16(trns))
		}
		if depth >= 8 {
			return func(raw []byte, out []uint8) {
				for x := range out {
					v, full := hi(raw, x), int(hi(raw, x))
					if depth == 16 {
						full = int(binary.BigEndian.Uint16(raw[2*x:]))
					}
					if full == key {
						v = 255
					}
					out[x] = uint8(v)
				}
			}, nil
		}
		maxV := 1<<depth - 1
		return func(raw []byte, out []uint8) {
			for x := range out {
				bit := x * depth
				s := int(raw[bit/8]>>(8-depth-bit%8)) & maxV
				v := uint8(s * 255 / maxV)
				if s == key {
					v = 255
				}
				out[x] = v
			}
		}, nil
	case 3: // paletted
		if len(plte) == 0 || len(plte)%3 != 0 {
			return nil, errors.New("png: paletted picture without a palette")
		}
		var lut [256]uint8
		for i := range lut {
			lut[i] = 255 // an index past the palette: the standard decoder refuses it; paper here
		}
		for i := range len(plte) / 3 {
			l := uint32(Luma(plte[3*i], plte[3*i+1], plte[3*i+2]))
			a := uint32(255)
			if i < len(trns) {
				a = uint32(trns[i])
			}
			lut[i] = onWhite(l, a)
		}
		mask := 1<<depth - 1
		return func(raw []byte, out []uint8) {
			for x := range out {
				bit := x * depth
				out[x] = lut[int(raw[bit/8]>>(8-depth-bit%8))&mask]
			}
		}, nil
	case 2: // RGB
		var key []byte
		if len(trns) >= 6 {
			key = trns[:6]
		}
		step := 3 * (depth / 8)
		return func(raw []byte, out []uint8) {
			for x := range out {
				px := raw[x*step : x*step+step]
				l := Luma(uint8(hi(raw, 3*x)), uint8(hi(raw, 3*x+1)), uint8(hi(raw, 3*x+2)))
				if key != nil && (depth == 16 && bytes.Equal(px, key) ||
					depth == 8 && px[0] == key[1] && px[1] == key[3] && px[2] == key[5]) {
					l = 255
				}
				out[x] = l
			}
		}, nil
	case 4: // grey and alpha
		return func(raw []byte, out []uint8) {
			for x := range out {
				out[x] = onWhite(hi(raw, 2*x), hi(raw, 2*x+1))
			}
		}, nil
	}
	// RGBA
	return func(raw []byte, out []uint8) {
		for x := range out {
			l := uint32(Luma(uint8(hi(raw, 4*x)), uint8(hi(raw, 4*x+1)), uint8(hi(raw, 4*x+2))))
			out[x] = onWhite(l, hi(raw, 4*x+3))
		}
	}, nil
}
