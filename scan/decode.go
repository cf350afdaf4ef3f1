package scan

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	_ "image/gif"  // GIF screenshots decode too
	_ "image/jpeg" // photos
	_ "image/png"  // screenshots
	"io"
	"runtime"

	_ "golang.org/x/image/webp" // Discord and phone screenshots
)

// Limits bound what [Read] accepts. The zero value uses the defaults.
type Limits struct {
	MaxBytes  int // largest file accepted; 0 means DefaultMaxBytes
	MaxPixels int // largest width×height decoded; 0 means DefaultMaxPixels
	// MaxDecodedBytes is the most memory decoding one picture may take, as its header
	// tells before any pixel is decoded (see [DefaultMaxDecodedBytes]); 0 means the default.
	MaxDecodedBytes int64
}

// The default limits: Discord's attachment limit, a 40-megapixel picture, and 96 MiB of
// decoded pixels and decoder state. A 12-megapixel phone photo takes 18 MB as a baseline
// JPEG and 86 MB as a progressive one; a 1440×3200 screenshot 18 MB as a PNG. What the
// pixel cap alone let through took up to 1.1 GB: a progressive CMYK JPEG keeps 16 bytes of
// coefficients for each pixel, a 16-bit RGBA PNG decodes to 8 bytes a pixel.
const (
	DefaultMaxBytes        = 25 << 20
	DefaultMaxPixels       = 40_000_000
	DefaultMaxDecodedBytes = 96 << 20
)

func (l Limits) bytes() int {
	if l.MaxBytes > 0 {
		return l.MaxBytes
	}
	return DefaultMaxBytes
}

func (l Limits) decoded() int64 {
	if l.MaxDecodedBytes > 0 {
		return l.MaxDecodedBytes
	}
	return DefaultMaxDecodedBytes
}

func (l Limits) pixels() int {
	if l.MaxPixels > 0 {
		return l.MaxPixels
	}
	return DefaultMaxPixels
}

// Errors returned by [Read]; test them with errors.Is.
var (
	// ErrNotImage: the bytes are no PNG, JPEG, GIF or WebP picture.
	ErrNotImage = errors.New("scan: not a PNG, JPEG or WebP picture")
	// ErrTooLarge: the file or the picture is over the limits.
	ErrTooLarge = errors.New("scan: picture too large")
	// ErrCorrupt: the header was read but the picture could not be decoded.
	ErrCorrupt = errors.New("scan: the picture is damaged and could not be decoded")
	// ErrNoGrid: no Sudoku grid was found; nothing is made up.
	ErrNoGrid = errors.New("scan: I could not find a Sudoku grid in this picture")
)

// NoGridTip is the advice to give with [ErrNoGrid].
const NoGridTip = "Tip: crop the picture to the grid, take it from straight above, and avoid glare and shadows."

// IsImage reports whether data starts like a picture [Read] can decode (PNG, JPEG, GIF or
// WebP), by its magic bytes alone.
func IsImage(data []byte) bool {
	switch {
	case bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")),
		bytes.HasPrefix(data, []byte("\xff\xd8\xff")),
		bytes.HasPrefix(data, []byte("GIF87a")), bytes.HasPrefix(data, []byte("GIF89a")):
		return true
	case len(data) >= 12 && string(data[:4]) == "RIFF" && string(data[8:12]) == "WEBP":
		return true
	}
	return false
}

// workSide is the longest side of the grey image the grid is searched in; larger pictures are
// shrunk by an integer factor first.
const workSide = 1100

// decodeGray checks the limits from the header, waits for its decoding cost in budget,
// decodes and returns the picture as grey levels, shrunk so that its longer side is at most
// workSide (to search) and fineSide (to straighten a grid from), with the header read.
func decodeGray(ctx context.Context, data []byte, lim Limits, budget *Budget) (work, fine *image.Gray, h header, err error) {
	if len(data) > lim.bytes() {
		return nil, nil, header{}, fmt.Errorf("%w: %d bytes, the limit is %d MiB", ErrTooLarge, len(data), lim.bytes()>>20)
	}
	if !IsImage(data) {
		return nil, nil, header{}, ErrNotImage
	}
	h, err = readHeader(data)
	if err != nil {
		return nil, nil, header{}, fmt.Errorf("%w (header: %v)", ErrCorrupt, err)
	}
	if int64(h.width)*int64(h.height) > int64(lim.pixels()) {
		return nil, nil, h, fmt.Errorf("%w: %d×%d pixels, the limit is %d megapixels", ErrTooLarge, h.width, h.height, lim.pixels()/1_000_000)
	}
	if h.decoded > lim.decoded() {
		return nil, nil, h, fmt.Errorf("%w: this %d×%d %s needs %d MB to decode, the limit is %d MB", ErrTooLarge, h.width, h.height, h.format, h.decoded>>20, lim.decoded()>>20)
	}
	// The standard decoders must agree with the header (they read it their own way).
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, nil, h, fmt.Errorf("%w (header: %v)", ErrCorrupt, err)
	}
	if cfg.Width != h.width || cfg.Height != h.height {
		return nil, nil, h, fmt.Errorf("%w (header: %d×%d, decoder: %d×%d)", ErrCorrupt, h.width, h.height, cfg.Width, cfg.Height)
	}
	if h.format == "png" {
		// Row by row, at the reduced sizes: two rows of samples and the grey pictures.
		fw, fh := shrunkSize(h.width, h.height, fineSide)
		ww, wh := shrunkSize(h.width, h.height, workSide)
		cost := 16*int64(h.width) + 4*int64(h.width) + int64(fw*fh+ww*wh)
		if err := budget.acquire(ctx, cost); err != nil {
			return nil, nil, h, err
		}
		work, fine, ok, err := streamPNG(ctx, data, h)
		budget.release(cost)
		switch {
		case ok && err != nil && ctx.Err() != nil:
			return nil, nil, h, fmt.Errorf("scan: decoding: %w", ctx.Err())
		case ok && err != nil:
			return nil, nil, h, fmt.Errorf("%w (%v)", ErrCorrupt, err)
		case ok:
			return work, fine, h, nil
		}
		// Interlaced: the standard decoder below.
	}
	if err := budget.acquire(ctx, h.decoded); err != nil {
		return nil, nil, h, err
	}
	work, fine, err = decodeStd(ctx, data)
	if h.decoded >= collectAbove {
		// The decoded picture is garbage now; collect it before the next reading may take
		// its share of the budget, or the heap holds both until the collector runs.
		runtime.GC()
	}
	budget.release(h.decoded)
	return work, fine, h, err
}

