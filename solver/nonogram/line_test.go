package nonogram

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// slowLine is the oracle for the line solver: it enumerates every placement of clue on a
// line of len(cells) cells, keeps those that agree with the known cells, and returns the
// cells common to all of them. ok is false when no placement fits. Exponential; short lines
// only.
func slowLine(clue []int, cells []Cell) (out []Cell, ok bool) {
	n := len(cells)
	out = make([]Cell, n)
	cur := make([]Cell, n)
	var place func(j, from int)
	place = func(j, from int) {
		if j == len(clue) {
			for i := from; i < n; i++ {
				cur[i] = White
			}
			for i := range cur {
				if cells[i] != Unknown && cells[i] != cur[i] {
					return
				}
			}
			if !ok {
				copy(out, cur)
				ok = true
				return
			}
			for i := range cur {
				if out[i] != cur[i] {
					out[i] = Unknown
				}
			}
			return
		}
		for p := from; p+clue[j] <= n; p++ {
			for i := from; i < p; i++ {
				cur[i] = White
			}
			for i := p; i < p+clue[j]; i++ {
				cur[i] = Black
			}
			next := p + clue[j]
			if next < n {
				cur[next] = White
				next++
			}
			place(j+1, next)
		}
	}
	place(0, 0)
	return out, ok
}

// randomLine makes a clue and a partly known line, consistent or not.
func randomLine(rng *rand.Rand) ([]int, []Cell) {
	n := 1 + rng.IntN(14)
	sol := make([]Cell, n)
	for i := range sol {
		sol[i] = White
		if rng.IntN(100) < 55 {
			sol[i] = Black
		}
	}
	clue := Blocks(sol)
	if rng.IntN(5) == 0 && len(clue) > 0 { // sometimes a clue that does not match sol
		clue[rng.IntN(len(clue))] += rng.IntN(3) - 1
		var c []int
		for _, x := range clue {
			if x > 0 {
				c = append(c, x)
			}
		}
		clue = c
	}
	cells := make([]Cell, n)
	known := rng.IntN(100)
	for i := range cells {
		switch r := rng.IntN(100); {
		case r < known/10:
			cells[i] = Black + White - sol[i] // a wrong cell now and then
		case r < known:
			cells[i] = sol[i]
		}
	}
	return clue, cells
}

func TestLineSolverMatchesEnumeration(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	ls := lineSolver{noBits: true}
	n := 200000
	if testing.Short() {
		n = 20000
	}
	for range n {
		clue, cells := randomLine(rng)
		want, wantOK := slowLine(clue, cells)
		out := make([]Cell, len(cells))
		gotOK := ls.solve(clue, cells, out)
		if gotOK != wantOK || (gotOK && !slices.Equal(out, want)) {
			t.Fatalf("solve(%v, %s) = %s, %v; want %s, %v", clue, cellString(cells), cellString(out), gotOK, cellString(want), wantOK)
		}
	}
}

func cellString(cs []Cell) string {
	b := make([]byte, len(cs))
	for i, c := range cs {
		b[i] = c.Byte()
	}
	return string(b)
}

func TestLineSolverEdges(t *testing.T) {
	tests := []struct {
		clue       []int
		cells, out string
		ok         bool
	}{
		{nil, "?????", ".....", true},
		{nil, "??#??", "", false},
		{[]int{5}, "?????", "#####", true},
		{[]int{7}, "??????????", "???####???", true},
		{[]int{2, 2}, "?????", "##.##", true},
		{[]int{3, 3}, "?????", "", false},
		{[]int{1}, "..#..", "..#..", true},
		{[]int{2}, "?#???", "?#?..", true},
		{[]int{1, 1}, "#?#", "#.#", true},
		{[]int{1}, "#?#", "", false},
	}
	var ls lineSolver
	for _, tt := range tests {
		g, err := ParseGrid(tt.cells)
		if err != nil {
			t.Fatal(err)
		}
		out := make([]Cell, len(g.Cells))
		ok := ls.solve(tt.clue, g.Cells, out)
		if ok != tt.ok || (ok && cellString(out) != tt.out) {
			t.Errorf("solve(%v, %s) = %s, %v; want %s, %v", tt.clue, tt.cells, cellString(out), ok, tt.out, tt.ok)
		}
	}
}

func TestSolveBitsMatchesTables(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	var ls lineSolver
	ref := lineSolver{noBits: true}
	n := 100000
	if testing.Short() {
		n = 10000
	}
	for range n {
		clue, cells := randomLine(rng)
		if rng.IntN(2) == 0 { // long lines too, up to the limit
			clue, cells = randomLongLine(rng)
		}
		want := make([]Cell, len(cells))
		wantOK := ref.solve(clue, cells, want)
		got := make([]Cell, len(cells))
		gotOK := ls.solveBits(clue, cells, got)
		if gotOK != wantOK || (gotOK && !slices.Equal(got, want)) {
			t.Fatalf("solveBits(%v, %s) = %s, %v; want %s, %v", clue, cellString(cells), cellString(got), gotOK, cellString(want), wantOK)
		}
	}
}

func randomLongLine(rng *rand.Rand) ([]int, []Cell) {
	n := 1 + rng.IntN(maxBitsLine)
	sol := make([]Cell, n)
	d := 20 + rng.IntN(60)
	for i := range sol {
		sol[i] = White
		if rng.IntN(100) < d {
			sol[i] = Black
		}
	}
	clue := Blocks(sol)
	if rng.IntN(6) == 0 && len(clue) > 0 {
		clue[rng.IntN(len(clue))]++
	}
	cells := make([]Cell, n)
	known := rng.IntN(100)
	for i := range cells {
		switch r := rng.IntN(100); {
		case r < known/20:
			cells[i] = Black + White - sol[i]
		case r < known:
			cells[i] = sol[i]
		}
	}
	return clue, cells
}

func TestSolveWideMatchesTables(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	var ls lineSolver
	ref := lineSolver{noBits: true}
	n := 20000
	if testing.Short() {
		n = 2000
	}
	for range n {
		clue, cells := randomLine(rng)
		if rng.IntN(4) != 0 {
			clue, cells = randomWideLine(rng, 1+rng.IntN(300))
		}
		want := make([]Cell, len(cells))
		wantOK := ref.solve(clue, cells, want)
		got := make([]Cell, len(cells))
		gotOK := ls.solveWide(clue, cells, got)
		if gotOK != wantOK || (gotOK && !slices.Equal(got, want)) {
			t.Fatalf("solveWide(%v, %s) = %s, %v; want %s, %v", clue, cellString(cells), cellString(got), gotOK, cellString(want), wantOK)
		}
	}
}

func randomWideLine(rng *rand.Rand, n int) ([]int, []Cell) {
	sol := make([]Cell, n)
	d := 20 + rng.IntN(70)
	for i := range sol {
		sol[i] = White
		if rng.IntN(100) < d {
			sol[i] = Black
		}
	}
	clue := Blocks(sol)
	if rng.IntN(6) == 0 && len(clue) > 0 {
		clue[rng.IntN(len(clue))]++
	}
	cells := make([]Cell, n)
	known := rng.IntN(100)
	for i := range cells {
		switch r := rng.IntN(100); {
		case r < known/30:
			cells[i] = Black + White - sol[i]
		case r < known:
			cells[i] = sol[i]
		}
	}
	return clue, cells
}
