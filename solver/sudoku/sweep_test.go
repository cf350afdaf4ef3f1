package sudoku

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/solver/sudoku/internal/search"
	"github.com/sudokubot/sudokubot/solver/sudoku/internal/sharedtest"
)

// TestSweep25 solves the 25×25 set with a per-puzzle deadline and logs each outcome (wall
// and CPU time, nodes). It is CPU heavy and runs only when SUDOKU_SWEEP25 is set to the
// deadline in seconds; SUDOKU_SWEEP_ONLY=k solves only the k-th puzzle, SUDOKU_SWEEP_LIST=1,9
// only those, and T_* variables change the search options (see knobOptions; T_RACE=-1 runs
// one search only):
//
//	SUDOKU_SWEEP25=60 go test -run Sweep25 -v -timeout 30m ./solver/sudoku

func TestSweep25(t *testing.T) {
	sec, err := strconv.Atoi(os.Getenv("SUDOKU_SWEEP25"))
	if err != nil || sec <= 0 {
		t.Skip("set SUDOKU_SWEEP25=<seconds per puzzle> to run")
	}
	grids := readPuzzleLines(t, "sudoku/25x25/gecode_25x25.txt", 25)
	only, _ := strconv.Atoi(os.Getenv("SUDOKU_SWEEP_ONLY"))
	var total time.Duration
	for k, g := range grids {
		if only > 0 && k+1 != only || !inList(os.Getenv("SUDOKU_SWEEP_LIST"), k+1) {
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Duration(sec)*time.Second)
		o := knobOptions(25)
		cpu0, t0 := sharedtest.CPUTime(), time.Now()
		var tr *raceTrace
		if knob("T_TRACE", 0) == 1 {
			tr = &raceTrace{t0: t0}
			o.Trace = tr.event
		}
		sol := solveWith(ctx, g, knob("T_LIMIT", 2), 0, o)
		sol.Elapsed = time.Since(t0)
		cancel()
		total += sol.Elapsed
		if only > 0 {
			t.Logf("options %+v", o)
		}
		t.Logf("#%2d %-8s %8.3fs cpu=%6.2fs nodes=%d guesses=%d depth=%d err=%v", k+1, sol.Status, sol.Elapsed.Seconds(), (sharedtest.CPUTime() - cpu0).Seconds(), sol.Nodes, sol.Guesses, sol.MaxDepth, sol.Err)
		if tr != nil {
			t.Logf("#%2d trace %s", k+1, tr.String())
		}
		if sol.Status == Unique || sol.Status == Multiple {
			if !validSolution(g, sol.Grid) {
				t.Errorf("#%d: bad solution", k+1)
			}
		}
	}
	t.Logf("total %.1fs", total.Seconds())
}

// knob reads an integer experiment setting from the environment.
func knob(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil {
		return v
	}
	return def
}

// knobOptions returns defaultOptions(n) changed by the T_* environment variables.
func knobOptions(n int) search.Options {
	o := search.DefaultOptions(n)
	if v := knob("T_PROBE", -1); v >= 0 {
		o.ProbeDepth = v
	}
	if v := knob("T_WDEG", -1); v >= 0 {
		o.Wdeg = v == 1
	}
	if v := knob("T_RESTART", -1); v >= 0 {
		o.Restart = int64(v)
	}
	if v := knob("T_SAT", -1); v >= 0 {
		o.Sat, o.CpBudget = v > 0, int64(v)
	}
	if v := knob("T_GLUCOSE", -1); v >= 0 {
		o.Glucose = v == 1
	}
	if v := knob("T_POS", -1); v >= 0 {
		o.Positive = v == 1
	}
	if v := knob("T_SATPROBE", -1); v >= 0 {
		o.SatProbe = v == 1
	}
	if v := knob("T_SEED", 0); v != 0 {
		o.Seed = uint64(v)
	}
	if v := knob("T_FIXED", -1); v >= 0 {
		o.Fixed = v == 1
	}
	if v := knob("T_PROOFMRV", -1); v >= 0 {
		o.ProofMRV = v
	}
	if v := knob("T_MRV", -1); v >= 0 {
		o.MRV = v
	}
	if v := knob("T_RACEMRV", -1); v >= 0 && o.Race != nil {
		r := *o.Race
		r.MRV = v
		o.Race = &r
	}
	if v := knob("T_VIV", -1); v >= 0 {
		o.Vivify, o.VivifyEffort = v, knob("T_VIVEFF", 100)
	}
	if v := knob("T_SHRINK", -1); v >= 0 {
		o.Shrink = v
		if o.Race != nil {
			r := *o.Race
			r.Shrink = o.Shrink
			o.Race = &r
		}
	}
	if v := knob("T_PROOFLUBY", -1); v >= 0 {
		o.ProofLuby = v == 1
	}
	if o.Race != nil {
		r := *o.Race
		r.Vivify, r.VivifyEffort, r.ProofLuby = o.Vivify, o.VivifyEffort, o.ProofLuby
		o.Race = &r
	}
	if v := knob("T_RACEAFTER", -1); v >= 0 {
		o.RaceAfter = time.Duration(v) * time.Millisecond
	}
	if v := knob("T_JOINT", -1); v >= 0 {
		o.JointProof, o.Cube = v >= 1, v == 2
	}
	if v := knob("T_RESPLIT", -1); v >= 0 {
		o.Resplit = v == 1
	}
	if knob("T_RACE", 0) < 0 {
		o.Race = nil
	}
	if v := knob("T_RACE", 0); v > 0 {
		b := o
		b.Seed, b.Fixed, b.Race = uint64(v), knob("T_RACEFIX", 0) == 1, nil
		o.Race, o.RaceAfter = &b, time.Duration(knob("T_RACEAFTER", 0))*time.Millisecond
	}
	if v := knob("T_SHARE", -1); v >= 0 {
		o.Share = int32(v)
	}
	if v := knob("T_SHARELITS", -1); v >= 0 {
		o.ShareLits = v
	}
	if v := knob("T_ALLDIFF", -1); v >= 0 {
		o.AllDiff, o.MaxHall = v > 0, max(v-1, 0)
		if o.Race != nil {
			r := *o.Race
			r.AllDiff, r.MaxHall = o.AllDiff, o.MaxHall
			o.Race = &r
		}
	}
	if knob("T_RACEAD", 0) == 1 && o.Race != nil {
		r := *o.Race
		r.AllDiff = true
		o.Race = &r
	}
	if v := knob("T_TRIAD", -1); v >= 0 {
		o.Triads = v
		if o.Race != nil {
			r := *o.Race
			r.Triads = v
			o.Race = &r
		}
	}
	if v := knob("T_STABLE", -1); v >= 0 {
		o.Stable = v == 1
	}
	if v := knob("T_RACESTABLE", -1); v >= 0 && o.Race != nil {
		r := *o.Race
		r.Stable = v == 1
		o.Race = &r
	}
	if v := knob("T_FRESH", -1); v >= 0 {
		o.FreshProof = v == 1
		if o.Race != nil {
			r := *o.Race
			r.FreshProof = o.FreshProof
			o.Race = &r
		}
	}
	if v := knob("T_PROOFRESET", -1); v >= 0 {
		o.ProofReset = v == 1
	}
	if v := knob("T_BACKBONE", -1); v >= 0 {
		o.Backbone = v == 1
	}
	if v := knob("T_GAC", -1); v >= 0 {
		o.GAC = v == 1
	}
	if v := knob("T_LOOK", -1); v >= 0 {
		o.Lookahead = v == 1
	}
	if v := knob("T_LAYERS", -1); v >= 0 {
		o.Layers = v == 1
	}
	return o
}

