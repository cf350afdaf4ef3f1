package session_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/bot/session/sessiontest"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/game"
	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

const (
	classic         = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	classicSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
)

var t0 = time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)

// host is the bot as the tests' sessions see it: the real engine, a fixed clock.
var host = sessiontest.Host{Clock: func() time.Time { return t0 }}

// published records what a session published.
type published struct {
	mu   sync.Mutex
	seen []string
}

func (p *published) Publish(_ context.Context, g *game.Game) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.seen = append(p.seen, fmt.Sprintf("%s@%d", g.ID, g.Version))
}

// dailyHook records the changes the puzzle of the day was told of.
type dailyHook struct{ calls []session.Counts }

func (d *dailyHook) Pressed(_ context.Context, _ session.Player, g *game.Game, before session.Counts) string {
	d.calls = append(d.calls, before)
	return fmt.Sprintf("daily: %d hints before, %d now", before.Hints, g.Hints)
}

func (d *dailyHook) Result(context.Context, session.Player, *game.Game) (string, string) {
	return "finish", "share"
}

// racer is a store.Games that lets another writer save first the first n times.
type racer struct {
	store.Games
	n int
}

func (r *racer) SaveGame(ctx context.Context, rec store.GameRecord) error {
	if r.n > 0 && rec.Version > 1 {
		r.n--
		other, err := r.Games.GetGame(ctx, rec.ID)
		if err != nil {
			return err
		}
		g, _ := game.Decode(other.Data)
		g.Version = other.Version + 1
		_ = g.Apply("someone", t0, game.Move{Kind: game.Toggle, Cell: 80 - r.n, Digit: 1})
		other.Version, other.Data = g.Version, mustEncode(g)
		if err := r.Games.SaveGame(ctx, other); err != nil {
			return err
		}
	}
	return r.Games.SaveGame(ctx, rec)
}

func mustEncode(g *game.Game) []byte {
	b, err := g.Encode()
	if err != nil {
		panic(err)
	}
	return b
}

func newGame(t *testing.T, owner string) *game.Game {
	t.Helper()
	p, _ := sudoku.Parse(classic)
	s, _ := sudoku.Parse(classicSolution)
	g, err := game.New(session.NewID(), owner, p, s, t0)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestUpdate(t *testing.T) {
	ctx := context.Background()
	alice := session.Player{User: "alice", Guild: "g", Channel: "c"}
	place := func(cell, d int) func(g *game.Game) (bool, error) {
		return func(g *game.Game) (bool, error) {
			return true, g.Apply("alice", t0, game.Move{Kind: game.Place, Cell: cell, Digit: d})
		}
	}
	tests := []struct {
		name        string
		races       int
		together    bool
		kind        string
		player      session.Player
		change      func(g *game.Game) (bool, error)
		wantErr     error
		wantVersion int64 // the saved version, 0 when nothing is saved
		wantRuns    int
		wantDaily   bool
	}{
		{name: "a move is saved and published", player: alice, change: place(2, 4), wantVersion: 2, wantRuns: 1},
		{name: "nothing changed, nothing saved", player: alice, change: func(*game.Game) (bool, error) { return false, nil }, wantRuns: 1},
		{name: "a lost race runs the change again on fresh state", races: 2, player: alice, change: place(2, 4), wantVersion: 4, wantRuns: 3},
		{name: "always losing says busy", races: 99, player: alice, change: place(2, 4), wantErr: session.ErrBusy, wantRuns: 6},
		{name: "someone else's private game", player: session.Player{User: "bob"}, change: place(2, 4), wantErr: session.ErrNotYours},
		{name: "anyone on a co-op board", together: true, player: session.Player{User: "bob"}, change: place(2, 4), wantVersion: 2, wantRuns: 1},
		{name: "the change's own error", player: alice, change: func(*game.Game) (bool, error) { return false, errors.New("no") }, wantErr: errors.New("no"), wantRuns: 1},
		{name: "a daily game tells the daily", kind: session.KindDaily, player: alice, change: place(2, 4), wantVersion: 2, wantRuns: 1, wantDaily: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			games := &racer{Games: session.NewMemGames(), n: tc.races}
			pub, daily := &published{}, &dailyHook{}
			s := session.New(session.Config{Host: host, Games: games, Publish: pub, Daily: daily})
			g := newGame(t, "alice")
			g.Together = tc.together
			g.Kind = tc.kind
			if err := s.Create(ctx, g, alice); err != nil {
				t.Fatal(err)
			}
			runs := 0
			out, err := s.Update(ctx, g.ID, tc.player, func(g *game.Game) (bool, error) {
				runs++
				return tc.change(g)
			})
			if (err == nil) != (tc.wantErr == nil) || (err != nil && err.Error() != tc.wantErr.Error()) {
				t.Fatalf("Update: %v, want %v", err, tc.wantErr)
			}
			if runs != tc.wantRuns {
				t.Errorf("the change ran %d times, want %d", runs, tc.wantRuns)
			}
			if out.Saved != (tc.wantVersion != 0) || (out.Saved && out.Game.Version != tc.wantVersion) {
				t.Errorf("saved %v at version %d, want version %d", out.Saved, out.Game.Version, tc.wantVersion)
			}
			if tc.wantVersion != 0 {
				rec, err := games.GetGame(ctx, g.ID)
				if err != nil || rec.Version != tc.wantVersion || rec.GuildID != "g" || rec.Channel != "c" {
					t.Errorf("stored %+v, %v; want version %d in g/c", rec, err, tc.wantVersion)
				}
				if last := pub.seen[len(pub.seen)-1]; last != fmt.Sprintf("%s@%d", g.ID, tc.wantVersion) {
					t.Errorf("last published %s, want version %d", last, tc.wantVersion)
				}
			}
			if got := len(daily.calls) > 0; got != tc.wantDaily || (got && out.Daily == "") {
				t.Errorf("daily told %d times (line %q), want told: %v", len(daily.calls), out.Daily, tc.wantDaily)
			}
		})
	}
}

