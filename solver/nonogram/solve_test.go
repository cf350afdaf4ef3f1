package nonogram

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"
)

// slowCount counts the solutions of p up to limit by trying every placement of every row
// and checking the columns at the end. Obviously right, hopelessly slow: tiny puzzles only.
func slowCount(p Puzzle, limit int) (count int, first Grid) {
	w, h := p.Width(), p.Height()
	g := NewGrid(w, h)
	var rowOpts [][][]Cell
	for _, clue := range p.Rows {
		var opts [][]Cell
		var gen func(j, from int, cur []Cell)
		gen = func(j, from int, cur []Cell) {
			if j == len(clue) {
				opts = append(opts, append([]Cell(nil), cur...))
				return
			}
			for s := from; s+clue[j] <= w; s++ {
				c := append([]Cell(nil), cur...)
				for i := s; i < s+clue[j]; i++ {
					c[i] = Black
				}
				gen(j+1, s+clue[j]+1, c)
			}
		}
		blank := make([]Cell, w)
		for i := range blank {
			blank[i] = White
		}
		gen(0, 0, blank)
		rowOpts = append(rowOpts, opts)
	}
	var rec func(r int)
	rec = func(r int) {
		if count >= limit {
			return
		}
		if r == h {
			if p.Verify(g) == nil {
				if count == 0 {
					first = g.Clone()
				}
				count++
			}
			return
		}
		for _, o := range rowOpts[r] {
			copy(g.Cells[r*w:], o)
			rec(r + 1)
		}
	}
	rec(0)
	return count, first
}

// randomPuzzle makes the clues of a random w×h grid.
func randomPuzzle(rng *rand.Rand, w, h, density int) Puzzle {
	g := NewGrid(w, h)
	for i := range g.Cells {
		g.Cells[i] = White
		if rng.IntN(100) < density {
			g.Cells[i] = Black
		}
	}
	var p Puzzle
	buf := make([]Cell, max(w, h))
	for r := 0; r < h; r++ {
		p.Rows = append(p.Rows, Blocks(g.line(Line{Index: r}, buf)))
	}
	for c := 0; c < w; c++ {
		p.Cols = append(p.Cols, Blocks(g.line(Line{Column: true, Index: c}, buf)))
	}
	return p
}

func TestSolveMatchesBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	n := 1500
	if testing.Short() {
		n = 300
	}
	for k := 0; k < n; k++ {
		w, h := 1+rng.IntN(6), 1+rng.IntN(5)
		p := randomPuzzle(rng, w, h, 30+rng.IntN(40))
		if rng.IntN(8) == 0 && len(p.Rows[0]) > 0 { // some puzzles without a solution
			p.Rows[0] = []int{w}
			p.Cols[0] = append([]int(nil), p.Cols[0]...)
		}
		want, _ := slowCount(p, 2)
		for _, s := range []Solver{{}, {NoProbing: true}} {
			sol := s.Solve(context.Background(), p)
			var got int
			switch sol.Status {
			case Unique:
				got = 1
			case Multiple:
				got = 2
			case None, Invalid:
				got = 0
			default:
				t.Fatalf("Solve(%v) = %v", p.String(), sol.Status)
			}
			if got != want {
				t.Fatalf("Solver%+v.Solve:\n%s= %v, brute force counts %d", s, p.String(), sol.Status, want)
			}
		}
	}
}

func TestSolveLimits(t *testing.T) {
	p := readSharedOrSkip(t, "knotty")
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	var s Solver
	if sol := s.Solve(ctx, p); sol.Status != GaveUp || sol.Err == nil {
		t.Errorf("Solve(knotty) with 200 ms = %v, %v; want gave_up", sol.Status, sol.Err)
	}
	s.MaxNodes = 5
	if sol := s.Solve(context.Background(), p); sol.Status != GaveUp {
		t.Errorf("Solve(knotty) with 5 nodes = %v; want gave_up", sol.Status)
	}
	if sol := Solve(Puzzle{}); sol.Status != Invalid {
		t.Errorf("Solve(zero puzzle) = %v, want invalid", sol.Status)
	}
}

func readSharedOrSkip(t *testing.T, name string) Puzzle {
	readIndex(t)
	return readShared(t, "non", name+".non")
}
