// Package photo reads a Sudoku grid from a picture a member attached (a photo, a
// screenshot) and shows it back with Looks right and Fix before the command runs on it:
// Looks right answers the command on the grid read, Fix opens a form holding the grid as
// text to correct. The grids are read by package scan.
package photo

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/draw"
	"github.com/sudokubot/sudokubot/bot/input"
	"github.com/sudokubot/sudokubot/bot/limit"
	"github.com/sudokubot/sudokubot/bot/play"
	"github.com/sudokubot/sudokubot/bot/solve"
	"github.com/sudokubot/sudokubot/bot/state"
	"github.com/sudokubot/sudokubot/scan"
)

// MaxImageSize is the largest picture the bot reads a grid from (phone photos are 2-8 MB).
const MaxImageSize = 10 << 20

// Config is what [New] needs.
type Config struct {
	Input   *input.Reader  // reads the request and downloads the picture (its Fetch)
	Buttons *state.Buttons // keeps the grid read until it is confirmed or fixed
	Theme   string         // the picture theme of the grid read
	Budget  limit.Budget   // bounds a reading: waiting for the shared decoding budget, decoding, the search
	// Answer runs a command on the grid read (Looks right) or corrected (the Fix form):
	// the row of the command table that answers cmd, with its options.
	Answer func(ctx context.Context, req chat.Request) (chat.Reply, error)
}

// A Room reads grids from pictures. It is safe for concurrent use.
type Room struct {
	input   *input.Reader
	buttons *state.Buttons
	theme   string
	answer  func(ctx context.Context, req chat.Request) (chat.Reply, error)
	budget  limit.Budget
}

// New returns a Room built from c.
func New(c Config) *Room {
	return &Room{input: c.Input, buttons: c.Buttons, theme: c.Theme, answer: c.Answer, budget: c.Budget}
}

// Buttons under the grid read from a picture: "<kind>:<key>:<command index>". The form
// Fix opens has the Fix button's ID, so that its submission finds the reading's options.
const (
	BtnOK  = "scanok"  // the reading is right: solve or hint it
	BtnFix = "scanfix" // open a form pre-filled with the reading, to correct it
	// The same for a command whose answer is public although the reading was private (play
	// together:true opens a co-op board): the deferral must say so before the state is read.
	BtnOKPublic  = "scanokp"
	BtnFixPublic = "scanfixp"
)

// scanKind tells what a button or form kind under a reading does.
func scanKind(kind string) (ok, fix, public bool) {
	switch kind {
	case BtnOK, BtnOKPublic:
		return true, false, kind == BtnOKPublic
	case BtnFix, BtnFixPublic:
		return true, true, kind == BtnFixPublic
	}
	return false, false, false
}

// scanForm reports whether req is the submission of the form Fix opened: its command is the
// Fix button's ID ("scanfix:<key>:<command index>") and its text the corrected grid.
func scanForm(req chat.Request) (kind, key string, n int, ok bool) {
	if req.Command == chat.CmdButton || !strings.Contains(string(req.Command), ":") {
		return "", "", 0, false
	}
	kind, key, n = chat.SplitButton(string(req.Command))
	if _, fix, _ := scanKind(kind); !fix {
		return "", "", 0, false
	}
	return kind, key, n, true
}

// publicAnswer reports whether cmd with these options answers in public although the
// reading before it was private.
func publicAnswer(cmd chat.Command, opts map[string]string) bool {
	return cmd == play.CmdPlay && opts[play.OptTogether] == "true"
}

// Commands are the commands a picture can be read for, by their index in button IDs.
// Append only: the index is stored in buttons already sent.
var Commands = []chat.Command{solve.CmdSolve, solve.CmdHint, play.CmdPlay, solve.CmdExplain, solve.CmdRate}

// index is the index of cmd in Commands, or -1 when no picture is read for it.
func index(cmd chat.Command) int { return slices.Index(Commands, cmd) }

// Reads reports whether req asks to read a grid from a picture: a command a picture can
// be read for, with a picture attached and no grid in its text (text wins).
func (b *Room) Reads(req *chat.Request) bool {
	return index(req.Command) >= 0 && req.Attachment != nil && b.input.Of(req).ReadsPicture()
}

