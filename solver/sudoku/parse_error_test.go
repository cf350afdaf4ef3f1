package sudoku

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku/internal/sharedtest"
)

func TestParseErrors(t *testing.T) {
	rows9 := strings.Split(rowsOf(p9, 9, "", "\n"), "\n")
	short := append([]string(nil), rows9...)
	short[3] = short[3][:8]
	q := []byte(p9)
	q[2*9+6] = 'Q'
	tests := []struct {
		name, text string
		opts       ParseOptions
		want       string
		line, r, c int // the ParseError's Line and cell
	}{
		{"empty", "", ParseOptions{}, "sudoku: no grid found", 0, 0, 0},
		{"prose only", "can someone help me?", ParseOptions{}, "sudoku: no grid found", 0, 0, 0},
		{"empty fence", "```\n```", ParseOptions{}, "sudoku: no grid found", 0, 0, 0},
		{"short row", strings.Join(short, "\n"), ParseOptions{}, "sudoku: line 4: 8 cells, a 9×9 row needs 9", 4, 0, 0},
		{"short row after prose", "my puzzle:\n" + strings.Join(short, "\n"), ParseOptions{}, "sudoku: line 5: 8 cells, a 9×9 row needs 9", 5, 0, 0},
		{"short grouped row", "530 070 000\n600 195 000\n098 000 060\n800 060 003\n400 803 001\n700 020 006\n060 000 280\n000 419 005\n000 080 07", ParseOptions{}, "sudoku: line 9: 8 cells, a 9×9 row needs 9", 9, 0, 0},
		{"bad symbol", string(q), ParseOptions{}, `sudoku: r3c7: "Q" is not a symbol of a 9×9 grid`, 0, 3, 7},
		{"bad symbol in rows", strings.Replace(rowsOf(p9, 9, "", "\n"), "4", "Q", 1), ParseOptions{}, `sudoku: r3c7: "Q" is not a symbol of a 9×9 grid`, 0, 3, 7},
		{"80 cells", p9[:80], ParseOptions{}, "sudoku: 80 cells is not a square grid; sizes are 4×4 (16 cells) to 25×25 (625 cells)", 0, 0, 0},
		{"3 cells", "123", ParseOptions{}, "sudoku: 3 cells is not a square grid; sizes are 4×4 (16 cells) to 25×25 (625 cells)", 0, 0, 0},
		{"3×3", ".........", ParseOptions{}, "sudoku: 9 cells make a 3×3 grid; sizes are 4×4 to 25×25", 0, 0, 0},
		{"36×36 in rows", strings.Repeat(strings.Repeat("1", 36)+"\n", 36), ParseOptions{}, "sudoku: 1296 cells make a 36×36 grid; sizes are 4×4 to 25×25", 0, 0, 0},
		{"36×36 on a line", strings.Repeat("1", 1296), ParseOptions{}, "sudoku: 1296 cells make a 36×36 grid; sizes are 4×4 to 25×25", 0, 0, 0},
		{"7×7", strings.Repeat(".", 49), ParseOptions{}, "sudoku: a 7×7 grid has no standard box shape; give the box rows and columns", 0, 0, 0},
		{"8 rows", strings.Join(rows9[:8], "\n"), ParseOptions{}, "sudoku: 8 rows, a 9×9 grid needs 9", 0, 0, 0},
		{"10 rows", strings.Join(append(rows9, rows9[0]), "\n"), ParseOptions{}, "sudoku: 10 rows, a 9×9 grid needs 9", 0, 0, 0},
		{"two puzzles", p9 + "\n" + p9 + "\n", ParseOptions{}, "sudoku: 2 lines of 81 cells: one puzzle per line? read them as a batch", 0, 0, 0},
		{"ambiguous 16×16", strings.ReplaceAll(p16, "G", "5"), ParseOptions{}, `sudoku: 16×16 symbols are ambiguous: with no "0" and no "G" the grid reads as 1-9 then A-G or as hex 0-F; choose the symbol set (digits or hex)`, 0, 0, 0},
		{"letter beyond 16", strings.ReplaceAll(p16, "G", "Z"), ParseOptions{}, `sudoku: r1c9: "Z" is not a symbol of a 16×16 grid`, 0, 1, 9},
		{"number beyond 4", "1 2 . .\n. . . .\n. . . .\n. . . 17", ParseOptions{}, `sudoku: r4c4: "17" is not a symbol of a 4×4 grid`, 0, 4, 4},
		{"letter in 4×4 letters", "A.C.\n....\n....\n...Q", ParseOptions{}, `sudoku: r4c4: "Q" is not a symbol of a 4×4 grid`, 0, 4, 4},
		{"short list row", "[[1,0,3,0],[3,0,0,2],[0,1,0],[4,0,3,1]]", ParseOptions{}, "sudoku: row 3: 3 cells, a 4×4 row needs 4", 0, 0, 0},
		{"short csv row", "1,2,3,4\n1,2,3\n,,,\n,,,", ParseOptions{}, "sudoku: line 2: 3 cells, a 4×4 row needs 4", 2, 0, 0},
		{"long tsv row", "1\t2\t3\t4\n\t\t\t\n\t\t\t\n\t\t\t\t1", ParseOptions{}, "sudoku: line 4: 5 cells, a 4×4 row needs 4", 4, 0, 0},
		{"size option", p9, ParseOptions{Size: 16}, "sudoku: 81 cells, a 16×16 grid needs 256", 0, 0, 0},
		{"size option rows", rowsOf(p9, 9, "", "\n"), ParseOptions{Size: 16}, "sudoku: 9 rows, a 16×16 grid needs 16", 0, 0, 0},
		{"bad box option", p9, ParseOptions{Size: 9, BoxRows: 2, BoxCols: 4}, "sudoku: options: boxes of 2×4 cells do not tile a 9×9 grid", 0, 0, 0},
		{"bad size option", p9, ParseOptions{Size: 30}, "sudoku: options: size 30 is outside 4..25", 0, 0, 0},
		{"puzzle and solution", "Puzzle:\n" + rowsOf(p4, 4, "", "\n") + "\nSolution:\n1234\n3412\n2143\n4321", ParseOptions{}, "sudoku: 2 grids (at lines 2, 7); send one at a time or read them as a batch", 0, 0, 0},
		{"hex option on 25×25", strings.Repeat(".", 625), ParseOptions{Symbols: &Symbols{Set: Hex}}, "sudoku: hex symbols 0-F cannot write a 25×25 grid", 0, 0, 0},
		{"hex option on 17", "1 2 . .\n. . . .\n. . . .\n. . . G", ParseOptions{Symbols: &Symbols{Set: Hex}}, `sudoku: r4c4: "G" is not a symbol of a 4×4 grid`, 0, 4, 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := tt.opts.Parse(tt.text)
			if err == nil {
				t.Fatalf("Parse = %s, want error %s", g.Line(), tt.want)
			}
			if err.Error() != tt.want {
				t.Errorf("error\n%s, want\n%s", err, tt.want)
			}
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("%T is not a *ParseError", err)
			}
			if pe.Line != tt.line || pe.CellRow != tt.r || pe.CellCol != tt.c {
				t.Errorf("Line %d, cell r%dc%d; want %d, r%dc%d", pe.Line, pe.CellRow, pe.CellCol, tt.line, tt.r, tt.c)
			}
		})
	}
}

