package sudoku

import (
	"context"
	"fmt"
	"math/bits"
	"sync"
)

// This file is the fast path for 9×9 grids with 3×3 boxes.
//
// Representation: for each digit d (0..8) and band b (0..2, three rows each) one 27-bit mask
// f[3d+b] holds the cells of the band where d may still go, bit 9r+c for row r of the band and
// column c. A placed digit keeps its own bit and loses every peer, so a solved grid is nine
// digits × three bands of exactly three bits each.
//
// Propagation works on one (digit, band) mask at a time, only when it changed since it was
// last examined:
//   - The nine row segments (row r ∩ box k, three cells each) of the band form a 3×3 pattern.
//     The digit occupies one segment per row and one per box, i.e. a permutation inside the
//     pattern; a table gives, for each of the 512 patterns, the union of the permutations it
//     contains. Cells outside it are removed. This covers hidden singles in boxes, pointing and
//     claiming (box-line interactions inside the band), and detects an impossible band.
//   - A row of the band with one cell left places the digit there: the cell is marked solved,
//     the other eight digits lose it and the other two bands lose its column.
// When no mask changes, cells with a single candidate (naked singles) keep only that digit's
// cell in their band, which the next pass turns into a placement; a cell with no candidate is
// a contradiction. Search then branches on a cell with two candidates when there is one (else
// on a cell with the fewest), trying one digit on a copy of the state and removing it from
// the state itself, so nothing is ever undone.

const (
	band9Mask = 1<<27 - 1
	stack9Len = 82 // one state per nested guess; every guess solves one more cell
)

// Tables, built once at package initialisation.
var (
	// seg9[x] is the 3-bit set of boxes in which the 9-bit row x has a cell.
	seg9 [512]uint8
	// single9[x] is 1 when the 9-bit row x has exactly one cell.
	single9 [512]uint8
	// perm9[p] is the 27-bit band mask of the segments that lie on a permutation inside the
	// 9-bit segment pattern p (bit 3r+k = row r has a cell in box k); 0 when there is none.
	perm9 [512]uint32
	// rows9[s] is the 27-bit mask of the band rows in the 3-bit set s.
	rows9 [8]uint32
	// keep9[p] is the band mask without the peers of band cell p (its row and its box):
	// AND-ing a digit's band mask with it places the digit at p.
	keep9 [27]uint32
	// other9[b] are the two other bands.
	other9 = [3][2]uint8{{1, 2}, {0, 2}, {0, 1}}
)

