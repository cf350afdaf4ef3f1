package sudoku

import (
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/solver/sudoku/internal/search"
	"github.com/sudokubot/sudokubot/solver/sudoku/internal/sharedtest"
)

// slowCount tries every symbol in every empty cell in reading order and counts solutions
// up to limit. Hopelessly slow, obviously right: it checks Solve on small grids.
func slowCount(g Grid, limit int) int {
	g = g.Clone()
	n := g.n
	ok := func(i, d int) bool {
		r, c := i/n, i%n
		b := g.Box(r, c)
		for j := range g.cells {
			if j != i && int(g.cells[j]) == d && (j/n == r || j%n == c || g.Box(j/n, j%n) == b) {
				return false
			}
		}
		return true
	}
	count := 0
	var rec func(i int)
	rec = func(i int) {
		for i < len(g.cells) && g.cells[i] != 0 {
			i++
		}
		if i == len(g.cells) {
			count++
			return
		}
		for d := 1; d <= n && count < limit; d++ {
			if ok(i, d) {
				g.cells[i] = uint8(d)
				rec(i + 1)
				g.cells[i] = 0
			}
		}
	}
	if Check(g) != nil {
		return 0
	}
	rec(0)
	return count
}

// randomSolved returns a random full grid with boxes of br×bc cells: a fixed pattern with
// its digits, rows within bands, bands, columns within stacks and stacks shuffled.
func randomSolved(rng *rand.Rand, br, bc int) Grid {
	n := br * bc
	g, err := NewGridBoxes(n, br, bc)
	if err != nil {
		panic(err)
	}
	digits := rng.Perm(n)
	perm := func(groups, size int) []int {
		var out []int
		for _, grp := range rng.Perm(groups) {
			for _, k := range rng.Perm(size) {
				out = append(out, grp*size+k)
			}
		}
		return out
	}
	rows := perm(n/br, br) // bands of br rows
	cols := perm(n/bc, bc) // stacks of bc columns
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			rr, cc := rows[r], cols[c]
			v := ((rr%br)*bc + rr/br + cc) % n
			g.Set(r, c, digits[v]+1)
		}
	}
	return g
}

// randomPuzzle blanks `blanks` random cells of a random full grid; with corrupt it then
// changes one given to another digit, which usually leaves no solution.
func randomPuzzle(rng *rand.Rand, br, bc, blanks int, corrupt bool) Grid {
	g := randomSolved(rng, br, bc)
	n := g.n
	for _, i := range rng.Perm(n * n)[:blanks] {
		g.cells[i] = 0
	}
	if corrupt {
		for _, i := range rng.Perm(n * n) {
			if g.cells[i] != 0 {
				g.cells[i] = uint8((int(g.cells[i])+rng.IntN(n-1))%n + 1)
				break
			}
		}
	}
	return g
}

func TestRandomSolvedIsValid(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, s := range [][2]int{{2, 2}, {2, 3}, {3, 2}, {2, 4}, {3, 3}, {2, 5}, {3, 4}, {4, 4}, {5, 5}} {
		g := randomSolved(rng, s[0], s[1])
		if err := Check(g); err != nil || !g.Filled() {
			t.Fatalf("randomSolved(%d×%d boxes): %v\n%s", s[0], s[1], err, g)
		}
	}
}

