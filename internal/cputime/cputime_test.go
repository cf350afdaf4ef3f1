package cputime

import (
	"runtime"
	"testing"
)

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

// TestThreadGrows: a locked goroutine's thread time never goes down.
func TestThreadGrows(t *testing.T) {
	// Unlocked, the goroutine may move to another thread between the two readings
	// (seen under -race in CI: 23.971ms then 697µs).
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	before := Thread()
	x := 0
	for i := range 10_000_000 {
		x ^= i * i
	}
	if after := Thread(); after < before {
		t.Fatalf("thread CPU time went down (x=%d): %v then %v", x, before, after)
	}
}
