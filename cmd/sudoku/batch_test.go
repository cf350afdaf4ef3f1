package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/internal/cputime"
)

// runTuned is runCLI with the batch solved by workers goroutines in jobs of at most maxJob
// puzzles (0: the defaults). With combined, standard output and standard error are one
// stream, as with 2>&1, and stderr is empty.
func runTuned(t *testing.T, workers, maxJob int, combined bool, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	batchTuning.workers, batchTuning.maxJob = workers, maxJob
	defer func() { batchTuning.workers, batchTuning.maxJob = 0, 0 }()
	if !combined {
		return runCLI(t, stdin, args...)
	}
	var both bytes.Buffer
	sio := stdio{in: strings.NewReader(stdin), out: &both, err: &both}
	code = exitCode(run(context.Background(), args, sio), &both)
	return both.String(), "", code
}

var usecField = regexp.MustCompile(`"usec":[0-9.e+-]+`)

// firstDiff describes the first line where got and want differ.
func firstDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			return "line " + strconv.Itoa(i+1) + ": got " + strconv.Quote(gl) + ", want " + strconv.Quote(wl)
		}
	}
	return "same lines"
}

// TestBatchParallelMatchesSequential: a batch solved on several workers in jobs of any size
// writes exactly what the sequential reference (one worker, one puzzle per job) writes, in
// every output format: results in input order, problems on standard error in order and at
// the same place of a shared stream, the same exit code.
func TestBatchParallelMatchesSequential(t *testing.T) {
	mixed, err := os.ReadFile("testdata/batch-mixed.txt")
	if err != nil {
		t.Fatal(err)
	}
	all := [][]string{nil, {"--format", "line"}, {"--format", "grid"}, {"--format", "json"}, {"--count", "3"}}
	textAndJSON := [][]string{nil, {"--format", "json"}}
	inputs := []struct {
		name    string
		stdin   string
		args    []string
		formats [][]string
	}{
		{"mixed file", "", []string{"testdata/batch-mixed.txt"}, all},
		{"mixed, read in chunks", strings.Repeat(string(mixed), 16), nil, textAndJSON}, // 153 KiB
		{"17 clues", "", []string{"testdata/batch-17clue.txt"}, textAndJSON},
		{"several files", "", []string{"testdata/batch.txt", "testdata/batch-mixed.txt", "testdata/invalid.txt", "testdata/multiple.txt", "testdata/boxed.txt"}, all},
		{"one grid", seed000, nil, all},
		{"a batch, then junk", strings.Repeat(line9+"\n", 3000) + strings.Repeat("1\n", 1<<17), nil, [][]string{nil}},
	}
	tunings := []struct{ workers, maxJob int }{{4, 1}, {3, 7}, {2, 0}}
	for _, in := range inputs {
		for _, format := range in.formats {
			for _, combined := range []bool{false, true} {
				args := append(append([]string{"solve"}, format...), in.args...)
				name := in.name + " " + strings.Join(format, " ")
				if combined {
					name += " 2>&1"
				}
				t.Run(name, func(t *testing.T) {
					wantOut, wantErr, wantCode := runTuned(t, 1, 1, combined, in.stdin, args...)
					wantOut = usecField.ReplaceAllString(wantOut, `"usec":0`)
					if wantOut == "" {
						t.Fatalf("no output; stderr %.300q", wantErr)
					}
					for _, tu := range tunings {
						out, errOut, code := runTuned(t, tu.workers, tu.maxJob, combined, in.stdin, args...)
						out = usecField.ReplaceAllString(out, `"usec":0`)
						if out != wantOut {
							t.Errorf("%d workers, jobs of %d: output differs from the sequential one at %s", tu.workers, tu.maxJob, firstDiff(out, wantOut))
						}
						if errOut != wantErr || code != wantCode {
							t.Errorf("%d workers, jobs of %d: exit %d, stderr %q; want exit %d, stderr %q", tu.workers, tu.maxJob, code, errOut, wantCode, wantErr)
						}
					}
				})
			}
		}
	}
}

