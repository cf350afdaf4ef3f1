package bot

// The command table: every command the bot answers, in one place. A new command is one row
// here (and its button kinds rows in buttons.go); Classify and Handle only look rows up.

import (
	"context"
	"slices"
	"strings"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/daily"
	"github.com/sudokubot/sudokubot/bot/input"
	"github.com/sudokubot/sudokubot/bot/nonogram"
	"github.com/sudokubot/sudokubot/bot/photo"
	"github.com/sudokubot/sudokubot/bot/play"
	"github.com/sudokubot/sudokubot/bot/solve"
)

// The commands, as the rooms name them.
const (
	CmdSolve                         = solve.CmdSolve            // solve a puzzle (slash, modal, context menu, mention)
	CmdHint                          = solve.CmdHint             // next hint on a puzzle in progress
	CmdExplain                       = solve.CmdExplain          // the whole solving path, paged
	CmdRate                          = solve.CmdRate             // how hard a puzzle is
	CmdNew                           = solve.CmdNew              // a freshly generated puzzle
	CmdHelp             chat.Command = "help"                    // what the bot does
	CmdButton                        = chat.CmdButton            // a button press; Request.Button holds its ID
	CmdNonogramSolve                 = nonogram.CmdSolve         // solve a nonogram (slash, modal)
	CmdNonogramHint                  = nonogram.CmdHint          // the next line step of a nonogram
	CmdPlay                          = play.CmdPlay              // open (or resume) a board
	CmdSettings                      = play.CmdSettings          // a member's play settings
	CmdDailySetup                    = daily.CmdDailySetup       // configure the daily post (admin)
	CmdDailyOff                      = daily.CmdDailyOff         // stop posting (admin)
	CmdDailyStatus                   = daily.CmdDailyStatus      // settings and next post time (admin)
	CmdDailyPostNow                  = daily.CmdDailyPostNow     // post today's puzzle now (admin)
	CmdDailyOptions                  = daily.CmdDailyOptions     // the server options (admin)
	CmdDailySubmit                   = daily.CmdDailySubmit      // answer the daily puzzle
	CmdDailyHint                     = daily.CmdDailyHint        // a hint on the daily puzzle (counted)
	CmdDailyLeaderboard              = daily.CmdDailyLeaderboard // today's solvers and all-time standings
	CmdDailyStreak                   = daily.CmdDailyStreak      // the caller's streak
)

// The options of the commands, as the rooms name them.
const (
	OptSpoiler     = solve.OptSpoiler
	OptBand        = solve.OptBand
	OptSize        = solve.OptSize
	OptGiven       = solve.OptGiven
	OptPartial     = nonogram.OptPartial
	OptMoves       = play.OptMoves
	OptTogether    = play.OptTogether
	OptTheme       = play.OptTheme
	OptMistakes    = play.OptMistakes
	OptChannel     = daily.OptChannel
	OptTime        = daily.OptTime
	OptTimeZone    = daily.OptTimeZone
	OptRamp        = daily.OptRamp
	OptPin         = daily.OptPin
	OptAnswer      = daily.OptAnswer
	OptProgress    = daily.OptProgress
	OptLeaderboard = daily.OptLeaderboard
	OptRecap       = daily.OptRecap
	OptThread      = daily.OptThread
	OptRole        = daily.OptRole
	OptNoRole      = daily.OptNoRole
)

// MaxImageSize is the largest picture the bot reads a grid from.
const MaxImageSize = photo.MaxImageSize

// A handler answers a request on behalf of one of the rooms.
type handler = func(*Bot, context.Context, chat.Request) (chat.Reply, error)

// in points a row of the command or button table to a method of the room the bot keeps
// at room(b).
func in[R any](room func(*Bot) R, f func(R, context.Context, chat.Request) (chat.Reply, error)) handler {
	return func(b *Bot, ctx context.Context, req chat.Request) (chat.Reply, error) { return f(room(b), ctx, req) }
}

// The rooms, for in.
func sudokuRoom(b *Bot) *solve.Room      { return b.sudoku }
func nonogramRoom(b *Bot) *nonogram.Room { return b.nonogram }
func photoRoom(b *Bot) *photo.Room       { return b.photo }
func board(b *Bot) *play.Board           { return b.play }
func dailyRoom(b *Bot) *daily.Room       { return b.daily }

