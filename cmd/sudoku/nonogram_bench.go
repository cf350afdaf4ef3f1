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
	var files []string
	expect := map[string]nonogramExpect{}
	for _, arg := range fs.Args() {
		st, err := os.Stat(arg)
		if err != nil {
			return err
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
			return err
		}
		sort.Strings(m)
		files = append(files, m...)
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
		pctx, cancel := nonogramContext(ctx, *timeout)
		c0 := processCPU()
		stop := make(chan struct{})
		if *cpuLimit > 0 {
			go func() { // cancel once the process has spent cpuLimit on this puzzle
				t := time.NewTicker(20 * time.Millisecond)
				defer t.Stop()
				for {
					select {
					case <-stop:
						return
					case <-t.C:
						if processCPU()-c0 > *cpuLimit {
							cancel()
							return
						}
					}
				}
			}()
		}
		var s nonogram.Solver
		sol := s.Solve(pctx, p)
		cpu := processCPU() - c0
		close(stop)
		cancel()
		total += cpu
		e := expect[name]
		ok := "-"
		if e.solutions != "" {
			want := "multiple"
			if e.solutions == "unique" {
				want = "unique"
			}
			switch {
			case sol.Status.String() == want:
				ok = "yes"
			case e.class == "extreme" && sol.Status == nonogram.GaveUp:
				ok = "gave up (allowed)"
			default:
				ok = "NO"
				bad++
			}
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
