package game_test

import (
	"errors"
	"reflect"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/game"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// TestTakeBackRestoresMarks: a placement's automatic pencil-mark removals come back when
// the digit is taken back, however it is taken back, except where another copy of the
// digit still rules the mark out.
func TestTakeBackRestoresMarks(t *testing.T) {
	takeBacks := []struct {
		name  string
		moves []game.Move
	}{
		{"place 0", []game.Move{{Kind: game.Place, Cell: cell(1, 3), Digit: 0}}},
		{"erase", []game.Move{{Kind: game.Erase, Cell: cell(1, 3)}}},
		{"another digit", []game.Move{{Kind: game.Place, Cell: cell(1, 3), Digit: 4}}},
	}
	for _, tc := range takeBacks {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t)
			must(t, g.AutoFill("alice", t0))
			before := append([]uint32(nil), g.Marks...)
			// A wrong 1 in r1c3 takes 1 out of its peers' marks (r1c8 among them)...
			must(t, g.Apply("alice", t0, game.Move{Kind: game.Place, Cell: cell(1, 3), Digit: 1}))
			if g.Marks[cell(1, 8)]&1 != 0 {
				t.Fatalf("r1c8 still has 1 after a 1 in r1c3")
			}
			// ... and taking it back puts 1 back everywhere it was.
			must(t, g.Apply("alice", t0, tc.moves...))
			want := append([]uint32(nil), before...)
			if tc.name == "another digit" { // the 4 now takes 4 out of the peers, 1 is back
				for _, p := range peersOf(cell(1, 3)) {
					if g.Cells[p] == 0 {
						want[p] &^= 1 << 3
					}
				}
			}
			for i := range want {
				if i != cell(1, 3) && g.Marks[i] != want[i] {
					t.Errorf("%s marks = %b, want %b", g.CellName(i), g.Marks[i], want[i])
				}
			}
		})
	}

	// A peer that another 1 rules out keeps its mark off.
	g := newGame(t)
	must(t, g.AutoFill("alice", t0))
	had := append([]uint32(nil), g.Marks...)
	must(t, g.Apply("alice", t0, game.Move{Kind: game.Place, Cell: cell(1, 3), Digit: 1})) // clears r1c8's 1
	must(t, g.Apply("alice", t0, game.Move{Kind: game.Place, Cell: cell(2, 8), Digit: 1})) // r2c8 also sees r1c8
	must(t, g.Apply("alice", t0, game.Move{Kind: game.Erase, Cell: cell(1, 3)}))
	blocked := map[int]bool{}
	for _, p := range peersOf(cell(2, 8)) {
		blocked[p] = true
	}
	back := 0
	for _, p := range peersOf(cell(1, 3)) {
		switch {
		case had[p]&1 == 0 || g.Cells[p] != 0:
		case blocked[p] && g.Marks[p]&1 != 0:
			t.Errorf("%s got 1 back although r2c8 holds a 1", g.CellName(p))
		case !blocked[p] && g.Marks[p]&1 == 0:
			t.Errorf("%s did not get its 1 back", g.CellName(p))
		case !blocked[p]:
			back++
		}
	}
	if back == 0 {
		t.Errorf("no peer of r1c3 was left to get its 1 back: the test proves nothing")
	}
}

func peersOf(i int) []int {
	var out []int
	r, c := i/9, i%9
	for j := 0; j < 81; j++ {
		rr, cc := j/9, j%9
		if j != i && (rr == r || cc == c || (rr/3 == r/3 && cc/3 == c/3)) {
			out = append(out, j)
		}
	}
	return out
}

// TestCreditFirstCorrectPlacer: the first member to place a cell's correct digit keeps the
// credit; retyping it, or placing it again after someone erased it, credits nobody else.
func TestCreditFirstCorrectPlacer(t *testing.T) {
	g := newGame(t)
	g.Together = true
	place := func(by string, i, d int) {
		t.Helper()
		must(t, g.Apply(by, t0, game.Move{Kind: game.Place, Cell: i, Digit: d}))
	}
	place("bob", cell(1, 3), 9)   // wrong: no credit
	place("alice", cell(1, 3), 4) // the first correct 4
	place("mallory", cell(1, 3), 4)
	must(t, g.Apply("mallory", t0, game.Move{Kind: game.Erase, Cell: cell(1, 3)}))
	place("mallory", cell(1, 3), 4)
	place("alice", cell(1, 4), 6)
	steps := len(g.Undo)
	if got, want := g.Credits(), map[string]int{"alice": 2}; !reflect.DeepEqual(got, want) {
		t.Errorf("Credits = %v, want %v", got, want)
	}
	if g.Authors[cell(1, 3)] != "mallory" {
		t.Errorf("r1c3's author = %q, want mallory (who placed the digit shown)", g.Authors[cell(1, 3)])
	}
	// Retyping a digit that is there already is not a step at all.
	place("mallory", cell(1, 4), 6)
	if len(g.Undo) != steps || g.Authors[cell(1, 4)] != "alice" {
		t.Errorf("retyping r1c4 6 made a step or changed its author to %q", g.Authors[cell(1, 4)])
	}
}