// adjustBy points a row's timing adjustment to one of the rooms'.
func adjustBy(f func(*chat.Request, chat.Timing) chat.Timing) func(*Bot, *chat.Request, chat.Timing) chat.Timing {
	return func(_ *Bot, req *chat.Request, t chat.Timing) chat.Timing { return f(req, t) }
}

// A route is one row of the command or button table: how the edge acknowledges the
// request, what its work costs, what it asks of the caller, and who answers it.
type route struct {
	name   string                                             // the command, or the button kind (the ID up to its first ':')
	keyed  bool                                               // commands only: the name may be followed by ":<key>" (a form submitted for one post or board)
	timing chat.Timing                                        // how the edge acknowledges it
	adjust func(*Bot, *chat.Request, chat.Timing) chat.Timing // when set, the timing for this request (it depends on the text or the options)
	work   chat.WorkClass                                     // see work.go: cheap, navigation, expensive, or a play-board press
	form   form                                               // the form offered when a slash command comes without its puzzle
	gate   gate                                               // what the caller needs before the handler runs
	handle handler
}

// A form is the paragraph field offered when a slash command comes without its puzzle
// (slash options cannot hold line breaks).
type form uint8

const (
	noForm       form = iota // the command needs no puzzle, or asks for it itself
	sudokuForm               // "Paste a Sudoku"
	nonogramForm             // "Paste a nonogram"
)

// A gate is what a request must pass before its handler runs.
type gate uint8

const (
	openGate  gate = iota // anyone, anywhere
	dailyGate             // the puzzle of the day: a store, and a server
	adminGate             // the daily gate, and the Manage Server permission
)

// commands are the commands the bot answers, grouped by room. Commands a picture can be
// read for are listed in photo.Commands, whose order is stored in buttons already sent.
// Daily options and the daily hint are expensive work as they were before the table (no
// class was declared for them).
var commands = []route{
	{name: string(CmdSolve), timing: chat.Timing{}, adjust: slowForLongText, work: chat.ExpensiveWork, form: sudokuForm, handle: in(sudokuRoom, (*solve.Room).Solve)},
	{name: string(CmdHint), timing: chat.Timing{Ephemeral: true}, adjust: slowForLongText, work: chat.ExpensiveWork, form: sudokuForm, handle: in(sudokuRoom, (*solve.Room).Hint)},
	{name: string(CmdExplain), timing: chat.Timing{Ephemeral: true, Slow: true}, work: chat.ExpensiveWork, form: sudokuForm, handle: in(sudokuRoom, (*solve.Room).Explain)},
	{name: string(CmdRate), timing: chat.Timing{Slow: true}, work: chat.ExpensiveWork, form: sudokuForm, handle: in(sudokuRoom, (*solve.Room).Rate)},
	{name: string(CmdNew), timing: chat.Timing{Slow: true}, work: chat.ExpensiveWork, handle: in(sudokuRoom, (*solve.Room).Generate)},
	{name: string(CmdHelp), timing: chat.Timing{Ephemeral: true}, work: chat.CheapWork, handle: (*Bot).help},

	{name: string(CmdNonogramSolve), timing: chat.Timing{}, adjust: slowUnlessForm, work: chat.ExpensiveWork, form: nonogramForm, handle: in(nonogramRoom, (*nonogram.Room).Solve)},
	{name: string(CmdNonogramHint), timing: chat.Timing{Ephemeral: true}, adjust: slowUnlessForm, work: chat.ExpensiveWork, form: nonogramForm, handle: in(nonogramRoom, (*nonogram.Room).Hint)},

	// The play board: presses are cheap and frequent, with their own flood limit (bot/play).
	{name: string(CmdPlay), timing: chat.Timing{Ephemeral: true}, adjust: adjustBy(play.OpenTiming), work: chat.PressWork, handle: in(board, (*play.Board).Open)},
	{name: string(CmdSettings), timing: chat.Timing{Ephemeral: true}, work: chat.PressWork, handle: in(board, (*play.Board).Settings)},
	{name: strings.TrimSuffix(play.Prefix, ":"), keyed: true, timing: chat.Timing{Update: true}, work: chat.PressWork, handle: in(board, (*play.Board).MovesForm)}, // the typed-moves form, submitted from the board

	// The form Fix opened under a grid read from a picture (bot/photo), keyed by the
	// reading and the command: "scanfix:<key>:<n>", or "scanfixp:…" when the answer is public.
	{name: photo.BtnFix, keyed: true, timing: chat.Timing{Ephemeral: true}, adjust: adjustBy(photo.FormTiming), work: chat.ExpensiveWork, handle: in(photoRoom, (*photo.Room).FormSubmit)},
	{name: photo.BtnFixPublic, keyed: true, timing: chat.Timing{}, adjust: adjustBy(photo.FormTiming), work: chat.ExpensiveWork, handle: in(photoRoom, (*photo.Room).FormSubmit)},

	// The puzzle of the day (bot/daily). Only post-now is announced publicly.
	{name: string(CmdDailySetup), timing: chat.Timing{Ephemeral: true}, work: chat.CheapWork, gate: adminGate, handle: in(dailyRoom, (*daily.Room).Setup)},
	{name: string(CmdDailyOff), timing: chat.Timing{Ephemeral: true}, work: chat.CheapWork, gate: adminGate, handle: in(dailyRoom, (*daily.Room).Off)},
	{name: string(CmdDailyStatus), timing: chat.Timing{Ephemeral: true}, work: chat.CheapWork, gate: adminGate, handle: in(dailyRoom, (*daily.Room).Status)},
	{name: string(CmdDailyPostNow), timing: chat.Timing{Ephemeral: true, Slow: true}, work: chat.NavigationWork, gate: adminGate, handle: in(dailyRoom, (*daily.Room).PostNow)}, // renders and posts; admins only, so not counted
	{name: string(CmdDailyOptions), timing: chat.Timing{Ephemeral: true}, work: chat.ExpensiveWork, gate: adminGate, handle: in(dailyRoom, (*daily.Room).Options)},
	{name: string(CmdDailySubmit), keyed: true, timing: chat.Timing{Ephemeral: true}, work: chat.CheapWork, gate: dailyGate, handle: in(dailyRoom, (*daily.Room).SubmitCommand)}, // keyed: the answer form of one post, "daily-submit:<date>"
	{name: string(CmdDailyHint), timing: chat.Timing{Ephemeral: true, Slow: true}, work: chat.ExpensiveWork, gate: dailyGate, handle: in(dailyRoom, (*daily.Room).HintCommand)},
	{name: string(CmdDailyLeaderboard), timing: chat.Timing{Ephemeral: true}, work: chat.CheapWork, gate: dailyGate, handle: in(dailyRoom, (*daily.Room).Leaderboard)},
	{name: string(CmdDailyStreak), timing: chat.Timing{Ephemeral: true}, work: chat.CheapWork, gate: dailyGate, handle: in(dailyRoom, (*daily.Room).Streak)},
}

