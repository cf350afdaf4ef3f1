//go:build unix

package logic

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time (user + system) of the process so far (benchmarks report it beside
// wall time because the machines they run on are shared).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
