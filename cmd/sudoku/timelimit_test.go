package main

import (
	"strings"
	"testing"
)

// --timeout 0 means no limit in every command, as solve and the nonogram commands said
// (explain and generate failed at once with "search limit reached: context deadline
// exceeded"); a limit that runs out says which, and that a longer --timeout may help.
func TestTimeoutZeroAndTooShort(t *testing.T) {
	const p = "../../examples/puzzle.txt"
	for _, args := range [][]string{
		{"explain", "--timeout", "0", p},
		{"generate", "--timeout", "0", "--size", "4", "--seed", "1"},
		{"hint", "--timeout", "0", p},
		{"bench", "--timeout", "0", p},
		{"rate", "--timeout", "0", p},
		{"solve", "--timeout", "0", p},
	} {
		if out, errs, code := runCLI(t, "", args...); code != 0 || out == "" {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", args, code, out, errs)
		}
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"explain", "--timeout", "1ns", p}, "explain: no explanation within 1ns (a longer --timeout may help)"},
		{[]string{"generate", "--timeout", "1ns"}, "generate: no medium 9×9 puzzle within 1ns (a longer --timeout may help)"},
	} {
		_, errs, code := runCLI(t, "", tt.args...)
		if code != 1 || !strings.Contains(errs, tt.want) || strings.Contains(errs, "context deadline") {
			t.Errorf("%q: exit %d, stderr %q; want %q", tt.args, code, errs, tt.want)
		}
	}
}
