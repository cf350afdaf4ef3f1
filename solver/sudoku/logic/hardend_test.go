package logic

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/internal/sharedtest"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/advanced"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// isomorph returns a random equivalent of the 9×9 grid g: digits relabelled, bands and
// stacks permuted, rows and columns permuted inside them, possibly transposed.
func isomorph(g sudoku.Grid, rng *rand.Rand) sudoku.Grid {
	perm3 := func() [3]int {
		p := [3]int{0, 1, 2}
		rng.Shuffle(3, func(i, j int) { p[i], p[j] = p[j], p[i] })
		return p
	}
	var rows, cols [9]int
	bands, stacks := perm3(), perm3()
	for b := 0; b < 3; b++ {
		r, c := perm3(), perm3()
		for i := 0; i < 3; i++ {
			rows[b*3+i] = bands[b]*3 + r[i]
			cols[b*3+i] = stacks[b]*3 + c[i]
		}
	}
	digits := rng.Perm(9)
	transpose := rng.IntN(2) == 1
	src := g.Digits()
	out := make([]byte, 81)
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			sr, sc := rows[r], cols[c]
			if transpose {
				sr, sc = sc, sr
			}
			v := src[sr*9+sc]
			out[r*9+c] = '.'
			if v != 0 {
				out[r*9+c] = byte('1' + digits[v-1])
			}
		}
	}
	h, err := sudoku.Parse(string(out))
	if err != nil {
		panic(err)
	}
	return h
}

// isForcing reports whether t is a forcing chain or net (or the search fallback).
func isForcing(t technique.Technique) bool {
	return t == technique.ForcingChain || t == technique.DynamicForcingChain || t == technique.Contradiction ||
		t == technique.CellForcingChain || t == technique.HouseForcingChain
}

// TestHardEndFigures explains 40 random isomorphs of top1465 puzzles and prints the issue
// 13 figures: the share of puzzles needing a forcing chain or net, the median length of
// the chain steps (links), and the median CPU time of explain+rate (printed only: machine
// speed is never asserted). The official figure is seed 13; seed 7 is a second draw, to
// check that the techniques are not fitted to the first. HARDEND_TENTH=1 adds every 10th
// top1465 puzzle as it is (147 puzzles, about a minute), HARDEND_SEEDS=20 the share over
// twenty draws (about a minute), HARDEND_ALL=1 the share over all 1,465 puzzles (two).
func TestHardEndFigures(t *testing.T) {
	if testing.Short() || sharedtest.Race {
		t.Skip("explains 40 hard puzzles")
	}
	lines := sharedtest.Lines(t, "sudoku/9x9/puzzles3_magictour_top1465")
	for _, seed := range []uint64{13, 7} {
		t.Run(fmt.Sprintf("seed%d", seed), func(t *testing.T) {
			hardEndFigures(t, hardEndPuzzles(t, lines, seed, 40))
		})
	}
	if s := os.Getenv("HARDEND_SEEDS"); s != "" {
		t.Run("seeds", func(t *testing.T) { forcingShareBySeed(t, lines, s) })
	}
	if os.Getenv("HARDEND_ALL") != "" {
		t.Run("all", func(t *testing.T) {
			need := 0
			for _, l := range lines {
				g, err := sudoku.Parse(l[:81])
				if err != nil {
					t.Fatal(err)
				}
				if needsForcing(t, g) {
					need++
				}
			}
			t.Logf("every top1465 puzzle as it is: %d/%d need a forcing chain or net (%.1f%%)", need, len(lines), 100*float64(need)/float64(len(lines)))
		})
	}
	if os.Getenv("HARDEND_TENTH") != "" {
		t.Run("tenth", func(t *testing.T) {
			var grids []sudoku.Grid
			for i := 0; i < len(lines); i += 10 {
				g, err := sudoku.Parse(lines[i][:81])
				if err != nil {
					t.Fatal(err)
				}
				grids = append(grids, g)
			}
			hardEndFigures(t, grids)
		})
	}
}

// forcingShareBySeed draws 40 isomorphs with each seed from 1 to the number in seeds and
// logs how many need a forcing chain or net per draw, and over all draws.
func forcingShareBySeed(t *testing.T, lines []string, seeds string) {
	n, err := strconv.Atoi(seeds)
	if err != nil || n < 1 {
		t.Fatalf("HARDEND_SEEDS=%q: want a number of seeds", seeds)
	}
	total, over := 0, 0
	var per []string
	for seed := 1; seed <= n; seed++ {
		need := 0
		for _, g := range hardEndPuzzles(t, lines, uint64(seed), 40) {
			if needsForcing(t, g) {
				need++
			}
		}
		total += need
		if need*5 > 40 {
			over++
		}
		per = append(per, strconv.Itoa(need))
	}
	t.Logf("forcing chain or net needed, per draw of 40 (seeds 1-%d): %s", n, strings.Join(per, " "))
	t.Logf("all draws: %d/%d (%.1f%%); %d of %d draws over 20%%", total, 40*n, 100*float64(total)/float64(40*n), over, n)
}

// needsForcing reports whether the teaching path of g uses a forcing chain or net.
func needsForcing(t *testing.T, g sudoku.Grid) bool {
	steps, err := Explain(context.Background(), g)
	if err != nil {
		t.Fatalf("%s: %v", g.Line(), err)
	}
	for _, s := range steps {
		if isForcing(s.Technique) {
			return true
		}
	}
	return false
}

// hardEndPuzzles returns n random isomorphs of the puzzles of lines, drawn with seed.
func hardEndPuzzles(t *testing.T, lines []string, seed uint64, n int) []sudoku.Grid {
	rng := rand.New(rand.NewPCG(seed, 2026))
	var out []sudoku.Grid
	for i := 0; i < n; i++ {
		p := lines[rng.IntN(len(lines))]
		g, err := sudoku.Parse(p[:81])
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, isomorph(g, rng))
	}
	return out
}

// hardEndFigures explains grids and logs the hard-end figures (forcing-chain share, chain links, time).
func hardEndFigures(t *testing.T, grids []sudoku.Grid) {
	ctx := context.Background()
	forcing, chainSteps := 0, 0
	var links []int
	var times []time.Duration
	n := len(grids)
	for _, g := range grids {
		start := sharedtest.CPUTime()
		steps, err := Explain(ctx, g)
		if err != nil {
			t.Fatalf("%s: %v", g.Line(), err)
		}
		_ = RatePath(steps)
		times = append(times, sharedtest.CPUTime()-start)
		needs := false
		for _, s := range steps {
			if isForcing(s.Technique) {
				needs = true
			}
			if len(s.Links) > 0 || len(s.Implications) > 0 {
				chainSteps++
				links = append(links, advanced.StepLinks(&s))
			}
		}
		if needs {
			forcing++
		}
	}
	sort.Ints(links)
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	med := 0
	if len(links) > 0 {
		med = links[len(links)/2]
	}
	t.Logf("hard end: %d/%d puzzles need a forcing chain or net (%.0f%%); %d chain steps, median %d links; median explain+rate %v CPU",
		forcing, n, 100*float64(forcing)/float64(n), chainSteps, med, times[len(times)/2].Round(time.Millisecond/10))
	if forcing*5 > n || med > 8 {
		t.Logf("hard end: short of the aim (at most 20%% forcing, median chain at most 8 links)")
	}
}
