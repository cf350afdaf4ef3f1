package cputime

import (
	"syscall"
	"time"
)

// Thread returns the CPU time the calling OS thread has used (getrusage RUSAGE_THREAD), or
// 0 if the system refuses to say: a goroutine's own CPU time while it is locked to its
// thread (runtime.LockOSThread). It is safe for concurrent use.
func Thread() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(1 /* RUSAGE_THREAD */, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
