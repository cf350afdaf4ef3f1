package game_test

import (
	"fmt"
	"time"

	"github.com/sudokubot/sudokubot/game"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

func Example() {
	puzzle, _ := sudoku.Parse(classic)
	solution, _ := sudoku.Parse(classicSolution)
	now := time.Date(2026, 11, 25, 18, 0, 0, 0, time.UTC)
	g, _ := game.New("g1", "alice", puzzle, solution, now)

	moves, err := game.ParseMoves("r1c3 4, p r1c4 26", 9)
	fmt.Println(err)
	fmt.Println(g.Apply("alice", now.Add(time.Minute), moves...))
	fmt.Println(g.Cells[2], g.Candidates().Digits(3), g.Left())

	_, err = game.ParseMoves("r0c5 7", 9)
	fmt.Println(err)
	moves, _ = game.ParseMoves("r1c1 9", 9)
	fmt.Println(g.Apply("alice", now, moves...))
	// Output:
	// <nil>
	// <nil>
	// 4 [2 6] 50
	// game: move 1 "r0c5 7": "r0c5" is off the board: rows and columns go from 1 to 9
	// game: move 1 "r1c1 9": r1c1 is a given: a given cannot change
}
