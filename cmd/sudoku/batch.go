package main

// Solving a batch on every core. The puzzles of an input are cut into jobs as they are
// read; workers solve a job's puzzles and format their results into the job's own buffer,
// and the reading goroutine writes finished jobs in input order. At most maxJobs jobs are
// in flight, so memory is bounded by a few jobs whatever the size of the batch, and the
// output is byte for byte what solving the puzzles one after another would write.

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"sync"
	"time"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

const (
	maxJobPuzzles = 512   // puzzles in one job, at most
	jobsPerWorker = 4     // jobs in flight per worker, at most
	largeBatch    = 10000 // puzzles after which the GC runs less often
)

// batchTuning overrides the number of workers and the puzzles per job when not zero; the
// tests set it to compare a parallel run with a sequential one (one worker, one puzzle per
// job).
var batchTuning struct{ workers, maxJob int }

// A batchJob is a run of consecutive puzzles of one input, solved by one worker.
type batchJob struct {
	puzzles []puzzle
	size    int // puzzles the job takes before it is handed to a worker
	first   int // index of the first puzzle (1-based, counted across inputs)
	in      input
	o       resultOut

	// Filled in by the worker, read after done is closed.
	out      bytes.Buffer // the results, as writeResult writes them to the output
	problems []problem    // what writeResult writes to standard error, and where
	unique   bool         // every puzzle has a unique solution
	drawAt   int          // the first puzzle read without error, or -1 (for --png)
	drawRes  solved       // its result
	err      error
	done     chan struct{}
}

// A problem is one message for standard error, written after the first at bytes of its
// job's output so that a shared stream (2>&1) interleaves as it always has.
type problem struct {
	at  int
	msg string
}

// problemLog collects a job's messages for standard error; writeResult makes one Write per
// message.
type problemLog struct{ j *batchJob }

func (l problemLog) Write(p []byte) (int, error) {
	l.j.problems = append(l.j.problems, problem{at: l.j.out.Len(), msg: string(p)})
	return len(p), nil
}

// A batchSolver solves and writes the puzzles of every input of one solve command. The
// workers run solve; every other method is called from the one goroutine that reads.
type batchSolver struct {
	ctx     context.Context
	solver  *sudoku.Solver
	timeout time.Duration
	png     func(p puzzle, r solved) error // draws the first readable puzzle; nil without --png
	drawn   bool                           // png was called (read and set by writeOldest only)

	workers int // goroutines solving jobs; 0 means GOMAXPROCS
	maxJob  int // puzzles per job, at most; 0 means maxJobPuzzles

	problems  *capped // standard error
	allUnique bool
	answered  int // puzzles written
	lastLine  int // the input line of the last puzzle written

	// The output of the current input, buffered; flushed before a problem is written
	// (2>&1 keeps its order) and at the end of each input.
	out *bufio.Writer

	work   chan *batchJob
	queue  []*batchJob // in flight, oldest first
	cur    *batchJob   // being filled
	free   []*batchJob // written jobs, whose buffers the next jobs reuse
	queued int         // puzzles handed to jobs so far
	wg     sync.WaitGroup
	parent context.Context    // the command's context; ctx is derived from it
	cancel context.CancelFunc // stops the workers' puzzles on an early return

	gcChanged bool  // a long batch changed the GC percent and memory limit
	gcPercent int   // the GC percent to restore
	memLimit  int64 // the memory limit to restore
}

// errInterrupted is returned by add when the context is done (Ctrl-C): the batch stops.
var errInterrupted = errors.New("interrupted")

// start starts the workers.
func (b *batchSolver) start() {
	if b.workers <= 0 {
		b.workers = runtime.GOMAXPROCS(0)
	}
	if b.maxJob <= 0 {
		b.maxJob = maxJobPuzzles
	}
	b.allUnique = true
	b.parent = b.ctx
	b.ctx, b.cancel = context.WithCancel(b.ctx)
	b.work = make(chan *batchJob, b.workers*jobsPerWorker)
	for range b.workers {
		b.wg.Add(1)
		go func() {
			defer b.wg.Done()
			for j := range b.work {
				b.solve(j)
			}
		}()
	}
}

// stop cancels the workers' context (a puzzle still being solved gives up at its next
// check), waits for them to finish the jobs handed to them, and drops the jobs not yet
// written: stop follows a finish, or an error.
func (b *batchSolver) stop() {
	b.cancel()
	close(b.work)
	b.wg.Wait()
	if b.gcChanged {
		debug.SetGCPercent(b.gcPercent)
		debug.SetMemoryLimit(b.memLimit)
	}
}

// solve solves every puzzle of j and formats the results into j's buffers (in a worker).
func (b *batchSolver) solve(j *batchJob) {
	defer close(j.done)
	j.unique, j.drawAt = true, -1
	log := problemLog{j}
	for k, p := range j.puzzles {
		res := solveOne(b.ctx, b.solver, p, b.timeout)
		res.Index = j.first + k
		if res.Status != "unique" {
			j.unique = false
		}
		if err := writeResult(&j.out, log, j.o, j.in, p, res); err != nil {
			j.err = err
			return
		}
		if b.png != nil && j.drawAt < 0 && p.err == nil {
			j.drawAt, j.drawRes = k, res
		}
	}
}

