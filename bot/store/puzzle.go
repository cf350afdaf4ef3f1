package store

import (
	"context"
	"hash/fnv"
	"strconv"
	"time"
)

// Puzzle kinds stored in PuzzleRecord.Kind.
const (
	KindSudoku   = "sudoku"
	KindNonogram = "nonogram"
)

// A PuzzleRecord is one generated, rated puzzle in the bank.
type PuzzleRecord struct {
	ID       int64     // assigned by AddPuzzle; positive
	Kind     string    // KindSudoku or KindNonogram
	Size     int       // N for an N×N Sudoku; width for a nonogram
	Band     string    // difficulty band it was rated into
	Puzzle   string    // the puzzle as text, in the format its kind parses
	Solution string    // the solution as text
	Rating   float64   // SE-style rating (ER) of the hardest step
	Score    int       // summed technique score of the solving path
	Hardest  string    // name of the hardest technique needed
	Seed     int64     // generator seed, so the puzzle can be made again
	Created  time.Time // set by AddPuzzle when zero
	UsedOn   Date      // the date it was picked for; zero while unused
}

// Puzzles is the bank of rated puzzles from which daily puzzles are picked.
// The bank is keyed by (band, size); keep band names distinct across kinds.
type Puzzles interface {
	// AddPuzzle stores p (its ID and UsedOn are ignored) and returns its new
	// ID. The same puzzle text of the same kind is stored once: adding it
	// again returns ErrConflict.
	AddPuzzle(ctx context.Context, p PuzzleRecord) (int64, error)
	// AddPuzzles stores many puzzles in one transaction, for seeding the
	// bank, and returns how many it added: puzzles already in the bank (or
	// earlier in ps) are skipped. If any record is invalid, none is added.
	AddPuzzles(ctx context.Context, ps []PuzzleRecord) (int, error)
	// AddPuzzleUpTo stores p as AddPuzzle does, but only while the bank holds fewer
	// than target unused puzzles of p's band and size; added is false when it
	// holds target or more already. Calls from any handles on the database at
	// once never leave more than target unused puzzles: the count and the insert
	// are one step. A duplicate is ErrConflict.
	AddPuzzleUpTo(ctx context.Context, p PuzzleRecord, target int) (added bool, err error)
	// CountUnused returns how many puzzles of the band and size were never picked.
	CountUnused(ctx context.Context, band string, size int) (int, error)
	// PickPuzzle returns the puzzle of the day for (band, size, date). The
	// first call for that key chooses among the unused puzzles by
	// PickIndex(date, band, size, n) in ID order, marks it used on date and
	// records the choice; every later call, from any handle on the database,
	// returns the same puzzle. It returns ErrNoPuzzle if the first call finds
	// no unused puzzle.
	PickPuzzle(ctx context.Context, band string, size int, date Date) (PuzzleRecord, error)
	// GetPuzzle returns the puzzle with the ID, or ErrNotFound.
	GetPuzzle(ctx context.Context, id int64) (PuzzleRecord, error)
}

// PickIndex returns the index in [0, n) of the daily puzzle among n unused
// puzzles of a band and size: a hash of (date, band, size), so that every
// store and instance choosing from the same bank makes the same choice.
// It returns 0 when n <= 0.
func PickIndex(date Date, band string, size, n int) int {
	if n <= 0 {
		return 0
	}
	h := fnv.New64a()
	h.Write([]byte(date.String()))
	h.Write([]byte{0})
	h.Write([]byte(band))
	h.Write([]byte{0})
	h.Write([]byte(strconv.Itoa(size)))
	return int(h.Sum64() % uint64(n))
}
