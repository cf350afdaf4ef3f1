package sudoku

import (
	"strings"
	"testing"
)

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
