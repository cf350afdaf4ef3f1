package sqlite

import (
	"context"
	"errors"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
)

var _ store.Interactions = (*DB)(nil)

// FirstSeen records interaction id as handled until expires and reports whether this is
// the first time (a record past its expiry counts as none). Expired records are removed.
func (db *DB) FirstSeen(ctx context.Context, id string, expires time.Time) (bool, error) {
	if id == "" {
		return false, wrap("first seen", errors.New("id is empty"))
	}
	now := micros(time.Now())
	res, err := db.write.ExecContext(ctx, `INSERT INTO interactions (id, expires_at) VALUES (?, ?)
		ON CONFLICT (id) DO UPDATE SET expires_at = excluded.expires_at WHERE interactions.expires_at <= ?`,
		id, micros(expires), now)
	if err != nil {
		return false, wrap("first seen", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, wrap("first seen", err)
	}
	if _, err := db.write.ExecContext(ctx, `DELETE FROM interactions WHERE expires_at <= ?`, now); err != nil {
		return n == 1, wrap("first seen: delete expired", err)
	}
	return n == 1, nil
}
