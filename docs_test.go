package sudokubot_test

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/bot"
)

func readDoc(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The README works on a fresh clone: no link into ../shared (a clone does not have it),
// the first command leaves no untracked file, the first test run's cost is stated, and
// the setup ends with the operator check.
func TestReadmeForAFreshClone(t *testing.T) {
	readme := readDoc(t, "README.md")
	if m := regexp.MustCompile(`\]\(\.\./shared|\.\./shared/docs`).FindString(readme); m != "" {
		t.Errorf("README links into ../shared (%q)", m)
	}
	first := regexp.MustCompile("(?s)```sh\n(.*?)\n").FindStringSubmatch(readme)
	if first == nil {
		t.Fatal("README has no ```sh block")
	}
	if png := regexp.MustCompile(`--png (\S+)`).FindStringSubmatch(first[1]); png != nil {
		ignored := false
		for _, l := range strings.Split(readDoc(t, ".gitignore"), "\n") {
			l = strings.TrimSpace(l)
			ignored = ignored || l == png[1] || l == "/"+png[1]
		}
		if !ignored {
			t.Errorf("the README's first command writes %s, which .gitignore does not list", png[1])
		}
	}
	if !regexp.MustCompile(`first .go test \./\.\.\.. on a\s+fresh clone with empty caches takes about [^.]*minutes on a 2-core machine \(`).MatchString(readme) {
		t.Errorf("README does not say how long the first go test ./... takes on a fresh clone, and measured how")
	}
	if !regexp.MustCompile(`\*\*Check\.\*\* .*sudokubot check`).MatchString(readme) {
		t.Errorf("README's bot setup does not end with sudokubot check")
	}
	for _, doc := range []string{"docs/commands.md", "docs/replies.md"} {
		if !strings.Contains(readme, "("+doc+")") {
			t.Errorf("README does not link %s", doc)
		}
	}
}

// docs/commands.md explains the hint ladder and troubleshooting next to the generated
// reference (which bot/discord's TestCommandsDoc keeps in step with the code).
func TestCommandsDocSections(t *testing.T) {
	doc := readDoc(t, "docs/commands.md")
	for _, want := range []string{"## How the hint buttons step through the ladder", "## Troubleshooting", "**Next step**", "sudokubot check"} {
		if !strings.Contains(doc, want) {
			t.Errorf("docs/commands.md lacks %q", want)
		}
	}
}

// The invite links in the README and docs/bot-setup.md ask for every channel permission
// the bot checks for the puzzle of the day and its options (and Embed Links), so that a
// server invited that way passes `sudokubot check`; the short link asks for the four
// permissions every reply needs.
func TestInvitePermissions(t *testing.T) {
	all := bot.PermViewChannel | bot.PermSendMessages | bot.PermAttachFiles | bot.PermPinMessages |
		bot.PermCreatePublicThreads | bot.PermSendInThreads | bot.PermMentionEveryone | 1<<14 // Embed Links
	basic := bot.PermViewChannel | bot.PermSendMessages | bot.PermAttachFiles | 1<<14
	for _, doc := range []string{"README.md", "docs/bot-setup.md"} {
		text := readDoc(t, doc)
		link := regexp.MustCompile(`scope=bot\+applications\.commands&permissions=(\d+)`).FindStringSubmatch(text)
		if link == nil {
			t.Errorf("%s has no invite link", doc)
			continue
		}
		if got, _ := strconv.ParseInt(link[1], 10, 64); got != all {
			t.Errorf("%s invites with permissions=%d, want %d (every permission the daily options need)", doc, got, all)
		}
		if !strings.Contains(text, "`permissions="+strconv.FormatInt(basic, 10)+"`") {
			t.Errorf("%s does not give the short permissions=%d", doc, basic)
		}
	}
}

// Statements in the operator docs that code confirms: the shard formula is bracketed as
// Go and Discord compute it, and the troubleshooting table says pictures are read.
func TestOperatorDocs(t *testing.T) {
	scaling := readDoc(t, "docs/SCALING.md")
	if strings.Contains(scaling, "guild_id >> 22 %") || !strings.Contains(scaling, "(guild_id >> 22) % count") {
		t.Errorf("docs/SCALING.md does not write the shard of a guild as (guild_id >> 22) %% count")
	}
	for _, want := range []string{"## Step by step: 10,000 servers", "/readyz", "max_concurrency", "CREATE SCHEMA"} {
		if !strings.Contains(scaling, want) {
			t.Errorf("docs/SCALING.md lacks %q", want)
		}
	}
	commands := readDoc(t, "docs/commands.md")
	if strings.Contains(commands, "screenshot alone is not read") || !strings.Contains(commands, "**Looks right**") {
		t.Errorf("docs/commands.md's troubleshooting does not say that pictures are read")
	}
	// Rung 3's picture shows no result (sudoku.Rung leaves it out; logic's TestLadderRungs).
	if row := regexp.MustCompile(`(?m)^\| \*\*Hint 3/4\*\* \|.*$`).FindString(commands); row == "" || strings.Contains(row, "placement in green") {
		t.Errorf("docs/commands.md's rung 3 row promises the result in the picture: %q", row)
	}
	setup := readDoc(t, "docs/bot-setup.md")
	if !strings.Contains(setup, "mentions and direct messages do not reach the bot") {
		t.Errorf("docs/bot-setup.md does not say what HTTP mode loses")
	}
}
