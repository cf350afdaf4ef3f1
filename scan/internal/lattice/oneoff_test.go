package lattice

import (
	"math"
	"slices"
	"testing"
)

// TestOneOff checks the windows a lattice is moved to: a row up or down, a column left or
// right, by the pitch of its outer cell on that side, inside the picture only; then a row
// and a column at once.
func TestOneOff(t *testing.T) {
	tests := []windowsCase{
		{"room on every side", Lines{N: 9, Xs: evenLines(50, 10), Ys: evenLines(40, 10)}, 300, 300,
			[][2]float64{{40, 40}, {60, 40}, {50, 30}, {50, 50}, {40, 30}, {60, 30}, {40, 50}, {60, 50}}},
		{"at the top left corner", Lines{N: 9, Xs: evenLines(5, 10), Ys: evenLines(0, 10)}, 200, 200,
			[][2]float64{{15, 0}, {5, 10}, {15, 10}}},
		{"the picture's size", Lines{N: 9, Xs: evenLines(0, 20), Ys: evenLines(0, 20)}, 181, 181, nil},
		// KSudoku's Abstraction board (0x2d001 ksudoku-05): the window found a row down,
		// its first cell taller; no room below it.
		{"uneven outer cells", Lines{N: 9, Xs: evenLines(186, 26.8), Ys: append([]float64{69.9}, evenLines(97, 27)[:9]...)}, 582, 320,
			[][2]float64{{186 - 26.8, 69.9}, {186 + 26.8, 69.9}, {186, 69.9 - 27.1}, {186 - 26.8, 69.9 - 27.1}, {186 + 26.8, 69.9 - 27.1}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkWindows(t, OneOff(tt.l, tt.w, tt.h), tt)
		})
	}
}

// TestTwoOff checks the windows two rows up or down, two columns left or right, by the
// outer cells' pitch, inside the picture only.
func TestTwoOff(t *testing.T) {
	tests := []windowsCase{
		{"room on every side", Lines{N: 9, Xs: evenLines(50, 10), Ys: evenLines(40, 10)}, 300, 300,
			[][2]float64{{50, 20}, {30, 40}, {50, 60}, {70, 40}}},
		{"room to the right only", Lines{N: 9, Xs: evenLines(15, 10), Ys: evenLines(0, 10)}, 200, 91,
			[][2]float64{{35, 0}}},
		// KSudoku's board beside its keypad, saved as JPEG 77 (0xb57 ksudoku-01
		// -shared): the window two columns left of the tiles, their first cell wider.
		{"uneven outer cells", Lines{N: 9, Xs: append([]float64{100}, evenLines(140, 35)[:9]...), Ys: evenLines(40, 35)}, 600, 400,
			[][2]float64{{100 - 40 - 40, 40}, {140 + 35, 40}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkWindows(t, TwoOff(tt.l, tt.w, tt.h), tt)
		})
	}
}

// windowsCase is a lattice, its picture's size and the windows it is moved to.
type windowsCase struct {
	name   string
	l      Lines
	w, h   int
	starts [][2]float64 // each window's first column and first row line
}

// evenLines are 10 lines from from, pitch apart.
func evenLines(from, pitch float64) []float64 {
	ls := make([]float64, 10)
	for i := range ls {
		ls[i] = from + pitch*float64(i)
	}
	return ls
}

// checkWindows checks windows got against tt's: as many, each of tt.l's size, starting
// where tt says, its lines in order.
func checkWindows(t *testing.T, got []Lines, tt windowsCase) {
	t.Helper()
	if len(got) != len(tt.starts) {
		t.Fatalf("%d windows, want %d", len(got), len(tt.starts))
	}
	for i, o := range got {
		if o.N != tt.l.N || len(o.Xs) != o.N+1 || len(o.Ys) != o.N+1 {
			t.Fatalf("window %d: N %d, %d and %d lines", i, o.N, len(o.Xs), len(o.Ys))
		}
		if d := max(math.Abs(o.Xs[0]-tt.starts[i][0]), math.Abs(o.Ys[0]-tt.starts[i][1])); d > 1e-9 {
			t.Errorf("window %d starts at (%g, %g), want (%g, %g)", i, o.Xs[0], o.Ys[0], tt.starts[i][0], tt.starts[i][1])
		}
		if !slices.IsSorted(o.Xs) || !slices.IsSorted(o.Ys) {
			t.Errorf("window %d: lines out of order", i)
		}
	}
}

