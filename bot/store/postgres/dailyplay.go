package postgres

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/sudokubot/sudokubot/bot/store"
)

// resultArgs rejects a result key that names no member.
func resultArgs(guildID, userID string, date store.Date) error {
	if guildID == "" || userID == "" {
		return errors.New("guild and user IDs are required")
	}
	return checkDate(date)
}

// upsertResult runs an INSERT … ON CONFLICT … WHERE NOT solved RETURNING
// statement and falls back to the stored row when the WHERE left it alone.
func (db *DB) upsertResult(ctx context.Context, guildID, userID string, date store.Date, query string, args ...any) (store.Result, error) {
	r, err := scanResult(db.pool.QueryRow(ctx, query+` RETURNING `+resultColumns, args...))
	if errors.Is(err, pgx.ErrNoRows) {
		r, err = db.result(ctx, guildID, userID, date)
	}
	return r, err
}

// TouchDaily records an action on the member's board; see store.DailyPlay.
// The row lock of ON CONFLICT DO UPDATE serialises concurrent touches.
func (db *DB) TouchDaily(ctx context.Context, guildID, userID string, date store.Date, puzzleID int64, at time.Time) (store.Result, error) {
	if err := resultArgs(guildID, userID, date); err != nil {
		return store.Result{}, wrap("touch daily", err)
	}
	if at.IsZero() {
		at = time.Now()
	}
	r, err := db.upsertResult(ctx, guildID, userID, date, `INSERT INTO results
			(guild_id, user_id, local_date, puzzle_id, opened_at, active_at)
		VALUES ($1, $2, $3, $4, $5, $5)
		ON CONFLICT (guild_id, user_id, local_date) DO UPDATE SET
			opened_at = COALESCE(results.opened_at, EXCLUDED.opened_at),
			active_us = results.active_us + CASE
				WHEN results.active_at IS NULL OR EXCLUDED.active_at <= results.active_at THEN 0
				ELSE LEAST((EXTRACT(EPOCH FROM EXCLUDED.active_at - results.active_at) * 1000000)::bigint, $6) END,
			active_at = GREATEST(COALESCE(results.active_at, EXCLUDED.active_at), EXCLUDED.active_at),
			puzzle_id = COALESCE(EXCLUDED.puzzle_id, results.puzzle_id)
		WHERE NOT results.solved`,
		guildID, userID, pgDate(date), nullID(puzzleID), at, store.IdleGap.Microseconds())
	return r, wrap("touch daily", err)
}

// AddWrongCheck counts a wrong check for an unsolved date; see store.DailyPlay.
func (db *DB) AddWrongCheck(ctx context.Context, guildID, userID string, date store.Date, puzzleID int64) (store.Result, error) {
	if err := resultArgs(guildID, userID, date); err != nil {
		return store.Result{}, wrap("add wrong check", err)
	}
	r, err := db.upsertResult(ctx, guildID, userID, date, `INSERT INTO results
			(guild_id, user_id, local_date, puzzle_id, wrong_checks)
		VALUES ($1, $2, $3, $4, 1)
		ON CONFLICT (guild_id, user_id, local_date) DO UPDATE SET
			wrong_checks = results.wrong_checks + 1,
			puzzle_id = COALESCE(EXCLUDED.puzzle_id, results.puzzle_id)
		WHERE NOT results.solved`,
		guildID, userID, pgDate(date), nullID(puzzleID))
	return r, wrap("add wrong check", err)
}

// SetDailyGame links the member's game to the date unless one is linked; see
// store.DailyPlay.
func (db *DB) SetDailyGame(ctx context.Context, guildID, userID string, date store.Date, puzzleID int64, gameID string) (store.Result, error) {
	if err := resultArgs(guildID, userID, date); err != nil {
		return store.Result{}, wrap("set daily game", err)
	}
	if gameID == "" {
		return store.Result{}, wrap("set daily game", errors.New("game ID is empty"))
	}
	r, err := db.upsertResult(ctx, guildID, userID, date, `INSERT INTO results
			(guild_id, user_id, local_date, puzzle_id, game_id)
		VALUES ($1, $2, $3, $4, $5)
		ON CONFLICT (guild_id, user_id, local_date) DO UPDATE SET
			game_id = EXCLUDED.game_id,
			puzzle_id = COALESCE(EXCLUDED.puzzle_id, results.puzzle_id)
		WHERE results.game_id = ''`,
		guildID, userID, pgDate(date), nullID(puzzleID), gameID)
	return r, wrap("set daily game", err)
}

// taskArgs rejects arguments that would make a task claim meaningless.
func taskArgs(guildID string, date store.Date, kind, owner string, lease time.Duration) error {
	if kind == "" {
		return errors.New("task kind is empty")
	}
	return claimArgs(guildID, date, owner, lease)
}

