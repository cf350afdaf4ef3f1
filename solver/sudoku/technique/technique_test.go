package technique

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku/internal/sharedtest"
)

// TestTechniquesGolden pins every technique's stored value to its name: values are stored
// in databases and button IDs, so they may only be appended.
func TestTechniquesGolden(t *testing.T) {
	var b strings.Builder
	for _, tech := range Techniques() {
		fmt.Fprintf(&b, "%d\t%s\t%d\t%d\n", uint16(tech), tech, tech.BaseRating(), tech.Score())
	}
	const golden = "testdata/techniques.golden"
	if *sharedtest.Update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	// Existing lines must keep their value and name; new techniques may be appended.
	got := strings.Split(b.String(), "\n")
	for i, line := range strings.Split(strings.TrimSpace(string(want)), "\n") {
		if i >= len(got) || strings.Join(strings.Split(got[i], "\t")[:2], "\t") != strings.Join(strings.Split(line, "\t")[:2], "\t") {
			t.Errorf("technique line %d changed: golden %q, now %q (values are append-only)", i+1, line, got[i])
		}
	}
	names := map[string]Technique{}
	for _, tech := range Techniques() {
		if other, ok := names[tech.String()]; ok {
			t.Errorf("%v and %v share the name %q", uint16(other), uint16(tech), tech.String())
		}
		names[tech.String()] = tech
	}
}
