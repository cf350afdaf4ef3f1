package explain

import (
	"context"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
)

func TestArticles(t *testing.T) {
	for in, want := range map[string]string{"needs a 8.": "needs an 8.", "A 8 is": "An 8 is", "a 7": "a 7", "a 81": "an 81",
		"a 18,": "an 18,", "a A": "an A", "a B": "a B", "has a 1 at": "has a 1 at"} {
		if got := fixArticles(in); got != want {
			t.Errorf("%q -> %q, want %q", in, got, want)
		}
	}
}

// TestHintTextWithoutGrid renders every step of a path with no grid (a renderer or bot
// that only kept the step): no panic, no formatting errors.
func TestHintTextWithoutGrid(t *testing.T) {
	steps, err := logic.Explain(context.Background(), mustParse(t, top1))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range steps {
		for lvl := 0; lvl <= 5; lvl++ {
			if txt := HintText(sudoku.Grid{}, s, lvl); txt == "" || strings.Contains(txt, "%!") {
				t.Fatalf("%v level %d: %q", s, lvl, txt)
			}
		}
	}
}
