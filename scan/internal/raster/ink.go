package raster

import (
	"image"
	"math"
)

// Binarize marks the pixels darker than their neighbourhood's mean by more than c: ink.
// r is the half-side of the square neighbourhood.
func Binarize(g *image.Gray, r, c int) []uint8 {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	// Integral image with one row and column of zeros in front.
	iw := w + 1
	integ := make([]uint32, iw*(h+1))
	for y := 0; y < h; y++ {
		var run uint32
		row := g.Pix[y*g.Stride : y*g.Stride+w]
		for x, v := range row {
			run += uint32(v)
			integ[(y+1)*iw+x+1] = integ[y*iw+x+1] + run
		}
	}
	out := make([]uint8, w*h)
	for y := 0; y < h; y++ {
		y0, y1 := max(y-r, 0), min(y+r+1, h)
		row := g.Pix[y*g.Stride : y*g.Stride+w]
		for x, v := range row {
			x0, x1 := max(x-r, 0), min(x+r+1, w)
			s := integ[y1*iw+x1] - integ[y0*iw+x1] - integ[y1*iw+x0] + integ[y0*iw+x0]
			n := uint32((y1 - y0) * (x1 - x0))
			if int(v)*int(n)+c*int(n) < int(s) {
				out[y*w+x] = 1
			}
		}
	}
	return out
}

// Dilate sets every pixel that has ink among its 8 neighbours.
func Dilate(bin []uint8, w, h int) []uint8 {
	out := make([]uint8, len(bin))
	for y := range h {
		for x := range w {
			if bin[y*w+x] == 0 {
				continue
			}
			for dy := max(y-1, 0); dy <= min(y+1, h-1); dy++ {
				row := out[dy*w:]
				for dx := max(x-1, 0); dx <= min(x+1, w-1); dx++ {
					row[dx] = 1
				}
			}
		}
	}
	return out
}

// Profiles returns the median grey level of each row and of each column of a square picture.
func Profiles(g *image.Gray) (rowMed, colMed []float64) { return QuantileProfiles(g, 0.5) }

// QuantileProfiles returns the grey level under which the share q of each row's and of
// each column's pixels lie, of a square picture: q = 0.5 is the median (Profiles). Over
// 0.5 a row is dark only where most of it is: a line drawn along it, not the edges of
// digits set in most of its cells.
func QuantileProfiles(g *image.Gray, q float64) (rowMed, colMed []float64) {
	s := g.Rect.Dx()
	rowMed, colMed = make([]float64, s), make([]float64, s)
	var hr [256]int
	var hc [256]int
	for k := range s {
		clear(hr[:])
		clear(hc[:])
		for t := range s {
			hr[g.Pix[k*g.Stride+t]]++
			hc[g.Pix[t*g.Stride+k]]++
		}
		rowMed[k], colMed[k] = Quantile(&hr, s, q), Quantile(&hc, s, q)
	}
	return rowMed, colMed
}

// Thickened is the part r of g (clipped to g) with each pixel the darkest of its 3×3
// neighbourhood in g: dark strokes a pixel thicker each way, as a new picture whose
// bounds start at 0,0.
func Thickened(g *image.Gray, r image.Rectangle) *image.Gray {
	r = r.Intersect(g.Rect)
	out := image.NewGray(image.Rect(0, 0, r.Dx(), r.Dy()))
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			v := uint8(255)
			for yy := max(y-1, g.Rect.Min.Y); yy <= min(y+1, g.Rect.Max.Y-1); yy++ {
				for xx := max(x-1, g.Rect.Min.X); xx <= min(x+1, g.Rect.Max.X-1); xx++ {
					v = min(v, g.Pix[g.PixOffset(xx, yy)])
				}
			}
			out.Pix[(y-r.Min.Y)*out.Stride+x-r.Min.X] = v
		}
	}
	return out
}

