package raster

import (
	"context"
	"image"
	"image/color"
	"io"
)

// ContextReader stops a decoder at its next read once Ctx ends.
type ContextReader struct {
	Ctx context.Context
	R   io.Reader
}

func (c *ContextReader) Read(p []byte) (int, error) {
	if err := c.Ctx.Err(); err != nil {
		return 0, err
	}
	return c.R.Read(p)
}

// ShrunkSize is the size [Shrink] gives a w×h picture for side.
func ShrunkSize(w, h, side int) (int, int) {
	f := max((max(w, h)+side-1)/side, 1)
	if w/f < 1 || h/f < 1 {
		return w, h
	}
	return w / f, h / f
}

// Shrink converts img to grey, averaging f×f blocks so that the longer side is at most side.
func Shrink(img image.Image, side int) *image.Gray {
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
			row[x] = Luma(p[4*x], p[4*x+1], p[4*x+2])
		}
		return
	case *image.NRGBA:
		p := m.Pix[m.PixOffset(b.Min.X, y):]
		for x := range row {
			a := uint32(p[4*x+3])
			// Transparent pixels count as white paper.
			l := uint32(Luma(p[4*x], p[4*x+1], p[4*x+2]))
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

// Bit is 1 for true, 0 for false.
func Bit(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Luma is the grey level of the colour r, g, b (ITU-R BT.601, as Go's color.GrayModel).
func Luma(r, g, b uint8) uint8 {
	return uint8((19595*uint32(r) + 38470*uint32(g) + 7471*uint32(b) + 1<<15) >> 16)
}

// Median is the grey level at which histogram h, of n pixels, holds half of them: 255 when
// it never does.
func Median(h *[256]int, n int) float64 {
	acc := 0
	for v, c := range h {
		acc += c
		if 2*acc >= n {
			return float64(v)
		}
	}
	return 255
}

// Quantile is the grey level under which the share q of histogram h's n pixels lie: 255
// when none does.
func Quantile(h *[256]int, n int, q float64) float64 {
	acc := 0
	for v, c := range h {
		if acc += c; float64(acc) >= q*float64(n) {
			return float64(v)
		}
	}
	return 255
}

// Median3x3 is g with each pixel but the border's the median of its 3×3 neighbourhood
// (a smoothing that keeps edges: a low-quality JPEG's specks go, gaps two pixels wide
// stay), at the origin.
func Median3x3(g *image.Gray) *image.Gray {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	m := image.NewGray(image.Rect(0, 0, w, h))
	for y := range h {
		copy(m.Pix[y*m.Stride:y*m.Stride+w], g.Pix[y*g.Stride:y*g.Stride+w])
	}
	// The median of nine in 19 exchanges (Paeth's network).
	net := [19][2]int{{1, 2}, {4, 5}, {7, 8}, {0, 1}, {3, 4}, {6, 7}, {1, 2}, {4, 5}, {7, 8}, {0, 3},
		{5, 8}, {4, 7}, {3, 6}, {1, 4}, {2, 5}, {4, 7}, {4, 2}, {6, 4}, {4, 2}}
	var p [9]uint8
	for y := 1; y < h-1; y++ {
		for x := 1; x < w-1; x++ {
			for i := range 3 {
				r := (y-1+i)*g.Stride + x - 1
				p[3*i], p[3*i+1], p[3*i+2] = g.Pix[r], g.Pix[r+1], g.Pix[r+2]
			}
			for _, e := range net {
				if p[e[0]] > p[e[1]] {
					p[e[0]], p[e[1]] = p[e[1]], p[e[0]]
				}
			}
			m.Pix[y*m.Stride+x] = p[4]
		}
	}
	return m
}

// Mean3x3 is g with each pixel the rounded mean of the 3×3 pixels round it (those inside g),
// its bounds from 0, 0: a JPEG's ringing, a few levels either way, averages out.
func Mean3x3(g *image.Gray) *image.Gray {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	rows := make([]int, w*h) // each pixel's sum with its left and right neighbours'
	for y := range h {
		row := g.Pix[y*g.Stride : y*g.Stride+w]
		for x := range w {
			s := int(row[x])
			if x > 0 {
				s += int(row[x-1])
			}
			if x+1 < w {
				s += int(row[x+1])
			}
			rows[y*w+x] = s
		}
	}
	out := image.NewGray(image.Rect(0, 0, w, h))
	for y := range h {
		y0, y1 := max(y-1, 0), min(y+1, h-1)
		for x := range w {
			n := (min(x+1, w-1) - max(x-1, 0) + 1) * (y1 - y0 + 1)
			s := 0
			for yy := y0; yy <= y1; yy++ {
				s += rows[yy*w+x]
			}
			out.Pix[y*out.Stride+x] = uint8((s + n/2) / n)
		}
	}
	return out
}
