package sudoku

import (
	"strings"
	"testing"
)

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
		for _, d := range digitsOf(m) {
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
