package scan_test

import (
	"math/rand/v2"
	"testing"

	"github.com/sudokubot/sudokubot/scan"
	"github.com/sudokubot/sudokubot/scan/internal/synth"
)

// TestRead16Apps reads 16×16 grids drawn by synth in the app looks (spreadsheets, phones,
// desktop games, tiles), the size found out, with the Go fonts: issue 23's fourth round.
// A spreadsheet's 16×16 block has the sheet's lines going on past every side and was read
// as a 9×9 window of it (tinted boxes hiding its lines made a 9×9 window look closed);
// small two-digit numbers (under 36% of a small cell) were dropped as pencil marks, so
// whole grids read blank; a row line a little off (a thick box line, highlighted cells)
// split the 17 lines into two runs. Before the fourth round: 0, 4 and 4 of 4 read as
// 16×16, 0, 2 and 1 exactly; now 4, 4, 4 and 3, 3, 3. Floors: that, less one
// (docs/BENCHMARKS.md §11).
func TestRead16Apps(t *testing.T) {
	rng := rand.New(rand.NewPCG(0x16a9, 23))
	for _, tc := range []struct {
		look         synth.Look
		sized, exact int // floors, of 4
	}{{synth.Spreadsheet, 3, 2}, {synth.PhoneLight, 3, 2}, {synth.Desktop, 3, 2}} {
		const count = 4
		sized, exact := 0, 0
		for k := range count {
			s := synth.Draw(rng, synth.Spec{Looks: []synth.Look{tc.look}, Size: 16, Numbers: k%2 == 1})
			res, err := scan.Read(t.Context(), s.Data, scan.Options{})
			if err != nil {
				t.Logf("%s #%d %s: %v", tc.look, k, s.Format, err)
				continue
			}
			if n := res.Grid.Size(); n != 16 {
				t.Logf("%s #%d %s: read a %d×%d grid", tc.look, k, s.Format, n, n)
				continue
			}
			sized++
			got, want := letters(res.Grid), lineOf(s.Grid)
			if got == want {
				exact++
			} else {
				t.Logf("%s #%d %s:\nread %s\nwant %s", tc.look, k, s.Format, got, want)
			}
		}
		t.Logf("%s: %d of %d read as 16×16, %d exactly", tc.look, sized, count, exact)
		if sized < tc.sized || exact < tc.exact {
			t.Errorf("%s: %d of %d read as 16×16 and %d exactly, want at least %d and %d", tc.look, sized, count, exact, tc.sized, tc.exact)
		}
	}
}
