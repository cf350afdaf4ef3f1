package main

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"

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
// is read as a file, and an argument that is no file name but puzzle text
// ("53..7....6..195...") is returned as the data itself; name is then "". Anything else is
// the file's open error.
func readSource(arg string, sio stdio, opt sudoku.ParseOptions) (name string, data []byte, err error) {
	src := resolve(arg, opt)
	if src.text {
		return "", []byte(src.arg), nil
	}
	data, err = readOne(src.arg, sio)
	if err != nil {
		return src.arg, nil, err
	}
	return src.arg, data, nil
}

// A source is one command-line argument, resolved once: the name of a file ("-" for
// standard input), or a puzzle written as the argument itself.
type source struct {
	arg  string // the argument as given ("-" for standard input)
	name string // what outputs call it: arg, or "argument" for a puzzle written in it
	text bool   // the argument is the puzzle's text, not a file name
}

// resolve classifies arg ("" means standard input). An argument that names an existing
// file is that file. One that does not is the puzzle itself when it reads as a grid, when
// it cannot be a file name at all (longer than the system allows, as a 25×25 one-line
// puzzle is, or holding a line break), or when it is written only in digits and blanks
// (a 9×9 pasted with a cell lost or a clash): its parse error then says what is wrong
// with it. Any other argument stays a file name, whose open error is reported.
func resolve(arg string, opt sudoku.ParseOptions) source {
	if arg == "" {
		arg = "-"
	}
	src := source{arg: arg, name: arg}
	if arg == "-" {
		return src
	}
	_, err := os.Stat(arg)
	if err == nil {
		return src
	}
	if _, perr := opt.Parse(arg); perr == nil || noFileName(arg, err) || gridText(arg) {
		src.name, src.text = "argument", true
	}
	return src
}

// noFileName reports whether arg, which os.Stat refused with err, cannot be a file name:
// too long for the system (a 25×25 one-line puzzle is) or holding a line break.
func noFileName(arg string, err error) bool {
	return errors.Is(err, syscall.ENAMETOOLONG) || len(filepath.Base(arg)) > 255 || strings.ContainsAny(arg, "\n\r")
}

// gridText reports whether arg is written only in digits, dots, spaces and the separators
// of a pasted row (, | +), with at least 16 cells (a 4×4's): puzzle text with a mistake,
// not the name of a file (which has letters, a path, or the - and _ of a date).
func gridText(arg string) bool {
	cells := 0
	for _, r := range arg {
		switch {
		case r >= '0' && r <= '9' || r == '.':
			cells++
		case strings.ContainsRune(" \t,|+", r):
		default:
			return false
		}
	}
	return cells >= 16
}

