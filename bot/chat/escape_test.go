package chat_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/chat/chattest"
)

func TestEscape(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Cat", "Cat"},
		{"[Free Nitro](https://evil.example/x) # Big", `\[Free Nitro\](https://evil.example/x) \# Big`},
		{"**bold** __u__ ~~s~~ ||spoiler|| `code`", `\*\*bold\*\* \_\_u\_\_ \~\~s\~\~ \|\|spoiler\|\| \` + "`code\\`"},
		{"line\n# heading\r\n> quote", `line \# heading \> quote`},
		{"<@123> <@&45> @everyone", `\<\@123\> \<\@&45\> \@everyone`},
		{"-# small", `\-\# small`},
		{`back\slash`, `back\\slash`},
	}
	for _, tt := range tests {
		if got := chat.Escape(tt.in); got != tt.want {
			t.Errorf("Escape(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// markup matches what Discord would render from a sample if any of it were live: a masked
// link, a code span, a spoiler, emphasis, a mention or chip, a timestamp, a heading, a
// subtext, a quote or a list item (markup characters not preceded by a backslash).
var markup = regexp.MustCompile("(^|[^\\\\])(\\[|`|\\|\\||\\*|_|~~|<|@|^#|^-|^>)")

// TestEscapeCorpus: no sample of the corpus keeps live markup once escaped, alone, in
// bold or after the bot's words, and Echo truncates before escaping.
func TestEscapeCorpus(t *testing.T) {
	for _, s := range chattest.Corpus() {
		for _, text := range []string{chat.Escape(s), strings.TrimSuffix(strings.TrimPrefix(chat.Echo(s, 200), "**"), "**")} {
			if m := markup.FindString(text); m != "" {
				t.Errorf("Escape(%q) = %q: %q is live", s, text, m)
			}
			if m := chattest.Live(text); m != "" {
				t.Errorf("Escape(%q) = %q: %q is live for chattest", s, text, m)
			}
		}
	}
	if got := chat.Echo("**abc**", 4); got != `**\*…**` {
		t.Errorf("Echo cut after escaping: %q", got)
	}
}