// collectAbove is the decoding cost from which decodeGray runs the garbage collector
// before giving the budget back (a 12-megapixel JPEG photo: 18 MB, not collected; a
// progressive one: 86 MB, collected).
const collectAbove = 32 << 20

// decodeStd decodes data with the standard decoders and shrinks it to the two grey sizes.
func decodeStd(ctx context.Context, data []byte) (work, fine *image.Gray, err error) {
	img, _, err := image.Decode(&ctxReader{ctx: ctx, r: bytes.NewReader(data)})
	if err != nil {
		if ctx.Err() != nil {
			return nil, nil, fmt.Errorf("scan: decoding: %w", ctx.Err())
		}
		return nil, nil, fmt.Errorf("%w (%v)", ErrCorrupt, err)
	}
	return shrink(img, workSide), shrink(img, fineSide), nil
}

// ctxReader stops a decoder at its next read once ctx ends.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c *ctxReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}

// shrunkSize is the size shrink gives a w×h picture for side.
func shrunkSize(w, h, side int) (int, int) {
	f := max((max(w, h)+side-1)/side, 1)
	if w/f < 1 || h/f < 1 {
		return w, h
	}
	return w / f, h / f
}

// shrink converts img to grey, averaging f×f blocks so that the longer side is at most side.
func shrink(img image.Image, side int) *image.Gray {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	f := (max(w, h) + side - 1) / side
	if f < 1 {
		f = 1
	}
	ow, oh := w/f, h/f
	if ow < 1 || oh < 1 {
		ow, oh, f = w, h, 1
	}
	out := image.NewGray(image.Rect(0, 0, ow, oh))
	sum := make([]uint32, ow)
	row := make([]uint8, w)
	for oy := 0; oy < oh; oy++ {
		clear(sum)
		for dy := 0; dy < f; dy++ {
			grayRow(img, b.Min.Y+oy*f+dy, row)
			for ox := 0; ox < ow; ox++ {
				s := uint32(0)
				for _, v := range row[ox*f : ox*f+f] {
					s += uint32(v)
				}
				sum[ox] += s
			}
		}
		o := out.Pix[oy*out.Stride:]
		n := uint32(f * f)
		for ox := range ow {
			o[ox] = uint8((sum[ox] + n/2) / n)
		}
	}
	return out
}

// grayRow writes the luma of row y of img into row.
func grayRow(img image.Image, y int, row []uint8) {
	b := img.Bounds()
	switch m := img.(type) {
	case *image.YCbCr:
		copy(row, m.Y[m.YOffset(b.Min.X, y):])
		return
	case *image.Gray:
		copy(row, m.Pix[m.PixOffset(b.Min.X, y):])
		return
	case *image.RGBA:
		p := m.Pix[m.PixOffset(b.Min.X, y):]
		for x := range row {
			row[x] = luma(p[4*x], p[4*x+1], p[4*x+2])
		}
		return
	case *image.NRGBA:
		p := m.Pix[m.PixOffset(b.Min.X, y):]
		for x := range row {
			a := uint32(p[4*x+3])
			// Transparent pixels count as white paper.
			l := uint32(luma(p[4*x], p[4*x+1], p[4*x+2]))
			row[x] = uint8((l*a + 255*(255-a)) / 255)
		}
		return
	case *image.Paletted:
		lut := make([]uint8, len(m.Palette))
		for i, c := range m.Palette {
			lut[i] = color.GrayModel.Convert(c).(color.Gray).Y
		}
		p := m.Pix[m.PixOffset(b.Min.X, y):]
		for x := range row {
			row[x] = lut[p[x]]
		}
		return
	}
	for x := range row {
		row[x] = color.GrayModel.Convert(img.At(b.Min.X+x, y)).(color.Gray).Y
	}
}

func luma(r, g, b uint8) uint8 {
	return uint8((19595*uint32(r) + 38470*uint32(g) + 7471*uint32(b) + 1<<15) >> 16)
}
