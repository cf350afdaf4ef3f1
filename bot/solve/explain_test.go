package solve

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/state"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

const classic = "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79"

// The header of an explanation sent as a file counts its steps, not characters / 80.
func TestExplainStepsCountsSteps(t *testing.T) {
	for _, n := range []int{1, 98, 250} {
		lines := make([]string, n)
		for i := range lines {
			lines[i] = fmt.Sprintf("%d. Step text %s", i+1, strings.Repeat("word ", 5+i%40))
		}
		if got := explainSteps(paginate(lines, (&Room{surface: chat.Surface{TextLimit: 1990}}).pageSize())); got != n {
			t.Errorf("%d steps counted as %d", n, got)
		}
	}
}

func TestPaginate(t *testing.T) {
	var lines []string
	for i := 0; i < 100; i++ {
		lines = append(lines, strings.Repeat("x", 50))
	}
	lines = append(lines, strings.Repeat("y", 5000))
	pages := paginate(lines, 1800)
	total := 0
	for i, p := range pages {
		if len(p) > 1800 {
			t.Errorf("page %d has %d bytes", i, len(p))
		}
		total += strings.Count(p, "x")
	}
	if total != 5000 {
		t.Errorf("pages hold %d x's, want 5000", total)
	}
}

func TestStateRoundTrip(t *testing.T) {
	b := &state.Buttons{Store: state.NewMem(), TTL: time.Hour, Now: time.Now}
	g, err := sudoku.Parse(classic)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	key, err := States.Put(ctx, b, NewState(g, g))
	if err != nil {
		t.Fatal(err)
	}
	st, err := States.Get(ctx, b, key)
	if err != nil {
		t.Fatal(err)
	}
	if h, _ := st.Puzzle(); !h.Equal(g) {
		t.Errorf("state round trip changed the grid")
	}
	if _, err := States.Get(ctx, b, "missing"); chat.ErrorCode(err) != chat.NotFound {
		t.Errorf("missing state: %v, want NotFound", err)
	}
}
