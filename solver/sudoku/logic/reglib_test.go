package logic

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/internal/sharedtest"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// reglibTechniques maps HoDoKu reglib codes to our techniques: the codes of the technique
// descriptors (technique.Technique.HoDoKu).
var reglibTechniques = func() map[string]technique.Technique {
	m := map[string]technique.Technique{}
	for _, t := range technique.Techniques() {
		for _, code := range t.HoDoKu() {
			m[code] = t
		}
	}
	return m
}()

// reglibUnsupported lists variants we skip by name, with the reason.
var reglibUnsupported = map[string]string{}

type reglibCase struct {
	line                      int
	code, variant, name       string
	values, pm, elims, places string
	givenMask                 string
}

func loadReglib(t *testing.T) []reglibCase {
	var out []reglibCase
	for i, l := range sharedtest.Lines(t, "techniques/hodoku_reglib-1.4.pm.tsv") {
		f := strings.Split(l, "\t")
		if len(f) < 9 || f[0] == "code" {
			continue
		}
		out = append(out, reglibCase{line: i + 2, code: f[0], variant: f[1], name: f[2], values: f[4], givenMask: f[5], pm: f[6], elims: f[7], places: f[8]})
	}
	return out
}

// reglibBoard builds the case's position from its placed digits and pencil marks.
func reglibBoard(t *testing.T, c reglibCase) *board.Board {
	g, err := sudoku.Parse(c.values)
	if err != nil {
		t.Fatalf("line %d: %v", c.line, err)
	}
	b := board.New(g)
	marks, err := sudoku.ParseCandidates(c.pm, 9)
	if err != nil {
		t.Fatalf("line %d: %v", c.line, err)
	}
	for i := range b.Cand {
		if b.Vals[i] == 0 {
			b.Cand[i] = marks.Mask[i]
		}
		if i < len(c.givenMask) {
			b.Given[i] = c.givenMask[i] == '1'
		}
	}
	return b
}

