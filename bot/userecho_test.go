package bot

import (
	"context"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/chat/chattest"
)

// TestUserTextEscaped: every sample of the corpus, in every place a reply echoes the
// user's text (a nonogram's title and clues, a grid's symbols, a partial grid, a file's
// name), comes back escaped.
func TestUserTextEscaped(t *testing.T) {
	b := New(Config{Limits: Limits{PerUser: -1}})
	ctx := context.Background()
	for _, s := range chattest.Corpus() {
		titled := "title " + s + "\nwidth 3\nheight 2\n\nrows\n1,1\n3\n\ncolumns\n2\n1\n2\n"
		tests := []struct {
			name string
			req  chat.Request
		}{
			{"nonogram title, solved", chat.Request{Command: CmdNonogramSolve, Text: titled}},
			{"nonogram title, hint", chat.Request{Command: CmdNonogramHint, Text: titled}},
			{"nonogram title, sudoku command", chat.Request{Command: CmdRate, Text: titled}},
			{"nonogram clue echoed", chat.Request{Command: CmdNonogramSolve, Text: "1 " + s + "\n3\n\n2\n1\n2"}},
			{"sudoku symbols echoed", chat.Request{Command: CmdSolve, Text: s + "\n" + classic}},
			{"partial grid echoed", chat.Request{Command: CmdNonogramHint, Text: titled, Options: map[string]string{OptPartial: s}}},
			{"file name echoed", chat.Request{Command: CmdSolve, Attachment: &chat.Attachment{Name: s + ".exe", Size: 10, ContentType: "application/octet-stream"}}},
			{"theme echoed", chat.Request{Command: CmdSettings, User: "u", Options: map[string]string{OptTheme: s}}},
		}
		for _, tt := range tests {
			r, err := b.Handle(ctx, tt.req)
			text := r.Text
			if err != nil {
				text = chat.ErrorMessage(err, "")
			}
			if m := chattest.Live(text); m != "" {
				t.Errorf("%s of %q: %q is live in %q", tt.name, s, m, text)
			}
		}
	}
	const link = "[Free Nitro](https://evil.example/x)"
	r, err := b.Handle(ctx, chat.Request{Command: CmdNonogramSolve, Text: "title " + link + " # Big\nwidth 3\nheight 2\n\nrows\n1,1\n3\n\ncolumns\n2\n1\n2\n"})
	if err != nil || !strings.Contains(r.Text, `“\[Free Nitro\](https://evil.example/x) \# Big”`) {
		t.Errorf("solved reply %q, %v: want the title shown escaped", r.Text, err)
	}
}