// slowForLongText defers a Sudoku command whose text is long (grids above 9×9) or holds a
// nonogram, which may need search. Downloads are usually quick, and the edge defers anyway
// when the work overruns its DeferAfter.
func slowForLongText(b *Bot, req *chat.Request, t chat.Timing) chat.Timing {
	t.Slow = len(req.Text) > 400 || b.input.Of(req).LooksNonogram()
	return t
}

// slowUnlessForm defers a nonogram command, which may need search, unless the answer is the
// form (no puzzle yet).
func slowUnlessForm(_ *Bot, req *chat.Request, t chat.Timing) chat.Timing {
	t.Slow = strings.TrimSpace(req.Text) != "" || req.Attachment != nil
	return t
}

// index maps the names of a table's rows to the rows.
func index(rows []route) map[string]*route {
	m := make(map[string]*route, len(rows))
	for i := range rows {
		m[rows[i].name] = &rows[i]
	}
	return m
}

var (
	commandIndex = index(commands)
	buttonIndex  = index(buttons)
)

// lookup returns the row that answers req, or nil when none does.
func lookup(req chat.Request) *route {
	if req.Command == CmdButton {
		kind, _, _ := chat.SplitButton(req.Button)
		return buttonIndex[kind]
	}
	if r := commandIndex[string(req.Command)]; r != nil {
		return r
	}
	name, _, ok := strings.Cut(string(req.Command), ":")
	if r := commandIndex[name]; ok && r != nil && r.keyed {
		return r
	}
	return nil
}

