// Package chattest holds what the tests of every room that echoes member text share: the
// markdown and mention corpus fed to every echo path, and the check that none of it is
// live in a reply. Only tests import it.
package chattest

import (
	_ "embed"
	"regexp"
	"strings"
)

//go:embed echo-corpus.txt
var corpus string

// Corpus returns the samples of member text that would be markup if echoed raw: masked
// links, code, spoilers, emphasis, mentions, role and channel chips, timestamps, emoji,
// headings, subtext, quotes and lists, one sample a line.
func Corpus() []string { return strings.Split(strings.TrimSpace(corpus), "\n") }

// live matches the corpus's markup when Discord would render it: not preceded by a
// backslash, or (headings, subtext, quotes) at the start of a line.
var live = regexp.MustCompile("(^|[^\\\\])(\\]\\(|\\|\\||~~|__|```|<@!?1234|<@&|<#|<t:|<:|@everyone|@here)|(^|\n)(#|-#|>)")

// Live returns the first piece of the corpus's markup that is live in a reply's text, ""
// when there is none. The bot's own markup (bold, its code spans, its mentions of members)
// is not the corpus's and does not count.
func Live(text string) string { return live.FindString(text) }
