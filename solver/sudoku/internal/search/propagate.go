package search

import (
	"math/bits"

	"github.com/sudokubot/sudokubot/solver/sudoku/internal/alldiff"
)

// engine is the state of the generic N×N solver: candidate bitmasks per cell (bit d-1 for
// digit d), the digits already placed, and a trail of every change so that a search node is
// undone by popping back to a mark instead of copying the grid.
//
// Propagation rules, applied to a fixpoint by [engine.propagate]:
//   - naked singles: a cell left with one candidate is placed and its digit leaves its peers;
//   - hidden singles: a digit with one place left in a house goes there;
//   - locked candidates (pointing and claiming): a digit confined to the intersection of a box
//     and a row or column leaves the rest of the other house;
//   - naked pairs: two cells of a house with the same two candidates remove them from the others;
//   - hidden pairs: two digits with the same two places in a house leave those cells no
//     other candidate.
//
// A contradiction (a cell with no candidate, a digit with no place in a house) makes
// propagate return false and is recorded in fail for the caller to explain.
type cpEngine struct {
	n, br, bc int
	stacks    int    // boxes across: n / bc
	bands     int    // boxes down: n / br
	full      uint32 // all n digits
	cand      []uint32
	val       []uint8 // placed digit or 0
	free      int     // cells not yet placed

	np         int     // peers per cell
	peers      []int32 // np peers of each cell
	houseCells []int32 // n cells of each of the 3n houses: rows, then columns, then boxes
	cellHouses []uint8 // the row, column and box house of each cell

	trail []change
	queue []int32 // cells left with one candidate, waiting to be placed (FIFO from qhead)
	qhead int
	dirty [2]uint64

	seg  []uint32 // scratch for locked candidates: union of each row (or column) segment of a box
	seg2 []uint32 // per-line "once" and "twice" masks
	seg3 []uint32 // per-box-line "once" and "twice" masks

	fail Failure

	locked bool // apply locked candidates
	pairs  bool // apply naked and hidden pairs

	// gac, when set, prunes every changed house to domain consistency (package alldiff)
	// once the cheaper rules are done; it subsumes the pairs.
	gac     bool
	gdirty  [2]uint64        // houses changed since their last GAC pass
	ldirty  uint32           // digits whose layer changed since its last GAC pass
	layers  bool             // also prune each digit's layer: its rows take distinct columns
	filters []alldiff.Filter // one per house, then one per layer (each keeps its last matching)
	gacBuf  [maxSize]uint32
}

// change is one trail entry: cell's candidates before a removal, or (cell < 0) the placement
// of cell ^cell.
type change struct {
	cell int32
	old  uint32
}

// Failure records the contradiction that ended a propagation.
type Failure struct {
	Cell  int32 // the cell with no candidate left, or -1
	House int32 // the house with no place for digit, or -1
	Digit uint8
}

func newCPEngine(g Puzzle) *cpEngine {
	n := g.N
	e := &cpEngine{n: n, br: g.BoxRows, bc: g.BoxCols, stacks: n / g.BoxCols, bands: n / g.BoxRows}
	e.full = uint32(1)<<n - 1
	nc := n * n
	e.cand = make([]uint32, nc)
	e.val = make([]uint8, nc)
	e.free = nc
	for i := range e.cand {
		e.cand[i] = e.full
	}
	e.houseCells = make([]int32, 3*n*n)
	e.cellHouses = make([]uint8, 3*nc)
	for h := 0; h < 3*n; h++ {
		for k := 0; k < n; k++ {
			e.houseCells[h*n+k] = int32(g.houseCell(h, k))
		}
	}
	for i := 0; i < nc; i++ {
		r, c := i/n, i%n
		e.cellHouses[3*i] = uint8(r)
		e.cellHouses[3*i+1] = uint8(n + c)
		e.cellHouses[3*i+2] = uint8(2*n + g.box(r, c))
	}
	e.np = 2*(n-1) + (n - e.br - e.bc + 1)
	e.peers = make([]int32, 0, nc*e.np)
	for i := 0; i < nc; i++ {
		r, c := i/n, i%n
		b := g.box(r, c)
		for j := 0; j < nc; j++ {
			if j != i && (j/n == r || j%n == c || g.box(j/n, j%n) == b) {
				e.peers = append(e.peers, int32(j))
			}
		}
	}
	e.trail = make([]change, 0, nc*(n+1)+16)
	e.queue = make([]int32, 0, 2*nc+16)
	e.seg = make([]uint32, 2*n*max(e.stacks, e.bands))
	e.seg2 = make([]uint32, 2*n)
	e.seg3 = make([]uint32, 2*n*max(e.stacks, e.bands))
	e.fail = Failure{Cell: -1, House: -1}
	e.locked = true
	e.pairs = n >= 12
	return e
}

