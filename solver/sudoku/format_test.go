package sudoku

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku/internal/sharedtest"
)

// update is declared in techniques_test.go: -update rewrites every golden file of the package.

var allLayouts = []Layout{LayoutLine, LayoutRows, LayoutSpaced, LayoutCommas, LayoutTabs, LayoutBoxed,
	LayoutList, LayoutNumPy, LayoutCompact, LayoutFramed, LayoutCompactFramed}

// relabel returns a copy of g with its digits written in set.
func relabel(g Grid, set SymbolSet) Grid { return g.Clone().WithSymbols(Symbols{Set: set}) }

// roundTripGrids returns grids of every size and symbol set, puzzles and solutions.
func roundTripGrids(t testing.TB) map[string]Grid {
	t.Helper()
	m := map[string]Grid{}
	m["9x9 puzzle"] = mustParse(t, p9)
	m["9x9 zeros"] = mustParse(t, strings.ReplaceAll(p9, ".", "0"))
	m["9x9 solved"] = mustParse(t, sharedtest.Testdata(t, "formats/EXPECTED"))
	m["9x9 letters"] = relabel(mustParse(t, p9), Letters)
	m["4x4"] = mustParse(t, p4)
	m["6x6"] = mustParse(t, p6)
	m["8x8"] = mustParse(t, "1.......\n..3.....\n....5...\n......7.\n.2......\n...4....\n.....6..\n.......8")
	m["12x12"] = mustParse(t, strings.Repeat(".", 5)+"C"+strings.Repeat(".", 138))
	m["16x16 digits"] = mustParse(t, p16)
	hex := relabel(mustParse(t, p16), Hex)
	m["16x16 hex"] = hex
	m["16x16 numbers"] = mustParse(t, sharedtest.Testdata(t, "seeds/seed004_p1_16x16_numpy.txt"))
	m["16x16 numbers solved"] = mustParse(t, sharedtest.Testdata(t, "seeds/seed004_p1_16x16_solution_pretty.txt"))
	m["16x16 hex solved"] = relabel(m["16x16 numbers solved"], Hex)
	m["16x16 letters"] = relabel(mustParse(t, p16), Letters)
	g25 := mustParse(t, strings.Split(sharedtest.Testdata(t, "sets/gecode_25x25_head.txt"), "\n")[3])
	m["25x25 digits"] = g25
	m["25x25 letters"] = relabel(g25, Letters)
	m["25x25 numbers"] = relabel(g25, Numbers)
	return m
}

// TestFormatRoundTrip checks Parse(Format(g, l)) == g for every grid and layout.
func TestFormatRoundTrip(t *testing.T) {
	for name, g := range roundTripGrids(t) {
		for _, l := range allLayouts {
			t.Run(name+"/"+l.String(), func(t *testing.T) {
				s := Format(g, l)
				h, err := Parse(s)
				if err != nil {
					t.Fatalf("Parse(Format):\n%s\n%v", s, err)
				}
				if !h.Equal(g) {
					t.Fatalf("Parse(Format) =\n%s, want\n%s\ntext:\n%s", canon(h), canon(g), s)
				}
				numeric := l == LayoutList || l == LayoutNumPy
				if !numeric && h.Symbols().Set != g.Symbols().Set {
					t.Errorf("symbols %v, want %v; text:\n%s", h.Symbols().Set, g.Symbols().Set, s)
				}
				want := l
				switch {
				case l == LayoutRows && g.Symbols().Width(g.Size()) > 1:
					want = LayoutSpaced
				case l == LayoutCompact && g.Symbols().Width(g.Size()) > 1:
					want = LayoutBoxed
				case l == LayoutCompactFramed && g.Symbols().Width(g.Size()) > 1:
					want = LayoutFramed
				case l == LayoutLine && g.Symbols().Width(g.Size()) > 1:
					want = LayoutLine
				}
				if h.Layout() != want {
					t.Errorf("layout %v, want %v; text:\n%s", h.Layout(), want, s)
				}
				if items, err := ParseAll(s); err != nil || len(items) != 1 || items[0].Err != nil || !items[0].Grid.Equal(g) {
					t.Errorf("ParseAll(Format) = %d items, %v", len(items), err)
				}
				if h.Format() != s {
					t.Errorf("formatting again gives\n%s\nnot\n%s", h.Format(), s)
				}
			})
		}
	}
}

