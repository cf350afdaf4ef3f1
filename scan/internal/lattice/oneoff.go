package lattice

import (
	"math"
	"slices"
)

// OneOff is lattice l moved a row up or down, a column left or right, or both, by the
// pitch of its cell on that side, where that stays inside a w×h picture (a row or a
// column off first). A closed window may be one off the grid when a row of lines the same
// pitch apart goes on past the grid with a weak line beyond (KSudoku's tiles over a
// textured board, a widget's edge below them: issue 23): only the puzzle tells which is
// the grid.
func OneOff(l Lines, w, h int) []Lines {
	n := l.N
	rows, cols := [][]float64{l.Ys}, [][]float64{l.Xs} // as l is, then moved
	for _, up := range []bool{true, false} {
		if ys := shift(l.Ys, up); inside(ys, h) {
			rows = append(rows, ys)
		}
		if xs := shift(l.Xs, up); inside(xs, w) {
			cols = append(cols, xs)
		}
	}
	// A row or a column off first, then both (a row and a column off: a small window).
	var out, both []Lines
	for r, ys := range rows {
		for c, xs := range cols {
			switch {
			case r > 0 && c > 0:
				both = append(both, Lines{N: n, Xs: xs, Ys: ys})
			case r > 0 || c > 0:
				out = append(out, Lines{N: n, Xs: xs, Ys: ys})
			}
		}
	}
	return append(out, both...)
}

// TwoOff is lattice l moved two rows up or down, or two columns left or right, each by
// the pitch of the outer cell on that side, where that stays inside a w×h picture. Such a
// window is the grid when two lines the same pitch apart go on past it (KSudoku's board
// beside its keypad, saved as JPEG: the keypad's edge and the board's, issue 23).
func TwoOff(l Lines, w, h int) []Lines {
	var out []Lines
	for _, up := range []bool{true, false} {
		if ys := shift(shift(l.Ys, up), up); inside(ys, h) {
			out = append(out, Lines{N: l.N, Xs: l.Xs, Ys: ys})
		}
		if xs := shift(shift(l.Xs, up), up); inside(xs, w) {
			out = append(out, Lines{N: l.N, Xs: xs, Ys: l.Ys})
		}
	}
	return out
}

// Doubled is lattice l, cells about half as wide as tall, at twice its column pitch from
// its first line and from its second, each within an eighth of a cell of a w×h picture:
// FindDim's slack takes a thin font's soft edges (halved, JPEG) for lines between a grid's.
func Doubled(l Lines, w, h int) (out []Lines) {
	px, py := l.Pitches()
	for from := 0; from < 2 && near(2*px, py, 0.15); from++ {
		d := Lines{N: l.N, Xs: make([]float64, l.N+1), Ys: l.Ys}
		for i := range d.Xs {
			d.Xs[i] = l.Xs[from] + 2*px*float64(i)
		}
		if d.Xs[0] >= -px/4 && d.Xs[l.N] <= float64(w-1)+px/4 && inside(l.Ys, h) {
			out = append(out, d)
		}
	}
	return out
}

// shift is lines ls moved one cell toward 0 (up) or away from it, by the pitch of the
// outer cell on that side.
func shift(ls []float64, up bool) []float64 {
	n := len(ls) - 1
	if up {
		return append([]float64{ls[0] - (ls[1] - ls[0])}, ls[:n]...)
	}
	return append(slices.Clone(ls[1:]), ls[n]+(ls[n]-ls[n-1]))
}

// inside reports whether lines ls lie in [0, dim-1].
func inside(ls []float64, dim int) bool { return ls[0] >= 0 && ls[len(ls)-1] <= float64(dim-1) }

// Centre is the centre of l's outer lines.
func (l Lines) Centre() (x, y float64) {
	return (l.Xs[0] + l.Xs[l.N]) / 2, (l.Ys[0] + l.Ys[l.N]) / 2
}

// SameSize reports whether l and o are grids of as many cells of one size: each way, their
// outer lines as far apart within a tenth.
func (l Lines) SameSize(o Lines) bool {
	near := func(a, b []float64) bool {
		return math.Abs(a[len(a)-1]-a[0]-(b[len(b)-1]-b[0])) <= 0.1*(a[len(a)-1]-a[0])
	}
	return l.N == o.N && l.N > 0 && near(l.Xs, o.Xs) && near(l.Ys, o.Ys)
}

// Same reports whether l and o are one grid: as many cells, each outer line within a
// third of a cell of the other's.
func (l Lines) Same(o Lines) bool {
	if l.N != o.N {
		return false
	}
	cw := (l.Xs[l.N] - l.Xs[0]) / float64(l.N) / 3
	ch := (l.Ys[l.N] - l.Ys[0]) / float64(l.N) / 3
	near := func(p, q, tol float64) bool { return p-q <= tol && q-p <= tol }
	return near(l.Xs[0], o.Xs[0], cw) && near(l.Xs[l.N], o.Xs[o.N], cw) &&
		near(l.Ys[0], o.Ys[0], ch) && near(l.Ys[l.N], o.Ys[o.N], ch)
}

// Inside reports whether every line of l lies inside a w×h picture.
func (l Lines) Inside(w, h int) bool { return inside(l.Xs, w) && inside(l.Ys, h) }
