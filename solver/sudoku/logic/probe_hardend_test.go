package logic

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/internal/sharedtest"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/advanced"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/find"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// probeFinders are the candidate techniques TestHardEndProbe tries where the path falls to
// a forcing chain.
var probeFinders = []struct {
	name string
	fn   func(b *board.Board, out []technique.Step) []technique.Step
}{
	{"kraken links 20", advanced.KrakenLimits{Links: 20, Fins: 5, Als: 4}.Find},
	{"kraken fins 8", advanced.KrakenLimits{Links: 16, Fins: 8, Als: 4}.Find},
	{"kraken als 5", advanced.KrakenLimits{Links: 16, Fins: 5, Als: 5}.Find},
	{"kraken franken", advanced.KrakenLimits{Links: 16, Fins: 5, Als: 4, Franken: true}.Find},
	{"aic+als", func(b *board.Board, out []technique.Step) []technique.Step {
		return advanced.FindAICsWith(b, out, true)
	}},
	{"templates", advanced.FindTemplates},
	{"franken", find.Of(technique.FrankenFish).Find},
}

// TestHardEndProbe (HARDEND_PROBE=1) prints, for each isomorph whose path needs a forcing
// chain, which candidate techniques find something at the first stuck position, and how
// many puzzles would still need one with each candidate on the path.
func TestHardEndProbe(t *testing.T) {
	if os.Getenv("HARDEND_PROBE") == "" {
		t.Skip("set HARDEND_PROBE=1")
	}
	seed := uint64(13)
	if s := os.Getenv("HARDEND_SEED"); s != "" {
		fmt.Sscan(s, &seed)
	}
	grids := hardEndPuzzles(t, sharedtest.Lines(t, "sudoku/9x9/puzzles3_magictour_top1465"), seed, 40)
	ctx := context.Background()
	var stuck []sudoku.Grid
	for _, g := range grids {
		steps, err := Explain(ctx, g)
		if err != nil {
			t.Fatal(err)
		}
		b := board.New(g)
		for i, s := range steps {
			if isForcing(s.Technique) {
				nf := 0
				for _, o := range steps[i:] {
					if isForcing(o.Technique) {
						nf++
					}
				}
				var sb strings.Builder
				fmt.Fprintf(&sb, "%s step %d: %s (%d links), %d forcing steps; ", g.Line(), i, s.Technique, s.LinkCount(), nf)
				for _, pf := range probeFinders {
					found := pf.fn(b, nil)
					minL := 1 << 30
					for _, f := range found {
						minL = min(minL, f.LinkCount())
					}
					fmt.Fprintf(&sb, "%s %d (min links %d) ", pf.name, len(found), minL)
				}
				t.Log(sb.String())
				stuck = append(stuck, g)
				break
			}
			b.Apply(&s)
		}
	}
	saved := find.Path
	defer func() { find.Path = saved }()
	for _, pf := range probeFinders {
		if os.Getenv("HARDEND_ONLY") != "" && os.Getenv("HARDEND_ONLY") != pf.name {
			continue
		}
		find.Path = append(slices.Clone(saved), find.Finder{Tech: technique.TemplateDelete, Find: pf.fn})
		still := 0
		for _, g := range stuck {
			steps, err := Explain(ctx, g)
			if err != nil {
				t.Fatal(err)
			}
			nf, first := 0, -1
			for i, s := range steps {
				if isForcing(s.Technique) {
					if first < 0 {
						first = i
					}
					nf++
				}
			}
			if nf > 0 {
				still++
			}
			var used []string
			for _, s := range steps {
				if s.Technique >= technique.FrankenFish {
					used = append(used, s.Technique.String())
				}
			}
			t.Logf("  %s: %d forcing steps, first at %d; %v", pf.name, nf, first, used)
		}
		t.Logf("with %s on the path: %d/%d still need a forcing chain", pf.name, still, len(stuck))
	}
}

// TestHardEndCost (HARDEND_PROBE=1) times the teaching path (Explain + RatePath, CPU) of the
// seed-13 isomorphs with and without the Kraken fish finder, interleaved so that both see
// the same load, and prints both medians.
func TestHardEndCost(t *testing.T) {
	if os.Getenv("HARDEND_PROBE") == "" {
		t.Skip("set HARDEND_PROBE=1")
	}
	grids := hardEndPuzzles(t, sharedtest.Lines(t, "sudoku/9x9/puzzles3_magictour_top1465"), 13, 40)
	with := find.Path
	without := slices.DeleteFunc(slices.Clone(find.Path), func(f find.Finder) bool { return f.Tech == technique.KrakenFish })
	defer func() { find.Path = with }()
	ctx := context.Background()
	var tw, to []time.Duration
	for round := 0; round < 3; round++ {
		for _, g := range grids {
			for _, fs := range [][]find.Finder{with, without} {
				find.Path = fs
				start := sharedtest.CPUTime()
				steps, err := Explain(ctx, g)
				if err != nil {
					t.Fatal(err)
				}
				_ = RatePath(steps)
				d := sharedtest.CPUTime() - start
				if len(fs) == len(with) {
					tw = append(tw, d)
				} else {
					to = append(to, d)
				}
			}
		}
	}
	med := func(ds []time.Duration) time.Duration {
		slices.Sort(ds)
		return ds[len(ds)/2].Round(time.Millisecond / 10)
	}
	t.Logf("median explain+rate CPU over 3 rounds of 40: with Kraken %v, without %v", med(tw), med(to))
}
