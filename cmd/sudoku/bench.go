package main

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// benchSummary is the output of `bench --json`. Field names are a public interface.
type benchSummary struct {
	Puzzles       int     `json:"puzzles"`
	Unique        int     `json:"unique"`
	Multiple      int     `json:"multiple"`
	None          int     `json:"none"`
	Invalid       int     `json:"invalid"`
	GaveUp        int     `json:"gave_up"`
	UsecPerPuzzle float64 `json:"usec_per_puzzle"`
	P50Usec       float64 `json:"p50_usec"`
	P99Usec       float64 `json:"p99_usec"`
	MaxUsec       float64 `json:"max_usec"`
}

func runBench(ctx context.Context, args []string, sio stdio) error {
	fs := newFlags("bench", "FILE...", sio)
	asJSON := fs.Bool("json", false, "print one JSON object instead of a table")
	timeout := fs.Duration("timeout", 60*time.Second, "give up on a puzzle after this long (0: no limit)")
	count := fs.Int("count", 2, "count solutions up to this many")
	grid := addGridFlags(fs)
	verbose := fs.Bool("v", false, "print every puzzle's status and time")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return usageError{"bench: no puzzle file given"}
	}
	inputs, err := grid.readInputs(fs.Args(), sio)
	if err != nil {
		return err
	}
	total := 0
	for _, in := range inputs {
		total += len(in.puzzles)
	}
	solver := sudoku.Solver{Limit: *count}
	var sum benchSummary
	times := make([]float64, 0, total)
	var busy time.Duration
	bar := newProgress(sio, total)
	done := 0
	for _, in := range inputs {
		for _, p := range in.puzzles {
			if err := ctx.Err(); err != nil {
				return err
			}
			done++
			sum.Puzzles++
			if p.err != nil {
				sum.Invalid++
				bar.step(done)
				continue
			}
			cctx, cancel := timeLimit(ctx, *timeout)
			sol := solver.Solve(cctx, p.grid)
			cancel()
			busy += sol.Elapsed
			times = append(times, float64(sol.Elapsed.Nanoseconds())/1e3)
			sum.count(sol.Status)
			if *verbose {
				bar.clear()
				fmt.Fprintf(sio.out, "%s:%d\t%s\t%.1f µs\t%d nodes\n", displayName(in.name), p.line,
					sol.Status, float64(sol.Elapsed.Nanoseconds())/1e3, sol.Nodes)
			}
			bar.step(done)
		}
	}
	bar.clear()
	sum.timing(times, busy)
	if err := sum.write(sio, *asJSON); err != nil {
		return err
	}
	if sum.Unique < sum.Puzzles {
		return errUnsolved // the table or the JSON says which
	}
	return nil
}

// count adds one puzzle that ended in st.
func (sum *benchSummary) count(st sudoku.Status) {
	switch st {
	case sudoku.Unique:
		sum.Unique++
	case sudoku.Multiple:
		sum.Multiple++
	case sudoku.None:
		sum.None++
	case sudoku.Invalid:
		sum.Invalid++
	case sudoku.GaveUp:
		sum.GaveUp++
	}
}

// timing fills the time per puzzle and the percentiles from the solving times (µs) of the
// puzzles solved, which took busy in all.
func (sum *benchSummary) timing(times []float64, busy time.Duration) {
	if len(times) == 0 {
		return
	}
	sum.UsecPerPuzzle = round1(float64(busy.Nanoseconds()) / 1e3 / float64(len(times)))
	sort.Float64s(times)
	sum.P50Usec = round1(percentile(times, 0.50))
	sum.P99Usec = round1(percentile(times, 0.99))
	sum.MaxUsec = round1(times[len(times)-1])
}

// write prints the summary as one JSON object or as a table.
func (sum benchSummary) write(sio stdio, asJSON bool) error {
	if asJSON {
		b, err := json.Marshal(sum)
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(sio.out, "%s\n", b)
		return err
	}
	tw := tabwriter.NewWriter(sio.out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "puzzles\tunique\tmultiple\tnone\tinvalid\tgave up\tµs/puzzle\tp50 µs\tp99 µs\tmax µs\t\n")
	fmt.Fprintf(tw, "%d\t%d\t%d\t%d\t%d\t%d\t%.1f\t%.1f\t%.1f\t%.1f\t\n", sum.Puzzles, sum.Unique,
		sum.Multiple, sum.None, sum.Invalid, sum.GaveUp, sum.UsecPerPuzzle, sum.P50Usec, sum.P99Usec, sum.MaxUsec)
	return tw.Flush()
}

// percentile returns the p-quantile of sorted xs (nearest rank).
func percentile(xs []float64, p float64) float64 {
	i := int(p*float64(len(xs))+0.5) - 1
	if i < 0 {
		i = 0
	}
	if i >= len(xs) {
		i = len(xs) - 1
	}
	return xs[i]
}

func round1(x float64) float64 { return float64(int64(x*10+0.5)) / 10 }

// progress draws a progress bar on stderr when stderr is a terminal; otherwise it is silent.
type progress struct {
	sio   stdio
	total int
	last  time.Time
	shown bool
}

func newProgress(sio stdio, total int) *progress { return &progress{sio: sio, total: total} }

func (p *progress) step(done int) {
	if !p.sio.errTerminal || p.total < 2 {
		return
	}
	if now := time.Now(); done < p.total && now.Sub(p.last) < 100*time.Millisecond {
		return
	} else {
		p.last = now
	}
	const width = 40
	fill := done * width / p.total
	fmt.Fprintf(p.sio.err, "\r[%s%s] %d/%d", strings.Repeat("#", fill), strings.Repeat(".", width-fill), done, p.total)
	p.shown = true
}

func (p *progress) clear() {
	if p.shown {
		fmt.Fprintf(p.sio.err, "\r%s\r", strings.Repeat(" ", 60))
		p.shown = false
	}
}
