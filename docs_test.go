package sudokubot_test

import (
	"os"
	"regexp"
	"strings"
	"testing"
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
	if !strings.Contains(readme, "about 14 minutes on a fresh 2-core machine") {
		t.Errorf("README does not say how long the first go test ./... takes")
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
