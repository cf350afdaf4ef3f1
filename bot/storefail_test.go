package bot

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
)

// fullState fails every write, as a full or locked database would.
type fullState struct{ StateStore }

func (fullState) PutState(context.Context, string, []byte, time.Time) error {
	return errors.New("sqlite: database or disk is full")
}

// TestStoreFailureKeepsAnswer: when the buttons' state cannot be saved, the answer is
// still sent, without the buttons, saying they are unavailable.
func TestStoreFailureKeepsAnswer(t *testing.T) {
	b := New(Config{Surface: testSurface, State: fullState{NewMemState()}, Limits: Limits{PerUser: -1}})
	tests := []struct {
		name  string
		req   chat.Request
		want  string
		files int
	}{
		{"sudoku solve", chat.Request{Command: CmdSolve, Text: classic}, "**Solved** 9×9", 1},
		{"sudoku hint", chat.Request{Command: CmdHint, Text: classic}, "**Hint 1/4**", 1},
		{"nonogram solve", chat.Request{Command: CmdNonogramSolve, Text: twoByThree}, "**Solved** 3×2 nonogram", 1},
		{"nonogram hint", chat.Request{Command: CmdNonogramHint, Text: twoByThree}, "**Hint** · 3×2 nonogram", 1},
	}
	for _, tt := range tests {
		r, err := b.Handle(context.Background(), tt.req)
		if err != nil {
			t.Errorf("%s: %v, want the answer without buttons", tt.name, err)
			continue
		}
		if !strings.Contains(r.Text, tt.want) || !strings.Contains(r.Text, "buttons are unavailable") || len(r.Buttons) != 0 || len(r.Files) != tt.files {
			t.Errorf("%s: %q with %d buttons and %d files", tt.name, r.Text, len(r.Buttons), len(r.Files))
		}
	}
}
