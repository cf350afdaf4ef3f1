package cdcl

import "testing"

// latinCases are the (partial) Latin squares that the vivification and MRV tests count: an
// order and the cells given (row, column, value).
var latinCases = []struct {
	k     int
	fixed [][3]int
}{
	{4, nil},
	{5, [][3]int{{0, 0, 0}, {1, 2, 3}, {3, 4, 1}}},
	{5, [][3]int{{0, 0, 0}, {0, 1, 1}, {0, 2, 2}, {0, 3, 3}, {1, 0, 1}, {2, 0, 2}, {3, 0, 3}}},
	{5, [][3]int{{0, 0, 0}, {1, 1, 0}, {2, 2, 1}, {3, 3, 1}, {4, 4, 2}}},
	{6, [][3]int{{0, 0, 0}, {1, 1, 0}, {2, 2, 1}, {3, 3, 1}, {4, 4, 2}, {5, 5, 2}, {0, 1, 3}, {1, 0, 4}, {2, 3, 5}}},
}

// TestVivifyCounts counts small (partial) Latin squares with blocking clauses while the
// learnt clauses are vivified after every reduction, reductions every few dozen conflicts,
// against a brute-force count: a clause vivify shortened wrongly would lose squares (or
// loop on one), and the shortening must have happened.
func TestVivifyCounts(t *testing.T) {
	var shortened int64
	for _, tc := range latinCases {
		want := bruteLatin(tc.k, tc.fixed)
		for _, glucose := range []bool{false, true} {
			var sat *Solver
			n := countLatin(tc.k, tc.fixed, false, func(s *Solver) {
				s.Glucose, s.Vivify, s.VivifyEffort = glucose, 1000, 10000
				s.reduceGap, s.nextReduce = 20, 20
				sat = s
			})
			if n != want {
				t.Errorf("order %d, fixed %v, Glucose %v: %d squares, want %d", tc.k, tc.fixed, glucose, n, want)
			}
			shortened += sat.VivShortened
		}
	}
	if shortened == 0 {
		t.Error("no clause was shortened")
	}
}
