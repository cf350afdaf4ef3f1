package nonogram

import (
	"context"
	"math/rand/v2"
	"os"
	"strconv"
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
			if columnsFit(p, g, r+1) {
				rec(r + 1)
			}
		}
	}
	rec(0)
	return count, first
}

// columnsFit reports whether the first rows rows of g can still start every column.
func columnsFit(p Puzzle, g Grid, rows int) bool {
	for c, clue := range p.Cols {
		k, run := 0, 0
		for r := 0; r < rows; r++ {
			if g.At(r, c) == Black {
				run++
				if k >= len(clue) || run > clue[k] {
					return false
				}
				continue
			}
			if run > 0 {
				if run != clue[k] {
					return false
				}
				k++
				run = 0
			}
		}
		// The rest of the column must hold what is left of the clue.
		need := -1
		for j := k; j < len(clue); j++ {
			need += clue[j] + 1
		}
		if run > 0 {
			need -= run
		}
		if need > g.Height-rows {
			return false
		}
	}
	return true
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
	seed, n := uint64(7), 1500
	if v, err := strconv.ParseUint(os.Getenv("NONOGRAM_SEED"), 10, 64); err == nil {
		seed, n = v, 50000 // a long run with another seed, for hunting bugs
	}
	rng := rand.New(rand.NewPCG(seed, 8))
	if testing.Short() {
		n = 300
	}
	for k := 0; k < n; k++ {
		w, h := 1+rng.IntN(6), 1+rng.IntN(5)
		if k%4 == 0 {
			w, h = 6+rng.IntN(5), 6+rng.IntN(5) // bigger: probing and search at work
		}
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

// TestSolveLargeRandom runs the long-line paths (multi-word line solver, the string-keyed
// cache for lines over 128 cells) on dense random puzzles.
func TestSolveLargeRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for _, size := range [][2]int{{70, 65}, {140, 30}, {30, 150}} {
		p := randomPuzzle(rng, size[0], size[1], 58)
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		var s Solver
		sol := s.Solve(ctx, p)
		cancel()
		if sol.Status != Unique && sol.Status != Multiple {
			t.Fatalf("%s random puzzle: %v (%v)", p.Size(), sol.Status, sol.Err)
		}
		for _, g := range []Grid{sol.Grid, sol.Second} {
			if !g.IsZero() {
				if err := p.Verify(g); err != nil {
					t.Errorf("%s: %v", p.Size(), err)
				}
			}
		}
		t.Logf("%s: %v, %d nodes, %d probes", p.Size(), sol.Status, sol.Nodes, sol.Probes)
	}
}

// FuzzSolve parses small puzzles and checks the solver's answer against brute force.
func FuzzSolve(f *testing.F) {
	for _, name := range []string{"smile.non", "switch.non", "dancer.json"} {
		f.Add(readTestdata(f, name))
	}
	f.Add("1 1\n3\n\n2\n1\n2")
	f.Add("rows: 1 1, 1, 1 1\ncols: 1 1, 1, 1 1")
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 1024 {
			return
		}
		p, err := ParseOptions{MaxSize: 7}.Parse(s)
		if err != nil {
			return
		}
		sol := (&Solver{MaxNodes: 100000}).Solve(context.Background(), p)
		want, _ := slowCount(p, 2)
		got := map[Status]int{Unique: 1, Multiple: 2, None: 0}[sol.Status]
		if sol.Status == GaveUp || sol.Status == Invalid || got != want {
			t.Fatalf("Solve(%q) = %v (%v), brute force counts %d", p.String(), sol.Status, sol.Err, want)
		}
	})
}
