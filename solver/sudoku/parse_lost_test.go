package sudoku

import "testing"

// The recovering readers take only what is unambiguous: short lines of numbers (nonogram
// clues), prose, lists with empty fields and half grids stay unread.
func TestParseRecoveredRefuses(t *testing.T) {
	for name, text := range map[string]string{
		"4×4 nonogram, nine lines of clues": "4 4\n1 1\n2\n3\n1\n1\n2 1\n3\n1\n",
		"5×5 nonogram on one line":          "5 5 1 1 3 1 1 2 2 1 1 3 1",
		"prose":                             "can you solve this one? I am stuck on row 3",
		"commas with empty fields":          "5,3,,,7,,,, 6,,,1,9,5,,,",
		"fixed width without a full row":    "53  7\n6  195\n 98    6\n8   6   3\n4  8 3  1\n7   2   6\n 6    28\n   419  5\n    8  79\n"[:40],
		"json without a grid":               `{"name":"tough one","id":"7"}`,
		"boxed, one row short":              "+-----+-----+ | 1 . | 3 . | | 3 . | . 2 | +-----+-----+ | . 1 | . . | +-----+-----+",
	} {
		if g, err := Parse(text); err == nil {
			t.Errorf("%s: read as %s", name, g.Line())
		}
	}
}
