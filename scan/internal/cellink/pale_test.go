package cellink

import "testing"

// TestPaler tells a player's pale pen from the givens' dark ink and pencil marks as dark
// (pictures of KSudoku's Scribble theme: givens 200-230 levels out of the paper, its
// players' blue digits 95-140, its marks 180), and faint ink from crisp where the grid
// holds no boxes.
func TestPaler(t *testing.T) {
	givens := []float64{200, 210, 220, 225, 230, 215, 205, 228, 219, 222, 60, 45, 95, 130}
	for _, tc := range []struct {
		name     string
		cons     []float64
		contrast float64
		want     bool
	}{
		{"faint", givens, 45, true},
		{"pale pen", givens, 136, true},
		{"pale pen, darker core", givens, 95, true},
		{"pencil mark as dark as the givens", givens, 183, false},
		{"given", givens, 225, false},
		{"no boxes, faint", nil, 60, true},
		{"no boxes, crisp", nil, 95, false},
		{"all pale: nothing paler than the grid", []float64{100, 105, 110, 98, 120}, 100, false},
	} {
		n := len(tc.cons) + 1 // the last box is missing
		got := Paler(n, 90, func(i int) (float64, bool) {
			if i == len(tc.cons) {
				return 250, false
			}
			return tc.cons[i], true
		})(tc.contrast)
		if got != tc.want {
			t.Errorf("%s: Paler(%v)(%v) = %v, want %v", tc.name, tc.cons, tc.contrast, got, tc.want)
		}
	}
}
