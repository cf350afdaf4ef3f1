package nonogram

import (
	"os"
	"testing"
)

func TestShow(t *testing.T) {
	name := os.Getenv("NONO_SHOW")
	if name == "" {
		t.Skip()
	}
	p := readShared(t, "non", name+".non")
	t.Log("\n" + Solve(p).Grid.String())
}
