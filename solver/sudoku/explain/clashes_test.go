package explain_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/explain"
)

// TestClashes: one Clash per house and digit with every cell, checked against counting each
// house's digits directly.
func TestClashes(t *testing.T) {
	empty := strings.Repeat(".", 81)
	for _, tc := range []struct {
		name, grid string
		want       []string // "house digit times cells"
	}{
		{"none", "5" + empty[1:], nil},
		{"two", "3.3" + empty[3:], []string{"row 1 3 twice [0 2]", "box 1 3 twice [0 2]"}},
		{"three", "333" + empty[3:], []string{"row 1 3 three times [0 1 2]", "box 1 3 three times [0 1 2]"}},
		{"four across boxes", "3333" + empty[4:], []string{"row 1 3 four times [0 1 2 3]", "box 1 3 three times [0 1 2]"}},
		{"column", "7" + empty[1:40] + "7" + empty[41:72] + "7" + empty[73:],
			[]string{"column 1 7 twice [0 72]"}}, // r5c5's 7 clashes with nothing
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := sudoku.Parse(tc.grid)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, c := range explain.Clashes(g) {
				got = append(got, fmt.Sprintf("%s %s %s %v", c.House, c.Digit, c.Times(), c.Cells))
			}
			if fmt.Sprint(got) != fmt.Sprint(tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}
