// Package input reads the puzzle a request carries, once per request: what its text holds
// (a Sudoku grid, a nonogram, or neither) and what is attached (nothing, a picture to read
// for a grid, a puzzle file to download). The command and button tables (package bot) and
// the rooms that answer the commands all look through the same [Input], kept on the
// request.
package input

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
	"github.com/sudokubot/sudokubot/puzzle"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// textTypes are the attachment extensions accepted as puzzle files.
var textTypes = map[string]bool{".txt": true, ".sdk": true, ".sdm": true, ".ss": true, ".csv": true, ".tsv": true, ".text": true, ".non": true, ".xml": true, ".json": true, ".cwd": true, "": true}

// Fetch downloads an attachment. The edge supplies it, so that downloads go only where the
// platform allows (Discord's CDN) with its own size cap and timeout.
type Fetch func(ctx context.Context, a chat.Attachment) ([]byte, error)

// A Reader reads the puzzles of requests. The zero value reads text only, with no size
// limits, trying the kinds of puzzle.Table; it is safe for concurrent use.
type Reader struct {
	Kinds          puzzle.Kinds // the kinds a text is read as, in order; nil means puzzle.Table with NonogramMaxSize
	Fetch          Fetch        // downloads attached files; nil means none are read
	AttachmentSize int64        // largest attachment accepted, in bytes
	TextSize       int          // longest puzzle text accepted, in bytes
	Help           string       // how members ask for the layouts the bot reads, in a code span ("`/help`"); "" says nothing of it
}

// checkAttachment rejects an attachment that is too large or not text, before anything is
// downloaded.
func (b *Reader) checkAttachment(a chat.Attachment) error {
	if a.Size > b.AttachmentSize {
		return chat.Errorf(chat.TooLarge, "The file %s is %s; I accept puzzle files up to %s.", QuoteName(a.Name), ByteSize(a.Size), ByteSize(b.AttachmentSize))
	}
	if a.ContentType != "" {
		mt, _, err := mime.ParseMediaType(a.ContentType)
		if err != nil || !(strings.HasPrefix(mt, "text/") || mt == "application/octet-stream" || mt == "application/json" || mt == "application/xml") {
			return chat.Errorf(chat.Invalid, "The file %s is %s, not text. Attach the puzzle as a plain text file (.txt).", QuoteName(a.Name), a.ContentType)
		}
		return nil
	}
	if !textTypes[strings.ToLower(path.Ext(a.Name))] {
		return chat.Errorf(chat.Invalid, "The file %s does not look like text. Attach the puzzle as a plain text file (.txt).", QuoteName(a.Name))
	}
	return nil
}

// QuoteName is an attachment's file name as a reply echoes it (chat.Echo).
func QuoteName(s string) string {
	if s == "" {
		return "you attached"
	}
	return chat.Echo(s, 80)
}

