//go:build unix

package sharedtest

import (
	"syscall"
	"time"
)

// CPUTime is the process's user plus system CPU time so far (getrusage), which a loaded
// machine inflates far less than the wall clock.
func CPUTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
