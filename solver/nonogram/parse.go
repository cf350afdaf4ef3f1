package nonogram

import (
	"fmt"
	"strconv"
	"strings"
)

// DefaultMaxSize is the largest width and height [Parse] accepts with the zero
// [ParseOptions]: enough for any puzzle pasted into a chat.
const DefaultMaxSize = 200

// ParseOptions configures [ParseOptions.Parse]. The zero value caps puzzles at
// [DefaultMaxSize] cells a side.
type ParseOptions struct {
	// MaxSize bounds the width and the height; 0 means DefaultMaxSize.
	MaxSize int
}

// A ParseError says where the text could not be read. Line is 1-based, 0 when the problem
// is not on one line; Token is the 1-based number on that line, 0 when not about one number.
type ParseError struct {
	Line, Token int
	Msg         string
}

// Error returns "nonogram: line 4, number 2: ...", leaving out the parts that are zero.
func (e *ParseError) Error() string {
	switch {
	case e.Line > 0 && e.Token > 0:
		return fmt.Sprintf("nonogram: line %d, number %d: %s", e.Line, e.Token, e.Msg)
	case e.Line > 0:
		return fmt.Sprintf("nonogram: line %d: %s", e.Line, e.Msg)
	}
	return "nonogram: " + e.Msg
}

// Parse reads a puzzle with the zero [ParseOptions]; see [ParseOptions.Parse].
func Parse(s string) (Puzzle, error) { return ParseOptions{}.Parse(s) }

// Parse reads a nonogram in any of these formats, recognised from the text:
//
//   - seed: `H W` (rows first), then H row clues, then W column clues, one clue per line,
//     numbers separated by spaces, `0` for an empty line;
//   - Steve Simpson's .non: `key value` lines in any order (unknown keys are ignored), with
//     `width`, `height`, a `rows` and a `columns` section of comma-separated clues, and an
//     optional `goal` of 0s and 1s;
//   - webpbn XML (<puzzleset><puzzle> with <clues type="rows"> and <clues type="columns">);
//   - JSON: {"rows":[[1,2],[3]],"cols":[[...]]} (also "columns");
//   - text pasted in a chat: one clue per line, numbers separated by spaces, commas or
//     dashes (`1 1`, `1,1`, `1-1`), rows then columns split by a blank line or by `rows` and
//     `columns` headers, optionally inside a ``` code fence with prose around it.
//
// It checks the result with [Puzzle.Check]. Errors are *ParseError (with the line and the
// number at fault) or *ClueError. Bad input never panics, and nothing is allocated beyond a
// small multiple of the input and the size cap.
func (o ParseOptions) Parse(s string) (Puzzle, error) {
	if o.MaxSize <= 0 {
		o.MaxSize = DefaultMaxSize
	}
	s = strings.TrimPrefix(s, "\ufeff")
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, "\r", "\n")
	lines := strings.Split(s, "\n")
	first := 0 // lines[first] is line first+1 of the input
	lines = unfence(lines)
	body := strings.TrimSpace(strings.Join(lines, "\n"))
	var p Puzzle
	var err error
	switch {
	case body == "":
		return Puzzle{}, &ParseError{Msg: "no puzzle found: the text is empty"}
	case body[0] == '<':
		p, err = parseXML(body, o.MaxSize)
	case body[0] == '{':
		p, err = parseJSON(body, o.MaxSize)
	case looksLikeNon(lines):
		p, err = parseNon(lines, first, o.MaxSize)
	default:
		var ok bool
		if p, ok, err = parseSeed(lines, first, o.MaxSize); !ok {
			p, err = parseText(lines, first, o.MaxSize)
		}
	}
	if err != nil {
		return Puzzle{}, err
	}
	if err := p.Check(); err != nil {
		return Puzzle{}, err
	}
	return p, nil
}

// unfence keeps only what is inside ``` code fences when there are any, blanking the
// rest (so line numbers still match the input and separate blocks stay apart). A word
// right after an opening fence is a language tag and is dropped.
func unfence(lines []string) []string {
	fenced := false
	for _, l := range lines {
		if strings.Contains(l, "```") {
			fenced = true
			break
		}
	}
	if !fenced {
		return lines
	}
	out := make([]string, len(lines))
	inside := false
	for i, l := range lines {
		var b strings.Builder
		rest := l
		for {
			j := strings.Index(rest, "```")
			if j < 0 {
				if inside {
					b.WriteString(rest)
				}
				break
			}
			if inside {
				b.WriteString(rest[:j])
				b.WriteByte(' ')
			}
			inside = !inside
			rest = rest[j+3:]
			if inside { // just opened: drop a language tag
				seg, _, _ := strings.Cut(rest, "```")
				if t := strings.TrimSpace(seg); t != "" && !isClueLine(t) && !strings.ContainsAny(t, " \t<{") {
					rest = rest[len(seg):]
				}
			}
		}
		out[i] = strings.TrimSpace(b.String())
	}
	return out
}

