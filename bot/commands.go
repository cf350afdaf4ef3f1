package bot

// The command table: every command the bot answers, in one place. A new command is one row
// here (and its button kinds rows in buttons.go); Classify and Handle only look rows up.

import (
	"context"
	"strings"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/play"
)

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
	handle func(*Bot, context.Context, chat.Request) (chat.Reply, error)
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
// read for are listed in scanCommands (scan.go), whose order is stored in buttons already
// sent. Daily options and the daily hint are expensive work as they were before the table
// (no class was declared for them).
var commands = []route{
	{name: string(CmdSolve), timing: chat.Timing{}, adjust: slowForLongText, work: chat.ExpensiveWork, form: sudokuForm, handle: (*Bot).solve},
	{name: string(CmdHint), timing: chat.Timing{Ephemeral: true}, adjust: slowForLongText, work: chat.ExpensiveWork, form: sudokuForm, handle: (*Bot).hint},
	{name: string(CmdExplain), timing: chat.Timing{Ephemeral: true, Slow: true}, work: chat.ExpensiveWork, form: sudokuForm, handle: (*Bot).explain},
	{name: string(CmdRate), timing: chat.Timing{Slow: true}, work: chat.ExpensiveWork, form: sudokuForm, handle: (*Bot).rate},
	{name: string(CmdNew), timing: chat.Timing{Slow: true}, work: chat.ExpensiveWork, handle: (*Bot).generate},
	{name: string(CmdHelp), timing: chat.Timing{Ephemeral: true}, work: chat.CheapWork, handle: (*Bot).help},

	{name: string(CmdNonogramSolve), timing: chat.Timing{}, adjust: slowUnlessForm, work: chat.ExpensiveWork, form: nonogramForm, handle: (*Bot).nonogramSolveCommand},
	{name: string(CmdNonogramHint), timing: chat.Timing{Ephemeral: true}, adjust: slowUnlessForm, work: chat.ExpensiveWork, form: nonogramForm, handle: (*Bot).nonogramHintCommand},

	// The play board: presses are cheap and frequent, with their own flood limit (bot/play).
	{name: string(CmdPlay), timing: chat.Timing{Ephemeral: true}, adjust: boardTiming(play.OpenTiming), work: chat.PressWork, handle: onBoard((*play.Board).Open)},
	{name: string(CmdSettings), timing: chat.Timing{Ephemeral: true}, work: chat.PressWork, handle: onBoard((*play.Board).Settings)},
	{name: string(CmdLaunch), timing: chat.Timing{}, work: chat.CheapWork, handle: (*Bot).launchCommand},                                                         // the App Launcher: never deferred
	{name: strings.TrimSuffix(play.Prefix, ":"), keyed: true, timing: chat.Timing{Update: true}, work: chat.PressWork, handle: onBoard((*play.Board).MovesForm)}, // the typed-moves form, submitted from the board

	// The form Fix opened under a grid read from a picture (scan.go), keyed by the reading
	// and the command: "scanfix:<key>:<n>", or "scanfixp:…" when the answer is public.
	{name: btnScanFix, keyed: true, timing: chat.Timing{Ephemeral: true}, adjust: scanFormTiming, work: chat.ExpensiveWork, handle: (*Bot).scanFormSubmit},
	{name: btnScanFixPublic, keyed: true, timing: chat.Timing{}, adjust: scanFormTiming, work: chat.ExpensiveWork, handle: (*Bot).scanFormSubmit},

	// The puzzle of the day (daily.go). Only post-now is announced publicly.
	{name: string(CmdDailySetup), timing: chat.Timing{Ephemeral: true}, work: chat.CheapWork, gate: adminGate, handle: (*Bot).dailySetup},
	{name: string(CmdDailyOff), timing: chat.Timing{Ephemeral: true}, work: chat.CheapWork, gate: adminGate, handle: (*Bot).dailyOff},
	{name: string(CmdDailyStatus), timing: chat.Timing{Ephemeral: true}, work: chat.CheapWork, gate: adminGate, handle: (*Bot).dailyStatus},
	{name: string(CmdDailyPostNow), timing: chat.Timing{Ephemeral: true, Slow: true}, work: chat.NavigationWork, gate: adminGate, handle: (*Bot).dailyPostNow}, // renders and posts; admins only, so not counted
	{name: string(CmdDailyOptions), timing: chat.Timing{Ephemeral: true}, work: chat.ExpensiveWork, gate: adminGate, handle: (*Bot).dailyOptions},
	{name: string(CmdDailySubmit), keyed: true, timing: chat.Timing{Ephemeral: true}, work: chat.CheapWork, gate: dailyGate, handle: (*Bot).dailySubmitCommand}, // keyed: the answer form of one post, "daily-submit:<date>"
	{name: string(CmdDailyHint), timing: chat.Timing{Ephemeral: true, Slow: true}, work: chat.ExpensiveWork, gate: dailyGate, handle: (*Bot).dailyHintCommand},
	{name: string(CmdDailyLeaderboard), timing: chat.Timing{Ephemeral: true}, work: chat.CheapWork, gate: dailyGate, handle: (*Bot).dailyLeaderboard},
	{name: string(CmdDailyStreak), timing: chat.Timing{Ephemeral: true}, work: chat.CheapWork, gate: dailyGate, handle: (*Bot).dailyStreak},
}

// slowForLongText defers a Sudoku command whose text is long (grids above 9×9) or holds a
// nonogram, which may need search. Downloads are usually quick, and the edge defers anyway
// when the work overruns its DeferAfter.
func slowForLongText(b *Bot, req *chat.Request, t chat.Timing) chat.Timing {
	t.Slow = len(req.Text) > 400 || b.inputOf(req).looksNonogram()
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
		kind, _, _ := splitButton(req.Button)
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
	case b.readsPicture(&req):
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
	picture := b.readsPicture(&req)
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
		return b.readPicture(ctx, req, scanIndex(req.Command))
	}
	if scanIndex(req.Command) >= 0 && b.inputOf(&req).attached == pictureAttached {
		req.Attachment = nil // a grid in the text wins over the picture
		req.Memo.(*input).attached = noAttachment
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
		return errNoDaily
	}
	if req.Guild == "" {
		return chat.Errorf(chat.Invalid, "The puzzle of the day lives in servers; use these commands in one.")
	}
	if g == adminGate && req.MemberPermissions&(PermAdministrator|PermManageGuild) == 0 {
		return chat.Errorf(chat.Forbidden, "You need the **Manage Server** permission to run the puzzle of the day.")
	}
	return nil
}

func (b *Bot) help(context.Context, chat.Request) (chat.Reply, error) { return helpReply(), nil }
