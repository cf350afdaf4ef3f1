package sqlstore

import (
	"context"
	"errors"
	"time"
)

// FirstSeen records interaction id as handled until expires and reports whether this is
// the first time (a record past its expiry counts as none). One statement, so that of
// several instances receiving the same request exactly one sees it first. Expired
// records are removed.
func (s *Store) FirstSeen(ctx context.Context, id string, expires time.Time) (bool, error) {
	if id == "" {
		return false, s.wrap("first seen", errors.New("id is empty"))
	}
	now := s.d.Time(time.Now())
	n, err := s.write.Exec(ctx, `INSERT INTO interactions (id, expires_at) VALUES (?, ?)
		ON CONFLICT (id) DO UPDATE SET expires_at = excluded.expires_at WHERE interactions.expires_at <= ?`,
		id, s.d.Time(expires), now)
	if err != nil {
		return false, s.wrap("first seen", err)
	}
	if _, err := s.write.Exec(ctx, `DELETE FROM interactions WHERE expires_at <= ?`, now); err != nil {
		return n == 1, s.wrap("first seen: delete expired", err)
	}
	return n == 1, nil
}
