package sudoku

import (
	"strings"
	"testing"
)

// TestHardRungs checks the four rungs of every technique of the hard end on a reglib
// position where its finder fires: rung 1 names no technique, rung 2 names it and marks
// the pattern, rungs 1-3 don't give the conclusion, rung 4 does.
func TestHardRungs(t *testing.T) {
	cases := loadReglib(t)
	want := map[Technique]bool{}
	for _, tech := range Techniques() {
		if familyOf(tech) != notHard && tech != SueDeCoq && tech != MultiColouring {
			want[tech] = true
		}
	}
	got := map[Technique]Step{}
	boards := map[Technique]*board{}
	for _, c := range cases {
		tech, ok := reglibTechniques[c.code]
		if !ok || c.variant == "x" {
			continue
		}
		if _, skip := reglibUnsupported[c.code+"-"+c.variant]; skip {
			continue
		}
		b := reglibBoard(t, c)
		for _, s := range reglibSteps(t, b, tech) {
			if want[s.Technique] {
				if _, ok := got[s.Technique]; !ok {
					got[s.Technique] = s
					boards[s.Technique] = b
				}
			}
		}
	}
	for tech := range want {
		s, ok := got[tech]
		if !ok {
			if tech == BUGPlusN || tech == MutantFish {
				continue // no reglib case has one
			}
			t.Errorf("%v: no reglib position produced a step", tech)
			continue
		}
		g := boards[tech].grid(mustParse(t, strings.Repeat(".", 81)))
		r := [5]string{}
		for lvl := 1; lvl <= 4; lvl++ {
			r[lvl] = HintText(g, s, lvl)
			if r[lvl] == "" || strings.Contains(r[lvl], "%!") {
				t.Errorf("%v rung %d: bad text %q", tech, lvl, r[lvl])
			}
		}
		if strings.Contains(r[1], tech.String()) {
			t.Errorf("%v rung 1 names the technique: %q", tech, r[1])
		}
		if !strings.Contains(r[2], tech.String()) {
			t.Errorf("%v rung 2 doesn't name the technique: %q", tech, r[2])
		}
		if len(s.Pattern) == 0 {
			t.Errorf("%v: no pattern to highlight", tech)
		}
		tx := texter{g: g, s: s, n: 9}
		concl := tx.removal()
		if len(s.Placements) > 0 {
			concl = tx.placement()
		}
		for lvl := 1; lvl <= 3; lvl++ {
			if strings.Contains(r[lvl], concl) || strings.Contains(r[lvl], r[4]) {
				t.Errorf("%v rung %d gives the conclusion away: %q", tech, lvl, r[lvl])
			}
		}
		if !strings.Contains(strings.ToLower(r[4]), strings.ToLower(concl)) {
			t.Errorf("%v rung 4 %q lacks the move %q", tech, r[4], concl)
		}
		t.Logf("%v\n  1: %s\n  2: %s\n  3: %s\n  4: %s", tech, r[1], r[2], r[3], r[4])
	}
}
