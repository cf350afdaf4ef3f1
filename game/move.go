package game

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// MoveKind says what a [Move] does.
type MoveKind uint8

// The kinds of move.
const (
	Place  MoveKind = iota // put Digit in Cell (0 erases)
	Erase                  // clear Cell's digit, or its pencil marks when it has no digit
	Marks                  // set Cell's pencil marks to Set
	Toggle                 // toggle pencil mark Digit in Cell
)

// A Move is one typed or pressed change to a cell.
type Move struct {
	Kind  MoveKind
	Cell  int    // row-major, 0-based
	Digit int    // Place, Toggle
	Set   uint32 // Marks: bit d-1 for digit d
	Text  string // the move as typed, quoted in errors ("r3c5 7")
}

// A MoveError is a typed move that cannot be read or played. Error gives the position and
// the move; [MoveError.Words] is what to tell the player. Part and Move are the member's
// own text, so a view quotes (escapes) them before echoing them.
type MoveError struct {
	Index int    // 1-based position of the move in the list
	Move  string // the move as typed
	Part  string // the part of the move that is wrong, as typed ("r0c5"); "" when Msg says it all
	Msg   string // what is wrong with Part, worded to follow it: "is off the board: …"
}

func (e *MoveError) Error() string {
	return fmt.Sprintf("game: move %d %q: %s", e.Index, e.Move, e.Words(strconv.Quote))
}

// Words is what is wrong, with Part written by quote (the view's escaping of member text):
// quote(Part) + " " + Msg, or Msg alone when there is no Part.
func (e *MoveError) Words(quote func(string) string) string {
	if e.Part == "" {
		return e.Msg
	}
	return quote(e.Part) + " " + e.Msg
}

// maxMoves bounds the moves in one typed list.
const maxMoves = 400

// A token is one word of a typed move list and where it is in the text.
type token struct {
	text       string
	start, end int // byte offsets in the text
}

// tokens splits text at commas, semicolons, spaces and line breaks.
func tokens(text string) []token {
	var out []token
	start := -1
	for i, r := range text + " " {
		sep := r == ',' || r == ';' || r == ' ' || r == '\t' || r == '\n' || r == '\r'
		switch {
		case sep && start >= 0:
			out = append(out, token{text[start:i], start, i})
			start = -1
		case !sep && start < 0:
			start = i
		}
	}
	return out
}

// startsMove reports whether a token can begin a move: a cell (r…), p or x.
func startsMove(t string) bool {
	l := strings.ToLower(t)
	return l == "p" || l == "x" || strings.HasPrefix(l, "r")
}

