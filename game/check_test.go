package game_test

import "testing"

// Check again while the last check's wrong digits are still shown counts a check but not
// another wrong one; after a change it counts again.
func TestCheckAgainWhileShown(t *testing.T) {
	g := newGame(t)
	g.Select("alice", t0, cell(1, 3))
	must(t, g.Press("alice", t0, 1)) // wrong: the solution has 4
	steps := []struct {
		name        string
		do          func()
		checks, bad int
	}{
		{"first check", func() { g.Check(t0) }, 1, 1},
		{"check again, nothing changed", func() { g.Check(t0) }, 2, 1},
		{"a change, then check", func() {
			g.Select("alice", t0, cell(1, 4))
			must(t, g.Press("alice", t0, 1)) // wrong too
			g.Check(t0)
		}, 3, 2},
	}
	for _, s := range steps {
		s.do()
		if g.Checks != s.checks || g.Wrong != s.bad {
			t.Errorf("%s: %d checks, %d wrong; want %d and %d", s.name, g.Checks, g.Wrong, s.checks, s.bad)
		}
	}
}
