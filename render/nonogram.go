package render

import (
	"fmt"
	"image"
	"slices"
	"strconv"
	"strings"
)

// The states of a nonogram cell in [NonogramBoard.Cells]; they match the cell values of
// package solver/nonogram (Unknown, Black, White), so a caller converts cell by cell.
const (
	NonogramUnknown uint8 = iota // not yet known: drawn blank
	NonogramBlack                // filled
	NonogramWhite                // known empty: a dot, a cross or blank (see [CrossStyle])
)

// MaxNonogramSide is the largest width or height [Nonogram] draws.
const MaxNonogramSide = 1024

// maxImageSide bounds both sides of a nonogram picture: bigger boards get smaller cells, and
// lose their clues when the clues no longer fit at a legible size.
const maxImageSide = 4000

// CrossStyle says how a nonogram's white cells are drawn. The zero value is [CrossAuto].
type CrossStyle uint8

// The cross styles.
const (
	// CrossAuto draws white cells as dots while some cell is still unknown, and blank once
	// the board is complete, so a solved picture shows just the picture.
	CrossAuto CrossStyle = iota
	// CrossDot draws a small dot in each white cell.
	CrossDot
	// CrossX draws a small grey × in each white cell.
	CrossX
	// CrossNone leaves white cells blank, like unknown ones.
	CrossNone
)

// NonogramBoard is what a nonogram picture shows: the clues and the cells known so far.
// The zero value is not a valid board (it has no size).
type NonogramBoard struct {
	// Width and Height count columns and rows, 1..[MaxNonogramSide].
	Width, Height int
	// Rows holds Height clues, top to bottom, and Cols Width clues, left to right. A clue
	// lists its block lengths in order (left to right, top to bottom); an empty clue (or
	// the single entry 0) is an empty line, drawn as "0".
	Rows, Cols [][]int
	// Cells holds Width×Height states row by row from the top left: [NonogramUnknown],
	// [NonogramBlack] or [NonogramWhite]. Nil draws an empty board.
	Cells []uint8

	// Crosses says how white cells are drawn; the zero value is [CrossAuto].
	Crosses CrossStyle
	// Progress greys the clue numbers whose blocks are already in place (bounded by white
	// cells or the edge, with every cell before them known), and draws in red the clue of
	// a complete line whose blocks do not match it. Without it every clue is drawn alike.
	Progress bool
}

// NonogramHint is one line step to highlight: a row or a column, the clue entries the step
// reasons about, and the cells it decides. The decided cells should still be unknown in
// the board; black ones are drawn green and white ones with a red ×.
type NonogramHint struct {
	// Column says the line is a column; otherwise it is a row.
	Column bool
	// Index is the line's 0-based index.
	Index int
	// Clues are 0-based positions in the line's clue to mark; nil marks none (the whole
	// clue is emphasised anyway).
	Clues []int
	// Black and White are 0-based positions along the line (left to right, top to bottom)
	// that the step proves black or white.
	Black, White []int
}

// Nonogram draws a nonogram board with its row clues on the left and its column clues
// stacked above, the known cells, and hint (nil for none) highlighted: its line shaded,
// its clue in bold with the named entries marked, its decided cells in colour. Of opt it
// uses Theme, Title, CellSize and Labels (line numbers right of the rows and below the
// columns, matching the hint text's "row 3"); the Sudoku fields are ignored.
//
// CellSize is the inside of a cell, 2..100 pixels. Zero picks the largest cell, at most
// 40 px and at least 12 px, that keeps the picture's longer side within 400 + 17·n pixels
// for an n-cell side: a 10×10 is at most about 570 px, a 30×30 about 910 px, a 100×100
// about 2000 px. Bigger boards get smaller cells so that neither side exceeds 4000 px;
// when the clues then cannot be drawn legibly (cells under 12 px) they are left out and
// the title says so. The same input always gives the same pixels; drawing is safe for
// concurrent use.
//
// It returns an error, and no image, when the board is inconsistent: a size out of range,
// a clue count or cell count that does not match the size, a clue that does not fit its
// line, an unknown cell state, or a hint outside the board.
func Nonogram(b NonogramBoard, hint *NonogramHint, opt Options) (image.Image, error) {
	if err := checkNonogram(b, hint); err != nil {
		return nil, err
	}
	return newNonogramPicture(b, hint, opt).draw(), nil
}