// sizeOK checks h×w against the cap.
func sizeOK(h, w, maxSize, line int) error {
	if h < 1 || w < 1 {
		return &ParseError{Line: line, Msg: fmt.Sprintf("%d rows and %d columns: a nonogram needs at least one of each", h, w)}
	}
	if h > maxSize || w > maxSize {
		return &ParseError{Line: line, Msg: fmt.Sprintf("%d×%d is over the size limit of %d×%d", w, h, maxSize, maxSize)}
	}
	return nil
}

// isClueSep reports whether r separates numbers in a clue line.
func isClueSep(r byte) bool {
	switch r {
	case ' ', '\t', ',', ';', '-', '/', '|', '.':
		return true
	}
	return false
}

// isClueLine reports whether s (trimmed) is made only of digits and separators.
func isClueLine(s string) bool {
	digit := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			digit = true
		case isClueSep(c):
		default:
			return false
		}
	}
	return digit
}

// parseClue reads the numbers of one clue line. Zeros are dropped ("0" is an empty line).
func parseClue(s string, line, maxSize int) ([]int, error) {
	var clue []int
	tok := 0
	for i := 0; i < len(s); {
		if isClueSep(s[i]) {
			i++
			continue
		}
		j := i
		for j < len(s) && !isClueSep(s[j]) {
			j++
		}
		tok++
		word := s[i:j]
		i = j
		n, err := strconv.Atoi(word)
		switch {
		case err != nil && allDigits(word):
			return nil, &ParseError{Line: line, Token: tok, Msg: fmt.Sprintf("%q is too large for a block", word)}
		case err != nil || word[0] == '+':
			return nil, &ParseError{Line: line, Token: tok, Msg: fmt.Sprintf("%q is not a number", word)}
		case n > maxSize:
			return nil, &ParseError{Line: line, Token: tok, Msg: fmt.Sprintf("block %d is longer than the largest allowed line (%d)", n, maxSize)}
		case len(clue) >= maxSize:
			return nil, &ParseError{Line: line, Token: tok, Msg: fmt.Sprintf("more than %d blocks in one clue", maxSize)}
		case n > 0:
			clue = append(clue, n)
		}
	}
	if clue == nil {
		clue = []int{}
	}
	return clue, nil
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// parseSeed reads the seed format. ok is false when the text is not in that format (the
// first line is not two numbers, or the number of clue lines does not match).
func parseSeed(lines []string, first, maxSize int) (p Puzzle, ok bool, err error) {
	i := 0
	for i < len(lines) && strings.TrimSpace(lines[i]) == "" {
		i++
	}
	if i == len(lines) {
		return Puzzle{}, false, nil
	}
	head := strings.Fields(lines[i])
	if len(head) != 2 || !allDigits(head[0]) || !allDigits(head[1]) {
		return Puzzle{}, false, nil
	}
	var clueLines []int
	for j := i + 1; j < len(lines); j++ {
		if t := strings.TrimSpace(lines[j]); t != "" {
			if !isClueLine(t) {
				return Puzzle{}, false, nil
			}
			clueLines = append(clueLines, j)
		}
	}
	h, errH := strconv.Atoi(head[0])
	w, errW := strconv.Atoi(head[1])
	if errH != nil || errW != nil || h+w != len(clueLines) {
		return Puzzle{}, false, nil
	}
	if err := sizeOK(h, w, maxSize, first+i+1); err != nil {
		return Puzzle{}, true, err
	}
	p = Puzzle{Format: FormatSeed, Rows: make([][]int, h), Cols: make([][]int, w)}
	for k, j := range clueLines {
		clue, err := parseClue(strings.TrimSpace(lines[j]), first+j+1, maxSize)
		if err != nil {
			return Puzzle{}, true, err
		}
		if k < h {
			p.Rows[k] = clue
		} else {
			p.Cols[k-h] = clue
		}
	}
	return p, true, nil
}
