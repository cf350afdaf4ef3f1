package render

import (
	"encoding/binary"
	"errors"
	"hash/adler32"
	"hash/crc32"
	"io"
	"math/bits"
	"slices"
	"sync"
)

// This file is the fast path of EncodePNG: an 8-bit palette PNG written in one pass over a
// board's rows, with a deflate encoder made for boards instead of compress/flate.
//
// A board is flat colours with anti-aliased edges, and most of its rows repeat the row above
// (lines, the gaps between digits) or a run of one colour. So each filtered row (filter
// byte 0, then one palette index per pixel) is cut greedily into three kinds of token: a
// copy of the bytes one row up (a deflate match at distance width+1), a run (a match at
// distance 1), or a literal byte. The tokens go out in one deflate block with Huffman codes
// built from their counts. No hashing, no search: a 9×9 chat board takes a fraction of
// compress/flate's BestSpeed time, in a file of about the same size.

// errNotBoard says that the picture does not fit the fast path (translucent, or more than
// 256 colours); the caller then takes the general one.
var errNotBoard = errors.New("render: not a board picture")

// maxDist is deflate's largest match distance: rows wider than this minus one are written
// without copies from the row above.
const maxDist = 32768

// A token is a literal byte (length 0) or a match of length 3..258 at distance 1..32768.
type token struct {
	length uint16
	lit    uint8
	dist   uint16 // distance-1
}

// boardEncoder holds the scratch of one encoding; encoders are pooled.
type boardEncoder struct {
	tokens    []token
	cur, prev []uint8 // filtered rows: filter byte, then indices
	ids       colourTable
	palette   []uint32
	bw        bitWriter
	litFreq   [286]int32
	distFreq  [30]int32
}

var boardEncoders = sync.Pool{New: func() any { return new(boardEncoder) }}

// encodeRGBA writes src, an opaque picture of at most 256 colours, as an 8-bit palette PNG.
// It returns errNotBoard, having written nothing, when src does not qualify.
func encodeRGBA(w io.Writer, src *image32) error {
	e := boardEncoders.Get().(*boardEncoder)
	defer boardEncoders.Put(e)
	e.reset(src.w)
	e.ids.init(256)
	e.palette = e.palette[:0]
	adler := adler32.New()
	for y := 0; y < src.h; y++ {
		row := src.pix[y*src.stride : y*src.stride+4*src.w]
		var up []uint8
		if y > 0 {
			up = src.pix[(y-1)*src.stride : (y-1)*src.stride+4*src.w]
		}
		switch {
		case up != nil && string(row) == string(up):
			e.copyRow()
		case up != nil && len(e.cur) <= maxDist:
			if !e.tokenizeRGBA(row, up) {
				return errNotBoard
			}
		default:
			if !e.index(row) {
				return errNotBoard
			}
			e.tokenize(false)
		}
		adler.Write(e.cur)
		e.cur, e.prev = e.prev, e.cur
	}
	pal := make([]byte, 0, 3*len(e.palette))
	for _, c := range e.palette {
		pal = append(pal, byte(c>>16), byte(c>>8), byte(c))
	}
	return e.write(w, src.w, src.h, pal, adler.Sum32())
}

// encodeIndexed writes a paletted picture (opaque palette of at most 256 colours) the same
// way; pix holds one index per pixel, rows stride apart.
func encodeIndexed(w io.Writer, pix []uint8, stride, width, height int, pal []byte) error {
	e := boardEncoders.Get().(*boardEncoder)
	defer boardEncoders.Put(e)
	e.reset(width)
	adler := adler32.New()
	for y := 0; y < height; y++ {
		copy(e.cur[1:], pix[y*stride:y*stride+width])
		if y > 0 && string(e.cur) == string(e.prev) {
			e.copyRow()
		} else {
			e.tokenize(y > 0)
		}
		adler.Write(e.cur)
		e.cur, e.prev = e.prev, e.cur
	}
	return e.write(w, width, height, pal, adler.Sum32())
}

// image32 is the part of an *image.RGBA the encoder reads.
type image32 struct {
	pix          []uint8
	stride, w, h int
}

