package glyph

import (
	"os"
	"strings"
	"testing"
)

// TestLetters tells the letters of testdata/masks.txt (Solo's a-g, cut by scan) apart.
func TestLetters(t *testing.T) {
	data, err := os.ReadFile("testdata/masks.txt")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{"a": 10, "b": 11, "c": 12, "d": 13, "e": 14, "f": 15, "g": 16}
	for _, block := range strings.Split(string(data), "\n\n") {
		var lines []string
		for _, l := range strings.Split(strings.TrimSpace(block), "\n") {
			if !strings.HasPrefix(l, "#") || strings.Trim(l, "#.") == "" && !strings.HasPrefix(l, "# ") {
				lines = append(lines, l)
			}
		}
		if len(lines) < 2 {
			continue
		}
		head := strings.Fields(lines[0])
		rows := lines[1:]
		m := Mask{W: len(rows[0]), H: len(rows)}
		for _, r := range rows {
			for _, ch := range r {
				m.Ink = append(m.Ink, map[bool]uint8{true: 1, false: 0}[ch == '#'])
			}
		}
		got := m.XHeight()
		if head[1] == "t" {
			got = m.Ascender()
		}
		if got != want[head[0]] {
			t.Errorf("%s: read %d, want %d", head[0], got, want[head[0]])
		}
	}
}
