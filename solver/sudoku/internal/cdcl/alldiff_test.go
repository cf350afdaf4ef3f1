package cdcl

import (
	"math/rand"
	"testing"
)

// permSolver returns a solver of k·k variables x[i][j] ("position i takes value j") with
// exactly-one clauses for every position and every value, and the same as an
// all-different constraint when ad is set.
func permSolver(k int, ad bool) *Solver {
	s := New(k * k)
	exactlyOne := func(vs []int32) {
		c := make([]int32, len(vs))
		for a, v := range vs {
			c[a] = 2 * v
			for _, w := range vs[a+1:] {
				s.AddClause([]int32{2*v + 1, 2*w + 1})
			}
		}
		s.AddClause(c)
	}
	for i := 0; i < k; i++ {
		var row, col []int32
		for j := 0; j < k; j++ {
			row = append(row, int32(i*k+j))
			col = append(col, int32(j*k+i))
		}
		exactlyOne(row)
		exactlyOne(col)
	}
	if ad {
		vars := make([]int32, k*k)
		for v := range vars {
			vars[v] = int32(v)
		}
		s.AddAllDifferent(k, vars)
	}
	return s
}

// perms calls f with every permutation of 0..k-1.
func perms(k int, f func(p []int)) {
	p := make([]int, k)
	for i := range p {
		p[i] = i
	}
	var rec func(a int)
	rec = func(a int) {
		if a == k {
			f(p)
			return
		}
		for b := a; b < k; b++ {
			p[a], p[b] = p[b], p[a]
			rec(a + 1)
			p[a], p[b] = p[b], p[a]
		}
	}
	rec(0)
}

// implied reports whether every permutation of k satisfies the clause over x[i][j] = i*k+j.
func implied(k int, clause []int32) bool {
	ok := true
	perms(k, func(p []int) {
		for _, l := range clause {
			v := int(l >> 1)
			if (p[v/k] == v%k) == (l&1 == 0) {
				return
			}
		}
		ok = false
	})
	return ok
}

// TestAllDifferentExplanations rules out random variables of random permutation constraints
// a few at each decision level and checks, after each fixpoint of unit propagation and the
// all-different propagator, that every lazy reason is an implied clause whose other literals
// were false before its literal, that every failure clause is implied and false, and that
// the variables left open are exactly those some permutation avoiding the false ones uses.
func TestAllDifferentExplanations(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	var impliedN, failures int64
	for trial := 0; trial < 300; trial++ {
		k := 3 + rng.Intn(5)
		s := permSolver(k, true)
		pos := make([]int, k*k) // trail position of each variable, while assigned
		for step := 0; step < k*k; step++ {
			free := []int32{}
			for v := int32(0); v < int32(k*k); v++ {
				if s.litVal[2*v] == 0 {
					free = append(free, v)
				}
			}
			if len(free) == 0 {
				break
			}
			s.trailLim = append(s.trailLim, int32(len(s.trail)))
			// Several at once, before any propagation, so that failures beyond unit
			// propagation's reach happen too: a few at random, or all those of h random
			// positions outside h or h-1 random values (a Hall set, or one too small).
			rule := func(v int32) {
				if s.litVal[2*v] == 0 {
					s.enqueue(2*v+1, noReason)
				}
			}
			if rng.Intn(3) > 0 {
				for n := 1 + rng.Intn(3); n > 0; n-- {
					rule(free[rng.Intn(len(free))])
				}
			} else {
				h := 2 + rng.Intn(k-2)
				rows, vals := rng.Perm(k)[:h], rng.Perm(k)[:h-rng.Intn(2)]
				for _, i := range rows {
					for j := 0; j < k; j++ {
						in := false
						for _, w := range vals {
							in = in || w == j
						}
						if !in {
							rule(int32(i*k + j))
						}
					}
				}
			}
			cr := s.propagate()
			failed := cr >= 0 || s.binConflict
			for !failed && len(s.adDirty) > 0 {
				r := s.adPropagate()
				if r < 0 {
					for _, l := range s.adConfl {
						if s.litVal[l] != -1 {
							t.Fatalf("trial %d: failure clause %v has a literal not false", trial, s.adConfl)
						}
					}
					if !implied(k, s.adConfl) {
						t.Fatalf("trial %d: failure clause %v not implied", trial, s.adConfl)
					}
					failed = true
					break
				}
				if r == 0 {
					break
				}
				cr = s.propagate()
				failed = cr >= 0 || s.binConflict
			}
			for p, l := range s.trail {
				pos[l>>1] = p
			}
			for p, l := range s.trail {
				r := s.vars[l>>1].reason
				if r >= noReason {
					continue
				}
				c := append([]int32(nil), s.adReasonLits(r, l)...)
				for _, q := range c[1:] {
					if s.litVal[q] != -1 || pos[q>>1] >= p {
						t.Fatalf("trial %d: reason %v of %d: %d not false before it", trial, c, l, q)
					}
				}
				if !implied(k, c) {
					t.Fatalf("trial %d: reason %v not implied", trial, c)
				}
			}
			if failed {
				break
			}
			// Brute force: the variables some permutation over the non-false ones uses.
			used := make([]bool, k*k)
			any := false
			perms(k, func(p []int) {
				for i, j := range p {
					if s.litVal[2*(i*k+j)] == -1 {
						return
					}
				}
				any = true
				for i, j := range p {
					used[i*k+j] = true
				}
			})
			if !any {
				t.Fatalf("trial %d: no permutation left, yet no failure found", trial)
			}
			for v := 0; v < k*k; v++ {
				if open := s.litVal[2*v] != -1; open != used[v] {
					t.Fatalf("trial %d step %d: x[%d][%d] open %v, in a permutation %v", trial, step, v/k, v%k, open, used[v])
				}
			}
		}
		impliedN, failures = impliedN+s.ADImplied, failures+s.ADConflicts
	}
	if impliedN == 0 || failures == 0 {
		t.Errorf("the propagator implied %d literals and failed %d times: the test tests nothing", impliedN, failures)
	}
}

