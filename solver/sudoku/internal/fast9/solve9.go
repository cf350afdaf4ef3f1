package fast9

import (
	"context"
	"math/bits"
	"sync"
)

// This file is the fast path for 9×9 grids with 3×3 boxes.
//
// Representation: for each digit d (0..8) and band b (0..2, three rows each) one 27-bit mask
// f[9b+d] holds the cells of the band where d may still go, bit 9r+c for row r of the band and
// column c. A placed digit keeps its own bit and loses every peer, so a solved grid is nine
// digits × three bands of exactly three bits each.
//
// Propagation works on one (digit, band) mask at a time, only when it changed since it was
// last examined:
//   - The nine row segments (row r ∩ box k, three cells each) of the band form a 3×3 pattern.
//     The digit occupies one segment per row and one per box, i.e. a permutation inside the
//     pattern; a table gives, for each of the 512 patterns, the union of the permutations it
//     contains. Cells outside it are removed. This covers hidden singles in boxes, pointing and
//     claiming along rows (box-line interactions inside the band), and detects an impossible
//     band.
//   - A row of the band with one cell left places the digit there: the cell is marked solved,
//     the other eight digits lose it and the other two bands lose its column.
// Then, for each digit whose masks changed, the same permutation rule runs on the (column,
// band) pattern of each stack (pointing and claiming along columns), and a column with one cell
// left places the digit (hidden single in a column). When nothing changes any more, cells with
// a single candidate (naked singles) keep only that digit's cell in their band, which the next
// pass turns into a placement; a cell with no candidate is a contradiction.
//
// Search branches on the cell with two candidates that has the most unsolved peers (else on
// a cell with the fewest candidates), trying one digit on a copy of the state and removing it
// from the state itself, so nothing is ever undone.

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
	// permBits9[p] is the union of the permutations inside the 3×3 pattern p (bit 3r+k for
	// row r, column k), 0 when there is none.
	permBits9 [512]uint32
	// perm9[p] is the 27-bit band mask of the segments that lie on a permutation inside the
	// 9-bit segment pattern p (bit 3r+k = row r has a cell in box k); 0 when there is none.
	perm9 [512]uint32
	// rows9[s] is the 27-bit mask of the band rows in the 3-bit set s.
	rows9 [8]uint32
	// keep9[p] is the band mask without the peers of band cell p (its row and its box):
	// AND-ing a digit's band mask with it places the digit at p.
	keep9 [32]uint32
	// house9[p] is the band mask of the row and box of band cell p.
	house9 [32]uint32
	// col9[p] is the band mask of the column of band cell p.
	col9 [32]uint32
	// other9[b] are the two other bands.
	other9 = [3][2]uint8{{1, 2}, {0, 2}, {0, 1}}
	// band9Of[i] = i/9 and digit9Of[i] = i%9 for a mask number i = 9b+d (0 beyond 26).
	band9Of, digit9Of [32]uint8
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
		var m, mb uint32
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
					mb |= 1 << (3*r + q[r])
				}
			}
		}
		perm9[p] = m
		permBits9[p] = mb
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
		house9[p] = band9Mask&^m | 1<<p
		col9[p] = 0x40201 << c
		band9Of[p], digit9Of[p] = uint8(p/9), uint8(p%9)
	}
}

// state9 is the whole search state (about 370 bytes); it is copied, never undone. Arrays have
// spare entries so that indexes taken from a 32-bit mask (i < 32) or a masked digit (d < 16,
// plus 18 for the third band) need no bounds check.
type state9 struct {
	f        [34]uint32 // candidate cells of digit d in band b at f[9b+d]
	seen     [32]uint32 // f as last examined by the band rules; equal means nothing to do
	unsolved [3]uint32  // cells of each band with no digit placed yet
	colsDone [16]uint32 // columns where digit d is placed
	open     [32]uint8  // rows (3 bits) of band b where digit d is not yet placed, at [9b+d]
	dirty    uint32     // bit i: f[i] may have changed since propagate last ran
}

