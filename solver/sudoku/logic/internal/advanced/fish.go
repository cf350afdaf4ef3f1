package advanced

import (
	"fmt"
	"math/bits"
	"slices"
	"sync"

	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/basic"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Finned, sashimi, Franken and mutant fish: one generic search over base and cover houses.
//
// For one digit, k base houses whose candidates don't overlap, and k cover houses: if
// every base candidate lies in a cover house except a few "fins", then either a fin is
// the digit or the base houses take their digit from the covers, one per cover. So a
// cover candidate outside the base that sees every fin can't be the digit.

// fishSearch holds one digit's data for the generic search.
type fishSearch struct {
	b       *board.Board
	d       int
	k       int
	places  [27]cellBits // house → the digit's places
	peers   []cellBits   // cell → its peers
	out     []technique.Step
	franken bool
	kr      *krakenSearch // when set, the fish are Kraken fish (the chains of its fins)
	// boxed: a base without a box takes a box among its covers (the Franken search of the
	// path; rows against columns are the finned fish, found faster by lineFish)
	boxed bool
}

// FindFinnedFish finds fins fish of size k: rows against columns (finned and sashimi),
// or, with franken set, fish whose base or cover sets hold boxes or mix rows and columns.
func FindFinnedFish(b *board.Board, out []technique.Step, k int, franken bool) []technique.Step {
	if b.N != 9 {
		return out
	}
	start := len(out)
	fs := &fishSearch{b: b, k: k, peers: peerBits9, out: out, franken: franken}
	for d := 1; d <= 9; d++ {
		fs.d = d
		bit := uint32(1) << (d - 1)
		for h := 0; h < 27; h++ {
			fs.places[h] = cellBits{}
			for _, c := range b.Sh.House[h] {
				if b.Cand[c]&bit != 0 {
					fs.places[h].add(c)
				}
			}
		}
		if !franken {
			for orient := 0; orient < 2; orient++ {
				fs.lineFish(orient)
			}
		} else {
			fs.bases(allHouses, allHouses)
		}
	}
	return siamese(fs.out, start, k)
}

// siamese adds, for two fish of one digit on the same base houses with different
// results (different covers or fins), the step making both (HoDoKu's Siamese fish).
func siamese(out []technique.Step, start, k int) []technique.Step {
	end := len(out)
	for i := start; i < end; i++ {
		for j := i + 1; j < end; j++ {
			a, o := out[i], out[j]
			if a.Digits[0] != o.Digits[0] || resultKey(&a) == resultKey(&o) {
				continue
			}
			same := true
			for x := 0; x < k; x++ {
				if a.Houses[x] != o.Houses[x] {
					same = false
				}
			}
			if same {
				m := mergeSteps(a.Technique, a, o)
				m.Rating = a.Rating + 1
				out = append(out, m)
			}
		}
	}
	return out
}

// Sets of houses (bit h for house h: rows 0–8, columns 9–17, boxes 18–26) for the base and
// cover sets of the generic search.
const (
	allHouses  = 1<<27 - 1
	rowsBoxes  = 0x1ff | 0x1ff<<18
	colsBoxes  = 0x1ff<<9 | 0x1ff<<18
	maxHouse27 = 27 // houses of a 9×9 grid
)

// bases tries every set of k base houses among bmask with disjoint places, covering them
// with houses among cmask.
func (fs *fishSearch) bases(bmask, cmask uint32) {
	var idx [4]int
	var rec func(start, depth int, used cellBits)
	rec = func(start, depth int, used cellBits) {
		if depth == fs.k {
			fs.covers(idx[:fs.k], used, cmask)
			return
		}
		for h := start; h < maxHouse27; h++ {
			if bmask&(1<<h) == 0 {
				continue
			}
			p := fs.places[h]
			if p.empty() || !p.and(used).empty() || p.count() < 1 {
				continue
			}
			idx[depth] = h
			rec(h+1, depth+1, used.or(p))
		}
	}
	rec(0, 0, cellBits{})
}

// covers searches the cover houses: the lowest base cell not yet covered is covered by
// one of its houses or becomes a fin.
func (fs *fishSearch) covers(base []int, all cellBits, cmask uint32) {
	var cov [4]int
	lastBox := false // the last cover must be a box
	if fs.boxed {
		lastBox = true
		for _, h := range base {
			if h >= 18 {
				lastBox = false
			}
		}
	}
	maxFins := 3
	if fs.boxed {
		maxFins = maxBoxedFins
	}
	// excl: with boxed set, the covers take no house of excl. The lowest open cell is
	// covered by one of its houses or is a fin; each house tried is left out of the later
	// choices (every cover set with it was tried), so every cover set comes once, in any
	// order (an increasing order would miss fish such as 1 r569 c48b4, whose lowest cell
	// is in the box).
	var rec func(depth int, covered, fins, common cellBits, nfins int, excl uint32)
	rec = func(depth int, covered, fins, common cellBits, nfins int, excl uint32) {
		rest := all.andNot(covered).andNot(fins)
		if rest.empty() {
			if depth == fs.k {
				if fs.boxed {
					sorted := cov
					slices.Sort(sorted[:depth])
					fs.result(base, sorted[:depth], all, covered, fins)
				} else {
					fs.result(base, cov[:depth], all, covered, fins)
				}
			}
			return
		}
		c := bits.TrailingZeros64(rest[0])
		if rest[0] == 0 {
			c = 64 + bits.TrailingZeros64(rest[1])
		}
		sh := fs.b.Sh
		if depth < fs.k {
			for _, h := range sh.CellHouse[c] {
				if cmask&(1<<h) == 0 || slices.Contains(base, h) {
					continue
				}
				if fs.boxed {
					if excl&(1<<h) != 0 || (lastBox && depth == fs.k-1 && h < 18 && !hasBox(cov[:depth])) {
						continue // a box among the covers
					}
				} else {
					if depth > 0 && h <= cov[depth-1] {
						continue // covers in increasing order
					}
					if lastBox && depth == fs.k-1 && h < 18 {
						continue // boxes come last in the order: the fish needs one
					}
				}
				cov[depth] = h
				rec(depth+1, covered.or(fs.places[h]), fins, common, nfins, excl)
				excl |= 1 << h
			}
		}
		if nfins < maxFins {
			nc := fs.peers[c]
			if nfins > 0 {
				nc = nc.and(common)
			}
			if !nc.empty() {
				nf := fins
				nf.add(c)
				rec(depth, covered, nf, nc, nfins+1, excl)
			}
		}
	}
	rec(0, cellBits{}, cellBits{}, cellBits{}, 0, 0)
}

// maxBoxedFins is the most fins of the path's Franken fish (HoDoKu's default: 5).
const maxBoxedFins = 5

// hasBox reports whether the houses hs hold a box.
func hasBox(hs []int) bool {
	for _, h := range hs {
		if h >= 18 {
			return true
		}
	}
	return false
}

// result makes the step of one fish, when it eliminates something.
func (fs *fishSearch) result(base, cover []int, all, covered, fins cellBits) {
	fins = fins.andNot(covered)
	if fs.kr != nil {
		fs.kr.targets(fs.d, base, cover, all, covered, fins)
		return
	}
	if fins.empty() {
		if !fs.franken {
			return // basic fish: findFish
		}
	}
	targets := covered.andNot(all)
	for _, f := range fins.cells() {
		targets = targets.and(fs.peers[f])
	}
	if targets.empty() {
		return
	}
	sh := fs.b.Sh
	kinds := func(hs []int) (rows, cols, boxes int) {
		for _, h := range hs {
			switch h / 9 {
			case 0:
				rows++
			case 1:
				cols++
			default:
				boxes++
			}
		}
		return
	}
	br, bc, bb := kinds(base)
	cr, cc, cb := kinds(cover)
	var tech technique.Technique
	switch {
	case bb == 0 && cb == 0 && ((br == fs.k && cc == fs.k) || (bc == fs.k && cr == fs.k)):
		if fs.franken {
			return // found by the row/column search
		}
		sashimi := false
		for _, h := range base {
			if fs.places[h].andNot(fins).count() < 2 {
				sashimi = true
			}
		}
		tech = [5]technique.Technique{0, 0, technique.FinnedXWing, technique.FinnedSwordfish, technique.FinnedJellyfish}[fs.k]
		if sashimi {
			tech = [5]technique.Technique{0, 0, technique.SashimiXWing, technique.SashimiSwordfish, technique.SashimiJellyfish}[fs.k]
		}
	case (br == 0 || bc == 0) && (cr == 0 || cc == 0) && !(br > 0 && cr > 0) && !(bc > 0 && cc > 0):
		tech = technique.FrankenFish
	default:
		tech = technique.MutantFish
	}
	rating := tech.BaseRating()
	if tech == technique.FrankenFish || tech == technique.MutantFish {
		rating += fs.k - 2
	}
	s := technique.Step{Technique: tech, Rating: rating, Digits: []int{fs.d}, Size: 9}
	for _, c := range targets.cells() {
		s.Eliminations = append(s.Eliminations, technique.Candidate{Cell: c, Digit: fs.d})
	}
	for _, h := range base {
		s.Houses = append(s.Houses, sh.HouseOf(h))
	}
	for _, h := range cover {
		s.Houses = append(s.Houses, sh.HouseOf(h))
	}
	for _, c := range all.cells() {
		role := technique.RoleBase
		if fins.has(c) {
			role = technique.RoleFin
		}
		s.Pattern = append(s.Pattern, technique.Mark{Candidate: technique.Candidate{Cell: c, Digit: fs.d}, Role: role})
	}
	fs.out = append(fs.out, s)
}

// lineFish is the fast search of finned and sashimi fish with rows as base and columns as
// cover (orient 0) or the reverse: k base lines whose places span more than k cross
// lines; the cover is k of them including every one outside one stack (of three), and the
// places outside the cover (the fins) must lie in one box.
func (fs *fishSearch) lineFish(orient int) {
	k := fs.k
	var lm [9]uint32 // line → mask of cross positions holding the digit
	var lines [9]int
	nl := 0
	for l := 0; l < 9; l++ {
		var m uint32
		for w, x := range fs.places[orient*9+l] {
			for ; x != 0; x &= x - 1 {
				c := w*64 + bits.TrailingZeros64(x)
				if orient == 0 {
					m |= 1 << (c % 9)
				} else {
					m |= 1 << (c / 9)
				}
			}
		}
		lm[l] = m
		if m != 0 && bits.OnesCount32(m) <= k+3 {
			lines[nl] = l
			nl++
		}
	}
	if nl < k {
		return
	}
	cell := func(l, p int) int {
		if orient == 0 {
			return l*9 + p
		}
		return p*9 + l
	}
	var idx [4]int
	for i := 0; i < k; i++ {
		idx[i] = i
	}
	for {
		var u uint32
		for _, i := range idx[:k] {
			u |= lm[lines[i]]
		}
		if n := bits.OnesCount32(u); n > k && n <= k+3 {
			for st := 0; st < 3; st++ {
				sm := uint32(7) << (3 * st)
				need := u &^ sm
				if bits.OnesCount32(need) > k {
					continue
				}
				extra := u & sm
				// every subset x of extra completing need to k cover lines
				for x := extra; ; x = (x - 1) & extra {
					if bits.OnesCount32(need|x) == k && x != extra {
						fs.lineResult(orient, idx[:k], lines[:nl], lm, need|x, cell)
					}
					if x == 0 {
						break
					}
				}
			}
		}
		if !basic.NextComb(idx[:k], nl) {
			break
		}
	}
}

// lineResult checks the fins of one row/column fish and records it.
func (fs *fishSearch) lineResult(orient int, idx, lines []int, lm [9]uint32, cover uint32, cell func(l, p int) int) {
	band := -1
	var all, fins, covered cellBits
	for _, i := range idx {
		l := lines[i]
		if f := lm[l] &^ cover; f != 0 {
			if band >= 0 && band != l/3 {
				return
			}
			band = l / 3
		}
		for m := lm[l]; m != 0; m &= m - 1 {
			p := bits.TrailingZeros32(m)
			c := cell(l, p)
			all.add(c)
			if cover&(1<<p) == 0 {
				fins.add(c)
			}
		}
	}
	base := make([]int, len(idx))
	for j, i := range idx {
		base[j] = orient*9 + lines[i]
	}
	var cov []int
	for m := cover; m != 0; m &= m - 1 {
		p := bits.TrailingZeros32(m)
		cov = append(cov, (1-orient)*9+p)
		covered = covered.or(fs.places[(1-orient)*9+p])
	}
	fs.result(base, cov, all, covered, fins)
}

// Kraken fish (HoDoKu's Kraken Fish, type 1): a fish of size 2 to 4 whose fins don't all
// see the target. If no fin is the digit, the fish removes it from the target; if a fin
// is, an alternating chain from that fin (through candidates, groups and almost locked
// sets) proves the target false. Each fin gets its shortest chain. The search is costly (a
// chain search from each fin), so the finder comes last in the table: it runs only where
// no cheaper technique applies.

// KrakenLimits bounds the search: the links of one chain, the fins of one fish, the cells
// of an almost locked set used as a chain node; franken adds fish with boxes among their
// base or cover houses.
type KrakenLimits struct {
	Links, Fins, Als int
	Franken          bool
}

// kraken is the search of the path: row and column fish, chains of up to 16 links, up to
// 5 fins, sets of up to 4 cells (on top1465 isomorphs, longer chains, more fins and boxes
// spared no forcing chain).
var kraken = KrakenLimits{Links: 16, Fins: 5, Als: 4}

// linesByCount lists the masks of 9 lines by their number of lines.
var linesByCount = func() (out [10][]uint32) {
	for m := uint32(0); m < 512; m++ {
		k := bits.OnesCount32(m)
		out[k] = append(out[k], m)
	}
	return out
}()

// krakenSearch is one position's chain graph and the chain searches made from fins so far.
type krakenSearch struct {
	KrakenLimits
	b     *board.Board
	g     *chainGraph
	from  []chainSearch // node id → the search from it (nil dist: not made yet)
	queue []int32
	fl    []int                       // the fins of the fish under test
	found []technique.Step            // one step per target, its shortest
	best  map[technique.Candidate]int // target → index in found
}

// search returns the chain search from candidate (c, d) assumed true.
func (kr *krakenSearch) search(c, d int) chainSearch {
	id := kr.g.single[c*9+d-1]
	if kr.from[id].dist == nil {
		kr.from[id], kr.queue = kr.g.chainsFrom(id, kr.Links, kr.queue)
	}
	return kr.from[id]
}

func FindKrakenFish(b *board.Board, out []technique.Step) []technique.Step {
	return kraken.Find(b, out)
}

// Find finds the Kraken fish of b within the limits.
func (l KrakenLimits) Find(b *board.Board, out []technique.Step) []technique.Step {
	if b.N != 9 {
		return out
	}
	kr := &krakenSearch{KrakenLimits: l, b: b, g: newChainGraph(b, true, l.Als), best: map[technique.Candidate]int{}}
	kr.from = make([]chainSearch, len(kr.g.nodes))
	fs := &fishSearch{b: b, peers: peerBits9, franken: true, kr: kr}
	for d := 1; d <= 9; d++ {
		bit := uint32(1) << (d - 1)
		for orient := 0; orient < 2; orient++ {
			var lm [9]uint32 // line → the cross positions holding d
			for l := 0; l < 9; l++ {
				for p := 0; p < 9; p++ {
					if b.Cand[lineCell(orient, l, p)]&bit != 0 {
						lm[l] |= 1 << p
					}
				}
			}
			for k := 2; k <= 4; k++ {
				kr.lineFishes(d, orient, k, lm)
			}
		}
		if l.Franken {
			fs.d = d
			for h := 0; h < 27; h++ {
				fs.places[h] = cellBits{}
				for _, c := range b.Sh.House[h] {
					if b.Cand[c]&bit != 0 {
						fs.places[h].add(c)
					}
				}
			}
			for k := 2; k <= 4; k++ {
				fs.k = k
				fs.bases(allHouses, allHouses)
			}
		}
	}
	return kr.merged(out)
}

// merged appends the steps found, one per target, with the targets that one fish and the
// same chains rule out made one step.
func (kr *krakenSearch) merged(out []technique.Step) []technique.Step {
	same := map[string]int{} // houses and chains → index in out
	for _, s := range kr.found {
		key := fmt.Sprint(s.Houses, s.Nodes, s.Links)
		if i, ok := same[key]; ok {
			out[i].Eliminations = append(out[i].Eliminations, s.Eliminations...)
			continue
		}
		same[key] = len(out)
		out = append(out, s)
	}
	return out
}

// lineCell is the cell at position p of row l (orient 0) or column l (orient 1).
func lineCell(orient, l, p int) int {
	if orient == 0 {
		return l*9 + p
	}
	return p*9 + l
}

// lineFishes tries every fish of size k with base lines of one orientation (and cover
// lines of the other) and their fins. Masks reject most line sets before any cell set is
// built: too many fins, a base line without a place in the cover, no target.
func (kr *krakenSearch) lineFishes(d, orient, k int, lm [9]uint32) {
	var cross [9]uint32 // cross position → the lines holding d there
	for l := 0; l < 9; l++ {
		for m := lm[l]; m != 0; m &= m - 1 {
			cross[bits.TrailingZeros32(m)] |= 1 << l
		}
	}
	for _, bm := range linesByCount[k] {
		var u uint32
		ok := true
		for m := bm; m != 0 && ok; m &= m - 1 {
			l := bits.TrailingZeros32(m)
			ok = lm[l] != 0
			u |= lm[l]
		}
		if !ok || bits.OnesCount32(u) <= k {
			continue
		}
		for _, cm := range linesByCount[k] {
			if cm&^u != 0 || !kr.fishFits(bm, cm, lm, cross) {
				continue
			}
			var all, fins, covered cellBits
			var bh, ch [4]int
			base, cover := bh[:0], ch[:0]
			for m := bm; m != 0; m &= m - 1 {
				l := bits.TrailingZeros32(m)
				base = append(base, orient*9+l)
				for x := lm[l]; x != 0; x &= x - 1 {
					p := bits.TrailingZeros32(x)
					all.add(lineCell(orient, l, p))
					if cm&(1<<p) == 0 {
						fins.add(lineCell(orient, l, p))
					}
				}
			}
			for m := cm; m != 0; m &= m - 1 {
				p := bits.TrailingZeros32(m)
				cover = append(cover, (1-orient)*9+p)
				for x := cross[p]; x != 0; x &= x - 1 {
					covered.add(lineCell(orient, bits.TrailingZeros32(x), p))
				}
			}
			kr.targets(d, base, cover, all, covered, fins)
		}
	}
}

// fishFits reports whether base lines bm and cover lines cm make a Kraken fish worth a
// look: every base line has a place in the cover, 1 to kr.fins fins, and a cover place
// outside the base (a target).
func (kr *krakenSearch) fishFits(bm, cm uint32, lm, cross [9]uint32) bool {
	nf := 0
	for m := bm; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		if lm[l]&cm == 0 {
			return false
		}
		nf += bits.OnesCount32(lm[l] &^ cm)
	}
	if nf == 0 || nf > kr.Fins {
		return false
	}
	for m := cm; m != 0; m &= m - 1 {
		if cross[bits.TrailingZeros32(m)]&^bm != 0 {
			return true
		}
	}
	return false
}