// TestFormatBoxShape checks that boxed layouts carry a box shape other than the default.
func TestFormatBoxShape(t *testing.T) {
	for _, shape := range [][3]int{{6, 3, 2}, {10, 2, 5}, {10, 5, 2}, {12, 4, 3}, {12, 2, 6}, {8, 4, 2}} {
		g, err := NewGridBoxes(shape[0], shape[1], shape[2])
		if err != nil {
			t.Fatal(err)
		}
		g.Set(0, 0, 1)
		g.Set(shape[0]-1, shape[0]-1, 2)
		for _, l := range []Layout{LayoutBoxed, LayoutCompact, LayoutFramed, LayoutCompactFramed} {
			s := Format(g, l)
			h, err := Parse(s)
			if err != nil || !h.Equal(g) {
				t.Errorf("%v %v: Parse(Format) = %d×%d boxes, %v\n%s", shape, l, h.BoxRows(), h.BoxCols(), err, s)
			}
		}
		// Other layouts need the shape as an option.
		o := ParseOptions{BoxRows: shape[1], BoxCols: shape[2]}
		for _, l := range allLayouts {
			if h, err := o.Parse(Format(g, l)); err != nil || !h.Equal(g) {
				t.Errorf("%v %v with options: %v", shape, l, err)
			}
		}
	}
}

// TestFormatGolden pins the text of every layout for a 9×9 puzzle and a 16×16 one with
// numbers; run with -update to rewrite the golden files.
func TestFormatGolden(t *testing.T) {
	grids := map[string]Grid{
		"9x9":          mustParse(t, p9),
		"16x16":        mustParse(t, sharedtest.Testdata(t, "seeds/seed004_p1_16x16_numpy.txt")),
		"6x6_3x2":      mustParse(t, "1 . | 3 . | 5 .\n4 . | 6 . | 2 .\n2 . | 4 . | . .\n----+-----+----\n. 6 | . . | . 3\n. 5 | . 1 | . 3\n. 2 | . 5 | . 4\n"),
		"16x16_digits": mustParse(t, p16),
	}
	for name, g := range grids {
		for _, l := range allLayouts {
			got := Format(g, l)
			file := filepath.Join("testdata", "format", fmt.Sprintf("%s.%s.golden", name, l))
			if *sharedtest.Update {
				if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				continue
			}
			want, err := os.ReadFile(file)
			if err != nil {
				t.Fatalf("%v (run go test -run TestFormatGolden -update)", err)
			}
			if got != string(want) {
				t.Errorf("%s: got\n%s\nwant\n%s", file, got, want)
			}
		}
	}
}

// TestParseNumPyWrapped reads a 25×25 array as NumPy prints it, each row wrapped at 75
// columns.
func TestParseNumPyWrapped(t *testing.T) {
	g := mustParse(t, strings.Split(sharedtest.Testdata(t, "sets/gecode_25x25_head.txt"), "\n")[3])
	var b strings.Builder
	for i, line := range strings.Split(strings.TrimSuffix(Format(g, LayoutNumPy), "\n"), "\n") {
		if i > 0 {
			b.WriteByte('\n')
		}
		for len(line) > 75 {
			cut := strings.LastIndexByte(line[:75], ' ')
			b.WriteString(line[:cut] + "\n  ")
			line = line[cut+1:]
		}
		b.WriteString(line)
	}
	h, err := Parse(b.String())
	if err != nil || !h.Equal(g) || h.Layout() != LayoutNumPy {
		t.Fatalf("Parse = %v, %v:\n%s", h.Layout(), err, b.String())
	}
}
