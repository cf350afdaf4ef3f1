// Package bot is the transport-agnostic core of the Discord bot: it turns a [chat.Request]
// (a slash command, a button press, a modal, a message) into a [chat.Reply] (text, pictures,
// buttons). It knows nothing of Discord's wire format or of SQL; bot/discord adapts it to
// Discord and cmd/sudokubot wires it to a store.
package bot

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/daily"
	"github.com/sudokubot/sudokubot/bot/limit"
	"github.com/sudokubot/sudokubot/bot/play"
	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/bot/store"
)

// The commands.
const (
	CmdSolve   chat.Command = "solve"        // solve a puzzle (slash, modal, context menu, mention)
	CmdHint    chat.Command = "hint"         // next hint on a puzzle in progress
	CmdExplain chat.Command = "explain"      // the whole solving path, paged
	CmdRate    chat.Command = "rate"         // how hard a puzzle is
	CmdNew     chat.Command = "new"          // a freshly generated puzzle
	CmdHelp    chat.Command = "help"         // what the bot does
	CmdButton               = chat.CmdButton // a button press; Request.Button holds its ID
)

// Options keys understood by the commands.
const (
	OptSpoiler = "spoiler" // "false" shows the solution picture without a spoiler
	OptBand    = "band"    // CmdNew: beginner, easy, medium, hard, expert
	OptSize    = "size"    // CmdNew: 4, 6, 9, 12, 16
	OptGiven   = "given"   // CmdHint: the original puzzle, so the player's own digits are known
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

// Fetch downloads an attachment. The edge supplies it, so that downloads go only where the
// platform allows (Discord's CDN) with its own size cap and timeout.
type Fetch func(ctx context.Context, a chat.Attachment) ([]byte, error)

// Config is what [New] needs. The zero value works: state in memory, the sudoku package's
// engine, default limits, and no attachment downloads.
type Config struct {
	State  StateStore
	Fetch  Fetch
	Engine Engine
	Limits Limits
	Now    func() time.Time // clock for state expiry; nil means time.Now

	// Store keeps the daily puzzle (settings, bank, posts, results); nil turns the daily
	// commands off. Poster sends daily posts; nil means the bot cannot post (see daily.go).
	Store  store.Store
	Poster daily.Poster

	// Publish hears of every saved version of a game, for views that show games live
	// (the Activity); nil means none.
	Publish session.Publisher
	// Activity says that the board inside Discord (package web) is served: the chat board
	// and the daily post get an "Open board" button, and the entry point command opens it.
	Activity bool
}

// A Bot answers requests. It is safe for concurrent use by multiple goroutines.
type Bot struct {
	state    StateStore
	fetch    Fetch
	engine   Engine
	limits   Limits
	now      func() time.Time
	pool     chan struct{}
	users    *limit.Buckets
	members  *limit.Jobs
	store    store.Store
	poster   daily.Poster
	activity bool              // the Activity is served (Config.Activity)
	play     *play.Board       // the play board (bot/play)
	sessions *session.Sessions // the saved games both views play (bot/session)
}

// New returns a Bot built from c.
func New(c Config) *Bot {
	b := &Bot{state: c.State, fetch: c.Fetch, engine: c.Engine, limits: c.Limits.withDefaults(), now: c.Now,
		store: c.Store, poster: c.Poster, activity: c.Activity}
	if b.state == nil {
		b.state = NewMemState()
	}
	if b.engine == nil {
		b.engine = SudokuEngine{}
	}
	if b.now == nil {
		b.now = time.Now
	}
	b.pool = make(chan struct{}, b.limits.Workers)
	b.users = limit.NewBuckets(b.limits.PerUser, b.limits.PerUserWindow)
	b.members = limit.NewJobs(b.limits.PerUserJobs)
	sc := session.Config{Host: sessionHost{b}, Games: session.NewMemGames(), Daily: dailyHook{b}, Publish: c.Publish}
	if b.store != nil {
		sc.Games = b.store
	}
	b.sessions = session.New(sc)
	b.play = play.New(play.Config{Host: playHost{b}, Sessions: b.sessions, Burst: b.limits.PlayBurst, Window: b.limits.PlayWindow, Activity: c.Activity})
	return b
}

// Sessions returns the saved games as every view of them plays them.
func (b *Bot) Sessions() *session.Sessions { return b.sessions }

// Store returns the store of the daily puzzle; nil when the bot runs without one.
func (b *Bot) Store() store.Store { return b.store }

// Now returns the time on the bot's clock.
func (b *Bot) Now() time.Time { return b.now() }

func (b *Bot) acquire(ctx context.Context) (func(), error) {
	t := time.NewTimer(b.limits.QueueWait)
	defer t.Stop()
	select {
	case b.pool <- struct{}{}:
		return func() { <-b.pool }, nil
	case <-ctx.Done():
		return nil, &chat.Error{Code: chat.Unavailable, Message: "The bot is busy right now. Please try again in a moment.", Err: ctx.Err()}
	case <-t.C:
		return nil, chat.Errorf(chat.Unavailable, "The bot is busy right now. Please try again in a moment.")
	}
}

// budget returns a context bounded by the solve time budget.
func (b *Bot) budget(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeout(ctx, b.limits.SolveTime)
}

// gaveUp reports whether err comes from running out of the time budget.
func gaveUp(err error) bool {
	return errors.Is(err, context.DeadlineExceeded)
}

func (b *Bot) gaveUpError(what string) *chat.Error {
	return chat.Errorf(chat.Unavailable, "I gave up after %s: %s took longer than my time budget.", b.limits.SolveTime, what)
}

// cellList names up to max cells of g as "r1c2, r3c4, …".
func cellList(names []string, max int) string {
	if len(names) > max {
		return strings.Join(names[:max], ", ") + fmt.Sprintf(" and %d more", len(names)-max)
	}
	return strings.Join(names, ", ")
}
