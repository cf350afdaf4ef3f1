package nonogram

import "math/bits"

// A frame is one guess on the search stack: the cell, the two values in the order tried,
// how many have been tried, and the trail length to undo to before each try.
type frame struct {
	mark  int
	cell  int
	vals  [2]Cell
	tried int
}

// A searcher is a depth-first search over one state, written as a loop over an explicit
// stack so that it can be paused after a budget of work and resumed: the solver runs two
// searchers with different strategies in turns, sharing the solutions they find.
type searcher struct {
	st       *state
	stack    []frame
	pending  bool // the current state is a new node to expand
	finished bool // the tree is exhausted (or the search is done)
}

func newSearcher(st *state) *searcher {
	se := &searcher{st: st}
	for l := range st.clues {
		st.enqueue(int32(l))
	}
	se.pending = st.propagate()
	se.finished = !se.pending
	return se
}

// run works until the searcher has made about budget probes (at least one node), the tree
// is exhausted, or the search is done. It reports whether the searcher has finished.
func (se *searcher) run(budget int64) bool {
	st := se.st
	end := st.probes + budget
	for !se.finished {
		if st.done() {
			se.finished = true
			break
		}
		if se.pending {
			se.pending = false
			if st.probes >= end {
				se.pending = true
				return false
			}
			se.expand()
			continue
		}
		if len(se.stack) == 0 {
			se.finished = true
			break
		}
		f := &se.stack[len(se.stack)-1]
		st.undo(f.mark)
		if f.tried == 2 {
			se.stack = se.stack[:len(se.stack)-1]
			continue
		}
		v := f.vals[f.tried]
		f.tried++
		st.set(f.cell, v)
		se.pending = st.propagate()
	}
	return true
}

// expand handles a new node: probe it, record it if complete, or push a guess.
func (se *searcher) expand() {
	st := se.st
	st.nodes++
	if len(se.stack) > st.maxDepth {
		st.maxDepth = len(se.stack)
	}
	if st.maxNodes > 0 && st.shared.nodes.add(1) > st.maxNodes {
		st.stopped = true
		return
	}
	if st.unknown == 0 {
		st.record()
		return
	}
	branch := -1
	var first Cell = Black
	if st.probing {
		var ok bool
		ok, branch, first = st.probe()
		if !ok || st.done() {
			return
		}
		if st.unknown == 0 {
			st.record()
			return
		}
	}
	if branch < 0 {
		branch = st.firstUnknown()
	}
	se.stack = append(se.stack, frame{mark: len(st.trail), cell: branch, vals: [2]Cell{first, Black + White - first}})
}

func (st *state) firstUnknown() int {
	for i, c := range st.rows {
		if c == Unknown {
			return i
		}
	}
	return -1
}

// probe tries every unknown cell both ways, each followed by line propagation, until no
// trial teaches anything. A trial that fails fixes the cell the other way; cells that both
// trials set alike are learned; a trial that completes the grid records a solution. It
// returns false on a contradiction (or when done), otherwise the cell whose trials settled
// the most cells (its best value first) for branching, or -1 when the grid is complete.
//
// With onePass, a pass that made progress still ends the probing when it found a cell to
// branch on: the child nodes probe again anyway.
//
// A trial is skipped when an earlier consistent trial of the same pass (and the same state)
// already implied it: by monotonicity it can neither fail nor settle anything new.
func (st *state) probe() (ok bool, branch int, first Cell) {
	for {
		st.epoch++
		startEpoch := st.epoch
		bestScore := -1
		branch, first = -1, Black
		for i := range st.rows {
			if st.rows[i] != Unknown || (st.nearOnly && !st.nearKnown(i)) {
				continue
			}
			nB, nW, res := st.probeCell(i)
			if res == probeFail || st.done() {
				return false, -1, Black
			}
			if res == probeLearned {
				st.epoch++
				if st.unknown == 0 {
					return true, -1, Black
				}
				continue
			}
			if nB < 0 || nW < 0 {
				continue
			}
			// Prefer cells whose both trials settle much (small subtrees on both sides).
			var score int
			switch st.heur {
			case heurBothSides:
				score = min(nB, nW)*4096 + nB + nW
			case heurMostSettled:
				score = nB + nW
			case heurLeastSettled:
				score = -(nB + nW)
			}
			if score > bestScore {
				bestScore, branch = score, i
				if nB >= nW {
					first = Black
				} else {
					first = White
				}
			}
		}
		if st.epoch == startEpoch || (st.onePass && branch >= 0 && st.rows[branch] == Unknown) {
			if branch < 0 && st.nearOnly {
				// Every near cell was skipped or none is left: fall back to any unknown.
				branch = st.firstUnknown()
			}
			return true, branch, first
		}
	}
}

// nearKnown reports whether cell i touches a known cell or the border.
func (st *state) nearKnown(i int) bool {
	r, c := i/st.w, i%st.w
	return r == 0 || c == 0 || r == st.h-1 || c == st.w-1 ||
		st.rows[i-1] != Unknown || st.rows[i+1] != Unknown ||
		st.rows[i-st.w] != Unknown || st.rows[i+st.w] != Unknown
}

