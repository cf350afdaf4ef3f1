// Package bombtest builds decompression bombs for tests: small files that announce a huge
// picture, which decoders that trust the header turn into gigabytes of memory. Tests of
// scan and of the bot build them with it; no such file is kept in git.
package bombtest

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
	"image"
	"reflect"
)

// A Bomb is one built file and what it is.
type Bomb struct {
	Name string
	Data []byte
}

// Side is the bombs' width and height: 6320² is just under scan's 40-megapixel cap, so
// only the decoded-bytes cap can refuse them.
const Side = 6320

// All returns the four bombs of issue 23 at side×side pixels: a progressive CMYK JPEG and a
// progressive YCbCr JPEG, each one DC-only scan; a 16-bit RGBA PNG of constant rows; a
// lossless WebP whose prefix codes have one symbol each (every pixel costs no bits).
func All(side int) []Bomb {
	return []Bomb{
		{"progressive CMYK JPEG", ProgressiveJPEG(side, 4)},
		{"progressive YCbCr JPEG", ProgressiveJPEG(side, 3)},
		{"16-bit RGBA PNG", PNG16(side)},
		{"lossless WebP", LosslessWebP(side)},
	}
}

// ProgressiveJPEG is a progressive JPEG of side×side pixels with comps components (3:
// YCbCr, 4: CMYK with an Adobe marker), all sampled 1×1, and a single DC scan in which every
// block's difference is 0: one bit per block, whatever the picture's size.
func ProgressiveJPEG(side, comps int) []byte {
	var b bytes.Buffer
	seg := func(marker byte, body []byte) {
		b.Write([]byte{0xff, marker})
		_ = binary.Write(&b, binary.BigEndian, uint16(len(body)+2))
		b.Write(body)
	}
	b.Write([]byte{0xff, 0xd8})
	if comps == 4 {
		// Adobe APP14, transform 0: the four components are C, M, Y, K.
		seg(0xee, []byte{'A', 'd', 'o', 'b', 'e', 0, 100, 0, 0, 0, 0, 0})
	}
	q := make([]byte, 65) // table 0, 8-bit, every entry 1
	for i := 1; i < 65; i++ {
		q[i] = 1
	}
	seg(0xdb, q)
	sof := []byte{8, byte(side >> 8), byte(side), byte(side >> 8), byte(side), byte(comps)}
	for c := range comps {
		sof = append(sof, byte(c+1), 0x11, 0)
	}
	seg(0xc2, sof)
	// DC table 0: one code of length 1 for category 0 (a zero difference).
	dht := []byte{0x00, 1}
	dht = append(dht, make([]byte, 15)...)
	dht = append(dht, 0)
	seg(0xc4, dht)
	sos := []byte{byte(comps)}
	for c := range comps {
		sos = append(sos, byte(c+1), 0x00)
	}
	sos = append(sos, 0, 0, 0) // Ss 0, Se 0, Ah 0 Al 0: the DC coefficients
	seg(0xda, sos)
	blocks := ((side + 7) / 8) * ((side + 7) / 8) * comps
	b.Write(make([]byte, (blocks+7)/8)) // one 0 bit per block; 0x00 needs no stuffing
	b.Write([]byte{0xff, 0xd9})
	return b.Bytes()
}

// PNG16 is a 16-bit RGBA PNG of side×side pixels, every row a zero row with filter None:
// it compresses to about a thousandth of its 8 bytes a pixel.
func PNG16(side int) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	chunk := func(kind string, body []byte) {
		_ = binary.Write(&b, binary.BigEndian, uint32(len(body)))
		start := b.Len()
		b.WriteString(kind)
		b.Write(body)
		_ = binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(b.Bytes()[start:]))
	}
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], uint32(side))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(side))
	ihdr[8], ihdr[9] = 16, 6 // 16 bits, RGBA
	chunk("IHDR", ihdr)
	var z bytes.Buffer
	zw, _ := zlib.NewWriterLevel(&z, zlib.BestSpeed)
	row := make([]byte, 1+8*side) // filter byte 0, then zeros
	for range side {
		_, _ = zw.Write(row)
	}
	_ = zw.Close()
	chunk("IDAT", z.Bytes())
	chunk("IEND", nil)
	return b.Bytes()
}

// LosslessWebP is a lossless (VP8L) WebP of side×side pixels with no transforms, no colour
// cache and five prefix codes of one symbol each, so that its pixels take no bits at all:
// about 30 bytes for any size up to 16384².
func LosslessWebP(side int) []byte {
	var w bitWriter
	w.put(uint32(side-1), 14)
	w.put(uint32(side-1), 14)
	w.put(0, 1)   // alpha is not used
	w.put(0, 3)   // version 0
	w.put(0, 1)   // no transform
	w.put(0, 1)   // no colour cache
	w.put(0, 1)   // no meta prefix codes
	for range 5 { // green, red, blue, alpha, distance
		w.put(1, 1) // a simple code
		w.put(0, 1) // of one symbol
		w.put(0, 1) // written in 1 bit
		w.put(0, 1) // symbol 0
	}
	body := append([]byte{0x2f}, w.bytes()...)
	if len(body)%2 == 1 {
		body = append(body, 0)
	}
	var b bytes.Buffer
	b.WriteString("RIFF")
	_ = binary.Write(&b, binary.LittleEndian, uint32(4+8+len(body)))
	b.WriteString("WEBPVP8L")
	_ = binary.Write(&b, binary.LittleEndian, uint32(len(body)))
	b.Write(body)
	return b.Bytes()
}

// bitWriter packs bits least significant first, as VP8L reads them.
type bitWriter struct {
	buf   []byte
	acc   uint64
	nbits uint
}

func (w *bitWriter) put(v uint32, n uint) {
	w.acc |= uint64(v) << w.nbits
	w.nbits += n
	for w.nbits >= 8 {
		w.buf = append(w.buf, byte(w.acc))
		w.acc >>= 8
		w.nbits -= 8
	}
}

func (w *bitWriter) bytes() []byte {
	if w.nbits > 0 {
		return append(w.buf, byte(w.acc))
	}
	return w.buf
}

// DecodedBytes is the size of a decoded picture's pixel buffers: what a decoder really
// held, to hold a header's announced cost against (0 for a type it does not know). The
// planar types count their planes; the others are the image package's one Pix slice.
func DecodedBytes(img image.Image) int64 {
	switch m := img.(type) {
	case *image.YCbCr:
		return int64(len(m.Y) + len(m.Cb) + len(m.Cr))
	case *image.NYCbCrA:
		return int64(len(m.Y) + len(m.Cb) + len(m.Cr) + len(m.A))
	}
	if v := reflect.ValueOf(img); v.Kind() == reflect.Pointer && v.Elem().Kind() == reflect.Struct {
		if pix := v.Elem().FieldByName("Pix"); pix.IsValid() && pix.Kind() == reflect.Slice {
			return int64(pix.Len())
		}
	}
	return 0
}
