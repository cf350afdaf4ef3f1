package sudoku_test

import (
	"fmt"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

func ExampleCount9() {
	const text = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
	var puzzle, solution [81]uint8
	for i, c := range text {
		if c != '.' {
			puzzle[i] = uint8(c - '0')
		}
	}
	n := sudoku.Count9(&puzzle, 2, &solution)
	fmt.Println(n, solution[:9])
	// Output: 1 [4 6 8 9 3 1 5 2 7]
}

func ExampleSolver9() {
	var s sudoku.Solver9 // reuse one per goroutine: no allocation, no clearing
	var empty [81]uint8
	fmt.Println(s.Count(&empty, 1000), s.First != s.Second)
	// Output: 1000 true
}
