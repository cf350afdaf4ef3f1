// Package postgres implements store.Store on PostgreSQL through pgx, for
// several bot instances sharing one database. It passes the same conformance
// suite as bot/store/sqlite, and shares its queries (bot/store/sqlstore).
//
// The tables live in the first schema of the connection's search_path, which
// a URL can set (…?search_path=sudokubot). Open creates that schema when it
// does not exist yet (or says the one command to run when the role may not),
// then creates and upgrades the tables by embedded migrations under an
// advisory lock, so that instances starting together apply each migration once.
package postgres

import (
	"context"
	"errors"
	"fmt"
	"strings"
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
	_ store.Store         = (*DB)(nil)
	_ store.Interactions  = (*DB)(nil)
	_ store.IdentifyTurns = (*DB)(nil)
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
	ShelfLock:     shelfLock,
}

// shelfLock is the advisory lock AddPuzzleUpTo takes on one band and size of the bank
// (0x5d0d, then a hash of the schema, band and size) until its transaction ends.
const shelfLock = `SELECT pg_advisory_xact_lock(23821, hashtext(COALESCE(current_schema(), '') || '/' || ? || '/' || ?))`

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
	if err := ensureSchema(ctx, pool); err != nil {
		pool.Close()
		return nil, err
	}
	if err := db.migrate(ctx); err != nil {
		pool.Close()
		return nil, err
	}
	return db, nil
}

// ensureSchema creates the first schema of the search_path when no schema of it exists
// (PostgreSQL would then have nowhere to create the tables: "no schema has been selected
// to create in"). A role that may not create it gets the command its owner can run.
func ensureSchema(ctx context.Context, pool *pgxpool.Pool) error {
	var current *string
	var path string
	if err := pool.QueryRow(ctx, `SELECT current_schema(), current_setting('search_path')`).Scan(&current, &path); err != nil {
		return fmt.Errorf("postgres: open: %w", err)
	}
	if current != nil {
		return nil
	}
	schema := firstSchema(path)
	if schema == "" {
		return fmt.Errorf("postgres: open: the search_path %q names no schema to create the tables in; add ?search_path=sudokubot to SUDOKUBOT_DB", path)
	}
	if _, err := pool.Exec(ctx, "CREATE SCHEMA IF NOT EXISTS "+pgx.Identifier{schema}.Sanitize()); err != nil {
		// Another instance may have created it meanwhile.
		if pool.QueryRow(ctx, `SELECT current_schema()`).Scan(&current) == nil && current != nil {
			return nil
		}
		return fmt.Errorf("postgres: open: the schema %s of the search_path does not exist and this role cannot create it (%w); run, as the database's owner: CREATE SCHEMA %s AUTHORIZATION %s;",
			schema, err, quoteIdent(schema), quoteIdent(pool.Config().ConnConfig.User))
	}
	return nil
}

// quoteIdent writes an identifier for a person to read and paste: as it is when it is
// lower case letters, digits and underscores, else double-quoted.
func quoteIdent(name string) string {
	plain := name != "" && (name[0] < '0' || name[0] > '9')
	for _, r := range name {
		plain = plain && (r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_')
	}
	if plain {
		return name
	}
	return pgx.Identifier{name}.Sanitize()
}

// firstSchema returns the first schema named in a search_path setting ("$user" and
// "public" included, in order), unquoted; "" when it names none.
func firstSchema(path string) string {
	for _, part := range strings.Split(path, ",") {
		part = strings.TrimSpace(part)
		if strings.HasPrefix(part, `"`) && strings.HasSuffix(part, `"`) && len(part) >= 2 {
			part = strings.ReplaceAll(part[1:len(part)-1], `""`, `"`)
		}
		if part == "$user" || part == "" {
			continue // the role's own schema, which it would have to own
		}
		return part
	}
	return ""
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