// TestAllDifferentCounts counts small (partial) Latin squares with blocking clauses, with
// and without all-different constraints on the rows and columns, against a brute-force count.
func TestAllDifferentCounts(t *testing.T) {
	for _, tc := range []struct {
		k     int
		fixed [][3]int // row, column, value given
	}{
		{3, nil},
		{4, nil},
		{4, [][3]int{{0, 0, 0}, {1, 1, 0}}},
		{5, [][3]int{{0, 0, 0}, {1, 2, 3}, {3, 4, 1}}},
		{5, [][3]int{{0, 0, 0}, {0, 1, 1}, {0, 2, 2}, {0, 3, 3}, {1, 0, 1}, {2, 0, 2}, {3, 0, 3}}},
		{5, [][3]int{{0, 0, 0}, {1, 1, 0}, {2, 2, 1}, {3, 3, 1}, {4, 4, 2}}},
	} {
		want := bruteLatin(tc.k, tc.fixed)
		for _, ad := range []bool{false, true} {
			n := countLatin(tc.k, tc.fixed, ad, nil)
			if n != want {
				t.Errorf("order %d, fixed %v, all-different %v: %d squares, want %d", tc.k, tc.fixed, ad, n, want)
			}
		}
		// The same in stable mode, switching modes and rephasing every few conflicts.
		for _, glucose := range []bool{false, true} {
			n := countLatin(tc.k, tc.fixed, false, func(s *Solver) {
				s.Stable, s.stableInit, s.Glucose = true, 3, glucose
			})
			if n != want {
				t.Errorf("order %d, fixed %v, stable mode, Glucose %v: %d squares, want %d", tc.k, tc.fixed, glucose, n, want)
			}
		}
	}
}

// latinSolver returns a solver for the Latin squares of order k (variable (r*k+c)*k+d: cell
// r,c holds d) with the cells fixed; ad adds every row, column and cell-value constraint as
// all-different.
func latinSolver(k int, fixed [][3]int, ad bool) *Solver {
	s := New(k * k * k)
	x := func(r, c, d int) int32 { return int32((r*k+c)*k + d) }
	group := func(f func(a, b int) int32) {
		for a := 0; a < k; a++ {
			var lits []int32
			for b := 0; b < k; b++ {
				lits = append(lits, 2*f(a, b))
				for b2 := b + 1; b2 < k; b2++ {
					s.AddClause([]int32{2*f(a, b) + 1, 2*f(a, b2) + 1})
				}
			}
			s.AddClause(lits)
		}
	}
	for r := 0; r < k; r++ {
		group(func(c, d int) int32 { return x(r, c, d) })   // each cell one value
		group(func(d, c int) int32 { return x(r, c, d) })   // each value once in the row
		group(func(d, r2 int) int32 { return x(r2, r, d) }) // each value once in column r
	}
	if ad {
		for r := 0; r < k; r++ {
			var row, col []int32
			for c := 0; c < k; c++ {
				for d := 0; d < k; d++ {
					row = append(row, x(r, c, d))
					col = append(col, x(c, r, d))
				}
			}
			s.AddAllDifferent(k, row)
			s.AddAllDifferent(k, col)
		}
	}
	for _, f := range fixed {
		s.AddClause([]int32{2 * x(f[0], f[1], f[2])})
	}
	return s
}

// countLatin counts the Latin squares with the cells fixed, one blocking clause per square.
// set, when not nil, changes the solver's settings first.
func countLatin(k int, fixed [][3]int, ad bool, set func(*Solver)) int {
	s := latinSolver(k, fixed, ad)
	if set != nil {
		set(s)
	}
	n := 0
	for s.Solve() == 1 {
		n++
		var block []int32
		for v, a := range s.Assign {
			if a == 1 {
				block = append(block, 2*int32(v)+1)
			}
		}
		s.CancelUntil(0)
		if !s.AddClause(block) {
			break
		}
	}
	return n
}

// bruteLatin counts the same squares by backtracking.
func bruteLatin(k int, fixed [][3]int) int {
	g := make([]int, k*k)
	for i := range g {
		g[i] = -1
	}
	for _, f := range fixed {
		g[f[0]*k+f[1]] = f[2]
	}
	var rec func(i int) int
	rec = func(i int) int {
		if i == k*k {
			return 1
		}
		r, c := i/k, i%k
		n := 0
		for d := 0; d < k; d++ {
			if g[i] >= 0 && g[i] != d {
				continue
			}
			ok := true
			for b := 0; b < k; b++ {
				if b != c && g[r*k+b] == d || b != r && g[b*k+c] == d {
					ok = false
				}
			}
			if !ok {
				continue
			}
			old := g[i]
			g[i] = d
			n += rec(i + 1)
			g[i] = old
		}
		return n
	}
	return rec(0)
}
