package bot

// A route is one row of the command or button table (commands.go, buttons.go): how the
// edge acknowledges the request, what its work costs, what it asks of the caller, and who
// answers it. table.go looks the rows up and runs them.

import (
	"context"

	"github.com/sudokubot/sudokubot/bot/chat"
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

// A handler answers a request on behalf of one of the rooms.
type handler = func(*Bot, context.Context, chat.Request) (chat.Reply, error)

// in points a row of the command or button table to a method of the room the bot keeps
// at room(b).
func in[R any](room func(*Bot) R, f func(R, context.Context, chat.Request) (chat.Reply, error)) handler {
	return func(b *Bot, ctx context.Context, req chat.Request) (chat.Reply, error) { return f(room(b), ctx, req) }
}

// adjustBy points a row's timing adjustment to one of the rooms'.
func adjustBy(f func(*chat.Request, chat.Timing) chat.Timing) func(*Bot, *chat.Request, chat.Timing) chat.Timing {
	return func(_ *Bot, req *chat.Request, t chat.Timing) chat.Timing { return f(req, t) }
}
