package game_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/game"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

const (
	classic         = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	classicSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
)

var t0 = time.Date(2026, 11, 25, 18, 0, 0, 0, time.UTC)

func newGame(t *testing.T) *game.Game {
	t.Helper()
	p, err := sudoku.Parse(classic)
	if err != nil {
		t.Fatal(err)
	}
	s, err := sudoku.Parse(classicSolution)
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New("g1", "alice", p, s, t0)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func cell(r, c int) int { return (r-1)*9 + c - 1 }

func TestParseMoves(t *testing.T) {
	tests := []struct {
		in   string
		n    int
		want []game.Move
	}{
		{"r3c5 7", 9, []game.Move{{Kind: game.Place, Cell: cell(3, 5), Digit: 7, Text: "r3c5 7"}}},
		{"R3C5=7", 9, []game.Move{{Kind: game.Place, Cell: cell(3, 5), Digit: 7, Text: "R3C5=7"}}},
		{"r1c3:4, r1c4 6;r1c6=8", 9, []game.Move{
			{Kind: game.Place, Cell: cell(1, 3), Digit: 4, Text: "r1c3:4"},
			{Kind: game.Place, Cell: cell(1, 4), Digit: 6, Text: "r1c4 6"},
			{Kind: game.Place, Cell: cell(1, 6), Digit: 8, Text: "r1c6=8"}}},
		{"r1c3 4 r1c4 6", 9, []game.Move{
			{Kind: game.Place, Cell: cell(1, 3), Digit: 4, Text: "r1c3 4"},
			{Kind: game.Place, Cell: cell(1, 4), Digit: 6, Text: "r1c4 6"}}},
		{"p r2c3 148", 9, []game.Move{{Kind: game.Marks, Cell: cell(2, 3), Set: 1<<0 | 1<<3 | 1<<7, Text: "p r2c3 148"}}},
		{"P r2c3=27", 9, []game.Move{{Kind: game.Marks, Cell: cell(2, 3), Set: 1<<1 | 1<<6, Text: "P r2c3=27"}}},
		{"p r2c3 -", 9, []game.Move{{Kind: game.Marks, Cell: cell(2, 3), Text: "p r2c3 -"}}},
		{"x r3c5\nr3c5 .", 9, []game.Move{{Kind: game.Erase, Cell: cell(3, 5), Text: "x r3c5"}, {Kind: game.Place, Cell: cell(3, 5), Text: "r3c5 ."}}},
		{"r16c16 G, r1c1 12, p r1c2 9ab", 16, []game.Move{
			{Kind: game.Place, Cell: 255, Digit: 16, Text: "r16c16 G"},
			{Kind: game.Place, Cell: 0, Digit: 12, Text: "r1c1 12"},
			{Kind: game.Marks, Cell: 1, Set: 1<<8 | 1<<9 | 1<<10, Text: "p r1c2 9ab"}}},
	}
	for _, tc := range tests {
		got, err := game.ParseMoves(tc.in, tc.n)
		if err != nil {
			t.Errorf("ParseMoves(%q): %v", tc.in, err)
			continue
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("ParseMoves(%q) = %+v, want %+v", tc.in, got, tc.want)
		}
	}
}

func TestParseMovesErrors(t *testing.T) {
	tests := []struct {
		in, part, msg string
		n             int
	}{
		{"r0c5 7", "r0c5", "is off the board", 9},
		{"r3c5 12", "12", "is not a digit of a 9×9", 9},
		{"r3c5 A", "A", "is not a digit of a 9×9", 9},
		{"r3c5", "r3c5", "needs a digit", 9},
		{"hello", "hello", "is not a move", 9},
		{"p r2c3", "", "pencil marks need digits", 9},
		{"p r2c3 1x", "x", "is not a digit of a 9×9 (in the pencil marks)", 9},
		{"p r2c3 1é", "é", "is not a digit", 9},
		{"x", "x", "needs a cell", 9},
		{"x r1", "r1", "is not a cell", 9},
		{"r5c5 7, r10c1 1", "r10c1", "is off the board", 9},
		{"", "", "there are no moves", 9},
		{"r1c1 H", "H", "is not a digit of a 16×16", 16},
		{"r1c1 17", "17", "is not a digit of a 16×16", 16},
		// Words that start no move are quoted whole, up to the next move.
		{"3,5 4", "3,5 4", "like `r3c5 4` (row 3, column 5)", 9},
		{"r1c3 4, 3,5 4; r2c2 7", "3,5 4", "like `r3c5 4`", 9},
		{"a`[Free_Nitro](https://evil.example/x)`b r1c1 5", "a`[Free_Nitro](https://evil.example/x)`b", "is not a move", 9},
	}
	for _, tc := range tests {
		_, err := game.ParseMoves(tc.in, tc.n)
		var me *game.MoveError
		if !errors.As(err, &me) {
			t.Errorf("ParseMoves(%q) error %v, want a *MoveError", tc.in, err)
			continue
		}
		if me.Part != tc.part || !strings.Contains(me.Msg, tc.msg) {
			t.Errorf("ParseMoves(%q): part %q, %q; want %q and it to say %q", tc.in, me.Part, me.Msg, tc.part, tc.msg)
		}
		if !strings.HasPrefix(err.Error(), "game: move ") {
			t.Errorf("ParseMoves(%q): %q lacks the package prefix and position", tc.in, err)
		}
	}
}

func TestRepeated(t *testing.T) {
	moves, err := game.ParseMoves("r3c5 4 r3c5 5, r1c1 2, x r3c5, r1c1 3", 9)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := game.Repeated(moves), []int{cell(3, 5), cell(1, 1)}; !reflect.DeepEqual(got, want) {
		t.Errorf("Repeated = %v, want %v", got, want)
	}
}

func TestApply(t *testing.T) {
	g := newGame(t)
	moves, err := game.ParseMoves("p r1c3 124, p r2c3 12, r1c3 4", 9)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Apply("alice", t0.Add(time.Second), moves...); err != nil {
		t.Fatal(err)
	}
	if g.Cells[cell(1, 3)] != 4 {
		t.Errorf("r1c3 = %d, want 4", g.Cells[cell(1, 3)])
	}
	// Placing 4 removed it from the peers' marks: r2c3 kept 1 and 2.
	if g.Marks[cell(2, 3)] != 0b11 {
		t.Errorf("r2c3 marks = %b, want 11", g.Marks[cell(2, 3)])
	}
	if len(g.Undo) != 1 {
		t.Errorf("one typed list is %d undo steps, want 1", len(g.Undo))
	}
	// A given cannot change, and a failing list changes nothing.
	before := append([]uint8(nil), g.Cells...)
	moves, _ = game.ParseMoves("r1c4 6, r1c1 9", 9)
	err = g.Apply("alice", t0.Add(2*time.Second), moves...)
	var me *game.MoveError
	if !errors.As(err, &me) || me.Index != 2 || !strings.Contains(me.Msg, "a given cannot change") || me.Move != "r1c1 9" {
		t.Fatalf("changing a given: %v", err)
	}
	if !reflect.DeepEqual(before, g.Cells) {
		t.Errorf("a failed list changed the grid")
	}
	// Conflicts and wrong digits.
	if err := g.Apply("bob", t0.Add(3*time.Second), game.Move{Kind: game.Place, Cell: cell(1, 4), Digit: 5}); err != nil {
		t.Fatal(err)
	}
	if got := g.Conflicts(); !reflect.DeepEqual(got, []int{cell(1, 1), cell(1, 4), cell(2, 6)}) {
		t.Errorf("Conflicts = %v", got)
	}
	if got := g.WrongCells(); !reflect.DeepEqual(got, []int{cell(1, 4)}) {
		t.Errorf("WrongCells = %v", got)
	}
	if g.Mistakes != 1 {
		t.Errorf("Mistakes = %d, want 1", g.Mistakes)
	}
	if got := g.Credits(); !reflect.DeepEqual(got, map[string]int{"alice": 1}) {
		t.Errorf("Credits = %v", got)
	}
}

func TestUndoRedo(t *testing.T) {
	g := newGame(t)
	g.Select("alice", t0, cell(1, 3))
	steps := []func(){
		func() { must(t, g.Press("alice", t0, 4)) },
		func() {
			g.TogglePencil("alice", t0)
			g.Select("alice", t0, cell(1, 4))
			must(t, g.Press("alice", t0, 6))
			must(t, g.Press("alice", t0, 2))
		},
		func() { g.TogglePencil("alice", t0); must(t, g.Press("alice", t0, 6)) },
	}
	var snaps [][]uint8
	var marks [][]uint32
	for _, s := range steps {
		snaps = append(snaps, append([]uint8(nil), g.Cells...))
		marks = append(marks, append([]uint32(nil), g.Marks...))
		s()
	}
	if g.Cells[cell(1, 4)] != 6 || g.Marks[cell(1, 4)] != 1<<1|1<<5 { // the marks stay under the digit, for a take-back
		t.Fatalf("r1c4 = %d marks %b", g.Cells[cell(1, 4)], g.Marks[cell(1, 4)])
	}
	final := append([]uint8(nil), g.Cells...)
	undone := 0
	for g.UndoStep(t0) {
		undone++
	}
	if undone != 4 { // the pencil step was two presses
		t.Errorf("undid %d steps, want 4", undone)
	}
	if !reflect.DeepEqual(g.Cells, snaps[0]) || !reflect.DeepEqual(g.Marks, marks[0]) {
		t.Errorf("after undoing everything the grid or the marks differ")
	}
	for g.RedoStep(t0) {
	}
	if !reflect.DeepEqual(g.Cells, final) {
		t.Errorf("redo did not restore the grid")
	}
	// Pressing the digit a cell holds erases it.
	g.TogglePencil("alice", t0)
	g.Pencil = false
	g.Select("alice", t0, cell(1, 4))
	must(t, g.Press("alice", t0, 6))
	if g.Cells[cell(1, 4)] != 0 {
		t.Errorf("pressing the same digit again left %d", g.Cells[cell(1, 4)])
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func TestAutoFillCheckFinish(t *testing.T) {
	g := newGame(t)
	must(t, g.AutoFill("alice", t0))
	want := sudoku.NewCandidates(g.Grid())
	if !reflect.DeepEqual(g.Candidates().Mask, want.Mask) {
		t.Errorf("AutoFill marks differ from the candidates")
	}
	g.Select("alice", t0, cell(1, 3))
	must(t, g.Press("alice", t0, 1)) // wrong: the solution has 4
	if w := g.Check(t0); !reflect.DeepEqual(w, []int{cell(1, 3)}) || g.Checks != 1 || g.Wrong != 1 || !g.Reveal {
		t.Errorf("Check = %v, checks %d wrong %d reveal %v", w, g.Checks, g.Wrong, g.Reveal)
	}
	must(t, g.EraseSelected("alice", t0))
	if g.Reveal {
		t.Errorf("a change should hide the check's marks")
	}
	sol := classicSolution
	var moves []game.Move
	for i := range 81 {
		if g.Cells[i] == 0 {
			moves = append(moves, game.Move{Kind: game.Place, Cell: i, Digit: int(sol[i] - '0')})
		}
	}
	must(t, g.Apply("bob", t0.Add(time.Minute), moves...))
	if !g.Finished || !g.Solved() || !g.FinishedAt.Equal(t0.Add(time.Minute)) {
		t.Fatalf("finished %v solved %v at %v", g.Finished, g.Solved(), g.FinishedAt)
	}
	if err := g.Press("bob", t0, 1); !errors.Is(err, game.ErrFinished) && !errors.Is(err, game.ErrNoCell) {
		t.Errorf("a press after the finish: %v", err)
	}
	if c := g.Credits(); c["bob"] != 51 || c["alice"] != 0 {
		t.Errorf("Credits = %v", c)
	}
}

func TestActiveTime(t *testing.T) {
	g := newGame(t)
	at := []time.Duration{30 * time.Second, time.Minute, 20 * time.Minute, 20*time.Minute + 10*time.Second}
	for _, d := range at {
		g.Touch(t0.Add(d))
	}
	// 30 s + 30 s + (19 min idle: not counted) + 10 s
	if got, want := g.Elapsed(), 70*time.Second; got != want {
		t.Errorf("Elapsed = %v, want %v", got, want)
	}
}

func TestHintRung(t *testing.T) {
	g := newGame(t)
	for want := 1; want <= 5; want++ {
		if got := g.NextRung(t0); got != min(want, game.LadderTop) {
			t.Errorf("press %d: rung %d", want, got)
		}
	}
	g.Select("alice", t0, cell(1, 3))
	must(t, g.Press("alice", t0, 4))
	if got := g.NextRung(t0); got != 1 {
		t.Errorf("after a move the ladder restarts at 1, got %d", got)
	}
	// One hint per step: the five presses on the first step count once, the new step once.
	if g.Hints != 2 {
		t.Errorf("Hints = %d, want 2", g.Hints)
	}
}

func TestEncodeDecode(t *testing.T) {
	g := newGame(t)
	g.Together = true
	g.Select("alice", t0, cell(1, 3))
	must(t, g.Press("alice", t0.Add(time.Second), 4))
	must(t, g.AutoFill("bob", t0.Add(2*time.Second)))
	b, err := g.Encode()
	if err != nil {
		t.Fatal(err)
	}
	h, err := game.Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(g, h) {
		t.Errorf("Decode(Encode(g)) differs:\n%+v\n%+v", g, h)
	}
	if len(b) > 8<<10 {
		t.Errorf("an encoded 9×9 game is %d bytes", len(b))
	}
	for _, bad := range []string{`{`, `{"n":9,"br":3,"bc":3}`, `{"n":3}`} {
		if _, err := game.Decode([]byte(bad)); err == nil || !strings.HasPrefix(err.Error(), "game: decode") {
			t.Errorf("Decode(%s) = %v", bad, err)
		}
	}
}
