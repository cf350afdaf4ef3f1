package logic

import (
	"context"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/explain"
)

func TestNextHint(t *testing.T) {
	ctx := context.Background()
	g := mustParse(t, top1)
	h, err := NextHint(ctx, g, HintOptions{})
	if err != nil || h.Status != HintOK || h.Step == nil {
		t.Fatalf("hint: %v %+v", err, h)
	}
	if got := h.Step.String(); got != "Hidden Single: r9c3=7" {
		t.Errorf("first hint %q", got)
	}
	want := []string{"Look at box 7.", "Box 7 has a hidden single.", "", "Place 7 in r9c3."}
	for lvl, w := range want {
		if got := explain.HintText(g, *h.Step, lvl+1); w != "" && got != w {
			t.Errorf("level %d: %q, want %q", lvl+1, got, w)
		}
	}
	if l3 := explain.HintText(g, *h.Step, 3); !strings.Contains(l3, "Box 7") || strings.Contains(l3, "r9c3") {
		t.Errorf("level 3 (reasoning without the conclusion): %q", l3)
	}
	if full := explain.StepText(g, *h.Step); !strings.Contains(full, "r9c3 is 7") {
		t.Errorf("StepText: %q", full)
	}

	// A player's wrong digit and a clash are reported, givens never are.
	cur := g.Clone()
	sol := h.Solution
	wrong := 0
	for i := 0; i < cur.Len(); i++ {
		if cur.Cell(i) == 0 {
			wrong = i
			cur.SetCell(i, sol.Cell(i)%9+1)
			break
		}
	}
	h, err = NextHint(ctx, cur, HintOptions{Given: &g})
	if err != nil || h.Status != HintMistakes || len(h.Mistakes) != 1 || h.Mistakes[0].Cell != wrong {
		t.Fatalf("mistakes: %v %+v", err, h)
	}
	// Pencil marks that lost the solution digit are mistakes too.
	marks := sudoku.NewCandidates(g)
	i := strings.IndexByte(top1, '.')
	marks.Mask[i] &^= 1 << (sol.Cell(i) - 1)
	h, _ = NextHint(ctx, g, HintOptions{Marks: &marks})
	if h.Status != HintMistakes || h.Mistakes[0].Cell != i || h.Mistakes[0].Kind != sudoku.MistakeMarks {
		t.Errorf("marks mistake: %+v", h)
	}
	// No unique solution: a calm refusal.
	empty, _ := sudoku.NewGrid(9)
	if h, err := NextHint(ctx, empty, HintOptions{}); err != nil || h.Status != HintNoUniqueSolution {
		t.Errorf("empty grid: %v %+v", err, h)
	}
	// Solved grid.
	if h, err := NextHint(ctx, sol, HintOptions{Given: &g}); err != nil || h.Status != HintSolved {
		t.Errorf("solved: %v %+v", err, h)
	}
}

// TestConcurrentUse runs hints, ratings and generation from several goroutines (run with
// -race): the engine keeps no shared mutable state.
func TestConcurrentUse(t *testing.T) {
	g := mustParse(t, top1)
	done := make(chan error, 6)
	for w := 0; w < 6; w++ {
		go func(w int) {
			ctx := context.Background()
			var err error
			switch w % 3 {
			case 0:
				_, err = NextHint(ctx, g, HintOptions{})
			case 1:
				_, err = Rate(ctx, g)
			default:
				_, _, err = Generate(ctx, GenerateOptions{Band: Medium, Seed: uint64(w)})
			}
			done <- err
		}(w)
	}
	for w := 0; w < 6; w++ {
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
}
