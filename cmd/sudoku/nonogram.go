package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/sudokubot/sudokubot/render"
	"github.com/sudokubot/sudokubot/solver/nonogram"
)

// nonogramMaxSize is the size cap for nonograms read by the CLI (the bot uses the default 200).
const nonogramMaxSize = 2000

// runNonogram dispatches `sudoku nonogram solve|hint|bench`.
func runNonogram(ctx context.Context, args []string, sio stdio) error {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprint(sio.err, `usage: sudoku nonogram COMMAND [flags] FILE

commands:
  solve   solve a nonogram (seed, .non, webpbn XML, JSON or pasted clue text) and prove uniqueness
  hint    explain the next deduction: a line, or a trial when lines are stuck (--all: every one)
  bench   solve puzzles (files, or every .non in a directory) and report CPU times
`)
		if len(args) == 0 {
			return usageError{"nonogram: no command given"}
		}
		return nil
	}
	switch args[0] {
	case "solve":
		return nonogramSolve(ctx, args[1:], sio)
	case "hint":
		return nonogramHint(ctx, args[1:], sio)
	case "bench":
		return nonogramBench(ctx, args[1:], sio)
	}
	return usageError{fmt.Sprintf("nonogram: unknown command %q (want solve, hint or bench)", args[0])}
}

// nonogramInput reads the FILE argument of fs, or stdin for "-" or no argument, refusing
// early what cannot be a nonogram (see checkNonogramText).
func nonogramInput(fs *flag.FlagSet, sio stdio) (string, error) {
	r, name := sio.in, "standard input"
	if fs.NArg() > 0 && fs.Arg(0) != "-" {
		f, err := os.Open(fs.Arg(0))
		if err != nil {
			return "", err
		}
		defer f.Close()
		r, name = f, fs.Arg(0)
	}
	b, err := io.ReadAll(io.LimitReader(r, maxNonogramInput+1))
	if err != nil {
		return "", err
	}
	if err := checkNonogramText(b, nonogramMaxSize); err != nil {
		return "", fmt.Errorf("%s: %w", name, err)
	}
	return string(b), nil
}

// nonogramJSON is the --format json answer of `nonogram solve`. Every key is always
// present: rows and second are empty lists and error is "" when they do not apply.
type nonogramJSON struct {
	Status string   `json:"status"`
	Width  int      `json:"width"`
	Height int      `json:"height"`
	Rows   []string `json:"rows"`
	Second []string `json:"second"`
	Error  string   `json:"error"`
}

func nonogramSolve(ctx context.Context, args []string, sio stdio) error {
	fs := newFlags("nonogram solve", "[FILE|-]", sio)
	format := fs.String("format", "grid", "output format: grid or json")
	timeout := fs.Duration("timeout", 60*time.Second, "give up after this long (0: no limit)")
	maxNodes := fs.Int64("max-nodes", 0, "give up after this many search nodes (0: no limit)")
	stats := fs.Bool("stats", false, "print search statistics to stderr")
	pngPath := fs.String("png", "", "also draw the answer to `FILE.png` (the picture, or the clues when unsolved)")
	themeName := fs.String("theme", "light", "picture theme: light or dark")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *format != "grid" && *format != "json" {
		return usageError{fmt.Sprintf("nonogram solve: --format %q, want grid or json", *format)}
	}
	theme, err := render.ParseTheme(*themeName)
	if err != nil {
		return usageError{"nonogram solve: " + err.Error()}
	}
	text, err := nonogramInput(fs, sio)
	if err != nil {
		return err
	}
	p, err := nonogram.ParseOptions{MaxSize: nonogramMaxSize}.Parse(text)
	if err != nil {
		if *format == "json" {
			nonogramWriteJSON(sio.out, nonogramJSON{Status: nonogram.Invalid.String(), Rows: []string{}, Second: []string{}, Error: err.Error()})
			return errUnsolved
		}
		return err
	}
	if *timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, *timeout)
		defer cancel()
	}
	s := nonogram.Solver{MaxNodes: *maxNodes}
	sol := s.Solve(ctx, p)
	if *pngPath != "" {
		if err := writeNonogramSolutionPNG(*pngPath, p, sol, theme); err != nil {
			return err
		}
	}
	if *stats {
		fmt.Fprintf(sio.err, "nonogram: %s, %v in %v: %d nodes, %d probes, %d line solves, depth %d\n",
			p.Size(), sol.Status, sol.Elapsed.Round(time.Microsecond), sol.Nodes, sol.Probes, sol.LineSolves, sol.MaxDepth)
	}
	if *format == "json" {
		j := nonogramJSON{Status: sol.Status.String(), Width: p.Width(), Height: p.Height(), Rows: []string{}, Second: []string{}}
		if !sol.Grid.IsZero() {
			j.Rows = sol.Grid.Rows()
		}
		if !sol.Second.IsZero() {
			j.Second = sol.Second.Rows()
		}
		if sol.Err != nil {
			j.Error = sol.Err.Error()
		}
		if err := nonogramWriteJSON(sio.out, j); err != nil {
			return err
		}
	} else {
		w := sio.out
		fmt.Fprintf(w, "%s nonogram (%s): %s\n", p.Size(), p.Format, sol.Status)
		switch sol.Status {
		case nonogram.Unique:
			fmt.Fprint(w, sol.Grid)
		case nonogram.Multiple:
			fmt.Fprintf(w, "first solution:\n%s\nsecond solution:\n%s", sol.Grid, sol.Second)
		default:
			fmt.Fprintln(w, strings.TrimPrefix(sol.Err.Error(), "nonogram: "))
		}
	}
	if sol.Status != nonogram.Unique {
		return errUnsolved
	}
	return nil
}

