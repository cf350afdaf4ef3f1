package logic

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/explain"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
)

// TestMistakeBlamesTheWrongDigit: a wrong digit clashes with the player's correct one; the
// hint blames the wrong cell only (its row at level 1, the cell at level 2) and gives a
// reason at level 3.
func TestMistakeBlamesTheWrongDigit(t *testing.T) {
	ctx := context.Background()
	puzzle := mustParse(t, top1)
	var solver sudoku.Solver
	sol := solver.Solve(ctx, puzzle).Grid
	sh := board.ShapeOf(puzzle)
	cases := 0
	for a := 0; a < 81 && cases < 10; a++ {
		if puzzle.Cell(a) != 0 {
			continue
		}
		for _, b := range sh.Peers[a] {
			if puzzle.Cell(b) != 0 || sh.Row[b] == sh.Row[a] {
				continue
			}
			// the player's correct digit at b, and the same digit (wrong) at a
			cur := puzzle.Clone()
			cur.SetCell(b, sol.Cell(b))
			cur.SetCell(a, sol.Cell(b))
			h, err := NextHint(ctx, cur, HintOptions{Given: &puzzle})
			if err != nil || h.Status != HintMistakes {
				t.Fatalf("%v %+v", err, h)
			}
			for _, m := range h.Mistakes {
				if m.Cell == b {
					t.Fatalf("the correct %d at %s is blamed: %+v", sol.Cell(b), cur.CellName(b), h.Mistakes)
				}
			}
			if len(h.Mistakes) != 1 || h.Mistakes[0].Cell != a {
				t.Fatalf("mistakes %+v, want only %s", h.Mistakes, cur.CellName(a))
			}
			m := h.Mistakes[0]
			if got, want := explain.MistakeText(cur, m, 1), fmt.Sprintf("Something in row %d doesn't fit.", a/9+1); got != want {
				t.Errorf("level 1 %q, want %q", got, want)
			}
			if got := explain.MistakeText(cur, m, 2); !strings.HasPrefix(got, cur.CellName(a)+" can't be") {
				t.Errorf("level 2 %q", got)
			}
			if got := explain.MistakeText(cur, m, 3); got == explain.MistakeText(cur, m, 2) || len(got) < 20 {
				t.Errorf("level 3 gives no reason: %q", got)
			}
			cases++
			break
		}
	}
	if cases == 0 {
		t.Fatal("no case built")
	}
}

// TestMistakeWithoutGiven: without the original puzzle, a grid holding a wrong digit says
// it has a mistake and where it runs out of options, not "no unique solution"; with the
// puzzle, the wrong digit's reason says where it leads.
func TestMistakeWithoutGiven(t *testing.T) {
	ctx := context.Background()
	puzzle := mustParse(t, top1)
	var solver sudoku.Solver
	sol := solver.Solve(ctx, puzzle).Grid
	cands := sudoku.NewCandidates(puzzle)
	dead, reasons := 0, 0
	for a := 0; a < 81; a++ {
		for _, d := range cands.Digits(a) {
			if d == int(sol.Cell(a)) {
				continue
			}
			cur := puzzle.Clone()
			cur.SetCell(a, d)
			h, err := NextHint(ctx, cur, HintOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if h.Status == HintMistakes {
				m := h.Mistakes[0]
				if m.Kind != sudoku.MistakeContradiction || m.Dead == nil {
					t.Fatalf("%s=%d: %+v", cur.CellName(a), d, m)
				}
				l1, l2 := explain.MistakeText(cur, m, 1), explain.MistakeText(cur, m, 2)
				if !strings.Contains(l1, "mistake") || strings.Contains(l1, "exactly one solution") ||
					!(strings.Contains(l2, "no candidate left") || strings.Contains(l2, "no place left")) {
					t.Errorf("%s=%d: %q / %q", cur.CellName(a), d, l1, l2)
				}
				dead++
			}
			g2, err := NextHint(ctx, cur, HintOptions{Given: &puzzle})
			if err != nil || g2.Status != HintMistakes || len(g2.Mistakes) != 1 {
				t.Fatalf("%v %+v", err, g2)
			}
			if m := g2.Mistakes[0]; m.Dead != nil {
				why := explain.MistakeText(cur, m, 3)
				if !strings.Contains(why, "can't be") || !strings.Contains(why, "then ") {
					t.Errorf("level 3 reason %q", why)
				}
				reasons++
			}
		}
	}
	t.Logf("wrong digits: %d say where the grid runs out of options; %d get a reason from singles", dead, reasons)
	if dead == 0 || reasons == 0 {
		t.Errorf("dead ends %d, reasons %d; want some of each", dead, reasons)
	}
}
