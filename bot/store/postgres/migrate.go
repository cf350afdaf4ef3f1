package postgres

import (
	"context"
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5"
)

// migrations holds the schema changes, applied in the order of their version
// prefix (0001_init.sql, 0002_….sql). Never edit an applied migration: add one.
//
//go:embed migrations/*.sql
var migrations embed.FS

// migrationLock is the first key of the advisory lock taken while migrating;
// the second is a hash of the schema, so stores in different schemas of one
// database do not wait for each other.
const migrationLock = 0x5d0c

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

// migrate applies the migrations the database lacks, in one transaction that
// holds an advisory lock, so that instances starting at once apply each
// migration exactly once and a failure leaves the schema as it was.
func (db *DB) migrate(ctx context.Context) error { return db.migrateFS(ctx, migrations) }

// migrateFS is migrate with the migrations read from fsys (tests give their own).
func (db *DB) migrateFS(ctx context.Context, fsys fs.FS) error {
	ms, err := loadMigrations(fsys)
	if err != nil {
		return wrap("migrate", err)
	}
	err = db.inTx(ctx, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1, hashtext(COALESCE(current_schema(), '')))`, migrationLock); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
			version    integer PRIMARY KEY,
			name       text NOT NULL,
			applied_at timestamptz NOT NULL DEFAULT now()
		)`); err != nil {
			return err
		}
		rows, err := tx.Query(ctx, `SELECT version FROM schema_migrations`)
		if err != nil {
			return err
		}
		versions, err := pgx.CollectRows(rows, pgx.RowTo[int32])
		if err != nil {
			return err
		}
		applied := map[int]bool{}
		for _, v := range versions {
			if latest := ms[len(ms)-1].version; int(v) > latest {
				return fmt.Errorf("database schema version %d is newer than this program's %d", v, latest)
			}
			applied[int(v)] = true
		}
		// Apply every migration not yet applied, not only those above the highest applied:
		// branches number their migrations apart, so a gap (0001, 0004) may fill later.
		for _, m := range ms {
			if applied[m.version] {
				continue
			}
			if _, err := tx.Exec(ctx, m.sql); err != nil {
				return fmt.Errorf("%s: %w", m.name, err)
			}
			if _, err := tx.Exec(ctx, `INSERT INTO schema_migrations (version, name) VALUES ($1, $2)`, m.version, m.name); err != nil {
				return err
			}
		}
		return nil
	})
	return wrap("migrate", err)
}
