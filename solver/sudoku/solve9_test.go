package sudoku

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku/internal/fast9"
	"github.com/sudokubot/sudokubot/solver/sudoku/internal/sharedtest"
)

var full9 = flag.Bool("full9", false, "check every puzzle of the shared 9×9 sets, not a sample, and 20,000 random puzzles")

// sharedDir9 returns the shared 9×9 data folder, looked for in the ancestors of the package
// directory (../../../shared from the main checkout, one level more from a worktree), or "".
func sharedDir9() string {
	d := sharedtest.Dir()
	if d == "" {
		return ""
	}
	p := filepath.Join(d, "sudoku", "9x9")
	if st, err := os.Stat(p); err != nil || !st.IsDir() {
		return ""
	}
	return p
}

// puzzle9 is one line of a 9×9 puzzle file.
type puzzle9 struct {
	line  int
	cells [81]uint8
	rest  string // what follows the 81 cells (":count:solution" in the tdoku test file)
}

// readPuzzles9 reads a file of one 81-character puzzle per line ('.' or '0' blank), skipping
// '#' comments and blank lines and stripping CR.
func readPuzzles9(tb testing.TB, path string) []puzzle9 {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []puzzle9
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimRight(sc.Text(), "\r")
		if line == "" || line[0] == '#' {
			continue
		}
		p, ok := parse81(line)
		if !ok {
			tb.Fatalf("%s:%d: not an 81-cell puzzle: %q", path, n, line)
		}
		p.line = n
		out = append(out, p)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}

func parse81(line string) (puzzle9, bool) {
	var p puzzle9
	if len(line) < 81 {
		return p, false
	}
	for i := 0; i < 81; i++ {
		switch ch := line[i]; {
		case ch == '.' || ch == '0':
		case ch >= '1' && ch <= '9':
			p.cells[i] = ch - '0'
		default:
			return p, false
		}
	}
	p.rest = line[81:]
	return p, true
}

func sharedSet9(tb testing.TB, name string) []puzzle9 {
	tb.Helper()
	dir := sharedDir9()
	if dir == "" {
		tb.Skip("../shared/data/sudoku/9x9 not found")
	}
	return readPuzzles9(tb, filepath.Join(dir, name))
}

// sample9 keeps about max puzzles spread evenly over ps (all of them with -full9).
func sample9(ps []puzzle9, max int) []puzzle9 {
	if *full9 || len(ps) <= max {
		return ps
	}
	out := make([]puzzle9, 0, max)
	for i := 0; i < max; i++ {
		out = append(out, ps[i*len(ps)/max])
	}
	return out
}

// validSolution9 reports why sol is not a solution of puzzle keeping its givens, or "".
func validSolution9(puzzle, sol *[81]uint8) string {
	for i := 0; i < 81; i++ {
		if sol[i] < 1 || sol[i] > 9 {
			return "r" + strconv.Itoa(i/9+1) + "c" + strconv.Itoa(i%9+1) + " is not a digit"
		}
		if puzzle[i] != 0 && puzzle[i] != sol[i] {
			return "given at r" + strconv.Itoa(i/9+1) + "c" + strconv.Itoa(i%9+1) + " changed"
		}
	}
	for h := 0; h < 9; h++ {
		var row, col, box uint16
		for k := 0; k < 9; k++ {
			row |= 1 << sol[h*9+k]
			col |= 1 << sol[k*9+h]
			box |= 1 << sol[(h/3*3+k/3)*9+h%3*3+k%3]
		}
		if row != 0x3fe || col != 0x3fe || box != 0x3fe {
			return "house " + strconv.Itoa(h+1) + " repeats a digit"
		}
	}
	return ""
}

// slowCount9 tries every digit in every empty cell in reading order and counts solutions up
// to limit. It gives up (ok false) after budget placements. Obviously right, hopelessly slow.
func slowCount9(puzzle [81]uint8, limit int, budget int) (count int, ok bool) {
	g := puzzle
	var rec func(i int) bool // false: stop
	fits := func(i int, d uint8) bool {
		r, c := i/9, i%9
		for k := 0; k < 9; k++ {
			if g[r*9+k] == d || g[k*9+c] == d || g[(r/3*3+k/3)*9+c/3*3+k%3] == d {
				return false
			}
		}
		return true
	}
	rec = func(i int) bool {
		for i < 81 && g[i] != 0 {
			i++
		}
		if i == 81 {
			count++
			return count < limit
		}
		for d := uint8(1); d <= 9; d++ {
			if budget--; budget < 0 {
				return false
			}
			if fits(i, d) {
				g[i] = d
				if !rec(i + 1) {
					g[i] = 0
					return false
				}
				g[i] = 0
			}
		}
		return true
	}
	// Clashing givens: the reading-order search would not notice them.
	for i := 0; i < 81; i++ {
		if d := g[i]; d != 0 {
			g[i] = 0
			if !fits(i, d) {
				return 0, true
			}
			g[i] = d
		}
	}
	rec(0)
	return count, budget >= 0
}

