//go:build unix

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

// TestSolveStatistics prints search statistics and CPU time for the data-set puzzles named
// in NONO_EXP (comma separated); NONO_STRAT=near,noskip,heur runs one strategy alone.
// A tool for tuning the search; skipped unless NONO_EXP is set.
func TestSolveStatistics(t *testing.T) {
	names := os.Getenv("NONO_EXP")
	if names == "" {
		t.Skip("set NONO_EXP")
	}
	for _, name := range strings.Split(names, ",") {
		p := readShared(t, "non", name+".non")
		ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
		c0 := cpuTime()
		var s Solver
		if v := os.Getenv("NONO_STRAT"); v != "" { // near,noskip,heur
			f := strings.Split(v, ",")
			s.strategies = []strategy{{nearOnly: f[0] == "1", noSkip: f[1] == "1", heur: int(f[2][0] - '0'), share: 1}}
		}
		sol := s.Solve(ctx, p)
		cancel()
		t.Logf("%-28s %-8v cpu=%-12v nodes=%d probes=%d solves=%d", name, sol.Status, cpuTime()-c0, sol.Nodes, sol.Probes, sol.LineSolves)
	}
}
