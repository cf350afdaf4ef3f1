package sudoku

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku/internal/sharedtest"
)

// TestParseFormats reads every file of testdata/formats (one puzzle in many layouts, a
// copy of shared/data/formats) to the same grid and checks the solution in EXPECTED.
func TestParseFormats(t *testing.T) {
	layouts := map[string]Layout{
		"boxed_plus.txt": LayoutFramed, "commas.csv": LayoutCommas, "crlf_lines.txt": LayoutRows,
		"digit_lines.txt": LayoutRows, "discord_fenced.txt": LayoutRows,
		"discord_fenced_lang.txt": LayoutSpaced, "discord_spoiler.txt": LayoutLine,
		"numpy_print.txt": LayoutNumPy, "oneline_dots.txt": LayoutLine,
		"oneline_underscores.txt": LayoutLine, "oneline_zeros.txt": LayoutLine,
		"python_list.txt": LayoutList, "sadman.sdk": LayoutRows, "simple_sudoku.ss": LayoutCompact,
		"spaced_dots.txt": LayoutSpaced, "spaced_rows.txt": LayoutSpaced, "spreadsheet.tsv": LayoutTabs,
	}
	want := mustParse(t, sharedtest.Testdata(t, "formats/oneline_dots.txt"))
	expected := mustParse(t, sharedtest.Testdata(t, "formats/EXPECTED"))
	if !expected.Filled() {
		t.Fatalf("EXPECTED is not a solved grid: %s", expected.Line())
	}
	files, _ := filepath.Glob("testdata/formats/*")
	seen := 0
	for _, f := range files {
		name := filepath.Base(f)
		if name == "EXPECTED" || name == "README.md" {
			continue
		}
		seen++
		t.Run(name, func(t *testing.T) {
			g := mustParse(t, sharedtest.Testdata(t, "formats/"+name))
			if !g.Equal(want) {
				t.Errorf("grid\n%s, want\n%s", g.Line(), want.Line())
			}
			if l, ok := layouts[name]; !ok || g.Layout() != l {
				t.Errorf("layout %v, want %v", g.Layout(), l)
			}
			s := Solve(g)
			if s.Status != Unique || !s.Grid.Equal(expected) {
				t.Errorf("Solve = %v %s, want unique %s", s.Status, s.Grid.Line(), expected.Line())
			}
		})
	}
	if seen != len(layouts) {
		t.Errorf("%d files, %d in the table", seen, len(layouts))
	}
}

// TestParseSeeds reads the puzzles of the project's source documents (testdata/seeds, a
// copy of shared/data/seeds) and checks the answers its README gives.
func TestParseSeeds(t *testing.T) {
	tests := []struct {
		file, solution string
		status         Status
		size           int
		layout         Layout
		errs           []string // Conflicts, for invalid ones
	}{
		{"seed000_digits.txt", "534678912672195348198342567859761423426853791713924856961537284287419635345286179", Unique, 9, LayoutRows, nil},
		{"seed002_sudoku.txt", "seed002_sudoku_solution.txt", Unique, 9, LayoutSpaced, nil},
		{"seed004_p1_16x16_numpy.txt", "seed004_p1_16x16_solution_pretty.txt", Unique, 16, LayoutNumPy, nil},
		{"seed004_p1_16x16_pretty.txt", "seed004_p1_16x16_solution_pretty.txt", Unique, 16, LayoutBoxed, nil},
		{"seed004_p2.txt", "", Multiple, 9, LayoutSpaced, nil},
		{"seed004_p3_invalid.txt", "", Invalid, 9, LayoutSpaced, []string{
			"sudoku: row 4 has 5 twice (r4c2, r4c6)",
			"sudoku: row 6 has 2 twice (r6c1, r6c4)",
		}},
		{"seed004_p4.txt", "seed004_p4_solution_pretty.txt", Unique, 9, LayoutSpaced, nil},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			g := mustParse(t, sharedtest.Testdata(t, "seeds/"+tt.file))
			if g.Size() != tt.size || g.Layout() != tt.layout {
				t.Errorf("size %d layout %v, want %d %v", g.Size(), g.Layout(), tt.size, tt.layout)
			}
			s := Solve(g)
			if s.Status != tt.status {
				t.Fatalf("Solve = %v (%v), want %v", s.Status, s.Err, tt.status)
			}
			if tt.solution != "" {
				text := tt.solution
				if strings.HasSuffix(text, ".txt") {
					text = sharedtest.Testdata(t, "seeds/"+text)
				}
				if want := mustParse(t, text); !s.Grid.Equal(want) {
					t.Errorf("solution\n%s, want\n%s", s.Grid.Line(), want.Line())
				}
			}
			if tt.status == Multiple {
				doc := mustParse(t, sharedtest.Testdata(t, "seeds/seed004_p2_solution.txt"))
				if Check(doc) != nil || !doc.Filled() || s.Grid.Equal(s.Second) {
					t.Errorf("the document's solution or the two found are wrong")
				}
			}
			if tt.errs != nil {
				var got []string
				for _, e := range Conflicts(g) {
					if e.House.Kind == Row {
						got = append(got, e.Error())
					}
				}
				if strings.Join(got, "\n") != strings.Join(tt.errs, "\n") {
					t.Errorf("row conflicts\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.errs, "\n"))
				}
				if err := Check(g); err == nil || err.Error() != tt.errs[0] {
					t.Errorf("Check = %v, want %s", err, tt.errs[0])
				}
			}
		})
	}
}

