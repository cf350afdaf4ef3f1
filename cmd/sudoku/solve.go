package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/explain"
)

// solveResult is one line of `solve --format json`. Field names are a public interface.
// Every key is always present: a field that does not apply is "" (see README, JSON outputs).
// Count is the number of solutions found, counting up to max(--count, 2): below that limit
// it is exact, at the limit it means "at least".
type solveResult struct {
	Index          int     `json:"index"`
	Size           int     `json:"size"`
	Status         string  `json:"status"`
	Solution       string  `json:"solution"`
	SecondSolution string  `json:"second_solution"`
	Count          int     `json:"count"`
	Limit          int     `json:"count_limit"`
	Error          string  `json:"error"`
	Usec           float64 `json:"usec"`
}

func runSolve(ctx context.Context, args []string, sio stdio) error {
	fs := newFlags("solve", "[FILE|-]...", sio)
	format := fs.String("format", "", "output: grid, line or json (default: the input's own layout)")
	outPath := fs.String("o", "", "write to `FILE`; with a directory, one output per input file (Input3.txt → Output3.txt)")
	pngPath := fs.String("png", "", "also draw the solution of the first puzzle to `FILE.png`")
	theme := fs.String("theme", "light", "picture theme: light or dark")
	timeout := fs.Duration("timeout", 30*time.Second, "give up on a puzzle after this long (0: no limit)")
	nodes := fs.Int64("nodes", 0, "give up on a puzzle after this many search nodes (0: no limit)")
	count := fs.Int("count", 2, "count solutions up to this many and print the count (2 proves uniqueness; uniqueness is always checked)")
	grid := addGridFlags(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	switch *format {
	case "", "grid", "line", "json":
	default:
		return usageError{fmt.Sprintf("--format %q: want grid, line or json", *format)}
	}
	if *count < 1 {
		return usageError{"--count must be at least 1"}
	}
	opt, err := grid.options()
	if err != nil {
		return err
	}
	names := fs.Args()
	if len(names) == 0 {
		names = []string{"-"}
	}
	outDir, err := outputDir(*outPath)
	if err != nil {
		return err
	}
	// Uniqueness is always proved: --count 1 still counts to 2 so that a two-solution
	// puzzle is never called unique.
	solver := sudoku.Solver{Limit: max(*count, 2), MaxNodes: *nodes}
	showCount := countGiven(fs)
	var single io.Writer = sio.out
	var singleFile *os.File
	if *outPath != "" && outDir == "" {
		if singleFile, err = os.Create(*outPath); err != nil {
			return err
		}
		defer singleFile.Close()
		single = singleFile
	}
	problems := &capped{w: sio.err, max: maxProblems}
	defer problems.summary()
	// Puzzles are read one chunk of the input at a time, solved on every core and written
	// in input order (batch.go).
	b := &batchSolver{ctx: ctx, solver: &solver, timeout: *timeout, problems: problems,
		workers: batchTuning.workers, maxJob: batchTuning.maxJob}
	if *pngPath != "" {
		b.png = func(p puzzle, res solved) error { return writeSolutionPNG(*pngPath, p.grid, res, *theme) }
	}
	b.start()
	defer b.stop()
	for _, name := range names {
		if err := solveInput(b, name, opt, single, outDir, resultOut{format: *format, showCount: showCount}, sio); err != nil {
			return err
		}
	}
	if singleFile != nil {
		if err := singleFile.Close(); err != nil {
			return err
		}
	}
	if !b.allUnique {
		return errUnsolved
	}
	return nil
}

// solveInput answers every puzzle of one input (a file, standard input or an argument
// grid) through b, writing to single or, with an output directory, to the input's own
// output file. An interrupted batch says how far it got.
func solveInput(b *batchSolver, name string, opt sudoku.ParseOptions, single io.Writer, outDir string, out resultOut, sio stdio) error {
	src := resolve(name, opt)
	in := input{name: src.name}
	w := single
	var f *os.File
	if outDir != "" {
		var err error
		if f, err = os.Create(filepath.Join(outDir, outputName(in.name))); err != nil {
			return err
		}
		w = f
	}
	b.out, b.answered = bufio.NewWriterSize(w, 64<<10), 0
	out.toFile = w != sio.out
	var addErr error // a write failed, or Ctrl-C: stop reading
	err := src.each(sio, opt, func(p puzzle, batch bool) error {
		out.batch = batch
		addErr = b.add(p, in, out)
		return addErr
	})
	if addErr == nil {
		// The input ended, or stopped with an error: answer every puzzle read before.
		if ferr := b.finish(); err == nil {
			err = ferr
		}
	} else if errors.Is(addErr, errInterrupted) {
		if err = b.drain(); err == nil {
			err = addErr
		}
	} else {
		b.out.Flush() // the results written before the error (a --png that failed)
	}
	if errors.Is(err, errInterrupted) {
		err = b.interrupted(in)
	}
	if f != nil {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	return err
}

// outputDir returns the directory -o names: an existing directory, or a name ending in a
// slash ("results/"), which is made when missing. It returns "" for a file name.
func outputDir(path string) (string, error) {
	if path == "" {
		return "", nil
	}
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return path, nil
	}
	if !strings.HasSuffix(path, "/") && !strings.HasSuffix(path, string(filepath.Separator)) {
		return "", nil
	}
	if err := os.MkdirAll(path, 0o755); err != nil {
		return "", fmt.Errorf("-o %s: %w", path, err)
	}
	return path, nil
}

// outputName maps an input file name to its output name: Input3.txt → Output3.txt,
// anything else → NAME.solved.EXT.
func outputName(in string) string {
	base := filepath.Base(in)
	if in == "-" {
		return "Output.txt"
	}
	if rest, ok := strings.CutPrefix(base, "Input"); ok {
		return "Output" + rest
	}
	if rest, ok := strings.CutPrefix(base, "input"); ok {
		return "output" + rest
	}
	ext := filepath.Ext(base)
	return strings.TrimSuffix(base, ext) + ".solved" + ext
}

// solvedGrid keeps the full solution alongside the JSON fields.
type solved struct {
	solveResult
	sol sudoku.Solution
}

func solveOne(ctx context.Context, s *sudoku.Solver, p puzzle, timeout time.Duration) solved {
	if p.err != nil {
		return solved{solveResult: solveResult{Status: "invalid", Error: trimPrefix(p.err.Error()), Limit: s.Limit},
			sol: sudoku.Solution{Status: sudoku.Invalid, Err: p.err}}
	}
	cctx := ctx
	if timeout > 0 {
		d := &puzzleDeadline{parent: ctx, deadline: time.Now().Add(timeout)}
		defer d.stop()
		cctx = d
	}
	sol := s.Solve(cctx, p.grid)
	r := solveResult{Size: p.grid.Size(), Status: sol.Status.String(), Count: sol.Count, Limit: s.Limit,
		Usec: float64(sol.Elapsed.Nanoseconds()) / 1e3}
	r.Usec = float64(int64(r.Usec*10+0.5)) / 10
	if sol.Status == sudoku.Invalid {
		// Name every clash, not just the first: "row 4 has 5 twice (r4c2, r4c6); row 6 ...".
		if c := clashes(p.grid); c != "" {
			sol.Err = errors.New(c)
		}
	}
	if sol.Status == sudoku.GaveUp {
		r.Error = fmt.Sprintf("gave up after %s (%d nodes)", sol.Elapsed.Round(time.Millisecond), sol.Nodes)
	} else if sol.Err != nil {
		r.Error = trimPrefix(sol.Err.Error())
	}
	return solved{solveResult: r, sol: sol}
}

// A puzzleDeadline is one puzzle's --timeout as a context that starts no timer unless a
// solver asks for its Done channel. The 9×9 solver only polls Err, every 4096 search nodes,
// and most puzzles of a batch end before the first poll: a timer for each would cost more
// than solving some of them. Err reads the clock; Done makes a timer context on first use,
// already done when the deadline has passed, so that Err and Done agree as a context must.
type puzzleDeadline struct {
	parent   context.Context
	deadline time.Time

	mu     sync.Mutex
	timed  context.Context // made by Done
	cancel context.CancelFunc
}

func (d *puzzleDeadline) Deadline() (time.Time, bool) {
	if pd, ok := d.parent.Deadline(); ok && pd.Before(d.deadline) {
		return pd, true
	}
	return d.deadline, true
}

func (d *puzzleDeadline) Done() <-chan struct{} {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.timed == nil {
		d.timed, d.cancel = context.WithDeadline(d.parent, d.deadline)
	}
	return d.timed.Done()
}

func (d *puzzleDeadline) Err() error {
	d.mu.Lock()
	timed := d.timed
	d.mu.Unlock()
	switch {
	case timed != nil:
		return timed.Err()
	case d.parent.Err() != nil:
		return d.parent.Err()
	case !time.Now().Before(d.deadline):
		return context.DeadlineExceeded
	}
	return nil
}

func (d *puzzleDeadline) Value(key any) any { return d.parent.Value(key) }

// stop releases the timer, if Done made one.
func (d *puzzleDeadline) stop() {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.cancel != nil {
		d.cancel()
	}
}

// maxProblems is how many puzzle problems solve explains on standard error; the rest are
// counted in one closing line (every result is still written to the output).
const maxProblems = 20

// capped passes on the first max writes (one problem each) and counts the others.
type capped struct {
	w        io.Writer
	n, max   int
	withheld int
}

func (c *capped) Write(p []byte) (int, error) {
	if c.n >= c.max {
		c.withheld++
		return len(p), nil
	}
	c.n++
	return c.w.Write(p)
}

// summary says how many problems were not shown.
func (c *capped) summary() {
	if c.withheld > 0 {
		fmt.Fprintf(c.w, "sudoku: and %d more problems not shown here (each puzzle's result is in the output)\n", c.withheld)
	}
}

// resultOut says how writeResult prints: the --format, whether the input is a batch (one
// result line per puzzle), whether w is a file (problems are then written into it too,
// never leaving it empty) and whether --count was given (the count is then printed).
type resultOut struct {
	format                   string
	batch, toFile, showCount bool
}

// countGiven reports whether --count was set on the command line.
func countGiven(fs *flag.FlagSet) bool {
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == "count" })
	return given
}

