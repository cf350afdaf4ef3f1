package sudoku

import (
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku/internal/textgrid"
)

// canon writes g as one line of 1-9A-P characters with '.' blanks, whatever its symbols.
func canon(g Grid) string { return g.WithSymbols(Symbols{Set: Digits1}).Line() }

const (
	p9    = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
	p4    = "1.3.3..2.1..4.31"
	p6    = "1.3.5.4.6.2.2.4...6...3.5.1.3.2.5.4."
	p16   = "D92.....G...43..4CF.....9D.2.6EB.E.1....F.8BC..AG56.....A3C....1.7G5A8....61....2...C....B7.......AE.964..G......F9.5.7.4............29....A.C..........645D.1......D....1.C.B7F.....E.C2G...8A9B..9.G52.....EF6.256..F.....D.B.E13.6.D........7A...8BC3....954."
	p4let = "A.C.C..B.A..D.CA"
)

// rowsOf splits a canonical line into n rows joined by sep, each row's cells by cellSep.
func rowsOf(line string, n int, cellSep, rowSep string) string {
	var rows []string
	for r := 0; r < n; r++ {
		rows = append(rows, strings.Join(strings.Split(line[r*n:(r+1)*n], ""), cellSep))
	}
	return strings.Join(rows, rowSep)
}

// trimRows removes the trailing spaces of every line, as editors do.
func trimRows(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n")
}

// anyLayout in a test case accepts whichever layout the text is read as.
const anyLayout Layout = 255

