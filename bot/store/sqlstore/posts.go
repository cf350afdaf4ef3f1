package sqlstore

import (
	"context"
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
//
// Under concurrent claims PostgreSQL's ON CONFLICT DO UPDATE locks the
// existing row and evaluates the WHERE on its newest version, so one claimer
// inserts or takes over and the others see a live claim; SQLite runs one
// writer at a time.
func (s *Store) ClaimPost(ctx context.Context, guildID string, date store.Date, owner string, lease time.Duration, now time.Time) (bool, error) {
	if err := claimArgs(guildID, date, owner, lease); err != nil {
		return false, s.wrap("claim post", err)
	}
	var got string
	err := s.write.QueryRow(ctx, `INSERT INTO daily_posts (guild_id, local_date, state, owner, claimed_at)
		VALUES (?, ?, 'claimed', ?, ?)
		ON CONFLICT (guild_id, local_date) DO UPDATE
			SET owner = excluded.owner, claimed_at = excluded.claimed_at
			WHERE daily_posts.state = 'claimed' AND daily_posts.claimed_at < ?
		RETURNING owner`,
		guildID, s.d.Date(date), owner, s.d.Time(now), s.d.Time(now.Add(-lease))).Scan(&got)
	if isNoRows(err) {
		return false, nil
	}
	if err != nil {
		return false, s.wrap("claim post", err)
	}
	return got == owner, nil
}

// CompletePost marks owner's claim on (guildID, date) as posted. See store.Posts.
func (s *Store) CompletePost(ctx context.Context, guildID string, date store.Date, owner, messageID string, puzzleID int64) error {
	if err := checkDate(date); err != nil {
		return s.wrap("complete post", err)
	}
	n, err := s.write.Exec(ctx, `UPDATE daily_posts
		SET state = 'posted', message_id = ?, puzzle_id = ?, posted_at = ?,
			channel_id = COALESCE((SELECT s.channel_id FROM guild_settings s WHERE s.guild_id = daily_posts.guild_id), '')
		WHERE guild_id = ? AND local_date = ? AND owner = ? AND state = 'claimed'`,
		messageID, nullID(puzzleID), s.d.Time(time.Now()), guildID, s.d.Date(date), owner)
	if err != nil || n == 1 {
		return s.wrap("complete post", err)
	}
	p, err := s.post(ctx, guildID, date)
	return s.wrap("complete post", retried(err, p.State, p.Owner, p.MessageID, owner, messageID))
}

// retried is what completing a claim (a post or a task) returns when its update changed no
// row, given the claim as read back (err: the read's error): nil when owner completed it
// before with messageID (a retry), else the read's error or store.ErrConflict.
func retried(err error, state store.PostState, gotOwner, gotMessage, owner, messageID string) error {
	switch {
	case err != nil:
		return err
	case state == store.PostPosted && gotOwner == owner && gotMessage == messageID:
		return nil
	}
	return store.ErrConflict
}

// ReleasePost deletes owner's uncompleted claim on (guildID, date).
func (s *Store) ReleasePost(ctx context.Context, guildID string, date store.Date, owner string) error {
	n, err := s.write.Exec(ctx, `DELETE FROM daily_posts
		WHERE guild_id = ? AND local_date = ? AND owner = ? AND state = 'claimed'`, guildID, s.d.Date(date), owner)
	if err != nil || n == 1 {
		return s.wrap("release post", err)
	}
	if _, err := s.post(ctx, guildID, date); err != nil {
		return s.wrap("release post", err)
	}
	return s.wrap("release post", store.ErrConflict)
}

const postColumns = `guild_id, local_date, state, owner, claimed_at, puzzle_id, message_id, channel_id, posted_at`

// scanPost reads one row of postColumns.
func scanPost(row Row) (store.DailyPost, error) {
	var p store.DailyPost
	var state string
	err := row.Scan(&p.GuildID, dateCol{&p.Date}, &state, &p.Owner, timeCol{&p.ClaimedAt}, idCol{&p.PuzzleID},
		&p.MessageID, &p.ChannelID, timeCol{&p.PostedAt})
	p.State = store.PostState(state)
	return p, err
}

// GetPost returns the post of (guildID, date), or store.ErrNotFound.
func (s *Store) GetPost(ctx context.Context, guildID string, date store.Date) (store.DailyPost, error) {
	p, err := s.post(ctx, guildID, date)
	return p, s.wrap("get post", err)
}

// post is GetPost without the error prefix.
func (s *Store) post(ctx context.Context, guildID string, date store.Date) (store.DailyPost, error) {
	p, err := scanPost(s.read.QueryRow(ctx, `SELECT `+postColumns+` FROM daily_posts
		WHERE guild_id = ? AND local_date = ?`, guildID, s.d.Date(date)))
	return p, notFound(err)
}

// LastPost returns the guild's latest completed post before the date, or
// store.ErrNotFound.
func (s *Store) LastPost(ctx context.Context, guildID string, before store.Date) (store.DailyPost, error) {
	p, err := scanPost(s.read.QueryRow(ctx, `SELECT `+postColumns+` FROM daily_posts
		WHERE guild_id = ? AND local_date < ? AND state = 'posted'
		ORDER BY local_date DESC LIMIT 1`, guildID, s.d.Date(before)))
	return p, s.wrap("last post", notFound(err))
}