// tripleSet renders "436 512" (digit, row, column) as a sorted set of candidates.
func tripleSet(s string) string {
	var out []string
	for _, f := range strings.Fields(s) {
		if len(f) == 3 {
			out = append(out, fmt.Sprintf("%c%c%c", f[0], f[1], f[2]))
		}
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

func candSet(cs []technique.Candidate) string {
	var out []string
	for _, c := range cs {
		out = append(out, fmt.Sprintf("%d%d%d", c.Digit, c.Cell/9+1, c.Cell%9+1))
	}
	sort.Strings(out)
	// drop duplicates
	k := 0
	for i, s := range out {
		if i == 0 || s != out[i-1] {
			out[k] = s
			k++
		}
	}
	return strings.Join(out[:k], " ")
}

func TestReglib(t *testing.T) {
	cases := loadReglib(t)
	allow := readAllowList(t, "testdata/reglib_allow.txt")
	type tally struct{ pass, total, first int }
	per := map[string]*tally{}
	var codes []string
	pass, total, skipped := 0, 0, 0
	var fails []string
	for _, c := range cases {
		tech, ok := reglibTechniques[c.code]
		if !ok {
			continue
		}
		if _, skip := reglibUnsupported[c.code+"-"+c.variant]; skip {
			skipped++
			continue
		}
		key := c.code + " " + c.name
		if c.variant != "" && c.variant != "x" {
			key += " -" + c.variant
		}
		if per[key] == nil {
			per[key] = &tally{}
			codes = append(codes, key)
		}
		b := reglibBoard(t, c)
		steps := reglibSteps(t, b, tech)
		want := tripleSet(c.elims)
		if want == "" {
			want = tripleSet(c.places)
		}
		good, first := false, false
		if c.variant == "x" {
			good = true
			for _, s := range steps {
				if reglibMatch(s.Technique, tech) {
					good = false
				}
			}
		} else {
			seenFirst := false
			for _, s := range steps {
				if !reglibMatch(s.Technique, tech) {
					continue
				}
				got := candSet(s.Eliminations)
				if len(s.Placements) > 0 {
					got = candSet(s.Placements)
					if tripleSet(c.places) == "" {
						// HoDoKu writes a placement (BUG+1) as the eliminations of the
						// cell's other candidates.
						p := s.Placements[0]
						var others []technique.Candidate
						for _, d := range board.MaskDigits(b.Cand[p.Cell]) {
							if d != p.Digit {
								others = append(others, technique.Candidate{Cell: p.Cell, Digit: d})
							}
						}
						got = candSet(others)
					}
				}
				if got == want {
					good = true
					if !seenFirst {
						first = true
					}
				}
				seenFirst = true
			}
		}
		per[key].total++
		total++
		if good {
			per[key].pass++
			pass++
			if first {
				per[key].first++
			}
		} else {
			id := fmt.Sprintf("%d", c.line)
			if _, ok := allow[id]; !ok {
				var got []string
				for _, s := range steps {
					if reglibMatch(s.Technique, tech) {
						got = append(got, s.String())
					}
				}
				fails = append(fails, fmt.Sprintf("line %d %s -%s: want %s, got %d steps %v", c.line, c.code, c.variant, want, len(got), got))
			}
		}
	}
	sort.Strings(codes)
	for _, k := range codes {
		t.Logf("%-40s %3d/%3d pass (%d as the first step found)", k, per[k].pass, per[k].total, per[k].first)
	}
	t.Logf("reglib: %d/%d cases pass (%d skipped); %d of the %d cases have no finder", pass, total, skipped, len(cases)-total-skipped, len(cases))
	for _, f := range fails {
		t.Error(f)
	}
	if pass*100 < total*95 {
		t.Errorf("only %d/%d reglib cases pass; need 95%%", pass, total)
	}
}

// readAllowList reads "id<TAB>reason" lines (# comments allowed).
func readAllowList(t *testing.T, path string) map[string]string {
	data, err := os.ReadFile(path)
	if err != nil {
		if os.IsNotExist(err) {
			return nil
		}
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, l := range strings.Split(string(data), "\n") {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		id, reason, _ := strings.Cut(l, "\t")
		out[id] = reason
	}
	return out
}

// TestLibraryFormat rebuilds each reglib case's marks from the library line and compares
// them with the derived pm729 grid.
func TestLibraryFormat(t *testing.T) {
	lib := sharedtest.Lines(t, "techniques/hodoku_reglib-1.4.txt")
	pm := loadReglib(t)
	k := 0
	for _, l := range lib {
		if !strings.HasPrefix(l, ":") {
			continue
		}
		if k >= len(pm) {
			break
		}
		g, marks, err := parseLibraryLine(l)
		if err != nil {
			t.Fatalf("%q: %v", l, err)
		}
		want, _ := sudoku.ParseCandidates(pm[k].pm, 9)
		for i := range want.Mask {
			if g.Cell(i) == 0 && marks.Mask[i] != want.Mask[i] {
				t.Fatalf("case %d cell %d: marks %v, pm729 %v", k, i, board.MaskDigits(marks.Mask[i]), board.MaskDigits(want.Mask[i]))
			}
		}
		k++
	}
	if k != len(pm) {
		t.Errorf("%d library lines, %d pm cases", k, len(pm))
	}
}

// parseLibraryLine reads one case of HoDoKu's library format,
// ":code:candidates:givens:deleted:eliminations:placements:extra:", and returns the
// position it describes: the grid of placed digits ("+d" marks a placed non-given digit,
// which is kept in the grid) and the pencil marks (every digit no peer holds, minus the
// deleted candidates, written as digit-row-column triples such as "436").
func parseLibraryLine(line string) (sudoku.Grid, sudoku.Candidates, error) {
	f := strings.Split(strings.TrimRight(line, "\r\n"), ":")
	if len(f) < 6 || f[0] != "" {
		return sudoku.Grid{}, sudoku.Candidates{}, &sudoku.ParseError{Msg: "not a library line (:code:candidates:givens:deleted:...)"}
	}
	givens := strings.ReplaceAll(f[3], "+", "")
	g, err := sudoku.Parse(givens)
	if err != nil {
		return sudoku.Grid{}, sudoku.Candidates{}, err
	}
	if g.Size() != 9 {
		return sudoku.Grid{}, sudoku.Candidates{}, &sudoku.ParseError{Msg: "library lines are 9×9"}
	}
	c := sudoku.NewCandidates(g)
	for _, t := range strings.Fields(f[4]) {
		if len(t) != 3 || t[0] < '1' || t[0] > '9' || t[1] < '1' || t[1] > '9' || t[2] < '1' || t[2] > '9' {
			return sudoku.Grid{}, sudoku.Candidates{}, &sudoku.ParseError{Msg: fmt.Sprintf("deleted candidate %q is not digit-row-column", t)}
		}
		d, r, col := int(t[0]-'0'), int(t[1]-'1'), int(t[2]-'1')
		c.Mask[r*9+col] &^= 1 << (d - 1)
	}
	return g, c, nil
}