// ByteSize words a size: "1.5 MiB", "64 KiB", "300 bytes".
func ByteSize(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// An Input is the puzzle a request carries, read once per request: what its text holds
// (a puzzle of one of the kinds, or none) and what is attached (nothing, a picture, a
// file). Classify and Handle read it through [Reader.Of], which keeps it on the request,
// and the handlers take it from there instead of parsing the text again.
type Input struct {
	// Kind names the kind of the text's puzzle (puzzle.Kind's Name). A text no kind reads
	// is left to the first kind's message (the Sudoku's), unless a kind claims it (a
	// nonogram whose clues cannot work).
	Kind     string
	Text     string        // the puzzle text: the request's, or the downloaded file's
	Puzzle   puzzle.Puzzle // the puzzle, when Err is nil
	Err      error         // why the text is no puzzle: the Sudoku message for people, or the claiming kind's error
	Attached Attached      // what the request has attached
	TooLarge error         // the text is over the size limit (it was not read)
}

// Attached is what a request has attached.
type Attached uint8

// What a request may have attached.
const (
	NoAttachment Attached = iota
	Picture               // a PNG, JPEG or WebP: read for a grid by the commands bot/photo lists
	File                  // anything else: a puzzle file, downloaded when the text holds no puzzle
)

// Parse decides what text holds, trying the kinds in order (puzzle.Kinds.Read) on the text
// without its mentions: a grid the Sudoku parser reads is a Sudoku, always (so every
// Sudoku answer stays as it was); otherwise clue lists the nonogram parser reads are a
// nonogram, and so is text that fails only on its clues (totals differ, a clue too long for
// its line) or on the size cap: Err is then the nonogram's. Anything else is left to the
// Sudoku parser and its messages.
func (b *Reader) Parse(text string) *Input {
	kinds := b.kinds()
	in := &Input{Kind: kinds[0].Name(), Text: text}
	clean := withoutMentions(text)
	if blank(clean) {
		in.Err = b.noPuzzle()
		return in
	}
	p, err := kinds.Read(clean)
	var re *puzzle.ReadError
	switch {
	case err == nil:
		in.Kind, in.Puzzle = p.Kind().Name(), p
	case errors.As(err, &re) && re.Claimed:
		in.Kind, in.Err = re.Kind, re.Err
	case errors.As(err, &re):
		in.Err = b.Problem(re.Err)
	default:
		in.Err = b.Problem(err)
	}
	return in
}

// kinds are the kinds a text is read as.
func (b *Reader) kinds() puzzle.Kinds {
	if len(b.Kinds) == 0 {
		return puzzle.Table(puzzle.Options{NonogramSize: NonogramMaxSize})
	}
	return b.Kinds
}

// NonogramMaxSize is the largest width and height of a nonogram read from chat.
const NonogramMaxSize = 200

// HasGrid reports whether the text holds a Sudoku grid the parser reads.
func (in *Input) HasGrid() bool {
	_, ok := in.Puzzle.(puzzle.SudokuPuzzle)
	return ok && in.Err == nil && in.TooLarge == nil
}

// Grid is the Sudoku grid the text holds; ok is false when it holds none.
func (in *Input) Grid() (g sudoku.Grid, ok bool) {
	p, ok := in.Puzzle.(puzzle.SudokuPuzzle)
	return p.Grid, ok && in.Err == nil && in.TooLarge == nil
}

// HoldsPuzzle reports whether the text holds a puzzle of some kind on its own.
func (in *Input) HoldsPuzzle() bool { return in.Err == nil && in.TooLarge == nil }

// ReadsPicture reports whether the puzzle is a picture to read: one is attached and the
// text holds no grid (text wins).
func (in *Input) ReadsPicture() bool { return in.Attached == Picture && !in.HasGrid() }

// Of returns what req carries, reading its text on first use and keeping the result on
// req. A text over the size limit is not read.
func (b *Reader) Of(req *chat.Request) *Input {
	if in, ok := req.Memo.(*Input); ok {
		return in
	}
	var in *Input
	if b.TextSize > 0 && len(req.Text) > b.TextSize {
		in = &Input{Text: req.Text, TooLarge: chat.Errorf(chat.TooLarge, "That text is %s; a puzzle fits in %s.", ByteSize(int64(len(req.Text))), ByteSize(int64(b.TextSize)))}
	} else {
		in = b.Parse(req.Text)
	}
	switch {
	case req.Attachment == nil:
	case IsImage(req.Attachment):
		in.Attached = Picture
	default:
		in.Attached = File
	}
	req.Memo = in
	return in
}

// imageExts are the picture types read for a grid.
var imageExts = map[string]bool{".png": true, ".jpg": true, ".jpeg": true, ".webp": true}

// IsImage reports whether an attachment is a PNG, JPEG or WebP picture, by its content type
// or, when the platform gives none, its name.
func IsImage(a *chat.Attachment) bool {
	if a == nil {
		return false
	}
	if a.ContentType != "" {
		mt, _, err := mime.ParseMediaType(a.ContentType)
		return err == nil && (mt == "image/png" || mt == "image/jpeg" || mt == "image/webp")
	}
	return imageExts[strings.ToLower(path.Ext(a.Name))]
}

// Puzzle returns the request's puzzle: the text when it holds one, else the attached
// file, downloaded and read.
//
// A message can carry both: a grid in its text and a screenshot. The text wins when it
// holds a grid (the attachment is then not even looked at); otherwise the attachment is
// the puzzle. The adapter passes the first text attachment of a message, so pictures
// beside a puzzle file are skipped.
func (b *Reader) Puzzle(ctx context.Context, req *chat.Request) (*Input, error) {
	in := b.Of(req)
	if req.Attachment == nil || in.HoldsPuzzle() {
		return in, in.TooLarge
	}
	a := *req.Attachment
	if err := b.checkAttachment(a); err != nil {
		return nil, err
	}
	if b.Fetch == nil {
		return nil, chat.Errorf(chat.Unavailable, "I cannot read attached files here; paste the puzzle as text instead.")
	}
	data, err := b.Fetch(ctx, a)
	if err != nil {
		var e *chat.Error
		if errors.As(err, &e) {
			return nil, err
		}
		return nil, &chat.Error{Code: chat.Unavailable, Message: fmt.Sprintf("I could not download %s. Please attach it again or paste the puzzle as text.", QuoteName(a.Name)), Err: err}
	}
	if int64(len(data)) > b.AttachmentSize {
		return nil, chat.Errorf(chat.TooLarge, "The file %s is larger than %s.", QuoteName(a.Name), ByteSize(b.AttachmentSize))
	}
	if !utf8.Valid(data) {
		return nil, chat.Errorf(chat.Invalid, "The file %s is not UTF-8 text.", QuoteName(a.Name))
	}
	file := b.Parse(string(data))
	file.Attached = in.Attached
	req.Memo = file
	return file, nil
}

// Text returns the request's puzzle text (see [Reader.Puzzle]).
func (b *Reader) Text(ctx context.Context, req chat.Request) (string, error) {
	in, err := b.Puzzle(ctx, &req)
	if err != nil {
		return "", err
	}
	return in.Text, nil
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

// ErrNoPuzzle is matched (errors.Is) by the answer to a message that holds no puzzle at all.
var ErrNoPuzzle = errors.New("input: no puzzle in the message")

// noPuzzle answers a message that holds no puzzle at all.
func (b *Reader) noPuzzle() error {
	msg := "I found no puzzle in that message. Paste the grid as text or attach a .txt file."
	if b.Help != "" {
		msg = strings.TrimSuffix(msg, ".") + "; " + b.Help + " shows the layouts I read."
	}
	return &chat.Error{Code: chat.Invalid, Message: msg, Err: ErrNoPuzzle}
}

// ParseGrid parses one grid from a message, turning parse errors into messages for
// people that name the line and column.
func (b *Reader) ParseGrid(text string) (sudoku.Grid, error) {
	text = withoutMentions(text)
	if blank(text) {
		return sudoku.Grid{}, b.noPuzzle()
	}
	g, err := sudoku.Parse(text)
	if err != nil {
		return sudoku.Grid{}, b.Problem(err)
	}
	return g, nil
}

// Problem turns a Sudoku parse error into a message for people that names the line and
// column.
func (b *Reader) Problem(err error) error {
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
		msg = "I could not read that grid. " + msg
		if b.Help != "" {
			msg += " " + b.Help + " shows the layouts I read."
		}
		return &chat.Error{Code: chat.Invalid, Message: msg, Err: err}
	}
	msg := chat.Escape(strings.TrimPrefix(err.Error(), "sudoku: "))
	return &chat.Error{Code: chat.Invalid, Message: "I could not read that grid: " + msg + ".", Err: err}
}
