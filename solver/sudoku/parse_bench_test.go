package sudoku

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func BenchmarkParseLine(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(p9); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParseLine16(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(p16); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParseBoxed(b *testing.B) {
	text := readTestdata(b, "formats/boxed_plus.txt")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(text); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParseDiscord(b *testing.B) {
	text := readTestdata(b, "formats/discord_fenced.txt")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(text); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParseNumPy16(b *testing.B) {
	text := readTestdata(b, "seeds/seed004_p1_16x16_numpy.txt")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(text); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseAll17Clue reads the 49,158 puzzles of the shared 17-clue set (skipped when
// ../shared is absent) and reports the time per puzzle.
func BenchmarkParseAll17Clue(b *testing.B) {
	data, err := os.ReadFile(filepath.Join(sharedData(), "sudoku", "9x9", "puzzles2_17_clue"))
	if err != nil {
		b.Skip("shared data absent")
	}
	text := string(data)
	n := strings.Count(text, "\n")
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		items, err := ParseAll(text)
		if err != nil || len(items) != 49158 {
			b.Fatal(len(items), err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/puzzle")
}

// BenchmarkParseBoxedOneLine reads the boxed printout with its line breaks turned into
// spaces, as a slash-command option delivers it: the ordinary reading fails first, then the
// recovering reader takes it.
func BenchmarkParseBoxedOneLine(b *testing.B) {
	text := strings.Join(strings.Fields(readTestdata(b, "formats/boxed_plus.txt")), " ")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(text); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseNoGrid64K is a 64 KiB line of prose-like text with no grid: the cost of
// every reader, the recovering ones included, failing.
func BenchmarkParseNoGrid64K(b *testing.B) {
	words := []string{"lorem", "17", "ipsum", "3.5", "dolor", "sit", "amet", "|", "42", "+--+"}
	var sb strings.Builder
	for i := 0; sb.Len() < 64<<10; i++ {
		sb.WriteString(words[(i*7)%len(words)])
		sb.WriteByte(' ')
	}
	text := sb.String()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(text); err == nil {
			b.Fatal("read a grid")
		}
	}
}
