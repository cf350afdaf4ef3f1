package nonogram

import (
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden")

func readTestdata(tb testing.TB, name string) string {
	tb.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		tb.Fatal(err)
	}
	return string(b)
}

var dancerRows = [][]int{{2}, {2, 1}, {1, 1}, {3}, {1, 1}, {1, 1}, {2}, {1, 1}, {1, 2}, {2}}
var dancerCols = [][]int{{2, 1}, {2, 1, 3}, {7}, {1, 3}, {2, 1}}

func TestParseFormats(t *testing.T) {
	tests := []struct {
		file   string
		format Format
		goal   bool
	}{
		{"dancer.non", FormatNon, true},
		{"dancer.xml", FormatXML, true},
		{"dancer.json", FormatJSON, false},
		{"chat-dancer.txt", FormatText, false},
		{"chat-blank.txt", FormatText, false},
	}
	for _, tt := range tests {
		p, err := Parse(readTestdata(t, tt.file))
		if err != nil {
			t.Errorf("Parse(%s) error %v", tt.file, err)
			continue
		}
		if p.Format != tt.format {
			t.Errorf("Parse(%s) format %v, want %v", tt.file, p.Format, tt.format)
		}
		if !equalClues(p.Rows, dancerRows) || !equalClues(p.Cols, dancerCols) {
			t.Errorf("Parse(%s) = rows %v cols %v, want the dancer", tt.file, p.Rows, p.Cols)
		}
		if got := !p.Goal.IsZero(); got != tt.goal {
			t.Errorf("Parse(%s) has goal %v, want %v", tt.file, got, tt.goal)
		} else if tt.goal {
			if err := p.Verify(p.Goal); err != nil {
				t.Errorf("Parse(%s) goal: %v", tt.file, err)
			}
		}
		// The seed format writes it back exactly.
		q, err := Parse(p.String())
		if err != nil || q.Format != FormatSeed || !equalClues(q.Rows, p.Rows) || !equalClues(q.Cols, p.Cols) {
			t.Errorf("round trip of %s through the seed format: %v, %v", tt.file, q, err)
		}
	}
}