// init9 sets s to the empty grid plus the givens of p (0 or >9 blank).
func (s *state9) init9(p *[81]uint8) {
	s.f, s.seen, s.open = [34]uint32{}, [32]uint32{}, [32]uint8{}
	for i := 0; i < 27; i++ {
		s.f[i] = band9Mask
		s.open[i] = 7
	}
	s.colsDone = [16]uint32{}
	s.dirty = band9Mask
	s.unsolved = [3]uint32{band9Mask, band9Mask, band9Mask}
	for c, v := range p {
		if v == 0 || v > 9 {
			continue
		}
		b, pos := c/27, uint(c%27)
		fb := (*[9]uint32)(s.f[9*b : 9*b+9])
		for e := range fb {
			if e == int(v-1) {
				fb[e] &= keep9[pos]
			} else {
				fb[e] &^= 1 << pos
			}
		}
	}
}

// propagate applies the rules described at the top of the file until nothing changes.
// dirty has bit i set for each mask f[i] that may have changed. It returns false on a
// contradiction.
func (s *state9) propagate(dirty uint32) bool {
	var digits uint32 // digits whose masks changed since their column rules last ran
	for {
		for dirty != 0 {
			i := bits.TrailingZeros32(dirty) & 31
			dirty &= dirty - 1
			a := s.f[i]
			if a == s.seen[i] {
				continue
			}
			a &= perm9[(uint32(seg9[a&0x1ff])|uint32(seg9[a>>9&0x1ff])<<3|uint32(seg9[a>>18&0x1ff])<<6)&0x1ff]
			if a == 0 {
				return false
			}
			digits |= 1 << digit9Of[i]
			if sr := s.open[i]; sr != 0 && (single9[a&0x1ff]|single9[a>>9&0x1ff]<<1|single9[a>>18&0x1ff]<<2)&sr != 0 {
				sr &= single9[a&0x1ff] | single9[a>>9&0x1ff]<<1 | single9[a>>18&0x1ff]<<2
				s.open[i] &^= sr
				solved := a & rows9[sr&7]
				cols := (solved | solved>>9 | solved>>18) & 0x1ff
				d := uint32(digit9Of[i]) & 15
				s.colsDone[d] |= cols
				cols |= cols<<9 | cols<<18
				switch band9Of[i] {
				case 0:
					s.unsolved[0] &^= solved
					s.f[d+9] &^= cols
					s.f[d+18] &^= cols
					clear9((*[9]uint32)(s.f[0:9]), solved)
					dirty |= 0x1ff | 0x40201<<d
				case 1:
					s.unsolved[1] &^= solved
					s.f[d] &^= cols
					s.f[d+18] &^= cols
					clear9((*[9]uint32)(s.f[9:18]), solved)
					dirty |= 0x1ff<<9 | 0x40201<<d
				default:
					s.unsolved[2] &^= solved
					s.f[d] &^= cols
					s.f[d+9] &^= cols
					clear9((*[9]uint32)(s.f[18:27]), solved)
					dirty |= 0x1ff<<18 | 0x40201<<d
				}
			}
			s.f[i] = a
			s.seen[i] = a
		}
		if digits != 0 {
			d := bits.TrailingZeros32(digits) & 15
			digits &= digits - 1
			var ok bool
			if dirty, ok = s.columns(d); !ok {
				return false
			}
			continue
		}
		// Naked singles and empty cells.
		for b := 0; b < 3; b++ {
			u := s.unsolved[b]
			if u == 0 {
				continue
			}
			fb := (*[9]uint32)(s.f[9*b : 9*b+9])
			var r1, r2 uint32
			for _, x := range fb {
				r2 |= r1 & x
				r1 |= x
			}
			if u&^r1 != 0 {
				return false
			}
			for one := u &^ r2; one != 0; one &= one - 1 {
				pos := bits.TrailingZeros32(one) & 31
				bit := uint32(1) << pos
				for e := range fb {
					if fb[e]&bit != 0 {
						fb[e] &= keep9[pos]
						dirty |= 1 << (9*b + e)
						break
					}
				}
			}
		}
		if dirty == 0 {
			return true
		}
	}
}

