package postgres

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/sudokubot/sudokubot/bot/store"
)

const resultColumns = `guild_id, user_id, local_date, puzzle_id, solved, solved_at, seconds, hints, attempts,
	wrong_checks, opened_at, active_at, active_us, game_id`

// scanResult reads one row of resultColumns.
func scanResult(row pgx.Row) (store.Result, error) {
	var r store.Result
	var date time.Time
	var puzzle *int64
	var solvedAt, opened, active *time.Time
	var activeUS int64
	if err := row.Scan(&r.GuildID, &r.UserID, &date, &puzzle, &r.Solved, &solvedAt, &r.Seconds, &r.Hints, &r.Attempts,
		&r.WrongChecks, &opened, &active, &activeUS, &r.GameID); err != nil {
		return r, err
	}
	r.OpenedAt, r.ActiveAt = utc(opened), utc(active)
	r.Active = time.Duration(activeUS) * time.Microsecond
	r.Date = fromPgDate(date)
	if puzzle != nil {
		r.PuzzleID = *puzzle
	}
	r.SolvedAt = utc(solvedAt)
	return r, nil
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
	var solvedAt *time.Time
	seconds := 0
	if a.Correct {
		solvedAt, seconds = &a.At, a.Seconds
	}
	// An unsolved row takes the new attempt; a solved row is left alone and
	// RETURNING yields nothing.
	r, err := scanResult(db.pool.QueryRow(ctx, `INSERT INTO results
			(guild_id, user_id, local_date, puzzle_id, solved, solved_at, seconds, hints, attempts)
		VALUES ($1, $2, $3, $4, $5, $6, $7, 0, 1)
		ON CONFLICT (guild_id, user_id, local_date) DO UPDATE SET
			attempts = results.attempts + 1,
			solved = EXCLUDED.solved, solved_at = EXCLUDED.solved_at, seconds = EXCLUDED.seconds,
			puzzle_id = COALESCE(EXCLUDED.puzzle_id, results.puzzle_id)
		WHERE NOT results.solved
		RETURNING `+resultColumns,
		a.GuildID, a.UserID, pgDate(a.Date), nullID(a.PuzzleID), a.Correct, solvedAt, seconds))
	if errors.Is(err, pgx.ErrNoRows) {
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
	r, err := scanResult(db.pool.QueryRow(ctx, `INSERT INTO results
			(guild_id, user_id, local_date, puzzle_id, hints)
		VALUES ($1, $2, $3, $4, 1)
		ON CONFLICT (guild_id, user_id, local_date) DO UPDATE SET
			hints = results.hints + 1,
			puzzle_id = COALESCE(EXCLUDED.puzzle_id, results.puzzle_id)
		WHERE NOT results.solved
		RETURNING `+resultColumns,
		guildID, userID, pgDate(date), nullID(puzzleID)))
	if errors.Is(err, pgx.ErrNoRows) {
		r, err = db.result(ctx, guildID, userID, date)
	}
	return r, wrap("add hint", err)
}

// GetResult returns the member's result for the date, or store.ErrNotFound.
func (db *DB) GetResult(ctx context.Context, guildID, userID string, date store.Date) (store.Result, error) {
	r, err := db.result(ctx, guildID, userID, date)
	return r, wrap("get result", err)
}

// result is GetResult without the error prefix.
func (db *DB) result(ctx context.Context, guildID, userID string, date store.Date) (store.Result, error) {
	r, err := scanResult(db.pool.QueryRow(ctx, `SELECT `+resultColumns+` FROM results
		WHERE guild_id = $1 AND user_id = $2 AND local_date = $3`, guildID, userID, pgDate(date)))
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
	rows, err := db.pool.Query(ctx, `SELECT `+resultColumns+` FROM results
		WHERE guild_id = $1 AND local_date = $2 AND (solved OR NOT $3)`, guildID, pgDate(date), solvedOnly)
	if err != nil {
		return nil, err
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (store.Result, error) { return scanResult(r) })
	if err != nil {
		return nil, err
	}
	store.RankResults(out)
	return out, nil
}

// solvedDates returns the solved dates of the guild per member, of one
// member if userID is not empty.
func (db *DB) solvedDates(ctx context.Context, guildID, userID string) (map[string][]store.Date, error) {
	rows, err := db.pool.Query(ctx, `SELECT user_id, local_date FROM results
		WHERE guild_id = $1 AND solved AND ($2 = '' OR user_id = $2)
		ORDER BY user_id, local_date`, guildID, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string][]store.Date{}
	for rows.Next() {
		var user string
		var date time.Time
		if err := rows.Scan(&user, &date); err != nil {
			return nil, err
		}
		out[user] = append(out[user], fromPgDate(date))
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
