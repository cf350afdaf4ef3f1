package cdcl

import "testing"

// TestShrinkCounts counts small (partial) Latin squares with blocking clauses while every
// learnt clause is shrunk (with and without the all-different constraints, whose reasons
// shrinking also reads), against a brute-force count: a clause shrunk wrongly would lose
// squares (or loop on one), and some shrinking must have happened.
func TestShrinkCounts(t *testing.T) {
	var removed int64
	for _, tc := range latinCases {
		want := bruteLatin(tc.k, tc.fixed)
		for _, c := range []struct {
			ad     bool
			shrink int
		}{{false, 1}, {true, 1}, {false, 2}, {true, 2}} {
			ad, shrink := c.ad, c.shrink
			var sat *Solver
			n := countLatin(tc.k, tc.fixed, ad, func(s *Solver) {
				s.Glucose, s.Shrink = true, shrink
				s.reduceGap, s.nextReduce = 20, 20
				sat = s
			})
			if n != want {
				t.Errorf("order %d, fixed %v, all-different %v, Shrink %d: %d squares, want %d", tc.k, tc.fixed, ad, shrink, n, want)
			}
			removed += sat.ShrinkRemoved
		}
	}
	if removed == 0 {
		t.Error("no literal was shrunk away")
	}
}
