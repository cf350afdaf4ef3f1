// Package store defines what the bot remembers: guild settings for the daily
// puzzle, the bank of rated puzzles, daily posts, members' results and the
// server-side state behind buttons.
//
// It holds records, small role-named interfaces ([Settings], [Puzzles],
// [Posts], [Results], [States]) and the civil [Date] type, and imports only
// the standard library. Two packages implement [Store]: bot/store/sqlite (the
// default, one instance) and bot/store/postgres (several instances sharing one
// database); bot/store/storetest holds the conformance suite both pass.
//
// Implementations wrap driver errors with their own prefix
// ("sqlite: claim post: …"); callers test for [ErrNotFound] and [ErrConflict]
// with errors.Is and never show error text to members.
package store

import (
	"context"
	"errors"
	"fmt"
)

// ErrNotFound is returned (possibly wrapped) when a requested record does not
// exist, or has expired.
var ErrNotFound = errors.New("store: not found")

// ErrConflict is returned (possibly wrapped) when a write contradicts what is
// stored: a duplicate puzzle, or completing a post the caller does not own.
var ErrConflict = errors.New("store: conflict")

// ErrNoPuzzle is returned by [Puzzles.PickPuzzle] when the bank holds no unused
// puzzle for the band and size. It matches [ErrNotFound] under errors.Is.
var ErrNoPuzzle = fmt.Errorf("%w: no unused puzzle in the bank", ErrNotFound)

// A Store is everything the bot keeps. Implementations are safe for concurrent
// use by multiple goroutines, and several Store values (in one process or in
// many) may share one database.
type Store interface {
	Settings
	Puzzles
	Posts
	Results
	States

	// Ping checks that the database answers, for health checks.
	Ping(ctx context.Context) error
	// Close releases the database handle. It does not wait for other
	// handles on the same database.
	Close() error
}
