package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
)

// claimArgs rejects arguments that would make a claim meaningless.
func claimArgs(guildID string, date store.Date, owner string, lease time.Duration) error {
	switch {
	case guildID == "":
		return errors.New("guild ID is empty")
	case owner == "":
		return errors.New("owner is empty")
	case lease <= 0:
		return errors.New("lease is not positive")
	}
	return checkDate(date)
}

// ClaimPost claims the post of (guildID, date) for owner at now, taking over a
// claim older than lease that was never completed. See store.Posts.
func (db *DB) ClaimPost(ctx context.Context, guildID string, date store.Date, owner string, lease time.Duration, now time.Time) (bool, error) {
	if err := claimArgs(guildID, date, owner, lease); err != nil {
		return false, wrap("claim post", err)
	}
	var got string
	err := db.write.QueryRowContext(ctx, `INSERT INTO daily_posts (guild_id, local_date, state, owner, claimed_at)
		VALUES (?, ?, 'claimed', ?, ?)
		ON CONFLICT (guild_id, local_date) DO UPDATE
			SET owner = excluded.owner, claimed_at = excluded.claimed_at
			WHERE daily_posts.state = 'claimed' AND daily_posts.claimed_at < ?
		RETURNING owner`,
		guildID, date.String(), owner, micros(now), micros(now.Add(-lease))).Scan(&got)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, wrap("claim post", err)
	}
	return got == owner, nil
}

// CompletePost marks owner's claim on (guildID, date) as posted. See store.Posts.
func (db *DB) CompletePost(ctx context.Context, guildID string, date store.Date, owner, messageID string, puzzleID int64) error {
	if err := checkDate(date); err != nil {
		return wrap("complete post", err)
	}
	res, err := db.write.ExecContext(ctx, `UPDATE daily_posts
		SET state = 'posted', message_id = ?, puzzle_id = ?, posted_at = ?,
			channel_id = COALESCE((SELECT channel_id FROM guild_settings s WHERE s.guild_id = daily_posts.guild_id), '')
		WHERE guild_id = ? AND local_date = ? AND owner = ? AND state = 'claimed'`,
		messageID, nullID(puzzleID), micros(time.Now()), guildID, date.String(), owner)
	if err != nil {
		return wrap("complete post", err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 1 {
		return wrap("complete post", err)
	}
	p, err := db.post(ctx, guildID, date)
	switch {
	case err != nil:
		return wrap("complete post", err)
	case p.State == store.PostPosted && p.Owner == owner && p.MessageID == messageID:
		return nil // completed before: a retry
	}
	return wrap("complete post", store.ErrConflict)
}

// ReleasePost deletes owner's uncompleted claim on (guildID, date).
func (db *DB) ReleasePost(ctx context.Context, guildID string, date store.Date, owner string) error {
	res, err := db.write.ExecContext(ctx, `DELETE FROM daily_posts
		WHERE guild_id = ? AND local_date = ? AND owner = ? AND state = 'claimed'`, guildID, date.String(), owner)
	if err != nil {
		return wrap("release post", err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 1 {
		return wrap("release post", err)
	}
	if _, err := db.post(ctx, guildID, date); err != nil {
		return wrap("release post", err)
	}
	return wrap("release post", store.ErrConflict)
}

const postColumns = `guild_id, local_date, state, owner, claimed_at, puzzle_id, message_id, channel_id, posted_at`

// scanPost reads one row of postColumns.
func scanPost(row interface{ Scan(...any) error }) (store.DailyPost, error) {
	var p store.DailyPost
	var date, state string
	var claimed int64
	var puzzle, posted sql.NullInt64
	if err := row.Scan(&p.GuildID, &date, &state, &p.Owner, &claimed, &puzzle, &p.MessageID, &p.ChannelID, &posted); err != nil {
		return p, err
	}
	p.State = store.PostState(state)
	p.ClaimedAt = fromMicros(claimed)
	p.PuzzleID = puzzle.Int64
	p.PostedAt = nullMicros(posted)
	var err error
	p.Date, err = parseDate(date)
	return p, err
}

// GetPost returns the post of (guildID, date), or store.ErrNotFound.
func (db *DB) GetPost(ctx context.Context, guildID string, date store.Date) (store.DailyPost, error) {
	p, err := db.post(ctx, guildID, date)
	return p, wrap("get post", err)
}

// post is GetPost without the error prefix.
func (db *DB) post(ctx context.Context, guildID string, date store.Date) (store.DailyPost, error) {
	p, err := scanPost(db.read.QueryRowContext(ctx, `SELECT `+postColumns+` FROM daily_posts
		WHERE guild_id = ? AND local_date = ?`, guildID, date.String()))
	return p, notFound(err)
}

// LastPost returns the guild's latest completed post before the date, or
// store.ErrNotFound.
func (db *DB) LastPost(ctx context.Context, guildID string, before store.Date) (store.DailyPost, error) {
	p, err := scanPost(db.read.QueryRowContext(ctx, `SELECT `+postColumns+` FROM daily_posts
		WHERE guild_id = ? AND local_date < ? AND state = 'posted'
		ORDER BY local_date DESC LIMIT 1`, guildID, before.String()))
	return p, wrap("last post", notFound(err))
}
