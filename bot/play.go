package bot

// The play board lives in bot/play; this file is what it needs of the Bot (playHost) and
// the member's picture theme, which every picture the bot draws for them uses.

import (
	"context"
	"image"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/play"
	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/game"
	"github.com/sudokubot/sudokubot/render"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// The play commands and their options (bot/play).
const (
	CmdPlay     = play.CmdPlay
	CmdSettings = play.CmdSettings
	OptMoves    = play.OptMoves
	OptTogether = play.OptTogether
	OptTheme    = play.OptTheme
	OptMistakes = play.OptMistakes
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
	return h.b.budget(ctx)
}

func (h sessionHost) GaveUp(what string) *chat.Error { return h.b.gaveUpError(what) }

func (h sessionHost) Generate(ctx context.Context, opt sudoku.GenerateOptions) (sudoku.Grid, sudoku.Rating, error) {
	return h.b.engine.Generate(ctx, opt)
}

func (h sessionHost) NextHint(ctx context.Context, g sudoku.Grid, opt sudoku.HintOptions) (sudoku.Hint, error) {
	return h.b.engine.NextHint(ctx, g, opt)
}

func (h sessionHost) HintText(g sudoku.Grid, step sudoku.Step, rung int) string {
	return h.b.hintText(g, step, rung)
}

// playHost is the Bot as the play board sees it.
type playHost struct{ b *Bot }

func (h playHost) ReadPuzzle(ctx context.Context, req chat.Request) (sudoku.Grid, error) {
	return h.b.readPuzzle(ctx, req)
}

// SolveUnique solves a puzzle given to play under the admission of every solve: a worker
// of the pool, one of the member's slots and a rate-limit token, like /sudoku solve.
func (h playHost) SolveUnique(ctx context.Context, user string, g sudoku.Grid) (sudoku.Grid, *chat.Reply, error) {
	release, err := h.b.admitWork(ctx, user, chat.ExpensiveWork)
	if err != nil {
		return sudoku.Grid{}, nil, err
	}
	defer release()
	s, bad, err := h.b.solveUnique(ctx, g)
	return s.solution, bad, err
}

// PictureOptions: boards up to 9×9 are drawn at the chat size with or without pencil
// marks: Discord shows pictures about 550 px wide at most, so bigger cells would only cost
// encoding time on every press.
func (h playHost) PictureOptions(theme string, n int) render.Options {
	return sized(pictureOptions(theme), n, false)
}

func (h playHost) EncodePNG(img image.Image) ([]byte, error) { return encode(img, nil) }

// dailyHook tells the puzzle of the day of every saved change to a member's daily game.
type dailyHook struct{ b *Bot }

func (h dailyHook) Pressed(ctx context.Context, p session.Player, g *game.Game, before session.Counts) string {
	return h.b.dailyNote(ctx, p, g, before)
}

func (h dailyHook) Result(ctx context.Context, p session.Player, g *game.Game) (finish, share string) {
	return h.b.dailyResult(ctx, p, g)
}

// onBoard points a row of the command or button table to a method of the play board.
func onBoard(f func(*play.Board, context.Context, chat.Request) (chat.Reply, error)) func(*Bot, context.Context, chat.Request) (chat.Reply, error) {
	return func(b *Bot, ctx context.Context, req chat.Request) (chat.Reply, error) { return f(b.play, ctx, req) }
}

// boardTiming points a row's timing adjustment to one of the play board's.
func boardTiming(f func(*chat.Request, chat.Timing) chat.Timing) func(*Bot, *chat.Request, chat.Timing) chat.Timing {
	return func(_ *Bot, req *chat.Request, t chat.Timing) chat.Timing { return f(req, t) }
}

// themeKey is the context key of the member's picture theme.
type themeKey struct{}

// withMemberTheme returns ctx carrying the theme the member chose with /sudoku settings, so
// that every picture drawn for them uses it. A store that cannot answer leaves the default.
func (b *Bot) withMemberTheme(ctx context.Context, user string) context.Context {
	if user == "" {
		return ctx
	}
	set, err := b.play.Games().GetPlayerSettings(ctx, user)
	if err != nil || set.Theme == "" {
		return ctx
	}
	return context.WithValue(ctx, themeKey{}, set.Theme)
}

// theme returns the picture theme for the request of ctx: the member's, else the bot's.
func (b *Bot) theme(ctx context.Context) string {
	if t, ok := ctx.Value(themeKey{}).(string); ok {
		return t
	}
	return b.limits.Theme
}
