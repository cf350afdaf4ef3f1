package sqlstore

import (
	"context"
	"errors"
	"fmt"
	"strconv"

	"github.com/sudokubot/sudokubot/bot/store"
)

const puzzleColumns = `p.id, p.kind, p.size, p.band, p.puzzle, p.solution, p.rating, p.score, p.hardest, p.seed, p.created_at, p.used_on`

// scanPuzzle reads one row of puzzleColumns.
func scanPuzzle(row Row) (store.PuzzleRecord, error) {
	var p store.PuzzleRecord
	err := row.Scan(&p.ID, &p.Kind, &p.Size, &p.Band, &p.Puzzle, &p.Solution, &p.Rating, &p.Score,
		&p.Hardest, &p.Seed, timeCol{&p.Created}, dateCol{&p.UsedOn})
	return p, err
}

// checkPuzzle rejects a record that cannot go into the bank.
func checkPuzzle(p store.PuzzleRecord) error {
	if p.Kind == "" || p.Band == "" || p.Puzzle == "" || p.Size <= 0 {
		return errors.New("kind, band, size and puzzle are required")
	}
	return nil
}

// insertPuzzle is the statement that adds a puzzle to the bank, returning its
// ID, or no row when the bank has it already.
func (s *Store) insertPuzzle() string {
	return `INSERT INTO puzzles
	(kind, size, band, puzzle, solution, rating, score, hardest, seed, created_at)
	VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
	ON CONFLICT ` + s.d.PuzzleKey + ` DO NOTHING
	RETURNING id`
}

// puzzleArgs returns the arguments of insertPuzzle.
func (s *Store) puzzleArgs(p store.PuzzleRecord) []any {
	p.Created = orNow(p.Created)
	return []any{p.Kind, p.Size, p.Band, p.Puzzle, p.Solution, p.Rating, p.Score, p.Hardest, p.Seed, s.d.Time(p.Created)}
}

// AddPuzzle stores p in the bank and returns its ID; a puzzle already in the
// bank is store.ErrConflict.
func (s *Store) AddPuzzle(ctx context.Context, p store.PuzzleRecord) (int64, error) {
	if err := checkPuzzle(p); err != nil {
		return 0, s.wrap("add puzzle", err)
	}
	var id int64
	err := s.write.QueryRow(ctx, s.insertPuzzle(), s.puzzleArgs(p)...).Scan(&id)
	if isNoRows(err) {
		err = store.ErrConflict
	}
	return id, s.wrap("add puzzle", err)
}

// AddPuzzleUpTo stores p while the bank holds fewer than target unused puzzles of its
// band and size (see store.Puzzles). The count and the insert run in one transaction
// after the dialect's ShelfLock (PostgreSQL: an advisory lock on the band and size;
// SQLite: the IMMEDIATE transaction holds the write lock already), so that concurrent
// calls take turns.
func (s *Store) AddPuzzleUpTo(ctx context.Context, p store.PuzzleRecord, target int) (bool, error) {
	if err := checkPuzzle(p); err != nil {
		return false, s.wrap("add puzzle", err)
	}
	added := false
	err := s.inTx(ctx, func(tx Conn) error {
		if s.d.ShelfLock != "" {
			if _, err := tx.Exec(ctx, s.d.ShelfLock, p.Band, strconv.Itoa(p.Size)); err != nil {
				return err
			}
		}
		var n int
		if err := tx.QueryRow(ctx, `SELECT COUNT(*) FROM puzzles WHERE band = ? AND size = ? AND used_on IS NULL`,
			p.Band, p.Size).Scan(&n); err != nil {
			return err
		}
		if n >= target {
			return nil
		}
		var id int64
		err := tx.QueryRow(ctx, s.insertPuzzle(), s.puzzleArgs(p)...).Scan(&id)
		if isNoRows(err) {
			return store.ErrConflict
		}
		added = err == nil
		return err
	})
	return added, s.wrap("add puzzle", err)
}

// AddPuzzles stores many puzzles in one transaction (one prepared statement
// or one batch), skipping those already in the bank, and returns how many it
// added.
func (s *Store) AddPuzzles(ctx context.Context, ps []store.PuzzleRecord) (int, error) {
	args := make([][]any, len(ps))
	for i, p := range ps {
		if err := checkPuzzle(p); err != nil {
			return 0, s.wrap("add puzzles", fmt.Errorf("record %d: %w", i, err))
		}
		args[i] = s.puzzleArgs(p)
	}
	added := 0
	err := s.inTx(ctx, func(tx Conn) error {
		return tx.Each(ctx, s.insertPuzzle(), args, func(row Row) error {
			var id int64
			switch err := row.Scan(&id); {
			case err == nil:
				added++
			case !isNoRows(err):
				return err
			}
			return nil
		})
	})
	if err != nil {
		return 0, s.wrap("add puzzles", err)
	}
	return added, nil
}

