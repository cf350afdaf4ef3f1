package cellink

import (
	"image"
	"strings"
	"testing"
)

// TestStrokeWidth measures the pen of a hand-written 4 (1 pixel, pictures80's halved
// Scribble), a printed 1's stem (4 pixels) and an empty box.
func TestStrokeWidth(t *testing.T) {
	for _, tc := range []struct {
		name string
		rows []string
		want int
	}{
		{"thin four", []string{
			"...#....",
			"..#.....",
			".#...#..",
			"#....#..",
			"########",
			".....#..",
			".....#..",
		}, 1},
		{"printed one", []string{
			"..####..",
			".#####..",
			"..####..",
			"..####..",
			"..####..",
			"########",
		}, 4},
		{"empty", []string{"....", "...."}, 0},
	} {
		w := len(tc.rows[0])
		bin := make([]uint8, 0, w*len(tc.rows))
		for _, r := range tc.rows {
			for _, c := range r {
				bin = append(bin, uint8(strings.Count(string(c), "#")))
			}
		}
		if got := StrokeWidth(bin, w, image.Rect(0, 0, w, len(tc.rows))); got != tc.want {
			t.Errorf("%s: StrokeWidth = %d, want %d", tc.name, got, tc.want)
		}
	}
}
