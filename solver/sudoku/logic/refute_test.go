package logic

import (
	"context"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
)

// Where every finder stalls, the path refutes a candidate by solving on from it until the
// grid breaks, and records the proof: no step of the explanation is read from the
// solution. Each proof replays: its assumption and moves, made in order on the position,
// each remove a candidate still there (or place one still possible), and end in the
// contradiction the step names.
func TestRefutationInsteadOfSolution(t *testing.T) {
	g := mustParse(t, hardestPuzzle)
	steps, err := Explain(context.Background(), g)
	if err != nil {
		t.Fatal(err)
	}
	b := board.New(g)
	refutations := 0
	for i, s := range steps {
		if s.Technique == sudoku.Contradiction {
			if len(s.Implications) == 0 {
				t.Fatalf("step %d (%s) is read from the solution, not deduced", i+1, s)
			}
			refutations++
			checkRefutation(t, b, s)
		}
		b.Apply(&s)
	}
	if refutations == 0 {
		t.Errorf("no refutation on %s: the test no longer covers the last resort", hardestPuzzle)
	}
}

// checkRefutation replays refutation s on a copy of position b.
func checkRefutation(t *testing.T, b *board.Board, s sudoku.Step) {
	t.Helper()
	st := b.Clone()
	a := s.Pattern[0].Candidate
	if !st.Has(a.Cell, a.Digit) || len(s.Eliminations) != 1 || s.Eliminations[0] != a {
		t.Fatalf("%s: the assumption %v is no candidate, or not what is eliminated", s, a)
	}
	st.Place(a.Cell, a.Digit)
	for k, im := range s.Implications {
		if !st.Has(im.Cell, im.Digit) {
			t.Fatalf("%s: link %d (%v %s) uses a candidate already gone", s, k+1, im.Candidate, im.Single)
		}
		if im.Eliminated {
			st.Cand[im.Cell] &^= 1 << (im.Digit - 1)
		} else {
			st.Place(im.Cell, im.Digit)
		}
	}
	why := brokenAt(st)
	switch {
	case !why.found:
		t.Errorf("%s: after its %d links the grid is not broken", s, len(s.Implications))
	case why.house >= 0 && (len(s.Houses) == 0 || s.Houses[0] != b.Sh.HouseOf(why.house)):
		t.Errorf("%s: the grid breaks in %v, the step names %v", s, b.Sh.HouseOf(why.house), s.Houses)
	case why.house < 0:
		if last := s.Pattern[len(s.Pattern)-1]; last.Role != sudoku.RoleFin || last.Cell != why.cell {
			t.Errorf("%s: the grid breaks at cell %d, the step names %v", s, why.cell, last)
		}
	}
}