// inList reports whether k is in the comma-separated list (an empty list holds everything).
func inList(list string, k int) bool {
	if list == "" {
		return true
	}
	for _, f := range strings.Split(list, ",") {
		if v, err := strconv.Atoi(f); err == nil && v == k {
			return true
		}
	}
	return false
}

// raceTrace records the racers' events (Options.Trace) with the wall time since t0 and each
// racer's own CPU time (its goroutine is locked to a thread while traced).
type raceTrace struct {
	t0   time.Time
	mu   sync.Mutex
	cpu0 [2]time.Duration
	cpu  [2]time.Duration // at the racer's end
	log  []string
}

func (r *raceTrace) event(racer int, what string) {
	c := sharedtest.ThreadCPUTime()
	r.mu.Lock()
	defer r.mu.Unlock()
	if what == "start" {
		r.cpu0[racer] = c
	}
	used := c - r.cpu0[racer]
	if what == "end" {
		r.cpu[racer] = used
	}
	r.log = append(r.log, fmt.Sprintf("r%d %s %.2fs (cpu %.2fs)", racer+1, what, time.Since(r.t0).Seconds(), used.Seconds()))
}

// String gives the events in order and the racers' CPU: each, and the larger of the two
// (a quiet machine's wall time for the race).
func (r *raceTrace) String() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return fmt.Sprintf("%s | racer cpu %.2f + %.2f, max %.2f", strings.Join(r.log, ", "), r.cpu[0].Seconds(), r.cpu[1].Seconds(), max(r.cpu[0], r.cpu[1]).Seconds())
}

// TestSingle25 runs one CDCL search (no race) on each puzzle of the 25×25 set listed in
// SUDOKU_SINGLE25 (say 9,10,1), stopped after T_NODES decisions when set (the stop is
// polled every 256 decisions, at the same ones each run), and logs its decisions,
// conflicts, propagations and CPU time. With the same options the counts repeat exactly
// run to run, so it measures the cost of a conflict without the search's luck; T_* change
// the options as for TestSweep25, and go test's -cpuprofile profiles it:
//
//	SUDOKU_SINGLE25=9 T_NODES=200000 go test -run Single25 -v -cpuprofile cpu.out ./solver/sudoku
func TestSingle25(t *testing.T) {
	list := os.Getenv("SUDOKU_SINGLE25")
	if list == "" {
		t.Skip("set SUDOKU_SINGLE25=<puzzle numbers> to run")
	}
	grids := readPuzzleLines(t, "sudoku/25x25/gecode_25x25.txt", 25)
	for k, g := range grids {
		if !inList(list, k+1) {
			continue
		}
		o := knobOptions(25)
		o.Race = nil
		cpu0 := sharedtest.CPUTime()
		r := search.Run(context.Background(), search.Puzzle{N: g.n, BoxRows: g.boxRows, BoxCols: g.boxCols, Cells: g.cells}, 2, int64(knob("T_NODES", 0)), o)
		cpu := (sharedtest.CPUTime() - cpu0).Seconds()
		t.Logf("#%2d count=%d stopped=%d decisions=%d conflicts=%d props=%d cpu=%.2fs conflicts/s=%.0f props/s=%.0f",
			k+1, r.Count, r.Stopped, r.Nodes, r.Conflicts, r.Propagations, cpu, float64(r.Conflicts)/cpu, float64(r.Propagations)/cpu)
	}
}
