package postgres

import (
	"context"
	"errors"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
)

var _ store.Interactions = (*DB)(nil)

// FirstSeen records interaction id as handled until expires and reports whether this is
// the first time (a record past its expiry counts as none). One statement, so that of
// several instances receiving the same request exactly one sees it first.
func (db *DB) FirstSeen(ctx context.Context, id string, expires time.Time) (bool, error) {
	if id == "" {
		return false, wrap("first seen", errors.New("id is empty"))
	}
	now := time.Now()
	tag, err := db.pool.Exec(ctx, `INSERT INTO interactions (id, expires_at) VALUES ($1, $2)
		ON CONFLICT (id) DO UPDATE SET expires_at = EXCLUDED.expires_at WHERE interactions.expires_at <= $3`,
		id, expires, now)
	if err != nil {
		return false, wrap("first seen", err)
	}
	if _, err := db.pool.Exec(ctx, `DELETE FROM interactions WHERE expires_at <= $1`, now); err != nil {
		return tag.RowsAffected() == 1, wrap("first seen: delete expired", err)
	}
	return tag.RowsAffected() == 1, nil
}