func gridOf9(tb testing.TB, p *[81]uint8) Grid {
	g, err := NewGrid(9)
	if err != nil {
		tb.Fatal(err)
	}
	copy(g.cells, p[:])
	return g
}

func cells9(g Grid) *[81]uint8 {
	var p [81]uint8
	copy(p[:], g.cells)
	return &p
}

// checkSolution9 verifies everything a Solution of puzzle promises, given the expected count
// (-1 when unknown) and limit.
func checkSolution9(t *testing.T, name string, puzzle *[81]uint8, s Solution, limit int) {
	t.Helper()
	switch s.Status {
	case Unique, Multiple:
		if why := validSolution9(puzzle, cells9(s.Grid)); why != "" {
			t.Fatalf("%s: %v solution is wrong: %s", name, s.Status, why)
		}
		if s.Err != nil {
			t.Fatalf("%s: %v with error %v", name, s.Status, s.Err)
		}
	}
	switch s.Status {
	case Unique:
		if s.Count != 1 {
			t.Fatalf("%s: unique with count %d", name, s.Count)
		}
	case Multiple:
		if why := validSolution9(puzzle, cells9(s.Second)); why != "" {
			t.Fatalf("%s: second solution is wrong: %s", name, why)
		}
		if s.Grid.Equal(s.Second) {
			t.Fatalf("%s: the two solutions are equal", name)
		}
		if s.Count < 2 || s.Count > limit {
			t.Fatalf("%s: multiple with count %d (limit %d)", name, s.Count, limit)
		}
	case None:
		if s.Count != 0 || !errors.Is(s.Err, ErrNoSolution) {
			t.Fatalf("%s: none with count %d, err %v", name, s.Count, s.Err)
		}
	case GaveUp:
		if !errors.Is(s.Err, ErrLimit) {
			t.Fatalf("%s: gave up with err %v", name, s.Err)
		}
	case Invalid:
		if s.Err == nil {
			t.Fatalf("%s: invalid without error", name)
		}
	}
}

// TestSolve9Counts checks exact counts (0, 1, 3..847) with Limit 1000, and the solution when
// there is one, on tdoku's test puzzles (a copy in testdata).
func TestSolve9Counts(t *testing.T) {
	ps := readPuzzles9(t, filepath.Join("testdata", "solve9", "counts.txt"))
	if len(ps) != 43 {
		t.Fatalf("%d puzzles, want 43", len(ps))
	}
	solver := Solver{Limit: 1000}
	seen := map[string]bool{}
	for _, p := range ps {
		parts := strings.Split(p.rest, ":")
		if len(parts) < 2 {
			t.Fatalf("line %d: want :count:solution, got %q", p.line, p.rest)
		}
		want, err := strconv.Atoi(parts[1])
		if err != nil {
			t.Fatal(err)
		}
		name := "line " + strconv.Itoa(p.line)
		g := gridOf9(t, &p.cells)
		s := solver.Solve(context.Background(), g)
		if err := Check(g); err != nil {
			if want != 0 || s.Status != Invalid {
				t.Errorf("%s: %v, want 0 solutions and invalid", name, s.Status)
			}
			seen["invalid"] = true
			continue
		}
		checkSolution9(t, name, &p.cells, s, 1000)
		if s.Count != want {
			t.Errorf("%s: count %d, want %d", name, s.Count, want)
		}
		if want == 1 && len(parts) > 2 {
			if sol, ok := parse81(parts[2]); !ok || *cells9(s.Grid) != sol.cells {
				t.Errorf("%s: solution %s, want %s", name, s.Grid.Line(), parts[2])
			}
		}
		var low fast9.Solver9
		if n := low.Count(&p.cells, 1000); n != want {
			t.Errorf("%s: Solver9.Count = %d, want %d", name, n, want)
		}
		seen[strconv.Itoa(min(want, 3))] = true
	}
	for _, k := range []string{"0", "1", "3"} {
		if !seen[k] {
			t.Errorf("no puzzle with count class %s checked", k)
		}
	}
}