func TestHintLadderAndApply(t *testing.T) {
	ctx := context.Background()
	s := session.New(session.Config{Host: host, Games: session.NewMemGames()})
	g := newGame(t, "alice")
	var last session.Hint
	for rung := 1; rung <= game.LadderTop; rung++ {
		if ok, err := s.ApplyHint(ctx, "alice", g); ok || err != nil {
			t.Fatalf("ApplyHint below the top rung = %v, %v; want false", ok, err)
		}
		h, err := s.Hint(ctx, "alice", g)
		if err != nil {
			t.Fatal(err)
		}
		if h.Rung != rung || h.Step == nil || h.Text == "" {
			t.Fatalf("hint %d: rung %d, step %v, text %q", rung, h.Rung, h.Step, h.Text)
		}
		last = h
	}
	left := g.Left()
	ok, err := s.ApplyHint(ctx, "alice", g)
	if !ok || err != nil {
		t.Fatalf("ApplyHint at the top rung = %v, %v", ok, err)
	}
	for _, p := range last.Step.Placements {
		if int(g.Cells[p.Cell]) != p.Digit {
			t.Errorf("%s = %d after Apply, want %d", g.CellName(p.Cell), g.Cells[p.Cell], p.Digit)
		}
	}
	if g.Left() != left-len(last.Step.Placements) || g.Hints != 1 {
		t.Errorf("after Apply: %d left (want %d), %d hints (want 1: one step, its rungs and Apply count once)", g.Left(), left-len(last.Step.Placements), g.Hints)
	}
	// A wrong digit comes first, with why.
	if err := g.Apply("alice", t0, game.Move{Kind: game.Place, Cell: 2, Digit: 1}); err != nil {
		t.Fatal(err)
	}
	h, err := s.Hint(ctx, "alice", g)
	if err != nil || len(h.Mistakes) == 0 || len(h.Why) != len(h.Mistakes) || h.Step != nil {
		t.Fatalf("hint on a wrong digit = %+v, %v", h, err)
	}
}

// countingHost is host counting the puzzles it generates.
type countingHost struct {
	sessiontest.Host
	generated int
}

func (h *countingHost) Generate(ctx context.Context, opt logic.GenerateOptions) (sudoku.Grid, logic.Rating, error) {
	h.generated++
	return h.Host.Generate(ctx, opt)
}

