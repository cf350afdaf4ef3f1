package logic

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/serate"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// GenerateOptions say what puzzle to make. Seed makes it reproducible.
type GenerateOptions struct {
	Size     int // 4..16 (25 best effort); 0 means 9
	Band     Band
	Symmetry string // "none", "rot180", "rot90", "mirror", "diagonal"
	Seed     uint64
}

// Symmetries accepted by [GenerateOptions].
var Symmetries = []string{"none", "rot180", "rot90", "mirror", "diagonal"}

// Generate makes a puzzle with a unique solution in the requested band (docs/hints.md §8):
// a random full grid, a symmetric dig that keeps the solution unique (count to 2), a
// rating, and rejection until the band matches. For the Beginner, Easy and Medium bands
// the dig also keeps the puzzle solvable with the band's techniques, so those come out
// quickly. The same options (Seed included) give the same puzzle. ctx bounds the time; the
// error wraps [sudoku.ErrLimit] when it ends first.
func Generate(ctx context.Context, opt GenerateOptions) (sudoku.Grid, Rating, error) {
	n := opt.Size
	if n == 0 {
		n = 9
	}
	g, err := sudoku.NewGrid(n)
	if err != nil {
		return sudoku.Grid{}, Rating{}, err
	}
	sym := opt.Symmetry
	if sym == "" {
		sym = "rot180"
	}
	if !validSymmetry(sym) {
		return sudoku.Grid{}, Rating{}, fmt.Errorf("sudoku: unknown symmetry %q (want one of none, rot180, rot90, mirror, diagonal)", sym)
	}
	if opt.Band > BeyondLogic {
		return sudoku.Grid{}, Rating{}, fmt.Errorf("sudoku: unknown band %d", opt.Band)
	}
	if opt.Band == BeyondLogic {
		return sudoku.Grid{}, Rating{}, errors.New("sudoku: puzzles beyond logic are never generated")
	}
	rng := rand.New(rand.NewPCG(opt.Seed, opt.Seed^0x9e3779b97f4a7c15))
	gen := newGenerator(g, rng)
	for attempt := 1; ; attempt++ {
		if err := ctx.Err(); err != nil {
			return sudoku.Grid{}, Rating{}, fmt.Errorf("%w: no %v puzzle after %d attempts: %v", sudoku.ErrLimit, opt.Band, attempt-1, err)
		}
		sol, ok := gen.fill(ctx)
		if !ok {
			continue
		}
		puzzle, ok := gen.dig(ctx, sol, sym, digBand(opt.Band, n))
		if !ok {
			continue
		}
		b := board.New(puzzle)
		var steps []technique.Step
		var err error
		if isNineByNine(puzzle) {
			steps, err = serate.Path(ctx, b, sol.Digits()) // the rating `rate` gives
		} else {
			steps, err = pathFrom(ctx, b, sol.Digits(), false)
		}
		if err != nil {
			continue
		}
		r := RatePath(steps)
		if r.Band == opt.Band {
			return puzzle, r, nil
		}
	}
}

func validSymmetry(s string) bool {
	for _, x := range Symmetries {
		if x == s {
			return true
		}
	}
	return false
}

type generator struct {
	g    sudoku.Grid
	sh   *board.Shape
	rng  *rand.Rand
	cnt  *counter
	eng  *engine
	work *board.Board
}

func newGenerator(g sudoku.Grid, rng *rand.Rand) *generator {
	sh := board.ShapeOf(g)
	b := board.New(g)
	e := newEngine(b, nil)
	e.noLastResort = true
	return &generator{g: g, sh: sh, rng: rng, cnt: newCounter(sh), eng: e, work: b}
}

// fill makes a random full grid: depth-first search with random digit order and
// minimum-remaining-values cell choice, restarting when it gets stuck too long.
func (gen *generator) fill(ctx context.Context) (sudoku.Grid, bool) {
	n := gen.sh.N
	for try := 0; try < 20; try++ {
		if ctx.Err() != nil {
			return sudoku.Grid{}, false
		}
		b := board.New(gen.g)
		// seed the first box row-band randomly for variety and speed
		perm := gen.rng.Perm(n)
		for k, c := range gen.sh.House[2*n] {
			b.Place(c, perm[k]+1)
		}
		budget := 200 * n
		if gen.fillRec(b, &budget) {
			return b.Grid(gen.g), true
		}
	}
	return sudoku.Grid{}, false
}

func (gen *generator) fillRec(b *board.Board, budget *int) bool {
	*budget--
	if *budget < 0 {
		return false
	}
	best, bestCount := -1, 99
	for i, m := range b.Cand {
		if b.Vals[i] != 0 {
			continue
		}
		k := bits.OnesCount32(m)
		if k == 0 {
			return false
		}
		if k < bestCount {
			best, bestCount = i, k
		}
	}
	if best < 0 {
		return true
	}
	ds := board.MaskDigits(b.Cand[best])
	gen.rng.Shuffle(len(ds), func(i, j int) { ds[i], ds[j] = ds[j], ds[i] })
	saveV := append([]uint8(nil), b.Vals...)
	saveC := append([]uint32(nil), b.Cand...)
	for _, d := range ds {
		b.Place(best, d)
		if gen.fillRec(b, budget) {
			return true
		}
		copy(b.Vals, saveV)
		copy(b.Cand, saveC)
		if *budget < 0 {
			return false
		}
	}
	return false
}

