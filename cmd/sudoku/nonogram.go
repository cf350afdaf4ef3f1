package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
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
// early what cannot be a nonogram (see checkNonogramText). name is the file's path, or
// "standard input".
func nonogramInput(fs *flag.FlagSet, sio stdio) (text, name string, err error) {
	arg, err := oneInput(fs)
	if err != nil {
		return "", "", err
	}
	r, name := sio.in, "standard input"
	if arg != "" && arg != "-" {
		f, err := os.Open(arg)
		if err != nil {
			return "", "", err
		}
		defer f.Close()
		r, name = f, arg
	}
	b, err := io.ReadAll(io.LimitReader(r, maxNonogramInput+1))
	if err != nil {
		return "", "", err
	}
	if err := checkNonogramText(b, nonogramMaxSize); err != nil {
		return "", "", fmt.Errorf("%s: %w", name, err)
	}
	return string(b), name, nil
}

// unreadableNonogram is a text read whole from file that is no nonogram: the error names
// the file, as every other input error of the CLI does, and unwraps to the parser's
// (`nonogram solve --format json` gives the parser's words alone).
type unreadableNonogram struct {
	file string
	err  error
}

func (e unreadableNonogram) Error() string { return e.file + ": " + e.err.Error() }
func (e unreadableNonogram) Unwrap() error { return e.err }

// addNonogramFlags defines the flags that nonogram solve and nonogram hint share on fs:
// --format (grid or json), --png (pngHelp says what it draws) and --theme.
func addNonogramFlags(fs *flag.FlagSet, pngHelp string) (format, pngPath, themeName *string) {
	format = fs.String("format", "grid", "output format: grid or json")
	pngPath = fs.String("png", "", pngHelp)
	themeName = fs.String("theme", "light", "picture theme: light or dark")
	return format, pngPath, themeName
}

// nonogramStart parses args into fs, checks the --format and --theme flags of
// addNonogramFlags, reads the puzzle's text ([nonogramInput]) and parses it; the usage
// errors name the command fs, and a text that is no nonogram is an [unreadableNonogram].
func nonogramStart(fs *flag.FlagSet, args []string, formatFlag, themeFlag *string, sio stdio) (render.Theme, nonogram.Puzzle, error) {
	if err := parseFlags(fs, args); err != nil {
		return 0, nonogram.Puzzle{}, err
	}
	name, format, themeName := fs.Name(), *formatFlag, *themeFlag
	if format != "grid" && format != "json" {
		return 0, nonogram.Puzzle{}, usageError{fmt.Sprintf("%s: --format %q, want grid or json", name, format)}
	}
	theme, err := render.ParseTheme(themeName)
	if err != nil {
		return 0, nonogram.Puzzle{}, usageError{name + ": " + err.Error()}
	}
	text, file, err := nonogramInput(fs, sio)
	if err != nil {
		return 0, nonogram.Puzzle{}, err
	}
	p, err := nonogram.ParseOptions{MaxSize: nonogramMaxSize}.Parse(text)
	if err != nil {
		return 0, nonogram.Puzzle{}, unreadableNonogram{file, err}
	}
	return theme, p, nil
}

func nonogramWriteJSON(w io.Writer, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// timeLimit is context.WithTimeout, or WithCancel when d is 0 (no limit): every --timeout.
func timeLimit(ctx context.Context, d time.Duration) (context.Context, context.CancelFunc) {
	if d > 0 {
		return context.WithTimeout(ctx, d)
	}
	return context.WithCancel(ctx)
}
