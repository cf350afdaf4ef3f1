// Command sudoku solves, explains, rates, generates and draws Sudoku puzzles (4×4 to 25×25)
// and nonograms from the command line, with the same engine as the sudokubot Discord bot.
//
// Usage:
//
//	sudoku solve    [flags] [FILE|-]   solve puzzles (one grid, or a batch with one per line)
//	sudoku bench    [flags] FILE       solve every puzzle of a file and report timings
//	sudoku render   [flags] FILE -o board.png   draw a grid as a PNG
//	sudoku nonogram solve|hint|bench [flags] FILE   nonograms: solve and prove uniqueness, explain a step, time
//
// Run "sudoku COMMAND --help" for a command's flags. Exit status: 0 when every puzzle read
// has exactly one solution (or the command made what it was asked), 1 when some puzzle has
// none or several or an input could not be read, 2 for usage errors (README.md's table,
// which a test runs).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"os/signal"
	"slices"
	"strings"
)

// stdio is where a command reads and writes; tests pass buffers.
type stdio struct {
	in       io.Reader
	out, err io.Writer
	// inTerminal/errTerminal report whether stdin/stderr are terminals.
	inTerminal, errTerminal bool
}

// A command runs one subcommand with its own arguments (the name removed).
type command struct {
	run     func(ctx context.Context, args []string, sio stdio) error
	summary string
}

// commands is the subcommand table; each lives in its own file.
var commands = map[string]command{
	"solve":    {runSolve, "solve puzzles and print or draw the solution"},
	"bench":    {runBench, "solve every puzzle of a file and report timings"},
	"render":   {runRender, "draw a grid as a PNG, with pencil marks, labels and a title"},
	"hint":     {runHint, "check a player's grid and give the next hint (levels 1-4)"},
	"explain":  {runExplain, "explain the whole solving path of a puzzle"},
	"rate":     {runRate, "rate puzzles (SE-style ER, score, band)"},
	"generate": {runGenerate, "generate rated puzzles in a difficulty band"},
	"nonogram": {runNonogram, "solve, explain or benchmark nonograms (solve, hint, bench)"},
}

// usageError makes run exit with status 2.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

// errUnsolved makes run exit with status 1 without printing more: the command already said why.
var errUnsolved = errors.New("not every puzzle has a unique solution")

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	sio := stdio{in: os.Stdin, out: os.Stdout, err: os.Stderr,
		inTerminal: isTerminal(os.Stdin), errTerminal: isTerminal(os.Stderr)}
	code := exitCode(run(ctx, os.Args[1:], sio), sio.err)
	stop()
	os.Exit(code)
}

// exitCode prints err (if any) and returns the process status for it.
func exitCode(err error, stderr io.Writer) int {
	var ue usageError
	switch {
	case err == nil:
		return 0
	case errors.Is(err, flag.ErrHelp):
		return 0
	case errors.As(err, &ue):
		fmt.Fprintln(stderr, "sudoku:", ue.msg)
		return 2
	case errors.Is(err, errUnsolved):
		return 1
	default:
		fmt.Fprintln(stderr, "sudoku:", trimPrefix(err.Error()))
		return 1
	}
}

// run dispatches args[0] to its subcommand.
func run(ctx context.Context, args []string, sio stdio) error {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		usage(sio.err)
		if len(args) == 0 {
			return usageError{"no command given"}
		}
		return nil
	}
	c, ok := commands[args[0]]
	if !ok {
		usage(sio.err)
		return usageError{fmt.Sprintf("unknown command %q", args[0])}
	}
	return c.run(ctx, args[1:], sio)
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: sudoku COMMAND [flags] [args]\n\ncommands:")
	for _, n := range slices.Sorted(maps.Keys(commands)) {
		fmt.Fprintf(w, "  %-9s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w, "\nRun 'sudoku COMMAND --help' for a command's flags.")
	fmt.Fprint(w, `
exit status:
  0  every puzzle read has exactly one solution, or the command made what it was asked
  1  some puzzle has no unique solution, or an input could not be read
  2  usage error: an unknown command or flag, a bad flag value, too many arguments
`)
}

// newFlags returns a FlagSet for a subcommand that reports errors instead of exiting.
func newFlags(name, argsUsage string, sio stdio) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(sio.err)
	fs.Usage = func() {
		fmt.Fprintf(sio.err, "usage: sudoku %s [flags] %s\n\nflags:\n", name, argsUsage)
		fs.PrintDefaults()
	}
	return fs
}

// parseFlags parses args, turning flag errors into usage errors. Flags may follow arguments.
func parseFlags(fs *flag.FlagSet, args []string) error {
	var rest []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return err
			}
			return usageError{err.Error()}
		}
		args = fs.Args()
		if len(args) == 0 {
			break
		}
		rest = append(rest, args[0])
		args = args[1:]
	}
	if err := fs.Parse(append([]string{"--"}, rest...)); err != nil {
		return err
	}
	return negativeFlag(fs)
}

// countingFlags are the flags whose value is a limit or a size: never negative.
var countingFlags = map[string]bool{"timeout": true, "nodes": true, "cell": true}

// negativeFlag returns a usage error naming the first of fs's countingFlags set to a
// negative value, with what 0 means where the flag's usage says it ("(0: no limit)"), or
// nil.
func negativeFlag(fs *flag.FlagSet) error {
	var err error
	fs.Visit(func(f *flag.Flag) {
		v := f.Value.String()
		if err != nil || !countingFlags[f.Name] || !strings.HasPrefix(v, "-") {
			return
		}
		zero := ""
		if i := strings.Index(f.Usage, "(0: "); i >= 0 {
			if j := strings.Index(f.Usage[i:], ")"); j > 0 {
				zero = " " + f.Usage[i:i+j+1]
			}
		}
		err = usageError{fmt.Sprintf("%s: --%s %s: cannot be negative%s", fs.Name(), f.Name, v, zero)}
	})
	return err
}

// trimPrefix turns a library error's text into the command line's: without the package
// prefix, and naming the flag where the library names a choice to make.
func trimPrefix(s string) string {
	s = strings.Replace(s, "choose the symbol set (digits or hex)", "choose the symbol set with --symbols digits or --symbols hex", 1)
	for _, p := range []string{"sudoku: ", "nonogram: ", "render: "} {
		s = strings.ReplaceAll(s, ": "+p, ": ") // a wrapped library error: "--marks: sudoku: …"
		if len(s) > len(p) && s[:len(p)] == p {
			s = s[len(p):]
		}
	}
	return s
}

// isTerminal reports whether f is a terminal: a character device other than the null
// device (`sudoku solve < /dev/null` reads nothing and waits for no one).
func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	if err != nil || st.Mode()&os.ModeCharDevice == 0 {
		return false
	}
	null, err := os.Stat(os.DevNull)
	return err != nil || !os.SameFile(st, null)
}
