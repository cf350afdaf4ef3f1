package sqlstore

import (
	"context"
	"database/sql"
)

// sqlRunner is what *sql.DB and *sql.Tx share.
type sqlRunner interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	PrepareContext(ctx context.Context, query string) (*sql.Stmt, error)
}

// SQLConn is a [Conn] on a database/sql handle or transaction, for adapters
// whose driver registers with database/sql.
type SQLConn struct{ r sqlRunner }

// DBConn returns the Conn of a database/sql pool.
func DBConn(db *sql.DB) SQLConn { return SQLConn{db} }

// TxConn returns the Conn of a database/sql transaction.
func TxConn(tx *sql.Tx) SQLConn { return SQLConn{tx} }

// QueryRow runs a query expected to return at most one row.
func (c SQLConn) QueryRow(ctx context.Context, query string, args ...any) Row {
	return c.r.QueryRowContext(ctx, query, args...)
}

// Query calls each for every row of the query.
func (c SQLConn) Query(ctx context.Context, each func(Row) error, query string, args ...any) error {
	rows, err := c.r.QueryContext(ctx, query, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	return EachRow(rows, each)
}

// Exec runs a statement and returns how many rows it changed.
func (c SQLConn) Exec(ctx context.Context, query string, args ...any) (int64, error) {
	res, err := c.r.ExecContext(ctx, query, args...)
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}

// Each prepares query once and runs it for every argument list.
func (c SQLConn) Each(ctx context.Context, query string, argLists [][]any, scan func(Row) error) error {
	stmt, err := c.r.PrepareContext(ctx, query)
	if err != nil {
		return err
	}
	defer stmt.Close()
	for _, args := range argLists {
		if err := scan(stmt.QueryRowContext(ctx, args...)); err != nil {
			return err
		}
	}
	return nil
}

// SQLTx returns the TxFunc of a database/sql pool: f runs in a transaction
// begun with the pool's default options (the driver's DSN may make it
// IMMEDIATE) and committed unless f fails.
func SQLTx(db *sql.DB) TxFunc {
	return func(ctx context.Context, f func(Conn) error) error {
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		if err := f(TxConn(tx)); err != nil {
			tx.Rollback()
			return err
		}
		return tx.Commit()
	}
}

// Rows is what database/sql's and pgx's result sets share.
type Rows interface {
	Row
	Next() bool
	Err() error
}

// EachRow calls each for every row of rows, stopping at the first error; the
// caller closes rows.
func EachRow(rows Rows, each func(Row) error) error {
	for rows.Next() {
		if err := each(rows); err != nil {
			return err
		}
	}
	return rows.Err()
}