// targets records a step for each cover candidate outside the base (all) that every
// fin's chain proves false, unless a step with fewer links removes it already.
func (kr *krakenSearch) targets(d int, base, cover []int, all, covered, fins cellBits) {
	if n := fins.count(); n == 0 || n > kr.Fins {
		return
	}
	kr.fl = kr.fl[:0]
	for w, x := range fins {
		for ; x != 0; x &= x - 1 {
			kr.fl = append(kr.fl, w*64+bits.TrailingZeros64(x))
		}
	}
	for w, x := range covered.andNot(all) {
		for ; x != 0; x &= x - 1 {
			kr.target(d, base, cover, all, fins, w*64+bits.TrailingZeros64(x))
		}
	}
}

// target records the step removing d from t when every fin's chain proves it false and
// no step with as few links removes it already.
func (kr *krakenSearch) target(d int, base, cover []int, all, fins cellBits, t int) {
	links := 0 // the chains' links: each chain's distance to t less the last link
	for _, f := range kr.fl {
		dist := kr.search(f, d).dist[kr.g.single[t*9+d-1]*2]
		if dist < 0 {
			return
		}
		links += int(dist) - 1
	}
	tc := technique.Candidate{Cell: t, Digit: d}
	i, seen := kr.best[tc]
	if seen && links >= len(kr.found[i].Links) {
		return
	}
	s := kr.step(d, base, cover, all, fins, t)
	if seen {
		kr.found[i] = s
		return
	}
	kr.best[tc] = len(kr.found)
	kr.found = append(kr.found, s)
}

