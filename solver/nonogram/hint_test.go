package nonogram

import (
	"context"
	"errors"
	"fmt"
	"testing"
)

func TestCellRanges(t *testing.T) {
	tests := []struct {
		in   []int
		want string
	}{
		{[]int{3}, "cell 4"},
		{[]int{3, 4, 5, 6}, "cells 4–7"},
		{[]int{0, 3, 4, 5, 6, 8}, "cells 1, 4–7 and 9"},
		{[]int{0, 2}, "cells 1 and 3"},
	}
	for _, tt := range tests {
		if got := cellRanges(tt.in); got != tt.want {
			t.Errorf("cellRanges(%v) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestNextStepSolvesLineSolvable(t *testing.T) {
	for _, name := range []string{"seed-cat.txt", "dancer.non", "webpbn-cat.txt"} {
		p, err := Parse(readTestdata(t, name))
		if err != nil {
			t.Fatal(err)
		}
		g := NewGrid(p.Width(), p.Height())
		for steps := 0; ; steps++ {
			st, err := NextStep(p, g)
			if errors.Is(err, ErrComplete) {
				break
			}
			if err != nil {
				t.Fatalf("%s: step %d: %v", name, steps+1, err)
			}
			if len(st.Black)+len(st.White) == 0 || st.Text == "" {
				t.Fatalf("%s: empty step %+v", name, st)
			}
			st.Apply(g)
		}
		if err := p.Verify(g); err != nil {
			t.Errorf("%s: steps led to a wrong grid: %v", name, err)
		}
	}
}

func TestNextStepErrors(t *testing.T) {
	p, _ := Parse(readTestdata(t, "smile.non")) // needs a trial from the start
	if _, err := NextStep(p, Grid{}); !errors.Is(err, ErrStuck) {
		t.Errorf("NextStep(smile) error %v, want ErrStuck", err)
	}
	q, _ := Parse("1 1\n\n1\n0\n1")
	bad, _ := ParseGrid(".??")
	var ce *ContradictionError
	if _, err := NextStep(q, bad); !errors.As(err, &ce) || ce.Line.String() != "row 1" {
		t.Errorf("NextStep with a wrong cell: error %v, want a contradiction in row 1", err)
	}
	if _, err := NextStep(q, NewGrid(2, 2)); err == nil {
		t.Errorf("NextStep with a grid of the wrong size succeeded")
	}
	if _, err := NextStep(q, Grid{}); err != nil {
		t.Errorf("NextStep(%v) error %v", q.Rows, err)
	}
}

func ExampleNextStep() {
	p, _ := Parse("7\n\n0\n0\n0\n1\n1\n1\n1\n1\n1\n1")
	fmt.Println(p.Size())
	// The row alone: only the middle cells are covered by every placement of the 7.
	st, _ := NextStep(p, Grid{})
	fmt.Println(st.Text)
	// Output:
	// 10×1
	// Row 1, clue 7 in 10 cells: cells 4–7 must be black whatever the placement
}

func ExampleParse() {
	p, err := Parse("```\nrows\n1 1\n3\ncolumns\n2\n1\n2\n```")
	fmt.Println(p.Size(), p.Format, err)
	sol := Solve(p)
	fmt.Print(sol.Status, "\n", sol.Grid)
	// Output:
	// 3×2 text <nil>
	// unique
	// #.#
	// ###
}

func ExampleParseError() {
	_, err := Parse("1 1\n3 x\n\n2\n1\n2")
	fmt.Println(err)
	// Output: nonogram: line 2, number 2: "x" is not a number
}

func ExampleSolve() {
	p, _ := Parse("2 2\n1\n1\n1\n1") // the 2×2 switch: two diagonals
	sol := Solve(p)
	fmt.Print(sol.Status, "\n", sol.Grid, "\n", sol.Second)
	// Output:
	// multiple
	// #.
	// .#
	//
	// .#
	// #.
}

func TestTrialStep(t *testing.T) {
	for _, name := range []string{"smile.non", "switch.non"} {
		p, err := Parse(readTestdata(t, name))
		if err != nil {
			t.Fatal(err)
		}
		g := NewGrid(p.Width(), p.Height())
		for {
			st, err := NextStep(p, g)
			if errors.Is(err, ErrStuck) {
				st, err = TrialStep(p, g)
			}
			if errors.Is(err, ErrComplete) {
				break
			}
			if name == "switch.non" && errors.Is(err, ErrStuck) {
				break // two solutions: no trial can fail
			}
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			st.Apply(g)
		}
		if name == "smile.non" {
			if err := p.Verify(g); err != nil {
				t.Errorf("%s: steps led to a wrong grid: %v", name, err)
			}
		}
	}
}

func ExampleTrialStep() {
	p, _ := Parse("1 1\n2\n\n1\n1\n1\n1") // 4×2 "smile": line logic alone is stuck
	_, err := NextStep(p, Grid{})
	fmt.Println(err)
	st, _ := TrialStep(p, Grid{})
	fmt.Println(st.Text)
	// Output:
	// nonogram: no line can be advanced by itself; the next step needs a trial
	// If row 1, column 1 were white, line logic would leave row 2 (clue 2) with no placement, so it is black
}

// checkerboard returns the n×n nonogram whose every row and column reads "1 1 … 1" (n/2
// ones): line logic settles nothing and no single trial fails, the worst case for hints.
func checkerboard(n int) Puzzle {
	clue := make([]int, n/2)
	for i := range clue {
		clue[i] = 1
	}
	p := Puzzle{}
	for i := 0; i < n; i++ {
		p.Rows = append(p.Rows, clue)
		p.Cols = append(p.Cols, clue)
	}
	return p
}

func TestTrialStepBudget(t *testing.T) {
	p := checkerboard(200)
	if _, err := NextStep(p, Grid{}); !errors.Is(err, ErrStuck) {
		t.Fatalf("NextStep(checkerboard) error %v, want ErrStuck", err)
	}
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	tests := []struct {
		name    string
		ctx     context.Context
		work    int64
		wantCtx error
	}{
		{"small work budget", context.Background(), 5000, nil},
		{"context already done", cancelled, -1, context.Canceled},
		{"default budget", context.Background(), 0, nil},
	}
	for _, tt := range tests {
		_, err := TrialStepContext(tt.ctx, p, Grid{}, tt.work)
		if !errors.Is(err, ErrLimit) {
			t.Errorf("%s: error %v, want ErrLimit", tt.name, err)
		}
		if tt.wantCtx != nil && !errors.Is(err, tt.wantCtx) {
			t.Errorf("%s: error %v, want it to wrap %v", tt.name, err, tt.wantCtx)
		}
	}
	if _, err := NextStepContext(cancelled, p, Grid{}); !errors.Is(err, ErrLimit) || !errors.Is(err, context.Canceled) {
		t.Errorf("NextStepContext with a done context: error %v, want ErrLimit and context.Canceled", err)
	}
}

// A budget that runs out after a trial has failed still answers that trial.
func TestTrialStepBudgetKeepsFound(t *testing.T) {
	p, err := Parse(readTestdata(t, "smile.non"))
	if err != nil {
		t.Fatal(err)
	}
	want, err := TrialStep(p, Grid{})
	if err != nil {
		t.Fatal(err)
	}
	for _, work := range []int64{-1, 1 << 20} {
		got, err := TrialStepContext(context.Background(), p, Grid{}, work)
		if err != nil || got.Text != want.Text {
			t.Errorf("TrialStepContext(work %d) = %q, %v; want %q", work, got.Text, err, want.Text)
		}
	}
}
