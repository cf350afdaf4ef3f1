package scan_test

import (
	"math/rand/v2"
	"testing"

	"github.com/sudokubot/sudokubot/scan"
	"github.com/sudokubot/sudokubot/scan/internal/synth"
)

// TestReadSheetsAndTiles reads spreadsheets and tile games drawn by synth with the Go fonts,
// from a seed training never uses: the failure kinds of issue 23. A spreadsheet has uniform
// thin lines everywhere, row numbers and column letters, a formula bar and the sheet going
// on past the block (which starts in any of the first four rows and columns, often right
// beside the headers); the block must be found where it is, no header row or column taken
// in, no column or row off. A tile game has no lines, only tiles with gaps between cells and
// wider gaps between boxes, light or dark. The floors keep what issue 23's second round
// reached, less one (today all 8 spreadsheets found in place, 7 read exactly; all 8 tile
// games found in place, 6 read exactly: the others lose a cell or a few to the network);
// docs/BENCHMARKS.md §11 has the figures and what still fails.
func TestReadSheetsAndTiles(t *testing.T) {
	rng := rand.New(rand.NewPCG(0x5ee7, 23))
	for _, tc := range []struct {
		look          synth.Look
		placed, exact int // floors, of 8
	}{{synth.Spreadsheet, 7, 6}, {synth.Tiles, 7, 5}} {
		look := tc.look
		const count = 8
		placed, exact := 0, 0
		for k := range count {
			s := synth.Draw(rng, synth.Spec{Looks: []synth.Look{look}})
			res, err := scan.Read(t.Context(), s.Data, scan.Options{})
			if err != nil {
				t.Logf("%s #%d %s: %v", look, k, s.Format, err)
				continue
			}
			if n := res.Grid.Size(); n != 9 {
				t.Logf("%s #%d %s: read a %d×%d grid", look, k, s.Format, n, n)
				continue
			}
			got, want := letters(res.Grid), lineOf(s.Grid)
			right := 0
			for i := range want {
				if got[i] == want[i] {
					right++
				}
			}
			// A block one cell off reads about half the cells wrong.
			if right >= 65 {
				placed++
			}
			if right == len(want) {
				exact++
			} else {
				t.Logf("%s #%d %s: %d of 81 cells right\nread %s\nwant %s", look, k, s.Format, right, got, want)
			}
		}
		if placed < tc.placed || exact < tc.exact {
			t.Errorf("%s: %d of %d found in place and %d read exactly, want at least %d and %d", look, placed, count, exact, tc.placed, tc.exact)
		}
	}
}