func TestParseLayouts(t *testing.T) {
	tests := []struct {
		name   string
		text   string
		want   string // canon of the grid
		layout Layout
		set    SymbolSet
		box    [2]int // box rows, cols; zero = don't check
	}{
		{"line dots", p9, p9, LayoutLine, Digits1, [2]int{3, 3}},
		{"line zeros", strings.ReplaceAll(p9, ".", "0"), p9, LayoutLine, Digits1, [2]int{}},
		{"line underscores", strings.ReplaceAll(p9, ".", "_"), p9, LayoutLine, Digits1, [2]int{}},
		{"line dashes", strings.ReplaceAll(p9, ".", "-"), p9, LayoutLine, Digits1, [2]int{}},
		{"line stars", strings.ReplaceAll(p9, ".", "*"), p9, LayoutLine, Digits1, [2]int{}},
		{"line x", strings.ReplaceAll(p9, ".", "x"), p9, LayoutLine, Digits1, [2]int{}},
		{"line X CRLF", strings.ReplaceAll(p9, ".", "X") + "\r\n", p9, LayoutLine, Digits1, [2]int{}},
		{"line spaced", rowsOf(p9, 9, " ", " "), p9, LayoutLine, Digits1, [2]int{}},
		{"line in groups", rowsOf(p9, 9, "", " "), p9, LayoutLine, Digits1, [2]int{}},
		{"line tdoku", strings.ReplaceAll(p9, ".", "0") + ":1:483921657967345821251876493548132976729564138136798245372689514814253769695417382", p9, LayoutLine, Digits1, [2]int{}},
		{"line wrapped", p9[:27] + "\n" + p9[27:54] + "\n" + p9[54:], p9, LayoutLine, Digits1, [2]int{}},
		{"line 4x4", p4, p4, LayoutLine, Digits1, [2]int{2, 2}},
		{"line 6x6", p6, p6, LayoutLine, Digits1, [2]int{2, 3}},
		{"line 16x16 digits", p16, p16, LayoutLine, Digits1, [2]int{4, 4}},
		{"line 16x16 lower case", strings.ToLower(p16), p16, LayoutLine, Digits1, [2]int{4, 4}},
		{"rows", rowsOf(p9, 9, "", "\n"), p9, LayoutRows, Digits1, [2]int{3, 3}},
		{"rows grouped", rowsOf(p9, 9, "", "\n")[:3] + " " + rowsOf(p9, 9, "", "\n")[3:], p9, LayoutRows, Digits1, [2]int{}},
		{"rows blank lines between bands", rowsOf(p9, 9, "", "\n")[:30] + "\n" + rowsOf(p9, 9, "", "\n")[30:60] + "\n\n" + rowsOf(p9, 9, "", "\n")[60:], p9, LayoutRows, Digits1, [2]int{}},
		{"rows 4x4", rowsOf(p4, 4, "", "\n"), p4, LayoutRows, Digits1, [2]int{2, 2}},
		{"rows letters 4x4", rowsOf(p4let, 4, "", "\n"), p4, LayoutRows, Letters, [2]int{}},
		{"rows dash blanks with an empty row", "-1-\n" + "---------\n", "", 0, 0, [2]int{}}, // replaced below
		{"spaced", rowsOf(p9, 9, " ", "\n"), p9, LayoutSpaced, Digits1, [2]int{}},
		{"spaced zeros", rowsOf(strings.ReplaceAll(p9, ".", "0"), 9, " ", "\n"), p9, LayoutSpaced, Digits1, [2]int{}},
		{"spaced 6x6", rowsOf(p6, 6, " ", "\n"), p6, LayoutSpaced, Digits1, [2]int{2, 3}},
		{"spaced tabs and spaces", rowsOf(p9, 9, " \t ", "\n"), p9, LayoutTabs, Digits1, [2]int{}},
		{"commas", rowsOf(strings.ReplaceAll(p9, ".", "0"), 9, ",", "\n"), p9, LayoutCommas, Digits1, [2]int{}},
		{"commas with spaces and trailing comma", rowsOf(strings.ReplaceAll(p9, ".", "0"), 9, ", ", ",\n"), p9, LayoutCommas, Digits1, [2]int{}},
		{"commas empty fields", rowsOf(strings.ReplaceAll(p9, ".", " "), 9, ",", "\n"), p9, LayoutCommas, Digits1, [2]int{}},
		{"tabs empty row", "\t\t\t\n1\t\t\t\n\t\t2\t\n\t\t\t3\n", "....1.....2....3", LayoutTabs, Digits1, [2]int{}},
		{"python list", "[[4, 3, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 1]]", "43.............1", LayoutList, Digits1, [2]int{}},
		{"json list compact", "[[4,3,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,1]]", "43.............1", LayoutList, Digits1, [2]int{}},
		{"leetcode strings", `[["1",".","3","."],["3",".",".","2"],[".","1",".","."],["4",".","3","1"]]`, p4, LayoutList, Digits1, [2]int{}},
		{"list of row strings", `["1.3.", "3..2", ".1..", "4.31"]`, p4, LayoutList, Digits1, [2]int{}},
		{"flat list", "[1,0,3,0,3,0,0,2,0,1,0,0,4,0,3,1]", p4, LayoutList, Digits1, [2]int{}},
		{"numpy", "[[1 0 3 0]\n [3 0 0 2]\n [0 1 0 0]\n [4 0 3 1]]", p4, LayoutNumPy, Digits1, [2]int{}},
		{"numpy array repr", "array([[1, 0, 3, 0],\n       [3, 0, 0, 2],\n       [0, 1, 0, 0],\n       [4, 0, 3, 1]])", p4, LayoutList, Digits1, [2]int{}},
		{"numpy after prose", "here is my array:\n[[1 0 3 0]\n [3 0 0 2]\n [0 1 0 0]\n [4 0 3 1]]\nthanks", p4, LayoutNumPy, Digits1, [2]int{}},
		{"boxed plus", "+-----+-----+\n| 1 . | 3 . |\n| 3 . | . 2 |\n+-----+-----+\n| . 1 | . . |\n| 4 . | 3 1 |\n+-----+-----+\n", p4, LayoutFramed, Digits1, [2]int{2, 2}},
		{"boxed equals and colons", "1 . : 3 .\n3 . : . 2\n=========\n. 1 : . .\n4 . : 3 1\n", p4, LayoutBoxed, Digits1, [2]int{2, 2}},
		{"boxed unicode", "┌─────┬─────┐\n│ 1 . │ 3 . │\n│ 3 . │ . 2 │\n├─────┼─────┤\n│ . 1 │ . . │\n│ 4 . │ 3 1 │\n└─────┴─────┘", p4, LayoutFramed, Digits1, [2]int{2, 2}},
		{"boxed 6x6 3x2", "1 . | 3 . | 5 .\n4 . | 6 . | 2 .\n2 . | 4 . | . .\n----+-----+----\n. 6 | . . | . 3\n. 5 | . 1 | . 3\n. 2 | . 5 | . 4\n", "1.3.5.4.6.2.2.4....6...3.5.1.3.2.5.4", LayoutBoxed, Digits1, [2]int{3, 2}},
		{"compact ss", "1.|3.\n3.|.2\n--+--\n.1|..\n4.|31\n", p4, LayoutCompact, Digits1, [2]int{2, 2}},
		{"compact ss stars", "*-----------*\n|..3|.2.|6..|\n|9..|3.5|..1|\n|..1|8.6|4..|\n|---+---+---|\n|..8|1.2|9..|\n|7..|...|..8|\n|..6|7.8|2..|\n|---+---+---|\n|..2|6.9|5..|\n|8..|2.3|..9|\n|..5|.1.|3..|\n*-----------*\n", p9, LayoutCompactFramed, Digits1, [2]int{3, 3}},
		{"fenced", "can someone solve this?\n```\n" + rowsOf(p9, 9, "", "\n") + "\n```\nthanks!!", p9, LayoutRows, Digits1, [2]int{}},
		{"fenced lang", "```python\n" + rowsOf(p9, 9, " ", "\n") + "\n```", p9, LayoutSpaced, Digits1, [2]int{}},
		{"fenced inline", "```" + p9 + "```", p9, LayoutLine, Digits1, [2]int{}},
		{"fenced first line content", "```" + rowsOf(p4, 4, "", "\n") + "```", p4, LayoutRows, Digits1, [2]int{}},
		{"inline code", "try `" + p9 + "` pls", p9, LayoutLine, Digits1, [2]int{}},
		{"spoiler", "||" + p9 + "||", p9, LayoutLine, Digits1, [2]int{}},
		{"spoiler per row", "||" + rowsOf(p4, 4, "||\n||", "") + "||", "", 0, 0, [2]int{}}, // replaced below
		{"quote", "> " + rowsOf(p4, 4, "", "\n> "), p4, LayoutRows, Digits1, [2]int{}},
		{"prose with digits", "I tried for 2 hours on this 4x4:\n" + rowsOf(p4, 4, " ", "\n") + "\nis it solvable?", p4, LayoutSpaced, Digits1, [2]int{}},
		{"sdk metadata", "#Aa setter\n#B01-02-2024\n" + rowsOf(p9, 9, "", "\n"), p9, LayoutRows, Digits1, [2]int{}},
		{"section header", "[Puzzle]\n" + rowsOf(p9, 9, "", "\n"), p9, LayoutRows, Digits1, [2]int{}},
		{"bom", "\ufeff" + p9, p9, LayoutLine, Digits1, [2]int{}},
		{"lone CR", rowsOf(p4, 4, "", "\r"), p4, LayoutRows, Digits1, [2]int{}},
		{"letters 16x16", "A.C.", "", 0, 0, [2]int{}}, // replaced below
		{"markdown table", "| 1 |   | 3 |   |\n|---|---|---|---|\n| 3 |   |   | 2 |\n|   | 1 |   |   |\n| 4 |   | 3 | 1 |", p4, LayoutBoxed, Digits1, [2]int{}},
		{"bars between every cell", "|1|.|3|.|\n|3|.|.|2|\n|.|1|.|.|\n|4|.|3|1|", p4, LayoutBoxed, Digits1, [2]int{2, 2}},
		{"json object", "{\"id\": 7, \"grid\": [[1,0,3,0],[3,0,0,2],\n [0,1,0,0],[4,0,3,1]]}", p4, LayoutList, Digits1, [2]int{}},
		{"python assignment", "grid = [\n  [1, 0, 3, 0],\n  [3, 0, 0, 2],\n  [0, 1, 0, 0],\n  [4, 0, 3, 1],\n]", p4, LayoutList, Digits1, [2]int{}},
		{"json pretty", "[\n  [1, 0, 3, 0],\n  [3, 0, 0, 2],\n  [0, 1, 0, 0],\n  [4, 0, 3, 1]\n]\n", p4, LayoutList, Digits1, [2]int{}},
		{"row labels in words", "Row 1: 1 . 3 .\nRow 2: 3 . . 2\nRow 3: . 1 . .\nRow 4: 4 . 3 1", p4, LayoutSpaced, Digits1, [2]int{}},
		{"size label", "4x4\n1.3.\n3..2\n.1..\n4.31", p4, LayoutRows, Digits1, [2]int{}},
		{"size label times", "9 × 9:\n" + p9, p9, LayoutLine, Digits1, [2]int{}},
		{"noise lines", "???\n" + rowsOf(p4, 4, "", "\n") + "\n:)", p4, LayoutRows, Digits1, [2]int{}},
		{"sdk sections", "[Puzzle]\n" + rowsOf(p4, 4, "", "\n") + "\n[State]\n1234\n3412\n2143\n4321\n", p4, LayoutRows, Digits1, [2]int{}},
		{"zero-padded numbers", "01 00 03 00\n03 00 00 02\n00 01 00 00\n04 00 03 01", p4, LayoutSpaced, Numbers, [2]int{}},
		{"empty grid of dashes", strings.Repeat("----\n", 4), "................", LayoutRows, Digits1, [2]int{}},
		{"empty line of underscores", strings.Repeat("_", 16), "................", LayoutLine, Digits1, [2]int{}},
		{"tabs trimmed", "1\t\t3\n3\t\t\t2\n\t1\n4\t\t3\t1\n\n", p4, LayoutTabs, Digits1, [2]int{}},
		{"indented with tabs", "\t\t1 . 3 .\n\t\t3 . . 2\n\t\t. 1 . .\n\t\t4 . 3 1", p4, LayoutSpaced, Digits1, [2]int{}},
		{"semicolons", "1;;3;\n3;;;2\n;1;;\n4;;3;1", p4, LayoutCommas, Digits1, [2]int{}},
		{"slashes between rows", "1.3./3..2/.1../4.31", p4, LayoutLine, Digits1, [2]int{}},
		{"line inside a sentence", "can someone solve " + p9 + "? stuck for 2 hours", p9, LayoutLine, Digits1, [2]int{}},
		{"4x4 inside a sentence", "what about (" + p4 + ") then", p4, LayoutLine, Digits1, [2]int{}},
		{"line with rating", p9 + " ;11.9;11.9;11.2", p9, LayoutLine, Digits1, [2]int{}},
		{"line with comment", p9 + "  # from the forum", p9, LayoutLine, Digits1, [2]int{}},
		{"second fence", "```js\nconsole.log(1)\n```\nand the grid:\n```\n" + p9 + "\n```", p9, LayoutLine, Digits1, [2]int{}},
		{"python assignment one line", "board = [[1,0,3,0],[3,0,0,2],[0,1,0,0],[4,0,3,1]]", p4, LayoutList, Digits1, [2]int{}},
		{"labels", "    1 2 3   4 5 6   7 8 9\n  +-------+-------+-------+\nA | . . 3 | . 2 . | 6 . . |\nB | 9 . . | 3 . 5 | . . 1 |\nC | . . 1 | 8 . 6 | 4 . . |\n  +-------+-------+-------+\nD | . . 8 | 1 . 2 | 9 . . |\nE | 7 . . | . . . | . . 8 |\nF | . . 6 | 7 . 8 | 2 . . |\n  +-------+-------+-------+\nG | . . 2 | 6 . 9 | 5 . . |\nH | 8 . . | 2 . 3 | . . 9 |\nI | . . 5 | . 1 . | 3 . . |\n  +-------+-------+-------+", p9, LayoutFramed, Digits1, [2]int{3, 3}},
		{"labels compact", " 1234\n1|1.3.\n2|3..2\n3|.1..\n4|4.31", p4, LayoutCompact, Digits1, [2]int{}},
		{"pencil marks", "1 24 3 24\n3 4 14 2\n24 1 24 34\n4 2 3 1", "1.3.34.2.1..4231", LayoutSpaced, Digits1, [2]int{}},
		{"pencil marks boxed", ".---------.---------.\n| 1  24   | 3  24   |\n| 3  4    | 14 2    |\n:---------+---------:\n| 24 1    | 24 34   |\n| 4  2    | 3  1    |\n'---------'---------'", "1.3.34.2.1..4231", LayoutFramed, Digits1, [2]int{2, 2}},
	}
	tests = append(tests, []struct {
		name   string
		text   string
		want   string
		layout Layout
		set    SymbolSet
		box    [2]int
	}{
		{"fixed width, spaces as blanks", rowsOf(strings.ReplaceAll(p9, ".", " "), 9, "", "\n"), p9, LayoutRows, Digits1, [2]int{3, 3}},
		{"fixed width, trailing blanks trimmed", trimRows(rowsOf(strings.ReplaceAll(p9, ".", " "), 9, "", "\n")), p9, LayoutRows, Digits1, [2]int{3, 3}},
		{"json object, puzzle string", `{"puzzle":"` + p9 + `"}`, p9, LayoutLine, Digits1, [2]int{}},
		{"json object, pretty, other fields first", "{\n  \"id\": 3,\n  \"name\": \"tough one\",\n  \"grid\": \"" + p9 + "\"\n}", p9, LayoutLine, Digits1, [2]int{}},
		{"boxed 9x9 on one line", "+-------+-------+-------+ | . . 3 | . 2 . | 6 . . | | 9 . . | 3 . 5 | . . 1 | | . . 1 | 8 . 6 | 4 . . | +-------+-------+-------+ | . . 8 | 1 . 2 | 9 . . | | 7 . . | . . . | . . 8 | | . . 6 | 7 . 8 | 2 . . | +-------+-------+-------+ | . . 2 | 6 . 9 | 5 . . | | 8 . . | 2 . 3 | . . 9 | | . . 5 | . 1 . | 3 . . | +-------+-------+-------+", p9, LayoutLine, Digits1, [2]int{3, 3}},
		{"size label on one line", "9x9: " + p9, p9, anyLayout, Digits1, [2]int{}},
	}...)
	// Cases built from others.
	for i := range tests {
		switch tests[i].name {
		case "rows dash blanks with an empty row":
			tests[i].text = "1-3-\n----\n-1--\n4-31\n"
			tests[i].want, tests[i].layout, tests[i].set = "1.3......1..4.31", LayoutRows, Digits1
		case "spoiler per row":
			tests[i].text = "||1.3.||\n||3..2||\n||.1..||\n||4.31||"
			tests[i].want, tests[i].layout, tests[i].set = p4, LayoutRows, Digits1
		case "letters 16x16":
			s := []byte(p16)
			for k, c := range s {
				if v, ok := textgrid.DecodeCell(string(c), textgrid.Digits1, 16); ok && v > 0 {
					s[k] = letters[v-1]
				}
			}
			tests[i].text, tests[i].want, tests[i].layout, tests[i].set = string(s), p16, LayoutLine, Letters
		}
	}
	utf16le := []byte{0xff, 0xfe}
	for _, c := range rowsOf(p4, 4, "", "\r\n") {
		utf16le = append(utf16le, byte(c), 0)
	}
	tests = append(tests, struct {
		name   string
		text   string
		want   string
		layout Layout
		set    SymbolSet
		box    [2]int
	}{"utf-16 file", string(utf16le), p4, LayoutRows, Digits1, [2]int{}})
	// Every line-based layout also reads with its newlines lost, as a slash-command option
	// delivers it (the chat app turns them into spaces), where the result is unambiguous. The
	// layouts that cannot be told apart on one line are listed: empty fields or spaces as
	// blanks, rows only as long as their last given, pencil marks.
	ambiguous := map[string]bool{
		"commas empty fields": true, "tabs empty row": true, "tabs trimmed": true, "semicolons": true,
		"rows dash blanks with an empty row": true, "pencil marks": true, "pencil marks boxed": true,
		"markdown table": true, "sdk sections": true, "labels": true, "labels compact": true,
		"row labels in words": true, "size label": true, "prose with digits": true, "numpy after prose": true,
		"fenced": true, "fenced lang": true, "second fence": true, "fenced first line content": true,
		"spoiler per row": true, "quote": true, "sdk metadata": true, "section header": true, "noise lines": true,
		"rows blank lines between bands": true, "line wrapped": true, "line X CRLF": true, "lone CR": true,
		"fixed width, spaces as blanks": true, "fixed width, trailing blanks trimmed": true,
	}
	n := len(tests)
	for _, tt := range tests[:n] {
		if !strings.Contains(tt.text, "\n") || ambiguous[tt.name] || tt.want == "" {
			continue
		}
		one := tt
		one.name = tt.name + " on one line"
		one.text = strings.ReplaceAll(tt.text, "\n", " ")
		one.layout = anyLayout // the normal reading may already take it, as another layout
		if tt.layout == LayoutBoxed || tt.layout == LayoutCompact {
			one.box = [2]int{} // the rules no longer give the box shape
		}
		tests = append(tests, one)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := Parse(tt.text)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tt.text, err)
			}
			if got := canon(g); got != tt.want {
				t.Errorf("Parse(%q) =\n%s, want\n%s", tt.text, got, tt.want)
			}
			if tt.layout != anyLayout && g.Layout() != tt.layout || g.Symbols().Set != tt.set {
				t.Errorf("layout, symbols = %v, %v; want %v, %v", g.Layout(), g.Symbols().Set, tt.layout, tt.set)
			}
			if tt.box != [2]int{} && (g.BoxRows() != tt.box[0] || g.BoxCols() != tt.box[1]) {
				t.Errorf("boxes %d×%d, want %d×%d", g.BoxRows(), g.BoxCols(), tt.box[0], tt.box[1])
			}
		})
	}
}
