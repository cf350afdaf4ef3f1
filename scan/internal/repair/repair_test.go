package repair

import (
	"slices"
	"testing"
)

// TestBest: each case's unique holds for the sets of changes (as cell=value pairs) it
// lists; Best must return the most probable of those it is allowed to try.
func TestBest(t *testing.T) {
	certain := Reading{Digit: 5, Second: -1, P: 1}
	tests := []struct {
		name     string
		readings []Reading
		cells    int
		unique   [][][2]int // sets of {cell, value} under which the grid is unique
		want     [][2]int   // nil: no change
	}{
		{
			name:     "no uncertain cell",
			readings: []Reading{certain, certain},
			cells:    8,
			unique:   [][][2]int{{{0, 3}}},
		},
		{
			name:     "the second choice of one cell",
			readings: []Reading{{Digit: 6, Second: 5, P: 0.55, P2: 0.4, P0: 0.05}, certain},
			cells:    8,
			unique:   [][][2]int{{{0, 5}}},
			want:     [][2]int{{0, 5}},
		},
		{
			name: "the more probable of two single changes",
			readings: []Reading{
				{Digit: 6, Second: 5, P: 0.5, P2: 0.1, P0: 0.4},
				{Digit: 2, Second: 7, P: 0.5, P2: 0.45, P0: 0.05},
			},
			cells:  8,
			unique: [][][2]int{{{0, 5}}, {{1, 7}}},
			want:   [][2]int{{1, 7}},
		},
		{
			name: "blank only when no second choice works, though blank is likelier",
			readings: []Reading{
				{Digit: 6, Second: 5, P: 0.5, P2: 0.1, P0: 0.4},
				{Digit: 2, Second: 7, P: 0.6, P2: 0.1, P0: 0.3},
			},
			cells:  8,
			unique: [][][2]int{{{0, 0}}, {{1, 7}}},
			want:   [][2]int{{1, 7}},
		},
		{
			name:     "a speck read as a digit goes blank",
			readings: []Reading{{Digit: 5, Second: 3, P: 0.6, P2: 0.25, P0: 0.15}, certain},
			cells:    8,
			unique:   [][][2]int{{{0, 0}}},
			want:     [][2]int{{0, 0}},
		},
		{
			name: "two cells at once when no single change works",
			readings: []Reading{
				{Digit: 6, Second: 5, P: 0.5, P2: 0.4, P0: 0.1},
				certain,
				{Digit: 1, Second: 7, P: 0.5, P2: 0.4, P0: 0.1},
			},
			cells:  8,
			unique: [][][2]int{{{0, 5}, {2, 7}}},
			want:   [][2]int{{0, 5}, {2, 7}},
		},
		{
			name: "only the least certain cells are tried",
			readings: []Reading{
				{Digit: 6, Second: 5, P: 0.9, P2: 0.1, P0: 0},
				{Digit: 2, Second: 7, P: 0.5, P2: 0.4, P0: 0.1},
			},
			cells:  1,
			unique: [][][2]int{{{0, 5}}},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := Best(tc.readings, tc.cells, func(ch []Change) bool {
				for _, set := range tc.unique {
					if len(set) == len(ch) && !slices.ContainsFunc(ch, func(c Change) bool {
						return !slices.Contains(set, [2]int{c.Cell, c.Value})
					}) {
						return true
					}
				}
				return false
			})
			var pairs [][2]int
			for _, c := range got {
				pairs = append(pairs, [2]int{c.Cell, c.Value})
				r := tc.readings[c.Cell]
				want := r.P2 / r.P
				if c.Value == 0 && r.Second != 0 {
					want = r.P0 / r.P
				}
				if c.Odds != want {
					t.Errorf("cell %d: odds %v, want %v", c.Cell, c.Odds, want)
				}
			}
			if !slices.Equal(pairs, tc.want) {
				t.Errorf("Best = %v, want %v", pairs, tc.want)
			}
		})
	}
}