// clear9 removes the cells m from the nine masks of one band.
func clear9(f *[9]uint32, m uint32) {
	m = ^m
	f[0] &= m
	f[1] &= m
	f[2] &= m
	f[3] &= m
	f[4] &= m
	f[5] &= m
	f[6] &= m
	f[7] &= m
	f[8] &= m
}

// columns applies to digit d the column-wise rules: in each stack the (column, band) pairs
// holding d must contain a permutation (box-column pointing and claiming), and a column with
// one cell left places d there (hidden single in a column). It returns the masks it changed
// as dirty bits, and false on a contradiction.
func (s *state9) columns(d int) (dirty uint32, ok bool) {
	d &= 15
	a0, a1, a2 := s.f[d], s.f[d+9], s.f[d+18]
	c0, t0 := colCount9(a0)
	c1, t1 := colCount9(a1)
	c2, t2 := colCount9(a2)
	m0 := permBits9[c0&7|c1&7<<3|c2&7<<6]
	m1 := permBits9[c0>>3&7|c1>>3&7<<3|c2>>3&7<<6]
	m2 := permBits9[c0>>6|c1>>6<<3|c2>>6<<6]
	if m0 == 0 || m1 == 0 || m2 == 0 {
		return 0, false
	}
	if k := m0&7 | m1&7<<3 | m2&7<<6; k != c0 {
		a0 &= k | k<<9 | k<<18
		c0, t0 = colCount9(a0)
	}
	if k := m0>>3&7 | m1>>3&7<<3 | m2>>3&7<<6; k != c1 {
		a1 &= k | k<<9 | k<<18
		c1, t1 = colCount9(a1)
	}
	if k := m0>>6 | m1>>6<<3 | m2>>6<<6; k != c2 {
		a2 &= k | k<<9 | k<<18
		c2, t2 = colCount9(a2)
	}
	// Hidden singles in columns: columns with exactly one cell, not yet placed.
	one := (c0 | c1 | c2) &^ (t0 | t1 | t2 | c0&c1 | c0&c2 | c1&c2) &^ s.colsDone[d]
	for ; one != 0; one &= one - 1 {
		col := uint32(0x40201) << bits.TrailingZeros32(one)
		if m := a0 & col; m != 0 {
			a0 &= keep9[bits.TrailingZeros32(m)&31]
		} else if m := a1 & col; m != 0 {
			a1 &= keep9[bits.TrailingZeros32(m)&31]
		} else if m := a2 & col; m != 0 {
			a2 &= keep9[bits.TrailingZeros32(m)&31]
		}
	}
	if a0 != s.f[d] {
		dirty |= 1
	}
	if a1 != s.f[d+9] {
		dirty |= 1 << 9
	}
	if a2 != s.f[d+18] {
		dirty |= 1 << 18
	}
	s.f[d], s.f[d+9], s.f[d+18] = a0, a1, a2
	return dirty << d, true
}

// colCount9 returns the columns of band mask a with at least one and at least two cells.
func colCount9(a uint32) (one, two uint32) {
	r0, r1, r2 := a&0x1ff, a>>9&0x1ff, a>>18
	return r0 | r1 | r2, r0&(r1|r2) | r1&r2
}

// solved reports whether every cell holds a digit.
func (s *state9) solved() bool {
	return s.unsolved[0]|s.unsolved[1]|s.unsolved[2] == 0
}

// write stores the digits of a solved state in out (1..9).
func (s *state9) write(out *[81]uint8) {
	for i := 0; i < 27; i++ {
		d, b := uint8(i%9+1), i/9
		for m := s.f[i]; m != 0; m &= m - 1 {
			out[27*b+bits.TrailingZeros32(m)] = d
		}
	}
}

