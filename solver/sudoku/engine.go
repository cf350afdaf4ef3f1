package sudoku

import (
	"context"
	"math/bits"
	"sort"
)

// finder looks for every instance of one technique (or family) in a position and appends
// one Step per instance to out.
type finder struct {
	tech Technique // the technique it finds (the family's first, for families)
	min  int       // the lowest rating its steps can have, in tenths
	fn   func(b *board, out []Step) []Step
}

// finders is every finder, sorted by min rating: the engine runs them cheapest first and
// stops once the next finder cannot beat the best step found.
var finders = sortedFinders([]finder{
	{FullHouse, 10, findFullHouse},
	{HiddenSingle, 12, findHiddenSingles},
	{NakedSingle, 23, findNakedSingles},
	{Pointing, 26, func(b *board, out []Step) []Step { return findIntersections(b, out, false) }},
	{Claiming, 28, func(b *board, out []Step) []Step { return findIntersections(b, out, true) }},
	{NakedPair, 30, func(b *board, out []Step) []Step { return findNakedSubsets(b, out, 2) }},
	{XWing, 32, func(b *board, out []Step) []Step { return findFish(b, out, 2) }},
	{HiddenPair, 34, func(b *board, out []Step) []Step { return findHiddenSubsets(b, out, 2) }},
	{NakedTriple, 36, func(b *board, out []Step) []Step { return findNakedSubsets(b, out, 3) }},
	{Swordfish, 38, func(b *board, out []Step) []Step { return findFish(b, out, 3) }},
	{HiddenTriple, 40, func(b *board, out []Step) []Step { return findHiddenSubsets(b, out, 3) }},
	{NakedQuad, 50, func(b *board, out []Step) []Step { return findNakedSubsets(b, out, 4) }},
	{Jellyfish, 52, func(b *board, out []Step) []Step { return findFish(b, out, 4) }},
	{HiddenQuad, 54, func(b *board, out []Step) []Step { return findHiddenSubsets(b, out, 4) }},
})

func sortedFinders(fs []finder) []finder {
	sort.SliceStable(fs, func(i, j int) bool { return fs[i].min < fs[j].min })
	return fs
}

// addFinders registers more finders (used by the files that define them).
func addFinders(fs ...finder) bool {
	finders = sortedFinders(append(finders, fs...))
	return true
}

// finderFor returns the finder of technique t, for tests that run one technique alone.
func finderFor(t Technique) (finder, bool) {
	for _, f := range finders {
		if f.tech == t {
			return f, true
		}
	}
	for _, f := range offPathFinders {
		if f.tech == t {
			return f, true
		}
	}
	return finder{}, false
}

// engine finds and chooses steps. It keeps scratch buffers between calls, so one engine
// must not be used concurrently.
type engine struct {
	buf      []Step
	scratch  *board
	mark     []bool
	solution []uint8     // the puzzle's solution when known (for the last resort)
	maxRate  int         // finders with a higher min rating are not run (0: all)
	trim     *trimmer    // forcing chains: reusable analysis buffers
	seq      []Candidate // forcing chains: reusable propagation record
	// noLastResort turns off the forcing-chain and contradiction fallback.
	noLastResort bool
}

func newEngine(b *board, solution []uint8) *engine {
	return &engine{scratch: b.clone(), mark: make([]bool, len(b.vals)), solution: solution}
}

// steps returns every step of the lowest rating available in b (possibly none).
func (e *engine) steps(ctx context.Context, b *board) []Step {
	e.buf = e.buf[:0]
	best := 1 << 30
	for _, f := range finders {
		if f.min > best || (e.maxRate > 0 && f.min > e.maxRate) {
			break
		}
		start := len(e.buf)
		e.buf = f.fn(b, e.buf)
		for _, s := range e.buf[start:] {
			if s.Rating < best {
				best = s.Rating
			}
		}
		if ctx.Err() != nil {
			break
		}
	}
	if len(e.buf) == 0 {
		if e.noLastResort || (e.maxRate > 0 && e.maxRate < ForcingChain.BaseRating()) {
			return e.buf
		}
		if s, ok := e.lastResort(ctx, b); ok {
			e.buf = append(e.buf, s)
		}
		return e.buf
	}
	k := 0
	for _, s := range e.buf {
		if s.Rating == best {
			e.buf[k] = s
			k++
		}
	}
	e.buf = e.buf[:k]
	return e.buf
}

// best returns the step a teacher would show next (hints.md §5): the lowest rating, then
// the most singles unlocked, then the fewest pattern cells, then the first cell and the
// technique. ok is false when no step is found.
func (e *engine) best(ctx context.Context, b *board, progress bool) (Step, bool) {
	cands := e.steps(ctx, b)
	if len(cands) == 0 {
		return Step{}, false
	}
	if len(cands) == 1 {
		return cands[0], true
	}
	bi := 0
	bestUnlock, bestCells, bestFirst := -1, 0, 0
	for i := range cands {
		s := &cands[i]
		unlock := 0
		if progress {
			e.scratch.copyFrom(b)
			e.scratch.apply(s)
			unlock = countSingles(e.scratch, e.mark)
		}
		cells := patternCells(s)
		first := firstCell(s)
		better := false
		switch {
		case bestUnlock < 0:
			better = true
		case unlock != bestUnlock:
			better = unlock > bestUnlock
		case cells != bestCells:
			better = cells < bestCells
		case first != bestFirst:
			better = first < bestFirst
		default:
			better = s.Technique < cands[bi].Technique
		}
		if better {
			bi, bestUnlock, bestCells, bestFirst = i, unlock, cells, first
		}
	}
	return cands[bi], true
}

// patternCells counts the distinct cells of a step's pattern (its placement for singles).
func patternCells(s *Step) int {
	if len(s.Pattern) == 0 {
		return len(s.Placements)
	}
	k := 0
	for i, m := range s.Pattern {
		dup := false
		for _, o := range s.Pattern[:i] {
			if o.Cell == m.Cell {
				dup = true
				break
			}
		}
		if !dup {
			k++
		}
	}
	return k
}

// firstCell is the lowest cell a step changes.
func firstCell(s *Step) int {
	f := 1 << 30
	for _, c := range s.Placements {
		f = min(f, c.Cell)
	}
	for _, c := range s.Eliminations {
		f = min(f, c.Cell)
	}
	return f
}

// popcount is bits.OnesCount32, short.
func popcount(m uint32) int { return bits.OnesCount32(m) }
