package main

import (
	"strings"
	"testing"
)

// An invalid puzzle's error (solve, rate, explain, render --solve) names each clash once, with every cell of it and how many
// times the digit appears: three 3s in row 1 are "row 1 has 3 three times (r1c1, r1c2,
// r1c3)", not two sentences each saying "twice".
func TestClashesCountedOnce(t *testing.T) {
	const p = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
	tests := []struct {
		name, puzzle string
		want         []string
		notWant      string
	}{
		{"two", "3" + p[1:], []string{"row 1 has 3 twice (r1c1, r1c3)", "box 1 has 3 twice (r1c1, r1c3)"}, "three"},
		{"three", "33" + p[2:], []string{"row 1 has 3 three times (r1c1, r1c2, r1c3)", "box 1 has 3 three times (r1c1, r1c2, r1c3)"}, "twice"},
		{"four", "3333" + p[4:], []string{"row 1 has 3 four times (r1c1, r1c2, r1c3, r1c4)", "column 4 has 3 twice (r1c4, r2c4)"}, "twice (r1c1, r1c2)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, args := range [][]string{{"solve", "--format", "grid"}, {"solve", "--format", "json"}, {"rate"}, {"rate", "--format", "json"}, {"explain"}, {"render", "--solve", "-o", t.TempDir() + "/x.png"}} {
				out, errs, code := runCLI(t, "", append(args, tt.puzzle)...)
				for _, w := range tt.want {
					if code != 1 || !strings.Contains(out+errs, w) || strings.Contains(out+errs, tt.notWant) {
						t.Errorf("%q: exit %d, %q %q; want %q", args, code, out, errs, w)
					}
				}
			}
		})
	}
}
