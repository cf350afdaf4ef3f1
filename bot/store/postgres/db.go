// Package postgres implements store.Store on PostgreSQL through pgx, for
// several bot instances sharing one database. It passes the same conformance
// suite as bot/store/sqlite, and shares its queries (bot/store/sqlstore).
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
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/bot/store/sqlstore"
)

// DB is a store.Store on a PostgreSQL database. It is safe for concurrent use
// by multiple goroutines. Create it with Open; the zero value is not usable.
type DB struct {
	*sqlstore.Store // the queries, shared with bot/store/sqlite
	pool            *pgxpool.Pool
}

var (
	_ store.Store        = (*DB)(nil)
	_ store.Interactions = (*DB)(nil)
)

// migrationLock is the first key of the advisory lock taken while migrating
// (0x5d0c); the second is a hash of the schema, so stores in different schemas
// of one database do not wait for each other.
const migrationLock = `SELECT pg_advisory_xact_lock(23820, hashtext(COALESCE(current_schema(), '')))`

// dialect is how PostgreSQL spells the shared queries: numbered placeholders,
// timestamptz, date and boolean columns.
var dialect = sqlstore.Dialect{
	Name:     "postgres",
	Numbered: true,
	Time:     func(t time.Time) any { return t },
	Date:     pgDate,
	Is:       func(column string) string { return column },
	Not:      func(column string) string { return "NOT " + column },
	Least:    "LEAST",
	Greatest: "GREATEST",
	Micros: func(difference string) string {
		return "(EXTRACT(EPOCH FROM " + difference + ") * 1000000)::bigint"
	},
	// Puzzle texts can exceed a B-tree entry: the unique index is on a digest.
	PuzzleKey: "(kind, md5(puzzle))",
	MigrationsTable: `CREATE TABLE IF NOT EXISTS schema_migrations (
			version    integer PRIMARY KEY,
			name       text NOT NULL,
			applied_at timestamptz NOT NULL DEFAULT now()
		)`,
	MigrationLock: migrationLock,
}

// pgDate is a date as pgx encodes a PostgreSQL date: midnight UTC.
func pgDate(d store.Date) any { return time.Date(d.Year, d.Month, d.Day, 0, 0, 0, 0, time.UTC) }

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
	inTx := func(ctx context.Context, f func(sqlstore.Conn) error) error {
		return pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error { return f(conn{tx}) })
	}
	db := &DB{Store: sqlstore.New(dialect, conn{pool}, conn{pool}, inTx), pool: pool}
	if err := db.migrate(ctx); err != nil {
		pool.Close()
		return nil, err
	}
	return db, nil
}

// Ping checks that the database answers.
func (db *DB) Ping(ctx context.Context) error {
	if err := db.pool.Ping(ctx); err != nil {
		return fmt.Errorf("postgres: ping: %w", err)
	}
	return nil
}

// Close closes the pool, waiting for connections in use to be released.
func (db *DB) Close() error {
	db.pool.Close()
	return nil
}

// runner is what the pool and a transaction share.
type runner interface {
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
	SendBatch(ctx context.Context, b *pgx.Batch) pgx.BatchResults
}

// conn is the sqlstore.Conn of the pool or of a transaction.
type conn struct{ r runner }

func (c conn) QueryRow(ctx context.Context, query string, args ...any) sqlstore.Row {
	return c.r.QueryRow(ctx, query, args...)
}

func (c conn) Query(ctx context.Context, each func(sqlstore.Row) error, query string, args ...any) error {
	rows, err := c.r.Query(ctx, query, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	return sqlstore.EachRow(rows, each)
}

func (c conn) Exec(ctx context.Context, query string, args ...any) (int64, error) {
	tag, err := c.r.Exec(ctx, query, args...)
	return tag.RowsAffected(), err
}

// Each sends the statements in one batch, one round trip.
func (c conn) Each(ctx context.Context, query string, argLists [][]any, scan func(sqlstore.Row) error) error {
	batch := &pgx.Batch{}
	for _, args := range argLists {
		batch.Queue(query, args...).QueryRow(func(row pgx.Row) error { return scan(row) })
	}
	return c.r.SendBatch(ctx, batch).Close()
}
