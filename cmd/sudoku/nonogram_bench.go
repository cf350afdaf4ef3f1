package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/sudokubot/sudokubot/internal/cputime"
	"github.com/sudokubot/sudokubot/solver/nonogram"
)

// nonogramExpect is what a data set's index.tsv says about one puzzle.
type nonogramExpect struct{ solutions, class, pbnsolve string }

func nonogramBench(ctx context.Context, args []string, sio stdio) error {
	fs := newFlags("nonogram bench", "FILE|DIR...", sio)
	timeout := fs.Duration("timeout", 60*time.Second, "per-puzzle wall-clock limit (0: none)")
	cpuLimit := fs.Duration("cpu-limit", 0, "per-puzzle CPU-time limit, like pbnsolve -x (0: none)")
	markdown := fs.Bool("markdown", false, "print a Markdown table")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return usageError{"nonogram bench: no FILE or DIR given"}
	}
	files, expect, err := nonogramFiles(fs.Args())
	if err != nil {
		return err
	}
	tw := tabwriter.NewWriter(sio.out, 0, 8, 2, ' ', tabwriter.AlignRight)
	sep := "\t"
	if *markdown {
		fmt.Fprintln(sio.out, "| puzzle | size | expected | class | status | ok | CPU s | wall s | pbnsolve s | nodes | probes | line solves |")
		fmt.Fprintln(sio.out, "|---|---|---|---|---|---|---:|---:|---:|---:|---:|---:|")
	} else {
		fmt.Fprintln(tw, "puzzle\tsize\texpected\tclass\tstatus\tok\tCPU s\twall s\tpbnsolve s\tnodes\tprobes\tline solves\t")
	}
	bad := 0
	var total time.Duration
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), filepath.Ext(f))
		b, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		p, err := nonogram.ParseOptions{MaxSize: nonogramMaxSize}.Parse(string(b))
		if err != nil {
			return fmt.Errorf("%s: %w", f, err)
		}
		sol, cpu := nonogramSolveTimed(ctx, p, *timeout, *cpuLimit)
		total += cpu
		e := expect[name]
		ok := e.verdict(sol.Status)
		if ok == "NO" {
			bad++
		}
		cols := []string{name, p.Size(), e.solutions, e.class, sol.Status.String(), ok,
			fmt.Sprintf("%.3f", cpu.Seconds()), fmt.Sprintf("%.4f", sol.Elapsed.Seconds()), e.pbnsolve,
			strconv.FormatInt(sol.Nodes, 10), strconv.FormatInt(sol.Probes, 10), strconv.FormatInt(sol.LineSolves, 10)}
		if *markdown {
			fmt.Fprintln(sio.out, "| "+strings.Join(cols, " | ")+" |")
		} else {
			fmt.Fprintln(tw, strings.Join(cols, sep)+sep)
		}
		if ctx.Err() != nil {
			break
		}
	}
	tw.Flush()
	fmt.Fprintf(sio.out, "\n%d puzzles, %.3f CPU s in all", len(files), total.Seconds())
	if bad > 0 {
		fmt.Fprintf(sio.out, ", %d answered differently from the index", bad)
	}
	fmt.Fprintln(sio.out)
	if bad > 0 {
		return errUnsolved
	}
	return nil
}

// nonogramFiles expands the bench's arguments: a file is itself, a directory its .non
// files in name order; a shared data set (non/*.non beside index.tsv) also gives the
// expected answers.
func nonogramFiles(args []string) (files []string, expect map[string]nonogramExpect, err error) {
	expect = map[string]nonogramExpect{}
	for _, arg := range args {
		st, err := os.Stat(arg)
		if err != nil {
			return nil, nil, err
		}
		if !st.IsDir() {
			files = append(files, arg)
			continue
		}
		dir := arg
		if sub := filepath.Join(arg, "non"); nonogramIsDir(sub) {
			dir = sub // the shared data set: non/*.non beside index.tsv
			nonogramReadIndex(filepath.Join(arg, "index.tsv"), expect)
		}
		m, err := filepath.Glob(filepath.Join(dir, "*.non"))
		if err != nil {
			return nil, nil, err
		}
		sort.Strings(m)
		files = append(files, m...)
	}
	return files, expect, nil
}

// nonogramSolveTimed solves p within the wall-clock timeout and the CPU-time limit (0:
// none) and returns the solution with the CPU time the process spent on it.
func nonogramSolveTimed(ctx context.Context, p nonogram.Puzzle, timeout, cpuLimit time.Duration) (nonogram.Solution, time.Duration) {
	pctx, cancel := timeLimit(ctx, timeout)
	defer cancel()
	c0 := cputime.Process()
	stop := make(chan struct{})
	if cpuLimit > 0 {
		go func() { // cancel once the process has spent cpuLimit on this puzzle
			t := time.NewTicker(20 * time.Millisecond)
			defer t.Stop()
			for {
				select {
				case <-stop:
					return
				case <-t.C:
					if cputime.Process()-c0 > cpuLimit {
						cancel()
						return
					}
				}
			}
		}()
	}
	var s nonogram.Solver
	sol := s.Solve(pctx, p)
	cpu := cputime.Process() - c0
	close(stop)
	return sol, cpu
}

// verdict compares a status with the index: "yes", "NO", "gave up (allowed)" for an
// extreme puzzle, or "-" when the index does not say.
func (e nonogramExpect) verdict(st nonogram.Status) string {
	if e.solutions == "" {
		return "-"
	}
	want := "multiple"
	if e.solutions == "unique" {
		want = "unique"
	}
	switch {
	case st.String() == want:
		return "yes"
	case e.class == "extreme" && st == nonogram.GaveUp:
		return "gave up (allowed)"
	}
	return "NO"
}

func nonogramIsDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

// nonogramReadIndex reads the data set's index.tsv (name, WxH, title, by, solutions,
// line_solvable, class, pbnsolve_cpu_s, ...); a missing file leaves expect empty.
func nonogramReadIndex(path string, expect map[string]nonogramExpect) {
	b, err := os.ReadFile(path)
	if err != nil {
		return
	}
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Split(line, "\t")
		if len(f) >= 8 && f[0] != "name" {
			expect[f[0]] = nonogramExpect{solutions: strings.Fields(f[4] + " ")[0], class: f[6], pbnsolve: f[7]}
		}
	}
}
