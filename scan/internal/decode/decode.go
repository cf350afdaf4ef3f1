// Package decode checks an encoded picture against size limits from its header alone
// (decompression bombs are refused before any pixel is decoded), waits for its decoding
// cost in a byte budget shared by the pictures decoded at once, and decodes it to grey
// levels at the two sizes package scan searches and straightens grids in: PNG row by row,
// the other formats (GIF, JPEG, WebP) with the standard decoders. Its errors are scan's
// (scan returns them as its own), so they carry scan's prefix. Nothing in it prints or logs.
package decode

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	_ "image/gif"  // GIF screenshots decode too
	_ "image/jpeg" // photos
	_ "image/png"  // screenshots
	"runtime"

	_ "golang.org/x/image/webp" // Discord and phone screenshots

	"github.com/sudokubot/sudokubot/scan/internal/raster"
)

// Limits bound what [Gray] accepts; scan.Limits has the same fields and converts to it.
// The zero value uses the defaults.
type Limits struct {
	MaxBytes, MaxPixels int   // file bytes, width×height; 0: the default
	MaxDecodedBytes     int64 // bytes to decode, as the header tells; 0: the default
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

// Errors returned by [Gray] and [Budget.Acquire]; test them with errors.Is.
var (
	// ErrNotImage: the bytes are no PNG, JPEG, GIF or WebP picture.
	ErrNotImage = errors.New("scan: not a PNG, JPEG or WebP picture")
	// ErrTooLarge: the file or the picture is over the limits.
	ErrTooLarge = errors.New("scan: picture too large")
	// ErrCorrupt: the header was read but the picture could not be decoded.
	ErrCorrupt = errors.New("scan: the picture is damaged and could not be decoded")
)

// IsImage reports whether data starts like a picture [Gray] can decode (PNG, JPEG, GIF or
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

// Gray checks the limits from data's header, waits for its decoding cost in budget,
// decodes and returns the picture as grey levels, shrunk so that its longer side is at most
// workSide (to search a grid in) and fineSide (to straighten a grid from), with the header
// read. It stops with ctx's error when ctx ends, while waiting or decoding.
func Gray(ctx context.Context, data []byte, lim Limits, budget *Budget, workSide, fineSide int) (work, fine *image.Gray, h raster.Header, err error) {
	if len(data) > lim.bytes() {
		return nil, nil, raster.Header{}, fmt.Errorf("%w: %d bytes, the limit is %d MiB", ErrTooLarge, len(data), lim.bytes()>>20)
	}
	if !IsImage(data) {
		return nil, nil, raster.Header{}, ErrNotImage
	}
	h, err = raster.ReadHeader(data)
	if err != nil {
		return nil, nil, raster.Header{}, fmt.Errorf("%w (header: %v)", ErrCorrupt, err)
	}
	if int64(h.Width)*int64(h.Height) > int64(lim.pixels()) {
		return nil, nil, h, fmt.Errorf("%w: %d×%d pixels, the limit is %d megapixels", ErrTooLarge, h.Width, h.Height, lim.pixels()/1_000_000)
	}
	if h.Decoded > lim.decoded() {
		return nil, nil, h, fmt.Errorf("%w: this %d×%d %s needs %d MB to decode, the limit is %d MB", ErrTooLarge, h.Width, h.Height, h.Format, h.Decoded>>20, lim.decoded()>>20)
	}
	// The standard decoders must agree with the header (they read it their own way).
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, nil, h, fmt.Errorf("%w (header: %v)", ErrCorrupt, err)
	}
	if cfg.Width != h.Width || cfg.Height != h.Height {
		return nil, nil, h, fmt.Errorf("%w (header: %d×%d, decoder: %d×%d)", ErrCorrupt, h.Width, h.Height, cfg.Width, cfg.Height)
	}
	if h.Format == "png" {
		// Row by row, at the reduced sizes: two rows of samples and the grey pictures.
		fw, fh := raster.ShrunkSize(h.Width, h.Height, fineSide)
		ww, wh := raster.ShrunkSize(h.Width, h.Height, workSide)
		cost := 16*int64(h.Width) + 4*int64(h.Width) + int64(fw*fh+ww*wh)
		if err := budget.Acquire(ctx, cost); err != nil {
			return nil, nil, h, err
		}
		work, fine, ok, err := raster.StreamPNG(ctx, data, h, workSide, fineSide)
		budget.Release(cost)
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
	if err := budget.Acquire(ctx, h.Decoded); err != nil {
		return nil, nil, h, err
	}
	work, fine, err = decodeStd(ctx, data, workSide, fineSide)
	if h.Decoded >= collectAbove {
		// The decoded picture is garbage now; collect it before the next reading may take
		// its share of the budget, or the heap holds both until the collector runs.
		runtime.GC()
	}
	budget.Release(h.Decoded)
	return work, fine, h, err
}

// collectAbove is the decoding cost from which Gray runs the garbage collector
// before giving the budget back (a 12-megapixel JPEG photo: 18 MB, not collected; a
// progressive one: 86 MB, collected).
const collectAbove = 32 << 20

// decodeStd decodes data with the standard decoders and shrinks it to the two grey sizes.
func decodeStd(ctx context.Context, data []byte, workSide, fineSide int) (work, fine *image.Gray, err error) {
	img, _, err := image.Decode(&raster.ContextReader{Ctx: ctx, R: bytes.NewReader(data)})
	if err != nil {
		if ctx.Err() != nil {
			return nil, nil, fmt.Errorf("scan: decoding: %w", ctx.Err())
		}
		return nil, nil, fmt.Errorf("%w (%v)", ErrCorrupt, err)
	}
	return raster.Shrink(img, workSide), raster.Shrink(img, fineSide), nil
}
