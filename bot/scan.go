package bot

import (
	"context"
	"errors"
	"fmt"
	"mime"
	"path"
	"slices"
	"strings"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/scan"
)

// MaxImageSize is the largest picture the bot reads a grid from (phone photos are 2-8 MB).
const MaxImageSize = 10 << 20

// Buttons under the grid read from a picture: "<kind>:<key>:<command index>". The form
// Fix opens has the Fix button's ID, so that its submission finds the reading's options.
const (
	btnScanOK  = "scanok"  // the reading is right: solve or hint it
	btnScanFix = "scanfix" // open a form pre-filled with the reading, to correct it
	// The same for a command whose answer is public although the reading was private (play
	// together:true opens a co-op board): the deferral must say so before the state is read.
	btnScanOKPublic  = "scanokp"
	btnScanFixPublic = "scanfixp"
)

// scanKind tells what a button or form kind under a reading does.
func scanKind(kind string) (ok, fix, public bool) {
	switch kind {
	case btnScanOK, btnScanOKPublic:
		return true, false, kind == btnScanOKPublic
	case btnScanFix, btnScanFixPublic:
		return true, true, kind == btnScanFixPublic
	}
	return false, false, false
}

// scanForm reports whether req is the submission of the form Fix opened: its command is the
// Fix button's ID ("scanfix:<key>:<command index>") and its text the corrected grid.
func scanForm(req chat.Request) (kind, key string, n int, ok bool) {
	if req.Command == CmdButton || !strings.Contains(string(req.Command), ":") {
		return "", "", 0, false
	}
	kind, key, n = splitButton(string(req.Command))
	if _, fix, _ := scanKind(kind); !fix {
		return "", "", 0, false
	}
	return kind, key, n, true
}

// publicAnswer reports whether cmd with these options answers in public although the
// reading before it was private.
func publicAnswer(cmd chat.Command, opts map[string]string) bool {
	return cmd == CmdPlay && opts[OptTogether] == "true"
}

// scanCommands are the commands a picture can be read for, by their index in button IDs.
// Append only: the index is stored in buttons already sent.
var scanCommands = []chat.Command{CmdSolve, CmdHint, CmdPlay, CmdExplain, CmdRate}

// scanIndex is the index of cmd in scanCommands, or -1 when no picture is read for it.
func scanIndex(cmd chat.Command) int { return slices.Index(scanCommands, cmd) }

// readsPicture reports whether req asks to read a grid from a picture: a command a picture
// can be read for, with a picture attached and no grid in its text (text wins).
func (b *Bot) readsPicture(req *chat.Request) bool {
	return scanIndex(req.Command) >= 0 && req.Attachment != nil && b.inputOf(req).picture()
}

// imageExts are the picture types read for a grid.
var imageExts = map[string]bool{".png": true, ".jpg": true, ".jpeg": true, ".webp": true}

// isImage reports whether an attachment is a PNG, JPEG or WebP picture, by its content type
// or, when the platform gives none, its name.
func isImage(a *chat.Attachment) bool {
	if a == nil {
		return false
	}
	if a.ContentType != "" {
		mt, _, err := mime.ParseMediaType(a.ContentType)
		return err == nil && (mt == "image/png" || mt == "image/jpeg" || mt == "image/webp")
	}
	return imageExts[strings.ToLower(path.Ext(a.Name))]
}