func (e *boardEncoder) reset(width int) {
	e.tokens = e.tokens[:0]
	if cap(e.cur) < width+1 {
		e.cur, e.prev = make([]uint8, width+1), make([]uint8, width+1)
	}
	e.cur, e.prev = e.cur[:width+1], e.prev[:width+1]
	e.cur[0], e.prev[0] = 0, 0 // filter: none
	e.litFreq, e.distFreq = [286]int32{}, [30]int32{}
	e.bw.reset()
}

// index maps one RGBA row to palette indices in e.cur[1:], adding new colours to the
// palette. It reports false for a translucent pixel or a 257th colour.
func (e *boardEncoder) index(row []uint8) bool {
	out := e.cur[1:]
	last, id := uint32(0), uint8(0) // 0 is transparent: never a colour accepted
	for x := range out {
		v := binary.BigEndian.Uint32(row[4*x:]) // R, G, B, A
		if v != last {
			var ok bool
			if id, ok = e.lookup(v); !ok {
				return false
			}
			last = v
		}
		out[x] = id
	}
	return true
}

// tokenizeRGBA is index and tokenize in one pass over an RGBA row that differs from the row
// above, up (both of the same width): pixels equal to the one above or to the one before
// take its index without a look-up, so only the literals are looked up. It makes the same
// tokens as index then tokenize would.
func (e *boardEncoder) tokenizeRGBA(row, up []uint8) bool {
	r, p := e.cur, e.prev
	width := len(r)
	last, lastID := uint32(0), uint8(0)
	for k := 0; k < width; {
		var a int
		if k == 0 {
			a = 1 + commonPrefix(row, up)/4 // the filter bytes match too
		} else {
			a = commonPrefix(row[4*(k-1):], up[4*(k-1):]) / 4
		}
		run := 0
		if k >= 2 {
			run = pixelRun(row[4*(k-1):], row[4*(k-2):4*(k-1)])
		}
		switch {
		case a >= 4 && a >= run:
			copy(r[k:k+a], p[k:k+a])
			e.match(width, a)
			k += a
		case run >= 3:
			c := r[k-1]
			for j := k; j < k+run; j++ {
				r[j] = c
			}
			e.match(1, run)
			k += run
		default:
			if k > 0 {
				v := binary.BigEndian.Uint32(row[4*(k-1):])
				if v != last {
					id, ok := e.lookup(v)
					if !ok {
						return false
					}
					last, lastID = v, id
				}
				r[k] = lastID
			}
			e.tokens = append(e.tokens, token{lit: r[k]})
			e.litFreq[r[k]]++
			k++
		}
	}
	return true
}

// lookup returns the palette index of the RGBA pixel v (big-endian), adding the colour to
// the palette; false for a translucent pixel or a 257th colour.
func (e *boardEncoder) lookup(v uint32) (uint8, bool) {
	if v&0xff != 0xff {
		return 0, false
	}
	p := e.ids.slot(v >> 8)
	if *p == 0 { // indices are stored +1 so that 0 means a new colour
		if len(e.palette) == 256 {
			return 0, false
		}
		e.palette = append(e.palette, v>>8)
		*p = int32(len(e.palette))
	}
	return uint8(*p - 1), true
}

// pixelRun returns how many leading RGBA pixels of a equal the 4 bytes px.
func pixelRun(a, px []uint8) int {
	v := binary.LittleEndian.Uint32(px)
	word := uint64(v) | uint64(v)<<32
	n := 0
	for len(a)-n >= 8 {
		if x := binary.LittleEndian.Uint64(a[n:]) ^ word; x != 0 {
			return (n + trailingZeroBytes(x)) / 4
		}
		n += 8
	}
	for len(a)-n >= 4 && binary.LittleEndian.Uint32(a[n:]) == v {
		n += 4
	}
	return n / 4
}

// copyRow makes e.cur the same as e.prev and adds the tokens that copy it.
func (e *boardEncoder) copyRow() {
	copy(e.cur, e.prev)
	if len(e.cur) >= 3 && len(e.cur) <= maxDist {
		e.match(len(e.cur), len(e.cur))
		return
	}
	e.tokenize(false)
}

