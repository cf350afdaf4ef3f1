package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"

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
		in := input{name: name}
		err := eachPuzzle(name, sio, opt, func(p puzzle, _ bool) error {
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
