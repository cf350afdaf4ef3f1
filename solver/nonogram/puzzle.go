package nonogram

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// A Puzzle is a nonogram: one clue per row (top to bottom) and per column (left to right).
// A clue lists the lengths of the black blocks of its line in order; an empty clue is an
// empty line. The zero value is a 0×0 puzzle, which [Puzzle.Check] rejects.
type Puzzle struct {
	Rows, Cols [][]int

	Title  string // from the file, if any
	Author string // from the file (the `by` key), if any
	Goal   Grid   // a solution given by the file (.non `goal`, XML `solution`); zero if none
	Format Format // the format Parse recognised
}

// Width is the number of columns.
func (p *Puzzle) Width() int { return len(p.Cols) }

// Height is the number of rows.
func (p *Puzzle) Height() int { return len(p.Rows) }

// Size returns the size as people write it: width × height, e.g. "20×15".
func (p *Puzzle) Size() string { return fmt.Sprintf("%d×%d", p.Width(), p.Height()) }

// Format is a text format that [Parse] understands.
type Format uint8

// The formats Parse recognises.
const (
	FormatUnknown Format = iota
	FormatSeed           // `H W`, then H row clues, then W column clues, one per line
	FormatNon            // Steve Simpson's .non (key value lines)
	FormatXML            // webpbn XML (<puzzleset><puzzle><clues type="rows">...)
	FormatJSON           // {"rows":[[...]],"cols":[[...]]}
	FormatText           // clue lines pasted in a chat, rows and columns separated
)

var formatNames = [...]string{"unknown", "seed", "non", "xml", "json", "text"}

// String names the format: seed, non, xml, json or text.
func (f Format) String() string {
	if int(f) < len(formatNames) {
		return formatNames[f]
	}
	return "Format(" + strconv.Itoa(int(f)) + ")"
}

// A ClueError says which clue is impossible or which totals disagree.
type ClueError struct {
	Line Line   // the line at fault; Line.Index is -1 for a whole-puzzle problem
	Msg  string // what is wrong, lowercase
}

// Error returns "nonogram: row 3: ..." (or without the line for whole-puzzle problems).
func (e *ClueError) Error() string {
	if e.Line.Index < 0 {
		return "nonogram: " + e.Msg
	}
	return "nonogram: " + e.Line.String() + ": " + e.Msg
}

// Check reports the first problem that makes p impossible at a glance: no rows or columns,
// a negative or zero block, a clue longer than its line, or row and column clues that do not
// add up to the same number of black cells. It returns a *ClueError.
func (p *Puzzle) Check() error {
	if p.Height() == 0 || p.Width() == 0 {
		return &ClueError{Line{Index: -1}, fmt.Sprintf("%d rows and %d columns: a nonogram needs at least one of each", p.Height(), p.Width())}
	}
	var sums [2]int
	for k, lines := range [2][][]int{p.Rows, p.Cols} {
		n := p.Width()
		if k == 1 {
			n = p.Height()
		}
		for i, clue := range lines {
			ln := Line{Column: k == 1, Index: i}
			need := -1
			for _, b := range clue {
				if b <= 0 {
					return &ClueError{ln, fmt.Sprintf("block length %d: blocks are at least 1 long", b)}
				}
				if b > n {
					return &ClueError{ln, fmt.Sprintf("clue %s needs %d cells, the %s has %d", ClueString(clue), b, ln.kind(), n)}
				}
				need += b + 1
				sums[k] += b
			}
			if need > n {
				return &ClueError{ln, fmt.Sprintf("clue %s needs %d cells, the %s has %d", ClueString(clue), need, ln.kind(), n)}
			}
		}
	}
	if sums[0] != sums[1] {
		return &ClueError{Line{Index: -1}, fmt.Sprintf("the row clues add up to %d black cells, the column clues to %d", sums[0], sums[1])}
	}
	return nil
}

// Verify reports whether g is a complete grid of p's size that meets every clue. The error
// names the first line that does not match.
func (p *Puzzle) Verify(g Grid) error {
	if g.Width != p.Width() || g.Height != p.Height() || len(g.Cells) != g.Width*g.Height {
		return fmt.Errorf("nonogram: grid is %d×%d, the puzzle is %s", g.Width, g.Height, p.Size())
	}
	buf := make([]Cell, max(g.Width, g.Height))
	for k, lines := range [2][][]int{p.Rows, p.Cols} {
		for i, clue := range lines {
			ln := Line{Column: k == 1, Index: i}
			cells := g.line(ln, buf)
			for _, c := range cells {
				if c != Black && c != White {
					return fmt.Errorf("nonogram: %s is not complete", ln)
				}
			}
			if got := Blocks(cells); !slices.Equal(got, clue) {
				return fmt.Errorf("nonogram: %s has blocks %s, its clue is %s", ln, ClueString(got), ClueString(clue))
			}
		}
	}
	return nil
}

// Blocks returns the lengths of the runs of Black cells in cells, in order.
func Blocks(cells []Cell) []int {
	var out []int
	run := 0
	for _, c := range cells {
		if c == Black {
			run++
		} else if run > 0 {
			out = append(out, run)
			run = 0
		}
	}
	if run > 0 {
		out = append(out, run)
	}
	return out
}

// ClueString writes a clue as in the seed format: "3 1 2", or "0" for an empty line.
func ClueString(clue []int) string {
	if len(clue) == 0 {
		return "0"
	}
	var b strings.Builder
	for i, n := range clue {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(n))
	}
	return b.String()
}

// String writes p in the seed format: `H W`, the row clues, then the column clues.
func (p *Puzzle) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d\n", p.Height(), p.Width())
	for _, lines := range [2][][]int{p.Rows, p.Cols} {
		for _, clue := range lines {
			b.WriteString(ClueString(clue))
			b.WriteByte('\n')
		}
	}
	return b.String()
}