// remove takes the digits m out of cell i's candidates, reporting false on a contradiction.
func (e *cpEngine) remove(i int32, m uint32) bool {
	c := e.cand[i]
	if c&m == 0 {
		return true
	}
	e.trail = append(e.trail, change{i, c})
	c &^= m
	e.cand[i] = c
	h := e.cellHouses[3*i : 3*i+3 : 3*i+3]
	e.dirty[h[0]>>6] |= 1 << (h[0] & 63)
	e.dirty[h[1]>>6] |= 1 << (h[1] & 63)
	e.dirty[h[2]>>6] |= 1 << (h[2] & 63)
	if e.gac {
		e.gdirty[h[0]>>6] |= 1 << (h[0] & 63)
		e.gdirty[h[1]>>6] |= 1 << (h[1] & 63)
		e.gdirty[h[2]>>6] |= 1 << (h[2] & 63)
		e.ldirty |= c & m
	}
	if c&(c-1) == 0 {
		if c == 0 {
			e.fail = Failure{Cell: i, House: -1}
			return false
		}
		e.queue = append(e.queue, i)
	}
	return true
}

// place fixes cell i to its single candidate and removes that digit from every peer.
func (e *cpEngine) place(i int32) bool {
	m := e.cand[i]
	e.val[i] = uint8(bits.TrailingZeros32(m) + 1)
	e.free--
	e.trail = append(e.trail, change{^i, 0})
	for _, p := range e.peers[int(i)*e.np : int(i+1)*e.np] {
		if e.cand[p]&m != 0 && !e.remove(p, m) {
			return false
		}
	}
	return true
}

// undo pops the trail back to mark and clears the propagation queue.
func (e *cpEngine) undo(mark int) {
	t := e.trail
	for k := len(t) - 1; k >= mark; k-- {
		c := t[k]
		if c.cell >= 0 {
			e.cand[c.cell] = c.old
		} else {
			e.val[^c.cell] = 0
			e.free++
		}
	}
	e.trail = t[:mark]
	e.queue, e.qhead = e.queue[:0], 0
	e.dirty = [2]uint64{}
	e.gdirty = [2]uint64{}
	e.ldirty = 0
}

// singles places every queued cell, transitively.
func (e *cpEngine) singles() bool {
	for e.qhead < len(e.queue) {
		i := e.queue[e.qhead]
		e.qhead++
		if e.val[i] != 0 {
			continue
		}
		if !e.place(i) {
			return false
		}
	}
	e.queue, e.qhead = e.queue[:0], 0
	return true
}

// propagate applies the rules to a fixpoint. It returns false on a contradiction, leaving
// the changes on the trail for the caller to undo.
func (e *cpEngine) propagate() bool {
	for {
		if !e.singles() {
			return false
		}
		if e.dirty != [2]uint64{} {
			ok, found := e.hiddenSingles()
			if !ok {
				return false
			}
			if found {
				continue
			}
		}
		if e.free == 0 {
			return true
		}
		mark := len(e.trail)
		if e.locked && !e.lockedCandidates() {
			return false
		}
		if len(e.trail) != mark {
			continue
		}
		if e.gac {
			if !e.gacPass() {
				return false
			}
		} else if e.pairs && (!e.nakedPairs() || !e.hiddenPairs()) {
			return false
		}
		if len(e.trail) == mark {
			return true
		}
	}
}

