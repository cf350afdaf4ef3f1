// Package sqlite implements store.Store on an SQLite file through
// modernc.org/sqlite (pure Go, so the binary stays static). It is the default
// store, for one bot instance; several handles on one file are safe.
//
// The file is opened in WAL mode with a busy timeout, foreign keys and full
// synchronous commits: a method that returns nil has committed durably.
// Writes go through one connection per handle, in IMMEDIATE transactions, so
// they queue in Go rather than fail with SQLITE_BUSY; reads use a separate
// pool of read-only connections. The schema is created and upgraded by the
// embedded migrations when the file is opened.
package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"runtime"
	"strings"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/bot/store/sqlstore"

	_ "modernc.org/sqlite" // registers the "sqlite" database/sql driver
)

// busyTimeout is how long a write waits for another handle's write lock.
const busyTimeout = 10 * time.Second

// DB is a store.Store on one SQLite file. It is safe for concurrent use by
// multiple goroutines. Create it with Open; the zero value is not usable.
type DB struct {
	*sqlstore.Store         // the queries, shared with bot/store/postgres
	write           *sql.DB // one connection: writes are serialised here
	read            *sql.DB // read-only connections
}

var (
	_ store.Store         = (*DB)(nil)
	_ store.Interactions  = (*DB)(nil)
	_ store.IdentifyTurns = (*DB)(nil)
)

// dialect is how SQLite spells the shared queries: ? placeholders, times as
// INTEGER microseconds since the epoch, dates as TEXT 'YYYY-MM-DD', booleans
// as INTEGER 0 and 1.
var dialect = sqlstore.Dialect{
	Name:      "sqlite",
	Time:      func(t time.Time) any { return t.UnixMicro() },
	Date:      func(d store.Date) any { return d.String() },
	Is:        func(column string) string { return column + " = 1" },
	Not:       func(column string) string { return column + " = 0" },
	Least:     "MIN",
	Greatest:  "MAX",
	Micros:    func(difference string) string { return difference },
	PuzzleKey: "(kind, puzzle)",
	MigrationsTable: `CREATE TABLE IF NOT EXISTS schema_migrations (
			version    INTEGER PRIMARY KEY,
			name       TEXT NOT NULL,
			applied_at INTEGER NOT NULL
		) STRICT`,
	// No lock: the migration transaction is IMMEDIATE, so it holds the write lock.
}

// newDB returns the store on a write handle (one connection, IMMEDIATE
// transactions) and a read pool.
func newDB(write, read *sql.DB) *DB {
	return &DB{
		Store: sqlstore.New(dialect, sqlstore.DBConn(write), sqlstore.DBConn(read), sqlstore.SQLTx(write)),
		write: write,
		read:  read,
	}
}

// Open opens (creating if needed) the SQLite database at path and brings its
// schema up to date. path is a file name, not a URI; it must not contain '?'.
func Open(path string) (*DB, error) {
	if path == "" || strings.Contains(path, "?") || strings.HasPrefix(path, "file:") || path == ":memory:" {
		return nil, fmt.Errorf("sqlite: open: path %q must name a file", path)
	}
	params := func(extra ...string) string {
		q := url.Values{}
		q.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", busyTimeout.Milliseconds()))
		q.Add("_pragma", "foreign_keys(1)")
		for i := 0; i+1 < len(extra); i += 2 {
			q.Add(extra[i], extra[i+1])
		}
		return path + "?" + q.Encode()
	}
	// sql.Open connects lazily: the read pool's first connection waits for its first query.
	read, err := sql.Open("sqlite", params("_pragma", "query_only(1)"))
	if err != nil {
		return nil, fmt.Errorf("sqlite: open: %w", err)
	}
	n := max(2, runtime.GOMAXPROCS(0))
	read.SetMaxOpenConns(n)
	read.SetMaxIdleConns(n)
	// Several processes opening a new file at once race to switch it to WAL, and SQLite
	// answers that race with SQLITE_BUSY without waiting on busy_timeout; such an open is
	// tried again, for up to busyTimeout in all.
	deadline := time.Now().Add(busyTimeout)
	for attempt := 1; ; attempt++ {
		write, err := sql.Open("sqlite", params(
			"_pragma", "journal_mode(WAL)",
			"_pragma", "synchronous(FULL)",
			"_txlock", "immediate"))
		if err != nil {
			read.Close()
			return nil, fmt.Errorf("sqlite: open: %w", err)
		}
		write.SetMaxOpenConns(1)
		write.SetMaxIdleConns(1)
		write.SetConnMaxIdleTime(0)
		db := newDB(write, read)
		err = db.migrate(context.Background())
		if err == nil {
			return db, nil
		}
		write.Close()
		if !isBusy(err) || time.Now().After(deadline) {
			read.Close()
			return nil, err
		}
		time.Sleep(time.Duration(attempt) * 10 * time.Millisecond)
	}
}

// isBusy reports whether err is SQLite's "database is locked" (SQLITE_BUSY).
func isBusy(err error) bool {
	return err != nil && (strings.Contains(err.Error(), "SQLITE_BUSY") || strings.Contains(err.Error(), "database is locked"))
}

// Ping checks that the database file can be read.
func (db *DB) Ping(ctx context.Context) error {
	var n int
	if err := db.read.QueryRowContext(ctx, `SELECT 1`).Scan(&n); err != nil {
		return fmt.Errorf("sqlite: ping: %w", err)
	}
	return nil
}

// Close closes the handle's connections. Later calls return an error.
func (db *DB) Close() error {
	err := db.write.Close()
	if rerr := db.read.Close(); err == nil {
		err = rerr
	}
	if err != nil {
		return fmt.Errorf("sqlite: close: %w", err)
	}
	return nil
}
