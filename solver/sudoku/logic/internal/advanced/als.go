package advanced

import (
	"math/bits"
	"slices"
	"sort"
	"sync"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Almost locked sets (ALS): N cells of one house holding N+1 digits between them. Lose
// one digit and the rest is locked. Two ALS are linked by a restricted common digit X when
// every X of one sees every X of the other: at most one of them holds X, so the other is
// locked.
//
//   - ALS-XZ: A and B linked by X, Z in both: one of them is locked with its Z, so a cell
//     that sees every Z of both can't be Z (two links: every digit is locked somewhere).
//   - ALS-XY-Wing: A–C by X, C–B by Y; Z in A and B.
//   - ALS-Chain: A1–A2–...–An, consecutive links on different digits; Z in A1 and An.
//   - Death Blossom: a stem cell whose every digit d has a petal ALS whose d's all see
//     the stem; Z in every petal.

// alSet is one almost locked set.
type alSet struct {
	cells cellBits
	list  []int
	mask  uint32
	with  [9]cellBits // digit-1 → the set's cells holding it
	see   [9]cellBits // digit-1 → the cells outside the set seeing all of with
	house int
}

// commonPeers returns the cells that see every cell of s (outside s).
func commonPeers(s cellBits) cellBits {
	r := cellBits{^uint64(0), (1 << 17) - 1}
	for w, x := range s {
		for ; x != 0; x &= x - 1 {
			r = r.and(peerBits9[w*64+bits.TrailingZeros64(x)])
		}
	}
	return r.andNot(s)
}

// findALS lists the almost locked sets of b (each cell set once), up to maxCells cells,
// house by house; within a house, subsets of its free cells come in the order of their bit
// patterns read as numbers (colex order).
func findALS(b *board.Board, maxCells int) []alSet {
	f := alsFinder{b: b, max: maxCells, seen: map[cellBits]bool{}}
	for h := 0; h < 27; h++ {
		f.house = h
		f.free = f.free[:0]
		for _, c := range b.Sh.House[h] {
			if b.Vals[c] == 0 {
				f.free = append(f.free, c)
			}
		}
		for top := range f.free {
			var cs cellBits
			cs.add(f.free[top])
			f.extend(top, 1, b.Cand[f.free[top]], cs)
		}
	}
	return f.out
}

// alsFinder is findALS's walk over the subsets of one house's free cells.
type alsFinder struct {
	b     *board.Board
	max   int
	house int
	free  []int
	seen  map[cellBits]bool
	out   []alSet
}

// extend records the subset cs (k cells, the lowest of them free[low], digits m) if it is
// an almost locked set, then its extensions by lower cells in colex order. A subset whose
// digits already outnumber max+1 is not extended: adding cells never removes a digit.
func (f *alsFinder) extend(low, k int, m uint32, cs cellBits) {
	if bits.OnesCount32(m) > f.max+1 {
		return
	}
	if bits.OnesCount32(m) == k+1 && k < len(f.free) && !f.seen[cs] {
		f.seen[cs] = true
		f.out = append(f.out, newALS(f.b, cs, m, f.house))
	}
	if k == f.max {
		return
	}
	for i := 0; i < low; i++ {
		next := cs
		next.add(f.free[i])
		f.extend(i, k+1, m|f.b.Cand[f.free[i]], next)
	}
}

// newALS builds the set of cells cs (digits m) of house h.
func newALS(b *board.Board, cs cellBits, m uint32, h int) alSet {
	a := alSet{cells: cs, list: cs.cells(), mask: m, house: h}
	for _, c := range a.list {
		for x := b.Cand[c]; x != 0; x &= x - 1 {
			a.with[bits.TrailingZeros32(x)].add(c)
		}
	}
	for x := m; x != 0; x &= x - 1 {
		d := bits.TrailingZeros32(x)
		a.see[d] = commonPeers(a.with[d])
	}
	return a
}

// alsUpTo returns findALS(b, maxCells) for maxCells up to 8. The sets of up to 8 cells
// are found once per position and shared (board.Shared) by the ALS finders and the chain
// graphs; each smaller size is filtered from them once. Callers must not modify the list.
func alsUpTo(b *board.Board, maxCells int) []alSet {
	all := b.Shared("als", func() any { return findALS(b, 8) }).([]alSet)
	if maxCells >= 8 {
		return all
	}
	return b.Shared(alsKeys[maxCells], func() any {
		var out []alSet
		for i := range all {
			if len(all[i].list) <= maxCells {
				out = append(out, all[i])
			}
		}
		return out
	}).([]alSet)
}

// alsKeys names the filtered lists of alsUpTo, by size.
var alsKeys = [8]string{"als0", "als1", "als2", "als3", "als4", "als5", "als6", "als7"}

// alsLink says that the sets at one index and at to (in alsUpTo(b, 8)) share the
// restricted common digits rc (bit d-1 for digit d).
type alsLink struct {
	to int
	rc uint32
}

// alsLinks returns, for each set of alsUpTo(b, 8), its links to the other sets in
// increasing order of to: the pairs whose rccs is not zero. It is found once per position
// and shared; callers must not modify it.
//
// rccs(a, o) needs every d of o among the cells seeing every d of a, so o's first cell
// holding d is one of those; the sets are indexed by digit and that cell, and only the
// sets indexed under the cells a's d's see are tried, not every pair.
func alsLinks(b *board.Board) [][]alsLink {
	return b.Shared("alslinks", func() any {
		sets := alsUpTo(b, 8)
		var byFirst [9][81][]int32 // digit-1, first cell of the set's d's → sets
		for i := range sets {
			for m := sets[i].mask; m != 0; m &= m - 1 {
				d := bits.TrailingZeros32(m)
				first := sets[i].with[d].first()
				byFirst[d][first] = append(byFirst[d][first], int32(i))
			}
		}
		links := make([][]alsLink, len(sets))
		rc := make([]uint32, len(sets))
		var touched []int
		for i := range sets {
			a := &sets[i]
			touched = touched[:0]
			for m := a.mask; m != 0; m &= m - 1 {
				d := bits.TrailingZeros32(m)
				for w, x := range a.see[d] {
					for ; x != 0; x &= x - 1 {
						for _, j := range byFirst[d][w*64+bits.TrailingZeros64(x)] {
							if int(j) == i || !sets[j].with[d].andNot(a.see[d]).empty() {
								continue
							}
							if rc[j] == 0 {
								touched = append(touched, int(j))
							}
							rc[j] |= 1 << d
						}
					}
				}
			}
			slices.Sort(touched)
			for _, j := range touched {
				links[i] = append(links[i], alsLink{j, rc[j]})
				rc[j] = 0
			}
		}
		return links
	}).([][]alsLink)
}

// rccs returns the restricted common digits of two non-overlapping ALS.
func rccs(a, o *alSet) uint32 {
	var r uint32
	for m := a.mask & o.mask; m != 0; m &= m - 1 {
		d := bits.TrailingZeros32(m)
		if o.with[d].andNot(a.see[d]).empty() {
			r |= 1 << d
		}
	}
	return r
}

// zElims: the cells outside the sets that see every Z of all of them and hold Z.
func zElims(b *board.Board, z int, sets ...*alSet) []technique.Candidate {
	t := cellBits{^uint64(0), (1 << 17) - 1}
	for _, s := range sets {
		t = t.and(s.see[z-1]).andNot(s.cells)
	}
	var out []technique.Candidate
	for w, x := range t { // the cells of t in order, without building their list: this runs once per chain end
		for ; x != 0; x &= x - 1 {
			c := w*64 + bits.TrailingZeros64(x)
			if b.Vals[c] == 0 && b.Cand[c]&(1<<(z-1)) != 0 {
				out = append(out, technique.Candidate{Cell: c, Digit: z})
			}
		}
	}
	return out
}

func alsStep(t technique.Technique, rating int, elims []technique.Candidate, rc []int, sets ...*alSet) technique.Step {
	s := technique.Step{Technique: t, Rating: rating, Size: 9, Eliminations: dedupeCands(elims)}
	var ds []int
	for i, a := range sets {
		role := technique.RoleBase
		if t == technique.DeathBlossom && i == 0 {
			role = technique.RolePivot
		}
		for _, c := range a.list {
			for m := a.mask; m != 0; m &= m - 1 {
				d := bits.TrailingZeros32(m) + 1
				if a.with[d-1].has(c) {
					r := role
					if slices.Contains(rc, d) {
						r = technique.RoleNode
					}
					s.Pattern = append(s.Pattern, technique.Mark{Candidate: technique.Candidate{Cell: c, Digit: d}, Role: r})
				}
			}
		}
		s.Houses = append(s.Houses, sudoku.House{Kind: sudoku.HouseKind(a.house / 9), Index: a.house % 9})
		for _, d := range board.MaskDigits(a.mask) {
			if !slices.Contains(ds, d) {
				ds = append(ds, d)
			}
		}
	}
	sort.Ints(ds)
	s.Digits = ds
	return s
}

func dedupeCands(cs []technique.Candidate) []technique.Candidate {
	var out []technique.Candidate
	for _, c := range cs {
		if !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out
}

func FindALSXZ(b *board.Board, out []technique.Step) []technique.Step {
	if b.N != 9 {
		return out
	}
	als, links := alsUpTo(b, 8), alsLinks(b)
	for i := range als {
		for _, l := range links[i] {
			if l.to < i {
				continue
			}
			a, o, rc := &als[i], &als[l.to], l.rc
			overlap := !a.cells.and(o.cells).empty()
			var elims []technique.Candidate
			for m := a.mask & o.mask &^ rc; m != 0; m &= m - 1 {
				elims = append(elims, zElims(b, bits.TrailingZeros32(m)+1, a, o)...)
			}
			if bits.OnesCount32(rc) >= 2 && !overlap {
				// doubly linked: both sets are locked apart from the links, and each link
				// digit is in one of them
				for m := rc; m != 0; m &= m - 1 {
					elims = append(elims, zElims(b, bits.TrailingZeros32(m)+1, a, o)...)
				}
				for _, s := range []*alSet{a, o} {
					for m := s.mask &^ rc; m != 0; m &= m - 1 {
						elims = append(elims, zElims(b, bits.TrailingZeros32(m)+1, s)...)
					}
				}
			}
			if len(elims) > 0 {
				out = append(out, alsStep(technique.ALSXZ, technique.ALSXZ.BaseRating(), elims, board.MaskDigits(rc), a, o))
			}
		}
	}
	return out
}

func FindALSXYWing(b *board.Board, out []technique.Step) []technique.Step {
	return alsXYWings(b, out, 6, false)
}

// FindWideALSXYWing finds the ALS-XY-Wings with a set of 7 or 8 cells, which
// [FindALSXYWing] leaves out (they cost several times more to look for): the path's last
// tier runs it before the Franken and Kraken fish.
func FindWideALSXYWing(b *board.Board, out []technique.Step) []technique.Step {
	return alsXYWings(b, out, 8, true)
}

// alsXYWings finds the ALS-XY-Wings whose sets have at most maxCells cells (with wide set,
// only those where one set has more than 6).
func alsXYWings(b *board.Board, out []technique.Step, maxCells int, wide bool) []technique.Step {
	if b.N != 9 {
		return out
	}
	als, all := alsUpTo(b, 8), alsLinks(b)
	for ci := range als {
		c := &als[ci]
		if len(c.list) > maxCells {
			continue
		}
		var links []int
		var lrc []uint32
		for _, l := range all[ci] {
			if len(als[l.to].list) <= maxCells {
				links = append(links, l.to)
				lrc = append(lrc, l.rc)
			}
		}
		for x := 0; x < len(links); x++ {
			for y := x + 1; y < len(links); y++ {
				a, o := &als[links[x]], &als[links[y]]
				for xm := lrc[x]; xm != 0; xm &= xm - 1 {
					for ym := lrc[y]; ym != 0; ym &= ym - 1 {
						X, Y := xm&-xm, ym&-ym
						if X == Y {
							continue
						}
						var elims []technique.Candidate
						for m := a.mask & o.mask &^ (X | Y); m != 0; m &= m - 1 {
							elims = append(elims, zElims(b, bits.TrailingZeros32(m)+1, a, o)...)
						}
						if wide && len(a.list) <= 6 && len(o.list) <= 6 && len(c.list) <= 6 {
							continue
						}
						if len(elims) > 0 {
							out = append(out, alsStep(technique.ALSXYWing, technique.ALSXYWing.BaseRating(), elims,
								[]int{board.FirstDigit(X), board.FirstDigit(Y)}, a, c, o))
						}
					}
				}
			}
		}
	}
	return out
}

// FindALSChain: chains of up to 6 sets (four or more; three are an XY-Wing) of up to 5
// cells, among the first 400 such sets.
func FindALSChain(b *board.Board, out []technique.Step) []technique.Step {
	if b.N != 9 {
		return out
	}
	als, adj, adjRC := alsChainSets(b)
	c := newALSChains(b, als, adj, adjRC)
	c.aim = newChainAim(b, als, adj, adjRC, 6-2)
	defer c.aim.release()
	return c.search(out, 4, 6, false)
}

// FindWideALSChain finds ALS-Chains of 4 to 6 sets over every set of up to 7 cells,
// which [FindALSChain] leaves out (HoDoKu's chains at top1465 positions where the path took
// a Kraken fish use sets of 6 and 7 cells): the path's last tier runs it where nothing
// else was found. It takes the shortest chains: the chains of 4 sets, else 5, else 6, and
// tries every restricted common digit of a link. The search is aimed at the chain's ends
// (chainAim): it follows a link only when a set that shares a victim with the first can
// still end the chain, so it costs little where there is no chain. It also stops after
// wideChainBudget extensions, so it costs a bounded time on any position (where chains
// abound, it may then miss some).
func FindWideALSChain(b *board.Board, out []technique.Step) []technique.Step {
	if b.N != 9 {
		return out
	}
	als, links := alsUpTo(b, 8), alsLinks(b)
	adj := make([][]int, len(als))
	adjRC := make([][]uint32, len(als))
	for i := range links {
		if len(als[i].list) > maxWideChainCells {
			continue
		}
		for _, l := range links[i] {
			if len(als[l.to].list) > maxWideChainCells {
				continue
			}
			adj[i] = append(adj[i], l.to)
			adjRC[i] = append(adjRC[i], l.rc)
		}
	}
	c := newALSChains(b, als, adj, adjRC)
	c.budget, c.limit = wideChainBudget, true
	if len(als) <= maxAimedSets {
		c.aim = newChainAim(b, als, adj, adjRC, maxWideChainSets-2)
		defer c.aim.release()
	}
	for n := 4; n <= maxWideChainSets; n++ {
		start := len(out)
		if out = c.search(out, n, n, true); len(out) > start || c.budget < 0 {
			return out
		}
	}
	return out
}

// maxWideChainCells is the most cells of a set of [FindWideALSChain] (HoDoKu's chains
// at top1465 positions have up to 7).
const maxWideChainCells = 7

// maxAimedSets is the most sets (of up to 8 cells) for which [FindWideALSChain] aims its
// search (chainAim): its tables grow as the square of the sets. The positions where the
// path runs it have 200 to 300; a position with more has so many chains that the budgeted
// search finds some anyway.
const maxAimedSets = 512

// maxWideChainSets is the most sets of a chain of [FindWideALSChain].
const maxWideChainSets = 6

// wideChainBudget bounds the extensions of one [FindWideALSChain] call.
const wideChainBudget = 400000

// alsChains is one search for ALS-Chains over the sets als, linked as adj and adjRC say.
type alsChains struct {
	b      *board.Board
	als    []alSet
	adj    [][]int
	adjRC  [][]uint32
	budget int  // extensions left, when limit is set
	limit  bool // the search stops once budget is below zero
	// vict[j] caches the digits z for which the chain's first set and j have a victim,
	// computed when stamp[j] is the first set's index plus one: whether a chain eliminates
	// anything depends on its ends only, and the search meets the same ends on many paths.
	vict   []uint16
	stamp  []int32
	path   []int
	rcs    []uint32
	onPath []bool
	seen   map[[12]uint64]bool // the results found
	// aim, when set, keeps the search to the links after which a chain of minLen to
	// maxLen sets can still end at a set that shares a victim with the first (see
	// chainAim); it finds the same chains, sooner.
	aim *chainAim
}

func newALSChains(b *board.Board, als []alSet, adj [][]int, adjRC [][]uint32) *alsChains {
	return &alsChains{b: b, als: als, adj: adj, adjRC: adjRC, vict: make([]uint16, len(als)), stamp: make([]int32, len(als)),
		onPath: make([]bool, len(als)), seen: map[[12]uint64]bool{}}
}

// victims returns the digits z of both the first set of the path and j with a victim.
func (c *alsChains) victims(j int) uint32 {
	i := c.path[0]
	if c.stamp[j] != int32(i+1) {
		c.stamp[j] = int32(i + 1)
		var v uint16
		for m := c.als[i].mask & c.als[j].mask; m != 0; m &= m - 1 {
			z := bits.TrailingZeros32(m) + 1
			if len(zElims(c.b, z, &c.als[i], &c.als[j])) > 0 {
				v |= 1 << (z - 1)
			}
		}
		c.vict[j] = v
	}
	return uint32(c.vict[j])
}

// search appends the chains of minLen to maxLen sets (one per set of eliminations); with
// every set, it tries each restricted common digit of a link, else the lowest one that
// differs from the previous link's.
func (c *alsChains) search(out []technique.Step, minLen, maxLen int, every bool) []technique.Step {
	var rec func(cur int, last uint32)
	rec = func(cur int, last uint32) {
		if len(c.path) >= minLen && c.path[0] < cur {
			first, end := &c.als[c.path[0]], &c.als[cur]
			var elims []technique.Candidate
			var key [12]uint64 // the eliminations as a set of candidates (cell*9 + digit-1)
			for m := first.mask & end.mask &^ (c.rcs[0] | last) & c.victims(cur); m != 0; m &= m - 1 {
				elims = append(elims, zElims(c.b, bits.TrailingZeros32(m)+1, first, end)...)
			}
			for _, e := range elims {
				k := e.Cell*9 + e.Digit - 1
				key[k>>6] |= 1 << (k & 63)
			}
			// the same eliminations in the same order (by digit, then cell), so the same
			// result: the step is built once
			if len(elims) > 0 && !c.seen[key] {
				c.seen[key] = true
				out = append(out, alsChainStep(c.als, c.path, c.rcs, elims))
			}
		}
		if len(c.path) >= maxLen {
			return
		}
		leaf := len(c.path)+1 == maxLen
		// links left after the next set, at least and at most
		minLeft, maxLeft := max(minLen-len(c.path)-1, 0), maxLen-len(c.path)-1
		for k, nx := range c.adj[cur] {
			if c.onPath[nx] || (leaf && nx < c.path[0]) {
				continue // a chain ending below its start is found from its other end
			}
			for m := c.adjRC[cur][k]; m != 0; m &= m - 1 {
				x := m & -m
				if x == last {
					continue
				}
				if c.aim != nil {
					x1 := x
					if len(c.rcs) > 0 {
						x1 = c.rcs[0]
					}
					if !c.aim.leadsWithin(nx, x, x1, minLeft, maxLeft) {
						if !every {
							break // the one digit tried leads to no end
						}
						continue // no end of a chain is that many links away
					}
				}
				if c.limit {
					if c.budget--; c.budget < 0 {
						return
					}
				}
				c.path = append(c.path, nx)
				c.rcs = append(c.rcs, x)
				c.onPath[nx] = true
				rec(nx, x)
				c.onPath[nx] = false
				c.path, c.rcs = c.path[:len(c.path)-1], c.rcs[:len(c.rcs)-1]
				if !every {
					break // one digit per link is enough to extend the chain
				}
			}
		}
	}
	for i := range c.als {
		if c.aim != nil && !c.aim.from(i) {
			continue // no set after i shares a victim with it
		}
		c.path = append(c.path[:0], i)
		c.rcs = c.rcs[:0]
		c.onPath[i] = true
		rec(i, 0)
		c.onPath[i] = false
	}
	return out
}

// chainAim is what an aimed ALS-Chain search knows of its sets. Whether a chain
// eliminates a digit z depends on its two ends only (a cell holding z that sees every z of
// both) and on the digits of its first and last links (not z), so from each first set
// the search goes only where such an end can still be reached in the links left.
//
// The reach is over walks (a set may come twice), found for every first set at once:
// walks[k][z] holds, for each set t and digit x, the sets j from which a walk of k links,
// consecutive links on different digits and the first not on z, arrives at t by a link on
// another digit than x (so a chain that reached t by a link on x can go on to j). A chain
// is such a walk whose sets differ, so the walks only ever keep too much.
type chainAim struct {
	words int           // words of a bit set over the sets
	off   []int32       // set → its first state; the states of set t are its digits in order
	mask  []uint32      // set → its digits
	walks [][9][]uint64 // links k (≥ 1) → z-1 → state*words → sets
	ends  []uint64      // (first set*9 + z-1)*words → the sets after it sharing a victim on z
	endZ  []uint32      // first set → the digits z with an end
	cur   int           // the current first set
	buf   *aimBuffers
}

// aimBuffers are a chainAim's large slices, reused from one search to the next.
type aimBuffers struct{ walks, into, next, ends []uint64 }

var aimPool = sync.Pool{New: func() any { return new(aimBuffers) }}

// sized returns s with length n, reallocated when too short; its contents are left as
// they were.
func sized(s []uint64, n int) []uint64 {
	if cap(s) < n {
		return make([]uint64, n)
	}
	return s[:n]
}

// release returns the aim's buffers to the pool; it must not be used after.
func (a *chainAim) release() {
	aimPool.Put(a.buf)
	a.buf = nil
}

// state returns the index of the state of set t reached by a link on digit d-1.
func (a *chainAim) state(t, d int) int {
	return int(a.off[t]) + bits.OnesCount32(a.mask[t]&(1<<d-1))
}

func newChainAim(b *board.Board, als []alSet, adj [][]int, adjRC [][]uint32, top int) *chainAim {
	var holds [9]cellBits
	for c := 0; c < 81; c++ {
		if b.Vals[c] == 0 {
			for m := b.Cand[c]; m != 0; m &= m - 1 {
				holds[bits.TrailingZeros32(m)].add(c)
			}
		}
	}
	n, w := len(als), (len(als)+63)/64
	buf := aimPool.Get().(*aimBuffers)
	buf.ends = sized(buf.ends, n*9*w)
	clear(buf.ends)
	a := &chainAim{words: w, off: make([]int32, n+1), mask: make([]uint32, n), walks: make([][9][]uint64, top+1),
		ends: buf.ends, endZ: make([]uint32, n), buf: buf}
	// the victims of each set's digits, and the ends of each first set
	victim := make([][9]cellBits, n)
	vmask := make([]uint32, n)
	for i := range als {
		a.mask[i] = als[i].mask
		a.off[i+1] = a.off[i] + int32(bits.OnesCount32(als[i].mask))
		for m := als[i].mask; m != 0; m &= m - 1 {
			d := bits.TrailingZeros32(m)
			if victim[i][d] = als[i].see[d].and(holds[d]); !victim[i][d].empty() {
				vmask[i] |= 1 << d
			}
		}
	}
	var zs uint32 // the digits with an end anywhere
	for i := range als {
		for j := i + 1; j < n; j++ {
			for m := vmask[i] & vmask[j]; m != 0; m &= m - 1 {
				d := bits.TrailingZeros32(m)
				if !victim[i][d].and(victim[j][d]).empty() {
					a.ends[(i*9+d)*w+(j>>6)] |= 1 << (j & 63)
					a.endZ[i] |= 1 << d
				}
			}
		}
		zs |= a.endZ[i]
	}
	if top < 1 || zs == 0 {
		return a
	}
	rows := int(a.off[n]) * w
	buf.walks = sized(buf.walks, bits.OnesCount32(zs)*top*rows) // every word is written below
	buf.into, buf.next = sized(buf.into, rows), sized(buf.next, rows)
	flat, into, next := buf.walks, buf.into, buf.next
	pre := make([]uint64, 10*w)
	suf := make([]uint64, w)
	for zm := zs; zm != 0; zm &= zm - 1 {
		z := bits.TrailingZeros32(zm)
		// into: the sets from which a walk of k links (the first not on z) arrives at the
		// state's set by a link on the state's digit
		clear(into)
		for i := range adj {
			for k, j := range adj[i] {
				for m := adjRC[i][k] &^ (1 << z); m != 0; m &= m - 1 {
					into[a.state(j, bits.TrailingZeros32(m))*w+(i>>6)] |= 1 << (i & 63)
				}
			}
		}
		for k := 1; k <= top; k++ {
			ex := flat[:rows:rows]
			flat = flat[rows:]
			for t := 0; t < n; t++ {
				// ex(t, x) is the union of into(t, d) over the set's digits d ≠ x: prefix
				// and suffix unions
				lo, hi := int(a.off[t])*w, int(a.off[t+1])*w
				for p := 0; lo+p < hi; p += w {
					for x := 0; x < w; x++ {
						pre[p+w+x] = pre[p+x] | into[lo+p+x]
					}
				}
				clear(suf)
				for p := hi - lo - w; p >= 0; p -= w {
					for x := 0; x < w; x++ {
						ex[lo+p+x] = pre[p+x] | suf[x]
						suf[x] |= into[lo+p+x]
					}
				}
			}
			a.walks[k][z] = ex
			if k == top {
				break
			}
			clear(next)
			for i := range adj {
				for k, j := range adj[i] {
					for m := adjRC[i][k]; m != 0; m &= m - 1 {
						d := bits.TrailingZeros32(m)
						si, sj := a.state(i, d)*w, a.state(j, d)*w
						src, dst := ex[si:si+w], next[sj:sj+w]
						for x := range dst {
							dst[x] |= src[x]
						}
					}
				}
			}
			into, next = next, into
		}
	}
	return a
}

// from makes i the current first set. It reports whether it has an end.
func (a *chainAim) from(i int) bool {
	a.cur = i
	return a.endZ[i] != 0
}

// leadsWithin reports whether leads does for some number of links left from lo to hi.
func (a *chainAim) leadsWithin(j int, x, x1 uint32, lo, hi int) bool {
	for left := lo; left <= hi; left++ {
		if a.leads(j, x, x1, left) {
			return true
		}
	}
	return false
}

// leads reports whether an end of the current first set can follow set j, reached by a
// link on digit x (a bit), in left more links, the chain's first link being on x1.
func (a *chainAim) leads(j int, x, x1 uint32, left int) bool {
	w := a.words
	for m := a.endZ[a.cur] &^ x1; m != 0; m &= m - 1 {
		z := bits.TrailingZeros32(m)
		end := a.ends[(a.cur*9+z)*w : (a.cur*9+z+1)*w]
		if left == 0 {
			if x != 1<<z && end[j>>6]&(1<<(j&63)) != 0 {
				return true
			}
			continue
		}
		if left >= len(a.walks) {
			return true
		}
		st := a.state(j, bits.TrailingZeros32(x)) * w
		row := a.walks[left][z][st : st+w]
		for i, e := range end {
			if row[i]&e != 0 {
				return true
			}
		}
	}
	return false
}

// alsChainStep is the step of the chain of sets path (indexes in als) linked by the
// digits rcs (one bit each), eliminating elims.
func alsChainStep(als []alSet, path []int, rcs []uint32, elims []technique.Candidate) technique.Step {
	sets := make([]*alSet, len(path))
	for i, p := range path {
		sets[i] = &als[p]
	}
	var rd []int
	for _, r := range rcs {
		rd = append(rd, board.FirstDigit(r))
	}
	return alsStep(technique.ALSChain, board.ChainRating(technique.ALSChain.BaseRating(), len(path)), elims, rd, sets...)
}

// alsChainSets returns the sets an ALS-Chain may use (the first 400 of up to 5 cells, in
// findALS's order) and, for each, the others it shares restricted common digits with.
func alsChainSets(b *board.Board) (als []alSet, adj [][]int, adjRC [][]uint32) {
	all, links := alsUpTo(b, 8), alsLinks(b)
	pos := make([]int, len(all)) // index in all → index in als, or -1
	for i := range all {
		pos[i] = -1
		if len(all[i].list) <= 5 && len(als) < 400 {
			pos[i] = len(als)
			als = append(als, all[i])
		}
	}
	adj = make([][]int, len(als))
	adjRC = make([][]uint32, len(als))
	for i := range all {
		if pos[i] < 0 {
			continue
		}
		for _, l := range links[i] {
			if j := pos[l.to]; j >= 0 {
				adj[pos[i]] = append(adj[pos[i]], j)
				adjRC[pos[i]] = append(adjRC[pos[i]], l.rc)
			}
		}
	}
	return als, adj, adjRC
}

func FindDeathBlossom(b *board.Board, out []technique.Step) []technique.Step {
	if b.N != 9 {
		return out
	}
	als := alsUpTo(b, 5)
	for stem := 0; stem < 81; stem++ {
		sm := b.Cand[stem]
		if b.Vals[stem] != 0 || bits.OnesCount32(sm) < 2 || bits.OnesCount32(sm) > 3 {
			continue
		}
		if petals, ok := blossomPetals(als, stem, sm); ok {
			out = blossoms(b, out, als, stem, petals)
		}
	}
	return out
}

// blossomPetals lists, for each digit d of the stem's candidates sm, the sets (indexes in
// als, the stem outside them) whose d's all see the stem; ok is false when a digit has none.
func blossomPetals(als []alSet, stem int, sm uint32) ([][]int, bool) {
	ds := board.MaskDigits(sm)
	petals := make([][]int, len(ds))
	for i := range als {
		a := &als[i]
		if a.cells.has(stem) {
			continue
		}
		for k, d := range ds {
			if a.with[d-1].empty() || !a.with[d-1].andNot(peerBits9[stem]).empty() {
				continue
			}
			petals[k] = append(petals[k], i)
		}
	}
	for _, p := range petals {
		if len(p) == 0 {
			return nil, false
		}
	}
	return petals, true
}

// blossoms chooses one petal per digit of the stem (a bounded search) whose sets share a
// digit Z the stem lacks, and adds the steps of each choice.
func blossoms(b *board.Board, out []technique.Step, als []alSet, stem int, petals [][]int) []technique.Step {
	sm := b.Cand[stem]
	ds := board.MaskDigits(sm)
	pick := make([]int, len(ds))
	var rec func(k int, common uint32)
	count := 0
	rec = func(k int, common uint32) {
		if count > 20000 {
			return
		}
		count++
		if k == len(ds) {
			sets := make([]*alSet, len(pick))
			for i, p := range pick {
				sets[i] = &als[p]
			}
			out = blossomSteps(b, out, stem, sets, common&^sm)
			return
		}
		for _, p := range petals[k] {
			nc := common & als[p].mask &^ (1 << (ds[k] - 1))
			if nc == 0 {
				continue
			}
			pick[k] = p
			rec(k+1, nc)
		}
	}
	rec(0, b.Sh.Full)
	return out
}

// blossomSteps adds a step for each digit Z of zs that the petals' sets all hold, removing
// Z from the cells that see all their Z's, and one step making every such removal at once.
func blossomSteps(b *board.Board, out []technique.Step, stem int, sets []*alSet, zs uint32) []technique.Step {
	sm := b.Cand[stem]
	ds := board.MaskDigits(sm)
	start := len(out)
	for m := zs; m != 0; m &= m - 1 {
		z := bits.TrailingZeros32(m) + 1
		var keep []technique.Candidate
		for _, e := range zElims(b, z, sets...) {
			if e.Cell != stem {
				keep = append(keep, e)
			}
		}
		if len(keep) == 0 {
			continue
		}
		stemSet := alSet{list: []int{stem}, mask: sm, house: b.Sh.CellHouse[stem][0]}
		stemSet.cells.add(stem)
		for _, d := range ds {
			stemSet.with[d-1].add(stem)
		}
		all := append([]*alSet{&stemSet}, sets...)
		out = append(out, alsStep(technique.DeathBlossom, technique.DeathBlossom.BaseRating()+len(ds)-2, keep, nil, all...))
	}
	if len(out)-start > 1 { // every Z of these petals at once
		merged := board.CloneStep(out[start])
		for _, o := range out[start+1:] {
			for _, e := range o.Eliminations {
				if !slices.Contains(merged.Eliminations, e) {
					merged.Eliminations = append(merged.Eliminations, e)
				}
			}
		}
		out = append(out, merged)
	}
	return out
}
