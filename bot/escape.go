package bot

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

// escapeMarkdown makes user-provided text (a puzzle's title, a token echoed in an error)
// show as written in a reply: it cannot become a masked link, a heading, a spoiler, a
// mention or a code block. Text inside a code span (see quoteName) needs no escaping.
func escapeMarkdown(s string) string { return mdEscaper.Replace(s) }
