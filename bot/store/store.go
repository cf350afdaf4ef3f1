// Package store defines what the bot remembers: guild settings for the daily
// puzzle, the bank of rated puzzles, daily posts, members' results and the
// server-side state behind buttons.
//
// It holds records, small role-named interfaces ([Settings], [Puzzles],
// [Posts], [Results], [States], [Games]) and the civil [Date] type, and imports only
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
	"time"
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
	Games
	DailyPlay

	// Ping checks that the database answers, for health checks.
	Ping(ctx context.Context) error
	// Close releases the database handle. It does not wait for other
	// handles on the same database.
	Close() error
}

// Interactions remembers the interactions already handled, so that a replayed HTTP
// request is acknowledged without being acted on twice, by any instance. Both stores
// implement it; it is not part of [Store], so that other implementations need not.
type Interactions interface {
	// FirstSeen records interaction id as handled until expires and reports whether
	// this is the first time: of several calls with one id before it expires, exactly
	// one returns true.
	FirstSeen(ctx context.Context, id string, expires time.Time) (bool, error)
}

// IdentifyTurns books the bot's gateway IDENTIFY turns, so that its instances together
// start shards as Discord allows (one IDENTIFY per bucket every 5 s). Both stores
// implement it; it is not part of [Store], so that other implementations need not.
type IdentifyTurns interface {
	// IdentifyTurn books bucket's next turn and returns its time: not before now, and at
	// least gap after the turn booked before it, by any handle on the database.
	IdentifyTurn(ctx context.Context, bucket string, gap time.Duration) (time.Time, error)
}

// States keeps the server-side state behind buttons (hint level, the puzzle
// being explained) under short keys carried in Discord custom IDs, so that any
// instance can answer any button and state survives restarts. Keys are chosen
// by the caller (short and random); values are opaque bytes.
type States interface {
	// PutState stores value under key until expires, replacing any value.
	PutState(ctx context.Context, key string, value []byte, expires time.Time) error
	// GetState returns the value under key, or ErrNotFound if there is
	// none or it has expired (expiry is compared with this process's
	// time.Now()).
	GetState(ctx context.Context, key string) ([]byte, error)
	// DeleteState removes key; removing a missing key is not an error.
	DeleteState(ctx context.Context, key string) error
	// DeleteExpiredStates removes every value whose expiry is at or before
	// now and returns how many it removed.
	DeleteExpiredStates(ctx context.Context, now time.Time) (int, error)
}
