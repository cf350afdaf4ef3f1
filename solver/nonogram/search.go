package nonogram

// search settles the current state by probing and branching. Solutions go to
// st.solutions; it returns when the subtree is exhausted or st.done().
func (st *state) search(depth int) {
	if depth > st.maxDepth {
		st.maxDepth = depth
	}
	st.nodes++
	if st.maxNodes > 0 && st.nodes > st.maxNodes {
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
	second := Black + White - first
	for _, v := range [2]Cell{first, second} {
		mark := len(st.trail)
		st.set(branch, v)
		if st.propagate() {
			st.search(depth + 1)
		} else if st.stopped {
			return
		}
		st.undo(mark)
		if st.done() {
			return
		}
	}
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
func (st *state) probe() (ok bool, branch int, first Cell) {
	for {
		progress := false
		bestScore := -1
		branch, first = -1, Black
		for i := range st.rows {
			if st.rows[i] != Unknown {
				continue
			}
			nB, nW, res := st.probeCell(i)
			if res == probeFail || st.done() {
				return false, -1, Black
			}
			if res == probeLearned {
				progress = true
				if st.unknown == 0 {
					return true, -1, Black
				}
				continue
			}
			// Prefer cells whose both trials settle much (small subtrees on both sides).
			score := min(nB, nW)*4096 + nB + nW
			if score > bestScore {
				bestScore, branch = score, i
				if nB >= nW {
					first = Black
				} else {
					first = White
				}
			}
		}
		if !progress {
			return true, branch, first
		}
	}
}

type probeResult uint8

const (
	probeNothing probeResult = iota // both trials consistent, nothing learned
	probeLearned                    // some cell was fixed (and propagated)
	probeFail                       // the state is contradictory (or the search is done)
)

// probeCell tries cell i black, then white.
func (st *state) probeCell(i int) (nB, nW int, res probeResult) {
	st.probes++
	mark := len(st.trail)
	st.set(i, Black)
	if !st.propagate() {
		st.undo(mark)
		if st.stopped {
			return 0, 0, probeFail
		}
		st.set(i, White)
		if !st.propagate() {
			return 0, 0, probeFail
		}
		return 0, 0, probeLearned
	}
	if st.unknown == 0 && st.record() {
		return 0, 0, probeFail
	}
	st.gen++
	if st.gen == 0 { // wrapped: reset the stamps
		clear(st.stamp)
		st.gen = 1
	}
	for _, j := range st.trail[mark:] {
		st.stamp[j] = st.gen
		st.stampVal[j] = st.rows[j]
	}
	nB = len(st.trail) - mark
	st.undo(mark)

	st.probes++
	st.set(i, White)
	if !st.propagate() {
		st.undo(mark)
		if st.stopped {
			return 0, 0, probeFail
		}
		st.set(i, Black)
		if !st.propagate() {
			return 0, 0, probeFail
		}
		return 0, 0, probeLearned
	}
	if st.unknown == 0 && st.record() {
		return 0, 0, probeFail
	}
	st.learned = st.learned[:0]
	for _, j := range st.trail[mark:] {
		if st.stamp[j] == st.gen && st.stampVal[j] == st.rows[j] {
			st.learned = append(st.learned, j)
		}
	}
	nW = len(st.trail) - mark
	vals := st.stampVal // reuse: the learned values are those of the black trial
	st.undo(mark)
	if len(st.learned) == 0 {
		return nB, nW, probeNothing
	}
	for _, j := range st.learned {
		if st.rows[j] == Unknown {
			st.set(int(j), vals[j])
		}
	}
	if !st.propagate() {
		return 0, 0, probeFail
	}
	return nB, nW, probeLearned
}
