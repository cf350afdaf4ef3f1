package bot

// The kinds of puzzle the bot serves (Config.Kinds reads them; puzzle.Table by default)
// and, for each, the room that answers what every kind is asked: solve and hint on a puzzle
// pasted or attached (/sudoku solve and hint, the Apps menu, a mention). A kind in the table
// with no room of its own is answered by bot/puzzles through the seam alone; a room of its
// own is one line of rooms below.

import (
	"context"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/input"
	"github.com/sudokubot/sudokubot/puzzle"
)

// A kindHandler answers a request whose puzzle, of one kind, is read already.
type kindHandler = func(ctx context.Context, req chat.Request, in *input.Input) (chat.Reply, error)

// A kind is how the bot serves one kind of puzzle.
type kind struct {
	name   string                                        // puzzle.Kind's Name
	solve  kindHandler                                   // /sudoku solve, the Solve puzzle menu, a mention
	hint   kindHandler                                   // /sudoku hint, the Hint menu
	refuse func(in *input.Input, cmd chat.Command) error // what a Sudoku-only command (explain, rate, play) says; nil for Sudoku
}

// kindTable lists the kinds in the order of kinds: the first is the one whose messages a
// text no kind reads gets.
func (b *Bot) kindTable(kinds puzzle.Kinds) []kind {
	rooms := map[string]kind{ // the kinds with a room of their own
		puzzle.Sudoku{}.Name():   {solve: b.sudoku.Solve, hint: b.sudoku.Hint},
		puzzle.Nonogram{}.Name(): {solve: b.nonogram.SolveInput, hint: b.nonogram.HintInput, refuse: b.nonogram.NotSudoku},
	}
	out := make([]kind, 0, len(kinds))
	for _, k := range kinds {
		r, ok := rooms[k.Name()]
		if !ok {
			r = kind{solve: b.puzzles.Solve, hint: b.puzzles.Hint, refuse: b.puzzles.NotSudoku}
		}
		r.name = k.Name()
		out = append(out, r)
	}
	return out
}

// kindOf is the kind named name; an unknown name (a text no kind reads) is the first kind.
func (b *Bot) kindOf(name string) kind {
	for _, k := range b.kinds {
		if k.name == name {
			return k
		}
	}
	return b.kinds[0]
}

// byKind points a row of the command table to the answer, of the kind of the request's
// puzzle, that pick chooses.
func byKind(pick func(kind) kindHandler) handler {
	return func(b *Bot, ctx context.Context, req chat.Request) (chat.Reply, error) {
		in, err := b.input.Puzzle(ctx, &req)
		if err != nil {
			return chat.Reply{}, err
		}
		return pick(b.kindOf(in.Kind))(ctx, req, in)
	}
}

// refuse answers a Sudoku-only command given a puzzle of another kind, in that kind's words.
func (b *Bot) refuse(in *input.Input, cmd chat.Command) error {
	if k := b.kindOf(in.Kind); k.refuse != nil {
		return k.refuse(in, cmd)
	}
	return in.Err
}
