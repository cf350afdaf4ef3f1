package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"

	"github.com/sudokubot/sudokubot/scan"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// The read subcommand registers itself here so that main.go's table needs no edit.
func init() {
	commands["read"] = command{runRead, "read a Sudoku from a photo or a screenshot (PNG, JPEG, WebP)"}
}

// readJSON is one line of `read --format json`. Field names are a public interface, and
// every key is always present, as in every JSON output of this command: "" and [] when a
// field does not apply (a picture that could not be read: grid "", the lists [], an error).
type readJSON struct {
	File       string    `json:"file"`
	Status     string    `json:"status"` // unique, multiple, none, invalid, or error
	Grid       string    `json:"grid"`
	Confidence []float64 `json:"confidence"` // per cell, row-major
	Unsure     []string  `json:"unsure"`     // cells under the confidence threshold
	Changed    []string  `json:"changed"`    // cells the solver-guided repair changed
	Error      string    `json:"error"`
}

func runRead(ctx context.Context, args []string, sio stdio) error {
	fs := newFlags("read", "IMAGE...", sio)
	format := fs.String("format", "grid", "output: grid, line or json (per-cell confidence, unsure cells)")
	size := fs.Int("size", 0, "grid side: 4, 6, 9 or 16; 0 finds it out (9 first)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	switch *format {
	case "grid", "line", "json":
	default:
		return usageError{fmt.Sprintf("--format %q: want grid, line or json", *format)}
	}
	switch *size {
	case 0, 4, 6, 9, 16:
	default:
		return usageError{fmt.Sprintf("read: --size %d: pictures of 4×4, 6×6, 9×9 and 16×16 grids can be read (0: found out)", *size)}
	}
	if fs.NArg() == 0 {
		return usageError{"read: name at least one picture (or - for standard input)"}
	}
	allUnique := true
	for _, name := range fs.Args() {
		if err := ctx.Err(); err != nil {
			return err
		}
		data, err := readRaw(name, sio)
		var res *scan.Result
		if err == nil {
			res, err = scan.Read(ctx, data, scan.Options{Size: *size})
		}
		out := readJSON{File: name, Confidence: []float64{}, Unsure: []string{}, Changed: []string{}}
		if err != nil {
			allUnique = false
			out.Status, out.Error = "error", scanMessage(err)
			if *format != "json" {
				fmt.Fprintf(sio.err, "sudoku: %s: %s\n", displayName(name), out.Error)
				continue
			}
		} else {
			out.Status = statusOf(res.Grid)
			out.Grid = res.Grid.Line()
			for _, c := range res.Confidence {
				out.Confidence = append(out.Confidence, math.Round(c*1000)/1000)
			}
			for _, i := range res.Unsure {
				out.Unsure = append(out.Unsure, res.Grid.CellName(i))
			}
			for _, i := range res.Changed {
				out.Changed = append(out.Changed, res.Grid.CellName(i))
			}
			allUnique = allUnique && out.Status == "unique"
		}
		switch *format {
		case "json":
			b, _ := json.Marshal(out)
			fmt.Fprintln(sio.out, string(b))
		case "line":
			fmt.Fprintln(sio.out, out.Grid)
		default:
			if len(fs.Args()) > 1 {
				fmt.Fprintf(sio.out, "# %s\n", name)
			}
			fmt.Fprint(sio.out, res.Grid.String())
			if len(out.Unsure) > 0 {
				fmt.Fprintf(sio.err, "sudoku: %s: unsure of %v\n", displayName(name), out.Unsure)
			}
		}
	}
	if !allUnique {
		return errUnsolved
	}
	return nil
}

// statusOf names how solving the grid ends, in the words of `solve --format json`.
func statusOf(g sudoku.Grid) string {
	if sudoku.Check(g) != nil {
		return "invalid"
	}
	s := sudoku.Solver{MaxNodes: 2_000_000}
	return s.Solve(context.Background(), g).Status.String()
}

// readRaw reads a picture file (or standard input), bounded by the scan size limit.
func readRaw(name string, sio stdio) ([]byte, error) {
	r, err := openInput(name, sio)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return io.ReadAll(io.LimitReader(r, scan.DefaultMaxBytes+1))
}

// scanMessage is the text for a scan error, with a tip when no grid was found.
func scanMessage(err error) string {
	if errors.Is(err, scan.ErrNoGrid) {
		return "I could not find a Sudoku grid in this picture. " + scan.NoGridTip
	}
	return trimScan(err.Error())
}

func trimScan(s string) string {
	const p = "scan: "
	if len(s) > len(p) && s[:len(p)] == p {
		return s[len(p):]
	}
	return s
}

// readPicture reads the rest of a picture given to solve, hint (and its --given),
// explain, rate or render from r and returns the grid it shows as one line of text that
// the usual parser reads. Cells the reader is unsure of, or changed to reach a unique
// solution, are named on stderr.
func readPicture(name string, r io.Reader, sio stdio) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, scan.DefaultMaxBytes+1))
	if err != nil {
		return nil, err
	}
	res, err := scan.Read(context.Background(), data, scan.Options{})
	if err != nil {
		return nil, fmt.Errorf("%s: %s", displayName(name), scanMessage(err))
	}
	if len(res.Unsure) > 0 || len(res.Changed) > 0 {
		var unsure []string
		for _, i := range res.Unsure {
			unsure = append(unsure, res.Grid.CellName(i))
		}
		fmt.Fprintf(sio.err, "sudoku: %s: read as %s (unsure of %v)\n", displayName(name), res.Grid.Line(), unsure)
	}
	return []byte(res.Grid.Line() + "\n"), nil
}
