package synth

import (
	"context"
	"math/rand/v2"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// Puzzle returns a random 9×9 puzzle with a unique solution and that solution.
func Puzzle(rng *rand.Rand, givens int) (puzzle, solution [81]uint8) {
	p, s := PuzzleN(rng, 9, givens)
	copy(puzzle[:], p)
	copy(solution[:], s)
	return puzzle, solution
}

// boxShape is the box of an n×n grid: 2×2, 2×3, 3×3 or 4×4.
func boxShape(n int) (rows, cols int) {
	switch n {
	case 4:
		return 2, 2
	case 6:
		return 2, 3
	case 16:
		return 4, 4
	}
	return 3, 3
}

// PuzzleN returns a random n×n puzzle (n = 4, 6, 9 or 16) with a unique solution and about
// givens clues (more when fewer would take too long to prove unique), and its solution.
func PuzzleN(rng *rand.Rand, n, givens int) (puzzle, solution []uint8) {
	br, bc := boxShape(n)
	// A shuffled copy of the canonical pattern: symbols, bands, stacks, rows and columns.
	perm := rng.Perm(n)
	rows := shuffledLines(rng, n, br)
	cols := shuffledLines(rng, n, bc)
	solution = make([]uint8, n*n)
	for r := range n {
		for c := range n {
			rr, cc := rows[r], cols[c]
			solution[r*n+c] = uint8(perm[(bc*(rr%br)+rr/br+cc)%n] + 1)
		}
	}
	puzzle = append([]uint8(nil), solution...)
	filled := n * n
	g, _ := sudoku.NewGrid(n)
	s := sudoku.Solver{MaxNodes: 20_000} // the 9×9 counter needs no bound: the facade picks it
	if n == 9 {
		s.MaxNodes = 0
	}
	for _, i := range rng.Perm(n * n) {
		if filled <= givens {
			break
		}
		d := puzzle[i]
		puzzle[i] = 0
		for k, v := range puzzle {
			g.SetCell(k, int(v))
		}
		if s.Solve(context.Background(), g).Status != sudoku.Unique {
			puzzle[i] = d
			continue
		}
		filled--
	}
	return puzzle, solution
}

// shuffledLines shuffles the n lines of one direction: the bands of size b, and the lines
// within each band.
func shuffledLines(rng *rand.Rand, n, b int) []int {
	out := make([]int, 0, n)
	for _, band := range rng.Perm(n / b) {
		for _, k := range rng.Perm(b) {
			out = append(out, band*b+k)
		}
	}
	return out
}
