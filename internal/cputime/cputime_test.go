package cputime

import "testing"

// TestProcessGrows: the reading never goes down, and work makes it go up.
func TestProcessGrows(t *testing.T) {
	before := Process()
	x := 0
	for i := range 50_000_000 {
		x ^= i * i
	}
	after := Process()
	if after < before {
		t.Fatalf("CPU time went down: %v then %v", before, after)
	}
	if after == before {
		t.Errorf("CPU time did not move over a busy loop (x=%d): %v", x, after)
	}
}
