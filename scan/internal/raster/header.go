package raster

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
)

// Header is what a picture's header says about the cost of decoding it.
type Header struct {
	Format        string // "png", "jpeg", "gif" or "webp"
	Width, Height int
	// Decoded is how many bytes decoding the whole picture holds at its peak: the pixels in
	// the decoder's colour model (16-bit PNG 8 bytes a pixel, CMYK JPEG 4 plus its planes)
	// plus what the decoder keeps besides (a progressive JPEG's coefficients, 4 bytes a
	// sample; a lossless WebP's second pixel buffer; an interlaced PNG's passes).
	Decoded int64
}

// ErrNotImage: the data starts like none of the formats ReadHeader reads.
var ErrNotImage = errors.New("not a PNG, JPEG, GIF or WebP picture")

// errHeader is a header too short or malformed to tell the picture's size.
var errHeader = errors.New("header damaged or cut short")

// ReadHeader reads the size and decoding cost of a PNG, JPEG, GIF or WebP picture from its
// header alone, without decoding any pixels. It never allocates in proportion to the
// picture's declared size.
func ReadHeader(data []byte) (Header, error) {
	var h Header
	var err error
	switch {
	case bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")):
		h, err = pngHeader(data)
	case bytes.HasPrefix(data, []byte("\xff\xd8")):
		h, err = jpegHeader(data)
	case bytes.HasPrefix(data, []byte("GIF87a")), bytes.HasPrefix(data, []byte("GIF89a")):
		h, err = gifHeader(data)
	case len(data) >= 12 && string(data[:4]) == "RIFF" && string(data[8:12]) == "WEBP":
		h, err = webpHeader(data)
	default:
		return Header{}, ErrNotImage
	}
	if err != nil {
		return Header{}, fmt.Errorf("%s %w", h.Format, err)
	}
	if h.Width <= 0 || h.Height <= 0 {
		return Header{}, fmt.Errorf("%s: empty picture %d×%d", h.Format, h.Width, h.Height)
	}
	return h, nil
}

// pngHeader reads IHDR, and the chunks before the first IDAT for a tRNS chunk (which makes
// Go's decoder return NRGBA pixels for a grey or RGB picture).
func pngHeader(data []byte) (Header, error) {
	h := Header{Format: "png"}
	p := data[8:]
	if len(p) < 8+13 || string(p[4:8]) != "IHDR" {
		return h, errHeader
	}
	ihdr := p[8:21]
	w, ht := binary.BigEndian.Uint32(ihdr[0:]), binary.BigEndian.Uint32(ihdr[4:])
	if w > 1<<24 || ht > 1<<24 { // far past any cap; keeps the products below in range
		return h, fmt.Errorf("%d×%d: %w", w, ht, errHeader)
	}
	h.Width, h.Height = int(w), int(ht)
	depth, colour, interlace := int(ihdr[8]), ihdr[9], ihdr[12]
	trns := false
	for q := p; len(q) >= 8; {
		n := int64(binary.BigEndian.Uint32(q))
		kind := string(q[4:8])
		if kind == "IDAT" {
			break
		}
		if kind == "tRNS" {
			trns = true
		}
		if n+12 > int64(len(q)) {
			break
		}
		q = q[n+12:]
	}
	var bpp int64 // bytes a pixel in the image Go's png package returns
	switch colour {
	case 0: // grey
		bpp = 1
		if depth == 16 {
			bpp = 2
		}
		if trns {
			bpp = 4 * int64(max(1, depth/8))
		}
	case 3: // paletted
		bpp = 1
	case 2, 4, 6: // RGB, grey + alpha, RGBA
		bpp = 4 * int64(max(1, depth/8))
	default:
		return h, fmt.Errorf("colour type %d: %w", colour, errHeader)
	}
	px := int64(h.Width) * int64(h.Height)
	// Two rows of the raw (filtered) samples, at most 8 bytes a pixel.
	h.Decoded = px*bpp + 2*(8*int64(h.Width)+1)
	if interlace != 0 {
		h.Decoded += px * bpp // each pass is decoded into an image of its own, then merged
	}
	return h, nil
}

// jpegHeader walks the markers up to the frame header (SOFn).
func jpegHeader(data []byte) (Header, error) {
	h := Header{Format: "jpeg"}
	adobeRGB := false
	p := data[2:]
	for {
		// Skip fill bytes and anything that is not a marker, as decoders do.
		for len(p) > 0 && p[0] != 0xff {
			p = p[1:]
		}
		for len(p) > 1 && p[1] == 0xff {
			p = p[1:]
		}
		if len(p) < 2 {
			return h, errHeader
		}
		m := p[1]
		p = p[2:]
		switch {
		case m == 0x01 || m >= 0xd0 && m <= 0xd8: // no length
			continue
		case m == 0xd9 || m == 0xda: // EOI or SOS before any frame header
			return h, errHeader
		}
		if len(p) < 2 {
			return h, errHeader
		}
		n := int(binary.BigEndian.Uint16(p))
		if n < 2 || n > len(p) {
			return h, errHeader
		}
		seg := p[2:n]
		p = p[n:]
		switch {
		case m == 0xee && len(seg) >= 12 && string(seg[:5]) == "Adobe":
			adobeRGB = seg[11] == 0 // transform 0: the three components are R, G, B
		case m >= 0xc0 && m <= 0xcf && m != 0xc4 && m != 0xc8 && m != 0xcc:
			return sofCost(h, seg, m == 0xc2 || m == 0xc6 || m == 0xca || m == 0xce, adobeRGB)
		}
	}
}

