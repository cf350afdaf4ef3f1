// Package sqlstore implements store.Store once, in SQL, for the SQL adapters
// bot/store/sqlite and bot/store/postgres.
//
// An adapter opens its database, wraps its pool (and its transactions) as a
// [Conn], describes its SQL with a [Dialect] and hands both to [New]; the
// returned [Store] holds every query, scan and rule of the contract, and the
// migrator ([Store.Migrate]). What differs between the databases stays in the
// adapter: the driver, placeholders, how times, dates and booleans are stored,
// a few SQL functions, and how migrations are locked. This package imports no
// driver.
package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
)

// A Row is one result row; Scan returns sql.ErrNoRows (or an error that
// matches it under errors.Is) when the query returned none.
type Row interface {
	Scan(dest ...any) error
}

// A Conn runs statements: a pool, or a transaction inside [TxFunc]. Queries are
// written with ? placeholders; the [Store] rewrites them for a [Dialect] that
// numbers its placeholders before they reach the Conn.
type Conn interface {
	// QueryRow runs a query expected to return at most one row.
	QueryRow(ctx context.Context, query string, args ...any) Row
	// Query runs a query and calls each for every row, in order, stopping at
	// the first error.
	Query(ctx context.Context, each func(Row) error, query string, args ...any) error
	// Exec runs a statement and returns how many rows it changed.
	Exec(ctx context.Context, query string, args ...any) (int64, error)
	// Each runs one query once per argument list, preparing or batching it as
	// the driver does best, and calls scan with each statement's row in order.
	Each(ctx context.Context, query string, argLists [][]any, scan func(Row) error) error
}

// A TxFunc runs f in a transaction and commits it unless f fails.
type TxFunc func(ctx context.Context, f func(tx Conn) error) error

// A Dialect says how one database spells what the shared queries need.
type Dialect struct {
	// Name prefixes every error: "sqlite", "postgres".
	Name string
	// Numbered placeholders ($1, $2, …) instead of ?.
	Numbered bool
	// Time and Date give a time and a civil date as their columns take them.
	Time func(time.Time) any
	Date func(store.Date) any
	// Is and Not test a boolean column, written as the partial indexes'
	// WHERE clauses write it so that the planner can use them.
	Is, Not func(column string) string
	// Least and Greatest name the two-argument minimum and maximum.
	Least, Greatest string
	// Micros turns the difference of two time columns ("a - b") into
	// whole microseconds.
	Micros func(difference string) string
	// PuzzleKey is the conflict target of the puzzles' uniqueness index.
	PuzzleKey string
	// MigrationsTable creates schema_migrations (version, name, applied_at)
	// if it does not exist.
	MigrationsTable string
	// MigrationLock, when set, runs first in the migration transaction, so
	// that instances opening one database at once migrate it in turn.
	MigrationLock string
	// ShelfLock, when set, runs first in AddPuzzleUpTo's transaction with the
	// band and the size (as text) as arguments, so that instances filling one shelf of the
	// bank at once count and insert in turn.
	ShelfLock string
}

// Store implements every method of store.Store but Ping and Close (which
// belong to the adapter, that owns the handles), and store.Interactions, on a
// database an adapter opened. It is safe for concurrent use by multiple goroutines when its
// Conns are.
type Store struct {
	d     Dialect
	write Conn // statements that change rows (one connection on SQLite)
	read  Conn // queries; may be the same pool as write
	inTx  TxFunc
}

var (
	_ store.Interactions  = (*Store)(nil)
	_ store.IdentifyTurns = (*Store)(nil)
)

// New returns the store on write, read and inTx, spelt in d.
func New(d Dialect, write, read Conn, inTx TxFunc) *Store {
	s := &Store{d: d, write: write, read: read, inTx: inTx}
	if d.Numbered {
		var cache sync.Map
		s.write, s.read = numbered{write, &cache}, numbered{read, &cache}
		s.inTx = func(ctx context.Context, f func(Conn) error) error {
			return inTx(ctx, func(tx Conn) error { return f(numbered{tx, &cache}) })
		}
	}
	return s
}

// wrap prefixes err with the dialect's name and the operation, leaving nil
// alone.
func (s *Store) wrap(op string, err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("%s: %s: %w", s.d.Name, op, err)
}

// isNoRows reports whether err says a query returned no row (pgx's ErrNoRows
// matches sql.ErrNoRows too).
func isNoRows(err error) bool { return errors.Is(err, sql.ErrNoRows) }

