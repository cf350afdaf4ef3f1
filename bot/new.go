package bot

import (
	"time"

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
	"github.com/sudokubot/sudokubot/puzzle"
)

// New returns a Bot built from c. It wires the rooms: the pieces every room uses (the input
// reader, the button state, the time budget), the rooms (bot/solve, bot/nonogram,
// bot/puzzles, bot/photo, bot/play on bot/session, bot/daily) and the table of kinds. It
// stands in a file of its own, above the rooms and the tables it wires; bot.go, with the
// Bot type the rooms' hosts use, stays below them.
func New(c Config) *Bot {
	b := &Bot{engine: c.Engine, limits: c.Limits.withDefaults(), now: c.Now, store: c.Store, surface: c.Surface, state: c.State, activity: c.Activity}
	if b.state == nil {
		b.state = state.NewMem()
	}
	if b.engine == nil {
		b.engine = SudokuEngine{}
	}
	if b.now == nil {
		b.now = time.Now
	}
	l := b.limits
	b.budget = limit.Budget{Time: l.SolveTime}
	b.pool = make(chan struct{}, l.Workers)
	b.users = limit.NewBuckets(l.PerUser, l.PerUserWindow)
	b.members = limit.NewJobs(l.PerUserJobs)
	buttons := &state.Buttons{Store: b.state, TTL: l.StateTTL, Now: b.now}
	if c.Kinds == nil {
		c.Kinds = puzzle.Table(puzzle.Options{NonogramSize: input.NonogramMaxSize})
	}
	b.input = &input.Reader{Kinds: c.Kinds, Fetch: c.Fetch,
		AttachmentSize: l.AttachmentSize, TextSize: l.TextSize, Help: c.Surface.Code(CmdHelp)}
	b.nonogram = nonogram.New(nonogram.Config{Input: b.input, Buttons: buttons, Budget: b.budget, MaxNodes: l.MaxNodes, TrialWork: l.TrialWork, Theme: l.Theme,
		Surface: c.Surface, Help: CmdHelp})
	b.sudoku = solve.New(solve.Config{Engine: b.engine, Input: b.input, Buttons: buttons, Budget: b.budget, MaxNodes: l.MaxNodes, Theme: l.Theme,
		Surface: c.Surface, Refuse: b.refuse})
	b.puzzles = puzzles.New(puzzles.Config{Budget: b.budget, MaxNodes: l.MaxNodes, TrialWork: l.TrialWork, Theme: l.Theme, Surface: c.Surface})
	b.kinds = b.kindTable(c.Kinds)
	b.photo = photo.New(photo.Config{Input: b.input, Buttons: buttons, Theme: l.Theme, Budget: b.budget, Answer: b.answer})
	sc := session.Config{Host: sessionHost{b}, Games: session.NewMemGames(), Daily: dailyHook{b}, Publish: c.Publish}
	if b.store != nil {
		sc.Games = b.store
	}
	b.sessions = session.New(sc)
	b.play = play.New(play.Config{Host: playHost{b}, Sessions: b.sessions, Burst: l.PlayBurst, Window: l.PlayWindow, Surface: c.Surface, Activity: c.Activity})
	b.daily = daily.New(daily.Config{Store: c.Store, Poster: c.Poster, Now: b.now, Theme: l.Theme, Input: b.input, Buttons: buttons,
		Sudoku: b.sudoku, Board: b.play.Draw, Sessions: b.sessions, Surface: c.Surface, LaunchButton: b.launchButtonFor})
	return b
}