// CountUnused returns how many puzzles of the band and size were never picked.
func (s *Store) CountUnused(ctx context.Context, band string, size int) (int, error) {
	var n int
	err := s.read.QueryRow(ctx,
		`SELECT COUNT(*) FROM puzzles WHERE band = ? AND size = ? AND used_on IS NULL`, band, size).Scan(&n)
	return n, s.wrap("count puzzles", err)
}

// GetPuzzle returns the puzzle with the ID, or store.ErrNotFound.
func (s *Store) GetPuzzle(ctx context.Context, id int64) (store.PuzzleRecord, error) {
	p, err := scanPuzzle(s.read.QueryRow(ctx, `SELECT `+puzzleColumns+` FROM puzzles p WHERE p.id = ?`, id))
	return p, s.wrap("get puzzle", notFound(err))
}

// picked returns the recorded pick of (band, size, date), or a "no rows" error.
func (s *Store) picked(ctx context.Context, band string, size int, date store.Date) (store.PuzzleRecord, error) {
	return scanPuzzle(s.read.QueryRow(ctx, `SELECT `+puzzleColumns+`
		FROM daily_picks k JOIN puzzles p ON p.id = k.puzzle_id
		WHERE k.band = ? AND k.size = ? AND k.local_date = ?`, band, size, s.d.Date(date)))
}

// errRetry makes PickPuzzle start again: a concurrent pick took the puzzle.
var errRetry = errors.New("puzzle taken by a concurrent pick")

// PickPuzzle returns the puzzle of the day for (band, size, date), choosing
// and recording it on the first call (see store.Puzzles).
//
// Concurrent first calls for one key serialise on the daily_picks primary
// key (PostgreSQL: the loser's INSERT waits for the winner's commit, then
// finds the row; SQLite: the write transaction is IMMEDIATE, so one runs at a
// time). A first call for another date that chose the same puzzle finds it
// used once the other commits, and chooses again.
func (s *Store) PickPuzzle(ctx context.Context, band string, size int, date store.Date) (store.PuzzleRecord, error) {
	if err := checkDate(date); err != nil {
		return store.PuzzleRecord{}, s.wrap("pick puzzle", err)
	}
	for attempt := 0; ; attempt++ {
		p, err := s.picked(ctx, band, size, date)
		if !isNoRows(err) {
			return p, s.wrap("pick puzzle", err)
		}
		err = s.inTx(ctx, func(tx Conn) error { return s.choose(ctx, tx, band, size, date) })
		switch {
		case errors.Is(err, errRetry) && attempt < 20:
			continue
		case errors.Is(err, store.ErrNoPuzzle):
			// A concurrent pick of this very key may have used the last one.
			if p, err2 := s.picked(ctx, band, size, date); err2 == nil {
				return p, nil
			}
		}
		if err != nil {
			return store.PuzzleRecord{}, s.wrap("pick puzzle", err)
		}
	}
}

// choose records the pick of (band, size, date) in tx: the unused puzzle at
// store.PickIndex, marked used. It returns errRetry when a concurrent pick got
// there first.
func (s *Store) choose(ctx context.Context, tx Conn, band string, size int, date store.Date) error {
	var n int
	if err := tx.QueryRow(ctx, `SELECT COUNT(*) FROM puzzles
		WHERE band = ? AND size = ? AND used_on IS NULL`, band, size).Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		return store.ErrNoPuzzle
	}
	var id int64
	if err := tx.QueryRow(ctx, `SELECT id FROM puzzles
		WHERE band = ? AND size = ? AND used_on IS NULL ORDER BY id LIMIT 1 OFFSET ?`,
		band, size, store.PickIndex(date, band, size, n)).Scan(&id); err != nil {
		if isNoRows(err) {
			return errRetry // the bank shrank between the two reads
		}
		return err
	}
	added, err := tx.Exec(ctx, `INSERT INTO daily_picks (band, size, local_date, puzzle_id)
		VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING`, band, size, s.d.Date(date), id)
	if err != nil {
		return err
	}
	if added == 0 {
		return errRetry // another store picked this key first
	}
	used, err := tx.Exec(ctx, `UPDATE puzzles SET used_on = ? WHERE id = ? AND used_on IS NULL`, s.d.Date(date), id)
	if err != nil {
		return err
	}
	if used == 0 {
		return errRetry // picked for another date meanwhile
	}
	return nil
}
