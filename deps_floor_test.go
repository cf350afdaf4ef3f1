package sudokubot_test

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// floors are the oldest versions go.mod may require of modules that carry security fixes.
// A transitive dependency can pin an old one (discordgo required a 2021 x/crypto), so
// go.mod requires a current release itself; raise a floor when a fix lands upstream.
// docs/DEPENDENCIES.md says how updates are checked.
var floors = map[string][2]int{ // module → minimum v0.MINOR.PATCH as {minor, patch}
	"golang.org/x/crypto": {59, 0},
	"golang.org/x/net":    {0, 0}, // when required at all, a tagged release
	"golang.org/x/sys":    {49, 0},
	"golang.org/x/text":   {43, 0},
}

func TestDependencyFloors(t *testing.T) {
	mod, err := os.ReadFile("go.mod")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, line := range strings.Split(string(mod), "\n") {
		f := strings.Fields(strings.TrimPrefix(strings.TrimSpace(line), "require "))
		if len(f) < 2 {
			continue
		}
		floor, ok := floors[f[0]]
		if !ok {
			continue
		}
		seen[f[0]] = true
		v := f[1]
		if strings.Count(v, "-") >= 2 && strings.HasPrefix(v, "v0.0.0-") {
			t.Errorf("go.mod requires %s %s, a pseudo-version; require a tagged release", f[0], v)
			continue
		}
		parts := strings.SplitN(strings.TrimPrefix(v, "v"), ".", 3)
		if len(parts) != 3 {
			t.Errorf("go.mod: %s %s is not vMAJOR.MINOR.PATCH", f[0], v)
			continue
		}
		major, _ := strconv.Atoi(parts[0])
		minor, _ := strconv.Atoi(parts[1])
		patch, _ := strconv.Atoi(strings.SplitN(parts[2], "-", 2)[0])
		if major == 0 && (minor < floor[0] || minor == floor[0] && patch < floor[1]) {
			t.Errorf("go.mod requires %s %s, older than v0.%d.%d", f[0], v, floor[0], floor[1])
		}
	}
	if !seen["golang.org/x/crypto"] {
		t.Errorf("go.mod does not require golang.org/x/crypto itself; discordgo's 2021 version would be used")
	}
}
