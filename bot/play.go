package bot

// The play board lives in bot/play and the game session in bot/session; this file is
// what they need of the Bot (playHost, sessionHost) and the daily hook of a session.

import (
	"context"
	"image"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/draw"
	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/game"
	"github.com/sudokubot/sudokubot/render"
	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// The store kinds of games.
const (
	GameKindPlay  = session.KindPlay
	GameKindDaily = session.KindDaily
)

// sessionHost is the Bot as a game session sees it (bot/session).
type sessionHost struct{ b *Bot }

func (h sessionHost) Now() time.Time { return h.b.now() }

func (h sessionHost) Admit(ctx context.Context, user string, class chat.WorkClass) (func(), error) {
	return h.b.admitWork(ctx, user, class)
}

func (h sessionHost) Budget(ctx context.Context) (context.Context, context.CancelFunc) {
	return h.b.budget.Bound(ctx)
}

func (h sessionHost) GaveUp(what string) *chat.Error { return h.b.budget.GaveUpError(what) }

func (h sessionHost) Generate(ctx context.Context, opt logic.GenerateOptions) (sudoku.Grid, logic.Rating, error) {
	return h.b.engine.Generate(ctx, opt)
}

func (h sessionHost) NextHint(ctx context.Context, g sudoku.Grid, opt logic.HintOptions) (logic.Hint, error) {
	return h.b.engine.NextHint(ctx, g, opt)
}

func (h sessionHost) HintText(g sudoku.Grid, step technique.Step, rung int) string {
	return h.b.sudoku.HintText(g, step, rung)
}

// playHost is the Bot as the play board sees it.
type playHost struct{ b *Bot }

func (h playHost) ReadPuzzle(ctx context.Context, req chat.Request) (sudoku.Grid, error) {
	return h.b.sudoku.ReadPuzzle(ctx, req)
}

// SolveUnique solves a puzzle given to play under the admission of every solve: a worker
// of the pool, one of the member's slots and a rate-limit token, like /sudoku solve.
func (h playHost) SolveUnique(ctx context.Context, user string, g sudoku.Grid) (sudoku.Grid, *chat.Reply, error) {
	release, err := h.b.admitWork(ctx, user, chat.ExpensiveWork)
	if err != nil {
		return sudoku.Grid{}, nil, err
	}
	defer release()
	return h.b.sudoku.SolveUnique(ctx, g)
}

// PictureOptions: boards up to 9×9 are drawn at the chat size with or without pencil
// marks: Discord shows pictures about 550 px wide at most, so bigger cells would only cost
// encoding time on every press.
func (h playHost) PictureOptions(theme string, n int) render.Options {
	return draw.Sized(draw.Options(theme), n, false)
}

func (h playHost) EncodePNG(img image.Image) ([]byte, error) { return draw.Encode(img, nil) }

// dailyHook tells the puzzle of the day of every saved change to a member's daily game.
type dailyHook struct{ b *Bot }

func (h dailyHook) Pressed(ctx context.Context, p session.Player, g *game.Game, before session.Counts) string {
	return h.b.daily.Note(ctx, p, g, before)
}

func (h dailyHook) Result(ctx context.Context, p session.Player, g *game.Game) (finish, share string) {
	return h.b.daily.Result(ctx, p, g)
}
