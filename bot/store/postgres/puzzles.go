package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/sudokubot/sudokubot/bot/store"
)

const puzzleColumns = `p.id, p.kind, p.size, p.band, p.puzzle, p.solution, p.rating, p.score, p.hardest, p.seed, p.created_at, p.used_on`

// scanPuzzle reads one row of puzzleColumns.
func scanPuzzle(row pgx.Row) (store.PuzzleRecord, error) {
	var p store.PuzzleRecord
	var used *time.Time
	if err := row.Scan(&p.ID, &p.Kind, &p.Size, &p.Band, &p.Puzzle, &p.Solution, &p.Rating, &p.Score,
		&p.Hardest, &p.Seed, &p.Created, &used); err != nil {
		return p, err
	}
	p.Created = p.Created.UTC()
	if used != nil {
		p.UsedOn = fromPgDate(*used)
	}
	return p, nil
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
	VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
	ON CONFLICT (kind, md5(puzzle)) DO NOTHING
	RETURNING id`

// puzzleArgs returns the arguments of insertPuzzle.
func puzzleArgs(p store.PuzzleRecord) []any {
	if p.Created.IsZero() {
		p.Created = time.Now()
	}
	return []any{p.Kind, p.Size, p.Band, p.Puzzle, p.Solution, p.Rating, p.Score, p.Hardest, p.Seed, p.Created}
}

// AddPuzzle stores p in the bank and returns its ID; a puzzle already in the
// bank is store.ErrConflict.
func (db *DB) AddPuzzle(ctx context.Context, p store.PuzzleRecord) (int64, error) {
	if err := checkPuzzle(p); err != nil {
		return 0, wrap("add puzzle", err)
	}
	var id int64
	err := db.pool.QueryRow(ctx, insertPuzzle, puzzleArgs(p)...).Scan(&id)
	if errors.Is(err, pgx.ErrNoRows) {
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
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		batch := &pgx.Batch{}
		for _, p := range ps {
			batch.Queue(insertPuzzle, puzzleArgs(p)...).QueryRow(func(row pgx.Row) error {
				var id int64
				switch err := row.Scan(&id); {
				case err == nil:
					added++
				case !errors.Is(err, pgx.ErrNoRows):
					return err
				}
				return nil
			})
		}
		return tx.SendBatch(ctx, batch).Close()
	})
	if err != nil {
		return 0, wrap("add puzzles", err)
	}
	return added, nil
}

// CountUnused returns how many puzzles of the band and size were never picked.
func (db *DB) CountUnused(ctx context.Context, band string, size int) (int, error) {
	var n int
	err := db.pool.QueryRow(ctx,
		`SELECT COUNT(*) FROM puzzles WHERE band = $1 AND size = $2 AND used_on IS NULL`, band, size).Scan(&n)
	return n, wrap("count puzzles", err)
}

// GetPuzzle returns the puzzle with the ID, or store.ErrNotFound.
func (db *DB) GetPuzzle(ctx context.Context, id int64) (store.PuzzleRecord, error) {
	p, err := scanPuzzle(db.pool.QueryRow(ctx, `SELECT `+puzzleColumns+` FROM puzzles p WHERE p.id = $1`, id))
	return p, wrap("get puzzle", notFound(err))
}

// querier is what the pool and a transaction share.
type querier interface {
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

// picked returns the recorded pick of (band, size, date), or pgx.ErrNoRows.
func picked(ctx context.Context, q querier, band string, size int, date store.Date) (store.PuzzleRecord, error) {
	return scanPuzzle(q.QueryRow(ctx, `SELECT `+puzzleColumns+`
		FROM daily_picks k JOIN puzzles p ON p.id = k.puzzle_id
		WHERE k.band = $1 AND k.size = $2 AND k.local_date = $3`, band, size, pgDate(date)))
}

// errRetry makes PickPuzzle start again: a concurrent pick took the puzzle.
var errRetry = errors.New("puzzle taken by a concurrent pick")

// PickPuzzle returns the puzzle of the day for (band, size, date), choosing
// and recording it on the first call (see store.Puzzles).
//
// Concurrent first calls for one key serialise on the daily_picks primary
// key: the loser's INSERT waits for the winner's commit, then finds the row.
// A first call for another date that chose the same puzzle finds it used once
// the other commits, and chooses again.
func (db *DB) PickPuzzle(ctx context.Context, band string, size int, date store.Date) (store.PuzzleRecord, error) {
	if err := checkDate(date); err != nil {
		return store.PuzzleRecord{}, wrap("pick puzzle", err)
	}
	for attempt := 0; ; attempt++ {
		p, err := picked(ctx, db.pool, band, size, date)
		if !errors.Is(err, pgx.ErrNoRows) {
			return p, wrap("pick puzzle", err)
		}
		err = db.inTx(ctx, func(tx pgx.Tx) error {
			var n int
			if err := tx.QueryRow(ctx, `SELECT COUNT(*) FROM puzzles
				WHERE band = $1 AND size = $2 AND used_on IS NULL`, band, size).Scan(&n); err != nil {
				return err
			}
			if n == 0 {
				return store.ErrNoPuzzle
			}
			var id int64
			if err := tx.QueryRow(ctx, `SELECT id FROM puzzles
				WHERE band = $1 AND size = $2 AND used_on IS NULL ORDER BY id LIMIT 1 OFFSET $3`,
				band, size, store.PickIndex(date, band, size, n)).Scan(&id); err != nil {
				if errors.Is(err, pgx.ErrNoRows) {
					return errRetry // the bank shrank between the two reads
				}
				return err
			}
			tag, err := tx.Exec(ctx, `INSERT INTO daily_picks (band, size, local_date, puzzle_id)
				VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, band, size, pgDate(date), id)
			if err != nil {
				return err
			}
			if tag.RowsAffected() == 0 {
				return errRetry // another instance picked this key first
			}
			tag, err = tx.Exec(ctx, `UPDATE puzzles SET used_on = $1 WHERE id = $2 AND used_on IS NULL`, pgDate(date), id)
			if err != nil {
				return err
			}
			if tag.RowsAffected() == 0 {
				return errRetry // picked for another date meanwhile
			}
			return nil
		})
		switch {
		case errors.Is(err, errRetry) && attempt < 20:
			continue
		case errors.Is(err, store.ErrNoPuzzle):
			// A concurrent pick of this very key may have used the last one.
			if p, err2 := picked(ctx, db.pool, band, size, date); err2 == nil {
				return p, nil
			}
		}
		if err != nil {
			return store.PuzzleRecord{}, wrap("pick puzzle", err)
		}
	}
}
