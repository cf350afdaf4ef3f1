package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
)

const resultColumns = `guild_id, user_id, local_date, puzzle_id, solved, solved_at, seconds, hints, attempts,
	wrong_checks, opened_at, active_at, active_us, game_id`

// scanResult reads one row of resultColumns.
func scanResult(row interface{ Scan(...any) error }) (store.Result, error) {
	var r store.Result
	var date string
	var puzzle, solvedAt, opened, active sql.NullInt64
	var activeUS int64
	if err := row.Scan(&r.GuildID, &r.UserID, &date, &puzzle, &r.Solved, &solvedAt, &r.Seconds, &r.Hints, &r.Attempts,
		&r.WrongChecks, &opened, &active, &activeUS, &r.GameID); err != nil {
		return r, err
	}
	r.OpenedAt, r.ActiveAt = nullMicros(opened), nullMicros(active)
	r.Active = time.Duration(activeUS) * time.Microsecond
	r.PuzzleID = puzzle.Int64
	r.SolvedAt = nullMicros(solvedAt)
	var err error
	r.Date, err = parseDate(date)
	return r, err
}

// RecordAnswer records a submission; see store.Results. It returns after the
// commit.
func (db *DB) RecordAnswer(ctx context.Context, a store.Answer) (store.Result, error) {
	if a.GuildID == "" || a.UserID == "" {
		return store.Result{}, wrap("record answer", errors.New("guild and user IDs are required"))
	}
	if err := checkDate(a.Date); err != nil {
		return store.Result{}, wrap("record answer", err)
	}
	if a.At.IsZero() {
		a.At = time.Now()
	}
	var solvedAt sql.NullInt64
	seconds := 0
	if a.Correct {
		solvedAt = sql.NullInt64{Int64: micros(a.At), Valid: true}
		seconds = a.Seconds
	}
	// An unsolved row takes the new attempt; a solved row is left alone and
	// RETURNING yields nothing.
	r, err := scanResult(db.write.QueryRowContext(ctx, `INSERT INTO results
			(guild_id, user_id, local_date, puzzle_id, solved, solved_at, seconds, hints, attempts)
		VALUES (?, ?, ?, ?, ?, ?, ?, 0, 1)
		ON CONFLICT (guild_id, user_id, local_date) DO UPDATE SET
			attempts = results.attempts + 1,
			solved = excluded.solved, solved_at = excluded.solved_at, seconds = excluded.seconds,
			puzzle_id = COALESCE(excluded.puzzle_id, results.puzzle_id)
		WHERE results.solved = 0
		RETURNING `+resultColumns,
		a.GuildID, a.UserID, a.Date.String(), nullID(a.PuzzleID), a.Correct, solvedAt, seconds))
	if errors.Is(err, sql.ErrNoRows) {
		r, err = db.result(ctx, a.GuildID, a.UserID, a.Date)
	}
	return r, wrap("record answer", err)
}

// AddHint counts a hint for an unsolved date; see store.Results.
func (db *DB) AddHint(ctx context.Context, guildID, userID string, date store.Date, puzzleID int64) (store.Result, error) {
	if guildID == "" || userID == "" {
		return store.Result{}, wrap("add hint", errors.New("guild and user IDs are required"))
	}
	if err := checkDate(date); err != nil {
		return store.Result{}, wrap("add hint", err)
	}
	r, err := scanResult(db.write.QueryRowContext(ctx, `INSERT INTO results
			(guild_id, user_id, local_date, puzzle_id, hints)
		VALUES (?, ?, ?, ?, 1)
		ON CONFLICT (guild_id, user_id, local_date) DO UPDATE SET
			hints = results.hints + 1,
			puzzle_id = COALESCE(excluded.puzzle_id, results.puzzle_id)
		WHERE results.solved = 0
		RETURNING `+resultColumns,
		guildID, userID, date.String(), nullID(puzzleID)))
	if errors.Is(err, sql.ErrNoRows) {
		r, err = db.result(ctx, guildID, userID, date)
	}
	return r, wrap("add hint", err)
}

// GetResult returns the member's result for the date, or store.ErrNotFound.
func (db *DB) GetResult(ctx context.Context, guildID, userID string, date store.Date) (store.Result, error) {
	r, err := db.result(ctx, guildID, userID, date)
	return r, wrap("get result", err)
}

// result is GetResult without the error prefix. The read pool sees every
// commit of the write connection.
func (db *DB) result(ctx context.Context, guildID, userID string, date store.Date) (store.Result, error) {
	r, err := scanResult(db.read.QueryRowContext(ctx, `SELECT `+resultColumns+` FROM results
		WHERE guild_id = ? AND user_id = ? AND local_date = ?`, guildID, userID, date.String()))
	return r, notFound(err)
}

// Leaderboard returns the guild's solved results of the date, fastest first.
func (db *DB) Leaderboard(ctx context.Context, guildID string, date store.Date) ([]store.Result, error) {
	out, err := db.dayResults(ctx, guildID, date, true)
	return out, wrap("leaderboard", err)
}

// DayResults returns every member's result of the date, ranked.
func (db *DB) DayResults(ctx context.Context, guildID string, date store.Date) ([]store.Result, error) {
	out, err := db.dayResults(ctx, guildID, date, false)
	return out, wrap("day results", err)
}

func (db *DB) dayResults(ctx context.Context, guildID string, date store.Date, solvedOnly bool) ([]store.Result, error) {
	rows, err := db.read.QueryContext(ctx, `SELECT `+resultColumns+` FROM results
		WHERE guild_id = ? AND local_date = ? AND (solved = 1 OR NOT ?)`, guildID, date.String(), solvedOnly)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []store.Result
	for rows.Next() {
		r, err := scanResult(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	store.RankResults(out)
	return out, rows.Err()
}

// solvedDates returns the solved dates of the guild per member, of one
// member if userID is not empty.
func (db *DB) solvedDates(ctx context.Context, guildID, userID string) (map[string][]store.Date, error) {
	rows, err := db.read.QueryContext(ctx, `SELECT user_id, local_date FROM results
		WHERE guild_id = ? AND solved = 1 AND (? = '' OR user_id = ?)
		ORDER BY user_id, local_date`, guildID, userID, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string][]store.Date{}
	for rows.Next() {
		var user, date string
		if err := rows.Scan(&user, &date); err != nil {
			return nil, err
		}
		d, err := parseDate(date)
		if err != nil {
			return nil, err
		}
		out[user] = append(out[user], d)
	}
	return out, rows.Err()
}

// AllTime returns every member's solves and streaks as of today, ranked.
func (db *DB) AllTime(ctx context.Context, guildID string, today store.Date) ([]store.Standing, error) {
	solved, err := db.solvedDates(ctx, guildID, "")
	if err != nil {
		return nil, wrap("all-time leaderboard", err)
	}
	return store.StandingsOf(solved, today), nil
}

// Streak returns the member's streak as of today.
func (db *DB) Streak(ctx context.Context, guildID, userID string, today store.Date) (store.Streak, error) {
	if userID == "" {
		return store.Streak{}, nil
	}
	solved, err := db.solvedDates(ctx, guildID, userID)
	if err != nil {
		return store.Streak{}, wrap("streak", err)
	}
	return store.StreakOf(solved[userID], today), nil
}
