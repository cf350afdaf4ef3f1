package sqlite

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"
	"time"
)

// migrations holds the schema changes, applied in the order of their version
// prefix (0001_init.sql, 0002_….sql). Never edit an applied migration: add one.
//
//go:embed migrations/*.sql
var migrations embed.FS

// A migration is one embedded schema change.
type migration struct {
	version int
	name    string
	sql     string
}

// loadMigrations reads the embedded migrations in version order.
func loadMigrations(fsys fs.FS) ([]migration, error) {
	names, err := fs.Glob(fsys, "migrations/*.sql")
	if err != nil {
		return nil, err
	}
	var ms []migration
	for _, name := range names {
		base := strings.TrimPrefix(name, "migrations/")
		prefix, _, ok := strings.Cut(base, "_")
		v, err := strconv.Atoi(prefix)
		if !ok || err != nil || v <= 0 {
			return nil, fmt.Errorf("migration %s: name must start with a version number and '_'", base)
		}
		b, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		ms = append(ms, migration{v, base, string(b)})
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i].version < ms[j].version })
	for i := 1; i < len(ms); i++ {
		if ms[i].version == ms[i-1].version {
			return nil, fmt.Errorf("migrations %s and %s share a version", ms[i-1].name, ms[i].name)
		}
	}
	return ms, nil
}

// migrate applies the migrations the database lacks, all in one IMMEDIATE
// transaction, so a failure leaves the schema as it was and two processes
// opening the file at once apply each migration once.
func (db *DB) migrate(ctx context.Context) error { return db.migrateFS(ctx, migrations) }

// migrateFS is migrate with the migrations read from fsys (tests give their own).
func (db *DB) migrateFS(ctx context.Context, fsys fs.FS) error {
	ms, err := loadMigrations(fsys)
	if err != nil {
		return wrap("migrate", err)
	}
	err = db.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
			version    INTEGER PRIMARY KEY,
			name       TEXT NOT NULL,
			applied_at INTEGER NOT NULL
		) STRICT`); err != nil {
			return err
		}
		applied, err := readApplied(ctx, tx)
		if err != nil {
			return err
		}
		for v := range applied {
			if latest := ms[len(ms)-1].version; v > latest {
				return fmt.Errorf("database schema version %d is newer than this program's %d", v, latest)
			}
		}
		// Apply every migration not yet applied, not only those above the highest applied:
		// branches number their migrations apart, so a gap (0001, 0004) may fill later.
		for _, m := range ms {
			if applied[m.version] {
				continue
			}
			if _, err := tx.ExecContext(ctx, m.sql); err != nil {
				return fmt.Errorf("%s: %w", m.name, err)
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)`,
				m.version, m.name, micros(time.Now())); err != nil {
				return err
			}
		}
		return nil
	})
	return wrap("migrate", err)
}

// readApplied returns the versions recorded in schema_migrations.
func readApplied(ctx context.Context, tx *sql.Tx) (map[int]bool, error) {
	rows, err := tx.QueryContext(ctx, `SELECT version FROM schema_migrations`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	applied := map[int]bool{}
	for rows.Next() {
		var v int
		if err := rows.Scan(&v); err != nil {
			return nil, err
		}
		applied[v] = true
	}
	return applied, rows.Err()
}
