package sharedtest

import (
	"time"

	"github.com/sudokubot/sudokubot/internal/cputime"
)

// CPUTime is the process's user plus system CPU time so far ([cputime.Process]), which a
// loaded machine inflates far less than the wall clock.
func CPUTime() time.Duration { return cputime.Process() }

// ThreadCPUTime is the calling thread's CPU time so far ([cputime.Thread]; 0 off Linux).
func ThreadCPUTime() time.Duration { return cputime.Thread() }
