package sudoku

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestCheckFastPath: Check's one-pass clash test agrees with Conflicts, the walk over every
// house, on random grids of every box shape, sparse and crowded, with and without clashes.
func TestCheckFastPath(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	shapes := [][2]int{{2, 2}, {2, 3}, {3, 2}, {2, 4}, {3, 3}, {2, 5}, {3, 4}, {4, 3}, {4, 4}, {5, 5}}
	clashes := 0
	for _, sh := range shapes {
		n := sh[0] * sh[1]
		for trial := 0; trial < 400; trial++ {
			g, err := NewGridBoxes(n, sh[0], sh[1])
			if err != nil {
				t.Fatal(err)
			}
			fill := rng.IntN(n*n/3 + 1)
			for k := 0; k < fill; k++ {
				g.SetCell(rng.IntN(n*n), 1+rng.IntN(n))
			}
			want := len(Conflicts(g)) == 0
			if want == false {
				clashes++
			}
			if got := clashFree(g); got != want {
				t.Fatalf("%d×%d boxes %d×%d: clashFree = %v, Conflicts says %v\n%s", n, n, sh[0], sh[1], got, want, g)
			}
		}
	}
	if clashes == 0 {
		t.Fatal("no grid with a clash was tried")
	}
}

// TestLineFastPath: Line writes each cell as Symbols.Format does, in every symbol set.
func TestLineFastPath(t *testing.T) {
	for _, tc := range []struct {
		n   int
		set SymbolSet
	}{{4, Digits1}, {9, Digits1}, {16, Digits1}, {25, Digits1}, {9, Numbers}, {16, Numbers}, {9, Letters}, {25, Letters}, {16, Hex}} {
		g, err := NewGrid(tc.n)
		if err != nil {
			t.Fatal(err)
		}
		g = g.WithSymbols(Symbols{Set: tc.set})
		for i := 0; i < g.Len(); i++ {
			g.SetCell(i, i%(tc.n+1)) // every digit and blanks
		}
		var want []string
		for i := 0; i < g.Len(); i++ {
			switch d := g.Cell(i); {
			case d == 0 && g.symbols.Width(tc.n) > 1:
				want = append(want, "0")
			case d == 0:
				want = append(want, ".")
			default:
				want = append(want, g.symbols.Format(d))
			}
		}
		sep := ""
		if g.symbols.Width(tc.n) > 1 {
			sep = " "
		}
		if got := g.Line(); got != strings.Join(want, sep) {
			t.Errorf("%d×%d %v: Line() = %q, want %q", tc.n, tc.n, tc.set, got, strings.Join(want, sep))
		}
	}
}
