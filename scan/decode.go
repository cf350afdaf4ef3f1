package scan

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/color"
	_ "image/gif"  // GIF screenshots decode too
	_ "image/jpeg" // photos
	_ "image/png"  // screenshots

	_ "golang.org/x/image/webp" // Discord and phone screenshots
)

// Limits bound what [Read] accepts. The zero value uses the defaults.
type Limits struct {
	MaxBytes  int // largest file accepted; 0 means DefaultMaxBytes
	MaxPixels int // largest width×height decoded; 0 means DefaultMaxPixels
}

// The default limits: Discord's attachment limit and a 40-megapixel picture (a 12-megapixel
// phone photo decodes in well under 100 MB).
const (
	DefaultMaxBytes  = 25 << 20
	DefaultMaxPixels = 40_000_000
)

func (l Limits) bytes() int {
	if l.MaxBytes > 0 {
		return l.MaxBytes
	}
	return DefaultMaxBytes
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

// decodeGray checks the limits, decodes and returns the picture as grey levels, shrunk so
// that its longer side is at most workSide.
func decodeGray(data []byte, lim Limits) (*image.Gray, error) {
	if len(data) > lim.bytes() {
		return nil, fmt.Errorf("%w: %d bytes, the limit is %d MiB", ErrTooLarge, len(data), lim.bytes()>>20)
	}
	if !IsImage(data) {
		return nil, ErrNotImage
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("%w (header: %v)", ErrCorrupt, err)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return nil, fmt.Errorf("%w (empty picture %d×%d)", ErrCorrupt, cfg.Width, cfg.Height)
	}
	if int64(cfg.Width)*int64(cfg.Height) > int64(lim.pixels()) {
		return nil, fmt.Errorf("%w: %d×%d pixels, the limit is %d megapixels", ErrTooLarge, cfg.Width, cfg.Height, lim.pixels()/1_000_000)
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("%w (%v)", ErrCorrupt, err)
	}
	return shrink(img, workSide), nil
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