// Read downloads the picture, reads the grid and shows it with Looks right and Fix.
func (b *Room) Read(ctx context.Context, req chat.Request) (chat.Reply, error) {
	index := index(req.Command)
	a := *req.Attachment
	if a.Size > MaxImageSize {
		return chat.Reply{}, chat.Errorf(chat.TooLarge, "The picture %s is %s; I read pictures up to %s.", input.QuoteName(a.Name), input.ByteSize(a.Size), input.ByteSize(MaxImageSize))
	}
	if b.input.Fetch == nil {
		return chat.Reply{}, chat.Errorf(chat.Unavailable, "I cannot read attached files here; paste the puzzle as text instead.")
	}
	data, err := b.input.Fetch(ctx, a)
	if err != nil {
		var e *chat.Error
		if errors.As(err, &e) {
			return chat.Reply{}, err
		}
		return chat.Reply{}, &chat.Error{Code: chat.Unavailable, Message: fmt.Sprintf("I could not download %s. Please attach it again or paste the puzzle as text.", input.QuoteName(a.Name)), Err: err}
	}
	// The solve budget bounds the reading too: waiting for the decoding budget shared with
	// other readings, decoding and the search all stop at its deadline.
	rctx, cancel := b.budget.Bound(ctx)
	defer cancel()
	res, err := scan.Read(rctx, data, scan.Options{Limits: scan.Limits{MaxBytes: MaxImageSize}})
	switch {
	case errors.Is(err, context.DeadlineExceeded) && ctx.Err() == nil:
		return chat.Reply{}, &chat.Error{Code: chat.Unavailable, Message: fmt.Sprintf("Reading the picture %s took too long. Crop it to the grid and attach it again, or paste the puzzle as text.", input.QuoteName(a.Name)), Err: err}
	case errors.Is(err, scan.ErrNoGrid):
		return chat.Reply{}, &chat.Error{Code: chat.Invalid, Message: "I could not find a Sudoku grid in this picture. " + scan.NoGridTip, Err: err}
	case errors.Is(err, scan.ErrTooLarge):
		return chat.Reply{}, &chat.Error{Code: chat.TooLarge, Message: fmt.Sprintf("The picture %s is too large for me to read (%s).", input.QuoteName(a.Name), strings.TrimPrefix(err.Error(), "scan: ")), Err: err}
	case err != nil:
		return chat.Reply{}, &chat.Error{Code: chat.Invalid, Message: fmt.Sprintf("I could not open the picture %s: it is damaged or not a PNG, JPEG or WebP file.", input.QuoteName(a.Name)), Err: err}
	}
	st := solve.NewState(res.Grid, res.Grid)
	if len(req.Options) > 0 {
		st.Options = req.Options // given:, together:, … apply once the reading is confirmed
	}
	key, err := solve.States.Put(ctx, b.buttons, st)
	if err != nil {
		return chat.Reply{}, err
	}
	okKind, fixKind := BtnOK, BtnFix
	if publicAnswer(Commands[index], req.Options) {
		okKind, fixKind = BtnOKPublic, BtnFixPublic
	}
	var pic []byte
	if len(res.Unsure) > 0 {
		pic, err = draw.Conflicts(res.Grid, res.Unsure, b.theme)
	} else {
		pic, err = draw.Puzzle(res.Grid, b.theme)
	}
	if err != nil {
		return chat.Reply{}, fmt.Errorf("bot: draw the grid read: %w", err)
	}
	return chat.Reply{
		Text:      readText(res, Commands[index]),
		Files:     []chat.File{{Name: "read.png", ContentType: "image/png", Data: pic, Description: readAlt(res)}},
		Ephemeral: true,
		Buttons: []chat.Button{
			{Label: "Looks right", ID: chat.ButtonID(okKind, key, index), Style: chat.Success},
			{Label: "Fix", ID: chat.ButtonID(fixKind, key, index)},
		},
	}, nil
}

// readAlt is the alt text of the picture of the grid read.
func readAlt(res *scan.Result) string {
	g := res.Grid
	alt := fmt.Sprintf("The %d×%d Sudoku read from your picture, %d givens: %s", g.Size(), g.Size(), g.Len()-g.Empty(), g.Line())
	if len(res.Unsure) > 0 {
		alt += fmt.Sprintf("; %d unsure cells circled", len(res.Unsure))
	}
	return alt
}

// readText says what was read and what the buttons do.
func readText(res *scan.Result, cmd chat.Command) string {
	g := res.Grid
	names := func(cells []int) string {
		var out []string
		for _, i := range cells {
			out = append(out, g.CellName(i))
		}
		return chat.List(out, 12)
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "📷 This is the grid I read from your picture (%d givens).", g.Len()-g.Empty())
	if len(res.Unsure) > 0 {
		fmt.Fprintf(&sb, " I am not sure of %s (circled).", names(res.Unsure))
	}
	if len(res.Changed) > 0 {
		fmt.Fprintf(&sb, " My first reading had no unique solution, so I took my second choice at %s.", names(res.Changed))
	}
	if !res.Unique {
		sb.WriteString(" ⚠️ As read, it has no unique solution: check it before going on.")
	}
	what := "solve it"
	switch cmd {
	case solve.CmdHint:
		what = "get a hint"
	case play.CmdPlay:
		what = "play it"
	case solve.CmdExplain:
		what = "get the explanation"
	case solve.CmdRate:
		what = "rate it"
	}
	fmt.Fprintf(&sb, "\nPress **Looks right** to %s, or **Fix** to correct the grid as text.", what)
	return sb.String()
}

