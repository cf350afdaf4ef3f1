package postgres

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"

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
//
// Under concurrent claims PostgreSQL's ON CONFLICT DO UPDATE locks the
// existing row and evaluates the WHERE on its newest version, so one claimer
// inserts or takes over and the others see a live claim.
func (db *DB) ClaimPost(ctx context.Context, guildID string, date store.Date, owner string, lease time.Duration, now time.Time) (bool, error) {
	if err := claimArgs(guildID, date, owner, lease); err != nil {
		return false, wrap("claim post", err)
	}
	var got string
	err := db.pool.QueryRow(ctx, `INSERT INTO daily_posts (guild_id, local_date, state, owner, claimed_at)
		VALUES ($1, $2, 'claimed', $3, $4)
		ON CONFLICT (guild_id, local_date) DO UPDATE
			SET owner = EXCLUDED.owner, claimed_at = EXCLUDED.claimed_at
			WHERE daily_posts.state = 'claimed' AND daily_posts.claimed_at < $5
		RETURNING owner`,
		guildID, pgDate(date), owner, now, now.Add(-lease)).Scan(&got)
	if errors.Is(err, pgx.ErrNoRows) {
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
	tag, err := db.pool.Exec(ctx, `UPDATE daily_posts
		SET state = 'posted', message_id = $1, puzzle_id = $2, posted_at = $6,
			channel_id = COALESCE((SELECT s.channel_id FROM guild_settings s WHERE s.guild_id = daily_posts.guild_id), '')
		WHERE guild_id = $3 AND local_date = $4 AND owner = $5 AND state = 'claimed'`,
		messageID, nullID(puzzleID), guildID, pgDate(date), owner, time.Now())
	if err != nil {
		return wrap("complete post", err)
	}
	if tag.RowsAffected() == 1 {
		return nil
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
	tag, err := db.pool.Exec(ctx, `DELETE FROM daily_posts
		WHERE guild_id = $1 AND local_date = $2 AND owner = $3 AND state = 'claimed'`, guildID, pgDate(date), owner)
	if err != nil {
		return wrap("release post", err)
	}
	if tag.RowsAffected() == 1 {
		return nil
	}
	if _, err := db.post(ctx, guildID, date); err != nil {
		return wrap("release post", err)
	}
	return wrap("release post", store.ErrConflict)
}

const postColumns = `guild_id, local_date, state, owner, claimed_at, puzzle_id, message_id, channel_id, posted_at`

// scanPost reads one row of postColumns.
func scanPost(row pgx.Row) (store.DailyPost, error) {
	var p store.DailyPost
	var date time.Time
	var state string
	var puzzle *int64
	var posted *time.Time
	if err := row.Scan(&p.GuildID, &date, &state, &p.Owner, &p.ClaimedAt, &puzzle, &p.MessageID, &p.ChannelID, &posted); err != nil {
		return p, err
	}
	p.Date = fromPgDate(date)
	p.State = store.PostState(state)
	p.ClaimedAt = p.ClaimedAt.UTC()
	if puzzle != nil {
		p.PuzzleID = *puzzle
	}
	p.PostedAt = utc(posted)
	return p, nil
}

// GetPost returns the post of (guildID, date), or store.ErrNotFound.
func (db *DB) GetPost(ctx context.Context, guildID string, date store.Date) (store.DailyPost, error) {
	p, err := db.post(ctx, guildID, date)
	return p, wrap("get post", err)
}

// post is GetPost without the error prefix.
func (db *DB) post(ctx context.Context, guildID string, date store.Date) (store.DailyPost, error) {
	p, err := scanPost(db.pool.QueryRow(ctx, `SELECT `+postColumns+` FROM daily_posts
		WHERE guild_id = $1 AND local_date = $2`, guildID, pgDate(date)))
	return p, notFound(err)
}

// LastPost returns the guild's latest completed post before the date, or
// store.ErrNotFound.
func (db *DB) LastPost(ctx context.Context, guildID string, before store.Date) (store.DailyPost, error) {
	p, err := scanPost(db.pool.QueryRow(ctx, `SELECT `+postColumns+` FROM daily_posts
		WHERE guild_id = $1 AND local_date < $2 AND state = 'posted'
		ORDER BY local_date DESC LIMIT 1`, guildID, pgDate(before)))
	return p, wrap("last post", notFound(err))
}
