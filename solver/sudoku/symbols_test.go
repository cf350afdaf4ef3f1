package sudoku

import (
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku/internal/sharedtest"
)

func TestNames(t *testing.T) {
	for s := Digits1; s <= Hex; s++ {
		if got, ok := ParseSymbolSet(s.String()); !ok || got != s {
			t.Errorf("ParseSymbolSet(%q) = %v, %v", s.String(), got, ok)
		}
	}
	if _, ok := ParseSymbolSet("nope"); ok {
		t.Error("ParseSymbolSet(nope) ok")
	}
	if Layout(99).String() != "Layout(99)" || SymbolSet(99).String() != "SymbolSet(99)" {
		t.Error("unknown names")
	}
}

// TestParseSymbols checks how symbols are chosen and read: the first cells of each grid.
func TestParseSymbols(t *testing.T) {
	pad := func(s string, n int) string { return s + strings.Repeat(".", n*n-len(s)) }
	tests := []struct {
		name  string
		text  string
		opts  ParseOptions
		set   SymbolSet
		cells []int
		blank byte
	}{
		{"digits 9×9", pad("123", 9), ParseOptions{}, Digits1, []int{1, 2, 3, 0}, '.'},
		{"letters 9×9", pad("ABI", 9), ParseOptions{}, Letters, []int{1, 2, 9, 0}, '.'},
		{"letters 9×9 zero blanks", strings.Repeat("0", 78) + "ABI", ParseOptions{}, Letters, []int{0}, '0'},
		{"digits 16×16 with G", pad("19AG", 16), ParseOptions{}, Digits1, []int{1, 9, 10, 16, 0}, '.'},
		{"digits 16×16 zero blanks", "19AG" + strings.Repeat("0", 252), ParseOptions{}, Digits1, []int{1, 9, 10, 16, 0}, '0'},
		{"hex with dot blanks", pad("09AF", 16), ParseOptions{}, Hex, []int{1, 10, 11, 16, 0}, '.'},
		{"hex option", pad("19A", 16), ParseOptions{Symbols: &Symbols{Set: Hex}}, Hex, []int{2, 10, 11, 0}, '.'},
		{"digits option", pad("19A", 16), ParseOptions{Symbols: &Symbols{Set: Digits1}}, Digits1, []int{1, 9, 10, 0}, '.'},
		{"letters 16×16", pad("AP", 16), ParseOptions{}, Letters, []int{1, 16, 0}, '.'},
		{"letters 25×25 with X", pad("AXY", 25), ParseOptions{}, Letters, []int{1, 24, 25, 0}, '.'},
		{"digits 25×25 x blanks", "19AP" + strings.Repeat("x", 621), ParseOptions{}, Digits1, []int{1, 9, 10, 25, 0}, 'x'},
		{"lower case", pad("1a", 16) + "", ParseOptions{Symbols: &Symbols{Set: Digits1}}, Digits1, []int{1, 10}, '.'},
		{"numbers", "1 16 0 . " + strings.Repeat("0 ", 252), ParseOptions{}, Numbers, []int{1, 16, 0, 0}, '0'},
		{"numbers single digits spaced", "1 9 . " + strings.Repeat(". ", 253), ParseOptions{}, Numbers, []int{1, 9, 0}, '.'},
		{"blank option", pad("1", 9), ParseOptions{Symbols: &Symbols{Blank: '0'}}, Digits1, []int{1, 0}, '0'},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := tt.opts.Parse(tt.text)
			if err != nil {
				t.Fatal(err)
			}
			if g.Symbols().Set != tt.set || g.Symbols().Blank != tt.blank {
				t.Errorf("symbols %v %q, want %v %q", g.Symbols().Set, g.Symbols().Blank, tt.set, tt.blank)
			}
			for i, v := range tt.cells {
				if g.Cell(i) != v {
					t.Errorf("cell %d = %d, want %d", i, g.Cell(i), v)
				}
			}
		})
	}
}

// TestHexComplete checks that a solved hex grid (0-F, no blanks) is read as hex, not as a
// 1-9A-G puzzle with '0' blanks.
func TestHexComplete(t *testing.T) {
	solved := mustParse(t, sharedtest.Testdata(t, "seeds/seed004_p1_16x16_solution_pretty.txt"))
	text := Format(relabel(solved, Hex), LayoutLine)
	g := mustParse(t, text)
	if g.Symbols().Set != Hex || !g.Equal(solved) {
		t.Errorf("read as %v:\n%s", g.Symbols().Set, text)
	}
	// The same text with one clash is a 1-9A-G puzzle with '0' blanks.
	b := []byte(text)
	b[1] = b[0]
	if g := mustParse(t, string(b)); g.Symbols().Set != Digits1 {
		t.Errorf("clashing text read as %v", g.Symbols().Set)
	}
}
