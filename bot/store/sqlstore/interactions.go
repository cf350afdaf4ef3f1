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

// IdentifyTurn books bucket's next gateway IDENTIFY turn and returns its time: now, or
// the bucket's next free time when that is later; the turn after it is then at least gap
// later. One statement, so that instances booking at once get distinct turns.
func (s *Store) IdentifyTurn(ctx context.Context, bucket string, gap time.Duration) (time.Time, error) {
	if bucket == "" || gap < 0 {
		return time.Time{}, s.wrap("identify turn", errors.New("bucket is empty or gap negative"))
	}
	now, g := time.Now().UnixMicro(), gap.Microseconds()
	var next int64
	err := s.write.QueryRow(ctx, `INSERT INTO identify_turns (bucket, next_at) VALUES (?, ?)
		ON CONFLICT (bucket) DO UPDATE SET next_at =
			CASE WHEN identify_turns.next_at > ? THEN identify_turns.next_at + ? ELSE ? END
		RETURNING next_at`, bucket, now+g, now, g, now+g).Scan(&next)
	if err != nil {
		return time.Time{}, s.wrap("identify turn", err)
	}
	return time.UnixMicro(next - g), nil
}