// TestParseAllErrors checks that a bad puzzle in a batch names its line and the others
// are still read.
func TestParseAllErrors(t *testing.T) {
	q := []byte(p9)
	q[2*9+6] = 'Q'
	text := "# header\r\n" + p9 + "\r\n" + p9[:80] + "\r\n\r\n" + string(q) + "\r\n" + p9 + ":1:x\r\n"
	items, err := ParseAll(text)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		line int
		err  string
	}{
		{2, ""},
		{3, "sudoku: line 3: 80 cells is not a square grid; sizes are 4×4 (16 cells) to 25×25 (625 cells)"},
		{5, `sudoku: line 5: r3c7: "Q" is not a symbol of a 9×9 grid`},
		{6, ""},
	}
	if len(items) != len(want) {
		t.Fatalf("%d items, want %d", len(items), len(want))
	}
	for i, w := range want {
		it := items[i]
		got := ""
		if it.Err != nil {
			got = it.Err.Error()
		} else if canon(it.Grid) != p9 {
			t.Errorf("item %d: grid %s", i, canon(it.Grid))
		}
		if it.Line != w.line || got != w.err {
			t.Errorf("item %d: line %d, %q; want %d, %q", i, it.Line, got, w.line, w.err)
		}
	}

	// Multi-line grids separated by headers: a bad one names its line.
	rows := rowsOf(p4, 4, "", "\n")
	text = "Grid 01\n" + rows + "\nGrid 02\n1.3.\n3..2\n.1.\n4.31\nGrid 03\n" + rows + "\n"
	items, err = ParseAll(text)
	if err != nil || len(items) != 3 {
		t.Fatalf("ParseAll = %d items, %v", len(items), err)
	}
	if items[1].Err == nil || items[1].Err.Error() != "sudoku: line 9: 3 cells, a 4×4 row needs 4" || items[1].Line != 7 {
		t.Errorf("item 2: line %d, %v", items[1].Line, items[1].Err)
	}
	if items[0].Err != nil || items[2].Err != nil || items[2].Line != 12 {
		t.Errorf("items 1, 3: %v %v line %d", items[0].Err, items[2].Err, items[2].Line)
	}

	if _, err := ParseAll("just words here"); err == nil || err.Error() != "sudoku: no grid found" {
		t.Errorf("ParseAll(prose) error = %v", err)
	}
	items, err = ParseAll("1.3.\n3..2\n.1.\n4.31\n")
	if err != nil || len(items) != 1 || items[0].Err == nil || items[0].Err.Error() != "sudoku: line 3: 3 cells, a 4×4 row needs 4" {
		t.Errorf("ParseAll(bad grid) = %v, %v", items, err)
	}
}

