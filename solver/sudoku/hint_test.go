package sudoku

import (
	"context"
	"strings"
	"testing"
)

const top1 = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"

func TestNextHint(t *testing.T) {
	ctx := context.Background()
	g := mustParse(t, top1)
	h, err := NextHint(ctx, g, HintOptions{})
	if err != nil || h.Status != HintOK || h.Step == nil {
		t.Fatalf("hint: %v %+v", err, h)
	}
	if got := h.Step.String(); got != "Hidden Single: r9c3=7" {
		t.Errorf("first hint %q", got)
	}
	want := []string{"Look at box 7.", "Box 7 has a hidden single.", "", "Place 7 in r9c3."}
	for lvl, w := range want {
		if got := HintText(g, *h.Step, lvl+1); w != "" && got != w {
			t.Errorf("level %d: %q, want %q", lvl+1, got, w)
		}
	}
	if l3 := HintText(g, *h.Step, 3); !strings.Contains(l3, "Box 7") || !strings.Contains(l3, "r9c3 is 7") {
		t.Errorf("level 3: %q", l3)
	}

	// A player's wrong digit and a clash are reported, givens never are.
	cur := g.Clone()
	sol := h.Solution
	wrong := 0
	for i := 0; i < cur.Len(); i++ {
		if cur.Cell(i) == 0 {
			wrong = i
			cur.SetCell(i, sol.Cell(i)%9+1)
			break
		}
	}
	h, err = NextHint(ctx, cur, HintOptions{Given: &g})
	if err != nil || h.Status != HintMistakes || len(h.Mistakes) != 1 || h.Mistakes[0].Cell != wrong {
		t.Fatalf("mistakes: %v %+v", err, h)
	}
	// Pencil marks that lost the solution digit are mistakes too.
	marks := NewCandidates(g)
	i := strings.IndexByte(top1, '.')
	marks.Mask[i] &^= 1 << (sol.Cell(i) - 1)
	h, _ = NextHint(ctx, g, HintOptions{Marks: &marks})
	if h.Status != HintMistakes || h.Mistakes[0].Cell != i || !strings.Contains(h.Mistakes[0].Why, "pencil marks") {
		t.Errorf("marks mistake: %+v", h)
	}
	// No unique solution: a calm refusal.
	empty, _ := NewGrid(9)
	if h, err := NextHint(ctx, empty, HintOptions{}); err != nil || h.Status != HintNoUniqueSolution {
		t.Errorf("empty grid: %v %+v", err, h)
	}
	// Solved grid.
	if h, err := NextHint(ctx, sol, HintOptions{Given: &g}); err != nil || h.Status != HintSolved {
		t.Errorf("solved: %v %+v", err, h)
	}
}

func TestNotation(t *testing.T) {
	tests := []struct {
		s    Step
		want string
	}{
		{Step{Technique: HiddenSingle, Placements: []Candidate{{7*9 + 5, 1}}}, "Hidden Single: r8c6=1"},
		{Step{Technique: Pointing, Digits: []int{7}, Houses: []House{{Box, 2}, {Row, 1}},
			Eliminations: []Candidate{{9, 7}, {11, 7}}}, "Pointing: 7 in b3 => r2c13<>7"},
		{Step{Technique: NakedPair, Digits: []int{4, 7}, Houses: []House{{Col, 4}},
			Pattern:      []Mark{{Candidate{4*9 + 4, 4}, RoleBase}, {Candidate{6*9 + 4, 7}, RoleBase}},
			Eliminations: []Candidate{{4, 4}, {5*9 + 4, 4}, {1*9 + 4, 7}, {5*9 + 4, 7}}},
			"Naked Pair: 4,7 in r57c5 => r16c5<>4, r26c5<>7"},
		{Step{Technique: XYWing, Digits: []int{1, 6, 9},
			Pattern:      []Mark{{Candidate{27, 1}, RolePivot}, {Candidate{30, 1}, RolePincer}, {Candidate{37, 6}, RolePincer}},
			Eliminations: []Candidate{{28, 9}, {29, 9}, {39, 9}, {40, 9}, {41, 9}}},
			"XY-Wing: 1/6/9 in r4c14,r5c2 => r4c23,r5c456<>9"},
		{Step{Technique: XWing, Digits: []int{3}, Houses: []House{{Row, 2}, {Row, 6}, {Col, 2}, {Col, 3}},
			Eliminations: []Candidate{{2, 3}, {3, 3}}}, "X-Wing: 3 r37 c34 => r1c34<>3"},
		{Step{Technique: NakedPair, Size: 16, Digits: []int{4, 7},
			Pattern:      []Mark{{Candidate{4*16 + 4, 4}, RoleBase}, {Candidate{11*16 + 4, 7}, RoleBase}},
			Eliminations: []Candidate{{4, 4}}},
			"Naked Pair: 4,7 in r{5,12}c5 => r1c5<>4"},
	}
	for _, tc := range tests {
		if got := tc.s.String(); got != tc.want {
			t.Errorf("got  %q\nwant %q", got, tc.want)
		}
	}
}