// partners returns cell i's orbit under the symmetry.
func (gen *generator) partners(i int, sym string, out []int) []int {
	n := gen.sh.N
	r, c := i/n, i%n
	out = append(out[:0], i)
	add := func(r, c int) {
		j := r*n + c
		for _, x := range out {
			if x == j {
				return
			}
		}
		out = append(out, j)
	}
	switch sym {
	case "rot180":
		add(n-1-r, n-1-c)
	case "rot90":
		add(c, n-1-r)
		add(n-1-r, n-1-c)
		add(n-1-c, r)
	case "mirror":
		add(r, n-1-c)
	case "diagonal":
		add(c, r)
	}
	return out
}

// digBand is the band whose limit the dig keeps to. Above 9×9 a minimal puzzle almost always
// needs forcing chains (Expert), so a Hard one is dug keeping it solvable with Hard's
// techniques; 9×9 minimal puzzles land in Hard often enough that the unconstrained dig (much
// cheaper: a count of solutions per clue instead of a logical solve) is faster.
func digBand(b Band, n int) Band {
	if b == Hard && n > 9 {
		return hardDig
	}
	return b
}

// hardDig is a dig-only band: keep the puzzle solvable with steps rated ≤ hardMaxER.
const hardDig Band = 255

// maxRatingFor is the highest step rating the dig allows for a band (0: any).
func maxRatingFor(band Band) int {
	switch band {
	case Beginner:
		return BeginnerMaxER
	case Easy:
		return EasyMaxER
	case Medium:
		return MediumMaxER
	case hardDig:
		return HardMaxER
	}
	return 0
}

// dig removes clues (with their symmetric partners) in random order, keeping each removal
// only if the solution stays unique and, for the easier bands, the puzzle stays solvable
// with the band's techniques.
func (gen *generator) dig(ctx context.Context, sol sudoku.Grid, sym string, band Band) (sudoku.Grid, bool) {
	p := sol.Clone()
	cells := gen.sh.Cells
	order := gen.rng.Perm(cells)
	maxRate := maxRatingFor(band)
	var orbit []int
	nodeBudget := int64(0)
	if gen.sh.N > 9 {
		nodeBudget = int64(2000 * gen.sh.N)
	}
	for _, i := range order {
		if ctx.Err() != nil {
			return sudoku.Grid{}, false
		}
		if p.Digits()[i] == 0 {
			continue
		}
		orbit = gen.partners(i, sym, orbit)
		var saved [4]uint8
		for k, j := range orbit {
			saved[k] = p.Digits()[j]
			p.Digits()[j] = 0
		}
		keep := false
		if maxRate >= technique.NakedSingle.BaseRating() && gen.singlesSolve(p) {
			keep = true // every single is within the band, and a solve by singles proves uniqueness
		} else if maxRate > 0 {
			var assumed bool
			keep, assumed = gen.solvableWithin(ctx, p, maxRate)
			if keep && assumed {
				// Uniqueness techniques (unique rectangles, BUG) assume one solution, so a
				// logical solve that used one no longer proves it: count as well. Without
				// them, every step held in every solution, so the solve proved it.
				keep = gen.unique(ctx, p, nodeBudget)
			}
		} else {
			keep = gen.unique(ctx, p, nodeBudget)
		}
		if !keep {
			for k, j := range orbit {
				p.Digits()[j] = saved[k]
			}
		}
	}
	return p, true
}

// unique reports whether p has exactly one solution, counting within a node budget (0: none;
// a count that runs out of it says no). On 25×25 the count is the generic solver's
// (propagation with pairs, then clause learning): the plain counter ran out of its budget
// on most of the dig's counts there, each costing it about a second, and rejected
// removals that kept the solution unique.
func (gen *generator) unique(ctx context.Context, p sudoku.Grid, budget int64) bool {
	if gen.sh.N > 16 {
		s := sudoku.Solver{Limit: 2, MaxNodes: budget}
		return s.Solve(ctx, p).Status == sudoku.Unique
	}
	b := board.New(p)
	gen.cnt.ctx = ctx
	k, ok := gen.cnt.countFrom(b, 2, budget)
	return ok && k == 1
}

// singlesSolve reports whether naked and hidden singles alone solve p: the cheap check that
// settles most of a dig's removals before the engine's full search for a step.
func (gen *generator) singlesSolve(p sudoku.Grid) bool {
	b := gen.work
	copy(b.Vals, p.Digits())
	b.ComputeCandidates()
	if _, why := propagate(b, nil, false, 1<<30); why.found {
		return false
	}
	return b.Solved()
}

// solvableWithin reports whether the engine solves p using only steps rated ≤ maxRate, and
// whether one of them assumed that the solution is unique.
func (gen *generator) solvableWithin(ctx context.Context, p sudoku.Grid, maxRate int) (solved, assumedUnique bool) {
	b := gen.work
	copy(b.Vals, p.Digits())
	b.ComputeCandidates()
	gen.eng.maxRate = maxRate
	for !b.Solved() {
		s, ok := gen.eng.best(ctx, b, false)
		if !ok || s.Rating > maxRate {
			return false, assumedUnique
		}
		assumedUnique = assumedUnique || assumesUnique(s.Technique)
		b.Apply(&s)
	}
	return true, assumedUnique
}

// assumesUnique reports whether technique t is only valid in a puzzle with one solution.
func assumesUnique(t technique.Technique) bool {
	switch t {
	case technique.UniqueRectangle1, technique.UniqueRectangle2, technique.UniqueRectangle3, technique.UniqueRectangle4,
		technique.UniqueRectangle5, technique.UniqueRectangle6, technique.HiddenRectangle,
		technique.AvoidableRectangle1, technique.AvoidableRectangle2, technique.BUGPlusOne, technique.BUGPlusN:
		return true
	}
	return false
}