// step builds the Kraken fish removing d from t: the fish's houses (base, then cover), its
// places and fins, and one chain per fin, from the fin to a candidate that rules t out
// (the chains one after another in Nodes and Links).
func (kr *krakenSearch) step(d int, base, cover []int, all, fins cellBits, t int) technique.Step {
	sh := kr.b.Sh
	s := technique.Step{Technique: technique.KrakenFish, Size: 9, Eliminations: []technique.Candidate{{Cell: t, Digit: d}}}
	for _, h := range append(append([]int(nil), base...), cover...) {
		s.Houses = append(s.Houses, sh.HouseOf(h))
	}
	for _, c := range all.cells() {
		role := technique.RoleBase
		if fins.has(c) {
			role = technique.RoleFin
		}
		s.Pattern = append(s.Pattern, technique.Mark{Candidate: technique.Candidate{Cell: c, Digit: d}, Role: role})
	}
	digits := []int{d}
	for _, f := range fins.cells() {
		path := kr.search(f, d).path(kr.g.single[t*9+d-1] * 2)
		path = path[:len(path)-1] // the last link rules t out
		for i, id := range path {
			nd := kr.g.nodes[id]
			s.Nodes = append(s.Nodes, technique.ChainNode{Digit: nd.Digit, Cells: append([]int(nil), nd.Cells...)})
			if !slices.Contains(digits, nd.Digit) {
				digits = append(digits, nd.Digit)
			}
			if i == 0 {
				continue
			}
			prev := kr.g.nodes[path[i-1]]
			s.Links = append(s.Links, technique.Link{From: technique.Candidate{Cell: prev.Cells[0], Digit: prev.Digit},
				To: technique.Candidate{Cell: nd.Cells[0], Digit: nd.Digit}, Strong: i%2 == 0})
			for _, c := range nd.Cells {
				m := technique.Mark{Candidate: technique.Candidate{Cell: c, Digit: nd.Digit}, Role: technique.RoleNode}
				if !slices.ContainsFunc(s.Pattern, func(o technique.Mark) bool { return o.Candidate == m.Candidate }) {
					s.Pattern = append(s.Pattern, m)
				}
			}
		}
	}
	slices.Sort(digits[1:])
	s.Digits = digits
	s.Rating = board.ChainRating(technique.KrakenFish.BaseRating(), len(s.Links))
	return s
}

