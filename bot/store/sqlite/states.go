package sqlite

import (
	"context"
	"errors"
	"time"
)

// PutState stores value under key until expires.
func (db *DB) PutState(ctx context.Context, key string, value []byte, expires time.Time) error {
	if key == "" {
		return wrap("put state", errors.New("key is empty"))
	}
	if value == nil {
		value = []byte{}
	}
	_, err := db.write.ExecContext(ctx, `INSERT INTO states (key, value, expires_at) VALUES (?, ?, ?)
		ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at`,
		key, value, micros(expires))
	return wrap("put state", err)
}

// GetState returns the unexpired value under key, or store.ErrNotFound.
func (db *DB) GetState(ctx context.Context, key string) ([]byte, error) {
	var v []byte
	err := db.read.QueryRowContext(ctx, `SELECT value FROM states WHERE key = ? AND expires_at > ?`,
		key, micros(time.Now())).Scan(&v)
	if err != nil {
		return nil, wrap("get state", notFound(err))
	}
	if v == nil {
		v = []byte{}
	}
	return v, nil
}

// DeleteState removes key, if present.
func (db *DB) DeleteState(ctx context.Context, key string) error {
	_, err := db.write.ExecContext(ctx, `DELETE FROM states WHERE key = ?`, key)
	return wrap("delete state", err)
}

// DeleteExpiredStates removes the values expired at now and counts them.
func (db *DB) DeleteExpiredStates(ctx context.Context, now time.Time) (int, error) {
	res, err := db.write.ExecContext(ctx, `DELETE FROM states WHERE expires_at <= ?`, micros(now))
	if err != nil {
		return 0, wrap("delete expired states", err)
	}
	n, err := res.RowsAffected()
	return int(n), wrap("delete expired states", err)
}
