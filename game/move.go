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
	Erase                  // clear Cell's digit and pencil marks
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
// the move; Msg alone is what to tell the player.
type MoveError struct {
	Index int    // 1-based position of the move in the list
	Move  string // the move as typed
	Msg   string // what is wrong, quoting the move's parts: "`r0c5` is off the board"
}

func (e *MoveError) Error() string {
	return fmt.Sprintf("game: move %d %q: %s", e.Index, e.Move, e.Msg)
}

// maxMoves bounds the moves in one typed list.
const maxMoves = 400

// ParseMoves reads a list of typed moves for an n×n board. The grammar, case-insensitive:
//
//	r3c5 7  or  r3c5=7  or  r3c5:7   place 7 in row 3, column 5 (0 or . erases)
//	p r2c3 148  or  p r2c3=148        set the pencil marks of r2c3 to 1, 4 and 8 (p r2c3 - clears them)
//	x r3c5                            erase r3c5's digit and pencil marks
//
// Moves are separated by commas, semicolons, spaces or new lines. On grids above 9×9 the
// digits above 9 are letters, A = 10 (16×16: 1-9, A-G), or numbers 10..n when placing;
// pencil marks are written one character per digit ("p r1c1 19AC").
func ParseMoves(text string, n int) ([]Move, error) {
	if n < 4 || n > 25 {
		return nil, fmt.Errorf("game: moves: board size %d is outside 4..25", n)
	}
	toks := strings.FieldsFunc(text, func(r rune) bool {
		return r == ',' || r == ';' || r == ' ' || r == '\t' || r == '\n' || r == '\r'
	})
	var out []Move
	for k := 0; k < len(toks); {
		idx := len(out) + 1
		if idx > maxMoves {
			return nil, &MoveError{Index: idx, Move: toks[k], Msg: fmt.Sprintf("too many moves at once (at most %d)", maxMoves)}
		}
		t := strings.ToLower(toks[k])
		switch {
		case t == "p" || t == "x":
			if k+1 >= len(toks) {
				return nil, &MoveError{Index: idx, Move: toks[k], Msg: fmt.Sprintf("`%s` needs a cell after it, like `%s r3c5`", toks[k], t)}
			}
			cellTok, rest, hasEq := cutValue(toks[k+1])
			text := toks[k] + " " + toks[k+1]
			cell, err := parseCell(cellTok, n)
			if err != nil {
				return nil, &MoveError{Index: idx, Move: text, Msg: err.Error()}
			}
			if t == "x" {
				if hasEq {
					return nil, &MoveError{Index: idx, Move: text, Msg: "`x` erases a cell: write `x r3c5` with nothing after the cell"}
				}
				out = append(out, Move{Kind: Erase, Cell: cell, Text: text})
				k += 2
				continue
			}
			k += 2
			if !hasEq {
				if k >= len(toks) {
					return nil, &MoveError{Index: idx, Move: text, Msg: "pencil marks need digits after the cell, like `p r2c3 148`"}
				}
				rest = toks[k]
				text += " " + rest
				k++
			}
			set, err := parseMarks(rest, n)
			if err != nil {
				return nil, &MoveError{Index: idx, Move: text, Msg: err.Error()}
			}
			out = append(out, Move{Kind: Marks, Cell: cell, Set: set, Text: text})
		default:
			cellTok, rest, hasEq := cutValue(toks[k])
			text := toks[k]
			if !strings.HasPrefix(strings.ToLower(cellTok), "r") {
				return nil, &MoveError{Index: idx, Move: text, Msg: fmt.Sprintf("`%s` is not a move: write `r3c5 7`, `p r2c3 148` or `x r3c5`", text)}
			}
			k++
			if !hasEq && k < len(toks) {
				rest = toks[k]
				text += " " + rest
				k++
			}
			cell, err := parseCell(cellTok, n)
			if err != nil {
				return nil, &MoveError{Index: idx, Move: text, Msg: err.Error()}
			}
			if !hasEq && rest == "" {
				return nil, &MoveError{Index: idx, Move: text, Msg: fmt.Sprintf("`%s` needs a digit after it, like `%s 7`", quote(cellTok), quote(cellTok))}
			}
			d, err := parseDigit(rest, n)
			if err != nil {
				return nil, &MoveError{Index: idx, Move: text, Msg: err.Error()}
			}
			out = append(out, Move{Kind: Place, Cell: cell, Digit: d, Text: text})
		}
	}
	if len(out) == 0 {
		return nil, &MoveError{Index: 1, Msg: "there are no moves: write `r3c5 7`, `p r2c3 148` or `x r3c5`"}
	}
	return out, nil
}

// cutValue splits "r3c5=7" (or "r3c5:7") into the cell and the value.
func cutValue(tok string) (cell, value string, ok bool) {
	if i := strings.IndexAny(tok, "=:"); i >= 0 {
		return tok[:i], tok[i+1:], true
	}
	return tok, "", false
}

// parseCell reads "r3c5" (1-based) as a cell index of an n×n board.
func parseCell(s string, n int) (int, error) {
	l := strings.ToLower(s)
	if !strings.HasPrefix(l, "r") {
		return 0, fmt.Errorf("`%s` is not a cell: write it like `r3c5` (row 3, column 5)", quote(s))
	}
	rs, cs, ok := strings.Cut(l[1:], "c")
	r, err1 := strconv.Atoi(rs)
	c, err2 := strconv.Atoi(cs)
	if !ok || err1 != nil || err2 != nil || len(rs) > 3 || len(cs) > 3 {
		return 0, fmt.Errorf("`%s` is not a cell: write it like `r3c5` (row 3, column 5)", quote(s))
	}
	if r < 1 || r > n || c < 1 || c > n {
		return 0, fmt.Errorf("`%s` is off the board: rows and columns go from 1 to %d", quote(s), n)
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
	if v, err := strconv.Atoi(s); err == nil && len(s) <= 2 {
		if v < 1 || v > n {
			return 0, fmt.Errorf("`%s` is not a digit of a %d×%d", quote(s), n, n)
		}
		return v, nil
	}
	if len(s) == 1 {
		if d, ok := symbol(s[0], n); ok {
			return d, nil
		}
	}
	return 0, fmt.Errorf("`%s` is not a digit of a %d×%d", quote(s), n, n)
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
			return 0, fmt.Errorf("`%s` in `%s` is not a digit of a %d×%d", quote(s[k:k+1]), quote(s), n, n)
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

// quote shortens and cleans user text for an error message.
func quote(s string) string {
	s = strings.Map(func(r rune) rune {
		if r == '`' || r < ' ' {
			return '?'
		}
		return r
	}, s)
	if utf8.RuneCountInString(s) > 20 {
		r := []rune(s)
		s = string(r[:20]) + "…"
	}
	return s
}
