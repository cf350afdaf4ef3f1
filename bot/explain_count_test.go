package bot

import (
	"fmt"
	"strings"
	"testing"
)

// The header of an explanation sent as a file counts its steps, not characters / 80.
func TestExplainStepsCountsSteps(t *testing.T) {
	for _, n := range []int{1, 98, 250} {
		lines := make([]string, n)
		for i := range lines {
			lines[i] = fmt.Sprintf("%d. Step text %s", i+1, strings.Repeat("word ", 5+i%40))
		}
		if got := explainSteps(paginate(lines, pageSize)); got != n {
			t.Errorf("%d steps counted as %d", n, got)
		}
	}
}
