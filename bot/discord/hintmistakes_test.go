package discord_test

import (
	"strings"
	"testing"
)

// Hint pressed again and again on the same "fix these first" list stays that list, free,
// with the 💡 Hint button: the list has no rungs, so it never reaches the top rung whose
// ✅ Apply replaced the Hint button ("The last hint's step is ready") and then said there
// was nothing to apply, leaving no Hint to press until the grid changed.
func TestHintOnMistakesNoApply(t *testing.T) {
	e := setup(t, setupOpts{limits: unlimited})
	b := e.openClassic(t)
	b = e.selectCell(t, b, 1, 3)
	b = e.update(t, b, "1") // wrong: r1c3 is 4
	for press := 1; press <= 6; press++ {
		b = e.update(t, b, "💡 Hint")
		if !strings.Contains(b.text(), "fix these first") || !strings.Contains(b.text(), "· 1 hint") ||
			b.has("✅ Apply") || !b.has("💡 Hint") || strings.Contains(b.text(), "step is ready") {
			t.Fatalf("Hint pressed %d times on the same mistake: %q (Apply %v, Hint %v)", press, b.text(), b.has("✅ Apply"), b.has("💡 Hint"))
		}
	}
	// Fixing the mistake starts a step's ladder, which climbs to Apply as before.
	b = e.selectCell(t, b, 1, 3)
	b = e.update(t, b, "4")
	for rung := 1; rung <= game4; rung++ {
		b = e.update(t, b, "💡 Hint")
	}
	if !b.has("✅ Apply") || !strings.Contains(b.text(), "Hint 4/4") || !strings.Contains(b.text(), "· 2 hints") {
		t.Errorf("a step's ladder after the fix: %q", b.text())
	}
}
