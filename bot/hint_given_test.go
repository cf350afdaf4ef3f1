package bot

import (
	"context"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// TestHintGiven: /sudoku hint with the given option finds the player's non-clashing wrong
// digit first, and names it; a given the grid does not keep is refused.
func TestHintGiven(t *testing.T) {
	ctx := context.Background()
	b := New(Config{Surface: testSurface, Engine: SudokuEngine{}})
	puzzle, err := sudoku.Parse(classic)
	if err != nil {
		t.Fatal(err)
	}
	var solver sudoku.Solver
	sol := solver.Solve(ctx, puzzle).Grid
	cur := puzzle.Clone()
	cell := -1
	cands := sudoku.NewCandidates(puzzle)
	for i := 0; i < puzzle.Len() && cell < 0; i++ {
		for _, d := range cands.Digits(i) {
			if d != sol.Cell(i) {
				cur.SetCell(i, d)
				cell = i
				break
			}
		}
	}
	r, err := b.Handle(ctx, chat.Request{Command: CmdHint, Text: cur.Line(), Options: map[string]string{OptGiven: puzzle.Line()}})
	if err != nil || !strings.Contains(r.Text, "Fix these first") || !strings.Contains(r.Text, cur.CellName(cell)) {
		t.Fatalf("hint with given: %q, %v; want the mistake at %s", r.Text, err, cur.CellName(cell))
	}
	// Without it, the grid has no solution: the hint says there is a mistake.
	r, err = b.Handle(ctx, chat.Request{Command: CmdHint, Text: cur.Line()})
	if err != nil || !strings.Contains(strings.ToLower(r.Text), "mistake") || strings.Contains(r.Text, "exactly one solution") {
		t.Fatalf("hint without given: %q, %v", r.Text, err)
	}
	// A given that the grid changes is refused.
	other := puzzle.Clone()
	for i := 0; i < other.Len(); i++ {
		if puzzle.Cell(i) != 0 {
			other.SetCell(i, puzzle.Cell(i)%9+1)
			break
		}
	}
	if _, err := b.Handle(ctx, chat.Request{Command: CmdHint, Text: cur.Line(), Options: map[string]string{OptGiven: other.Line()}}); chat.ErrorCode(err) != chat.Invalid {
		t.Errorf("a given the grid does not keep: %v, want Invalid", err)
	}
}
