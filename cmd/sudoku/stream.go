package main

// Reading batches in bounded memory. A small input (up to smallInput) is parsed whole, as
// it always was. A larger one is read in chunks of whole lines, each parsed on its own, so
// that a batch of N puzzles holds one chunk at a time whatever N is; and what cannot be a
// puzzle or a batch is refused early, from its first bytes: binary data, a line longer
// than any puzzle, a first chunk with no puzzle in it.

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/sudokubot/sudokubot/scan"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

const (
	smallInput = 128 << 10 // parsed whole, as one text (the top1465 set is 118 KiB)
	chunkSize  = 64 << 10  // a large input is parsed in chunks of about this many bytes
	maxLine    = 64 << 10  // no puzzle line is longer (a 25×25 one-line puzzle is under 2 KiB)
	maxChunk   = 1 << 20   // a multi-line batch needs a blank line at least this often
	minChunk   = 1024      // lines per chunk of a one-per-line batch, at least (see eachPuzzle)
)

// eachPuzzle reads the named input (a file, or standard input for "-") and calls yield for
// each puzzle in order. batch tells whether the input holds more than one puzzle; it is
// known before the first call. Memory is bounded by one chunk of the input, not its size.
func eachPuzzle(name string, sio stdio, opt sudoku.ParseOptions, yield func(p puzzle, batch bool) error) error {
	r, err := openInput(name, sio)
	if err != nil {
		return err
	}
	defer r.Close()
	where := displayName(name)
	br := bufio.NewReaderSize(r, 64<<10)
	if head, _ := br.Peek(imageMagic); scan.IsImage(head) {
		// A photo or screenshot: read the grid it shows.
		text, err := readPicture(name, br, sio)
		if err != nil {
			return err
		}
		g, err := opt.Parse(string(text))
		return yield(puzzle{grid: g, line: 1, err: err}, false)
	}
	head, err := io.ReadAll(io.LimitReader(br, smallInput+1))
	if err != nil {
		return err
	}
	utf16 := bytes.HasPrefix(head, []byte{0xFF, 0xFE}) || bytes.HasPrefix(head, []byte{0xFE, 0xFF})
	if !utf16 {
		if err := checkText(head, len(head) > smallInput); err != nil {
			return notText(name, err)
		}
	}
	if len(head) <= smallInput {
		items, err := opt.ParseAll(string(head))
		if err != nil || noneRead(items) {
			// One grid the batch reader splits wrongly: rows with spaces as blanks, a boxed
			// printout on one line, {"puzzle": "..."}.
			if g, perr := opt.Parse(string(head)); perr == nil {
				items, err = []sudoku.BatchItem{{Grid: g, Line: 1}}, nil
			}
		}
		if err != nil {
			return fmt.Errorf("%s: %s", where, trimPrefix(err.Error()))
		}
		if len(items) == 0 {
			return fmt.Errorf("%s: no puzzle found", where)
		}
		if len(items) > 1 && noneRead(items) {
			return fmt.Errorf("%s: %s", where, notPuzzles(items))
		}
		for _, it := range items {
			if err := yield(puzzle{grid: it.Grid, line: it.Line, err: it.Err}, len(items) > 1); err != nil {
				return err
			}
		}
		return nil
	}
	if utf16 {
		return fmt.Errorf("%s: UTF-16 input over %d KiB; save it as UTF-8 to read it as a batch", where, smallInput>>10)
	}
	c := &chunker{r: io.MultiReader(bytes.NewReader(head), br)}
	return c.run(where, opt, yield)
}

// checkText refuses data that is not text: a NUL byte or invalid UTF-8 (a sequence cut at
// the end of a truncated prefix is allowed), naming the line.
func checkText(data []byte, truncated bool) error {
	if i := bytes.IndexByte(data, 0); i >= 0 {
		return fmt.Errorf("line %d: binary data (a NUL byte), not a puzzle", bytes.Count(data[:i], []byte{'\n'})+1)
	}
	check := data
	if truncated && len(check) > utf8.UTFMax {
		check = check[:len(check)-utf8.UTFMax]
	}
	if !utf8.Valid(check) {
		for i := 0; i < len(check); {
			r, n := utf8.DecodeRune(check[i:])
			if r == utf8.RuneError && n <= 1 {
				return fmt.Errorf("line %d: not UTF-8 text, not a puzzle", bytes.Count(data[:i], []byte{'\n'})+1)
			}
			i += n
		}
	}
	return nil
}

// maxNonogramInput bounds a nonogram file (a 2000×2000 puzzle in clue text is a few MiB;
// webpbn XML, one element per block, is larger).
const maxNonogramInput = 32 << 20

