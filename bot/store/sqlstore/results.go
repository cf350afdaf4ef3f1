package sqlstore

import (
	"context"
	"errors"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
)

const resultColumns = `guild_id, user_id, local_date, puzzle_id, solved, solved_at, seconds, hints, attempts,
	wrong_checks, opened_at, active_at, active_us, game_id`

// scanResult reads one row of resultColumns.
func scanResult(row Row) (store.Result, error) {
	var r store.Result
	var activeUS int64
	err := row.Scan(&r.GuildID, &r.UserID, dateCol{&r.Date}, idCol{&r.PuzzleID}, &r.Solved, timeCol{&r.SolvedAt},
		&r.Seconds, &r.Hints, &r.Attempts, &r.WrongChecks, timeCol{&r.OpenedAt}, timeCol{&r.ActiveAt}, &activeUS, &r.GameID)
	r.Active = time.Duration(activeUS) * time.Microsecond
	return r, err
}

// resultArgs rejects a result key that names no member.
func resultArgs(guildID, userID string, date store.Date) error {
	if guildID == "" || userID == "" {
		return errors.New("guild and user IDs are required")
	}
	return checkDate(date)
}

// upsertResult runs an INSERT … ON CONFLICT … WHERE statement, adding
// RETURNING resultColumns, and falls back to the stored row when the WHERE
// left it alone (a solved row, say).
func (s *Store) upsertResult(ctx context.Context, guildID, userID string, date store.Date, query string, args ...any) (store.Result, error) {
	r, err := scanResult(s.write.QueryRow(ctx, query+`
		RETURNING `+resultColumns, args...))
	if isNoRows(err) {
		r, err = s.result(ctx, guildID, userID, date)
	}
	return r, err
}

// RecordAnswer records a submission; see store.Results. It returns after the
// commit.
func (s *Store) RecordAnswer(ctx context.Context, a store.Answer) (store.Result, error) {
	if err := resultArgs(a.GuildID, a.UserID, a.Date); err != nil {
		return store.Result{}, s.wrap("record answer", err)
	}
	a.At = orNow(a.At)
	var solvedAt any // NULL
	seconds := 0
	if a.Correct {
		solvedAt, seconds = s.d.Time(a.At), a.Seconds
	}
	// An unsolved row takes the new attempt; a solved row is left alone and
	// RETURNING yields nothing.
	r, err := s.upsertResult(ctx, a.GuildID, a.UserID, a.Date, `INSERT INTO results
			(guild_id, user_id, local_date, puzzle_id, solved, solved_at, seconds, hints, attempts)
		VALUES (?, ?, ?, ?, ?, ?, ?, 0, 1)
		ON CONFLICT (guild_id, user_id, local_date) DO UPDATE SET
			attempts = results.attempts + 1,
			solved = excluded.solved, solved_at = excluded.solved_at, seconds = excluded.seconds,
			puzzle_id = COALESCE(excluded.puzzle_id, results.puzzle_id)
		WHERE `+s.d.Not("results.solved"),
		a.GuildID, a.UserID, s.d.Date(a.Date), nullID(a.PuzzleID), a.Correct, solvedAt, seconds)
	return r, s.wrap("record answer", err)
}

// AddHint counts a hint for an unsolved date; see store.Results.
func (s *Store) AddHint(ctx context.Context, guildID, userID string, date store.Date, puzzleID int64) (store.Result, error) {
	r, err := s.addOne(ctx, "hints", guildID, userID, date, puzzleID)
	return r, s.wrap("add hint", err)
}

