//go:build !unix

package render

import "time"

// cpuTime is 0 where getrusage is not available: the CPU-time metrics then read 0.
func cpuTime() time.Duration { return 0 }