func TestParseText(t *testing.T) {
	tests := []struct {
		name, in string
		w, h     int
	}{
		{"seed", "2 3\n1 1\n3\n2\n1\n2\n", 3, 2},
		{"seed with blank lines", "\n2 3\n\n1 1\n3\n\n2\n1\n2\n\n", 3, 2},
		{"blank line split", "1 1\n3\n\n2\n1\n2", 3, 2},
		{"headers", "rows\n1,1\n3\ncolumns\n2\n1\n2", 3, 2},
		{"headers columns first", "Columns:\n2\n1\n2\nRows:\n1-1\n3", 3, 2},
		{"fence with tag", "look:\n```text\n1 1\n3\n\n2\n1\n2\n```\nbye", 3, 2},
		{"fence first line inline", "```1 1\n3\n\n2\n1\n2```", 3, 2},
		{"empty lines as 0", "0\n1\n\n0\n1", 2, 2},
		{"inline lists", "rows: 1 1, 3\ncols: 2, 1, 2", 3, 2},
		{"inline lists slashes", "R: 1 1 / 3\nC: 2 / 1 / 2", 3, 2},
		{"inline lists single numbers", "Rows = 2 2\nColumns = 1 1 1 1", 4, 2},
		{"two fences", "rows\n```\n1 1\n3\n```\ncolumns\n```\n2\n1\n2\n```", 3, 2},
		{"size line", "5x2 puzzle\n3x2\n1 1\n3\n\n2\n1\n2", 3, 2},
		{"crlf", "1 1\r\n3\r\n\r\n2\r\n1\r\n2\r\n", 3, 2},
		{"non keys any order", "columns\n2\n1\n2\nrows\n1,1\n3\nheight 2\nwidth 3\nfoo bar\n", 3, 2},
		{"non blank empty line", "width 2\nheight 3\nrows\n1\n\n1\ncolumns\n1,1\n0\n", 2, 3},
		{"non unbalanced quote", "catalogue \"a \"b\"\nwidth 1\nheight 1\nrows\n1\ncolumns\n1\n", 1, 1},
		{"json columns", `{"rows":[[1],[]],"columns":[[1],[0]]}`, 2, 2},
	}
	for _, tt := range tests {
		p, err := Parse(tt.in)
		if err != nil {
			t.Errorf("%s: Parse error %v", tt.name, err)
			continue
		}
		if p.Width() != tt.w || p.Height() != tt.h {
			t.Errorf("%s: Parse size %s, want %d×%d", tt.name, p.Size(), tt.w, tt.h)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, in, want string
		opts           ParseOptions
	}{
		{"empty", " \n\n", "nonogram: no puzzle found: the text is empty", ParseOptions{}},
		{"one group", "1\n2\n3", "nonogram: line 1: only one block of clue lines", ParseOptions{}},
		{"three groups", "1\n\n2\n\n3", "nonogram: line 5: 3 blocks of clue lines, want 2", ParseOptions{}},
		{"bad token", "1 1\n3 x\n\n2\n1\n2", `nonogram: line 2, number 2: "x" is not a number`, ParseOptions{}},
		{"bad token 1o", "1 1\n1o\n\n2\n1\n2", `nonogram: line 2, number 1: "1o" is not a number`, ParseOptions{}},
		{"huge number", "99999999999999999999999\n\n1", `nonogram: line 1, number 1: "99999999999999999999999" is too large for a block`, ParseOptions{}},
		{"block over cap", "1 300\n\n1", "nonogram: line 1, number 2: block 300 is longer than the largest allowed line (200)", ParseOptions{}},
		{"totals differ", "1 1\n3\n\n2\n1\n1", "nonogram: the row clues add up to 5 black cells, the column clues to 4", ParseOptions{}},
		{"clue too long", "2 2\n1\n\n1\n1\n1\n1", "nonogram: row 1: clue 2 2 needs 5 cells, the row has 4", ParseOptions{}},
		{"block too long", "4\n\n1\n1\n1", "nonogram: row 1: clue 4 needs 4 cells, the row has 3", ParseOptions{}},
		{"size cap", "width 300\nheight 2\nrows\n1\n1\ncolumns\n1\n", "nonogram: 300×2 is over the size limit of 200×200", ParseOptions{}},
		{"size cap custom", "1\n1\n1\n\n3", "nonogram: 1×3 is over the size limit of 2×2", ParseOptions{MaxSize: 2}},
		{"non short section", "width 2\nheight 3\nrows\n1\n1\ncolumns\n1\n1\n", "nonogram: line 5: the rows section has 2 clues, height is 3", ParseOptions{}},
		{"non no width", "height 3\nwidth x\n", "", ParseOptions{}},
		{"non color", "width 1\nheight 1\ncolor a #ff0000\nrows\n1\ncolumns\n1\n", "nonogram: line 3: multicolour puzzles are not supported, only black and white", ParseOptions{}},
		{"json syntax", "{\"rows\":[[1]],\n\"cols\":[[1]", "nonogram: line 2: json: unexpected end of JSON input", ParseOptions{}},
		{"json negative", `{"rows":[[1]],"cols":[[-1]]}`, "nonogram: json: cols[0][0] = -1 is not a block length", ParseOptions{}},
		{"xml multicolour", `<puzzle><color name="red" char="r">f00</color></puzzle>`, "nonogram: multicolour puzzles are not supported, only black and white", ParseOptions{}},
		{"xml broken", `<puzzleset><puzzle>`, "nonogram: xml:", ParseOptions{}},
	}
	for _, tt := range tests {
		_, err := tt.opts.Parse(tt.in)
		if err == nil {
			t.Errorf("%s: Parse(%q) succeeded, want error %q", tt.name, tt.in, tt.want)
			continue
		}
		if !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%s: Parse(%q) error\n%q, want prefix\n%q", tt.name, tt.in, err, tt.want)
		}
		var pe *ParseError
		var ce *ClueError
		if !errors.As(err, &pe) && !errors.As(err, &ce) {
			t.Errorf("%s: error %T is neither *ParseError nor *ClueError", tt.name, err)
		}
	}
}

func TestSeedCat(t *testing.T) {
	p, err := Parse(readTestdata(t, "seed-cat.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if p.Format != FormatSeed || p.Size() != "10×10" {
		t.Fatalf("Parse: format %v size %s, want seed 10×10", p.Format, p.Size())
	}
	sol := Solve(p)
	if sol.Status != Unique {
		t.Fatalf("Solve: %v (%v), want unique", sol.Status, sol.Err)
	}
	golden := filepath.Join("testdata", "seed-cat.golden")
	if *update {
		if err := os.WriteFile(golden, []byte(sol.Grid.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if got, want := sol.Grid.String(), readTestdata(t, "seed-cat.golden"); got != want {
		t.Errorf("Solve(seed cat) =\n%s\nwant\n%s", got, want)
	}
}

func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob("testdata/*")
	for _, name := range files {
		if b, err := os.ReadFile(name); err == nil && len(b) < 8192 {
			f.Add(string(b))
		}
	}
	f.Add("1 1\n3\n\n2\n1\n2")
	f.Add("width 2\nheight 2\nrows\n1\n1\ncolumns\n2\n0\ngoal 1010")
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 8192 {
			return
		}
		p, err := ParseOptions{MaxSize: 40}.Parse(s)
		if err != nil {
			return
		}
		if p.Width() < 1 || p.Height() < 1 || p.Width() > 40 || p.Height() > 40 {
			t.Fatalf("Parse accepted size %s", p.Size())
		}
		if err := p.Check(); err != nil {
			t.Fatalf("Parse returned a puzzle that fails Check: %v", err)
		}
		q, err := ParseOptions{MaxSize: 40}.Parse(p.String())
		if err != nil || !equalClues(p.Rows, q.Rows) || !equalClues(p.Cols, q.Cols) {
			t.Fatalf("round trip of %q through %q: %v", s, p.String(), err)
		}
	})
}
