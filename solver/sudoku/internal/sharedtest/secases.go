package sharedtest

import (
	"strconv"
	"strings"
	"testing"
)

// An SECase is a puzzle of the shared data with its published Sudoku Explainer rating.
type SECase struct {
	Puzzle string  // 81 characters, '0' or '.' for an empty cell
	SE     float64 // the published ER
	Name   string  // SE's hardest rule, when the file gives it
}

// SECases reads the SE-rated puzzles of a shared file: the calibration table
// (techniques/calibration*.tsv: puzzle, set, …, SE in column 4, hardest rule in column 7)
// or a list of "n puzzle SE" lines (the Sudoku Exchange file).
func SECases(t testing.TB, rel string) []SECase {
	t.Helper()
	var out []SECase
	for _, l := range Lines(t, rel) {
		if strings.HasPrefix(rel, "techniques/calibration") {
			f := strings.Split(l, "\t")
			if len(f) < 7 {
				continue
			}
			se, _ := strconv.ParseFloat(f[3], 64)
			out = append(out, SECase{Puzzle: f[0], SE: se, Name: f[6]})
			continue
		}
		f := strings.Fields(l)
		if len(f) < 3 {
			continue
		}
		se, _ := strconv.ParseFloat(f[2], 64)
		out = append(out, SECase{Puzzle: f[1], SE: se})
	}
	return out
}

// Spread returns n puzzles spread evenly over a shared file of one puzzle a line (each
// cut at the first ':', space, tab or comma), or all of them when it has fewer.
func Spread(t testing.TB, rel string, n int) []string {
	t.Helper()
	lines := Lines(t, rel)
	var out []string
	step := max(1, len(lines)/n)
	for i := 0; i < len(lines) && len(out) < n; i += step {
		l := lines[i]
		if j := strings.IndexAny(l, ": \t,"); j >= 0 {
			l = l[:j]
		}
		out = append(out, l)
	}
	return out
}
