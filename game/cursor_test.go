package game_test

import (
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/game"
)

// TestCursorsPerMember: on a co-op board each member's selection, pencil mode and
// highlight are their own, presses land on the presser's cell, and moving a cursor stamps
// no cell (so it never makes another member's move out of date).
func TestCursorsPerMember(t *testing.T) {
	g := newGame(t)
	g.Together = true
	g.SelectRow("alice", t0, 2) // alice: row 3 (column 1)
	g.SelectCol("bob", t0, 5)   // bob: column 6 (row 1)
	g.TogglePencil("bob", t0)
	if a, b := g.CursorOf("alice"), g.CursorOf("bob"); a.Selected != cell(3, 1) || b.Selected != cell(1, 6) || a.Pencil || !b.Pencil {
		t.Fatalf("cursors: alice %+v, bob %+v", a, b)
	}
	for i := range g.Stamps {
		if g.ChangedSince(i, 1, "carol") {
			t.Fatalf("moving cursors stamped %s", g.CellName(i))
		}
	}
	must(t, g.Press("bob", t0, 2)) // a pencil mark in bob's r1c6, not in r3c6
	if g.Marks[cell(1, 6)] != 1<<1 || g.Cells[cell(3, 6)] != 0 {
		t.Errorf("bob's 2: r1c6 marks %b, r3c6 %d", g.Marks[cell(1, 6)], g.Cells[cell(3, 6)])
	}
	must(t, g.Press("alice", t0, 9)) // r3c1 holds 9 in the solution
	if g.Cells[cell(3, 1)] != 9 {
		t.Errorf("alice's 9 did not land in r3c1")
	}
	if got := g.CursorOf("carol"); got != game.NoCursor {
		t.Errorf("a newcomer's cursor = %+v, want none", got)
	}
	if !g.Played("alice") || !g.Played("bob") || g.Played("carol") {
		t.Errorf("Played: alice %v bob %v carol %v", g.Played("alice"), g.Played("bob"), g.Played("carol"))
	}

	// A private board keeps its owner's cursor in the game's own fields.
	p := newGame(t)
	p.Select("alice", t0, cell(2, 2))
	if p.Selected != cell(2, 2) || p.CursorOf("alice").Selected != cell(2, 2) || p.Cursors != nil {
		t.Errorf("private cursor: Selected %d, Cursors %v", p.Selected, p.Cursors)
	}
}

func TestNextEmpty(t *testing.T) {
	g := newGame(t)
	tests := []struct{ from, want int }{
		{-1, cell(1, 3)}, {cell(1, 3), cell(1, 4)}, {cell(1, 4), cell(1, 6)}, {cell(1, 9), cell(2, 2)}, {cell(9, 7), cell(1, 3)},
	}
	for _, tc := range tests {
		if got := g.NextEmpty(tc.from); got != tc.want {
			t.Errorf("NextEmpty(%d) = %d, want %s", tc.from, got, g.CellName(tc.want))
		}
	}
}

// TestMarkSharedOnce: a finished game's result is posted once.
func TestMarkSharedOnce(t *testing.T) {
	g := newGame(t)
	if g.MarkShared() {
		t.Fatalf("an unfinished game was shared")
	}
	var moves []game.Move
	for i := range 81 {
		if classic[i] == '.' {
			moves = append(moves, game.Move{Kind: game.Place, Cell: i, Digit: int(classicSolution[i] - '0')})
		}
	}
	must(t, g.Apply("alice", t0.Add(time.Minute), moves...))
	if !g.Finished || !g.MarkShared() || g.MarkShared() {
		t.Errorf("finished %v; the first share must pass and the second fail", g.Finished)
	}
}

// TestEraseTwoStages: Erase takes a digit back (its cell's marks under it show again),
// and only on a cell without a digit clears the marks.
func TestEraseTwoStages(t *testing.T) {
	g := newGame(t)
	must(t, g.AutoFill("alice", t0))
	marks := g.Marks[cell(1, 3)]
	g.Select("alice", t0, cell(1, 3))
	must(t, g.Press("alice", t0, 4))
	must(t, g.EraseSelected("alice", t0))
	if g.Cells[cell(1, 3)] != 0 || g.Marks[cell(1, 3)] != marks {
		t.Fatalf("the first erase: digit %d, marks %b; want none and %b", g.Cells[cell(1, 3)], g.Marks[cell(1, 3)], marks)
	}
	must(t, g.EraseSelected("alice", t0))
	if g.Marks[cell(1, 3)] != 0 {
		t.Errorf("the second erase left marks %b", g.Marks[cell(1, 3)])
	}
}
