// Package postgres implements store.Store on PostgreSQL through pgx, for
// several bot instances sharing one database. It passes the same conformance
// suite as bot/store/sqlite.
//
// The tables live in the first schema of the connection's search_path, which
// a URL can set (…?search_path=sudokubot). The schema is created and upgraded
// by embedded migrations under an advisory lock when the store is opened, so
// instances starting together apply each migration once.
package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/sudokubot/sudokubot/bot/store"
)

// DB is a store.Store on a PostgreSQL database. It is safe for concurrent use
// by multiple goroutines. Create it with Open; the zero value is not usable.
type DB struct {
	pool *pgxpool.Pool
}

var _ store.Store = (*DB)(nil)

// Open connects to the PostgreSQL database at url (postgres://… or a
// key=value connection string, as pgx accepts; pool settings such as
// pool_max_conns too) and brings its schema up to date.
func Open(ctx context.Context, url string) (*DB, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		// pgx's message may quote the URL, password included: keep it out.
		return nil, errors.New("postgres: open: malformed connection URL")
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("postgres: open: %w", err)
	}
	db := &DB{pool: pool}
	if err := db.migrate(ctx); err != nil {
		pool.Close()
		return nil, err
	}
	return db, nil
}

// Ping checks that the database answers.
func (db *DB) Ping(ctx context.Context) error {
	return wrap("ping", db.pool.Ping(ctx))
}

// Close closes the pool, waiting for connections in use to be released.
func (db *DB) Close() error {
	db.pool.Close()
	return nil
}

// inTx runs f in a transaction and commits it unless f fails.
func (db *DB) inTx(ctx context.Context, f func(tx pgx.Tx) error) error {
	return pgx.BeginFunc(ctx, db.pool, f)
}

// wrap prefixes err with the package and the operation, leaving nil alone.
func wrap(op string, err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("postgres: %s: %w", op, err)
}

// notFound maps pgx.ErrNoRows to store.ErrNotFound.
func notFound(err error) error {
	if errors.Is(err, pgx.ErrNoRows) {
		return store.ErrNotFound
	}
	return err
}

// pgDate is a date as pgx encodes a PostgreSQL date: midnight UTC.
func pgDate(d store.Date) time.Time { return time.Date(d.Year, d.Month, d.Day, 0, 0, 0, 0, time.UTC) }

// fromPgDate is the inverse of pgDate.
func fromPgDate(t time.Time) store.Date { return store.DateOf(t, time.UTC) }

// utc returns t in UTC, and the zero time for nil.
func utc(t *time.Time) time.Time {
	if t == nil {
		return time.Time{}
	}
	return t.UTC()
}

// nullID stores a zero ID as NULL.
func nullID(id int64) *int64 {
	if id == 0 {
		return nil
	}
	return &id
}

// checkDate rejects a zero or impossible date before it reaches the database.
func checkDate(d store.Date) error {
	if !d.Valid() {
		return fmt.Errorf("invalid date %v", d)
	}
	return nil
}