// tokenize cuts e.cur into tokens: copies of the row above (when above is set and the row
// is short enough), runs, and literals, taking at each byte the longer of a copy and a run.
func (e *boardEncoder) tokenize(above bool) {
	r, p := e.cur, e.prev
	above = above && len(r) <= maxDist
	for k := 0; k < len(r); {
		a := 0
		if above {
			a = commonPrefix(r[k:], p[k:])
		}
		run := 0
		if k > 0 {
			run = runLength(r[k:], r[k-1])
		}
		switch {
		case a >= 4 && a >= run:
			e.match(len(r), a)
			k += a
		case run >= 3:
			e.match(1, run)
			k += run
		default:
			e.tokens = append(e.tokens, token{lit: r[k]})
			e.litFreq[r[k]]++
			k++
		}
	}
}

// commonPrefix returns how many leading bytes a and b (as long as a) share.
func commonPrefix(a, b []uint8) int {
	n := 0
	for len(a)-n >= 8 {
		x := binary.LittleEndian.Uint64(a[n:]) ^ binary.LittleEndian.Uint64(b[n:])
		if x != 0 {
			return n + trailingZeroBytes(x)
		}
		n += 8
	}
	for n < len(a) && a[n] == b[n] {
		n++
	}
	return n
}

// runLength returns how many leading bytes of a equal c.
func runLength(a []uint8, c uint8) int {
	n := 0
	word := uint64(c) * 0x0101010101010101
	for len(a)-n >= 8 {
		x := binary.LittleEndian.Uint64(a[n:]) ^ word
		if x != 0 {
			return n + trailingZeroBytes(x)
		}
		n += 8
	}
	for n < len(a) && a[n] == c {
		n++
	}
	return n
}

func trailingZeroBytes(x uint64) int { return bits.TrailingZeros64(x) / 8 }

// match adds tokens copying length bytes from dist back, in pieces of 3..258.
func (e *boardEncoder) match(dist, length int) {
	dc := distCode(dist)
	for length > 0 {
		l := min(length, 258)
		if rest := length - l; rest > 0 && rest < 3 {
			l -= 3 - rest
		}
		e.tokens = append(e.tokens, token{length: uint16(l), dist: uint16(dist - 1)})
		e.litFreq[257+int(lengthCode[l-3])]++
		e.distFreq[dc]++
		length -= l
	}
}

// write finishes the picture: signature, IHDR, PLTE, one IDAT holding the zlib stream of the
// tokens, IEND.
func (e *boardEncoder) write(w io.Writer, width, height int, pal []byte, adler uint32) error {
	bw := &e.bw
	bw.out = append(bw.out[:0], 0x78, 0x01) // zlib: deflate, 32 KiB window, no dictionary
	e.block()
	bw.flush()
	bw.out = binary.BigEndian.AppendUint32(bw.out, adler)

	var hdr [13]byte
	binary.BigEndian.PutUint32(hdr[0:], uint32(width))
	binary.BigEndian.PutUint32(hdr[4:], uint32(height))
	hdr[8], hdr[9] = 8, 3 // 8 bits per index, palette colour
	out := make([]byte, 0, len(bw.out)+len(pal)+64)
	out = append(out, "\x89PNG\r\n\x1a\n"...)
	out = appendChunk(out, "IHDR", hdr[:])
	out = appendChunk(out, "PLTE", pal)
	out = appendChunk(out, "IDAT", bw.out)
	out = appendChunk(out, "IEND", nil)
	_, err := w.Write(out)
	return err
}

func appendChunk(out []byte, kind string, data []byte) []byte {
	out = binary.BigEndian.AppendUint32(out, uint32(len(data)))
	start := len(out)
	out = append(out, kind...)
	out = append(out, data...)
	return binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE(out[start:]))
}

