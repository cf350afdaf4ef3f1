package bot

// How a request finds its row of the command or button table, and what every row goes
// through: the form when the puzzle is missing, the admission of its work, its gate.

import (
	"context"
	"strings"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/daily"
	"github.com/sudokubot/sudokubot/bot/draw"
	"github.com/sudokubot/sudokubot/bot/store"
)

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

// route returns the row that answers req: its button kind's; its command's, or the keyed
// form's ("daily-submit:<date>"); the picture row of its command when it carries a
// picture to read (bot/photo); else the stale-button or unknown-command row.
func (b *Bot) route(req *chat.Request) *route {
	if req.Command == CmdButton {
		kind, _, _ := chat.SplitButton(req.Button)
		if r := buttonIndex[kind]; r != nil {
			return r
		}
		return &staleButton
	}
	if b.photo.Reads(req) {
		return commandIndex[pictureRow(req.Command)]
	}
	if r := commandIndex[string(req.Command)]; r != nil {
		return r
	}
	name, _, ok := strings.Cut(string(req.Command), ":")
	if r := commandIndex[name]; ok && r != nil && r.keyed {
		return r
	}
	return &unknownCommand
}

// Classify says how the edge should acknowledge req: at once when the work is quick, or
// deferred (and whether ephemerally) when it may be slow. The edge may still defer a
// quick request whose work overruns.
func (b *Bot) Classify(req chat.Request) chat.Timing {
	r := b.route(&req)
	if r.adjust != nil {
		return r.adjust(b, &req, r.timing)
	}
	return r.timing
}

// Handle answers req. A returned error is for the edge to present with [chat.ErrorReply];
// puzzle problems the user should fix come back as an ephemeral Reply or an *Error with a
// precise message. Handle respects ctx, the worker pool and the per-member limits (see
// work.go: what counts as expensive work).
func (b *Bot) Handle(ctx context.Context, req chat.Request) (chat.Reply, error) {
	r := b.route(&req)
	if r.form != noForm && !req.FromMessage && strings.TrimSpace(req.Text) == "" && req.Attachment == nil {
		return chat.Reply{Modal: formFor(req.Command, r.form)}, nil
	}
	ctx = b.withMemberTheme(ctx, req.User)
	release, err := b.admitWork(ctx, req.User, r.work)
	if err != nil {
		return chat.Reply{}, err
	}
	defer release()
	if err := b.pass(r.gate, req); err != nil {
		return chat.Reply{}, err
	}
	return r.handle(b, ctx, req)
}

// answer runs the row of the command table that answers req, as the photo room asks for
// a command on a grid read or corrected: the request was admitted with the picture.
func (b *Bot) answer(ctx context.Context, req chat.Request) (chat.Reply, error) {
	return b.route(&req).handle(b, ctx, req)
}

// withMemberTheme returns ctx carrying the theme the member chose with /sudoku settings, so
// that every picture drawn for them uses it; it is read when the first picture is drawn. A
// store that cannot answer leaves the default.
func (b *Bot) withMemberTheme(ctx context.Context, user string) context.Context {
	if user == "" {
		return ctx
	}
	return draw.WithTheme(ctx, func() string {
		set, err := b.play.Games().GetPlayerSettings(ctx, user)
		if err != nil {
			return ""
		}
		return set.Theme
	})
}

// formFor is the form that asks for the puzzle of cmd.
func formFor(cmd chat.Command, f form) *chat.Modal {
	if f == nonogramForm {
		return &chat.Modal{ID: string(cmd), Title: "Paste a nonogram", Label: "Row clues, a blank line, column clues",
			Placeholder: "1 1\n3\n\n2\n1\n2"}
	}
	return &chat.Modal{ID: string(cmd), Title: "Paste a Sudoku", Label: "Puzzle (rows on separate lines)",
		Placeholder: "53..7....\n6..195...\n.98....6.\n…"}
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
	if g == adminGate && !req.MemberPermissions.Has(chat.ManageServer) {
		return chat.Errorf(chat.Forbidden, "You need the **Manage Server** permission to run the puzzle of the day.")
	}
	return nil
}

// DailyPermissions is what `sudokubot check` reports for a daily channel (see
// [daily.Permissions]).
func DailyPermissions(perms chat.Permissions, s store.GuildSettings) (missing, mayNeed []string) {
	return daily.Permissions(perms, s)
}
