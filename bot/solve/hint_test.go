package solve

import (
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// TestAdvance: the state after a step is the step applied by technique.Step.Apply and
// ApplyCandidates: no marks until the first elimination, then marks that a placement also
// clears from its peers; a step outside the grid changes nothing.
func TestAdvance(t *testing.T) {
	g, err := sudoku.Parse(classic)
	if err != nil {
		t.Fatal(err)
	}
	st := NewState(g, g)
	cand := sudoku.NewCandidates(g)
	// r1c3 (cell 2) may hold 1, 2 and 4; r1c4 (cell 3) may hold 2 and 6.
	if cand.Mask[2]&(1<<0) == 0 || cand.Mask[3]&(1<<1) == 0 {
		t.Fatalf("classic's candidates changed: r1c3 %b, r1c4 %b", cand.Mask[2], cand.Mask[3])
	}
	placed := advance(st, g, technique.Step{Placements: []technique.Candidate{{Cell: 2, Digit: 4}}})
	if len(placed.Marks) != 0 {
		t.Errorf("a placement before any elimination kept marks: %v", placed.Marks)
	}
	cur, _ := placed.Progress()
	if cur.Cell(2) != 4 {
		t.Fatalf("r1c3 = %d after placing 4", cur.Cell(2))
	}
	elim := advance(placed, cur, technique.Step{Eliminations: []technique.Candidate{{Cell: 3, Digit: 6}}})
	want := sudoku.NewCandidates(cur)
	want.Mask[3] &^= 1 << 5
	for i, m := range elim.Marks {
		if m != want.Mask[i] {
			t.Fatalf("marks after the elimination: cell %d = %b, want %b", i, m, want.Mask[i])
		}
	}
	cur2, _ := elim.Progress()
	again := advance(elim, cur2, technique.Step{Placements: []technique.Candidate{{Cell: 3, Digit: 2}}})
	cur3, _ := again.Progress()
	want = sudoku.NewCandidates(cur3) // the elimination was in r1c4, now filled
	for i, m := range again.Marks {
		if m != want.Mask[i] {
			t.Errorf("marks after placing 2 in r1c4: cell %d = %b, want %b (2 leaves the peers' marks)", i, m, want.Mask[i])
		}
	}
	if bad := advance(elim, cur2, technique.Step{Placements: []technique.Candidate{{Cell: 81, Digit: 2}}}); bad.Current != nil && string(bad.Current) != string(elim.Current) {
		t.Errorf("a step outside the grid changed the grid")
	}
}
