package cdcl

import "testing"

// TestShareLimits checks which learnt clauses go to the pool: units and binaries always,
// longer ones when their LBD is at most MaxLBD and their length at most MaxLits (4·MaxLBD
// when MaxLits is 0).
func TestShareLimits(t *testing.T) {
	tests := []struct {
		name    string
		maxLBD  int32
		maxLits int
		size    int
		lbd     int32
		shared  bool
	}{
		{"unit", 2, 0, 1, 1, true},
		{"binary, LBD over the limit", 1, 0, 2, 2, true},
		{"LBD at the limit", 5, 0, 20, 5, true},
		{"LBD over the limit", 5, 0, 6, 6, false},
		{"length over 4·MaxLBD", 5, 0, 21, 5, false},
		{"length within MaxLits", 5, 30, 30, 5, true},
		{"length over MaxLits", 5, 30, 31, 3, false},
		{"MaxLits under 4·MaxLBD", 5, 8, 9, 2, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := New(40)
			s.Pool, s.Export = &Pool{MaxLBD: tc.maxLBD, MaxLits: tc.maxLits}, true
			s.learnt = s.learnt[:0]
			for k := 0; k < tc.size; k++ {
				s.learnt = append(s.learnt, int32(2*k+1))
			}
			s.share(tc.lbd)
			if got := len(s.Pool.clauses) == 1; got != tc.shared {
				t.Errorf("shared = %v, want %v", got, tc.shared)
			}
		})
	}
}