// TestParseSets reads the small copies of the benchmark sets in testdata/sets, one puzzle
// per line, with their headers and "puzzle:count:solution" fields.
func TestParseSets(t *testing.T) {
	tests := []struct {
		file  string
		count int
		size  int
	}{
		{"gecode_16x16_head.txt", 3, 16},
		{"gecode_25x25_head.txt", 2, 25},
		{"norvig_easy50.txt", 50, 9},
		{"puzzles2_17_clue_head.txt", 36, 9},
		{"tdoku_test_puzzles.txt", 43, 9},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			items, err := ParseAll(sharedtest.Testdata(t, "sets/"+tt.file))
			if err != nil {
				t.Fatal(err)
			}
			if len(items) != tt.count {
				t.Fatalf("%d puzzles, want %d", len(items), tt.count)
			}
			for _, it := range items {
				if it.Err != nil || it.Grid.Size() != tt.size || it.Grid.Symbols().Set != Digits1 {
					t.Fatalf("line %d: %v (size %d, %v)", it.Line, it.Err, it.Grid.Size(), it.Grid.Symbols())
				}
			}
		})
	}
	// tdoku's file gives the solution of the unique puzzles: check a few through Solve.
	text := sharedtest.Testdata(t, "sets/tdoku_test_puzzles.txt")
	items, _ := ParseAll(text)
	lines := strings.Split(strings.TrimSpace(text), "\n")
	checked := 0
	for i, it := range items {
		f := strings.Split(lines[i], ":")
		if f[1] != "1" || checked == 5 {
			continue
		}
		checked++
		if s := Solve(it.Grid); s.Status != Unique || s.Grid.Line() != f[2] {
			t.Errorf("line %d: %v %s, want %s", it.Line, s.Status, s.Grid.Line(), f[2])
		}
	}
	// The first 16×16 and 25×25 lines of the shared files, as one-line Parse input.
	g := mustParse(t, strings.Split(sharedtest.Testdata(t, "sets/gecode_16x16_head.txt"), "\n")[3])
	if g.Size() != 16 || g.Layout() != LayoutLine || g.Cell(0) != 13 || g.Cell(8) != 16 {
		t.Errorf("16×16: size %d, %v, cells %d %d", g.Size(), g.Layout(), g.Cell(0), g.Cell(8))
	}
	g = mustParse(t, strings.Split(sharedtest.Testdata(t, "sets/gecode_25x25_head.txt"), "\n")[3])
	if g.Size() != 25 || g.Cell(3) != 16 || g.BoxRows() != 5 {
		t.Errorf("25×25: size %d, cell %d", g.Size(), g.Cell(3))
	}
}

// TestParseSharedSets reads every puzzle of the shared data sets when they are present.
func TestParseSharedSets(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(sharedtest.Dir(), "sudoku", "*", "*"))
	if len(files) == 0 {
		t.Skip("shared data sets absent")
	}
	for _, f := range files {
		if strings.HasSuffix(f, ".md") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		items, err := ParseAll(string(b))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		want := 0
		for _, l := range strings.Split(string(b), "\n") {
			if l = strings.TrimSpace(l); l != "" && l[0] != '#' {
				want++
			}
		}
		if len(items) != want {
			t.Errorf("%s: %d puzzles, want %d", f, len(items), want)
		}
		for _, it := range items {
			if it.Err != nil {
				t.Fatalf("%s: %v", f, it.Err)
			}
		}
	}
}
