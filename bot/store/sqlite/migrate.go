package sqlite

import (
	"context"
	"embed"

	"github.com/sudokubot/sudokubot/bot/store/sqlstore"
)

// migrations holds the schema changes, applied in the order of their version
// prefix (0001_init.sql, 0002_….sql). Never edit an applied migration: add one.
//
//go:embed migrations/*.sql
var migrations embed.FS

// migrate applies the migrations the database lacks, all in one IMMEDIATE
// transaction, so a failure leaves the schema as it was and two processes
// opening the file at once apply each migration once.
func (db *DB) migrate(ctx context.Context) error { return sqlstore.Migrate(ctx, db.Store, migrations) }