// hiddenSingles scans the houses changed since the last scan. found reports whether a
// cell was narrowed to one candidate.
func (e *cpEngine) hiddenSingles() (ok, found bool) {
	n := e.n
	for w := 0; w < 2; w++ {
		for e.dirty[w] != 0 {
			b := bits.TrailingZeros64(e.dirty[w])
			e.dirty[w] &^= 1 << b
			h := w<<6 | b
			cells := e.houseCells[h*n : h*n+n : h*n+n]
			var once, twice, placed uint32
			for _, c := range cells {
				m := e.cand[c]
				twice |= once & m
				once |= m
				if e.val[c] != 0 {
					placed |= m
				}
			}
			if once != e.full {
				e.fail = Failure{Cell: -1, House: int32(h), Digit: uint8(bits.TrailingZeros32(e.full&^once) + 1)}
				return false, false
			}
			single := once &^ twice &^ placed
			if single == 0 {
				continue
			}
			for _, c := range cells {
				m := e.cand[c] & single
				if m == 0 || e.val[c] != 0 {
					continue
				}
				keep := m & -m
				if e.cand[c] != keep {
					if !e.remove(c, e.cand[c]&^keep) {
						return false, false
					}
					found = true
				}
			}
		}
	}
	return true, found
}

// lockedCandidates applies pointing and claiming between boxes and rows, then columns.
func (e *cpEngine) lockedCandidates() bool {
	return e.lockedLines(false) && e.lockedLines(true)
}

// lockedLines handles the intersections of boxes with rows (cols false) or columns.
// For a line L and the box B it crosses, let S be the segment L∩B: a digit of S found
// nowhere else in B but elsewhere in L leaves L\S (pointing), and a digit of S found
// nowhere else in L but elsewhere in B leaves B\S (claiming).
//
// It stays one function on purpose: it runs at every search node, and its three passes
// (segment unions, once/twice masks per line and per box, removals) share scratch arrays
// indexed the same way; the benchmarks in docs/BENCHMARKS.md were tuned on this form.
func (e *cpEngine) lockedLines(cols bool) bool {
	n := e.n
	// Along a row, segments are bc long and there are `stacks` of them; a box holds br rows.
	segLen, perLine, linesPerBox := e.bc, e.stacks, e.br
	if cols {
		segLen, perLine, linesPerBox = e.br, e.bands, e.bc
	}
	seg := e.seg[:n*perLine]
	lineOnce, lineTwice := e.seg2[:n], e.seg2[n:2*n]
	for l := 0; l < n; l++ {
		var once, twice uint32
		for s := 0; s < perLine; s++ {
			var m uint32
			for k := 0; k < segLen; k++ {
				i := lineCell(cols, n, l, s*segLen+k)
				m |= e.cand[i]
			}
			seg[l*perLine+s] = m
			twice |= once & m
			once |= m
		}
		lineOnce[l], lineTwice[l] = once, twice
	}
	// Per box: the group of linesPerBox lines g and the segment index s.
	groups := n / linesPerBox
	boxOnce, boxTwice := e.seg3[:groups*perLine], e.seg3[groups*perLine:2*groups*perLine]
	for g := 0; g < groups; g++ {
		for s := 0; s < perLine; s++ {
			var once, twice uint32
			for l := g * linesPerBox; l < (g+1)*linesPerBox; l++ {
				m := seg[l*perLine+s]
				twice |= once & m
				once |= m
			}
			boxOnce[g*perLine+s], boxTwice[g*perLine+s] = once, twice
		}
	}
	for l := 0; l < n; l++ {
		g := l / linesPerBox
		for s := 0; s < perLine; s++ {
			m := seg[l*perLine+s]
			lineOthers := lineTwice[l] | lineOnce[l]&^m
			boxOthers := boxTwice[g*perLine+s] | boxOnce[g*perLine+s]&^m
			if point := m &^ boxOthers & lineOthers; point != 0 {
				// Remove from the line outside segment s.
				for k := 0; k < n; k++ {
					if k/segLen == s {
						continue
					}
					i := lineCell(cols, n, l, k)
					if e.cand[i]&point != 0 && !e.remove(int32(i), point) {
						return false
					}
				}
			}
			if claim := m &^ lineOthers & boxOthers; claim != 0 {
				// Remove from the box outside line l.
				for l2 := g * linesPerBox; l2 < (g+1)*linesPerBox; l2++ {
					if l2 == l {
						continue
					}
					for k := s * segLen; k < (s+1)*segLen; k++ {
						i := lineCell(cols, n, l2, k)
						if e.cand[i]&claim != 0 && !e.remove(int32(i), claim) {
							return false
						}
					}
				}
			}
		}
	}
	return true
}

