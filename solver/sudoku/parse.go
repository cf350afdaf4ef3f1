package sudoku

import (
	"fmt"
	"strings"
)

// ParseError reports where text could not be read as a grid. Line and Col are 1-based;
// zero means the position does not apply.
type ParseError struct {
	Line, Col int
	Msg       string
}

func (e *ParseError) Error() string {
	switch {
	case e.Line > 0 && e.Col > 0:
		return fmt.Sprintf("sudoku: line %d, col %d: %s", e.Line, e.Col, e.Msg)
	case e.Line > 0:
		return fmt.Sprintf("sudoku: line %d: %s", e.Line, e.Msg)
	default:
		return "sudoku: " + e.Msg
	}
}

// Parse reads one grid from text. (Skeleton: digit cells with blanks '.', '0'; the full
// layout detection replaces this.)
func Parse(text string) (Grid, error) {
	var cells []uint8
	for _, r := range text {
		switch {
		case r >= '1' && r <= '9':
			cells = append(cells, uint8(r-'0'))
		case r == '.' || r == '0':
			cells = append(cells, 0)
		case strings.ContainsRune(" \t\r\n", r):
		default:
			return Grid{}, &ParseError{Msg: fmt.Sprintf("%q is not a symbol", r)}
		}
	}
	n := 0
	for n*n < len(cells) {
		n++
	}
	if n*n != len(cells) {
		return Grid{}, &ParseError{Msg: fmt.Sprintf("%d cells is not a square grid", len(cells))}
	}
	g, err := NewGrid(n)
	if err != nil {
		return Grid{}, err
	}
	copy(g.cells, cells)
	return g, nil
}