// guess picks the branching cell: among the cells with two candidates, the one with the most
// unsolved peers (this halves the guesses of hard puzzles compared with the first such cell);
// when there is none, the first cell with the fewest candidates. It returns the index of the
// first candidate digit's band mask (9b+d) and the cell's bit.
func (s *state9) guess() (idx int, bit uint32) {
	u := &s.unsolved
	bestB, bestBit, best := -1, uint32(0), -1
	for b := 0; b < 3; b++ {
		if u[b] == 0 {
			continue
		}
		fb := (*[9]uint32)(s.f[9*b : 9*b+9])
		var r1, r2, r3 uint32
		for _, x := range fb {
			r3 |= r2 & x
			r2 |= r1 & x
			r1 |= x
		}
		o := &other9[b]
		uo0, uo1 := u[o[0]%3], u[o[1]%3]
		for two := u[b] &^ r3; two != 0; two &= two - 1 {
			p := bits.TrailingZeros32(two) & 31
			col := col9[p]
			score := bits.OnesCount32(u[b]&house9[p]) + bits.OnesCount32(uo0&col) + bits.OnesCount32(uo1&col)
			if score > best {
				best, bestB, bestBit = score, b, 1<<p
			}
		}
	}
	if bestB < 0 {
		bestB, bestBit = s.fewest()
	}
	for e := 0; e < 9; e++ {
		if s.f[9*bestB+e]&bestBit != 0 {
			return 9*bestB + e, bestBit
		}
	}
	return 9 * bestB, bestBit // not reached: an unsolved cell always has a candidate here
}

// fewest returns the band and bit of the first unsolved cell with the fewest candidates
// (used when no cell has two; rare after propagation).
func (s *state9) fewest() (band int, bit uint32) {
	bestN := 10
	for b := 0; b < 3; b++ {
		for m := s.unsolved[b]; m != 0; m &= m - 1 {
			p := m & -m
			n := 0
			for e := 0; e < 9; e++ {
				if s.f[9*b+e]&p != 0 {
					n++
				}
			}
			if n < bestN {
				bestN, band, bit = n, b, p
			}
		}
	}
	return band, bit
}

// A Solver9 counts the solutions of 9×9 Sudoku puzzles with 3×3 boxes, fast and without
// allocating. The zero value is ready to use and can be reused for any number of puzzles;
// reusing one avoids clearing its 30 KB search stack on every call. A Solver9 is not safe
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
	return s.Run(nil, puzzle, limit)
}

func (s *Solver9) Run(ctx context.Context, puzzle *[81]uint8, limit int) int {
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
		if !st.propagate(st.dirty) {
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
		child.f[idx] &= keep9[bits.TrailingZeros32(bit)&31]
		child.dirty = 1 << idx
		if depth+1 > s.MaxDepth {
			s.MaxDepth = depth + 1
		}
		s.search(depth + 1)
		if s.Aborted || s.count >= s.limit {
			return
		}
		st.f[idx] &^= bit
		st.dirty = 1 << idx
	}
}

var Solver9Pool = sync.Pool{New: func() any { return new(Solver9) }}

// Count9 counts the solutions of a 9×9 puzzle (3×3 boxes; cells row-major, 0 for a blank,
// 1..9 for a digit, anything else read as blank) up to limit (limit < 1 means 2). When
// solution is not nil and there is a solution, the first one found is written to it.
// Givens that break the rules give 0. Count9 does not allocate (it borrows a [Solver9] from a
// pool) and is safe for concurrent use.
func Count9(puzzle *[81]uint8, limit int, solution *[81]uint8) int {
	s := Solver9Pool.Get().(*Solver9)
	s.MaxNodes = 0
	n := s.Count(puzzle, limit)
	if n > 0 && solution != nil {
		*solution = s.First
	}
	Solver9Pool.Put(s)
	return n
}