// maxFranken is the largest Franken fish of the solving path.
var maxFranken = 3

// FindFrankenFish finds the Franken fish of sizes 2 to maxFranken, finned or not, that the
// solving path takes before a Kraken fish: rows and boxes against columns and boxes, or
// columns and boxes against rows and boxes, with a box on one side at least. It leaves
// out mutant fish (rows and columns on one side), whose search costs several times more.
// It takes up to maxBoxedFins fins, and its covers in any order.
func FindFrankenFish(b *board.Board, out []technique.Step) []technique.Step {
	if b.N != 9 {
		return out
	}
	fs := &fishSearch{b: b, peers: peerBits9, out: out, franken: true, boxed: true}
	for d := 1; d <= 9; d++ {
		fs.d = d
		bit := uint32(1) << (d - 1)
		var places cellBits
		for c, m := range b.Cand {
			if m&bit != 0 {
				places.add(c)
			}
		}
		if noFranken.has(places) {
			continue
		}
		for h := 0; h < 27; h++ {
			fs.places[h] = cellBits{}
			for _, c := range b.Sh.House[h] {
				if b.Cand[c]&bit != 0 {
					fs.places[h].add(c)
				}
			}
		}
		before := len(fs.out)
		for k := 2; k <= maxFranken; k++ {
			fs.k = k
			start := len(fs.out)
			fs.bases(rowsBoxes, colsBoxes)
			fs.bases(colsBoxes, rowsBoxes)
			fs.out = siamese(dedupFish(fs.out, start), start, k)
		}
		if len(fs.out) == before {
			noFranken.add(places)
		}
	}
	return fs.out
}

