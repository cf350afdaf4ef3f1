package chat

import "strings"

// mdEscaper backslash-escapes the characters that make Discord markdown inside a line
// (emphasis, strike-through, code, spoilers, quotes, masked links, mentions, role and
// channel chips, headings, lists) and folds line breaks into spaces, so that nothing can
// start a line of its own. A bare URL stays visible as written, which is not deceptive.
var mdEscaper = strings.NewReplacer(
	`\`, `\\`, "*", `\*`, "_", `\_`, "~", `\~`, "`", "\\`", "|", `\|`, ">", `\>`, "<", `\<`,
	"#", `\#`, "[", `\[`, "]", `\]`, "@", `\@`, "-", `\-`,
	"\r\n", " ", "\n", " ", "\r", " ",
)

// Escape makes text a member wrote (a puzzle's title, a file name, a typed move echoed in
// an error) show as written in a reply: it cannot become a masked link, a heading, a
// spoiler, a mention, a role chip or a code span, and it cannot close the bot's own
// emphasis around it. Every echo of member text in the bot and its rooms goes through it;
// its tests feed it the markdown and mention corpus.
func Escape(s string) string { return mdEscaper.Replace(s) }

// Echo is member text quoted in a reply: escaped, cut to at most n bytes first, and in
// bold so that it stands apart from the bot's words.
func Echo(s string, n int) string { return "**" + Escape(Truncate(s, n)) + "**" }
