package sudoku

import (
	"context"
	"fmt"
	"time"
)

// A Solver counts solutions up to its Limit; a deadline or node budget turns a search that
// runs too long into the GaveUp status.
func ExampleSolver_Solve_deadline() {
	g, _ := NewGridBoxes(6, 2, 3) // an empty 6×6 grid has 28,200,960 solutions
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()

	s := Solver{Limit: 100}
	sol := s.Solve(ctx, g)
	fmt.Println(sol.Status, sol.Count)

	s = Solver{Limit: 1 << 30, MaxNodes: 1000}
	sol = s.Solve(ctx, g)
	fmt.Println(sol.Status, sol.Err)
	// Output:
	// multiple 100
	// gave_up sudoku: search limit reached: gave up after 1000 nodes
}