// TestSolve9Hard solves the hard puzzles kept in testdata (runs without ../shared).
func TestSolve9Hard(t *testing.T) {
	var solver Solver
	for _, p := range readPuzzles9(t, filepath.Join("testdata", "solve9", "hard.txt")) {
		name := "hard.txt:" + strconv.Itoa(p.line)
		s := solver.Solve(context.Background(), gridOf9(t, &p.cells))
		if s.Status != Unique {
			t.Fatalf("%s: %v (%v), want unique", name, s.Status, s.Err)
		}
		checkSolution9(t, name, &p.cells, s, 2)
		if s.Guesses == 0 && s.Nodes != 1 || s.Nodes < 1 || s.MaxDepth > 135 { // 135: fixing 54 (digit, band or stack) pairs, placing 81 cells
			t.Errorf("%s: odd statistics: %d nodes, %d guesses, depth %d", name, s.Nodes, s.Guesses, s.MaxDepth)
		}
	}
}

func TestSolve9SergMultiple(t *testing.T) {
	ps := sharedSet9(t, "puzzles7_serg_benchmark")
	if len(ps) != 10000 {
		t.Fatalf("%d puzzles, want 10000", len(ps))
	}
	var solver Solver
	for _, p := range ps {
		g := gridOf9(t, &p.cells)
		s := solver.Solve(context.Background(), g)
		name := "line " + strconv.Itoa(p.line)
		if s.Status != Multiple {
			t.Fatalf("%s: %v, want multiple", name, s.Status)
		}
		checkSolution9(t, name, &p.cells, s, 2)
	}
}

// TestSolve9Sets solves (a sample of) every benchmark set: all proper puzzles are unique.
func TestSolve9Sets(t *testing.T) {
	n := 1000
	if testing.Short() {
		n = 200
	}
	for _, name := range []string{"norvig_easy50.txt", "puzzles2_17_clue", "puzzles3_magictour_top1465",
		"puzzles5_forum_hardest_1905_11+", "puzzles6_forum_hardest_1106"} {
		t.Run(name, func(t *testing.T) {
			var solver Solver
			var low fast9.Solver9
			for _, p := range sample9(sharedSet9(t, name), n) {
				g := gridOf9(t, &p.cells)
				s := solver.Solve(context.Background(), g)
				tag := name + ":" + strconv.Itoa(p.line)
				if s.Status != Unique {
					t.Fatalf("%s: %v (%v), want unique", tag, s.Status, s.Err)
				}
				checkSolution9(t, tag, &p.cells, s, 2)
				var sol [81]uint8
				if c := fast9.Count9(&p.cells, 2, &sol); c != 1 || sol != *cells9(s.Grid) {
					t.Fatalf("%s: Count9 = %d and another solution", tag, c)
				}
				// Counting far beyond 2 must still give exactly 1.
				if c := low.Count(&p.cells, 50); c != 1 {
					t.Fatalf("%s: count to 50 = %d", tag, c)
				}
			}
		})
	}
}

// randomSolution9 returns a random solved grid: a base pattern with random digits, rows and
// columns shuffled inside bands and stacks, bands and stacks shuffled, maybe transposed,
// then completed again from a random subset to break the pattern's regularity.
func randomSolution9(r *rand.Rand) [81]uint8 {
	var g [81]uint8
	digits := r.Perm(9)
	perm3 := func() [9]int {
		var out [9]int
		bands := r.Perm(3)
		for b := 0; b < 3; b++ {
			rows := r.Perm(3)
			for k := 0; k < 3; k++ {
				out[b*3+k] = bands[b]*3 + rows[k]
			}
		}
		return out
	}
	rows, cols := perm3(), perm3()
	tr := r.IntN(2) == 1
	for i := 0; i < 9; i++ {
		for j := 0; j < 9; j++ {
			a, c := rows[i], cols[j]
			if tr {
				a, c = c, a
			}
			g[i*9+j] = uint8(digits[(a*3+a/3+c)%9] + 1)
		}
	}
	// Keep a random 30 cells and take the first solution of that puzzle under a random
	// digit relabelling, for grids that are not all of the same pattern family.
	var p [81]uint8
	for _, i := range r.Perm(81)[:30] {
		p[i] = g[i]
	}
	var s fast9.Solver9
	if s.Count(&p, 1) == 1 {
		return s.First
	}
	return g
}

// randomPuzzle9 digs a random puzzle: a random number of clues from a random solution, and
// now and then a wrong clue so that some puzzles have no solution.
func randomPuzzle9(r *rand.Rand) [81]uint8 {
	sol := randomSolution9(r)
	var p [81]uint8
	clues := 17 + r.IntN(50)
	for _, i := range r.Perm(81)[:clues] {
		p[i] = sol[i]
	}
	if r.IntN(4) == 0 {
		p[r.IntN(81)] = uint8(1 + r.IntN(9))
	}
	return p
}

