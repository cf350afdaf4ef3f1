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
	"errors"
	"fmt"
	"net/url"
	"runtime"
	"strings"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"

	_ "modernc.org/sqlite" // registers the "sqlite" database/sql driver
)

// busyTimeout is how long a write waits for another handle's write lock.
const busyTimeout = 10 * time.Second

// DB is a store.Store on one SQLite file. It is safe for concurrent use by
// multiple goroutines. Create it with Open; the zero value is not usable.
type DB struct {
	write *sql.DB // one connection: writes are serialised here
	read  *sql.DB // read-only connections
}

var _ store.Store = (*DB)(nil)

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
	// Several processes opening a new file at once race to switch it to WAL, and SQLite
	// answers that race with SQLITE_BUSY without waiting on busy_timeout; such an open is
	// tried again, for up to busyTimeout in all.
	var db *DB
	deadline := time.Now().Add(busyTimeout)
	for attempt := 1; ; attempt++ {
		write, err := sql.Open("sqlite", params(
			"_pragma", "journal_mode(WAL)",
			"_pragma", "synchronous(FULL)",
			"_txlock", "immediate"))
		if err != nil {
			return nil, fmt.Errorf("sqlite: open: %w", err)
		}
		write.SetMaxOpenConns(1)
		write.SetMaxIdleConns(1)
		write.SetConnMaxIdleTime(0)
		db = &DB{write: write}
		err = db.migrate(context.Background())
		if err == nil {
			break
		}
		write.Close()
		if !isBusy(err) || time.Now().After(deadline) {
			return nil, err
		}
		time.Sleep(time.Duration(attempt) * 10 * time.Millisecond)
	}
	read, err := sql.Open("sqlite", params("_pragma", "query_only(1)"))
	if err != nil {
		db.write.Close()
		return nil, fmt.Errorf("sqlite: open: %w", err)
	}
	n := max(2, runtime.GOMAXPROCS(0))
	read.SetMaxOpenConns(n)
	read.SetMaxIdleConns(n)
	db.read = read
	return db, nil
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

// inTx runs f in an IMMEDIATE transaction on the write connection and commits
// it unless f fails.
func (db *DB) inTx(ctx context.Context, f func(tx *sql.Tx) error) error {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := f(tx); err != nil {
		tx.Rollback()
		return err
	}
	return tx.Commit()
}

// wrap prefixes err with the package and the operation, leaving nil alone.
func wrap(op string, err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("sqlite: %s: %w", op, err)
}

// notFound maps sql.ErrNoRows to store.ErrNotFound.
func notFound(err error) error {
	if errors.Is(err, sql.ErrNoRows) {
		return store.ErrNotFound
	}
	return err
}

// micros returns t as microseconds since the Unix epoch.
func micros(t time.Time) int64 { return t.UnixMicro() }

// fromMicros is the inverse of micros, in UTC.
func fromMicros(n int64) time.Time { return time.UnixMicro(n).UTC() }

// nullMicros turns a nullable column into a time, zero for NULL.
func nullMicros(n sql.NullInt64) time.Time {
	if !n.Valid {
		return time.Time{}
	}
	return fromMicros(n.Int64)
}

// parseDate reads a stored date.
func parseDate(s string) (store.Date, error) {
	return store.ParseDate(s)
}

// nullDate reads a nullable stored date, zero for NULL.
func nullDate(s sql.NullString) (store.Date, error) {
	if !s.Valid {
		return store.Date{}, nil
	}
	return store.ParseDate(s.String)
}

// nullID stores a zero ID as NULL.
func nullID(id int64) sql.NullInt64 { return sql.NullInt64{Int64: id, Valid: id != 0} }

// checkDate rejects a zero or impossible date before it reaches the database.
func checkDate(d store.Date) error {
	if !d.Valid() {
		return fmt.Errorf("invalid date %v", d)
	}
	return nil
}
