package alldiff

import (
	"math/rand/v2"
	"testing"
)

// bruteForce returns the values each variable takes in some permutation that respects
// dom (the slow, obvious definition of domain consistency), and whether there is one.
func bruteForce(dom []uint32) ([]uint32, bool) {
	n := len(dom)
	out := make([]uint32, n)
	perm := make([]int, n)
	found := false
	var rec func(x int, used uint32)
	rec = func(x int, used uint32) {
		if x == n {
			found = true
			for y, v := range perm {
				out[y] |= 1 << v
			}
			return
		}
		for v := 0; v < n; v++ {
			if dom[x]&(1<<v) != 0 && used&(1<<v) == 0 {
				perm[x] = v
				rec(x+1, used|1<<v)
			}
		}
	}
	rec(0, 0)
	return out, found
}

func TestPruneTable(t *testing.T) {
	tests := []struct {
		name string
		dom  []uint32
		want []uint32 // nil: no solution
	}{
		{"empty", nil, nil},
		{"one", []uint32{1}, []uint32{1}},
		{"free", []uint32{3, 3}, []uint32{3, 3}},
		{"naked pair", []uint32{3, 3, 7}, []uint32{3, 3, 4}},
		{"hidden pair", []uint32{15, 15, 12, 12}, []uint32{3, 3, 12, 12}},
		{"Hall set of three", []uint32{3, 6, 5, 15}, []uint32{3, 6, 5, 8}},
		{"no matching", []uint32{1, 1, 6}, nil},
		{"value with no place", []uint32{3, 3, 3}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var f Filter
			dom := append([]uint32(nil), tc.dom...)
			ok := f.Prune(dom)
			if tc.want == nil && len(tc.dom) > 0 {
				if ok {
					t.Fatalf("Prune(%b) = true, %b; want false", tc.dom, dom)
				}
				return
			}
			if !ok {
				t.Fatalf("Prune(%b) = false", tc.dom)
			}
			for x := range dom {
				if dom[x] != tc.want[x] {
					t.Fatalf("Prune(%b) = %b, want %b", tc.dom, dom, tc.want)
				}
			}
		})
	}
}

// TestPruneAgainstBruteForce compares Prune with the brute-force definition on random
// small instances, reusing one Filter throughout (so stale matchings are exercised too).
func TestPruneAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var f Filter
	for _, n := range []int{1, 2, 3, 4, 5, 6, 7} {
		for trial := 0; trial < 3000; trial++ {
			dom := make([]uint32, n)
			density := 0.2 + 0.6*rng.Float64()
			for x := range dom {
				for v := 0; v < n; v++ {
					if rng.Float64() < density {
						dom[x] |= 1 << v
					}
				}
			}
			want, wantOK := bruteForce(dom)
			got := append([]uint32(nil), dom...)
			ok := f.Prune(got)
			if ok != wantOK {
				t.Fatalf("n=%d dom %b: ok %v, brute force %v", n, dom, ok, wantOK)
			}
			if !ok {
				for x := range got {
					if got[x] != dom[x] {
						t.Fatalf("n=%d dom %b changed on failure: %b", n, dom, got)
					}
				}
				continue
			}
			for x := range got {
				if got[x] != want[x] {
					t.Fatalf("n=%d dom %b: got %b, want %b", n, dom, got, want)
				}
			}
		}
	}
}

// FuzzPrune checks that Prune never panics on any domains up to MaxN variables, never
// adds a value, and is idempotent.
func FuzzPrune(f *testing.F) {
	f.Add([]byte{3, 3, 7})
	f.Add([]byte{255, 1, 1, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		n := min(len(data)/4, MaxN)
		dom := make([]uint32, n)
		for x := range dom {
			dom[x] = uint32(data[4*x]) | uint32(data[4*x+1])<<8 | uint32(data[4*x+2])<<16 | uint32(data[4*x+3])<<24
		}
		var flt Filter
		got := append([]uint32(nil), dom...)
		if !flt.Prune(got) {
			return
		}
		for x := range got {
			if got[x]&^dom[x] != 0 {
				t.Fatalf("value added: %b → %b", dom, got)
			}
		}
		again := append([]uint32(nil), got...)
		if !flt.Prune(again) {
			t.Fatalf("second Prune failed on %b", got)
		}
		for x := range got {
			if again[x] != got[x] {
				t.Fatalf("not idempotent: %b → %b", got, again)
			}
		}
	})
}

func BenchmarkPrune25(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 4))
	dom := make([]uint32, 25)
	// A permutation plus random extra values: always satisfiable.
	perm := rng.Perm(25)
	for x := range dom {
		dom[x] = 1<<perm[x] | rng.Uint32()&rng.Uint32()&(1<<25-1)
	}
	var f Filter
	buf := make([]uint32, 25)
	for b.Loop() {
		copy(buf, dom)
		f.Prune(buf)
	}
}
