package lattice

import (
	"strings"
	"testing"
)

// TestEmptyPairs: a window's bands of boxes holding two empty rows, and its stacks two
// empty columns, are counted (no puzzle with one solution has them); one empty row or
// column in a band or stack is a puzzle's.
func TestEmptyPairs(t *testing.T) {
	tests := []struct {
		name  string
		cells string // k rows of k characters: '#' ink shaped like a digit, '.' empty
		want  int
	}{
		{"a puzzle's spread", "" +
			"#.##..##." +
			"#..####.#" +
			"#.......#" +
			".####...." +
			"#.##..#.." +
			"#...#..#." +
			"#.##....#" +
			"...#....." +
			".##.##...", 0},
		{"a block's columns a third of the sheet's, the scrollbar last", "" +
			"###.....#" +
			"###.....#" +
			"###.....#" +
			"###.....#" +
			"###.....#" +
			"###.....#" +
			"###.....#" +
			"###.....#" +
			"###.....#", 2},
		{"one empty column in each stack, one empty row in each band", "" +
			"........." +
			".##.##.##" +
			".##.##.##" +
			"........." +
			".##.##.##" +
			".##.##.##" +
			"........." +
			".##.##.##" +
			".##.##.##", 0},
		{"two empty rows in the last band", "" +
			"#.#.#.#.#" +
			".#.#.#.#." +
			"#.#.#.#.#" +
			".#.#.#.#." +
			"#.#.#.#.#" +
			".#.#.#.#." +
			"........." +
			"#.#.#.#.#" +
			".........", 1},
		{"a 4×4 window: two empty columns in its first stack", "" +
			"..##" +
			"..#." +
			"...#" +
			"..##", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			k := 1
			for k*k < len(tt.cells) {
				k++
			}
			// The window at row 1, column 1 of a table one cell larger each side, the
			// cells round it full of ink (they must not count).
			tb := &table{rows: k + 2, cols: k + 2}
			tb.occupied = make([][]bool, k+2)
			for r := range k + 2 {
				tb.occupied[r] = make([]bool, k+2)
				for c := range k + 2 {
					in := r >= 1 && r <= k && c >= 1 && c <= k
					tb.occupied[r][c] = !in || tt.cells[(r-1)*k+c-1] == '#'
				}
			}
			if got := tb.emptyPairs(1, 1, k); got != tt.want {
				t.Errorf("%s: %d bands and stacks with two empty lines, want %d", strings.ReplaceAll(tt.cells, ".", "_"), got, tt.want)
			}
		})
	}
}