// TestSolveAgainstSlowCount compares the solver with slowCount on random small puzzles,
// solvable, multiple and (through a corrupted given) mostly without solution.
func TestSolveAgainstSlowCount(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	cases := []struct {
		br, bc     int
		minB, maxB int
		trials     int
	}{
		{2, 2, 4, 16, 300},
		{2, 3, 8, 30, 300},
		{3, 2, 8, 30, 100},
		{2, 4, 16, 40, 150},
		{4, 2, 16, 40, 50},
		{3, 3, 30, 50, 100},
		{2, 5, 20, 45, 30},
		{3, 4, 30, 55, 20},
	}
	if testing.Short() {
		for i := range cases {
			cases[i].trials /= 5
		}
	}
	variant := search.Options{ProbeDepth: 3, Pairs: true, Wdeg: true, Restart: 4}
	seen := map[Status]int{}
	for _, tc := range cases {
		for k := 0; k < tc.trials; k++ {
			blanks := tc.minB + rng.IntN(tc.maxB-tc.minB+1)
			g := randomPuzzle(rng, tc.br, tc.bc, blanks, k%3 == 2)
			const limit = 3
			want := slowCount(g, limit)
			s := Solver{Limit: limit}
			sol := s.Solve(context.Background(), g)
			seen[sol.Status]++
			name := g.Line()
			if Check(g) != nil {
				if sol.Status != Invalid {
					t.Errorf("%s: status %v, want invalid", name, sol.Status)
				}
				continue
			}
			if sol.Count != want {
				t.Fatalf("%d×%d boxes %s: count %d, want %d (%v)", tc.br, tc.bc, name, sol.Count, want, sol.Err)
			}
			checkSolution(t, g, sol)
			// The same puzzle with the settings used for big grids (probing, dom/wdeg)
			// and CP restarts, which must not count a solution twice.
			alt := solveWith(context.Background(), g, limit, 0, variant)
			if alt.Count != want {
				t.Fatalf("%d×%d boxes %s: variant count %d, want %d", tc.br, tc.bc, name, alt.Count, want)
			}
			checkSolution(t, g, alt)
		}
	}
	for _, st := range []Status{Unique, Multiple, None, Invalid} {
		if seen[st] == 0 {
			t.Errorf("no random puzzle ended %v; the test does not cover it", st)
		}
	}
}

// checkSolution verifies the outcome's invariants: status matches the count, solutions keep
// the givens and obey the rules, and two solutions differ.
func checkSolution(t *testing.T, g Grid, sol Solution) {
	t.Helper()
	name := g.Line()
	switch {
	case sol.Count == 0 && sol.Status != None:
		t.Errorf("%s: count 0 but status %v", name, sol.Status)
	case sol.Count == 1 && sol.Status != Unique:
		t.Errorf("%s: count 1 but status %v", name, sol.Status)
	case sol.Count >= 2 && sol.Status != Multiple:
		t.Errorf("%s: count %d but status %v", name, sol.Count, sol.Status)
	}
	if sol.Count >= 1 && !validSolution(g, sol.Grid) {
		t.Errorf("%s: bad solution %s", name, sol.Grid.Line())
	}
	if sol.Count >= 2 && (!validSolution(g, sol.Second) || sol.Second.Equal(sol.Grid)) {
		t.Errorf("%s: bad second solution %s", name, sol.Second.Line())
	}
	if sol.Status == None && !errors.Is(sol.Err, ErrNoSolution) {
		t.Errorf("%s: none with error %v", name, sol.Err)
	}
}