// TestBatchSharedStream: with 2>&1 each problem comes right after the results of the
// puzzles before it, as when every result was written at once, whatever the jobs.
func TestBatchSharedStream(t *testing.T) {
	const want = `417369825632158947958724316825437169791586432346912758289643571573291684164875293
527316489896542731314987562172453896689271354453698217941825673765134928238769145
sudoku: testdata/batch.txt:4: more than one solution; two of them:
multiple: more than one solution: 123456789789123456456789123215397648368245971974618532541862397897531264632974815 123456789789123456456789123215397648368245971974618532531864297892571364647932815
sudoku: testdata/batch.txt:5: invalid: line 5: 8 cells is not a square grid; sizes are 4×4 (16 cells) to 25×25 (625 cells)
invalid: line 5: 8 cells is not a square grid; sizes are 4×4 (16 cells) to 25×25 (625 cells)
`
	for _, tu := range []struct{ workers, maxJob int }{{1, 1}, {2, 3}, {0, 0}} {
		if got, _, code := runTuned(t, tu.workers, tu.maxJob, true, "", "solve", "testdata/batch.txt"); got != want || code != 1 {
			t.Errorf("%d workers, jobs of %d: exit %d, output %s", tu.workers, tu.maxJob, code, firstDiff(got, want))
		}
	}
}

// A reader that cancels a context once n bytes have been read from it: Ctrl-C in the
// middle of a batch.
type cancelAfter struct {
	r      io.Reader
	n      int
	cancel context.CancelFunc
}

func (c *cancelAfter) Read(p []byte) (int, error) {
	k, err := c.r.Read(p)
	if c.n -= k; c.n <= 0 {
		c.cancel()
	}
	return k, err
}

// TestBatchInterrupted: Ctrl-C (the context done) stops a batch: the puzzles handed to the
// workers are answered, in order, and the message says how many.
func TestBatchInterrupted(t *testing.T) {
	c17, err := os.ReadFile("testdata/batch-17clue.txt")
	if err != nil {
		t.Fatal(err)
	}
	input := strings.Repeat(string(c17), 20) // 20,000 puzzles, 1.6 MB
	want, _, _ := runCLI(t, input, "solve")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var out, errb bytes.Buffer
	sio := stdio{in: &cancelAfter{r: strings.NewReader(input), n: 300 << 10, cancel: cancel}, out: &out, err: &errb}
	code := exitCode(run(ctx, []string{"solve"}, sio), &errb)
	m := regexp.MustCompile(`standard input: interrupted; the first (\d+) puzzles were answered \(to line (\d+)\)`).FindStringSubmatch(errb.String())
	if code != 1 || m == nil {
		t.Fatalf("exit %d, stderr %q; want 1 and the interruption", code, errb.String())
	}
	n, _ := strconv.Atoi(m[1])
	if n < 1 || n >= 20000 || strings.Count(out.String(), "\n") != n || !strings.HasPrefix(want, out.String()) {
		t.Errorf("%s answered, %d output lines; want that many, fewer than 20,000, each the right answer", m[1], strings.Count(out.String(), "\n"))
	}
}

// TestBatchStoppedBeforeStart: a context done before the first puzzle is handed out
// answers none and says so; a deadline says it ran out of time.
func TestBatchStoppedBeforeStart(t *testing.T) {
	ctx, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	var out, errb bytes.Buffer
	sio := stdio{in: strings.NewReader(""), out: &out, err: &errb}
	code := exitCode(run(ctx, []string{"solve", "testdata/batch-17clue.txt"}, sio), &errb)
	if want := "testdata/batch-17clue.txt: out of time before any puzzle was answered"; code != 1 || out.Len() != 0 || !strings.Contains(errb.String(), want) {
		t.Errorf("exit %d, %d bytes out, stderr %q; want 1, none and %q", code, out.Len(), errb.String(), want)
	}
}

