// Package bot is the transport-agnostic core of the Discord bot: it turns a [chat.Request]
// (a slash command, a button press, a modal, a message) into a [chat.Reply] (text, pictures,
// buttons). It knows nothing of Discord's wire format or of SQL; bot/discord adapts it to
// Discord and cmd/sudokubot wires it to a store.
//
// This package is the command and button tables (commands.go, buttons.go), the admission
// of work (work.go) and the wiring of the rooms that answer: bot/solve (Sudoku grids
// pasted in chat), bot/nonogram, bot/photo (grids read from pictures), bot/play (the board)
// and bot/daily (the puzzle of the day).
package bot

import (
	"context"
	"runtime"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/daily"
	"github.com/sudokubot/sudokubot/bot/input"
	"github.com/sudokubot/sudokubot/bot/limit"
	"github.com/sudokubot/sudokubot/bot/nonogram"
	"github.com/sudokubot/sudokubot/bot/photo"
	"github.com/sudokubot/sudokubot/bot/play"
	"github.com/sudokubot/sudokubot/bot/puzzles"
	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/bot/solve"
	"github.com/sudokubot/sudokubot/bot/state"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/puzzle"
)

// Limits bound the work the bot does. The zero value means the defaults.
type Limits struct {
	SolveTime      time.Duration // time budget per solve, rate, hint or generation; 0 means 10 s
	MaxNodes       int64         // search node budget per solve; 0 means no bound
	TrialWork      int64         // line-solver runs per nonogram trial hint; 0 means nonogram.DefaultTrialWork
	Workers        int           // concurrent puzzle jobs; 0 means 4×GOMAXPROCS
	QueueWait      time.Duration // how long a request waits for a worker; 0 means 5 s
	PerUser        int           // expensive requests per user per window; 0 means 20, negative means no limit
	PerUserJobs    int           // expensive jobs one user may have in flight; 0 means 2, negative means no cap
	PerUserWindow  time.Duration // 0 means 1 min
	AttachmentSize int64         // largest attachment accepted, in bytes; 0 means 256 KiB
	TextSize       int           // longest puzzle text accepted, in bytes; 0 means 64 KiB
	StateTTL       time.Duration // how long button state lives; 0 means 14 days
	Theme          string        // picture theme passed to the renderer
	PlayBurst      int           // play-board presses a member may make at once; 0 means 20, negative means no limit
	PlayWindow     time.Duration // the time a spent PlayBurst takes to refill; 0 means 4 s
}

func (l Limits) withDefaults() Limits {
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&l.SolveTime, 10*time.Second)
	def(&l.QueueWait, 5*time.Second)
	def(&l.PerUserWindow, time.Minute)
	def(&l.StateTTL, 14*24*time.Hour)
	def(&l.PlayWindow, 4*time.Second)
	if l.PlayBurst == 0 {
		l.PlayBurst = 20
	}
	if l.Workers <= 0 {
		l.Workers = 4 * runtime.GOMAXPROCS(0)
	}
	if l.PerUser == 0 {
		l.PerUser = 20
	}
	if l.PerUserJobs == 0 {
		l.PerUserJobs = 2
	}
	if l.AttachmentSize <= 0 {
		l.AttachmentSize = 256 << 10
	}
	if l.TextSize <= 0 {
		l.TextSize = 64 << 10
	}
	return l
}

// The types of [Config] that live in the rooms.
type (
	// Fetch downloads an attachment (see [input.Fetch]).
	Fetch = input.Fetch
	// Engine is the teaching side of the solver (see [solve.Engine]).
	Engine = solve.Engine
	// SudokuEngine is the [Engine] of package sudoku.
	SudokuEngine = solve.SudokuEngine
	// StateStore keeps button state (see [state.Store]).
	StateStore = state.Store
)

// NewMemState returns an empty [StateStore] in memory (see [state.Mem]).
func NewMemState() *state.Mem { return state.NewMem() }

// StoreState adapts a [store.States] (SQLite or PostgreSQL) to a [StateStore].
func StoreState(s store.States) StateStore { return state.FromStore(s) }

// Config is what [New] needs. The zero value works: state in memory, the sudoku package's
// engine, default limits, and no attachment downloads.
type Config struct {
	State  StateStore
	Fetch  Fetch
	Engine Engine
	Limits Limits
	Now    func() time.Time // clock for state expiry; nil means time.Now

	// Store keeps the daily puzzle (settings, bank, posts, results); nil turns the daily
	// commands off. Poster sends daily posts; nil means the bot cannot post.
	Store  store.Store
	Poster daily.Poster

	// Publish hears of every saved version of a game, for views that show games live
	// (the Activity); nil means none.
	Publish session.Publisher

	// Surface is what the platform shows and how its members call the commands; the edge
	// supplies it (discord.Surface). The zero value has no length limit and plain names.
	Surface chat.Surface

	// Kinds are the kinds of puzzle a text is read as, in order (package puzzle); nil means
	// puzzle.Table with input.NonogramMaxSize. A kind with no room of its own (kinds.go) is
	// answered by bot/puzzles.
	Kinds puzzle.Kinds

	// Activity says that the board inside Discord (package web) is served: the chat board
	// and the daily post get an "Open board" button, and the entry point command opens it.
	Activity bool
}

// A Bot answers requests. It is safe for concurrent use by multiple goroutines.
type Bot struct {
	engine   Engine
	limits   Limits
	budget   limit.Budget
	now      func() time.Time
	pool     chan struct{}
	users    *limit.Buckets
	members  *limit.Jobs
	store    store.Store
	surface  chat.Surface
	state    StateStore        // button state, and the launches the Activity takes (activity.go)
	activity bool              // the Activity is served (Config.Activity)
	input    *input.Reader     // what each request carries, read once
	sudoku   *solve.Room       // Sudoku grids pasted in chat (bot/solve)
	nonogram *nonogram.Room    // nonograms (bot/nonogram)
	puzzles  *puzzles.Room     // the kinds with no room of their own (bot/puzzles)
	photo    *photo.Room       // grids read from pictures (bot/photo)
	play     *play.Board       // the play board (bot/play)
	sessions *session.Sessions // the saved games both views play (bot/session)
	daily    *daily.Room       // the puzzle of the day (bot/daily)
	kinds    []kind            // the kinds of puzzle and the rooms that serve them (kinds.go)
}

// Sessions returns the saved games as every view of them plays them.
func (b *Bot) Sessions() *session.Sessions { return b.sessions }

// Daily returns the puzzle of the day: its commands, its post, the members' boards.
func (b *Bot) Daily() *daily.Room { return b.daily }

// Store returns the store of the daily puzzle; nil when the bot runs without one.
func (b *Bot) Store() store.Store { return b.store }

// Now returns the time on the bot's clock.
func (b *Bot) Now() time.Time { return b.now() }

// PostDaily makes the daily post of s on date, once (see [daily.Room.PostDaily]); the
// scheduler calls it.
func (b *Bot) PostDaily(ctx context.Context, s store.GuildSettings, date store.Date, owner string, lease time.Duration) (daily.PostResult, error) {
	return b.daily.PostDaily(ctx, s, date, owner, lease)
}

// DailyCompanions makes the companions of the guild's daily posts as of local date (see
// [daily.Room.DailyCompanions]); the scheduler calls it on every instance.
func (b *Bot) DailyCompanions(ctx context.Context, s store.GuildSettings, date store.Date, due bool, owner string) error {
	return b.daily.DailyCompanions(ctx, s, date, due, owner)
}

var _ daily.Bot = (*Bot)(nil)
