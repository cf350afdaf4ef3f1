package explain

import (
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// TestEveryWordsKeyHasAFamily checks the words key of every technique's descriptor: empty
// (the plain words), "direct" (a direct technique, worded through its base pattern), or
// the key of a family of this package.
func TestEveryWordsKeyHasAFamily(t *testing.T) {
	for _, tech := range technique.Techniques() {
		switch key := tech.Words(); key {
		case "":
		case "direct":
			if tech.DirectBase() == technique.NoTechnique {
				t.Errorf("%v: words key %q but no base pattern", tech, key)
			}
		default:
			if _, ok := familyOf(key); !ok {
				t.Errorf("%v: words key %q names no family of package explain", tech, key)
			}
		}
	}
}