func init() {
	for x := 0; x < 512; x++ {
		for k := 0; k < 3; k++ {
			if x>>(3*k)&7 != 0 {
				seg9[x] |= 1 << k
			}
		}
		if bits.OnesCount(uint(x)) == 1 {
			single9[x] = 1
		}
	}
	perms := [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	for p := 0; p < 512; p++ {
		var m uint32
		for _, q := range perms {
			ok := true
			for r := 0; r < 3; r++ {
				if p>>(3*r+q[r])&1 == 0 {
					ok = false
				}
			}
			if ok {
				for r := 0; r < 3; r++ {
					m |= 7 << (9*r + 3*q[r])
				}
			}
		}
		perm9[p] = m
	}
	for s := 0; s < 8; s++ {
		for r := 0; r < 3; r++ {
			if s>>r&1 != 0 {
				rows9[s] |= 0x1ff << (9 * r)
			}
		}
	}
	for p := 0; p < 27; p++ {
		r, c := p/9, p%9
		m := uint32(band9Mask)
		for q := 0; q < 27; q++ {
			qr, qc := q/9, q%9
			if q != p && (qr == r || qc/3 == c/3) {
				m &^= 1 << q
			}
		}
		keep9[p] = m
	}
}

// state9 is the whole search state; it is copied, never undone.
type state9 struct {
	f        [27]uint32 // candidate cells of digit d in band b at f[3d+b]
	seen     [27]uint32 // f as last examined by update; equal means nothing to do
	unsolved [3]uint32  // cells of each band with no digit placed yet
	open     [27]uint8  // rows (3 bits) of band b where digit d is not yet placed, at [3d+b]
}

// init9 sets s to the empty grid plus the givens of p (0 or >9 blank). It returns false when
// two givens clash so plainly that the state cannot hold them.
func (s *state9) init9(p *[81]uint8) {
	for i := range s.f {
		s.f[i] = band9Mask
		s.seen[i] = 0
		s.open[i] = 7
	}
	s.unsolved = [3]uint32{band9Mask, band9Mask, band9Mask}
	for c, v := range p {
		if v == 0 || v > 9 {
			continue
		}
		b, pos := c/27, uint(c%27)
		d := int(v - 1)
		for e := 0; e < 9; e++ {
			if e == d {
				s.f[3*e+b] &= keep9[pos]
			} else {
				s.f[3*e+b] &^= 1 << pos
			}
		}
	}
}

// propagate applies the rules described at the top of the file until nothing changes.
// It returns false on a contradiction.
func (s *state9) propagate() bool {
	for {
		for changed := true; changed; {
			changed = false
			for i := 0; i < 27; i++ {
				a := s.f[i]
				if a == s.seen[i] {
					continue
				}
				changed = true
				a &= perm9[uint32(seg9[a&0x1ff])|uint32(seg9[a>>9&0x1ff])<<3|uint32(seg9[a>>18])<<6]
				if a == 0 {
					return false
				}
				d, b := i/3, i%3
				if sr := uint8(single9[a&0x1ff]|single9[a>>9&0x1ff]<<1|single9[a>>18]<<2) & s.open[i]; sr != 0 {
					s.open[i] &^= sr
					solved := a & rows9[sr]
					s.unsolved[b] &^= solved
					cols := (solved | solved>>9 | solved>>18) & 0x1ff
					cols |= cols<<9 | cols<<18
					o := &other9[b]
					s.f[3*d+int(o[0])] &^= cols
					s.f[3*d+int(o[1])] &^= cols
					for j := b; j < 27; j += 3 {
						s.f[j] &^= solved
					}
				}
				s.f[i] = a
				s.seen[i] = a
			}
		}
		// Naked singles and empty cells.
		found := false
		for b := 0; b < 3; b++ {
			u := s.unsolved[b]
			if u == 0 {
				continue
			}
			var r1, r2 uint32
			for j := b; j < 27; j += 3 {
				x := s.f[j]
				r2 |= r1 & x
				r1 |= x
			}
			if u&^r1 != 0 {
				return false
			}
			for one := u &^ r2; one != 0; one &= one - 1 {
				pos := bits.TrailingZeros32(one)
				bit := uint32(1) << pos
				for j := b; j < 27; j += 3 {
					if s.f[j]&bit != 0 {
						s.f[j] &= keep9[pos]
						found = true
						break
					}
				}
			}
		}
		if !found {
			return true
		}
	}
}

// solved reports whether every cell holds a digit.
func (s *state9) solved() bool {
	return s.unsolved[0]|s.unsolved[1]|s.unsolved[2] == 0
}

// write stores the digits of a solved state in out (1..9).
func (s *state9) write(out *[81]uint8) {
	for i := 0; i < 27; i++ {
		d, b := uint8(i/3+1), i%3
		for m := s.f[i]; m != 0; m &= m - 1 {
			out[27*b+bits.TrailingZeros32(m)] = d
		}
	}
}

// guess picks the branching cell: the first with two candidates, else one with the fewest.
// It returns the index of the digit's band mask (3d+b) and the bit of the cell.
func (s *state9) guess() (idx int, bit uint32) {
	bestB, bestCells, bestLevel := -1, uint32(0), 10
	for b := 0; b < 3; b++ {
		u := s.unsolved[b]
		if u == 0 {
			continue
		}
		var r1, r2, r3, r4 uint32
		for j := b; j < 27; j += 3 {
			x := s.f[j]
			r4 |= r3 & x
			r3 |= r2 & x
			r2 |= r1 & x
			r1 |= x
		}
		if two := u &^ r3; two != 0 {
			bestB, bestCells = b, two
			break
		}
		if bestLevel > 3 {
			if three := u &^ r4; three != 0 {
				bestB, bestCells, bestLevel = b, three, 3
			} else if bestLevel > 4 {
				bestB, bestCells, bestLevel = b, u, 4
			}
		}
	}
	bit = bestCells & -bestCells
	for j := bestB; j < 27; j += 3 {
		if s.f[j]&bit != 0 {
			return j, bit
		}
	}
	return bestB, bit // not reached: an unsolved cell always has a candidate here
}

// A Solver9 counts the solutions of 9×9 Sudoku puzzles with 3×3 boxes, fast and without
// allocating. The zero value is ready to use and can be reused for any number of puzzles;
// reusing one avoids clearing its 20 KB search stack on every call. A Solver9 is not safe
// for concurrent use.
type Solver9 struct {
	// MaxNodes bounds the search nodes of one call; 0 means no bound.
	MaxNodes int64

	// Statistics and results of the last call to Count.
	Nodes    int64     // search nodes: the start, and each side of every guess
	Guesses  int64     // branching points (a digit tried in a cell, then excluded)
	MaxDepth int       // deepest nesting of guesses
	Aborted  bool      // the node budget or the context ran out before the count ended
	First    [81]uint8 // the first solution found (valid when the count is at least 1)
	Second   [81]uint8 // the second solution found (valid when the count is at least 2)

	ctx   context.Context
	limit int
	count int
	stack [stack9Len]state9
}

// Count counts the solutions of puzzle up to limit (limit < 1 means 2) and returns the count.
// Cells hold 0 for a blank or a digit 1..9, row-major; any other value is read as a blank.
// Givens that break the rules simply give no solution (use [Check] to name the clash).
// The first two solutions found are left in s.First and s.Second. When the node budget runs
// out, s.Aborted is set and the count is a lower bound.
func (s *Solver9) Count(puzzle *[81]uint8, limit int) int {
	return s.run(nil, puzzle, limit)
}

func (s *Solver9) run(ctx context.Context, puzzle *[81]uint8, limit int) int {
	if limit < 1 {
		limit = 2
	}
	s.ctx, s.limit, s.count = ctx, limit, 0
	s.Nodes, s.Guesses, s.MaxDepth, s.Aborted = 0, 0, 0, false
	s.stack[0].init9(puzzle)
	s.search(0)
	s.ctx = nil
	return s.count
}

// search counts the solutions below s.stack[depth]. The second branch of each guess reuses
// the same state, so only the first branch nests.
func (s *Solver9) search(depth int) {
	st := &s.stack[depth]
	for {
		s.Nodes++
		if s.Nodes&4095 == 0 && s.ctx != nil && s.ctx.Err() != nil ||
			s.MaxNodes > 0 && s.Nodes > s.MaxNodes {
			s.Aborted = true
			return
		}
		if !st.propagate() {
			return
		}
		if st.solved() {
			s.count++
			switch s.count {
			case 1:
				st.write(&s.First)
			case 2:
				st.write(&s.Second)
			}
			return
		}
		idx, bit := st.guess()
		s.Guesses++
		if depth+1 >= stack9Len { // cannot happen: each level solves one more cell
			s.Aborted = true
			return
		}
		child := &s.stack[depth+1]
		*child = *st
		child.f[idx] &= keep9[bits.TrailingZeros32(bit)]
		if depth+1 > s.MaxDepth {
			s.MaxDepth = depth + 1
		}
		s.search(depth + 1)
		if s.Aborted || s.count >= s.limit {
			return
		}
		st.f[idx] &^= bit
	}
}

var solver9Pool = sync.Pool{New: func() any { return new(Solver9) }}

// Count9 counts the solutions of a 9×9 puzzle (3×3 boxes; cells row-major, 0 for a blank,
// 1..9 for a digit, anything else read as blank) up to limit (limit < 1 means 2). When
// solution is not nil and there is a solution, the first one found is written to it.
// Givens that break the rules give 0. Count9 does not allocate (it borrows a [Solver9] from a
// pool) and is safe for concurrent use.
func Count9(puzzle *[81]uint8, limit int, solution *[81]uint8) int {
	s := solver9Pool.Get().(*Solver9)
	s.MaxNodes = 0
	n := s.Count(puzzle, limit)
	if n > 0 && solution != nil {
		*solution = s.First
	}
	solver9Pool.Put(s)
	return n
}

// solve9 solves a 9×9 grid with 3×3 boxes whose givens passed [Check].
func solve9(ctx context.Context, g Grid, limit int, maxNodes int64) Solution {
	var p [81]uint8
	copy(p[:], g.cells)
	s := solver9Pool.Get().(*Solver9)
	defer solver9Pool.Put(s)
	s.MaxNodes = maxNodes
	n := s.run(ctx, &p, limit)
	res := Solution{Count: n, Nodes: s.Nodes, Guesses: s.Guesses, MaxDepth: s.MaxDepth}
	grid := func(cells *[81]uint8) Grid {
		h := g.Clone()
		copy(h.cells, cells[:])
		return h
	}
	switch {
	case s.Aborted && n < limit:
		res.Status = GaveUp
		res.Err = fmt.Errorf("%w after %d nodes", ErrLimit, s.Nodes)
		if ctx != nil && ctx.Err() != nil {
			err := ctx.Err()
			res.Err = fmt.Errorf("%w (%v) after %d nodes", ErrLimit, err, s.Nodes)
		}
	case n == 0:
		res.Status = None
		res.Err = noSolutionReason9(g)
	case n == 1:
		res.Status = Unique
		res.Grid = grid(&s.First)
	default:
		res.Status = Multiple
		res.Grid = grid(&s.First)
		res.Second = grid(&s.Second)
	}
	return res
}

// noSolutionReason9 names an empty cell that no digit can fill given the clues alone, when
// there is one; otherwise the contradiction only shows during search.
func noSolutionReason9(g Grid) error {
	for i := 0; i < 81; i++ {
		if g.cells[i] != 0 {
			continue
		}
		r, c := i/9, i%9
		var used uint16
		for k := 0; k < 9; k++ {
			used |= 1 << g.cells[r*9+k]
			used |= 1 << g.cells[k*9+c]
			used |= 1 << g.cells[(r/3*3+k/3)*9+c/3*3+k%3]
		}
		if used&0x3fe == 0x3fe {
			return fmt.Errorf("%w: %s has no candidate left", ErrNoSolution, g.CellName(i))
		}
	}
	return ErrNoSolution
}