// block writes all tokens as one final deflate block with dynamic Huffman codes.
func (e *boardEncoder) block() {
	e.litFreq[256] = 1 // end of block
	litLen := huffmanLengths(e.litFreq[:], 15)
	distLen := huffmanLengths(e.distFreq[:], 15)
	nlit, ndist := trimZeros(litLen, 257), trimZeros(distLen, 1)

	// The code lengths of both alphabets, run-length coded (RFC 1951 §3.2.7).
	lens := append(slices.Clone(litLen[:nlit]), distLen[:ndist]...)
	var clFreq [19]int32
	type clSym struct{ sym, extra uint8 }
	var syms []clSym
	for i := 0; i < len(lens); {
		l := lens[i]
		n := 1
		for i+n < len(lens) && lens[i+n] == l {
			n++
		}
		i += n
		for n > 0 {
			switch {
			case l == 0 && n >= 11:
				k := min(n, 138)
				syms = append(syms, clSym{18, uint8(k - 11)})
				n -= k
			case l == 0 && n >= 3:
				k := min(n, 10)
				syms = append(syms, clSym{17, uint8(k - 3)})
				n -= k
			case l != 0 && n >= 4:
				syms = append(syms, clSym{l, 0})
				k := min(n-1, 6)
				syms = append(syms, clSym{16, uint8(k - 3)})
				n -= 1 + k
			default:
				syms = append(syms, clSym{l, 0})
				n--
			}
		}
	}
	for _, s := range syms {
		clFreq[s.sym]++
	}
	clLen := huffmanLengths(clFreq[:], 7)
	nclen := 19
	for nclen > 4 && clLen[clOrder[nclen-1]] == 0 {
		nclen--
	}
	litCode, distCodes, clCode := canonical(litLen), canonical(distLen), canonical(clLen)

	bw := &e.bw
	bw.bits(1, 1) // final block
	bw.bits(2, 2) // dynamic Huffman
	bw.bits(uint64(nlit-257), 5)
	bw.bits(uint64(ndist-1), 5)
	bw.bits(uint64(nclen-4), 4)
	for _, k := range clOrder[:nclen] {
		bw.bits(uint64(clLen[k]), 3)
	}
	for _, s := range syms {
		bw.bits(uint64(clCode[s.sym]), uint(clLen[s.sym]))
		switch s.sym {
		case 16:
			bw.bits(uint64(s.extra), 2)
		case 17:
			bw.bits(uint64(s.extra), 3)
		case 18:
			bw.bits(uint64(s.extra), 7)
		}
	}
	for _, t := range e.tokens {
		if t.length == 0 {
			bw.bits(uint64(litCode[t.lit]), uint(litLen[t.lit]))
			continue
		}
		lc := lengthCode[t.length-3]
		sym := 257 + int(lc)
		bw.bits(uint64(litCode[sym]), uint(litLen[sym]))
		if eb := lengthExtra[lc]; eb > 0 {
			bw.bits(uint64(int(t.length)-int(lengthBase[lc])), uint(eb))
		}
		d := int(t.dist) + 1
		dc := distCode(d)
		bw.bits(uint64(distCodes[dc]), uint(distLen[dc]))
		if eb := distExtra[dc]; eb > 0 {
			bw.bits(uint64(d-int(distBase[dc])), uint(eb))
		}
	}
	bw.bits(uint64(litCode[256]), uint(litLen[256]))
}

// trimZeros returns the length of lens without its trailing zeros, at least least.
func trimZeros(lens []uint8, least int) int {
	n := len(lens)
	for n > least && lens[n-1] == 0 {
		n--
	}
	return n
}

// clOrder is the order in which the code-length code's lengths are sent.
var clOrder = [19]uint8{16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15}

// Length codes 257..285 (as 0..28): base length and extra bits; lengthCode maps length-3.
var (
	lengthBase  = [29]uint16{3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258}
	lengthExtra = [29]uint8{0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0}
	lengthCode  [256]uint8
	distBase    = [30]uint16{1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577}
	distExtra   = [30]uint8{0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13}
)

func init() {
	for c := 0; c < 28; c++ {
		for l := int(lengthBase[c]); l < int(lengthBase[c])+1<<lengthExtra[c] && l < 258; l++ {
			lengthCode[l-3] = uint8(c)
		}
	}
	lengthCode[258-3] = 28 // 258 has its own code, 285
}