// TestParseAllShapes checks the kinds of batch: fences, blank-separated grids, CSV lines
// and a single line.
func TestParseAllShapes(t *testing.T) {
	rows4 := rowsOf(p4, 4, "", "\n")
	csv := rowsOf(strings.ReplaceAll(p9, ".", "0"), 9, ",", ",")
	tests := []struct {
		name, text string
		lines      []int
	}{
		{"two fences", "first:\n```\n" + rows4 + "\n```\nand\n```txt\n" + p9 + "\n```\n", []int{3, 10}},
		{"blank lines", rows4 + "\n\n" + rows4 + "\n\n\n" + rows4, []int{1, 6, 12}},
		{"csv lines", csv + "\n" + csv + "\n", []int{1, 2}},
		{"single tdoku line", p9 + ":1:x", []int{1}},
		{"lines in a fence", "two:\n```\n" + p9 + "\n||" + p9 + "||\n```\n", []int{3, 4}},
		{"rated lines", p9 + " ;11.9;11.9;11.2\n" + p9 + " ;11.9;11.9;11.2\n", []int{1, 2}},
		{"commented 16×16 lines", p16 + " # 1\n" + p16 + " # 2\n", []int{1, 2}},
		{"single grid", "hi there\n" + rows4, []int{2}},
		{"single boxed", sharedtest.Testdata(t, "formats/boxed_plus.txt"), []int{1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			items, err := ParseAll(tt.text)
			if err != nil {
				t.Fatal(err)
			}
			var lines []int
			for _, it := range items {
				if it.Err != nil {
					t.Errorf("line %d: %v", it.Line, it.Err)
				}
				lines = append(lines, it.Line)
			}
			if fmt.Sprint(lines) != fmt.Sprint(tt.lines) {
				t.Errorf("lines %v, want %v", lines, tt.lines)
			}
		})
	}
}