// TestUndoByMember: on a co-op board each member undoes their own last step, and cannot
// undo a step whose cells someone changed since.
func TestUndoByMember(t *testing.T) {
	g := newGame(t)
	g.Together = true
	must(t, g.Apply("alice", t0, game.Move{Kind: game.Place, Cell: cell(1, 3), Digit: 4}))
	must(t, g.Apply("bob", t0, game.Move{Kind: game.Place, Cell: cell(1, 4), Digit: 6}))
	must(t, g.UndoBy("alice", t0))
	if g.Cells[cell(1, 3)] != 0 || g.Cells[cell(1, 4)] != 6 {
		t.Fatalf("alice's undo: r1c3=%d r1c4=%d, want 0 and 6", g.Cells[cell(1, 3)], g.Cells[cell(1, 4)])
	}
	if err := g.UndoBy("alice", t0); !game.IsNothing(err) {
		t.Errorf("alice's second undo: %v, want nothing to undo", err)
	}
	// bob's redo stack is his own: alice redoes her step.
	must(t, g.RedoBy("alice", t0))
	if g.Cells[cell(1, 3)] != 4 {
		t.Errorf("alice's redo left r1c3=%d", g.Cells[cell(1, 3)])
	}
	// carol overwrites bob's cell: bob's undo would undo carol's move, so it is refused.
	must(t, g.Apply("carol", t0, game.Move{Kind: game.Place, Cell: cell(1, 4), Digit: 2}))
	if err := g.UndoBy("bob", t0); !errors.Is(err, game.ErrChangedSince) {
		t.Errorf("bob's undo after carol changed his cell: %v, want ErrChangedSince", err)
	}
	if g.Cells[cell(1, 4)] != 2 {
		t.Errorf("r1c4 = %d after a refused undo, want 2", g.Cells[cell(1, 4)])
	}
}

// TestChangedSince: the stamps say which cells changed after a version, so that a move
// made on an old board is refused only where it would overwrite an unseen change.
func TestChangedSince(t *testing.T) {
	g := newGame(t) // version 1
	must(t, g.Apply("alice", t0, game.Move{Kind: game.Place, Cell: cell(1, 3), Digit: 4}))
	g.Version++ // saved as 2
	must(t, g.Apply("bob", t0, game.Move{Kind: game.Toggle, Cell: cell(2, 3), Digit: 1}))
	g.Version++ // saved as 3
	tests := []struct {
		cell int
		seen int64
		by   string
		want bool
	}{
		{cell(1, 3), 1, "carol", true}, {cell(1, 3), 2, "carol", false}, {cell(2, 3), 2, "carol", true},
		{cell(2, 3), 3, "carol", false}, {cell(9, 1), 1, "carol", false},
		{cell(1, 3), 1, "alice", false}, // her own change, made before her board caught up
		{cell(2, 3), 1, "alice", true},
	}
	for _, tc := range tests {
		if got := g.ChangedSince(tc.cell, tc.seen, tc.by); got != tc.want {
			t.Errorf("ChangedSince(%s, %d, %s) = %v, want %v", g.CellName(tc.cell), tc.seen, tc.by, got, tc.want)
		}
	}
	must(t, g.UndoBy("alice", t0))
	if !g.ChangedSince(cell(1, 3), 3, "bob") {
		t.Errorf("an undo does not stamp its cells")
	}
}

// TestDecodeOldGame: a game saved before credits and stamps were kept decodes with its
// correct digits credited to their authors.
func TestDecodeOldGame(t *testing.T) {
	g := newGame(t)
	must(t, g.Apply("alice", t0, game.Move{Kind: game.Place, Cell: cell(1, 3), Digit: 4}, game.Move{Kind: game.Place, Cell: cell(1, 4), Digit: 5}))
	g.Credit, g.Stamps = nil, nil
	data, err := g.Encode()
	if err != nil {
		t.Fatal(err)
	}
	h, err := game.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := h.Credits(), map[string]int{"alice": 1}; !reflect.DeepEqual(got, want) {
		t.Errorf("Credits = %v, want %v", got, want)
	}
	if len(h.Stamps) != 81 {
		t.Errorf("%d stamps, want 81", len(h.Stamps))
	}
}