// TestUpdateBurst: twenty members placing on twenty distinct cells of one co-op board at
// once all get their move played, however the saves race.
func TestUpdateBurst(t *testing.T) {
	ctx := context.Background()
	s := session.New(session.Config{Host: host, Games: session.NewMemGames()})
	g := newGame(t, "alice")
	g.Together = true
	if err := s.Create(ctx, g, session.Player{User: "alice"}); err != nil {
		t.Fatal(err)
	}
	var cells []int
	for i := range g.Cells {
		if g.Cells[i] == 0 && len(cells) < 20 {
			cells = append(cells, i)
		}
	}
	var wg sync.WaitGroup
	errs := make(chan error, len(cells))
	for k, c := range cells {
		wg.Go(func() {
			member := fmt.Sprintf("m%02d", k)
			_, err := s.Update(ctx, g.ID, session.Player{User: member}, func(g *game.Game) (bool, error) {
				return true, g.Apply(member, t0, game.Move{Kind: game.Place, Cell: c, Digit: int(classicSolution[c] - '0')})
			})
			errs <- err
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Errorf("a member's move: %v", err)
		}
	}
	final, _, err := s.Load(ctx, g.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got := len(final.Credits()); got != len(cells) {
		t.Errorf("%d members credited, want %d", got, len(cells))
	}
}

func TestStepMoves(t *testing.T) {
	g := newGame(t, "alice")
	g.Marks[3] = 1<<0 | 1<<1 | 1<<5 // r1c4 has marks 1 2 6
	step := technique.Step{Placements: []technique.Candidate{{Cell: 2, Digit: 4}, {Cell: 0, Digit: 5}},
		Eliminations: []technique.Candidate{{Cell: 3, Digit: 2}, {Cell: 3, Digit: 6}, {Cell: 5, Digit: 2}}}
	moves := session.StepMoves(g, step)
	cand := sudoku.NewCandidates(g.Grid())
	want := []game.Move{
		{Kind: game.Place, Cell: 2, Digit: 4}, // r1c1 holds a given 5: no move
		{Kind: game.Marks, Cell: 3, Set: 1 << 0},
		{Kind: game.Marks, Cell: 5, Set: cand.Mask[5] &^ (1 << 1)}, // no marks: from the candidates
	}
	if fmt.Sprint(moves) != fmt.Sprint(want) {
		t.Errorf("StepMoves = %+v, want %+v", moves, want)
	}
}

func TestNewGameRefusals(t *testing.T) {
	s := session.New(session.Config{Host: host, Games: session.NewMemGames()})
	for _, tc := range []struct{ band, size, want string }{
		{"legendary", "", "I do not know the band"},
		{"", "7", "I make puzzles of size"},
		{"", "25", "I make puzzles of size"},
		{"", "9x", "I make puzzles of size"},
		{"easy", "4", "A 4×4 puzzle is never easy: 4×4 puzzles are all beginner."},
		{"expert", "4", "A 4×4 puzzle is never expert: 4×4 puzzles are all beginner."},
	} {
		// A refusal comes at once: no puzzle is generated (the host counts generations).
		h := &countingHost{Host: host}
		s := session.New(session.Config{Host: h, Games: session.NewMemGames()})
		_, err := s.NewGame(context.Background(), "alice", tc.band, tc.size)
		if chat.ErrorCode(err) != chat.Invalid || !strings.Contains(chat.ErrorMessage(err, ""), tc.want) || h.generated != 0 {
			t.Errorf("NewGame(%q, %q): %v after %d generations, want Invalid %q at once", tc.band, tc.size, err, h.generated, tc.want)
		}
	}
	// A size's default band is one it has: 4×4 is beginner.
	small, err := s.NewGame(context.Background(), "alice", "", "4")
	if err != nil || small.N != 4 || small.Band != "beginner" {
		t.Errorf("NewGame(\"\", 4) = %+v, %v; want a beginner 4×4", small, err)
	}
	g, err := s.NewGame(context.Background(), "alice", "hard", "6")
	if err != nil || g.N != 6 || g.Band != "hard" || g.Kind != session.KindPlay {
		t.Errorf("NewGame(hard, 6) = %+v, %v", g, err)
	}
	if g, err = s.NewGame(context.Background(), "alice", "", "4"); err != nil || g.Band != "beginner" {
		t.Errorf("NewGame(default band, 4) = %+v, %v; want a beginner 4×4", g, err)
	}
}

// TestUpdateTakesTurns: changes made at once to one game in one process take turns: none
// loses a race, every one is saved.
func TestUpdateTakesTurns(t *testing.T) {
	ctx := context.Background()
	s := session.New(session.Config{Host: host, Games: session.NewMemGames()})
	g := newGame(t, "alice")
	g.Together = true
	if err := s.Create(ctx, g, session.Player{User: "alice"}); err != nil {
		t.Fatal(err)
	}
	var empty []int
	for i, d := range g.Cells {
		if d == 0 {
			empty = append(empty, i)
		}
	}
	var wg sync.WaitGroup
	errs := make(chan error, len(empty))
	for k, i := range empty {
		wg.Go(func() {
			out, err := s.Update(ctx, g.ID, session.Player{User: fmt.Sprint("m", k)}, func(g *game.Game) (bool, error) {
				return true, g.Apply(fmt.Sprint("m", k), t0, game.Move{Kind: game.Toggle, Cell: i, Digit: 1})
			})
			if err == nil && out.Attempt != 1 {
				err = fmt.Errorf("took %d attempts", out.Attempt)
			}
			errs <- err
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
	if got, _, _ := s.Load(ctx, g.ID); got.Version != int64(1+len(empty)) {
		t.Errorf("version %d after %d changes, want %d", got.Version, len(empty), 1+len(empty))
	}
}
