package sudokubot_test

import (
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// maxFacade is the most entries `go doc -short ./solver/sudoku` may list (issue 25: Go's
// regexp lists 9; the package stood at 74 before its results, internals and the words of
// steps moved out).
const maxFacade = 40

// TestSudokuFacade keeps package solver/sudoku a small facade: no more than maxFacade
// entries in `go doc -short`, and the count docs/architecture.md states.
func TestSudokuFacade(t *testing.T) {
	out, err := exec.Command("go", "doc", "-short", "./solver/sudoku").Output()
	if err != nil {
		t.Fatalf("go doc: %v", err)
	}
	n := len(strings.Split(strings.TrimSpace(string(out)), "\n"))
	if n > maxFacade {
		t.Errorf("go doc -short ./solver/sudoku lists %d entries, more than %d: does the new one belong in technique, logic or an internal package?\n%s", n, maxFacade, out)
	}
	m := regexp.MustCompile("the facade, (\\d+) entries in `go doc -short`").FindStringSubmatch(readDoc(t, "docs/architecture.md"))
	if m == nil {
		t.Fatal("docs/architecture.md does not state the facade's entries (\"the facade, N entries in `go doc -short`\")")
	}
	if want, _ := strconv.Atoi(m[1]); want != n {
		t.Errorf("docs/architecture.md says the facade has %d entries; go doc -short lists %d", want, n)
	}
}
