package main

import (
	"fmt"
	"testing"

	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// solutionOf solves the page's puzzle, so that a test can place right (and wrong) digits.
func solutionOf(t *testing.T, g gameState) []int {
	t.Helper()
	grid, err := sudoku.NewGrid(g.N)
	if err != nil {
		t.Fatal(err)
	}
	for i, d := range g.Givens {
		if d != 0 {
			grid.SetCell(i, d)
		}
	}
	s := sudoku.Solve(grid)
	if s.Status != sudoku.Unique {
		t.Fatalf("the page's puzzle is %v", s.Status)
	}
	out := make([]int, g.N*g.N)
	for i := range out {
		out[i] = s.Grid.Cell(i)
	}
	return out
}

func cellName(i, n int) string { return fmt.Sprintf("r%dc%d", i/n+1, i%n+1) }

// TestActivityTogether: two participants of one instance start a shared board from the
// choosers, place digits and notes that appear on the other's screen, see each other's
// selected cell, and undo their own moves.
func TestActivityTogether(t *testing.T) {
	t.Parallel()
	b := browser(t)
	f := discordtest.New(t)
	f.AddUser("u1", "Alice")
	f.AddUser("u2", "Bob")
	m := activityBot(t, f, nil)
	in := newInstance(f, "u1", "u2")
	alice := open(t, b, m.Addr("activity"), "u1", in)
	alice.waitJS(`document.querySelector('[data-action="new-coop"]')`, "the choosers")
	alice.click(`[data-size="4"]`)
	alice.click(`[data-action="new-coop"]`)
	alice.waitJS(`document.querySelectorAll('[data-cell]').length === 16`, "a 4×4 board")
	bob := open(t, b, m.Addr("activity"), "u2", in)
	bob.waitJS(`document.querySelectorAll('[data-cell]').length === 16`, "the shared board")
	g := alice.state()
	if !g.Together || bob.state().ID != g.ID {
		t.Fatalf("alice plays %s (together %v), bob %s: want one shared board", g.ID, g.Together, bob.state().ID)
	}
	sol := solutionOf(t, g)
	empty := -1
	for i, d := range g.Cells {
		if d == 0 {
			empty = i
			break
		}
	}
	c := cellName(empty, 4)
	alice.play(c, sol[empty])
	bob.waitCell(c, fmt.Sprint(sol[empty]))
	// Bob selects a cell: Alice sees his cursor there.
	bob.click(fmt.Sprintf(`[data-cell=%q]`, cellName(empty+1, 4)))
	alice.waitJS(fmt.Sprintf(`document.querySelector('[data-cell=%q]').classList.contains('other')`, cellName(empty+1, 4)), "Bob's cursor")
	// Alice undoes her digit: gone on both screens.
	alice.click(`[data-action="undo"]`)
	bob.waitCell(c, "")
	alice.waitCell(c, "")
}