// ClaimTask claims (guildID, date, kind) for owner; see store.DailyPlay.
func (db *DB) ClaimTask(ctx context.Context, guildID string, date store.Date, kind, owner string, lease time.Duration, now time.Time) (bool, error) {
	if err := taskArgs(guildID, date, kind, owner, lease); err != nil {
		return false, wrap("claim task", err)
	}
	var got string
	err := db.pool.QueryRow(ctx, `INSERT INTO daily_tasks (guild_id, local_date, kind, state, owner, claimed_at)
		VALUES ($1, $2, $3, 'claimed', $4, $5)
		ON CONFLICT (guild_id, local_date, kind) DO UPDATE
			SET owner = EXCLUDED.owner, claimed_at = EXCLUDED.claimed_at
			WHERE daily_tasks.state = 'claimed' AND daily_tasks.claimed_at < $6
		RETURNING owner`,
		guildID, pgDate(date), kind, owner, now, now.Add(-lease)).Scan(&got)
	if errors.Is(err, pgx.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, wrap("claim task", err)
	}
	return got == owner, nil
}

// CompleteTask marks owner's claim done; see store.DailyPlay.
func (db *DB) CompleteTask(ctx context.Context, guildID string, date store.Date, kind, owner, messageID, detail string) error {
	if err := checkDate(date); err != nil {
		return wrap("complete task", err)
	}
	tag, err := db.pool.Exec(ctx, `UPDATE daily_tasks SET state = 'posted', message_id = $1, detail = $2
		WHERE guild_id = $3 AND local_date = $4 AND kind = $5 AND owner = $6 AND state = 'claimed'`,
		messageID, detail, guildID, pgDate(date), kind, owner)
	if err != nil {
		return wrap("complete task", err)
	}
	if tag.RowsAffected() == 1 {
		return nil
	}
	t, err := db.task(ctx, guildID, date, kind)
	switch {
	case err != nil:
		return wrap("complete task", err)
	case t.State == store.PostPosted && t.Owner == owner && t.MessageID == messageID:
		return nil // completed before: a retry
	}
	return wrap("complete task", store.ErrConflict)
}

// ReleaseTask deletes owner's uncompleted claim; see store.DailyPlay.
func (db *DB) ReleaseTask(ctx context.Context, guildID string, date store.Date, kind, owner string) error {
	tag, err := db.pool.Exec(ctx, `DELETE FROM daily_tasks
		WHERE guild_id = $1 AND local_date = $2 AND kind = $3 AND owner = $4 AND state = 'claimed'`,
		guildID, pgDate(date), kind, owner)
	if err != nil {
		return wrap("release task", err)
	}
	if tag.RowsAffected() == 1 {
		return nil
	}
	if _, err := db.task(ctx, guildID, date, kind); err != nil {
		return wrap("release task", err)
	}
	return wrap("release task", store.ErrConflict)
}

// GetTask returns the task, or store.ErrNotFound.
func (db *DB) GetTask(ctx context.Context, guildID string, date store.Date, kind string) (store.DailyTask, error) {
	t, err := db.task(ctx, guildID, date, kind)
	return t, wrap("get task", err)
}

func (db *DB) task(ctx context.Context, guildID string, date store.Date, kind string) (store.DailyTask, error) {
	var t store.DailyTask
	var d time.Time
	var state string
	err := db.pool.QueryRow(ctx, `SELECT guild_id, local_date, kind, state, owner, claimed_at, message_id, detail
		FROM daily_tasks WHERE guild_id = $1 AND local_date = $2 AND kind = $3`, guildID, pgDate(date), kind).
		Scan(&t.GuildID, &d, &t.Kind, &state, &t.Owner, &t.ClaimedAt, &t.MessageID, &t.Detail)
	if err != nil {
		return t, notFound(err)
	}
	t.Date, t.State, t.ClaimedAt = fromPgDate(d), store.PostState(state), t.ClaimedAt.UTC()
	return t, nil
}

// SwapTaskDetail compares and swaps a done task's detail; see store.DailyPlay.
func (db *DB) SwapTaskDetail(ctx context.Context, guildID string, date store.Date, kind, old, new string) (bool, error) {
	tag, err := db.pool.Exec(ctx, `UPDATE daily_tasks SET detail = $1
		WHERE guild_id = $2 AND local_date = $3 AND kind = $4 AND state = 'posted' AND detail = $5`,
		new, guildID, pgDate(date), kind, old)
	if err != nil {
		return false, wrap("swap task detail", err)
	}
	return tag.RowsAffected() == 1, nil
}
