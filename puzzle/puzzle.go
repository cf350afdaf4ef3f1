// Package puzzle is the seam between the kinds of puzzle the project serves (Sudoku and
// nonograms) and the programs that serve them: what a [Kind] provides (read a puzzle from
// text, solve it with a uniqueness check, find its next step, draw it, name it), and
// [Table], the one list of kinds the bot (reading what a message holds, its pictures) and
// the CLI (sudoku render) consult.
//
// A new kind is a domain package (solver/<kind>, standard library only), a file here that
// adapts it to [Kind] and [Puzzle], and its line in [Table]; docs/architecture.md counts
// the rest. The table is built by hand, never by registration from init.
package puzzle

import (
	"context"
	"errors"
	"image"
	"time"

	"github.com/sudokubot/sudokubot/render"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// A Kind is one kind of puzzle. Implementations are plain values, safe for concurrent use.
type Kind interface {
	// Name is the kind's word in commands, stored records and the CLI: "sudoku",
	// "nonogram". It never changes.
	Name() string
	// Read reads one puzzle of the kind from text as a member pastes it or a file holds it.
	// When the text holds none, the error is a *ReadError.
	Read(text string) (Puzzle, error)
}

// A ReadError says why a text holds no puzzle of a kind. Claimed says that the text is of
// the kind all the same (a nonogram whose clues cannot work, or that is over the size
// cap), so that this error, not another kind's, is the one to show.
type ReadError struct {
	Kind    string
	Claimed bool
	Err     error
}

func (e *ReadError) Error() string { return e.Err.Error() }
func (e *ReadError) Unwrap() error { return e.Err }

// A Puzzle is one puzzle of a kind, as read.
type Puzzle interface {
	Kind() Kind
	// Describe names the puzzle for people: "9×9 Sudoku", "10×10 nonogram “Cat”". The
	// title of a nonogram is the author's words, as written.
	Describe() string
	// Start is the grid as posed: the givens, or nothing known.
	Start() Grid
	// Solve solves the puzzle, stopping at the second solution, or when ctx is done or
	// maxNodes search nodes are spent (0: no bound).
	Solve(ctx context.Context, maxNodes int64) Solution
	// Next returns the next step a solver would explain from progress (nil: Start). work bounds the effort of a step that needs a trial (0: the kind's default).
	// At the end it returns ErrComplete; when no step is found without a guess, ErrStuck.
	Next(ctx context.Context, progress Grid, work int64) (Step, error)
	// Draw draws the puzzle with v over it.
	Draw(v View, opt render.Options) (image.Image, error)
}

// A Grid is a filling of a puzzle's cells, complete or not: a sudoku.Grid, a
// nonogram.Grid. String writes it as the kind's text format.
type Grid interface {
	String() string
}

// A Step is one deduction: String words it in a line, Apply makes it on a grid of its
// puzzle (returning a new grid).
type Step interface {
	String() string
	Apply(g Grid) Grid
}

// A View is what a picture shows over the puzzle: a grid (nil: Start) and a step to
// highlight (nil: none).
type View struct {
	Grid Grid
	Step Step
}

// Status is how solving a puzzle ended.
type Status uint8

// The ways a puzzle ends, as both kinds count them.
const (
	Unique   Status = iota // exactly one solution
	Multiple               // two or more solutions (two are shown)
	None                   // no solution
	Invalid                // the puzzle breaks its rules at a glance
	GaveUp                 // the deadline or node budget ran out first
)

var statusNames = [...]string{"unique", "multiple", "none", "invalid", "gave_up"}

// String returns the status as the CLI's JSON writes it.
func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return "unknown"
}

// A Solution is the outcome of solving a puzzle.
type Solution struct {
	Status  Status
	First   Grid  // the solution (Unique, Multiple); nil otherwise
	Second  Grid  // a second, different solution (Multiple)
	Err     error // why: the rule broken (Invalid), the contradiction (None), the limit (GaveUp)
	Elapsed time.Duration
}

// solution is a kind's outcome as a Solution: its grids are kept only where the status
// has them (first for Unique and Multiple, second for Multiple). The kinds' statuses are the
// seam's, value for value (TestStatusesAgree).
func solution(status Status, first, second Grid, err error, elapsed time.Duration) Solution {
	out := Solution{Status: status, Err: err, Elapsed: elapsed}
	switch status {
	case Multiple:
		out.Second = second
		fallthrough
	case Unique:
		out.First = first
	}
	return out
}

// ErrComplete is returned by Next on a grid with nothing left to find.
var ErrComplete = errors.New("puzzle: the grid is complete")

// ErrStuck is returned by Next when no step is found without a guess.
var ErrStuck = errors.New("puzzle: no step without a guess")

// Kinds is a table of kinds, in the order a text is tried.
type Kinds []Kind

// Options say how the kinds of a [Table] read. The zero value reads as each kind's parser
// does by default.
type Options struct {
	Sudoku       sudoku.ParseOptions // box shape and symbols when the text does not tell
	NonogramSize int                 // the largest width and height of a nonogram; 0 means 200
}

// Table returns the kinds the project serves, in the order a text is tried: a text the
// Sudoku parser reads is a Sudoku, whatever else it might be.
func Table(o Options) Kinds {
	return Kinds{Sudoku{Parse: o.Sudoku}, Nonogram{MaxSize: o.NonogramSize}}
}

// Read returns the puzzle text holds, trying the kinds in order: the first that reads it.
// When none does, the error is the first claimed one's (the text is of that kind, but its
// puzzle cannot work), else the first kind's; it is a *ReadError.
func (ks Kinds) Read(text string) (Puzzle, error) {
	var first, claimed error
	for _, k := range ks {
		p, err := k.Read(text)
		if err == nil {
			return p, nil
		}
		var re *ReadError
		if errors.As(err, &re) && re.Claimed && claimed == nil {
			claimed = err
		}
		if first == nil {
			first = err
		}
	}
	if claimed != nil {
		return nil, claimed
	}
	if first == nil {
		return nil, &ReadError{Err: errors.New("puzzle: no kind to read with")}
	}
	return nil, first
}

// Named returns the kind called name, or nil.
func (ks Kinds) Named(name string) Kind {
	for _, k := range ks {
		if k.Name() == name {
			return k
		}
	}
	return nil
}