// noFranken remembers the places of one digit where the path's Franken search found no
// fish: the search depends on nothing else, and along a path most digits keep their
// places from one call to the next. It is shared by every goroutine and bounded.
var noFranken = placeSet{m: map[cellBits]struct{}{}}

// A placeSet is a set of digit place patterns, safe for concurrent use; it forgets
// everything when it reaches maxPlaceSet entries.
type placeSet struct {
	mu sync.Mutex
	m  map[cellBits]struct{}
}

const maxPlaceSet = 1 << 14

func (p *placeSet) has(c cellBits) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	_, ok := p.m[c]
	return ok
}

func (p *placeSet) add(c cellBits) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.m) >= maxPlaceSet {
		clear(p.m)
	}
	p.m[c] = struct{}{}
}

// dedupFish drops the steps of out[start:] that repeat an earlier one's houses and
// eliminations (the search meets a fish of boxes on both sides once from each side).
func dedupFish(out []technique.Step, start int) []technique.Step {
	k := start
	for i := start; i < len(out); i++ {
		dup := false
		for j := start; j < k; j++ {
			if slices.Equal(out[j].Houses, out[i].Houses) && slices.Equal(out[j].Eliminations, out[i].Eliminations) &&
				slices.Equal(out[j].Pattern, out[i].Pattern) {
				dup = true
				break
			}
		}
		if !dup {
			out[k] = out[i]
			k++
		}
	}
	return out[:k]
}

// FrankenFish finds Franken and mutant fish of every size (the reglib cases and the
// rater's tests; the solving path takes [FindFrankenFish]).
func FrankenFish(b *board.Board, out []technique.Step) []technique.Step {
	for k := 2; k <= 4; k++ {
		out = FindFinnedFish(b, out, k, true)
	}
	return out
}
