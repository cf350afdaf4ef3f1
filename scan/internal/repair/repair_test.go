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
			// A speck read 1 (r1c2 of a halved GNOME Sudoku JPEG, appshots 0xb64): two sure
			// 2s' second choice, blank, also made the grid unique.
			name: "a likelier blank outranks two cells' second choices",
			readings: []Reading{
				{Digit: 1, Second: 3, P: 0.3, P2: 0.28, P0: 0.22},
				{Digit: 2, Second: 0, P: 0.998, P2: 0.001, P0: 0.001},
				{Digit: 2, Second: 0, P: 0.998, P2: 0.001, P0: 0.001},
			},
			cells:  8,
			unique: [][][2]int{{{1, 0}, {2, 0}}, {{0, 0}}},
			want:   [][2]int{{0, 0}},
		},
		{
			name: "two cells' second choices outrank a less likely blank",
			readings: []Reading{
				{Digit: 6, Second: 5, P: 0.5, P2: 0.4, P0: 0.1},
				{Digit: 3, Second: 8, P: 0.5, P2: 0.01, P0: 0.04},
				{Digit: 1, Second: 7, P: 0.5, P2: 0.4, P0: 0.1},
			},
			cells:  8,
			unique: [][][2]int{{{0, 5}, {2, 7}}, {{1, 0}}},
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

// TestUntangle: solve returns its solution (the value of each cell) when asked without
// exactly the cells of its set, else nil; Untangle must ask without the less certain cell
// of each clashing pair and read those cells as the solution has them (blank where blank
// was the second choice).
func TestUntangle(t *testing.T) {
	sure := func(d int) Reading { return Reading{Digit: d, Second: -1, P: 1} }
	tests := []struct {
		name     string
		readings []Reading
		pairs    [][2]int
		without  []int    // the cells solve has a unique solution without (sorted)
		set      [][2]int // or the cells and values it has one with
		solution []uint8  // that solution
		want     [][2]int
	}{
		{
			name:     "no clash",
			readings: []Reading{sure(1), sure(2)},
			without:  []int{},
			solution: []uint8{1, 2},
		},
		{
			name:     "a letter read as a digit clashing with the digit",
			readings: []Reading{sure(8), {Digit: 8, Second: 5, P: 0.6, P2: 0.2, P0: 0.1}, sure(3)},
			pairs:    [][2]int{{0, 1}},
			without:  []int{1},
			solution: []uint8{8, 11, 3},
			want:     [][2]int{{1, 11}},
		},
		{
			name: "two symbols swapped, each clashing with the other's twin",
			readings: []Reading{
				{Digit: 11, Second: 8, P: 0.45, P2: 0.35}, sure(11),
				{Digit: 8, Second: 5, P: 0.8, P2: 0.1}, sure(8),
			},
			pairs:    [][2]int{{0, 1}, {2, 3}, {0, 1}},
			without:  []int{0, 2},
			solution: []uint8{8, 11, 11, 8},
			want:     [][2]int{{0, 8}, {2, 11}},
		},
		{
			name:     "a speck read as a symbol, blank second, goes blank",
			readings: []Reading{sure(7), {Digit: 7, Second: 0, P: 0.9, P2: 0.05, P0: 0.05}},
			pairs:    [][2]int{{0, 1}},
			without:  []int{1},
			solution: []uint8{7, 12},
			want:     [][2]int{{1, 0}},
		},
		{
			name:     "no unique solution without them: no change",
			readings: []Reading{sure(8), {Digit: 8, Second: 5, P: 0.6, P2: 0.2}},
			pairs:    [][2]int{{0, 1}},
			without:  []int{0, 1},
			solution: []uint8{8, 11},
		},
		{
			name: "letters read as a digit in many cells, their seconds the grid's only solution",
			readings: []Reading{
				sure(8), {Digit: 8, Second: 11, P: 0.69, P2: 0.29}, sure(11), {Digit: 11, Second: 13, P: 0.49, P2: 0.47},
			},
			pairs:    [][2]int{{0, 1}, {2, 3}},
			without:  []int{0, 1, 2, 3},
			set:      [][2]int{{1, 11}, {3, 13}},
			solution: []uint8{8, 11, 11, 13},
			want:     [][2]int{{1, 11}, {3, 13}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Untangle(tt.readings, tt.pairs, func(ch []Change) []uint8 {
				var set [][2]int
				for _, c := range ch {
					set = append(set, [2]int{c.Cell, c.Value})
				}
				if tt.set != nil && slices.Equal(set, tt.set) {
					return tt.solution
				}
				var without []int
				for _, c := range ch {
					if c.Value != 0 {
						return nil
					}
					without = append(without, c.Cell)
				}
				if !slices.Equal(without, tt.without) {
					return nil
				}
				return tt.solution
			})
			var pairs [][2]int
			for _, c := range got {
				pairs = append(pairs, [2]int{c.Cell, c.Value})
			}
			if !slices.Equal(pairs, tt.want) {
				t.Errorf("Untangle = %v, want %v", pairs, tt.want)
			}
		})
	}
}

// TestUntangleSeconds: one symbol misread as another in many cells (a script font's 16s
// read 10, 16 second), each clashing with a sure 10, leaves too few clues for one solution
// when they are all left blank; read as their second choices, all at once, the grid has
// one: Untangle takes them.
func TestUntangleSeconds(t *testing.T) {
	sure := func(d int) Reading { return Reading{Digit: d, Second: -1, P: 1} }
	misread := Reading{Digit: 10, Second: 16, P: 0.55, P2: 0.4}
	readings := []Reading{sure(10), misread, sure(10), misread, {Digit: 4, Second: 0, P: 0.6, P2: 0.3}, sure(4)}
	pairs := [][2]int{{0, 1}, {2, 3}, {4, 5}}
	want := []Change{{1, 16, 0.4 / 0.55}, {3, 16, 0.4 / 0.55}, {4, 0, 0.3 / 0.6}}
	for _, tc := range []struct {
		name   string
		unique bool // whether the grid has one solution with the second choices
		want   []Change
	}{{"one solution", true, want}, {"none", false, nil}} {
		got := Untangle(readings, pairs, func(ch []Change) []uint8 {
			if tc.unique && slices.Equal(ch, want) {
				return []uint8{10, 16, 10, 16, 9, 4}
			}
			return nil // blanks alone: too few clues
		})
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: Untangle = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestRefill(t *testing.T) {
	tests := []struct {
		name     string
		inked    []Inked
		solution []uint8
		want     [][2]int
	}{
		{
			name:     "a small letter read blank takes its value",
			inked:    []Inked{{Cell: 1, Probs: []float64{0.6, 0, 0.3, 0.1}}},
			solution: []uint8{1, 3, 2},
			want:     [][2]int{{1, 3}},
		},
		{
			name:     "a value the network gave nothing stays blank",
			inked:    []Inked{{Cell: 0, Probs: []float64{0.9, 0, 0.1, 0}}},
			solution: []uint8{3, 1, 2},
		},
		{
			name: "each cell on its own",
			inked: []Inked{
				{Cell: 0, Probs: []float64{0.5, 0.001, 0.5, 0}},
				{Cell: 2, Probs: []float64{0.8, 0, 0.004, 0.2}},
			},
			solution: []uint8{1, 3, 2},
			want:     [][2]int{{2, 2}},
		},
		{
			name:     "nothing inked",
			solution: []uint8{1, 2},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got [][2]int
			for _, c := range Refill(tt.inked, tt.solution, 0.002) {
				got = append(got, [2]int{c.Cell, c.Value})
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("Refill = %v, want %v", got, tt.want)
			}
		})
	}
}