// distCode returns the distance code of d (1..32768).
func distCode(d int) int {
	if d <= 4 {
		return d - 1
	}
	// Codes 4.. come in pairs per power of two: d-1 in [2^k, 2^(k+1)) gives 2k and 2k+1.
	k := bits.Len(uint(d-1)) - 1
	return 2*k + int((d-1)>>(k-1)&1)
}

// huffmanLengths returns code lengths of at most limit bits for the symbol counts freq
// (zero counts get no code). At least two symbols get a code, so that the code is complete,
// as every decoder accepts.
func huffmanLengths(freq []int32, limit int) []uint8 {
	f := slices.Clone(freq)
	used := 0
	for _, x := range f {
		if x > 0 {
			used++
		}
	}
	for i := 0; used < 2 && i < len(f); i++ {
		if f[i] == 0 {
			f[i] = 1
			used++
		}
	}
	lens := make([]uint8, len(f))
	for {
		if huffmanBuild(f, lens) <= limit {
			return lens
		}
		for i, x := range f { // flatten the counts and try again
			if x > 0 {
				f[i] = (x + 1) / 2
			}
		}
	}
}

// huffmanBuild sets lens to the Huffman code lengths of the non-zero counts f and returns
// the longest.
func huffmanBuild(f []int32, lens []uint8) int {
	type node struct {
		w           int64
		left, right int32 // children (-1 for a leaf)
		sym         int32
	}
	var nodes []node
	for s, x := range f {
		lens[s] = 0
		if x > 0 {
			nodes = append(nodes, node{w: int64(x), left: -1, right: -1, sym: int32(s)})
		}
	}
	slices.SortStableFunc(nodes, func(a, b node) int { return int(a.w - b.w) })
	// Two queues: the sorted leaves and the internal nodes, made in non-decreasing weight.
	leaves := len(nodes)
	li, ii := 0, leaves
	pick := func() int32 {
		if li < leaves && (ii >= len(nodes) || nodes[li].w <= nodes[ii].w) {
			li++
			return int32(li - 1)
		}
		ii++
		return int32(ii - 1)
	}
	for k := 0; k < leaves-1; k++ {
		a, b := pick(), pick()
		nodes = append(nodes, node{w: nodes[a].w + nodes[b].w, left: a, right: b, sym: -1})
	}
	longest := 0
	var walk func(i int32, depth int)
	walk = func(i int32, depth int) {
		n := nodes[i]
		if n.left < 0 {
			lens[n.sym] = uint8(depth)
			longest = max(longest, depth)
			return
		}
		walk(n.left, depth+1)
		walk(n.right, depth+1)
	}
	walk(int32(len(nodes)-1), 0)
	return longest
}

// canonical returns the canonical Huffman codes of lens, bit-reversed for deflate's
// least-significant-bit-first order.
func canonical(lens []uint8) []uint16 {
	var count [16]uint16
	for _, l := range lens {
		count[l]++
	}
	count[0] = 0
	var next [16]uint16
	code := uint16(0)
	for b := 1; b < 16; b++ {
		code = (code + count[b-1]) << 1
		next[b] = code
	}
	codes := make([]uint16, len(lens))
	for s, l := range lens {
		if l == 0 {
			continue
		}
		c := next[l]
		next[l]++
		var r uint16
		for b := uint8(0); b < l; b++ {
			r = r<<1 | c>>b&1
		}
		codes[s] = r
	}
	return codes
}

// bitWriter packs bits least significant first, as deflate wants.
type bitWriter struct {
	out   []byte
	acc   uint64
	nbits uint
}

func (b *bitWriter) reset() { b.out, b.acc, b.nbits = b.out[:0], 0, 0 }

func (b *bitWriter) bits(v uint64, n uint) {
	b.acc |= v << b.nbits
	b.nbits += n
	if b.nbits >= 32 {
		b.out = binary.LittleEndian.AppendUint32(b.out, uint32(b.acc))
		b.acc >>= 32
		b.nbits -= 32
	}
}

// flush writes the bits left, padding the last byte with zeros.
func (b *bitWriter) flush() {
	for b.nbits > 0 {
		b.out = append(b.out, byte(b.acc))
		b.acc >>= 8
		b.nbits = uint(max(int(b.nbits)-8, 0))
	}
	b.acc = 0
}
