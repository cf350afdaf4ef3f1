//go:build !unix

package cputime

import "time"

var start = time.Now()

// Process falls back to the wall time since the process started where getrusage is
// missing. It is safe for concurrent use.
func Process() time.Duration { return time.Since(start) }