// sofCost works out a JPEG's decoding cost from its frame header, as Go's image/jpeg
// allocates: each component's plane rounded up to whole MCUs, a 256-byte block of
// coefficients for every 8×8 block of every component when progressive, and a second
// 4-byte-a-pixel image when CMYK or Adobe RGB pixels are converted.
func sofCost(h Header, seg []byte, progressive, adobeRGB bool) (Header, error) {
	if len(seg) < 6 {
		return h, errHeader
	}
	h.Height, h.Width = int(binary.BigEndian.Uint16(seg[1:])), int(binary.BigEndian.Uint16(seg[3:]))
	nc := int(seg[5])
	if nc < 1 || nc > 4 || len(seg) < 6+3*nc {
		return h, fmt.Errorf("%d components: %w", nc, errHeader)
	}
	if h.Width == 0 || h.Height == 0 {
		return h, nil // ReadHeader refuses the empty picture
	}
	var hs, vs [4]int64
	hmax, vmax := int64(1), int64(1)
	for i := range nc {
		f := seg[6+3*i+1]
		if f>>4 < 1 || f>>4 > 4 || f&15 < 1 || f&15 > 4 {
			// JPEG allows 1 to 4 (and Go's decoder refuses others); with others the
			// planes' sizes below would not bound what a decoder allocates.
			return h, fmt.Errorf("component %d sampled %d×%d: %w", i+1, f>>4, f&15, errHeader)
		}
		hs[i], vs[i] = int64(f>>4), int64(f&15)
		hmax, vmax = max(hmax, hs[i]), max(vmax, vs[i])
	}
	if nc == 1 {
		hs[0], vs[0], hmax, vmax = 1, 1, 1, 1 // a grey picture is decoded in 8×8 MCUs
	}
	mxx := (int64(h.Width) + 8*hmax - 1) / (8 * hmax)
	myy := (int64(h.Height) + 8*vmax - 1) / (8 * vmax)
	var samples int64
	for i := range nc {
		s := mxx * hs[i] * 8 * myy * vs[i] * 8
		// Go keeps chroma planes at least as large as the ratios it supports need.
		samples += s
		if progressive {
			samples += 4 * s
		}
	}
	// Rounding of unusual sampling ratios; a little slack keeps the estimate above the real.
	samples += samples / 8
	px := int64(h.Width) * int64(h.Height)
	samples = max(samples, px) // a decoded picture has at least a byte a pixel
	rgbIDs := nc == 3 && seg[6] == 'R' && seg[9] == 'G' && seg[12] == 'B'
	if nc == 4 || nc == 3 && (adobeRGB || rgbIDs) {
		samples += 4 * px
	}
	h.Decoded = samples
	return h, nil
}

// gifHeader reads the logical screen size: Go decodes the first frame into a paletted
// image no larger than it, with the LZW decoder's buffers beside.
func gifHeader(data []byte) (Header, error) {
	h := Header{Format: "gif"}
	if len(data) < 10 {
		return h, errHeader
	}
	h.Width, h.Height = int(binary.LittleEndian.Uint16(data[6:])), int(binary.LittleEndian.Uint16(data[8:]))
	h.Decoded = 2*int64(h.Width)*int64(h.Height) + 64<<10
	return h, nil
}

// webpHeader reads the size from the VP8, VP8L or VP8X chunk. Lossy pictures decode to
// YCbCr 4:2:0 (1.5 bytes a pixel, counted as 2); lossless ones and pictures with an alpha
// channel hold two 4-byte-a-pixel buffers at their peak.
func webpHeader(data []byte) (Header, error) {
	h := Header{Format: "webp"}
	p := data[12:]
	if len(p) < 8 {
		return h, errHeader
	}
	kind, body := string(p[:4]), p[8:]
	bpp := int64(8)
	switch kind {
	case "VP8 ":
		// Frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height.
		if len(body) < 10 || body[3] != 0x9d || body[4] != 0x01 || body[5] != 0x2a {
			return h, errHeader
		}
		h.Width = int(binary.LittleEndian.Uint16(body[6:]) & 0x3fff)
		h.Height = int(binary.LittleEndian.Uint16(body[8:]) & 0x3fff)
		bpp = 2
	case "VP8L":
		if len(body) < 5 || body[0] != 0x2f {
			return h, errHeader
		}
		v := binary.LittleEndian.Uint32(body[1:])
		h.Width, h.Height = int(v&0x3fff)+1, int(v>>14&0x3fff)+1
	case "VP8X":
		if len(body) < 10 {
			return h, errHeader
		}
		le24 := func(b []byte) int { return int(b[0]) | int(b[1])<<8 | int(b[2])<<16 }
		h.Width, h.Height = le24(body[4:])+1, le24(body[7:])+1
	default:
		return h, fmt.Errorf("chunk %q: %w", kind, errHeader)
	}
	h.Decoded = bpp*int64(h.Width)*int64(h.Height) + 64<<10
	return h, nil
}
