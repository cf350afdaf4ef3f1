package raster

import (
	"image"
	"math"
)

// Homography maps the square [0,s]² onto a quadrilateral (u,v → x,y); its zero value maps
// nothing (every point to NaN).
type Homography [9]float64

// SquareTo is the homography that maps the square [0,s]² onto the quadrilateral q (its
// corners top-left, top-right, bottom-right, bottom-left, each as x, y); ok is false when
// q is too degenerate to map onto.
func SquareTo(q [4][2]float64, s float64) (h Homography, ok bool) {
	src := [4][2]float64{{0, 0}, {s, 0}, {s, s}, {0, s}}
	var a [8 * 9]float64 // the augmented matrix, row by row
	for i := range 4 {
		u, v, x, y := src[i][0], src[i][1], q[i][0], q[i][1]
		copy(a[2*i*9:], []float64{u, v, 1, 0, 0, 0, -u * x, -v * x, x})
		copy(a[(2*i+1)*9:], []float64{0, 0, 0, u, v, 1, -u * y, -v * y, y})
	}
	var x [8]float64
	if !SolveLinear(a[:], 8, 1e-12, x[:]) {
		return Homography{}, false
	}
	copy(h[:], x[:])
	h[8] = 1
	return h, true
}

// Apply maps the square's point (u, v) to the quadrilateral's (x, y).
func (h *Homography) Apply(u, v float64) (x, y float64) {
	d := h[6]*u + h[7]*v + h[8]
	return (h[0]*u + h[1]*v + h[2]) / d, (h[3]*u + h[4]*v + h[5]) / d
}

// Warp samples the square of side s (pixels) from g through h, bilinearly; when one output
// pixel covers several input pixels it averages a 3×3 pattern of samples.
func Warp(g *image.Gray, h Homography, s int) *image.Gray {
	return WarpScaled(g, h, s, s, 1, 1)
}

// WarpScaled samples a picture of w×hh pixels from g through h, output pixel (u, v) at
// h's (u·su, v·sv), bilinearly; when one output pixel covers several input pixels it
// averages a 3×3 pattern of samples. Each sample is [Homography.Apply] and [Bilinear] to
// the last bit (the products of h's terms with a column's or a row's coordinate worked out
// once, added in Apply's order): about half their CPU, the largest part of a reading's.
func WarpScaled(g *image.Gray, h Homography, w, hh int, su, sv float64) *image.Gray {
	out := image.NewGray(image.Rect(0, 0, w, hh))
	// Scale: input pixels per output pixel, measured along the top edge.
	x0, y0 := h.Apply(0, 0)
	x1, y1 := h.Apply(float64(w)*su, 0)
	scale := math.Hypot(x1-x0, y1-y0) / float64(w)
	offs := []float64{0}
	if scale > 1.6 {
		offs = []float64{-1.0 / 3, 0, 1.0 / 3}
	}
	k := len(offs)
	// cols[(u·k+i)·3+j] is h[j·3]·(u+½+offs[i])·su (j = 0, 1, 2: x's, y's and the divisor's
	// term); rows likewise with h[j·3+1] and v.
	cols := make([]float64, 3*k*w)
	for u := range w {
		for i, du := range offs {
			c := (float64(u) + 0.5 + du) * su
			cols[(u*k+i)*3], cols[(u*k+i)*3+1], cols[(u*k+i)*3+2] = h[0]*c, h[3]*c, h[6]*c
		}
	}
	rows := make([]float64, 3*k)
	gw, gh := g.Rect.Dx(), g.Rect.Dy()
	n := float64(k * k)
	for v := range hh {
		for i, dv := range offs {
			r := (float64(v) + 0.5 + dv) * sv
			rows[i*3], rows[i*3+1], rows[i*3+2] = h[1]*r, h[4]*r, h[7]*r
		}
		for u := range w {
			var sum float64
			for i := range k {
				r := rows[i*3 : i*3+3 : i*3+3]
				for j := range k {
					c := cols[(u*k+j)*3 : (u*k+j)*3+3 : (u*k+j)*3+3]
					d := c[2] + r[2] + h[8]
					x, y := (c[0]+r[0]+h[2])/d, (c[1]+r[1]+h[5])/d
					sum += bilinear(g, gw, gh, x-0.5, y-0.5)
				}
			}
			out.Pix[v*out.Stride+u] = uint8(sum/n + 0.5)
		}
	}
	return out
}

// bilinear is [Bilinear], its clamping written out rather than through math.Max and
// math.Min (calls the warp's inner loop could not afford).
func bilinear(g *image.Gray, w, h int, x, y float64) float64 {
	if wm := float64(w - 1); x > wm {
		x = wm
	} else if x < 0 {
		x = 0
	}
	if hm := float64(h - 1); y > hm {
		y = hm
	} else if y < 0 {
		y = 0
	}
	ix, iy := int(x), int(y)
	fx, fy := x-float64(ix), y-float64(iy)
	ix1, iy1 := min(ix+1, w-1), min(iy+1, h-1)
	p := g.Pix
	a := float64(p[iy*g.Stride+ix])*(1-fx) + float64(p[iy*g.Stride+ix1])*fx
	b := float64(p[iy1*g.Stride+ix])*(1-fx) + float64(p[iy1*g.Stride+ix1])*fx
	return a*(1-fy) + b*fy
}

