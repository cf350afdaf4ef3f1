//go:build !unix

package sudoku

import "time"

// cpuTime is not measured on this system; benchmarks then report only wall time.
func cpuTime() time.Duration { return 0 }