// TestSolve9Random compares the fast solver with the generic solver and with slowCount9.
func TestSolve9Random(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 81))
	n := 1000
	if testing.Short() {
		n = 200
	}
	if *full9 {
		n = 20000
	}
	var low fast9.Solver9
	slowChecked, genChecked := 0, 0
	for k := 0; k < n; k++ {
		p := randomPuzzle9(r)
		g := gridOf9(t, &p)
		name := "random " + strconv.Itoa(k) + " " + g.Line()
		limit := 2 + r.IntN(3)
		solver := Solver{Limit: limit}
		s := solver.Solve(context.Background(), g)
		checkSolution9(t, name, &p, s, limit)
		if Check(g) != nil {
			if s.Status != Invalid {
				t.Fatalf("%s: %v, want invalid", name, s.Status)
			}
			if c := low.Count(&p, limit); c != 0 {
				t.Fatalf("%s: clashing givens, Count = %d", name, c)
			}
			continue
		}
		gen := solveGeneric(context.Background(), g, limit, 100_000)
		if gen.Status == Invalid { // solveGeneric calls a dead cell invalid
			gen.Status = None
		}
		if gen.Status != GaveUp {
			genChecked++
		}
		if gen.Status != GaveUp && (gen.Status != s.Status || gen.Count != s.Count) {
			t.Fatalf("%s: fast %v/%d, generic %v/%d", name, s.Status, s.Count, gen.Status, gen.Count)
		}
		if gen.Status == Unique && !gen.Grid.Equal(s.Grid) {
			t.Fatalf("%s: unique solutions differ", name)
		}
		if want, ok := slowCount9(p, limit, 300_000); ok {
			slowChecked++
			if want != s.Count {
				t.Fatalf("%s: count %d, slowCount9 %d", name, s.Count, want)
			}
		}
	}
	if slowChecked < n/4 || genChecked < n/2 {
		t.Errorf("of %d puzzles slowCount9 finished only %d, the generic solver %d", n, slowChecked, genChecked)
	}
	t.Logf("%d puzzles, %d checked with slowCount9, %d with the generic solver", n, slowChecked, genChecked)
}

// TestSolve9Exact checks exact counts (mostly 1..100, up to thousands) of puzzles with 30 to
// 39 clues against slowCount9.
func TestSolve9Exact(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 3))
	var low fast9.Solver9
	n, many := 50, 0
	if testing.Short() {
		n = 20
	}
	for k := 0; k < n; k++ {
		sol := randomSolution9(r)
		var p [81]uint8
		for _, i := range r.Perm(81)[:30+r.IntN(10)] {
			p[i] = sol[i]
		}
		want, ok := slowCount9(p, 100000, 5_000_000)
		if !ok {
			continue
		}
		if want > 1 {
			many++
		}
		if got := low.Count(&p, 100000); got != want {
			t.Fatalf("%v: count %d, slowCount9 %d", p, got, want)
		}
		if low.Count(&p, want) != want || low.Count(&p, want+1) != want {
			t.Fatalf("%v: count with limits near %d differs", p, want)
		}
	}
	if many < n/5 {
		t.Errorf("only %d of %d puzzles had several solutions", many, n)
	}
	// The empty grid has 6,670,903,752,021,072,936,960 solutions: a capped count stops at
	// the cap.
	var empty [81]uint8
	if got := low.Count(&empty, 5000); got != 5000 {
		t.Fatalf("empty grid counted to %d, want 5000", got)
	}
	if why := validSolution9(&empty, &low.Second); why != "" || low.First == low.Second {
		t.Fatalf("empty grid: bad second solution (%s)", why)
	}
}

