package sudoku

import (
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku/internal/textgrid"
)

// TestTextgridValues keeps the text reader's copies of the stored enums and of MaxSize
// equal to the root's: Parse converts between them by value.
func TestTextgridValues(t *testing.T) {
	if textgrid.MaxSize != MaxSize {
		t.Errorf("textgrid.MaxSize = %d, want %d", textgrid.MaxSize, MaxSize)
	}
	sets := []struct {
		got  textgrid.SymbolSet
		want SymbolSet
	}{{textgrid.Digits1, Digits1}, {textgrid.Numbers, Numbers}, {textgrid.Letters, Letters}, {textgrid.Hex, Hex}}
	for _, s := range sets {
		if SymbolSet(s.got) != s.want {
			t.Errorf("textgrid symbol set %d, want %d (%v)", s.got, s.want, s.want)
		}
	}
	layouts := []struct {
		got  textgrid.Layout
		want Layout
	}{
		{textgrid.LayoutLine, LayoutLine}, {textgrid.LayoutRows, LayoutRows}, {textgrid.LayoutSpaced, LayoutSpaced},
		{textgrid.LayoutCommas, LayoutCommas}, {textgrid.LayoutTabs, LayoutTabs}, {textgrid.LayoutBoxed, LayoutBoxed},
		{textgrid.LayoutList, LayoutList}, {textgrid.LayoutNumPy, LayoutNumPy}, {textgrid.LayoutCompact, LayoutCompact},
		{textgrid.LayoutFramed, LayoutFramed}, {textgrid.LayoutCompactFramed, LayoutCompactFramed},
	}
	for _, l := range layouts {
		if Layout(l.got) != l.want {
			t.Errorf("textgrid layout %d, want %d (%v)", l.got, l.want, l.want)
		}
	}
	if len(layouts) != len(layoutNames) || len(sets) != len(setNames) {
		t.Errorf("%d layouts and %d symbol sets checked, the root has %d and %d", len(layouts), len(sets), len(layoutNames), len(setNames))
	}
}
