package postgres

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// Notify sends payload on channel with PostgreSQL's NOTIFY, to every session listening
// on it (every bot process of the Activity). A payload is at most 8000 bytes.
func (db *DB) Notify(ctx context.Context, channel, payload string) error {
	if _, err := db.pool.Exec(ctx, "SELECT pg_notify($1, $2)", channel, payload); err != nil {
		return fmt.Errorf("postgres: notify %s: %w", channel, err)
	}
	return nil
}

// Listen holds one connection of the pool in LISTEN on channel and calls f with each
// payload, its own process's included, until ctx ends (it returns nil then) or the
// connection breaks (it returns the error; the caller listens again). f runs on Listen's
// goroutine and must not block.
func (db *DB) Listen(ctx context.Context, channel string, f func(payload string)) error {
	c, err := db.pool.Acquire(ctx)
	if err != nil {
		return fmt.Errorf("postgres: listen %s: %w", channel, err)
	}
	defer c.Release() // a closed or busy connection is destroyed, not pooled
	if _, err := c.Exec(ctx, "LISTEN "+pgx.Identifier{channel}.Sanitize()); err != nil {
		return fmt.Errorf("postgres: listen %s: %w", channel, err)
	}
	defer func() {
		if ctx.Err() == nil {
			return
		}
		// Leave the connection clean for the pool.
		cctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		c.Exec(cctx, "UNLISTEN *")
	}()
	for {
		n, err := c.Conn().WaitForNotification(ctx)
		if err != nil {
			if ctx.Err() != nil {
				return nil
			}
			return fmt.Errorf("postgres: listen %s: %w", channel, err)
		}
		f(n.Payload)
	}
}
