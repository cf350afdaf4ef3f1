package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
)

const puzzleColumns = `id, kind, size, band, puzzle, solution, rating, score, hardest, seed, created_at, used_on`

// scanPuzzle reads one row of puzzleColumns.
func scanPuzzle(row interface{ Scan(...any) error }) (store.PuzzleRecord, error) {
	var p store.PuzzleRecord
	var created int64
	var used sql.NullString
	if err := row.Scan(&p.ID, &p.Kind, &p.Size, &p.Band, &p.Puzzle, &p.Solution, &p.Rating, &p.Score,
		&p.Hardest, &p.Seed, &created, &used); err != nil {
		return p, err
	}
	p.Created = fromMicros(created)
	var err error
	p.UsedOn, err = nullDate(used)
	return p, err
}

// checkPuzzle rejects a record that cannot go into the bank.
func checkPuzzle(p store.PuzzleRecord) error {
	if p.Kind == "" || p.Band == "" || p.Puzzle == "" || p.Size <= 0 {
		return errors.New("kind, band, size and puzzle are required")
	}
	return nil
}

const insertPuzzle = `INSERT INTO puzzles
	(kind, size, band, puzzle, solution, rating, score, hardest, seed, created_at)
	VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
	ON CONFLICT (kind, puzzle) DO NOTHING
	RETURNING id`

// puzzleArgs returns the arguments of insertPuzzle.
func puzzleArgs(p store.PuzzleRecord) []any {
	if p.Created.IsZero() {
		p.Created = time.Now()
	}
	return []any{p.Kind, p.Size, p.Band, p.Puzzle, p.Solution, p.Rating, p.Score, p.Hardest, p.Seed, micros(p.Created)}
}

// AddPuzzle stores p in the bank and returns its ID; a puzzle already in the
// bank is store.ErrConflict.
func (db *DB) AddPuzzle(ctx context.Context, p store.PuzzleRecord) (int64, error) {
	if err := checkPuzzle(p); err != nil {
		return 0, wrap("add puzzle", err)
	}
	var id int64
	err := db.write.QueryRowContext(ctx, insertPuzzle, puzzleArgs(p)...).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		err = store.ErrConflict
	}
	return id, wrap("add puzzle", err)
}

// AddPuzzles stores many puzzles in one transaction, skipping those already
// in the bank, and returns how many it added.
func (db *DB) AddPuzzles(ctx context.Context, ps []store.PuzzleRecord) (int, error) {
	for i, p := range ps {
		if err := checkPuzzle(p); err != nil {
			return 0, wrap("add puzzles", fmt.Errorf("record %d: %w", i, err))
		}
	}
	added := 0
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		stmt, err := tx.PrepareContext(ctx, insertPuzzle)
		if err != nil {
			return err
		}
		defer stmt.Close()
		for _, p := range ps {
			var id int64
			switch err := stmt.QueryRowContext(ctx, puzzleArgs(p)...).Scan(&id); {
			case err == nil:
				added++
			case !errors.Is(err, sql.ErrNoRows):
				return err
			}
		}
		return nil
	})
	if err != nil {
		return 0, wrap("add puzzles", err)
	}
	return added, nil
}

// CountUnused returns how many puzzles of the band and size were never picked.
func (db *DB) CountUnused(ctx context.Context, band string, size int) (int, error) {
	var n int
	err := db.read.QueryRowContext(ctx,
		`SELECT COUNT(*) FROM puzzles WHERE band = ? AND size = ? AND used_on IS NULL`, band, size).Scan(&n)
	return n, wrap("count puzzles", err)
}

// GetPuzzle returns the puzzle with the ID, or store.ErrNotFound.
func (db *DB) GetPuzzle(ctx context.Context, id int64) (store.PuzzleRecord, error) {
	p, err := scanPuzzle(db.read.QueryRowContext(ctx, `SELECT `+puzzleColumns+` FROM puzzles WHERE id = ?`, id))
	return p, wrap("get puzzle", notFound(err))
}

// querier is what *sql.DB and *sql.Tx share.
type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// picked returns the recorded pick of (band, size, date), or sql.ErrNoRows.
func picked(ctx context.Context, q querier, band string, size int, date store.Date) (store.PuzzleRecord, error) {
	return scanPuzzle(q.QueryRowContext(ctx, `SELECT p.id, p.kind, p.size, p.band, p.puzzle, p.solution,
			p.rating, p.score, p.hardest, p.seed, p.created_at, p.used_on
		FROM daily_picks k JOIN puzzles p ON p.id = k.puzzle_id
		WHERE k.band = ? AND k.size = ? AND k.local_date = ?`, band, size, date.String()))
}

// PickPuzzle returns the puzzle of the day for (band, size, date), choosing
// and recording it on the first call (see store.Puzzles).
func (db *DB) PickPuzzle(ctx context.Context, band string, size int, date store.Date) (store.PuzzleRecord, error) {
	if err := checkDate(date); err != nil {
		return store.PuzzleRecord{}, wrap("pick puzzle", err)
	}
	p, err := picked(ctx, db.read, band, size, date)
	if err == nil || !errors.Is(err, sql.ErrNoRows) {
		return p, wrap("pick puzzle", err)
	}
	// The write transaction is IMMEDIATE, so picks are serialised: look
	// again inside it, then choose.
	err = db.inTx(ctx, func(tx *sql.Tx) error {
		p, err = picked(ctx, tx, band, size, date)
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM puzzles
			WHERE band = ? AND size = ? AND used_on IS NULL`, band, size).Scan(&n); err != nil {
			return err
		}
		if n == 0 {
			return store.ErrNoPuzzle
		}
		var id int64
		if err := tx.QueryRowContext(ctx, `SELECT id FROM puzzles
			WHERE band = ? AND size = ? AND used_on IS NULL ORDER BY id LIMIT 1 OFFSET ?`,
			band, size, store.PickIndex(date, band, size, n)).Scan(&id); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE puzzles SET used_on = ? WHERE id = ?`, date.String(), id); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO daily_picks (band, size, local_date, puzzle_id) VALUES (?, ?, ?, ?)`,
			band, size, date.String(), id); err != nil {
			return err
		}
		p, err = picked(ctx, tx, band, size, date)
		return err
	})
	return p, wrap("pick puzzle", err)
}
