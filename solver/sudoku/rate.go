package sudoku

import (
	"context"
	"fmt"
	"strings"
)

var bandNames = [...]string{"beginner", "easy", "medium", "hard", "expert", "beyond logic"}

// String returns the band's name: beginner, easy, medium, hard, expert, beyond logic.
func (b Band) String() string {
	if int(b) < len(bandNames) {
		return bandNames[b]
	}
	return fmt.Sprintf("Band(%d)", uint8(b))
}

// ParseBand reads a band name as written by [Band.String] (case-insensitive; "beyond",
// "beyond_logic" and "extreme" name BeyondLogic).
func ParseBand(s string) (Band, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	switch s {
	case "beyond", "beyond_logic", "beyond-logic", "extreme":
		return BeyondLogic, true
	}
	for i, n := range bandNames {
		if n == s {
			return Band(i), true
		}
	}
	return 0, false
}

// Band thresholds (hints.md §7): the band follows the ER alone, in tenths. One mapping
// serves rate, generate and the bot:
//
//	beginner  ER 1.0–1.2  hidden singles in boxes
//	easy      ER 1.3–1.6  hidden singles in rows and columns
//	medium    ER 1.7–2.5  direct techniques, naked singles
//	hard      ER 2.6–6.0  intersections, subsets, fish, wings, uniqueness
//	expert    ER 6.1 and up (chains)
//	beyond logic: the rules ran out (or their time budget did)
//
// The score is reported beside the band but no longer moves a puzzle between bands, so two
// puzzles with the same ER always share a band.
const (
	beginnerMaxER = 12
	easyMaxER     = 16
	mediumMaxER   = 25
	hardMaxER     = 60
)

// BandFor returns the band of a puzzle whose hardest step rates er (in tenths). beyond
// says the path needed the last-resort contradiction.
func BandFor(er int, beyond bool) Band {
	switch {
	case beyond:
		return BeyondLogic
	case er <= beginnerMaxER:
		return Beginner
	case er <= easyMaxER:
		return Easy
	case er <= mediumMaxER:
		return Medium
	case er <= hardMaxER:
		return Hard
	}
	return Expert
}

// Explain returns the whole path from g to its solution, one cheapest step at a time
// (hints.md §5 order). g must have exactly one solution; the error wraps [ErrNoSolution],
// [ErrMultiple] or, when ctx ends first, [ErrLimit].
func Explain(ctx context.Context, g Grid) ([]Step, error) {
	steps, _, err := explainPath(ctx, g, true)
	return steps, err
}

// ExplainFast is [Explain] without the "singles unlocked" tie-break: the path still takes a
// cheapest step each time, but among equally rated steps it takes the first. Rate uses it.
func ExplainFast(ctx context.Context, g Grid) ([]Step, error) {
	steps, _, err := explainPath(ctx, g, false)
	return steps, err
}

func explainPath(ctx context.Context, g Grid, progress bool) ([]Step, Grid, error) {
	if g.n == 0 {
		return nil, Grid{}, fmt.Errorf("sudoku: empty grid")
	}
	if err := Check(g); err != nil {
		return nil, Grid{}, err
	}
	var solver Solver
	sol := solver.Solve(ctx, g)
	switch sol.Status {
	case Unique:
	case Multiple:
		return nil, Grid{}, ErrMultiple
	case GaveUp:
		return nil, Grid{}, fmt.Errorf("%w: %v", ErrLimit, sol.Err)
	default:
		if sol.Err != nil {
			return nil, Grid{}, sol.Err
		}
		return nil, Grid{}, ErrNoSolution
	}
	steps, err := pathFrom(ctx, newBoard(g), sol.Grid.cells, progress)
	return steps, sol.Grid, err
}

// pathFrom runs the engine on b until it is solved.
func pathFrom(ctx context.Context, b *board, solution []uint8, progress bool) ([]Step, error) {
	e := newEngine(b, solution)
	var steps []Step
	for !b.solved() {
		if err := ctx.Err(); err != nil {
			return steps, fmt.Errorf("%w: %v", ErrLimit, err)
		}
		s, ok := e.best(ctx, b, progress)
		if !ok {
			if err := ctx.Err(); err != nil {
				return steps, fmt.Errorf("%w: %v", ErrLimit, err)
			}
			return steps, fmt.Errorf("sudoku: no step found after %d steps", len(steps))
		}
		s = cloneStep(s)
		b.apply(&s)
		steps = append(steps, s)
	}
	return steps, nil
}

// Rate rates g: on 9×9 grids by the path of Sudoku Explainer's rules ([SEPath], which
// emulates SE's technique set and values), on other sizes by the teaching path
// ([ExplainFast]). SE is the hardest step, Score the sum of the steps' base scores, Band
// follows SE alone ([BandFor]).
func Rate(ctx context.Context, g Grid) (Rating, error) {
	steps, err := SEPath(ctx, g)
	if err != nil {
		return Rating{}, err
	}
	return RatePath(steps), nil
}

// RatePath computes the rating of a path made by [Explain].
func RatePath(steps []Step) Rating {
	r := Rating{Counts: make(map[Technique]int), Steps: len(steps)}
	er, ep, ed := 0, -1, -1
	beyond := false
	for _, s := range steps {
		if s.Rating > er {
			er = s.Rating
			r.Hardest = s.Technique
		}
		r.Score += s.Technique.Score()
		r.Counts[s.Technique]++
		if s.Technique == Contradiction {
			beyond = true
		}
		if ep < 0 && len(s.Placements) > 0 {
			ep = er
		}
		if ed < 0 && len(s.Eliminations) > 0 {
			ed = er
		}
	}
	if ep < 0 {
		ep = er
	}
	if ed < 0 {
		ed = er
	}
	r.SE, r.EP, r.ED = float64(er)/10, float64(ep)/10, float64(ed)/10
	r.Band = BandFor(er, beyond)
	return r
}
