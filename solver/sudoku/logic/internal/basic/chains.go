package basic

import (
	"math/bits"

	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Chains of two-candidate cells: Remote Pair and XY-Chain.

// FindRemotePairs: cells holding the same two candidates {x,y}, linked by seeing each
// other, alternate x and y along the chain. Two cells of opposite parity hold one x and
// one y between them, so a cell seeing both loses x and y. Chains need four cells or more
// (two are a naked pair).
func FindRemotePairs(b *board.Board, out []technique.Step) []technique.Step {
	sh := b.Sh
	cells := len(b.Cand)
	var colour []int8
	var queue []int
	var done []bool
	for start, pm := range b.Cand {
		if bits.OnesCount32(pm) != 2 {
			continue
		}
		if colour == nil {
			colour = make([]int8, cells)
			done = make([]bool, cells)
		}
		if done[start] {
			continue
		}
		for i := range colour {
			colour[i] = 0
		}
		queue = append(queue[:0], start)
		colour[start] = 1
		done[start] = true
		for k := 0; k < len(queue); k++ {
			c := queue[k]
			for _, o := range sh.Peers[c] {
				if b.Cand[o] == pm && colour[o] == 0 {
					colour[o] = -colour[c]
					done[o] = true
					queue = append(queue, o)
				}
			}
		}
		if len(queue) < 4 {
			continue
		}
		members := queue
		var elims []technique.Candidate
		for c := 0; c < cells; c++ {
			if b.Cand[c]&pm == 0 || colour[c] != 0 {
				continue
			}
			if seesBothColours(sh, c, members, colour) {
				for m := b.Cand[c] & pm; m != 0; m &= m - 1 {
					elims = append(elims, technique.Candidate{Cell: c, Digit: bits.TrailingZeros32(m) + 1})
				}
			}
		}
		if len(elims) == 0 {
			continue
		}
		s := technique.Step{Technique: technique.RemotePair, Rating: board.ChainRating(45, len(members)), Digits: board.MaskDigits(pm), Size: b.N, Eliminations: elims}
		for _, c := range members {
			role := technique.RoleColorA
			if colour[c] < 0 {
				role = technique.RoleColorB
			}
			s.Pattern = MarksOfCell(b, c, role, s.Pattern)
		}
		out = append(out, s)
	}
	return out
}

// FindXYChain: a chain of two-candidate cells, each seeing the next, where the digit a
// cell does not take is the digit the next cell then does not take... If the first cell
// is not x, the last one is x; so either way one end is x, and cells seeing both ends lose
// x. The shortest chain from each start is used.
func FindXYChain(b *board.Board, out []technique.Step) []technique.Step {
	sh := b.Sh
	cells := len(b.Cand)
	n := b.N
	const maxCells = 12
	// state = cell*n + (out digit - 1): the cell is the out digit, having lost its other
	dist := make([]int16, cells*n)
	prev := make([]int32, cells*n)
	var queue []int
	for start, sm := range b.Cand {
		if bits.OnesCount32(sm) != 2 {
			continue
		}
		for xm := sm; xm != 0; xm &= xm - 1 {
			x := bits.TrailingZeros32(xm) + 1
			y := board.FirstDigit(sm &^ (xm & -xm))
			for i := range dist {
				dist[i] = -1
			}
			s0 := start*n + y - 1
			dist[s0] = 1
			queue = append(queue[:0], s0)
			found := false
			for k := 0; k < len(queue) && !found; k++ {
				st := queue[k]
				c, v := st/n, st%n+1
				if dist[st] >= maxCells {
					continue
				}
				vbit := uint32(1) << (v - 1)
				for _, o := range sh.Peers[c] {
					om := b.Cand[o]
					if bits.OnesCount32(om) != 2 || om&vbit == 0 || o == start {
						continue
					}
					w := board.FirstDigit(om &^ vbit)
					ns := o*n + w - 1
					if dist[ns] >= 0 {
						continue
					}
					dist[ns], prev[ns] = dist[st]+1, int32(st)
					queue = append(queue, ns)
					if w == x && dist[ns] >= 3 && start < o {
						elims := SeenByAll(b, nil, x, start, o)
						if len(elims) > 0 {
							out = append(out, xyChainStep(b, x, ns, prev, dist, elims))
							found = true
							break
						}
					}
				}
			}
		}
	}
	return out
}

func xyChainStep(b *board.Board, x, end int, prev []int32, dist []int16, elims []technique.Candidate) technique.Step {
	n := b.N
	var path []int
	for st := end; ; st = int(prev[st]) {
		path = append(path, st)
		if dist[st] == 1 {
			break
		}
	}
	for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	s := technique.Step{Technique: technique.XYChain, Rating: board.ChainRating(70, 2*len(path)), Digits: []int{x}, Size: n, Eliminations: elims}
	for i, st := range path {
		c, v := st/n, st%n+1
		in := board.FirstDigit(b.Cand[c] &^ (1 << (v - 1)))
		role := technique.RoleNode
		if i == 0 || i == len(path)-1 {
			role = technique.RoleBase
		}
		s.Pattern = append(s.Pattern, technique.Mark{Candidate: technique.Candidate{Cell: c, Digit: in}, Role: role}, technique.Mark{Candidate: technique.Candidate{Cell: c, Digit: v}, Role: role})
		if i > 0 {
			pc, pv := path[i-1]/n, path[i-1]%n+1
			s.Links = append(s.Links, technique.Link{From: technique.Candidate{Cell: pc, Digit: pv}, To: technique.Candidate{Cell: c, Digit: in}, Strong: false})
		}
		s.Links = append(s.Links, technique.Link{From: technique.Candidate{Cell: c, Digit: in}, To: technique.Candidate{Cell: c, Digit: v}, Strong: true})
	}
	return s
}
