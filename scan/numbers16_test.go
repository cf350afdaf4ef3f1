package scan_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/sudokubot/sudokubot/scan"
	"github.com/sudokubot/sudokubot/scan/internal/synth"
)

// TestRead16Symbols reads 16×16 grids that synth draws small (the whole picture scaled by
// 0.45-0.7: cells of 8-60 pixels) in every look, with the Go fonts, six a look: four with no
// more pencil marks than the look draws, in which it counts the cells whose symbol is 10-16
// (two-digit numbers, or the letters A-G) read right; two with marks in more empty cells,
// set at 0.7-0.8 of the symbols' size, in which it counts the marked empty cells read as
// empty. The shipped weights (scan/train -synth 1500 -marks -hidden 160): numbers 886 of
// 925 right, letters 896 of 905, marked empty cells 424 of 562 (most of the rest read as
// symbols); the floors are those less a few. The weights before them read 888, 888 and 224.
// Issue 23's fifth round trained a network on such pictures (scan/train -hard 600) that
// reads 891, 899 and 512; it is not shipped, as it reads fewer newspaper photos
// (docs/BENCHMARKS.md §11). What else fails here: two-digit numbers in the smallest sheet
// cells (3-4 pixel digits), numbers cut as one digit, and symbols read blank beside marks
// as tall as they are (the cut's marks takes the marks for the symbols' height).
func TestRead16Symbols(t *testing.T) {
	if testing.Short() {
		t.Skip("42 pictures of 16×16 grids")
	}
	rng := rand.New(rand.NewPCG(0x16b5, 23))
	type count struct{ right, all int }
	var numbers, letters, marks count
	for _, look := range synth.Looks() {
		for k := range 6 {
			spec := synth.Spec{Looks: []synth.Look{look}, Size: 16, Numbers: k%2 == 0}
			spec.Vary.Scale = 0.45 + 0.25*rng.Float64()
			if k >= 4 {
				spec.Vary.Marks = 0.7 + 0.1*rng.Float64()
			}
			s := synth.Draw(rng, spec)
			res, err := scan.Read(t.Context(), s.Data, scan.Options{Size: 16})
			if err != nil {
				t.Logf("%s #%d %s: %v", look, k, s.Format, err)
				continue
			}
			dropped, added, misread := 0, 0, 0
			var pairs []string
			for i, v := range s.Grid {
				got := res.Grid.Cell(i)
				switch {
				case k >= 4:
					if v == 0 && s.Marked[i] && look != synth.Render {
						marks.all++
						marks.right += btoi(got == 0)
					}
				case v >= 10 && s.Numbers:
					numbers.all++
					numbers.right += btoi(got == int(v))
				case v >= 10:
					letters.all++
					letters.right += btoi(got == int(v))
				}
				switch {
				case got == int(v):
				case got == 0:
					dropped++
				case v == 0:
					added++
				default:
					misread++
					pairs = append(pairs, fmt.Sprintf("%d→%d", v, got))
				}
			}
			t.Logf("%s #%d %s numbers %v: %d symbols read blank, %d blank cells read as symbols, %d symbols misread %v", look, k, s.Format, s.Numbers, dropped, added, misread, pairs)
		}
	}
	t.Logf("numbers %d of %d right, letters %d of %d, marked empty cells %d of %d", numbers.right, numbers.all, letters.right, letters.all, marks.right, marks.all)
	for _, c := range []struct {
		what  string
		got   count
		floor int
	}{{"numbers", numbers, 880}, {"letters", letters, 890}, {"marked empty cells", marks, 410}} {
		if c.got.right < c.floor {
			t.Errorf("%s: %d of %d read right, want at least %d", c.what, c.got.right, c.got.all, c.floor)
		}
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
