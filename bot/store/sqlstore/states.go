package sqlstore

import (
	"context"
	"errors"
	"time"
)

// PutState stores value under key until expires.
func (s *Store) PutState(ctx context.Context, key string, value []byte, expires time.Time) error {
	if key == "" {
		return s.wrap("put state", errors.New("key is empty"))
	}
	if value == nil {
		value = []byte{}
	}
	_, err := s.write.Exec(ctx, `INSERT INTO states (key, value, expires_at) VALUES (?, ?, ?)
		ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at`,
		key, value, s.d.Time(expires))
	return s.wrap("put state", err)
}

// GetState returns the unexpired value under key, or store.ErrNotFound.
func (s *Store) GetState(ctx context.Context, key string) ([]byte, error) {
	var v []byte
	err := s.read.QueryRow(ctx, `SELECT value FROM states WHERE key = ? AND expires_at > ?`,
		key, s.d.Time(time.Now())).Scan(&v)
	if err != nil {
		return nil, s.wrap("get state", notFound(err))
	}
	if v == nil {
		v = []byte{}
	}
	return v, nil
}

// DeleteState removes key, if present.
func (s *Store) DeleteState(ctx context.Context, key string) error {
	_, err := s.write.Exec(ctx, `DELETE FROM states WHERE key = ?`, key)
	return s.wrap("delete state", err)
}

// DeleteExpiredStates removes the values expired at now and counts them.
func (s *Store) DeleteExpiredStates(ctx context.Context, now time.Time) (int, error) {
	n, err := s.write.Exec(ctx, `DELETE FROM states WHERE expires_at <= ?`, s.d.Time(now))
	if err != nil {
		return 0, s.wrap("delete expired states", err)
	}
	return int(n), nil
}
