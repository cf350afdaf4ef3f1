package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"time"

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
	r, err := scanResult(db.write.QueryRowContext(ctx, query+` RETURNING `+resultColumns, args...))
	if errors.Is(err, sql.ErrNoRows) {
		r, err = db.result(ctx, guildID, userID, date)
	}
	return r, err
}

// TouchDaily records an action on the member's board; see store.DailyPlay.
func (db *DB) TouchDaily(ctx context.Context, guildID, userID string, date store.Date, puzzleID int64, at time.Time) (store.Result, error) {
	if err := resultArgs(guildID, userID, date); err != nil {
		return store.Result{}, wrap("touch daily", err)
	}
	if at.IsZero() {
		at = time.Now()
	}
	r, err := db.upsertResult(ctx, guildID, userID, date, `INSERT INTO results
			(guild_id, user_id, local_date, puzzle_id, opened_at, active_at)
		VALUES (?, ?, ?, ?, ?, ?)
		ON CONFLICT (guild_id, user_id, local_date) DO UPDATE SET
			opened_at = COALESCE(results.opened_at, excluded.opened_at),
			active_us = results.active_us + CASE
				WHEN results.active_at IS NULL OR excluded.active_at <= results.active_at THEN 0
				ELSE MIN(excluded.active_at - results.active_at, ?) END,
			active_at = MAX(COALESCE(results.active_at, excluded.active_at), excluded.active_at),
			puzzle_id = COALESCE(excluded.puzzle_id, results.puzzle_id)
		WHERE results.solved = 0`,
		guildID, userID, date.String(), nullID(puzzleID), micros(at), micros(at), store.IdleGap.Microseconds())
	return r, wrap("touch daily", err)
}

// AddWrongCheck counts a wrong check for an unsolved date; see store.DailyPlay.
func (db *DB) AddWrongCheck(ctx context.Context, guildID, userID string, date store.Date, puzzleID int64) (store.Result, error) {
	if err := resultArgs(guildID, userID, date); err != nil {
		return store.Result{}, wrap("add wrong check", err)
	}
	r, err := db.upsertResult(ctx, guildID, userID, date, `INSERT INTO results
			(guild_id, user_id, local_date, puzzle_id, wrong_checks)
		VALUES (?, ?, ?, ?, 1)
		ON CONFLICT (guild_id, user_id, local_date) DO UPDATE SET
			wrong_checks = results.wrong_checks + 1,
			puzzle_id = COALESCE(excluded.puzzle_id, results.puzzle_id)
		WHERE results.solved = 0`,
		guildID, userID, date.String(), nullID(puzzleID))
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
		VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (guild_id, user_id, local_date) DO UPDATE SET
			game_id = excluded.game_id,
			puzzle_id = COALESCE(excluded.puzzle_id, results.puzzle_id)
		WHERE results.game_id = ''`,
		guildID, userID, date.String(), nullID(puzzleID), gameID)
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
	err := db.write.QueryRowContext(ctx, `INSERT INTO daily_tasks (guild_id, local_date, kind, state, owner, claimed_at)
		VALUES (?, ?, ?, 'claimed', ?, ?)
		ON CONFLICT (guild_id, local_date, kind) DO UPDATE
			SET owner = excluded.owner, claimed_at = excluded.claimed_at
			WHERE daily_tasks.state = 'claimed' AND daily_tasks.claimed_at < ?
		RETURNING owner`,
		guildID, date.String(), kind, owner, micros(now), micros(now.Add(-lease))).Scan(&got)
	if errors.Is(err, sql.ErrNoRows) {
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
	res, err := db.write.ExecContext(ctx, `UPDATE daily_tasks SET state = 'posted', message_id = ?, detail = ?
		WHERE guild_id = ? AND local_date = ? AND kind = ? AND owner = ? AND state = 'claimed'`,
		messageID, detail, guildID, date.String(), kind, owner)
	if err != nil {
		return wrap("complete task", err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 1 {
		return wrap("complete task", err)
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
	res, err := db.write.ExecContext(ctx, `DELETE FROM daily_tasks
		WHERE guild_id = ? AND local_date = ? AND kind = ? AND owner = ? AND state = 'claimed'`,
		guildID, date.String(), kind, owner)
	if err != nil {
		return wrap("release task", err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 1 {
		return wrap("release task", err)
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
	var d, state string
	var claimed int64
	err := db.read.QueryRowContext(ctx, `SELECT guild_id, local_date, kind, state, owner, claimed_at, message_id, detail
		FROM daily_tasks WHERE guild_id = ? AND local_date = ? AND kind = ?`, guildID, date.String(), kind).
		Scan(&t.GuildID, &d, &t.Kind, &state, &t.Owner, &claimed, &t.MessageID, &t.Detail)
	if err != nil {
		return t, notFound(err)
	}
	t.State, t.ClaimedAt = store.PostState(state), fromMicros(claimed)
	t.Date, err = parseDate(d)
	return t, err
}

// SwapTaskDetail compares and swaps a done task's detail; see store.DailyPlay.
func (db *DB) SwapTaskDetail(ctx context.Context, guildID string, date store.Date, kind, old, new string) (bool, error) {
	res, err := db.write.ExecContext(ctx, `UPDATE daily_tasks SET detail = ?
		WHERE guild_id = ? AND local_date = ? AND kind = ? AND state = 'posted' AND detail = ?`,
		new, guildID, date.String(), kind, old)
	if err != nil {
		return false, wrap("swap task detail", err)
	}
	n, err := res.RowsAffected()
	return n == 1, wrap("swap task detail", err)
}
