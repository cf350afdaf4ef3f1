package render

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/sudokubot/sudokubot/internal/cputime"
)

// BenchmarkSolution9 draws a 9×9 solution at the default size and encodes it as PNG.
func BenchmarkSolution9(b *testing.B) {
	benchmarkSolution9(b, Options{Labels: true, Title: "Easy · SE 1.5"})
}

// BenchmarkSolution9Chat is the bot's solve picture: a 9×9 solution with labels at the
// chat cell size (56 px), drawn and encoded.
func BenchmarkSolution9Chat(b *testing.B) {
	benchmarkSolution9(b, Options{Labels: true, CellSize: 56})
}

// benchmarkSolution9 draws the fixture's solution with opt and encodes it, reporting the
// CPU time per picture too (a loaded machine inflates it far less than ns/op).
func benchmarkSolution9(b *testing.B, opt Options) {
	p, s, _ := nine(b)
	var buf bytes.Buffer
	b.ReportAllocs()
	cpu0, n := cputime.Process(), 0
	for b.Loop() {
		img, err := Solution(p, s, opt)
		if err != nil {
			b.Fatal(err)
		}
		buf.Reset()
		if err := EncodePNG(&buf, img); err != nil {
			b.Fatal(err)
		}
		n++
	}
	b.ReportMetric(float64((cputime.Process()-cpu0).Microseconds())/float64(n), "cpu-µs/op")
	b.ReportMetric(float64(buf.Len()), "png-bytes")
}

// BenchmarkMarks25 draws a 25×25 puzzle with all its pencil marks and encodes it as PNG.
func BenchmarkMarks25(b *testing.B) {
	p := parseLine(b, fixture(b, 3))
	m := candidates(p)
	var buf bytes.Buffer
	b.ReportAllocs()
	cpu0, n := cputime.Process(), 0
	for b.Loop() {
		img, err := Sudoku(p, p, Options{Marks: m})
		if err != nil {
			b.Fatal(err)
		}
		buf.Reset()
		if err := EncodePNG(&buf, img); err != nil {
			b.Fatal(err)
		}
		n++
	}
	b.ReportMetric(float64((cputime.Process()-cpu0).Microseconds())/float64(n), "cpu-µs/op")
	b.ReportMetric(float64(buf.Len()), "png-bytes")
}

// BenchmarkDraw9 is the drawing alone, without encoding, for the hint picture.
func BenchmarkDraw9Hint(b *testing.B) {
	p, _, cur := nine(b)
	m := candidates(cur)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Hint(p, cur, m, &chainStep, nil, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// benchmarkNonogram draws a random, half-known n×n nonogram with a hint at the default size
// and encodes it as PNG.
func benchmarkNonogram(b *testing.B, n int) {
	board := randomBoard(rand.New(rand.NewPCG(uint64(n), 3)), n, n, 0.5)
	board.Progress = true
	hint := &NonogramHint{Index: n / 2, Clues: []int{0}, Black: []int{0, 1}, White: []int{n - 1}}
	var buf bytes.Buffer
	b.ReportAllocs()
	for b.Loop() {
		img, err := Nonogram(board, hint, Options{Title: "Nonogram"})
		if err != nil {
			b.Fatal(err)
		}
		buf.Reset()
		if err := EncodePNG(&buf, img); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len()), "png-bytes")
}

func BenchmarkNonogram30(b *testing.B)  { benchmarkNonogram(b, 30) }
func BenchmarkNonogram100(b *testing.B) { benchmarkNonogram(b, 100) }
