package search

import (
	"math/bits"

	"github.com/sudokubot/sudokubot/solver/sudoku/internal/cdcl"
)

// search is one run of the generic solver: the engine plus the limits, the counters and the
// solutions found so far.
type search struct {
	*cpEngine
	done     <-chan struct{}
	limit    int
	maxNodes int64
	stopped  stopReason

	count    int
	sols     [2][]uint8
	nodes    int64
	guesses  int64
	maxDepth int
	satStats [2]int64 // the CDCL search's conflicts and propagations (single search only)

	weight    []int32 // failures seen per house (dom/wdeg-style tie break)
	failures  int64   // failures since the last restart
	cutoff    int64   // restart after this many failures; 0 never
	restarts  int
	cpBudget  int64 // hand over to the SAT search after this many nodes; 0 never
	baseNodes int64 // nodes visited before the SAT search
	opt       Options
	pool      *cdcl.Pool // clauses shared between racers (see race), or nil
	first     *firstSol  // the racers' first solution, passed on with JointProof, or nil
	racer     int        // 0 alone or the first racer, 1 the second (for Options.Trace)

	ahead      int32  // Lookahead: the best-scored bivalue cell of the last probe, or -1
	aheadBit   uint32 // its candidate to try first
	aheadScore int
	reach      [2]int // removals propagated by the two placements being scored
}

type stopReason uint8

const (
	running stopReason = iota
	OutOfNodes
	OutOfTime
	restarting
	handover // the CP budget ran out: continue with the SAT search
)

// checkLimits reports whether the search must stop now.
func (s *search) checkLimits() bool {
	if s.stopped != running {
		return true
	}
	if s.maxNodes > 0 && s.nodes > s.maxNodes {
		s.stopped = OutOfNodes
		return true
	}
	if s.cpBudget > 0 && s.nodes > s.cpBudget && s.count <= 2 {
		s.stopped = handover
		return true
	}
	if s.n > 9 || s.nodes&63 == 0 {
		select {
		case <-s.done:
			s.stopped = OutOfTime
			return true
		default:
		}
	}
	return false
}

// run explores the subtree of the current (propagated) state, binary branching on
// "cell = digit" then "cell ≠ digit".
func (s *search) run(depth int) {
	for {
		s.nodes++
		if s.checkLimits() {
			return
		}
		if depth > s.maxDepth {
			s.maxDepth = depth
		}
		if depth < s.opt.ProbeDepth {
			if !s.probe() {
				s.blame()
				return
			}
			if s.stopped != running {
				return
			}
		}
		if s.free == 0 {
			s.record()
			return
		}
		cell, bit := int32(-1), uint32(0)
		if s.opt.Lookahead && depth < s.opt.ProbeDepth && s.ahead >= 0 && s.val[s.ahead] == 0 {
			cell, bit = s.ahead, s.aheadBit
		} else {
			cell, bit = s.choose()
		}
		s.guesses++
		mark := len(s.trail)
		if s.remove(cell, s.cand[cell]&^bit) && s.propagate() {
			s.run(depth + 1)
		} else {
			s.blame()
		}
		s.undo(mark)
		if s.stopped != running || s.count >= s.limit {
			return
		}
		if !s.remove(cell, bit) || !s.propagate() {
			s.blame()
			return
		}
	}
}

// blame adds weight to the houses of the last contradiction.
func (s *search) blame() {
	s.failures++
	if s.cutoff > 0 && s.failures >= s.cutoff && s.count <= 1 && s.stopped == running {
		s.stopped = restarting
	}
	f := s.fail
	switch {
	case f.House >= 0:
		s.weight[f.House]++
	case f.Cell >= 0:
		h := s.cellHouses[3*f.Cell : 3*f.Cell+3]
		s.weight[h[0]]++
		s.weight[h[1]]++
		s.weight[h[2]]++
	}
}

// record stores the current full grid as a solution.
func (s *search) record() {
	if s.restarts > 0 && s.count >= 1 && s.same(s.sols[0]) {
		return // found again after a restart
	}
	if s.count >= 1 {
		s.cutoff = 0 // from the second solution on, finish this run without restarting
	}
	if s.count < 2 {
		buf := s.sols[s.count]
		for i, m := range s.cand {
			buf[i] = uint8(bits.TrailingZeros32(m) + 1)
		}
	}
	s.count++
}

// same reports whether the current full grid is sol.
func (s *search) same(sol []uint8) bool {
	for i, m := range s.cand {
		if sol[i] != uint8(bits.TrailingZeros32(m)+1) {
			return false
		}
	}
	return true
}

