package sudoku

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzParse checks that no text makes Parse or ParseAll panic or hang, and that every grid
// Parse accepts is written by Format in its own layout so that it reads back the same.
func FuzzParse(f *testing.F) {
	for _, dir := range []string{"formats", "seeds", "sets", "format"} {
		files, _ := filepath.Glob(filepath.Join("testdata", dir, "*"))
		for _, file := range files {
			b, err := os.ReadFile(file)
			if err == nil && len(b) <= 8<<10 {
				f.Add(string(b))
			}
		}
	}
	for _, s := range []string{p4, p6, p9, p16, "```txt\n1.3.\n3..2\n.1..\n4.31\n```", "||1.3.3..2.1..4.31||",
		"[[1,0],[0,1]]", "\t\t\n1\t\t", "---------\n", "A.C.\n....\n....\n...Q"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 8<<10 {
			return // no real grid needs more text
		}
		items, err := ParseAll(s)
		if err == nil && len(items) == 0 {
			t.Fatalf("ParseAll: no items and no error")
		}
		for _, it := range items {
			if it.Err == nil && it.Grid.Size() == 0 {
				t.Fatalf("ParseAll: item at line %d has no grid and no error", it.Line)
			}
		}
		g, err := Parse(s)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "sudoku: ") {
				t.Fatalf("error without prefix: %v", err)
			}
			return
		}
		n := g.Size()
		if n < 4 || n > MaxSize || g.BoxRows()*g.BoxCols() != n || g.Len() != n*n {
			t.Fatalf("bad shape %d %d×%d", n, g.BoxRows(), g.BoxCols())
		}
		for i := 0; i < g.Len(); i++ {
			if v := g.Cell(i); v < 0 || v > n {
				t.Fatalf("cell %d = %d", i, v)
			}
		}
		sym := g.Symbols()
		for _, l := range allLayouts {
			out := Format(g, l)
			opts := ParseOptions{BoxRows: g.BoxRows(), BoxCols: g.BoxCols(), Symbols: &sym}
			if l == LayoutList || l == LayoutNumPy {
				opts.Symbols = nil // lists are written in numbers
			}
			h, err := opts.Parse(out)
			if err != nil || !h.Equal(g) {
				t.Fatalf("round trip of %q in %v:\n%s\n%v", s, l, out, err)
			}
			items, err := opts.ParseAll(out)
			if err != nil || len(items) != 1 || items[0].Err != nil || !items[0].Grid.Equal(g) {
				t.Fatalf("ParseAll round trip of %q in %v:\n%s\n%d items, %v", s, l, out, len(items), err)
			}
		}
	})
}