// add queues one puzzle of input in, whose results go to out (buffered by the caller).
func (b *batchSolver) add(p puzzle, in input, o resultOut) error {
	if b.cur == nil {
		b.cur = b.newJob(in, o)
	}
	b.cur.puzzles = append(b.cur.puzzles, p)
	b.queued++
	if b.queued == largeBatch && os.Getenv("GOGC") == "" && os.Getenv("GOMEMLIMIT") == "" {
		// A long batch keeps a few MB alive while it allocates about 1 KB per puzzle:
		// collect less often (a tenth less time), up to a soft limit of 64 MiB, unless
		// GOGC or GOMEMLIMIT says otherwise. Not earlier: parsing a large text that is no
		// batch keeps more alive.
		b.gcChanged = true
		b.gcPercent, b.memLimit = debug.SetGCPercent(400), debug.SetMemoryLimit(64<<20)
	}
	if len(b.cur.puzzles) < b.cur.size {
		return nil
	}
	return b.submit()
}

// newJob returns an empty job for the next puzzles, reusing a written one's buffers.
func (b *batchSolver) newJob(in input, o resultOut) *batchJob {
	// Jobs start small and grow, so that a short batch of hard puzzles is shared among
	// the workers too.
	size := min(max(b.queued/(4*b.workers), 1), b.maxJob)
	j := &batchJob{}
	if k := len(b.free); k > 0 {
		j, b.free = b.free[k-1], b.free[:k-1]
		clear(j.puzzles) // let the grids go
		*j = batchJob{puzzles: j.puzzles[:0], out: j.out, problems: j.problems[:0]}
		j.out.Reset()
	}
	if cap(j.puzzles) < size {
		j.puzzles = make([]puzzle, 0, size)
	}
	j.size, j.first, j.in, j.o, j.done = size, b.queued+1, in, o, make(chan struct{})
	return j
}

// submit hands the current job to the workers, then writes the jobs that are done, oldest
// first, waiting for the oldest while too many are in flight.
func (b *batchSolver) submit() error {
	if b.cur == nil {
		return nil
	}
	if b.ctx.Err() != nil {
		return errInterrupted
	}
	j := b.cur
	b.cur = nil
	b.queue = append(b.queue, j)
	b.work <- j // never blocks: the queue holds no more jobs than the channel
	for len(b.queue) > 0 {
		if len(b.queue) < cap(b.work) {
			select {
			case <-b.queue[0].done:
			default:
				return nil
			}
		}
		if err := b.writeOldest(); err != nil {
			return err
		}
	}
	return nil
}

// finish submits the last, partial job of an input (unless ctx is done) and writes every
// job in flight.
func (b *batchSolver) finish() error {
	err := b.submit()
	if err != nil && !errors.Is(err, errInterrupted) {
		return err
	}
	if derr := b.drain(); derr != nil {
		return derr
	}
	return err
}

// drain writes every job in flight, so that each puzzle handed to a worker is answered,
// and flushes the output. A job still being filled is dropped.
func (b *batchSolver) drain() error {
	b.cur = nil
	for len(b.queue) > 0 {
		if err := b.writeOldest(); err != nil {
			return err
		}
	}
	return b.out.Flush()
}

// writeOldest waits for the oldest job in flight and writes it: its output, and its
// problems on standard error at the point of the output where they arose.
func (b *batchSolver) writeOldest() error {
	j := b.queue[0]
	<-j.done
	b.queue[0] = nil
	b.queue = b.queue[1:]
	if j.err != nil {
		return j.err
	}
	out := j.out.Bytes()
	at := 0
	for _, pr := range j.problems {
		if _, err := b.out.Write(out[at:pr.at]); err != nil {
			return err
		}
		at = pr.at
		if b.problems.n < b.problems.max { // shown: after the output written before it
			if err := b.out.Flush(); err != nil {
				return err
			}
		}
		io.WriteString(b.problems, pr.msg)
	}
	if _, err := b.out.Write(out[at:]); err != nil {
		return err
	}
	b.allUnique = b.allUnique && j.unique
	b.answered += len(j.puzzles)
	b.lastLine = j.puzzles[len(j.puzzles)-1].line
	if j.drawAt >= 0 && !b.drawn {
		b.drawn = true
		if err := b.png(j.puzzles[j.drawAt], j.drawRes); err != nil {
			return err
		}
	}
	b.free = append(b.free, j)
	return nil
}

// interrupted says where a batch stopped, why (Ctrl-C, or the caller's deadline) and how
// much of it was answered.
func (b *batchSolver) interrupted(in input) error {
	why := "interrupted"
	if errors.Is(b.parent.Err(), context.DeadlineExceeded) {
		why = "out of time"
	}
	if b.answered == 0 {
		return fmt.Errorf("%s: %s before any puzzle was answered", displayName(in.name), why)
	}
	return fmt.Errorf("%s: %s; the first %d puzzles were answered (to line %d)",
		displayName(in.name), why, b.answered, b.lastLine)
}
