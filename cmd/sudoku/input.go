package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"

	"github.com/sudokubot/sudokubot/scan"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// puzzle is one grid read from an input, with where it came from.
type puzzle struct {
	grid sudoku.Grid
	line int   // 1-based line of the input where it starts (batches)
	err  error // why it could not be read; grid is then the zero Grid
}

// input is one named source of puzzles: a file or standard input.
type input struct {
	name    string // file path, or "-" for standard input
	puzzles []puzzle
}

// readInputs reads every named file (or stdin when none or "-") and splits each into puzzles.
func readInputs(names []string, sio stdio, opt sudoku.ParseOptions) ([]input, error) {
	if len(names) == 0 {
		names = []string{"-"}
	}
	var out []input
	for _, arg := range names {
		src := resolve(arg, opt)
		in := input{name: src.name}
		err := src.each(sio, opt, func(p puzzle, _ bool) error {
			in.puzzles = append(in.puzzles, p)
			return nil
		})
		if err != nil {
			return nil, err
		}
		out = append(out, in)
	}
	return out, nil
}

// readGrid reads the one grid named by arg, the single input of explain, hint (and its
// --given), rate and render: a file, standard input for "-" or "", or the puzzle itself
// when arg is not a file but reads as a grid. Parse errors are prefixed with the input's
// name when it came from a file.
func readGrid(arg string, sio stdio, opt sudoku.ParseOptions) (sudoku.Grid, error) {
	name, data, err := readSource(arg, sio, opt)
	if err != nil {
		return sudoku.Grid{}, err
	}
	g, err := opt.Parse(string(data))
	if err != nil {
		if name == "-" || name == "" {
			return sudoku.Grid{}, err
		}
		return sudoku.Grid{}, fmt.Errorf("%s: %s", name, trimPrefix(err.Error()))
	}
	return g, nil
}

// readSource resolves one input argument: "-" (or "") is standard input, an existing path
// is read as a file, and an argument that names no file but reads as a grid on its own
// ("53..7....6..195...") is the puzzle text itself; name is then "". Anything else is the
// file's open error.
func readSource(arg string, sio stdio, opt sudoku.ParseOptions) (name string, data []byte, err error) {
	src := resolve(arg, opt)
	if src.grid != nil {
		return "", []byte(src.arg), nil
	}
	data, err = readOne(src.arg, sio)
	if err != nil {
		return src.arg, nil, err
	}
	return src.arg, data, nil
}

// A source is one command-line argument, resolved once: the name of a file ("-" for
// standard input), or a puzzle written as the argument itself when no file has that name
// and the text reads as a grid ("53..7....6..195...").
type source struct {
	arg  string       // the argument as given ("-" for standard input)
	name string       // what outputs call it: arg, or "argument" for a puzzle written in it
	grid *sudoku.Grid // the puzzle written as the argument; nil for a file
}

// resolve classifies arg ("" means standard input).
func resolve(arg string, opt sudoku.ParseOptions) source {
	if arg == "" {
		arg = "-"
	}
	src := source{arg: arg, name: arg}
	if arg == "-" {
		return src
	}
	if _, err := os.Stat(arg); !errors.Is(err, fs.ErrNotExist) {
		return src
	}
	if g, err := opt.Parse(arg); err == nil {
		src.name, src.grid = "argument", &g
	}
	return src
}

// each is [eachPuzzle] for the source: the puzzle written as the argument, or every puzzle
// of the file.
func (src source) each(sio stdio, opt sudoku.ParseOptions, yield func(p puzzle, batch bool) error) error {
	if src.grid != nil {
		return yield(puzzle{grid: *src.grid, line: 1}, false)
	}
	return eachPuzzle(src.arg, sio, opt, yield)
}

// noneRead reports whether no item of a batch is a grid.
func noneRead(items []sudoku.BatchItem) bool {
	for _, it := range items {
		if it.Err == nil {
			return false
		}
	}
	return true
}

// notPuzzles summarises a text of several lines none of which is a puzzle (random text, a
// binary file) in one message instead of one error per line.
func notPuzzles(items []sudoku.BatchItem) string {
	var first []string
	for _, it := range items[:min(3, len(items))] {
		first = append(first, trimPrefix(it.Err.Error()))
	}
	msg := fmt.Sprintf("no puzzle found: none of %d lines is a grid (%s", len(items), strings.Join(first, "; "))
	if len(items) > 3 {
		msg += fmt.Sprintf("; and %d more", len(items)-3)
	}
	return msg + ")"
}

// readOne reads the named file, or standard input for "-", for a command that reads one
// puzzle: it refuses more than maxInput bytes, and data that is not text.
func readOne(name string, sio stdio) ([]byte, error) {
	var data []byte
	var err error
	if name == "-" {
		if sio.inTerminal {
			fmt.Fprintln(sio.err, "sudoku: reading a puzzle from the terminal; end it with Ctrl-D")
		}
		data, err = io.ReadAll(io.LimitReader(sio.in, maxInput+1))
	} else {
		data, err = readFileLimited(name)
	}
	if err != nil {
		return nil, err
	}
	if len(data) > maxInput {
		return nil, fmt.Errorf("%s: input is over %d KiB; one puzzle is far smaller (a batch goes to solve or bench)", displayName(name), maxInput>>10)
	}
	if !bytes.HasPrefix(data, []byte{0xFF, 0xFE}) && !bytes.HasPrefix(data, []byte{0xFE, 0xFF}) { // UTF-16 has NULs
		if err := checkText(data, false); err != nil {
			return nil, fmt.Errorf("%s: %w", displayName(name), err)
		}
	}
	if scan.IsImage(data) {
		return imageText(name, data, sio) // a photo or screenshot: read the grid it shows
	}
	return data, nil
}

// maxInput bounds what a one-puzzle command reads (a 25×25 grid in the widest layout is a
// few KiB). Batches are read in chunks without a bound on their size (see eachPuzzle).
const maxInput = smallInput

func readFileLimited(name string) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, maxInput+1))
}

func displayName(name string) string {
	if name == "-" {
		return "standard input"
	}
	return name
}

// parseBoxes reads a box shape such as "2x3" (rows × columns).
func parseBoxes(s string) (rows, cols int, err error) {
	if s == "" {
		return 0, 0, nil
	}
	s = strings.ReplaceAll(strings.ToLower(s), "×", "x")
	if _, err := fmt.Sscanf(s, "%dx%d", &rows, &cols); err != nil || rows < 1 || cols < 1 {
		return 0, 0, usageError{fmt.Sprintf("--boxes %q: want ROWSxCOLS, e.g. 2x3", s)}
	}
	return rows, cols, nil
}
