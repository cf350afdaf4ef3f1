package logic

import "testing"

// TestFindersOrdered checks the finder table the engine relies on: increasing minimum
// ratings (so it can stop early), each technique once, and no minimum above the technique's
// base rating (a step is never rated below the finder's minimum).
func TestFindersOrdered(t *testing.T) {
	seen := map[string]bool{}
	for i, f := range finders {
		if i > 0 && f.min < finders[i-1].min {
			t.Errorf("finders[%d] %v (min %d) comes after %v (min %d)", i, f.tech, f.min, finders[i-1].tech, finders[i-1].min)
		}
		if seen[f.tech.String()] {
			t.Errorf("%v has two finders", f.tech)
		}
		seen[f.tech.String()] = true
		if f.min > f.tech.BaseRating() {
			t.Errorf("%v: min %d above its base rating %d", f.tech, f.min, f.tech.BaseRating())
		}
	}
}