var fuzzPuzzle, fuzzSolution = mustParse(classic), mustParse(classicSolution)

func mustParse(s string) sudoku.Grid {
	g, err := sudoku.Parse(s)
	if err != nil {
		panic(err)
	}
	return g
}

// FuzzTogether plays random moves of three members and checks the invariants: a member's
// undo or redo either restores exactly its step's cells or changes nothing; without such
// undos, undoing every step in turn gives the start back; a place then its take-back on
// consistent marks changes no mark; and the game survives Encode and Decode unchanged.
func FuzzTogether(f *testing.F) {
	f.Add([]byte{0, 3, 4, 1, 5, 6, 2, 12, 1, 3, 0, 0})
	f.Fuzz(func(t *testing.T, ops []byte) {
		if len(ops) > 300 { // a hundred moves: enough to mix every kind with the others
			return
		}
		g, err := game.New("fuzz", "a", fuzzPuzzle, fuzzSolution, t0)
		if err != nil {
			t.Fatal(err)
		}
		g.Together = true
		start := append([]uint8(nil), g.Cells...)
		startMarks := append([]uint32(nil), g.Marks...)
		who := []string{"a", "b", "c"}
		mixed := false // a member's undo or redo ran: the history is no longer one line
		for k := 0; k+2 < len(ops); k += 3 {
			by, i, d := who[int(ops[k])%3], int(ops[k+1])%81, int(ops[k+2])%10
			switch ops[k] / 3 % 6 {
			case 0:
				_ = g.Apply(by, t0, game.Move{Kind: game.Place, Cell: i, Digit: d})
			case 1:
				_ = g.Apply(by, t0, game.Move{Kind: game.Erase, Cell: i})
			case 2:
				if d > 0 {
					_ = g.Apply(by, t0, game.Move{Kind: game.Toggle, Cell: i, Digit: d})
				}
			case 3, 4:
				undo := ops[k]/3%6 == 3
				stack, do := g.Redo, g.RedoBy
				if undo {
					stack, do = g.Undo, g.UndoBy
				}
				cells, marks := append([]uint8(nil), g.Cells...), append([]uint32(nil), g.Marks...)
				var s game.Step
				for j := len(stack) - 1; j >= 0; j-- {
					if stack[j].By == by {
						s = stack[j]
						break
					}
				}
				if err := do(by, t0); err != nil {
					if !reflect.DeepEqual(cells, g.Cells) || !reflect.DeepEqual(marks, g.Marks) {
						t.Fatalf("a refused undo or redo changed the grid: %v", err)
					}
					break
				}
				mixed = true
				for _, c := range s.Changes {
					cells[c.Cell], marks[c.Cell] = c.NewDigit, c.NewMarks
					if undo {
						cells[c.Cell], marks[c.Cell] = c.Digit, c.Marks
					}
				}
				if !reflect.DeepEqual(cells, g.Cells) || !reflect.DeepEqual(marks, g.Marks) {
					t.Fatalf("%s's undo or redo changed more than its step", by)
				}
			case 5:
				_ = g.AutoFill(by, t0)
				if g.Finished || g.Givens[i] != 0 || g.Cells[i] != 0 || d == 0 {
					break
				}
				marks := append([]uint32(nil), g.Marks...)
				_ = g.Apply(by, t0, game.Move{Kind: game.Place, Cell: i, Digit: d})
				if g.Finished {
					break
				}
				_ = g.Apply(by, t0, game.Move{Kind: game.Place, Cell: i})
				if !reflect.DeepEqual(marks, g.Marks) {
					t.Fatalf("placing %d in %s and taking it back changed the marks", d, g.CellName(i))
				}
			}
			g.Version++
		}
		data, err := g.Encode()
		if err != nil {
			t.Fatal(err)
		}
		h, err := game.Decode(data)
		if err != nil {
			t.Fatalf("Decode(Encode(g)): %v", err)
		}
		h.Version = g.Version
		if !reflect.DeepEqual(g, h) {
			gv, hv := reflect.ValueOf(*g), reflect.ValueOf(*h)
			for k := 0; k < gv.NumField(); k++ {
				if !reflect.DeepEqual(gv.Field(k).Interface(), hv.Field(k).Interface()) {
					t.Errorf("%s = %v after Encode and Decode, want %v", gv.Type().Field(k).Name, hv.Field(k).Interface(), gv.Field(k).Interface())
				}
			}
			t.FailNow()
		}
		if g.Finished || mixed {
			return
		}
		for g.UndoStep(t0.Add(time.Second)) {
		}
		if !reflect.DeepEqual(g.Cells, start) || !reflect.DeepEqual(g.Marks, startMarks) {
			t.Fatalf("undoing every step did not give the start back")
		}
	})
}