func TestExactCounts(t *testing.T) {
	empty := func(n, br, bc int) Grid {
		g, err := NewGridBoxes(n, br, bc)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	row := func(g Grid, r int, digits ...int) Grid {
		for c, d := range digits {
			g.Set(r, c, d)
		}
		return g
	}
	tests := []struct {
		name  string
		g     Grid
		limit int
		want  int
	}{
		{"empty 4×4", empty(4, 2, 2), 1000, 288},
		{"4×4 first row", row(empty(4, 2, 2), 0, 1, 2, 3, 4), 1000, 12},
		{"6×6 two rows", row(row(empty(6, 2, 3), 0, 1, 2, 3, 4, 5, 6), 1, 4, 5, 6, 1, 2, 3), 100000, 0},
		{"empty 6×6 capped", empty(6, 2, 3), 500, 500},
		{"empty 9×9 capped", empty(9, 3, 3), 50, 50},
		{"empty 25×25 capped", empty(25, 5, 5), 3, 3},
	}
	// The 6×6 grid with two rows 123456/456123 has 2 bands of 2×3 boxes; count it slowly.
	tests[2].want = slowCount(tests[2].g, 100000)
	for _, tc := range tests {
		s := Solver{Limit: tc.limit}
		sol := s.Solve(context.Background(), tc.g)
		if sol.Count != tc.want {
			t.Errorf("%s: count %d, want %d (%v)", tc.name, sol.Count, tc.want, sol.Err)
		}
		checkSolution(t, tc.g, sol)
	}
}

func TestSolveOutcomes(t *testing.T) {
	parse := func(s string) Grid {
		g, err := gridFromLine(strings.ReplaceAll(s, " ", ""), 9)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	const unique = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	tests := []struct {
		name   string
		g      Grid
		status Status
		err    string
	}{
		{"unique", parse(unique), Unique, ""},
		{"multiple", parse(".........6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"), Multiple, ""},
		{"invalid row", parse("53..7..5.6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"), Invalid,
			"sudoku: row 1 has 5 twice (r1c1, r1c8)"},
		{"invalid box", parse("53..7....6.3195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"), Invalid,
			"sudoku: box 1 has 3 twice (r1c2, r2c3)"},
		{"no candidate", parse("123456780000000009000000000000000000000000000000000000000000000000000000000000000"), None,
			"sudoku: no solution: r1c9 has no candidate left"},
		{"no place", parse("........9" + "..1......" + "....1...." + "......1.." + strings.Repeat(".", 18) + ".......1." + strings.Repeat(".", 18)), None,
			"sudoku: no solution: row 1 has no place for 1"},
	}
	for _, tc := range tests {
		sol := Solve(tc.g)
		if sol.Status != tc.status {
			t.Errorf("%s: status %v, want %v (%v)", tc.name, sol.Status, tc.status, sol.Err)
			continue
		}
		if tc.err != "" && (sol.Err == nil || sol.Err.Error() != tc.err) {
			t.Errorf("%s: error %v, want %q", tc.name, sol.Err, tc.err)
		}
		if tc.status == Invalid {
			var re *RuleError
			if !errors.As(sol.Err, &re) {
				t.Errorf("%s: error %T is not a *RuleError", tc.name, sol.Err)
			}
			continue
		}
		checkSolution(t, tc.g, sol)
	}
}

func TestSolveLimits(t *testing.T) {
	g, _ := NewGridBoxes(16, 4, 4)
	// An empty 16×16 grid counted to 10^6 needs far more than 50 nodes.
	s := Solver{Limit: 1000000, MaxNodes: 50}
	sol := s.Solve(context.Background(), g)
	if sol.Status != GaveUp || !errors.Is(sol.Err, ErrLimit) || !strings.Contains(sol.Err.Error(), "gave up after 5") {
		t.Errorf("MaxNodes: %v %v", sol.Status, sol.Err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	g, _ = NewGridBoxes(9, 3, 3)
	s = Solver{Limit: 1 << 30}
	sol = s.Solve(ctx, g)
	if sol.Status != GaveUp || !errors.Is(sol.Err, ErrLimit) || !strings.Contains(sol.Err.Error(), "gave up after") {
		t.Errorf("deadline: %v %v", sol.Status, sol.Err)
	}
	// The deadline, as seen from the solver's start: a little under 20ms.
	if msg := sol.Err.Error(); !strings.HasPrefix(msg, "sudoku: search limit reached: gave up after ") || !strings.HasSuffix(msg, "ms") {
		t.Errorf("deadline: error %q", sol.Err)
	}
	if sol.Count < 2 || !validSolution(g, sol.Grid) || !validSolution(g, sol.Second) {
		t.Errorf("deadline: %d solutions kept, want the first two", sol.Count)
	}
}

func TestFormatDuration(t *testing.T) {
	for d, want := range map[time.Duration]string{
		30 * time.Second:        "30s",
		60*time.Second + 3e8:    "60s",
		1500 * time.Millisecond: "1.5s",
		time.Second:             "1s",
		250 * time.Millisecond:  "250ms",
	} {
		if got := formatDuration(d); got != want {
			t.Errorf("formatDuration(%v) = %q, want %q", d, got, want)
		}
	}
}

func TestCheckRejectsBadGrids(t *testing.T) {
	if Check(Grid{}) == nil {
		t.Error("Check(zero Grid) = nil")
	}
	if s := Solve(Grid{}); s.Status != Invalid {
		t.Errorf("Solve(zero Grid) = %v", s.Status)
	}
	g, _ := NewGrid(4)
	g.SetCell(5, 9)
	if err := Check(g); err == nil || err.Error() != "sudoku: r2c2: 9 is not a digit of a 4×4 grid" {
		t.Errorf("Check(digit 9 in 4×4) = %v", err)
	}
}

func TestSolveDeterministic(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	g := randomPuzzle(rng, 3, 3, 60, false)
	a, b := Solve(g), Solve(g)
	if a.Status != b.Status || !a.Grid.Equal(b.Grid) || a.Nodes != b.Nodes || (a.Count > 1 && !a.Second.Equal(b.Second)) {
		t.Errorf("two runs differ: %v/%v nodes %d/%d", a.Status, b.Status, a.Nodes, b.Nodes)
	}
}

func TestGecode16x16(t *testing.T) {
	grids := readPuzzleLines(t, "sudoku/16x16/gecode_16x16.txt", 16)
	if len(grids) != 55 {
		t.Fatalf("%d puzzles, want 55", len(grids))
	}
	for k, g := range grids {
		sol := Solve(g)
		if sol.Status != Unique {
			t.Errorf("puzzle %d: %v %v", k+1, sol.Status, sol.Err)
		}
		checkSolution(t, g, sol)
	}
}

// TestSATAgainstSlowCount hands the search over to clause learning after a few nodes (on
// small grids this normally happens only after a long search) on random small puzzles and compares its counts with slowCount.
func TestSATAgainstSlowCount(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 8))
	o := search.Options{Sat: true, CpBudget: 1}
	shapes := [][3]int{{2, 2, 12}, {2, 3, 24}, {3, 2, 24}, {2, 4, 36}, {3, 3, 50}}
	trials := 60
	if testing.Short() {
		trials = 15
	}
	seen := map[Status]int{}
	for _, sh := range shapes {
		for k := 0; k < trials; k++ {
			g := randomPuzzle(rng, sh[0], sh[1], sh[2]/2+rng.IntN(sh[2]/2+1), k%3 == 2)
			if Check(g) != nil {
				continue
			}
			want := slowCount(g, 3)
			o.CpBudget = int64(1 + k%8) // sometimes hand over after the CP search found solutions
			o.Backbone = k%4 < 2
			o.Positive = k%3 == 0 // "cell holds digit" first, and fixed phases after a solution
			sol := solveWith(context.Background(), g, 3, 0, o)
			seen[sol.Status]++
			if sol.Count != want {
				t.Fatalf("%s: SAT count %d, want %d (%v)", g.Line(), sol.Count, want, sol.Err)
			}
			checkSolution(t, g, sol)
		}
	}
	g, _ := NewGridBoxes(4, 2, 2)
	o.CpBudget = 1
	if sol := solveWith(context.Background(), g, 1000, 0, o); sol.Count != 288 {
		t.Errorf("SAT count of the empty 4×4 grid = %d, want 288", sol.Count)
	}
	t.Logf("outcomes: %v", seen)
	for _, st := range []Status{Unique, Multiple, None} {
		if seen[st] == 0 {
			t.Errorf("no puzzle ended %v; the test does not cover it", st)
		}
	}
}

// TestGACAgainstSlowCount counts random small puzzles with the CP search pruning every
// house (and, in turns, every digit's layer) to domain consistency, with and without
// restarts and probing, and compares with slowCount; a node budget must stop it cleanly.
func TestGACAgainstSlowCount(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	shapes := [][3]int{{2, 2, 12}, {2, 3, 24}, {3, 2, 24}, {2, 4, 36}, {3, 3, 50}}
	trials := 60
	if testing.Short() {
		trials = 15
	}
	for _, sh := range shapes {
		for k := 0; k < trials; k++ {
			g := randomPuzzle(rng, sh[0], sh[1], sh[2]/2+rng.IntN(sh[2]/2+1), k%3 == 2)
			if Check(g) != nil {
				continue
			}
			want := slowCount(g, 3)
			o := search.Options{GAC: true, Layers: k%2 == 0, Wdeg: k%3 == 0, Restart: int64(k % 4), ProbeDepth: k % 5, Lookahead: k%7 < 3}
			sol := solveWith(context.Background(), g, 3, 0, o)
			if sol.Count != want {
				t.Fatalf("%s: GAC count %d, want %d (%+v, %v)", g.Line(), sol.Count, want, o, sol.Err)
			}
			checkSolution(t, g, sol)
			if capped := solveWith(context.Background(), g, 3, 2, o); capped.Nodes > 3 {
				t.Fatalf("%s: %d nodes with a budget of 2", g.Line(), capped.Nodes)
			}
		}
	}
}

// TestGecode25Quick solves the two 25×25 puzzles of the shared set that take a fraction of
// a second; the whole set is in BenchmarkSolve25Easy and TestSweep25.
func TestGecode25Quick(t *testing.T) {
	if testing.Short() {
		t.Skip("25×25 puzzles in -short mode")
	}
	grids := readPuzzleLines(t, "sudoku/25x25/gecode_25x25.txt", 25)
	if len(grids) != 18 {
		t.Fatalf("%d puzzles, want 18", len(grids))
	}
	for _, k := range []int{17, 18} {
		g := grids[k-1]
		sol := Solve(g)
		if sol.Status != Unique {
			t.Errorf("puzzle %d: %v %v", k, sol.Status, sol.Err)
		}
		checkSolution(t, g, sol)
	}
}

// TestGecode25Race solves a quick 25×25 puzzle of the shared set with the two CDCL searches
// racing and sharing clauses from the handover on, then with the second never started, and
// checks the unique solution.
func TestGecode25Race(t *testing.T) {
	if testing.Short() {
		t.Skip("25×25 puzzles in -short mode")
	}
	grids := readPuzzleLines(t, "sudoku/25x25/gecode_25x25.txt", 25)
	g := grids[2] // #3: a few thousand CDCL decisions
	want := solveWith(context.Background(), g, 2, 0, search.DefaultOptions(25))
	if want.Status != Unique {
		t.Fatalf("#3: %v %v", want.Status, want.Err)
	}
	for _, after := range []time.Duration{0, time.Hour} {
		// Also with the first racer in stable mode, proving in a new solver.
		for _, stable := range []bool{false, true} {
			o := search.DefaultOptions(25)
			race := o
			race.Seed, race.Fixed, race.MRV = 3, true, 8
			o.Stable, o.FreshProof = stable, stable
			o.Race, o.RaceAfter, o.Share = &race, after, 2
			sol := solveWith(context.Background(), g, 2, 0, o)
			if sol.Status != Unique || sol.Grid.Line() != want.Grid.Line() {
				t.Errorf("#3 raced (second after %v, stable %v): %v %v", after, stable, sol.Status, sol.Err)
			}
			// Also with the first solution passed on and the proof split by a cube.
			o.Stable, o.FreshProof, race.Stable = false, false, stable
			o.JointProof, o.Cube = true, true
			sol = solveWith(context.Background(), g, 2, 0, o)
			if sol.Status != Unique || sol.Grid.Line() != want.Grid.Line() {
				t.Errorf("#3 raced with a joint proof (second after %v, stable %v): %v %v", after, stable, sol.Status, sol.Err)
			}
			// And with the proof's work handed over between the racers (Resplit).
			o.Resplit = true
			sol = solveWith(context.Background(), g, 2, 0, o)
			if sol.Status != Unique || sol.Grid.Line() != want.Grid.Line() {
				t.Errorf("#3 raced with a joint proof resplit (second after %v, stable %v): %v %v", after, stable, sol.Status, sol.Err)
			}
			o.Resplit = false
		}
	}
}

// TestGecode25RaceCancel stops a hard 25×25 race with a joint proof split by a cube, the
// second racer in stable mode and started at once, by its context: both racers stop and the
// solver gives up.
func TestGecode25RaceCancel(t *testing.T) {
	if testing.Short() {
		t.Skip("25×25 puzzles in -short mode")
	}
	grids := readPuzzleLines(t, "sudoku/25x25/gecode_25x25.txt", 25)
	o := search.DefaultOptions(25)
	race := *o.Race
	race.Stable = true
	o.Race, o.RaceAfter, o.JointProof, o.Cube = &race, 0, true, true
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	if sol := solveWith(ctx, grids[8], 2, 0, o); sol.Status != GaveUp {
		t.Errorf("#9 stopped after 300 ms: %v %v", sol.Status, sol.Err)
	}
}

// TestTdokuCounts checks exact solution counts (0, 1 and up to 847) and the unique
// solutions of tdoku's correctness set with the generic solver.
func TestTdokuCounts(t *testing.T) {
	dir := sharedtest.Dir()
	if dir == "" {
		t.Skip("shared data folder not found")
	}
	data, err := os.ReadFile(filepath.Join(dir, "sudoku/9x9/tdoku_test_puzzles.txt"))
	if err != nil {
		t.Skip(err)
	}
	n := 0
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		f := strings.Split(strings.TrimSpace(line), ":")
		if len(f) == 2 {
			f = append(f, "") // no solution given
		}
		if len(f) != 3 {
			t.Fatalf("bad line %q", line)
		}
		g, err := gridFromLine(f[0], 9)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := strconv.Atoi(f[1])
		s := Solver{Limit: 10000}
		sol := s.Solve(context.Background(), g)
		if sol.Count != want {
			t.Errorf("%s: count %d, want %d", f[0], sol.Count, want)
		}
		checkSolution(t, g, sol)
		if want == 1 && sol.Grid.Line() != f[2] {
			t.Errorf("%s: solution %s, want %s", f[0], sol.Grid.Line(), f[2])
		}
		// The same with clause learning from the first node (blocking clauses count).
		o := search.Options{Sat: true, CpBudget: 1, Glucose: true, Positive: true, SatProbe: true}
		if sat := solveWith(context.Background(), g, 10000, 0, o); sat.Count != want {
			t.Errorf("%s: SAT count %d, want %d", f[0], sat.Count, want)
		}
		// The same with decisions by fewest values among the most active variables.
		mrv := o
		mrv.MRV = 8
		if sat := solveWith(context.Background(), g, 10000, 0, mrv); sat.Count != want {
			t.Errorf("%s: SAT count with MRV %d, want %d", f[0], sat.Count, want)
		}
		mrv.MRV, mrv.ProofMRV = 0, 8
		if sat := solveWith(context.Background(), g, 10000, 0, mrv); sat.Count != want {
			t.Errorf("%s: SAT count with MRV after the first solution %d, want %d", f[0], sat.Count, want)
		}
		// The same with the learnt clauses shrunk (all-UIP), after minimisation and before it.
		for _, sh := range []int{1, 2} {
			so := o
			so.Shrink = sh
			if sat := solveWith(context.Background(), g, 10000, 0, so); sat.Count != want {
				t.Errorf("%s: SAT count with Shrink %d: %d, want %d", f[0], sh, sat.Count, want)
			}
		}
		// The same alternating focused and stable mode, with target phases and rephasing.
		st := o
		st.Stable = true
		if sat := solveWith(context.Background(), g, 10000, 0, st); sat.Count != want {
			t.Errorf("%s: SAT count in stable mode %d, want %d", f[0], sat.Count, want)
		}
		// The same with the activities reset at the first solution.
		st.ProofReset = true
		if sat := solveWith(context.Background(), g, 10000, 0, st); sat.Count != want {
			t.Errorf("%s: SAT count in stable mode, activities reset %d, want %d", f[0], sat.Count, want)
		}
		st.ProofReset = false
		// The same proving in a new solver after the first solution, alone and raced.
		st.FreshProof = true
		if sat := solveWith(context.Background(), g, 10000, 0, st); sat.Count != want {
			t.Errorf("%s: SAT count in stable mode, fresh proof %d, want %d", f[0], sat.Count, want)
		}
		stRace := o
		stRace.Seed, stRace.Fixed, stRace.MRV = 7, true, 8
		st.Race, st.Share = &stRace, 2
		if sat := solveWith(context.Background(), g, 10000, 0, st); sat.Count != want {
			t.Errorf("%s: raced SAT count in stable mode, fresh proof %d, want %d", f[0], sat.Count, want)
		}
		// The same with every house propagated as an all-different constraint.
		ad := o
		ad.AllDiff = true
		if sat := solveWith(context.Background(), g, 10000, 0, ad); sat.Count != want {
			t.Errorf("%s: SAT count with all-different %d, want %d", f[0], sat.Count, want)
		}
		ad.MRV, ad.ProofMRV = 8, 8
		if sat := solveWith(context.Background(), g, 10000, 0, ad); sat.Count != want {
			t.Errorf("%s: SAT count with all-different and MRV %d, want %d", f[0], sat.Count, want)
		}
		// The same with segment variables (rows and columns; rows only without pairs; never decided).
		for _, tr := range []int{3, 5, 11} {
			ty := o
			ty.Triads, ty.MRV = tr, 8
			if sat := solveWith(context.Background(), g, 10000, 0, ty); sat.Count != want {
				t.Errorf("%s: SAT count with segments %d: %d, want %d", f[0], tr, sat.Count, want)
			}
		}
		// And two such searches racing from the start, the second shuffled, with MRV.
		race := o
		race.Seed, race.Fixed, race.MRV = 7, true, 8
		o.Race, o.Share = &race, 2
		if sat := solveWith(context.Background(), g, 10000, 0, o); sat.Count != want {
			t.Errorf("%s: raced SAT count %d, want %d", f[0], sat.Count, want)
		}
		// The same passing the first solution on (a joint proof), also split by a cube, also
		// with the second racer in stable mode, also with the cube split again (Resplit).
		for _, jc := range []struct{ cube, stable, resplit bool }{{false, false, false}, {true, false, false}, {true, true, false}, {true, false, true}} {
			j, jr := o, race
			jr.Stable = jc.stable
			j.Race, j.JointProof, j.Cube, j.Resplit = &jr, true, jc.cube, jc.resplit
			if sat := solveWith(context.Background(), g, 10000, 0, j); sat.Count != want {
				t.Errorf("%s: raced SAT count with a joint proof %+v: %d, want %d", f[0], jc, sat.Count, want)
			}
		}
		// The CP search alone with all-different pruned to domain consistency (package
		// alldiff): on the houses, also on the digits' layers, with restarts, with probing.
		for _, cp := range []search.Options{
			{GAC: true},
			{GAC: true, Layers: true, Wdeg: true},
			{GAC: true, Layers: true, Wdeg: true, Restart: 3},
			{GAC: true, Layers: true, ProbeDepth: 1 << 30},
			{GAC: true, ProbeDepth: 1 << 30, Lookahead: true},
			{ProbeDepth: 3, Lookahead: true},
		} {
			if got := solveWith(context.Background(), g, 10000, 0, cp); got.Count != want {
				t.Errorf("%s: CP count with %+v: %d, want %d", f[0], cp, got.Count, want)
			}
		}
		n++
	}
	if n != 43 {
		t.Errorf("%d puzzles, want 43", n)
	}
}

// validSolution reports whether sol is a full grid obeying the rules that keeps g's givens.
func validSolution(g, sol Grid) bool {
	if sol.n != g.n || len(sol.cells) != len(g.cells) {
		return false
	}
	for i, v := range g.cells {
		if sol.cells[i] == 0 || int(sol.cells[i]) > g.n || (v != 0 && sol.cells[i] != v) {
			return false
		}
	}
	return Check(sol) == nil
}
