package explain

import (
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// top1 is the first puzzle of magictour top1465.
const top1 = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"

// mustParse parses a grid or fails the test.
func mustParse(t testing.TB, text string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.Parse(text)
	if err != nil {
		t.Fatalf("Parse(%.60q): %v", text, err)
	}
	return g
}
