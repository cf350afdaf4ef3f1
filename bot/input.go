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

	"github.com/sudokubot/sudokubot/solver/nonogram"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// textTypes are the attachment extensions accepted as puzzle files.
var textTypes = map[string]bool{".txt": true, ".sdk": true, ".sdm": true, ".ss": true, ".csv": true, ".tsv": true, ".text": true, ".non": true, ".xml": true, ".json": true, ".cwd": true, "": true}

// checkAttachment rejects an attachment that is too large or not text, before anything is
// downloaded.
func (b *Bot) checkAttachment(a Attachment) error {
	if a.Size > b.limits.AttachmentSize {
		return errorf(TooLarge, "The file %s is %s; I accept puzzle files up to %s.", quoteName(a.Name), byteSize(a.Size), byteSize(b.limits.AttachmentSize))
	}
	if a.ContentType != "" {
		mt, _, err := mime.ParseMediaType(a.ContentType)
		if err != nil || !(strings.HasPrefix(mt, "text/") || mt == "application/octet-stream" || mt == "application/json" || mt == "application/xml") {
			return errorf(Invalid, "The file %s is %s, not text. Attach the puzzle as a plain text file (.txt).", quoteName(a.Name), a.ContentType)
		}
		return nil
	}
	if !textTypes[strings.ToLower(path.Ext(a.Name))] {
		return errorf(Invalid, "The file %s does not look like text. Attach the puzzle as a plain text file (.txt).", quoteName(a.Name))
	}
	return nil
}

func quoteName(s string) string {
	if s == "" {
		return "you attached"
	}
	return "`" + strings.ReplaceAll(truncate(s, 80), "`", "'") + "`"
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

// puzzleText returns the request's puzzle text: the attachment's content when there is
// one, else the text.
//
// A message can carry both: a grid in its text and a screenshot. The text wins when it
// holds a grid (the attachment is then not even looked at); otherwise the attachment is
// the puzzle. The adapter passes the first text attachment of a message, so pictures
// beside a puzzle file are skipped.
func (b *Bot) puzzleText(ctx context.Context, req Request) (string, error) {
	if req.Attachment != nil && textHoldsPuzzle(req.Text) && len(req.Text) <= b.limits.TextSize {
		return req.Text, nil
	}
	if req.Attachment != nil {
		a := *req.Attachment
		if err := b.checkAttachment(a); err != nil {
			return "", err
		}
		if b.fetch == nil {
			return "", errorf(Unavailable, "I cannot read attached files here; paste the puzzle as text instead.")
		}
		data, err := b.fetch(ctx, a)
		if err != nil {
			var e *Error
			if errors.As(err, &e) {
				return "", err
			}
			return "", &Error{Code: Unavailable, Message: fmt.Sprintf("I could not download %s. Please attach it again or paste the puzzle as text.", quoteName(a.Name)), Err: err}
		}
		if int64(len(data)) > b.limits.AttachmentSize {
			return "", errorf(TooLarge, "The file %s is larger than %s.", quoteName(a.Name), byteSize(b.limits.AttachmentSize))
		}
		if !utf8.Valid(data) {
			return "", errorf(Invalid, "The file %s is not UTF-8 text.", quoteName(a.Name))
		}
		return string(data), nil
	}
	if len(req.Text) > b.limits.TextSize {
		return "", errorf(TooLarge, "That text is %s; a puzzle fits in %s.", byteSize(int64(len(req.Text))), byteSize(int64(b.limits.TextSize)))
	}
	return req.Text, nil
}

// textHoldsPuzzle reports whether text holds a Sudoku grid or a nonogram on its own.
func textHoldsPuzzle(text string) bool {
	if strings.TrimSpace(text) == "" {
		return false
	}
	if _, err := sudoku.Parse(cleanInput(text)); err == nil {
		return true
	}
	_, err := nonogram.ParseOptions{MaxSize: NonogramMaxSize}.Parse(text)
	return err == nil
}

var (
	mentionRE = regexp.MustCompile(`<@[!&]?\d+>`)
	fenceRE   = regexp.MustCompile("(?m)^\\s*```[A-Za-z0-9_+-]*\\s*$")
)

// cleanInput strips what chat adds around a pasted grid: mentions, code fences, inline
// backticks, spoiler bars and blank lines. The rows themselves are kept as written.
func cleanInput(s string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	// A grid inside a code block among prose: keep only the first block.
	if loc := fenceRE.FindAllStringIndex(s, 2); len(loc) == 2 {
		s = s[loc[0][1]:loc[1][0]]
	}
	s = mentionRE.ReplaceAllString(s, "")
	s = fenceRE.ReplaceAllString(s, "")
	s = strings.ReplaceAll(s, "```", "\n")
	s = strings.ReplaceAll(s, "||", "")
	var out []string
	for _, line := range strings.Split(s, "\n") {
		line = strings.Trim(line, "` \t")
		if line == "" {
			continue
		}
		out = append(out, line)
	}
	return strings.Join(out, "\n")
}

// parsePuzzle cleans text and parses one grid, turning parse errors into messages for
// people that name the line and column.
func parsePuzzle(text string) (sudoku.Grid, error) {
	clean := cleanInput(text)
	if clean == "" {
		return sudoku.Grid{}, errorf(Invalid, "I found no puzzle in that message. Paste the grid as text or attach a .txt file; `/help` shows the layouts I read.")
	}
	g, err := sudoku.Parse(clean)
	if err != nil {
		return sudoku.Grid{}, parseProblem(err)
	}
	return g, nil
}

func parseProblem(err error) error {
	var pe *sudoku.ParseError
	if errors.As(err, &pe) {
		msg := escapeMarkdown(strings.TrimSuffix(pe.Msg, "."))
		switch {
		case pe.Line > 0 && pe.Col > 0:
			msg = fmt.Sprintf("Line %d, column %d: %s.", pe.Line, pe.Col, msg)
		case pe.Line > 0:
			msg = fmt.Sprintf("Line %d: %s.", pe.Line, msg)
		default:
			msg = upperFirst(msg) + "."
		}
		return &Error{Code: Invalid, Message: "I could not read that grid. " + msg + " `/help` shows the layouts I read.", Err: err}
	}
	msg := escapeMarkdown(strings.TrimPrefix(err.Error(), "sudoku: "))
	return &Error{Code: Invalid, Message: "I could not read that grid: " + msg + ".", Err: err}
}

// upperFirst capitalises the first letter of s; a leading cell name stays lowercase
// ("r4c7 can't be 5").
func upperFirst(s string) string {
	if s == "" || (len(s) > 1 && s[0] == 'r' && s[1] >= '0' && s[1] <= '9') {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	return strings.ToUpper(string(r)) + s[n:]
}
