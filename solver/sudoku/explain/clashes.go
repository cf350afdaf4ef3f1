package explain

import (
	"fmt"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// Clash is one digit written more than once in one house of a grid's givens.
type Clash struct {
	House sudoku.House
	Digit string // as written in the grid's symbols
	Cells []int  // every cell of House holding Digit, row-major 0-based, in house order
}

// Clashes groups [sudoku.Conflicts] (one pair of cells per later copy) into one Clash per
// house and digit with all its cells, rows first: three 3s in row 1 are one Clash of three
// cells. It is nil when nothing clashes.
func Clashes(g sudoku.Grid) []Clash {
	var out []Clash
	at := map[sudoku.House]map[int]int{} // house, digit → index in out
	for _, c := range sudoku.Conflicts(g) {
		if at[c.House] == nil {
			at[c.House] = map[int]int{}
		}
		i, ok := at[c.House][c.Digit]
		if !ok {
			i = len(out)
			at[c.House][c.Digit] = i
			out = append(out, Clash{House: c.House, Digit: c.Text, Cells: []int{c.Cells[0]}})
		}
		out[i].Cells = append(out[i].Cells, c.Cells[1])
	}
	return out
}

// Times words how often the digit appears: "twice", "three times" … "nine times", "12 times".
func (c Clash) Times() string {
	switch n := len(c.Cells); {
	case n <= 2:
		return "twice"
	case n < 10:
		return []string{"three", "four", "five", "six", "seven", "eight", "nine"}[n-3] + " times"
	default:
		return fmt.Sprintf("%d times", n)
	}
}
