package serate

import (
	"context"
	"fmt"
	"math/bits"
	"slices"
	"sync"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/advanced"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/basic"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/find"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// rule is one of SE's rules, in SE's order.
type rule struct {
	min int // the lowest rating it can give, in tenths
	fn  func(b *board.Board, out []technique.Step) []technique.Step
}

// shared is the rule that is the teaching path's finder of technique t (package find):
// SE's definition of t is the same.
func shared(t technique.Technique) rule {
	f := find.Of(t)
	return rule{f.Min(), f.Find}
}

// patternRules are the rules before the chains; the rater takes the cheapest step they
// offer (SE's order is their rating order). The rules that are SE's own: its direct
// techniques, the turbot fish of three strong links (reported as an X-Chain), the wings of
// 4, 5 and 6 cells and Aligned Pair Exclusion.
var patternRules = []rule{
	shared(technique.HiddenSingle),
	{technique.DirectPointing.BaseRating(), directLocking},
	{technique.DirectHiddenPair.BaseRating(), func(b *board.Board, out []technique.Step) []technique.Step { return directHidden(b, out, 2) }},
	shared(technique.NakedSingle),
	{technique.DirectHiddenTriple.BaseRating(), func(b *board.Board, out []technique.Step) []technique.Step { return directHidden(b, out, 3) }},
	shared(technique.Pointing),
	shared(technique.Claiming),
	shared(technique.NakedPair),
	shared(technique.XWing),
	shared(technique.HiddenPair),
	shared(technique.NakedTriple),
	shared(technique.Swordfish),
	shared(technique.HiddenTriple),
	shared(technique.Skyscraper),
	shared(technique.TwoStringKite),
	shared(technique.XYWing),
	shared(technique.EmptyRectangle),
	shared(technique.XYZWing),
	shared(technique.UniqueRectangle1),
	shared(technique.NakedQuad),
	shared(technique.Jellyfish),
	shared(technique.HiddenQuad),
	{54, advanced.FindTurbotFish3}, // Sukaku's turbot fish: 5.4 to 5.7
	{55, func(b *board.Board, out []technique.Step) []technique.Step { return findWings(b, out, 4) }},
	shared(technique.BUGPlusOne),
	{62, func(b *board.Board, out []technique.Step) []technique.Step { return findWings(b, out, 5) }},
	shared(technique.AlignedPairExclusion),
	{66, func(b *board.Board, out []technique.Step) []technique.Step { return findWings(b, out, 6) }},
}

// chainModes are SE's chaining rules in SE's order.
var chainModes = []chainMode{
	{},                              // cycles and forcing X / XY chains, 6.5+
	{dynamic: true, nishio: true},   // Nishio, 7.5+
	{multiple: true},                // cell and region forcing chains, 8.0+
	{multiple: true, dynamic: true}, // dynamic forcing chains, 8.5+
	{multiple: true, dynamic: true, level: 1}, // dynamic forcing chains (+), 9.0+
	{multiple: true, dynamic: true, level: 2}, // dynamic forcing chains (+ forcing chains), 9.5+
	{multiple: true, dynamic: true, level: 3}, // dynamic forcing chains (+ multiple forcing chains), 10.0+
}

// nestedWork is the work budget of the nested forcing chains (levels 2 and up) per
// puzzle, in propagations and candidates searched: about 2 s of one core of the
// project's machine under load. A count of work, unlike a clock, gives the same rating
// on every machine; ctx's deadline, when it comes first, ends the search the same way.
const nestedWork = 2_500_000

// chainers keeps chainers (and their grown buffers) for the next rating.
var chainers sync.Pool

// rater runs SE's path on a 9×9 board. It keeps scratch state between steps.
type rater struct {
	buf   []technique.Step
	chain *chainer
	work  int64 // the nested chains' budget left
	bound int   // when the rules ran out: the lowest rating the next step can have
}

// Path returns the path Sudoku Explainer's rules take through b, a 9×9 board whose
// solution is solution (81 digits). When the rules (or their work budget, or ctx's
// deadline in the nested chains) run out, the rest of the path is one technique.Contradiction
// step per remaining cell, set from the solution and rated the lowest value SE's next rule
// could give, so the rating says "beyond logic". The error wraps [sudoku.ErrLimit] when
// ctx ends before that. b is solved on return.
func Path(ctx context.Context, b *board.Board, solution []uint8) ([]technique.Step, error) {
	c, _ := chainers.Get().(*chainer)
	if c == nil || c.sh != b.Sh {
		c = newChainer(b.Sh)
	}
	defer chainers.Put(c)
	r := &rater{chain: c, work: nestedWork}
	var steps []technique.Step
	for !b.Solved() {
		if err := ctx.Err(); err != nil {
			return steps, fmt.Errorf("%w: %v", sudoku.ErrLimit, err)
		}
		s, ok := r.next(ctx, b)
		if !ok {
			if err := ctx.Err(); err != nil && r.bound == 0 {
				return steps, fmt.Errorf("%w: %v", sudoku.ErrLimit, err)
			}
			// Beyond the emulated rules (or their budget): finish from the solution; the
			// steps rate the lowest value SE's next rule could give.
			for i, v := range b.Vals {
				if v == 0 {
					d := int(solution[i])
					s := technique.Step{Technique: technique.Contradiction, Rating: r.bound, Digits: []int{d}, Size: 9,
						Placements: []technique.Candidate{{Cell: i, Digit: d}}}
					b.Place(i, d)
					steps = append(steps, s)
				}
			}
			return steps, nil
		}
		s = board.CloneStep(s)
		b.Apply(&s)
		steps = append(steps, s)
	}
	return steps, nil
}

// next returns SE's step at b: the cheapest pattern step, else the first chaining rule's
// cheapest step.
func (r *rater) next(ctx context.Context, b *board.Board) (technique.Step, bool) {
	r.buf = r.buf[:0]
	best, bi := 1<<30, -1
	for _, rule := range patternRules {
		if rule.min > best {
			break
		}
		start := len(r.buf)
		r.buf = rule.fn(b, r.buf)
		for i := start; i < len(r.buf); i++ {
			if r.buf[i].Rating < best {
				best, bi = r.buf[i].Rating, i
			}
		}
	}
	if bi >= 0 {
		return r.buf[bi], true
	}
	for _, m := range chainModes {
		r.chain.budget = nil
		if m.level >= 2 {
			r.chain.budget = &r.work
		}
		s, ok := r.chain.best(ctx, b, m)
		if ctx.Err() != nil {
			if m.level >= 2 {
				r.bound = m.base() // out of time in the nested rules: rate by this rule's base
			}
			return technique.Step{}, false
		}
		if m.level >= 2 && r.work <= 0 {
			r.bound = m.base() // the budget ran out: this step rates this rule's base or more
			return technique.Step{}, false
		}
		if ok {
			return s, true
		}
	}
	r.bound = chainModes[len(chainModes)-1].base() + 5 // the next nesting level's base
	return technique.Step{}, false
}

// The teaching path's finders that SE's direct techniques start from: pointing and
// claiming, hidden pairs and triples (by size).
var (
	intersections = [2]func(*board.Board, []technique.Step) []technique.Step{find.Of(technique.Pointing).Find, find.Of(technique.Claiming).Find}
	hiddenSubsets = map[int]func(*board.Board, []technique.Step) []technique.Step{
		2: find.Of(technique.HiddenPair).Find, 3: find.Of(technique.HiddenTriple).Find}
)

// directLocking is SE's direct pointing and claiming: the digit's places in a box lie in
// one line (or a line's in one box), and removing the digit from the rest of that line
// (box) leaves it a single place in another box (line) of the first house's kind.
func directLocking(b *board.Board, out []technique.Step) []technique.Step {
	sh := b.Sh
	for i, intersection := range intersections {
		claiming := i == 1
		base := intersection(b, nil)
		for _, s := range base {
			h1 := sh.HouseIndex(s.Houses[0])
			h2 := sh.HouseIndex(s.Houses[1])
			d := s.Digits[0]
			bit := uint32(1) << (d - 1)
			kind := h1 / sh.N
			for h3 := kind * sh.N; h3 < (kind+1)*sh.N; h3++ {
				if h3 == h1 || !housesCross(sh, h3, h2) {
					continue
				}
				hc, ok := lastPlace(b, h3, bit, func(c int) bool { return sh.InHouse(c, h2) })
				if ok {
					t := technique.DirectPointing
					if claiming {
						t = technique.DirectClaiming
					}
					because := make([]technique.Candidate, 0, 3)
					for _, e := range s.Eliminations {
						if sh.InHouse(e.Cell, h3) {
							because = append(because, e)
						}
					}
					out = append(out, technique.Step{Technique: t, Rating: t.BaseRating(), Digits: s.Digits, Size: b.N,
						Houses: append(append([]sudoku.House(nil), s.Houses...), sh.HouseOf(h3)), Pattern: s.Pattern,
						Because: because, Placements: []technique.Candidate{{Cell: hc, Digit: d}}})
				}
			}
		}
	}
	return out
}

// lastPlace reports whether the digit of bit has two or more places in house h and exactly
// one of them, hc, outside the cells where covered holds: the hidden single a direct
// technique leaves once its pattern clears those cells.
func lastPlace(b *board.Board, h int, bit uint32, covered func(c int) bool) (hc int, ok bool) {
	total, rest := 0, 0
	for _, c := range b.Sh.House[h] {
		if b.Cand[c]&bit == 0 {
			continue
		}
		total++
		if !covered(c) {
			rest++
			hc = c
		}
	}
	return hc, total > 1 && rest == 1
}

// housesCross reports whether houses a and b share a cell.
func housesCross(sh *board.Shape, a, b int) bool {
	for _, c := range sh.House[a] {
		if sh.InHouse(c, b) {
			return true
		}
	}
	return false
}

// directHidden is SE's direct hidden pair or triple: once the hidden subset's cells lose
// their other candidates, another digit has a single place left in the same house.
func directHidden(b *board.Board, out []technique.Step, k int) []technique.Step {
	sh := b.Sh
	t := technique.DirectHiddenPair
	if k == 3 {
		t = technique.DirectHiddenTriple
	}
	for _, s := range hiddenSubsets[k](b, nil) {
		h := sh.HouseIndex(s.Houses[0])
		var set uint32
		for _, d := range s.Digits {
			set |= 1 << (d - 1)
		}
		var cells []int
		for _, m := range s.Pattern {
			cells = append(cells, m.Cell)
		}
		inSet := func(c int) bool {
			for _, x := range cells {
				if x == c {
					return true
				}
			}
			return false
		}
		for d := 1; d <= sh.N; d++ {
			bit := uint32(1) << (d - 1)
			if set&bit != 0 {
				continue
			}
			if hc, ok := lastPlace(b, h, bit, inSet); ok {
				out = append(out, technique.Step{Technique: t, Rating: t.BaseRating(), Digits: s.Digits, Size: b.N,
					Houses: s.Houses, Pattern: s.Pattern, Because: s.Eliminations,
					Placements: []technique.Candidate{{Cell: hc, Digit: d}}})
				break
			}
		}
	}
	return out
}

// popcount16 counts the candidates of a 9×9 cell mask.
func popcount16(m uint32) int { return bits.OnesCount32(m) }

// findWings finds Sukaku Explainer's wings of n cells (n = 4: WXYZ, 5: VWXYZ, 6: UVWXYZ):
// an almost locked set of n-1 cells that all see each other and hold n digits between
// them, and a cell with two candidates x and z, both among those digits, that sees every
// cell of the set holding x. If the pair cell is not z it is x, the set loses x and its
// n-1 cells must take the other n-1 digits, z among them; so a cell seeing the pair cell
// and every z of the set loses z. When z is linked the same way too, both digits and the
// set's other digits fall in the same manner. Sukaku rates them by the largest cell of
// the set, k candidates: 5.5 + 0.1·(1−|3−k|) for four cells, 6.2 + 0.1·(2−|3−k|) for five,
// 6.6 for six. Steps come in the order of their sets' cells, then of their pair cells.
func findWings(b *board.Board, out []technique.Step, n int) []technique.Step {
	w := wing{b: b, n: n, out: out}
	for c, m := range b.Cand {
		if bits.OnesCount32(m) == 2 {
			w.pairs = append(w.pairs, c)
		}
	}
	if len(w.pairs) == 0 {
		return out
	}
	// The set's cells see each other, so they lie in one house: gather every set house by
	// house, then take them in the order of their cells.
	for h := range b.Sh.House {
		w.cells = w.cells[:0]
		for _, c := range b.Sh.House[h] {
			if k := bits.OnesCount32(b.Cand[c]); k >= 2 && k <= n {
				w.cells = append(w.cells, c)
			}
		}
		w.grow(0, 0, 0)
	}
	slices.SortFunc(w.sets, func(x, y wingSet) int { return slices.Compare(x.cells[:], y.cells[:]) })
	w.sets = slices.CompactFunc(w.sets, func(x, y wingSet) bool { return x.cells == y.cells })
	for _, set := range w.sets {
		w.k, w.u = n-1, set.u
		for i := range w.k {
			w.set[i] = int(set.cells[i])
		}
		w.completeSet()
	}
	return w.out
}

// wingSet is an almost locked set of a wing: n-1 cells (in increasing order) and their
// n digits.
type wingSet struct {
	cells [5]int8
	u     uint32
}

// wing is the state of one findWings search.
type wing struct {
	b     *board.Board
	n     int
	pairs []int // the cells with two candidates (pair cell candidates)
	cells []int // the cells of the current house that may belong to a set (2..n candidates)
	sets  []wingSet
	set   [6]int
	k     int    // cells in set
	u     uint32 // their digits
	out   []technique.Step
}

// grow chooses the set's cells among w.cells (in their order, from index from on) until
// it has n-1 cells holding n digits between them.
func (w *wing) grow(depth, from int, u uint32) {
	if depth == w.n-1 {
		if bits.OnesCount32(u) == w.n {
			var s wingSet
			for i := range depth {
				s.cells[i] = int8(w.set[i])
			}
			s.u = u
			w.sets = append(w.sets, s)
		}
		return
	}
	for i := from; i < len(w.cells); i++ {
		c := w.cells[i]
		if bits.OnesCount32(u|w.b.Cand[c]) > w.n {
			continue
		}
		w.set[depth] = c
		w.grow(depth+1, i+1, u|w.b.Cand[c])
	}
}

// completeSet adds a step for every pair cell that makes a wing with the full set.
func (w *wing) completeSet() {
	b, set := w.b, w.set[:w.k]
	for _, yz := range w.pairs {
		m := b.Cand[yz]
		if m&^w.u != 0 || w.inSet(yz) || !w.nearSet(yz) {
			continue
		}
		elims := w.eliminations(yz, m)
		if len(elims) == 0 {
			continue
		}
		s := technique.Step{Technique: technique.WXYZWing, Rating: w.rating(), Digits: board.MaskDigits(w.u), Size: b.N, Eliminations: elims}
		s.Pattern = basic.MarksOfCell(b, yz, technique.RolePivot, s.Pattern)
		for _, c := range set {
			s.Pattern = basic.MarksOfCell(b, c, technique.RolePincer, s.Pattern)
		}
		w.out = append(w.out, s)
	}
}

// rating is Sukaku's rating of the set (see findWings), in tenths.
func (w *wing) rating() int {
	big := 0
	for _, c := range w.set[:w.k] {
		big = max(big, bits.OnesCount32(w.b.Cand[c]))
	}
	off := max(3-big, big-3)
	switch w.n {
	case 4:
		return 55 + (1 - off)
	case 5:
		return 62 + (2 - off)
	}
	return 66
}

func (w *wing) inSet(c int) bool {
	for _, x := range w.set[:w.k] {
		if x == c {
			return true
		}
	}
	return false
}

// nearSet reports whether c sees a cell of the set.
func (w *wing) nearSet(c int) bool {
	for _, x := range w.set[:w.k] {
		if w.b.Sh.Sees(x, c) {
			return true
		}
	}
	return false
}

// linked reports whether every cell of the set holding d sees c.
func (w *wing) linked(c, d int) bool {
	for _, x := range w.set[:w.k] {
		if w.b.Cand[x]&(1<<(d-1)) != 0 && !w.b.Sh.Sees(x, c) {
			return false
		}
	}
	return true
}

// eliminations of the wing of the set and pair cell yz (candidates m): the digit that is
// not linked falls from the cells seeing yz and all its holders in the set; when both
// are linked, both do, and the set's other digits fall from the cells seeing all their
// holders.
func (w *wing) eliminations(yz int, m uint32) []technique.Candidate {
	d1 := bits.TrailingZeros32(m) + 1
	d2 := bits.TrailingZeros32(m&(m-1)) + 1
	l1, l2 := w.linked(yz, d1), w.linked(yz, d2)
	var elims []technique.Candidate
	switch {
	case l1 && l2:
		elims = w.victims(yz, d1, true, elims)
		elims = w.victims(yz, d2, true, elims)
		for rest := w.u &^ m; rest != 0; rest &= rest - 1 {
			elims = w.victims(yz, bits.TrailingZeros32(rest)+1, false, elims)
		}
	case l1:
		elims = w.victims(yz, d2, true, elims)
	case l2:
		elims = w.victims(yz, d1, true, elims)
	}
	return elims
}

// victims appends the cells outside the pattern holding d that see every holder of d in
// the set (and the pair cell yz when withPair), in cell order.
func (w *wing) victims(yz, d int, withPair bool, elims []technique.Candidate) []technique.Candidate {
	b := w.b
	bit := uint32(1) << (d - 1)
	first := -1
	for _, x := range w.set[:w.k] {
		if b.Cand[x]&bit != 0 {
			first = x
			break
		}
	}
	// A victim sees the pair cell (withPair) or the set's first holder of d, so it is
	// among that cell's peers, which come in cell order.
	pool := all81[:]
	switch {
	case withPair:
		pool = b.Sh.Peers[yz]
	case first >= 0:
		pool = b.Sh.Peers[first]
	}
	for _, c := range pool {
		if b.Cand[c]&bit == 0 || c == yz || w.inSet(c) {
			continue
		}
		if w.linked(c, d) {
			elims = append(elims, technique.Candidate{Cell: c, Digit: d})
		}
	}
	return elims
}

var all81 = func() (a [81]int) {
	for i := range a {
		a[i] = i
	}
	return
}()
