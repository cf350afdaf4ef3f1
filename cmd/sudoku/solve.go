package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// solveResult is one line of `solve --format json`. Field names are a public interface.
type solveResult struct {
	Index          int     `json:"index"`
	Size           int     `json:"size"`
	Status         string  `json:"status"`
	Solution       string  `json:"solution,omitempty"`
	SecondSolution string  `json:"second_solution,omitempty"`
	Error          string  `json:"error,omitempty"`
	Usec           float64 `json:"usec"`
}

func runSolve(ctx context.Context, args []string, sio stdio) error {
	fs := newFlags("solve", "[FILE|-]...", sio)
	format := fs.String("format", "", "output: grid, line or json (default: the input's own layout)")
	outPath := fs.String("o", "", "write to `FILE`; with a directory, one output per input file (Input3.txt → Output3.txt)")
	pngPath := fs.String("png", "", "also draw the solution of the first puzzle to `FILE.png`")
	theme := fs.String("theme", "light", "picture theme: light or dark")
	timeout := fs.Duration("timeout", 30*time.Second, "give up on a puzzle after this long")
	nodes := fs.Int64("nodes", 0, "give up on a puzzle after this many search nodes (0: no limit)")
	count := fs.Int("count", 2, "count solutions up to this many (2 proves uniqueness)")
	boxes := fs.String("boxes", "", "box shape ROWSxCOLS for unusual grids, e.g. 2x5")
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
	opt, err := parseOptions(*boxes)
	if err != nil {
		return err
	}
	names := fs.Args()
	if len(names) == 0 {
		names = []string{"-"}
	}
	outDir := ""
	if *outPath != "" {
		if st, err := os.Stat(*outPath); err == nil && st.IsDir() {
			outDir = *outPath
		}
	}
	solver := sudoku.Solver{Limit: *count, MaxNodes: *nodes}
	allUnique := true
	index := 0
	var single io.Writer = sio.out
	var singleFile *os.File
	if *outPath != "" && outDir == "" {
		if singleFile, err = os.Create(*outPath); err != nil {
			return err
		}
		defer singleFile.Close()
		single = singleFile
	}
	drawn := false
	for _, name := range names {
		in := input{name: name}
		w := single
		var f *os.File
		if outDir != "" {
			name := outputName(in.name)
			if f, err = os.Create(filepath.Join(outDir, name)); err != nil {
				return err
			}
			w = f
		}
		// Puzzles are read, solved and written one chunk of the input at a time.
		err := eachPuzzle(name, sio, opt, func(p puzzle, batch bool) error {
			index++
			res := solveOne(ctx, &solver, p, *timeout)
			res.Index = index
			if res.Status != "unique" {
				allUnique = false
			}
			if err := writeResult(w, sio.err, *format, in, p, res, batch); err != nil {
				return err
			}
			if *pngPath != "" && !drawn && p.err == nil {
				drawn = true
				if err := writeSolutionPNG(*pngPath, p.grid, res, *theme); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			if f != nil {
				f.Close()
			}
			return err
		}
		if f != nil {
			if err := f.Close(); err != nil {
				return err
			}
		}
	}
	if singleFile != nil {
		if err := singleFile.Close(); err != nil {
			return err
		}
	}
	if !allUnique {
		return errUnsolved
	}
	return nil
}

// parseOptions turns the --boxes flag into parser options.
func parseOptions(boxes string) (sudoku.ParseOptions, error) {
	r, c, err := parseBoxes(boxes)
	if err != nil {
		return sudoku.ParseOptions{}, err
	}
	return sudoku.ParseOptions{BoxRows: r, BoxCols: c}, nil
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
		return solved{solveResult: solveResult{Status: "invalid", Error: trimPrefix(p.err.Error())},
			sol: sudoku.Solution{Status: sudoku.Invalid, Err: p.err}}
	}
	cctx := ctx
	if timeout > 0 {
		var cancel context.CancelFunc
		cctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	sol := s.Solve(cctx, p.grid)
	r := solveResult{Size: p.grid.Size(), Status: sol.Status.String(),
		Usec: float64(sol.Elapsed.Nanoseconds()) / 1e3}
	r.Usec = float64(int64(r.Usec*10+0.5)) / 10
	if sol.Status == sudoku.Unique || sol.Status == sudoku.Multiple {
		r.Solution = sol.Grid.WithSymbols(p.grid.Symbols()).Line()
	}
	if sol.Status == sudoku.Multiple && sol.Second.Len() > 0 {
		r.SecondSolution = sol.Second.WithSymbols(p.grid.Symbols()).Line()
	}
	if sol.Status == sudoku.Invalid {
		// Name every clash, not just the first: "row 4 has 5 twice (r4c2, r4c6); row 6 ...".
		var parts []string
		for _, c := range sudoku.Conflicts(p.grid) {
			parts = append(parts, trimPrefix(c.Error()))
		}
		if len(parts) > 0 {
			sol.Err = errors.New(strings.Join(parts, "; "))
		}
	}
	if sol.Status == sudoku.GaveUp {
		r.Error = fmt.Sprintf("gave up after %s (%d nodes)", sol.Elapsed.Round(time.Millisecond), sol.Nodes)
	} else if sol.Err != nil {
		r.Error = trimPrefix(sol.Err.Error())
	}
	return solved{solveResult: r, sol: sol}
}

// writeResult prints one puzzle's outcome: JSON, or the solution in the requested layout
// with problems explained on stderr.
func writeResult(w, errw io.Writer, format string, in input, p puzzle, r solved, batch bool) error {
	if format == "json" {
		b, err := json.Marshal(r.solveResult)
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(w, "%s\n", b)
		return err
	}
	where := displayName(in.name)
	if batch || p.line > 1 {
		where = fmt.Sprintf("%s:%d", where, p.line)
	}
	layout := func(g sudoku.Grid) string {
		g = g.WithSymbols(p.grid.Symbols()) // the solution is written in the input's own symbols
		switch {
		case format == "line" || (format == "" && batch):
			return g.Line() + "\n"
		case format == "grid":
			return g.String()
		default:
			s := sudoku.Format(g, p.grid.Layout())
			if !strings.HasSuffix(s, "\n") {
				s += "\n"
			}
			return s
		}
	}
	switch r.sol.Status {
	case sudoku.Unique:
		_, err := io.WriteString(w, layout(r.sol.Grid))
		return err
	case sudoku.Multiple:
		fmt.Fprintf(errw, "sudoku: %s: more than one solution; two of them:\n", where)
		if _, err := io.WriteString(w, layout(r.sol.Grid)); err != nil {
			return err
		}
		if !batch {
			io.WriteString(w, "\n")
		}
		_, err := io.WriteString(w, layout(r.sol.Second))
		return err
	default:
		fmt.Fprintf(errw, "sudoku: %s: %s: %s\n", where, r.Status, r.Error)
		if batch {
			_, err := fmt.Fprintf(w, "%s\n", r.Status)
			return err
		}
		return nil
	}
}
