package bot

// The commands: their names and options as the rooms define them (the one list the edge,
// bot/discord, reads to offer them), and the command and button tables: every command the
// bot answers and every button kind it puts under a reply, in one place. A new command is
// one row here (and its button kinds rows in buttons; its name above when the edge needs
// it); Classify and Handle only look rows up (table.go).

import (
	"context"
	"strings"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/daily"
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

// CmdLaunch is the application's entry point command (the App Launcher): it opens the
// Activity.
const CmdLaunch chat.Command = "launch"

// commands are the commands the bot answers, grouped by room, and then the picture rows:
// a command of photo.Commands whose request carries a picture to read (and no grid in its
// text) is answered by the photo room first. Daily options and the daily hint are expensive
// work as they were before the table (no class was declared for them).
var commands = append([]route{
	{name: string(CmdSolve), timing: chat.Timing{}, adjust: slowForLongText, work: chat.ExpensiveWork, form: sudokuForm, handle: byKind(func(k kind) kindHandler { return k.solve })},
	{name: string(CmdHint), timing: chat.Timing{Ephemeral: true}, adjust: slowForLongText, work: chat.ExpensiveWork, form: sudokuForm, handle: byKind(func(k kind) kindHandler { return k.hint })},
	{name: string(CmdExplain), timing: chat.Timing{Ephemeral: true, Slow: true}, work: chat.ExpensiveWork, form: sudokuForm, handle: in(sudokuRoom, (*solve.Room).Explain)},
	{name: string(CmdRate), timing: chat.Timing{Slow: true}, work: chat.ExpensiveWork, form: sudokuForm, handle: in(sudokuRoom, (*solve.Room).Rate)},
	{name: string(CmdNew), timing: chat.Timing{Slow: true}, work: chat.ExpensiveWork, handle: in(sudokuRoom, (*solve.Room).Generate)},
	{name: string(CmdHelp), timing: chat.Timing{Ephemeral: true}, work: chat.CheapWork, handle: (*Bot).help},

	{name: string(CmdNonogramSolve), timing: chat.Timing{}, adjust: slowUnlessForm, work: chat.ExpensiveWork, form: nonogramForm, handle: in(nonogramRoom, (*nonogram.Room).Solve)},
	{name: string(CmdNonogramHint), timing: chat.Timing{Ephemeral: true}, adjust: slowUnlessForm, work: chat.ExpensiveWork, form: nonogramForm, handle: in(nonogramRoom, (*nonogram.Room).Hint)},

	// The play board: presses are cheap and frequent, with their own flood limit (bot/play).
	{name: string(CmdPlay), timing: chat.Timing{Ephemeral: true}, adjust: adjustBy(play.OpenTiming), work: chat.PressWork, handle: in(board, (*play.Board).Open)},
	{name: string(CmdSettings), timing: chat.Timing{Ephemeral: true}, work: chat.PressWork, handle: in(board, (*play.Board).Settings)},
	{name: string(CmdLaunch), timing: chat.Timing{}, work: chat.CheapWork, handle: (*Bot).launchCommand},                                                           // the App Launcher (activity.go): never deferred
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
}, pictureRows()...)

// The rooms, for in.
func sudokuRoom(b *Bot) *solve.Room      { return b.sudoku }
func nonogramRoom(b *Bot) *nonogram.Room { return b.nonogram }
func photoRoom(b *Bot) *photo.Room       { return b.photo }
func board(b *Bot) *play.Board           { return b.play }
func dailyRoom(b *Bot) *daily.Room       { return b.daily }

// pictureRows are the rows of a picture to read for each command of photo.Commands, named
// by pictureRow. Reading a picture is slow (a download, then the decoding) and expensive
// whatever the command; its answer is for the caller only. Looks right and Fix then run
// the command's own row (Bot.answer).
func pictureRows() []route {
	var rows []route
	for _, cmd := range photo.Commands {
		rows = append(rows, route{name: pictureRow(cmd), timing: chat.Timing{Slow: true, Ephemeral: true}, work: chat.ExpensiveWork, handle: in(photoRoom, (*photo.Room).Read)})
	}
	return rows
}

// pictureRow names the row of cmd with a picture to read.
func pictureRow(cmd chat.Command) string { return string(cmd) + " (picture)" }

// The rows of what no row of the tables names: a button whose kind is gone (an old
// message) and a command the edge knows but the bot does not. Both are admitted as
// expensive work, as anything unknown is.
var (
	staleButton = route{work: chat.ExpensiveWork, handle: func(*Bot, context.Context, chat.Request) (chat.Reply, error) {
		return chat.Reply{}, chat.ErrStaleButton
	}}
	unknownCommand = route{work: chat.ExpensiveWork, handle: func(_ *Bot, _ context.Context, req chat.Request) (chat.Reply, error) {
		return chat.Reply{}, chat.Errorf(chat.Invalid, "I do not know the command %q.", req.Command)
	}}
)

// slowForLongText defers a command whose text is long (grids above 9×9) or holds a puzzle
// of another kind than Sudoku (a nonogram), which may need search. Downloads are usually
// quick, and the edge defers anyway when the work overruns its DeferAfter.
func slowForLongText(b *Bot, req *chat.Request, t chat.Timing) chat.Timing {
	in := b.input.Of(req)
	t.Slow = len(req.Text) > 400 || in.Kind != b.kinds[0].name && in.TooLarge == nil
	return t
}

// slowUnlessForm defers a nonogram command, which may need search, unless the answer is the
// form (no puzzle yet).
func slowUnlessForm(_ *Bot, req *chat.Request, t chat.Timing) chat.Timing {
	t.Slow = strings.TrimSpace(req.Text) != "" || req.Attachment != nil
	return t
}

// The button table: every button kind, with the timing and the cost of a press and who
// answers it. A button ID is "<kind>:<key>[:<n>]" (chat.ButtonID); the
// play board's controls are "pl:<game>:<version>:<action>[:<arg>]" and the settings reply's
// "ps:<what>", so their kinds are "pl" and "ps".

// buttons are the button kinds. A kind not listed here is no longer valid.
var buttons = []route{
	// Under a solved or generated Sudoku (bot/solve).
	{name: solve.BtnHint, timing: chat.Timing{Ephemeral: true}, work: chat.NavigationWork, handle: in(sudokuRoom, (*solve.Room).HintButton)},
	{name: solve.BtnNext, timing: chat.Timing{Ephemeral: true, Update: true}, work: chat.NavigationWork, handle: in(sudokuRoom, (*solve.Room).HintButton)},
	{name: solve.BtnExplain, timing: chat.Timing{Ephemeral: true, Slow: true}, work: chat.NavigationWork, handle: in(sudokuRoom, (*solve.Room).ExplainButton)},
	{name: solve.BtnPage, timing: chat.Timing{Ephemeral: true, Slow: true, Update: true}, work: chat.CheapWork, handle: in(sudokuRoom, (*solve.Room).ExplainButton)}, // the explanation is computed once, pages are stored
	{name: solve.BtnReveal, timing: chat.Timing{Ephemeral: true}, work: chat.NavigationWork, handle: in(sudokuRoom, (*solve.Room).RevealButton)},

	// Under a nonogram (bot/nonogram).
	{name: nonogram.BtnHint, timing: chat.Timing{Slow: true, Ephemeral: true}, work: chat.NavigationWork, handle: in(nonogramRoom, (*nonogram.Room).Button)},
	{name: nonogram.BtnNext, timing: chat.Timing{Slow: true, Ephemeral: true, Update: true}, work: chat.NavigationWork, handle: in(nonogramRoom, (*nonogram.Room).Button)},
	{name: nonogram.BtnReveal, timing: chat.Timing{Slow: true, Ephemeral: true}, work: chat.NavigationWork, handle: in(nonogramRoom, (*nonogram.Room).Button)},

	// Under a grid read from a picture (bot/photo). Fix opens a form, which must be the
	// first answer, so it is never deferred.
	// The public kinds are for a command answered in public after a private reading (play
	// together:true opens a co-op board).
	{name: photo.BtnOK, timing: chat.Timing{}, adjust: adjustBy(photo.OKTiming), work: chat.ExpensiveWork, handle: in(photoRoom, (*photo.Room).Press)},
	{name: photo.BtnOKPublic, timing: chat.Timing{}, adjust: adjustBy(photo.OKTiming), work: chat.ExpensiveWork, handle: in(photoRoom, (*photo.Room).Press)},
	{name: photo.BtnFix, timing: chat.Timing{}, work: chat.ExpensiveWork, handle: in(photoRoom, (*photo.Room).Press)},
	{name: photo.BtnFixPublic, timing: chat.Timing{}, work: chat.ExpensiveWork, handle: in(photoRoom, (*photo.Room).Press)},

	// On the daily post (bot/daily); the key is the post's local date.
	{name: daily.BtnHint, timing: chat.Timing{Ephemeral: true, Slow: true}, work: chat.ExpensiveWork, gate: dailyGate, handle: in(dailyRoom, (*daily.Room).HintButton)},
	{name: daily.BtnSubmit, timing: chat.Timing{}, work: chat.CheapWork, gate: dailyGate, handle: in(dailyRoom, (*daily.Room).SubmitButton)}, // opens the answer form: never deferred
	{name: daily.BtnNext, timing: chat.Timing{Ephemeral: true, Slow: true, Update: true}, work: chat.NavigationWork, gate: dailyGate, handle: in(dailyRoom, (*daily.Room).NextButton)},
	{name: daily.BtnPlay, timing: chat.Timing{Ephemeral: true}, work: chat.ExpensiveWork, gate: dailyGate, handle: in(dailyRoom, (*daily.Room).PlayButton)}, // a private board, as quick as a press on it

	// "Open board" under a chat board or the daily post (activity.go): a launch must be
	// the first answer, so it is never deferred.
	{name: btnLaunch, timing: chat.Timing{}, work: chat.CheapWork, handle: (*Bot).launchButton},

	// The play board and the settings reply (bot/play).
	{name: strings.TrimSuffix(play.Prefix, ":"), timing: chat.Timing{Update: true}, adjust: adjustBy(play.PressTiming), work: chat.PressWork, handle: in(board, (*play.Board).Press)},
	{name: strings.TrimSuffix(play.SettingsPrefix, ":"), timing: chat.Timing{Ephemeral: true, Update: true}, work: chat.PressWork, handle: in(board, (*play.Board).SettingsButton)},
}