// checkNonogramText refuses, before parsing, what cannot be a nonogram of at most maxSize
// rows and columns: too many bytes, binary data, or (for clue text, not XML or JSON) more
// lines than two clue lists and their headers can have.
func checkNonogramText(data []byte, maxSize int) error {
	if len(data) > maxNonogramInput {
		return fmt.Errorf("input is over %d MiB; no nonogram I read is that large", maxNonogramInput>>20)
	}
	if err := checkText(data, false); err != nil {
		return err
	}
	t := bytes.TrimLeft(data, " \t\r\n\ufeff")
	if len(t) > 0 && (t[0] == '<' || t[0] == '{') {
		return nil
	}
	if lines, most := lineCount(data), 2*maxSize+1000; lines > most {
		return fmt.Errorf("%d lines; a nonogram of at most %d×%d has fewer than %d (its row and column clues)", lines, maxSize, maxSize, most)
	}
	return nil
}

// chunker cuts a large input into chunks of whole lines and parses each.
type chunker struct {
	r       io.Reader
	line    int  // lines read so far
	perLine bool // the first chunk held one puzzle per line: cut anywhere between lines
}

func (c *chunker) run(where string, opt sudoku.ParseOptions, yield func(puzzle, bool) error) error {
	br := bufio.NewReaderSize(c.r, maxLine+1)
	var chunk bytes.Buffer
	start, n := 1, 0 // the chunk's first line number and its number of lines
	first := true
	flush := func() error {
		if n == 0 {
			return nil
		}
		items, err := c.parse(chunk.String(), opt)
		good := 0
		for _, it := range items {
			if it.Err == nil {
				good++
			}
		}
		if first {
			first = false
			if err != nil || good == 0 {
				return fmt.Errorf("%s: no puzzle in the first %d KiB (lines 1-%d) of a large input; this is not a puzzle or a batch I read",
					where, chunk.Len()>>10, n)
			}
			c.perLine = len(items) == contentLines(chunk.String())
		} else if (err != nil || good == 0) && chunk.Len() >= chunkSize {
			return fmt.Errorf("%s: lines %d-%d: no puzzle in %d KiB of the batch; stopping here (the puzzles before were answered)",
				where, start, start+n-1, chunk.Len()>>10)
		}
		if err := yieldChunk(items, start, yield); err != nil {
			return err
		}
		chunk.Reset()
		start, n = start+n, 0
		return nil
	}
	for {
		line, err := br.ReadSlice('\n')
		if errors.Is(err, bufio.ErrBufferFull) {
			return fmt.Errorf("%s: line %d is over %d KiB; no puzzle line is that long", where, start+n, maxLine>>10)
		}
		if len(line) > 0 {
			blank := len(bytes.TrimSpace(line)) == 0
			var cut bool
			switch {
			case chunk.Len() < chunkSize:
			case first:
				// Cut at a blank line, so that no grid is split; without one for a while,
				// cut anyway to learn early whether this is one puzzle per line, or nothing.
				cut = blank || chunk.Len() >= 2*chunkSize
			case c.perLine:
				cut = n >= minChunk
			case blank:
				cut = true
			case chunk.Len() >= maxChunk:
				return fmt.Errorf("%s: lines %d-%d: over %d KiB with no blank line between grids; a batch this large needs one puzzle per line, or blank lines between grids",
					where, start, start+n-1, maxChunk>>10)
			}
			if cut {
				if err := flush(); err != nil {
					return err
				}
			}
			chunk.Write(line)
			n++
		}
		if err == io.EOF {
			return flush()
		}
		if err != nil {
			return err
		}
	}
}

// yieldChunk hands on the puzzles of a chunk that starts at line start, with their line
// numbers (and those of their errors) counted from the start of the input.
func yieldChunk(items []sudoku.BatchItem, start int, yield func(puzzle, bool) error) error {
	for _, it := range items {
		p := puzzle{grid: it.Grid, line: it.Line + start - 1, err: it.Err}
		var pe *sudoku.ParseError
		if errors.As(it.Err, &pe) && pe.Line > 0 {
			moved := *pe
			moved.Line += start - 1
			p.err = &moved
		}
		if err := yield(p, true); err != nil {
			return err
		}
	}
	return nil
}

// parse parses one chunk. A short chunk of a one-per-line batch is parsed line by line, so
// that sixteen lines of 16 cells are still sixteen 4×4 puzzles and not one 16×16 grid.
func (c *chunker) parse(text string, opt sudoku.ParseOptions) ([]sudoku.BatchItem, error) {
	if !c.perLine || strings.Count(text, "\n") >= minChunk {
		return opt.ParseAll(text)
	}
	var items []sudoku.BatchItem
	for i, l := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		if t := strings.TrimSpace(l); t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		its, err := opt.ParseAll(l)
		if err != nil {
			items = append(items, sudoku.BatchItem{Line: i + 1, Err: err})
			continue
		}
		for _, it := range its {
			it.Line = i + 1
			items = append(items, it)
		}
	}
	return items, nil
}

// contentLines counts the lines that are neither blank nor '#' comments.
func contentLines(text string) int {
	n := 0
	for _, l := range strings.Split(text, "\n") {
		if t := strings.TrimSpace(l); t != "" && !strings.HasPrefix(t, "#") {
			n++
		}
	}
	return n
}

func lineCount(b []byte) int { return bytes.Count(b, []byte{'\n'}) }
