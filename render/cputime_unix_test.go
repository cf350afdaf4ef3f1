//go:build unix

package render

import (
	"syscall"
	"time"
)

// cpuTime is the process's user plus system CPU time so far (getrusage), which a loaded
// machine inflates far less than the wall clock.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
