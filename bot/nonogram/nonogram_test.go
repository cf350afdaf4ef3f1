package nonogram

import (
	"testing"

	"github.com/sudokubot/sudokubot/bot/input"
	"github.com/sudokubot/sudokubot/puzzle"
)

// FuzzParseInput checks that deciding the kind never panics, that whatever the Sudoku
// parser reads stays a Sudoku, and that a nonogram comes with its puzzle or its error.
func FuzzParseInput(f *testing.F) {
	for _, s := range []string{"53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79", "1 1\n3\n\n2\n1\n2", "1.34..12.1.3.4.1", "1 1\n3\n\n2\n1\n1", "```\n1,1\n3\n\n2\n1\n2\n```", "width 3\nheight 2\nrows\n1,1\n3\ncolumns\n2\n1\n2", `{"rows":[[1]],"cols":[[1]]}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 4096 {
			return
		}
		r := &input.Reader{}
		in := r.Parse(s)
		k, err := in.Kind, in.Err
		if _, serr := r.ParseGrid(s); serr == nil && k != "sudoku" {
			t.Fatalf("%q parses as a Sudoku but was taken for a nonogram", s)
		}
		if k == "nonogram" && err == nil {
			p := in.Puzzle.(puzzle.NonogramPuzzle).Puzzle
			if p.Check() != nil {
				t.Fatalf("%q: nonogram without error fails its check", s)
			}
			parsePartial(s, p) // the partial-grid reader must not panic on the same text either
		}
	})
}
