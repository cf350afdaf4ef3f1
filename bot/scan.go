package bot

import (
	"context"
	"errors"
	"fmt"
	"mime"
	"path"
	"slices"
	"strings"

	"github.com/sudokubot/sudokubot/scan"
	"github.com/sudokubot/sudokubot/solver/sudoku"
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
func scanForm(req Request) (kind, key string, n int, ok bool) {
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
func publicAnswer(cmd Command, opts map[string]string) bool {
	return cmd == CmdPlay && opts[OptTogether] == "true"
}

// scanCommands are the commands a picture can be read for, by their index in button IDs.
// Append only: the index is stored in buttons already sent.
var scanCommands = []Command{CmdSolve, CmdHint, CmdPlay, CmdExplain, CmdRate}

// isPicturePlay reports whether req is /sudoku play with a picture and no grid text: it is
// read like a solve or hint request (on the worker pool) before the board opens.
func isPicturePlay(req Request) bool {
	return req.Command == CmdPlay && isImage(req.Attachment) && !hasGrid(req.Text)
}

// imageExts are the picture types read for a grid.
var imageExts = map[string]bool{".png": true, ".jpg": true, ".jpeg": true, ".webp": true}

// isImage reports whether an attachment is a PNG, JPEG or WebP picture, by its content type
// or, when the platform gives none, its name.
func isImage(a *Attachment) bool {
	if a == nil {
		return false
	}
	if a.ContentType != "" {
		mt, _, err := mime.ParseMediaType(a.ContentType)
		return err == nil && (mt == "image/png" || mt == "image/jpeg" || mt == "image/webp")
	}
	return imageExts[strings.ToLower(path.Ext(a.Name))]
}

// scanHook handles what pictures add to the commands: a solve or hint request whose
// attachment is a picture (and whose text holds no grid: text wins), and the Looks right /
// Fix buttons. handled is false for every other request, which may have been changed
// (a picture beside a grid in the text is dropped).
func (b *Bot) scanHook(ctx context.Context, req *Request) (r Reply, handled bool, err error) {
	if kind, key, n, ok := scanForm(*req); ok {
		if key == "" || n < 0 || n >= len(scanCommands) {
			return Reply{}, true, errorf(NotFound, "This form is no longer valid.")
		}
		r, err := b.scanFixed(ctx, *req, key, scanCommands[n], kind == btnScanFixPublic)
		return r, true, err
	}
	if req.Command == CmdButton {
		kind, key, n := splitButton(req.Button)
		if ok, _, _ := scanKind(kind); !ok {
			return Reply{}, false, nil
		}
		if key == "" || n < 0 || n >= len(scanCommands) {
			return Reply{}, true, errorf(NotFound, "This button is no longer valid.")
		}
		r, err := b.scanButton(ctx, *req, kind, key, scanCommands[n])
		return r, true, err
	}
	index := -1
	for i, c := range scanCommands {
		if req.Command == c {
			index = i
		}
	}
	if index < 0 || !isImage(req.Attachment) {
		return Reply{}, false, nil
	}
	if hasGrid(req.Text) {
		req.Attachment = nil // the text wins over the picture
		return Reply{}, false, nil
	}
	r, err = b.readPicture(ctx, *req, index)
	return r, true, err
}

// classifyScan says how to acknowledge what pictures add: reading a picture is slow (a
// download, then the decoding) and its answer is for the caller only; Looks right answers as
// the command would; Fix opens a form, which must be the first answer, so it is never
// deferred.
func classifyScan(req Request) (Timing, bool) {
	// Hints, explanations and (private) boards are for the caller only; solutions, ratings
	// and co-op boards are public; explaining and rating take a while.
	answer := func(n int, public bool) Timing {
		cmd := scanCommands[n]
		return Timing{Ephemeral: cmd != CmdSolve && cmd != CmdRate && !public, Slow: cmd == CmdExplain || cmd == CmdRate}
	}
	if kind, _, n, ok := scanForm(req); ok {
		if n < 0 || n >= len(scanCommands) {
			return Timing{Ephemeral: true}, true
		}
		return answer(n, kind == btnScanFixPublic), true
	}
	if req.Command == CmdButton {
		kind, _, n := splitButton(req.Button)
		ok, fix, public := scanKind(kind)
		switch {
		case ok && fix:
			return Timing{}, true
		case ok && n >= 0 && n < len(scanCommands):
			return answer(n, public), true
		}
		return Timing{}, false
	}
	if slices.Contains(scanCommands, req.Command) && isImage(req.Attachment) && !hasGrid(req.Text) {
		return Timing{Slow: true, Ephemeral: true}, true
	}
	return Timing{}, false
}

// hasGrid reports whether text holds a Sudoku grid the parser reads.
func hasGrid(text string) bool {
	clean := cleanInput(text)
	if clean == "" {
		return false
	}
	_, err := sudoku.Parse(clean)
	return err == nil
}

// readPicture downloads the picture, reads the grid and shows it with Looks right and Fix.
func (b *Bot) readPicture(ctx context.Context, req Request, index int) (Reply, error) {
	a := *req.Attachment
	if a.Size > MaxImageSize {
		return Reply{}, errorf(TooLarge, "The picture %s is %s; I read pictures up to %s.", quoteName(a.Name), byteSize(a.Size), byteSize(MaxImageSize))
	}
	if b.fetch == nil {
		return Reply{}, errorf(Unavailable, "I cannot read attached files here; paste the puzzle as text instead.")
	}
	data, err := b.fetch(ctx, a)
	if err != nil {
		var e *Error
		if errors.As(err, &e) {
			return Reply{}, err
		}
		return Reply{}, &Error{Code: Unavailable, Message: fmt.Sprintf("I could not download %s. Please attach it again or paste the puzzle as text.", quoteName(a.Name)), Err: err}
	}
	res, err := scan.Read(data, scan.Options{Limits: scan.Limits{MaxBytes: MaxImageSize}})
	switch {
	case errors.Is(err, scan.ErrNoGrid):
		return Reply{}, &Error{Code: Invalid, Message: "I could not find a Sudoku grid in this picture. " + scan.NoGridTip, Err: err}
	case errors.Is(err, scan.ErrTooLarge):
		return Reply{}, &Error{Code: TooLarge, Message: fmt.Sprintf("The picture %s is too large for me to read (%s).", quoteName(a.Name), strings.TrimPrefix(err.Error(), "scan: ")), Err: err}
	case err != nil:
		return Reply{}, &Error{Code: Invalid, Message: fmt.Sprintf("I could not open the picture %s: it is damaged or not a PNG, JPEG or WebP file.", quoteName(a.Name)), Err: err}
	}
	st := newPuzzleState(res.Grid, res.Grid)
	if len(req.Options) > 0 {
		st.Options = req.Options // given:, together:, … apply once the reading is confirmed
	}
	key, err := b.putState(ctx, st)
	if err != nil {
		return Reply{}, err
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
		return Reply{}, fmt.Errorf("bot: draw the grid read: %w", err)
	}
	return Reply{
		Text:      readText(res, scanCommands[index]),
		Files:     []File{{Name: "read.png", ContentType: "image/png", Data: pic, Description: readAlt(res)}},
		Ephemeral: true,
		Buttons: []Button{
			{Label: "Looks right", ID: buttonID(okKind, key, index), Style: Success},
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
func readText(res *scan.Result, cmd Command) string {
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
func (b *Bot) scanButton(ctx context.Context, req Request, kind, key string, cmd Command) (Reply, error) {
	st, err := b.getState(ctx, key)
	if err != nil {
		return Reply{}, err
	}
	g, err := st.given()
	if err != nil {
		return Reply{}, err
	}
	if _, fix, _ := scanKind(kind); fix {
		// The form's ID is the button's: its submission comes back to scanFixed.
		return Reply{Modal: &Modal{ID: req.Button, Title: "Fix the grid I read", Label: "One row per line, . for blanks",
			Value: g.String(), MaxLength: 4000}}, nil
	}
	return b.scanAnswer(ctx, req, cmd, g.String(), st.Options)
}

// scanFixed answers the form Fix opened: the command of the original request, with its
// options, on the grid as corrected. When the reading has expired meanwhile, the corrected
// grid is still answered, with the options only a co-op board (public) implies.
func (b *Bot) scanFixed(ctx context.Context, req Request, key string, cmd Command, public bool) (Reply, error) {
	st, err := b.getState(ctx, key)
	var e *Error
	if errors.As(err, &e) && e.Code == NotFound {
		st, err = puzzleState{}, nil
		if public {
			st.Options = map[string]string{OptTogether: "true"}
		}
	}
	if err != nil {
		return Reply{}, err
	}
	return b.scanAnswer(ctx, req, cmd, req.Text, st.Options)
}

// scanAnswer runs cmd on the grid text with the original command's options.
func (b *Bot) scanAnswer(ctx context.Context, req Request, cmd Command, text string, opts map[string]string) (Reply, error) {
	next := req
	next.Command, next.Button, next.Text, next.Attachment = cmd, "", text, nil
	next.Options = make(map[string]string, len(opts))
	for k, v := range opts {
		next.Options[k] = v
	}
	switch cmd {
	case CmdHint:
		return b.hint(ctx, next)
	case CmdPlay:
		return b.play(ctx, next)
	case CmdExplain:
		return b.explain(ctx, next)
	case CmdRate:
		return b.rate(ctx, next)
	}
	return b.solve(ctx, next)
}
