package main

import (
	"math/rand/v2"
	"strings"
	"testing"
)

const line9 = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

// TestHostileInputs: what cannot be a puzzle or a batch is refused from its first bytes with
// a clear message, and a large batch is read in chunks, every puzzle answered once with
// its own line number. docs/BENCHMARKS.md has the 100 MB figures.
func TestHostileInputs(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	random := make([]byte, 1<<20)
	const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789 .,\n"
	for i := range random {
		random[i] = alphabet[rng.IntN(len(alphabet))]
	}
	tests := []struct {
		name, stdin string
		code        int
		inErr       string
	}{
		{"NUL bytes", strings.Repeat("\x00", 1<<20), 1, "standard input: line 1: binary data (a NUL byte), not a puzzle"},
		{"NUL after a grid", seed000 + "\x00", 1, "line 10: binary data"},
		{"not UTF-8", "53..7\xff\xfe", 1, "line 1: not UTF-8 text"},
		{"one long line", strings.Repeat("5", 1<<20), 1, "line 1 is over 64 KiB; no puzzle line is that long"},
		{"a long line late", strings.Repeat(line9+"\n", 4000) + strings.Repeat("5", 100<<10), 1, "line 4001 is over 64 KiB"},
		{"one digit per line", strings.Repeat("1\n", 1<<20), 1, "no puzzle in the first 128 KiB (lines 1-65536) of a large input"},
		{"random text", string(random), 1, "no puzzle in the first"},
		{"a batch, then junk", strings.Repeat(line9+"\n", 4000) + strings.Repeat("1\n", 1<<18), 1, "KiB of the batch; stopping here (the puzzles before were answered)"},
	}
	for _, tt := range tests {
		_, errOut, code := runCLI(t, tt.stdin, "solve")
		if code != tt.code || !strings.Contains(errOut, tt.inErr) {
			t.Errorf("%s: exit %d, stderr %.300q; want exit %d and %q", tt.name, code, errOut, tt.code, tt.inErr)
		}
	}
}

func TestLargeBatch(t *testing.T) {
	const n = 6000 // about 490 KiB: read in chunks
	var in strings.Builder
	in.WriteString("# a large batch\n")
	for i := 0; i < n; i++ {
		if i == 4321 {
			in.WriteString("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7\n") // 80 cells
			continue
		}
		in.WriteString(line9 + "\n")
	}
	out, errOut, code := runCLI(t, in.String(), "solve")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if code != 1 || len(lines) != n {
		t.Fatalf("exit %d, %d output lines; want 1 and %d", code, len(lines), n)
	}
	if !strings.HasPrefix(lines[4321], "invalid: line 4323: ") || !strings.Contains(errOut, "standard input:4323: invalid") || strings.Count(errOut, "\n") != 1 {
		t.Errorf("the bad puzzle (input line 4323): output %q, stderr %q", lines[4321], errOut)
	}
	for i, l := range lines {
		if i != 4321 && (len(l) != 81 || !strings.HasPrefix(l, "534678912")) {
			t.Fatalf("output line %d = %q", i+1, l)
		}
	}
	// Sixteen-cell lines stay 4×4 puzzles in every chunk, however the input is cut.
	four := "1.3..41.2..34..1\n"
	for _, count := range []int{16 * 1024, 16*1024 + 16} { // chunks of whole 1024 lines, and 16 left over
		out, errOut, code = runCLI(t, strings.Repeat(four, count), "solve", "--format", "line")
		if code != 0 || strings.Count(out, "1234341221434321\n") != count {
			t.Errorf("%d 4×4 puzzles: exit %d, %d solved, stderr %.200q", count, code, strings.Count(out, "\n"), errOut)
		}
	}
	// Grids of several lines, with blank lines between them, past the one-chunk size.
	grids := strings.Repeat(seed000+"\n", 3000)
	out, errOut, code = runCLI(t, grids, "solve", "--format", "line")
	if code != 0 || strings.Count(out, "\n") != 3000 {
		t.Errorf("3000 grids of 9 lines: exit %d, %d answers, stderr %.200q", code, strings.Count(out, "\n"), errOut)
	}
}
