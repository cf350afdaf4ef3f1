package scan_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/sudokubot/sudokubot/scan"
	"github.com/sudokubot/sudokubot/scan/internal/synth"
)

// TestReadDarkAndTiles reads phone apps in dark themes (dark digits on coloured selections,
// light digits on lighter highlights, cell lines a shade off the fills) and tile games
// drawn by synth with the Go fonts, from a seed training never uses: at least floor of
// each look must be read exactly (docs/BENCHMARKS.md §11 has the figures in every font).
func TestReadDarkAndTiles(t *testing.T) {
	const shots = 10
	rng := rand.New(rand.NewPCG(0xda2c, 23))
	for _, tc := range []struct {
		look  synth.Look
		floor int
	}{{synth.PhoneDark, 9}, {synth.Tiles, 9}} {
		exact := 0
		for k := range shots {
			s := synth.Draw(rng, synth.Spec{Looks: []synth.Look{tc.look}, Size: 9})
			name := fmt.Sprintf("%s #%d %s", tc.look, k, s.Format)
			res, err := scan.Read(t.Context(), s.Data, scan.Options{})
			switch {
			case err != nil:
				t.Logf("%s: %v", name, err)
			case letters(res.Grid) != lineOf(s.Grid):
				t.Logf("%s: read\n%s\nwant\n%s", name, letters(res.Grid), lineOf(s.Grid))
			default:
				exact++
			}
		}
		t.Logf("%s: %d of %d exact", tc.look, exact, shots)
		if exact < tc.floor {
			t.Errorf("%s: %d of %d read exactly, want at least %d", tc.look, exact, shots, tc.floor)
		}
	}
}