// each is [eachPuzzle] for the source: the puzzle written as the argument, or every puzzle
// of the file.
func (src source) each(sio stdio, opt sudoku.ParseOptions, yield func(p puzzle, batch bool) error) error {
	if src.text {
		g, err := opt.Parse(src.arg)
		return yield(puzzle{grid: g, line: 1, err: err}, false)
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
// puzzle: a picture (PNG, JPEG, GIF, WebP) is read by package scan into the grid it shows,
// through the same path as solve's ([readPicture]); text is refused over maxInput bytes or
// when it is not text.
func readOne(name string, sio stdio) ([]byte, error) {
	r, err := openInput(name, sio)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	br := bufio.NewReader(r)
	if head, _ := br.Peek(imageMagic); scan.IsImage(head) {
		return readPicture(name, br, sio)
	}
	data, err := io.ReadAll(io.LimitReader(br, maxInput+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxInput {
		return nil, fmt.Errorf("%s: input is over %d KiB; one puzzle is far smaller (a batch goes to solve or bench)", displayName(name), maxInput>>10)
	}
	if !bytes.HasPrefix(data, []byte{0xFF, 0xFE}) && !bytes.HasPrefix(data, []byte{0xFE, 0xFF}) { // UTF-16 has NULs
		if err := checkText(data, false); err != nil {
			return nil, notText(name, err)
		}
	}
	return data, nil
}

// notText words checkText's refusal of the named input: a file named like a picture
// whose first bytes are not a picture's is said to be neither, so that a damaged or
// mislabelled picture is not reported as bad text only.
func notText(name string, err error) error {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".png", ".jpg", ".jpeg", ".gif", ".webp":
		return fmt.Errorf("%s: not a picture (its first bytes are not a PNG, JPEG, GIF or WebP file's) and not a puzzle's text (%w)", name, err)
	}
	return fmt.Errorf("%s: %w", displayName(name), err)
}

// imageMagic is how many leading bytes [scan.IsImage] needs to recognise a picture.
const imageMagic = 12

// openInput opens the named file, or standard input for "-" (saying how to end it when
// it is a terminal). Closing standard input's reader leaves it open.
func openInput(name string, sio stdio) (io.ReadCloser, error) {
	if name == "-" {
		if sio.inTerminal {
			fmt.Fprintln(sio.err, "sudoku: reading a puzzle from the terminal; end it with Ctrl-D")
		}
		return io.NopCloser(sio.in), nil
	}
	return os.Open(name)
}

// maxInput bounds what a one-puzzle command reads (a 25×25 grid in the widest layout is a
// few KiB). Batches are read in chunks without a bound on their size (see eachPuzzle).
const maxInput = smallInput

func displayName(name string) string {
	if name == "-" {
		return "standard input"
	}
	return name
}

// gridFlags are the flags of every command that reads a grid: what the reader would
// otherwise detect, for the grids where detecting is not enough.
type gridFlags struct {
	boxes, symbols *string
}

// addGridFlags defines --boxes and --symbols on fs.
func addGridFlags(fs *flag.FlagSet) gridFlags {
	return gridFlags{
		boxes:   fs.String("boxes", "", "box shape ROWSxCOLS for unusual grids, e.g. 2x5"),
		symbols: fs.String("symbols", "", "symbol set when the text does not tell: digits (1-9 then A=10), hex (0-F), letters (A=1) or numbers"),
	}
}

// readInputs reads every input named (see the function readInputs) with the flags' parser
// options.
func (f gridFlags) readInputs(names []string, sio stdio) ([]input, error) {
	opt, err := f.options()
	if err != nil {
		return nil, err
	}
	return readInputs(names, sio, opt)
}

// options turns the flags into parser options.
func (f gridFlags) options() (sudoku.ParseOptions, error) {
	r, c, err := parseBoxes(*f.boxes)
	if err != nil {
		return sudoku.ParseOptions{}, err
	}
	opt := sudoku.ParseOptions{BoxRows: r, BoxCols: c}
	if *f.symbols != "" {
		set, ok := sudoku.ParseSymbolSet(strings.ToLower(*f.symbols))
		if !ok {
			return opt, usageError{fmt.Sprintf("--symbols %q: want digits, hex, letters or numbers", *f.symbols)}
		}
		opt.Symbols = &sudoku.Symbols{Set: set}
	}
	return opt, nil
}

// oneGrid returns the parser options of the flags and the one input argument of a command
// that reads one puzzle (see oneInput), the flags' errors first.
func (f gridFlags) oneGrid(fs *flag.FlagSet) (sudoku.ParseOptions, string, error) {
	opt, err := f.options()
	if err != nil {
		return opt, "", err
	}
	arg, err := oneInput(fs)
	return opt, arg, err
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

// oneInput returns the one input argument of a command that reads one puzzle ("" for
// standard input), refusing more.
func oneInput(fs *flag.FlagSet) (string, error) {
	if fs.NArg() > 1 {
		return "", usageError{fmt.Sprintf("%s: one puzzle at a time, got %d arguments (%s)", fs.Name(), fs.NArg(), strings.Join(fs.Args(), " "))}
	}
	return fs.Arg(0), nil
}
