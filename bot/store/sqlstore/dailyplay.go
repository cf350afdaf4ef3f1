package sqlstore

import (
	"context"
	"errors"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
)

// TouchDaily records an action on the member's board; see store.DailyPlay.
// The row lock of ON CONFLICT DO UPDATE (PostgreSQL) or the one writer
// (SQLite) serialises concurrent touches.
func (s *Store) TouchDaily(ctx context.Context, guildID, userID string, date store.Date, puzzleID int64, at time.Time) (store.Result, error) {
	if err := resultArgs(guildID, userID, date); err != nil {
		return store.Result{}, s.wrap("touch daily", err)
	}
	at = orNow(at)
	r, err := s.upsertResult(ctx, guildID, userID, date, `INSERT INTO results
			(guild_id, user_id, local_date, puzzle_id, opened_at, active_at)
		VALUES (?, ?, ?, ?, ?, ?)
		ON CONFLICT (guild_id, user_id, local_date) DO UPDATE SET
			opened_at = COALESCE(results.opened_at, excluded.opened_at),
			active_us = results.active_us + CASE
				WHEN results.active_at IS NULL OR excluded.active_at <= results.active_at THEN 0
				ELSE `+s.d.Least+`(`+s.d.Micros("excluded.active_at - results.active_at")+`, ?) END,
			active_at = `+s.d.Greatest+`(COALESCE(results.active_at, excluded.active_at), excluded.active_at),
			puzzle_id = COALESCE(excluded.puzzle_id, results.puzzle_id)
		WHERE `+s.d.Not("results.solved"),
		guildID, userID, s.d.Date(date), nullID(puzzleID), s.d.Time(at), s.d.Time(at), store.IdleGap.Microseconds())
	return r, s.wrap("touch daily", err)
}

// AddWrongCheck counts a wrong check for an unsolved date; see store.DailyPlay.
func (s *Store) AddWrongCheck(ctx context.Context, guildID, userID string, date store.Date, puzzleID int64) (store.Result, error) {
	r, err := s.addOne(ctx, "wrong_checks", guildID, userID, date, puzzleID)
	return r, s.wrap("add wrong check", err)
}

// SetDailyGame links the member's game to the date unless one is linked; see
// store.DailyPlay.
func (s *Store) SetDailyGame(ctx context.Context, guildID, userID string, date store.Date, puzzleID int64, gameID string) (store.Result, error) {
	if err := resultArgs(guildID, userID, date); err != nil {
		return store.Result{}, s.wrap("set daily game", err)
	}
	if gameID == "" {
		return store.Result{}, s.wrap("set daily game", errors.New("game ID is empty"))
	}
	r, err := s.upsertResult(ctx, guildID, userID, date, `INSERT INTO results
			(guild_id, user_id, local_date, puzzle_id, game_id)
		VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (guild_id, user_id, local_date) DO UPDATE SET
			game_id = excluded.game_id,
			puzzle_id = COALESCE(excluded.puzzle_id, results.puzzle_id)
		WHERE results.game_id = ''`,
		guildID, userID, s.d.Date(date), nullID(puzzleID), gameID)
	return r, s.wrap("set daily game", err)
}

// taskArgs rejects arguments that would make a task claim meaningless.
func taskArgs(guildID string, date store.Date, kind, owner string, lease time.Duration) error {
	if kind == "" {
		return errors.New("task kind is empty")
	}
	return claimArgs(guildID, date, owner, lease)
}

// ClaimTask claims (guildID, date, kind) for owner; see store.DailyPlay.
func (s *Store) ClaimTask(ctx context.Context, guildID string, date store.Date, kind, owner string, lease time.Duration, now time.Time) (bool, error) {
	if err := taskArgs(guildID, date, kind, owner, lease); err != nil {
		return false, s.wrap("claim task", err)
	}
	var got string
	err := s.write.QueryRow(ctx, `INSERT INTO daily_tasks (guild_id, local_date, kind, state, owner, claimed_at)
		VALUES (?, ?, ?, 'claimed', ?, ?)
		ON CONFLICT (guild_id, local_date, kind) DO UPDATE
			SET owner = excluded.owner, claimed_at = excluded.claimed_at
			WHERE daily_tasks.state = 'claimed' AND daily_tasks.claimed_at < ?
		RETURNING owner`,
		guildID, s.d.Date(date), kind, owner, s.d.Time(now), s.d.Time(now.Add(-lease))).Scan(&got)
	if isNoRows(err) {
		return false, nil
	}
	if err != nil {
		return false, s.wrap("claim task", err)
	}
	return got == owner, nil
}

// CompleteTask marks owner's claim done; see store.DailyPlay.
func (s *Store) CompleteTask(ctx context.Context, guildID string, date store.Date, kind, owner, messageID, detail string) error {
	if err := checkDate(date); err != nil {
		return s.wrap("complete task", err)
	}
	n, err := s.write.Exec(ctx, `UPDATE daily_tasks SET state = 'posted', message_id = ?, detail = ?
		WHERE guild_id = ? AND local_date = ? AND kind = ? AND owner = ? AND state = 'claimed'`,
		messageID, detail, guildID, s.d.Date(date), kind, owner)
	if err != nil || n == 1 {
		return s.wrap("complete task", err)
	}
	t, err := s.task(ctx, guildID, date, kind)
	return s.wrap("complete task", retried(err, t.State, t.Owner, t.MessageID, owner, messageID))
}

// ReleaseTask deletes owner's uncompleted claim; see store.DailyPlay.
func (s *Store) ReleaseTask(ctx context.Context, guildID string, date store.Date, kind, owner string) error {
	n, err := s.write.Exec(ctx, `DELETE FROM daily_tasks
		WHERE guild_id = ? AND local_date = ? AND kind = ? AND owner = ? AND state = 'claimed'`,
		guildID, s.d.Date(date), kind, owner)
	if err != nil || n == 1 {
		return s.wrap("release task", err)
	}
	if _, err := s.task(ctx, guildID, date, kind); err != nil {
		return s.wrap("release task", err)
	}
	return s.wrap("release task", store.ErrConflict)
}

// GetTask returns the task, or store.ErrNotFound.
func (s *Store) GetTask(ctx context.Context, guildID string, date store.Date, kind string) (store.DailyTask, error) {
	t, err := s.task(ctx, guildID, date, kind)
	return t, s.wrap("get task", err)
}

func (s *Store) task(ctx context.Context, guildID string, date store.Date, kind string) (store.DailyTask, error) {
	var t store.DailyTask
	var state string
	err := s.read.QueryRow(ctx, `SELECT guild_id, local_date, kind, state, owner, claimed_at, message_id, detail
		FROM daily_tasks WHERE guild_id = ? AND local_date = ? AND kind = ?`, guildID, s.d.Date(date), kind).
		Scan(&t.GuildID, dateCol{&t.Date}, &t.Kind, &state, &t.Owner, timeCol{&t.ClaimedAt}, &t.MessageID, &t.Detail)
	if err != nil {
		return t, notFound(err)
	}
	t.State = store.PostState(state)
	return t, nil
}

// SwapTaskDetail compares and swaps a done task's detail; see store.DailyPlay.
func (s *Store) SwapTaskDetail(ctx context.Context, guildID string, date store.Date, kind, old, new string) (bool, error) {
	n, err := s.write.Exec(ctx, `UPDATE daily_tasks SET detail = ?
		WHERE guild_id = ? AND local_date = ? AND kind = ? AND state = 'posted' AND detail = ?`,
		new, guildID, s.d.Date(date), kind, old)
	if err != nil {
		return false, s.wrap("swap task detail", err)
	}
	return n == 1, nil
}