// Bilinear is g's grey level at (x, y), interpolated between its four nearest pixels; w
// and h are g's size, and a point outside it takes the nearest edge's level.
func Bilinear(g *image.Gray, w, h int, x, y float64) float64 {
	return bilinear(g, w, h, x, y)
}

// SolveLinear solves the n×n linear system whose augmented matrix is a (n rows of n
// coefficients and the right-hand side, row after row), in place, by Gauss-Jordan
// elimination with partial pivoting, and writes the solution into x. ok is false when a
// pivot falls under eps: the system is singular, or too nearly so to trust.
func SolveLinear(a []float64, n int, eps float64, x []float64) (ok bool) {
	w := n + 1
	for col := range n {
		piv := col
		for r := col + 1; r < n; r++ {
			if math.Abs(a[r*w+col]) > math.Abs(a[piv*w+col]) {
				piv = r
			}
		}
		if math.Abs(a[piv*w+col]) < eps {
			return false
		}
		if piv != col {
			pr, cr := a[piv*w:piv*w+w], a[col*w:col*w+w]
			for k := range pr {
				pr[k], cr[k] = cr[k], pr[k]
			}
		}
		for r := range n {
			if r == col {
				continue
			}
			f := a[r*w+col] / a[col*w+col]
			for k := col; k < w; k++ {
				a[r*w+k] -= f * a[col*w+k]
			}
		}
	}
	for i := range n {
		x[i] = a[i*w+n] / a[i*w+i]
	}
	return true
}

// Mean is g's mean grey level.
func Mean(g *image.Gray) float64 {
	var s uint64
	for y := range g.Rect.Dy() {
		for _, v := range g.Pix[y*g.Stride : y*g.Stride+g.Rect.Dx()] {
			s += uint64(v)
		}
	}
	return float64(s) / float64(g.Rect.Dx()*g.Rect.Dy())
}

// MedianOf is the median grey level of a picture whose pixels fill its Pix (as Warp's do).
func MedianOf(g *image.Gray) float64 {
	var h [256]int
	for _, v := range g.Pix {
		h[v]++
	}
	return Median(&h, len(g.Pix))
}

// MedianIn is the median grey of g's pixels inside r (within g), 255 when r is empty.
func MedianIn(g *image.Gray, r image.Rectangle) float64 { return QuantileIn(g, r, 0.5) }

// QuantileIn is the grey under which the share q of g's pixels inside r (within g) lie,
// 255 when r is empty. Its upper quartile is a cell's fill where its median is not: a
// halved sheet's corner cell, over half of it its thick lines, a thin one and a digit.
func QuantileIn(g *image.Gray, r image.Rectangle, q float64) float64 {
	var h [256]int
	for y := r.Min.Y; y < r.Max.Y && r.Min.X < r.Max.X; y++ {
		for _, v := range g.Pix[y*g.Stride+r.Min.X : y*g.Stride+r.Max.X] {
			h[v]++
		}
	}
	if r.Empty() {
		return 255
	}
	return Quantile(&h, r.Dx()*r.Dy(), q)
}

// RowsNear counts the rows of r (within g) whose median grey is within (under) by grey
// levels of med: the rows of a cell's fill, not of the gap or lines round it. An empty r
// has none.
func RowsNear(g *image.Gray, r image.Rectangle, med, by float64) int {
	var h [256]int
	rows := 0
	for y := r.Min.Y; y < r.Max.Y && r.Min.X < r.Max.X; y++ {
		clear(h[:])
		for _, v := range g.Pix[y*g.Stride+r.Min.X : y*g.Stride+r.Max.X] {
			h[v]++
		}
		if math.Abs(Median(&h, r.Dx())-med) < by {
			rows++
		}
	}
	return rows
}

// Inverted is g with every grey level v turned into 255−v.
func Inverted(g *image.Gray) *image.Gray {
	out := image.NewGray(g.Rect)
	for i, v := range g.Pix {
		out.Pix[i] = 255 - v
	}
	return out
}

// InkAround counts the pixels of pix more than by grey levels lighter and darker than med.
func InkAround(pix []uint8, med, by float64) (light, dark int) {
	for _, v := range pix {
		switch {
		case float64(v) > med+by:
			light++
		case float64(v) < med-by:
			dark++
		}
	}
	return light, dark
}

// InkInside is InkAround without the lighter pixels in a run reaching either end of pix:
// across a cell, the page round a rounded tile (lighter than the tile), not a digit.
func InkInside(pix []uint8, med, by float64) (light, dark int) {
	lo, hi := 0, len(pix)
	for lo < hi && float64(pix[lo]) > med+by/2 {
		lo++
	}
	for hi > lo && float64(pix[hi-1]) > med+by/2 {
		hi--
	}
	return InkAround(pix[lo:hi], med, by)
}
