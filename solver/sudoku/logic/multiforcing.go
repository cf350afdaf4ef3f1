package logic

import (
	"context"
	"math/bits"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/basic"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Static forcing chains of every shape (issue 27): every candidate is assumed once and
// followed by singles. A candidate whose assumption breaks the grid is a plain forcing
// chain; the candidates of one cell, or the places of one digit in one house, whose
// assumptions all rule out the same candidate make a cell or house forcing chain (one of
// them is true, so the candidate goes). Of all of them the proof with the fewest links is
// taken: a chain's links are the placements it needs, summed over the branches.

// branch is one assumption followed by singles.
type branch struct {
	seq  []technique.Candidate // seq[0] is the assumption, then the placements in order
	why  contradiction
	vals []uint8  // the grid after the singles (nil when the assumption breaks it)
	cand []uint32 // the candidates after the singles (nil when it breaks)
}

// proofs are the forcing proofs with the fewest links found so far (at most maxTies).
type proofs struct {
	links int
	ties  []proof
}

// maxTies bounds the proofs of equal length kept to choose among by progress.
const maxTies = 24

// consider keeps p if it is as short as the shortest so far.
func (ps *proofs) consider(p proof) {
	switch {
	case p.links < ps.links:
		ps.links = p.links
		ps.ties = append(ps.ties[:0], p)
	case p.links == ps.links && len(ps.ties) < maxTies:
		ps.ties = append(ps.ties, p)
	}
}

// proof is one forcing proof: its links and how to build its step.
type proof struct {
	links  int
	single int   // a plain forcing chain: the index of its branch, else -1
	group  []int // a cell or house chain: the indices of its branches
	house  int   // a house chain's house, or -1
	target technique.Candidate
}

// staticForcing returns the static forcing step with the fewest links at b, or ok false.
func (e *engine) staticForcing(ctx context.Context, b *board.Board) (technique.Step, bool) {
	if e.trim == nil {
		e.trim = newTrimmer(b)
	}
	limit := 3 * b.N * b.N
	idx := make([]int, len(b.Cand)*b.N) // cell*N + digit-1 → branch index + 1 (0: none)
	var brs []branch
	seq := e.seq
	for i, m := range b.Cand {
		for dm := m; dm != 0; dm &= dm - 1 {
			if ctx.Err() != nil {
				return technique.Step{}, false
			}
			d := bits.TrailingZeros32(dm) + 1
			e.scratch.CopyFrom(b)
			e.scratch.Place(i, d)
			seq = append(seq[:0], technique.Candidate{Cell: i, Digit: d})
			var why contradiction
			seq, why = propagate(e.scratch, seq, true, limit)
			br := branch{seq: append([]technique.Candidate(nil), seq...), why: why}
			if !why.found {
				br.vals = append([]uint8(nil), e.scratch.Vals...)
				br.cand = append([]uint32(nil), e.scratch.Cand...)
			}
			brs = append(brs, br)
			idx[i*b.N+d-1] = len(brs)
		}
	}
	e.seq = seq
	best := proofs{links: 1 << 30}
	for k, br := range brs {
		if br.why.found {
			best.consider(proof{links: e.trim.run(b, br.seq, br.why), single: k, house: -1, target: br.seq[0]})
		}
	}
	// Cell forcing chains: the branches of each cell's candidates.
	var group []int
	for i, m := range b.Cand {
		if bits.OnesCount32(m) < 2 {
			continue
		}
		group = group[:0]
		for dm := m; dm != 0; dm &= dm - 1 {
			group = append(group, idx[i*b.N+bits.TrailingZeros32(dm)]-1)
		}
		e.bestGroup(b, brs, group, -1, &best)
	}
	// House forcing chains: the branches of each digit's places in each house.
	for h, cells := range b.Sh.House {
		for d := 1; d <= b.N; d++ {
			bit := uint32(1) << (d - 1)
			group = group[:0]
			for _, c := range cells {
				if b.Cand[c]&bit != 0 {
					group = append(group, idx[c*b.N+d-1]-1)
				}
			}
			if len(group) >= 2 {
				e.bestGroup(b, brs, group, h, &best)
			}
		}
	}
	if len(best.ties) == 0 {
		return technique.Step{}, false
	}
	// Among the shortest, the proof whose elimination unlocks the most singles.
	p := best.ties[0]
	if len(best.ties) > 1 {
		most := -1
		for _, q := range best.ties {
			e.scratch.CopyFrom(b)
			e.scratch.Cand[q.target.Cell] &^= 1 << (q.target.Digit - 1)
			if n := basic.CountSingles(e.scratch, e.mark); n > most {
				most, p = n, q
			}
		}
	}
	if p.single >= 0 {
		br := brs[p.single]
		e.trim.run(b, br.seq, br.why)
		return e.trim.step(b, br.seq, br.why), true
	}
	return e.groupStep(b, brs, p), true
}

// bestGroup looks for the candidates every branch of group rules out and keeps, in best,
// the one whose proof has the fewest links, when it beats best.
func (e *engine) bestGroup(b *board.Board, brs []branch, group []int, house int, best *proofs) {
	n := len(b.Cand)
	var common []technique.Candidate
	for x := 0; x < n; x++ {
		m := b.Cand[x]
		if m == 0 {
			continue
		}
		for _, k := range group {
			br := &brs[k]
			if br.vals == nil {
				return // a branch breaks the grid: that is a plain forcing chain
			}
			if v := br.vals[x]; v != 0 {
				m &^= 1 << (v - 1) // the branch fills x: every other digit is ruled out
			} else {
				m &^= br.cand[x]
			}
			if m == 0 {
				break
			}
		}
		for ; m != 0; m &= m - 1 {
			common = append(common, technique.Candidate{Cell: x, Digit: bits.TrailingZeros32(m) + 1})
		}
	}
	if len(common) == 0 {
		return
	}
	sums := make([]int, len(common))
	for _, k := range group {
		br := &brs[k]
		e.trim.replay(b, br.seq)
		for t, c := range common {
			if sums[t] > best.links {
				continue
			}
			sums[t] += e.trim.closure(e.trim.remover(b, br.seq, c.Cell, c.Digit, len(br.seq)))
		}
	}
	for t, c := range common {
		if sums[t] <= best.links {
			best.consider(proof{links: sums[t], single: -1, group: append([]int(nil), group...), house: house, target: c})
		}
	}
}

// closure marks in tr.need the placements that placement j needs, j included, and
// returns their number, the assumption (index 0) excluded. j < 0 needs nothing.
func (tr *trimmer) closure(j int) int {
	if j < 0 {
		tr.need = append(tr.need[:0], make([]bool, len(tr.single))...)
		return 0
	}
	tr.stack = append(tr.stack[:0], j)
	return tr.markNeeded(len(tr.single))
}

// groupStep builds the cell or house forcing chain of p: its branches' assumptions (the
// pivots), the placements each needs to rule out p.target, in order, and the target.
func (e *engine) groupStep(b *board.Board, brs []branch, p proof) technique.Step {
	tr := e.trim
	s := technique.Step{Technique: technique.CellForcingChain, Size: b.N, Eliminations: []technique.Candidate{p.target}}
	if p.house >= 0 {
		s.Technique = technique.HouseForcingChain
		s.Houses = []sudoku.House{b.Sh.HouseOf(p.house)}
	}
	var nodes []technique.Mark
	for bi, k := range p.group {
		br := brs[k]
		a := br.seq[0]
		s.Pattern = append(s.Pattern, technique.Mark{Candidate: a, Role: technique.RolePivot})
		if len(s.Digits) == 0 || s.Digits[len(s.Digits)-1] != a.Digit {
			s.Digits = append(s.Digits, a.Digit)
		}
		tr.replay(b, br.seq)
		tr.closure(tr.remover(b, br.seq, p.target.Cell, p.target.Digit, len(br.seq)))
		for j := 1; j < len(br.seq); j++ {
			if !tr.need[j] {
				continue
			}
			im := technique.Implication{Candidate: br.seq[j], Single: tr.single[j], Branch: bi}
			if tr.house[j] >= 0 {
				im.House = b.Sh.HouseOf(tr.house[j])
			}
			s.Implications = append(s.Implications, im)
			nodes = append(nodes, technique.Mark{Candidate: br.seq[j], Role: technique.RoleNode})
			for _, c := range tr.causes[tr.start[j]:tr.start[j+1]] {
				if tr.need[c] {
					s.Links = append(s.Links, technique.Link{From: br.seq[c], To: br.seq[j]})
				}
			}
		}
	}
	s.Pattern = append(s.Pattern, nodes...)
	s.Rating = board.ChainRating(s.Technique.BaseRating(), len(s.Implications)+1)
	return s
}
