//go:build !unix

package sharedtest

import "time"

// CPUTime is 0 where getrusage is not available: the CPU-time metrics then read 0.
func CPUTime() time.Duration { return 0 }