// addOne adds one to a counter column of the member's result of the date
// (creating the row) unless the date is solved, and returns the result.
// column is one of this package's literals, never input.
func (s *Store) addOne(ctx context.Context, column, guildID, userID string, date store.Date, puzzleID int64) (store.Result, error) {
	if err := resultArgs(guildID, userID, date); err != nil {
		return store.Result{}, err
	}
	return s.upsertResult(ctx, guildID, userID, date, `INSERT INTO results
			(guild_id, user_id, local_date, puzzle_id, `+column+`)
		VALUES (?, ?, ?, ?, 1)
		ON CONFLICT (guild_id, user_id, local_date) DO UPDATE SET
			`+column+` = results.`+column+` + 1,
			puzzle_id = COALESCE(excluded.puzzle_id, results.puzzle_id)
		WHERE `+s.d.Not("results.solved"),
		guildID, userID, s.d.Date(date), nullID(puzzleID))
}

// GetResult returns the member's result for the date, or store.ErrNotFound.
func (s *Store) GetResult(ctx context.Context, guildID, userID string, date store.Date) (store.Result, error) {
	r, err := s.result(ctx, guildID, userID, date)
	return r, s.wrap("get result", err)
}

// result is GetResult without the error prefix. On SQLite the read pool sees
// every commit of the write connection.
func (s *Store) result(ctx context.Context, guildID, userID string, date store.Date) (store.Result, error) {
	r, err := scanResult(s.read.QueryRow(ctx, `SELECT `+resultColumns+` FROM results
		WHERE guild_id = ? AND user_id = ? AND local_date = ?`, guildID, userID, s.d.Date(date)))
	return r, notFound(err)
}

// Leaderboard returns the guild's solved results of the date, fastest first.
func (s *Store) Leaderboard(ctx context.Context, guildID string, date store.Date) ([]store.Result, error) {
	out, err := s.dayResults(ctx, guildID, date, true)
	return out, s.wrap("leaderboard", err)
}

// DayResults returns every member's result of the date, ranked.
func (s *Store) DayResults(ctx context.Context, guildID string, date store.Date) ([]store.Result, error) {
	out, err := s.dayResults(ctx, guildID, date, false)
	return out, s.wrap("day results", err)
}

func (s *Store) dayResults(ctx context.Context, guildID string, date store.Date, solvedOnly bool) ([]store.Result, error) {
	out, err := queryAll(ctx, s.read, scanResult, `SELECT `+resultColumns+` FROM results
		WHERE guild_id = ? AND local_date = ? AND (`+s.d.Is("solved")+` OR NOT ?)`, guildID, s.d.Date(date), solvedOnly)
	if err != nil {
		return nil, err
	}
	store.RankResults(out)
	return out, nil
}

// solvedDates returns the solved dates of the guild per member, of one
// member if userID is not empty.
func (s *Store) solvedDates(ctx context.Context, guildID, userID string) (map[string][]store.Date, error) {
	out := map[string][]store.Date{}
	err := s.read.Query(ctx, func(row Row) error {
		var user string
		var d store.Date
		if err := row.Scan(&user, dateCol{&d}); err != nil {
			return err
		}
		out[user] = append(out[user], d)
		return nil
	}, `SELECT user_id, local_date FROM results
		WHERE guild_id = ? AND `+s.d.Is("solved")+` AND (? = '' OR user_id = ?)
		ORDER BY user_id, local_date`, guildID, userID, userID)
	return out, err
}

// AllTime returns every member's solves and streaks as of today, ranked.
func (s *Store) AllTime(ctx context.Context, guildID string, today store.Date) ([]store.Standing, error) {
	solved, err := s.solvedDates(ctx, guildID, "")
	if err != nil {
		return nil, s.wrap("all-time leaderboard", err)
	}
	return store.StandingsOf(solved, today), nil
}

// Streak returns the member's streak as of today.
func (s *Store) Streak(ctx context.Context, guildID, userID string, today store.Date) (store.Streak, error) {
	if userID == "" {
		return store.Streak{}, nil
	}
	solved, err := s.solvedDates(ctx, guildID, userID)
	if err != nil {
		return store.Streak{}, s.wrap("streak", err)
	}
	return store.StreakOf(solved[userID], today), nil
}
