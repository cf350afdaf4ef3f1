package fast9

import (
	"context"
	"encoding/binary"
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
// A band's nine row segments (row r ∩ box k, three cells each: the minirows) form a 3×3
// pattern, and so do a stack's nine column segments (column ∩ band: the minicols). A digit
// occupies one segment per row and one per box of the band: a permutation inside the
// pattern, one of at most six, called the digit's configurations in the band (or stack).
// This is the view of tdoku's DPLL "triad" solver (github.com/t-dillon/tdoku, its write-up
// and source comments), rebuilt on band masks.
//
// Propagation (propagateGo, the loop; the search calls it or its amd64 assembly twin):
//   - Band rules, on each (digit, band) mask that changed: cells outside every configuration
//     go (a table gives, for each of the 512 patterns, the union of its permutations); this
//     covers hidden singles in boxes, pointing and claiming along rows, and finds an
//     impossible band. A row left with one cell places the digit there: the other eight
//     digits lose the cell, the other two bands its column. Such rows are noted without a
//     branch as the masks are examined and placed once the pass has no mask left (whether a
//     mask has one is hard to predict and known late: branching on it per mask cost 13-14 %
//     of the time on an Intel Xeon, docs/BENCHMARKS.md §1).
//   - Minirow triads: a digit is forced into a minirow when that is its only segment in the
//     row. Three digits forced into one minirow fill it: every other digit loses its cells.
//     Each band counts the digits forced into each minirow (a 3-bit field per minirow); the
//     counts only grow along a branch, so the band rules keep them up to date as they go,
//     and a count reaching 3 (or 4: a contradiction) is handled once the masks are done
//     (triadsGo).
//   - Column rules (columnsGo), for each digit whose masks the band rules examined: the same
//     permutation rule on the (band, column) pattern of each stack (pointing and claiming
//     along columns), a column left with one unsolved cell keeps it in its row (hidden
//     single in a column), and the minicol triads are counted like the minirow ones.
//   - Before the column rules (once the band rules, their placements and the triads are
//     done): cells with a single candidate (naked singles) keep only that digit's cell in
//     their band, which the band rules then place; a cell with no candidate is a
//     contradiction (nakedGo). Placed this early, such a cell spares column passes.
//
// Search branches like tdoku: in the band or stack with the fewest configurations left (the
// first one on a tie, bands first), on the first digit that has exactly two, trying each
// configuration in turn. When that band has no such digit it branches on a cell: the cell
// with two candidates that has the most unsolved peers (else a cell with the fewest
// candidates), trying one digit and then excluding it. The first branch runs on a copy of
// the state, the second on the state itself, so nothing is ever undone. With the triads this
// makes as few guesses as tdoku (115.5 per puzzle of forum hardest 1106, tdoku 110.4).

const (
	band9Mask = 1<<27 - 1
	// stack9Len bounds the nesting of guesses: along a path, every nested guess either fixes
	// one more (digit, band or stack) to a single configuration (27 + 27 of them) or places
	// one more cell (81).
	stack9Len = 27 + 27 + 81 + 1
	spread9   = 0x1249249 // bit 3s for s = 0..8: one bit per 3-bit counter field
)

// Tables, built once at package initialisation.
var (
	// seg9[x] is the 3-bit set of boxes in which the 9-bit row x has a cell.
	seg9 [512]uint8
	// rows9X: see hot9.
	rows9X hot9
	// band9X[p], for a 3×3 segment pattern p (bit 3r+k: row r has a cell in box k), holds in
	// its low 27 bits the band mask of the segments that lie on a permutation inside p (0 when
	// there is none), in bits 27..29 the number of permutations inside p, and in bits 32..58
	// the segments of that union that are alone in their row (bit 3s for segment s = 3r+k:
	// the digit is forced into that minirow).
	band9X [512]uint64
	// permScatter9[p], for the 3×3 pattern p of a stack (bit 3b+j: band b has the digit in
	// the stack's column j), is the union of the permutations inside p with bit 3b+j moved to
	// 9b+j (0 when there is none).
	permScatter9 [512]uint32
	// permCount9[p] is the number of permutations inside the 3×3 pattern p.
	permCount9 [512]uint8
	// permList9[p] are the first two permutations inside p (as 3×3 patterns).
	permList9 [512][2]uint16
	// segCells9[p] is the band mask of the segments in the 9-bit segment set p.
	segCells9 [512]uint32
	// colForced9[c], for the 9-bit set c of columns where a digit has a cell in one band, has
	// bit j set for each column j that is the digit's only one in its box (the digit is
	// forced into that minicol).
	colForced9 [512]uint32
	// spreadBits9[x] has bit 3j for each bit j of the 9-bit x; unspread9[x] has bit j for
	// each of the bits 0, 3 and 6 (j = 0, 1, 2) of x.
	spreadBits9 [512]uint32
	unspread9   [512]uint8
	// rows9[s] is the 27-bit mask of the band rows in the 3-bit set s.
	rows9 [8]uint32
	// keep9[p] is the band mask without the peers of band cell p (its row and its box):
	// AND-ing a digit's band mask with it places the digit at p.
	keep9 [32]uint32
	// house9[p] is the band mask of the row and box of band cell p.
	house9 [32]uint32
	// col9[p] is the band mask of the column of band cell p.
	col9 [32]uint32
	// given9[v] is v-1 for a digit v = 1..9, else 9 (a blank).
	given9 [256]uint8
	// otherBase9[b] are 9 × the two other bands: the first mask numbers of their digits.
	otherBase9 = [4][2]uint8{{9, 18}, {0, 18}, {0, 9}}
	// next9[i] and next18[i] are the mask numbers of the same digit in the next two bands
	// (i+9 and i+18, modulo 27), 0 from 27 on.
	next9, next18 [32]uint8
	// other9[b] are the two other bands.
	other9 = [3][2]uint8{{1, 2}, {0, 2}, {0, 1}}
)

// hot9 holds the tables read for every mask the band rules examine, side by side so that
// propagate9_amd64.s reaches them all from one register.
type hot9 struct {
	// row[r][x], for the 9-bit x of row r of a band, has bit 9r+3k set when x has exactly
	// one cell in box k, and bit 32+3r+k when x has a cell in box k: OR-ing the entries of
	// the three rows gives the cells alone in their minirow (low 32 bits) and the band's
	// segment pattern (bits 32..40) at once.
	row [3][512]uint64
	// bandOf[i] = i/9 and digitOf[i] = i%9 for a mask number i = 9b+d (0 beyond 26).
	bandOf, digitOf [32]uint8
}

func init() {
	for v := range given9 {
		given9[v] = 9
		if v >= 1 && v <= 9 {
			given9[v] = uint8(v - 1)
		}
	}
	for x := 0; x < 512; x++ {
		for k := 0; k < 3; k++ {
			if x>>(3*k)&7 != 0 {
				seg9[x] |= 1 << k
			}
		}
		for r := 0; r < 3; r++ {
			for k := 0; k < 3; k++ {
				if bits.OnesCount(uint(x>>(3*k)&7)) == 1 {
					rows9X.row[r][x] |= 1 << (9*r + 3*k)
				}
			}
			rows9X.row[r][x] |= uint64(seg9[x]) << (32 + 3*r)
		}
		for j := 0; j < 9; j++ {
			if x>>j&1 != 0 {
				spreadBits9[x] |= 1 << (3 * j)
			}
			if j < 3 && x>>(3*j)&1 != 0 {
				unspread9[x] |= 1 << j
			}
			if x>>j&1 != 0 && bits.OnesCount(uint(x>>(j/3*3)&7)) == 1 {
				colForced9[x] |= 1 << j
			}
			if x>>j&1 != 0 {
				segCells9[x] |= 7 << (9*(j/3) + 3*(j%3))
			}
		}
	}
	perms := [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	for p := 0; p < 512; p++ {
		var mb uint32
		n := 0
		for _, q := range perms {
			var m uint32
			for r := 0; r < 3; r++ {
				m |= 1 << (3*r + q[r])
			}
			if uint32(p)&m == m {
				if n < 2 {
					permList9[p][n] = uint16(m)
				}
				n++
				mb |= m
			}
		}
		for q := 0; q < 9; q++ {
			if mb>>q&1 != 0 {
				permScatter9[p] |= 1 << (9*(q/3) + q%3)
			}
		}
		permCount9[p] = uint8(n)
		var forced uint64
		for r := 0; r < 3; r++ {
			if x := mb >> (3 * r) & 7; bits.OnesCount32(x) == 1 {
				forced |= 1 << (3 * (3*r + bits.TrailingZeros32(x)))
			}
		}
		band9X[p] = uint64(segCells9[mb]) | uint64(n)<<27 | forced<<32
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
		rows9X.bandOf[p], rows9X.digitOf[p] = uint8(p/9), uint8(p%9)
		next9[p], next18[p] = uint8((p+9)%27), uint8((p+18)%27)
	}
}

// state9 is the whole search state (564 bytes); it is copied, never undone. Arrays have spare
// entries so that indexes taken from a 32-bit mask (i < 32) or a masked digit (d < 16) need
// no bounds check. propagate9_amd64.s reaches the fields by name (go_asm.h) but relies on
// their element types.
type state9 struct {
	f        [32]uint32 // candidate cells of digit d in band b at f[9b+d]
	hForced  [32]uint32 // minirows (bit 3s) mask f[i] was forced into when counted in hCount
	vForced  [32]uint32 // minicols (column j, bit j) mask f[i] was forced into when counted
	unsolved [4]uint32  // cells of each band with no digit placed yet
	hCount   [4]uint32  // per band: digits forced into minirow s, in the 3-bit field at 3s
	vCount   [4]uint32  // per band: digits forced into the minicol of column j, at 3j
	hTwo     [4]uint32  // per band: minirows s (bit 3s) with two or more unsolved cells
	vTwo     [4]uint32  // per band: minicols j (bit 3j) with two or more unsolved cells
	hTrig    [4]uint32  // per band: minirows whose count reached 3 or 4, not yet handled
	vTrig    [4]uint32  // per band: minicols whose count reached 3 or 4, not yet handled
	hConfigs [32]uint8  // configurations of digit d in band b at [9b+d], when last examined
	vConfigs [32]uint8  // configurations of digit d in stack k at [9k+d], likewise
	dirty    uint32     // bit i: f[i] changed since the propagation last examined it
}

// nz9 is 1 when x is not 0, without a branch.
func nz9(x uint32) uint32 { return uint32((uint64(x) + 0xffffffff) >> 32) }

// init9 sets s to the empty grid plus the givens of p (0 or >9 blank), without
// propagating them beyond their own peers.
func (s *state9) init9(p *[81]uint8) {
	*s = state9{}
	s.dirty = band9Mask
	s.unsolved = [4]uint32{band9Mask, band9Mask, band9Mask}
	s.hTwo = [4]uint32{spread9, spread9, spread9}
	s.vTwo = s.hTwo
	// given[b][d]: the cells of band b given as digit d+1; [b][9] collects the blanks.
	var given [3][16]uint32
	for b := range given {
		g := &given[b]
		for c, v := range (*[27]uint8)(p[27*b : 27*b+27]) {
			g[given9[v]&15] |= 1 << c
		}
	}
	var cols [9]uint32 // columns of the givens of digit d, in any band
	for b := range given {
		for d := 0; d < 9; d++ {
			c := given[b][d]
			cols[d] |= (c | c>>9 | c>>18) & 0x1ff
		}
	}
	for b := range given {
		g := &given[b]
		all := band9Mask &^ g[9]
		for d := 0; d < 9; d++ {
			own := g[d]
			c := (own | own>>9 | own>>18) & 0x1ff
			// Not where another digit is given, nor in the column, row or box of a given d
			// (two clashing givens keep each other: the propagation finds the clash).
			rows := nz9(own&0x1ff) | nz9(own&(0x1ff<<9))<<1 | nz9(own&(0x1ff<<18))<<2
			peers := (cols[d]&^c)*0x40201 | (rows9[rows&7]|segCells9[uint32(seg9[c&0x1ff])*0o111&0x1ff])&^own
			s.f[9*b+d] = band9Mask &^ (all &^ own) &^ peers
		}
	}
}

// solved reports whether every cell holds a digit.
func (s *state9) solved() bool {
	return s.unsolved[0]|s.unsolved[1]|s.unsolved[2] == 0
}

// write stores the digits of a solved state in out (1..9): each mask then has one cell in
// each of its three rows.
func (s *state9) write(out *[81]uint8) {
	var buf [3][32]uint8
	for b := range buf {
		ob := &buf[b]
		for d, m := range (*[9]uint32)(s.f[9*b : 9*b+9]) {
			v := uint8(d + 1)
			ob[bits.TrailingZeros32(m)&31] = v
			m &= m - 1
			ob[bits.TrailingZeros32(m)&31] = v
			m &= m - 1
			ob[bits.TrailingZeros32(m)&31] = v
		}
		copy(out[27*b:27*b+27], ob[:27])
	}
}

// branch9 is one side of a guess: f[idx[k]] &= keep[k] for k = 0, 1, 2 (a guess that
// restricts one mask repeats it with keep 0xffffffff).
type branch9 struct {
	idx  [3]uint8
	keep [3]uint32
}

// one9 is the branch9 that restricts the mask f[i] to keep.
func one9(i int, keep uint32) branch9 {
	return branch9{idx: [3]uint8{uint8(i), uint8(i), uint8(i)}, keep: [3]uint32{keep, ^uint32(0), ^uint32(0)}}
}

// apply restricts s by br and marks the masks it changed to propagate (written out: the
// loop's exit is a branch).
func (s *state9) apply(br *branch9) {
	i0, i1, i2 := br.idx[0]&31, br.idx[1]&31, br.idx[2]&31
	k0, k1, k2 := br.keep[0], br.keep[1], br.keep[2]
	a0 := s.f[i0]
	s.f[i0] = a0 & k0
	a1 := s.f[i1]
	s.f[i1] = a1 & k1
	a2 := s.f[i2]
	s.f[i2] = a2 & k2
	s.dirty = nz9(a0&^k0)<<i0 | nz9(a1&^k1)<<i1 | nz9(a2&^k2)<<i2
}

// load9 packs the nine counts c[0..8] (each at most 6) into bytes 0..7 and 8.
func load9(c []uint8) (lo, hi uint64) {
	c = c[:9]
	return binary.LittleEndian.Uint64(c), uint64(c[8])
}

// candidate9 is the key of a band or stack for the choice of guesses: the sum of its nine
// configuration counts c above its number key (0..7), or more than 1<<62 when they are all
// 1 (every digit fixed), without a branch.
func candidate9(c []uint8, key uint64) uint64 {
	lo, hi := load9(c)
	sum := lo*0x0101010101010101>>56 + hi
	return sum<<3 | key | (sum-10)>>63<<62
}

// min9 is the smaller of a and b (both below 1<<63), without a branch.
func min9(a, b uint64) uint64 { return b + (a-b)&uint64(int64(a-b)>>63) }

// first2 is the first d with c[d] == 2, or 9 when there is none.
func first2(c []uint8) int {
	lo, hi := load9(c)
	x := lo ^ 0x0202020202020202
	if z := (x - 0x0101010101010101) &^ x & 0x8080808080808080; z != 0 {
		return bits.TrailingZeros64(z) / 8
	}
	if hi == 2 {
		return 8
	}
	return 9
}

// guess picks how to branch, as described at the top of the file: both sides of the guess,
// written to first and second (pointers rather than results: the compiler passes arrays
// in structs through memory, and copied them several times).
func (s *state9) guess(first, second *branch9) {
	// The band (key 0..2) or stack (4..6) with the fewest configurations, not all fixed;
	// the first one on a tie, bands first.
	best := min9(min9(candidate9(s.hConfigs[0:9], 0), candidate9(s.hConfigs[9:18], 1)),
		min9(candidate9(s.hConfigs[18:27], 2), candidate9(s.vConfigs[0:9], 4)))
	best = min9(best, min9(candidate9(s.vConfigs[9:18], 5), candidate9(s.vConfigs[18:27], 6)))
	if best < 1<<62 {
		bi := int(best & 3)
		if best&4 != 0 {
			if d := first2(s.vConfigs[9*bi : 9*bi+9]); d < 9 {
				k := uint(3 * bi)
				stack := uint32(7) << k
				var p uint32
				for b := 0; b < 3; b++ {
					c, _ := colCount9(s.f[9*b+d])
					p |= (c >> k & 7) << (3 * b)
				}
				pa, pb := uint32(permList9[p&0x1ff][0]), uint32(permList9[p&0x1ff][1])
				for b := 0; b < 3; b++ {
					first.idx[b], second.idx[b] = uint8(9*b+d), uint8(9*b+d)
					ra := stack &^ (pa >> (3 * b) & 7 << k)
					rb := stack &^ (pb >> (3 * b) & 7 << k)
					first.keep[b] = ^(ra | ra<<9 | ra<<18)
					second.keep[b] = ^(rb | rb<<9 | rb<<18)
				}
				return
			}
		} else if d := first2(s.hConfigs[9*bi : 9*bi+9]); d < 9 {
			i := 9*bi + d
			a := s.f[i]
			p := (uint32(seg9[a&0x1ff]) | uint32(seg9[a>>9&0x1ff])<<3 | uint32(seg9[a>>18&0x1ff])<<6) & 0x1ff
			*first, *second = one9(i, segCells9[permList9[p][0]&0x1ff]), one9(i, segCells9[permList9[p][1]&0x1ff])
			return
		}
	}
	idx, bit := s.guessCell()
	*first, *second = one9(idx, keep9[bits.TrailingZeros32(bit)&31]), one9(idx, ^bit)
}

// guessCell picks a branching cell: among the cells with two candidates, the one with the
// most unsolved peers (this halves the guesses of hard puzzles compared with the first such
// cell); when there is none, the first cell with the fewest candidates. It returns the index
// of the first candidate digit's band mask (9b+d) and the cell's bit.
func (s *state9) guessCell() (idx int, bit uint32) {
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
// reusing one avoids allocating its search stack (77 KB) on every call. A Solver9 is not
// safe for concurrent use.
type Solver9 struct {
	// MaxNodes bounds the search nodes of one call; 0 means no bound.
	MaxNodes int64

	// Statistics and results of the last call to Count.
	Nodes    int64     // search nodes: the start, and each side of every guess
	Guesses  int64     // branching points (a band's digit or a cell's digit tried two ways)
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

// Run is Count that also gives up, setting s.Aborted, once ctx is done (checked every 4,096
// nodes); ctx may be nil.
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
		// The propagation, in assembly or in Go (propagate9.go), called from here rather
		// than through a function that picks one (it would not be inlined).
		var r uint32
		if useAsm9 {
			r = propagateAsm(st, st.dirty)
		} else {
			r = propagateGo(st, st.dirty)
		}
		if r&contradiction9 != 0 {
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
		if depth+1 >= stack9Len { // cannot happen: see stack9Len
			s.Aborted = true
			return
		}
		var first, second branch9
		st.guess(&first, &second)
		s.Guesses++
		child := &s.stack[depth+1]
		*child = *st
		child.apply(&first)
		if depth+1 > s.MaxDepth {
			s.MaxDepth = depth + 1
		}
		s.search(depth + 1)
		if s.Aborted || s.count >= s.limit {
			return
		}
		st.apply(&second)
	}
}

// Solver9Pool holds reusable solvers for [Count9] and the package sudoku's Solver.
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
