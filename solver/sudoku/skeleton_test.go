package sudoku

import "testing"

func TestSkeletonSolve(t *testing.T) {
	g, err := Parse("530070000600195000098000060800060003400803001700020006060000280000419005000080079")
	if err != nil {
		t.Fatal(err)
	}
	s := Solve(g)
	if s.Status != Unique || s.Grid.Line()[:9] != "534678912" {
		t.Fatalf("Solve = %v %q", s.Status, s.Grid.Line())
	}
}
