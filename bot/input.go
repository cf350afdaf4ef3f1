package bot

import (
	"context"
	"errors"
	"fmt"
	"mime"
	"path"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/solver/nonogram"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// textTypes are the attachment extensions accepted as puzzle files.
var textTypes = map[string]bool{".txt": true, ".sdk": true, ".sdm": true, ".ss": true, ".csv": true, ".tsv": true, ".text": true, ".non": true, ".xml": true, ".json": true, ".cwd": true, "": true}

// checkAttachment rejects an attachment that is too large or not text, before anything is
// downloaded.
func (b *Bot) checkAttachment(a chat.Attachment) error {
	if a.Size > b.limits.AttachmentSize {
		return chat.Errorf(chat.TooLarge, "The file %s is %s; I accept puzzle files up to %s.", quoteName(a.Name), byteSize(a.Size), byteSize(b.limits.AttachmentSize))
	}
	if a.ContentType != "" {
		mt, _, err := mime.ParseMediaType(a.ContentType)
		if err != nil || !(strings.HasPrefix(mt, "text/") || mt == "application/octet-stream" || mt == "application/json" || mt == "application/xml") {
			return chat.Errorf(chat.Invalid, "The file %s is %s, not text. Attach the puzzle as a plain text file (.txt).", quoteName(a.Name), a.ContentType)
		}
		return nil
	}
	if !textTypes[strings.ToLower(path.Ext(a.Name))] {
		return chat.Errorf(chat.Invalid, "The file %s does not look like text. Attach the puzzle as a plain text file (.txt).", quoteName(a.Name))
	}
	return nil
}

// quoteName is an attachment's file name as a reply echoes it.
func quoteName(s string) string {
	if s == "" {
		return "you attached"
	}
	return chat.Echo(s, 80)
}

func byteSize(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// An input is the puzzle a request carries, read once per request: what its text holds
// (a Sudoku grid, a nonogram, or neither) and what is attached (nothing, a picture, a
// file). Classify and Handle read it through [Bot.inputOf], which keeps it on the request,
// and the handlers take it from there instead of parsing the text again.
type input struct {
	kind     puzzleKind      // what the text holds; a text no parser reads is left to the Sudoku parser's message
	text     string          // the puzzle text: the request's, or the downloaded file's
	grid     sudoku.Grid     // kindSudoku with err nil
	puzzle   nonogram.Puzzle // kindNonogram with err nil
	err      error           // why the text is no puzzle: the Sudoku message for people, or the nonogram parser's error
	attached attachKind      // what the request has attached
	tooLarge error           // the text is over the size limit (it was not read)
}

// puzzleKind is what sort of puzzle a text holds.
type puzzleKind uint8

const (
	kindSudoku puzzleKind = iota
	kindNonogram
)

// attachKind is what a request has attached.
type attachKind uint8

const (
	noAttachment    attachKind = iota
	pictureAttached            // a PNG, JPEG or WebP: read for a grid by the commands in scanCommands
	fileAttached               // anything else: a puzzle file, downloaded when the text holds no puzzle
)

// parseInput decides what text holds. A grid the Sudoku parser reads is a Sudoku, always
// (so every Sudoku answer stays as it was). Otherwise clue lists the nonogram parser reads
// are a nonogram, and so is text that fails only on its clues (totals differ, a clue too
// long for its line) or on the size cap: err is then the nonogram's. Anything else is left
// to the Sudoku parser and its messages.
func parseInput(text string) *input {
	in := &input{kind: kindSudoku, text: text}
	clean := withoutMentions(text)
	var serr error
	if !blank(clean) {
		if in.grid, serr = sudoku.Parse(clean); serr == nil {
			return in
		}
	}
	p, err := nonogram.ParseOptions{MaxSize: NonogramMaxSize}.Parse(text)
	var ce *nonogram.ClueError
	switch {
	case err == nil:
		in.kind, in.puzzle = kindNonogram, p
	case errors.As(err, &ce) || overSizeCap(err):
		in.kind, in.err = kindNonogram, err
	case blank(clean):
		in.err = errNoPuzzle
	default:
		in.err = parseProblem(serr)
	}
	return in
}

// hasGrid reports whether the text holds a Sudoku grid the parser reads.
func (in *input) hasGrid() bool { return in.kind == kindSudoku && in.err == nil && in.tooLarge == nil }

// holdsPuzzle reports whether the text holds a Sudoku grid or a nonogram on its own.
func (in *input) holdsPuzzle() bool { return in.err == nil && in.tooLarge == nil }

// looksNonogram reports whether the text holds a nonogram (or one with bad clues).
func (in *input) looksNonogram() bool { return in.kind == kindNonogram && in.tooLarge == nil }

// picture reports whether the puzzle is a picture to read: one is attached and the text
// holds no grid (text wins).
func (in *input) picture() bool { return in.attached == pictureAttached && !in.hasGrid() }

// inputOf returns what req carries, reading its text on first use and keeping the result
// on req. A text over the size limit is not read.
func (b *Bot) inputOf(req *chat.Request) *input {
	if in, ok := req.Memo.(*input); ok {
		return in
	}
	var in *input
	if len(req.Text) > b.limits.TextSize {
		in = &input{text: req.Text, tooLarge: chat.Errorf(chat.TooLarge, "That text is %s; a puzzle fits in %s.", byteSize(int64(len(req.Text))), byteSize(int64(b.limits.TextSize)))}
	} else {
		in = parseInput(req.Text)
	}
	switch {
	case req.Attachment == nil:
	case isImage(req.Attachment):
		in.attached = pictureAttached
	default:
		in.attached = fileAttached
	}
	req.Memo = in
	return in
}

// puzzleInput returns the request's puzzle: the text when it holds one, else the attached
// file, downloaded and read.
//
// A message can carry both: a grid in its text and a screenshot. The text wins when it
// holds a grid (the attachment is then not even looked at); otherwise the attachment is
// the puzzle. The adapter passes the first text attachment of a message, so pictures
// beside a puzzle file are skipped.
func (b *Bot) puzzleInput(ctx context.Context, req *chat.Request) (*input, error) {
	in := b.inputOf(req)
	if req.Attachment == nil || in.holdsPuzzle() {
		return in, in.tooLarge
	}
	a := *req.Attachment
	if err := b.checkAttachment(a); err != nil {
		return nil, err
	}
	if b.fetch == nil {
		return nil, chat.Errorf(chat.Unavailable, "I cannot read attached files here; paste the puzzle as text instead.")
	}
	data, err := b.fetch(ctx, a)
	if err != nil {
		var e *chat.Error
		if errors.As(err, &e) {
			return nil, err
		}
		return nil, &chat.Error{Code: chat.Unavailable, Message: fmt.Sprintf("I could not download %s. Please attach it again or paste the puzzle as text.", quoteName(a.Name)), Err: err}
	}
	if int64(len(data)) > b.limits.AttachmentSize {
		return nil, chat.Errorf(chat.TooLarge, "The file %s is larger than %s.", quoteName(a.Name), byteSize(b.limits.AttachmentSize))
	}
	if !utf8.Valid(data) {
		return nil, chat.Errorf(chat.Invalid, "The file %s is not UTF-8 text.", quoteName(a.Name))
	}
	file := parseInput(string(data))
	file.attached = in.attached
	req.Memo = file
	return file, nil
}

// puzzleText returns the request's puzzle text (see [Bot.puzzleInput]).
func (b *Bot) puzzleText(ctx context.Context, req chat.Request) (string, error) {
	in, err := b.puzzleInput(ctx, &req)
	if err != nil {
		return "", err
	}
	return in.text, nil
}

// mentionRE matches a Discord mention, such as the one a message to the bot starts with.
var mentionRE = regexp.MustCompile(`<@[!&]?\d+>`)

// withoutMentions drops the mentions from a message. What else chat adds around a grid
// (Markdown code fences, inline code, spoiler bars, prose lines) is the parser's to read.
func withoutMentions(s string) string {
	if !strings.Contains(s, "<@") {
		return s
	}
	return mentionRE.ReplaceAllString(s, "")
}

// blank reports whether s holds nothing but chat decoration: spaces, backticks and
// spoiler bars.
func blank(s string) bool { return strings.Trim(s, "`| \t\r\n") == "" }

// errNoPuzzle answers a message that holds no puzzle at all.
var errNoPuzzle = chat.Errorf(chat.Invalid, "I found no puzzle in that message. Paste the grid as text or attach a .txt file; `/help` shows the layouts I read.")

// parsePuzzle parses one grid from a message, turning parse errors into messages for
// people that name the line and column.
func parsePuzzle(text string) (sudoku.Grid, error) {
	text = withoutMentions(text)
	if blank(text) {
		return sudoku.Grid{}, errNoPuzzle
	}
	g, err := sudoku.Parse(text)
	if err != nil {
		return sudoku.Grid{}, parseProblem(err)
	}
	return g, nil
}

func parseProblem(err error) error {
	var pe *sudoku.ParseError
	if errors.As(err, &pe) {
		msg := chat.Escape(strings.TrimSuffix(pe.Msg, "."))
		switch {
		case pe.Line > 0 && pe.Col > 0:
			msg = fmt.Sprintf("Line %d, column %d: %s.", pe.Line, pe.Col, msg)
		case pe.Line > 0:
			msg = fmt.Sprintf("Line %d: %s.", pe.Line, msg)
		default:
			msg = chat.UpperFirst(msg) + "."
		}
		return &chat.Error{Code: chat.Invalid, Message: "I could not read that grid. " + msg + " `/help` shows the layouts I read.", Err: err}
	}
	msg := chat.Escape(strings.TrimPrefix(err.Error(), "sudoku: "))
	return &chat.Error{Code: chat.Invalid, Message: "I could not read that grid: " + msg + ".", Err: err}
}