func nonogramWriteJSON(w io.Writer, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// nonogramHintJSON is the --format json answer of `nonogram hint`: one object per step.
type nonogramHintJSON struct {
	Line  string   `json:"line"`
	Clue  []int    `json:"clue"`
	Black []int    `json:"black"` // 1-based cells along the line
	White []int    `json:"white"`
	Text  string   `json:"text"`
	Rows  []string `json:"rows"` // the grid after the step, '?' unknown
}

func nonogramHint(ctx context.Context, args []string, sio stdio) error {
	fs := newFlags("nonogram hint", "[FILE|-]", sio)
	timeout := fs.Duration("timeout", 60*time.Second, "give up after this long (0: no limit; with --all, for all the steps)")
	work := fs.Int64("work", 0, "line-solver runs one trial step may make (0: the default, 100000; -1: no bound)")
	format := fs.String("format", "grid", "output format: grid or json")
	partial := fs.String("partial", "", "file with the grid so far ('#' black, '.' white, '?' unknown)")
	all := fs.Bool("all", false, "print every step (line deductions, then trials) until the grid is complete or only a guess is left")
	pngPath := fs.String("png", "", "also draw the grid with the step to `FILE.png` (with --all: the last step)")
	themeName := fs.String("theme", "light", "picture theme: light or dark")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *format != "grid" && *format != "json" {
		return usageError{fmt.Sprintf("nonogram hint: --format %q, want grid or json", *format)}
	}
	theme, err := render.ParseTheme(*themeName)
	if err != nil {
		return usageError{"nonogram hint: " + err.Error()}
	}
	text, err := nonogramInput(fs, sio)
	if err != nil {
		return err
	}
	p, err := nonogram.ParseOptions{MaxSize: nonogramMaxSize}.Parse(text)
	if err != nil {
		return err
	}
	g := nonogram.NewGrid(p.Width(), p.Height())
	if *partial != "" {
		b, err := os.ReadFile(*partial)
		if err != nil {
			return err
		}
		if g, err = nonogram.ParseGrid(string(b)); err != nil {
			return fmt.Errorf("%s: %w", *partial, err)
		}
	}
	// drawPNG draws the grid before the last step with that step, or the grid as it is.
	var last *nonogram.Step
	var before nonogram.Grid
	drawPNG := func() error {
		if *pngPath == "" {
			return nil
		}
		if last == nil {
			return writeNonogramPNG(*pngPath, p, g, nil, render.Options{Theme: theme, Labels: true, Title: p.Size() + " nonogram · no step"})
		}
		return writeNonogramPNG(*pngPath, p, before, last, render.Options{Theme: theme, Labels: true, Title: last.Text})
	}
	ctx, cancel := nonogramContext(ctx, *timeout)
	defer cancel()
	for n := 0; ; n++ {
		st, err := nonogram.NextStepContext(ctx, p, g)
		if errors.Is(err, nonogram.ErrStuck) {
			st, err = nonogram.TrialStepContext(ctx, p, g, *work)
		}
		switch {
		case errors.Is(err, nonogram.ErrLimit) && errors.Is(err, context.DeadlineExceeded):
			return fmt.Errorf("nonogram hint: gave up after %s (--timeout): no step found in time", *timeout)
		case errors.Is(err, nonogram.ErrLimit) && ctx.Err() == nil:
			return fmt.Errorf("nonogram hint: gave up: no single trial failed within the work budget (--work, default %d line-solver runs)", nonogram.DefaultTrialWork)
		case errors.Is(err, nonogram.ErrComplete):
			if *format == "grid" {
				fmt.Fprintln(sio.out, "The grid is complete.")
			}
			return drawPNG()
		case errors.Is(err, nonogram.ErrStuck):
			if *format == "grid" {
				fmt.Fprintln(sio.out, "No line and no single trial settles a cell any more: the next step is a guess.")
			}
			return drawPNG()
		case err != nil:
			return err
		}
		if *pngPath != "" {
			before, last = g.Clone(), &st
		}
		st.Apply(g)
		if *format == "json" {
			nonogramWriteJSON(sio.out, nonogramHintJSON{Line: st.Line.String(), Clue: st.Clue, Black: nonogramOneBased(st.Black), White: nonogramOneBased(st.White), Text: st.Text, Rows: g.Rows()})
		} else {
			fmt.Fprintln(sio.out, st.Text+".")
			if !*all {
				fmt.Fprint(sio.out, g)
			}
		}
		if !*all {
			return drawPNG()
		}
	}
}

func nonogramOneBased(xs []int) []int {
	out := make([]int, len(xs))
	for i, x := range xs {
		out[i] = x + 1
	}
	return out
}

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

// nonogramContext is context.WithTimeout, or WithCancel when d is 0 (no limit).
func nonogramContext(ctx context.Context, d time.Duration) (context.Context, context.CancelFunc) {
	if d > 0 {
		return context.WithTimeout(ctx, d)
	}
	return context.WithCancel(ctx)
}