// scanButton answers Looks right (solve or hint the grid read) and Fix (a form holding it).
func (b *Room) scanButton(ctx context.Context, req chat.Request, kind, key string, cmd chat.Command) (chat.Reply, error) {
	st, err := solve.States.Get(ctx, b.buttons, key)
	if err != nil {
		return chat.Reply{}, err
	}
	g, err := st.Puzzle()
	if err != nil {
		return chat.Reply{}, err
	}
	if _, fix, _ := scanKind(kind); fix {
		// The form's ID is the button's: its submission comes back to scanFixed.
		return chat.Reply{Modal: &chat.Modal{ID: req.Button, Title: "Fix the grid I read", Label: "One row per line, . for blanks",
			Value: g.String()}}, nil
	}
	return b.scanAnswer(ctx, req, cmd, g.String(), st.Options)
}

// scanFixed answers the form Fix opened: the command of the original request, with its
// options, on the grid as corrected. When the reading has expired meanwhile, the corrected
// grid is still answered, with the options only a co-op board (public) implies.
func (b *Room) scanFixed(ctx context.Context, req chat.Request, key string, cmd chat.Command, public bool) (chat.Reply, error) {
	st, err := solve.States.Get(ctx, b.buttons, key)
	var e *chat.Error
	if errors.As(err, &e) && e.Code == chat.NotFound {
		st, err = solve.State{}, nil
		if public {
			st.Options = map[string]string{play.OptTogether: "true"}
		}
	}
	if err != nil {
		return chat.Reply{}, err
	}
	return b.scanAnswer(ctx, req, cmd, req.Text, st.Options)
}

// scanAnswer runs cmd on the grid text with the original command's options.
func (b *Room) scanAnswer(ctx context.Context, req chat.Request, cmd chat.Command, text string, opts map[string]string) (chat.Reply, error) {
	next := req
	next.Command, next.Button, next.Text, next.Attachment, next.Memo = cmd, "", text, nil, nil
	next.Options = make(map[string]string, len(opts))
	for k, v := range opts {
		next.Options[k] = v
	}
	return b.answer(ctx, next)
}

// OKTiming: Looks right answers as the command would. Hints, explanations and (private)
// boards are for the caller only; solutions and ratings are public; explaining and rating
// take a while.
func OKTiming(req *chat.Request, t chat.Timing) chat.Timing {
	kind, _, n := chat.SplitButton(req.Button)
	if n < 0 || n >= len(Commands) {
		return t
	}
	_, _, public := scanKind(kind)
	return answerTiming(Commands[n], public)
}

// answerTiming is the timing of cmd answered on a grid read from a picture: hints,
// explanations and private boards are for the caller only; solutions, ratings and co-op
// boards (public) are for everyone; explaining and rating take a while.
func answerTiming(cmd chat.Command, public bool) chat.Timing {
	return chat.Timing{Ephemeral: cmd != solve.CmdSolve && cmd != solve.CmdRate && !public, Slow: cmd == solve.CmdExplain || cmd == solve.CmdRate}
}

// FormTiming: the form Fix opened answers as its command would.
func FormTiming(req *chat.Request, t chat.Timing) chat.Timing {
	kind, _, n, ok := scanForm(*req)
	if !ok || n < 0 || n >= len(Commands) {
		return chat.Timing{Ephemeral: true}
	}
	return answerTiming(Commands[n], kind == BtnFixPublic)
}

// FormSubmit answers the form Fix opened ("scanfix:<key>:<command index>"): the original
// command, with its options, on the corrected grid.
func (b *Room) FormSubmit(ctx context.Context, req chat.Request) (chat.Reply, error) {
	kind, key, n, ok := scanForm(req)
	if !ok || key == "" || n < 0 || n >= len(Commands) {
		return chat.Reply{}, chat.Errorf(chat.NotFound, "This form is no longer valid.")
	}
	return b.scanFixed(ctx, req, key, Commands[n], kind == BtnFixPublic)
}

// Press answers Looks right and Fix under a grid read from a picture.
func (b *Room) Press(ctx context.Context, req chat.Request) (chat.Reply, error) {
	kind, key, n, err := chat.Pressed(req)
	if err != nil || n < 0 || n >= len(Commands) {
		return chat.Reply{}, chat.ErrStaleButton
	}
	return b.scanButton(ctx, req, kind, key, Commands[n])
}
