package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTable: the table counts, at all our forcing and Kraken positions and at each
// puzzle's first one (the measure), where HoDoKu takes a non-forcing step and, where
// both take a forcing chain, whose is shorter (HoDoKu's placed nodes against our links).
func TestTable(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		// our path: puzzle, step, technique, class, links
		"ours.tsv": "1\t1\tHidden Single\tN\t0\n1\t5\tForcing Chain\tF\t10\n1\t6\tForcing Chain\tF\t4\n" +
			"2\t3\tKraken Fish\tK\t6\n2\t4\tForcing Chain\tF\t12\n",
		// HoDoKu at our positions: id, technique, class, links, placed nodes
		"hodat.tsv": "1:5\tFORCING_CHAIN\tF\t20\t6\n1:6\tFORCING_CHAIN\tF\t20\t9\n" +
			"2:3\tALS_XY_CHAIN\tN\t5\t-\n2:4\tFORCING_NET\tF\t30\t12\n",
		"hodpath.tsv": "1\t1\tHIDDEN_SINGLE\tN\t0\t0\n2\t1\tHIDDEN_SINGLE\tN\t0\t0\n",
		"oursat.tsv":  "",
	}
	var args []string
	for _, name := range []string{"ours.tsv", "hodat.tsv", "hodpath.tsv", "oursat.tsv"} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(files[name]), 0o644); err != nil {
			t.Fatal(err)
		}
		args = append(args, p)
	}
	out := captureStdout(t, func() error { return table(args) })
	for _, want := range []string{
		"at our forcing/Kraken positions (4 handed to HoDoKu): HoDoKu takes a non-forcing step at 1\n",
		"    ALS_XY_CHAIN 1\n",
		"at our first forcing/Kraken step of each puzzle (2, 2 handed to HoDoKu): HoDoKu takes a non-forcing step at 1\n",
		"both forcing at the same position: 3; HoDoKu's shorter in 1, ours in 1, equal 1",
		"at our first forcing/Kraken step of each puzzle: 1; HoDoKu's shorter in 1, ours in 0, equal 0\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("table output lacks %q:\n%s", want, out)
		}
	}
}

// captureStdout runs f with the process's standard output going to a pipe and returns
// what f wrote.
func captureStdout(t *testing.T, f func() error) string {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	old := os.Stdout
	os.Stdout = w
	done := make(chan string)
	go func() {
		b, _ := io.ReadAll(r)
		done <- string(b)
	}()
	ferr := f()
	os.Stdout = old
	w.Close()
	out := <-done
	if ferr != nil {
		t.Fatal(ferr)
	}
	return out
}
