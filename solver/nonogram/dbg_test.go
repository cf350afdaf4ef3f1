package nonogram

import (
	"context"
	"os"
	"testing"
)

func TestDbgSearchers(t *testing.T) {
	name := os.Getenv("NONO_DBG")
	if name == "" {
		t.Skip()
	}
	p := readShared(t, "non", name+".non")
	debugHook = func(i int, st *state, finished bool) {
		t.Logf("searcher %d: nodes=%d probes=%d finished=%v", i, st.nodes, st.probes, finished)
	}
	defer func() { debugHook = nil }()
	var s Solver
	sol := s.Solve(context.Background(), p)
	t.Log(sol.Status)
}