// choose picks the branching decision: the unplaced cell with fewest candidates (ties go to
// the cell whose houses failed most often), or, when fewer, a digit with the fewest places
// in some house. It returns the cell and the digit to try first.
func (s *search) choose() (int32, uint32) {
	if s.opt.Wdeg {
		return s.chooseWdeg()
	}
	best, bestPop, bestW := int32(-1), 99, int32(-1)
	for i, m := range s.cand {
		if s.val[i] != 0 {
			continue
		}
		p := bits.OnesCount32(m)
		if p > bestPop {
			continue
		}
		h := s.cellHouses[3*i : 3*i+3 : 3*i+3]
		w := s.weight[h[0]] + s.weight[h[1]] + s.weight[h[2]]
		if p < bestPop || w > bestW {
			best, bestPop, bestW = int32(i), p, w
		}
	}
	if bestPop > 2 {
		n := s.n
		hBest, hDigit, hPop := -1, uint32(0), bestPop
		for h := 0; h < 3*n; h++ {
			for k, m := range s.fewPlaces(h) {
				if m != 0 && k+2 < hPop {
					hBest, hDigit, hPop = h, m&-m, k+2
					break
				}
			}
		}
		return s.decision(hBest, hDigit, best)
	}
	return s.decision(-1, 0, best)
}

// fewPlaces returns the digits that have exactly two, and exactly three, places among the
// unplaced cells of house h.
func (s *search) fewPlaces(h int) [2]uint32 {
	n := s.n
	var c1, c2, c3, c4 uint32 // the digits with at least 1, 2, 3, 4 places
	for _, c := range s.houseCells[h*n : h*n+n : h*n+n] {
		if s.val[c] != 0 {
			continue
		}
		m := s.cand[c]
		c4 |= c3 & m
		c3 |= c2 & m
		c2 |= c1 & m
		c1 |= m
	}
	return [2]uint32{c2 &^ c3, c3 &^ c4}
}

// decision is a branching decision: digit d in the first unplaced cell of house h that can
// hold it when h >= 0, else cell with its lowest candidate.
func (s *search) decision(h int, d uint32, cell int32) (int32, uint32) {
	if h >= 0 {
		n := s.n
		for _, c := range s.houseCells[h*n : h*n+n] {
			if s.val[c] == 0 && s.cand[c]&d != 0 {
				return c, d
			}
		}
	}
	m := s.cand[cell]
	return cell, m & -m
}

// probe tries each candidate of every bivalue cell: a candidate whose placement propagates
// to a contradiction is removed (failed-literal detection), until nothing changes. With
// Options.Lookahead it also scores each bivalue cell of the last pass by the removals its
// two placements propagate (Satz's a·b + a + b) and keeps the best in s.ahead.
func (s *search) probe() bool {
	for changed := true; changed; {
		changed = false
		s.ahead, s.aheadScore = -1, -1
		for i := range s.cand {
			m := s.cand[i]
			if s.val[i] != 0 || bits.OnesCount32(m) != 2 {
				continue
			}
			if s.checkLimits() {
				return true
			}
			for d := m; d != 0; d &= d - 1 {
				bit := d & -d
				mark := len(s.trail)
				ok := s.remove(int32(i), m&^bit) && s.propagate()
				k := 0
				if d != m {
					k = 1 // the second candidate
				}
				s.reach[k] = len(s.trail) - mark
				s.undo(mark)
				if ok && s.opt.Lookahead && d&(d-1) == 0 {
					a, b := s.reach[0], s.reach[1]
					if sc := a*b*64 + a + b; sc > s.aheadScore {
						s.ahead, s.aheadScore = int32(i), sc
						// first the placement that propagates less (more likely to hold)
						s.aheadBit = m & -m
						if a > b {
							s.aheadBit = m &^ (m & -m)
						}
					}
				}
				if !ok {
					if !s.remove(int32(i), bit) || !s.propagate() {
						return false
					}
					changed = true
					break
				}
			}
		}
	}
	return true
}

// chooseWdeg picks the cell (or house-digit) minimising places / (1 + failures of its houses).
func (s *search) chooseWdeg() (int32, uint32) {
	best, bestPop, bestW := int32(-1), 1, int32(0)
	for i, m := range s.cand {
		if s.val[i] != 0 {
			continue
		}
		p := bits.OnesCount32(m)
		h := s.cellHouses[3*i : 3*i+3 : 3*i+3]
		w := 1 + s.weight[h[0]] + s.weight[h[1]] + s.weight[h[2]]
		if best < 0 || p*int(bestW) < bestPop*int(w) {
			best, bestPop, bestW = int32(i), p, w
		}
	}
	n := s.n
	hBest, hDigit := -1, uint32(0)
	for h := 0; h < 3*n; h++ {
		w := 1 + 3*s.weight[h]
		for k, m := range s.fewPlaces(h) {
			if m != 0 && (k+2)*int(bestW) < bestPop*int(w) {
				hBest, hDigit, bestPop, bestW = h, m&-m, k+2, w
				break
			}
		}
	}
	return s.decision(hBest, hDigit, best)
}