// ParseMoves reads a list of typed moves for an n×n board. The grammar, case-insensitive:
//
//	r3c5 7  or  r3c5=7  or  r3c5:7   place 7 in row 3, column 5 (0 or . erases)
//	p r2c3 148  or  p r2c3=148        set the pencil marks of r2c3 to 1, 4 and 8 (p r2c3 - clears them)
//	x r3c5                            erase r3c5's digit (its pencil marks when it has none)
//
// Moves are separated by commas, semicolons, spaces or new lines. On grids above 9×9 the
// digits above 9 are letters, A = 10 (16×16: 1-9, A-G), or numbers 10..n when placing;
// pencil marks are written one character per digit ("p r1c1 19AC"). A cell named twice
// is played twice, in order (see [Repeated]).
func ParseMoves(text string, n int) ([]Move, error) {
	if n < 4 || n > 25 {
		return nil, fmt.Errorf("game: moves: board size %d is outside 4..25", n)
	}
	toks := tokens(text)
	var out []Move
	for k := 0; k < len(toks); {
		idx := len(out) + 1
		tok := toks[k].text
		if idx > maxMoves {
			return nil, &MoveError{Index: idx, Move: tok, Msg: fmt.Sprintf("too many moves at once (at most %d)", maxMoves)}
		}
		t := strings.ToLower(tok)
		switch {
		case t == "p" || t == "x":
			if k+1 >= len(toks) {
				return nil, &MoveError{Index: idx, Move: tok, Part: tok, Msg: fmt.Sprintf("needs a cell after it, like `%s r3c5`", t)}
			}
			cellTok, rest, hasEq := cutValue(toks[k+1].text)
			text := tok + " " + toks[k+1].text
			cell, err := parseCell(cellTok, n)
			if err != nil {
				return nil, moveError(idx, text, err)
			}
			if t == "x" {
				if hasEq {
					return nil, &MoveError{Index: idx, Move: text, Msg: "`x` erases a cell: write `x r3c5` with nothing after the cell"}
				}
				out = append(out, Move{Kind: Erase, Cell: cell, Text: text})
				k += 2
				continue
			}
			var ok bool
			if rest, text, k, ok = valueAfter(toks, k+2, text, rest, hasEq); !ok {
				return nil, &MoveError{Index: idx, Move: text, Msg: "pencil marks need digits after the cell, like `p r2c3 148`"}
			}
			set, err := parseMarks(rest, n)
			if err != nil {
				return nil, moveError(idx, text, err)
			}
			out = append(out, Move{Kind: Marks, Cell: cell, Set: set, Text: text})
		case !strings.HasPrefix(t, "r"):
			// Not a move: quote everything up to the next word that could start one, so
			// that "3,5 4" is quoted whole and not as "3".
			end := k + 1
			for end < len(toks) && !startsMove(toks[end].text) {
				end++
			}
			part := text[toks[k].start:toks[end-1].end]
			return nil, &MoveError{Index: idx, Move: part, Part: part, Msg: notAMove(toks[k:end], n)}
		default:
			cellTok, rest, hasEq := cutValue(tok)
			var text string
			rest, text, k, _ = valueAfter(toks, k+1, tok, rest, hasEq)
			cell, err := parseCell(cellTok, n)
			if err != nil {
				return nil, moveError(idx, text, err)
			}
			if !hasEq && rest == "" {
				return nil, &MoveError{Index: idx, Move: text, Part: cellTok, Msg: "needs a digit after it, like `r3c5 7`"}
			}
			d, err := parseDigit(rest, n)
			if err != nil {
				return nil, moveError(idx, text, err)
			}
			out = append(out, Move{Kind: Place, Cell: cell, Digit: d, Text: text})
		}
	}
	if len(out) == 0 {
		return nil, &MoveError{Index: 1, Msg: "there are no moves: write `r3c5 7`, `p r2c3 148` or `x r3c5`"}
	}
	return out, nil
}

// notAMove words why words that start no move are not one, suggesting the cell notation
// when they read as a row and a column with a digit ("3,5 4" → `r3c5 4`).
func notAMove(words []token, n int) string {
	const usage = "is not a move: write `r3c5 7`, `p r2c3 148` or `x r3c5`"
	if len(words) != 3 {
		return usage
	}
	var v [3]int
	for i, w := range words {
		x, err := strconv.Atoi(w.text)
		if err != nil || x < 1 || x > n || len(w.text) > 2 {
			return usage
		}
		v[i] = x
	}
	return fmt.Sprintf("is not a move: a cell is written with its row and column, like `r%dc%d %d` (row %d, column %d)", v[0], v[1], v[2], v[0], v[1])
}

// A partError is what is wrong with one part of a move.
type partError struct{ part, msg string }

func (e *partError) Error() string { return strconv.Quote(e.part) + " " + e.msg }

// moveError places a partError (or any error) in move idx, typed as text.
func moveError(idx int, text string, err error) *MoveError {
	if pe, ok := err.(*partError); ok {
		return &MoveError{Index: idx, Move: text, Part: pe.part, Msg: pe.msg}
	}
	return &MoveError{Index: idx, Move: text, Msg: err.Error()}
}

