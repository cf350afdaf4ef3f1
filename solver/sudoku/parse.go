package sudoku

import (
	"fmt"
	"strings"

	"github.com/sudokubot/sudokubot/solver/sudoku/internal/textgrid"
)

// ParseError reports where text could not be read as a grid. Line and Col are 1-based
// positions in the text; CellRow and CellCol (1-based) name the grid cell at fault, as in
// "r3c7". Zero means the position does not apply. [Parse] names a row by its Line and a
// bad symbol by its cell only; in a batch of several puzzles ([ParseAll]) Line is always
// the line of the text at fault.
type ParseError struct {
	Line, Col        int
	CellRow, CellCol int
	Msg              string
}

// Error returns the message with the package prefix and every known position:
// "sudoku: line 4: 8 cells, a 9×9 row needs 9", "sudoku: r3c7: \"Q\" is not a symbol of a
// 9×9 grid", "sudoku: line 12: r3c7: ...".
func (e *ParseError) Error() string {
	var b strings.Builder
	b.WriteString("sudoku: ")
	if e.Line > 0 {
		fmt.Fprintf(&b, "line %d", e.Line)
		if e.Col > 0 {
			fmt.Fprintf(&b, ", col %d", e.Col)
		}
		b.WriteString(": ")
	}
	if e.CellRow > 0 && e.CellCol > 0 {
		fmt.Fprintf(&b, "r%dc%d: ", e.CellRow, e.CellCol)
	}
	b.WriteString(e.Msg)
	return b.String()
}

// ParseOptions fixes what [Parse] would otherwise detect. The zero value detects
// everything; a ParseOptions is read-only during parsing and safe for concurrent use.
type ParseOptions struct {
	// Size is N, the side of the grid; 0 detects it from the text.
	Size int
	// BoxRows and BoxCols give the box shape (e.g. 3×2 for a 6×6 grid, 2×5 for 10×10);
	// 0 takes it from the separators of a boxed printout or else [DefaultBoxes]. Giving
	// one of them is enough.
	BoxRows, BoxCols int
	// Symbols, when not nil, names the symbol set instead of detecting it; this is how an
	// ambiguous 16×16 grid (hex 0-F or 1-9 then A-G) is read.
	Symbols *Symbols
}

// Parse reads one grid from text, detecting its layout, size and symbols, and records the
// layout and symbols on the grid so that [Format] can write a solution back the same way.
//
// It accepts, for sizes 4×4 to 25×25:
//   - one line of N² cells ("53..7....6..195..."), blanks '.', '0', '_', '-', '*' or 'x',
//     including the first field of "puzzle:count:solution" lines and a line wrapped over
//     several;
//   - N lines of N characters, with or without spaces, grouped or not ("530 070 000");
//   - N lines of space-, comma- or tab-separated numbers, including two-digit numbers and
//     spreadsheet pastes where an empty field is a blank;
//   - boxed printouts with '|', ':', '+', '-', '=' or box-drawing separators, whose
//     separators also give the box shape, with or without row and column labels;
//     Markdown tables; pencil-mark grids (a cell listing candidates is blank);
//   - Python/JSON nested lists ([[5,3,0,...],...], also of strings, or as "grid = [...]"
//     or inside a JSON object) and NumPy's printed arrays;
//   - any of these inside Markdown ``` fences (the first block that holds a grid, with or
//     without a language tag), `inline
//     code` or ||spoilers||, with prose lines around them ("can someone solve this?"),
//     '#' comment lines (.sdk metadata), .sdk [Puzzle] sections and LF, CRLF or CR endings.
//
// Symbols above 9 are numbers (10..25), "1-9" then "A" = 10, letters only (A = 1), or hex
// "0-F" (0 = 1, 16×16 only). A 16×16 grid with neither "0" nor "G" reads correctly both
// as 1-9A-G and as hex: that is an error that says so, and [ParseOptions.Symbols] settles
// it. 'x' is a blank except in a 24×24 or 25×25 grid of letters. Parse does not check the
// rules: clashing givens are reported by [Check] and by the solver.
//
// Errors are *ParseError values. A text holding several puzzles is read by [ParseAll].
func Parse(text string) (Grid, error) { return ParseOptions{}.Parse(text) }

// Parse reads one grid from text like the package's [Parse], with the options' size, box
// shape and symbols.
func (o ParseOptions) Parse(text string) (Grid, error) {
	g, err := o.reader().Parse(text)
	if err != nil {
		return Grid{}, parseError(err)
	}
	return fromText(g), nil
}

// reader returns the options of the text reader in package textgrid.
func (o ParseOptions) reader() textgrid.Options {
	r := textgrid.Options{Size: o.Size, BoxRows: o.BoxRows, BoxCols: o.BoxCols, Boxes: DefaultBoxes}
	if o.Symbols != nil {
		r.Symbols = &textgrid.Symbols{Set: textgrid.SymbolSet(o.Symbols.Set), Blank: o.Symbols.Blank}
	}
	return r
}

// fromText returns the grid the text reader read.
func fromText(g textgrid.Grid) Grid {
	return Grid{n: g.N, boxRows: g.BoxRows, boxCols: g.BoxCols, cells: g.Cells,
		symbols: Symbols{Set: SymbolSet(g.Symbols.Set), Blank: g.Symbols.Blank}, layout: Layout(g.Layout)}
}

// parseError returns the text reader's error as a *ParseError.
func parseError(err error) error {
	e, ok := err.(*textgrid.Error)
	if !ok {
		return err
	}
	return &ParseError{Line: e.Line, Col: e.Col, CellRow: e.CellRow, CellCol: e.CellCol, Msg: e.Msg}
}