// orNow is t, or the time now when t is zero: a record written without its time is stamped
// when it is stored.
func orNow(t time.Time) time.Time {
	if t.IsZero() {
		return time.Now()
	}
	return t
}

// queryAll returns every row of the query, each read by scan.
func queryAll[T any](ctx context.Context, c Conn, scan func(Row) (T, error), query string, args ...any) ([]T, error) {
	var out []T
	err := c.Query(ctx, func(row Row) error {
		v, err := scan(row)
		out = append(out, v)
		return err
	}, query, args...)
	return out, err
}

// notFound maps "no rows" to store.ErrNotFound.
func notFound(err error) error {
	if isNoRows(err) {
		return store.ErrNotFound
	}
	return err
}

// numbered rewrites the ? placeholders of a query to $1, $2, … before passing
// it on. Each query text is rewritten once.
type numbered struct {
	c     Conn
	cache *sync.Map // query → rewritten query
}

func (n numbered) sql(query string) string {
	if !strings.Contains(query, "?") {
		return query
	}
	if q, ok := n.cache.Load(query); ok {
		return q.(string)
	}
	q := numberPlaceholders(query)
	n.cache.Store(query, q)
	return q
}

func (n numbered) QueryRow(ctx context.Context, query string, args ...any) Row {
	return n.c.QueryRow(ctx, n.sql(query), args...)
}

func (n numbered) Query(ctx context.Context, each func(Row) error, query string, args ...any) error {
	return n.c.Query(ctx, each, n.sql(query), args...)
}

func (n numbered) Exec(ctx context.Context, query string, args ...any) (int64, error) {
	return n.c.Exec(ctx, n.sql(query), args...)
}

func (n numbered) Each(ctx context.Context, query string, argLists [][]any, scan func(Row) error) error {
	return n.c.Each(ctx, n.sql(query), argLists, scan)
}

// numberPlaceholders replaces each ? outside quotes and -- comments with $1,
// $2, … in order.
func numberPlaceholders(query string) string {
	var b strings.Builder
	b.Grow(len(query) + 16)
	n, quote := 0, byte(0)
	for i := 0; i < len(query); i++ {
		c := query[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '-' && strings.HasPrefix(query[i:], "--"):
			quote = '\n' // to the end of the line
		case c == '\'' || c == '"':
			quote = c
		case c == '?':
			n++
			b.WriteByte('$')
			b.WriteString(strconv.Itoa(n))
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// nullID stores a zero ID as NULL.
func nullID(id int64) any {
	if id == 0 {
		return nil
	}
	return id
}

// checkDate rejects a zero or impossible date before it reaches the database.
func checkDate(d store.Date) error {
	if !d.Valid() {
		return fmt.Errorf("invalid date %v", d)
	}
	return nil
}

// timeCol scans a time column, stored as INTEGER microseconds since the epoch
// (SQLite) or as a timestamp (PostgreSQL), into t in UTC; NULL is the zero
// time.
type timeCol struct{ t *time.Time }

func (c timeCol) Scan(src any) error {
	switch v := src.(type) {
	case nil:
		*c.t = time.Time{}
	case int64:
		*c.t = time.UnixMicro(v).UTC()
	case time.Time:
		*c.t = v.UTC()
	default:
		return fmt.Errorf("time column holds %T", src)
	}
	return nil
}

// dateCol scans a civil date column, stored as TEXT 'YYYY-MM-DD' (SQLite) or
// as a date (PostgreSQL); NULL is the zero date.
type dateCol struct{ d *store.Date }

func (c dateCol) Scan(src any) error {
	var err error
	switch v := src.(type) {
	case nil:
		*c.d = store.Date{}
	case string:
		*c.d, err = store.ParseDate(v)
	case []byte:
		*c.d, err = store.ParseDate(string(v))
	case time.Time:
		*c.d = store.DateOf(v, time.UTC)
	default:
		err = fmt.Errorf("date column holds %T", src)
	}
	return err
}

// idCol scans a nullable ID column; NULL is 0.
type idCol struct{ id *int64 }

func (c idCol) Scan(src any) error {
	switch v := src.(type) {
	case nil:
		*c.id = 0
	case int64:
		*c.id = v
	default:
		return fmt.Errorf("ID column holds %T", src)
	}
	return nil
}