// readPicture downloads the picture, reads the grid and shows it with Looks right and Fix.
func (b *Bot) readPicture(ctx context.Context, req chat.Request, index int) (chat.Reply, error) {
	a := *req.Attachment
	if a.Size > MaxImageSize {
		return chat.Reply{}, chat.Errorf(chat.TooLarge, "The picture %s is %s; I read pictures up to %s.", quoteName(a.Name), byteSize(a.Size), byteSize(MaxImageSize))
	}
	if b.fetch == nil {
		return chat.Reply{}, chat.Errorf(chat.Unavailable, "I cannot read attached files here; paste the puzzle as text instead.")
	}
	data, err := b.fetch(ctx, a)
	if err != nil {
		var e *chat.Error
		if errors.As(err, &e) {
			return chat.Reply{}, err
		}
		return chat.Reply{}, &chat.Error{Code: chat.Unavailable, Message: fmt.Sprintf("I could not download %s. Please attach it again or paste the puzzle as text.", quoteName(a.Name)), Err: err}
	}
	// The solve budget bounds the reading too: waiting for the decoding budget shared with
	// other readings, decoding and the search all stop at its deadline.
	rctx, cancel := b.budget(ctx)
	defer cancel()
	res, err := scan.Read(rctx, data, scan.Options{Limits: scan.Limits{MaxBytes: MaxImageSize}})
	switch {
	case gaveUp(err) && ctx.Err() == nil:
		return chat.Reply{}, &chat.Error{Code: chat.Unavailable, Message: fmt.Sprintf("Reading the picture %s took too long. Crop it to the grid and attach it again, or paste the puzzle as text.", quoteName(a.Name)), Err: err}
	case errors.Is(err, scan.ErrNoGrid):
		return chat.Reply{}, &chat.Error{Code: chat.Invalid, Message: "I could not find a Sudoku grid in this picture. " + scan.NoGridTip, Err: err}
	case errors.Is(err, scan.ErrTooLarge):
		return chat.Reply{}, &chat.Error{Code: chat.TooLarge, Message: fmt.Sprintf("The picture %s is too large for me to read (%s).", quoteName(a.Name), strings.TrimPrefix(err.Error(), "scan: ")), Err: err}
	case err != nil:
		return chat.Reply{}, &chat.Error{Code: chat.Invalid, Message: fmt.Sprintf("I could not open the picture %s: it is damaged or not a PNG, JPEG or WebP file.", quoteName(a.Name)), Err: err}
	}
	st := newPuzzleState(res.Grid, res.Grid)
	if len(req.Options) > 0 {
		st.Options = req.Options // given:, together:, … apply once the reading is confirmed
	}
	key, err := b.putState(ctx, st)
	if err != nil {
		return chat.Reply{}, err
	}
	okKind, fixKind := btnScanOK, btnScanFix
	if publicAnswer(scanCommands[index], req.Options) {
		okKind, fixKind = btnScanOKPublic, btnScanFixPublic
	}
	var pic []byte
	if len(res.Unsure) > 0 {
		pic, err = conflictPNG(res.Grid, res.Unsure, b.limits.Theme)
	} else {
		pic, err = puzzlePNG(res.Grid, b.limits.Theme)
	}
	if err != nil {
		return chat.Reply{}, fmt.Errorf("bot: draw the grid read: %w", err)
	}
	return chat.Reply{
		Text:      readText(res, scanCommands[index]),
		Files:     []chat.File{{Name: "read.png", ContentType: "image/png", Data: pic, Description: readAlt(res)}},
		Ephemeral: true,
		Buttons: []chat.Button{
			{Label: "Looks right", ID: buttonID(okKind, key, index), Style: chat.Success},
			{Label: "Fix", ID: buttonID(fixKind, key, index)},
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
		return cellList(out, 12)
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
	case CmdHint:
		what = "get a hint"
	case CmdPlay:
		what = "play it"
	case CmdExplain:
		what = "get the explanation"
	case CmdRate:
		what = "rate it"
	}
	fmt.Fprintf(&sb, "\nPress **Looks right** to %s, or **Fix** to correct the grid as text.", what)
	return sb.String()
}

// scanButton answers Looks right (solve or hint the grid read) and Fix (a form holding it).
func (b *Bot) scanButton(ctx context.Context, req chat.Request, kind, key string, cmd chat.Command) (chat.Reply, error) {
	st, err := b.getState(ctx, key)
	if err != nil {
		return chat.Reply{}, err
	}
	g, err := st.given()
	if err != nil {
		return chat.Reply{}, err
	}
	if _, fix, _ := scanKind(kind); fix {
		// The form's ID is the button's: its submission comes back to scanFixed.
		return chat.Reply{Modal: &chat.Modal{ID: req.Button, Title: "Fix the grid I read", Label: "One row per line, . for blanks",
			Value: g.String(), MaxLength: 4000}}, nil
	}
	return b.scanAnswer(ctx, req, cmd, g.String(), st.Options)
}

// scanFixed answers the form Fix opened: the command of the original request, with its
// options, on the grid as corrected. When the reading has expired meanwhile, the corrected
// grid is still answered, with the options only a co-op board (public) implies.
func (b *Bot) scanFixed(ctx context.Context, req chat.Request, key string, cmd chat.Command, public bool) (chat.Reply, error) {
	st, err := b.getState(ctx, key)
	var e *chat.Error
	if errors.As(err, &e) && e.Code == chat.NotFound {
		st, err = puzzleState{}, nil
		if public {
			st.Options = map[string]string{OptTogether: "true"}
		}
	}
	if err != nil {
		return chat.Reply{}, err
	}
	return b.scanAnswer(ctx, req, cmd, req.Text, st.Options)
}

// scanAnswer runs cmd on the grid text with the original command's options.
func (b *Bot) scanAnswer(ctx context.Context, req chat.Request, cmd chat.Command, text string, opts map[string]string) (chat.Reply, error) {
	next := req
	next.Command, next.Button, next.Text, next.Attachment, next.Memo = cmd, "", text, nil, nil
	next.Options = make(map[string]string, len(opts))
	for k, v := range opts {
		next.Options[k] = v
	}
	switch cmd {
	case CmdHint:
		return b.hint(ctx, next)
	case CmdPlay:
		return b.play.Open(ctx, next)
	case CmdExplain:
		return b.explain(ctx, next)
	case CmdRate:
		return b.rate(ctx, next)
	}
	return b.solve(ctx, next)
}