// LightLine is an inner grid line of median profile prof (Profiles) near e, 6 pixels
// either side, in a straightened picture that is no flat screen: the darkest row dark,
// unless it stands out by under 6 grey levels from both sides (two to five pixels off)
// and a row stands out lighter by 10 (the light box frames round KSudoku's translucent
// tiles, issue 23: the darkest row near one is the foot of a slope; a tile's light rim
// beside a dark gap is no line); where neither stands out by 3, e, where the outline
// puts it.
func LightLine(prof []float64, dark, e int) int {
	standOut := func(k int, light bool) float64 {
		best := math.Inf(-1)
		for d := 2; d <= 5; d++ {
			a, b := prof[max(k-d, 0)], prof[min(k+d, len(prof)-1)]
			if light {
				best = max(best, prof[k]-max(a, b))
			} else {
				best = max(best, min(a, b)-prof[k])
			}
		}
		return best
	}
	light, height := dark, 0.0
	for k := max(e-6, 0); k <= min(e+6, len(prof)-1); k++ {
		if h := standOut(k, true); h > height {
			light, height = k, h
		}
	}
	depth := standOut(dark, false)
	switch {
	case height >= 10 && depth < 6:
		return light
	case max(depth, height) < 3:
		return min(e, len(prof)-1)
	}
	return dark
}

// StepsAlong is the mean, along pixels from..to of g (columns x of rows ks when
// horizontal, else rows y of columns ks; clipped to g), of the largest grey step from a
// pixel of ks to the next one across (below, or right), and the mean grey of those
// pixels; zeros when no pixel is in g. The steps of a faint run of edge on a light fill
// (a JPEG's ringing beside a line) are a few levels, a line's tens.
func StepsAlong(g *image.Gray, ks []int, from, to int, horizontal bool) (step, grey float64) {
	along, across := g.Rect.Dx(), g.Rect.Dy()
	if !horizontal {
		along, across = across, along
	}
	px := func(x, k int) int {
		if k = min(max(k, 0), across-1); horizontal {
			return int(g.Pix[k*g.Stride+x])
		}
		return int(g.Pix[x*g.Stride+k])
	}
	steps, sum, n := 0, 0, 0
	for x := max(from, 0); x <= min(to, along-1) && len(ks) > 0; x++ {
		most := 0
		for _, k := range ks {
			most = max(most, abs(px(x, k+1)-px(x, k)))
			sum += px(x, k)
		}
		steps, n = steps+most, n+1
	}
	if n == 0 {
		return 0, 0
	}
	return float64(steps) / float64(n), float64(sum) / float64(n*len(ks))
}

// CellMiddles is the pixels of the middle halves (across and down) of g's n×n equal
// cells, where their symbols are and their lines, gaps and tile edges are not.
func CellMiddles(g *image.Gray, n int) []uint8 {
	s := g.Rect.Dx()
	pix := make([]uint8, 0, s*s/4)
	for r := range n {
		for c := range n {
			x0, y0, x1, y1 := c*s/n, r*s/n, (c+1)*s/n, (r+1)*s/n
			mx, my := (x1-x0)/4, (y1-y0)/4
			for y := y0 + my; y < y1-my; y++ {
				pix = append(pix, g.Pix[y*g.Stride+x0+mx:y*g.Stride+x1-mx]...)
			}
		}
	}
	return pix
}

// LightOnDark reports whether a straightened grid of n×n cells is drawn light on dark: a
// dark board (median under 110) whose marks in its cells' middles, far from its median
// grey, are mostly lighter than it. A dim photo is dark too, but its ink is darker still.
// Only the middles count: a board of dark tiles on a black page has the page between its
// tiles, darker than them and more of it than of its thin light digits (Chromium's tile
// board, issue 23: read as it is, the per-cell inverted cut lost a serif digit's strokes).
func LightOnDark(g *image.Gray, n int) bool {
	med := MedianOf(g)
	if med >= 110 {
		return false
	}
	light, dark := InkAround(CellMiddles(g, n), med, 50)
	return light > 2*dark
}
