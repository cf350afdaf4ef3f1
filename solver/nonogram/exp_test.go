package nonogram

import (
	"context"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"
)

func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// TestExperiment (NONO_EXP=names,comma separated; NONO_NEAR=1) prints search statistics.
func TestExperiment(t *testing.T) {
	names := os.Getenv("NONO_EXP")
	if names == "" {
		t.Skip("set NONO_EXP")
	}
	for _, name := range strings.Split(names, ",") {
		p := readShared(t, "non", name+".non")
		st := newState(&p)
		st.nearOnly = os.Getenv("NONO_NEAR") == "1"
		st.heur = int(os.Getenv("NONO_HEUR")[0] - '0')
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		st.ctx, st.probing = ctx, true
		c0 := cpuTime()
		for l := range st.clues {
			st.enqueue(int32(l))
		}
		if st.propagate() {
			st.search(0)
		}
		cancel()
		t.Logf("%-28s sols=%d stopped=%v cpu=%v nodes=%d probes=%d solves=%d", name, len(st.solutions), st.stopped, cpuTime()-c0, st.nodes, st.probes, st.lineSolves)
	}
}