// checkNonogram validates the inputs so that drawing never indexes out of range.
func checkNonogram(b NonogramBoard, hint *NonogramHint) error {
	if b.Width < 1 || b.Height < 1 || b.Width > MaxNonogramSide || b.Height > MaxNonogramSide {
		return fmt.Errorf("render: nonogram is %d×%d, want 1..%d cells each way", b.Width, b.Height, MaxNonogramSide)
	}
	if len(b.Rows) != b.Height || len(b.Cols) != b.Width {
		return fmt.Errorf("render: nonogram is %d×%d but has %d row clues and %d column clues",
			b.Width, b.Height, len(b.Rows), len(b.Cols))
	}
	for k, lines := range [2][][]int{b.Rows, b.Cols} {
		n := b.Width
		if k == 1 {
			n = b.Height
		}
		for i, clue := range lines {
			if err := checkClue(clue, n); err != nil {
				return fmt.Errorf("render: nonogram %s %d: %v", lineKind(k == 1), i+1, err)
			}
		}
	}
	if b.Cells != nil && len(b.Cells) != b.Width*b.Height {
		return fmt.Errorf("render: nonogram has %d cells, a %d×%d board needs %d",
			len(b.Cells), b.Width, b.Height, b.Width*b.Height)
	}
	for i, c := range b.Cells {
		if c > NonogramWhite {
			return fmt.Errorf("render: nonogram row %d, column %d holds state %d, want 0 (unknown), 1 (black) or 2 (white)",
				i/b.Width+1, i%b.Width+1, c)
		}
	}
	if b.Crosses > CrossNone {
		return fmt.Errorf("render: unknown cross style %d", b.Crosses)
	}
	if hint == nil {
		return nil
	}
	count, n, clue := b.Height, b.Width, [][]int(b.Rows)
	if hint.Column {
		count, n, clue = b.Width, b.Height, b.Cols
	}
	kind := lineKind(hint.Column)
	if hint.Index < 0 || hint.Index >= count {
		return fmt.Errorf("render: nonogram hint names %s %d, outside 1..%d", kind, hint.Index+1, count)
	}
	entries := clue[hint.Index]
	for _, j := range hint.Clues {
		if j < 0 || j >= len(entries) {
			return fmt.Errorf("render: nonogram hint names entry %d of %s %d's clue, which has %d",
				j+1, kind, hint.Index+1, len(entries))
		}
	}
	for _, cells := range [2][]int{hint.Black, hint.White} {
		for _, j := range cells {
			if j < 0 || j >= n {
				return fmt.Errorf("render: nonogram hint names cell %d of %s %d, outside 1..%d", j+1, kind, hint.Index+1, n)
			}
		}
	}
	return nil
}

// checkClue checks that clue fits a line of n cells.
func checkClue(clue []int, n int) error {
	need := 0
	for j, v := range clue {
		if v < 0 || v == 0 && len(clue) > 1 {
			return fmt.Errorf("clue %s has entry %d = %d, want positive lengths", clueText(clue), j+1, v)
		}
		need += v
	}
	if len(clue) > 1 {
		need += len(clue) - 1
	}
	if need > n {
		return fmt.Errorf("clue %s needs %d cells, the line has %d", clueText(clue), need, n)
	}
	return nil
}

func lineKind(column bool) string {
	if column {
		return "column"
	}
	return "row"
}

// clueText writes a clue for error messages, shortened when long.
func clueText(clue []int) string {
	var sb strings.Builder
	for j, v := range clue {
		if j == 12 {
			sb.WriteString(" …")
			break
		}
		if j > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(strconv.Itoa(v))
	}
	if len(clue) == 0 {
		return "(empty)"
	}
	return sb.String()
}

// clueEntries returns the numbers drawn for a clue: its entries, or "0" for an empty line.
func clueEntries(clue []int) []string {
	if len(clue) == 0 {
		return []string{"0"}
	}
	out := make([]string, len(clue))
	for j, v := range clue {
		out[j] = strconv.Itoa(v)
	}
	return out
}

// clueState is how one clue number is drawn.
type clueState uint8

const (
	clueOpen  clueState = iota // still to place
	clueDone                   // its block is in place: greyed
	clueWrong                  // the complete line does not match: red
)

// lineProgress returns, for each entry of clue, whether its block is already in place in
// cells (a line of the board), reading finished blocks in from both ends. A complete line
// whose blocks differ from the clue has every entry wrong.
func lineProgress(clue []int, cells []uint8) []clueState {
	if len(clue) == 0 {
		clue = []int{0}
	}
	st := make([]clueState, len(clue))
	if len(clue) == 1 && clue[0] == 0 {
		// An empty line is done once it is all white, wrong once it has a black cell.
		all := true
		for _, c := range cells {
			if c == NonogramBlack {
				st[0] = clueWrong
				return st
			}
			all = all && c == NonogramWhite
		}
		if all {
			st[0] = clueDone
		}
		return st
	}
	complete := true
	for _, c := range cells {
		complete = complete && c != NonogramUnknown
	}
	if complete {
		blocks := finishedBlocks(cells, false) // on a complete line: all its blocks
		s := clueDone
		if !slices.Equal(blocks, clue) {
			s = clueWrong
		}
		for j := range st {
			st[j] = s
		}
		return st
	}
	// From the left: finished blocks with nothing unknown before them.
	left := finishedBlocks(cells, false)
	right := finishedBlocks(cells, true)
	if len(left)+len(right) > len(clue) {
		return st // more finished blocks than entries: contradictory, leave it to the player
	}
	for j, v := range left {
		if clue[j] != v {
			return make([]clueState, len(clue))
		}
	}
	for j, v := range right {
		if clue[len(clue)-1-j] != v {
			return make([]clueState, len(clue))
		}
	}
	for j := range left {
		st[j] = clueDone
	}
	for j := range right {
		st[len(clue)-1-j] = clueDone
	}
	return st
}

// finishedBlocks returns the lengths of the blocks of cells that are bounded on both sides
// (by white cells or the edge) and have only known cells before them, read from the start
// (or, reversed, from the end) and stopping at the first unknown cell.
func finishedBlocks(cells []uint8, reversed bool) []int {
	var out []int
	n := len(cells)
	at := func(i int) uint8 {
		if reversed {
			return cells[n-1-i]
		}
		return cells[i]
	}
	for i := 0; i < n; {
		switch at(i) {
		case NonogramUnknown:
			return out
		case NonogramWhite:
			i++
			continue
		}
		run := 0
		for i < n && at(i) == NonogramBlack {
			run++
			i++
		}
		if i < n && at(i) == NonogramUnknown {
			return out // the block may still grow
		}
		out = append(out, run)
	}
	return out
}
