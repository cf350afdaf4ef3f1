package chat

import "testing"

func TestEscapeMarkdown(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Cat", "Cat"},
		{"[Free Nitro](https://evil.example/x) # Big", `\[Free Nitro\](https://evil.example/x) \# Big`},
		{"**bold** __u__ ~~s~~ ||spoiler|| `code`", `\*\*bold\*\* \_\_u\_\_ \~\~s\~\~ \|\|spoiler\|\| \` + "`code\\`"},
		{"line\n# heading\r\n> quote", `line \# heading \> quote`},
		{"<@123> @everyone", `\<\@123\> \@everyone`},
		{`back\slash`, `back\\slash`},
	}
	for _, tt := range tests {
		if got := EscapeMarkdown(tt.in); got != tt.want {
			t.Errorf("EscapeMarkdown(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
