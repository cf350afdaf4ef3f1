package bot

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/bot/chat"
)

// TestUserTextEscaped: text from the user's file comes back escaped in every reply that
// echoes it.
func TestUserTextEscaped(t *testing.T) {
	const link = "[Free Nitro](https://evil.example/x)"
	titled := "title " + link + " # Big\nwidth 3\nheight 2\n\nrows\n1,1\n3\n\ncolumns\n2\n1\n2\n"
	b := New(Config{Limits: Limits{PerUser: -1}})
	ctx := context.Background()
	tests := []struct {
		name string
		req  chat.Request
	}{
		{"nonogram title, solved", chat.Request{Command: CmdNonogramSolve, Text: titled}},
		{"nonogram title, hint", chat.Request{Command: CmdNonogramHint, Text: titled}},
		{"nonogram title, sudoku command", chat.Request{Command: CmdRate, Text: titled}},
		{"nonogram clue echoed", chat.Request{Command: CmdNonogramSolve, Text: "1 " + link + "\n3\n\n2\n1\n2"}},
		{"sudoku symbol echoed", chat.Request{Command: CmdSolve, Text: strings.Replace(classic, "53..7", "5"+link[:1]+"..7", 1)}},
		{"partial grid echoed", chat.Request{Command: CmdNonogramHint, Text: titled, Options: map[string]string{OptPartial: link}}},
	}
	for _, tt := range tests {
		r, err := b.Handle(ctx, tt.req)
		text := r.Text
		if err != nil {
			text = chat.ErrorMessage(err, "")
		}
		if live(text, "[]#") {
			t.Errorf("%s: the user's markdown is live in %q", tt.name, text)
		}
	}
	r, err := b.Handle(ctx, chat.Request{Command: CmdNonogramSolve, Text: titled})
	if err != nil || !strings.Contains(r.Text, `“\[Free Nitro\](https://evil.example/x) \# Big”`) {
		t.Errorf("solved reply %q, %v: want the title shown escaped", r.Text, err)
	}
}

// live reports whether text holds one of chars without a backslash before it, outside the
// bot's own code spans.
func live(text, chars string) bool {
	text = regexp.MustCompile("`[^`]*`").ReplaceAllString(text, "")
	for i := 0; i < len(text); i++ {
		if strings.IndexByte(chars, text[i]) >= 0 && (i == 0 || text[i-1] != '\\') {
			return true
		}
	}
	return false
}