// Classify says how the edge should acknowledge req: at once when the work is quick, or
// deferred (and whether ephemerally) when it may be slow. The edge may still defer a
// quick request whose work overruns.
func (b *Bot) Classify(req chat.Request) chat.Timing {
	r := lookup(req)
	switch {
	case r == nil:
		return chat.Timing{}
	case b.photo.Reads(&req):
		// Reading a picture is slow (a download, then the decoding); its answer is for the
		// caller only.
		return chat.Timing{Slow: true, Ephemeral: true}
	case r.adjust != nil:
		return r.adjust(b, &req, r.timing)
	}
	return r.timing
}

// Handle answers req. A returned error is for the edge to present with [chat.ErrorReply];
// puzzle problems the user should fix come back as an ephemeral Reply or an *Error with a
// precise message. Handle respects ctx, the worker pool and the per-member limits (see
// work.go: what counts as expensive work).
func (b *Bot) Handle(ctx context.Context, req chat.Request) (chat.Reply, error) {
	r := lookup(req)
	picture := b.photo.Reads(&req)
	if r != nil && r.work == chat.PressWork && !picture {
		// Play presses are cheap and frequent: their own flood limit, off the solve pool.
		return r.handle(b, ctx, req)
	}
	ctx = b.withMemberTheme(ctx, req.User)
	if r != nil && r.form != noForm && !req.FromMessage && strings.TrimSpace(req.Text) == "" && req.Attachment == nil {
		return chat.Reply{Modal: formFor(req.Command, r.form)}, nil
	}
	class := classOf(req)
	if picture {
		class = chat.ExpensiveWork
	}
	release, err := b.admitWork(ctx, req.User, class)
	if err != nil {
		return chat.Reply{}, err
	}
	defer release()
	switch {
	case r == nil && req.Command == CmdButton:
		return chat.Reply{}, chat.Errorf(chat.NotFound, "This button is no longer valid.")
	case r == nil:
		return chat.Reply{}, chat.Errorf(chat.Invalid, "I do not know the command %q.", req.Command)
	case picture:
		return b.photo.Read(ctx, req)
	}
	if slices.Contains(photo.Commands, req.Command) && b.input.Of(&req).Attached == input.Picture {
		req.Attachment = nil // a grid in the text wins over the picture
		req.Memo.(*input.Input).Attached = input.NoAttachment
	}
	if err := b.pass(r.gate, req); err != nil {
		return chat.Reply{}, err
	}
	return r.handle(b, ctx, req)
}

// formFor is the form that asks for the puzzle of cmd.
func formFor(cmd chat.Command, f form) *chat.Modal {
	if f == nonogramForm {
		return &chat.Modal{ID: string(cmd), Title: "Paste a nonogram", Label: "Row clues, a blank line, column clues",
			Placeholder: "1 1\n3\n\n2\n1\n2", MaxLength: 4000}
	}
	return &chat.Modal{ID: string(cmd), Title: "Paste a Sudoku", Label: "Puzzle (rows on separate lines)",
		Placeholder: "53..7....\n6..195...\n.98....6.\n…", MaxLength: 4000}
}

// pass checks what gate g asks of req.
func (b *Bot) pass(g gate, req chat.Request) error {
	if g == openGate {
		return nil
	}
	if b.store == nil {
		return daily.ErrNoDaily
	}
	if req.Guild == "" {
		return chat.Errorf(chat.Invalid, "The puzzle of the day lives in servers; use these commands in one.")
	}
	if g == adminGate && req.MemberPermissions&(daily.PermAdministrator|daily.PermManageGuild) == 0 {
		return chat.Errorf(chat.Forbidden, "You need the **Manage Server** permission to run the puzzle of the day.")
	}
	return nil
}

func (b *Bot) help(context.Context, chat.Request) (chat.Reply, error) { return helpReply(), nil }

// answer runs the row of the command table that answers req, as the photo room asks for
// a command on a grid read or corrected: the request was admitted with the picture.
func (b *Bot) answer(ctx context.Context, req chat.Request) (chat.Reply, error) {
	r := lookup(req)
	if r == nil {
		return chat.Reply{}, chat.Errorf(chat.Invalid, "I do not know the command %q.", req.Command)
	}
	return r.handle(b, ctx, req)
}

// MissingPermissions names the channel permissions that perms lacks for posting the puzzle
// of the day (see [daily.MissingPermissions]); `sudokubot check` uses it.
func MissingPermissions(perms int64, pin bool) []string { return daily.MissingPermissions(perms, pin) }