// Repeated returns the cells that more than one of moves changes, in the order they are
// first named: all are played, in order, so the last move on such a cell stands.
func Repeated(moves []Move) []int {
	seen := map[int]int{}
	var out []int
	for _, m := range moves {
		seen[m.Cell]++
		if seen[m.Cell] == 2 {
			out = append(out, m.Cell)
		}
	}
	return out
}

// cutValue splits "r3c5=7" (or "r3c5:7") into the cell and the value.
func cutValue(tok string) (cell, value string, ok bool) {
	if i := strings.IndexAny(tok, "=:"); i >= 0 {
		return tok[:i], tok[i+1:], true
	}
	return tok, "", false
}

// valueAfter reads the value of a cell word: value when the word held it ("r3c5=7"), else
// the word toks[k], added to the move's text. It returns the value, the text and the index
// of the word after them; ok is false when the value is the next word and there is none.
func valueAfter(toks []token, k int, text, value string, inWord bool) (_, _ string, next int, ok bool) {
	if inWord {
		return value, text, k, true
	}
	if k >= len(toks) {
		return value, text, k, false
	}
	return toks[k].text, text + " " + toks[k].text, k + 1, true
}

// parseCell reads "r3c5" (1-based) as a cell index of an n×n board.
func parseCell(s string, n int) (int, error) {
	l := strings.ToLower(s)
	notCell := &partError{s, "is not a cell: write it like `r3c5` (row 3, column 5)"}
	if !strings.HasPrefix(l, "r") {
		return 0, notCell
	}
	rs, cs, ok := strings.Cut(l[1:], "c")
	r, err1 := strconv.Atoi(rs)
	c, err2 := strconv.Atoi(cs)
	if !ok || err1 != nil || err2 != nil || len(rs) > 3 || len(cs) > 3 {
		return 0, notCell
	}
	if r < 1 || r > n || c < 1 || c > n {
		return 0, &partError{s, fmt.Sprintf("is off the board: rows and columns go from 1 to %d", n)}
	}
	return (r-1)*n + c - 1, nil
}

// parseDigit reads a digit to place: 1..n as a number, a letter above 9 (A = 10), or 0
// and . for a blank.
func parseDigit(s string, n int) (int, error) {
	switch s {
	case "":
		return 0, fmt.Errorf("a digit is missing after the `=`")
	case "0", ".":
		return 0, nil
	}
	notDigit := &partError{s, fmt.Sprintf("is not a digit of a %d×%d", n, n)}
	if v, err := strconv.Atoi(s); err == nil && len(s) <= 2 {
		if v < 1 || v > n {
			return 0, notDigit
		}
		return v, nil
	}
	if len(s) == 1 {
		if d, ok := symbol(s[0], n); ok {
			return d, nil
		}
	}
	return 0, notDigit
}

// parseMarks reads pencil marks, one character per digit; "-" means none.
func parseMarks(s string, n int) (uint32, error) {
	if s == "-" {
		return 0, nil
	}
	if s == "" {
		return 0, fmt.Errorf("pencil marks need digits after the cell, like `p r2c3 148`")
	}
	var set uint32
	for k := 0; k < len(s); k++ {
		d, ok := symbol(s[k], n)
		if !ok {
			_, size := utf8.DecodeRuneInString(s[k:])
			return 0, &partError{s[k : k+size], fmt.Sprintf("is not a digit of a %d×%d (in the pencil marks)", n, n)}
		}
		set |= 1 << (d - 1)
	}
	return set, nil
}

// symbol reads one character as a digit of an n×n board: 1-9, then A = 10.
func symbol(c byte, n int) (int, bool) {
	var d int
	switch {
	case c >= '1' && c <= '9':
		d = int(c - '0')
	case c >= 'a' && c <= 'z':
		d = int(c-'a') + 10
	case c >= 'A' && c <= 'Z':
		d = int(c-'A') + 10
	default:
		return 0, false
	}
	return d, d <= n
}
