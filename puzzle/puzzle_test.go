package puzzle

import (
	"context"
	"errors"
	"image"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/render"
	"github.com/sudokubot/sudokubot/solver/nonogram"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

const (
	classic    = "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79"
	twoByThree = "1 1\n3\n\n2\n1\n2" // "#.#" over "###": one solution
	twoSols    = "1\n1\n\n1\n1"      // a 2×2 diagonal: two solutions
)

// TestStatusesAgree: the seam's statuses are the domains' own, value for value, so that
// the kinds convert them by a cast.
func TestStatusesAgree(t *testing.T) {
	for s := Unique; s <= GaveUp; s++ {
		if a, b := sudoku.Status(s).String(), nonogram.Status(s).String(); a != s.String() || b != s.String() {
			t.Errorf("status %d: puzzle %q, sudoku %q, nonogram %q", s, s, a, b)
		}
	}
}

func TestTableRead(t *testing.T) {
	kinds := Table(Options{NonogramSize: 200})
	for _, tc := range []struct {
		name, text, kind string
		claimed          bool // when it does not read: the error is the kind's own
	}{
		{"sudoku", classic, "sudoku", false},
		{"a 4×4 line", "1.34..12.1.3.4.1", "sudoku", false},
		{"nonogram clues", twoByThree, "nonogram", false},
		{"nonogram json", `{"rows":[[1],[1]],"cols":[[1],[1]]}`, "nonogram", false},
		{"clues that cannot work", "1 1\n3\n\n2\n1\n1", "", true},
		{"prose", "hello there", "", false},
	} {
		p, err := kinds.Read(tc.text)
		var re *ReadError
		switch {
		case tc.kind != "" && (err != nil || p.Kind().Name() != tc.kind):
			t.Errorf("%s: read %v, %v; want a %s", tc.name, p, err, tc.kind)
		case tc.kind == "" && !errors.As(err, &re):
			t.Errorf("%s: read %v, %v; want a *ReadError", tc.name, p, err)
		case tc.kind == "" && re.Claimed != tc.claimed:
			t.Errorf("%s: %v claimed %v, want %v", tc.name, re, re.Claimed, tc.claimed)
		case tc.kind == "" && !tc.claimed && re.Kind != "sudoku":
			t.Errorf("%s: the error of %s, want the first kind's (sudoku)", tc.name, re.Kind)
		}
	}
	if k := kinds.Named("nonogram"); k == nil || k.Name() != "nonogram" || kinds.Named("killer") != nil {
		t.Errorf("Named: %v", k)
	}
	big := strings.Repeat("1\n", 201) + "\n" + strings.Repeat("1\n", 201)
	if _, err := kinds.Read(big); !OverSize(err) {
		t.Errorf("a 201×201 nonogram: %v, want the size cap", err)
	}
	if _, err := Table(Options{NonogramSize: 300}).Read(big); err != nil {
		t.Errorf("a 201×201 nonogram under a cap of 300: %v", err)
	}
}

// TestKinds walks each kind through the seam: describe, solve (with the uniqueness
// check), every step from the puzzle as posed to the end, and the pictures.
func TestKinds(t *testing.T) {
	ctx := context.Background()
	kinds := Table(Options{})
	for _, tc := range []struct {
		text, describe string
		status         Status
	}{
		{classic, "9×9 Sudoku", Unique},
		{"11..\n....\n....\n....", "4×4 Sudoku", Invalid},
		{twoByThree, "3×2 nonogram", Unique},
		{"title \"Cat\"\nwidth 3\nheight 2\n\nrows\n1,1\n3\n\ncolumns\n2\n1\n2\n", "3×2 nonogram “Cat”", Unique},
		{twoSols, "2×2 nonogram", Multiple},
	} {
		p, err := kinds.Read(tc.text)
		if err != nil {
			t.Fatalf("%q: %v", tc.text, err)
		}
		if got := p.Describe(); got != tc.describe {
			t.Errorf("Describe = %q, want %q", got, tc.describe)
		}
		sol := p.Solve(ctx, 0)
		if sol.Status != tc.status || (sol.Status == Unique) != (sol.First != nil && sol.Second == nil) {
			t.Errorf("%s: Solve = %v (first %v, second %v), want %v", tc.describe, sol.Status, sol.First, sol.Second, tc.status)
		}
		pic := func(v View) image.Image {
			img, err := p.Draw(v, render.Options{})
			if err != nil || img.Bounds().Dx() < 50 {
				t.Fatalf("%s: Draw = %v, %v", tc.describe, img, err)
			}
			return img
		}
		pic(View{})
		if sol.Status != Unique {
			continue
		}
		pic(View{Grid: sol.First})
		// Step from the puzzle as posed to the end: each step advances, and the end is the
		// solution.
		g := p.Start()
		for n := 0; ; n++ {
			st, err := p.Next(ctx, g, 0)
			if errors.Is(err, ErrComplete) {
				break
			}
			if err != nil || st.String() == "" || n > 200 {
				t.Fatalf("%s: step %d: %v, %v", tc.describe, n, st, err)
			}
			pic(View{Grid: g, Step: st})
			g = st.Apply(g)
		}
		if g.String() != sol.First.String() {
			t.Errorf("%s: the steps end at\n%s, want the solution\n%s", tc.describe, g, sol.First)
		}
	}
}