// nakedPairs removes the two digits of two bivalue cells of a house from the house's other
// cells.
func (e *cpEngine) nakedPairs() bool {
	n := e.n
	for h := 0; h < 3*n; h++ {
		cells := e.houseCells[h*n : h*n+n : h*n+n]
		for a := 0; a < n; a++ {
			ma := e.cand[cells[a]]
			if e.val[cells[a]] != 0 || bits.OnesCount32(ma) != 2 {
				continue
			}
			for b := a + 1; b < n; b++ {
				if e.cand[cells[b]] != ma || e.val[cells[b]] != 0 {
					continue
				}
				for k, c := range cells {
					if k != a && k != b && e.cand[c]&ma != 0 && !e.remove(c, ma) {
						return false
					}
				}
			}
		}
	}
	return true
}

// hiddenPairs finds two digits whose only places in a house are the same two cells and
// removes every other candidate from those cells.
func (e *cpEngine) hiddenPairs() bool {
	n := e.n
	var places [maxSize]uint32 // per digit: the positions (0..n-1) where it can go in the house
	for h := 0; h < 3*n; h++ {
		cells := e.houseCells[h*n : h*n+n : h*n+n]
		var c1, c2, c3 uint32
		for _, c := range cells {
			if e.val[c] != 0 {
				continue
			}
			m := e.cand[c]
			c3 |= c2 & m
			c2 |= c1 & m
			c1 |= m
		}
		two := c2 &^ c3
		if bits.OnesCount32(two) < 2 {
			continue
		}
		for t := two; t != 0; t &= t - 1 {
			d := bits.TrailingZeros32(t)
			places[d] = 0
			for k, c := range cells {
				if e.val[c] == 0 && e.cand[c]&(1<<d) != 0 {
					places[d] |= 1 << k
				}
			}
		}
		for t := two; t != 0; t &= t - 1 {
			d := bits.TrailingZeros32(t)
			for u := t & (t - 1); u != 0; u &= u - 1 {
				d2 := bits.TrailingZeros32(u)
				if places[d] != places[d2] {
					continue
				}
				keep := uint32(1)<<d | uint32(1)<<d2
				for p := places[d]; p != 0; p &= p - 1 {
					c := cells[bits.TrailingZeros32(p)]
					if e.cand[c]&^keep != 0 && !e.remove(c, e.cand[c]&^keep) {
						return false
					}
				}
			}
		}
	}
	return true
}

// lineCell is the cell at position k of line l of an n×n grid: row l's when cols is
// false, column l's when it is true.
func lineCell(cols bool, n, l, k int) int {
	if cols {
		return k*n + l
	}
	return l*n + k
}

// gacPass prunes each house changed since its last pass to domain consistency.
func (e *cpEngine) gacPass() bool {
	n := e.n
	if e.filters == nil {
		e.filters = make([]alldiff.Filter, 4*n)
	}
	buf := e.gacBuf[:n]
	for w := 0; w < 2; w++ {
		for e.gdirty[w] != 0 {
			b := bits.TrailingZeros64(e.gdirty[w])
			e.gdirty[w] &^= 1 << b
			h := w<<6 | b
			cells := e.houseCells[h*n : h*n+n : h*n+n]
			for k, c := range cells {
				buf[k] = e.cand[c]
			}
			if !e.filters[h].Prune(buf) {
				e.fail = Failure{Cell: -1, House: int32(h)}
				return false
			}
			for k, c := range cells {
				if m := e.cand[c] &^ buf[k]; m != 0 && !e.remove(c, m) {
					return false
				}
			}
			e.gdirty[w] &^= 1 << b // h itself is consistent now
		}
	}
	if !e.layers {
		return true
	}
	for e.ldirty != 0 {
		d := bits.TrailingZeros32(e.ldirty)
		e.ldirty &^= 1 << d
		bit := uint32(1) << d
		for r := 0; r < n; r++ {
			var m uint32
			for c, v := range e.cand[r*n : r*n+n] {
				m |= (v >> d & 1) << c
			}
			buf[r] = m
		}
		if !e.filters[3*n+d].Prune(buf) {
			e.fail = Failure{Cell: -1, House: -1}
			return false
		}
		for r := 0; r < n; r++ {
			row := e.cand[r*n : r*n+n]
			for c, v := range row {
				if v&bit != 0 && buf[r]&(1<<c) == 0 && !e.remove(int32(r*n+c), bit) {
					return false
				}
			}
		}
		e.ldirty &^= bit
	}
	return true
}
