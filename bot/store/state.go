package store

import (
	"context"
	"time"
)

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