func TestSolve9Limits(t *testing.T) {
	var empty [81]uint8
	g := gridOf9(t, &empty)
	s := (&Solver{Limit: 1 << 30, MaxNodes: 1000}).Solve(context.Background(), g)
	if s.Status != GaveUp || !errors.Is(s.Err, ErrLimit) || s.Nodes > 1001 {
		t.Fatalf("node budget: %v %v after %d nodes", s.Status, s.Err, s.Nodes)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	s = (&Solver{Limit: 1 << 30}).Solve(ctx, g)
	if s.Status != GaveUp || !errors.Is(s.Err, ErrLimit) || !strings.Contains(s.Err.Error(), "gave up after") {
		t.Fatalf("cancelled: %v %v", s.Status, s.Err)
	}
	// An empty cell with no candidate is named.
	p, _ := parse81("12345678.........9...............................................................")
	s = Solve(gridOf9(t, &p.cells))
	if s.Status != None || !strings.Contains(s.Err.Error(), "r1c9 has no candidate left") {
		t.Fatalf("dead cell: %v %v", s.Status, s.Err)
	}
	// A digit with no place left in a house is named: 1 cannot go in row 1.
	p, _ = parse81("..2345678" + "1........" + "........." + "........." + "........." + "........." + "........." + "........." + "........1")
	s = Solve(gridOf9(t, &p.cells))
	if s.Status != None || !strings.Contains(s.Err.Error(), "row 1 has no place for 1") {
		t.Fatalf("dead digit: %v %v", s.Status, s.Err)
	}
	// Clashing givens are invalid.
	p, _ = parse81("11...............................................................................")
	if s = Solve(gridOf9(t, &p.cells)); s.Status != Invalid {
		t.Fatalf("clash: %v", s.Status)
	}
}

func TestCount9Allocs(t *testing.T) {
	p, _ := parse81("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........")
	var sol [81]uint8
	fast9.Count9(&p.cells, 2, &sol)
	if a := testing.AllocsPerRun(50, func() { fast9.Count9(&p.cells, 2, &sol) }); a != 0 {
		t.Errorf("Count9 allocates %v times per call", a)
	}
	var s fast9.Solver9
	if a := testing.AllocsPerRun(50, func() { s.Count(&p.cells, 2) }); a != 0 {
		t.Errorf("Solver9.Count allocates %v times per call", a)
	}
}

// TestCount9Concurrent runs Count9 from several goroutines (run with -race).
func TestCount9Concurrent(t *testing.T) {
	ps := readPuzzles9(t, filepath.Join("testdata", "solve9", "hard.txt"))
	want := make([][81]uint8, len(ps))
	for i := range ps {
		if fast9.Count9(&ps[i].cells, 2, &want[i]) != 1 {
			t.Fatalf("line %d: not unique", ps[i].line)
		}
	}
	var wg sync.WaitGroup
	errs := make(chan string, 4)
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := 0; k < 3; k++ {
				for i := range ps {
					var sol [81]uint8
					if fast9.Count9(&ps[i].cells, 2, &sol) != 1 || sol != want[i] {
						errs <- "line " + strconv.Itoa(ps[i].line) + ": different result"
						return
					}
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// FuzzSolve9 checks the fast solver on any grid against its low-level entry, the generic
// solver (when that finishes within a small budget) and, for nearly full grids, slowCount9.
func FuzzSolve9(f *testing.F) {
	for _, name := range []string{"counts.txt", "hard.txt"} {
		for _, p := range readPuzzles9(f, filepath.Join("testdata", "solve9", name)) {
			var b [81]byte
			for i, v := range p.cells {
				b[i] = '0' + v
			}
			f.Add(b[:])
		}
	}
	f.Add([]byte("12345678.........9..............................................................."))
	f.Add([]byte(".................................................................................."))
	f.Fuzz(func(t *testing.T, data []byte) {
		var p [81]uint8
		for i := 0; i < 81 && i < len(data); i++ {
			if c := data[i]; c >= '1' && c <= '9' {
				p[i] = c - '0'
			} else if c <= 9 {
				p[i] = c
			}
		}
		g := gridOf9(t, &p)
		s := (&Solver{MaxNodes: 20000, Limit: 3}).Solve(context.Background(), g)
		checkSolution9(t, g.Line(), &p, s, 3)
		if s.Status == Invalid != (Check(g) != nil) {
			t.Fatalf("%s: %v but Check says %v", g.Line(), s.Status, Check(g))
		}
		var low fast9.Solver9
		low.MaxNodes = 20000
		c := low.Count(&p, 3)
		if !low.Aborted && s.Status != GaveUp && s.Status != Invalid && c != s.Count {
			t.Fatalf("%s: Count %d, Solve %d", g.Line(), c, s.Count)
		}
		if c > 0 {
			if why := validSolution9(&p, &low.First); why != "" {
				t.Fatalf("%s: %s", g.Line(), why)
			}
		}
		// The generic solver, by other means, within a small budget.
		if s.Status != Invalid && !low.Aborted {
			gen := solveGeneric(context.Background(), g, 3, 5000)
			if gen.Status != GaveUp && gen.Count != c {
				t.Fatalf("%s: Count %d, generic solver %d (%v)", g.Line(), c, gen.Count, gen.Status)
			}
		}
		if g.Empty() >= 40 {
			return // slowCount9 is for nearly full grids only
		}
		if want, ok := slowCount9(p, 3, 200000); ok && !low.Aborted && c != want {
			t.Fatalf("%s: Count %d, slowCount9 %d", g.Line(), c, want)
		}
	})
}
