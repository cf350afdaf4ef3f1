package lattice

import (
	"context"
	"image"
)

// Panel search limits: how far a panel's grey is off the page's (grey levels), the
// widest break in a row of the panel (pixels; a digit's dark JPEG fringe may fall to the
// page's grey), how far its rows' ends may stray (pixels), its least side (a share of the
// picture's shorter side), how far from square it may be (a share of its width) and the
// most rows in a row broken more (its side over panelRows); its cells' fill's spread
// (grey levels, flatPanel).
const (
	panelStep   = 8
	panelBreak  = 3
	panelStray  = 3
	panelMin    = 0.3
	panelSquare = 0.06
	panelRows   = 40
	panelFlat   = 3
)

// Panel looks for an n×n grid (n > 0) drawn as a square panel of one grey off the page's
// with no lines that show: a dark theme's lines the grey of its cells (a level or two off;
// issue 23), only the panel standing out from the page. The page is g's commonest grey;
// the panel is the tallest stack of rows whose longest run of pixels panelStep levels off
// it (broken by panelBreak pixels at most: digits, being off it too, keep the run) starts
// and ends within panelStray pixels of the first row's (nine rows in ten), as tall as wide,
// with page above and below it, flat (flatPanel). Its Lines, in g's
// pixels, cut it into n×n equal cells: scan checks that they hold a puzzle's symbols.
// It asks ctx before each look at the picture; once ctx has ended it finds nothing: the
// caller asks ctx why.
func Panel(ctx context.Context, g *image.Gray, n int) (Lines, bool) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	if n <= 0 || w < 8 || h < 8 || ctx.Err() != nil {
		return Lines{}, false
	}
	var all, ends [256]int
	for y := range h {
		row := g.Pix[y*g.Stride : y*g.Stride+w]
		for _, v := range row {
			all[v]++
			if y == 0 || y == h-1 {
				ends[v]++
			}
		}
	}
	// A picture cropped near the panel shows more of it than of the page: the commonest
	// grey of its top and bottom rows is the page's then.
	for _, page := range []int{commonest(&all), commonest(&ends)} {
		if ctx.Err() != nil {
			return Lines{}, false
		}
		if x0, y0, x1, y1, ok := panel(g, page); ok {
			l := Lines{N: n, Xs: make([]float64, n+1), Ys: make([]float64, n+1)}
			for i := range n + 1 {
				f := float64(i) / float64(n)
				l.Xs[i] = float64(x0) + f*float64(x1-x0)
				l.Ys[i] = float64(y0) + f*float64(y1-y0)
			}
			return l, true
		}
	}
	return Lines{}, false
}

// commonest is the grey level h counts most often.
func commonest(h *[256]int) int {
	c := 0
	for v := range h {
		if h[v] > h[c] {
			c = v
		}
	}
	return c
}

// panel finds Panel's panel in g on a page of grey page: its left, top, right and bottom
// sides, right and bottom exclusive.
func panel(g *image.Gray, page int) (x0, y0, x1, y1 int, ok bool) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	minSide := int(panelMin * float64(min(w, h)))
	runs := make([][2]int, h)
	for y := range h {
		runs[y] = longestOff(g.Pix[y*g.Stride:y*g.Stride+w], page)
	}
	for top := 0; top < h; {
		r := runs[top]
		side := r[1] - r[0]
		if side < minSide {
			top++
			continue
		}
		// The stack goes on over a few rows broken more (a row of small marks' JPEG
		// fringes) while nine in ten of its rows match.
		last, matched := top, 1
		for y := top + 1; y < h && y-last <= max(2, side/panelRows); y++ {
			if abs(runs[y][0]-r[0]) <= panelStray && abs(runs[y][1]-r[1]) <= panelStray {
				last, matched = y, matched+1
			}
		}
		if 10*matched >= 9*(last+1-top) && abs(last+1-top-side) <= int(panelSquare*float64(side)) && last+1-top > y1-y0 &&
			top > 0 && last+1 < h && flatPanel(g, image.Rect(r[0], top, r[1], last+1)) {
			x0, y0, x1, y1, ok = r[0], top, r[1], last+1, true
		}
		top = last + 1
	}
	return x0, y0, x1, y1, ok
}

// flatPanel reports whether half of r's pixels in g or more are within panelFlat grey
// levels of its commonest: a panel's cells of one fill (a few tinted a level or two
// off), not noise or a photo.
func flatPanel(g *image.Gray, r image.Rectangle) bool {
	var hist [256]int
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for _, v := range g.Pix[y*g.Stride+r.Min.X : y*g.Stride+r.Max.X] {
			hist[v]++
		}
	}
	c, near := commonest(&hist), 0
	for v := max(c-panelFlat, 0); v <= min(c+panelFlat, 255); v++ {
		near += hist[v]
	}
	return 2*near >= r.Dx()*r.Dy()
}

// longestOff is the longest run of row's pixels panelStep grey levels or more off page,
// broken by panelBreak pixels at most, as its first pixel and the one past its last.
func longestOff(row []uint8, page int) [2]int {
	var best [2]int
	start, last := -1, -1 // the run being followed: its first and last pixels off the page
	for x, v := range row {
		if abs(int(v)-page) < panelStep {
			continue
		}
		if start < 0 || x-last > panelBreak+1 {
			start = x
		}
		last = x
		if last+1-start > best[1]-best[0] {
			best = [2]int{start, last + 1}
		}
	}
	return best
}