func TestParseCandidatesForms(t *testing.T) {
	g := mustParse(t, top1)
	c := NewCandidates(g)
	back, err := ParseCandidates(c.String(), 9)
	if err != nil {
		t.Fatal(err)
	}
	for i := range c.Mask {
		if back.Mask[i] != c.Mask[i] {
			t.Fatalf("729 form round trip differs at cell %d", i)
		}
	}
	// grid form: one field per cell
	var b strings.Builder
	for i, m := range c.Mask {
		if m == 0 {
			b.WriteString(string(rune('0' + g.Cell(i))))
		}
		for _, d := range maskDigits(m) {
			b.WriteByte(byte('0' + d))
		}
		if i%9 == 8 {
			b.WriteByte('\n')
		} else {
			b.WriteByte(' ')
		}
	}
	grid, err := ParseCandidates(b.String(), 9)
	if err != nil {
		t.Fatal(err)
	}
	for i := range c.Mask {
		if c.Mask[i] != 0 && grid.Mask[i] != c.Mask[i] {
			t.Fatalf("grid form differs at cell %d", i)
		}
	}
	if _, err := ParseCandidates("12 3", 9); err == nil {
		t.Error("short input accepted")
	}
}

// TestLibraryFormat rebuilds each reglib case's marks from the library line and compares
// them with the derived pm729 grid.
func TestLibraryFormat(t *testing.T) {
	lib := readLines(t, "techniques/hodoku_reglib-1.4.txt")
	pm := loadReglib(t)
	k := 0
	for _, l := range lib {
		if !strings.HasPrefix(l, ":") {
			continue
		}
		if k >= len(pm) {
			break
		}
		g, marks, err := ParseLibraryLine(l)
		if err != nil {
			t.Fatalf("%q: %v", l, err)
		}
		want, _ := ParseCandidates(pm[k].pm, 9)
		for i := range want.Mask {
			if g.Cell(i) == 0 && marks.Mask[i] != want.Mask[i] {
				t.Fatalf("case %d cell %d: marks %v, pm729 %v", k, i, maskDigits(marks.Mask[i]), maskDigits(want.Mask[i]))
			}
		}
		k++
	}
	if k != len(pm) {
		t.Errorf("%d library lines, %d pm cases", k, len(pm))
	}
}

func FuzzParseCandidates(f *testing.F) {
	f.Add(NewCandidates(mustParse(f, top1)).String(), 9)
	f.Add("12 3 4 1234\n1 2 3 4\n3 4 1 2\n2 1 4 3", 4)
	f.Add("|123 456|", 9)
	f.Fuzz(func(t *testing.T, s string, n int) {
		c, err := ParseCandidates(s, n)
		if err != nil {
			return
		}
		if len(c.Mask) != n*n {
			t.Fatalf("%d cells for n=%d", len(c.Mask), n)
		}
	})
}

func FuzzParseLibraryLine(f *testing.F) {
	f.Add(":0000::634289...875316294291754638349165872587942..61628375497584239619.6578423423691...:123 456::::")
	f.Fuzz(func(t *testing.T, s string) {
		ParseLibraryLine(s)
	})
}

func TestArticles(t *testing.T) {
	for in, want := range map[string]string{"needs a 8.": "needs an 8.", "A 8 is": "An 8 is", "a 7": "a 7", "a 81": "an 81",
		"a 18,": "an 18,", "a A": "an A", "a B": "a B", "has a 1 at": "has a 1 at"} {
		if got := fixArticles(in); got != want {
			t.Errorf("%q -> %q, want %q", in, got, want)
		}
	}
}

// TestHintTextWithoutGrid renders every step of a path with no grid (a renderer or bot
// that only kept the step): no panic, no formatting errors.
func TestHintTextWithoutGrid(t *testing.T) {
	steps, err := Explain(context.Background(), mustParse(t, top1))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range steps {
		for lvl := 0; lvl <= 5; lvl++ {
			if txt := HintText(Grid{}, s, lvl); txt == "" || strings.Contains(txt, "%!") {
				t.Fatalf("%v level %d: %q", s, lvl, txt)
			}
		}
	}
}

// TestConcurrentUse runs hints, ratings and generation from several goroutines (run with
// -race): the engine keeps no shared mutable state.
func TestConcurrentUse(t *testing.T) {
	g := mustParse(t, top1)
	done := make(chan error, 6)
	for w := 0; w < 6; w++ {
		go func(w int) {
			ctx := context.Background()
			var err error
			switch w % 3 {
			case 0:
				_, err = NextHint(ctx, g, HintOptions{})
			case 1:
				_, err = Rate(ctx, g)
			default:
				_, _, err = Generate(ctx, GenerateOptions{Band: Medium, Seed: uint64(w)})
			}
			done <- err
		}(w)
	}
	for w := 0; w < 6; w++ {
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
}
