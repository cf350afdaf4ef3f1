package chat

import "strings"

// mdEscaper backslash-escapes the characters that make Discord markdown inside a line
// (emphasis, strike-through, code, spoilers, quotes, masked links, mentions, headings) and
// folds line breaks into spaces, so that nothing can start a line of its own (a heading,
// a list, a quote). A bare URL stays visible as written, which is not deceptive.
var mdEscaper = strings.NewReplacer(
	`\`, `\\`, "*", `\*`, "_", `\_`, "~", `\~`, "`", "\\`", "|", `\|`, ">", `\>`, "<", `\<`,
	"#", `\#`, "[", `\[`, "]", `\]`, "@", `\@`,
	"\r\n", " ", "\n", " ", "\r", " ",
)

// EscapeMarkdown makes user-provided text (a puzzle's title, a token echoed in an error)
// show as written in a reply: it cannot become a masked link, a heading, a spoiler, a
// mention or a code block. Every text a member wrote that the bot echoes goes through it
// once. Text inside a code span (see bot/input's QuoteName) needs no escaping.
func EscapeMarkdown(s string) string { return mdEscaper.Replace(s) }