// Branching rules: which fully probed cell to guess on.
const (
	heurBothSides    = iota // both values settle many cells: small subtrees on both sides
	heurMostSettled         // the trials settle the most cells in all
	heurLeastSettled        // the trials settle the fewest cells: a free cell, good for finding solutions
)

type probeResult uint8

const (
	probeNothing probeResult = iota // the trials were consistent, nothing learned
	probeLearned                    // some cell was fixed (and propagated)
	probeFail                       // the state is contradictory (or the search is done)
)

// trial sets cell i to v and propagates. On success it leaves the changes in place and
// returns how many cells were set; on a contradiction it undoes them and returns -1.
func (st *state) trial(i int, v Cell) int {
	st.probes++
	mark := len(st.trail)
	st.set(i, v)
	if !st.propagate() {
		st.undo(mark)
		return -1
	}
	return len(st.trail) - mark
}

// fix sets cell i to v for good (after the other value failed) and propagates.
func (st *state) fix(i int, v Cell) probeResult {
	st.set(i, v)
	if !st.propagate() {
		return probeFail
	}
	return probeLearned
}

// A probeRec remembers a pair of consistent trials that taught nothing: when (clock) and
// how many cells each settled.
type probeRec struct {
	at     uint64
	nB, nW int32
}

// reusable reports whether cell i's recorded trials still hold: no line they touched has
// changed since, so running them again would give the same result.
func (st *state) reusable(i int) bool {
	r := &st.recs[i]
	if st.maskWords == 0 || r.at == 0 {
		return false
	}
	m := st.recMasks[i*st.maskWords : (i+1)*st.maskWords]
	for wi, word := range m {
		for word != 0 {
			b := bits.TrailingZeros64(word)
			word &= word - 1
			if st.lineStamp[wi*64+b] > r.at {
				r.at = 0
				return false
			}
		}
	}
	return true
}

// stampTrial remembers the cells the trial since mark settled, and their values, for the
// other trial to compare with, and marks those values implied in this pass.
func (st *state) stampTrial(mark int) {
	st.gen++
	if st.gen == 0 { // wrapped: reset the stamps
		clear(st.stamp)
		st.gen = 1
	}
	for _, j := range st.trail[mark+1:] {
		st.stamp[j] = st.gen
		st.stampVal[j] = st.rows[j]
		st.implied[2*int(j)+int(st.rows[j])-1] = st.epoch
	}
}

// try is one trial of probeCell: cell i set to v on the trail from mark. It returns the
// cells the trial settled, or done with the probe's result when the probe ends here: the
// trial failed (so i is the other colour, or the search was stopped) or it completed the
// grid (a solution, recorded; probeFail when that was the one that ends the search).
func (st *state) try(i int, v Cell, mark int) (n int, res probeResult, done bool) {
	if n = st.trial(i, v); n < 0 {
		st.inTrial = false
		if st.stopped {
			return -1, probeFail, true
		}
		other := White
		if v == White {
			other = Black
		}
		return -1, st.fix(i, other), true
	}
	if st.unknown == 0 && st.record() {
		st.undo(mark)
		st.inTrial = false
		return -1, probeFail, true
	}
	return n, probeNothing, false
}

// probeCell tries cell i black, then white. nB and nW count the cells each trial settled,
// -1 for a trial skipped.
func (st *state) probeCell(i int) (nB, nW int, res probeResult) {
	skipB := !st.noSkip && st.implied[2*i] == st.epoch
	skipW := !st.noSkip && st.implied[2*i+1] == st.epoch
	if skipB && skipW {
		return -1, -1, probeNothing
	}
	if !skipB && !skipW && st.reusable(i) {
		st.reused++
		return int(st.recs[i].nB), int(st.recs[i].nW), probeNothing
	}
	st.inTrial = true
	clear(st.touched)
	mark := len(st.trail)
	nB, nW = -1, -1
	if !skipB {
		var done bool
		if nB, res, done = st.try(i, Black, mark); done {
			return -1, -1, res
		}
		st.stampTrial(mark)
		st.undo(mark)
	}
	if skipW {
		st.inTrial = false
		return nB, nW, probeNothing
	}
	var done bool
	if nW, res, done = st.try(i, White, mark); done {
		return -1, -1, res
	}
	st.learned = st.learned[:0]
	for _, j := range st.trail[mark+1:] {
		if nB >= 0 && st.stamp[j] == st.gen && st.stampVal[j] == st.rows[j] {
			st.learned = append(st.learned, j)
		}
		st.implied[2*int(j)+int(st.rows[j])-1] = st.epoch
	}
	st.undo(mark)
	st.inTrial = false
	if len(st.learned) == 0 {
		if nB >= 0 && st.maskWords > 0 {
			st.recs[i] = probeRec{at: st.clock, nB: int32(nB), nW: int32(nW)}
			copy(st.recMasks[i*st.maskWords:], st.touched)
		}
		return nB, nW, probeNothing
	}
	for _, j := range st.learned {
		if st.rows[j] == Unknown {
			st.set(int(j), st.stampVal[j])
		}
	}
	if !st.propagate() {
		return -1, -1, probeFail
	}
	return nB, nW, probeLearned
}
