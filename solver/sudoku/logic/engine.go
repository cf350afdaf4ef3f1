package logic

import (
	"context"
	"math/bits"

	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/basic"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/find"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// engine finds and chooses steps. It keeps scratch buffers between calls, so one engine
// must not be used concurrently.
type engine struct {
	buf      []technique.Step
	scratch  *board.Board
	mark     []bool
	solution []uint8               // the puzzle's solution when known (for the last resort)
	maxRate  int                   // finders with a higher min rating are not run (0: all)
	trim     *trimmer              // forcing chains: reusable analysis buffers
	seq      []technique.Candidate // forcing chains: reusable propagation record
	// noLastResort turns off the forcing-chain and contradiction fallback.
	noLastResort bool
	// refute lets the last resort refute a candidate by solving on from it (refute.go)
	// before reading a move from the solution: the teaching path and hints, not rating.
	refute bool
}

func newEngine(b *board.Board, solution []uint8) *engine {
	return &engine{scratch: b.Clone(), mark: make([]bool, len(b.Vals)), solution: solution}
}

// steps returns every step of the lowest rating available in b (possibly none).
func (e *engine) steps(ctx context.Context, b *board.Board) []technique.Step {
	e.buf = e.buf[:0]
	best := 1 << 30
	for _, f := range find.Path {
		if f.Late && (len(e.buf) > 0 || e.maxRate > 0) {
			break // the last tier: only where nothing was found, and never inside a proof
		}
		if m := f.Min(); (m > best && !f.Late) || (e.maxRate > 0 && m > e.maxRate) {
			break
		}
		start := len(e.buf)
		e.buf = f.Find(b, e.buf)
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
		if e.noLastResort || (e.maxRate > 0 && e.maxRate < technique.ForcingChain.BaseRating()) {
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

// best returns the step a teacher would show next (docs/hints.md §5): the lowest rating, then
// the fewest chain links, the most singles unlocked, the fewest pattern cells, then the
// first cell and the technique. ok is false when no step is found.
func (e *engine) best(ctx context.Context, b *board.Board, progress bool) (technique.Step, bool) {
	cands := e.steps(ctx, b)
	if len(cands) == 0 {
		return technique.Step{}, false
	}
	if len(cands) == 1 {
		return cands[0], true
	}
	bi := 0
	bestUnlock, bestCells, bestFirst, bestLinks := -1, 0, 0, 0
	for i := range cands {
		s := &cands[i]
		links := s.LinkCount()
		unlock := 0
		if progress {
			e.scratch.CopyFrom(b)
			e.scratch.Apply(s)
			unlock = basic.CountSingles(e.scratch, e.mark)
		}
		cells := patternCells(s)
		first := firstCell(s)
		better := false
		switch {
		case bestUnlock < 0:
			better = true
		case links != bestLinks: // the shortest chain first
			better = links < bestLinks
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
			bi, bestUnlock, bestCells, bestFirst, bestLinks = i, unlock, cells, first, links
		}
	}
	return cands[bi], true
}

// patternCells counts the distinct cells of a step's pattern (its placement for singles).
func patternCells(s *technique.Step) int {
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
func firstCell(s *technique.Step) int {
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