// TestBatchPNGError: a --png that cannot be written stops the batch after the results
// written so far, which reach the output (up to the first readable puzzle, as before).
func TestBatchPNGError(t *testing.T) {
	png := filepath.Join(t.TempDir(), "no", "such", "dir", "x.png")
	out, errOut, code := runCLI(t, "", "solve", "--png", png, "testdata/batch-mixed.txt")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if code != 1 || len(lines) != 2 || !strings.HasPrefix(lines[0], "invalid: line 3:") || len(lines[1]) != 81 || !strings.Contains(errOut, "no such file") {
		t.Errorf("exit %d, stdout %q, stderr %q; want 1, the two results before the picture, and the error", code, out, errOut)
	}
}

// TestPuzzleDeadline: the per-puzzle deadline behaves as a context: Err and Done agree
// before and after the deadline and when the parent is cancelled, and a solver that waits
// on Done (the generic one, 16×16) gives up.
func TestPuzzleDeadline(t *testing.T) {
	past := &puzzleDeadline{parent: context.Background(), deadline: time.Now().Add(-time.Second)}
	if !errors.Is(past.Err(), context.DeadlineExceeded) {
		t.Errorf("past deadline: Err() = %v", past.Err())
	}
	<-past.Done() // closed at once
	past.stop()

	parent, cancel := context.WithCancel(context.Background())
	d := &puzzleDeadline{parent: parent, deadline: time.Now().Add(time.Hour)}
	if d.Err() != nil {
		t.Errorf("before the deadline: Err() = %v", d.Err())
	}
	if dl, ok := d.Deadline(); !ok || !dl.Equal(d.deadline) {
		t.Errorf("Deadline() = %v, %v", dl, ok)
	}
	done := d.Done()
	select {
	case <-done:
		t.Error("Done closed before the deadline")
	default:
	}
	cancel()
	<-done
	if !errors.Is(d.Err(), context.Canceled) {
		t.Errorf("parent cancelled: Err() = %v", d.Err())
	}
	d.stop()

	soon := &puzzleDeadline{parent: context.Background(), deadline: time.Now().Add(time.Millisecond)}
	<-soon.Done()
	if !errors.Is(soon.Err(), context.DeadlineExceeded) {
		t.Errorf("after the deadline: Err() = %v", soon.Err())
	}
	soon.stop()

	// Every 16×16 puzzle of the mixed batch gives up at once with --timeout 1ns.
	out, _, code := runCLI(t, "", "solve", "--timeout", "1ns", "--format", "json", "testdata/batch-mixed.txt")
	sixteen := 0
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		if strings.Contains(l, `"size":16`) {
			sixteen++
			if !strings.Contains(l, `"status":"gave_up"`) {
				t.Errorf("16×16 with --timeout 1ns: %s", l)
			}
		}
	}
	if code != 1 || sixteen == 0 {
		t.Errorf("exit %d, %d 16×16 results; want 1 and some", code, sixteen)
	}
}

// BenchmarkSolveBatch times the whole batch path of solve (read in chunks, parse, solve on
// GOMAXPROCS workers, format, write) on 8,000 puzzles of 17 clues (656 KB) and reports the
// wall and CPU time per puzzle (CPU time, from getrusage, is steadier on a shared machine).
// Run with -cpu 1,2 to see the workers' share.
func BenchmarkSolveBatch(b *testing.B) {
	c17, err := os.ReadFile("testdata/batch-17clue.txt")
	if err != nil {
		b.Fatal(err)
	}
	const copies = 8
	path := filepath.Join(b.TempDir(), "batch.txt")
	if err := os.WriteFile(path, bytes.Repeat(c17, copies), 0o644); err != nil {
		b.Fatal(err)
	}
	for _, format := range []string{"line", "json"} {
		b.Run(format, func(b *testing.B) {
			sio := stdio{in: strings.NewReader(""), out: io.Discard, err: io.Discard}
			b.ReportAllocs()
			cpu0 := cputime.Process()
			for b.Loop() {
				if err := run(context.Background(), []string{"solve", "--format", format, path}, sio); err != nil {
					b.Fatal(err)
				}
			}
			puzzles := float64(b.N * copies * 1000)
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/puzzles, "ns/puzzle")
			b.ReportMetric(float64((cputime.Process()-cpu0).Nanoseconds())/puzzles, "cpu-ns/puzzle")
		})
	}
}
