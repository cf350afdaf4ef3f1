package nonogram

import (
	"context"
	"math/bits"
	"slices"
)

// state is one puzzle being solved: the cells (kept both row-major and column-major so
// every line is a contiguous slice), the trail of changes for undo, and the queue of lines
// whose cells changed since their last line solve.
type state struct {
	h, w    int
	clues   [][]int // lines 0..h-1 are rows, h..h+w-1 columns
	rows    []Cell  // row-major cells
	cols    []Cell  // column-major cells
	unknown int     // cells still Unknown
	lineUnk []int32 // Unknown cells per line
	trail   []int32 // row-major indexes set since the start, in order
	queue   []int32 // lines to solve (a ring buffer of len(clues) slots)
	qHead   int
	qLen    int
	inQueue []bool
	ls      lineSolver
	cache   lineCache
	packed  []uint64     // per line: its cells, 2 bits each (only when every line fits, see maxPacked)
	fast    *packedCache // line results by packed state, when packed is used
	nw      int          // words per packed line
	res     []uint64     // scratch: a packed result
	out     []Cell

	ctx      context.Context
	maxNodes int64
	probing  bool
	stopped  bool // deadline or budget reached: stop and report GaveUp
	failed   int  // the line whose contradiction ended the last failed propagate
	ticks    int
	maxTicks int // stop once ticks passes it (0: no bound)
	trailCap int // propagate stops early, as if consistent, once the trail is this long (0: off)

	shared *shared // what the searchers of one Solve share

	nodes, probes, lineSolves int64
	maxDepth                  int

	// probing scratch
	stamp    []uint32 // stamp[i] == gen: cell i was set by the first trial of a probe
	stampVal []Cell
	gen      uint32
	learned  []int32
	implied  []uint32 // implied[2*i+v-1] == epoch: a consistent trial this pass set cell i to v
	epoch    uint32
	heur     int  // branching rule (heurBothSides, ...)
	noSkip   bool // probe both values even when an earlier trial implied one
	nearOnly bool // probe only cells next to known cells or the border
	onePass  bool // stop probing after a pass that found a branch cell, even with progress

	// Probe reuse: a cell's trials are redone only if a line they touched has changed
	// (outside trials) since they ran; otherwise they would repeat exactly.
	inTrial   bool
	clock     uint64
	lineStamp []uint64   // per line: clock of its last change outside trials
	maskWords int        // words per touched-lines mask; 0 disables reuse
	touched   []uint64   // lines solved during the current cell's trials
	recs      []probeRec // per cell: its last consistent, uninformative pair of trials
	recMasks  []uint64   // per cell: the lines those trials touched
	reused    int64      // probes answered from recs
}

func newState(p *Puzzle, sh *shared) *state {
	h, w := p.Height(), p.Width()
	st := &state{h: h, w: w, ctx: context.Background(), shared: sh}
	st.clues = append(append(make([][]int, 0, h+w), p.Rows...), p.Cols...)
	st.rows = make([]Cell, h*w)
	st.cols = make([]Cell, h*w)
	st.unknown = h * w
	st.lineUnk = make([]int32, h+w)
	for l := range st.lineUnk {
		if l < h {
			st.lineUnk[l] = int32(w)
		} else {
			st.lineUnk[l] = int32(h)
		}
	}
	st.queue = make([]int32, h+w)
	st.inQueue = make([]bool, h+w)
	st.out = make([]Cell, max(h, w))
	st.stamp = make([]uint32, h*w)
	st.stampVal = make([]Cell, h*w)
	st.implied = make([]uint32, 2*h*w)
	st.lineStamp = make([]uint64, h+w)
	if h+w <= 512 {
		st.maskWords = (h + w + 63) / 64
		st.touched = make([]uint64, st.maskWords)
		st.recs = make([]probeRec, h*w)
		st.recMasks = make([]uint64, h*w*st.maskWords)
	}
	if h <= maxPacked && w <= maxPacked {
		st.nw = (max(h, w) + 31) / 32
		st.packed = make([]uint64, (h+w)*st.nw)
		st.fast = newPackedCache(h+w, st.nw)
		st.res = make([]uint64, st.nw)
	}
	return st
}

// line returns the cells of line l (aliasing the state).
func (st *state) line(l int) []Cell {
	if l < st.h {
		return st.rows[l*st.w : (l+1)*st.w]
	}
	c := l - st.h
	return st.cols[c*st.h : (c+1)*st.h]
}

func (st *state) enqueue(l int32) {
	if st.inQueue[l] {
		return
	}
	st.inQueue[l] = true
	st.queue[(st.qHead+st.qLen)%len(st.queue)] = l
	st.qLen++
}

func (st *state) clearQueue() {
	for st.qLen > 0 {
		st.inQueue[st.queue[st.qHead]] = false
		st.qHead = (st.qHead + 1) % len(st.queue)
		st.qLen--
	}
}

// set gives the Unknown cell at row-major index i the value v and queues its two lines.
func (st *state) set(i int, v Cell) {
	r, c := i/st.w, i%st.w
	st.rows[i] = v
	st.cols[c*st.h+r] = v
	st.unknown--
	st.lineUnk[r]--
	st.lineUnk[st.h+c]--
	if st.packed != nil {
		st.packed[r*st.nw+c>>5] |= uint64(v) << (2 * (c & 31))
		st.packed[(st.h+c)*st.nw+r>>5] |= uint64(v) << (2 * (r & 31))
	}
	if !st.inTrial {
		st.clock++
		st.lineStamp[r], st.lineStamp[st.h+c] = st.clock, st.clock
	}
	st.trail = append(st.trail, int32(i))
	st.enqueue(int32(r))
	st.enqueue(int32(st.h + c))
}

