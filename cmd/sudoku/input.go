package main

import (
	"fmt"
	"io"
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
	for _, name := range names {
		data, err := readOne(name, sio)
		if err != nil {
			return nil, err
		}
		in := input{name: name}
		items, err := opt.ParseAll(string(data))
		if err != nil {
			return nil, fmt.Errorf("%s: %s", displayName(name), trimPrefix(err.Error()))
		}
		for _, it := range items {
			in.puzzles = append(in.puzzles, puzzle{grid: it.Grid, line: it.Line, err: it.Err})
		}
		if len(in.puzzles) == 0 {
			return nil, fmt.Errorf("%s: no puzzle found", displayName(name))
		}
		out = append(out, in)
	}
	return out, nil
}

// readOne reads the named file, or standard input for "-", refusing more than maxInput.
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
		return nil, fmt.Errorf("%s: input is over %d MiB", displayName(name), maxInput>>20)
	}
	if scan.IsImage(data) {
		return imageText(name, data, sio) // a photo or screenshot: read the grid it shows
	}
	return data, nil
}

// maxInput bounds what the CLI reads from one file (the 9×9 data sets are about 4 MiB).
const maxInput = 256 << 20

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
