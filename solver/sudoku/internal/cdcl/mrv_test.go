package cdcl

import (
	"math/rand"
	"testing"
)

// latinGroups returns the exactly-one groups of latinSolver's formula of order k: each
// cell's values, each value's cells in a row and in a column.
func latinGroups(k int) [][]int32 {
	x := func(r, c, d int) int32 { return int32((r*k+c)*k + d) }
	var groups [][]int32
	for a := 0; a < k; a++ {
		for b := 0; b < k; b++ {
			var cell, row, col []int32
			for i := 0; i < k; i++ {
				cell = append(cell, x(a, b, i))
				row = append(row, x(a, i, b))
				col = append(col, x(i, a, b))
			}
			groups = append(groups, cell, row, col)
		}
	}
	return groups
}

// TestMRVCounts counts small (partial) Latin squares with blocking clauses while every
// decision is MRV's (fewest open values among the most active variables), against a
// brute-force count, with saved and with fixed phases.
func TestMRVCounts(t *testing.T) {
	for _, tc := range latinCases {
		want := bruteLatin(tc.k, tc.fixed)
		for _, fixedPhase := range []bool{false, true} {
			var sat *Solver
			n := countLatin(tc.k, tc.fixed, false, func(s *Solver) {
				s.SetGroups(latinGroups(tc.k))
				s.MRV, s.FixedPhase, s.Glucose = 8, fixedPhase, true
				sat = s
			})
			if n != want {
				t.Errorf("order %d, fixed %v, fixed phases %v: %d squares with MRV, want %d", tc.k, tc.fixed, fixedPhase, n, want)
			}
			if want > 1 && sat.Decisions == 0 {
				t.Errorf("order %d, fixed %v: no decision seen", tc.k, tc.fixed)
			}
		}
	}
}

// TestSmallestGroup checks the counts MRV decisions read, taken when asked, against a
// plain count of each group on random partial assignments.
func TestSmallestGroup(t *testing.T) {
	const k = 6
	groups := latinGroups(k)
	rng := rand.New(rand.NewSource(1))
	for round := 0; round < 200; round++ {
		s := New(k * k * k)
		s.SetGroups(groups)
		s.trailLim = append(s.trailLim, 0)
		for v := range k * k * k {
			switch rng.Intn(4) {
			case 0:
				s.enqueue(2*int32(v), noReason)
			case 1, 2:
				s.enqueue(2*int32(v)+1, noReason)
			}
		}
		for x := int32(0); x < k*k*k; x++ {
			want := int32(1 << 30)
			for _, vs := range groups {
				in, open, done := false, int32(0), false
				for _, v := range vs {
					in = in || v == x
					switch s.litVal[2*v] {
					case 0:
						open++
					case 1:
						done = true
					}
				}
				if in && !done && open > 0 && open < want {
					want = open
				}
			}
			if got := s.smallestGroup(x, 1<<30); got != want {
				t.Fatalf("round %d, variable %d: smallest group %d, want %d", round, x, got, want)
			}
			if lim := int32(3); want < lim {
				if got := s.smallestGroup(x, lim); got != want {
					t.Fatalf("round %d, variable %d, limit %d: %d, want %d", round, x, lim, got, want)
				}
			} else if got := s.smallestGroup(x, lim); got != lim {
				t.Fatalf("round %d, variable %d, limit %d: %d, want the limit", round, x, lim, got)
			}
		}
	}
}