// undo resets every cell set after the trail had length mark.
func (st *state) undo(mark int) {
	for k := len(st.trail) - 1; k >= mark; k-- {
		i := int(st.trail[k])
		r, c := i/st.w, i%st.w
		st.rows[i] = Unknown
		st.cols[c*st.h+r] = Unknown
		st.unknown++
		st.lineUnk[r]++
		st.lineUnk[st.h+c]++
		if !st.inTrial {
			st.clock++
			st.lineStamp[r], st.lineStamp[st.h+c] = st.clock, st.clock
		}
		if st.packed != nil {
			st.packed[r*st.nw+c>>5] &^= 3 << (2 * (c & 31))
			st.packed[(st.h+c)*st.nw+r>>5] &^= 3 << (2 * (r & 31))
		}
	}
	st.trail = st.trail[:mark]
}

// tick checks the deadline now and then; it sets stopped when the context is done.
func (st *state) tick() bool {
	st.ticks++
	if st.ticks&255 == 0 && st.ctx.Err() != nil || st.maxTicks > 0 && st.ticks > st.maxTicks {
		st.stopped = true
	}
	return st.stopped
}

// propagate runs the line solver on queued lines until the queue is empty. It returns
// false on a contradiction (or when stopped; callers check st.stopped first) and always
// leaves the queue empty.
func (st *state) propagate() bool {
	for st.qLen > 0 {
		l := int(st.queue[st.qHead])
		st.qHead = (st.qHead + 1) % len(st.queue)
		st.qLen--
		st.inQueue[l] = false
		if st.inTrial && st.maskWords > 0 {
			st.touched[l>>6] |= 1 << (l & 63)
		}
		if st.tick() {
			st.clearQueue()
			return false
		}
		if st.trailCap > 0 && len(st.trail) >= st.trailCap {
			st.clearQueue()
			return true
		}
		cells := st.line(l)
		if st.lineUnk[l] == 0 {
			if !st.complete(l, cells) {
				return st.fail(l)
			}
			continue
		}
		if st.fast != nil {
			if !st.solvePacked(l, cells) {
				return st.fail(l)
			}
			continue
		}
		out := st.out[:len(cells)]
		st.cache.makeKey(l, cells)
		if res, ok := st.cache.get(); ok {
			if res == "" {
				return st.fail(l)
			}
			for i := range out {
				out[i] = Cell(res[i])
			}
		} else {
			st.lineSolves++
			ok := st.ls.solve(st.clues[l], cells, out)
			st.cache.put(out, ok)
			if !ok {
				return st.fail(l)
			}
		}
		for i, v := range out {
			if v != cells[i] {
				if l < st.h {
					st.set(l*st.w+i, v)
				} else {
					st.set(i*st.w+(l-st.h), v)
				}
			}
		}
	}
	return true
}

// solvePacked runs line l through the packed cache (or the line solver on a miss) and sets
// the cells it forces. It returns false on a contradiction.
func (st *state) solvePacked(l int, cells []Cell) bool {
	key := st.packed[l*st.nw : (l+1)*st.nw]
	state, res := st.fast.get(l, key)
	switch state {
	case slotFailed:
		return false
	case slotEmpty:
		st.lineSolves++
		out := st.out[:len(cells)]
		if !st.ls.solve(st.clues[l], cells, out) {
			st.fast.put(l, key, nil)
			return false
		}
		res = st.res
		clear(res)
		for i, v := range out {
			res[i>>5] |= uint64(v) << (2 * (i & 31))
		}
		st.fast.put(l, key, res)
	}
	// Cells newly set: their 2 bits are 0 in key and not in res. set changes key (it
	// aliases st.packed) and may overwrite the cache slot res points to, so copy first.
	for wi := range key {
		r, d := res[wi], res[wi]^key[wi]
		for d != 0 {
			b := bits.TrailingZeros64(d) / 2
			d &^= 3 << (2 * b)
			i := wi*32 + b
			v := Cell(r >> (2 * b) & 3)
			if l < st.h {
				st.set(l*st.w+i, v)
			} else {
				st.set(i*st.w+(l-st.h), v)
			}
		}
	}
	return true
}

// fail records line l as the one that had no placement and empties the queue.
func (st *state) fail(l int) bool {
	st.failed = l
	st.clearQueue()
	return false
}

// complete reports whether the fully known line l matches its clue.
func (st *state) complete(l int, cells []Cell) bool {
	clue := st.clues[l]
	k, run := 0, 0
	for _, c := range cells {
		if c == Black {
			run++
			continue
		}
		if run > 0 {
			if k >= len(clue) || clue[k] != run {
				return false
			}
			k++
			run = 0
		}
	}
	if run > 0 {
		if k >= len(clue) || clue[k] != run {
			return false
		}
		k++
	}
	return k == len(clue)
}

// shared is what the searchers of one puzzle share: the solutions found (any grid a
// searcher completes is a real solution, so they pool them) and the node count.
type shared struct {
	solutions []Grid // distinct solutions found, at most 2
	nodes     counter
}

type counter struct{ n int64 }

func (c *counter) add(d int64) int64 { c.n += d; return c.n }

// record keeps the current (complete) grid as a solution if it is new. It returns true
// when two distinct solutions are known, which ends the search.
func (st *state) record() bool {
	sh := st.shared
	for _, g := range sh.solutions {
		if slices.Equal(g.Cells, st.rows) {
			return len(sh.solutions) >= 2
		}
	}
	sh.solutions = append(sh.solutions, Grid{st.w, st.h, append([]Cell(nil), st.rows...)})
	return len(sh.solutions) >= 2
}

// done reports whether the search must stop: stopped, or two solutions known.
func (st *state) done() bool { return st.stopped || len(st.shared.solutions) >= 2 }