// countText says how many solutions were found: "3 solutions", "at least 5 solutions".
func countText(r solveResult) string {
	noun := "solutions"
	if r.Count == 1 {
		noun = "solution"
	}
	if r.Count >= r.Limit {
		return fmt.Sprintf("at least %d %s", r.Count, noun)
	}
	return fmt.Sprintf("%d %s", r.Count, noun)
}

// writeResult prints one puzzle's outcome: JSON, or the solution in the requested layout
// with problems explained on stderr. In a batch every puzzle gives exactly one line: the
// solution, or "STATUS: message" (a multiple puzzle: "multiple: two solutions: S1 S2").
func writeResult(w, errw io.Writer, o resultOut, in input, p puzzle, r solved) error {
	if o.format == "json" {
		if r.sol.Status == sudoku.Unique || r.sol.Status == sudoku.Multiple {
			r.Solution = r.sol.Grid.WithSymbols(p.grid.Symbols()).Line()
		}
		if r.sol.Status == sudoku.Multiple && r.sol.Second.Len() > 0 {
			r.SecondSolution = r.sol.Second.WithSymbols(p.grid.Symbols()).Line()
		}
		b, err := json.Marshal(r.solveResult)
		if err != nil {
			return err
		}
		_, err = w.Write(append(b, '\n'))
		return err
	}
	where := func() string { // only for problems: most puzzles of a batch have none
		if o.batch || p.line > 1 {
			return displayName(in.name) + ":" + strconv.Itoa(p.line)
		}
		return displayName(in.name)
	}
	line := o.format == "line" || (o.format == "" && o.batch)
	layout := func(g sudoku.Grid) error {
		g = g.WithSymbols(p.grid.Symbols()) // the solution is written in the input's own symbols
		var s string
		switch {
		case line:
			s = g.Line()
		case o.format == "grid":
			s = g.String()
		default:
			s = sudoku.Format(g, p.grid.Layout())
		}
		_, err := io.WriteString(w, s)
		if err == nil && !strings.HasSuffix(s, "\n") {
			_, err = io.WriteString(w, "\n")
		}
		return err
	}
	count := ""
	if o.showCount {
		count = countText(r.solveResult)
	}
	switch r.sol.Status {
	case sudoku.Unique:
		err := layout(r.sol.Grid)
		if err == nil && count != "" && !o.batch {
			_, err = fmt.Fprintf(w, "%s (unique)\n", count)
		}
		return err
	case sudoku.Multiple:
		if count == "" {
			count = "more than one solution"
		}
		fmt.Fprintf(errw, "sudoku: %s: %s; two of them:\n", where(), count)
		if o.batch {
			_, err := fmt.Fprintf(w, "multiple: %s: %s %s\n", count,
				r.sol.Grid.WithSymbols(p.grid.Symbols()).Line(), r.sol.Second.WithSymbols(p.grid.Symbols()).Line())
			return err
		}
		if err := layout(r.sol.Grid); err != nil {
			return err
		}
		if !line {
			io.WriteString(w, "\n")
		}
		err := layout(r.sol.Second)
		if err == nil && o.showCount {
			_, err = fmt.Fprintln(w, count)
		}
		return err
	default:
		fmt.Fprintf(errw, "sudoku: %s: %s: %s\n", where(), r.Status, r.Error)
		if o.batch || o.toFile {
			_, err := fmt.Fprintf(w, "%s: %s\n", r.Status, r.Error)
			return err
		}
		return nil
	}
}

// clashes words every digit that appears more than once in a house of g, once per house
// and digit with all its cells: "row 1 has 3 three times (r1c1, r1c2, r1c3); column 4 has
// 3 twice (r1c4, r2c4)" ([sudoku.Conflicts] gives one pair of cells per later copy). It is
// "" when nothing clashes.
func clashes(g sudoku.Grid) string {
	var parts []string
	for _, c := range explain.Clashes(g) {
		names := make([]string, len(c.Cells))
		for i, cell := range c.Cells {
			names[i] = g.CellName(cell)
		}
		parts = append(parts, fmt.Sprintf("%s has %s %s (%s)", c.House, c.Digit, c.Times(), strings.Join(names, ", ")))
	}
	return strings.Join(parts, "; ")
}

// clashErr is err, or the words of [clashes] when err is a broken rule of g's givens (a
// *sudoku.RuleError names only the first pair of cells).
func clashErr(g sudoku.Grid, err error) error {
	var re *sudoku.RuleError
	if errors.As(err, &re) {
		if c := clashes(g); c != "" {
			return errors.New(c)
		}
	}
	return err
}