// TestSameSize: a lattice moved is the same size; one of other cells, or of another count,
// is not.
func TestSameSize(t *testing.T) {
	even := func(n int, x0, pitch float64) []float64 {
		var out []float64
		for i := range n + 1 {
			out = append(out, x0+float64(i)*pitch)
		}
		return out
	}
	l := Lines{N: 9, Xs: even(9, 0, 14), Ys: even(9, 107, 15)}
	for _, tc := range []struct {
		name string
		o    Lines
		want bool
	}{
		{"itself", l, true},
		{"two columns left", Lines{N: 9, Xs: even(9, -28, 14), Ys: l.Ys}, true},
		{"cells a twentieth wider", Lines{N: 9, Xs: even(9, 0, 14.7), Ys: l.Ys}, true},
		{"a sheet's wide cells", Lines{N: 9, Xs: even(9, 0, 106.6), Ys: even(9, 136.5, 60)}, false},
		{"16×16", Lines{N: 16, Xs: even(16, 0, 7.9), Ys: even(16, 107, 8.4)}, false},
		{"no grid", Lines{}, false},
	} {
		if got := l.SameSize(tc.o); got != tc.want {
			t.Errorf("%s: SameSize = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestBoxesOn: a 9×9 grid's box lines lie on the lines of a lattice of its boxes (a dark
// page's box lines, its cells' lines too faint) within a tenth of a box, across and down;
// and its pitches are its cells'.
func TestBoxesOn(t *testing.T) {
	l := Lines{N: 9, Xs: evenLines(50, 10), Ys: evenLines(40, 12)}
	if px, py := l.Pitches(); px != 10 || py != 12 {
		t.Errorf("Pitches = %v, %v, want 10, 12", px, py)
	}
	boxes := func(x0, y0 float64) Lines {
		return Lines{N: 3, Xs: []float64{x0, x0 + 30, x0 + 60, x0 + 90}, Ys: []float64{y0, y0 + 36, y0 + 72, y0 + 108}}
	}
	for _, tc := range []struct {
		name string
		o    Lines
		want bool
	}{
		{"its boxes", boxes(50, 40), true},
		{"its boxes with a line more beyond", Lines{N: 4, Xs: append(boxes(50, 40).Xs, 170), Ys: append(boxes(50, 40).Ys, 184)}, true},
		{"two pixels off across (a tenth of a box is 3)", boxes(52, 40), true},
		{"four pixels off across", boxes(54, 40), false},
		{"a row of boxes off down", boxes(50, 76), false},
	} {
		if got := l.BoxesOn(tc.o); got != tc.want {
			t.Errorf("%s: BoxesOn = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestDoubled: a 9×9 lattice of cells half as wide as tall (columns 10.4 pixels apart, rows
// 21.7: the half cells of a faint grid in a 196-pixel picture) is moved to twice its column
// pitch from its first line and from its second, each kept where it stays within an
// eighth of a cell of the picture; its rows kept. Square cells, or cells a third as wide
// as tall, are not.
func TestDoubled(t *testing.T) {
	l := Lines{N: 9, Xs: evenLines(3.5, 10.4), Ys: evenLines(60, 21.7)}
	got := Doubled(l, 196, 453)
	if len(got) != 1 {
		t.Fatalf("Doubled in a 196-pixel picture = %d lattices, want 1 (from the second line, the last is past the border)", len(got))
	}
	if want := evenLines(3.5, 20.8); !closeLines(got[0].Xs, want) || !slices.Equal(got[0].Ys, l.Ys) || got[0].N != 9 {
		t.Errorf("Doubled = %v, %v, want columns %v and the rows kept", got[0].Xs, got[0].Ys, want)
	}
	if got := Doubled(l, 220, 453); len(got) != 2 || !closeLines(got[1].Xs, evenLines(13.9, 20.8)) {
		t.Errorf("Doubled in a 220-pixel picture = %v, want a second lattice from the second line", got)
	}
	// A grid running to the picture's edges: its last line (190.7) 1.7 pixels past the
	// border (an eighth of its cell is 2.6), or 5.7.
	if got := Doubled(l, 190, 453); len(got) != 1 {
		t.Errorf("Doubled in a 190-pixel picture = %d lattices, want 1", len(got))
	}
	if got := Doubled(l, 186, 453); got != nil {
		t.Errorf("Doubled in a 186-pixel picture = %d lattices, want none", len(got))
	}
	for _, o := range []Lines{
		{N: 9, Xs: evenLines(3.5, 21.7), Ys: evenLines(60, 21.7)},
		{N: 9, Xs: evenLines(3.5, 7.2), Ys: evenLines(60, 21.7)},
	} {
		if got := Doubled(o, 400, 453); got != nil {
			t.Errorf("Doubled(%v) = %v, want none", o.Xs, got)
		}
	}
}

// closeLines reports whether a and b are as many lines, each within a hundredth of a pixel.
func closeLines(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if math.Abs(a[i]-b[i]) > 0.01 {
			return false
		}
	}
	return true
}
