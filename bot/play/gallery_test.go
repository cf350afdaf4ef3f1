package play

import (
	"bytes"
	"context"
	"flag"
	"image"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/game"
	"github.com/sudokubot/sudokubot/render"
	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/explain"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// testHost is the bot as the board's tests see it: the real engine and wording, chat-sized
// pictures (bot/picture.go), no budget, no daily. Puzzles come from the tests themselves.
type testHost struct{}

// testNow is the clock of testHost; a test that reads it sets it.
var testNow = time.Unix(0, 0)

func (testHost) Now() time.Time { return testNow }
func (testHost) Admit(context.Context, string, chat.WorkClass) (func(), error) {
	return func() {}, nil
}
func (testHost) Budget(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithCancel(ctx)
}
func (testHost) GaveUp(what string) *chat.Error {
	return chat.Errorf(chat.Unavailable, "gave up %s", what)
}
func (testHost) Generate(ctx context.Context, opt logic.GenerateOptions) (sudoku.Grid, logic.Rating, error) {
	return logic.Generate(ctx, opt)
}
func (testHost) NextHint(ctx context.Context, g sudoku.Grid, opt logic.HintOptions) (logic.Hint, error) {
	return logic.NextHint(ctx, g, opt)
}
func (testHost) HintText(g sudoku.Grid, step technique.Step, rung int) string {
	return explain.HintText(g, step, rung)
}
func (testHost) ReadPuzzle(context.Context, chat.Request) (sudoku.Grid, error) {
	return sudoku.Grid{}, chat.Errorf(chat.Invalid, "no puzzles to read in the board's tests")
}
func (testHost) SolveUnique(context.Context, string, sudoku.Grid) (sudoku.Grid, *chat.Reply, error) {
	return sudoku.Grid{}, nil, chat.Errorf(chat.Invalid, "no puzzles to solve in the board's tests")
}
func (testHost) PictureOptions(theme string, n int) render.Options {
	t, err := render.ParseTheme(theme)
	if err != nil {
		t = render.Light
	}
	opt := render.Options{Theme: t, Labels: true}
	if n <= 9 {
		opt.CellSize = 56
	}
	return opt
}
func (testHost) EncodePNG(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	err := render.EncodePNG(&buf, img)
	return buf.Bytes(), err
}

var gallery = flag.String("gallery", "", "write the play board at each stage into this directory (../../docs/gallery from bot/play/)")

// TestPlayBoardStages plays the classic puzzle through the stages docs/play.md shows and
// draws the board at each: every picture must be a 9×9 board under 60 KB. With -gallery DIR
// the pictures are written there.
func TestPlayBoardStages(t *testing.T) {
	puzzle, _ := sudoku.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	solution, _ := sudoku.Parse("534678912672195348198342567859761423426853791713924856961537284287419635345286179")
	t0 := time.Date(2026, 11, 25, 18, 0, 0, 0, time.UTC)
	g, err := game.New("gallery", "alice", puzzle, solution, t0)
	if err != nil {
		t.Fatal(err)
	}
	g.Band = "custom"
	light := store.DefaultPlayerSettings("alice")
	dark := light
	dark.Theme, dark.Mistakes = "dark", true
	b := New(Config{Host: testHost{}, Sessions: session.New(session.Config{Host: testHost{}, Games: session.NewMemGames()})})
	var drawGame func(name string, g *game.Game, set store.PlayerSettings, v view)
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	draw := func(name string, set store.PlayerSettings, v view) {
		t.Helper()
		drawGame(name, g, set, v)
	}
	drawGame = func(name string, g *game.Game, set store.PlayerSettings, v view) {
		t.Helper()
		r, err := b.board(g, set, v)
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Rows) > chat.MaxRows {
			t.Errorf("%s: %d rows of controls", name, len(r.Rows))
		}
		data := r.Files[0].Data
		if g.N <= 9 && len(data) > 60<<10 {
			t.Errorf("%s: a 9×9 board is %d bytes, want under 60 KB", name, len(data))
		}
		t.Logf("%s: %d bytes", name, len(data))
		if *gallery != "" {
			must(os.WriteFile(filepath.Join(*gallery, name+".png"), data, 0o644))
		}
	}
	now := t0
	tick := func() time.Time { now = now.Add(20 * time.Second); testNow = now; return now }

	draw("play-1-new", light, view{})
	g.Select("alice", tick(), 2*9+4) // r3c5
	must(g.Press("alice", tick(), 4))
	moves, _ := game.ParseMoves("r1c3 4, r1c4 6, r2c2 7", 9)
	must(g.Apply("alice", tick(), moves...))
	draw("play-2-placed", light, view{})
	must(g.AutoFill("alice", tick()))
	g.Highlight("alice", tick(), 1)
	g.Select("alice", tick(), 4*9+4)
	draw("play-3-marks-highlight", light, view{})
	g.Highlight("alice", tick(), 0)
	g.Select("alice", tick(), 0*9+5) // r1c6
	must(g.Press("alice", tick(), 2))
	g.Check(tick())
	draw("play-4-check", light, view{note: "❌ Check: 1 digit is wrong, circled in red."})
	g.UndoStep(tick()) // undo puts back the pencil marks the wrong 2 removed
	v := view{}
	for range 2 {
		tick()
		must(b.playHint(context.Background(), "", g, &v))
	}
	draw("play-5-hint", light, v)
	draw("play-6-dark", dark, view{})
	var rest []game.Move
	for i := range g.Cells {
		if g.Cells[i] == 0 {
			rest = append(rest, game.Move{Kind: game.Place, Cell: i, Digit: solution.Cell(i)})
		}
	}
	must(g.Apply("alice", tick(), rest...))
	if !g.Finished {
		t.Fatal("the game is not finished")
	}
	draw("play-7-solved", light, view{})
	if line := session.ResultLine(g, "alice"); line != "🧩 <@alice> solved a 9×9 custom Sudoku in 4m 40s with 1 hint." {
		t.Errorf("result line %q", line)
	}

	// A co-op board: three members, each cursor in its colour, the automatic highlights of
	// the member who pressed last (alice).
	coop, err := game.New("coop", "alice", puzzle, solution, t0)
	if err != nil {
		t.Fatal(err)
	}
	coop.Band, coop.Together = "custom", true
	for k, m := range []struct {
		who  string
		cell int
	}{{"bob", 6*9 + 0}, {"carol", 4*9 + 7}, {"alice", 2*9 + 4}} {
		c := game.NoCursor
		c.Selected, c.Colour = m.cell, []int{1, 2, 0}[k]
		coop.Version++
		coop.SetCursor(m.who, tick(), c)
	}
	coop.TogglePencil("bob", tick())
	must(coop.Press("bob", tick(), 2))
	must(coop.Press("alice", tick(), 4))
	drawGame("play-8-coop", coop, light, view{viewer: "alice"})

	// Digit first: 4 in hand, every 4 tinted, the menu lists the cells it may go in.
	df := light
	df.DigitFirst = true
	first, err := game.New("digit-first", "alice", puzzle, solution, t0)
	if err != nil {
		t.Fatal(err)
	}
	first.Band = "custom"
	first.Brush = 4
	must(first.Apply("alice", tick(), game.Move{Kind: game.Place, Cell: 2, Digit: 4}))
	first.Selected = 2
	drawGame("play-9-digit-first", first, df, view{viewer: "alice"})

	// A 16×16 board with pencil marks, zoomed on the two box rows and columns around the
	// selection: readable at a phone's 400 px.
	p16, _, err := logic.Generate(context.Background(), logic.GenerateOptions{Size: 16, Band: logic.Beginner, Seed: 16})
	if err != nil {
		t.Fatal(err)
	}
	s16 := sudoku.Solve(p16)
	big, err := game.New("big", "alice", p16, s16.Grid, t0)
	if err != nil {
		t.Fatal(err)
	}
	big.Band = "beginner"
	must(big.AutoFill("alice", tick()))
	big.Select("alice", tick(), 6*16+10) // r7c11
	drawGame("play-10-zoom-16", big, light, view{viewer: "alice"})
}
